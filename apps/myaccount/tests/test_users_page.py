"""/account/users (spec 1 §2 Account Users, §5 user form and invite emails, §6): lists,
Invite users, Edit User, resend, delete one and Delete Selected, with the spec's texts."""

import re

import pytest
from django.core import mail

from apps.accounts.models import AccountEvent
from apps.signin.models import UserToken
from apps.users.models import User

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}
PERSONAL = "Email cannot be a personal/home account"


def unbroken(html):
    """The page without the pieces the breakable_email filter wraps an address in."""
    return re.sub(r"<wbr>|<span( class=\"email\")?>|</span>", "", html)


GENERIC = "Email cannot be a generic user like head@ or info@"


def test_lists_with_cards_and_empty_states(signed_in, school_admin, hazel_admin):
    page = signed_in(school_admin).get("/account/users")
    assert page.status_code == 200
    text = unbroken(page.text)
    assert "Account Users" in text and "Users Guide" in text
    active, invited = text.split('data-list="invited"')
    assert "teacher@oakfield.example.com" in active and "invited@oakfield.example.com" in invited
    assert "PE Lead" in active and "Super admin" in active and "★" in active
    # The temporary list is for staff admins only (spec 1 §6).
    assert 'data-list="temporary"' not in text and "temp@oakfield.example.com" not in text
    assert "Select Many" in text
    # Oakfield is synced from its MIS: no Invite by email for its admin (spec 1 §6).
    assert "Invite users" not in text


def test_empty_list_reads_there_are_no_filter_users(signed_in, hazel_admin):
    User.objects.filter(account=hazel_admin.account, status=User.Status.INVITED).delete()
    text = signed_in(hazel_admin).get("/account/users").text
    assert "There are no invited users" in text and "Invite users" in text


def test_staff_admin_sees_temporary_list_with_its_note(signed_in, staff_admin, school_admin):
    text = unbroken(signed_in(staff_admin).get(f"/accounts/{school_admin.account_id}/users").text)
    temp = text.split('data-list="temporary"')[1]
    assert "temp@oakfield.example.com" in temp
    assert "Users not found on the MIS are removed after 30 days." in temp


def _invite(client, account, data):
    return client.post(f"/account/{account.pk}/users/invite", data, headers=HX)


def test_invite_shows_rows_with_errors_then_invites_the_ticked(
    signed_in, hazel_admin, django_capture_on_commit_callbacks
):
    client = signed_in(hazel_admin)
    account = hazel_admin.account
    raw = (
        "ann@hazelwood.example.com, pal@gmail.com\ninfo@hazelwood.example.com "
        "teacher@oakfield.example.com ann@hazelwood.example.com"
    )
    step = _invite(client, account, {"emails": raw, "admin": "0"})
    rows = step.text.split("data-invite-row=")[1:]
    assert [r.split('"')[1] for r in rows] == ["ann@hazelwood.example.com", "pal@gmail.com",
                                             "info@hazelwood.example.com", "teacher@oakfield.example.com"]  # fmt: skip
    assert PERSONAL in rows[1] and GENERIC in rows[2] and "Email not available" in rows[3]
    assert User.objects.filter(email="ann@hazelwood.example.com").count() == 0  # a preview writes nothing
    with django_capture_on_commit_callbacks(execute=True):
        done = _invite(client, account, {"row_email": ["ann@hazelwood.example.com", "pal@gmail.com"],
                                         "row_include_0": "1", "row_admin_0": "1"})  # fmt: skip
    assert done.headers["HX-Retarget"] == "#account-users"
    ann = User.objects.get(email="ann@hazelwood.example.com")
    assert (ann.account, ann.status, ann.admin, ann.kind) == (account, User.Status.INVITED, 1, "account")
    assert UserToken.objects.filter(user=ann, purpose="invite").exists()
    assert [m.to for m in mail.outbox] == [["ann@hazelwood.example.com"]]
    assert AccountEvent.objects.filter(account=account, action="user_invited").count() == 1
    assert not User.objects.filter(email="pal@gmail.com").exists()


def test_invite_with_a_refused_row_ticked_writes_nothing(signed_in, hazel_admin):
    """As the API: nobody is invited, the page says so, and every ticked row says why
    (the good one stays ticked, so sending again invites it)."""
    response = _invite(signed_in(hazel_admin), hazel_admin.account, {
        "row_email": ["ok@hazelwood.example.com", "head@hazelwood.example.com"],
        "row_include_0": "1", "row_include_1": "1"})  # fmt: skip
    rows = response.text.split("data-invite-row=")[1:]
    assert "No invites were sent: correct or remove the addresses with an error, then send again." in response.text
    assert "Not sent: another address has an error" in rows[0] and 'name="row_include_0" value="1"' in rows[0]
    assert " checked" in rows[0].split("</td>")[0]
    assert GENERIC in rows[1] and " disabled" in rows[1].split("</td>")[0]
    assert not User.objects.filter(email__in=["ok@hazelwood.example.com", "head@hazelwood.example.com"]).exists()


