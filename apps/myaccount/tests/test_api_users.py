"""The users calls of spec 1 §7 for My Account: list with paging headers, one user's
get/update/delete/invite, POST and DELETE users/account/bulk."""

import json

import pytest

from apps.accounts.models import AccountEvent
from apps.users.models import User

pytestmark = pytest.mark.django_db
JSON = "application/json"


def test_list_filters_and_paging_headers(signed_in, school_admin):
    client = signed_in(school_admin)
    response = client.get("/api/users?filter=active&kind=account")
    assert response.status_code == 200
    emails = [u["email"] for u in response.json()]
    assert "teacher@oakfield.example.com" in emails and "temp@oakfield.example.com" not in emails
    assert response["X-Total-Count"] == str(len(emails)) and response["X-Current-Page"] == "1"
    assert 'rel="first"' in response["Link"]
    pending = client.get("/api/users?filter=pending").json()
    assert [u["email"] for u in pending] == ["invited@oakfield.example.com"]
    assert pending[0]["statusLabel"] == "Invited" and pending[0]["role"] == "User"
    assert client.get("/api/users?filter=temp").status_code == 403  # staff admins only


def test_list_is_constant_in_queries(signed_in, school_admin, django_assert_max_num_queries):
    client = signed_in(school_admin)
    User.objects.bulk_create(
        [User(email=f"t{n}@oakfield.example.com", account=school_admin.account) for n in range(40)]
    )
    with django_assert_max_num_queries(12):
        assert len(client.get("/api/users").json()) == 24


def test_another_schools_list_and_users(signed_in, school_admin, trial_admin):
    client = signed_in(school_admin)
    assert client.get(f"/api/users?accountId={trial_admin.account_id}").status_code == 404
    assert client.get(f"/api/users/account/{trial_admin.pk}").status_code == 404
    assert client.delete(f"/api/users/account/{trial_admin.pk}").status_code == 404
    assert User.objects.filter(pk=trial_admin.pk).exists()


def test_get_update_delete_one(signed_in, school_admin):
    client = signed_in(school_admin)
    temp = User.objects.get(email="temp@oakfield.example.com")
    assert client.get(f"/api/users/account/{temp.pk}").json()["dateEndTemp"] is not None
    response = client.put(f"/api/users/account/{temp.pk}", {"firstName": "Tessa", "leadBursts": 1, "allowTemp": 1},
                          content_type=JSON)  # fmt: skip
    body = response.json()
    assert (body["firstName"], body["leadBursts"], body["admin"], body["allowTemp"]) == ("Tessa", 1, 1, 1)
    bad = client.put(f"/api/users/account/{temp.pk}", {"email": "not-an-email"}, content_type=JSON)
    assert bad.status_code == 422 and bad.json()["errors"]["email"] == ["Invalid email"]
    long = client.put(f"/api/users/account/{temp.pk}", {"firstName": "x" * 101}, content_type=JSON)
    assert long.status_code == 422
    own = client.put(f"/api/users/account/{school_admin.pk}", {"admin": 0}, content_type=JSON)
    assert own.json()["admin"] == 1
    assert client.delete(f"/api/users/account/{school_admin.pk}").status_code == 403
    assert client.delete(f"/api/users/account/{temp.pk}").status_code == 204
    assert not User.objects.filter(pk=temp.pk).exists()


def test_resend_invite_needs_the_header_for_a_session(signed_in, school_admin, django_capture_on_commit_callbacks):
    invited = User.objects.get(email="invited@oakfield.example.com")
    client = signed_in(school_admin)
    assert client.get(f"/api/users/account/{invited.pk}/invite").status_code == 403
    with django_capture_on_commit_callbacks(execute=True):
        response = client.get(f"/api/users/account/{invited.pk}/invite", headers={"X-CSRFToken": "x"})
    assert response.json() == {"message": "User invite resent"}


