"""A teacher finds help the way a person would: the folder navigation, a page's video
and FAQs, and the live search (at 1920×1080 and 1366×768)."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_navigation_faqs_video_and_search(page, browser_login, personas, support, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    browser_login("teacher@oakfield.example.com")
    page.get_by_role("link", name="Support", exact=True).first.click()
    expect(page).to_have_url(re.compile(r"/support/getting-started$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Getting started")

    nav = page.get_by_role("navigation", name="Support folders")
    expect(nav.get_by_role("link", name="Partner support")).to_have_count(0)
    nav.get_by_role("link", name="Inviting staff").click()
    expect(page).to_have_url(re.compile(r"/support/getting-started/inviting-staff$"))
    expect(nav.get_by_role("link", name="Inviting staff")).to_have_attribute("aria-current", "page")
    video = page.locator("video").first
    expect(video).to_be_visible()
    box = video.bounding_box()
    assert box["width"] >= 300 and box["x"] + box["width"] <= size[0]

    question = page.get_by_text("Why was an email address refused?")
    answer = page.get_by_text("personal accounts (such as Gmail)")
    expect(answer).to_be_hidden()
    question.click()
    expect(answer).to_be_visible()

    nav.get_by_role("link", name="Support home").click()
    page.get_by_label("Search support").fill("forgotten password")
    # Live search: the results arrive without pressing Search.
    result = page.locator(".support-results__title", has_text="Signing in and passwords")
    expect(result).to_be_visible()
    expect(page).to_have_url(re.compile(r"q=forgotten"))
    result.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Signing in and passwords")


def test_a_refused_page_shows_a_toast_and_goes_to_the_dashboard(page, browser_login, personas, support):
    browser_login("bursts@cedar.example.com")
    # The landing page loads its class list with HTMX; a partial still in flight would take the
    # toast (messages ride on HTMX responses as events), so let it finish first.
    expect(page.get_by_text("There are no classes yet")).to_be_visible()
    page.goto("/support/faqs/planning")
    expect(page).to_have_url(re.compile(r"/bursts(/groups)?$"))  # /bursts opens the class list
    expect(page.locator('[data-island="Toasts"] .toast')).to_contain_text(
        "You do not have access to this support page."
    )
