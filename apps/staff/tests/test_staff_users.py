import re

import pytest
from django.core import mail

from apps.signin.models import UserToken
from apps.users.models import User
from apps.users.services.emails import parse_email_list

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}


def test_email_list_parsing():
    raw = "a@x.com, b@x.com\n\tA@X.COM  not-an-email,,c@y.org d@z"
    assert parse_email_list(raw) == ["a@x.com", "b@x.com", "c@y.org"]
    assert parse_email_list(" , \n") == []


def test_lists_active_and_invited(signed_in, staff_viewer):
    User.objects.create(email="pending@example.com", kind=User.Kind.CREATE, status=User.Status.INVITED)
    page = signed_in(staff_viewer).get("/create")
    assert page.status_code == 200
    active, invited = page.text.split("<h2>Invited</h2>")
    assert "super@example.com" in active and "pending@example.com" in invited
    assert "Invite users" not in page.text and "/edit" not in page.text  # viewers only look


def test_invite_creates_invited_staff_and_emails(signed_in, staff_admin, django_capture_on_commit_callbacks):
    client = signed_in(staff_admin)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/create/invite", {"emails": "new1@example.com, new2@example.com new1@example.com",
                                                  "admin": "1"}, headers=HX)  # fmt: skip
    assert response.headers["HX-Retarget"] == "#staff-lists"
    assert "new1@example.com, new2@example.com Added" in response.headers["HX-Trigger"]
    users = User.objects.filter(email__in=["new1@example.com", "new2@example.com"])
    assert {(u.kind, u.status, u.admin) for u in users} == {("create", User.Status.INVITED, 1)}
    assert UserToken.objects.filter(user__in=users, purpose="invite").count() == 2
    assert sorted(m.to[0] for m in mail.outbox) == ["new1@example.com", "new2@example.com"]


@pytest.mark.parametrize(
    ("emails", "message"), [("", "Please fill out this field"), ("nope, also-not", "Invalid email")]
)
def test_invite_bad_input_writes_nothing(signed_in, staff_admin, emails, message):
    before = User.objects.count()
    response = signed_in(staff_admin).post("/create/invite", {"emails": emails, "admin": "0"}, headers=HX)
    assert message in response.text and User.objects.count() == before


def test_invite_taken_email_reports_row(signed_in, staff_admin):
    response = signed_in(staff_admin).post("/create/invite", {"emails": "viewer@example.com", "admin": "0"}, headers=HX)
    assert "viewer@example.com: " in response.text and "Email not available" in response.text


def test_resend_invite(signed_in, staff_admin, django_capture_on_commit_callbacks):
    pending = User.objects.create(email="pending@example.com", kind=User.Kind.CREATE, status=User.Status.INVITED)
    with django_capture_on_commit_callbacks(execute=True):
        response = signed_in(staff_admin).post(f"/create/{pending.pk}/resend", headers={"HX-Request": "true"})
    assert "User invite resent" in response.headers["HX-Trigger"]
    assert [m.to for m in mail.outbox] == [["pending@example.com"]]


def test_edit_name_email_and_admin_level(signed_in, staff_admin, staff_viewer):
    client = signed_in(staff_admin)
    form = client.get(f"/create/{staff_viewer.pk}/edit", headers=HX).text
    assert "Admin — can manage accounts" in form and "User — can view accounts" in form
    response = client.post(f"/create/{staff_viewer.pk}/edit", {"first_name": "Vera", "last_name": "View",
                           "email": "VERA@example.com", "admin": "1"}, headers=HX)  # fmt: skip
    assert "Saved" in response.headers["HX-Trigger"]
    staff_viewer.refresh_from_db()
    assert (staff_viewer.name, staff_viewer.email, staff_viewer.admin) == ("Vera View", "vera@example.com", 1)


def test_edit_rejects_taken_email_and_blank_name(signed_in, staff_admin, staff_viewer):
    client = signed_in(staff_admin)
    taken = client.post(f"/create/{staff_viewer.pk}/edit", {"first_name": "V", "last_name": "V",
                        "email": "super@example.com", "admin": "0"}, headers=HX)  # fmt: skip
    assert "Email not available" in taken.text
    blank = client.post(f"/create/{staff_viewer.pk}/edit", {"first_name": "", "last_name": "V",
                        "email": "viewer@example.com", "admin": "0"}, headers=HX)  # fmt: skip
    assert "Please fill out this field" in blank.text
    staff_viewer.refresh_from_db()
    assert (staff_viewer.first_name, staff_viewer.email) == ("Vic", "viewer@example.com")


def test_cannot_edit_own_admin_level_or_delete_self(signed_in, staff_admin):
    client = signed_in(staff_admin)
    form = client.get(f"/create/{staff_admin.pk}/edit", headers=HX).text
    assert "You cannot change your own admin level." in form
    client.post(f"/create/{staff_admin.pk}/edit", {"first_name": "Stella", "last_name": "Staff",
                "email": "staff@example.com", "admin": "0"}, headers=HX)  # fmt: skip
    staff_admin.refresh_from_db()
    assert staff_admin.admin == 1
    assert f"/create/{staff_admin.pk}/delete" not in client.get("/create").text
    assert client.post(f"/create/{staff_admin.pk}/delete").url == "/create"
    assert User.objects.filter(pk=staff_admin.pk).exists()


