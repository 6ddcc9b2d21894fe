"""Every bridge page and call × every persona, without a valid request: a toast and the
dashboard for pages, 400 for calls; signed-out visitors sign in first (pages) or get 401."""

import pytest

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
            "trial_admin", "bursts_user", "home_user"]  # fmt: skip
PAGES = ["/sso", "/sso?sso=bm9uY2U9MQ%3D%3D&sig=00", "/oauth", "/oauth?client_id=course-platform"]
CALLS = [
    ("/api/auth/discourse", {"sso": "bm9uY2U9MQ==", "sig": "00"}),
    ("/api/oauth/code", {"client_id": "other", "redirect_uri": "https://x.test/cb"}),
]


@pytest.mark.parametrize("persona", PERSONAS)
def test_pages_and_calls(signed_in, personas, persona):
    client = signed_in(personas[persona])
    for path in PAGES:
        response = client.get(path)
        assert (response.status_code, response["Location"]) == (302, "/"), path
    for path, payload in CALLS:
        response = client.post(path, payload, content_type="application/json")
        assert response.status_code == 400, path
        assert response.json()["message"] == "Failed to sign you in"


def test_signed_out(client):
    for path in PAGES:
        assert client.get(path)["Location"].startswith("/login?next=/"), path
    for path, payload in CALLS:
        assert client.post(path, payload, content_type="application/json").status_code == 401, path
