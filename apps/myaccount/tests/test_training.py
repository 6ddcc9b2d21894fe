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


def test_api_training_writes_by_staff_admins_audited(signed_in, staff_admin, staff_viewer, hazel_admin):
    """POST training, PUT and DELETE training/{id} (spec 1 §7 generic calls): staff admins,
    with the Training tab's checks, an audit row each; staff viewers and school admins no."""
    account = hazel_admin.account
    item = TrainingItem.objects.filter(account=account).first()
    body = {"title": "Gym CPD", "group": "scheduled", "tutor": {"name": "Tia", "email": "tia@example.com"},
            "bookingContact": {"email": "book@example.com"}, "startDate": "2026-10-01", "endDate": "2026-10-02",
            "modeLabel": "Online", "timetableReceived": True}  # fmt: skip
    for refused in (staff_viewer, hazel_admin):
        client = signed_in(refused)
        assert client.put(f"/api/training/{item.pk}", body, content_type="application/json").status_code == 403
        assert client.delete(f"/api/training/{item.pk}").status_code == 403
        assert client.post("/api/training", {**body, "accountId": account.pk},
                           content_type="application/json").status_code == 403  # fmt: skip
    client = signed_in(staff_admin)
    changed = client.put(f"/api/training/{item.pk}", body, content_type="application/json")
    assert changed.status_code == 200
    data = changed.json()
    assert (data["title"], data["group"], data["modeLabel"]) == ("Gym CPD", "scheduled", "Online")
    assert (data["tutor"], data["bookingContact"]) == ({"name": "Tia", "email": "tia@example.com"},
                                                       {"email": "book@example.com"})  # fmt: skip
    created = client.post("/api/training", {**body, "title": "Dance CPD", "accountId": account.pk},
                          content_type="application/json")  # fmt: skip
    assert created.status_code == 201 and TrainingItem.objects.get(pk=created.json()["id"]).account == account
    assert client.delete(f"/api/training/{item.pk}").status_code == 204
    assert not TrainingItem.objects.filter(pk=item.pk).exists()
    actions = list(AccountEvent.objects.filter(account=account, actor=staff_admin).values_list("action", flat=True))
    assert actions == ["training_deleted", "training_saved", "training_saved"]


OAKFIELD_STAFF = ("Olivia Oakes", "Lee Lead", "Tom Teach")


def test_an_accounts_training_lists_only_its_own_users_as_participants(signed_in, hazel_admin, staff_viewer):
    """Hazelwood's training used to name Oakfield's staff: participants are the account's own users."""
    hazel = hazel_admin.account
    for text in (signed_in(hazel_admin).get("/account/training").text,
                 signed_in(staff_viewer).get(f"/accounts/{hazel.pk}/training").text):  # fmt: skip
        assert "Participant: Hana Hazel" in text and "Participant: Raj Mistry" in text
        assert not any(name in text for name in OAKFIELD_STAFF)
    for item in TrainingItem.objects.filter(account=hazel).exclude(participant=""):
        assert hazel.users.filter(first_name=item.participant.split()[0], last_name=item.participant.split()[1])


def test_staff_choose_a_participant_from_the_accounts_own_users(signed_in, staff_admin, hazel_admin):
    hazel = hazel_admin.account
    client = signed_in(staff_admin)
    form = client.get(f"/account/{hazel.pk}/training/new", headers=HX).text
    assert '<select name="participant"' in form and '<option value="Raj Mistry">' in form
    assert "Olivia Oakes" not in form  # Oakfield's admin is not offered
    wrong = {"title": "Netball Skills", "group": "learning", "participant": "Olivia Oakes"}
    refused = client.post(f"/account/{hazel.pk}/training/new", wrong, headers=HX)
    assert "Choose one of this school&#x27;s users" in refused.text
    assert not TrainingItem.objects.filter(title="Netball Skills").exists()
    client.post(f"/account/{hazel.pk}/training/new",
                {"title": "Netball Skills", "group": "learning", "participant": "Raj Mistry"}, headers=HX)  # fmt: skip
    assert TrainingItem.objects.get(title="Netball Skills").participant == "Raj Mistry"


def test_the_service_refuses_another_schools_user_whatever_the_caller(staff_admin, hazel_admin):
    from django.core.exceptions import ValidationError

    from apps.myaccount.services.training import training_save

    item = TrainingItem(title="Gym", group="learning", participant="Olivia Oakes")
    with pytest.raises(ValidationError) as caught:
        training_save(acting_user=staff_admin, account=hazel_admin.account, item=item)
    assert caught.value.message_dict == {"participant": ["Choose one of this school's users"]}
    assert item.pk is None


def test_a_booked_future_session_says_when_it_takes_place(signed_in, school_admin, hazel_admin):
    """The INSET booked in 21 days: not "Please complete this training before it expires"."""
    from datetime import timedelta

    from django.utils import timezone

    day = timezone.localdate() + timedelta(days=21)
    text = signed_in(school_admin).get("/account/training").text
    scheduled = text.split('data-training-group="scheduled"')[1].split("data-training-group=")[0]
    assert "Please complete this training" not in scheduled
    assert f"Takes place on {day:%A} {day.day} {day:%B %Y}, in 21 days" in scheduled
    assert "Please complete this training before it expires in 12 days" in text  # the course that ends soon
    inset = next(i for i in signed_in(school_admin).get("/api/training").json() if i["group"] == "scheduled")
    assert inset["soon"] is False and inset["expired"] is False
