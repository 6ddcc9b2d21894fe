"""The BURSTS calls of spec 2 §7 for school users and staff: the year table and its
filters, classes, students and events lists, re-invite and student invite."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.bursts.models import Event, Student
from apps.bursts.recording import rollups_rebuild
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
