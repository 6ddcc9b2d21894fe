"""The production profile, booted as a provider would run it (README "Production"): the
Procfile's web (gunicorn), worker and beat under honcho, DEBUG off, on a PostgreSQL
database of its own, a Redis database number of its own and a local S3-compatible server
(moto's). Readiness goes green, a member of staff signs in, an accounts export is built by
the worker into object storage and downloaded through the web process, and beat's
heartbeat job runs. Everything it started is stopped; the machine's servers are not."""

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

import httpx
import pytest
from cryptography.fernet import Fernet
from django.conf import settings

from apps.demo.mfa import demo_totp_code
from tests import seed_snapshot

BASE = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PG = os.environ.get("DATABASE_URL", "")

pytestmark = [
    pytest.mark.worker,
    pytest.mark.django_db(transaction=True),  # the migrated test database is the smoke one's template
    pytest.mark.skipif(
        not (PG.startswith("postgres") and settings.REDIS_URL),
        reason="the production profile runs on PostgreSQL and Redis (.ci/run)",
    ),
]


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _admin_dsn():
    url = urlparse(PG)
    return url._replace(path="/postgres").geturl()


class Site:
    """Cookies by hand: DEBUG off marks them Secure, and the profile is spoken to over
    plain HTTP behind a pretend TLS proxy (X-Forwarded-Proto)."""

    def __init__(self, base):
        self.http = httpx.Client(base_url=base, headers={"X-Forwarded-Proto": "https"}, timeout=20)
        self.cookies = {}

    def request(self, method, path, **kwargs):
        headers = kwargs.pop("headers", {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        response = self.http.request(method, path, headers=headers, **kwargs)
        for name, value in response.cookies.items():
            self.cookies[name] = value
        return response

    def csrf(self, path):
        page = self.request("GET", path)
        return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page.text).group(1)


@pytest.fixture
def s3():
    from moto.server import ThreadedMotoServer

    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    import boto3

    endpoint = f"http://127.0.0.1:{port}"
    client = boto3.client(
        "s3", endpoint_url=endpoint, region_name="eu-west-2", aws_access_key_id="smoke", aws_secret_access_key="smoke"
    )
    client.create_bucket(Bucket="smoke-media", CreateBucketConfiguration={"LocationConstraint": "eu-west-2"})
    yield endpoint, client
    server.stop()


@pytest.fixture
def database(transactional_db):
    """A database of its own, a copy of this process's migrated test database (running
    every migration again would take most of the test's time); readiness still checks that
    no migration is pending. Copied with pg_dump, not CREATE DATABASE ... TEMPLATE, which
    fails while the session's live server keeps a connection to the test database."""
    import psycopg
    from django.db import connection

    source = urlparse(PG)._replace(path="/" + connection.settings_dict["NAME"]).geturl()
    name = f"smoke_{os.getpid()}_{int(time.time())}"
    with psycopg.connect(_admin_dsn(), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    target = urlparse(PG)._replace(path=f"/{name}").geturl()
    copy = ["pg_dump", "--format=custom", "--no-owner", f"--exclude-schema={seed_snapshot.SCHEMA}", source]
    dump = subprocess.run(copy, capture_output=True, check=True)
    subprocess.run(["pg_restore", "--no-owner", "--dbname", target], input=dump.stdout, check=True)
    with psycopg.connect(target, autocommit=True) as conn:
        conn.execute(seed_snapshot.UNHOOK_SQL)  # the test run's noting of writes stays behind
    yield urlparse(PG)._replace(path=f"/{name}").geturl()
    with psycopg.connect(_admin_dsn(), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def test_the_profile_serves_signs_in_exports_through_storage_and_runs_beat(s3, database, tmp_path):
    import redis

    endpoint, bucket = s3
    port = _free_port()
    redis_db = 11  # a database number of its own: the suite and CI share /0
    redis_url = urlparse(settings.REDIS_URL)._replace(path=f"/{redis_db}").geturl()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "PYTEST", "CELERY"))}
    env.update(
        PATH=f"{BIN}:{env.get('PATH', '')}",
        DJANGO_DEBUG="0",
        SECRET_KEY="smoke-test-secret-key-" + "x" * 40,
        HOME_PASSWORD_KEYS=Fernet.generate_key().decode(),  # children's passwords' own key (issue 23)
        ALLOWED_HOSTS="127.0.0.1",
        SITE_URL=f"http://127.0.0.1:{port}",
        SECURE_SSL_REDIRECT="0",
        DATABASE_URL=database,
        DATABASE_POOL="4",
        REDIS_URL=redis_url,
        EMAIL_URL="console",
        S3_BUCKET="smoke-media",
        S3_ENDPOINT_URL=endpoint,
        AWS_ACCESS_KEY_ID="smoke",
        AWS_SECRET_ACCESS_KEY="smoke",
        STATIC_ROOT=str(tmp_path / "static"),
        BEAT_SCHEDULE_FILE=str(tmp_path / "beat-schedule"),
        BEAT_HEARTBEAT_SECONDS="1",
        EXPORT_BACKGROUND_THRESHOLD="0",
        PORT=str(port),
        WEB_CONCURRENCY="2",
        WORKER_CONCURRENCY="1",
        LOG_LEVEL="WARNING",
    )
    manage = [str(BIN / "python"), "manage.py"]
    subprocess.run(manage + ["collectstatic", "--noinput", "-v", "0"], cwd=BASE, env=env, check=True, timeout=300)
    # The test run's rows go (its personas' passwords use the tests' fast hasher, which the
    # profile refuses): flushed, the profile starts from the migrated tables and what
    # post_migrate puts back (licence types, content types), then seeds its own personas.
    subprocess.run(manage + ["flush", "--no-input", "-v", "0"], cwd=BASE, env=env, check=True, timeout=120)
    subprocess.run(
        manage + ["shell", "-c", "from apps.demo.seed import seed_personas; seed_personas()"],
        cwd=BASE,
        env=env,
        check=True,
        capture_output=True,
        timeout=120,
    )
    log = open(tmp_path / "profile.log", "w+")  # noqa: SIM115 - read back on failure
    profile = subprocess.Popen(
        [str(BIN / "honcho"), "start", "--no-prefix", "-f", "Procfile"],
        cwd=BASE,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    site = Site(f"http://127.0.0.1:{port}")
    try:
        ready, deadline = None, time.monotonic() + 90
        while time.monotonic() < deadline:
            try:
                ready = site.request("GET", "/health/ready")
                if ready.status_code == 200:
                    break
            except httpx.TransportError:
                pass
            time.sleep(0.5)
        assert ready is not None and ready.status_code == 200, _tail(log, ready)
        # Every part is really there: beat's heartbeat is its scheduled job having run.
        assert ready.json()["checks"] == {
            "database": "ok",
            "migrations": "ok",
            "redis": "ok",
            "storage": "ok",
            "beat": "ok",
        }
        assert site.request("GET", "/health/live").json() == {"status": "ok"}

        token = site.csrf("/login")
        signed_in = site.request(
            "POST",
            "/login",
            data={"csrfmiddlewaretoken": token, "identifier": "staff@example.com", "password": "Password1!"},
            headers={"Referer": f"https://127.0.0.1:{port}/login"},
        )
        assert signed_in.status_code == 302, _tail(log, signed_in)
        # Staff admins' second step (issue 23): the demo persona's authenticator code.
        code = site.request("POST", "/login/code", data={"csrfmiddlewaretoken": site.csrf("/login/code"),
                                                         "code": demo_totp_code()},
                            headers={"Referer": f"https://127.0.0.1:{port}/login/code"})  # fmt: skip
        assert code.status_code == 302 and code.headers["location"] == "/", _tail(log, code)
        assert site.request("GET", "/accounts").status_code == 200

        started = site.request("GET", "/accounts/export.xlsx")
        assert started.status_code == 302 and "/accounts/export/" in started.headers["location"], _tail(log, started)
        job = started.headers["location"].rstrip("/").split("/")[-1]
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            progress = site.request("GET", f"/accounts/export/{job}")
            if "/file" in progress.text:
                break
            time.sleep(0.5)
        download = site.request("GET", f"/accounts/export/{job}/file")
        assert download.status_code == 200, _tail(log, download)
        assert download.content[:2] == b"PK"  # an xlsx (a zip)
        keys = [o["Key"] for o in bucket.list_objects_v2(Bucket="smoke-media").get("Contents", [])]
        assert f"exports/accounts-{job}.xlsx" in keys  # built by the worker, kept in object storage
    finally:
        os.killpg(profile.pid, signal.SIGTERM)
        try:
            profile.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(profile.pid, signal.SIGKILL)
            profile.wait()
        redis.Redis.from_url(redis_url).flushdb()
        log.close()


def _tail(log, response=None):
    log.flush()
    log.seek(0)
    text = log.read()[-4000:]
    answer = f"{response.status_code} {response.text[:500]}" if response is not None else "no answer"
    return f"{answer}\n--- profile log ---\n{text}"
