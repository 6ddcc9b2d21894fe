"""One pass over one resource of a school's MIS, page by page, with its cursor: each
page applied in a transaction together with its resume point; the updated_after cursor
moved only when the pass completes (see runs.py for why)."""

import math
from collections.abc import Callable
from datetime import timedelta

from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.sync.models import SyncCursor, SyncRun
from apps.sync.services import constants as c
from apps.sync.services.guard import SyncHeld
from apps.sync.services.mis import deletion_type
from apps.sync.services.wonde import WondeClient


def read_pass(run: SyncRun, client: WondeClient, resource: str, *, include: list[str], per_page: int, full: bool,
              apply_page: Callable[[list[dict]], None], finish: Callable[[object], None],
              expected: int = 0) -> None:  # fmt: skip
    """apply_page(rows) runs per page; finish(since) once at the end (since is None on a
    full pass), both inside the pass's transactions."""
    account = run.account
    cursor, _ = SyncCursor.objects.get_or_create(account=account, resource=resource)
    if cursor.resume_url:
        start_url = cursor.resume_url
        full = "updated_after" not in start_url
        since = None if full else cursor.updated_after
        run.resumed = True
    else:
        start_url = None
        full = full or cursor.updated_after is None
        since = None if full else cursor.updated_after
        cursor.pass_started = timezone.now()
        cursor.save(update_fields=["pass_started"])
    if full and expected:
        SyncRun.objects.filter(pk=run.pk).update(pages_expected=F("pages_expected") + math.ceil(expected / per_page))
    pages = client.pages(account.wonde_id, resource, include=include, updated_after=since, per_page=per_page,
                         start_url=start_url)  # fmt: skip
    for page in pages:
        with transaction.atomic():
            apply_page(page.data)
            cursor.resume_url = page.next_url or ""
            cursor.save(update_fields=["resume_url"])
            SyncRun.objects.filter(pk=run.pk).update(pages=F("pages") + 1)
    started = cursor.pass_started or run.created
    try:
        with transaction.atomic():
            finish(since)
            cursor.updated_after = started - timedelta(seconds=c.CURSOR_OVERLAP_SECONDS)
            cursor.resume_url, cursor.pass_started = "", None
            cursor.save(update_fields=["updated_after", "resume_url", "pass_started"])
    except SyncHeld as held:  # the cursor stays: until someone applies, the next sync reads it all again
        held.plan.setdefault("cursors", {})[resource] = started.isoformat()
        raise


def deleted_ids(client: WondeClient, account, since, kind: str) -> list[str]:
    rows = client.all(account.wonde_id, "deletions", updated_after=since)
    return [str(d.get("id"))[:50] for d in rows
            if isinstance(d, dict) and deletion_type(d.get("type")) == kind and not d.get("restored_at")]  # fmt: skip
