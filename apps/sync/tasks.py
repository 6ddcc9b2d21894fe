"""Sync work in the background (Celery). Thin: load by id, call a service; each run
records its own failures, so nothing here fails silently."""

import logging

from celery import shared_task
from django.db.models import Q

from apps.accounts.models import Account
from apps.core.actors import acting_system
from apps.sync.models import SyncRun
from apps.sync.services.runs import (
    SyncBusy,
    access_refresh,
    runs_release_stuck,
    sync_run_execute,
    sync_run_skipped,
    sync_run_start,
)
from apps.sync.services.temporary import temp_users_remove
from apps.sync.services.wonde import APPROVED_STATUSES, WondeError

log = logging.getLogger(__name__)
TEMP_REMOVAL = "Removal of temporary users (nightly)"  # the actor on the audit rows it writes


@shared_task
def sync_run(run_id: int, full: bool = False):
    """A run already queued (a manual Sync now): does it unless it has already happened."""
    run = SyncRun.objects.select_related("account").filter(pk=run_id, status=SyncRun.Status.QUEUED).first()
    if run is not None:
        sync_run_execute(run, full=full)


@shared_task
def sync_school(account_id: int, kind: str = SyncRun.Kind.NIGHTLY):
    account = Account.objects.filter(pk=account_id).exclude(wonde_id="").first()
    if account is None:
        return
    try:
        run = sync_run_start(account=account, kind=kind)
    except SyncBusy as busy:
        sync_run_skipped(account=account, kind=kind, reason=str(busy))
        return
    sync_run_execute(run)


@shared_task
def sync_nightly():
    """Every approved school's incremental sync (Celery beat), one task each so one
    school's failure does not stop the others. Schools not approved when last asked
    have their approvals read again, and are synced as soon as they have approved."""
    synced = Account.objects.exclude(wonde_id="")
    approved = Q(wonde_pe_status__in=APPROVED_STATUSES) | Q(wonde_bursts_status__in=APPROVED_STATUSES)
    ids = list(synced.filter(approved).values_list("pk", flat=True))
    for account_id in ids:
        sync_school.delay(account_id)
    for account_id in synced.exclude(approved).values_list("pk", flat=True):
        access_check.delay(account_id)
    return len(ids)


@shared_task
def access_check(account_id: int):
    """A school not approved when last asked: its approvals as the partner gives them
    now (shown on the sync and account pages); synced at once if it has approved."""
    account = Account.objects.filter(pk=account_id).exclude(wonde_id="").first()
    if account is None:
        return
    try:
        access_refresh(account=account)
    except WondeError as error:
        log.warning("approvals of account %s could not be read: %s", account_id, error.message)
        return
    if account.wonde_pe_approved or account.wonde_bursts_approved:
        sync_school(account.pk)


@shared_task
def remove_expired_temp_users():
    """Daily (Celery beat): audited, with a report per school. Safe to run twice."""
    with acting_system(TEMP_REMOVAL):
        return temp_users_remove()


@shared_task
def release_stuck_runs():
    """Every 5 minutes (Celery beat): runs no worker took, or whose worker died, are
    closed as failed with a line in their report, so no school waits on a lost run."""
    return len(runs_release_stuck())
