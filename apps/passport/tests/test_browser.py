"""The PE passport in the browser (issue 32), the issue's "done when": Oakfield's admin
sends a Year 6 child's passport to the demo secondary school (Northgate), its PE contact
signs in to their receiving account, sees the incoming cohort and opens the passport (the
opening recorded, the admin sees it received). axe finds nothing serious on each page, at
1920 and 1366 px; screenshots in /tmp/shots/passport."""

import re

import pytest
from playwright.sync_api import expect

from apps.passport.models import PassportOpening, PassportShare
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = "/tmp/shots/passport"
RECEIVER = "pe@northgate-secondary.example.com"


@pytest.fixture
def context_for(browser, live_server):
    made = []

    def new():
        context = browser.new_context(base_url=live_server.url, viewport={"width": 1920, "height": 1080},
                                      bypass_csp=True)  # fmt: skip
        context.set_default_timeout(10_000)
        serve_axe(context)
        made.append(context)
        return context.new_page()

    yield new
    for context in made:
        context.close()


def _audit_and_shoot(page, name):
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        found = serious(axe_violations(page))
        assert not found, "\n".join(describe(f"{name} at {width}", found))
        page.screenshot(path=f"{SHOTS}/{name}-{width}.png", full_page=True)
    page.set_viewport_size({"width": 1920, "height": 1080})


def _sign_in(page, email):
    from conftest import sign_in_through_form

    sign_in_through_form(page, email)


def test_a_year6_passport_reaches_the_secondary_schools_receiving_account(context_for, personas, year6):
    group, children = year6
    first = children[0]
    admin = context_for()
    _sign_in(admin, personas["school_admin"].email)
    admin.goto("/passport")
    expect(admin.get_by_role("heading", name="PE passports", exact=True)).to_be_visible()
    _audit_and_shoot(admin, "home")

    # One child: the others unticked (all start ticked: the whole cohort is the usual send).
    for child in children[1:]:
        admin.get_by_label(child.name, exact=True).uncheck()
    admin.get_by_label("Secondary school's name").fill("Northgate Secondary")
    admin.get_by_label("Its URN (6 digits)").fill("10095")  # one digit short: refused, nothing sent
    admin.get_by_label("PE contact's name").fill("Priya Evans")
    admin.get_by_label("PE contact's email").fill(RECEIVER)
    admin.get_by_role("button", name="Send passports").click()
    expect(admin.get_by_text("Ensure this value has at least 6 characters")).to_be_visible()
    expect(admin.get_by_label("PE contact's email")).to_have_value(RECEIVER)  # what was typed stays
    expect(admin.get_by_label(children[1].name, exact=True)).not_to_be_checked()
    assert not PassportShare.objects.exists()
    _audit_and_shoot(admin, "home-error")
    admin.get_by_label("Its URN (6 digits)").fill("100950")
    admin.get_by_role("button", name="Send passports").click()
    expect(admin.get_by_text("1 passport(s) sent to Northgate Secondary.")).to_be_visible()
    expect(admin.locator("[data-sent] [data-received]")).to_have_text("Not yet opened")

    admin.get_by_role("link", name=f"{first.name}'s passport").click()
    expect(admin.get_by_role("heading", name=f"{first.name}: PE passport")).to_be_visible()
    expect(admin.locator("[data-upn]")).to_have_text("H100001000001")
    _audit_and_shoot(admin, "passport")
    admin.goto("/passport/cohort")
    expect(admin.locator("[data-passport]")).to_have_count(len(children))
    _audit_and_shoot(admin, "cohort")

    receiver = context_for()
    _sign_in(receiver, RECEIVER)
    expect(receiver).to_have_url(re.compile(r"/passport/incoming$"))
    expect(receiver.get_by_role("heading", name="Incoming cohort")).to_be_visible()
    expect(receiver.locator("[data-open]")).to_have_count(1)
    assert not PassportOpening.objects.exists()  # the list opens nothing
    _audit_and_shoot(receiver, "incoming")
    receiver.get_by_role("link", name=first.name).click()
    expect(receiver.get_by_role("heading", name=f"{first.name}: PE passport")).to_be_visible()
    expect(receiver.get_by_text("Oakfield Primary").first).to_be_visible()
    _audit_and_shoot(receiver, "received")
    opening = PassportOpening.objects.get()
    assert opening.user_email == RECEIVER and opening.share.student_id == first.pk
    receiver.goto("/passport/incoming/print")
    expect(receiver.locator("[data-passport]")).to_have_count(1)
    _audit_and_shoot(receiver, "incoming-print")
    receiver.goto("/assessment")  # nothing else of the site
    expect(receiver).to_have_url(re.compile(r"/passport/incoming$"))

    admin.goto("/passport")
    expect(admin.locator("[data-sent] [data-received]")).to_contain_text("Opened")
