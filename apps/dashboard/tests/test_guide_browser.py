import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_the_guide_opens_a_video_modal_with_its_keys(page, browser_login, school_admin):
    browser_login("admin@oakfield.example.com")
    page.get_by_role("link", name="Guide").click()
    dialog = page.get_by_role("dialog", name="Guide")
    expect(dialog).to_be_visible()
    keys = dialog.locator("[data-guide]")
    expect(keys).to_have_text(["Welcome", "PE", "BURSTS", "Learning Hub"])
    dialog.get_by_role("button", name="BURSTS").click()
    expect(dialog.get_by_role("button", name="BURSTS")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_no_bursts_guide_without_bursts(page, browser_login, trial_admin):
    browser_login("admin@birchwood.example.com")
    page.get_by_role("link", name="Guide").click()
    expect(page.get_by_role("dialog", name="Guide").locator("[data-guide]")).to_have_text(
        ["Welcome", "PE", "Learning Hub"]
    )
