"""Reset requests and the invite/reset token pages (spec 1 §2, §4, §5, §8), through Django's client."""

import html
import re
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.core import messages as text
from apps.signin.models import UserToken
from apps.users.models import User

pytestmark = pytest.mark.django_db


def page(response):
    return html.unescape(response.content.decode())


def field_errors(body):
    """The form's field errors only: the password hints and the hidden live "Doesn't match"
    are on every password form, so finding their text anywhere in the page proves nothing."""
    return re.findall(r'<p class="field__error" role="alert">([^<]+)</p>', body)


def reset_request(client, email):
    return page(client.post("/login/reset", {"email": email}))


def test_reset_request_for_a_registered_user_is_sent(client, teacher):
    body = reset_request(client, "teacher@oakfield.example.com")
    assert 'data-state="sent"' in body
    assert UserToken.objects.filter(user=teacher, purpose="reset").count() == 1


def test_reset_request_for_an_unknown_address_reads_as_sent(client, db):
    assert 'data-state="sent"' in reset_request(client, "nobody@example.com")
    assert not UserToken.objects.exists()


@pytest.mark.parametrize(("email", "message"), [("", text.REQUIRED), ("not-an-email", text.INVALID_EMAIL)])
def test_reset_request_validation(client, db, email, message):
    body = reset_request(client, email)
    assert message in body
    assert "data-state" not in body


def test_noreg_offers_a_new_invite(client, invited_user):
    body = reset_request(client, invited_user.email)
    assert text.RESET_NOREG in body
    assert not UserToken.objects.exists()
    invited = page(client.post("/login/reinvite", {"email": invited_user.email}))
    assert 'data-state="invited"' in invited
    assert f"If {invited_user.email} is still waiting to complete registration, we have sent a new invite" in invited
    assert UserToken.objects.filter(user=invited_user, purpose="invite").count() == 1


def test_disabled_user_is_told_to_contact_the_school_admin(client, teacher):
    User.objects.filter(pk=teacher.pk).update(status=User.Status.DISABLED)
    body = reset_request(client, teacher.email)
    assert 'data-state="admin"' in body
    assert "Please contact the school admin" in body
    assert not UserToken.objects.exists()


def test_invite_registration_signs_the_user_in(client, invited_user):
    token = UserToken.objects.create(user=invited_user, purpose="invite")
    form = {"first_name": " Ivy ", "last_name": "Ink", "password": "Welcome1!", "confirm": "Welcome1!"}
    response = client.post(token.path, form)
    assert response.status_code == 302
    assert response["Location"] == "/"
    assert client.session["_auth_user_id"] == str(invited_user.pk)
    invited_user.refresh_from_db()
    assert (invited_user.first_name, invited_user.last_name, invited_user.status) == ("Ivy", "Ink", User.Status.ACTIVE)
    assert invited_user.check_password("Welcome1!")
    assert text.ALREADY_REGISTERED in page(client.get(token.path))


@pytest.mark.parametrize(
    ("form", "messages"),
    [
        ({"first_name": "", "last_name": "", "password": "", "confirm": ""}, [text.REQUIRED]),
        (
            {"first_name": "Ivy", "last_name": "Ink", "password": "welcome", "confirm": "welcome"},
            [text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL],
        ),
        (
            {"first_name": "Ivy", "last_name": "Ink", "password": "Welcome1!", "confirm": "Welcome2!"},
            [text.DOESNT_MATCH],
        ),
        (
            {"first_name": "I" * 101, "last_name": "Ink", "password": "Welcome1!", "confirm": "Welcome1!"},
            ["Max 100 Characters"],
        ),
        (  # every error that applies (issue 20), not only the password's
            {"first_name": "Ivy", "last_name": "Ink", "password": "Welcome1", "confirm": "Welcome2"},
            [text.PASSWORD_SPECIAL, text.DOESNT_MATCH],
        ),
    ],
)
def test_invite_form_errors_write_nothing(client, invited_user, form, messages):
    token = UserToken.objects.create(user=invited_user, purpose="invite")
    errors = field_errors(page(client.post(token.path, form)))
    for message in messages:
        assert message in errors, errors
    invited_user.refresh_from_db()
    assert invited_user.status == User.Status.INVITED
    assert not invited_user.has_usable_password() or not invited_user.check_password(form["password"])
    assert "_auth_user_id" not in client.session


def test_the_reset_form_shows_a_missing_rule_and_a_mismatch_together(client, teacher):
    """Issue 20: a password without a special character and a different confirmation came
    back with only "Add a character from the set"; "Doesn't match" vanished."""
    token = UserToken.objects.create(user=teacher, purpose="reset")
    errors = field_errors(page(client.post(token.path, {"password": "Welcome1", "confirm": "Welcome2"})))
    assert errors == [text.PASSWORD_SPECIAL, text.DOESNT_MATCH]
    # An empty confirmation is "Please fill out this field" alone.
    errors = field_errors(page(client.post(token.path, {"password": "Welcome1!", "confirm": ""})))
    assert errors == [text.REQUIRED]
    teacher.refresh_from_db()
    assert teacher.check_password("Password1!")


