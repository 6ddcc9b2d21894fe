"""A staff admin signs in with an authenticator app in a real browser at 1366x768 (issue
23): sent to set it up before anything else (QR code and key, password and code, the
recovery codes), then on the next sign-in the code step. Screenshots in
/tmp/shots-issue23-mfa/; axe-core finds no serious or critical violation on the steps."""

import re
from pathlib import Path

import pytest
from allauth.mfa.models import Authenticator
from playwright.sync_api import expect

from apps.demo.mfa import demo_totp_code
from tests.site.axe import Audit, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-issue23-mfa")


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def test_staff_admin_sets_up_and_signs_in_with_totp(page, personas):
    page.set_viewport_size({"width": 1366, "height": 768})
    serve_axe(page.context)
    audit = Audit()
    Authenticator.objects.filter(user=personas["staff_admin"]).delete()  # not set up yet

    page.goto("/login")
    page.get_by_label("Username or email").fill("staff@example.com")
    page.get_by_label("Password").fill("Password1!")
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/mfa/setup$"))
    page.goto("/accounts")  # anything else: back to the set-up
    expect(page).to_have_url(re.compile(r"/mfa/setup$"))
    expect(page.get_by_role("heading", name="Set up two-factor authentication")).to_be_visible()
    expect(page.get_by_role("img", name="QR code for your authenticator app")).to_be_visible()
    audit.check(page, "/mfa/setup")
    shot(page, "1-setup")
    secret = page.locator("[data-totp-secret]").inner_text().strip()

    page.get_by_label("Your password").fill("Password1!")
    page.get_by_label("Code from your authenticator app").fill("000000")
    page.get_by_role("button", name="Turn on").click()
    expect(page.get_by_text("Incorrect code.")).to_be_visible()
    shot(page, "2-setup-wrong-code")
    page.get_by_label("Your password").fill("Password1!")
    page.get_by_label("Code from your authenticator app").fill(demo_totp_code(secret))
    page.get_by_role("button", name="Turn on").click()
    expect(page.get_by_role("heading", name="Two-factor authentication is on")).to_be_visible()
    expect(page.locator("[data-recovery-codes] li")).to_have_count(10)
    audit.check(page, "recovery codes")
    shot(page, "3-recovery-codes")
    page.get_by_role("link", name="Continue").click()
    expect(page).to_have_url(re.compile(r"/$"))
    shot(page, "4-signed-in")

    # Next time: password, then the code.
    page.context.clear_cookies()
    page.goto("/login")
    page.get_by_label("Username or email").fill("staff@example.com")
    page.get_by_label("Password").fill("Password1!")
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/login/code$"))
    expect(page.get_by_role("heading", name="Enter your code")).to_be_visible()
    audit.check(page, "/login/code")
    shot(page, "5-code-step")
    page.get_by_label("Authentication code").fill("123456")
    page.get_by_role("button", name="Continue").click()
    expect(page.get_by_role("alert")).to_contain_text("That code is not right")
    shot(page, "6-code-wrong")
    page.get_by_label("Authentication code").fill(demo_totp_code(secret, step=1))
    page.get_by_role("button", name="Continue").click()
    expect(page).to_have_url(re.compile(r"/$"))
    shot(page, "7-signed-in-again")
    audit.assert_clean()
