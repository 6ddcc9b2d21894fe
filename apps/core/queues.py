"""Handing work to the task queue without a fault of the broker becoming the user's
fault (issue 24): `enqueue` answers whether the task was queued, and logs why not; the
caller records what that means (a sync run marked failed; an email left in the outbox
for the beat's sweep)."""

import logging

log = logging.getLogger(__name__)


def enqueue(task, *args, **kwargs) -> bool:
    """task.delay(*args, **kwargs); False (logged) when the broker cannot take it."""
    try:
        task.delay(*args, **kwargs)
    except Exception:  # kombu's OperationalError, a refused connection, a timeout...
        log.exception("could not queue %s", getattr(task, "name", task))
        return False
    return True
