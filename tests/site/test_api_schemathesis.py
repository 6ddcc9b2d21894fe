"""schemathesis against /api/openapi.json (issue 9): a few generated requests per operation,
as super staff and as a teacher, through the real WSGI application. Every answer must be a
non-5xx with a documented status and a body that matches the documented schema.

Bounded on purpose (a few examples each, derandomised) so it stays a minute inside `make
test`; `SCHEMATHESIS_EXAMPLES` raises the count for a deeper run by hand."""

import os

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.core.wsgi import get_wsgi_application
from django.db import close_old_connections
from hypothesis import HealthCheck, settings

from apps.api.models import ApiToken

pytestmark = pytest.mark.django_db

EXAMPLES = int(os.environ.get("SCHEMATHESIS_EXAMPLES", "3"))
# Checks of the response against the document. Left out: positive_data_acceptance (a valid
# request may still be refused by a rule the schema cannot state: another school's id, a
# product the account lacks) and negative_data_rejection (the API trims and ignores unknown
# query parameters, as the spec's client expects).
CHECKS = [
    schemathesis.checks.not_a_server_error,
    schemathesis.checks.status_code_conformance,
    schemathesis.checks.content_type_conformance,
    schemathesis.checks.response_schema_conformance,
]


# Read from the running application at collection, so each operation is a test of its own
# (and xdist spreads them over the workers).
schema = schemathesis.openapi.from_wsgi("/api/openapi.json", get_wsgi_application())


@pytest.fixture(autouse=True)
def _keep_the_test_connection():
    """As Django's test client does: a request must not close the test's open transaction."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def bearers(personas):
    """A fresh token for super staff and for a teacher (a generated sign-out revokes one)."""
    return [
        {"Authorization": f"Bearer {ApiToken.objects.issue(personas[name])[1]}"} for name in ("super_staff", "teacher")
    ]


@schema.parametrize()
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_operation_answers_as_documented(case, bearers):
    for headers in bearers:
        case.call_and_validate(headers=headers, checks=CHECKS)


def test_the_document_states_errors_and_required_fields():
    document = schema.raw_schema
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            assert {"401", "403", "404", "422", "429"} <= set(operation["responses"]), (method, path)
    shapes = document["components"]["schemas"]
    assert shapes["Error"]["required"] == ["message", "level", "status"]
    assert shapes["LoginIn"]["anyOf"] == [{"required": ["email"]}, {"required": ["username"]}]
    assert "password" in shapes["LoginIn"]["required"]
    assert "accountId" in shapes["LicenceCreateIn"]["required"]
    assert shapes["LicenceIn"]["anyOf"] == [{"required": ["licenceTypeId"]}, {"required": ["licenceType"]}]
    assert "url" in shapes["Page"]["required"]
