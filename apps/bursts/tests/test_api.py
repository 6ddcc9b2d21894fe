"""The BURSTS calls of spec 2 §7 for school users and staff: the year table and its
filters, classes, students and events lists, re-invite and student invite."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.bursts.models import Event, Student
from apps.bursts.services.recording import rollups_rebuild
from apps.bursts.tests.factories import make_group, make_student

pytestmark = pytest.mark.django_db


@pytest.fixture
def activity(bursts_rows):
    child = bursts_rows["active"]
    now = timezone.now()
    for n, (kind, seconds, level) in enumerate([("activity", 130, 2), ("activity", 61, 2), ("level", 0, 3)]):
        Event.objects.create(student=child, account=child.account, app_id=f"a{n}", kind=kind, seconds=seconds,
                             adventure_id=4 if kind == "activity" else 0, level=level,
                             date_created=now - timedelta(minutes=n))  # fmt: skip
    rollups_rebuild()
    return child


def _month(index_now=True):
    today = timezone.localdate()
    return (today.month - 8) % 12


def test_school_year_table(signed_in, school_admin, activity):
    data = signed_in(school_admin).get("/api/bursts/year/table").json()
    i = _month()
    assert data["totalActive"][i] == 1 and data["totalSeconds"][i] == 191
    assert data["levels"][3][i] == 1 and len(data["levels"]) == 11 and len(data["totalActive"]) == 13
    assert data["activities"]["4-2"][i] == 2
    assert data["shown"]["totalMinutes"][i] == 3  # 191 s: whole minutes
    assert list(data["shown"]["levels"]) == ["3"] and list(data["shown"]["activities"]) == ["Arctic Base level 2"]


def test_school_filters_narrow_the_table(signed_in, school_admin, activity):
    client = signed_in(school_admin)
    none = client.get("/api/bursts/year/table", {"gender": "FEMALE", "sen": "K,E"}).json()
    assert sum(none["totalActive"]) == 0
    Student.objects.filter(pk=activity.pk).update(sen="K")
    some = client.get("/api/bursts/year/table?sen=K&sen=E").json()
    assert sum(some["totalActive"]) == 1


@pytest.mark.parametrize("query", ["year=9", "gender=OTHER", "sen=X", "eal=maybe", "ethnicity=" + "x" * 61])
def test_bad_filters_are_422(signed_in, school_admin, query):
    assert signed_in(school_admin).get(f"/api/bursts/year/table?{query}").status_code == 422


def test_school_users_read_only_their_school(signed_in, bursts_user, teacher, oak, activity):
    cedar_view = signed_in(bursts_user).get(f"/api/bursts/year/table?accountId={oak.pk}")
    assert cedar_view.status_code == 404
    own = signed_in(bursts_user).get("/api/bursts/year/table").json()
    assert sum(own["totalActive"]) == 0


def test_staff_table_all_schools_and_one(signed_in, staff_viewer, oak, activity):
    client = signed_in(staff_viewer)
    national = client.get("/api/bursts/year/table").json()
    assert sum(national["totalActive"]) == 1
    by_region = client.get(f"/api/bursts/year/table?regionId={oak.region_id}").json()
    assert by_region["totalSeconds"] == national["totalSeconds"]
    elsewhere = client.get(f"/api/bursts/year/table?regionId={oak.region_id + 100}").json()
    assert sum(elsewhere["totalSeconds"]) == 0
    one = client.get(f"/api/bursts/year/table?accountId={oak.pk}").json()
    assert one["totalSeconds"] == national["totalSeconds"]


def test_filters_list(signed_in, school_admin, staff_admin, activity):
    names = [f["name"] for f in signed_in(school_admin).get("/api/bursts/year/filters").json()]
    assert names == ["year", "gender", "ethnicity", "nationality", "ppEligible", "ppIndicator", "sen", "eal"]
    staff = [f["name"] for f in signed_in(staff_admin).get("/api/bursts/year/filters").json()]
    assert staff[-3:] == ["regionId", "countyId", "authorityId"]


def test_non_staff_without_bursts_and_home_users_are_refused(signed_in, trial_admin, home_user):
    assert signed_in(trial_admin).get("/api/bursts/year/table").status_code == 403
    assert signed_in(home_user).get("/api/bursts/year/table").status_code == 403


def test_groups_students_and_events_lists(
    signed_in, school_admin, bursts_rows, activity, django_assert_max_num_queries
):
    client = signed_in(school_admin)
    assert client.get("/api/groups").json() == [{"id": bursts_rows["group"].pk, "name": "Year 2 Kestrels"}]
    for n in range(20):
        make_student(bursts_rows["group"], first_name=f"K{n:02d}", last_name="Zed", level=n % 10 + 1)
    with django_assert_max_num_queries(8):
        page = client.get("/api/students", {"groupId": bursts_rows["group"].pk, "status": [1, 2], "sort": "-level"})
    assert page["X-Total-Count"] == "21" and len(page.json()) == 16 and page.json()[0]["level"] == 10
    inactive = client.get("/api/students", {"status": 0}).json()
    assert [s["name"] for s in inactive] == ["Ben Brown"]
    child = client.get(f"/api/students/{activity.pk}").json()
    assert child["totalMinutes"] == 12 and child["fullContacts"][0]["kind"] == "parent"
    events = client.get("/api/bursts/events", {"studentId": activity.pk})
    assert events["X-Total-Count"] == "3" and events.json()[0]["event"] == "activity"


def test_another_schools_rows_are_not_found_by_id(signed_in, school_admin, bursts_rows):
    client = signed_in(school_admin)
    assert client.get(f"/api/students/{bursts_rows['other_child'].pk}").status_code == 404
    assert client.post(f"/api/groups/{bursts_rows['other_group'].pk}/reinvite").status_code == 404
    assert client.post(f"/api/students/{bursts_rows['other_child'].pk}/invite").status_code == 404
    assert client.get("/api/students", {"groupId": bursts_rows["other_group"].pk}).json() == []


def test_reinvite_call_once_a_day(signed_in, school_admin, teacher, bursts_rows):
    group = bursts_rows["group"]
    assert signed_in(teacher).post(f"/api/groups/{group.pk}/reinvite").status_code == 403
    client = signed_in(school_admin)
    assert client.post(f"/api/groups/{group.pk}/reinvite").json() == [["Ben Brown", True]]
    again = client.post(f"/api/groups/{group.pk}/reinvite")
    assert again.status_code == 400 and again.json()["message"] == "You can only re-invite children once a day."


def test_student_invite_call(signed_in, teacher, bursts_rows):
    client = signed_in(teacher)
    assert client.post(f"/api/students/{bursts_rows['inactive'].pk}/invite").json()["message"] == "Invite sent"
    assert client.post(f"/api/students/{bursts_rows['active'].pk}/invite").status_code == 400


def test_user_search_parents_link_their_children(signed_in, super_staff, oak, bursts_rows):
    from apps.bursts.models import Contact
    from apps.parents.models import Parent

    parent = Parent.objects.create(email="ann.adams@example.org", first_name="Ann", last_name="Adams")
    Contact.objects.filter(pk=bursts_rows["parent"].pk).update(parent=parent)
    child, group = bursts_rows["active"], bursts_rows["group"]
    data = signed_in(super_staff).get("/api/users/search", {"search": "ann.adams"}).json()
    students = data["parents"][0]["students"]
    assert students[0]["url"] == f"/accounts/{oak.pk}/bursts/groups/{group.pk}/students/{child.pk}"
    page = signed_in(super_staff).get("/user-search", {"search": "ann.adams"}).text
    assert f'href="/accounts/{oak.pk}/bursts/groups/{group.pk}/students/{child.pk}"' in page


def test_list_calls_make_the_same_queries_for_more_rows(signed_in, school_admin, bursts_rows, activity):
    """GET groups, students, events and the year table and filters: constant in rows."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client, group = signed_in(school_admin), bursts_rows["group"]
    urls = ["/api/groups", f"/api/students?groupId={group.pk}", f"/api/bursts/events?groupId={group.pk}",
            "/api/bursts/year/table", "/api/bursts/year/filters", f"/api/students/{activity.pk}"]  # fmt: skip

    def counts():
        found = []
        for url in urls:
            with CaptureQueriesContext(connection) as queries:
                assert client.get(url).status_code == 200, url
            found.append(len(queries))
        return found

    before = counts()
    for n in range(6):
        kid = make_student(group, first_name=f"Q{n}", last_name="Kid", ethnicity=f"E{n}", nationality=f"N{n}")
        Event.objects.create(student=kid, account=kid.account, app_id=f"q{n}", kind="activity", seconds=60,
                             adventure_id=1 + n, level=1 + n)  # fmt: skip
        make_group(group.account, name=f"Extra {n}")
        activity.contacts.create(email=f"c{n}@example.org", priority=2)
    assert counts() == before


