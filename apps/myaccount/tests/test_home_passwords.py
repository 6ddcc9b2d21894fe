"""Home-learning passwords (issue 23): only the school's admins and staff admins see them,
on the page, through the API and in the exports; every showing is recorded; the key is
the site's own (HOME_PASSWORD_KEYS), never derived from SECRET_KEY, and rotates."""

import io

import openpyxl
import pytest
from cryptography.fernet import Fernet
from django.core.management import CommandError, call_command

from apps.accounts.models import AccountEvent
from apps.licences.templatetags.licences import event_text
from apps.users.models import User
from apps.users.services import home_credentials

pytestmark = pytest.mark.django_db
SHOWN = "home_passwords_shown"


def _events(**filters):
    return AccountEvent.objects.filter(action=SHOWN, **filters)


def _sheet(response):
    rows = list(openpyxl.load_workbook(io.BytesIO(response.content)).active.iter_rows(values_only=True))
    return rows[0], rows[1:]


def test_the_viewer_reads_no_password_anywhere(signed_in, staff_viewer, school_admin):
    oak = school_admin.account_id
    client = signed_in(staff_viewer)
    page = client.get(f"/accounts/{oak}/home?filter=inactive").text
    assert "oakfield-home1" in page and "Password1!" not in page and ">Password<" not in page
    listed = client.get(f"/api/users?kind=home&filter=pending&accountId={oak}").json()
    assert [(c["username"], c["password"]) for c in listed] == [("oakfield-home1", None)]
    child = User.objects.get(username="oakfield-home1")
    assert client.get(f"/api/users/home/{child.pk}").json()["password"] is None
    for url in (f"/account/{oak}/home/export.xlsx", f"/api/users/home/export?accountId={oak}",
                f"/account/{oak}/home/new.xlsx?ids={child.pk}"):  # fmt: skip
        headers, rows = _sheet(client.get(url))
        assert headers == ("First name", "Last name", "Class", "Username")
        assert rows and "Password1!" not in str(rows)
    assert not _events().exists()  # nothing was shown, so nothing to record


def test_other_school_users_read_none(signed_in, teacher, pe_lead):
    for user in (teacher,):
        client = signed_in(user)
        assert client.get("/api/users?kind=home&filter=pending").status_code in (403, 404)
        assert client.get(f"/account/{user.account_id}/home/export.xlsx").status_code in (302, 403, 404)
    assert not _events().exists()


@pytest.mark.parametrize("who", ["school_admin", "staff_admin", "super_staff"])
def test_admins_see_them_and_each_showing_is_recorded(signed_in, personas, who):
    user, oak = personas[who], personas["school_admin"].account
    client = signed_in(user)
    child = User.objects.get(username="oakfield-home1")
    page = client.get(f"/accounts/{oak.pk}/home?filter=inactive" if user.is_create else "/account/home?filter=inactive")
    assert "Password1!" in page.text
    event = _events().get()
    assert event.actor == user and event.account == oak
    assert event.detail == {"count": 1, "via": "page", "names": "oakfield-home1", "ids": [child.pk]}

    assert client.get(f"/api/users?kind=home&filter=pending&accountId={oak.pk}").json()[0]["password"] == "Password1!"
    assert client.get(f"/api/users/home/{child.pk}").json()["password"] == "Password1!"
    headers, rows = _sheet(client.get(f"/account/{oak.pk}/home/export.xlsx"))
    assert headers[-1] == "Password" and rows[0][-1] == "Password1!"
    assert list(_events().order_by("id").values_list("detail__via", flat=True)) == ["page", "api", "api", "export"]
    assert _events(actor=user).count() == 4

    # The account's history (the staff Membership tab) says who saw which children's passwords, and how.
    line = event_text(_events().order_by("id").last())
    assert line == "saw the passwords of 1 home-learning child(ren) (export): oakfield-home1"


