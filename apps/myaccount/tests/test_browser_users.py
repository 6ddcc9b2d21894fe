"""My Account's users in a real browser: invite with errors, edit, bulk delete; the page
at 1920×1080 and 1366×768 (screenshots under /tmp/shots-myaccount/)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.users.models import User

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-myaccount")


def test_invite_users_with_errors_then_edit(page, browser_login, hazel_admin):
    browser_login("admin@hazelwood.example.com")
    page.goto("/account/users")
    page.get_by_role("link", name="Invite users").click()
    dialog = page.locator("dialog#users-dialog")
    dialog.get_by_label("Email addresses").fill(
        "new.one@hazelwood.example.com, me@gmail.com\ninfo@hazelwood.example.com"
    )
    dialog.get_by_role("button", name="Next").click()
    expect(dialog.locator("[data-invite-row='me@gmail.com']")).to_contain_text(
        "Email cannot be a personal/home account"
    )
    expect(dialog.locator("[data-invite-row='info@hazelwood.example.com']")).to_contain_text(
        "Email cannot be a generic user like head@ or info@"
    )
    dialog.get_by_label("Role for new.one@hazelwood.example.com").select_option("Admin")
    dialog.get_by_role("button", name="Send invites").click()
    expect(page.locator(".toast").filter(has_text="new.one@hazelwood.example.com Added")).to_be_visible()
    expect(page.locator("[data-list='invited']")).to_contain_text("new.one@hazelwood.example.com")
    assert User.objects.get(email="new.one@hazelwood.example.com").admin == 1

    page.get_by_role("link", name="Ellie Shaw (edit)").click()
    dialog = page.locator("dialog#users-dialog")
    dialog.get_by_label("First name").fill("Eleanor")
    dialog.get_by_label("Lead PE").check()
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator("[data-list='active']")).to_contain_text("Eleanor Shaw")
    expect(page.locator("#users-dialog")).to_have_count(0)


def test_bulk_delete_and_screenshots(page, browser_login, hazel_admin):
    SHOTS.mkdir(exist_ok=True)
    browser_login("admin@hazelwood.example.com")
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto("/account/users")
        page.screenshot(path=str(SHOTS / f"users-{width}.png"), full_page=True)
    page.get_by_role("link", name="Select Many").click()
    expect(page.get_by_role("link", name="Cancel Select")).to_be_visible()
    page.get_by_label("Select Tom Okafor").check()
    page.get_by_label("Select Raj Mistry").check()
    page.get_by_role("button", name="Delete Selected").click()
    dialog = page.locator("dialog#users-dialog")
    total = User.objects.filter(account=hazel_admin.account, kind="account").count()
    expect(dialog).to_contain_text("Delete selected users?")
    expect(dialog).to_contain_text(f"Warning. This action will delete 2 of {total} users.")
    page.screenshot(path=str(SHOTS / "users-bulk-delete-1366.png"))
    dialog.get_by_role("button", name="Delete").click()
    expect(page.locator("[data-list='active']")).not_to_contain_text("Tom Okafor")
    assert not User.objects.filter(
        email__in=["tom.okafor@hazelwood.example.com", "raj.mistry@hazelwood.example.com"]
    ).exists()


def test_next_page_swaps_one_list(page, browser_login, hazel_admin):
    from apps.myaccount.selectors.panels import USERS_PER_PAGE
    from apps.users.selectors import PENDING

    extra = USERS_PER_PAGE + 3
    User.objects.bulk_create([User(email=f"wait{n:02d}@hazelwood.example.com", account=hazel_admin.account,
                                   status=User.Status.INVITED) for n in range(extra)])  # fmt: skip
    invited = User.objects.filter(account=hazel_admin.account, status__in=PENDING, kind="account").count()
    browser_login("admin@hazelwood.example.com")
    page.goto("/account/users")
    lists = page.locator("[data-list='invited']")
    expect(lists.locator(".user-card")).to_have_count(USERS_PER_PAGE)
    active_before = page.locator("[data-list='active']").inner_html()
    lists.get_by_role("link", name="Next page of Invited users").click()
    expect(lists).to_contain_text("Page 2 of 2")
    expect(lists.locator(".user-card")).to_have_count(invited - USERS_PER_PAGE)
    expect(lists.locator("h2")).to_contain_text(f"({invited})")
    assert page.locator("[data-list='active']").inner_html() == active_before
    assert page.url.endswith("/account/users?invited_page=2")
    page.get_by_role("link", name="Select Many").click()
    expect(lists.locator("input[name='user']")).to_have_count(invited - USERS_PER_PAGE)
    lists.locator("input[name='user']").first.check()
    page.get_by_role("button", name="Delete Selected").click()
    total = User.objects.filter(account=hazel_admin.account, kind="account").count()
    expect(page.locator("dialog#users-dialog")).to_contain_text(f"Warning. This action will delete 1 of {total} users.")
    page.locator("dialog#users-dialog").get_by_role("button", name="Delete").click()
    expect(page.locator("#users-dialog")).to_have_count(0)
    expect(lists).to_contain_text("Page 2 of 2")  # the refreshed lists stay at the page shown
    expect(lists.locator(".user-card")).to_have_count(invited - 1 - USERS_PER_PAGE)
    expect(lists.locator("h2")).to_contain_text(f"({invited - 1})")
