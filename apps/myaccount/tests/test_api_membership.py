"""POST membership/{product}-purchase and membership/trial-cancel (spec 1 §7)."""

import pytest

from apps.licences.models import Licence
from apps.myaccount.models import PurchaseOrder

pytestmark = pytest.mark.django_db
JSON = "application/json"
FINANCE = {"firstName": "Fay", "lastName": "Nance", "email": "fay@birchwood.example.com"}


def test_purchase(signed_in, trial_admin):
    client = signed_in(trial_admin)
    bad = client.post("/api/membership/pe-purchase", {"length": 2, "finance": {**FINANCE, "email": "x"}},
                      content_type=JSON)  # fmt: skip
    assert bad.status_code == 422 and bad.json()["errors"]["finance.email"] == ["Invalid email"]
    answer = client.post("/api/membership/pe-purchase", {"length": 5, "finance": FINANCE, "poNumber": "PO1"},
                         content_type=JSON).json()  # fmt: skip
    assert answer["result"] == "success" and answer["price"] == 2495
    assert PurchaseOrder.objects.get().po_number == "PO1"
    assert client.post("/api/membership/nope-purchase", {"length": 1, "finance": FINANCE},
                       content_type=JSON).status_code == 404  # fmt: skip


def test_purchase_refused_for_non_admins(signed_in, teacher):
    response = signed_in(teacher).post("/api/membership/pe-purchase", {"length": 1, "finance": FINANCE},
                                       content_type=JSON)  # fmt: skip
    assert response.status_code == 403 and not PurchaseOrder.objects.exists()


def test_trial_cancel(signed_in, trial_admin, school_admin):
    assert signed_in(school_admin).post("/api/membership/trial-cancel", {"reason": "too expensive right now"},
                                        content_type=JSON).status_code == 403  # fmt: skip
    client = signed_in(trial_admin)
    wrong = client.post("/api/membership/trial-cancel", {"reason": "bored"}, content_type=JSON)
    assert wrong.status_code == 422
    other = client.post("/api/membership/trial-cancel", {"reason": "Something else"}, content_type=JSON)
    assert other.status_code == 422 and other.json()["errors"] == {"reason2": ["Please fill out this field"]}
    done = client.post("/api/membership/trial-cancel", {"reason": "too expensive right now"}, content_type=JSON)
    assert done.json() == {"result": "success"}
    assert Licence.objects.get(account=trial_admin.account, licence_type_id=150).status == "cancelled"
    again = client.post("/api/membership/trial-cancel", {"reason": "too expensive right now"}, content_type=JSON)
    assert again.status_code == 409 and again.json()["message"] == "There was a problem processing your request."
