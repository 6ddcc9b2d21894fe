"""The Wonde client against the fake partner over HTTP: paging, includes, updated_after,
deletions, region domains, access statuses, and back-off on 429 and 5xx."""

import socket
import time
from datetime import UTC, datetime, timedelta

import pytest

from apps.sync.fake.seed import CEDAR, KAURI_BAY, OAKFIELD, OAKFIELD_STAFF
from apps.sync.services.wonde import WondeClient, WondeError


class Clock:
    """Records the back-off waits (and really waits, so Retry-After is honoured)."""

    def __init__(self):
        self.waits = []

    def __call__(self, seconds):
        self.waits.append(seconds)
        time.sleep(min(seconds, 1.5))


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def client(wonde, clock):
    with WondeClient(backoff=0.01, sleep=clock) as c:
        yield c


def test_pages_are_followed_to_the_end(client, wonde):
    pages = list(client.pages(OAKFIELD, "employees", per_page=4))
    assert [len(p.data) for p in pages] == [4, 4, 4, 4, 1]
    assert [row["id"] for p in pages for row in p.data] == sorted(row[0] for row in OAKFIELD_STAFF)
    assert pages[-1].next_url is None and "page=2" in pages[0].next_url
    assert sum("employees" in path for path in wonde.store.requests) == 5


def test_resuming_from_a_page_url(client):
    first = next(client.pages(OAKFIELD, "employees", per_page=10))
    rest = list(client.pages(OAKFIELD, "employees", start_url=first.next_url))
    assert [row["id"] for p in rest for row in p.data] == ["E110", "E111", "E112", "E113", "E114", "E115", "E116"]


def test_includes_nest(client):
    group = client.one(OAKFIELD, "groups", "G201", include=["students.extended_details", "students.contacts"])
    child = group["students"]["data"][0]
    assert len(group["students"]["data"]) == 26
    assert {"sen_status", "ethnicity", "free_school_meals"} <= set(child["extended_details"]["data"])
    assert child["contacts"]["data"][0]["relationship"]["relationship"]
    plain = client.one(OAKFIELD, "groups", "G201")
    assert "students" not in plain


def test_employees_with_contact_details(client):
    rows = client.all(OAKFIELD, "employees", include=["contact_details"])
    by_id = {r["id"]: r for r in rows}
    assert by_id["E100"]["contact_details"]["data"]["emails"]["primary"] == "admin@oakfield.example.com"
    assert by_id["E108"]["contact_details"]["data"]["emails"]["primary"] is None


def test_updated_after_returns_only_changes(client, wonde):
    since = datetime.now(UTC) - timedelta(seconds=5)
    assert client.all(OAKFIELD, "employees", updated_after=since) == []
    wonde.store.put(OAKFIELD, "employees", {"id": "E104", "surname": "Hughes-Lee"})
    changed = client.all(OAKFIELD, "employees", updated_after=since)
    assert [(r["id"], r["surname"]) for r in changed] == [("E104", "Hughes-Lee")]


def test_deletions(client, wonde):
    since = datetime.now(UTC) - timedelta(seconds=5)
    wonde.store.delete(OAKFIELD, "employees", "E116")
    deleted = client.all(OAKFIELD, "deletions", updated_after=since)
    assert [(d["id"], d["type"]) for d in deleted] == [("E116", "employee")]
    assert "E116" not in {r["id"] for r in client.all(OAKFIELD, "employees")}


def test_a_429_waits_for_retry_after(client, wonde, clock):
    wonde.store.fail(429, path_contains="employees", retry_after=1)
    rows = client.all(OAKFIELD, "employees")
    assert len(rows) == len(OAKFIELD_STAFF)
    assert clock.waits == [1.0]


def test_5xx_backs_off_then_succeeds(client, wonde, clock):
    wonde.store.fail(500, path_contains="employees", times=2)
    assert len(client.all(OAKFIELD, "employees")) == len(OAKFIELD_STAFF)
    assert clock.waits == [0.01, 0.02]  # exponential back-off


def test_persistent_5xx_is_a_clear_error(client, wonde, clock):
    wonde.store.fail(503, path_contains="employees", times=99)
    with pytest.raises(WondeError) as error:
        client.all(OAKFIELD, "employees")
    assert error.value.message == "The MIS partner had an error (503)."
    assert len(clock.waits) == 4  # four retries after the first try


def test_a_500_mid_listing_surfaces_after_the_pages_before_it(client, wonde):
    wonde.store.fail(500, path_contains="employees", after=2, times=99)
    seen = []
    with pytest.raises(WondeError):
        for page in client.pages(OAKFIELD, "employees", per_page=4):
            seen.append(page)
    assert len(seen) == 2 and seen[-1].next_url.endswith("page=3")


def test_region_domain(wonde, clock):
    with WondeClient(sleep=clock) as main:
        school = main.school(KAURI_BAY)
        assert main.all(KAURI_BAY, "employees") == []  # the wrong host has no data
    domain = school["region"]["domain"]  # a plain field, as Wonde's PHP client reads it
    assert domain.startswith("localhost:")
    with WondeClient(domain=domain, sleep=clock) as regional:
        assert regional.base_url == f"http://{domain}/v1.0"
        assert len(regional.all(KAURI_BAY, "employees")) == 5


def test_access_statuses_and_request(wonde, settings, clock):
    with WondeClient(token=settings.WONDE_BURSTS_TOKEN, sleep=clock) as bursts:
        assert bursts.access(OAKFIELD)["status"] == "approved"
        pending = bursts.access(CEDAR)
        assert pending["status"] == "pending"
        assert pending["message"] == "Waiting for the school's data manager to approve."
    with WondeClient(sleep=clock) as pe:
        assert pe.access(CEDAR)["status"] == "declined"
        with pytest.raises(WondeError) as refused:
            pe.all(CEDAR, "employees")
        assert refused.value.status == 403
        pe.request_access(CEDAR)
        assert pe.access(CEDAR)["status"] == "pending"


def test_a_wrong_token_is_a_clear_error(wonde, clock):
    with WondeClient(token="not-a-token", sleep=clock) as c, pytest.raises(WondeError) as error:
        c.school(OAKFIELD)
    assert (error.value.status, error.value.message) == (401, "The MIS partner refused our access token.")
    assert clock.waits == []  # nothing to retry


def test_an_unreachable_partner_is_a_clear_error(clock):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    base = f"http://127.0.0.1:{port}/v1.0"
    with (
        WondeClient(base_url=base, token="t", backoff=0.01, retries=2, sleep=clock) as c,
        pytest.raises(WondeError) as error,
    ):
        c.school(OAKFIELD)
    assert error.value.message == "The MIS partner could not be reached (ConnectError)."
    assert len(clock.waits) == 2


def test_a_next_link_to_another_host_is_refused(client):
    with pytest.raises(WondeError):
        list(client.pages(OAKFIELD, "employees", start_url="http://elsewhere.example.com/v1.0/schools/x/employees"))


def test_the_fake_serves_faults_over_http(client, wonde, clock):
    import httpx

    httpx.post(f"http://127.0.0.1:{wonde.port}/_fake/fail", json={"status": 429, "retry_after": 1})
    assert client.school(OAKFIELD)["name"] == "Oakfield Primary"
    assert clock.waits == [1.0]
