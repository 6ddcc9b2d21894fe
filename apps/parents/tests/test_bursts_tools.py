"""/bursts-tools for the home-learning app's emails, and the parents API behind it (spec 1 §4, §8)."""

import html
import re
from datetime import timedelta

import pytest
from django.contrib.auth.hashers import check_password
from django.utils import timezone

from apps.core import messages as text
from apps.parents.models import Parent, ParentToken

pytestmark = pytest.mark.django_db


@pytest.fixture
def parent(db):
    return Parent.objects.create(email="pat.tools@example.com", first_name="Pat")


@pytest.fixture
def token(parent):
    def make(purpose, *, days_old=0):
        return ParentToken.objects.create(
            parent=parent, purpose=purpose, created=timezone.now() - timedelta(days=days_old)
        )

    return make


def body(response):
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def test_verify_link_verifies_the_email_once(client, parent, token):
    key = token("verify").key
    page = body(client.get(f"/bursts-tools?verify={key}"))
    assert text.HOME_EMAIL_VERIFIED in page
    assert 'data-result="success"' in page
    parent.refresh_from_db()
    assert parent.verified

    again = body(client.get(f"/bursts-tools?verify={key}"))
    assert text.HOME_LINK_EXPIRED in again
    assert 'data-result="fail"' in again


@pytest.mark.parametrize("key", ["unknown", "old"])
def test_verify_fails_for_unknown_or_old_links(client, parent, token, key):
    if key == "old":
        key = token("verify", days_old=3).key
    page = body(client.get(f"/bursts-tools?verify={key}"))
    assert text.HOME_LINK_EXPIRED in page
    assert text.HOME_EMAIL_VERIFIED not in page
    parent.refresh_from_db()
    assert not parent.verified


def test_a_reset_link_is_not_a_verify_link(client, parent, token):
    page = body(client.get(f"/bursts-tools?verify={token('reset').key}"))
    assert text.HOME_LINK_EXPIRED in page


def test_reset_shows_the_form_then_updates_the_password(client, parent, token):
    url = f"/bursts-tools?reset={token('reset').key}"
    form = body(client.get(url))
    assert 'name="password"' in form and 'name="confirm"' in form

    done = body(client.post(url, {"password": " Sunny2day! ", "confirm": " Sunny2day! "}))
    assert text.HOME_PASSWORD_UPDATED in done
    parent.refresh_from_db()
    # Trimmed (spec 1 §5 home-app reset).
    assert check_password("Sunny2day!", parent.password)

    used = body(client.get(url))
    assert text.HOME_LINK_EXPIRED in used
    assert 'name="password"' not in used


def test_reset_trims_before_comparing(client, parent, token):
    url = f"/bursts-tools?reset={token('reset').key}"
    done = body(client.post(url, {"password": "  Abcdef1! ", "confirm": "Abcdef1!"}))
    assert text.HOME_PASSWORD_UPDATED in done
    parent.refresh_from_db()
    assert check_password("Abcdef1!", parent.password)


@pytest.mark.parametrize(
    ("password", "confirm", "messages"),
    [
        ("", "", [text.REQUIRED]),
        ("sunny", "sunny", [text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL]),
        ("Sunny2day!", "Sunny2day?", [text.DOESNT_MATCH]),
        ("Sunny2day", "Sunny3day", [text.PASSWORD_SPECIAL, text.DOESNT_MATCH]),  # every error that applies
    ],
)
def test_reset_form_errors_change_nothing(client, parent, token, password, confirm, messages):
    reset = token("reset")
    page = body(client.post(f"/bursts-tools?reset={reset.key}", {"password": password, "confirm": confirm}))
    # Field errors only: the hints and the hidden live "Doesn't match" are on every reset form.
    errors = re.findall(r'<p class="field__error" role="alert">([^<]+)</p>', page)
    for message in messages:
        assert message in errors, errors
    assert text.HOME_PASSWORD_UPDATED not in page
    parent.refresh_from_db()
    assert parent.password == "!"
    reset.refresh_from_db()
    assert reset.used is None


def test_reset_fails_for_an_expired_link(client, parent, token):
    page = body(client.get(f"/bursts-tools?reset={token('reset', days_old=3).key}"))
    assert text.HOME_LINK_EXPIRED in page
    assert 'name="password"' not in page
    page = body(client.get("/bursts-tools?reset=unknown"))
    assert text.HOME_LINK_EXPIRED in page


def test_page_without_a_link_explains_itself(client, db):
    assert "Open this page from the link in your BURSTS email." in body(client.get("/bursts-tools"))


# The parents API -------------------------------------------------------------------


def api(client, path, payload):
    return client.post(f"/api/parents/{path}", payload, content_type="application/json")


def test_api_verify_email(client, parent, token):
    key = token("verify").key
    assert api(client, "verify-email", {"token": key}).json() == {
        "success": True,
        "message": text.HOME_EMAIL_VERIFIED,
    }
    parent.refresh_from_db()
    assert parent.verified
    assert api(client, "verify-email", {"token": key}).json() == {"success": False, "message": text.HOME_LINK_EXPIRED}


def test_api_reset_check_and_change(client, parent, token):
    key = token("reset").key
    assert api(client, "reset-check", {"token": key}).json() == {"success": True, "message": ""}
    assert api(client, "reset-check", {"token": "unknown"}).json() == {
        "success": False,
        "message": text.HOME_LINK_EXPIRED,
    }

    weak = api(client, "reset-change", {"token": key, "password": "sunny"})
    assert weak.status_code == 422
    assert weak.json()["message"] == text.VALIDATION_FAILED
    parent.refresh_from_db()
    assert parent.password == "!"

    changed = api(client, "reset-change", {"token": key, "password": " Sunny2day! "})
    assert changed.json() == {"success": True, "message": text.HOME_PASSWORD_UPDATED}
    parent.refresh_from_db()
    assert check_password("Sunny2day!", parent.password)
    assert api(client, "reset-change", {"token": key, "password": "Sunny3day!"}).json() == {
        "success": False,
        "message": text.HOME_LINK_EXPIRED,
    }
    assert api(client, "reset-check", {"token": key}).json()["success"] is False


def test_api_needs_a_token(client, db):
    response = api(client, "verify-email", {})
    assert response.status_code == 422
    assert response.json()["errors"] == {"token": [text.REQUIRED]}


def test_the_invite_link_opened_in_a_browser_says_how_to_enter_the_code(client, db):
    code = "2f1c7a0e-5b7d-4f7e-9a51-0c3d2b9e8a11"
    page = body(client.get(f"/bursts-tools?connect={code}"))
    assert "Connect your child" in page
    assert f"<code>{code}</code>" in page
    # Anything that is not a code is not echoed back.
    page = body(client.get("/bursts-tools?connect=<script>alert(1)</script>"))
    assert "Connect your child" not in page and "<script>alert" not in page
    assert "Open this page from the link in your BURSTS email." in page
