"""The API's auth calls (spec 1 §7) and its error shape (spec 1 §8)."""

import pytest
from django.test import Client

from apps.api.models import ApiToken
from apps.core import messages as text
from apps.signin.models import UserToken

pytestmark = pytest.mark.django_db
BACKEND = "allauth.account.auth_backends.AuthenticationBackend"


def post(client, path, body, **headers):
    return client.post(f"/api{path}", body, content_type="application/json", headers=headers)


def login(client, **body):
    return post(client, "/auth/login", {"password": "Password1!", **body})


def bearer(key):
    return {"Authorization": f"Bearer {key}"}


def test_401_without_a_session_or_token(client, db):
    response = client.get("/api/auth/self")
    assert response.status_code == 401
    assert response.json() == {"message": text.SESSION_EXPIRED, "level": "error", "status": 401}


def test_401_with_an_unknown_or_expired_token(client, teacher):
    assert client.get("/api/auth/self", headers=bearer("not-a-token")).status_code == 401
    _, key = ApiToken.objects.issue(teacher)
    ApiToken.objects.update(created="2000-01-01T00:00:00Z")
    response = client.get("/api/auth/self", headers=bearer(key))
    assert response.status_code == 401
    assert response.json()["message"] == text.SESSION_EXPIRED


def test_login_by_email_returns_a_token_that_fetches_the_user_with_the_account(client, school_admin):
    response = login(client, email="Admin@Oakfield.example.com")
    assert response.status_code == 200
    key = response.json()["token"]
    assert response.json()["user"]["email"] == "admin@oakfield.example.com"

    me = Client().get("/api/auth/self", headers=bearer(key))
    assert me.status_code == 200
    user = me.json()
    assert (user["id"], user["firstName"], user["admin"], user["dashboardPath"]) == (school_admin.pk, "Olivia", 1, "/")
    assert user["account"]["name"] == "Oakfield Primary"
    assert user["account"]["hasBursts"] is True and user["account"]["hasHome"] is True
    assert set(user["account"]["accessProducts"]) >= {"pe", "gym", "dance"}
    assert user["full"]["pe"] is True
    # Only the hash is stored.
    assert not ApiToken.objects.filter(key_hash=key).exists()


def test_login_by_username(client, home_user):
    response = login(client, username="oakfield-home1")
    assert response.status_code == 200
    user = Client().get("/api/auth/self", headers=bearer(response.json()["token"])).json()
    assert (user["username"], user["kind"], user["dashboardPath"]) == ("oakfield-home1", "home", "/home")
    home_user.refresh_from_db()
    assert home_user.total_logins == 1


@pytest.mark.parametrize(
    ("identifier", "status", "message"),
    [
        ("admin@frozen.example.com", 403, text.LOGIN_FROZEN),
        ("admin@expired.example.com", 403, text.LOGIN_EXPIRED),
    ],
)
def test_frozen_and_expired_logins_fail_with_the_spec_message(client, personas, identifier, status, message):
    response = login(client, email=identifier)
    assert response.status_code == status
    assert response.json() == {"message": message, "level": "error", "status": status}
    assert not ApiToken.objects.exists()


def test_wrong_password_is_refused_without_a_token(client, teacher):
    response = login(client, email=teacher.email, password="Wrong1!")
    assert response.status_code == 401
    assert response.json()["message"] == text.LOGIN_INVALID
    assert not ApiToken.objects.exists()


def test_failed_api_logins_are_rate_limited_like_the_form(client, teacher):
    for _ in range(5):
        assert login(client, email=teacher.email, password="Wrong1!").status_code == 401
    blocked = login(client, email=teacher.email)
    assert blocked.status_code == 429
    assert "Too many failed sign-in attempts" in blocked.json()["message"]
    assert not ApiToken.objects.exists()


def test_422_validation_failed_with_field_errors(client, db):
    response = post(client, "/auth/reset", {"email": "not-an-email"})
    assert response.status_code == 422
    assert response.json() == {
        "message": text.VALIDATION_FAILED,
        "level": "error",
        "status": 422,
        "errors": {"email": [text.INVALID_EMAIL]},
    }
    missing = login(client, email="")
    assert missing.status_code == 422
    assert missing.json()["errors"] == {"username": [text.REQUIRED]}
    no_password = post(client, "/auth/login", {"email": "a@b.co"})
    assert no_password.json()["errors"] == {"password": [text.REQUIRED]}


