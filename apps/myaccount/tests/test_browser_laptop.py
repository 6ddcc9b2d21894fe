"""Issue 21 on a 1366×768 laptop: every Edit User modal of /account/users fits the screen (its
fields scroll inside it; the title, Cancel and Save stay in view)."""

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1366, "height": 768}

# The open modal: its box, its actions' boxes and whether each action is the element found at
# its own middle (nothing covers it), and how its body scrolls.
MODAL_JS = """
() => {
  const dialog = document.querySelector("dialog[open]");
  const box = dialog.getBoundingClientRect();
  const body = dialog.querySelector(".modal__body");
  const actions = [...dialog.querySelectorAll(".modal__actions :is(a, button)")].map((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { name: el.textContent.trim(), top: r.top, bottom: r.bottom, reachable: Boolean(hit && el.contains(hit)) };
  });
  return { top: box.top, bottom: box.bottom, title: dialog.querySelector("h2").getBoundingClientRect().top,
           actions, scrolls: body.scrollHeight > body.clientHeight + 1, bodyHeight: body.clientHeight };
}
"""


def test_every_edit_user_modal_fits_a_laptop_screen(page, browser_login, school_admin):
    page.set_viewport_size(LAPTOP)
    browser_login("admin@oakfield.example.com")
    page.goto("/account/users")
    count = page.get_by_role("link", name="(edit)").count()
    assert count >= 3
    tallest = None
    for i in range(count):
        page.goto("/account/users")
        page.get_by_role("link", name="(edit)").nth(i).click()
        dialog = page.get_by_role("dialog", name="Edit User")
        expect(dialog).to_be_visible()
        result = page.evaluate(MODAL_JS)
        assert result["top"] >= 0 and result["bottom"] <= LAPTOP["height"], result
        assert result["title"] >= 0, result
        names = {a["name"] for a in result["actions"]}
        assert {"Cancel", "Save"} <= names, result
        for action in result["actions"]:
            assert action["bottom"] <= LAPTOP["height"] and action["reachable"], (action, result)
        if tallest is None or result["scrolls"]:
            tallest = i
    # The longest form (an invited user: Resend invite, role, leads, the non-sync approval)
    # scrolls inside the modal: its last field comes into view, Save stays where it was.
    page.goto("/account/users")
    page.get_by_role("link", name="(edit)").nth(tallest).click()
    dialog = page.get_by_role("dialog", name="Edit User")
    save = dialog.get_by_role("button", name="Save")
    before = save.bounding_box()
    last = dialog.locator(".modal__body :is(input, select, textarea):visible").last
    last.scroll_into_view_if_needed()
    expect(last).to_be_in_viewport()
    assert save.bounding_box() == before
    last.focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    expect(save).to_be_focused()  # the keyboard reaches Save after the fields
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
