"""The premium page in the browser (issue 32): Oakfield's admin opens it, sees the Year 6
swimming percentages computed from assessment, adds a ledger line, publishes and downloads
the xlsx; the printable document and the public page too. axe finds nothing serious on
each; screenshots at 1920x1080 and 1366x768 in /tmp/shots/premium."""

from io import BytesIO

import pytest
from openpyxl import load_workbook
from playwright.sync_api import expect

from apps.premium.models import PublicPage
from apps.premium.selectors import current_start
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = "/tmp/shots/premium"


@pytest.fixture
def desk(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1920, "height": 1080}, bypass_csp=True)
    context.set_default_timeout(10_000)
    serve_axe(context)
    page = context.new_page()
    yield page
    context.close()


def _audit_and_shoot(page, name):
    found = serious(axe_violations(page))
    assert not found, "\n".join(describe(name, found))
    page.set_viewport_size({"width": 1920, "height": 1080})
    page.screenshot(path=f"{SHOTS}/{name}-1920.png", full_page=True)
    page.set_viewport_size({"width": 1366, "height": 768})
    page.screenshot(path=f"{SHOTS}/{name}-1366.png", full_page=True)
    found = serious(axe_violations(page))
    assert not found, "\n".join(describe(f"{name} at 1366", found))
    page.set_viewport_size({"width": 1920, "height": 1080})


def test_the_admin_sees_swimming_adds_a_line_and_downloads_the_return(desk, personas, year6):
    from conftest import sign_in_through_form

    admin = personas["school_admin"]
    page = desk
    sign_in_through_form(page, admin.email)
    page.goto("/premium")
    expect(page.get_by_role("heading", name="PE and sport premium")).to_be_visible()
    expect(page.locator('[data-swim="swim-25m"]')).to_contain_text("80%")
    expect(page.locator('[data-swim="swim-strokes"]')).to_contain_text("60%")
    expect(page.locator('[data-swim="swim-rescue"]')).to_contain_text("70%")

    page.get_by_label("Amount received (£)").fill("17,760")
    page.get_by_label("What, line 1").fill("Coach-led CPD for gymnastics")
    page.get_by_label("Key indicator, line 1").select_option("1")
    page.get_by_label("Cost (£), line 1").fill("5400")
    page.get_by_label("Publish this year on the school's public page").check()
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_text("PE and sport premium saved and published")).to_be_visible()
    expect(page.locator("[data-underspend]")).to_have_text("£12,360.00")
    expect(page.get_by_label("What, line 1")).to_have_value("Coach-led CPD for gymnastics")
    _audit_and_shoot(page, "premium")

    with page.expect_download() as download:
        page.get_by_role("link", name="Download the return (xlsx)").click()
    book = load_workbook(BytesIO(open(download.value.path(), "rb").read()))  # noqa: SIM115
    rows = dict(book["Return"].iter_rows(min_row=2, values_only=True))
    assert rows["Amount received"] == 17760 and rows["Underspend (received minus spend)"] == 12360
    assert rows["% of the Year 6 cohort who can: Perform safe self-rescue in different water-based situations"] == 70

    page.goto(f"/premium/{current_start()}/print")
    expect(page.get_by_role("heading", name="Oakfield Primary: PE and sport premium")).to_be_visible()
    _audit_and_shoot(page, "print")

    page.goto(f"/premium/public/{PublicPage.objects.get().key}")
    expect(page.get_by_text("Coach-led CPD for gymnastics")).to_be_visible()
    _audit_and_shoot(page, "public")
