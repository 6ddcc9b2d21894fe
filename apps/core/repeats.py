"""Writes that happen once however often they are sent (issue 24): a double-click, a
retried request or ten parallel copies of one "add child" make one row. The first
request inserts a RepeatGuard row in its own transaction; the database's unique key
makes a parallel copy wait until the first commits, then fail to insert, and it answers
with what the first made. The key is the client's (a form's hidden key, the API's
Idempotency-Key header) or, without one, a digest of the request's content, which
counts as a repeat only within WINDOW (the same name added again later is meant)."""

import hashlib
from collections.abc import Callable
from datetime import timedelta

from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.core.models import RepeatGuard

WINDOW = timedelta(seconds=30)


def repeat_key(*parts) -> str:
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()


def once(*, scope: str, key: str, make: Callable[[], dict]) -> tuple[dict, bool]:
    """(what `make` returned, True) the first time; (the first result, False) for a
    repeat. `make` writes and returns a small JSON-able dict (ids) in the caller's
    transaction; the caller turns it back into rows it may read."""
    with transaction.atomic():
        # Rows past the window are kept for nobody: the table holds seconds of writes.
        RepeatGuard.objects.filter(scope=scope, created__lt=timezone.now() - WINDOW).delete()
        try:
            with transaction.atomic():
                guard = RepeatGuard.objects.create(scope=scope, key=key)
        except IntegrityError:
            first = RepeatGuard.objects.filter(scope=scope, key=key).first()
            if first is not None:
                return first.result, False
            raise
        guard.result = make()
        guard.save(update_fields=["result"])
        return guard.result, True
