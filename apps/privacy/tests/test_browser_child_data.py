"""A school admin exports and erases a child in a real browser at 1366x768 (issue 24):
from the child's page to Data and erasure, the JSON download and the readable document,
then Erase with the child's home-learning user, back on the class page with nothing left.
Screenshots go to /tmp/shots-issue24/ for a person to look at."""

import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.accounts.models import AccountEvent, AuditKind
from apps.bursts.models import Student
from apps.users.models import User
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LAPTOP = {"width": 1366, "height": 768}
SHOTS = Path("/tmp/shots-issue24")


def _shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_a_school_admin_exports_and_erases_a_child(page, browser_login, bursts_rows):
    page.set_viewport_size(LAPTOP)
    serve_axe(page.context)
    ava = bursts_rows["active"]
    home = User.objects.get(username="oakfield-home1")
    User.objects.filter(pk=home.pk).update(first_name="Ava", last_name="Adams")
    browser_login("admin@oakfield.example.com")
    page.goto(f"/bursts/groups/{ava.group_id}/students/{ava.pk}")
    page.get_by_role("link", name="Data and erasure").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Data held about Ava Adams")
    held = page.locator("[data-held]")
    expect(held).to_contain_text("BURSTS record")
    expect(held).to_contain_text("Contacts")
    page.get_by_label("Ava Adams (oakfield-home1").check()
    _shot(page, "1-data-page")
    assert serious(axe_violations(page)) == []
    # Every button of the page is in view at 1366x768 without scrolling sideways.
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")

    with page.expect_download() as download:
        page.get_by_role("button", name="Download data (JSON)").click()
    record = json.loads(Path(download.value.path()).read_text())
    assert record["child"]["name"] == "Ava Adams"
    assert any(s["model"] == "users.user" and s["rows"] for s in record["held"])

    with page.context.expect_page() as opened:
        page.get_by_role("button", name="Open the document").click()
    document = opened.value
    document.set_viewport_size(LAPTOP)
    document.wait_for_load_state()
    expect(document.get_by_role("heading", level=1)).to_have_text("Data held about Ava Adams")
    expect(document.locator('[data-section="bursts.contact"]')).to_contain_text("ava.parent@example.org")
    _shot(document, "2-document")
    found = serious(axe_violations(document))
    assert found == [], "\n".join(describe("the child's document", found))
    document.close()
    assert AccountEvent.objects.filter(action=AuditKind.CHILD_EXPORTED).count() == 2

    page.get_by_role("button", name="Erase this child…").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Erase Ava Adams's data?")
    expect(page.locator("[data-child-erase]")).to_contain_text("oakfield-home1")
    _shot(page, "3-confirm")
    assert serious(axe_violations(page)) == []
    page.get_by_role("button", name="Erase", exact=True).click()
    expect(page).to_have_url(f"{page.url.split('/bursts')[0]}/bursts/groups/{ava.group_id}")
    expect(page.locator(".toast-region")).to_contain_text("Ava Adams's data has been erased")
    _shot(page, "4-after")
    assert not Student.objects.filter(pk=ava.pk).exists()
    assert not User.objects.filter(pk=home.pk).exists()
    assert not any("Ava Adams" in json.dumps(e.detail) for e in AccountEvent.objects.all())
