"""The fake partner over real HTTP: one server for the session on a free port, its data
re-seeded for every test, and the site pointed at it."""

import pytest

from apps.sync.fake.seed import demo_store
from apps.sync.fake.server import FakeWondeServer


@pytest.fixture(scope="session")
def wonde_server():
    server = FakeWondeServer().start()
    yield server
    server.stop()


@pytest.fixture
def wonde(wonde_server, settings):
    """The running fake, freshly seeded; wonde.store changes its data and faults."""
    wonde_server.app.store = demo_store()
    settings.WONDE_BASE_URL = wonde_server.base_url
    settings.WONDE_TOKEN = "fake-pe-token"
    settings.WONDE_BURSTS_TOKEN = "fake-bursts-token"
    settings.WONDE_BACKOFF = 0.01
    return wonde_server


@pytest.fixture
def oakfield(personas):
    from apps.accounts.models import Account

    return Account.objects.get(name="Oakfield Primary")
