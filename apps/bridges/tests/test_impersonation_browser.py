"""Super staff press Faux on the staff Users tab, see the school's dashboard with the
banner, and come back. At 1366x768 the banner is at the very top of every page, stays in
view while the page scrolls, is styled (the CSP refused its inline styles) and has Stop."""

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
    # Issue 20: it was unstyled, below the footer. Now at the top, above the header, in its
    # own colours, on every page, and still there after scrolling.
    box, header = banner.bounding_box(), page.locator("header").bounding_box()
    assert box["y"] == 0 and box["y"] + box["height"] <= header["y"] + 1 and box["width"] >= 1300
    assert banner.evaluate("el => getComputedStyle(el).backgroundColor") == "rgb(255, 210, 31)"
    stop = banner.get_by_role("button", name="Stop signing in as them")
    expect(stop).to_be_visible()
    assert stop.bounding_box()["y"] < 60  # the Stop button on the banner's one line
    page.screenshot(path="/tmp/shots-issue20/faux-banner-1366.png")
    for path in ("/profile", "/support"):
        page.goto(path)
        top = page.get_by_role("region", name="Signed in as someone else")
        expect(top).to_be_visible()
        assert top.bounding_box()["y"] == 0
    page.goto("/")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("window.scrollY") > 20
    assert page.get_by_role("region", name="Signed in as someone else").bounding_box()["y"] == 0  # sticky
    page.screenshot(path="/tmp/shots-issue20/faux-banner-scrolled-1366.png")

    banner = page.get_by_role("region", name="Signed in as someone else")
    banner.get_by_role("button", name="Stop signing in as them").click()
    expect(page).to_have_url(re.compile(rf"/accounts/{teacher.account_id}/users$"))
    expect(page.get_by_role("region", name="Signed in as someone else")).to_have_count(0)
    expect(page.locator('[data-link="accounts"]')).to_be_visible()
