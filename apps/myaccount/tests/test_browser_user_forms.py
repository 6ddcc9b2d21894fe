"""Issue 20, the users screens in a real browser at 1366×768: Invite users step 2 shows
each row's role (User / Admin) in a readable select; ticking a lead box switches the
role to Admin and locks it at once, before saving (the rule is the server's)."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.users.models import User
from tests.slowdown import is_refresh

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-issue20")
LONG = [
    "alexandra.montgomery-fitzwilliam@hazelwood-primary-school.example.co.uk",
    "b.person@hazelwood.example.com",
    "info@hazelwood.example.com",
    "christopher.bartholomew-smythe@averyveryverylongdomainname.example.com",
]


def test_invite_step_two_shows_each_rows_role(page, browser_login, hazel_admin):
    SHOTS.mkdir(exist_ok=True)
    browser_login("admin@hazelwood.example.com")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto("/account/users")
    page.wait_for_load_state("networkidle")
    page.get_by_role("link", name="Invite users").click()
    dialog = page.locator("dialog#users-dialog")
    dialog.get_by_label("Email addresses").fill(", ".join(LONG))
    dialog.get_by_role("button", name="Next").click()
    roles = dialog.get_by_label("Role for", exact=False)
    expect(roles).to_have_count(4)
    dialog.get_by_label(f"Role for {LONG[1]}").select_option("Admin")
    for select in roles.all():
        box = select.bounding_box()
        # Wide enough for its value: "Admin", the longer of the two, and the arrow.
        shown = select.evaluate("el => el.options[el.selectedIndex].text")
        text = select.evaluate("""el => { const c = document.createElement('canvas').getContext('2d');
            const s = getComputedStyle(el); c.font = s.font;
            return c.measureText(el.options[el.selectedIndex].text).width + parseFloat(s.paddingLeft); }""")
        assert box["width"] >= text + 24, (shown, box["width"], text)
    # The table stays inside the dialog: the errors column is not cut off.
    table, frame = dialog.locator("table.invite-rows").bounding_box(), dialog.bounding_box()
    assert table["x"] + table["width"] <= frame["x"] + frame["width"]
    # Addresses wrap only before an @ or a dot.
    cell = dialog.locator(f"[data-invite-row='{LONG[3]}'] td").nth(1)
    assert cell.inner_html().count("<wbr>") == LONG[3].count(".") + 1
    page.screenshot(path=str(SHOTS / "invite-step2-1366.png"))


def test_ticking_a_lead_box_locks_the_role_to_admin_before_saving(page, browser_login, hazel_admin, slowdown):
    SHOTS.mkdir(exist_ok=True)
    browser_login("admin@hazelwood.example.com")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto("/account/users")
    page.wait_for_load_state("networkidle")
    page.get_by_role("link", name="Ellie Shaw (edit)").click()
    dialog = page.locator("dialog#users-dialog")
    admin, user = dialog.get_by_label("Admin", exact=True), dialog.get_by_label("User", exact=True)
    expect(user).to_be_checked()
    expect(admin).to_be_enabled()
    held = slowdown(is_refresh, [0.8, 0.3])
    lead = dialog.get_by_label("Lead PE")
    lead.check()
    # Before any save: Admin, and neither radio can be chosen.
    expect(admin).to_be_checked()
    expect(admin).to_be_disabled()
    expect(user).to_be_disabled()
    expect(dialog.locator("[data-role-locked]")).to_contain_text("Locked to Admin while the user is a lead.")
    expect(lead).to_be_focused()  # the refresh did not move focus
    page.screenshot(path=str(SHOTS / "edit-user-lead-locked-1366.png"))
    target = User.objects.get(email="ellie.shaw@hazelwood.example.com")
    assert (target.lead_pe, target.admin) == (False, 0)
    # Unticked: the role can be chosen again (still Admin until changed).
    lead.uncheck()
    expect(user).to_be_enabled()
    expect(admin).to_be_checked()
    user.check()
    dialog.get_by_label("Lead BURSTS").check()
    expect(admin).to_be_checked()
    expect(user).to_be_disabled()
    assert len(held.seen) == 4
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator(".toast").filter(has_text="Saved")).to_be_visible()
    target.refresh_from_db()
    assert (target.lead_pe, target.lead_bursts, target.admin) == (False, True, 1)
