"""Cache backends. Django's Redis cache clears by flushing the whole Redis database;
ours deletes only its own keys, so a clear never drops Celery's queued tasks (same
Redis) nor the keys of another site or test worker sharing it with another KEY_PREFIX."""

import logging
import time
from itertools import batched

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.redis import RedisCache


class PrefixRedisCache(RedisCache):
    def clear(self):
        client = self._cache.get_client(write=True)
        # make_key("*") is "<prefix>:<version>:*"; every version of our keys goes.
        pattern = self.key_func("*", self.key_prefix, "*")
        for keys in batched(client.scan_iter(match=pattern, count=1000), 500):
            client.delete(*keys)
        return True


log = logging.getLogger(__name__)


class FailSoftRedisCache(PrefixRedisCache):
    """Fails soft: with Redis away, reads miss and writes are dropped (logged once a
    minute at most), so sign-in, throttles and every page keep working on the database
    alone instead of answering 500. Throttle counters simply start again."""

    _last_logged = 0.0

    def _away(self, error, default):
        now = time.monotonic()
        if now - FailSoftRedisCache._last_logged > 60:
            FailSoftRedisCache._last_logged = now
            log.error("cache unreachable, working without it: %s", error)
        return default

    def _soft(name, default):  # noqa: N805 - builds the methods below
        def method(self, *args, **kwargs):
            try:
                return getattr(super(), name)(*args, **kwargs)
            except Exception as error:  # redis.ConnectionError, TimeoutError, ...
                if name == "incr" and isinstance(error, ValueError):
                    raise  # a missing key: the caller's to handle
                if name == "incr":
                    raise ValueError("cache unreachable") from error
                return self._away(error, default() if callable(default) else default)

        method.__name__ = name
        return method

    get_many = _soft("get_many", dict)
    set = _soft("set", None)
    set_many = _soft("set_many", list)
    add = _soft("add", False)
    touch = _soft("touch", False)
    delete = _soft("delete", False)
    delete_many = _soft("delete_many", None)
    has_key = _soft("has_key", False)
    incr = _soft("incr", None)
    clear = _soft("clear", None)
    del _soft

    def get(self, key, default=None, version=None):
        try:
            return super().get(key, default, version)
        except Exception as error:
            return self._away(error, default)

    def get_or_set(self, key, default, timeout=DEFAULT_TIMEOUT, version=None):
        value = self.get(key, version=version)
        if value is None:
            value = default() if callable(default) else default
            self.add(key, value, timeout=timeout, version=version)
        return value
