"""A child's data page, export and erasure (issue 24): for the school's admins and staff
admins, recorded, and nobody else's; the export holds every declared field of every row
about the child and no secret."""

import json

import pytest

from apps.accounts.models import AccountEvent, AuditKind
from apps.bursts.models import Contact, Student
from apps.core.personal import personal_models
from apps.parents.models import Parent
from apps.privacy.models import Erasure
from apps.users.models import User

pytestmark = pytest.mark.django_db


@pytest.fixture
def holly_bursts(bursts_rows, oak):
    """Ava (the active child) has a home-learning twin in name: the demo's Holly Home is
    renamed Ava Adams for the test, so the page offers her."""
    home = User.objects.get(username="oakfield-home1")
    home.first_name, home.last_name = "Ava", "Adams"
    home.save(update_fields=["first_name", "last_name"])
    return home


def _urls(student):
    base = f"/bursts/students/{student.pk}"
    return {"data": f"{base}/data", "export": f"{base}/data/export", "erase": f"{base}/erase"}


def test_the_childs_page_links_to_its_data_for_admins_only(signed_in, school_admin, teacher, bursts_rows):
    ava = bursts_rows["active"]
    page = f"/bursts/groups/{ava.group_id}/students/{ava.pk}"
    assert "Data and erasure" in signed_in(school_admin).get(page).content.decode()
    assert "Data and erasure" not in signed_in(teacher).get(page).content.decode()


def test_data_page_lists_what_is_held_and_the_home_users_of_that_name(signed_in, school_admin, bursts_rows,
                                                                      holly_bursts):  # fmt: skip
    ava = bursts_rows["active"]
    response = signed_in(school_admin).get(_urls(ava)["data"])
    html = response.content.decode()
    assert response.status_code == 200
    assert "Data held about Ava Adams" in html
    assert "BURSTS record" in html and "Contacts" in html
    assert f'value="{holly_bursts.pk}"' in html and "oakfield-home1" in html


def test_json_export_holds_every_declared_field_and_no_secret(signed_in, school_admin, bursts_rows, holly_bursts):
    ava = bursts_rows["active"]
    client = signed_in(school_admin)
    response = client.post(_urls(ava)["export"], {"format": "json", "home": [holly_bursts.pk]})
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="child-ava-adams-')
    record = json.loads(response.content)
    assert record["child"]["name"] == "Ava Adams" and record["school"]["name"] == "Oakfield Primary"
    sections = {s["model"]: s for s in record["held"]}
    for model in personal_models():
        personal = model.PERSONAL
        if not (personal.child or personal.home_child):
            continue
        section = sections[model._meta.label_lower]
        for row in section["rows"]:
            assert set(personal.exported) <= set(row), model
            assert not set(personal.secret) & set(row), f"{model._meta.label} exports a secret"
    assert [r["email"] for r in sections["bursts.contact"]["rows"]] == ["ava.parent@example.org"]
    assert sections["users.user"]["rows"][0]["username"] == "oakfield-home1"
    assert "password" not in json.dumps(sections["users.user"]["rows"])
    exported = AccountEvent.objects.get(action=AuditKind.CHILD_EXPORTED)
    assert exported.actor == school_admin and exported.detail["student"] == ava.pk
    assert exported.detail["format"] == "json"


def test_the_document_is_readable_html_and_recorded(signed_in, school_admin, bursts_rows):
    ava = bursts_rows["active"]
    response = signed_in(school_admin).post(_urls(ava)["export"], {"format": "html"})
    html = response.content.decode()
    assert response.status_code == 200 and response["Content-Type"].startswith("text/html")
    assert "<h1>Data held about Ava Adams</h1>" in html
    assert "ava.parent@example.org" in html and "Oakfield Primary" in html
    assert AccountEvent.objects.filter(action=AuditKind.CHILD_EXPORTED, detail__format="html").count() == 1


def test_erase_confirms_then_erases_with_the_chosen_home_user(signed_in, school_admin, bursts_rows, holly_bursts):
    ava, parent_contact = bursts_rows["active"], bursts_rows["parent"]
    Parent.objects.create(email="ava.parent@example.org")
    Contact.objects.filter(pk=parent_contact.pk).update(parent=Parent.objects.get(email="ava.parent@example.org"))
    client = signed_in(school_admin)
    confirm = client.post(_urls(ava)["erase"], {"home": [holly_bursts.pk]})
    html = confirm.content.decode()
    assert confirm.status_code == 200 and "Erase Ava Adams&#x27;s data?" in html and "oakfield-home1" in html
    assert Student.objects.filter(pk=ava.pk).exists()  # nothing yet
    done = client.post(_urls(ava)["erase"], {"home": [holly_bursts.pk], "confirm": "1"})
    assert done.status_code == 302 and done["Location"] == f"/bursts/groups/{ava.group_id}"
    assert not Student.objects.filter(pk=ava.pk).exists()
    assert not User.objects.filter(pk=holly_bursts.pk).exists()
    assert not Parent.objects.filter(email="ava.parent@example.org").exists()
    erasure = Erasure.objects.get()
    assert erasure.actor == school_admin and erasure.children == 1
    assert erasure.counts["users.user"] == 1 and erasure.counts["parents.parent"] == 1
    row = AccountEvent.objects.get(action=AuditKind.CHILD_ERASED)
    assert "Ava" not in json.dumps(row.detail)


def test_refused_to_teachers_staff_viewers_and_other_schools(signed_in, teacher, staff_viewer, bursts_user,
                                                             school_admin, bursts_rows):  # fmt: skip
    ava, other = bursts_rows["active"], bursts_rows["other_child"]
    for user in (teacher, staff_viewer):
        client = signed_in(user)
        prefix = f"/accounts/{ava.account_id}" if user.is_create else ""
        for url in _urls(ava).values():
            response = client.post(prefix + url, {"format": "json", "confirm": "1"})
            assert response.status_code in (302, 404), (user, url)
    client = signed_in(school_admin)
    for url in _urls(other).values():  # Cedar's child
        assert client.post(url, {"format": "json", "confirm": "1"}).status_code == 404
    assert Student.objects.filter(pk__in=[ava.pk, other.pk]).count() == 2
    assert not AccountEvent.objects.filter(action__in=[AuditKind.CHILD_EXPORTED, AuditKind.CHILD_ERASED]).exists()


def test_staff_admins_export_and_erase_on_the_account_pages(signed_in, staff_admin, bursts_rows):
    ava = bursts_rows["active"]
    client = signed_in(staff_admin)
    base = f"/accounts/{ava.account_id}"
    assert client.get(base + _urls(ava)["data"]).status_code == 200
    assert client.post(base + _urls(ava)["export"], {"format": "json"}).status_code == 200
    done = client.post(base + _urls(ava)["erase"], {"confirm": "1"})
    assert done.status_code == 302 and not Student.objects.filter(pk=ava.pk).exists()
