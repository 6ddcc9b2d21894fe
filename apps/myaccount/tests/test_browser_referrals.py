"""Refer a Friend in a real browser at 1366×768: the dashboard tile, the form with its
messages, the list of referred schools, staff's view of them on the account page, and the
£100 on the purchase page once the referred school has joined."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.myaccount.models import Referral

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-referrals")


def test_refer_a_friend_journey(page, browser_login, hazel_admin, staff_admin):
    SHOTS.mkdir(exist_ok=True)
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("admin@hazelwood.example.com")
    page.locator("[data-tile='refer']").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Refer a Friend")
    page.get_by_role("button", name="Refer school").click()
    expect(page.get_by_text("Please fill out this field")).to_have_count(3)
    page.get_by_label("School name").fill("Birchwood Primary")
    page.get_by_label("Contact name").fill("Bea Birch")
    page.get_by_label("Contact email").fill("bea@birchwood.example.com")
    page.get_by_role("button", name="Refer school").click()
    expect(page.locator('[data-island="Toasts"] .toast')).to_contain_text("Birchwood Primary is referred")
    expect(page.locator("[data-referrals]")).to_contain_text("not joined yet")
    page.screenshot(path=str(SHOTS / "refer-1366.png"), full_page=True)
    # The school joins (staff turned its order into a licence): £100 off Hazelwood's next purchase.
    referral = Referral.objects.get()
    referral.status, referral.discount, referral.referred_account = "joined", 100, None
    referral.save()
    page.goto("/account/purchase")
    expect(page.locator("[data-discount]")).to_have_text("Refer a Friend: £100 off, as Birchwood Primary joined")
    expect(page.locator("[data-total]")).to_have_text("595")
    page.get_by_text("3 years").click()
    expect(page.locator("[data-total]")).to_have_text("1,595")
    page.screenshot(path=str(SHOTS / "purchase-discount-1366.png"), full_page=True)
    page.goto("/")
    page.screenshot(path=str(SHOTS / "dashboard-refer-1366.png"))
