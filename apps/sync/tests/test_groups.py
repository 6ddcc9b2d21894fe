"""Classes from the MIS against the fake partner over HTTP: the list with the spec 1 §8
warnings, importing a class with its children's details and contacts, Sync Class from
the BURSTS class page, idempotence, the partner failing, and BURSTS not approved."""

import pytest

from apps.accounts.models import AccountEvent, AuditKind
from apps.bursts.models import Contact, Group, Student
from apps.bursts.models.codelists import ETHNICITIES, NATIONALITIES, ethnicity_code, nationality_code
from apps.sync.fake.store import School

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def _card(html, wonde_id):
    start = html.index(f'data-group="{wonde_id}"')
    return html[start : html.index("</li>", start)]


def test_the_list_warns_before_an_import(signed_in, school_admin, wonde, oakfield):
    client = signed_in(school_admin)
    client.post(f"/sync/{oakfield.wonde_id}/groups/G206")  # Year 6's registration class
    html = client.get(f"/sync/{oakfield.wonde_id}/groups", headers=HTMX).content.decode()
    year = _card(html, "G290")
    assert "This class is labelled as a year group. Is it the right class?" in year
    assert "30 of its children are already in other classes" in year and "Check and import" in year
    nurture = _card(html, "G207")
    assert "This is not a registration group. Is it the right class?" in nurture
    assert "No children were found in this class." in nurture
    plain = _card(html, "G201")
    assert "employee-card__message" not in plain and ">Import<" in plain
    assert "✓" in _card(html, "G206") and "Sync again" in _card(html, "G206")


def test_over_100_children(signed_in, school_admin, wonde, oakfield):
    ids = sorted(wonde.store.schools[oakfield.wonde_id].records["students"])[:120]
    wonde.store.put(oakfield.wonde_id, "groups", {"id": "G299", "name": "KS2 Sports Day", "type": "REGISTRATION",
                                                  "rel": {"students": ids}})  # fmt: skip
    page = signed_in(school_admin).get(f"/sync/{oakfield.wonde_id}/groups/G299", headers=HTMX).content.decode()
    assert "This class has 120 children, over 100." in page and "Import anyway" in page


def test_importing_a_class(signed_in, school_admin, wonde, oakfield):
    response = signed_in(school_admin).post(f"/sync/{oakfield.wonde_id}/groups/G201", follow=True)
    group = Group.objects.get(account=oakfield, wonde_id="G201")
    assert (group.name, group.description) == ("1 Beech", "Year 1 registration group")
    assert group.students.count() == 26
    assert "1 Beech synced: 26 children added, 0 updated, 26 contacts added." in response.content.decode()
    row = wonde.store.schools[oakfield.wonde_id].records["students"]["S201000"]
    child = Student.objects.get(account=oakfield, wonde_id="S201000")
    details = row["details"]["extended_details"]
    assert (child.first_name, child.last_name, child.year) == (row["forename"], row["surname"], 1)
    assert child.gender == row["gender"]  # MALE or FEMALE, as Wonde documents it
    # Kept as codes of the lists the pages show labels for (apps/bursts/codelists.py).
    assert (child.ethnicity, child.nationality) == (
        ethnicity_code(details["ethnicity"]),
        nationality_code(details["nationalities"][0]),
    )
    assert child.ethnicity in ETHNICITIES and child.nationality in NATIONALITIES
    assert child.sen == (details["sen_status"] if details["sen_status"] != "N" else "")
    eal = details["english_as_additional_language_status"] != "Not applicable"  # a proficiency means EAL
    assert (child.pp_indicator, child.eal) == (details["premium_pupil_indicator"], eal)
    contact = Contact.objects.get(student=child)
    assert contact.first_name == wonde.store.schools[oakfield.wonde_id].records["contacts"]["C201000"]["forename"]
    assert list(group.teachers.values_list("email", flat=True)) == []  # E104 is not a user yet
    assert AccountEvent.objects.filter(account=oakfield, action=AuditKind.SYNC_CLASS_IMPORTED).count() == 1


