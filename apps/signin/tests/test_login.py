import pytest

from apps.core import messages as text
from apps.demo.mfa import demo_totp_code

pytestmark = pytest.mark.django_db


def login(client, identifier, password="Password1!", **extra):
    return client.post("/login", {"identifier": identifier, "password": password, **extra})


@pytest.mark.parametrize(
    ("persona", "identifier", "landing"),
    [
        ("super_staff", "super@example.com", "/"),
        ("staff_admin", "staff@example.com", "/"),
        ("staff_viewer", "viewer@example.com", "/"),
        ("school_admin", "admin@oakfield.example.com", "/"),
        ("teacher", "teacher@oakfield.example.com", "/"),
        ("pe_lead", "lead@oakfield.example.com", "/"),
        ("temp_user", "temp@oakfield.example.com", "/"),
        ("trial_admin", "admin@birchwood.example.com", "/"),
        ("bursts_user", "bursts@cedar.example.com", "/bursts"),
        ("home_user", "oakfield-home1", "/home"),
    ],
)
def test_every_persona_lands_on_its_dashboard_path(client, personas, persona, identifier, landing):
    response = login(client, identifier)
    if persona in ("super_staff", "staff_admin"):  # their second step first (issue 23)
        assert response["Location"] == "/login/code"
        response = client.post("/login/code", {"code": demo_totp_code()})
    assert response.status_code == 302
    assert response["Location"] == landing
    # /bursts opens the class list (spec 2 §2); every landing ends on a page.
    assert client.get(landing, follow=True).status_code == 200


def test_identifier_is_an_email_only_with_an_at_sign(client, personas):
    # The home user's username is not an email; an email-like string that is not one fails.
    assert login(client, "oakfield-home1")["Location"] == "/home"
    client.logout()
    response = login(client, "oakfield-home1@")
    assert response.status_code == 200
    assert text.LOGIN_INVALID in response.content.decode()


@pytest.mark.parametrize(
    ("persona", "message"),
    [("frozen_user", text.LOGIN_FROZEN), ("expired_user", text.LOGIN_EXPIRED)],
)
def test_frozen_and_expired_accounts_cannot_sign_in(client, personas, persona, message):
    response = login(client, personas[persona].email)
    body = response.content.decode()
    assert response.status_code == 200
    assert message in body
    assert "to restore your access" in body
    assert "_auth_user_id" not in client.session


def test_wrong_password_does_not_reveal_frozen_state(client, personas):
    response = login(client, "admin@frozen.example.com", "Wrong1!")
    assert text.LOGIN_FROZEN not in response.content.decode()
    assert text.LOGIN_INVALID in response.content.decode()


def test_empty_fields_get_the_spec_message(client, db):
    response = login(client, "", "")
    assert response.content.decode().count(text.REQUIRED) == 2


def test_failed_sign_ins_are_rate_limited(client, personas, settings):
    for _ in range(5):
        assert login(client, "teacher@oakfield.example.com", "Wrong1!").status_code == 200
    blocked = login(client, "teacher@oakfield.example.com", "Password1!")
    assert blocked.status_code == 429
    assert "Too many failed sign-in attempts" in blocked.content.decode()
    assert "_auth_user_id" not in client.session


def test_sign_in_counts_logins(client, teacher):
    login(client, teacher.email)
    teacher.refresh_from_db()
    assert teacher.total_logins == 1
    assert teacher.last_login is not None


def test_next_is_followed_after_sign_in_but_not_off_site(client, teacher):
    assert login(client, teacher.email, next="/profile")["Location"] == "/profile"
    client.logout()
    assert login(client, teacher.email, next="https://evil.example.com/")["Location"] == "/"


def test_logout_remembers_where_the_user_was(client, signed_in, teacher):
    signed_in(teacher)
    response = client.post("/logout", {"next": "/learning"})
    assert response["Location"] == "/login?next=/learning"
    assert client.get("/profile")["Location"].startswith("/login")


def test_logout_keeps_the_whole_return_address(client, signed_in, staff_admin):
    signed_in(staff_admin)
    response = client.post("/logout", {"next": "/accounts?status=30&sort=-name"})
    assert response["Location"] == "/login?next=/accounts%3Fstatus%3D30%26sort%3D-name"
    back = login(client, staff_admin.email, next=client.get(response["Location"]).context["next"])
    assert back["Location"] == "/login/code"  # the second step keeps where they were going
    back = client.post("/login/code", {"code": demo_totp_code()})
    assert back["Location"] == "/accounts?status=30&sort=-name"


def test_invite_and_reset_query_parameters_redirect_to_the_token_pages(client, db):
    assert client.get("/login?invite=abc")["Location"] == "/login/invite/abc"
    assert client.get("/login?reset=xyz")["Location"] == "/login/reset/xyz"


def test_an_expired_session_shows_the_toast(client, signed_in, teacher):
    signed_in(teacher)
    client.cookies["signed_in"] = "1"
    client.session.flush()
    client.cookies.pop("sessionid", None)
    response = client.get("/profile", follow=True)
    assert response.redirect_chain[-1][0].startswith("/login?next=/profile")
    assert text.SESSION_EXPIRED in response.content.decode()


def test_an_island_that_saw_a_401_signs_out_with_the_toast(client, teacher):
    """islands/api.js sends a 401 to /login?expired=1&next=...: the signed-in marker goes and
    the sign-in page shows the expired toast once, then signing in comes back (issue 20)."""
    client.cookies["signed_in"] = "1"
    response = client.get("/login?expired=1&next=/pe/year/3%3Ftab%3D1")
    assert response.status_code == 302 and response["Location"] == "/login?next=/pe/year/3%3Ftab%3D1"
    assert response.cookies["signed_in"].value == ""  # deleted
    shown = client.get(response["Location"])
    assert text.SESSION_EXPIRED in shown.content.decode() and shown.context["next"] == "/pe/year/3?tab=1"
    assert text.SESSION_EXPIRED not in client.get("/login").content.decode()  # once
    # Someone signed in meanwhile (another tab) simply goes on.
    client.force_login(teacher)
    assert client.get("/login?expired=1&next=/profile")["Location"] == "/profile"


def test_unknown_paths_redirect_to_the_dashboard(client, signed_in, teacher):
    signed_in(teacher)
    assert client.get("/no/such/page")["Location"] == "/"
