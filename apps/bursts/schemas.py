"""The BURSTS API's shapes (spec 2 §3, §7)."""

from datetime import date, datetime
from typing import Literal

from ninja import Field, Schema

from apps.core import messages as text

AppId = Field(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9._:-]+$")


class EventIn(Schema):
    """One thing the home app recorded. `id` is the app's own id: sending it again is harmless."""

    id: str = AppId
    studentId: int = Field(ge=1)
    kind: Literal["activity", "level", "behaviour"]
    at: datetime
    seconds: int = Field(0, ge=0, le=3600)
    adventureId: int = Field(0, ge=0, le=7)
    level: int = Field(0, ge=0, le=10)
    behaviour: Literal["", "brave", "helpful", "imaginative", "wise"] = ""
    points: int = Field(0, ge=0, le=10_000)


class EventsIn(Schema):
    events: list[EventIn] = Field(max_length=500)


class EventsOut(Schema):
    recorded: int
    duplicates: int


class ConnectIn(Schema):
    code: str = Field(min_length=1, max_length=64)


class ChildOut(Schema):
    id: int
    name: str


class StudentQuery(Schema):
    page: int = Field(1, ge=1)
    groupId: int | None = None
    status: list[int] = Field(default_factory=list)
    sort: str = Field("name", max_length=20)
    perPage: int = Field(16, ge=1, le=100)
    accountId: int | None = None


class GroupOut(Schema):
    id: int
    name: str


class ClassTeacherOut(Schema):
    id: int
    name: str
    email: str
    fromMis: bool = Field(description="From the school's MIS: removed in the MIS only")  # noqa: N815


class ClassTeachersOut(Schema):
    """A class's teachers after a change (issue 23)."""

    teachers: list[ClassTeacherOut]


class ClassTeacherIn(Schema):
    teacher: int = Field(description="The id of a user of the class's school")


def class_teachers_out(teachers) -> dict:
    return {"teachers": [{"id": t.pk, "name": t.name, "email": t.email or "", "fromMis": t.from_mis}
                         for t in teachers]}  # fmt: skip


class ClassOut(Schema):
    """A class by id (spec 2 §3 Group)."""

    id: int
    account: int
    name: str
    subject: str
    description: str
    wondeId: str
    dateInvited: date | None
    totalActiveStudents: int
    totalInactiveStudents: int
    totalInvitedStudents: int


class StudentIn(Schema):
    """The child form's fields (spec 2 §5). The page's form checks them (required, trimmed,
    a valid email, a class of the school); the limits here only bound what is read."""

    firstName: str = Field(max_length=100)
    lastName: str = Field(max_length=100)
    email: str = Field("", max_length=254)
    group: int | None = Field(None, ge=1)


class StudentCreateIn(StudentIn):
    """POST /api/students. A school user adds to their own school; staff name the school.
    year (0 EYFS to 6): left out, the class's year (EYFS without a class)."""

    accountId: int | None = Field(None, ge=1)
    year: int | None = Field(None, ge=0, le=6)


class StudentUpdateIn(Schema):
    """PUT /api/students/{id}. Names are required; a field left out keeps its value (the
    contact email, the class, the unique code); email "" removes the email, group null
    takes the child out of its class, year null takes the class's year."""

    firstName: str = Field(max_length=100)
    lastName: str = Field(max_length=100)
    email: str | None = Field(None, max_length=254)
    group: int | None = Field(None, ge=1)
    code: str | None = Field(None, max_length=20)
    year: int | None = Field(None, ge=0, le=6)


class ContactOut(Schema):
    id: int
    kind: str
    email: str
    firstName: str
    lastName: str
    name: str
    invited: datetime | None
    priority: int
    verified: bool
    uid: str


