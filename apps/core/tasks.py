from celery import shared_task
from django.contrib.sessions.models import Session
from django.utils import timezone

from apps.core import emails


@shared_task
def clear_expired_sessions():
    """Daily (Celery beat): the sessions table otherwise only grows (Django's
    clearsessions, for the database session backend). Safe to run twice."""
    deleted, _ = Session.objects.filter(expire_date__lt=timezone.now()).delete()
    return deleted


@shared_task
def outbox_send_task(pk: int):
    """One email of the outbox, asked for as soon as its transaction commits."""
    return emails.outbox_send(pk)


@shared_task
def outbox_flush():
    """Every minute (Celery beat): whatever the outbox has due, including what a broker
    that was away never delivered and what the mail server refused before."""
    return emails.outbox_flush()
