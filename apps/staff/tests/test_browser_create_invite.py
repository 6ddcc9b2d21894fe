"""Issue 20, /create in a real browser: Send invites sends once. A second click while the
first send is on its way does nothing, and afterwards the box holds only the refused
addresses, so sending again cannot invite anyone twice."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.accounts.models import AccountEvent, AuditKind
from apps.users.models import User

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-issue20")


def _is_invite(request):
    return request.method == "POST" and request.path == "/create/invite"


def test_send_invites_twice_sends_once(page, browser_login, staff_admin, slowdown):
    SHOTS.mkdir(exist_ok=True)
    browser_login("staff@example.com")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto("/create")
    page.wait_for_load_state("networkidle")
    page.get_by_role("link", name="Invite users").click()
    dialog = page.locator("dialog#staff-dialog")
    box = dialog.get_by_label("Email addresses")
    box.fill("twice.one@example.com, twice.two@example.com, info@school.example.com")
    held = slowdown(_is_invite, [1.0])
    send = dialog.get_by_role("button", name="Send invites")
    send.click()
    send.click(force=True)  # a second click while the first send is on its way
    expect(dialog.locator(".invite-results")).to_contain_text("twice.one@example.com: invited")
    expect(box).to_have_value("info@school.example.com")  # only what was refused
    expect(page.locator("#staff-lists")).to_contain_text("twice.two@example.com")
    page.screenshot(path=str(SHOTS / "create-invite-sent-1366.png"))
    assert len(held.seen) == 1
    send.click()  # the refused address again: refused again, nobody invited twice
    expect(dialog.locator(".invite-results")).to_contain_text("info@school.example.com")
    assert User.objects.filter(email__startswith="twice.").count() == 2
    assert AccountEvent.objects.filter(action=AuditKind.STAFF_INVITED).count() == 2
