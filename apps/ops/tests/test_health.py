"""/health/live and /health/ready: unauthenticated, answered before host checks and
HTTPS redirects, and telling nothing private."""

import time

import pytest
from django.core.cache import cache
from django.test import override_settings

from apps.ops.selectors import BEAT_KEY
from apps.ops.tasks import beat_heartbeat

pytestmark = pytest.mark.django_db


def test_live_answers_anyone_by_any_host(client):
    response = client.get("/health/live", HTTP_HOST="10.1.2.3")  # a load balancer asks by address
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert "no-cache" in response["Cache-Control"]


@override_settings(CELERY_TASK_ALWAYS_EAGER=False)
def test_ready_waits_for_beat_and_then_answers_ok(client):
    cache.delete(BEAT_KEY)
    waiting = client.get("/health/ready")
    assert waiting.status_code == 503
    assert waiting.json()["checks"]["beat"] == "no heartbeat"
    assert waiting.json()["checks"]["database"] == "ok"

    beat_heartbeat()
    ready = client.get("/health/ready")
    assert ready.json()["checks"]["beat"] == "ok"
    expected_redis = "ok" if ready.json()["checks"]["redis"] != "not configured" else "not configured"
    assert ready.json() == {
        "status": "ok",
        "checks": {"database": "ok", "migrations": "ok", "redis": expected_redis, "storage": "ok", "beat": "ok"},
    }
    assert ready.status_code == 200


@override_settings(CELERY_TASK_ALWAYS_EAGER=False, BEAT_HEARTBEAT_MAX_AGE=60)
def test_a_stale_heartbeat_is_not_ready(client):
    cache.set(BEAT_KEY, time.time() - 120)
    response = client.get("/health/ready")
    assert response.status_code == 503
    assert response.json()["checks"]["beat"] == "stale"


def test_storage_and_redis_faults_say_one_word_and_nothing_more(client, settings):
    settings.STORAGES = {
        **settings.STORAGES,
        "default": {
            "BACKEND": "storages.backends.s3.S3Storage",
            "OPTIONS": {
                "bucket_name": "gone",
                "endpoint_url": "http://127.0.0.1:9",
                "access_key": "x",
                "secret_key": "x",
            },
        },
    }
    settings.REDIS_URL = "redis://127.0.0.1:9/0"
    from django.core.files.storage import storages

    storages._storages.pop("default", None)  # reread the setting
    try:
        response = client.get("/health/ready")
    finally:
        storages._storages.pop("default", None)
    assert response.status_code == 503
    checks = response.json()["checks"]
    assert checks["storage"] == "unreachable" and checks["redis"] == "unreachable"
    assert "127.0.0.1" not in response.content.decode()  # no addresses, no exception text


def test_health_is_reached_over_plain_http_in_production(client, settings):
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/health/live").status_code == 200
    assert client.get("/health/live/", secure=False).status_code == 200
