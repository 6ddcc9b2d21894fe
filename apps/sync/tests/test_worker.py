"""The nightly sync through a real Celery worker (not eager): the beat task fans out one
task per approved school, the worker runs them, and each leaves its report; a second
night changes nothing; a failing partner leaves a failed report, not silence."""

import threading
import time

import pytest
from django.conf import settings

from apps.sync.models import Employee, SyncRun
from apps.sync.tasks import sync_nightly


def _wait_for(condition, seconds=20.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError("the worker did not finish in time")


@pytest.mark.worker
def test_the_nightly_sync_runs_in_a_worker(transactional_db, personas, wonde):
    from celery.contrib.testing.worker import start_worker
    from celery.signals import task_prerun

    from project.celery import app

    threads = []

    def record(sender=None, **kwargs):
        threads.append((sender.name, threading.current_thread()))

    task_prerun.connect(record, weak=False)
    oakfield = personas["school_admin"].account
    saved = {key: app.conf[key] for key in ("task_always_eager", "broker_url", "broker_transport_options")}
    app.conf.update(task_always_eager=False, broker_url=settings.REDIS_URL or "memory://",
                    broker_transport_options={"polling_interval": 0.1})  # fmt: skip
    try:
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
            sync_nightly.delay()
            _wait_for(lambda: SyncRun.objects.filter(account=oakfield, finished__isnull=False).count() == 1)
            wonde.store.fail(500, path_contains="employees", times=99)
            sync_nightly.delay()
            _wait_for(lambda: SyncRun.objects.filter(account=oakfield, finished__isnull=False).count() == 2)
    finally:
        app.conf.update(saved)
        task_prerun.disconnect(record)
    first, second = SyncRun.objects.filter(account=oakfield).order_by("created")
    assert (first.kind, first.status, first.count("created")) == ("nightly", "done", 17)
    assert Employee.objects.filter(account=oakfield).count() == 17
    assert (second.status, second.errors) == ("failed", ["The MIS partner had an error (500)."])
    names = {name for name, _ in threads}
    assert names == {"apps.sync.tasks.sync_nightly", "apps.sync.tasks.sync_school"}
    assert all(thread is not threading.current_thread() for _, thread in threads)