# Class get and delete, student create / update / delete (spec 2 §7) ------------------------


def _json(client, method, url, body):
    return getattr(client, method)(url, body, content_type="application/json")


def _audits(kind):
    from apps.accounts.models import AccountEvent

    return AccountEvent.objects.filter(action=kind).count()


def test_class_by_id(signed_in, teacher, staff_viewer, bursts_rows, oak):
    from apps.bursts.models import Contact

    group = bursts_rows["group"]
    Contact.objects.filter(pk=bursts_rows["emailed"].pk).update(invited=timezone.now())
    data = signed_in(teacher).get(f"/api/groups/{group.pk}").json()
    assert data == {"id": group.pk, "account": oak.pk, "name": "Year 2 Kestrels", "subject": "PE",
                    "description": "Kestrels class", "wondeId": "", "dateInvited": None, "totalActiveStudents": 1,
                    "totalInactiveStudents": 1, "totalInvitedStudents": 1}  # fmt: skip
    assert signed_in(staff_viewer).get(f"/api/groups/{bursts_rows['other_group'].pk}").json()["name"] == (
        "Reception Robins"
    )


def test_class_by_id_refusals(signed_in, school_admin, bursts_user, home_user, trial_admin, client, bursts_rows):
    group, other = bursts_rows["group"], bursts_rows["other_group"]
    assert client.get(f"/api/groups/{group.pk}").status_code == 401
    assert signed_in(school_admin).get(f"/api/groups/{other.pk}").json() == {
        "message": "Page not found", "level": "error", "status": 404}  # fmt: skip
    assert signed_in(bursts_user).get(f"/api/groups/{group.pk}").status_code == 404
    assert signed_in(home_user).get(f"/api/groups/{group.pk}").status_code == 403
    assert signed_in(trial_admin).get(f"/api/groups/{group.pk}").status_code == 403
    assert signed_in(school_admin).get("/api/groups/99999999").status_code == 404


