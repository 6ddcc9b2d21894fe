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
