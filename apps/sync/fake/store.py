"""The fake partner's data: schools, their records by resource, deletions and access
statuses per token, and how a record is rendered in the partner's shapes (dates as
{date, timezone_type, timezone}, relations as {"data": ...} when included)."""

import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime

RESOURCES = ("employees", "students", "contacts", "groups", "classes")
# What each resource may include, and which resource the relation's ids point at.
RELATIONS = {
    "employees": {"classes": "classes", "groups": "groups"},
    "students": {"contacts": "contacts", "classes": "classes", "groups": "groups"},
    "contacts": {"students": "students"},
    "groups": {"students": "students", "employees": "employees"},
    "classes": {"students": "students", "employees": "employees"},
}
# Details rendered only when asked for with include= (not relations to other records).
DETAILS = {"employees": {"contact_details"}, "students": {"extended_details"}, "contacts": {"contact_details"}}


SEEDED_AT = datetime(2026, 9, 1, 8, 0, tzinfo=UTC)


def wonde_date(moment: datetime) -> dict:
    return {"date": moment.strftime("%Y-%m-%d %H:%M:%S.000000"), "timezone_type": 3, "timezone": "UTC"}


@dataclass
class School:
    id: str
    name: str
    region: str = "uk"  # "uk" answers on the main host; "anz" only on its own domain
    records: dict = field(default_factory=lambda: {r: {} for r in RESOURCES})
    deletions: list = field(default_factory=list)


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
            school.records[resource].pop(record_id, None)
            for other in school.records.values():  # the deleted record leaves its groups and classes
                for row in other.values():
                    for name, ids in row.get("rel", {}).items():
                        if record_id in ids:
                            row["rel"][name] = [i for i in ids if i != record_id]
            school.deletions.append({"id": record_id, "type": resource.rstrip("s"), "deleted_at": self.now()})

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

    def listing(self, school: School, resource: str, updated_after: datetime | None) -> list[dict]:
        rows = sorted(school.records[resource].values(), key=lambda r: r["id"])
        if updated_after is not None:
            rows = [r for r in rows if r["updated_at"] > updated_after]
        return rows

    def render(self, school: School, resource: str, row: dict, includes: dict) -> dict:
        """A record in the partner's shape, with the includes asked for (nested ones as a
        tree: {"students": {"contacts": {}}})."""
        out = {k: v for k, v in row.items() if k not in ("rel", "details", "created_at", "updated_at")}
        out["created_at"] = wonde_date(row["created_at"])
        out["updated_at"] = wonde_date(row["updated_at"])
        for name, nested in includes.items():
            if name in DETAILS.get(resource, ()):
                out[name] = {"data": row.get("details", {}).get(name, {})}
            elif name in RELATIONS.get(resource, {}):
                target = RELATIONS[resource][name]
                ids = row.get("rel", {}).get(name, [])
                related = [school.records[target][i] for i in ids if i in school.records[target]]
                out[name] = {"data": [self.render(school, target, r, nested) for r in related]}
        return out


def include_tree(value: str) -> dict:
    """'students.contacts,employees' -> {"students": {"contacts": {}}, "employees": {}}."""
    tree: dict = {}
    for part in filter(None, (p.strip() for p in value.split(","))):
        node = tree
        for name in part.split("."):
            node = node.setdefault(name, {})
    return tree