def test_class_delete(signed_in, school_admin, teacher, bursts_rows):
    from apps.accounts.models import AuditKind
    from apps.bursts.models import Contact, Group

    group = bursts_rows["group"]
    refused = signed_in(teacher).delete(f"/api/groups/{group.pk}")
    assert refused.status_code == 403 and refused.json()["status"] == 403
    assert Group.objects.filter(pk=group.pk).exists() and _audits(AuditKind.BURSTS_CLASS_DELETED) == 0
    assert signed_in(school_admin).delete(f"/api/groups/{bursts_rows['other_group'].pk}").status_code == 404
    assert Group.objects.filter(pk=bursts_rows["other_group"].pk).exists()
    response = signed_in(school_admin).delete(f"/api/groups/{group.pk}")
    assert response.status_code == 204 and response.content == b""
    assert not Group.objects.filter(pk=group.pk).exists()
    assert not Student.objects.filter(pk__in=[bursts_rows["active"].pk, bursts_rows["inactive"].pk]).exists()
    assert not Contact.objects.filter(pk=bursts_rows["emailed"].pk).exists()
    assert _audits(AuditKind.BURSTS_CLASS_DELETED) == 1
    assert Student.objects.filter(pk=bursts_rows["other_child"].pk).exists()


def test_class_delete_staff_admin_only(signed_in, staff_viewer, staff_admin, home_user, client, bursts_rows):
    from apps.bursts.models import Group

    other = bursts_rows["other_group"]
    assert client.delete(f"/api/groups/{other.pk}").status_code == 401
    assert signed_in(home_user).delete(f"/api/groups/{other.pk}").status_code == 403
    assert signed_in(staff_viewer).delete(f"/api/groups/{other.pk}").status_code == 403
    assert Group.objects.filter(pk=other.pk).exists()
    assert signed_in(staff_admin).delete(f"/api/groups/{other.pk}").status_code == 204
    assert not Group.objects.filter(pk=other.pk).exists()


