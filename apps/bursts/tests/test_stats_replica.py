"""The year-to-date tables read from a replica when one is configured (DATABASE_REPLICA_URL
makes the "replica" alias), so the heavy statistics never compete with the primary's writes."""

import pytest
from django.db import connections
from django.test.utils import CaptureQueriesContext

from apps.bursts.tests.test_year_pages import activity  # noqa: F401 - a fixture
from apps.core.databases import REPLICA, stats_alias

HX = {"HX-Request": "true"}


@pytest.fixture
def replica(transactional_db):
    """A second alias on the same test database (what a streaming replica serves), its own
    connection, so the queries each alias runs can be told apart."""
    connections.settings[REPLICA] = {**connections["default"].settings_dict}
    # Connected here: Django's test case refuses to open a connection for an alias it did
    # not set up, and the test client keeps connections open between requests.
    connections[REPLICA].connect()
    yield connections[REPLICA]
    connections[REPLICA].close()
    del connections[REPLICA]
    del connections.settings[REPLICA]


def _tables(queries, *names):
    return [q["sql"] for q in queries if any(name in q["sql"] for name in names)]


def test_without_a_replica_the_statistics_read_the_primary(db):
    assert stats_alias() == "default"


def test_a_school_and_staff_year_table_read_the_replica(signed_in, school_admin, super_staff, activity, replica):  # noqa: F811
    assert stats_alias() == REPLICA
    school = signed_in(school_admin)
    with CaptureQueriesContext(replica) as on_replica, CaptureQueriesContext(connections["default"]) as on_primary:
        results = school.get("/bursts/year/results", headers=HX).text
    assert "Pirate Cove level 2" in results  # the figures, as from the primary
    assert _tables(on_replica.captured_queries, "bursts_event")
    assert not _tables(on_primary.captured_queries, "bursts_event")
    with CaptureQueriesContext(replica) as on_replica, CaptureQueriesContext(connections["default"]) as on_primary:
        results = signed_in(super_staff).get("/bursts/stats/year", headers=HX).text
    assert "Pirate Cove level 2" in results
    assert _tables(on_replica.captured_queries, "cell")
    assert not _tables(on_primary.captured_queries, "bursts_event", "cell")
