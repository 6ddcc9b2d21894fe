"""POST /api/bursts/events: the home app's uploads, with the parent's token, counted once,
only for the parent's own children, with counters and rollups exact (spec 2 §3; issue 12)."""

import random
from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from apps.bursts.models import Contact, Event, NationalCell, PlaceCell, SchoolYear, Student
from apps.bursts.selectors import stats
from apps.bursts.services.recording import EventIn, events_record
from apps.bursts.tests.factories import make_contact, make_group, make_student
from apps.core.tokens import hash_key
from apps.parents.models import Parent, ParentAppToken

pytestmark = pytest.mark.django_db


@pytest.fixture
def parent(bursts_rows):
    parent = Parent.objects.create(email="ann@example.org", first_name="Ann", verified=True)
    parent.set_password("Secret-123!")
    parent.save()
    Contact.objects.filter(pk=bursts_rows["parent"].pk).update(parent=parent)
    return parent


@pytest.fixture
def app(client, parent):
    """The home app: a client carrying the parent's token."""
    ParentAppToken.objects.create(parent=parent, key_hash=hash_key("app-key"))
    client.defaults["HTTP_AUTHORIZATION"] = "Bearer app-key"
    return client


def _post(app, events):
    return app.post("/api/bursts/events", {"events": events}, content_type="application/json")


def _burst(child, n=1, **fields):
    at = fields.pop("at", timezone.now() - timedelta(hours=1))
    return {"id": f"ev-{n}", "studentId": child.pk, "kind": "activity", "at": at.isoformat(), "seconds": 150,
            "adventureId": 2, "level": 3, "behaviour": "brave", "points": 200, **fields}  # fmt: skip


def test_parent_signs_in_and_records_a_burst(client, parent, bursts_rows):
    token = client.post("/api/parents/login", {"email": "ann@example.org", "password": "Secret-123!"},
                        content_type="application/json").json()["token"]  # fmt: skip
    child = bursts_rows["active"]
    response = client.post("/api/bursts/events", {"events": [_burst(child)]}, content_type="application/json",
                           headers={"Authorization": f"Bearer {token}"})  # fmt: skip
    assert response.json() == {"recorded": 1, "duplicates": 0}
    child.refresh_from_db()
    assert (child.total_seconds, child.brave, child.adventure_levels[2], child.status) == (754 + 150, 200, 3, 2)
    assert Event.objects.get().name == "Jungle Trek level 3"
    assert Event.objects.get().parent == parent  # who recorded it (issue 24)


def test_wrong_password_and_no_token_are_refused(client, parent, bursts_rows):
    bad = client.post("/api/parents/login", {"email": "ann@example.org", "password": "nope"},
                      content_type="application/json")  # fmt: skip
    assert bad.status_code == 401
    anonymous = client.post("/api/bursts/events", {"events": [_burst(bursts_rows["active"])]},
                            content_type="application/json")  # fmt: skip
    assert anonymous.status_code == 401 and not Event.objects.exists()


def test_a_retried_upload_is_counted_once(app, bursts_rows):
    child = bursts_rows["active"]
    events = [_burst(child, 1), _burst(child, 2, kind="level", level=4, seconds=0, adventureId=0, behaviour="")]
    assert _post(app, events).json() == {"recorded": 2, "duplicates": 0}
    assert _post(app, events).json() == {"recorded": 0, "duplicates": 2}
    child.refresh_from_db()
    assert child.total_seconds == 754 + 150 and child.level == 4 and child.brave == 200
    cell = NationalCell.objects.get()
    assert (cell.active, cell.seconds, cell.l4, cell.a2_3) == (1, 150, 1, 1)
    assert SchoolYear.objects.get().active == 1


