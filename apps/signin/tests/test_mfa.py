"""Staff sign-in with a second factor (issue 23): allauth.mfa's TOTP and recovery codes on
our own screens. Required for staff with admin rights and super staff (sent to set it up
before anything else), optional for school admins; the API signs in in two steps."""

import time

import pytest
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import SECRET_SESSION_KEY
from django.test import Client

from apps.demo.mfa import demo_totp_code
from apps.signin import services
from apps.signin.services import MFA_BLOCKED, MFA_CODE_WRONG, MFA_SETUP_NEEDED

pytestmark = pytest.mark.django_db
PASSWORD = "Password1!"
JSON = "application/json"


def sign_in(client, user, password=PASSWORD):
    return client.post("/login", {"identifier": user.email, "password": password})


def code_for(secret, step=0):
    return demo_totp_code(secret, step=step)


def test_a_staff_admin_gives_the_code_after_the_password(staff_admin):
    client = Client()
    first = sign_in(client, staff_admin)
    assert first.status_code == 302 and first["Location"] == "/login/code"
    assert client.get("/accounts").status_code == 302  # not signed in yet
    page = client.get("/login/code")
    assert "Enter your code" in page.text and 'autocomplete="one-time-code"' in page.text
    wrong = client.post("/login/code", {"code": "000000"})
    assert wrong.status_code == 200 and MFA_CODE_WRONG in wrong.text
    done = client.post("/login/code", {"code": demo_totp_code()})
    assert done.status_code == 302
    assert client.get("/accounts").status_code == 200
    # The same code does not sign in twice.
    again = Client()
    sign_in(again, staff_admin)
    assert MFA_CODE_WRONG in again.post("/login/code", {"code": demo_totp_code()}).text


def test_a_recovery_code_signs_in_once(staff_admin):
    codes = RecoveryCodes(Authenticator.objects.get(user=staff_admin, type="recovery_codes")).get_unused_codes()
    client = Client()
    sign_in(client, staff_admin)
    assert client.post("/login/code", {"code": codes[0]}).status_code == 302
    other = Client()
    sign_in(other, staff_admin)
    assert MFA_CODE_WRONG in other.post("/login/code", {"code": codes[0]}).text


def test_wrong_codes_are_limited(staff_admin):
    client = Client()
    sign_in(client, staff_admin)
    for _ in range(5):
        client.post("/login/code", {"code": "123456"})
    blocked = client.post("/login/code", {"code": demo_totp_code()})
    assert blocked.status_code == 429 and MFA_BLOCKED in blocked.text


def test_the_code_step_runs_out(staff_admin):
    client = Client()
    sign_in(client, staff_admin)
    session = client.session
    session[services.MFA_PENDING]["at"] = time.time() - services.MFA_PENDING_AGE - 1
    session.save()
    response = client.get("/login/code", follow=True)
    assert response.redirect_chain[-1][0] == "/login" and services.MFA_TOO_LATE in response.text


def test_a_staff_admin_without_it_sets_it_up_before_anything_else(staff_admin):
    Authenticator.objects.filter(user=staff_admin).delete()
    client = Client()
    assert sign_in(client, staff_admin).status_code == 302
    for url in ("/accounts", "/", "/profile"):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"] == "/mfa/setup", url
    api = client.get("/api/accounts")
    assert api.status_code == 403 and api.json()["message"] == MFA_SETUP_NEEDED
    page = client.get("/mfa/setup")
    assert page.status_code == 200 and "<svg" in page.text and "data-mfa-required" in page.text
    secret = client.session[SECRET_SESSION_KEY]
    assert secret in page.text
    # The password first, then a code of the app: nothing is turned on without both.
    bad = client.post("/mfa/setup", {"password": "Wrong1!", "code": code_for(secret)})
    assert bad.status_code == 400 and "That is not your current password." in bad.text
    bad = client.post("/mfa/setup", {"password": PASSWORD, "code": "000000"})
    assert bad.status_code == 400 and "Incorrect code." in bad.text
    assert not Authenticator.objects.filter(user=staff_admin).exists()
    done = client.post("/mfa/setup", {"password": PASSWORD, "code": code_for(secret)})
    assert done.status_code == 200 and "Two-factor authentication is on" in done.text
    assert done.text.count("<li><code>") == 10  # the recovery codes, shown once here
    assert Authenticator.objects.filter(user=staff_admin, type="totp").exists()
    assert client.get("/accounts").status_code == 200  # this session passed it
    # Required: it cannot be turned off.
    manage = client.get("/mfa")
    assert 'data-mfa="on"' in manage.text and 'value="off"' not in manage.text
    client.post("/mfa", {"action": "off", "password": PASSWORD})
    assert Authenticator.objects.filter(user=staff_admin, type="totp").exists()