def test_student_create(signed_in, teacher, oak, bursts_rows, django_capture_on_commit_callbacks):
    from apps.accounts.models import AuditKind

    group = bursts_rows["group"]
    body = {"firstName": "  Cara ", "lastName": "Cole", "email": "cara.parent@example.org", "group": group.pk}
    with django_capture_on_commit_callbacks(execute=True):
        response = _json(signed_in(teacher), "post", "/api/students", body)
    assert response.status_code == 201
    data = response.json()
    child = Student.objects.get(pk=data["id"])
    assert (child.account, child.group, child.first_name, child.status) == (oak, group, "Cara", 0)
    assert data["name"] == "Cara Cole" and data["code"] == child.code and data["group"] == group.pk
    assert [(c["email"], c["invited"]) for c in data["fullContacts"]] == [("cara.parent@example.org", None)]
    assert _audits(AuditKind.BURSTS_CHILD_ADDED) == 1
    alone = _json(signed_in(teacher), "post", "/api/students", {"firstName": "Dan", "lastName": "Dee"}).json()
    assert alone["group"] is None and alone["fullContacts"] == []


def test_staff_create_in_the_school_they_name(signed_in, staff_admin, staff_viewer, oak, bursts_rows):
    body = {"firstName": "Eve", "lastName": "Ezra", "accountId": oak.pk}
    before = Student.objects.count()
    assert _json(signed_in(staff_viewer), "post", "/api/students", body).status_code == 403
    unnamed = _json(signed_in(staff_admin), "post", "/api/students", {"firstName": "Eve", "lastName": "Ezra"})
    assert unnamed.status_code == 422 and unnamed.json()["errors"] == {"accountId": ["Please fill out this field"]}
    assert Student.objects.count() == before
    made = _json(signed_in(staff_admin), "post", "/api/students", body)
    assert made.status_code == 201 and made.json()["account"] == oak.pk


def test_student_create_refusals(signed_in, bursts_user, school_admin, home_user, client, oak, cedar, bursts_rows):
    body = {"firstName": "Fay", "lastName": "Fox"}
    before = Student.objects.count()
    assert _json(client, "post", "/api/students", body).status_code == 401
    assert _json(signed_in(home_user), "post", "/api/students", body).status_code == 403
    # Another school's account or class: not found, or not a class of this school.
    assert _json(signed_in(bursts_user), "post", "/api/students", {**body, "accountId": oak.pk}).status_code == 404
    assert _json(signed_in(school_admin), "post", "/api/students", {**body, "accountId": cedar.pk}).status_code == 404
    foreign = _json(signed_in(school_admin), "post", "/api/students", {**body, "group": bursts_rows["other_group"].pk})
    assert foreign.status_code == 422 and list(foreign.json()["errors"]) == ["group"]
    assert Student.objects.count() == before


