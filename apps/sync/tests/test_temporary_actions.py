"""The Temporary list's decisions (issue 13: leavers are listed for the school admin to
confirm, never removed silently): Remove now asks first, then removes the user at once,
audited and counted in a report; Keep approves the user as non-sync, so they are no
longer temporary. Both are POSTs to the sync page itself (its GET is unchanged), with
HTMX answering the Temporary list alone."""

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.sync.models import SyncRun
from apps.sync.services import constants as c
from apps.sync.services.employees import users_flag_unmatched
from apps.sync.services.temporary import temp_users_remove
from apps.users.models import User

pytestmark = pytest.mark.django_db
HTMX = {"HX-Request": "true"}


def _page(oakfield):
    return f"/sync/{oakfield.wonde_id}"


def _row(html, email):
    start = html.index(f'data-temporary="{email}"')
    return html[start : html.index("</li>", start)]


def test_the_list_offers_remove_now_and_keep_to_the_school_admin(signed_in, school_admin, temp_user, oakfield):
    row = _row(signed_in(school_admin).get(_page(oakfield)).content.decode(), temp_user.email)
    assert "removed on" in row and ">Remove now<" in row and ">Keep<" in row
    assert f'name="user" value="{temp_user.pk}"' in row and 'hx-post="/sync/' in row
    assert "data-confirm-remove" not in row  # the confirm step comes after the first press


def test_staff_viewers_see_the_list_without_the_actions(signed_in, staff_viewer, temp_user, oakfield):
    row = _row(signed_in(staff_viewer).get(_page(oakfield)).content.decode(), temp_user.email)
    assert "Remove now" not in row and "Keep" not in row


def test_remove_now_asks_first_then_removes_with_a_report_line(signed_in, school_admin, temp_user, oakfield):
    client = signed_in(school_admin)
    events = AccountEvent.objects.count()
    asked = client.post(_page(oakfield), {"action": "remove", "user": temp_user.pk})
    page = asked.content.decode()
    assert asked.status_code == 200 and "data-confirm-remove" in _row(page, temp_user.email)
    assert c.REMOVE_CONFIRM.format(name="Tess Temp") in page
    assert User.objects.filter(pk=temp_user.pk).exists() and AccountEvent.objects.count() == events  # only asked

    done = client.post(_page(oakfield), {"action": "remove", "user": temp_user.pk, "confirm": "1"}, follow=True)
    assert done.redirect_chain == [(_page(oakfield), 302)]
    assert not User.objects.filter(pk=temp_user.pk).exists()
    event = AccountEvent.objects.get(account=oakfield, action=AuditKind.USERS_DELETED)
    assert (event.actor, event.detail["users"], event.detail["names"]) == (school_admin, [temp_user.pk], "Tess Temp")
    run = SyncRun.objects.get(account=oakfield, kind=SyncRun.Kind.CLEANUP)
    assert (run.status, run.counts, run.started_by) == ("done", {"removed": 1}, school_admin)
    assert run.lines == ["Removed Tess Temp (temp@oakfield.example.com): not found in the MIS, removed before the "
                         "end of the grace by Olivia Oakes."]  # fmt: skip
    html = done.content.decode()
    assert "Tess Temp removed" in html and 'data-temporary="temp@oakfield.example.com"' not in html
    assert "Temporary users removed" in html and "1 removed" in html  # the report, on the sync page
    report = client.get(f"/sync/{oakfield.wonde_id}/runs/{run.pk}").content.decode()
    assert 'data-count="removed">1<' in report and "removed before the end of the grace by Olivia Oakes." in report


def test_remove_now_with_htmx_swaps_the_list_and_the_reports(signed_in, staff_admin, temp_user, oakfield):
    client = signed_in(staff_admin)
    asked = client.post(_page(oakfield), {"action": "remove", "user": temp_user.pk}, headers=HTMX).content.decode()
    assert asked.lstrip().startswith('<div id="sync-temporary">') and "data-confirm-remove" in asked
    assert "<html" not in asked and "sync-employees" not in asked
    done = client.post(_page(oakfield), {"action": "remove", "user": temp_user.pk, "confirm": "1"}, headers=HTMX)
    html = done.content.decode()
    assert done.status_code == 200 and 'data-temporary="temp@oakfield.example.com"' not in html
    assert 'id="sync-reports"' in html and 'hx-swap-oob="outerHTML"' in html and "Temporary users removed" in html
    toasts = json.loads(done["HX-Trigger"])["toasts"]
    assert [t["message"] for t in toasts] == ["Tess Temp removed"]
    assert not User.objects.filter(pk=temp_user.pk).exists()
    assert AccountEvent.objects.filter(account=oakfield, action=AuditKind.USERS_DELETED, actor=staff_admin).exists()


