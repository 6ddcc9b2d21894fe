"""The course platform's OAuth 2 authorization-code flow with PKCE, end to end with a
test client playing the platform (spec 1 §2 /oauth, §7 oauth/code): only the one
registered client gets a code, only with a S256 code challenge, and the code is worth a
token only with the matching verifier."""

import base64
import hashlib
import secrets
from urllib.parse import parse_qs, urlsplit

import pytest
from django.test import override_settings
from oauth2_provider.models import get_application_model, get_grant_model

pytestmark = pytest.mark.django_db

CLIENT_ID = "course-platform"
SECRET = "course-secret-for-tests"
REDIRECT = "https://courses.test/oauth/callback"


def _app(client_id, redirect=REDIRECT):
    Application = get_application_model()
    return Application.objects.create(
        name=client_id,
        client_id=client_id,
        client_secret=SECRET,
        client_type=Application.CLIENT_CONFIDENTIAL,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        redirect_uris=redirect,
        skip_authorization=True,
        algorithm="",
    )


@pytest.fixture
def course_platform():
    with override_settings(OAUTH_COURSE_CLIENT_ID=CLIENT_ID):
        yield _app(CLIENT_ID)


def pkce():
    verifier = secrets.token_urlsafe(48)
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
    return verifier, challenge


def authorize_query(challenge, **overrides):
    query = {
        "client_id": CLIENT_ID,
        "redirect_uri": REDIRECT,
        "response_type": "code",
        "state": "s-42",
        "code_challenge": challenge,
        "code_challenge_method": "S256",
    }
    return {k: v for k, v in {**query, **overrides}.items() if v is not None}


def _code(location):
    assert location.startswith(REDIRECT + "?"), location
    query = parse_qs(urlsplit(location).query)
    assert query["state"] == ["s-42"]
    return query["code"][0]


def _failed(response):
    assert (response.status_code, response["Location"]) == (302, "/")
    assert [str(m) for m in response.wsgi_request._messages][-1] == "Failed to sign you in"
    assert not get_grant_model().objects.exists()


def exchange(client, code, verifier):
    return client.post(
        "/oauth/token",
        {
            "grant_type": "authorization_code",
            "code": code,
            "redirect_uri": REDIRECT,
            "client_id": CLIENT_ID,
            "client_secret": SECRET,
            "code_verifier": verifier,
        },
    )


def test_the_flow_end_to_end(signed_in, teacher, course_platform, client):
    verifier, challenge = pkce()
    response = signed_in(teacher).get("/oauth", authorize_query(challenge))
    assert response.status_code == 302
    code = _code(response["Location"])
    client.logout()  # the platform's server has no session

    token = exchange(client, code, verifier)
    assert token.status_code == 200, token.content
    access = token.json()["access_token"]
    profile = client.get("/oauth/me", headers={"Authorization": f"Bearer {access}"})
    assert profile.json() == {"id": str(teacher.uid), "email": teacher.email, "name": teacher.name}
    # A code is good once.
    assert exchange(client, code, verifier).status_code == 400


def test_pkce_is_required(signed_in, teacher, course_platform):
    _failed(signed_in(teacher).get("/oauth", authorize_query(None, code_challenge_method=None)))


def test_plain_pkce_is_refused(signed_in, teacher, course_platform):
    _failed(signed_in(teacher).get("/oauth", authorize_query("a" * 50, code_challenge_method="plain")))


def test_a_wrong_verifier_gets_no_token(signed_in, teacher, course_platform, client):
    _, challenge = pkce()
    code = _code(signed_in(teacher).get("/oauth", authorize_query(challenge))["Location"])
    client.logout()
    response = exchange(client, code, pkce()[0])
    assert response.status_code == 400 and response.json()["error"] == "invalid_grant"


def test_any_other_client_is_refused_even_if_registered(signed_in, teacher, course_platform):
    _app("another-client")
    _, challenge = pkce()
    _failed(signed_in(teacher).get("/oauth", authorize_query(challenge, client_id="another-client")))


def test_an_unregistered_redirect_is_refused(signed_in, teacher, course_platform):
    _, challenge = pkce()
    _failed(signed_in(teacher).get("/oauth", authorize_query(challenge, redirect_uri="https://evil.test/cb")))


def test_home_learning_children_get_no_code(signed_in, home_user, course_platform):
    _, challenge = pkce()
    _failed(signed_in(home_user).get("/oauth", authorize_query(challenge)))


def test_api_returns_the_address_with_a_code(signed_in, teacher, course_platform, client):
    verifier, challenge = pkce()
    response = signed_in(teacher).post("/api/oauth/code", authorize_query(challenge), content_type="application/json")
    assert response.status_code == 200, response.content
    code = _code(response.json()["url"])
    client.logout()
    assert exchange(client, code, verifier).status_code == 200


def test_api_refuses_another_client(signed_in, teacher, course_platform):
    _, challenge = pkce()
    payload = authorize_query(challenge, client_id="someone-else")
    response = signed_in(teacher).post("/api/oauth/code", payload, content_type="application/json")
    assert response.status_code == 400 and response.json()["message"] == "Failed to sign you in"


def test_register_course_client_command(settings):
    from django.core.management import call_command

    settings.OAUTH_COURSE_CLIENT_ID = "courses-prod"
    call_command("register_course_client", "--secret", "s3cret", "--redirect-uri", "https://courses.test/cb")
    client = get_application_model().objects.get(client_id="courses-prod")
    assert client.redirect_uris == "https://courses.test/cb" and client.skip_authorization
    assert client.client_secret != "s3cret"  # stored hashed


def test_the_profile_needs_a_token(client):
    assert client.get("/oauth/me").status_code == 403


def test_staff_signed_in_as_a_teacher_get_no_code_for_them(signed_in, super_staff, teacher, course_platform):
    client = signed_in(super_staff)
    client.post("/hijack/acquire/", {"user_pk": teacher.pk, "next": "/"})
    _, challenge = pkce()
    _failed(client.get("/oauth", authorize_query(challenge)))
    response = client.post("/api/oauth/code", authorize_query(challenge), content_type="application/json")
    assert response.status_code == 400 and response.json()["message"] == "Failed to sign you in"
    assert not get_grant_model().objects.exists()
