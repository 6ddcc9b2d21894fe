"""/account/training and the staff Training tab (spec 1 §2, §3 Training item, §8 texts),
and GET training."""

import pytest

from apps.accounts.models import AccountEvent
from apps.myaccount.models import TrainingItem

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}


def test_groups_with_expired_and_soon_texts(signed_in, school_admin, hazel_admin):
    text = signed_in(school_admin).get("/account/training").text
    assert "Training Guide" in text
    heads = [g for g in ("My Learning", "Scheduled", "Pending", "Completed") if f"<h2>{g}</h2>" in text]
    assert heads == ["My Learning", "Scheduled", "Pending", "Completed"]
    assert "This training has expired" in text.split('data-training-group="pending"')[1]
    assert "Please complete this training before it expires in 12 days" in text
    assert "mailto:bookings@peplatform.example.com" in text


def test_empty_text(signed_in, school_admin):
    assert "There is currently no training available" in signed_in(school_admin).get("/account/training").text


def test_staff_add_training_shows_the_tab(signed_in, staff_admin, staff_viewer, school_admin):
    account = school_admin.account
    admin = signed_in(staff_admin)
    assert 'data-tab="training"' not in admin.get(f"/accounts/{account.pk}").text
    assert "Add training" in admin.get(f"/accounts/{account.pk}").text
    bad = admin.post(f"/account/{account.pk}/training/new", {"title": "", "group": "learning",
                     "start_date": "2026-10-02", "end_date": "2026-10-01"}, headers=HX)  # fmt: skip
    assert "Please fill out this field" in bad.text and "End date must be after start date" in bad.text
    done = admin.post(f"/account/{account.pk}/training/new", {"title": "Netball Skills", "group": "scheduled",
                      "tutor_email": "coach@example.com"}, headers=HX)  # fmt: skip
    assert done.headers["HX-Redirect"] == f"/accounts/{account.pk}/training"
    item = TrainingItem.objects.get(title="Netball Skills")
    page = admin.get(f"/accounts/{account.pk}/training").text
    assert 'data-tab="training"' in page and "Netball Skills" in page and "Edit" in page
    assert AccountEvent.objects.filter(action="training_saved", detail__training=item.pk).exists()
    viewer = signed_in(staff_viewer).get(f"/accounts/{account.pk}/training").text
    assert "Netball Skills" in viewer and f"/training/{item.pk}/delete" not in viewer
    signed_in(staff_viewer).post(f"/account/{account.pk}/training/{item.pk}/delete")
    assert TrainingItem.objects.filter(pk=item.pk).exists()
    signed_in(staff_admin).post(f"/account/{account.pk}/training/{item.pk}/delete")
    assert not TrainingItem.objects.filter(pk=item.pk).exists()


def test_school_admins_cannot_edit_training(signed_in, school_admin, hazel_admin):
    item = TrainingItem.objects.filter(account=school_admin.account).first()
    client = signed_in(school_admin)
    assert "Add training" not in client.get("/account/training").text
    client.post(f"/account/{school_admin.account_id}/training/{item.pk}", {"title": "Hacked", "group": "learning"})
    item.refresh_from_db()
    assert item.title != "Hacked"


def test_api_training(signed_in, school_admin, hazel_admin, trial_admin):
    client = signed_in(school_admin)
    response = client.get("/api/training")
    body = response.json()
    assert response["X-Total-Count"] == "4" and {i["group"] for i in body} == {"learning", "scheduled", "pending",
                                                                                "completed"}  # fmt: skip
    expired = next(i for i in body if i["group"] == "pending")
    assert expired["expired"] is True and expired["bookingContact"] == {"email": "bookings@peplatform.example.com"}
    assert client.get(f"/api/training/{expired['id']}").json()["title"] == expired["title"]
    other = TrainingItem.objects.filter(account=hazel_admin.account).first()
    assert client.get(f"/api/training/{other.pk}").status_code == 404
    assert client.get(f"/api/training?accountId={hazel_admin.account_id}").status_code == 404
