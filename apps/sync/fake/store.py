"""The fake partner's data: schools, their records by resource, deletions and access
statuses per token, and how a record is rendered in the partner's shapes. The shapes and
where each was checked are listed in apps/sync/fake/SHAPES.md: dates as
{date, timezone_type, timezone} (dates of birth too, in the school's time zone),
relations and details as {"data": ...} only when asked for with include=, the school's
region as a plain object {code, domain, school_url, identifiers}."""

import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime

RESOURCES = ("employees", "students", "contacts", "groups", "classes")
# The deletions endpoint's type of each resource (Wonde: "student, contact, employee, group...").
DELETION_TYPES = {"employees": "employee", "students": "student", "contacts": "contact", "groups": "group",
                  "classes": "class"}  # fmt: skip

# What each resource may include (the documented names), and how the fake answers it:
# a relation to another resource (nested includes go on from there), a details object
# kept on the record, the student's year, or a documented include the fake holds no
# data for (answered empty, never dropped). Any other name is refused, as an unknown
# include is not silently ignored.
REL, DETAIL, YEAR, ONE, MANY = "rel", "detail", "year", "one", "many"
INCLUDES = {
    "students": {
        "classes": (REL, "classes"), "groups": (REL, "groups"), "contacts": (REL, "contacts"),
        "contact_details": (DETAIL, None), "extended_details": (DETAIL, None), "education_details": (DETAIL, None),
        "year": (YEAR, None), "registration": (ONE, None), "house": (ONE, None), "boarding": (ONE, None),
        "campus": (ONE, None), "attendance_summary": (ONE, None), "photo": (ONE, None), "identifiers": (ONE, None),
        "permissions": (ONE, None), "sen_needs": (MANY, None), "siblings": (MANY, None),
        "medical_conditions": (MANY, None), "medical_events": (MANY, None), "medical_notes": (MANY, None),
        "doctors": (MANY, None), "behaviours": (MANY, None), "achievements": (MANY, None),
        "exclusions": (MANY, None), "user_defined_fields": (MANY, None), "results": (MANY, None),
        "in_care_date_ranges": (MANY, None), "sen_date_ranges": (MANY, None), "fsm_date_ranges": (MANY, None),
        "upfsm_date_ranges": (MANY, None), "child_protection_plan_date_ranges": (MANY, None),
    },
    "employees": {
        "classes": (REL, "classes"), "groups": (REL, "groups"), "contact_details": (DETAIL, None),
        "employment_details": (DETAIL, None), "extended_details": (DETAIL, None), "roles": (MANY, None),
        "user_defined_fields": (MANY, None),
    },
    "contacts": {"students": (REL, "students"), "contact_details": (DETAIL, None)},
    "groups": {"students": (REL, "students"), "employees": (REL, "employees")},
    "classes": {"students": (REL, "students"), "employees": (REL, "employees"), "subject": (ONE, None),
                "lessons": (MANY, None)},
}  # fmt: skip
YEAR_INCLUDES = {"employees": (MANY, None)}  # year.employees

SEEDED_AT = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)


class UnknownInclude(ValueError):
    pass


def wonde_date(moment: datetime) -> dict:
    return {"date": moment.strftime("%Y-%m-%d %H:%M:%S.000000"), "timezone_type": 3, "timezone": "UTC"}


def wonde_day(value, timezone: str) -> dict | None:
    """A date without a time (a date of birth) as the partner gives every date: midnight
    in the school's time zone."""
    day = (value.get("date") if isinstance(value, dict) else value) or ""
    if not day:
        return None
    return {"date": f"{str(day)[:10]} 00:00:00.000000", "timezone_type": 3, "timezone": timezone}


@dataclass
class School:
    id: str
    name: str
    region: str = "uk"  # "uk" answers on the main host; "anz" only on its own domain
    records: dict = field(default_factory=lambda: {r: {} for r in RESOURCES})
    deletions: list = field(default_factory=list)
    postcode: str = "CB8 7SG"
    la_code: str = "873"
    establishment_number: str = "2001"
    urn: int = 110001
    phase: str = "PRIMARY"
    mis: str = "SIMS"

    @property
    def timezone(self) -> str:
        return "Pacific/Auckland" if self.region == "anz" else "Europe/London"


@dataclass
class Failure:
    """A fault served on demand: `status` for the next `times` requests whose path
    contains `path_contains`, after letting `after` such requests through."""

    status: int
    path_contains: str = ""
    after: int = 0
    times: int = 1
    retry_after: int | None = None