@pytest.mark.parametrize("emails", ["", "not an address", "\x00", "a@b" * 8000])
def test_invite_bad_list_writes_nothing(signed_in, hazel_admin, emails):
    before = User.objects.count()
    response = _invite(signed_in(hazel_admin), hazel_admin.account, {"emails": emails, "admin": "0"})
    if "\x00" in emails:  # refused before any view by the bad-input middleware
        assert response.status_code == 400
    else:
        assert response.status_code == 200 and "field__error" in response.text
    assert User.objects.count() == before


def test_no_rules_on_partner_accounts_or_for_super_staff(signed_in, super_staff, hazel_admin):
    rows = _invite(signed_in(super_staff), hazel_admin.account, {"emails": "pal@gmail.com info@x.example.com"})
    assert PERSONAL not in rows.text and GENERIC not in rows.text
    hazel_admin.account.is_partner = True
    hazel_admin.account.save()
    rows = _invite(signed_in(hazel_admin), hazel_admin.account, {"emails": "pal@gmail.com"})
    assert PERSONAL not in rows.text


def test_edit_user_name_email_role_and_leads(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    target = User.objects.get(email="ellie.shaw@hazelwood.example.com")
    url = f"/account/{target.account_id}/users/{target.pk}/edit"
    form = client.get(url, headers=HX).text
    assert "Edit User" in form and "Lead PE" in form and "Lead BURSTS" in form and "Approved non-sync" not in form
    data = {"first_name": " Eleanor ", "last_name": "Shaw", "email": "E.Shaw@hazelwood.example.com", "admin": "0"}
    response = client.post(url, {**data, "lead_pe": "on"}, headers=HX)
    assert response.headers["HX-Retarget"] == "#account-users"
    target.refresh_from_db()
    # A lead is always an admin (spec 1 §4).
    assert (target.first_name, target.email, target.lead_pe, target.admin) == (
        "Eleanor",
        "e.shaw@hazelwood.example.com",
        True,
        1,
    )
    assert AccountEvent.objects.filter(action="user_updated", detail__user=target.pk).exists()


def test_edit_refuses_taken_email_and_nobody_changes_own_role(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    target = User.objects.get(email="tom.okafor@hazelwood.example.com")
    taken = client.post(f"/account/{target.account_id}/users/{target.pk}/edit",
                        {"first_name": "Tom", "last_name": "O", "email": "admin@oakfield.example.com", "admin": "0"},
                        headers=HX)  # fmt: skip
    assert "Email not available" in taken.text
    own = f"/account/{hazel_admin.account_id}/users/{hazel_admin.pk}/edit"
    own_form = client.get(own, headers=HX).text
    # The admin toggle shows for other users only (spec 1 §6).
    assert "You cannot change your own role." in own_form and 'name="admin"' not in own_form
    assert 'name="admin"' in client.get(f"/account/{target.account_id}/users/{target.pk}/edit", headers=HX).text
    client.post(own, {"first_name": "H", "last_name": "H", "email": hazel_admin.email, "admin": "0"}, headers=HX)
    hazel_admin.refresh_from_db()
    assert hazel_admin.admin == 1


def test_synced_users_keep_name_and_email(signed_in, school_admin):
    teacher = User.objects.get(email="teacher@oakfield.example.com")
    url = f"/account/{teacher.account_id}/users/{teacher.pk}/edit"
    client = signed_in(school_admin)
    assert 'name="first_name"' not in client.get(url, headers=HX).text
    client.post(url, {"first_name": "X", "email": "x@oakfield.example.com", "admin": "1"}, headers=HX)
    teacher.refresh_from_db()
    assert (teacher.first_name, teacher.email, teacher.admin) == ("Tom", "teacher@oakfield.example.com", 1)


def test_resend_invite(signed_in, school_admin, django_capture_on_commit_callbacks):
    invited = User.objects.get(email="invited@oakfield.example.com")
    client = signed_in(school_admin)
    assert "Resend invite" in client.get(f"/account/{invited.account_id}/users/{invited.pk}/edit", headers=HX).text
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(f"/account/{invited.account_id}/users/{invited.pk}/resend", headers=HX)
    assert "User invite resent" in response.headers["HX-Trigger"]
    assert [m.to for m in mail.outbox] == [["invited@oakfield.example.com"]]


def test_delete_one_and_never_oneself(signed_in, school_admin):
    client = signed_in(school_admin)
    teacher = User.objects.get(email="teacher@oakfield.example.com")
    ask = client.get(f"/account/{teacher.account_id}/users/{teacher.pk}/delete", headers=HX)
    assert "Delete User?" in ask.text
    client.post(f"/account/{teacher.account_id}/users/{teacher.pk}/delete", headers=HX)
    assert not User.objects.filter(pk=teacher.pk).exists()
    own = client.post(f"/account/{school_admin.account_id}/users/{school_admin.pk}/delete", headers=HX)
    assert own.status_code == 302 and User.objects.filter(pk=school_admin.pk).exists()
    assert f"/users/{school_admin.pk}/delete" not in client.get("/account/users").text


def test_bulk_delete_asks_then_deletes_all(signed_in, school_admin):
    client = signed_in(school_admin)
    bulk = client.get("/account/users?bulk=1").text
    assert "Cancel Select" in bulk and "Delete Selected" in bulk
    assert f'name="user" value="{school_admin.pk}"' not in bulk  # nobody selects themself
    emails = ["teacher@oakfield.example.com", "lead@oakfield.example.com", "invited@oakfield.example.com"]
    ids = list(User.objects.filter(email__in=emails).values_list("pk", flat=True))
    total = User.objects.filter(account=school_admin.account, kind="account").count()
    url = f"/account/{school_admin.account_id}/users/delete"
    ask = client.post(url, {"user": ids}, headers=HX)
    assert "Delete selected users?" in ask.text
    assert f"Warning. This action will delete 3 of {total} users." in ask.text
    assert User.objects.filter(pk__in=ids).count() == len(ids)
    done = client.post(url, {"user": ids, "confirm": "1"}, headers=HX)
    assert done.headers["HX-Retarget"] == "#account-users"
    assert not User.objects.filter(pk__in=ids).exists() and User.objects.filter(pk=school_admin.pk).exists()
    event = AccountEvent.objects.get(action="users_deleted")
    assert event.detail["count"] == len(ids)


def test_bulk_delete_with_oneself_refuses_all(signed_in, school_admin):
    """Nobody deletes themself, and a bulk delete is all or nothing: selecting oneself
    among others deletes nobody (never the others with oneself quietly left out)."""
    client = signed_in(school_admin)
    emails = ["teacher@oakfield.example.com", "lead@oakfield.example.com", "invited@oakfield.example.com"]
    ids = list(User.objects.filter(email__in=emails).values_list("pk", flat=True))
    before = User.objects.count()
    url = f"/account/{school_admin.account_id}/users/delete"
    for data in ({"user": ids + [school_admin.pk]}, {"user": ids + [school_admin.pk], "confirm": "1"},
                 {"user": [school_admin.pk], "confirm": "1"}):  # fmt: skip
        response = client.post(url, data, headers=HX)
        assert response.status_code == 200 and "HX-Retarget" not in response.headers
        assert "You cannot delete yourself." in response.text
        assert 'name="confirm"' not in response.text and 'name="user"' not in response.text
        assert "Warning. This action will delete" not in response.text
    assert User.objects.count() == before and User.objects.filter(pk__in=ids).count() == len(ids)
    assert not AccountEvent.objects.filter(action="users_deleted").exists()
    without_js = client.post(url, {"user": ids + [school_admin.pk], "confirm": "1"})
    assert "You cannot delete yourself." in without_js.text and User.objects.count() == before


def test_another_schools_users_are_out_of_reach(signed_in, hazel_admin, school_admin):
    teacher = User.objects.get(email="teacher@oakfield.example.com")
    client = signed_in(hazel_admin)
    for url in (f"/account/{teacher.account_id}/users/{teacher.pk}/edit", f"/account/{teacher.account_id}/users/invite",
                f"/account/{hazel_admin.account_id}/users/{teacher.pk}/edit"):  # fmt: skip
        response = client.get(url, headers=HX)
        # An HTMX request for a page not found goes to / (spec 1 §8, core PageErrorMiddleware).
        assert response.status_code in (302, 404) or response.headers.get("HX-Redirect") == "/", url
    client.post(f"/account/{teacher.account_id}/users/delete", {"user": [teacher.pk], "confirm": "1"})
    client.post(f"/account/{hazel_admin.account_id}/users/delete", {"user": [teacher.pk], "confirm": "1"})
    assert User.objects.filter(pk=teacher.pk).exists()


def test_users_page_queries_constant_in_users(signed_in, school_admin):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = signed_in(school_admin)

    def count():
        with CaptureQueriesContext(connection) as queries:
            assert client.get("/account/users").status_code == 200
        return len(queries.captured_queries)

    small = count()
    for n in range(30):
        User.objects.create_user(email=f"extra{n}@oakfield.example.com", kind=User.Kind.ACCOUNT,
                                 account=school_admin.account, status=User.Status.INVITED if n % 2 else
                                 User.Status.ACTIVE, lead_pe=n % 5 == 0)  # fmt: skip
    assert count() == small
