"""Loaded content is the same for every teacher, so page loaders keep it in the cache
under a content version. Any save or delete of a content row (the admin) sets a new
version, so an editor sees the change on the next page load; seed_content does the same
after its bulk inserts (which send no signals).

Each process also keeps the objects of recent loads in memory (keyed by version, so a
new version in the shared cache retires them everywhere), which saves unpickling a
lesson on every request. Views only add derived, per-content attributes to loaded
objects (urls, dice props), never anything about the user, so sharing them is safe."""

import hashlib
import uuid
from collections import OrderedDict
from functools import wraps

from django.core.cache import cache

VERSION_KEY = "content:version"
TIMEOUT = 60 * 60  # a bound for caches that other processes cannot invalidate (locmem)
LOCAL_SIZE = 512
_local: OrderedDict = OrderedDict()
_MISSING = object()


def version():
    current = cache.get(VERSION_KEY)
    if current is None:
        # A random token, not a counter: a cleared cache can never bring back an old version.
        cache.add(VERSION_KEY, uuid.uuid4().hex, None)
        current = cache.get(VERSION_KEY)
    return current


def bump(**kwargs):
    cache.set(VERSION_KEY, uuid.uuid4().hex, None)
    _local.clear()


def cached(fn):
    """Cache a loader's result (None included) per content version and arguments."""

    @wraps(fn)
    def wrapper(*args, **kwargs):
        digest = hashlib.sha1(repr((fn.__name__, args, sorted(kwargs.items()))).encode(), usedforsecurity=False)
        key = f"content:{version()}:{digest.hexdigest()}"
        local = _local.get(key, _MISSING)  # one lookup: another thread may evict in between
        if local is not _MISSING:
            return local
        hit = cache.get(key)
        if hit is None:
            hit = (fn(*args, **kwargs),)
            cache.set(key, hit, TIMEOUT)
        _local[key] = hit[0]
        while len(_local) > LOCAL_SIZE:
            try:
                _local.popitem(last=False)
            except KeyError:  # emptied by another thread meanwhile
                break
        return hit[0]

    wrapper.uncached = fn
    return wrapper