def test_only_own_children_and_nothing_written_when_refused(app, bursts_rows):
    mine, theirs = bursts_rows["active"], bursts_rows["inactive"]  # no connected contact for the second
    response = _post(app, [_burst(mine, 1), _burst(theirs, 2)])
    assert response.status_code == 403
    other_school = _post(app, [_burst(bursts_rows["other_child"], 3)])
    assert other_school.status_code == 403
    assert not Event.objects.exists() and not NationalCell.objects.exists()
    mine.refresh_from_db()
    assert mine.total_seconds == 754


@pytest.mark.parametrize(
    "change",
    [
        {"id": ""},
        {"id": "x" * 65},
        {"id": "bad\x00id"},
        {"kind": "dance"},
        {"seconds": -5},
        {"seconds": 99999},
        {"adventureId": 9},
        {"level": 11},
        {"behaviour": "sneaky"},
        {"at": "yesterday"},
        {"studentId": "abc"},
        {"level": 0},  # a burst reaches an FMS level 1-10
        {"kind": "level", "level": 0, "adventureId": 0},  # an XP level is 1-10
    ],
)
def test_bad_events_are_422_and_write_nothing(app, bursts_rows, change):
    response = _post(app, [_burst(bursts_rows["active"]) | change])
    assert response.status_code == 422, response.content
    assert not Event.objects.exists()


def test_a_time_without_an_offset_is_the_schools_local_time(app, bursts_rows):
    child = bursts_rows["active"]
    at = (timezone.localtime() - timedelta(hours=2)).replace(tzinfo=None, microsecond=0)
    assert _post(app, [_burst(child, at=at)]).json() == {"recorded": 1, "duplicates": 0}
    assert timezone.localtime(Event.objects.get().date_created).replace(tzinfo=None) == at
    assert NationalCell.objects.get().month == at.date().replace(day=1)


def test_an_activity_without_an_adventure_is_refused(app, bursts_rows):
    response = _post(app, [_burst(bursts_rows["active"], adventureId=0)])
    assert response.status_code == 422 and not Event.objects.exists()


def test_connect_with_the_invite_code(app, parent, bursts_rows):
    emailed = bursts_rows["emailed"]
    response = app.post("/api/bursts/connect", {"code": str(emailed.uid)}, content_type="application/json")
    assert response.json() == {"id": emailed.student_id, "name": "Ben Brown"}
    emailed.refresh_from_db()
    assert emailed.kind == "parent" and emailed.parent == parent
    assert Student.objects.get(pk=emailed.student_id).status == Student.Status.CONNECTED
    bad = app.post("/api/bursts/connect", {"code": "nope"}, content_type="application/json")
    assert bad.status_code == 422


