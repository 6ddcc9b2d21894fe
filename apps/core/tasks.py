from celery import shared_task
from django.contrib.sessions.models import Session
from django.utils import timezone


@shared_task
def clear_expired_sessions():
    """Daily (Celery beat): the sessions table otherwise only grows (Django's
    clearsessions, for the database session backend). Safe to run twice."""
    deleted, _ = Session.objects.filter(expire_date__lt=timezone.now()).delete()
    return deleted
