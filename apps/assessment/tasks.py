from celery import shared_task

from apps.assessment.services.evidence import evidence_expire


@shared_task
def evidence_expire_daily():
    """Deletes evidence past its school's evidence period (Celery beat, nightly). Safe to run twice."""
    return evidence_expire()
