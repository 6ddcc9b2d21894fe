"""One sync of one school, start to report (spec 1 §4 sync items and statuses; the
issue's nightly incremental sync):

- one run per school at a time (SyncRun's constraint is the lock; a run left behind by
  a worker that died is closed as failed, with that said, before another starts);
- each page is applied in its own transaction together with the cursor's resume point,
  so a failure mid-way keeps what was applied and the next run resumes from the page
  that failed; the updated_after cursor moves only when a pass is complete;
- idempotent: applying a page again changes nothing, and users already temporary keep
  their date;
- never silent: every failure ends the run as failed with its message in the report."""

import logging
from collections import Counter
from datetime import datetime, timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import Group, Student
from apps.core.actors import acting_system
from apps.sync.models import Employee, SyncCursor, SyncRun
from apps.sync.services import constants as c
from apps.sync.services import guard, mis
from apps.sync.services.children import groups_pass, students_pass
from apps.sync.services.employees import employees_apply, staff_users, users_flag, users_unmatched
from apps.sync.services.partner import client_for
from apps.sync.services.passes import deleted_ids, read_pass
from apps.sync.services.wonde import WondeClient, WondeError

log = logging.getLogger(__name__)
STALE_AFTER = timedelta(hours=2)  # a run a worker started and never finished
QUEUED_STALE_AFTER = timedelta(minutes=10)  # a run no worker took (its task was lost)
EMPLOYEES_PER_PAGE = 100
UNEXPECTED = "The sync stopped on an unexpected error; what was read before it is kept and the next sync resumes."


class SyncBusy(Exception):
    pass


def access_refresh(*, account: Account) -> Account:
    """The school's region and this provider's access to it, per product (approved,
    audited, pending, declined, revoked) with the partner's message. The region's host is
    read in every shape it has been seen in (apps/sync/mis.py); when the school's record
    gives none, the host learned before is kept. account.wonde_region keeps, for this run,
    the region as the record gave it: (domain, code)."""
    with WondeClient(token=settings.WONDE_TOKEN) as main:
        try:
            school = main.school(account.wonde_id)
        except WondeError as error:
            if error.status != 403:  # a school not found stays as it was: the run fails and says so
                raise
            school = {}
    domain, code = mis.region_domain(school)[:100], mis.region_code(school)
    main_host = settings.WONDE_BASE_URL.split("://", 1)[-1].split("/", 1)[0].lower()
    if domain:
        account.wonde_domain = "" if domain == main_host else domain
    account.wonde_region = (domain, code)
    statuses = {}
    for product in ("pe", "bursts"):
        with client_for(account, product) as client:
            statuses[product] = client.access(account.wonde_id)
    valid = set(Account.WondeStatus.values)
    account.wonde_pe_status = statuses["pe"].get("status") if statuses["pe"].get("status") in valid else ""
    account.wonde_bursts_status = statuses["bursts"].get("status") if statuses["bursts"].get("status") in valid else ""
    account.wonde_message = str(statuses["bursts"].get("message") or statuses["pe"].get("message") or "")[:300]
    account.save(update_fields=["wonde_domain", "wonde_pe_status", "wonde_bursts_status", "wonde_message"])
    return account


def _region_reason(account: Account, client: WondeClient) -> str:
    domain, code = getattr(account, "wonde_region", ("", ""))
    return guard.region_reason(host=client.host, domain=domain, code=code, main_codes=mis.MAIN_REGION_CODES)


