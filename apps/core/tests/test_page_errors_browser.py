"""Spec 1 §8 in a real browser at 1366x768 (issue 20): a page that is not found, also while
debugging, and a CRM id that is not found, each land on / with an error toast."""

import re

import pytest
from playwright.sync_api import expect

from apps.core import messages as text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = "/tmp/shots-issue20"


def test_a_missing_page_goes_home_with_page_not_found_also_when_debugging(page, browser_login, personas, settings):
    settings.DEBUG = True  # Django would show its yellow page listing every URL pattern
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("viewer@example.com")
    page.goto("/accounts/999999")
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.locator(".island .toast--error")).to_have_text(re.compile(text.PAGE_NOT_FOUND))
    expect(page.get_by_text("URLconf")).to_have_count(0)
    page.screenshot(path=f"{SHOTS}/page-not-found-1366.png")


def test_an_unknown_crm_id_says_account_not_found(page, browser_login, personas):
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("viewer@example.com")
    page.goto("/?zid=NO-SUCH-ID")
    expect(page.locator(".island .toast--error")).to_have_text(re.compile("Account not found"))
    page.screenshot(path=f"{SHOTS}/zid-account-not-found-1366.png")
