"""The header's Bookmarks menu in a real browser (spec 1 "Bookmarks menu", §4 Bookmark)."""

import re
from urllib.parse import unquote

import pytest
from playwright.sync_api import expect

from apps.bookmarks.models import Bookmark
from apps.core import messages as text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LESSON = "/pe/year/3/unit/2/lesson/4"


@pytest.fixture
def programme_page(settings):
    settings.ROOT_URLCONF = "apps.bookmarks.tests.urls"


def older_bookmarks(user, n):
    for i in range(1, n + 1):
        Bookmark.objects.create(user=user, url=f"/gym/year/1/unit/1/lesson/{i}", title=f"Gym lesson {i}", product="gym")


def panel(page):
    return page.get_by_role("dialog", name="Bookmarks")


def open_panel(page):
    page.get_by_role("button", name="Bookmarks").click()
    expect(panel(page)).to_be_visible()
    return panel(page)


def test_empty_panel_on_a_page_that_is_not_bookmarkable(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com")
    box = open_panel(page)
    expect(box.get_by_text(text.BOOKMARKS_EMPTY)).to_be_visible()
    expect(box.get_by_text("Last Visited")).to_be_visible()
    expect(box.get_by_role("button", name=text.BOOKMARK_ADD)).to_have_count(0)
    assert box.bounding_box()["height"] >= 320
    page.keyboard.press("Escape")
    expect(box).to_be_hidden()
    expect(page.get_by_role("button", name="Bookmarks")).to_be_focused()


def test_bookmark_a_programme_page_find_it_page_through_and_delete(page, browser_login, teacher, programme_page):
    older_bookmarks(teacher, 6)
    browser_login("teacher@oakfield.example.com", next_path=LESSON)
    page.goto(LESSON)
    box = open_panel(page)
    # Visiting a programme page records it as last visited.
    expect(box.get_by_role("link", name="Lesson 4 PE - Year 3 - Unit 2")).to_be_visible()
    box.get_by_role("button", name=text.BOOKMARK_ADD).click()
    expect(box.get_by_role("button", name=text.BOOKMARK_REMOVE)).to_be_visible()
    items = box.locator(".bookmarks__item")
    expect(items.first).to_contain_text("Lesson 4")
    expect(items).to_have_count(5)
    assert Bookmark.objects.filter(user=teacher, url=LESSON, subtitle="PE - Year 3 - Unit 2").exists()

    box.get_by_role("button", name="Older").click()
    expect(box.get_by_text("Page 2 of 2")).to_be_visible()
    expect(items).to_have_count(2)
    expect(box.get_by_role("button", name="Older")).to_be_disabled()
    box.get_by_role("button", name="Delete bookmark Gym lesson 1").click()
    expect(items).to_have_count(1)
    expect(box.get_by_text("Gym lesson 1", exact=True)).to_have_count(0)
    box.get_by_role("button", name="Newer").click()
    expect(items.first).to_contain_text("Lesson 4")

    # After a reload the page knows it is bookmarked; unbookmarking removes it from the list.
    page.reload()
    box = open_panel(page)
    expect(items.first).to_contain_text("Lesson 4")  # listed, so its absence below means something
    # The button flips at once (optimistically): wait for the server's answer before reading the database.
    with page.expect_response(lambda r: r.request.method == "DELETE" and "/api/bookmarks/" in r.url):
        box.get_by_role("button", name=text.BOOKMARK_REMOVE).click()
    expect(box.get_by_role("button", name=text.BOOKMARK_ADD)).to_be_visible()
    expect(box.locator(".bookmarks__list .bookmarks__title", has_text=re.compile(r"^Lesson 4$"))).to_have_count(0)
    assert not Bookmark.objects.filter(user=teacher, url=LESSON).exists()
    assert Bookmark.objects.filter(user=teacher).count() == 5


def test_the_panel_is_keyboard_operable(page, browser_login, teacher, programme_page):
    browser_login("teacher@oakfield.example.com", next_path=LESSON)
    page.goto(LESSON)
    toggle = page.get_by_role("button", name="Bookmarks")
    toggle.focus()
    page.keyboard.press("Enter")
    expect(panel(page)).to_be_visible()
    add = panel(page).get_by_role("button", name=text.BOOKMARK_ADD)
    add.focus()
    page.keyboard.press("Enter")
    expect(panel(page).get_by_role("button", name=text.BOOKMARK_REMOVE)).to_be_focused()
    assert add.evaluate("el => getComputedStyle(el).outlineStyle") != "none"
    box = panel(page).get_by_role("button", name="Delete bookmark Lesson 4").bounding_box()
    assert box["width"] >= 44 and box["height"] >= 44


def test_a_session_that_ran_out_signs_out_from_the_panel_with_the_toast(page, browser_login, teacher, programme_page):
    """Spec 1 §8, issue 20: a 401 seen by an island (the panel's GET /api/bookmarks) signs
    out with the expired toast, as a page or an HTMX request does, and signing in again
    comes back to the page."""
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("teacher@oakfield.example.com")
    expect(page.get_by_role("heading", name="Welcome, Tom")).to_be_visible()
    # The panel records the visit once mounted: the session runs out after that, page open.
    with page.expect_response(lambda r: r.request.method == "POST" and r.url.endswith("/api/bookmarks/last")):
        page.goto(LESSON)
    page.context.clear_cookies(name="sessionid")
    page.get_by_role("button", name="Bookmarks").click()
    page.wait_for_url(lambda url: unquote(url).endswith(f"/login?next={LESSON}"))
    toast = page.locator(".island .toast--error")
    expect(toast).to_have_text(re.compile(re.escape(text.SESSION_EXPIRED)))
    assert "signed_in" not in {c["name"] for c in page.context.cookies()}  # signed out
    page.screenshot(path="/tmp/shots-issue20/island-401-signed-out-1366.png")

    page.get_by_label("Username or email").fill("teacher@oakfield.example.com")
    page.get_by_label("Password").fill("Password1!")
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(rf"{LESSON}$"))


def test_a_bookmark_gone_elsewhere_goes_home_with_the_toast(page, browser_login, teacher, programme_page):
    """A 404 seen by an island goes to / and the toast shows there (it used to be raised on
    the page being left, and lost with it)."""
    older_bookmarks(teacher, 1)
    browser_login("teacher@oakfield.example.com", next_path=LESSON)
    page.goto(LESSON)
    box = open_panel(page)
    expect(box.get_by_text("Gym lesson 1", exact=True)).to_be_visible()
    Bookmark.objects.filter(user=teacher, title="Gym lesson 1").delete()  # deleted in another tab
    box.get_by_role("button", name="Delete bookmark Gym lesson 1").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.locator(".island .toast--error")).to_have_text(re.compile(re.escape(text.PAGE_NOT_FOUND)))