def test_created_children_passwords_are_recorded(signed_in, school_admin):
    client = signed_in(school_admin)
    body = client.post("/api/users/home/bulk", [{"firstName": "Ava", "lastName": "Stone"}],
                       content_type="application/json").json()  # fmt: skip
    assert body[0]["password"]
    event = _events().get()
    assert event.detail["via"] == "created" and event.detail["names"] == body[0]["username"]


def test_the_key_is_not_derived_from_the_secret_key(settings):
    child_password = home_credentials.encrypt("frogcake47")
    assert Fernet(settings.HOME_PASSWORD_KEYS[0]).decrypt(child_password.encode()) == b"frogcake47"
    with pytest.raises(Exception):  # noqa: B017 - the old derivation reads nothing new
        home_credentials.legacy_fernet().decrypt(child_password.encode())
    settings.SECRET_KEY = "another-secret-key-" + "x" * 40
    assert home_credentials.decrypt(child_password) == "frogcake47"  # SECRET_KEY plays no part


def test_no_key_no_password(settings):
    settings.HOME_PASSWORD_KEYS = []
    from django.core.exceptions import ImproperlyConfigured

    with pytest.raises(ImproperlyConfigured):
        home_credentials.encrypt("frogcake47")


def test_rotate_re_encrypts_every_password_under_the_newest_key(settings, personas):
    old = settings.HOME_PASSWORD_KEYS[0]
    kids = list(User.objects.filter(kind=User.Kind.HOME).exclude(home_password=""))
    assert kids
    # A legacy row (the SECRET_KEY-derived key of earlier versions) and an unreadable one.
    legacy_kid, lost_kid = kids[0], User.objects.create(kind=User.Kind.HOME, username="lost12", account=kids[0].account)
    User.objects.filter(pk=legacy_kid.pk).update(
        home_password=home_credentials.legacy_fernet().encrypt(b"oldpass23").decode())  # fmt: skip

    new = Fernet.generate_key().decode()
    settings.HOME_PASSWORD_KEYS = [new, old]  # the new key first, the old one still reads
    before = dict(User.objects.filter(pk__in=[k.pk for k in kids[1:]]).values_list("pk", "home_password"))
    call_command("home_passwords_rotate", "--legacy-secret-key", stdout=io.StringIO())
    settings.HOME_PASSWORD_KEYS = [new]  # the old key can go now
    for kid in User.objects.filter(pk__in=[k.pk for k in kids]):
        assert Fernet(new).decrypt(kid.home_password.encode())
        assert kid.pk == legacy_kid.pk or kid.home_password != before[kid.pk]
    assert home_credentials.decrypt(User.objects.get(pk=legacy_kid.pk).home_password) == "oldpass23"
    if len(kids) > 1:
        assert home_credentials.decrypt(User.objects.get(pk=kids[1].pk).home_password) == "Password1!"

    # A value no key reads is left alone and reported, the command failing so someone looks.
    User.objects.filter(pk=lost_kid.pk).update(home_password=Fernet(Fernet.generate_key()).encrypt(b"x").decode())
    out = io.StringIO()
    with pytest.raises(CommandError, match="lost12"):
        call_command("home_passwords_rotate", stdout=out)
    assert "Re-encrypted" in out.getvalue()


def test_the_password_space_is_over_a_million():
    """Counted from the generator's own lists: distinct word pairs times the digits."""
    words, digits = home_credentials.WORDS, home_credentials.DIGITS
    assert len(words) == len(set(words)) == 178
    assert all(w.isalpha() and w.islower() and 3 <= len(w) <= 5 for w in words)
    assert set(digits) == set("23456789")  # no 0 or 1 to mistake for o, l or i
    pairs = {a + b for a in words for b in words}
    assert len(pairs) == len(words) ** 2  # no two pairs spell the same password
    assert home_credentials.password_space() == len(pairs) * len(digits) ** 2 == 2_027_776 >= 1_000_000
    for _ in range(200):
        password = home_credentials.new_password()
        assert password[:-2] in pairs and set(password[-2:]) <= set(digits) and len(password) <= 12
