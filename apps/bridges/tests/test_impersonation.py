"""Impersonation, the Faux button (spec 1 §6, §7 GET auth/faux): super staff sign in as
a school user and see what they see, with a banner and a way back; never as internal
staff; every start and stop audited with who and whom."""

import pytest

from apps.accounts.models import AccountEvent, AuditKind

pytestmark = pytest.mark.django_db


def _faux(client, target, next_path="/"):
    return client.post("/hijack/acquire/", {"user_pk": target.pk, "next": next_path})


def test_super_staff_sign_in_as_a_teacher_and_back(signed_in, super_staff, teacher):
    client = signed_in(super_staff)
    response = _faux(client, teacher)
    assert (response.status_code, response["Location"]) == (302, "/")
    page = client.get("/").content.decode()
    assert "data-faux-banner" in page and teacher.email in page
    # At the top of the page, before the header (issue 20: it came after the footer), and
    # once: django-hijack's own injection before </body> is off.
    assert page.index("data-faux-banner") < page.index("<header") and page.count("data-faux-banner") == 1
    assert "<style>" not in page  # the CSP refuses inline styles: the banner's are in app.css
    # They see what the teacher sees: no staff links in the header.
    assert 'data-link="accounts"' not in page
    assert client.get("/accounts")["Location"] == "/"

    back = client.post("/hijack/release/", {"next": f"/accounts/{teacher.account_id}/users"})
    assert back["Location"] == f"/accounts/{teacher.account_id}/users"
    page = client.get(back["Location"]).content.decode()
    assert "data-faux-banner" not in page and 'data-link="accounts"' in page

    events = list(AccountEvent.objects.filter(action__startswith="impersonation").order_by("id"))
    assert [(e.action, e.actor_id, e.account_id, e.detail["email"]) for e in events] == [
        (AuditKind.IMPERSONATION_STARTED, super_staff.pk, teacher.account_id, teacher.email),
        (AuditKind.IMPERSONATION_ENDED, super_staff.pk, teacher.account_id, teacher.email),
    ]


@pytest.mark.parametrize("persona", ["staff_admin", "staff_viewer", "school_admin", "teacher"])
def test_only_super_staff_may(signed_in, personas, teacher, pe_lead, persona):
    target = pe_lead if persona == "teacher" else teacher
    response = _faux(signed_in(personas[persona]), target)
    assert response.status_code == 403
    assert not AccountEvent.objects.filter(action=AuditKind.IMPERSONATION_STARTED).exists()


@pytest.mark.parametrize("target", ["staff_admin", "staff_viewer", "super_staff", "invited_user"])
def test_never_as_internal_staff_or_someone_not_signed_up(signed_in, personas, super_staff, target):
    assert _faux(signed_in(super_staff), personas[target]).status_code == 403


def test_the_faux_button_on_the_staff_users_tab(signed_in, super_staff, staff_admin, teacher, client):
    html = signed_in(super_staff).get(f"/accounts/{teacher.account_id}/users").content.decode()
    # Rendered outside the bulk-action form (forms cannot nest), the buttons point at it.
    form_at, bulk_at = html.index('<form id="faux-form"'), html.index('<form id="users-bulk"')
    assert form_at < bulk_at and "</form>" in html[form_at:bulk_at]
    assert f'form="faux-form" name="user_pk" value="{teacher.pk}" data-faux' in html
    assert f'value="{super_staff.pk}" data-faux' not in html
    client.logout()
    html = signed_in(staff_admin).get(f"/accounts/{teacher.account_id}/users").content.decode()
    assert "data-faux" not in html


def test_api_faux_gives_a_token_for_the_user(signed_in, super_staff, teacher, client):
    response = signed_in(super_staff).get(f"/api/auth/faux?uid={teacher.uid}")
    assert response.status_code == 200
    body = response.json()
    assert body["user"]["email"] == teacher.email
    client.logout()
    me = client.get("/api/auth/self", headers={"Authorization": f"Bearer {body['token']}"})
    assert me.json()["email"] == teacher.email
    event = AccountEvent.objects.get(action=AuditKind.IMPERSONATION_STARTED)
    assert (event.actor_id, event.detail["email"], event.detail["via"]) == (super_staff.pk, teacher.email, "api")


