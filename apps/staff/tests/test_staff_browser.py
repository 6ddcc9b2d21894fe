"""Managing internal staff users at /create in a real browser."""

import pytest
from playwright.sync_api import expect

from apps.users.models import User

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_invite_edit_resend_and_delete(page, browser_login, staff_admin):
    browser_login("staff@example.com")
    page.goto("/create")
    page.get_by_role("link", name="Invite users").click()
    dialog = page.locator("dialog#staff-dialog")
    dialog.get_by_label("Email addresses").fill("one@example.com, two@example.com\none@example.com nonsense")
    dialog.get_by_label("Admin — can manage accounts").check()
    dialog.get_by_role("button", name="Send invites").click()
    expect(page.locator(".toast").filter(has_text="one@example.com, two@example.com Added")).to_be_visible()
    invited = page.locator("#staff-lists [data-staff='one@example.com']")
    expect(invited).to_contain_text("Admin")
    assert User.objects.get(email="two@example.com").status == User.Status.INVITED

    invited.get_by_role("button", name="Resend invite").click()
    expect(page.locator(".toast").filter(has_text="User invite resent")).to_be_visible()

    page.locator("[data-staff='viewer@example.com']").get_by_role("link", name="Edit").click()
    dialog = page.locator("dialog#staff-dialog")
    dialog.get_by_label("First name").fill("Vera")
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator("[data-staff='viewer@example.com']")).to_contain_text("Vera")

    own = page.locator("[data-staff='staff@example.com']")
    expect(own.get_by_role("link", name="Delete")).to_have_count(0)
    own.get_by_role("link", name="Edit").click()
    expect(page.locator("dialog#staff-dialog").get_by_text("You cannot change your own admin level.")).to_be_visible()
    page.locator("dialog#staff-dialog").get_by_role("link", name="Cancel").click()
    expect(page.locator("dialog#staff-dialog")).to_have_count(0)

    page.locator("[data-staff='two@example.com']").get_by_role("link", name="Delete").click()
    page.locator("dialog#staff-dialog").get_by_role("button", name="Delete").click()
    expect(page.locator("[data-staff='two@example.com']")).to_have_count(0)
    assert not User.objects.filter(email="two@example.com").exists()