def test_importing_twice_changes_nothing(signed_in, school_admin, wonde, oakfield):
    client = signed_in(school_admin)
    client.post(f"/sync/{oakfield.wonde_id}/groups/G204")
    before = list(Student.objects.filter(account=oakfield).values().order_by("pk"))
    again = client.post(f"/sync/{oakfield.wonde_id}/groups/G204", follow=True).content.decode()
    assert "4 Maple synced: 0 children added, 0 updated." in again
    assert list(Student.objects.filter(account=oakfield).values().order_by("pk")) == before
    group = Group.objects.get(wonde_id="G204")
    assert list(group.teachers.values_list("email", flat=True)) == ["teacher@oakfield.example.com"]  # E101


def test_sync_class_from_the_bursts_class_page(signed_in, staff_admin, wonde, oakfield):
    client = signed_in(staff_admin)
    client.post(f"/sync/{oakfield.wonde_id}/groups/G202")
    group = Group.objects.get(wonde_id="G202")
    class_page = f"/accounts/{oakfield.pk}/bursts/groups/{group.pk}"
    assert "data-sync-class" in client.get(class_page).content.decode()
    wonde.store.put(oakfield.wonde_id, "students", {"id": "S202000", "forename": "Renamed"})
    wonde.store.delete(oakfield.wonde_id, "students", "S202001")
    response = client.post(f"/sync/{oakfield.wonde_id}/groups/G202", {"next": class_page})
    assert response.url == class_page
    assert Student.objects.get(wonde_id="S202000").first_name == "Renamed"
    assert Student.objects.get(wonde_id="S202001").group is None  # left the class, kept
    toast = client.get(class_page).content.decode()
    assert "2 Cherry synced: 0 children added, 1 updated, 1 no longer in the class." in toast


def test_a_failing_partner_writes_nothing(signed_in, school_admin, wonde, oakfield):
    wonde.store.fail(500, path_contains="groups", times=99)
    page = signed_in(school_admin).post(f"/sync/{oakfield.wonde_id}/groups/G201", follow=True).content.decode()
    assert "The MIS partner had an error (500)." in page
    assert not Group.objects.filter(wonde_id="G201").exists() and not Student.objects.filter(wonde_id__gt="").exists()
    listing = signed_in(school_admin).get(f"/sync/{oakfield.wonde_id}/groups", headers=HTMX).content.decode()
    assert "The MIS partner had an error (500)." in listing


def test_no_classes(signed_in, super_staff, wonde, oakfield):
    wonde.store.schools["A0000000001"] = School("A0000000001", "Empty Primary")
    for token in ("fake-pe-token", "fake-bursts-token"):
        wonde.store.set_access(token, "A0000000001", "approved")
    oakfield.wonde_id = "A0000000001"
    oakfield.save()
    page = signed_in(super_staff).get("/sync/A0000000001/groups", headers=HTMX).content.decode()
    assert "No classes can be found" in page


def test_bursts_not_approved(signed_in, school_admin, wonde, oakfield):
    oakfield.wonde_bursts_status, oakfield.wonde_message = "pending", "Waiting for the data manager."
    oakfield.save()
    client = signed_in(school_admin)
    message = "This account has not approved BURSTS on Wonde: Waiting for the data manager."
    assert message in client.get(f"/sync/{oakfield.wonde_id}/groups").content.decode()
    assert message in client.post(f"/sync/{oakfield.wonde_id}/groups/G201", follow=True).content.decode()
    assert not Group.objects.filter(wonde_id="G201").exists()
    assert message in client.get("/bursts/groups").content.decode()
    api = client.get(f"/api/wonde/{oakfield.wonde_id}/groups")
    assert (api.status_code, api.json()["message"]) == (403, message)


