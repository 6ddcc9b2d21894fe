"""The sync pages and calls, as Oakfield's admin and staff would use them, against the
fake partner over HTTP: the employee cards with the spec's messages, 24 a page, invite
one, sync all, Sync now and its report, approvals and requesting access."""

import pytest
from django.core import mail

from apps.accounts.models import AccountEvent, AuditKind
from apps.sync.models import Employee, SyncRun
from apps.sync.services import constants as c
from apps.sync.services.runs import sync_run_execute, sync_run_start
from apps.users.models import User

pytestmark = pytest.mark.django_db


@pytest.fixture
def synced(wonde, oakfield):
    sync_run_execute(sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL), full=True)
    return oakfield


def _card(html, wonde_id):
    start = html.index(f'data-employee="{wonde_id}"')
    return html[start : html.index("</li>", start)]


def test_the_cards_say_why_an_employee_cannot_be_invited(signed_in, school_admin, synced):
    html = signed_in(school_admin).get(f"/sync/{synced.wonde_id}").content.decode()
    assert "✓" in _card(html, "E100") and c.ALREADY_INVITED in _card(html, "E100")
    assert "No email: please ask your MIS administrator to update this user&#x27;s primary email" in _card(html, "E108")
    assert "Personal emails are not permitted" in _card(html, "E109")
    assert "This email has already been invited to a different account." in _card(html, "E110")
    assert ">Invite<" in _card(html, "E103") and "Invite" not in _card(html, "E110")
    assert "data-taken" in _card(html, "E110") and "data-taken" not in _card(html, "E103")  # spec 1 §3 taken
    assert "data-taken" not in _card(html, "E100")  # synced: its tick says it
    assert "Approved" in html and "Sync now" in html


def test_invite_one_employee(signed_in, school_admin, synced, django_capture_on_commit_callbacks):
    client = signed_in(school_admin)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(f"/sync/{synced.wonde_id}/employees/E103")
    assert response.status_code == 302
    user = User.objects.get(email="p.patel@oakfield.example.com")
    assert (user.account, user.wonde_id, user.status, user.name) == (synced, "E103", User.Status.INVITED, "Priya Patel")
    assert mail.outbox[-1].to == ["p.patel@oakfield.example.com"]
    assert AccountEvent.objects.filter(account=synced, action=AuditKind.SYNC_INVITED, actor=school_admin).exists()
    again = client.post(f"/sync/{synced.wonde_id}/employees/E103", follow=True).content.decode()
    assert c.ALREADY_INVITED in again and User.objects.filter(wonde_id="E103").count() == 1


def test_a_refused_invite_writes_nothing(signed_in, school_admin, synced):
    before = User.objects.count()
    page = signed_in(school_admin).post(f"/sync/{synced.wonde_id}/employees/E110", follow=True).content.decode()
    assert c.INVITED_ELSEWHERE in page and User.objects.count() == before


def test_sync_all_answers_with_a_message(signed_in, staff_admin, synced):
    page = signed_in(staff_admin).post(f"/sync/{synced.wonde_id}/employees", follow=True).content.decode()
    assert "Staff synced: 9 invited, 5 already synced, 3 could not be invited (see their cards)." in page
    assert User.objects.filter(account=synced).exclude(wonde_id="").count() == 14


def test_the_list_pages_by_24(signed_in, school_admin, synced):
    Employee.objects.bulk_create(
        Employee(account=synced, wonde_id=f"X{n:03d}", first_name="Zed", last_name=f"Zulu{n:02d}") for n in range(20)
    )
    client = signed_in(school_admin)
    first = client.get(f"/sync/{synced.wonde_id}/employees").content.decode()
    second = client.get(f"/sync/{synced.wonde_id}/employees?page=2").content.decode()
    assert first.count("data-employee=") == 24 and second.count("data-employee=") == 13
    assert "Page 2 of 2" in second


def test_no_employees(signed_in, school_admin, oakfield):
    assert "No employees can be found" in signed_in(school_admin).get(f"/sync/{oakfield.wonde_id}").content.decode()


def test_sync_now_shows_its_report(signed_in, school_admin, wonde, oakfield, django_capture_on_commit_callbacks):
    client = signed_in(school_admin)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(f"/sync/{oakfield.wonde_id}/now")
    run = SyncRun.objects.get(account=oakfield)
    assert response.url == f"/sync/{oakfield.wonde_id}/runs/{run.pk}"
    report = client.get(response.url).content.decode()
    assert 'data-status="done"' in report and 'data-count="created">17<' in report
    assert "Staff: 17 new, 0 updated, 0 unchanged in the MIS." in report


def test_a_failed_sync_shows_its_error_on_the_sync_page(signed_in, staff_viewer, wonde, oakfield):
    wonde.store.fail(500, path_contains="employees", times=99)
    sync_run_execute(sync_run_start(account=oakfield, kind=SyncRun.Kind.NIGHTLY))
    page = signed_in(staff_viewer).get(f"/sync/{oakfield.wonde_id}").content.decode()
    assert "Nightly sync" in page and "The MIS partner had an error (500)." in page