def test_after_a_reset_the_user_is_told_the_password_changed_and_what_next(client, teacher):
    """Issue 20: the only feedback was a "Saved" toast."""
    token = UserToken.objects.create(user=teacher, purpose="reset")
    response = client.post(token.path, {"password": "Brand1new!", "confirm": "Brand1new!"}, follow=True)
    assert response.redirect_chain == [("/", 302)]
    shown = [str(m) for m in response.context["messages"]]
    assert shown == ["Your password has been changed and you are signed in. Next time, sign in with your new password."]


def test_a_reset_whose_sign_in_is_stopped_still_says_the_password_changed(client, frozen_user):
    token = UserToken.objects.create(user=frozen_user, purpose="reset")
    body = page(client.post(token.path, {"password": "Brand1new!", "confirm": "Brand1new!"}))
    assert "Your password has been changed." in body and text.LOGIN_FROZEN in body
    assert "_auth_user_id" not in client.session


def test_only_the_newest_link_works(client, invited_user):
    older = UserToken.objects.create(user=invited_user, purpose="invite")
    newer = UserToken.objects.create(user=invited_user, purpose="invite")
    assert text.LINK_EXPIRED in page(client.get(older.path))
    assert 'data-state="ready"' in page(client.get(newer.path))
    # Posting to the stale link registers nobody.
    client.post(older.path, {"first_name": "I", "last_name": "I", "password": "Welcome1!", "confirm": "Welcome1!"})
    invited_user.refresh_from_db()
    assert invited_user.status == User.Status.INVITED


def test_links_expire_with_time(client, invited_user, teacher):
    old_invite = UserToken.objects.create(
        user=invited_user, purpose="invite", created=timezone.now() - timedelta(days=31)
    )
    old_reset = UserToken.objects.create(user=teacher, purpose="reset", created=timezone.now() - timedelta(days=3))
    assert text.LINK_EXPIRED in page(client.get(old_invite.path))
    assert text.LINK_EXPIRED in page(client.get(old_reset.path))
    assert text.LINK_EXPIRED in page(client.get("/login/reset/no-such-key"))
    # An invite key is not a reset key.
    fresh = UserToken.objects.create(user=invited_user, purpose="invite")
    assert text.LINK_EXPIRED in page(client.get(f"/login/reset/{fresh.key}"))


def test_reset_by_token_sets_the_password_once(client, teacher):
    token = UserToken.objects.create(user=teacher, purpose="reset")
    response = client.post(token.path, {"password": "Brand1new!", "confirm": "Brand1new!"})
    assert response["Location"] == "/"
    teacher.refresh_from_db()
    assert teacher.check_password("Brand1new!")
    assert text.LINK_EXPIRED in page(client.get(token.path))


@pytest.mark.parametrize(
    ("persona", "message"), [("frozen_user", text.LOGIN_FROZEN), ("expired_user", text.LOGIN_EXPIRED)]
)
def test_a_reset_link_does_not_get_round_a_frozen_or_expired_account(client, personas, persona, message):
    user = personas[persona]
    token = UserToken.objects.create(user=user, purpose="reset")
    body = page(client.post(token.path, {"password": "Brand1new!", "confirm": "Brand1new!"}))
    # The new password is kept, but the account's state still stops the sign-in.
    user.refresh_from_db()
    assert user.check_password("Brand1new!")
    assert message in body
    assert "to restore your access" in body
    assert "_auth_user_id" not in client.session


def test_registering_into_a_frozen_account_does_not_sign_in(client, personas):
    frozen = personas["frozen_user"].account
    user = User.objects.create(email="new@frozen.example.com", account=frozen, status=User.Status.INVITED)
    token = UserToken.objects.create(user=user, purpose="invite")
    form = {"first_name": "Nia", "last_name": "New", "password": "Welcome1!", "confirm": "Welcome1!"}
    body = page(client.post(token.path, form))
    assert text.LOGIN_FROZEN in body
    assert "_auth_user_id" not in client.session
    user.refresh_from_db()
    assert user.status == User.Status.ACTIVE


def test_a_switched_off_user_cannot_reinvite_themselves_back_in(client, teacher, mailoutbox):
    User.objects.filter(pk=teacher.pk).update(status=User.Status.DISABLED)
    page(client.post("/login/reinvite", {"email": teacher.email}))
    client.post("/api/auth/reinvite", {"email": teacher.email}, content_type="application/json")
    # Only their school (or staff) can send them a new invite.
    assert not UserToken.objects.filter(user=teacher).exists()
    assert mailoutbox == []


def test_password_form_lists_the_spec_hints_and_the_live_mismatch_text(client, teacher):
    """Spec 1 §5: the hints are shown before anything is typed (the island only ticks them
    off), and "Doesn't match" waits, hidden, beside the confirmation's label."""
    token = UserToken.objects.create(user=teacher, purpose="reset")
    body = page(client.get(token.path))
    hints = re.findall(r'<li data-rule="(\w+)"[^>]*>([^<]+)</li>', body)
    assert hints == [
        ("capital", text.PASSWORD_CAPITAL),
        ("number", text.PASSWORD_NUMBER),
        ("special", f"{text.PASSWORD_SPECIAL} {' '.join(text.PASSWORD_SPECIALS)}"),
    ]
    assert f'data-confirm-mismatch hidden role="alert">{text.DOESNT_MATCH}</span>' in body
