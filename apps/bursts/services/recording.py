"""What the home app records (POST /api/bursts/events): bursts, XP level-ups and behaviour
points, with the child's counters and the statistics' rollups updated in the same
transaction. Idempotent by the app's own event id: a retried upload, even one racing the
first, is counted once (INSERT ... ON CONFLICT DO NOTHING RETURNING tells which rows are new).

Also the home app's connect step: a parent enters the code from the invite email and
becomes the child's connected contact."""

import contextlib
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from datetime import datetime

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import connection, transaction
from django.utils import timezone

from apps.access.scoping import children_of_parent
from apps.accounts.models import Account
from apps.bursts.models import (
    ADVENTURE_LEVELS,
    ADVENTURES,
    ATTRIBUTES,
    BEHAVIOURS,
    LEVELS,
    ActiveMark,
    Contact,
    Event,
    NationalCell,
    PlaceCell,
    SchoolYear,
    Student,
    xp_level,
)

NOT_YOUR_CHILD = "You can only record activity for your own children."
CODE_NOT_VALID = "This code is not valid"
CONNECT_THROTTLED = "Too many codes were tried. Please check the code you were given and try again in an hour."


@dataclass(frozen=True)
class EventIn:
    app_id: str
    student_id: int
    kind: str
    at: datetime
    seconds: int = 0
    adventure_id: int = 0
    level: int = 0
    behaviour: str = ""
    points: int = 0


def academic_year(day) -> int:
    """2025 is August 2025 to July 2026."""
    return day.year if day.month >= 8 else day.year - 1


def month_of(at: datetime):
    return timezone.localtime(at).date().replace(day=1)


def _name(e: EventIn) -> str:
    if e.kind == Event.Kind.ACTIVITY:
        return f"{ADVENTURES[e.adventure_id]} level {e.level}"
    if e.kind == Event.Kind.LEVEL:
        return f"Reached XP level {e.level}"
    return f"+{e.points} {e.behaviour.title()}"


