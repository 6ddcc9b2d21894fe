"""Sync work in the background (Celery). Thin: load by id, call a service; each run
records its own failures, so nothing here fails silently."""

import logging

from celery import shared_task
from django.db.models import Q

from apps.accounts.models import Account
from apps.sync.models import SyncRun
from apps.sync.services.runs import SyncBusy, sync_run_execute, sync_run_skipped, sync_run_start
from apps.sync.services.temporary import temp_users_remove

log = logging.getLogger(__name__)
APPROVED = ("approved", "audited")


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
    school's failure does not stop the others."""
    ids = (
        Account.objects.exclude(wonde_id="")
        .filter(Q(wonde_pe_status__in=APPROVED) | Q(wonde_bursts_status__in=APPROVED))
        .values_list("pk", flat=True)
    )
    for account_id in ids:
        sync_school.delay(account_id)
    return len(ids)


@shared_task
def remove_expired_temp_users():
    """Daily (Celery beat): audited, with a report per school. Safe to run twice."""
    return temp_users_remove()
