"""/account/home (spec 1 §2 Home Learning, §5 Add children and Child import file): the
children lists, add, import with a preview, exports, a new password, bulk delete."""

import io
import re

import openpyxl
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.accounts.models import AccountEvent
from apps.users.models import User
from apps.users.services import home_credentials

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}


def _csv(text, name="children.csv", content_type="text/csv"):
    data = text.encode() if isinstance(text, str) else text
    return SimpleUploadedFile(name, data, content_type=content_type)


def _children(account):
    return User.objects.filter(account=account, kind=User.Kind.HOME)


def test_lists_active_and_inactive_with_passwords(signed_in, school_admin):
    child = User.objects.get(username="oakfield-home1")
    page = signed_in(school_admin).get("/account/home")
    assert page.status_code == 200
    assert "Home Learning" in page.text and "Active (" in page.text and "Inactive (" in page.text
    assert "Add children" in page.text and "Import children" in page.text and "Export" in page.text
    # The demo child has never signed in: listed as Inactive, with its displayed password.
    inactive = signed_in(school_admin).get("/account/home?filter=inactive").text
    assert "oakfield-home1" in inactive and "Password1!" in inactive
    assert child.home_password and "Password1!" not in child.home_password  # encrypted at rest
    assert home_credentials.decrypt(child.home_password) == "Password1!"


def test_add_children_rows(signed_in, school_admin, django_assert_max_num_queries):
    client = signed_in(school_admin)
    url = f"/account/{school_admin.account_id}/home/add"
    form = client.get(url, headers=HX).text
    assert "Add children" in form and 'name="first_0"' in form and 'name="first_1"' not in form
    # A complete row brings a new blank one; a half-filled row says what is missing.
    checked = client.post(url, {"rows": "1", "first_0": "Ava", "last_0": "Stone", "action": "check"}, headers=HX).text
    assert 'name="first_1"' in checked
    half = client.post(url, {"rows": "2", "first_0": "Ava", "last_0": "Stone", "first_1": "Ben", "action": "check"},
                       headers=HX).text  # fmt: skip
    assert "Please fill out this field" in half and 'name="first_2"' not in half
    before = _children(school_admin.account).count()
    data = {"rows": "4", "first_0": "Ava", "last_0": "Stone", "group_0": "1B", "first_1": "Ben", "first_2": "",
            "last_2": "", "first_3": "Cara", "last_3": "Dale"}  # fmt: skip
    done = client.post(url, data, headers=HX)
    assert "Imported Children" in done.text and "1 row with errors was not added." in done.text
    new = _children(school_admin.account).exclude(username="oakfield-home1")
    assert new.count() == before + 1 and {c.name for c in new} == {"Ava Stone", "Cara Dale"}
    ava = new.get(first_name="Ava")
    assert ava.home_group == "1B" and ava.username.startswith("avas") and ava.check_password(
        home_credentials.decrypt(ava.home_password))  # fmt: skip
    assert ava.username in done.text and home_credentials.decrypt(ava.home_password) in done.text
    assert AccountEvent.objects.filter(action="home_added", detail__count=2).exists()


def test_import_previews_every_row_then_creates_the_valid_ones(signed_in, school_admin):
    client = signed_in(school_admin)
    url = f"/account/{school_admin.account_id}/home/import"
    assert "Import children" in client.get(url, headers=HX).text
    before = _children(school_admin.account).count()
    upload = _csv("First name,Last name,Class\nAmy,Bell,2A\nNoLast,,2A\n=cmd,Evil,2A\nAmy,Bell,2A\nZoë,Ng£,\n")
    preview = client.post(url, {"file": upload}, headers=HX)
    text = preview.text
    assert "Nothing has been added yet" in text and "3 children ready to add" in text
    assert "Last name: Please fill out this field" in text and "First name: This child is already listed" in text
    assert _children(school_admin.account).count() == before  # the preview wrote nothing
    token = text.split('name="preview" value="')[1].split('"')[0]
    done = client.post(url, {"preview": token}, headers=HX)
    assert "Imported Children" in done.text
    new = _children(school_admin.account).exclude(username="oakfield-home1")
    assert sorted(c.name for c in new) == ["=cmd Evil", "Amy Bell", "Zoë Ng£"]
    ids = ",".join(str(c.pk) for c in new)
    assert "new.xlsx?ids=" in done.text and all(str(c.pk) in done.text for c in new)
    sheet = openpyxl.load_workbook(io.BytesIO(client.get(
        f"/account/{school_admin.account_id}/home/new.xlsx?ids={ids}").content)).active  # fmt: skip
    rows = list(sheet.values)
    assert rows[0] == ("First name", "Last name", "Class", "Username", "Password")
    assert rows[1][:2] == ("'=cmd", "Evil")  # a formula is escaped in the export
    assert len(rows) == 4