@pytest.mark.parametrize(
    "body, field, message",
    [
        ({"lastName": "Fox"}, "firstName", "Please fill out this field"),
        ({"firstName": "   ", "lastName": "Fox"}, "firstName", "Please fill out this field"),
        ({"firstName": "Fay", "lastName": ""}, "lastName", "Please fill out this field"),
        ({"firstName": "F" * 101, "lastName": "Fox"}, "firstName", "Max 100 Characters"),
        ({"firstName": "Fay", "lastName": "Fox", "email": "not-an-email"}, "email", "Invalid email"),
        ({"firstName": "Fay", "lastName": "Fox", "email": "x" * 255}, "email", "Max 254 Characters"),
        ({"firstName": "Fay", "lastName": "Fox", "group": 0}, "group", None),
        ({"firstName": "Fay", "lastName": "Fox", "group": "Year 2"}, "group", None),
    ],
)
def test_student_create_bad_input_writes_nothing(signed_in, teacher, bursts_rows, body, field, message):
    from apps.accounts.models import AccountEvent
    from apps.bursts.models import Contact

    counts = (Student.objects.count(), Contact.objects.count(), AccountEvent.objects.count())
    response = _json(signed_in(teacher), "post", "/api/students", body)
    assert response.status_code == 422, response.json()
    errors = response.json()["errors"]
    assert field in errors and (message is None or errors[field] == [message])
    assert (Student.objects.count(), Contact.objects.count(), AccountEvent.objects.count()) == counts


def test_student_update(signed_in, teacher, bursts_rows):
    from apps.accounts.models import AuditKind

    child, emailed = bursts_rows["inactive"], bursts_rows["emailed"]
    code, client = child.code, signed_in(teacher)
    response = _json(client, "put", f"/api/students/{child.pk}", {"firstName": " Benny ", "lastName": "Brown"})
    assert response.status_code == 200
    data = response.json()
    child.refresh_from_db()
    # Left out: the class, the code and the contact's email keep their values.
    assert (child.first_name, child.group_id, child.code) == ("Benny", bursts_rows["group"].pk, code)
    assert data["name"] == "Benny Brown" and data["fullContacts"][0]["email"] == "ben.parent@example.org"
    assert _audits(AuditKind.BURSTS_CHILD_UPDATED) == 1
    body = {"firstName": "Ben", "lastName": "Brown", "email": "new.parent@example.org", "group": None, "code": "BEN-2"}
    data = _json(client, "put", f"/api/students/{child.pk}", body).json()
    emailed.refresh_from_db()
    assert (data["group"], data["code"], emailed.email, emailed.invited) == (None, "BEN-2", "new.parent@example.org",
                                                                               None)  # fmt: skip


@pytest.mark.parametrize(
    "body, field",
    [
        ({"firstName": "", "lastName": "Brown"}, "firstName"),
        ({"firstName": "Ben"}, "lastName"),
        ({"firstName": "Ben", "lastName": "Brown", "email": "nope"}, "email"),
        ({"firstName": "Ben", "lastName": "Brown", "code": "no spaces"}, "code"),
        ({"firstName": "Ben", "lastName": "Brown", "code": "C" * 21}, "code"),
        ({"firstName": "Ben", "lastName": "Brown", "code": "TAKEN"}, "code"),
        ({"firstName": "Ben", "lastName": "Brown", "group": "OTHER"}, "group"),
    ],
)
def test_student_update_bad_input_writes_nothing(signed_in, school_admin, bursts_rows, body, field):
    from apps.accounts.models import AccountEvent
    from apps.bursts.models import Contact

    Student.objects.filter(pk=bursts_rows["active"].pk).update(code="TAKEN")
    if body.get("group") == "OTHER":
        body = {**body, "group": bursts_rows["other_group"].pk}
    child = bursts_rows["inactive"]
    before = (list(Student.objects.filter(pk=child.pk).values()), list(Contact.objects.values()),
              AccountEvent.objects.count())  # fmt: skip
    response = _json(signed_in(school_admin), "put", f"/api/students/{child.pk}", body)
    assert response.status_code == 422 and field in response.json()["errors"], response.json()
    if body.get("code") == "TAKEN":
        assert response.json()["errors"]["code"] == ["This code is already in use"]
    after = (list(Student.objects.filter(pk=child.pk).values()), list(Contact.objects.values()),
             AccountEvent.objects.count())  # fmt: skip
    assert after == before