def test_keep_approves_the_user_as_non_sync(signed_in, school_admin, temp_user, oakfield):
    client = signed_in(school_admin)
    page = client.post(_page(oakfield), {"action": "keep", "user": temp_user.pk}, follow=True).content.decode()
    temp_user.refresh_from_db()
    assert (temp_user.allow_temp, temp_user.date_end_temp) == (True, None)  # no longer temporary
    assert "Tess Temp kept as an approved non-sync user" in page
    assert 'data-temporary="temp@oakfield.example.com"' not in page
    event = AccountEvent.objects.get(account=oakfield, action=AuditKind.USER_UPDATED)
    assert (event.actor, event.detail["user"], event.detail["changes"]) == (
        school_admin, temp_user.pk, {"allow_temp": [False, True]})  # fmt: skip
    assert not SyncRun.objects.filter(account=oakfield).exists()  # nothing removed: no report
    # Neither the next sync nor the daily removal touches a kept user.
    users_flag_unmatched(account=oakfield)  # no employees here at all: everyone else becomes temporary
    temp_user.refresh_from_db()
    assert temp_user.date_end_temp is None
    temp_users_remove(today=timezone.localdate() + timedelta(days=365))
    assert User.objects.filter(pk=temp_user.pk).exists()


def test_keep_a_user_approved_before_clears_the_date_audited(signed_in, staff_admin, temp_user, oakfield):
    User.objects.filter(pk=temp_user.pk).update(allow_temp=True)  # approved in the Edit User form
    client = signed_in(staff_admin)
    html = client.post(_page(oakfield), {"action": "keep", "user": temp_user.pk}, headers=HTMX).content.decode()
    temp_user.refresh_from_db()
    assert (temp_user.allow_temp, temp_user.date_end_temp) == (True, None)
    assert 'data-temporary="temp@oakfield.example.com"' not in html and "hx-swap-oob" in html
    event = AccountEvent.objects.get(account=oakfield, action=AuditKind.USER_UPDATED)
    assert event.actor == staff_admin and list(event.detail["changes"]) == ["date_end_temp"]


def test_nobody_removes_themself(signed_in, school_admin, oakfield):
    User.objects.filter(pk=school_admin.pk).update(wonde_id="", date_end_temp=timezone.localdate())
    client = signed_in(school_admin)
    row = _row(client.get(_page(oakfield)).content.decode(), school_admin.email)
    assert "Remove now" not in row and ">Keep<" in row
    page = client.post(_page(oakfield), {"action": "remove", "user": school_admin.pk, "confirm": "1"}, follow=True)
    assert "You cannot delete yourself." in page.content.decode()
    assert User.objects.filter(pk=school_admin.pk).exists()
    assert not SyncRun.objects.exists() and not AccountEvent.objects.filter(account=oakfield).exists()


@pytest.mark.parametrize(
    "post",
    [
        {"action": "remove", "confirm": "1"},  # no user
        {"action": "remove", "user": "abc", "confirm": "1"},
        {"action": "remove", "user": "99999999999999999999999", "confirm": "1"},
        {"action": "remove", "user": "TEACHER", "confirm": "1"},  # not temporary
        {"action": "remove", "user": "ELSEWHERE", "confirm": "1"},  # another school's temporary user
        {"action": "keep", "user": "TEACHER"},
        {"action": "keep", "user": "ELSEWHERE"},
        {"action": "delete", "user": "TEMP", "confirm": "1"},  # not an action
        {"user": "TEMP"},
    ],
)
def test_bad_input_writes_nothing(signed_in, personas, oakfield, post):
    birchwood = Account.objects.get(name="Birchwood Primary")
    elsewhere = User.objects.create_user(email="gone@birchwood.example.com", account=birchwood,
                                         date_end_temp=timezone.localdate())  # fmt: skip
    ids = {"TEACHER": personas["teacher"].pk, "ELSEWHERE": elsewhere.pk, "TEMP": personas["temp_user"].pk}
    post = {k: ids.get(v, v) for k, v in post.items()}
    users = list(User.objects.order_by("pk").values_list("pk", "allow_temp", "date_end_temp"))
    page = signed_in(personas["school_admin"]).post(_page(oakfield), post, follow=True).content.decode()
    assert c.NOT_TEMPORARY in page
    assert list(User.objects.order_by("pk").values_list("pk", "allow_temp", "date_end_temp")) == users
    assert not AccountEvent.objects.exists() and not SyncRun.objects.exists()


def test_a_user_already_handled_is_not_handled_twice(signed_in, school_admin, staff_admin, temp_user, oakfield):
    signed_in(staff_admin).post(_page(oakfield), {"action": "keep", "user": temp_user.pk})
    page = signed_in(school_admin).post(_page(oakfield), {"action": "remove", "user": temp_user.pk, "confirm": "1"},
                                        follow=True).content.decode()  # fmt: skip
    assert c.NOT_TEMPORARY in page and User.objects.filter(pk=temp_user.pk).exists()
    assert not AccountEvent.objects.filter(action=AuditKind.USERS_DELETED).exists()
