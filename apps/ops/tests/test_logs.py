"""Structured logs: JSON lines carrying the request id, the user's id and every extra=
field; an id the proxy sent is kept and echoed."""

import json
import logging

import pytest
from django.contrib.auth.decorators import login_not_required
from django.http import HttpResponse
from django.test import override_settings
from django.urls import path

from apps.core.logs import Formatter, RequestContextFilter

log = logging.getLogger("apps.ops.tests")
pytestmark = pytest.mark.django_db


@login_not_required
def _logging_view(request):
    log.warning("export started", extra={"job": "abc123", "rows": 42})
    return HttpResponse("ok")


urlpatterns = [path("log-me", _logging_view)]


@pytest.fixture
def lines():
    records = []

    class Keep(logging.Handler):
        def emit(self, record):
            records.append(self.format(record))

    handler = Keep()
    handler.setFormatter(Formatter())
    handler.addFilter(RequestContextFilter())
    log.addHandler(handler)
    yield records
    log.removeHandler(handler)


@override_settings(ROOT_URLCONF=__name__)
def test_a_log_line_carries_request_user_and_extra_fields(client, lines, school_admin):
    client.force_login(school_admin)
    response = client.get("/log-me", HTTP_X_REQUEST_ID="proxy-req-0001")
    assert response["X-Request-ID"] == "proxy-req-0001"
    record = json.loads(lines[-1])
    assert record["message"] == "export started"
    assert record["level"] == "WARNING"
    assert record["request_id"] == "proxy-req-0001"
    assert record["user_id"] == school_admin.pk
    assert record["job"] == "abc123" and record["rows"] == 42
    assert school_admin.email not in lines[-1]


@override_settings(ROOT_URLCONF=__name__)
def test_a_request_without_an_id_gets_one_and_a_bad_id_is_replaced(client, lines):
    made = client.get("/log-me", HTTP_X_REQUEST_ID="bad id\nwith newline")
    rid = made["X-Request-ID"]
    assert len(rid) == 32 and "\n" not in rid
    assert json.loads(lines[-1])["request_id"] == rid
    assert json.loads(lines[-1])["user_id"] is None


def test_outside_a_request_the_ids_are_empty(lines):
    log.warning("nightly sync", extra={"schools": 3})
    record = json.loads(lines[-1])
    assert record["request_id"] is None and record["schools"] == 3
