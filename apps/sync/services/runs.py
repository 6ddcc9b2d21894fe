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
from datetime import timedelta

from django.conf import settings
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import Group
from apps.sync import constants as c
from apps.sync.models import Employee, SyncCursor, SyncRun
from apps.sync.services.children import groups_pass, students_pass
from apps.sync.services.employees import employees_apply, employees_leave, users_flag_unmatched
from apps.sync.services.partner import client_for
from apps.sync.services.passes import deleted_ids, read_pass
from apps.sync.wonde import WondeClient, WondeError

log = logging.getLogger(__name__)
STALE_AFTER = timedelta(hours=2)
EMPLOYEES_PER_PAGE = 100
UNEXPECTED = "The sync stopped on an unexpected error; what was read before it is kept and the next sync resumes."


class SyncBusy(Exception):
    pass


def access_refresh(*, account: Account) -> Account:
    """The school's region domain and this provider's access to it, per product
    (approved, audited, pending, declined, revoked) with the partner's message."""
    with WondeClient(token=settings.WONDE_TOKEN) as main:
        school = main.school(account.wonde_id)
    domain = str(((school.get("region") or {}).get("data") or {}).get("domain") or "")[:100]
    main_host = settings.WONDE_BASE_URL.split("://", 1)[-1].split("/", 1)[0]
    account.wonde_domain = "" if domain == main_host else domain
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


def _close_stale(account: Account) -> None:
    stale = SyncRun.objects.filter(account=account, status__in=["queued", "running"],
                                   created__lt=timezone.now() - STALE_AFTER)  # fmt: skip
    for run in stale:
        run.errors = [*run.errors, "This sync stopped without finishing (its worker was interrupted)."]
        run.status, run.finished = SyncRun.Status.FAILED, timezone.now()
        run.save(update_fields=["errors", "status", "finished"])


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
    leaver deleted before a manual (full) sync would be missed once the cursor moved on."""
    cursor = SyncCursor.objects.filter(account=account, resource="employees")
    previous = cursor.values_list("updated_after", flat=True).first()
    seen: set[str] = set()  # read in this pass: in the MIS now (deleted, then restored)

    def apply_page(rows):
        seen.update(str(row["id"])[:50] for row in rows if isinstance(row, dict) and row.get("id"))
        counts.update(employees_apply(account=account, rows=rows))

    def finish(since):
        after = since if since is not None else previous
        leavers = [i for i in deleted_ids(client, account, after, "employee") if i not in seen] if after else []
        if leavers:
            counts["flagged"] += employees_leave(account=account, wonde_ids=leavers)
        if since is None:  # a full pass saw everyone: whoever is not in the MIS is temporary
            counts["flagged"] += users_flag_unmatched(account=account)

    known = Employee.objects.filter(account=account, left=None).count()
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


def sync_run_execute(run: SyncRun, *, full: bool = False) -> SyncRun:
    """Does the run and writes its report; never raises for the partner's faults."""
    account = run.account
    SyncRun.objects.filter(pk=run.pk).update(status=SyncRun.Status.RUNNING)
    counts, errors = Counter(), []
    try:
        access_refresh(account=account)
        if not account.wonde_pe_approved and not account.wonde_bursts_approved:
            errors.append(c.NOT_APPROVED.format(product="the PE platform")
                          + (f": {account.wonde_message}" if account.wonde_message else ""))  # fmt: skip
        if account.wonde_pe_approved:
            with client_for(account, "pe") as client:
                _employees_pass(run, account, client, counts, full=full)
        if account.wonde_bursts_approved and Group.objects.filter(account=account).exclude(wonde_id="").exists():
            counts["children"] = 1
            with client_for(account, "bursts") as client:
                groups_pass(run, account, client, counts, full=full)
                students_pass(run, account, client, counts, full=full)
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
    run.lines, run.errors = _lines(run, counts), [*run.errors, *errors]
    run.status = SyncRun.Status.FAILED if run.errors else SyncRun.Status.DONE
    run.finished = timezone.now()
    run.save(update_fields=["counts", "lines", "errors", "status", "finished"])
    return run
