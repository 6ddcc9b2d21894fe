"""Expired sessions are cleared on a schedule; live ones stay (nobody is signed out)."""

from datetime import timedelta

import pytest
from django.conf import settings
from django.contrib.sessions.models import Session
from django.utils import timezone

from apps.core.tasks import clear_expired_sessions


def test_the_task_is_on_the_beat_schedule():
    tasks = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert "apps.core.tasks.clear_expired_sessions" in tasks


@pytest.mark.django_db
def test_expired_sessions_go_and_a_signed_in_user_stays(teacher, signed_in):
    client = signed_in(teacher)
    Session.objects.create(session_key="old", session_data="", expire_date=timezone.now() - timedelta(seconds=1))

    assert clear_expired_sessions.delay().get() == 1

    assert not Session.objects.filter(session_key="old").exists()
    assert client.get("/").wsgi_request.user == teacher