def test_delete_other_staff_user(signed_in, staff_admin, staff_viewer):
    client = signed_in(staff_admin)
    dialog = client.get(f"/create/{staff_viewer.pk}/delete", headers=HX).text
    assert "Delete User?" in dialog
    assert f"{staff_viewer.name} ({staff_viewer.email}) will no longer be able to sign in." in dialog
    nameless = User.objects.create(email="nameless@example.com", kind=User.Kind.CREATE)
    dialog = client.get(f"/create/{nameless.pk}/delete", headers=HX).text
    assert "<p>nameless@example.com will no longer be able to sign in.</p>" in dialog
    response = client.post(f"/create/{staff_viewer.pk}/delete", headers=HX)
    assert "Deleted" in response.headers["HX-Trigger"]
    assert not User.objects.filter(pk=staff_viewer.pk).exists()


def test_school_users_cannot_be_edited_here(signed_in, staff_admin, teacher):
    assert signed_in(staff_admin).get(f"/create/{teacher.pk}/edit").status_code == 404


def test_only_super_staff_edit_or_delete_a_super_admin(signed_in, staff_admin, super_staff):
    admin = signed_in(staff_admin)
    listing = admin.get("/create").text
    assert f"/create/{super_staff.pk}/edit" not in listing and f"/create/{super_staff.pk}/delete" not in listing
    assert "super@example.com · Super admin" in re.sub(r"<wbr>|<span( class=\"email\")?>|</span>", "", listing)
    assert admin.get(f"/create/{super_staff.pk}/edit").url == "/create"
    admin.post(f"/create/{super_staff.pk}/edit", {"first_name": "S", "last_name": "S", "email": "super@example.com",
               "admin": "0"})  # fmt: skip
    assert admin.post(f"/create/{super_staff.pk}/delete").url == "/create"
    super_staff.refresh_from_db()
    assert (super_staff.first_name, super_staff.admin) == ("Sam", 2)
    other = User.objects.create(email="other-super@example.com", kind=User.Kind.CREATE, admin=2)
    assert signed_in(super_staff).post(f"/create/{other.pk}/delete").url == "/create"
    assert not User.objects.filter(pk=other.pk).exists()


def test_invite_with_a_refused_address_keeps_the_modal_and_lists_the_invited(signed_in, staff_admin):
    response = signed_in(staff_admin).post("/create/invite", {"emails": "fresh@example.com viewer@example.com",
                                           "admin": "0"}, headers=HX)  # fmt: skip
    assert "viewer@example.com: " in response.text and "Email not available" in response.text  # modal rows
    assert "fresh@example.com Added" in response.headers["HX-Trigger"]
    oob = response.text.split('id="staff-lists" hx-swap-oob="true"')[1]
    assert 'data-staff="fresh@example.com"' in oob.split("<h2>Invited</h2>")[1]
    assert User.objects.get(email="fresh@example.com").status == User.Status.INVITED


@pytest.mark.parametrize("path", ["/create/invite", "/create/{pk}/edit", "/create/{pk}/delete"])
def test_modal_is_a_bare_dialog_for_htmx_and_an_open_page_without(signed_in, staff_admin, staff_viewer, path):
    client = signed_in(staff_admin)
    path = path.format(pk=staff_viewer.pk)
    fragment = client.get(path, headers=HX).text
    assert fragment.lstrip().startswith('<dialog class="modal" id="staff-dialog" aria-labelledby="staff-dialog-title"')
    assert f'action="{path}" hx-post="{path}" hx-target="#modal"' in fragment
    assert '<a class="button button--secondary" href="/create" data-close>' in fragment
    assert "<html" not in fragment and " open>" not in fragment
    page = client.get(path).text
    assert "<html" in page and 'id="staff-dialog-title"' in page and "data-modal open>" in page


def test_after_sending_only_the_refused_addresses_stay_in_the_box(signed_in, staff_admin):
    """Issue 20: after Send invites the box no longer holds what was sent, so Send again
    cannot send it twice; the refused addresses stay, to correct."""
    client = signed_in(staff_admin)
    response = client.post("/create/invite", {"emails": "fresh@example.com viewer@example.com info@school.example.com",
                                              "admin": "1"}, headers=HX)  # fmt: skip
    box = re.search(r"<textarea[^>]*>(.*?)</textarea>", response.text, re.S).group(1)
    assert box.split() == ["viewer@example.com", "info@school.example.com"]
    assert re.search(r'<input type="radio" name="admin" value="1"[^>]*checked', response.text)  # the level kept
    # Sending the box again invites nobody twice.
    client.post("/create/invite", {"emails": box, "admin": "1"}, headers=HX)
    assert User.objects.filter(email="fresh@example.com").count() == 1
