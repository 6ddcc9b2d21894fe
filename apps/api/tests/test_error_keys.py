"""Error keys name the payload's fields (issue 20): firstName, finance.firstName,
childAccounts.0.email, file, 1.lastName, startDate, tutor.email; never a form's
(first_name, finance_first_name, file.file), whichever layer found the error."""

import pytest
from django.core.exceptions import ValidationError

from apps.accounts.models import Account
from apps.api.services.errors import PayloadNames, _payload_location, camel, payload_errors
from apps.myaccount.models import TrainingItem
from apps.users.models import User

pytestmark = pytest.mark.django_db
JSON = "application/json"
FINANCE = {"firstName": "Fay", "lastName": "Nance", "email": "fay@example.com"}


def test_locations_and_names():
    assert _payload_location(("body", "payload", "finance", "firstName")) == "finance.firstName"
    assert _payload_location(("body", "payload", 0, "email")) == "0.email"
    assert _payload_location(("file", "file")) == "file"
    assert _payload_location(("query", "page")) == "page"
    assert _payload_location(("body", "payload")) == ""
    assert [camel(n) for n in ("first_name", "finance.first_name", "poNumber", "__all__", "0.email")] == [
        "firstName", "finance.firstName", "poNumber", "__all__", "0.email"]  # fmt: skip
    error = ValidationError({"finance_email": ["Invalid email"], "po_number": ["Max 50 Characters"]})
    assert payload_errors(error, {"finance_email": "finance.email"}) == {
        "finance.email": ["Invalid email"], "poNumber": ["Max 50 Characters"]}  # fmt: skip
    with pytest.raises(ValidationError) as raised, PayloadNames({"__all__": "file"}):
        raise ValidationError("The file is empty")
    assert raised.value.message_dict == {"file": ["The file is empty"]}


def test_a_users_name(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    other = User.objects.filter(account=hazel_admin.account, kind="account").exclude(pk=hazel_admin.pk).first()
    response = client.put(f"/api/users/account/{other.pk}", {"firstName": " ", "lastName": " "}, content_type=JSON)
    assert response.status_code == 422
    assert response.json()["errors"] == {"firstName": ["Please fill out this field"],
                                         "lastName": ["Please fill out this field"]}  # fmt: skip


def test_the_purchase_payloads_nested_fields(signed_in, trial_admin, hazel_admin):
    client = signed_in(trial_admin)
    response = client.post("/api/membership/pe-purchase", {"length": 2, "finance": {**FINANCE, "firstName": " ",
                           "email": "x"}}, content_type=JSON)  # fmt: skip
    assert response.status_code == 422
    assert response.json()["errors"] == {"length": ["Please fill out this field"],
                                         "finance.firstName": ["Please fill out this field"],
                                         "finance.email": ["Invalid email"]}  # fmt: skip
    response = client.post("/api/membership/pe-purchase", {"length": 1, "finance": {"lastName": "N", "email": "x"}},
                           content_type=JSON)  # fmt: skip
    assert response.json()["errors"] == {"finance.firstName": ["Please fill out this field"]}
    trust_admin = User.objects.get(email="admin@riverside.example.com")
    oak, infant = (Account.objects.get(name=n) for n in ("Oakfield Primary", "Riverside Infant School"))
    client = signed_in(trust_admin)
    chosen = [{"id": oak.pk, "email": ""}, {"id": infant.pk, "email": "not-an-email"}]  # Oakfield: full member
    response = client.post("/api/membership/pe-purchase", {"length": 1, "finance": FINANCE, "childAccounts": chosen},
                           content_type=JSON)  # fmt: skip
    assert response.status_code == 422 and response.json()["errors"] == {"childAccounts.1.email": ["Invalid email"]}
    response = client.post("/api/membership/pe-purchase", {"length": 1, "finance": FINANCE, "childAccounts": []},
                           content_type=JSON)  # fmt: skip
    assert response.status_code == 422 and response.json()["errors"] == {
        "childAccounts": ["Please select at least one"]
    }


def test_an_upload_without_a_file(signed_in, school_admin):
    response = signed_in(school_admin).post("/api/users/home/upload", {})
    assert response.status_code == 422 and response.json()["errors"] == {"file": ["Please fill out this field"]}


def test_a_licences_dates(signed_in, staff_admin, school_admin):
    body = {"accountId": school_admin.account_id, "licenceTypeId": 50, "products": ["pe"], "years": [1],
            "startDate": "2026-09-01",
            "endDate": "2026-08-01"}  # fmt: skip
    response = signed_in(staff_admin).post("/api/licences", body, content_type=JSON)
    assert response.status_code == 422 and response.json()["errors"] == {
        "endDate": ["End date must be after start date"]
    }


def test_a_training_items_nested_fields(signed_in, staff_admin, hazel_admin):
    item = TrainingItem.objects.filter(account=hazel_admin.account).first()
    body = {"title": "Dance CPD", "tutor": {"name": "Tia", "email": "not-an-email"},
            "bookingContact": {"email": "nope"}, "bookUrl": "not a url", "startDate": "2026-09-02",
            "endDate": "2026-09-01"}  # fmt: skip
    response = signed_in(staff_admin).put(f"/api/training/{item.pk}", body, content_type=JSON)
    assert response.status_code == 422
    assert set(response.json()["errors"]) == {"tutor.email", "bookingContact.email", "bookUrl", "endDate"}
    assert response.json()["errors"]["tutor.email"] == ["Invalid email"]
