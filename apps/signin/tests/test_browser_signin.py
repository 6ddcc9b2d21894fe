"""Every sign-in journey in a real browser, with the spec's exact texts (spec 1 §2, §4, §5, §8)."""

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.core import messages as text
from apps.signin.models import UserToken
from apps.signin.views import PASSWORD_CHANGED_SIGNED_IN
from apps.users.models import User
from conftest import PASSWORD, sign_in_through_form

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-issue20")
SHOTS.mkdir(exist_ok=True)


@pytest.fixture
def browser_login(page):
    """Here signing in is what is tested: always through the real /login form."""

    def login(identifier, password=PASSWORD, next_path=""):
        return sign_in_through_form(page, identifier, password, next_path)

    return login


def fill_password(page, password, confirm=None):
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_label("Confirm password").fill(password if confirm is None else confirm)


def field_errors(page):
    """Errors the server rendered (the live confirmation check has its own element)."""
    return page.locator(".field__error:not(.field__error--live)")


def sign_out(page):
    # Waits for the signed-out page: a goto made while the sign-out is still on its way is
    # aborted by it (net::ERR_ABORTED, seen on a loaded machine).
    with page.expect_navigation():
        page.locator(".header__links > li > form.signout").get_by_role("button", name="Sign Out").click()
    page.wait_for_load_state("domcontentloaded")


def test_sign_in_by_email(page, browser_login, teacher):
    page.goto("/login")
    # The login card has a fixed width of 430 px (spec 1 §2).
    assert page.locator(".signin__card").bounding_box()["width"] == 430
    expect(page.get_by_label("Username or email")).to_be_focused()
    browser_login("teacher@oakfield.example.com")
    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("heading", name="Welcome, Tom")).to_be_visible()
    expect(page).to_have_title("Dashboard | PE Platform")


def test_sign_in_by_username_lands_on_home(page, browser_login, home_user):
    browser_login("oakfield-home1")
    expect(page).to_have_url(re.compile(r"/home$"))
    # Home users' header has only the home entry among the role-dependent links.
    expect(page.locator("header [data-link=home]")).to_have_attribute("href", "/home")
    expect(page.locator("header [data-link=accounts], header [data-link=bursts]")).to_have_count(0)


@pytest.mark.parametrize(
    ("persona", "message"), [("frozen_user", text.LOGIN_FROZEN), ("expired_user", text.LOGIN_EXPIRED)]
)
def test_frozen_and_expired_accounts_see_why(page, browser_login, personas, persona, message):
    browser_login(personas[persona].email)
    expect(page).to_have_url(re.compile(r"/login$"))
    alert = page.locator(".alert--error")
    expect(alert).to_contain_text(message)
    expect(alert).to_contain_text("to restore your access")
    expect(alert.get_by_role("link", name="support@example.com")).to_be_visible()