class Store:
    def __init__(self):
        self.lock = threading.RLock()
        self.schools: dict[str, School] = {}
        self.access: dict[tuple[str, str], str] = {}  # (token, school id) -> status
        self.messages: dict[tuple[str, str], str] = {}
        self.failures: list[Failure] = []
        self.requests: list[str] = []  # paths served, for tests that count pages
        self.tokens: set[str] = set()
        # How the school's region is rendered: "plain" as Wonde's client reads it
        # (region.domain), "nested" (region.data.domain, the fake's earlier shape) or
        # "code_only" (a region the product cannot read a host from), for the tests.
        self.region_shape = "plain"

    # Changing the data -----------------------------------------------------------------

    def now(self) -> datetime:
        return datetime.now(UTC)

    def put(self, school_id: str, resource: str, record: dict, *, touch: bool = True) -> dict:
        with self.lock:
            school = self.schools[school_id]
            existing = school.records[resource].get(record["id"], {})
            merged = {**existing, **record}
            # Seeded rows carry the seed's time, so the first incremental read finds none.
            moment = self.now() if touch else merged.get("updated_at", SEEDED_AT)
            merged.setdefault("created_at", moment)
            merged["updated_at"] = moment
            school.records[resource][record["id"]] = merged
            return merged

    def delete(self, school_id: str, resource: str, record_id: str) -> None:
        with self.lock:
            school = self.schools[school_id]
            row = school.records[resource].pop(record_id, None) or {}
            for other in school.records.values():  # the deleted record leaves its groups and classes
                for kept in other.values():
                    for name, ids in kept.get("rel", {}).items():
                        if record_id in ids:
                            kept["rel"][name] = [i for i in ids if i != record_id]
            mis_id = row.get("mis_id") or record_id[1:]
            school.deletions.append(
                {"id": record_id, "type": DELETION_TYPES[resource], "mis_id": mis_id, "deleted_at": self.now()}
            )

    def set_access(self, token: str, school_id: str, status: str, message: str = "") -> None:
        with self.lock:
            self.access[(token, school_id)] = status
            self.messages[(token, school_id)] = message

    def fail(self, status: int, *, path_contains: str = "", after: int = 0, times: int = 1, retry_after=None):
        with self.lock:
            self.failures.append(Failure(status, path_contains, after, times, retry_after))

    def take_failure(self, path: str) -> Failure | None:
        with self.lock:
            for failure in self.failures:
                if failure.path_contains not in path:
                    continue
                if failure.after > 0:
                    failure.after -= 1
                    return None
                failure.times -= 1
                if failure.times <= 0:
                    self.failures.remove(failure)
                return failure
            return None

    # Reading ---------------------------------------------------------------------------

    def listing(self, school: School, resource: str, updated_after=None, updated_before=None) -> list[dict]:
        rows = sorted(school.records[resource].values(), key=lambda r: r["id"])
        if updated_after is not None:
            rows = [r for r in rows if r["updated_at"] > updated_after]
        if updated_before is not None:
            rows = [r for r in rows if r["updated_at"] < updated_before]
        return rows

    def render(self, school: School, resource: str, row: dict, includes: dict) -> dict:
        """A record in the partner's shape, with the includes asked for (nested ones as a
        tree: {"students": {"contacts": {}}}, already checked by include_tree)."""
        hidden = ("rel", "details", "created_at", "updated_at", "year", "date_of_birth")
        out = {k: v for k, v in row.items() if k not in hidden}
        if resource in ("students", "employees", "contacts"):
            out["date_of_birth"] = wonde_day(row.get("date_of_birth"), school.timezone)
        out["created_at"] = wonde_date(row["created_at"])
        out["updated_at"] = wonde_date(row["updated_at"])
        for name, nested in includes.items():
            kind, target = INCLUDES[resource][name]
            if kind == DETAIL:
                out[name] = {"data": row.get("details", {}).get(name, {})}
            elif kind == YEAR:
                out[name] = {"data": self._year(row, nested)}
            elif kind == ONE:
                out[name] = {"data": None}
            elif kind == MANY:
                out[name] = {"data": []}
            else:
                ids = row.get("rel", {}).get(name, [])
                related = [school.records[target][i] for i in ids if i in school.records[target]]
                out[name] = {"data": [self.render(school, target, r, nested) for r in related]}
        return out

    @staticmethod
    def _year(row: dict, nested: dict) -> dict | None:
        """The student's year group as Wonde includes it (include=year): an object whose
        code is the MIS's own ("R", "3", "Year 3"...), or null when the MIS has none."""
        year = row.get("details", {}).get("year")
        if year is None and isinstance(row.get("year"), int):  # a record put with a bare number
            year = {"code": str(row["year"]) if row["year"] else "R"}
        if not year:
            return None
        code = str(year.get("code"))
        name = year.get("name") or ("Reception" if code == "R" else f"Year {code}")
        out = {"id": f"Y{code.replace(' ', '')}", "mis_id": code, "code": code, "name": name, "description": name,
               "type": "YEAR"}  # fmt: skip
        for key in nested:  # year.employees
            out[key] = {"data": []}
        return out


def include_tree(value: str, resource: str | None = None) -> dict:
    """'students.contacts,employees' -> {"students": {"contacts": {}}, "employees": {}}.
    With the resource, every name is checked against what it may include (nested names
    against the related resource): UnknownInclude names the first that is not."""
    tree: dict = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        node, current = tree, resource
        for name in part.split("."):
            if current is not None:
                allowed = YEAR_INCLUDES if current == YEAR else INCLUDES.get(current, {})
                if name not in allowed:
                    raise UnknownInclude(part)
                kind, target = allowed[name]
                current = target if kind == REL else (YEAR if kind == YEAR else "")
            node = node.setdefault(name, {})
    return tree
