"""Saves sent again (issue 33): a lesson's save kept on a teacher's device while offline is
sent until one answer comes back, so the same save can arrive twice (the first answer was
lost) or twice at once (two tabs). Each carries the client's Idempotency-Key; the first
records, every repeat answers with the first answer and writes nothing."""

import hashlib
import json
import uuid
from collections.abc import Callable

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from apps.assessment.models import Submission

KEY_NOT_VALID = "The Idempotency-Key must be a UUID."
KEY_REUSED = "This Idempotency-Key was already used for a different save."


class KeyReused(Exception):
    """The same key with a different body: the client's bug, never recorded."""


def parse_key(raw: str) -> uuid.UUID | None:
    if not raw:
        return None
    try:
        return uuid.UUID(raw)
    except ValueError:
        raise ValidationError(KEY_NOT_VALID) from None


def fingerprint(*parts) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def record_once(*, user, account, key: uuid.UUID | None, fingerprint: str, record: Callable[[], dict]) -> dict:
    """`record()` saves and returns the answer. With a key, the key's row is written first in
    the same transaction: a racing repeat waits on the unique index, then reads the answer
    (a save refused with 4xx rolls the key back, so it may be sent again)."""
    if key is None:
        return record()
    with transaction.atomic():
        return _record_keyed(user, account, key, fingerprint, record)


def _record_keyed(user, account, key, fingerprint, record):
    try:
        with transaction.atomic():
            submission = Submission.objects.create(user=user, account=account, key=key, fingerprint=fingerprint)
    except IntegrityError:
        submission = Submission.objects.get(user=user, key=key)
        if submission.fingerprint != fingerprint:
            raise KeyReused(KEY_REUSED) from None
        return submission.response
    submission.response = record()
    submission.save(update_fields=["response"])
    return submission.response