def test_student_update_refusals(signed_in, school_admin, bursts_user, staff_viewer, staff_admin, home_user, client,
                                 bursts_rows):  # fmt: skip
    body = {"firstName": "Zed", "lastName": "Zee"}
    other, oak_child = bursts_rows["other_child"], bursts_rows["active"]
    assert _json(client, "put", f"/api/students/{oak_child.pk}", body).status_code == 401
    assert _json(signed_in(home_user), "put", f"/api/students/{oak_child.pk}", body).status_code == 403
    assert _json(signed_in(school_admin), "put", f"/api/students/{other.pk}", body).status_code == 404
    assert _json(signed_in(bursts_user), "put", f"/api/students/{oak_child.pk}", body).status_code == 404
    assert _json(signed_in(staff_viewer), "put", f"/api/students/{other.pk}", body).status_code == 403
    assert not Student.objects.filter(first_name="Zed").exists()
    assert _json(signed_in(staff_admin), "put", f"/api/students/{other.pk}", body).json()["name"] == "Zed Zee"


def test_student_delete(signed_in, school_admin, teacher, bursts_rows):
    from apps.accounts.models import AuditKind

    child = bursts_rows["active"]
    refused = signed_in(teacher).delete(f"/api/students/{child.pk}")
    assert refused.status_code == 403 and Student.objects.filter(pk=child.pk).exists()
    assert signed_in(school_admin).delete(f"/api/students/{bursts_rows['other_child'].pk}").status_code == 404
    assert Student.objects.filter(pk=bursts_rows["other_child"].pk).exists()
    assert _audits(AuditKind.CHILD_ERASED) == 0
    response = signed_in(school_admin).delete(f"/api/students/{child.pk}")
    assert response.status_code == 204 and not Student.objects.filter(pk=child.pk).exists()
    assert _audits(AuditKind.CHILD_ERASED) == 1  # deleting a child erases it (issue 24), the row names nobody
    assert signed_in(school_admin).delete(f"/api/students/{child.pk}").status_code == 404


def test_student_delete_refusals(signed_in, bursts_user, staff_viewer, staff_admin, home_user, client, bursts_rows):
    other, oak_child = bursts_rows["other_child"], bursts_rows["active"]
    assert client.delete(f"/api/students/{oak_child.pk}").status_code == 401
    assert signed_in(home_user).delete(f"/api/students/{oak_child.pk}").status_code == 403
    assert signed_in(bursts_user).delete(f"/api/students/{oak_child.pk}").status_code == 404
    assert signed_in(staff_viewer).delete(f"/api/students/{other.pk}").status_code == 403
    assert Student.objects.filter(pk__in=[other.pk, oak_child.pk]).count() == 2
    assert signed_in(staff_admin).delete(f"/api/students/{other.pk}").status_code == 204


def test_invite_email_links_to_connect_in_the_home_app(
    signed_in, teacher, bursts_rows, settings, django_capture_on_commit_callbacks
):
    from django.core import mail

    settings.SITE_URL = "https://pe.example.com"
    emailed = bursts_rows["emailed"]
    with django_capture_on_commit_callbacks(execute=True):
        assert signed_in(teacher).post(f"/api/students/{bursts_rows['inactive'].pk}/invite").status_code == 200
    body = mail.outbox[0].body
    assert f"https://pe.example.com/bursts-tools?connect={emailed.uid}" in body
    assert f"enter this code: {emailed.uid}" in body