def runs_release_stuck(*, account: Account | None = None) -> list[SyncRun]:
    """Closes as failed, with a line in its report, each run left behind: queued and not
    taken by a worker within QUEUED_STALE_AFTER (its task was lost, say with Redis), or
    running for longer than STALE_AFTER (its worker died). The school can sync again at
    once. Every school's, or one's. Returns the runs closed."""
    now = timezone.now()
    stuck = SyncRun.objects.filter(
        Q(status=SyncRun.Status.QUEUED, created__lt=now - QUEUED_STALE_AFTER)
        | Q(status=SyncRun.Status.RUNNING, created__lt=now - STALE_AFTER)
    )
    if account is not None:
        stuck = stuck.filter(account=account)
    closed = []
    for run in stuck.select_related("account"):
        minutes = int((now - run.created).total_seconds() // 60)
        reason = (c.RELEASED_QUEUED.format(minutes=int(QUEUED_STALE_AFTER.total_seconds() // 60))
                  if run.status == SyncRun.Status.QUEUED else c.RELEASED_RUNNING)  # fmt: skip
        run.errors = [*run.errors, reason]
        run.lines = [*run.lines, c.RELEASED_LINE.format(when=f"{timezone.localtime(now):%d %b %Y at %H:%M}",
                                                        minutes=minutes)]  # fmt: skip
        run.status, run.finished = SyncRun.Status.FAILED, now
        run.save(update_fields=["errors", "lines", "status", "finished"])
        closed.append(run)
    return closed


def sync_run_not_queued(*, run_id: int) -> None:
    """A run the task queue would not take (Redis away): failed at once, with why, so the
    page says so and the school can try again (not left queued for hours)."""
    SyncRun.objects.filter(pk=run_id, status=SyncRun.Status.QUEUED).update(
        status=SyncRun.Status.FAILED, finished=timezone.now(), errors=[c.NOT_QUEUED]
    )


def _close_stale(account: Account) -> None:
    runs_release_stuck(account=account)


def sync_run_start(*, account: Account, kind: str, acting_user=None) -> SyncRun:
    """A queued run for the school, or SyncBusy when one is already under way."""
    _close_stale(account)
    try:
        with transaction.atomic():
            return SyncRun.objects.create(account=account, kind=kind, started_by=acting_user)
    except IntegrityError:
        raise SyncBusy(c.SYNC_BUSY) from None


def sync_run_skipped(*, account: Account, kind: str, reason: str) -> SyncRun:
    """A run that could not start still leaves a line in the report."""
    return SyncRun.objects.create(account=account, kind=kind, status=SyncRun.Status.FAILED,
                                  finished=timezone.now(), errors=[reason])  # fmt: skip


def _employees_pass(run: SyncRun, account: Account, client: WondeClient, counts: Counter, *, full: bool) -> None:
    """Counts go into `counts` as pages are applied, so a failed run still reports them.
    Deletions are read since the last complete pass, on a full pass too: otherwise a
    leaver deleted before a manual (full) sync would be missed once the cursor moved on;
    a whole full pass also counts as leavers the employees it did not see.
    Who would become temporary is worked out first and checked by the guard: a
    suspicious answer holds the pass (SyncHeld) before anyone is changed."""
    cursor = SyncCursor.objects.filter(account=account, resource="employees")
    previous = cursor.values_list("updated_after", flat=True).first()
    seen: set[str] = set()  # read in this pass: in the MIS now (deleted, then restored)
    known = Employee.objects.filter(account=account, left=None).count()
    region = _region_reason(account, client)

    def apply_page(rows):
        seen.update(str(row["id"])[:50] for row in rows if isinstance(row, dict) and row.get("id"))
        counts.update(employees_apply(account=account, rows=rows))

    def finish(since):
        after = since if since is not None else previous
        leavers = [i for i in deleted_ids(client, account, after, "employee") if i not in seen] if after else []
        if since is None and not getattr(run, "resumed", False):  # a whole full pass: who it did not see has left
            unseen = Employee.objects.filter(account=account, left=None).exclude(wonde_id__in=seen)
            leavers += [i for i in unseen.values_list("wonde_id", flat=True) if i not in leavers]
        flagging = users_unmatched(account=account, leaving=leavers) if (leavers or since is None) else []
        reasons = guard.staff_reasons(flagged=len(flagging), total=staff_users(account).count(),
                                      seen=len(seen) if since is None else None, known=known)  # fmt: skip
        if region:
            reasons.insert(0, region)
        if reasons:
            raise guard.SyncHeld(reasons, {"staff": {"users": [u.pk for u in flagging], "leavers": leavers}})
        if leavers:
            Employee.objects.filter(account=account, wonde_id__in=leavers, left=None).update(left=timezone.now())
        counts["flagged"] += users_flag(account=account, users=flagging)

    read_pass(run, client, "employees", include=["contact_details"], per_page=EMPLOYEES_PER_PAGE, full=full,
              apply_page=apply_page, finish=finish, expected=known)  # fmt: skip


def _lines(run: SyncRun, counts: Counter) -> list[str]:
    lines = []
    if getattr(run, "resumed", False):
        lines.append("Resumed from where the last sync stopped.")
    lines.append(
        f"Staff: {counts['created']} new, {counts['updated']} updated, {counts['unchanged']} unchanged in the MIS."
    )
    if counts["relinked"]:
        n = counts["relinked"]
        lines.append(f"{n} temporary user{'s' if n != 1 else ''} found in the MIS again.")
    if counts["flagged"]:
        n = counts["flagged"]
        users = "user" if n == 1 else "users"
        lines.append(f"{n} {users} not found in the MIS became temporary ({c.TEMP_GRACE_DAYS} days).")
    if counts["children"]:
        lines.append(f"Children in imported classes: {counts['children_created']} new, "
                     f"{counts['children_updated']} updated, {counts['children_unchanged']} unchanged.")  # fmt: skip
    if counts["children_left"]:
        n = counts["children_left"]
        lines.append(f"{n} {'child' if n == 1 else 'children'} left their class in the MIS (kept, without a class).")
    return lines


def _held_lines(held: dict) -> list[str]:
    if not held.get("reasons"):
        return []
    lines = ["Stopped before changing anyone: " + held["reasons"][0], *held["reasons"][1:]]
    staff, children = held.get("staff", {}).get("users", []), held.get("children", [])
    if staff:
        lines.append(f"Held for review: {len(staff)} {'user' if len(staff) == 1 else 'users'} "
                     f"would have been made temporary.")  # fmt: skip
    if children:
        lines.append(f"Held for review: {len(children)} {'child' if len(children) == 1 else 'children'} "
                     f"would have left their class.")  # fmt: skip
    lines.append(c.HELD_CHECK)
    return lines


def sync_run_execute(run: SyncRun, *, full: bool = False) -> SyncRun:
    """Does the run and writes its report; never raises for the partner's faults. A pass
    the guard holds leaves the others to run: the run ends held, with what it did not do."""
    account = run.account
    SyncRun.objects.filter(pk=run.pk).update(status=SyncRun.Status.RUNNING)
    counts, errors, held = Counter(), [], {}
    # The audit rows it writes name the run, and who started it (the nightly one: nobody).
    by = run.started_by
    with acting_system(run.get_kind_display() + (f" ({by.name or by.email})" if by else "")):
        return _sync_run_passes(run, account, counts, errors, held, full=full)


def _sync_run_passes(run, account, counts, errors, held, *, full):
    def guarded(do_pass):
        try:
            do_pass()
        except guard.SyncHeld as stop:
            held.setdefault("reasons", []).extend(r for r in stop.reasons if r not in held["reasons"])
            for key, value in stop.plan.items():
                if key == "cursors":
                    held.setdefault("cursors", {}).update(value)
                else:
                    held[key] = value

    try:
        access_refresh(account=account)
        if not account.wonde_pe_approved and not account.wonde_bursts_approved:
            errors.append(c.NOT_APPROVED.format(product="the PE platform")
                          + (f": {account.wonde_message}" if account.wonde_message else ""))  # fmt: skip
        if account.wonde_pe_approved:
            with client_for(account, "pe") as client:
                guarded(lambda: _employees_pass(run, account, client, counts, full=full))
        if account.wonde_bursts_approved and Group.objects.filter(account=account).exclude(wonde_id="").exists():
            counts["children"] = 1
            with client_for(account, "bursts") as client:
                region = _region_reason(account, client)
                guarded(lambda: groups_pass(run, account, client, counts, full=full, region=region))
                guarded(lambda: students_pass(run, account, client, counts, full=full, region=region))
    except WondeError as error:
        errors.append(error.message)
    except Exception:
        log.exception("sync run %s of account %s failed", run.pk, account.pk)
        errors.append(UNEXPECTED)
    resumed = getattr(run, "resumed", False)
    run.refresh_from_db()
    run.resumed = resumed
    run.counts = {k: counts[k] + counts[f"children_{k}"] for k in ("created", "updated", "unchanged")}
    run.counts.update(flagged=counts["flagged"], removed=counts["removed"])
    run.lines, run.errors = [*_held_lines(held), *_lines(run, counts)], [*run.errors, *errors]
    run.held = held
    if run.errors:
        run.status = SyncRun.Status.FAILED
    else:
        run.status = SyncRun.Status.HELD if held.get("reasons") else SyncRun.Status.DONE
    run.finished = timezone.now()
    run.save(update_fields=["counts", "lines", "errors", "status", "finished", "held"])
    return run


@transaction.atomic
def sync_run_apply(*, account: Account, run: SyncRun, acting_user) -> SyncRun:
    """Apply a held run's changes as it listed them (an admin or staff member reviewed
    them): its leavers leave, its users become temporary (audited as done by the person
    applying), its children leave their class, and its passes' cursors move on as the
    passes would have. Only the school's latest sync can be applied, and only once
    (ValidationError otherwise)."""
    run = SyncRun.objects.select_for_update().filter(pk=run.pk, account=account).first()
    if run is None or run.status != SyncRun.Status.HELD:
        raise ValidationError(c.HELD_STALE)
    if SyncRun.objects.filter(account=account, created__gt=run.created).exclude(kind=SyncRun.Kind.CLEANUP).exists():
        raise ValidationError(c.HELD_NEWER)
    held = run.held or {}
    staff = held.get("staff") or {}
    if staff.get("leavers"):
        Employee.objects.filter(account=account, wonde_id__in=staff["leavers"], left=None).update(left=timezone.now())
    users = list(staff_users(account).filter(pk__in=staff.get("users") or []))
    flagged = users_flag(account=account, users=users, acting_user=acting_user)
    left = 0
    for student_id, group_id in held.get("children") or []:
        left += Student.objects.filter(account=account, pk=student_id, group_id=group_id).update(group=None)
    for resource, started in (held.get("cursors") or {}).items():
        SyncCursor.objects.filter(account=account, resource=resource).update(
            updated_after=datetime.fromisoformat(started) - timedelta(seconds=c.CURSOR_OVERLAP_SECONDS),
            resume_url="", pass_started=None)  # fmt: skip
    by = acting_user.name or acting_user.email
    run.counts = {**run.counts, "flagged": run.count("flagged") + flagged}
    run.lines = [*run.lines, f"Applied by {by} on {timezone.localtime():%d %b %Y at %H:%M}: {flagged} made "
                             f"temporary, {left} {'child' if left == 1 else 'children'} left their class."]  # fmt: skip
    run.status = SyncRun.Status.DONE
    run.held = {**held, "applied_by": acting_user.pk}
    run.save(update_fields=["counts", "lines", "status", "held"])
    return run
