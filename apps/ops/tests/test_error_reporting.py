"""Error reporting switched on by SENTRY_DSN sends an unhandled error to the collector,
here a local HTTP server the test starts, without personal data."""

import gzip
import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest
from django.test import Client, override_settings
from django.urls import path

from apps.core.reporting import init_error_reporting

pytestmark = pytest.mark.django_db


class Boom(Exception):
    pass


def _failing_view(request):
    raise Boom("the export broke")


urlpatterns = [path("boom", _failing_view)]


@pytest.fixture
def collector():
    received = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers["Content-Length"]))
            if self.headers.get("Content-Encoding") == "gzip":
                body = gzip.decompress(body)
            received.append((self.path, body.decode("utf-8", "replace")))
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args):
            pass

    server = HTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server.server_address[1], received
    server.shutdown()


@override_settings(ROOT_URLCONF=__name__)
def test_an_unhandled_error_reaches_the_collector_without_personal_data(collector, school_admin):
    import sentry_sdk

    port, received = collector
    init_error_reporting(f"http://publickey@127.0.0.1:{port}/42", environment="test")
    try:
        client = Client(raise_request_exception=False)
        client.force_login(school_admin)
        assert client.get("/boom?name=Mia").status_code == 500
        sentry_sdk.flush(timeout=5)
    finally:
        sentry_sdk.init(dsn=None)  # off again for the rest of this process
    assert received, "nothing reached the collector"
    url, body = received[0]
    assert url.startswith("/api/42/")
    events = [json.loads(line) for line in body.splitlines() if line.startswith("{")]
    event = next(e for e in events if "exception" in e)
    assert event["exception"]["values"][-1]["type"] == "Boom"
    assert event["environment"] == "test"
    assert school_admin.email not in body
    assert "sessionid" not in body
