"""Access that ends when it should (issue 9): a frozen account, ended licences, a
disabled or removed user stop an existing session and Bearer token on the next
request; tokens can be listed and revoked, signing out revokes the one in use, and a
password change revokes every other session and token. Invite and reset keys are
stored hashed."""

from datetime import timedelta

import pytest
from django.test import Client
from django.utils import timezone

from apps.accounts.models import Account
from apps.api.models import ApiToken
from apps.bookmarks.models import Bookmark
from apps.core import messages as text
from apps.core.tokens import hash_key
from apps.licences.models import Licence
from apps.signin import services
from apps.signin.models import UserToken
from apps.users.models import User

pytestmark = pytest.mark.django_db
BACKEND = "allauth.account.auth_backends.AuthenticationBackend"
BOOKMARK = {"url": "/real", "title": "Real PE"}


def session_for(user):
    client = Client()
    client.force_login(user, backend=BACKEND)
    return client


def bearer(key):
    return {"Authorization": f"Bearer {key}"}


def token_for(user):
    return ApiToken.objects.issue(user)[1]


def freeze(user):
    Account.objects.filter(pk=user.account_id).update(frozen=True)


def end_licences(user):
    yesterday = timezone.localdate() - timedelta(days=1)
    Licence.objects.filter(account_id=user.account_id).update(
        start_date=yesterday - timedelta(days=30), end_date=yesterday
    )


@pytest.mark.parametrize(("end", "reason", "message"), [(freeze, "frozen", text.LOGIN_FROZEN),
                                                         (end_licences, "expired", text.LOGIN_EXPIRED)])  # fmt: skip
def test_an_open_session_signs_out_with_the_reason_on_the_next_page(teacher, end, reason, message):
    client = session_for(teacher)
    assert client.get("/").status_code == 200
    end(teacher)
    response = client.get("/pe/year/3/unit/2")
    assert response.status_code == 302 and response["Location"] == f"/login?ended={reason}"
    page = client.get(response["Location"]).content.decode()
    assert message in page and f'data-failure="{reason}"' in page
    assert "_auth_user_id" not in client.session
    assert client.get("/profile").status_code == 302  # signed out, not just turned away once


def test_an_htmx_request_of_a_frozen_session_is_sent_to_sign_in(teacher):
    client = session_for(teacher)
    freeze(teacher)
    response = client.get("/", headers={"HX-Request": "true"})
    assert response["HX-Redirect"] == "/login?ended=frozen"


@pytest.mark.parametrize(("end", "message"), [(freeze, text.LOGIN_FROZEN), (end_licences, text.LOGIN_EXPIRED)])
def test_an_open_session_cannot_call_the_api_or_write_once_access_ends(teacher, end, message):
    client = session_for(teacher)
    end(teacher)
    response = client.post("/api/bookmarks", BOOKMARK, content_type="application/json")
    assert response.status_code == 403
    assert response.json() == {"message": message, "level": "error", "status": 403}
    assert not Bookmark.objects.filter(user=teacher).exists()
    assert client.get("/api/bookmarks").status_code == 401  # and it was signed out


@pytest.mark.parametrize(("end", "message"), [(freeze, text.LOGIN_FROZEN), (end_licences, text.LOGIN_EXPIRED)])
def test_a_bearer_token_stops_once_access_ends(client, teacher, end, message):
    key = token_for(teacher)
    assert client.get("/api/bookmarks", headers=bearer(key)).status_code == 200
    end(teacher)
    response = client.post("/api/bookmarks", BOOKMARK, content_type="application/json", headers=bearer(key))
    assert response.status_code == 403 and response.json()["message"] == message
    assert client.get("/api/content/abilities", headers=bearer(key)).status_code == 403
    assert not Bookmark.objects.filter(user=teacher).exists()


def test_a_disabled_user_loses_session_and_token_and_gets_no_new_token(client, teacher):
    browser, key = session_for(teacher), token_for(teacher)
    User.objects.filter(pk=teacher.pk).update(status=User.Status.DISABLED)
    assert browser.get("/").status_code == 302
    assert browser.get("/api/bookmarks").status_code == 401
    assert client.get("/api/auth/self", headers=bearer(key)).status_code == 401
    response = client.post(
        "/api/auth/login", {"email": teacher.email, "password": "Password1!"}, content_type="application/json"
    )
    assert response.status_code in (401, 403) and "token" not in response.json()
    assert ApiToken.objects.filter(user=teacher).count() == 1


def test_a_removed_user_loses_session_and_token(client, teacher):
    browser, key = session_for(teacher), token_for(teacher)
    User.objects.filter(pk=teacher.pk).delete()
    assert browser.get("/").status_code == 302
    assert client.get("/api/auth/self", headers=bearer(key)).status_code == 401


