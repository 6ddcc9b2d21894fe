"""Every sync page and call × every persona → the expected answer (spec 1 §6: Sync
Users for synced accounts, to staff and the school's admins; staff admins and the
school's admins act, staff viewers only look; another school's id reveals nothing)."""

import pytest

from apps.access.entitlements import user_access
from apps.bursts.models import Group
from apps.sync.models import SyncRun
from apps.users.models import User

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
            "trial_admin", "bursts_user", "home_user"]  # fmt: skip
STAFF = {"super_staff", "staff_admin", "staff_viewer"}
OAK_ADMINS = {"school_admin", "pe_lead"}  # admins of Oakfield, the synced school
ACTORS = {"super_staff", "staff_admin"} | OAK_ADMINS
OTHER_SCHOOLS = {"trial_admin", "bursts_user"}  # admins elsewhere: Oakfield's id is not theirs

PAGES = ["/sync/{oak}", "/sync/{oak}/employees", "/sync/{oak}/employees?page=2", "/sync/{oak}/runs/{run}",
         "/sync/{oak}/groups", "/sync/{oak}/groups/G201"]  # fmt: skip
API = ["/api/wonde/{oak}/employees", "/api/wonde/{oak}/groups", "/api/wonde/{oak}/groups/G201"]


@pytest.fixture
def ids(personas, oakfield):
    run = SyncRun.objects.create(account=oakfield, kind=SyncRun.Kind.NIGHTLY, status="done")
    return {"oak": oakfield.wonde_id, "run": run.pk}


def _login(client, user):
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")


@pytest.mark.parametrize("persona", PERSONAS)
def test_pages(client, personas, ids, persona):
    user = personas[persona]
    _login(client, user)
    for path in PAGES:
        response = client.get(path.format(**ids))
        if persona in STAFF | OAK_ADMINS:
            assert response.status_code == 200, path
        elif persona in OTHER_SCHOOLS or persona == "home_user":
            assert response.status_code in (302, 404), path
            if response.status_code == 302:
                assert response.url == user_access(user).dashboard_path
        else:
            assert (response.status_code, response.url) == (302, user_access(user).dashboard_path), path


@pytest.mark.parametrize("persona", PERSONAS)
def test_writes(client, personas, ids, persona, wonde, django_capture_on_commit_callbacks):
    from apps.sync.models import Employee

    oak = personas["school_admin"].account
    Employee.objects.create(account=oak, wonde_id="E103", first_name="Priya", last_name="Patel",
                            email="p.patel@oakfield.example.com")  # fmt: skip
    _login(client, personas[persona])
    with django_capture_on_commit_callbacks(execute=True):
        invite = client.post(f"/sync/{ids['oak']}/employees/E103")
        sync_all = client.post(f"/sync/{ids['oak']}/employees")
        now = client.post(f"/sync/{ids['oak']}/now")
        group = client.post(f"/sync/{ids['oak']}/groups/G201")
    api = client.post(f"/api/wonde/{ids['oak']}/employees/E103").status_code
    api_group = client.post(f"/api/wonde/{ids['oak']}/groups/G207").status_code
    api_all = client.post(f"/api/wonde/{ids['oak']}/employees").status_code
    invited = User.objects.filter(email="p.patel@oakfield.example.com").exists()
    imported = Group.objects.filter(wonde_id__in=["G201", "G207"]).count()
    manual = SyncRun.objects.filter(kind=SyncRun.Kind.MANUAL).exists()
    if persona in ACTORS:
        assert (invited, manual, imported) == (True, True, 2)
        assert (invite.status_code, sync_all.status_code, now.status_code, group.status_code) == (302, 302, 302, 302)
        assert (api, api_group, api_all) == (400, 200, 200)  # already invited by the page just before
    else:
        assert (invited, manual, imported) == (False, False, 0)
        assert api in (403, 404) and api_group in (403, 404) and api_all in (403, 404)