@pytest.mark.parametrize("persona", ["school_admin", "staff_admin", "super_staff"])
def test_importing_a_class_unapproved_answers_403_like_the_reads(client, personas, wonde, oakfield, persona):
    """POST wonde/{wondeId}/groups/{groupWondeId} answers as its GETs do (403 with the
    message), for everyone who may import, and writes nothing."""
    oakfield.wonde_bursts_status, oakfield.wonde_message = "pending", "Waiting for the data manager."
    oakfield.save()
    client.force_login(personas[persona], backend="allauth.account.auth_backends.AuthenticationBackend")
    message = "This account has not approved BURSTS on Wonde: Waiting for the data manager."
    for method, path in (("get", "groups"), ("get", "groups/G201"), ("post", "groups/G201")):
        answer = getattr(client, method)(f"/api/wonde/{oakfield.wonde_id}/{path}")
        assert (answer.status_code, answer.json()) == (403, {"message": message, "level": "error", "status": 403})
    oakfield.wonde_message = ""
    oakfield.save()
    answer = client.post(f"/api/wonde/{oakfield.wonde_id}/groups/G201")
    assert (answer.status_code, answer.json()["message"]) == (403, "This account has not approved BURSTS on Wonde")
    assert not Group.objects.filter(account=oakfield).exclude(wonde_id="").exists()
    assert not Student.objects.filter(account=oakfield).exclude(wonde_id="").exists()
    assert not AccountEvent.objects.filter(account=oakfield, action="sync_class_imported").exists()


@pytest.mark.parametrize("persona", ["teacher", "staff_viewer", "trial_admin", "bursts_user", "home_user"])
def test_others_cannot_import_a_class_unapproved_or_not(client, personas, wonde, oakfield, persona):
    """The approval is only told to those who may import: the rest get the refusal they
    always get (403, or 404 for another school's id), and nothing is written."""
    client.force_login(personas[persona], backend="allauth.account.auth_backends.AuthenticationBackend")
    for status in ("pending", "approved"):
        oakfield.wonde_bursts_status = status
        oakfield.save()
        answer = client.post(f"/api/wonde/{oakfield.wonde_id}/groups/G201")
        assert answer.status_code in (403, 404) and "approved" not in answer.json()["message"]
    assert not Group.objects.filter(account=oakfield, wonde_id="G201").exists()


def test_api_groups(signed_in, school_admin, wonde, oakfield):
    client = signed_in(school_admin)
    groups = client.get(f"/api/wonde/{oakfield.wonde_id}/groups").json()
    assert [g["name"] for g in groups][:3] == ["1 Beech", "2 Cherry", "3 Hazel"]
    nurture = next(g for g in groups if g["wondeId"] == "G207")
    assert (nurture["groupType"], nurture["totalStudents"], nurture["synced"]) == ("INTERVENTION", 0, False)
    one = client.get(f"/api/wonde/{oakfield.wonde_id}/groups/G201").json()
    assert len(one["students"]) == 26 and one["students"][0]["groupId"] == "G201" and one["students"][0]["parents"]
    assert client.get(f"/api/wonde/{oakfield.wonde_id}/groups/NOPE").status_code == 404
    posted = client.post(f"/api/wonde/{oakfield.wonde_id}/groups/G201").json()
    assert posted == {"message": "1 Beech synced: 26 children added, 0 updated, 26 contacts added."}
    wonde.store.fail(503, path_contains="groups", times=99)
    failed = client.get(f"/api/wonde/{oakfield.wonde_id}/groups")
    assert (failed.status_code, failed.json()["message"]) == (424, "The MIS partner had an error (503).")