def test_the_preview_runs_no_insert_and_its_queries_do_not_grow_with_rows(school_admin):
    """The dry run validates every row without touching the users table (django-import-
    export's own dry run would insert the rows and roll back) or choosing usernames."""
    import tablib

    from apps.myaccount.services.children import children_preview

    def run(n):
        dataset = tablib.Dataset(*[(f"Kid{i}", "Bell", "2A") for i in range(n)],
                                 headers=["first_name", "last_name", "home_group"])  # fmt: skip
        with CaptureQueriesContext(connection) as queries:
            rows = children_preview(user=school_admin, account=school_admin.account, dataset=dataset)
        assert len(rows) == n and all(r.valid for r in rows)
        sql = [q["sql"] for q in queries.captured_queries]
        assert not any(s.upper().startswith("INSERT") or '"username" IN' in s for s in sql), sql
        return len(sql)

    assert run(3) == run(1000)


def test_a_tampered_or_foreign_preview_writes_nothing(signed_in, school_admin, hazel_admin):
    from apps.myaccount.services.children import ChildRow, preview_token

    client = signed_in(school_admin)
    url = f"/account/{school_admin.account_id}/home/import"
    response = client.post(url, {"preview": "not-a-signed-value"}, headers=HX)
    assert response.status_code == 200 and "could not be read" in response.text
    # A preview made by Hazelwood's admin for Hazelwood cannot be committed into Oakfield.
    foreign = preview_token([ChildRow(1, "Amy", "Bell", "")], user=hazel_admin, account=hazel_admin.account)
    assert "could not be read" in client.post(url, {"preview": foreign}, headers=HX).text
    assert not User.objects.filter(first_name="Amy", kind="home").exists()


def test_export_all_children(signed_in, school_admin):
    response = signed_in(school_admin).get(f"/account/{school_admin.account_id}/home/export.xlsx")
    assert response["Content-Type"].startswith("application/vnd.openxmlformats")
    rows = list(openpyxl.load_workbook(io.BytesIO(response.content)).active.values)
    assert rows[1] == ("Holly", "Home", None, "oakfield-home1", "Password1!")


def test_new_password(signed_in, school_admin):
    child = User.objects.get(username="oakfield-home1")
    response = signed_in(school_admin).post(f"/account/{school_admin.account_id}/home/{child.pk}/password", headers=HX)
    child.refresh_from_db()
    password = home_credentials.decrypt(child.home_password)
    assert password != "Password1!" and child.check_password(password)
    assert f"oakfield-home1: new password {password}" in response.headers["HX-Trigger"]


def test_bulk_delete_select_all(signed_in, school_admin):
    client = signed_in(school_admin)
    url = f"/account/{school_admin.account_id}/home/add"
    client.post(url, {"rows": "2", "first_0": "Ava", "last_0": "Stone", "first_1": "Ben", "last_1": "Wu"}, headers=HX)
    bulk = client.get("/account/home?filter=inactive&bulk=1&select=all").text
    assert "Select Page" in bulk and "All 3 inactive children are selected." in bulk
    delete = f"/account/{school_admin.account_id}/home/delete"
    ask = client.post(delete, {"filter": "inactive", "all": "1"}, headers=HX)
    assert "Delete selected users?" in ask.text and "Warning. This action will delete 3 of 3 users." in ask.text
    assert _children(school_admin.account).count() == 3
    client.post(delete, {"filter": "inactive", "all": "1", "confirm": "1"}, headers=HX)
    assert _children(school_admin.account).count() == 0
    assert AccountEvent.objects.filter(action="home_deleted", detail__count=3).exists()


