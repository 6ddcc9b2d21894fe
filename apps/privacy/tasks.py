"""The retention job (Celery beat, daily): thin, the service does the work and writes its
report (apps/privacy/services.retention_run)."""

from celery import shared_task

from apps.privacy.services import retention_run


@shared_task
def retention_daily():
    """Erases the children due at every school and reports it. Safe to run twice."""
    return retention_run().pk