def _insert_new(rows: list[EventIn], accounts: dict[int, int], parent_id: int | None) -> list[EventIn]:
    """Inserts the events, each naming the parent who sent it; returns those that were
    not there before."""
    table = Event._meta.db_table
    columns = ["student_id", "account_id", "app_id", "kind", "name", "level", "adventure_id", "seconds",
               "behaviour", "points", "extra", "date_created", "parent_id"]  # fmt: skip
    # Adapted by the fields, as the ORM would (SQLite stores datetimes as UTC text).
    extra = Event._meta.get_field("extra").get_db_prep_save({}, connection)
    when = Event._meta.get_field("date_created")
    values, params = [], []
    for e in rows:
        values.append("(" + ", ".join(["%s"] * len(columns)) + ")")
        params += [e.student_id, accounts[e.student_id], e.app_id, e.kind, _name(e), e.level, e.adventure_id,
                   e.seconds, e.behaviour, e.points, extra, when.get_db_prep_save(e.at, connection),
                   parent_id]  # fmt: skip
    sql = (
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES {', '.join(values)} "  # noqa: S608 - our names; values are parameters
        "ON CONFLICT (student_id, app_id) DO NOTHING RETURNING student_id, app_id"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        inserted = set(cursor.fetchall())
    return [e for e in rows if (e.student_id, e.app_id) in inserted]


def _new_marks(marks: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """(student, period) pairs marked active for the first time."""
    if not marks:
        return set()
    table = ActiveMark._meta.db_table
    values = ", ".join(["(%s, %s)"] * len(marks))
    params = [v for pair in sorted(marks) for v in pair]
    sql = (
        f"INSERT INTO {table} (student_id, period) VALUES {values} "  # noqa: S608 - our names; values are parameters
        "ON CONFLICT (student_id, period) DO NOTHING RETURNING student_id, period"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return set(cursor.fetchall())


def upsert_add(model, key_fields: list[str], rows: dict[tuple, Counter]) -> None:
    """Adds each row's counters to its cell, creating it when new (one statement; keys in a
    fixed order so concurrent uploads take row locks in the same order)."""
    if not rows:
        return
    table = model._meta.db_table
    counters = sorted({c for counts in rows.values() for c in counts})
    columns = key_fields + counters
    values, params = [], []
    for key in sorted(rows, key=lambda k: tuple(str(v) for v in k)):
        values.append("(" + ", ".join(["%s"] * len(columns)) + ")")
        params += [*key, *(rows[key].get(c, 0) for c in counters)]
    updates = ", ".join(f"{c} = {table}.{c} + excluded.{c}" for c in counters)
    sql = (
        f"INSERT INTO {table} ({', '.join(columns)}) VALUES {', '.join(values)} "  # noqa: S608 - our names; values are parameters
        f"ON CONFLICT ({', '.join(key_fields)}) DO UPDATE SET {updates}"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, params)


def _attributes(student: Student) -> tuple:
    return tuple(getattr(student, name) for name in ATTRIBUTES)


def _apply_to_student(student: Student, events: list[EventIn]) -> list[str]:
    levels = list(student.adventure_levels or [])
    levels += [0] * (len(ADVENTURES) + 1 - len(levels))
    for e in events:
        if e.kind == Event.Kind.ACTIVITY:
            student.total_seconds += e.seconds
            levels[e.adventure_id] = max(levels[e.adventure_id], e.level)
            student.status = Student.Status.ACTIVE
        if e.kind == Event.Kind.LEVEL:
            student.level = max(student.level, e.level)
        if e.behaviour and e.points:
            setattr(student, e.behaviour, getattr(student, e.behaviour) + e.points)
    student.adventure_levels, student.adventure_total = levels, sum(levels)
    student.level = max(student.level, xp_level(student.total_xp))
    return ["total_seconds", "adventure_levels", "adventure_total", "level", "status", *BEHAVIOURS]


@transaction.atomic
def events_record(*, parent, events: list[EventIn]) -> dict:
    """Records a batch all-or-nothing. Refused (PermissionDenied) when any event is for a
    child the parent is not connected to; nothing is written then."""
    if not events:
        return {"recorded": 0, "duplicates": 0}
    for e in events:
        if e.kind == Event.Kind.ACTIVITY and e.adventure_id not in ADVENTURES:
            raise ValidationError({"adventureId": ["Unknown adventure"]})
        # A burst reaches an FMS level 1-10 and a level-up an XP level 1-10: each has its
        # rollup column, so level 0 would have nowhere to be counted.
        if e.kind == Event.Kind.ACTIVITY and not 1 <= e.level <= ADVENTURE_LEVELS:
            raise ValidationError({"level": [f"A burst reaches a level from 1 to {ADVENTURE_LEVELS}"]})
        if e.kind == Event.Kind.LEVEL and not 1 <= e.level <= LEVELS:
            raise ValidationError({"level": [f"An XP level is from 1 to {LEVELS}"]})
        if e.behaviour and e.behaviour not in BEHAVIOURS:
            raise ValidationError({"behaviour": ["Unknown behaviour"]})
    # A time without a UTC offset is the school's local time (settings.TIME_ZONE).
    events = [e if timezone.is_aware(e.at) else replace(e, at=timezone.make_aware(e.at)) for e in events]
    ids = {e.student_id for e in events}
    # Locked in id order: a concurrent upload for the same child waits here, then finds
    # its events already inserted and counts nothing twice.
    students = {s.pk: s for s in children_of_parent(parent).filter(pk__in=ids).select_for_update().order_by("pk")}
    if set(students) != ids:
        raise PermissionDenied(NOT_YOUR_CHILD)
    new = _insert_new(events, {pk: s.account_id for pk, s in students.items()}, parent.pk)
    if new:
        _roll_up(students, new)
    return {"recorded": len(new), "duplicates": len(events) - len(new)}


FAMILY = 6  # children updated one statement each; more share one (the queries stay bounded)


def _roll_up(students: dict[int, Student], new: list[EventIn], *, counters: bool = True) -> None:
    if counters:
        by_student = defaultdict(list)
        for e in new:
            by_student[e.student_id].append(e)
        fields = []
        for pk, rows in by_student.items():
            fields = _apply_to_student(students[pk], rows)  # the same names for every child
        if len(by_student) <= FAMILY:
            # A family's children: an UPDATE each. bulk_update's one statement of CASE
            # WHENs took 12 ms to build for two children, these 2.5 (issue 34).
            for pk in by_student:
                Student.objects.filter(pk=pk).update(**{name: getattr(students[pk], name) for name in fields})
        else:  # more children: one statement, however many
            Student.objects.bulk_update([students[pk] for pk in by_student], fields)

    marks = set()
    for e in new:
        if e.kind == Event.Kind.ACTIVITY:
            month = month_of(e.at)
            marks |= {(e.student_id, month.year * 100 + month.month), (e.student_id, academic_year(month))}
    fresh = _new_marks(marks)

    places = {a["pk"]: (a["region_id"] or 0, a["county_id"] or 0, a["authority_id"] or 0) for a in
              Account.objects.filter(pk__in={s.account_id for s in students.values()})
              .values("pk", "region_id", "county_id", "authority_id")}  # fmt: skip
    cells: dict[tuple, Counter] = defaultdict(Counter)  # (month, *attributes)
    place_cells: dict[tuple, Counter] = defaultdict(Counter)  # (region, county, authority, month, *attributes)
    years: dict[tuple, Counter] = defaultdict(Counter)  # (account, academic year)
    for e in new:
        student, month = students[e.student_id], month_of(e.at)
        delta, school = Counter(), years[(student.account_id, academic_year(month))]
        if e.kind == Event.Kind.ACTIVITY:
            delta["seconds"] += e.seconds
            delta[f"a{e.adventure_id}_{e.level}"] += 1
            school["seconds"] += e.seconds
            for period, counter, name in ((month.year * 100 + month.month, delta, "active"),
                                          (academic_year(month), school, "active")):  # fmt: skip
                if (e.student_id, period) in fresh:  # first burst of the child in that month / year
                    counter[name] += 1
                    fresh.discard((e.student_id, period))
        elif e.kind == Event.Kind.LEVEL:
            delta[f"l{e.level}"] += 1
        if delta:
            key = (month, *_attributes(student))
            cells[key].update(delta)
            place_cells[(*places[student.account_id], *key)].update(delta)
    upsert_add(NationalCell, ["month", *ATTRIBUTES], cells)
    upsert_add(PlaceCell, ["region_id", "county_id", "authority_id", "month", *ATTRIBUTES], place_cells)
    upsert_add(SchoolYear, ["account_id", "academic_year"], {k: v for k, v in years.items() if v})


@transaction.atomic
def rollups_rebuild(*, chunk: int = 2000) -> int:
    """Recomputes the statistics' rollups from the raw events (after a bulk import such as
    the demo data). The children's own counters are left as they are."""
    for model in (ActiveMark, NationalCell, PlaceCell, SchoolYear):
        model.objects.all().delete()
    fields = ["student_id", "app_id", "kind", "date_created", "seconds", "adventure_id", "level"]
    rows = list(Event.objects.order_by("pk").values_list(*fields))
    for i in range(0, len(rows), chunk):
        part = [EventIn(app_id=a, student_id=s, kind=k, at=at, seconds=sec, adventure_id=adv, level=lvl)
                for s, a, k, at, sec, adv, lvl in rows[i : i + chunk]]  # fmt: skip
        students = Student.objects.in_bulk({e.student_id for e in part})
        _roll_up(students, part, counters=False)
    return len(rows)


@transaction.atomic
def contact_connect(*, parent, code: str) -> Student:
    """The home app's connect step: the parent becomes the child's connected contact (kind
    'parent') and the child active (status 1). The code is any a parent has been given:
    - the invite email's code (the contact's uid): that contact becomes the parent;
    - the child's Unique Code, in either format ever issued ("CHHAAUWZ", and the older
      demo-style "OAK006631"), case and spaces aside: the child's contact with the
      parent's email becomes the parent, or a new contact is made for them.
    Connecting again with a code already used changes nothing."""
    code = "".join(code.split())
    contact = None
    with contextlib.suppress(ValueError):  # not an invite email's code: a child's Unique Code
        contact = Contact.objects.select_for_update().filter(uid=uuid.UUID(code)).select_related("student").first()
    if contact is None:
        contact = _contact_for_code(parent, code)
    if contact.pk is None or contact.parent_id != parent.pk or not contact.is_parent:
        contact.kind, contact.parent, contact.verified = Contact.Kind.PARENT, parent, True
        contact.save()
    student = contact.student
    if student.status == Student.Status.INACTIVE:
        student.status = Student.Status.CONNECTED
        student.save(update_fields=["status"])
    return student


def _contact_for_code(parent, code: str) -> Contact:
    students = list(Student.objects.select_for_update().filter(code__iexact=code)[:2])
    exact = [s for s in students if s.code == code]
    if len(exact) == 1 or len(students) == 1:
        student = (exact or students)[0]
    else:  # none, or two codes that differ only in case and neither given exactly
        raise ValidationError({"code": [CODE_NOT_VALID]})
    contacts = list(student.contacts.select_for_update().order_by("priority", "id"))
    mine = next((c for c in contacts if c.parent_id == parent.pk), None)
    by_email = next((c for c in contacts if c.email and c.email.lower() == parent.email.lower()), None)
    if mine or by_email:
        return mine or by_email
    return Contact(student=student, email=parent.email, first_name=parent.first_name, last_name=parent.last_name,
                   priority=max((c.priority for c in contacts), default=0) + 1, invited=None)  # fmt: skip