def test_bulk_mode_boxes_are_labelled_and_the_chosen_selection_is_current(signed_in, school_admin, staff_admin):
    """Issue 21: each child's box is named after the child (it feeds a bulk delete); the column
    heading is a word, not an unlabelled box; Select Page / Select All are links, so the chosen
    one is aria-current (aria-pressed is for buttons)."""
    child = User.objects.get(username="oakfield-home1")
    for user, url in (
        (school_admin, "/account/home?filter=inactive&bulk=1"),
        (staff_admin, f"/accounts/{school_admin.account_id}/home?filter=inactive&bulk=1"),
    ):
        client = signed_in(user)
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code, response.headers.get("Location"))
        page = response.text
        assert f'aria-label="Select {child.name}"' in page and f'value="{child.pk}"' in page
        boxes = re.findall(r"<input[^>]*type=\"checkbox\"[^>]*>", page)
        assert boxes and all("aria-label=" in box for box in boxes), boxes
        chosen = client.get(url + "&select=page").text
        assert "aria-pressed" not in chosen.split('id="account-home"')[1]
        assert re.search(r'select=page[^>]*aria-current="true"[^>]*>Select Page</a>', chosen)
        every = client.get(url + "&select=all").text
        assert f'aria-label="Select {child.name}"' in every and re.search(
            r'aria-current="true"[^>]*>Select All</a>', every
        )


def test_staff_home_tab_shows_the_same(signed_in, staff_viewer, staff_admin, school_admin):
    url = f"/accounts/{school_admin.account_id}/home?filter=inactive"
    viewer = signed_in(staff_viewer).get(url).text
    assert "oakfield-home1" in viewer and "Add children" not in viewer
    admin = signed_in(staff_admin).get(url).text
    assert "Add children" in admin and "Import children" in admin


def test_query_count_constant_in_children(signed_in, school_admin):
    client = signed_in(school_admin)

    def count():
        with CaptureQueriesContext(connection) as queries:
            assert client.get("/account/home?filter=inactive").status_code == 200
        return len(queries.captured_queries)

    small = count()
    rows = {"rows": "40", **{f"first_{n}": f"Kid{n}" for n in range(40)}, **{f"last_{n}": "X" for n in range(40)}}
    client.post(f"/account/{school_admin.account_id}/home/add", rows, headers=HX)
    assert _children(school_admin.account).count() == 41
    assert count() == small


@pytest.mark.parametrize("name", ["=SUM(A1)", "+44 1234", "-2+3", "@cmd"])
def test_export_escapes_every_formula_start(signed_in, school_admin, name):
    """A name starting with =, +, - or @ is written as text (a leading '), not run."""
    client = signed_in(school_admin)
    client.post(f"/account/{school_admin.account_id}/home/add", {"rows": "1", "first_0": name, "last_0": name},
                headers=HX)  # fmt: skip
    child = _children(school_admin.account).get(first_name=name)
    response = client.get(f"/account/{school_admin.account_id}/home/export.xlsx")
    rows = list(openpyxl.load_workbook(io.BytesIO(response.content)).active.values)
    row = next(r for r in rows if r[3] == child.username)
    assert row[:2] == ("'" + name, "'" + name)


def test_usernames_unique_across_the_platform_and_readable():
    """Candidates already taken anywhere (or chosen for another row of the same import)
    are never given again; the stem stays the child's first name and last initial."""
    taken_before = {f"avas{n}" for n in range(10, 100)}  # every two-digit "avas" name is used
    asked = []

    def taken(candidates):
        asked.append(len(candidates))
        return [c for c in candidates if c in taken_before]

    names = home_credentials.usernames_for([("Ava", "Stone")] * 30 + [("Zoë", "Ng")], taken=taken)
    assert len(set(names)) == len(names) == 31
    assert not set(names) & taken_before
    assert all(n.startswith("avas") and n[4:].isdigit() and len(n[4:]) >= 3 for n in names[:30])
    assert names[-1].startswith("zoen")
    assert len(asked) <= 6  # one lookup per round, not per child