def test_an_old_session_of_someone_with_it_signs_in_again_with_the_code(staff_admin):
    client = Client()
    client.skip_mfa = True
    client.force_login(staff_admin, backend="allauth.account.auth_backends.AuthenticationBackend")
    response = client.get("/accounts?status=30")
    assert response.status_code == 302 and response["Location"] == "/login/code"
    done = client.post("/login/code", {"code": demo_totp_code()})
    assert done.status_code == 302 and done["Location"] == "/accounts?status=30"


def test_impersonation_needs_the_second_factor(super_staff, teacher):
    client = Client()
    client.skip_mfa = True
    client.force_login(super_staff, backend="allauth.account.auth_backends.AuthenticationBackend")
    response = client.post("/hijack/acquire/", {"user_pk": teacher.pk, "next": "/"})
    assert response.status_code == 302 and response["Location"] == "/login/code"
    assert "hijack_history" not in client.session
    # Super staff with no authenticator app may not impersonate at all.
    from apps.access.rules import can_impersonate

    assert can_impersonate(super_staff, teacher)
    Authenticator.objects.filter(user=super_staff).delete()
    super_staff.__dict__.pop("_has_mfa", None)
    assert not can_impersonate(super_staff, teacher)


def test_optional_for_school_admins(school_admin, teacher):
    client = Client()
    assert sign_in(client, school_admin).status_code == 302
    assert client.get("/account/home").status_code == 200  # no second factor needed
    assert 'data-mfa="off"' in client.get("/mfa").text
    page = client.get("/mfa/setup")
    assert page.status_code == 200 and "data-mfa-required" not in page.text
    secret = client.session[SECRET_SESSION_KEY]
    assert client.post("/mfa/setup", {"password": PASSWORD, "code": code_for(secret)}).status_code == 200
    # Next time the code is asked for.
    again = Client()
    assert sign_in(again, school_admin)["Location"] == "/login/code"
    # And it can be turned off, with the password.
    assert client.post("/mfa", {"action": "off", "password": "Wrong1!"}).status_code == 400
    assert client.post("/mfa", {"action": "off", "password": PASSWORD}).status_code == 302
    assert not Authenticator.objects.filter(user=school_admin).exists()
    # Teachers and children are not offered it.
    other = Client()
    sign_in(other, teacher)
    assert other.get("/mfa").status_code in (302, 403)


def test_the_api_signs_in_in_two_steps(staff_admin):
    first = Client().post("/api/auth/login", {"email": staff_admin.email, "password": PASSWORD}, content_type=JSON)
    assert first.status_code == 202
    body = first.json()
    assert body["mfaRequired"] is True and body["expiresIn"] == 300 and "token" not in body
    ticket = body["ticket"]
    wrong = Client().post("/api/auth/login/code", {"ticket": ticket, "code": "000000"}, content_type=JSON)
    assert wrong.status_code == 401 and wrong.json()["message"] == MFA_CODE_WRONG
    done = Client().post("/api/auth/login/code", {"ticket": ticket, "code": demo_totp_code()}, content_type=JSON)
    assert done.status_code == 200 and done.json()["user"]["email"] == staff_admin.email
    token = done.json()["token"]
    assert Client().get("/api/auth/self", headers={"Authorization": f"Bearer {token}"}).status_code == 200
    # A ticket signs in once; a forged or expired one never.
    reused = Client().post("/api/auth/login/code", {"ticket": ticket, "code": demo_totp_code(step=1)},
                           content_type=JSON)  # fmt: skip
    assert reused.status_code == 401 and reused.json()["message"] == services.MFA_TOO_LATE
    forged = Client().post("/api/auth/login/code", {"ticket": ticket[:-3] + "abc", "code": "123456"},
                           content_type=JSON)  # fmt: skip
    assert forged.status_code == 401
    bad = Client().post("/api/auth/login/code", {"ticket": "", "code": ""}, content_type=JSON)
    assert bad.status_code == 422


def test_the_api_refuses_staff_who_must_set_it_up_and_lets_others_in(staff_admin, teacher):
    Authenticator.objects.filter(user=staff_admin).delete()
    refused = Client().post("/api/auth/login", {"email": staff_admin.email, "password": PASSWORD}, content_type=JSON)
    assert refused.status_code == 403 and refused.json()["message"] == MFA_SETUP_NEEDED
    ok = Client().post("/api/auth/login", {"email": teacher.email, "password": PASSWORD}, content_type=JSON)
    assert ok.status_code == 200 and ok.json()["token"]


def test_the_second_step_is_in_the_openapi(client, db):
    schema = client.get("/api/openapi.json").json()
    login = schema["paths"]["/api/auth/login"]["post"]["responses"]
    assert {"200", "202"} <= set(login)
    assert "/api/auth/login/code" in schema["paths"]
    assert {"ticket", "code"} <= set(schema["components"]["schemas"]["LoginCodeIn"]["properties"])
