"""In the browser: Oakfield's admin syncs staff and a class from the fake MIS and sees
the report and the toast (the issue's "done when"), at 1920×1080 and 1366×768."""

import os

import pytest

from apps.bursts.models import Group

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = os.environ.get("SYNC_SHOTS", "")


def _shot(page, name):
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=False)


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_admin_syncs_staff_and_a_class(page, browser_login, personas, wonde, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    browser_login("admin@oakfield.example.com")
    page.goto("/account/users")
    page.get_by_role("link", name="Sync Users").click()
    page.get_by_role("link", name="← MIS sync").click()
    page.get_by_role("button", name="Sync now").click()
    report = page.locator("#sync-report[data-status='done']")
    report.wait_for()
    assert report.locator("[data-count='created']").inner_text() == "17"
    assert "Staff: 17 new, 0 updated, 0 unchanged in the MIS." in report.inner_text()
    _shot(page, f"report-{size[0]}")
    page.get_by_role("link", name="← MIS sync").click()
    card = page.locator("[data-employee='E108']")
    assert "please ask your MIS administrator to update this user's primary email" in card.inner_text()
    page.locator("[data-employee='E103']").get_by_role("button", name="Invite").click()
    page.locator("[data-employee='E103'] .employee-card__tick").wait_for()
    _shot(page, f"sync-{size[0]}")
    page.get_by_role("link", name="Classes in the MIS").click()
    page.locator("[data-group='G203']").wait_for()
    _shot(page, f"classes-{size[0]}")
    page.locator("[data-group='G203']").get_by_role("button", name="Import").click()
    page.get_by_text("3 Hazel synced: 28 children added, 0 updated, 28 contacts added.").first.wait_for()
    _shot(page, f"imported-{size[0]}")
    assert Group.objects.get(wonde_id="G203").students.count() == 28


def test_admin_decides_about_leavers_on_the_temporary_list(page, browser_login, personas):
    """Remove now asks inline first (Cancel puts the row back), then removes and the
    report appears without a reload; Keep takes the user off the list."""
    from datetime import timedelta

    from django.utils import timezone

    from apps.users.models import User

    oakfield = personas["school_admin"].account
    User.objects.create_user(email="leaver@oakfield.example.com", account=oakfield, first_name="Liz",
                             last_name="Leaver", date_end_temp=timezone.localdate() + timedelta(days=20))  # fmt: skip
    browser_login("admin@oakfield.example.com")
    page.goto(f"/sync/{oakfield.wonde_id}")
    leaver = page.locator("[data-temporary='leaver@oakfield.example.com']")
    leaver.get_by_role("button", name="Remove now").click()
    leaver.locator("[data-confirm-remove]").wait_for()
    assert "Remove Liz Leaver now?" in leaver.inner_text()
    leaver.get_by_role("link", name="Cancel").click()
    leaver.locator("[data-confirm-remove]").wait_for(state="detached")
    leaver.get_by_role("button", name="Remove now").click()
    leaver.locator("[data-confirm-remove]").get_by_role("button", name="Remove now").click()
    leaver.wait_for(state="detached")
    page.locator("#sync-reports").get_by_text("Temporary users removed").wait_for()
    page.get_by_text("Liz Leaver removed").first.wait_for()
    assert not User.objects.filter(email="leaver@oakfield.example.com").exists()
    temp = page.locator("[data-temporary='temp@oakfield.example.com']")
    temp.get_by_role("button", name="Keep").click()
    temp.wait_for(state="detached")
    _shot(page, "temporary-kept")
    assert User.objects.get(email="temp@oakfield.example.com").allow_temp
