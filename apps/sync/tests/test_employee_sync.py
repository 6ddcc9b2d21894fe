"""Staff sync against the fake partner over HTTP: a full run, idempotence, incremental
changes, deletions, a 500 mid-run then resume, a 429, two runs at once, another region,
a school that has not approved, and temporary users through their grace."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.sync.fake.seed import CEDAR, KAURI_BAY, OAKFIELD_STAFF
from apps.sync.models import Employee, SyncCursor, SyncRun
from apps.sync.services import constants as c
from apps.sync.services import runs
from apps.sync.services.runs import SyncBusy, sync_run_execute, sync_run_start
from apps.sync.services.temporary import temp_users_remove
from apps.sync.tasks import sync_school
from apps.users.models import User

pytestmark = pytest.mark.django_db


def _sync(account, *, full=False, kind=SyncRun.Kind.MANUAL):
    return sync_run_execute(sync_run_start(account=account, kind=kind), full=full)


def _employee(wonde, account, wonde_id, first, last, email):
    emails = {"primary": email}
    record = {"id": wonde_id, "forename": first, "surname": last, "details": {"contact_details": {"emails": emails}}}
    wonde.store.put(account.wonde_id, "employees", record)


def _user(email):
    return User.objects.get(email=email)


def test_a_full_sync_reads_every_employee_and_reports(wonde, oakfield):
    run = _sync(oakfield, full=True)
    assert run.status == "done" and run.errors == []
    assert run.counts == {"created": 17, "updated": 0, "unchanged": 0, "flagged": 1, "removed": 0}
    assert Employee.objects.filter(account=oakfield).count() == len(OAKFIELD_STAFF)
    assert run.lines == ["Staff: 17 new, 0 updated, 0 unchanged in the MIS.",
                         "1 user not found in the MIS became temporary (30 days)."]  # fmt: skip
    invited = _user("invited@oakfield.example.com")  # not in the MIS: temporary now
    assert invited.date_end_temp == timezone.localdate() + timedelta(days=30)
    temp = _user("temp@oakfield.example.com")  # already temporary: keeps its date
    assert (temp.date_end_temp - timezone.localdate()).days == 10
    assert _user("teacher@oakfield.example.com").wonde_id == "E101"
    assert AccountEvent.objects.filter(account=oakfield, action=AuditKind.SYNC_FLAGGED).count() == 1
    oakfield.refresh_from_db()
    assert (oakfield.wonde_pe_status, oakfield.wonde_bursts_status, oakfield.wonde_domain) == (
        "approved",
        "approved",
        "",
    )


def test_running_twice_changes_nothing(wonde, oakfield):
    _sync(oakfield, full=True)
    before = list(User.objects.filter(account=oakfield).values().order_by("pk"))
    again = _sync(oakfield, full=True)
    assert again.counts == {"created": 0, "updated": 0, "unchanged": 17, "flagged": 0, "removed": 0}
    assert list(User.objects.filter(account=oakfield).values().order_by("pk")) == before
    nightly = _sync(oakfield, kind=SyncRun.Kind.NIGHTLY)  # incremental: nothing changed since
    assert nightly.counts == {"created": 0, "updated": 0, "unchanged": 0, "flagged": 0, "removed": 0}


def test_an_incremental_run_applies_only_changes(wonde, oakfield):
    _sync(oakfield, full=True)
    wonde.store.put(oakfield.wonde_id, "employees", {"id": "E101", "forename": "Thomas", "surname": "Teach"})
    _employee(wonde, oakfield, "E120", "New", "Starter", "n.starter@oakfield.example.com")
    before = len(wonde.store.requests)
    run = _sync(oakfield, kind=SyncRun.Kind.NIGHTLY)
    assert run.counts == {"created": 1, "updated": 1, "unchanged": 0, "flagged": 0, "removed": 0}
    assert _user("teacher@oakfield.example.com").first_name == "Thomas"  # names come from the MIS
    asked = [p for p in wonde.store.requests[before:] if "employees" in p or "deletions" in p]
    assert asked == [f"schools/{oakfield.wonde_id}/employees", f"schools/{oakfield.wonde_id}/deletions"]


def test_a_deleted_employee_becomes_temporary_and_is_removed_after_the_grace(wonde, oakfield):
    _sync(oakfield, full=True)
    wonde.store.delete(oakfield.wonde_id, "employees", "E101")
    run = _sync(oakfield, kind=SyncRun.Kind.NIGHTLY)
    teacher = _user("teacher@oakfield.example.com")
    assert run.count("flagged") == 1 and "1 user not found in the MIS became temporary (30 days)." in run.lines
    assert (teacher.wonde_id, teacher.date_end_temp) == ("", timezone.localdate() + timedelta(days=30))
    assert Employee.objects.get(account=oakfield, wonde_id="E101").left is not None
    today = timezone.localdate()
    assert temp_users_remove(today=today + timedelta(days=11)) == 1  # temp@'s 10 days are over
    assert temp_users_remove(today=today + timedelta(days=30)) == 0  # the teacher is still in the grace
    assert temp_users_remove(today=today + timedelta(days=31)) == 2  # the teacher and invited@
    assert not User.objects.filter(email="teacher@oakfield.example.com").exists()
    report = SyncRun.objects.filter(account=oakfield, kind=SyncRun.Kind.CLEANUP).first()
    assert report.count("removed") == 2
    assert "Removed Tom Teach (teacher@oakfield.example.com): not found in the MIS for 30 days." in report.lines
    assert AccountEvent.objects.filter(account=oakfield, action=AuditKind.SYNC_TEMP_REMOVED).count() == 3
    assert temp_users_remove(today=timezone.localdate() + timedelta(days=31)) == 0  # twice: nothing more


def test_a_temporary_user_found_again_is_linked(wonde, oakfield):
    _sync(oakfield, full=True)
    _employee(wonde, oakfield, "E121", "Tess", "Temp", "temp@oakfield.example.com")
    run = _sync(oakfield, kind=SyncRun.Kind.NIGHTLY)
    temp = _user("temp@oakfield.example.com")
    assert (temp.wonde_id, temp.date_end_temp) == ("E121", None)
    assert "1 temporary user found in the MIS again." in run.lines


def test_a_500_mid_run_fails_visibly_then_resumes_from_the_page(wonde, oakfield, monkeypatch):
    monkeypatch.setattr(runs, "EMPLOYEES_PER_PAGE", 2)  # 17 employees: 9 pages
    wonde.store.fail(500, path_contains="employees", after=6, times=99)
    failed = _sync(oakfield, full=True)
    assert failed.status == "failed" and failed.errors == ["The MIS partner had an error (500)."]
    assert failed.pages == 6 and failed.count("created") == 12  # the pages before it are kept
    assert Employee.objects.filter(account=oakfield).count() == 12
    cursor = SyncCursor.objects.get(account=oakfield, resource="employees")
    assert cursor.updated_after is None and cursor.resume_url.endswith("page=7")
    assert _user("invited@oakfield.example.com").date_end_temp is None  # no half-pass decisions
    wonde.store.failures.clear()
    before = len(wonde.store.requests)
    resumed = _sync(oakfield, kind=SyncRun.Kind.NIGHTLY)
    pages = [p for p in wonde.store.requests[before:] if "employees" in p]
    assert len(pages) == 3  # pages 7, 8 and 9 only
    assert resumed.status == "done" and resumed.lines[0] == "Resumed from where the last sync stopped."
    assert resumed.counts["created"] == 5 and resumed.counts["flagged"] == 1
    assert Employee.objects.filter(account=oakfield).count() == 17


def test_a_429_is_waited_out(wonde, oakfield):
    wonde.store.fail(429, path_contains="employees", retry_after=1)
    run = _sync(oakfield, full=True)
    assert run.status == "done" and run.count("created") == 17


def test_two_syncs_at_once(wonde, oakfield):
    first = sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL)
    with pytest.raises(SyncBusy):
        sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL)
    sync_school(oakfield.pk)  # the nightly task meets the running one: says so in a report
    skipped = SyncRun.objects.filter(account=oakfield, kind=SyncRun.Kind.NIGHTLY).get()
    assert (skipped.status, skipped.errors) == ("failed", [c.SYNC_BUSY])
    sync_run_execute(first, full=True)
    assert sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL).status == "queued"  # free again


def test_a_run_left_behind_by_a_dead_worker_is_closed_as_failed(wonde, oakfield):
    stale = sync_run_start(account=oakfield, kind=SyncRun.Kind.NIGHTLY)
    SyncRun.objects.filter(pk=stale.pk).update(status="running", created=timezone.now() - timedelta(hours=3))
    sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL)
    stale.refresh_from_db()
    assert stale.status == "failed" and stale.errors == [
        "This sync stopped without finishing (its worker was interrupted)."
    ]


def test_a_school_on_another_region(wonde, personas):
    school = Account.objects.create(name="Kauri Bay School", wonde_id=KAURI_BAY)
    run = _sync(school, full=True)
    school.refresh_from_db()
    assert run.status == "done" and run.count("created") == 5
    assert school.wonde_domain == f"localhost:{wonde.port}"


def test_a_school_that_has_not_approved(wonde, personas):
    school = Account.objects.create(name="Cedar Academy MIS", wonde_id=CEDAR)
    run = _sync(school, full=True)
    school.refresh_from_db()
    assert (school.wonde_pe_status, school.wonde_bursts_status) == ("declined", "pending")
    assert run.status == "failed"
    assert run.errors == ["This account has not approved the PE platform on Wonde: "
                          "Waiting for the school's data manager to approve."]  # fmt: skip
    assert not Employee.objects.filter(account=school).exists()


def test_a_wrong_token_fails_with_its_message(wonde, oakfield, settings):
    settings.WONDE_TOKEN = "revoked-token"
    run = _sync(oakfield, full=True)
    assert (run.status, run.errors) == ("failed", ["The MIS partner refused our access token."])


def test_a_full_sync_after_a_deletion_applies_it(wonde, oakfield):
    """A leaver deleted between two syncs is found by a manual (full) sync too, not lost
    once the cursor moves past the deletion; one deleted then restored stays."""
    _sync(oakfield, full=True)
    wonde.store.delete(oakfield.wonde_id, "employees", "E101")
    wonde.store.delete(oakfield.wonde_id, "employees", "E102")
    _employee(wonde, oakfield, "E102", "Lee", "Lead", "lead@oakfield.example.com")  # restored in the MIS
    run = _sync(oakfield, full=True)
    assert run.count("flagged") == 1 and "1 user not found in the MIS became temporary (30 days)." in run.lines
    teacher = _user("teacher@oakfield.example.com")
    assert (teacher.wonde_id, teacher.date_end_temp) == ("", timezone.localdate() + timedelta(days=30))
    assert Employee.objects.get(account=oakfield, wonde_id="E101").left is not None
    assert Employee.objects.get(account=oakfield, wonde_id="E102").left is None
    lead = _user("lead@oakfield.example.com")
    assert (lead.wonde_id, lead.date_end_temp) == ("E102", None)
    again = _sync(oakfield, kind=SyncRun.Kind.NIGHTLY)  # the overlap reads the deletions again: nothing more
    assert again.count("flagged") == 0 and again.status == "done"


def test_the_nightly_sync_reads_again_the_approvals_of_schools_not_yet_approved(wonde, personas):
    from apps.sync.tasks import sync_nightly

    school = Account.objects.create(name="Cedar Academy MIS", wonde_id=CEDAR, wonde_pe_status="declined",
                                    wonde_bursts_status="pending")  # fmt: skip
    wonde.store.set_access("fake-bursts-token", CEDAR, "pending", "Still waiting.")
    sync_nightly()  # eager: still pending, so no run, but the message is the partner's latest
    school.refresh_from_db()
    assert (school.wonde_bursts_status, school.wonde_message) == ("pending", "Still waiting.")
    assert not SyncRun.objects.filter(account=school).exists()
    wonde.store.set_access("fake-pe-token", CEDAR, "approved")
    sync_nightly()
    school.refresh_from_db()
    run = SyncRun.objects.get(account=school)
    assert (school.wonde_pe_status, run.kind, run.status, run.count("created")) == ("approved", "nightly", "done", 6)
