"""The dashboard in a real browser: the Member Highlights carousel (spec 1 §2, §4, §9),
alerts that open a new window, and the Guide without JavaScript."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
# The demo's highlights (apps/demo/dashboard.py), which every persona's dashboard shows.
TITLES = [
    "How Oakfield got every child active for 60 minutes",
    "Five warm-ups your class will love",
    "A sports day every child finishes smiling",
]


def shown(page):
    return page.locator(".highlights__slide .highlights__title")


def test_highlights_rotate_every_ten_seconds_and_a_dot_restarts_the_timer(page, browser_login, teacher):
    page.clock.install()
    browser_login("teacher@oakfield.example.com")
    carousel = page.get_by_role("region", name="Member Highlights")
    expect(shown(page)).to_have_text(TITLES[0])
    picture = carousel.locator("img.highlights__image")
    expect(picture).to_have_attribute("src", "/static/dashboard/highlights/active-60.svg")
    expect(picture).to_have_js_property("complete", True)
    assert picture.evaluate("img => img.naturalWidth") > 0
    page.mouse.move(0, 0)  # not over the carousel, which holds it still
    page.clock.run_for(10_000)
    expect(shown(page)).to_have_text(TITLES[1])
    # 9 s into the next turn a dot is clicked: its highlight shows and the 10 s start again.
    page.clock.run_for(9_000)
    carousel.get_by_role("button", name=f"Highlight 1: {TITLES[0]}").click()
    page.mouse.move(0, 0)
    expect(shown(page)).to_have_text(TITLES[0])
    page.clock.run_for(9_000)
    expect(shown(page)).to_have_text(TITLES[0])
    page.clock.run_for(1_000)
    expect(shown(page)).to_have_text(TITLES[1])


def test_highlights_stay_put_for_reduced_motion(browser, live_server, teacher):
    context = browser.new_context(base_url=live_server.url, reduced_motion="reduce")
    page = context.new_page()
    page.clock.install()
    page.goto("/login")
    page.get_by_label("Username or email").fill("teacher@oakfield.example.com")
    page.get_by_label("Password").fill("Password1!")
    page.get_by_role("button", name="Sign in").click()
    expect(shown(page)).to_have_text(TITLES[0])
    page.clock.run_for(35_000)
    expect(shown(page)).to_have_text(TITLES[0])
    page.get_by_role("button", name=f"Highlight 3: {TITLES[2]}").click()
    expect(shown(page)).to_have_text(TITLES[2])
    context.close()


def test_without_javascript_every_highlight_is_readable_and_the_guide_is_a_link(browser, live_server, teacher):
    context = browser.new_context(base_url=live_server.url, java_script_enabled=False)
    page = context.new_page()
    page.goto("/login")
    page.get_by_label("Username or email").fill("teacher@oakfield.example.com")
    page.get_by_label("Password").fill("Password1!")
    page.get_by_role("button", name="Sign in").click()
    tile = page.locator('[data-tile="highlights"]')
    for title in TITLES:
        expect(tile.get_by_role("link", name=title)).to_be_visible()
    guide = page.get_by_role("link", name="Guide")
    expect(guide).to_have_attribute("href", "/static/content/media/guides/welcome.webm")  # its own (issue 29)
    context.close()


def test_alert_links_that_open_a_new_window_say_so(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com")
    opens_new = page.locator(".alert a[target=_blank]")
    expect(opens_new).to_have_count(1)
    expect(opens_new).to_have_accessible_name("See the courses (opens in a new window)")
    expect(opens_new.locator(".new-window")).to_be_visible()
    same_window = page.locator(".alert a:not([target])")
    expect(same_window).to_have_accessible_name("Take a look")


def test_a_dot_that_keeps_the_focus_does_not_stop_the_highlights(page, browser_login, teacher):
    """Spec 1 §4: a click on a dot restarts the timer. Pressed from the keyboard (or
    clicked and left focused), the dot keeps the focus, which used to hold the carousel
    for good; the next highlight now comes 10 s after the press."""
    page.clock.install()
    browser_login("teacher@oakfield.example.com")
    page.mouse.move(0, 0)
    carousel = page.get_by_role("region", name="Member Highlights")
    dot = carousel.get_by_role("button", name=f"Highlight 3: {TITLES[2]}")
    dot.focus()
    page.keyboard.press("Enter")
    expect(shown(page)).to_have_text(TITLES[2])
    expect(dot).to_be_focused()
    page.clock.run_for(9_000)
    expect(shown(page)).to_have_text(TITLES[2])
    page.clock.run_for(1_000)
    expect(shown(page)).to_have_text(TITLES[0])
    page.clock.run_for(10_000)
    expect(shown(page)).to_have_text(TITLES[1])
    # Clicked with the pointer left resting on it, too.
    carousel.get_by_role("button", name=f"Highlight 1: {TITLES[0]}").click()
    page.clock.run_for(10_000)
    expect(shown(page)).to_have_text(TITLES[1])