def test_reset_and_reinvite_answer_with_their_result(client, personas):
    assert post(client, "/auth/reset", {"email": "teacher@oakfield.example.com"}).json() == {"result": "sent"}
    assert post(client, "/auth/reset", {"email": "invited@oakfield.example.com"}).json() == {"result": "noreg"}
    assert post(client, "/auth/reinvite", {"email": "invited@oakfield.example.com"}).json() == {"result": "invited"}
    assert UserToken.objects.filter(user=personas["invited_user"], purpose="invite").count() == 1


def test_self_update_changes_own_profile_but_not_the_admin_level(client, trial_admin):
    _, key = ApiToken.objects.issue(trial_admin)
    body = {"firstName": " Beatrice ", "lastName": "Birch", "showJukebox": False, "admin": 2, "kind": "create"}
    response = post(client, "/auth/self", body, **bearer(key))
    assert response.status_code == 200
    assert response.json()["firstName"] == "Beatrice"
    trial_admin.refresh_from_db()
    assert (trial_admin.first_name, trial_admin.show_jukebox) == ("Beatrice", False)
    assert (trial_admin.admin, trial_admin.kind) == (1, "account")


def test_self_update_rejects_a_taken_email_and_a_weak_password(client, trial_admin):
    _, key = ApiToken.objects.issue(trial_admin)
    taken = post(client, "/auth/self", {"email": "teacher@oakfield.example.com"}, **bearer(key))
    assert taken.status_code == 422
    assert taken.json()["errors"] == {"email": [text.EMAIL_TAKEN]}
    weak = post(client, "/auth/self", {"password": "password"}, **bearer(key))
    assert weak.json()["errors"]["password"] == [text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL]
    for email, message in (("", text.REQUIRED), ("garbage", text.INVALID_EMAIL)):
        refused = post(client, "/auth/self", {"email": email}, **bearer(key))
        assert refused.status_code == 422
        assert refused.json()["errors"] == {"email": [message]}
    trial_admin.refresh_from_db()
    assert trial_admin.email == "admin@birchwood.example.com"
    assert trial_admin.check_password("Password1!")


def test_bearer_use_is_recorded_at_most_every_5_minutes(client, teacher):
    from datetime import timedelta

    from django.utils import timezone

    token, key = ApiToken.objects.issue(teacher)
    a_day_ago = timezone.now() - timedelta(days=1, seconds=10)
    ApiToken.objects.filter(pk=token.pk).update(last_used=a_day_ago)
    assert client.get("/api/auth/self", headers=bearer(key)).status_code == 200
    token.refresh_from_db()
    assert token.last_used > a_day_ago + timedelta(days=1)


def test_token_states_ready_done_and_fail(client, invited_user, teacher):
    invite = UserToken.objects.create(user=invited_user, purpose="invite")
    ready = post(client, "/auth/token", {"invite": invite.key}).json()
    assert ready == {"state": "ready", "user": {"email": invited_user.email, "firstName": "", "lastName": ""}}
    assert post(client, "/auth/token", {"invite": "unknown"}).json() == {"state": "fail", "user": None}

    invited_user.status = invited_user.Status.ACTIVE
    invited_user.save()
    assert post(client, "/auth/token", {"invite": invite.key}).json() == {"state": "done", "user": None}

    older = UserToken.objects.create(user=teacher, purpose="reset")
    newer = UserToken.objects.create(user=teacher, purpose="reset")
    assert post(client, "/auth/token", {"reset": older.key}).json()["state"] == "fail"
    assert post(client, "/auth/token", {"reset": newer.key}).json()["state"] == "ready"


def test_openapi_schema_is_served(client, db):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    paths = response.json()["paths"]
    for path in ("/api/auth/login", "/api/auth/self", "/api/auth/reset", "/api/auth/reinvite", "/api/auth/token"):
        assert path in paths


def test_unknown_api_paths_answer_404_in_the_api_shape(client, db):
    response = client.get("/api/no/such/call")
    assert response.status_code == 404
    assert response.json() == {"message": text.PAGE_NOT_FOUND, "level": "error", "status": 404}


def test_browser_session_works_with_the_csrf_header_and_not_without(trial_admin):
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(trial_admin, backend=BACKEND)
    assert browser.get("/api/auth/self").json()["email"] == trial_admin.email
    browser.get("/profile")  # sets the CSRF cookie, as any page does
    csrf = browser.cookies["csrftoken"].value

    refused = post(browser, "/auth/self", {"firstName": "Mallory"})
    assert refused.status_code == 403
    assert refused.json()["level"] == "error"
    trial_admin.refresh_from_db()
    assert trial_admin.first_name == "Bea"

    accepted = post(browser, "/auth/self", {"firstName": "Beatrice"}, **{"X-CSRFToken": csrf})
    assert accepted.status_code == 200
    trial_admin.refresh_from_db()
    assert trial_admin.first_name == "Beatrice"
