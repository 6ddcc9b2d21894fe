"""The accounts filters and cards as a person sees them at 1366 and 1920 px (issue 10
"Admin and sign-in" 7 and 10): the selected count follows HTMX changes, the search
placeholder fits, the open panel leaves the results on the first screen, and a frozen
card does not look focused."""

import pytest
from playwright.sync_api import expect

from apps.users.tests.factories import AccountFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PLACEHOLDER_FITS = """input => {
  const style = getComputedStyle(input);
  const ctx = document.createElement("canvas").getContext("2d");
  ctx.font = style.font;
  const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return ctx.measureText(input.placeholder).width <= room;
}"""


def test_the_selected_count_follows_htmx_changes(page, browser_login, staff_viewer):
    browser_login("viewer@example.com")
    page.goto("/accounts?clear=1")
    panel = page.locator(".more-filters")
    panel.locator("summary").click()
    badge = page.locator("#filter-count")
    expect(badge).to_have_text("")
    panel.get_by_label("Active", exact=True).check()
    expect(badge).to_have_text("1 selected")
    panel.get_by_label("Frozen").check()
    expect(badge).to_have_text("2 selected")
    panel.get_by_label("Active", exact=True).uncheck()
    panel.get_by_label("Frozen").uncheck()
    expect(badge).to_have_text("")


@pytest.mark.parametrize(("width", "height"), [(1366, 900), (1920, 1080)])
def test_placeholder_fits_and_the_open_panel_is_compact(page, browser_login, staff_viewer, width, height):
    page.set_viewport_size({"width": width, "height": height})
    browser_login("viewer@example.com")
    page.goto("/accounts?clear=1")
    assert page.get_by_label("Search").evaluate(PLACEHOLDER_FITS)
    page.locator(".more-filters summary").click()
    expect(page.get_by_label("BURSTS", exact=True)).to_be_visible()
    # Every filter open, the results still start on the first screen (they began ~1,130 px down).
    top = page.locator("#account-results").bounding_box()["y"]
    assert top < height - 150, top
    page.screenshot(path=f"/tmp/shots-polish/accounts-filters-{width}.png")


def test_a_frozen_card_is_not_outlined_like_focus(page, browser_login, staff_viewer):
    AccountFactory(name="Icicle Primary", status=30, frozen=True)
    AccountFactory(name="Icicle Academy", status=30)
    browser_login("viewer@example.com")
    page.goto("/accounts?search=icicle")
    frozen = page.locator(".account-card--frozen")
    expect(frozen).to_have_count(1)
    expect(frozen).to_have_css("outline-style", "none")
    expect(frozen).to_have_css("border-left-color", "rgb(79, 143, 214)")
    # Keyboard focus alone draws an outline.
    page.get_by_role("link", name="Icicle Primary").focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    expect(frozen).to_have_css("outline-style", "solid")


def test_the_intro_edge_takes_the_status_colour(page, browser_login, staff_viewer):
    active = AccountFactory(name="Edge Active", status=30)
    browser_login("viewer@example.com")
    page.goto(f"/accounts/{active.pk}")
    expect(page.locator(".account-intro")).to_have_css("border-left-color", "rgb(30, 125, 58)")
    page.screenshot(path="/tmp/shots-polish/account-intro-1280.png")


def test_the_manager_is_one_name_in_the_filter_and_on_the_cards(page, browser_login, staff_viewer):
    """Issue 20: the autocomplete and the input showed the manager's email, the cards their
    name; the status badge read "30 Active". Now the full name everywhere, and "Active"."""
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("viewer@example.com")
    page.goto("/accounts?clear=1")
    manager = page.get_by_label("Manager")
    manager.fill("stel")
    options = page.locator("#manager-options option")
    expect(options).to_have_count(1)
    expect(options).to_have_attribute("value", "Stella Staff")
    manager.fill("Stella Staff")
    manager.dispatch_event("change")
    card = page.locator(".account-card", has_text="Oakfield Primary")
    expect(card).to_contain_text("Manager: Stella Staff")
    expect(page.locator(".account-card", has_text="Cedar Academy")).to_have_count(0)
    expect(card.locator(".account-card__status .badge").first).to_have_text("Active")
    page.reload()  # the address keeps the filter, and the input the same name
    expect(page.get_by_label("Manager")).to_have_value("Stella Staff")
    page.screenshot(path="/tmp/shots-issue20/accounts-manager-name-1366.png")
