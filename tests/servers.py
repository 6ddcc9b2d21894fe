"""Servers the fault tests start and stop themselves (issue 24): a private Redis on a
free port (never the machine's, which CI and other tests share) and a local SMTP server
(aiosmtpd), plus pointing the site's Celery producer at a broker for a while."""

import contextlib
import shutil
import socket
import subprocess
import time

import pytest


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait(condition, seconds=10.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("the server did not come up in time")


def _answers(port) -> bool:
    with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.2):
        return True
    return False


class PrivateRedis:
    """redis-server --port N --save '' --daemonize no, as this test's own subprocess."""

    def __init__(self):
        if not shutil.which("redis-server"):
            pytest.skip("redis-server is not installed")
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process = None

    def start(self):
        self.process = subprocess.Popen(  # noqa: S603 - our own test server
            ["redis-server", "--port", str(self.port), "--save", "", "--appendonly", "no", "--daemonize", "no",
             "--bind", "127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        _wait(lambda: _answers(self.port))
        return self

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None
        _wait(lambda: not _answers(self.port))

    def queued(self, queue: str) -> int:
        import redis

        return redis.Redis.from_url(self.url).llen(queue)


@contextlib.contextmanager
def private_redis():
    server = PrivateRedis().start()
    try:
        yield server
    finally:
        server.stop()


@contextlib.contextmanager
def celery_broker(url: str):
    """The site's Celery app sends to `url` (not eagerly), giving up quickly when it is
    away; put back as it was after."""
    from project.celery import app

    keys = ("task_always_eager", "broker_url", "broker_connection_timeout", "task_publish_retry_policy")
    saved = {key: app.conf[key] for key in keys}
    app.conf.update(task_always_eager=False, broker_url=url, broker_connection_timeout=1,
                    task_publish_retry_policy={"max_retries": 1, "interval_start": 0, "interval_step": 0.1,
                                               "interval_max": 0.1})  # fmt: skip
    _fresh_connections(app)
    try:
        yield app
    finally:
        app.conf.update(saved)
        _fresh_connections(app)


def _fresh_connections(app):
    """Celery keeps its connections in kombu's global pools, keyed by broker: start afresh."""
    from kombu import pools

    with contextlib.suppress(Exception):
        pools.reset()
    app._pool = None
    app.amqp._producer_pool = None


class LocalSmtp:
    """An aiosmtpd server on a free port that keeps what it receives."""

    def __init__(self):
        from aiosmtpd.controller import Controller

        self.messages = []
        outer = self

        class Handler:
            async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's name
                outer.messages.append(envelope)
                return "250 OK"

        self.port = free_port()
        self.controller = Controller(Handler(), hostname="127.0.0.1", port=self.port)

    def start(self):
        self.controller.start()
        return self

    def stop(self):
        self.controller.stop()


def smtp_settings(settings, port):
    """The site's mail goes by SMTP to 127.0.0.1:port."""
    settings.MAILERS = {"default": {"BACKEND": "django.core.mail.backends.smtp.EmailBackend",
                                    "OPTIONS": {"host": "127.0.0.1", "port": port, "timeout": 2}}}  # fmt: skip
