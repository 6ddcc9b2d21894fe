"""Faults of the task queue (issue 24), against a private Redis this test starts and
stops (never the machine's): with Redis down, Sync now answers with the run's page and a
run marked failed with why, not a 500 and not a run left queued; a run no worker took is
released after a bounded time with a line in its report, and the school can sync again."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.sync.models import SyncRun
from apps.sync.services import constants as c
from apps.sync.services.runs import QUEUED_STALE_AFTER
from apps.sync.tasks import release_stuck_runs
from tests.servers import celery_broker, private_redis

pytestmark = pytest.mark.django_db(transaction=True)  # on_commit runs as in production


def test_sync_now_with_redis_down_fails_the_run_and_says_why(signed_in, school_admin, oakfield):
    client = signed_in(school_admin)
    with private_redis() as redis, celery_broker(redis.url):
        redis.stop()
        response = client.post(f"/sync/{oakfield.wonde_id}/now")
        run = SyncRun.objects.get(account=oakfield)
        assert response.status_code == 302 and response.url == f"/sync/{oakfield.wonde_id}/runs/{run.pk}"
        assert (run.status, run.errors) == (SyncRun.Status.FAILED, [c.NOT_QUEUED])
        page = client.get(response.url).content.decode()
        assert "the task queue is not answering" in page
        again = client.post(f"/sync/{oakfield.wonde_id}/now")  # not refused as "already running"
        assert again.status_code == 302 and SyncRun.objects.filter(account=oakfield).count() == 2
        assert not SyncRun.objects.filter(status__in=["queued", "running"]).exists()


def test_a_run_no_worker_took_is_released_with_a_report_line(signed_in, school_admin, oakfield):
    client = signed_in(school_admin)
    with private_redis() as redis, celery_broker(redis.url) as app:
        client.post(f"/sync/{oakfield.wonde_id}/now")  # Redis takes it; no worker ever runs it
        run = SyncRun.objects.get(account=oakfield)
        assert run.status == SyncRun.Status.QUEUED and redis.queued(app.conf.task_default_queue) == 1
        busy = client.post(f"/sync/{oakfield.wonde_id}/now", follow=True).content.decode()
        assert c.SYNC_BUSY in busy  # within the bound, the school waits for it
        assert release_stuck_runs() == 0
        SyncRun.objects.filter(pk=run.pk).update(created=timezone.now() - QUEUED_STALE_AFTER - timedelta(minutes=1))
        assert release_stuck_runs() == 1
        run.refresh_from_db()
        assert run.status == SyncRun.Status.FAILED and run.finished is not None
        assert run.errors == [c.RELEASED_QUEUED.format(minutes=10)]
        assert run.lines[-1].startswith("Closed by the platform on ") and "after 11 minutes" in run.lines[-1]
        client.post(f"/sync/{oakfield.wonde_id}/now")
        assert SyncRun.objects.filter(account=oakfield, status=SyncRun.Status.QUEUED).count() == 1


def test_a_run_whose_worker_died_is_released_after_two_hours(oakfield):
    SyncRun.objects.create(account=oakfield, kind=SyncRun.Kind.NIGHTLY, status=SyncRun.Status.RUNNING,
                           created=timezone.now() - timedelta(hours=2, minutes=1))  # fmt: skip
    assert release_stuck_runs() == 1
    run = SyncRun.objects.get(account=oakfield)
    assert run.status == SyncRun.Status.FAILED and run.errors == [c.RELEASED_RUNNING]


def test_the_release_is_scheduled():
    from django.conf import settings

    entry = settings.CELERY_BEAT_SCHEDULE["release-stuck-syncs"]
    assert entry["task"] == "apps.sync.tasks.release_stuck_runs" and entry["schedule"] <= 60 * 10
