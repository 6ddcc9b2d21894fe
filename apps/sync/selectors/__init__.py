"""Reads of the sync area, each from the access layer's scoping selectors."""

from dataclasses import dataclass, field

from django.core.paginator import Paginator

from apps.access.scoping import (
    emails_in_other_accounts,
    employees_for,
    groups_for,
    students_for,
    sync_runs_for,
    users_for,
)
from apps.sync.models import Employee, SyncRun
from apps.sync.selectors.cards import Card, cards_for
from apps.sync.services import groups as groups_service
from apps.sync.services.constants import SYNC_PAGE_SIZE
from apps.sync.services.partner import client_for
from apps.sync.services.wonde import WondeError
from apps.users.models import User


def employees_page(user, account, page_number) -> tuple:
    """One page of the Sync Users list (24 a page, spec 1 §9) and its cards."""
    qs = employees_for(user).filter(account=account, left=None).order_by("last_name", "first_name", "wonde_id")
    page = Paginator(qs, SYNC_PAGE_SIZE).get_page(page_number)
    return page, employee_cards(user, account, list(page.object_list))


def employee_cards(user, account, employees: list[Employee]) -> list[Card]:
    school_users = users_for(user).filter(account=account, kind=User.Kind.ACCOUNT)
    return cards_for(employees, school_users, emails_in_other_accounts(account, [e.email for e in employees]))


def employee_get(user, account, wonde_id) -> Employee | None:
    return employees_for(user).filter(account=account, wonde_id=str(wonde_id)[:50], left=None).first()


def sync_runs(user, account, limit: int = 8) -> list[SyncRun]:
    return list(sync_runs_for(user).filter(account=account).select_related("started_by")[:limit])


def sync_run_get(user, account, run_id) -> SyncRun | None:
    return sync_runs_for(user).filter(account=account, pk=run_id).first()


def held_run(user, account) -> SyncRun | None:
    """The school's latest sync when the guard held it (the banner on the sync pages)."""
    latest = sync_runs_for(user).filter(account=account).exclude(kind=SyncRun.Kind.CLEANUP).first()
    return latest if latest is not None and latest.status == SyncRun.Status.HELD else None


def held_changes(user, account, run: SyncRun) -> dict:
    """What a held run did not do, for the people reviewing it: the users it would have
    made temporary and the children it would have taken out of their class."""
    held = run.held or {}
    user_ids = (held.get("staff") or {}).get("users") or []
    pairs = dict(held.get("children") or [])
    users = list(users_for(user).filter(account=account, pk__in=user_ids).order_by("last_name", "first_name"))
    children = list(
        students_for(user).filter(account=account, pk__in=list(pairs)).select_related("group")
        .order_by("last_name", "first_name")
    )  # fmt: skip
    return {"users": users, "children": children, "leavers": len((held.get("staff") or {}).get("leavers") or [])}


def temporary_users(user, account) -> list[User]:
    """The Temporary list: users waiting out their grace (spec 1 §4)."""
    return list(
        users_for(user).filter(account=account, kind=User.Kind.ACCOUNT).exclude(date_end_temp=None)
        .order_by("date_end_temp", "last_name")
    )  # fmt: skip


def temporary_user_get(user, account, user_id) -> User | None:
    """One user of the Temporary list (for Remove now and Keep), None when not listed."""
    user_id = str(user_id or "")
    if not (user_id.isascii() and user_id.isdigit() and len(user_id) <= 18):
        return None
    return (
        users_for(user).filter(account=account, kind=User.Kind.ACCOUNT, pk=int(user_id))
        .exclude(date_end_temp=None).first()
    )  # fmt: skip


# Classes in the MIS (read live from the partner with the BURSTS token) ----------------


@dataclass
class MisGroup:
    """Sync-service group (spec 1 §3): wondeId, name, description, groupType, synced,
    students; with the import warnings of spec 1 §8."""

    wonde_id: str
    name: str
    description: str
    group_type: str
    students: list[dict]
    synced: bool
    group_id: int | None
    warnings: list[str] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.students)


def _mis_groups(user, account, rows: list[dict]) -> list[MisGroup]:
    ids = [str(s["id"]) for row in rows for s in groups_service.student_rows(row)]
    placed = dict(
        students_for(user).filter(account=account, wonde_id__in=ids).exclude(group=None)
        .values_list("wonde_id", "group__wonde_id")
    )  # fmt: skip
    local = dict(groups_for(user).filter(account=account).exclude(wonde_id="").values_list("wonde_id", "pk"))
    out = []
    for row in rows:
        wonde_id = str(row.get("id"))
        students = groups_service.student_rows(row)
        elsewhere = sum(1 for s in students if placed.get(str(s["id"])) not in (None, wonde_id))
        group = MisGroup(
            wonde_id=wonde_id,
            name=str(row.get("name") or ""),
            description=str(row.get("description") or ""),
            group_type=str(row.get("type") or ""),
            students=students,
            synced=wonde_id in local,
            group_id=local.get(wonde_id),
        )
        group.warnings = groups_service.group_warnings(row, elsewhere)
        out.append(group)
    return out


def mis_groups(user, account) -> list[MisGroup]:
    """The school's classes in its MIS, by name. WondeError when the partner fails."""
    with client_for(account, "bursts") as client:
        rows = client.all(account.wonde_id, "groups", include=["students"], per_page=200)
    return sorted(_mis_groups(user, account, rows), key=lambda g: g.name.lower())


def mis_group(user, account, group_wonde_id) -> MisGroup | None:
    with client_for(account, "bursts") as client:
        try:
            row = client.one(account.wonde_id, "groups", str(group_wonde_id)[:50], include=["students.contacts"])
        except WondeError as error:
            if error.status == 404:
                return None
            raise
    return _mis_groups(user, account, [row])[0] if row.get("id") else None
