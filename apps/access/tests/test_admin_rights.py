"""The Django admin uses Django's real permissions (issue 9): content editing for the
internal staff who hold it, school data never editable or deletable there, no school
account deletable anywhere, and its own sign-in form replaced by /login."""

import pytest
from django.contrib import admin
from django.test import RequestFactory

from apps.access.admin_rights import CONTENT_APPS
from apps.accounts.models import Account, NeverDeleted, Region
from apps.users.models import User

pytestmark = pytest.mark.django_db


def test_nothing_but_content_is_editable_in_the_admin_even_for_a_super_admin(super_staff):
    request = RequestFactory().get("/admin/")
    request.user = super_staff
    for model, model_admin in admin.site._registry.items():
        if model._meta.app_label in CONTENT_APPS or model._meta.label == "auth.Group":
            continue  # content, and the groups that hold the right to edit it (super admins)
        label = model._meta.label
        assert not model_admin.has_add_permission(request), label
        assert not model_admin.has_change_permission(request), label
        assert not model_admin.has_delete_permission(request), label


@pytest.mark.parametrize("persona", ["staff_viewer", "staff_admin", "super_staff"])
def test_no_staff_member_changes_or_deletes_an_account_or_region_in_the_admin(signed_in, personas, persona):
    client = signed_in(personas[persona])
    account = Account.objects.get(name="Oakfield Primary")
    region = Region.objects.first()
    change = f"/admin/accounts/account/{account.pk}/change/"
    assert client.post(change, {"name": "Renamed", "status": 30, "frozen": "on"}).status_code == 403
    assert client.post(f"/admin/accounts/account/{account.pk}/delete/", {"post": "yes"}).status_code == 403
    assert client.post(f"/admin/accounts/region/{region.pk}/delete/", {"post": "yes"}).status_code == 403
    assert client.post("/admin/accounts/account/add/", {"name": "New"}).status_code == 403
    account.refresh_from_db()
    assert account.name == "Oakfield Primary" and not account.frozen
    assert Region.objects.filter(pk=region.pk).exists()


def test_school_data_models_are_not_in_the_admin(signed_in, super_staff):
    client = signed_in(super_staff)
    for path in ("users/user", "licences/licence", "api/apitoken", "signin/usertoken", "accounts/accountevent"):
        assert client.get(f"/admin/{path}/").status_code == 404, path


def test_a_school_account_cannot_be_deleted_anywhere(personas):
    account = Account.objects.get(name="Oakfield Primary")
    with pytest.raises(NeverDeleted):
        account.delete()
    with pytest.raises(NeverDeleted):
        Account.objects.filter(pk=account.pk).delete()
    assert User.objects.filter(account=account).exists()


def test_content_editing_is_a_right_internal_staff_hold_or_not(signed_in, personas, content_editor_less):
    editor = signed_in(personas["staff_viewer"])
    assert editor.get("/admin/content/part/").status_code == 200
    other = signed_in(content_editor_less)
    assert other.get("/admin/content/part/").status_code == 403
    assert other.get("/admin/content/part/add/").status_code == 403
    assert not content_editor_less.has_perm("content.change_part")
    assert personas["staff_viewer"].has_perm("content.change_part")
    assert not personas["staff_viewer"].has_perm("accounts.change_account")


def test_school_users_hold_no_admin_permission_even_when_granted(personas):
    from apps.access.admin_rights import grant_content_editing

    teacher = personas["teacher"]
    grant_content_editing(teacher)
    teacher = User.objects.get(pk=teacher.pk)
    assert not teacher.has_perm("content.change_part") and not teacher.has_module_perms("content")


@pytest.fixture
def content_editor_less(db, personas):
    return User.objects.create_user("plain-staff@example.com", "Password1!", kind=User.Kind.CREATE, admin=1)


def test_the_admin_sign_in_form_is_not_served_everyone_signs_in_at_login(client, super_staff):
    response = client.get("/admin/login/?next=/admin/content/part/")
    assert response.status_code == 302
    assert response["Location"] == "/login?next=%2Fadmin%2Fcontent%2Fpart%2F"
    for _ in range(15):
        response = client.post("/admin/login/", {"username": "super@example.com", "password": "wrong"})
        assert response.status_code == 302 and response["Location"].startswith("/login")
    assert "_auth_user_id" not in client.session


def test_a_signed_in_user_without_the_admin_right_goes_to_their_dashboard(signed_in, teacher):
    client = signed_in(teacher)
    response = client.get("/admin/content/part/", follow=True)
    assert response.redirect_chain[-1][0] == "/"
    assert response.status_code == 200
