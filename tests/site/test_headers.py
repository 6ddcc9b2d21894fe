"""Headers (issue 9): a Content-Security-Policy without 'unsafe-inline', no-store on
every signed-in page, API answer and export, a Permissions-Policy, and every cookie
Secure when not debugging."""

import pytest
from django.test import Client

pytestmark = pytest.mark.django_db


def _csp(response):
    return response.headers.get("Content-Security-Policy", "")


def test_every_page_has_a_strict_csp_and_a_permissions_policy(client, signed_in, teacher):
    for response in (client.get("/login"), signed_in(teacher).get("/"), signed_in(teacher).get("/api/bookmarks")):
        policy = _csp(response)
        assert "script-src 'self'" in policy and "style-src 'self'" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        assert "frame-ancestors 'none'" in policy and "object-src 'none'" in policy
        assert "camera=()" in response["Permissions-Policy"]


@pytest.mark.parametrize("url", ["/", "/profile", "/pe", "/api/bookmarks", "/api/auth/self", "/accounts",
                                 "/accounts/export.xlsx", "/api/accounts"])  # fmt: skip
def test_signed_in_pages_api_answers_and_exports_are_not_stored(signed_in, super_staff, teacher, url):
    user = super_staff if "accounts" in url else teacher
    response = signed_in(user).get(url)
    assert "no-store" in response.get("Cache-Control", ""), (url, response.status_code)


def test_the_anonymous_sign_in_page_may_be_cached_but_api_errors_are_not(client, db):
    assert "no-store" in client.get("/api/auth/self").get("Cache-Control", "")


def test_every_cookie_is_secure_when_not_debugging(settings, teacher):
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = True
    client = Client()
    client.get("/login")
    response = client.post("/login", {"identifier": teacher.email, "password": "Password1!"})
    assert response.status_code == 302
    cookies = response.cookies
    assert {"sessionid", "signed_in", "known"} <= set(cookies)
    for name, morsel in cookies.items():
        assert morsel["secure"], name
        assert morsel["httponly"], name