def test_bulk_invite_rows_with_errors_all_or_nothing(signed_in, hazel_admin):
    """With any row in error nobody is invited: 422, and every row says why (issue 20: it
    answered 200 with errors [] for the good rows, as if they had been invited)."""
    client = signed_in(hazel_admin)
    rows = [{"email": "new1@hazelwood.example.com", "admin": 1}, {"email": "me@gmail.com", "admin": 0},
            {"email": "info@hazelwood.example.com"}]  # fmt: skip
    refused = client.post("/api/users/account/bulk", rows, content_type=JSON)
    assert refused.status_code == 422
    body = refused.json()
    assert body["message"] == "No invites were sent: correct or remove the addresses with an error, then send again."
    assert [r["errors"] for r in body["rows"]] == [["Not sent: another address has an error"],
                                                   ["Email cannot be a personal/home account"],
                                                   ["Email cannot be a generic user like head@ or info@"]]  # fmt: skip
    assert body["errors"] == {"1.email": ["Email cannot be a personal/home account"],
                              "2.email": ["Email cannot be a generic user like head@ or info@"]}  # fmt: skip
    assert not User.objects.filter(email="new1@hazelwood.example.com").exists()
    assert not AccountEvent.objects.filter(action="user_invited").exists()
    answer = client.post("/api/users/account/bulk", rows[:1], content_type=JSON)
    assert answer.status_code == 200
    assert answer.json() == [{"email": "new1@hazelwood.example.com", "admin": 1, "errors": []}]
    assert User.objects.get(email="new1@hazelwood.example.com").status == User.Status.INVITED


def test_an_unknown_list_filter_is_refused_not_read_as_active(signed_in, school_admin):
    client = signed_in(school_admin)
    response = client.get("/api/users?filter=everyone")
    assert response.status_code == 422 and list(response.json()["errors"]) == ["filter"]
    assert "'active', 'pending' or 'temp'" in response.json()["errors"]["filter"][0]
    home = client.get("/api/users?kind=home&filter=temp")
    assert home.status_code == 422 and home.json()["errors"]["filter"] == [
        "Home children have no temp list: choose active or pending"]  # fmt: skip
    before = User.objects.count()
    deleted = client.generic("DELETE", "/api/users/account/bulk?filter=everyone", '{"all": true}', content_type=JSON)
    assert deleted.status_code == 422 and User.objects.count() == before


def test_bulk_invite_refused_for_synced_school(signed_in, school_admin):
    response = signed_in(school_admin).post(
        "/api/users/account/bulk", [{"email": "x@oak.example.com"}], content_type=JSON
    )
    assert response.status_code == 403


def test_bulk_delete_ids_or_all_of_a_filter(signed_in, school_admin):
    client = signed_in(school_admin)
    invited = User.objects.get(email="invited@oakfield.example.com")
    teacher = User.objects.get(email="teacher@oakfield.example.com")
    response = client.generic("DELETE", "/api/users/account/bulk", f'{{"userIds": [{teacher.pk}]}}', content_type=JSON)
    assert response.json() == {"deleted": 1}
    response = client.generic("DELETE", "/api/users/account/bulk?filter=pending", '{"all": true}', content_type=JSON)
    assert response.json() == {"deleted": 1} and not User.objects.filter(pk__in=[invited.pk, teacher.pk]).exists()
    active = set(User.objects.filter(account=school_admin.account, kind="account").values_list("pk", flat=True))
    response = client.generic("DELETE", "/api/users/account/bulk?filter=active", '{"all": true}', content_type=JSON)
    assert response.status_code == 403 and response.json()["message"] == "You cannot delete yourself."
    # All or nothing: "all" of a list the caller is in deletes nobody, the caller included.
    assert set(User.objects.filter(account=school_admin.account, kind="account").values_list("pk", flat=True)) == active


def test_bulk_delete_with_oneself_among_others_deletes_nobody(signed_in, school_admin):
    client = signed_in(school_admin)
    others = list(User.objects.filter(account=school_admin.account, kind="account").exclude(pk=school_admin.pk)
                  .values_list("pk", flat=True))  # fmt: skip
    before = User.objects.count()
    for url in ("/api/users/account/bulk", "/api/users/account/bulk?filter=pending",
                "/api/users/home/bulk?filter=pending"):  # fmt: skip
        body = json.dumps({"userIds": [*others, school_admin.pk]})
        response = client.generic("DELETE", url, body, content_type=JSON)
        assert response.status_code == 403, url
        assert response.json()["message"] == "You cannot delete yourself."
    assert User.objects.count() == before and User.objects.filter(pk__in=others).count() == len(others)
    assert not AccountEvent.objects.filter(action__in=["users_deleted", "home_deleted"]).exists()
