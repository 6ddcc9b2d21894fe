"""The chrome in a real browser: the Toasts island's timing (spec 1 §9) and the
temporary-user warning modal (spec 1 §8)."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_toasts_close_after_5_s_and_2_s_after_the_pointer_leaves(page, browser_login, teacher):
    page.clock.install()
    browser_login("teacher@oakfield.example.com", next_path="/profile")
    page.get_by_role("button", name="Save").click()
    toast = page.locator('[data-island="Toasts"] .toast')
    expect(toast).to_have_text(re.compile("Saved"))
    expect(toast.get_by_role("status")).to_have_text(re.compile("Saved"))  # the message is the status
    page.clock.run_for(4_000)
    expect(toast).to_be_visible()
    page.clock.run_for(1_200)
    expect(toast).to_have_count(0)

    # A toast raised on the page (as the API helper does) stays while the pointer is on it.
    page.evaluate(
        """() => document.dispatchEvent(new CustomEvent("toast", {detail: {message: "Hold me", level: "warn"}}))"""
    )
    held = page.locator(".toast--warn")
    expect(held).to_have_text(re.compile("Hold me"))
    held.hover()
    page.clock.run_for(10_000)
    expect(held).to_be_visible()
    page.mouse.move(5, 600)
    page.clock.run_for(1_800)
    expect(held).to_be_visible()
    page.clock.run_for(400)
    expect(held).to_have_count(0)


def test_toast_close_button(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com", next_path="/profile")
    page.get_by_role("button", name="Save").click()
    toast = page.locator('[data-island="Toasts"] .toast')
    expect(toast).to_be_visible()
    toast.get_by_role("button", name="Close").click()
    expect(toast).to_have_count(0)


def test_temp_warning_modal(page, browser_login, temp_user, mailoutbox):
    browser_login("temp@oakfield.example.com")
    dialog = page.get_by_role("dialog", name="Your access is temporary")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("You have 10 days to resolve this before access is removed")
    expect(dialog).to_contain_text("temp@oakfield.example.com")
    # Modal: the keyboard starts on its action.
    expect(dialog.get_by_role("button", name="I Understand")).to_be_focused()

    dialog.get_by_role("link", name="Edit My Email").click()
    expect(page).to_have_url(re.compile(r"/profile$"))
    email = page.get_by_label("Email")
    email.fill("tess.temp@oakfield.example.com")  # not covered by the modal
    page.get_by_label("Current password").fill("Password1!")
    page.get_by_role("button", name="Save").click()
    expect(page.locator('[data-island="Toasts"] .toast').first).to_have_text(re.compile("Saved"))
    # The new address takes effect once its owner opens the link sent to it.
    page.goto(mailoutbox[-1].body.split("http://127.0.0.1:8000")[1].split()[0])

    page.goto("/")
    dialog = page.get_by_role("dialog", name="Your access is temporary")
    expect(dialog).to_contain_text("tess.temp@oakfield.example.com")
    dialog.get_by_role("button", name="I Understand").click()
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("dialog")).to_have_count(0)
    page.goto("/learning")
    expect(page.get_by_role("dialog")).to_have_count(0)