@pytest.mark.parametrize("persona", PERSONAS)
def test_temporary_decisions(client, personas, ids, persona):
    """Remove now and Keep on the Temporary list: staff admins and Oakfield's admins; the
    rest (staff viewers, teachers, the temporary user, other schools' admins) change
    nothing and leave no audit row or report."""
    from datetime import timedelta

    from django.utils import timezone

    from apps.accounts.models import AccountEvent, AuditKind

    oak = personas["school_admin"].account
    grace_end = timezone.localdate() + timedelta(days=20)
    leaver = User.objects.create_user(email="leaver@oakfield.example.com", account=oak, first_name="Liz",
                                      last_name="Leaver", date_end_temp=grace_end)  # fmt: skip
    temp = personas["temp_user"]
    _login(client, personas[persona])
    asked = client.post(f"/sync/{ids['oak']}", {"action": "remove", "user": leaver.pk})
    removed = client.post(f"/sync/{ids['oak']}", {"action": "remove", "user": leaver.pk, "confirm": "1"})
    kept = client.post(f"/sync/{ids['oak']}", {"action": "keep", "user": temp.pk})
    temp.refresh_from_db()
    events = set(AccountEvent.objects.filter(account=oak).values_list("action", flat=True))
    cleanups = SyncRun.objects.filter(kind=SyncRun.Kind.CLEANUP).count()
    if persona in ACTORS:
        assert (asked.status_code, removed.status_code, kept.status_code) == (200, 302, 302)
        assert not User.objects.filter(pk=leaver.pk).exists()
        assert (temp.allow_temp, temp.date_end_temp) == (True, None)
        assert events == {AuditKind.USERS_DELETED, AuditKind.USER_UPDATED} and cleanups == 1
    else:
        assert all(r.status_code in (302, 404) for r in (asked, removed, kept))
        assert User.objects.filter(pk=leaver.pk).exists()
        assert (temp.allow_temp, temp.date_end_temp) == (False, timezone.localdate() + timedelta(days=10))
        assert events == set() and cleanups == 0


@pytest.mark.parametrize("persona", PERSONAS)
def test_request_access_is_for_staff_admins(client, personas, ids, persona, wonde):
    _login(client, personas[persona])
    client.post(f"/sync/{ids['oak']}/access/bursts")
    requested = personas["school_admin"].account.events.filter(action="sync_access_requested").exists()
    assert requested == (persona in {"super_staff", "staff_admin"})


@pytest.mark.parametrize("persona", PERSONAS)
def test_api(client, personas, ids, persona, wonde):
    _login(client, personas[persona])
    for path in API:
        status = client.get(path.format(**ids)).status_code
        if persona in STAFF | OAK_ADMINS:
            assert status == 200, path
        elif persona in OTHER_SCHOOLS:
            assert status in (403, 404), path  # 404: another school's id; 403: not an admin at all
        else:
            assert status == 403, path


def test_anonymous(client, ids):
    for path in PAGES:
        response = client.get(path.format(**ids))
        assert response.status_code == 302 and response.url.startswith("/login"), path
    for path in API:
        assert client.get(path.format(**ids)).status_code == 401


@pytest.mark.parametrize("persona", PERSONAS)
def test_applying_a_held_sync(client, personas, ids, persona):
    """Apply a held sync's changes (POST sync/{id}/runs/{run}/apply): staff admins and
    Oakfield's admins; everyone else changes nothing."""
    from apps.accounts.models import AccountEvent, AuditKind

    oak = personas["school_admin"].account
    leaver = User.objects.create_user(email="gone@oakfield.example.com", account=oak)
    plan = {"reasons": ["test"], "staff": {"users": [leaver.pk], "leavers": []}}
    run = SyncRun.objects.create(account=oak, kind=SyncRun.Kind.MANUAL, status=SyncRun.Status.HELD, held=plan)
    _login(client, personas[persona])
    response = client.post(f"/sync/{ids['oak']}/runs/{run.pk}/apply")
    run.refresh_from_db()
    leaver.refresh_from_db()
    applied = AccountEvent.objects.filter(account=oak, action=AuditKind.SYNC_FLAGGED).exists()
    if persona in ACTORS:
        assert (response.status_code, run.status, applied) == (302, "done", True)
        assert leaver.date_end_temp is not None
    else:
        assert response.status_code in (302, 404) and run.status == "held" and not applied
        assert leaver.date_end_temp is None