class StudentRowOut(Schema):
    """A child as the list shows it (spec 2 §3 Student, without its contacts)."""

    id: int
    firstName: str
    lastName: str
    name: str
    code: str
    year: int
    dob: date | None
    gender: str
    ethnicity: str  # a DfE ethnicity code (WBRI), or what the MIS sent when the list has no code for it
    ethnicityLabel: str  # WBRI: "White - British"
    nationality: str  # an ISO 3166-1 alpha-3 code (GBR)
    nationalityLabel: str  # GBR: "British"
    sen: str
    ppIndicator: bool
    ppEligible: bool
    eal: bool
    group: int | None
    account: int
    status: int
    level: int
    adventureLevels: list[int]
    brave: int
    wise: int
    helpful: int
    imaginative: int
    totalSeconds: int
    totalMinutes: int
    adventureTotal: int


class StudentOut(StudentRowOut):
    """A child with its contacts (spec 2 §3 Student)."""

    fullContacts: list[ContactOut]


class EventOut(Schema):
    """An award or burst of a child (GET bursts/events)."""

    id: int
    studentId: int
    dateCreated: datetime
    extra: dict  # what the home app sent beside the named fields, kept as it came
    event: str
    name: str
    level: int
    adventureId: int
    seconds: int
    behaviour: str
    points: int


class YearShown(Schema):
    """What the chart and the table show: whole minutes, and only the levels (by number)
    and activities (by adventure and level) with a non-zero month."""

    months: list[str]
    totalActive: list[int]
    totalMinutes: list[int]
    levels: dict[int, list[int]]
    activities: dict[str, list[int]]


class YearTableOut(Schema):
    """GET bursts/year/table: 13 monthly points from August of each figure; levels by
    level number (index 0 unused), activities by "adventure-level"."""

    levels: list[list[int]]
    totalActive: list[int]
    totalSeconds: list[int]
    activities: dict[str, list[int]]
    shown: YearShown


class YearFilterOut(Schema):
    """A filter of the year table: its query name, label and [value, label] choices;
    `multiple` (only where true) when several may be chosen."""

    name: str
    label: str
    choices: list[tuple[str, str]]
    multiple: bool = False


# POST groups/{id}/reinvite answers pairs, as spec 2 §7 states: [child's name, true or
# "no contact"].
ReinvitedPair = tuple[str, bool | Literal[text.NO_CONTACT]]


class InviteSentOut(Schema):
    """POST students/{id}/invite."""

    message: str
    level: str


def student_out(s) -> dict:
    levels = list(s.adventure_levels or [])
    return {
        "id": s.pk, "firstName": s.first_name, "lastName": s.last_name, "name": s.name, "code": s.code,
        "year": s.year, "dob": s.dob, "gender": s.gender, "ethnicity": s.ethnicity,
        "ethnicityLabel": s.ethnicity_label, "nationality": s.nationality, "nationalityLabel": s.nationality_label,
        "sen": s.sen, "ppIndicator": s.pp_indicator, "ppEligible": s.pp_eligible, "eal": s.eal,
        "group": s.group_id, "account": s.account_id, "status": s.status, "level": s.level,
        "adventureLevels": levels, "brave": s.brave, "wise": s.wise, "helpful": s.helpful,
        "imaginative": s.imaginative, "totalSeconds": s.total_seconds, "totalMinutes": s.total_minutes,
        "adventureTotal": s.adventure_total,
    }  # fmt: skip


def group_detail_out(g) -> dict:
    return {"id": g.pk, "account": g.account_id, "name": g.name, "subject": g.subject,
            "description": g.description, "wondeId": g.wonde_id, "dateInvited": g.date_invited,
            "totalActiveStudents": g.total_active, "totalInactiveStudents": g.total_inactive,
            "totalInvitedStudents": g.total_invited}  # fmt: skip


def contact_out(c) -> dict:
    return {"id": c.pk, "kind": c.kind, "email": c.email, "firstName": c.first_name, "lastName": c.last_name,
            "name": c.name, "invited": c.invited, "priority": c.priority, "verified": c.verified,
            "uid": str(c.uid)}  # fmt: skip


def event_out(e) -> dict:
    return {"id": e.pk, "studentId": e.student_id, "dateCreated": e.date_created, "extra": e.extra,
            "event": e.kind, "name": e.name, "level": e.level, "adventureId": e.adventure_id,
            "seconds": e.seconds, "behaviour": e.behaviour, "points": e.points}  # fmt: skip
