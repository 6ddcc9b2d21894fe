"""Toasts above modals (issue 20): a modal <dialog> sits in the browser's top layer, above
any z-index, so a toast raised while one was open showed under its backdrop. At 1366x768, as
Hazelwood's admin with the Edit user modal open, a save that fails raises the error toast:
it is the element at its own centre (on top, not covered), and its close button works."""

import pytest
from playwright.sync_api import expect

from apps.core import messages as text

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = "/tmp/shots-issue20"

ON_TOP = """el => {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return el.contains(hit);
}"""


def test_a_toast_raised_while_a_modal_is_open_shows_on_top(page, browser_login, hazel_admin):
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("admin@hazelwood.example.com")
    page.goto("/account/users")
    page.get_by_role("link", name="Ellie Shaw (edit)").click()
    dialog = page.locator("dialog#users-dialog")
    expect(dialog).to_be_visible()
    assert dialog.evaluate("d => d.matches(':modal')")
    # The save fails on the server: HTMX raises the error toast while the modal stays open.
    page.route("**/users/*/edit", lambda route: route.fulfill(status=500, body="")
               if route.request.method == "POST" else route.fallback())  # fmt: skip
    dialog.get_by_role("button", name="Save").click()
    toast = page.locator(".toast--error").filter(has_text=text.REQUEST_FAILED)
    expect(toast).to_be_visible()
    expect(dialog).to_be_visible()
    assert toast.evaluate(ON_TOP), "the toast is covered by the modal or its backdrop"
    page.screenshot(path=f"{SHOTS}/toast-over-modal-1366.png")
    toast.get_by_role("button", name="Close notification").click()  # not inert: it can be closed
    expect(toast).to_have_count(0)
    expect(dialog).to_be_visible()


def test_a_toast_already_shown_comes_on_top_when_a_modal_opens(page, browser_login, hazel_admin):
    page.set_viewport_size({"width": 1366, "height": 768})
    browser_login("admin@hazelwood.example.com")
    page.goto("/account/users")
    # The Toasts island listens once mounted (its list is drawn even when empty).
    page.wait_for_selector('[data-island="Toasts"] ul.toasts', state="attached")
    page.evaluate("""document.dispatchEvent(new CustomEvent("toast", {detail: {message: "Saved", level: "info"}}))""")
    toast = page.locator(".toast").filter(has_text="Saved")
    expect(toast).to_be_visible()
    toast.hover()  # a hovered toast stays (spec 1 §9)
    page.get_by_role("link", name="Ellie Shaw (edit)").click()
    expect(page.locator("dialog#users-dialog")).to_be_visible()
    assert toast.evaluate(ON_TOP)
    page.locator("dialog#users-dialog").get_by_role("link", name="Cancel").click()
    expect(page.locator("dialog#users-dialog")).to_have_count(0)
    expect(page.locator(".toast-region .island .toast")).to_have_count(1)  # back in the page's region