def test_the_nightly_sync_follows_imported_classes(signed_in, school_admin, wonde, oakfield):
    from apps.sync.models import SyncRun
    from apps.sync.services.runs import sync_run_execute, sync_run_start

    def nightly(full=False):
        return sync_run_execute(sync_run_start(account=oakfield, kind=SyncRun.Kind.NIGHTLY), full=full)

    signed_in(school_admin).post(f"/sync/{oakfield.wonde_id}/groups/G201")
    first = nightly(full=True)
    assert "Children in imported classes: 0 new, 0 updated, 26 unchanged." in first.lines
    school = wonde.store.schools[oakfield.wonde_id]
    wonde.store.put(oakfield.wonde_id, "students", {"id": "S201003", "details": {"extended_details": {
        **school.records["students"]["S201003"]["details"]["extended_details"], "sen_status": "E"}}})  # fmt: skip
    wonde.store.put(oakfield.wonde_id, "students", {"id": "S201999", "forename": "Nadia", "surname": "New", "year": 1})
    group = school.records["groups"]["G201"]
    wonde.store.put(oakfield.wonde_id, "groups", {"id": "G201", "rel": {**group["rel"],
                    "students": [*group["rel"]["students"], "S201999"]}})  # fmt: skip
    wonde.store.delete(oakfield.wonde_id, "students", "S201010")
    run = nightly()
    assert run.status == "done", run.errors
    assert Student.objects.get(wonde_id="S201003").sen == "E"
    assert Student.objects.get(wonde_id="S201999").group.wonde_id == "G201"
    assert Student.objects.get(wonde_id="S201010").group is None
    assert "1 child left their class in the MIS (kept, without a class)." in run.lines
    again = nightly()  # the cursor's overlap may read the same changes again: they change nothing
    assert (again.count("created"), again.count("updated"), again.count("flagged")) == (0, 0, 0)


def test_sync_class_says_what_to_do_when_the_class_is_not_in_the_mis(signed_in, staff_admin, wonde, oakfield):
    """The demo's classes once pointed at ids the partner did not have: "The MIS partner
    refused the request: Not found". Now the toast says what happened and what to do."""
    group = Group.objects.create(account=oakfield, name="Year 2 Kestrels", wonde_id="G-2-2")
    class_page = f"/accounts/{oakfield.pk}/bursts/groups/{group.pk}"
    client = signed_in(staff_admin)
    toast = client.post(f"/sync/{oakfield.wonde_id}/groups/G-2-2", {"next": class_page}, follow=True)
    text = toast.content.decode()
    assert "Year 2 Kestrels was not found in the school&#x27;s MIS" in text and "Open Classes in the MIS" in text
    assert "refused the request" not in text
    api = client.post(f"/api/wonde/{oakfield.wonde_id}/groups/G-2-2")
    assert api.status_code == 404 and api.json()["message"].startswith("Year 2 Kestrels was not found")
    wonde.store.set_access("fake-bursts-token", oakfield.wonde_id, "declined")
    text = client.post(f"/sync/{oakfield.wonde_id}/groups/G201", {"next": class_page}, follow=True).content.decode()
    assert "approve BURSTS in the Wonde portal" in text
    wonde.store.set_access("fake-bursts-token", oakfield.wonde_id, "approved")
    wonde.store.fail(503, path_contains="groups", times=99)
    text = client.post(f"/sync/{oakfield.wonde_id}/groups/G201", {"next": class_page}, follow=True).content.decode()
    assert "The MIS partner had an error (503). Nothing was changed; please try again in a few minutes." in text


def test_one_ethnicity_spelt_two_ways_in_the_mis_is_one_code(signed_in, school_admin, wonde, oakfield):
    school = wonde.store.schools[oakfield.wonde_id]
    for sid, ethnicity, nationality in (("S201000", "White - British", "British"), ("S201001", "White British", "UK"),
                                        ("S201002", "WBRI", "GBR")):  # fmt: skip
        details = school.records["students"][sid]["details"]["extended_details"]
        wonde.store.put(oakfield.wonde_id, "students", {"id": sid, "details": {"extended_details": {
            **details, "ethnicity": ethnicity, "nationalities": [nationality]}}})  # fmt: skip
    signed_in(school_admin).post(f"/sync/{oakfield.wonde_id}/groups/G201")
    children = Student.objects.filter(wonde_id__in=["S201000", "S201001", "S201002"])
    assert set(children.values_list("ethnicity", "nationality")) == {("WBRI", "GBR")}
    filters = signed_in(school_admin).get("/api/bursts/year/filters").json()
    ethnicities = next(f["choices"] for f in filters if f["name"] == "ethnicity")
    assert [c for c in ethnicities if c[0] == "WBRI"] == [["WBRI", "White - British"]]
    assert len(ethnicities) == len({c[0] for c in ethnicities})
