"""Faults (issue 9): with Redis unreachable, sign-in and pages still work (the cache
fails soft); a broker or mail server that is away fails no request."""

import pytest
from django.test import Client

from apps.demo.mfa import demo_totp_code

pytestmark = pytest.mark.django_db

UNREACHABLE = {
    "default": {
        "BACKEND": "apps.core.caches.FailSoftRedisCache",
        "LOCATION": "redis://127.0.0.1:1/0",  # nothing listens on port 1
        "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
    }
}


@pytest.fixture
def redis_down(settings):
    settings.CACHES = UNREACHABLE


def test_sign_in_and_pages_work_with_redis_down(redis_down, teacher, super_staff):
    client = Client()
    assert client.get("/login").status_code == 200
    response = client.post("/login", {"identifier": teacher.email, "password": "Password1!"})
    assert response.status_code == 302
    for url in ("/", "/pe", "/profile", "/api/bookmarks"):
        assert client.get(url).status_code == 200, url
    api = Client().post("/api/auth/login", {"email": super_staff.email, "password": "Password1!"},
                        content_type="application/json")  # fmt: skip
    assert api.status_code == 202  # super staff's second step (issue 23) works without Redis too
    api = Client().post("/api/auth/login/code", {"ticket": api.json()["ticket"], "code": demo_totp_code()},
                        content_type="application/json")  # fmt: skip
    assert api.status_code == 200 and api.json()["token"]
    assert Client().post("/login", {"identifier": teacher.email, "password": "Wrong1!"}).status_code == 200


def test_the_cache_reads_as_empty_and_drops_writes_when_redis_is_down(redis_down):
    from django.core.cache import cache

    cache.set("k", 1)
    assert cache.get("k") is None and cache.get("k", "fallback") == "fallback"
    assert cache.add("k", 1) is False and cache.get_many(["k"]) == {}
    assert cache.get_or_set("k", lambda: 7) == 7
    with pytest.raises(ValueError):
        cache.incr("k")
