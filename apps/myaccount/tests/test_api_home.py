"""The home-learning calls of spec 1 §7: GET users?kind=home, users/home/new-password,
POST users/home/upload and users/home/bulk (all or none), DELETE users/home/bulk and the
exports users/home and users/home/new (with ids)."""

import io

import openpyxl
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.users.models import User

pytestmark = pytest.mark.django_db
JSON = "application/json"


def _home(account):
    return User.objects.filter(account=account, kind="home")


def test_list_children_with_displayed_password(signed_in, school_admin):
    body = signed_in(school_admin).get("/api/users?kind=home&filter=pending").json()
    assert [(c["username"], c["password"], c["kind"]) for c in body] == [("oakfield-home1", "Password1!", "home")]


def test_new_password_string(signed_in, school_admin):
    password = signed_in(school_admin).get("/api/users/home/new-password").json()
    assert isinstance(password, str) and password[-2:].isdigit() and password[:-2].isalpha()


def test_bulk_all_or_nothing(signed_in, school_admin):
    client = signed_in(school_admin)
    rows = [{"firstName": "Amy", "lastName": "Bell", "group": "2A"}, {"firstName": "Ben", "lastName": ""}]
    refused = client.post("/api/users/home/bulk", rows, content_type=JSON)
    assert refused.status_code == 422 and refused.json()["errors"] == {"1.lastName": ["Please fill out this field"]}
    assert [(r["firstName"], r["errors"]) for r in refused.json()["rows"]] == [
        ("Amy", ["Not added: another row has an error"]), ("Ben", ["Please fill out this field"])]  # fmt: skip
    assert _home(school_admin.account).count() == 1
    created = client.post("/api/users/home/bulk", rows[:1], content_type=JSON).json()
    assert [(c["firstName"], c["group"], c["errors"]) for c in created] == [("Amy", "2A", [])]
    amy = User.objects.get(username=created[0]["username"])
    assert amy.check_password(created[0]["password"]) and created[0]["password"] not in amy.home_password


def test_upload(signed_in, school_admin):
    client = signed_in(school_admin)
    bad = SimpleUploadedFile("x.pdf", b"%PDF", content_type="application/pdf")
    answer = client.post("/api/users/home/upload", {"file": bad})
    assert answer.status_code == 422
    assert answer.json()["errors"]["file"] == ["Please choose a correct file type (csv, txt, xlsx)"]
    good = SimpleUploadedFile("x.csv", b"First,Last,Class\nAmy,Bell,2A\nBen,Wu,2B\n", content_type="text/csv")
    created = client.post("/api/users/home/upload", {"file": good}).json()
    assert sorted(c["firstName"] for c in created) == ["Amy", "Ben"]
    ids = ",".join(str(c["id"]) for c in created)
    sheet = openpyxl.load_workbook(io.BytesIO(client.get(f"/api/users/home/new/export?ids={ids}").content)).active
    assert [r[0] for r in sheet.values] == ["First name", "Amy", "Ben"]
    everyone = openpyxl.load_workbook(io.BytesIO(client.get("/api/users/home/export").content)).active
    assert sheet.max_row + 1 == everyone.max_row


def test_upload_answers_every_row_with_its_errors(signed_in, school_admin):
    """Spec 1 §3 Child import row: the rows of a refused file each come back with their
    errors (and the good ones with why they were not added); nothing is created."""
    client = signed_in(school_admin)
    before = _home(school_admin.account).count()
    body = b"First,Last,Class\nAmy,,2A\nBen,Wu,2B\nBen,Wu,2B\n"
    refused = client.post(
        "/api/users/home/upload", {"file": SimpleUploadedFile("c.csv", body, content_type="text/csv")}
    )
    assert refused.status_code == 422
    answer = refused.json()
    assert answer["message"] == "No children were added: correct the rows with an error, then send again."
    assert [(r["firstName"], r["lastName"], r["group"], r["username"], r["errors"]) for r in answer["rows"]] == [
        ("Amy", "", "2A", None, ["Please fill out this field"]),
        ("Ben", "Wu", "2B", None, ["Not added: another row has an error"]),
        ("Ben", "Wu", "2B", None, ["This child is already listed"]),
    ]
    assert answer["errors"] == {"file": ["Row 1: Please fill out this field", "Row 3: This child is already listed"]}
    assert _home(school_admin.account).count() == before
    good = SimpleUploadedFile("c.csv", b"First,Last,Class\nAmy,Bell,2A\n", content_type="text/csv")
    created = client.post("/api/users/home/upload", {"file": good}).json()
    assert [(c["firstName"], c["errors"], bool(c["username"]), bool(c["password"])) for c in created] == [
        ("Amy", [], True, True)]  # fmt: skip


def test_bulk_delete_and_out_of_reach(signed_in, school_admin, trial_admin):
    client = signed_in(school_admin)
    child = User.objects.get(username="oakfield-home1")
    assert client.get(f"/api/users/home/export?accountId={trial_admin.account_id}").status_code == 404
    body = f'{{"userIds": [{child.pk}]}}'
    assert client.generic("DELETE", "/api/users/home/bulk?filter=pending", body, content_type=JSON).json() == {
        "deleted": 1
    }
    assert not _home(school_admin.account).exists()


def test_other_personas_refused(signed_in, teacher, home_user, staff_viewer, school_admin):
    for user in (teacher, home_user):
        client = signed_in(user)
        assert client.get("/api/users/home/new-password").status_code in (403, 404)
        assert client.post("/api/users/home/bulk", [{"firstName": "A", "lastName": "B"}], content_type=JSON
                           ).status_code in (403, 404)  # fmt: skip
    viewer = signed_in(staff_viewer)
    url = f"/api/users/home/bulk?accountId={school_admin.account_id}"
    assert viewer.post(url, [{"firstName": "A", "lastName": "B"}], content_type=JSON).status_code == 403
    assert viewer.get(f"/api/users/home/export?accountId={school_admin.account_id}").status_code == 200
    assert _home(school_admin.account).count() == 1