def test_staff_request_access(signed_in, staff_admin, wonde, oakfield):
    wonde.store.set_access("fake-bursts-token", oakfield.wonde_id, "revoked", "Access was revoked by the school.")
    client = signed_in(staff_admin)
    client.get(f"/sync/{oakfield.wonde_id}")
    from apps.sync.services.runs import access_refresh

    access_refresh(account=oakfield)
    assert "Access was revoked by the school." in client.get(f"/sync/{oakfield.wonde_id}").content.decode()
    client.post(f"/sync/{oakfield.wonde_id}/access/bursts")
    oakfield.refresh_from_db()
    assert oakfield.wonde_bursts_status == "pending"
    assert AccountEvent.objects.filter(account=oakfield, action=AuditKind.SYNC_ACCESS_REQUESTED).exists()


def test_api_employees_paged(signed_in, school_admin, synced):
    response = signed_in(school_admin).get(f"/api/wonde/{synced.wonde_id}/employees")
    rows = response.json()
    assert response["X-Total-Count"] == "17" and len(rows) == 17
    e110 = next(r for r in rows if r["wondeId"] == "E110")
    assert e110 == {"wondeId": "E110", "name": "Bea Birch", "email": "admin@birchwood.example.com", "synced": False,
                    "taken": True, "canInvite": False, "message": c.INVITED_ELSEWHERE}  # fmt: skip


def test_api_invite_and_sync_all(signed_in, school_admin, synced):
    client = signed_in(school_admin)
    invited = client.post(f"/api/wonde/{synced.wonde_id}/employees/E104")
    assert invited.status_code == 200 and invited.json()["email"] == "d.hughes@oakfield.example.com"
    refused = client.post(f"/api/wonde/{synced.wonde_id}/employees/E108")
    assert refused.status_code == 400 and refused.json()["message"] == c.NO_EMAIL
    assert client.post(f"/api/wonde/{synced.wonde_id}/employees/NOPE").status_code == 404
    message = client.post(f"/api/wonde/{synced.wonde_id}/employees").json()["message"]
    assert message == "Staff synced: 8 invited, 6 already synced, 3 could not be invited (see their cards)."


def test_api_queries_do_not_grow_with_employees(signed_in, school_admin, synced, django_assert_max_num_queries):
    client = signed_in(school_admin)
    client.get(f"/api/wonde/{synced.wonde_id}/employees")
    with django_assert_max_num_queries(12):
        client.get(f"/api/wonde/{synced.wonde_id}/employees")
    Employee.objects.bulk_create(
        Employee(account=synced, wonde_id=f"X{n:03d}", first_name="A", last_name=f"B{n}", email=f"x{n}@o.example.com")
        for n in range(40)
    )
    with django_assert_max_num_queries(12):
        assert len(client.get(f"/api/wonde/{synced.wonde_id}/employees").json()) == 24


def test_the_staff_account_page_shows_approvals_and_links_to_the_sync(signed_in, staff_viewer, oakfield):
    oakfield.wonde_bursts_status, oakfield.wonde_message = "pending", "Waiting for the data manager."
    oakfield.save()
    page = signed_in(staff_viewer).get(f"/accounts/{oakfield.pk}").content.decode()
    assert f'href="/sync/{oakfield.wonde_id}"' in page
    assert "PE Approved · BURSTS Pending · “Waiting for the data manager.”" in page


def test_the_users_page_of_a_synced_school_offers_sync_users(signed_in, school_admin, oakfield):
    page = signed_in(school_admin).get("/account/users").content.decode()
    assert f'href="/sync/{oakfield.wonde_id}/employees"' in page and "Sync Users" in page


def test_a_running_sync_shows_its_progress_bar(signed_in, school_admin, oakfield):
    run = SyncRun.objects.create(account=oakfield, kind=SyncRun.Kind.MANUAL, status="running", pages=3,
                                 pages_expected=6)  # fmt: skip
    client = signed_in(school_admin)
    page = client.get(f"/sync/{oakfield.wonde_id}/runs/{run.pk}").content.decode()
    assert '<progress id="sync-bar" max="100" value="50">' in page and 'hx-trigger="load delay:1s"' in page
    assert "3 pages read from the MIS" in page and "data-count" not in page  # the report comes when it ends
    assert "disabled" in client.get(f"/sync/{oakfield.wonde_id}").content.decode()  # no second Sync now
    SyncRun.objects.filter(pk=run.pk).update(status="done")
    polled = client.get(f"/sync/{oakfield.wonde_id}/runs/{run.pk}", headers={"HX-Request": "true"}).content.decode()
    assert 'value="100"' in polled and "hx-trigger" not in polled and 'data-count="created"' in polled
