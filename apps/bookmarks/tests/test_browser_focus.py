"""Issue 21: the header's Bookmarks panel, and its More menu, close as soon as Tab (or Shift+Tab)
takes the keyboard out of them, so they never stay open over the page being worked on."""

import pytest
from playwright.sync_api import expect

from apps.bookmarks.models import Bookmark

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def content(db):
    from apps.content.seed import seed_content

    seed_content()


def active(page):
    return page.evaluate(
        "() => ({ text: document.activeElement.textContent.trim(),"
        " inPanel: Boolean(document.activeElement.closest('.bookmarks')) })"
    )


def test_the_bookmarks_panel_closes_when_tab_moves_on(page, browser_login, teacher, content):
    for i in range(2):
        url = f"/gym/year/1/unit/1/lesson/{i + 1}"
        Bookmark.objects.create(user=teacher, url=url, title=f"Gym {i + 1}", product="gym")
    browser_login("teacher@oakfield.example.com")
    page.goto("/pe/year/1/unit/1/lesson/1")
    toggle = page.get_by_role("button", name="Bookmarks", exact=True)
    panel = page.get_by_role("dialog", name="Bookmarks")
    toggle.click()
    expect(panel).to_be_visible()
    expect(panel.get_by_role("link", name="Gym 2")).to_be_visible()
    # Forward through the panel, then on past its last control: closed, focus on the next link.
    for _ in range(20):
        page.keyboard.press("Tab")
        if not active(page)["inPanel"]:
            break
        expect(panel).to_be_visible()
    assert active(page)["text"] == "Support"
    expect(panel).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    # Backwards from the header button.
    toggle.click()
    expect(panel).to_be_visible()
    toggle.focus()
    page.keyboard.press("Shift+Tab")
    expect(panel).to_be_hidden()
    # Opened from the dashboard's own Bookmarks button: the same.
    page.goto("/real")
    page.locator("main [data-open-bookmarks]").click()
    expect(panel).to_be_visible()
    for _ in range(20):
        page.keyboard.press("Tab")
        if not active(page)["inPanel"]:
            break
    expect(panel).to_be_hidden()


def test_the_more_menu_closes_when_tab_moves_on(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com")
    page.goto("/profile")
    more = page.locator("header details.menu[data-menu]").filter(has_text="More")
    more.locator("summary").click()
    expect(more).to_have_attribute("open", "")
    for _ in range(30):
        page.keyboard.press("Tab")
        inside = page.evaluate("(menu) => menu.contains(document.activeElement)", more.element_handle())
        if not inside:
            break
    expect(more).not_to_have_attribute("open", "")
