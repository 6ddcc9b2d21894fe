"""A sync started by a person (Sync now): queued, then done by a worker after commit
(in-process when there is no broker), so the page can show its progress. A queue that
will not take it (Redis away) fails the run at once, with why (issue 24)."""

from django.db import transaction

from apps.accounts.models import Account
from apps.core.queues import enqueue
from apps.sync import tasks
from apps.sync.models import SyncRun
from apps.sync.services.runs import sync_run_not_queued, sync_run_start


def sync_manual_start(*, account: Account, acting_user) -> SyncRun:
    """SyncBusy when the school's sync is already under way."""
    run = sync_run_start(account=account, kind=SyncRun.Kind.MANUAL, acting_user=acting_user)
    transaction.on_commit(lambda: _enqueue(run.pk))
    return run


def _enqueue(run_id: int) -> None:
    if not enqueue(tasks.sync_run, run_id, True):
        sync_run_not_queued(run_id=run_id)
