"""What the health endpoints read: each check answers "ok" or a short, public word for
what failed (never an exception's text: a load balancer or a stranger may read it)."""

import time

from django.conf import settings
from django.core.cache import cache
from django.core.files.storage import default_storage
from django.db import DEFAULT_DB_ALIAS, connections
from django.db.migrations.executor import MigrationExecutor

BEAT_KEY = "ops:beat-heartbeat"
_migrated = set()  # aliases seen fully migrated: a migration is never un-applied while serving


def check_database(alias=DEFAULT_DB_ALIAS):
    try:
        with connections[alias].cursor() as cursor:
            cursor.execute("SELECT 1")
    except Exception:
        return "unreachable"
    return "ok"


def check_migrations(alias=DEFAULT_DB_ALIAS):
    if alias in _migrated:
        return "ok"
    try:
        executor = MigrationExecutor(connections[alias])
        pending = executor.migration_plan(executor.loader.graph.leaf_nodes())
    except Exception:
        return "unreachable"
    if pending:
        return "pending"
    _migrated.add(alias)
    return "ok"


def check_redis():
    if not settings.REDIS_URL:
        return "not configured"
    import redis

    try:
        client = redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=2, socket_timeout=2)
        client.ping()
    except Exception:
        return "unreachable"
    return "ok"


def check_storage():
    try:
        default_storage.exists("health/probe")
    except Exception:
        return "unreachable"
    return "ok"


def check_beat():
    """Beat writes a heartbeat every BEAT_HEARTBEAT_SECONDS (apps/ops/tasks.py); with
    tasks run in-process (no Redis, `make run`) there is no beat to wait for."""
    if settings.CELERY_TASK_ALWAYS_EAGER:
        return "not configured"
    beat = cache.get(BEAT_KEY)
    if beat is None:
        return "no heartbeat"
    if time.time() - beat > settings.BEAT_HEARTBEAT_MAX_AGE:
        return "stale"
    return "ok"


def readiness():
    checks = {"database": check_database(), "migrations": check_migrations()}
    if "replica" in settings.DATABASES:
        checks["replica"] = check_database("replica")
    checks.update(redis=check_redis(), storage=check_storage(), beat=check_beat())
    ok = all(value in ("ok", "not configured") for value in checks.values())
    return ok, checks