def test_a_faux_token_ends_after_an_hour(signed_in, super_staff, teacher, client):
    from datetime import timedelta

    from django.utils import timezone

    from apps.api.models import ApiToken

    key = signed_in(super_staff).get(f"/api/auth/faux?uid={teacher.uid}").json()["token"]
    client.logout()
    bearer = {"Authorization": f"Bearer {key}"}
    ApiToken.objects.filter(user=teacher).update(created=timezone.now() - timedelta(minutes=59))
    assert client.get("/api/auth/self", headers=bearer).status_code == 200
    ApiToken.objects.filter(user=teacher).update(created=timezone.now() - timedelta(minutes=61))
    assert client.get("/api/auth/self", headers=bearer).status_code == 401
    # The teacher's own tokens keep their 30 days.
    _, own = ApiToken.objects.issue(teacher)
    ApiToken.objects.filter(user=teacher).update(created=timezone.now() - timedelta(days=29))
    assert client.get("/api/auth/self", headers={"Authorization": f"Bearer {own}"}).status_code == 200


@pytest.mark.parametrize("persona", ["staff_admin", "staff_viewer", "school_admin", "teacher", "home_user"])
def test_api_faux_is_for_super_staff_only(signed_in, personas, teacher, persona):
    assert signed_in(personas[persona]).get(f"/api/auth/faux?uid={teacher.uid}").status_code == 403


def test_api_faux_refuses_staff_and_unknown_ids(signed_in, super_staff, staff_admin):
    client = signed_in(super_staff)
    assert client.get(f"/api/auth/faux?uid={staff_admin.uid}").status_code == 403
    assert client.get("/api/auth/faux?uid=00000000-0000-0000-0000-000000000000").status_code == 404
    assert client.get("/api/auth/faux?uid=not-a-uuid").status_code == 422


def _events():
    rows = AccountEvent.objects.filter(action__startswith="impersonation").order_by("id")
    return [(e.action, e.actor_id, e.detail["email"], e.detail["via"]) for e in rows]


def test_signing_out_while_signed_in_as_someone_ends_it_audited(signed_in, super_staff, teacher):
    client = signed_in(super_staff)
    _faux(client, teacher)
    response = client.post("/logout")
    assert response.status_code == 302
    assert _events() == [
        (AuditKind.IMPERSONATION_STARTED, super_staff.pk, teacher.email, "session"),
        (AuditKind.IMPERSONATION_ENDED, super_staff.pk, teacher.email, "sign-out"),
    ]


def test_an_ordinary_sign_out_records_no_impersonation(signed_in, super_staff):
    signed_in(super_staff).post("/logout")
    assert _events() == []


def test_revoking_the_faux_token_ends_it_audited(signed_in, super_staff, teacher, client):
    token = signed_in(super_staff).get(f"/api/auth/faux?uid={teacher.uid}").json()["token"]
    client.logout()
    bearer = {"Authorization": f"Bearer {token}"}
    assert client.post("/api/auth/logout", headers=bearer).status_code == 200
    assert client.get("/api/auth/self", headers=bearer).status_code == 401
    assert _events() == [
        (AuditKind.IMPERSONATION_STARTED, super_staff.pk, teacher.email, "api"),
        (AuditKind.IMPERSONATION_ENDED, super_staff.pk, teacher.email, "api"),
    ]


def test_revoking_an_ordinary_token_records_no_impersonation(teacher, client):
    from apps.api.models import ApiToken

    ApiToken.objects.issue(teacher, label="Faux-ish client")
    ApiToken.objects.filter(user=teacher).delete()
    assert _events() == []
