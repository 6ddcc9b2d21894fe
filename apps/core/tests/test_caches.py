"""Clearing the Redis cache deletes only the site's own keys: Celery's queue (same Redis)
and another site or test worker with another key prefix keep theirs."""

import pytest
from django.conf import settings
from django.core.cache import cache

pytestmark = pytest.mark.skipif(not settings.REDIS_URL, reason="the Redis cache (REDIS_URL) is not in use")


def test_clear_keeps_keys_that_are_not_the_caches():
    client = cache._cache.get_client(write=True)
    other = f"not-ours-{settings.CACHES['default']['KEY_PREFIX']}"
    client.set(other, "queued task", ex=60)
    cache.set("page", "cached", 60)
    cache.set("old", "cached", 60, version=2)
    try:
        cache.clear()
        assert cache.get("page") is None
        assert cache.get("old", version=2) is None
        assert client.get(other) == b"queued task"
    finally:
        client.delete(other)
