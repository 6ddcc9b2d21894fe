"""The sync's guard against the fake partner over HTTP: a sync never makes a school's
people temporary, or takes its children out of their class, on an empty or suspicious
answer. Each case stops before changing anyone, says why in the run's report, shows the
school's admins and staff what to check, and can be reviewed and applied."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.bursts.models import Student
from apps.sync.fake.seed import KAURI_BAY
from apps.sync.models import SyncRun
from apps.sync.services import constants as c
from apps.sync.services.employees import employees_invite_all
from apps.sync.services.groups import group_import
from apps.sync.services.runs import sync_run_execute, sync_run_start
from apps.users.models import User

pytestmark = pytest.mark.django_db
ALREADY = {"temp@oakfield.example.com", "invited@oakfield.example.com"}  # temporary after the first sync


def _sync(account, *, full=True, kind=SyncRun.Kind.MANUAL):
    return sync_run_execute(sync_run_start(account=account, kind=kind), full=full)


def _temporary(account):
    return set(User.objects.filter(account=account).exclude(date_end_temp=None).values_list("email", flat=True))


@pytest.fixture
def staffed(wonde, oakfield, school_admin):
    """Oakfield synced, and every employee the cards allow invited: 14 staff users."""
    _sync(oakfield)
    employees_invite_all(account=oakfield, acting_user=school_admin)
    return oakfield


def test_a_pass_that_would_make_too_many_temporary_is_held(staffed, wonde, signed_in, school_admin):
    before = _temporary(staffed)
    for eid in ("E103", "E104", "E105", "E106", "E107"):  # gone from the answer, not deleted
        wonde.store.schools[staffed.wonde_id].records["employees"].pop(eid)
    run = _sync(staffed)
    assert run.status == "held" and run.errors == []
    assert _temporary(staffed) == before  # nobody changed
    assert run.held["reasons"] == [c.HELD_STAFF_SHARE.format(n=5, total=14, pct=36, limit="20")]
    assert run.lines[0] == "Stopped before changing anyone: " + run.held["reasons"][0]
    assert "Held for review: 5 users would have been made temporary." in run.lines and c.HELD_CHECK in run.lines
    page = signed_in(school_admin).get(f"/sync/{staffed.wonde_id}").content.decode()
    assert c.HELD_BANNER in page and f'data-held-run="{run.pk}"' in page and "Review the changes" in page
    again = _sync(staffed, kind=SyncRun.Kind.NIGHTLY)  # the cursor did not move: held again, nothing changed
    assert again.status == "held" and _temporary(staffed) == before


def test_an_empty_answer_where_there_were_many_is_held(staffed, wonde):
    wonde.store.schools[staffed.wonde_id].records["employees"].clear()
    run = _sync(staffed)
    assert run.status == "held" and run.held["reasons"][0] == c.HELD_STAFF_EMPTY.format(known=17)
    assert len(run.held["staff"]["users"]) == 14 and _temporary(staffed) == ALREADY


def test_many_deletions_in_a_nightly_sync_are_held(staffed, wonde):
    for eid in ("E103", "E104", "E105", "E106", "E107", "E111"):
        wonde.store.delete(staffed.wonde_id, "employees", eid)
    run = _sync(staffed, full=False, kind=SyncRun.Kind.NIGHTLY)
    assert run.status == "held" and set(run.held["staff"]["leavers"]) == {"E103", "E104", "E105", "E106", "E107",
                                                                           "E111"}  # fmt: skip
    assert _temporary(staffed) == ALREADY


def test_a_few_leavers_are_not_held(staffed, wonde):
    wonde.store.delete(staffed.wonde_id, "employees", "E103")
    run = _sync(staffed, full=False, kind=SyncRun.Kind.NIGHTLY)
    assert run.status == "done" and run.count("flagged") == 1


def test_the_share_is_configurable(staffed, wonde, settings):
    settings.SYNC_GUARD_SHARE = 0.5
    for eid in ("E103", "E104", "E105", "E106", "E107"):
        wonde.store.schools[staffed.wonde_id].records["employees"].pop(eid)
    run = _sync(staffed)
    assert run.status == "done" and run.count("flagged") == 5


def test_reading_from_another_host_than_the_schools_region_is_held(wonde, personas):
    """Kauri Bay is on the AU/NZ host. When its school record gives no host the product can
    read (only the region's code), the sync would read from the main host, which answers
    it with no data: held before anyone is changed, the region named in the report."""
    school = Account.objects.create(name="Kauri Bay School", wonde_id=KAURI_BAY)
    for row in wonde.store.schools[KAURI_BAY].records["employees"].values():  # its staff, by their MIS address
        User.objects.create_user(email=row["details"]["contact_details"]["emails"]["primary"], account=school)
    wonde.store.region_shape = "code_only"
    run = _sync(school)
    school.refresh_from_db()
    assert run.status == "held" and school.wonde_domain == ""
    host = f"127.0.0.1:{wonde.port}"
    assert run.held["reasons"][0] == c.HELD_REGION.format(region="Wonde's AUS region", host=host)
    assert not _temporary(school) and len(run.held["staff"]["users"]) == 5
    wonde.store.region_shape = "nested"  # region.data.domain: read as well
    fixed = _sync(school)
    school.refresh_from_db()
    assert fixed.status == "done" and fixed.count("created") == 5 and school.wonde_domain == f"localhost:{wonde.port}"


@pytest.fixture
def classes(wonde, oakfield, school_admin):
    for gid in ("G201", "G202"):  # 26 and 27 children
        group_import(account=oakfield, group_wonde_id=gid, acting_user=school_admin)
    _sync(oakfield)
    return oakfield


def test_a_class_emptied_in_the_answer_is_held(classes, wonde):
    wonde.store.put(classes.wonde_id, "groups", {"id": "G201", "rel": {"students": [], "employees": []}})
    run = _sync(classes)
    assert run.status == "held"
    assert run.held["reasons"] == [c.HELD_CHILDREN_SHARE.format(n=26, total=53, pct=49, limit="20")]
    assert Student.objects.filter(account=classes, group__wonde_id="G201").count() == 26  # still in their class


def test_no_children_at_all_where_there_were_many_is_held(classes, wonde):
    wonde.store.schools[classes.wonde_id].records["groups"].clear()
    run = _sync(classes)
    assert run.status == "held" and run.held["reasons"] == [c.HELD_CHILDREN_EMPTY.format(known=53)]
    assert Student.objects.filter(account=classes, group=None).count() == 0


def test_admins_review_and_apply_the_held_changes(classes, wonde, signed_in, school_admin, staff_viewer):
    wonde.store.put(classes.wonde_id, "groups", {"id": "G201", "rel": {"students": [], "employees": []}})
    run = _sync(classes)
    report = f"/sync/{classes.wonde_id}/runs/{run.pk}"
    viewer = signed_in(staff_viewer).get(report).content.decode()
    assert viewer.count("data-held-child=") == 26 and "Apply these changes" not in viewer
    admin = signed_in(school_admin)
    page = admin.get(report).content.decode()
    assert "Changes held for review" in page and "Apply these changes" in page and "Held for review" in page
    done = admin.post(f"{report}/apply", follow=True)
    assert done.redirect_chain == [(report, 302)] and "The held changes were applied" in done.content.decode()
    run.refresh_from_db()
    assert run.status == "done" and run.lines[-1].startswith("Applied by Olivia Oakes")
    assert Student.objects.filter(account=classes, group=None).count() == 26
    again = admin.post(f"{report}/apply", follow=True).content.decode()
    assert c.HELD_STALE in again
    nightly = _sync(classes, full=False, kind=SyncRun.Kind.NIGHTLY)  # the cursor moved on when applied
    assert nightly.status == "done" and "left their class" not in " ".join(nightly.lines)


def test_applying_makes_the_listed_users_temporary_audited_as_the_person_who_applied(staffed, wonde, school_admin):
    from apps.sync.services.runs import sync_run_apply

    for eid in ("E103", "E104", "E105", "E106", "E107"):
        wonde.store.schools[staffed.wonde_id].records["employees"].pop(eid)
    run = _sync(staffed)
    sync_run_apply(account=staffed, run=run, acting_user=school_admin)
    flagged = User.objects.filter(account=staffed, pk__in=run.held["staff"]["users"])
    assert all(u.date_end_temp == timezone.localdate() + timedelta(days=30) for u in flagged)
    events = AccountEvent.objects.filter(account=staffed, action=AuditKind.SYNC_FLAGGED, actor=school_admin)
    assert events.count() == 5


def test_only_the_latest_held_sync_can_be_applied(staffed, wonde, school_admin):
    from django.core.exceptions import ValidationError

    from apps.sync.services.runs import sync_run_apply

    wonde.store.schools[staffed.wonde_id].records["employees"].clear()
    first = _sync(staffed)
    _sync(staffed)
    with pytest.raises(ValidationError, match="newer sync"):
        sync_run_apply(account=staffed, run=first, acting_user=school_admin)
    assert _temporary(staffed) == ALREADY
