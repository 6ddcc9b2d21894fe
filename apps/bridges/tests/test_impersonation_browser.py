"""Super staff press Faux on the staff Users tab, see the school's dashboard with the
banner, and come back (at 1366×768: the banner covers none of the header)."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_faux_and_back(page, browser_login, personas):
    page.set_viewport_size({"width": 1366, "height": 768})
    teacher = personas["teacher"]
    browser_login("super@example.com")
    page.goto(f"/accounts/{teacher.account_id}/users")
    page.get_by_role("button", name=f"Faux (sign in as {teacher.name})").click()
    expect(page).to_have_url(re.compile(r"/$"))
    banner = page.get_by_role("region", name="Signed in as someone else")
    expect(banner).to_contain_text(teacher.email)
    expect(page.locator('[data-link="accounts"]')).to_have_count(0)
    header = page.locator("header").bounding_box()
    assert banner.bounding_box()["y"] > header["y"] + header["height"]
    page.screenshot(path="/tmp/shots-support/faux-banner-1366.png")

    banner.get_by_role("button", name="Stop signing in as them").click()
    expect(page).to_have_url(re.compile(rf"/accounts/{teacher.account_id}/users$"))
    expect(page.get_by_role("region", name="Signed in as someone else")).to_have_count(0)
    expect(page.locator('[data-link="accounts"]')).to_be_visible()