def test_wrong_password_is_refused(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com", password="Wrong1!")
    expect(page.get_by_role("alert").filter(has_text=text.LOGIN_INVALID)).to_be_visible()


def request_reset(page, email):
    page.goto("/login")
    page.get_by_role("link", name="Forgotten your password?").click()
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Send reset email").click()


def test_reset_request_sends_the_email(page, teacher, mailoutbox):
    request_reset(page, "teacher@oakfield.example.com")
    expect(page.locator('[data-state="sent"]')).to_contain_text(
        "If teacher@oakfield.example.com belongs to a registered user, we have sent an email to that address"
    )
    assert [m.to for m in mailoutbox] == [["teacher@oakfield.example.com"]]


def test_reset_request_for_an_unregistered_user_offers_a_new_invite(page, invited_user, mailoutbox):
    request_reset(page, "invited@oakfield.example.com")
    expect(page.get_by_text(text.RESET_NOREG)).to_be_visible()
    assert mailoutbox == []
    page.get_by_role("button", name="Send a new invite").click()
    expect(page.locator('[data-state="invited"]')).to_have_text(
        "If invited@oakfield.example.com is still waiting to complete registration, we have sent a new invite "
        "email to that address. Use the link in it to complete your registration; it works for 30 days."
    )
    assert [m.subject for m in mailoutbox] == ["You have been invited to the PE Platform"]


def test_reset_request_for_a_disabled_user_points_to_the_school_admin(page, teacher, mailoutbox):
    User.objects.filter(pk=teacher.pk).update(status=User.Status.DISABLED)
    request_reset(page, "teacher@oakfield.example.com")
    expect(page.locator('[data-state="admin"]')).to_contain_text("Please contact the school admin")
    assert mailoutbox == []


def test_invite_registration_from_the_link(page, invited_user):
    token = UserToken.objects.create(user=invited_user, purpose="invite")
    page.goto(f"/login/invite/{token.key}")
    expect(page.get_by_role("heading", name="Complete your registration")).to_be_visible()
    expect(page.get_by_text("invited@oakfield.example.com")).to_be_visible()
    page.get_by_label("First name").fill("Ivy")
    page.get_by_label("Last name").fill("Ink")
    fill_password(page, "Welcome1!")
    page.get_by_role("button", name="Register").click()

    expect(page).to_have_url(re.compile(r"/$"))
    expect(page.get_by_role("heading", name="Welcome, Ivy")).to_be_visible()
    expect(page.locator(".toasts")).to_contain_text("Welcome, Ivy")

    page.goto(f"/login/invite/{token.key}")
    expect(page.get_by_text(text.ALREADY_REGISTERED)).to_be_visible()
    expect(page.get_by_role("link", name="Sign in")).to_be_visible()


def test_expired_links_say_so(page, invited_user):
    older = UserToken.objects.create(user=invited_user, purpose="invite")
    UserToken.objects.create(user=invited_user, purpose="invite")
    for path in (older.path, "/login/invite/no-such-key", "/login/reset/no-such-key"):
        page.goto(path)
        expect(page.get_by_role("alert")).to_have_text(text.LINK_EXPIRED)
        expect(page.get_by_label("Password", exact=True)).to_have_count(0)


def test_reset_by_token_then_sign_in_with_the_new_password(page, browser_login, teacher):
    page.set_viewport_size({"width": 1366, "height": 768})
    token = UserToken.objects.create(user=teacher, purpose="reset")
    page.goto(f"/login?reset={token.key}")
    expect(page).to_have_url(re.compile(f"/login/reset/{token.key}$"))
    expect(page.get_by_role("heading", name="Choose a new password")).to_be_visible()
    fill_password(page, "Brand1new!")
    page.get_by_role("button", name="Save password").click()
    expect(page).to_have_url(re.compile(r"/$"))
    # Issue 20: what happened and what next, not a bare "Saved".
    expect(page.locator(".toasts")).to_contain_text(PASSWORD_CHANGED_SIGNED_IN)
    page.screenshot(path=f"{SHOTS}/reset-password-changed-1366.png")

    sign_out(page)
    browser_login("teacher@oakfield.example.com", password="Brand1new!")
    expect(page.get_by_role("heading", name="Welcome, Tom")).to_be_visible()


def test_password_hints_and_confirmation(page, teacher):
    token = UserToken.objects.create(user=teacher, purpose="reset")
    page.goto(token.path)
    fill_password(page, "password")
    page.get_by_role("button", name="Save password").click()
    expect(field_errors(page)).to_have_text([text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL])

    fill_password(page, "Password1", "Password1")
    page.get_by_role("button", name="Save password").click()
    expect(field_errors(page)).to_have_text([text.PASSWORD_SPECIAL])

    fill_password(page, "Password1!", "Password1?")
    page.get_by_role("button", name="Save password").click()
    expect(field_errors(page)).to_have_text([text.DOESNT_MATCH])
    teacher.refresh_from_db()
    assert teacher.check_password("Password1!")


def test_a_refused_password_shows_each_missing_rule_once(page, teacher):
    token = UserToken.objects.create(user=teacher, purpose="reset")
    page.goto(token.path)
    fill_password(page, "password")
    page.get_by_role("button", name="Save password").click()
    for hint in (text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL):
        expect(page.get_by_text(hint).locator("visible=true")).to_have_count(1)
    # Typing again brings back the live list, ticking off what the new password has.
    page.get_by_label("Password", exact=True).press_sequentially("P")
    expect(page.locator("[data-password-rules]")).to_be_visible()


def test_password_rules_are_ticked_off_and_the_confirmation_checked_while_typing(page, teacher):
    token = UserToken.objects.create(user=teacher, purpose="reset")
    page.goto(token.path)
    page.get_by_label("Password", exact=True).press_sequentially("Pass1")
    rules = page.locator("[data-password-rules] li")
    expect(rules.filter(has_text=text.PASSWORD_CAPITAL)).to_have_class(re.compile("is-met"))
    expect(rules.filter(has_text=text.PASSWORD_NUMBER)).to_have_class(re.compile("is-met"))
    expect(rules.filter(has_text=text.PASSWORD_SPECIAL)).not_to_have_class(re.compile("is-met"))
    page.get_by_label("Confirm password").fill("Pass2")
    page.get_by_label("Confirm password").blur()
    live = page.locator("[data-confirm-mismatch]")
    expect(live).to_have_text(text.DOESNT_MATCH)
    page.get_by_label("Confirm password").fill("Pass1")
    expect(live).to_be_hidden()


def test_logout_and_return_to_where_the_user_was(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com")
    page.goto("/profile")
    sign_out(page)
    expect(page).to_have_url(re.compile(r"/login\?next=/profile$"))
    page.goto("/")  # signed out: back to the sign-in page
    expect(page).to_have_url(re.compile(r"/login\?next=/$"))

    browser_login("teacher@oakfield.example.com", next_path="/profile")
    expect(page).to_have_url(re.compile(r"/profile$"))
    expect(page.get_by_role("heading", name="My Profile")).to_be_visible()


def test_expired_session_shows_the_toast(page, browser_login, teacher):
    browser_login("teacher@oakfield.example.com")
    expect(page.get_by_role("heading", name="Welcome, Tom")).to_be_visible()
    page.context.clear_cookies(name="sessionid")
    page.goto("/profile")
    expect(page).to_have_url(re.compile(r"/login\?next=/profile$"))
    # Rendered by the Toasts island (the noscript copy is never shown).
    toast = page.locator(".island .toast--error")
    expect(toast).to_have_text(re.compile(re.escape(text.SESSION_EXPIRED)))
    expect(toast.get_by_role("alert")).to_have_text(text.SESSION_EXPIRED)  # the message is the alert

    # Signing in again goes back to the page the session ran out on.
    page.get_by_label("Username or email").fill("teacher@oakfield.example.com")
    page.get_by_label("Password").fill("Password1!")
    page.get_by_role("button", name="Sign in").click()
    expect(page).to_have_url(re.compile(r"/profile$"))


def test_sign_in_with_the_keyboard_alone(page, teacher):
    page.goto("/login")
    # The caret is in the first field before typing starts (as a person would see it).
    expect(page.get_by_label("Username or email")).to_be_focused()
    page.keyboard.type("teacher@oakfield.example.com")
    page.keyboard.press("Tab")
    expect(page.get_by_label("Password")).to_be_focused()
    page.keyboard.type("Password1!")
    page.keyboard.press("Tab")
    button = page.get_by_role("button", name="Sign in")
    expect(button).to_be_focused()
    assert button.bounding_box()["height"] >= 44
    # Focus is visible.
    assert button.evaluate("el => getComputedStyle(el).outlineStyle") != "none"
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Welcome, Tom")).to_be_visible()
