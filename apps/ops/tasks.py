import time

from celery import shared_task
from django.conf import settings
from django.core.cache import cache

from apps.ops.selectors import BEAT_KEY


@shared_task(ignore_result=True)
def beat_heartbeat():
    """Scheduled by beat every BEAT_HEARTBEAT_SECONDS: readiness reads it to tell that
    exactly the process that runs the nightly sync and the clean-ups is alive."""
    cache.set(BEAT_KEY, time.time(), timeout=settings.BEAT_HEARTBEAT_MAX_AGE * 4)