def test_staff_keep_working_whatever_school_accounts_do(staff_viewer):
    client = session_for(staff_viewer)
    assert client.get("/accounts").status_code == 200


# Tokens -----------------------------------------------------------------------------


def test_signing_out_revokes_the_token_in_use_only(client, teacher):
    first, second = token_for(teacher), token_for(teacher)
    response = client.post("/api/auth/logout", headers=bearer(first))
    assert response.status_code == 200 and response.json() == {"result": "signed-out"}
    assert client.get("/api/auth/self", headers=bearer(first)).status_code == 401
    assert client.get("/api/auth/self", headers=bearer(second)).status_code == 200


def test_signing_out_through_the_api_ends_a_browser_session(teacher):
    browser = session_for(teacher)
    assert browser.post("/api/auth/logout").status_code == 200
    assert browser.get("/api/auth/self").status_code == 401


def test_tokens_are_listed_and_revoked_by_their_owner_only(client, teacher, school_admin):
    mine = token_for(teacher)
    ApiToken.objects.issue(teacher, label="Tablet")
    theirs = token_for(school_admin)
    listed = client.get("/api/auth/tokens", headers=bearer(mine)).json()
    assert len(listed) == 2 and sorted(t["current"] for t in listed) == [False, True]
    assert {t["label"] for t in listed} == {"", "Tablet"}
    their_id = ApiToken.objects.get(user=school_admin).pk
    assert client.delete(f"/api/auth/tokens/{their_id}", headers=bearer(mine)).status_code == 404
    assert client.get("/api/auth/self", headers=bearer(theirs)).status_code == 200
    tablet = ApiToken.objects.get(user=teacher, label="Tablet").pk
    assert client.delete(f"/api/auth/tokens/{tablet}", headers=bearer(mine)).status_code == 200
    assert not ApiToken.objects.filter(pk=tablet).exists()


def test_a_password_change_through_the_api_revokes_every_other_token_and_session(client, teacher):
    current, other = token_for(teacher), token_for(teacher)
    browser = session_for(teacher)
    response = client.post(
        "/api/auth/self",
        {"password": "Brand1new!", "currentPassword": "Password1!"},
        content_type="application/json",
        headers=bearer(current),
    )
    assert response.status_code == 200, response.content
    assert client.get("/api/auth/self", headers=bearer(current)).status_code == 200
    assert client.get("/api/auth/self", headers=bearer(other)).status_code == 401
    assert browser.get("/api/auth/self").status_code == 401


def test_a_password_change_on_the_profile_keeps_this_session_only(teacher):
    key = token_for(teacher)
    browser, other_browser = session_for(teacher), session_for(teacher)
    form = {"first_name": "Tom", "last_name": "Teach", "email": teacher.email, "current_password": "Password1!",
            "password": "Brand1new!", "confirm": "Brand1new!", "show_jukebox": "on"}  # fmt: skip
    response = browser.post("/profile", form)
    assert response.status_code == 302, response.content.decode()[:3000]
    assert browser.get("/profile").status_code == 200
    assert other_browser.get("/profile").status_code == 302
    assert Client().get("/api/auth/self", headers=bearer(key)).status_code == 401


def test_a_completed_reset_revokes_every_token(client, teacher):
    key = token_for(teacher)
    token = UserToken.objects.create(user=teacher, purpose="reset")
    client.post(token.path, {"password": "Brand1new!", "confirm": "Brand1new!"})
    assert Client().get("/api/auth/self", headers=bearer(key)).status_code == 401


def test_invite_and_reset_keys_are_stored_hashed(teacher, mailoutbox, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.password_reset_request(email=teacher.email)
    token = UserToken.objects.get(user=teacher)
    key = mailoutbox[0].body.split("/login/reset/")[1].split()[0]
    assert token.key_hash == hash_key(key) and key not in token.key_hash
    assert services.token_lookup(key=key, purpose="reset")[0] == "ready"
    assert services.token_lookup(key=token.key_hash, purpose="reset")[0] == "fail"


def test_the_api_asks_for_the_current_password_and_waits_for_a_new_emails_link(client, trial_admin, mailoutbox):
    key = token_for(trial_admin)
    headers = bearer(key)

    def update(**body):
        return client.post("/api/auth/self", body, content_type="application/json", headers=headers)

    refused = update(password="Brand1new!", email="bea@birchwood.example.com")
    assert refused.status_code == 422 and list(refused.json()["errors"]) == ["currentPassword"]
    accepted = update(email="bea@birchwood.example.com", currentPassword="Password1!")
    assert accepted.status_code == 200 and accepted.json()["email"] == "admin@birchwood.example.com"
    token = UserToken.objects.get(user=trial_admin, purpose="email")
    assert token.new_email == "bea@birchwood.example.com"
