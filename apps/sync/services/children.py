"""The nightly sync of the classes a school has imported into BURSTS: classes changed in
the MIS are applied again (children joining and leaving), children's details updated,
and children deleted in the MIS leave their class (kept, and listed in the report; only
a person deletes a child)."""

from collections import Counter
from datetime import timedelta

from apps.accounts.models import Account
from apps.bursts.models import Group, Student
from apps.sync.models import SyncCursor, SyncRun
from apps.sync.services import guard
from apps.sync.services.constants import CURSOR_OVERLAP_SECONDS
from apps.sync.services.groups import STUDENT_INCLUDES, group_apply, student_fields
from apps.sync.services.passes import deleted_ids, read_pass
from apps.sync.services.wonde import WondeClient

PER_PAGE = 50
STUDENT_DETAILS = ["extended_details", "education_details", "year"]


def _prefixed(counts: Counter, found: Counter) -> None:
    for key in ("created", "updated", "unchanged", "left"):
        counts[f"children_{key}"] += found[key]


def _in_classes(account: Account):
    return Student.objects.filter(account=account, group__in=Group.objects.filter(account=account).exclude(wonde_id=""))


def _hold_or_unplace(account: Account, leaving: list, counts: Counter, *, seen: int | None, known: int, total: int,
                     region: str) -> None:  # fmt: skip
    """The guard's check of the children a pass would take out of their class, then (if
    the answer is not suspicious) taking them out. leaving: (child, class) pairs; one
    moved to another imported class by a later page stays where it went."""
    still = {(s, g) for s, g in Student.objects.filter(pk__in=[s for s, _ in leaving]).values_list("pk", "group_id")}
    leaving = sorted({pair for pair in map(tuple, leaving) if pair in still})
    reasons = guard.children_reasons(leaving=len(leaving), total=total, seen=seen, known=known)
    if region:
        reasons.insert(0, region)
    if reasons:
        raise guard.SyncHeld(reasons, {"children": [list(pair) for pair in leaving]})
    for student_id, group_id in leaving:
        counts["children_left"] += Student.objects.filter(pk=student_id, group_id=group_id).update(group=None)


def groups_pass(run: SyncRun, account: Account, client: WondeClient, counts: Counter, *, full: bool,
                region: str = "") -> None:  # fmt: skip
    imported = set(Group.objects.filter(account=account).exclude(wonde_id="").values_list("wonde_id", flat=True))
    known = _in_classes(account).count()
    leaving: list = []
    seen = Counter()

    def apply_page(rows):
        for row in rows:
            if isinstance(row, dict) and str(row.get("id")) in imported:
                _, found = group_apply(account=account, row=row, leaving=leaving)
                seen["classes"] += 1
                seen["children"] += found["created"] + found["updated"] + found["unchanged"]
                _prefixed(counts, found)

    def finish(since):
        _hold_or_unplace(account, leaving, counts, seen=seen["children"] if since is None else None, known=known,
                         total=max(known, _in_classes(account).count()), region=region)  # fmt: skip

    read_pass(run, client, "groups", include=STUDENT_INCLUDES, per_page=PER_PAGE, full=full,
              apply_page=apply_page, finish=finish, expected=len(imported))  # fmt: skip


def students_pass(run: SyncRun, account: Account, client: WondeClient, counts: Counter, *, full: bool,
                  region: str = "") -> None:  # fmt: skip
    """Details of the children BURSTS holds (others in the MIS are not read into it)."""

    def apply_page(rows):
        by_id = {str(r["id"])[:50]: r for r in rows if isinstance(r, dict) and r.get("id")}
        for student in Student.objects.filter(account=account, wonde_id__in=list(by_id)):
            fields = student_fields(by_id[student.wonde_id])
            if any(getattr(student, k) != v for k, v in fields.items()):
                for key, value in fields.items():
                    setattr(student, key, value)
                student.save(update_fields=list(fields))
                counts["children_updated"] += 1

    def finish(since):
        if since is not None and (gone := deleted_ids(client, account, since, "student")):
            leaving = list(_in_classes(account).filter(wonde_id__in=gone).values_list("pk", "group_id"))
            _hold_or_unplace(account, leaving, counts, seen=None, known=0, total=_in_classes(account).count(),
                             region=region)  # fmt: skip

    if full:  # the classes' full pass read every child BURSTS holds: start the cursor there
        SyncCursor.objects.update_or_create(account=account, resource="students", defaults={
            "updated_after": run.created - timedelta(seconds=CURSOR_OVERLAP_SECONDS), "resume_url": ""})  # fmt: skip
        return
    read_pass(run, client, "students", include=STUDENT_DETAILS, per_page=PER_PAGE, full=False,
              apply_page=apply_page, finish=finish)  # fmt: skip
