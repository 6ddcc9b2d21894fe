"""Who may open which area, and where everyone else is sent (spec 1 §2, §6)."""

import pytest

from apps.accounts.models import Account

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("path", ["/accounts", "/user-search", "/create"])
@pytest.mark.parametrize(
    ("persona", "landing"),
    [("school_admin", "/"), ("teacher", "/"), ("bursts_user", "/bursts"), ("home_user", "/home")],
)
def test_staff_areas_send_everyone_else_to_their_dashboard(signed_in, personas, path, persona, landing):
    response = signed_in(personas[persona]).get(path)
    assert response.status_code == 302
    assert response["Location"] == landing


@pytest.mark.parametrize("path", ["/accounts", "/user-search", "/create"])
def test_staff_open_the_staff_areas(signed_in, staff_viewer, path):
    assert signed_in(staff_viewer).get(path).status_code == 200


def test_non_staff_cannot_open_an_account(signed_in, school_admin):
    response = signed_in(school_admin).get(f"/accounts/{school_admin.account_id}")
    assert response.status_code == 302
    assert response["Location"] == "/"


@pytest.mark.parametrize("path", ["/account/users", "/account/training", "/account/home"])
def test_my_account_pages(signed_in, personas, path):
    assert signed_in(personas["school_admin"]).get(path).status_code == 200
    assert signed_in(personas["staff_admin"]).get(path)["Location"] == "/accounts"
    assert signed_in(personas["teacher"]).get(path)["Location"] == "/"
    # An admin on a trial does not hold the full programme licence.
    assert signed_in(personas["trial_admin"]).get(path)["Location"] == "/"


def test_account_redirects_to_users(signed_in, school_admin):
    assert signed_in(school_admin).get("/account")["Location"] == "/account/users"


def test_zid_sends_staff_to_the_account(signed_in, staff_viewer, personas):
    oakfield = Account.objects.get(zoho_id="Z-OAK")
    response = signed_in(staff_viewer).get("/?zid=Z-OAK")
    assert response.status_code == 302
    assert response["Location"] == f"/accounts/{oakfield.pk}"
    # An unknown id shows the dashboard, saying so (issue 20).
    unknown = signed_in(staff_viewer).get("/?zid=Z-NOPE")
    assert unknown.status_code == 200
    assert [(str(m), m.level_tag) for m in unknown.context["messages"]] == [("Account not found", "error")]
    assert "Account not found" in unknown.content.decode()


def test_zid_is_ignored_for_school_users(signed_in, school_admin):
    response = signed_in(school_admin).get("/?zid=Z-OAK")
    assert response.status_code == 200 and "Account not found" not in response.content.decode()


def test_home_users_are_sent_to_home(signed_in, home_user):
    assert signed_in(home_user).get("/")["Location"] == "/home"


def test_signed_out_visitors_are_sent_to_sign_in(client, db):
    response = client.get("/accounts")
    assert response.status_code == 302
    assert response["Location"] == "/login?next=/accounts"


def test_dashboard_tiles_for_staff_and_school_users(signed_in, staff_viewer, school_admin, teacher):
    staff = signed_in(staff_viewer).get("/").content.decode()
    for key in ("accounts", "user_search", "create"):
        assert f'data-tile="{key}"' in staff
    admin = signed_in(school_admin).get("/").content.decode()
    assert 'data-tile="accounts"' not in admin
    assert 'href="/account/users" data-tile="account"' in admin
    assert 'data-tile="refer"' in admin
    teacher_page = signed_in(teacher).get("/").content.decode()
    assert 'href="/profile" data-tile="account"' in teacher_page
