"""DiscourseConnect against real signed payloads (spec 1 §2 /sso, §7 auth/discourse,
§8 "Failed to sign you in"): a good request signs the user in to the forum; a bad
signature, a replayed nonce or a foreign return address fail."""

import base64
import hashlib
import hmac
from urllib.parse import parse_qs, urlencode, urlsplit

import pytest
from django.test import override_settings

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("forum")]

SECRET = "forum-shared-secret-for-tests"
FORUM = "https://forum.test"


@pytest.fixture
def forum():
    with override_settings(DISCOURSE_SSO_SECRET=SECRET, DISCOURSE_URL=FORUM):
        yield


def forum_request(nonce="cb6d71f2a9", return_url=FORUM + "/session/sso_login", secret=SECRET):
    sso = base64.b64encode(urlencode({"nonce": nonce, "return_sso_url": return_url}).encode()).decode()
    return {"sso": sso, "sig": hmac.new(secret.encode(), sso.encode(), hashlib.sha256).hexdigest()}


def forum_reads(url):
    """What the forum does with our answer: check the signature, read the fields."""
    query = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    expected = hmac.new(SECRET.encode(), query["sso"].encode(), hashlib.sha256).hexdigest()
    assert hmac.compare_digest(expected, query["sig"])
    return {k: v[0] for k, v in parse_qs(base64.b64decode(query["sso"]).decode()).items()}


def _failed(response):
    assert (response.status_code, response["Location"]) == (302, "/")
    assert [str(m) for m in response.wsgi_request._messages][-1] == "Failed to sign you in"


def test_a_signed_request_signs_the_teacher_in_to_the_forum(signed_in, teacher):
    response = signed_in(teacher).get("/sso", forum_request())
    assert response.status_code == 302
    assert response["Location"].startswith(FORUM + "/session/sso_login?sso=")
    fields = forum_reads(response["Location"])
    assert fields["nonce"] == "cb6d71f2a9"
    assert fields["external_id"] == str(teacher.uid)
    assert fields["email"] == teacher.email and fields["name"] == teacher.name


def test_a_bad_signature_fails(signed_in, teacher):
    _failed(signed_in(teacher).get("/sso", forum_request(secret="not-the-secret")))


def test_a_tampered_payload_fails(signed_in, teacher):
    good = forum_request()
    other = forum_request(nonce="another")
    _failed(signed_in(teacher).get("/sso", {"sso": other["sso"], "sig": good["sig"]}))


def test_a_replayed_nonce_fails(signed_in, teacher):
    client = signed_in(teacher)
    assert client.get("/sso", forum_request(nonce="once-only"))["Location"].startswith(FORUM)
    _failed(client.get("/sso", forum_request(nonce="once-only")))


@pytest.mark.parametrize(
    "return_url", ["https://evil.test/session/sso_login", "http://forum.test/session/sso_login", "/session", ""]
)
def test_a_foreign_return_address_fails(signed_in, teacher, return_url):
    _failed(signed_in(teacher).get("/sso", forum_request(return_url=return_url)))


@pytest.mark.parametrize("query", [{}, {"sso": "bm9uY2U9MQ==", "sig": ""}, {"sso": "%%%", "sig": "zz"}])
def test_missing_or_garbled_queries_fail(signed_in, teacher, query):
    _failed(signed_in(teacher).get("/sso", query))


def test_a_nul_byte_is_refused_before_the_bridge(signed_in, teacher):
    # The site refuses NUL bytes in any request (400) before a view sees them.
    assert signed_in(teacher).get("/sso", {"sso": "\x00", "sig": "zz"}).status_code == 400


def test_without_a_configured_secret_every_request_fails(signed_in, teacher):
    with override_settings(DISCOURSE_SSO_SECRET=""):
        _failed(signed_in(teacher).get("/sso", forum_request(secret="")))


def test_home_learning_children_are_not_signed_in_to_the_forum(signed_in, home_user):
    _failed(signed_in(home_user).get("/sso", forum_request()))


def test_signed_out_visitors_sign_in_first_and_come_back(client):
    query = urlencode(forum_request())
    response = client.get("/sso?" + query)
    assert response.status_code == 302 and response["Location"].startswith("/login?next=/sso")


def test_api_returns_the_forum_address(signed_in, teacher):
    response = signed_in(teacher).post("/api/auth/discourse", forum_request(), content_type="application/json")
    assert response.status_code == 200
    assert forum_reads(response.json()["url"])["email"] == teacher.email


def test_api_refuses_a_bad_signature(signed_in, teacher):
    payload = forum_request(secret="nope")
    response = signed_in(teacher).post("/api/auth/discourse", payload, content_type="application/json")
    assert response.status_code == 400
    assert response.json()["message"] == "Failed to sign you in"


def test_staff_signed_in_as_a_teacher_are_not_signed_in_to_the_forum_as_them(signed_in, super_staff, teacher):
    # The Faux button shows what the teacher sees here; it never lets staff post as them.
    client = signed_in(super_staff)
    client.post("/hijack/acquire/", {"user_pk": teacher.pk, "next": "/"})
    _failed(client.get("/sso", forum_request()))
    response = client.post("/api/auth/discourse", forum_request(nonce="api"), content_type="application/json")
    assert response.status_code == 400 and response.json()["message"] == "Failed to sign you in"


def test_a_faux_api_token_is_not_signed_in_to_the_forum(signed_in, super_staff, teacher, client):
    token = signed_in(super_staff).get(f"/api/auth/faux?uid={teacher.uid}").json()["token"]
    client.logout()
    response = client.post(
        "/api/auth/discourse",
        forum_request(),
        content_type="application/json",
        headers={"Authorization": f"Bearer {token}"},
    )
    assert response.status_code == 400 and response.json()["message"] == "Failed to sign you in"
