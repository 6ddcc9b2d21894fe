"""Emails leave through the durable outbox (apps.core.models.OutboxEmail): `email_queue`
renders an email and writes it in the caller's transaction; after commit a worker is
asked to send it (`outbox_send`), and the beat's sweep (`outbox_flush`) sends whatever
is due, so a broker or mail server that is away delays an email and never loses it.
Sending is at least once: a worker that dies mid-send has its email sent again later."""

import logging
from datetime import timedelta
from smtplib import SMTPException

from django.core.mail import send_mail
from django.db import transaction
from django.db.models import Q
from django.template.loader import render_to_string
from django.utils import timezone

from apps.core.models import OutboxEmail
from apps.core.queues import enqueue

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 12  # with the waits below: about two days of trying
FIRST_WAIT = timedelta(minutes=1)
LONGEST_WAIT = timedelta(hours=6)
CLAIM_TIMEOUT = timedelta(minutes=10)  # a worker that took an email and died: it is due again
KEEP_SENT = timedelta(days=30)


def render_email(*, template: str, context: dict) -> tuple[str, str]:
    """`<template>_subject.txt` and `<template>.txt`, rendered."""
    subject = render_to_string(f"{template}_subject.txt", context).strip()
    return " ".join(subject.split())[:300], render_to_string(f"{template}.txt", context)


def email_queue(*, template: str, context: dict, to: str) -> OutboxEmail:
    """Writes the email to the outbox (call it inside the change's transaction); once the
    transaction commits a worker is asked to send it. Nothing is sent if it rolls back."""
    from apps.core.tasks import outbox_send_task

    subject, body = render_email(template=template, context=context)
    email = OutboxEmail.objects.create(kind=template[:100], to=to[:254], subject=subject, body=body)
    transaction.on_commit(lambda: enqueue(outbox_send_task, email.pk))
    return email


def send_templated_email(*, template: str, context: dict, to: str) -> OutboxEmail:
    """The name the areas have always called: now through the outbox."""
    return email_queue(template=template, context=context, to=to)


def wait_after(attempts: int) -> timedelta:
    return min(FIRST_WAIT * (2 ** max(attempts - 1, 0)), LONGEST_WAIT)


def _claim(pk: int) -> bool:
    """Takes the email for this worker (one UPDATE: two workers never both take it)."""
    now = timezone.now()
    due = Q(status=OutboxEmail.Status.PENDING, next_attempt__lte=now)
    return bool(OutboxEmail.objects.filter(due, pk=pk).update(status=OutboxEmail.Status.SENDING, claimed=now))


def outbox_send(pk: int) -> str:
    """Sends one due email: sent (its address, subject and body cleared), or on a fault
    of the mail server back to waiting with a longer wait, and failed after MAX_ATTEMPTS.
    Safe to run twice: an email already taken, sent or not due is left alone."""
    if not _claim(pk):
        return "skipped"
    email = OutboxEmail.objects.get(pk=pk)
    try:
        send_mail(email.subject, email.body, None, [email.to])
    except (OSError, SMTPException) as error:
        attempts = email.attempts + 1
        failed = attempts >= MAX_ATTEMPTS
        OutboxEmail.objects.filter(pk=pk).update(
            status=OutboxEmail.Status.FAILED if failed else OutboxEmail.Status.PENDING,
            attempts=attempts,
            next_attempt=timezone.now() + wait_after(attempts),
            last_error=f"{type(error).__name__}: {error}"[:300],
            claimed=None,
        )
        log.warning("email %s (%s) not sent, attempt %s: %s", pk, email.kind, attempts, error)
        return "failed" if failed else "retry"
    sent = {"status": OutboxEmail.Status.SENT, "sent": timezone.now(), "attempts": email.attempts + 1}
    OutboxEmail.objects.filter(pk=pk).update(**sent, to="", subject="", body="", claimed=None, last_error="")
    return "sent"


def outbox_flush(*, limit: int = 200) -> dict:
    """The sweep (Celery beat, every minute): emails a dead worker took are due again,
    every due email is sent, sent ones older than KEEP_SENT go. Returns the counts."""
    now = timezone.now()
    released = OutboxEmail.objects.filter(status=OutboxEmail.Status.SENDING, claimed__lt=now - CLAIM_TIMEOUT).update(
        status=OutboxEmail.Status.PENDING, claimed=None
    )
    due = OutboxEmail.objects.filter(status=OutboxEmail.Status.PENDING, next_attempt__lte=now)
    results = [outbox_send(pk) for pk in due.order_by("next_attempt", "pk").values_list("pk", flat=True)[:limit]]
    removed, _ = OutboxEmail.objects.filter(status=OutboxEmail.Status.SENT, sent__lt=now - KEEP_SENT).delete()
    return {"released": released, "removed": removed, **{r: results.count(r) for r in set(results)}}