def test_rollups_equal_the_naive_aggregate_on_random_data(oak, cedar):
    """Random children, attributes and events through the service; the fast paths give the
    naive aggregate's figures under random filter combinations."""
    rng = random.Random(5)
    parent = Parent.objects.create(email="many@example.org")
    children = []
    for n, account in enumerate([oak, cedar] * 12):
        group = make_group(account, name=f"C{n}")
        child = make_student(group, year=rng.randrange(7), gender=rng.choice(["MALE", "FEMALE"]),
                             ethnicity=rng.choice(["A", "B", "C"]), nationality=rng.choice(["British", "Polish"]),
                             pp_eligible=rng.random() < 0.3, pp_indicator=rng.random() < 0.3,
                             sen=rng.choice(["", "", "K", "E"]), eal=rng.random() < 0.2)  # fmt: skip
        make_contact(child, email=f"p{n}@example.org", kind="parent", parent=parent)
        children.append(child)
    start = stats.year_start()
    now = timezone.now()
    events = []
    for n in range(600):
        child = rng.choice(children)
        at = timezone.make_aware(datetime(start.year, 8, 1)) + timedelta(
            days=rng.randrange(0, 395), hours=rng.randrange(24)
        )
        at = min(at, now)
        kind = rng.choice(["activity", "activity", "activity", "level", "behaviour"])
        events.append(EventIn(app_id=f"r{n}", student_id=child.pk, kind=kind, at=at, seconds=rng.randrange(30, 600),
                              adventure_id=rng.randrange(1, 8) if kind == "activity" else 0,
                              level=rng.randrange(1, 11) if kind != "behaviour" else 0,
                              behaviour="wise" if kind == "behaviour" else "", points=50))  # fmt: skip
    for i in range(0, len(events), 37):
        events_record(parent=parent, events=events[i : i + 37])
    events_record(parent=parent, events=events[:100])  # a retried batch changes nothing
    assert Event.objects.count() == 600
    combos = [stats.YearFilters()] + [
        stats.YearFilters(
            gender=rng.choice([None, "MALE", "FEMALE"]),
            year=rng.choice([None, 0, 3, 6]),
            ethnicity=rng.choice([None, "A", "B"]),
            pp_eligible=rng.choice([None, True, False]),
            sen=rng.choice([(), ("K",), ("K", "E")]),
            eal=rng.choice([None, True]),
            region_id=rng.choice([None, oak.region_id]),
            county_id=rng.choice([None, cedar.county_id]),
        )
        for _ in range(25)
    ]
    for filters in combos:
        assert stats.cells_table(filters, start=start) == stats.naive_table(filters, start=start), filters
        for school in (oak, cedar):  # one school's table, from its children when filtered, equals its events'
            mine = stats.events_table(Event.objects.filter(account=school), filters, start=start)
            assert stats.school_table(Event.objects.all(), school, filters, start=start) == mine, (school, filters)
    assert PlaceCell.objects.exists()
    assert sum(stats.naive_table(stats.YearFilters(), start=start)["totalActive"]) > 0


@pytest.mark.django_db(transaction=True)
def test_concurrent_duplicate_uploads_are_counted_once(bursts_rows, parent):
    """Two uploads of the same event racing each other: one records it, the other finds it
    there; no error, no double count (PostgreSQL: row locks; SQLite: one writer at a time)."""
    import threading

    from django.db import connection

    if connection.vendor != "postgresql":
        pytest.skip("needs concurrent writers (PostgreSQL)")
    child = bursts_rows["active"]
    event = EventIn(app_id="same", student_id=child.pk, kind="activity", at=timezone.now(), seconds=100,
                    adventure_id=1, level=1)  # fmt: skip
    results, errors = [], []
    barrier = threading.Barrier(4)

    def upload():
        try:
            barrier.wait()
            results.append(events_record(parent=parent, events=[event]))
        except Exception as error:  # noqa: BLE001 - the test reports any
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=upload) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(r["recorded"] for r in results) == [0, 0, 0, 1]
    child.refresh_from_db()
    assert child.total_seconds == 754 + 100 and NationalCell.objects.get().active == 1


def test_recording_runs_the_same_queries_for_a_family_or_a_whole_class(oak):
    """Ingestion's queries are bounded whatever the number of children in a batch: a
    family's children are updated one statement each, more than FAMILY share one."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from apps.bursts.services.recording import FAMILY

    group = make_group(oak, name="Many")
    parent = Parent.objects.create(email="class@example.org")
    children = [make_student(group, first_name=f"C{n}") for n in range(FAMILY * 3)]
    for n, child in enumerate(children):
        make_contact(child, email=f"c{n}@example.org", kind="parent", parent=parent)
    now = timezone.now()

    def record(tag, kids):
        events = [EventIn(app_id=f"{tag}{n}", student_id=c.pk, kind="activity", at=now, seconds=60, adventure_id=1,
                          level=1, behaviour="", points=0) for n, c in enumerate(kids)]  # fmt: skip
        with CaptureQueriesContext(connection) as queries:
            assert events_record(parent=parent, events=events)["recorded"] == len(kids)
        return len(queries)

    few, many = record("a", children[:1]), record("b", children)
    assert many <= few + FAMILY, (few, many)
    assert Student.objects.get(pk=children[-1].pk).total_seconds == 60
