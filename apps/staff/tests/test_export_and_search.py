from io import BytesIO

import pytest
from openpyxl import load_workbook

from apps.accounts.models import Account
from apps.staff.services import export
from apps.users.models import User
from apps.users.tests.factories import AccountFactory

pytestmark = pytest.mark.django_db


def _rows(response):
    body = b"".join(response.streaming_content)
    return list(load_workbook(BytesIO(body)).worksheets[0].values)


def test_small_export_downloads_current_filter(signed_in, staff_viewer):
    response = signed_in(staff_viewer).get("/accounts/export.xlsx?status=f")
    assert response.status_code == 200
    assert response["Content-Disposition"] == 'attachment; filename="export.xlsx"'
    rows = _rows(response)
    assert rows[0] == tuple(export.HEADERS)
    assert [(r[1], r[3]) for r in rows[1:]] == [("Frostgate Primary", "Yes")]


def test_account_export_has_licences_sheet(signed_in, staff_viewer):
    oak = Account.objects.get(name="Oakfield Primary")
    response = signed_in(staff_viewer).get(f"/accounts/{oak.pk}/export.xlsx")
    book = load_workbook(BytesIO(b"".join(response.streaming_content)))
    assert [ws.title for ws in book.worksheets] == ["Account", "Licences"]
    assert list(book["Account"].values)[1][1] == "Oakfield Primary"
    assert len(list(book["Licences"].values)) == 1 + oak.licences.count()


def test_exports_show_labels_not_codes(signed_in, staff_viewer):
    oak = Account.objects.get(name="Oakfield Primary")
    client = signed_in(staff_viewer)
    book = load_workbook(BytesIO(b"".join(client.get(f"/accounts/{oak.pk}/export.xlsx").streaming_content)))
    account = dict(zip(export.HEADERS, list(book["Account"].values)[1], strict=True))
    assert account["Status"] == oak.get_status_display() == "Active"
    head, *rows = list(book["Licences"].values)
    licences = [dict(zip(head, row, strict=True)) for row in rows]
    years = {lic["Years"] for lic in licences if lic["Years"]}
    assert "EYFS, Y1, Y2, Y3, Y4, Y5/6, Y6" in years
    assert {lic["Status"] for lic in licences} >= {"New"}
    statuses = {row[2] for row in _rows(client.get("/accounts/export.xlsx"))[1:]}
    assert "Active" in statuses and statuses <= {"Active", "Lapsing", "Inactive", "Prospect"}


def test_the_export_names_the_manager_as_the_cards_do(signed_in, staff_viewer, staff_admin):
    """Issue 20: the export had the manager's email, the cards their name. One name: the
    full name, the email only for a manager without one."""
    client = signed_in(staff_viewer)
    column = export.HEADERS.index("Manager")
    managers = {row[1]: row[column] for row in _rows(client.get("/accounts/export.xlsx"))[1:]}
    assert managers["Oakfield Primary"] == "Stella Staff" and "Manager: Stella Staff" in client.get("/accounts").text
    assert managers["Cedar Academy"] in (None, "Sam Super", "Vic Viewer")  # another's, never an email
    assert not any("@" in (name or "") for name in managers.values())
    User.objects.filter(pk=staff_admin.pk).update(first_name="", last_name="")
    managers = {row[1]: row[column] for row in _rows(client.get("/accounts/export.xlsx"))[1:]}
    assert managers["Oakfield Primary"] == "staff@example.com"


def test_large_export_runs_as_task_with_progress_and_download(signed_in, staff_viewer, settings, monkeypatch, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    monkeypatch.setattr(export, "THRESHOLD", 5)
    monkeypatch.setattr(export, "PROGRESS_EVERY", 2)
    AccountFactory.create_batch(8, name="Bulk School")
    client = signed_in(staff_viewer)
    start = client.get("/accounts/export.xlsx?search=bulk")
    assert start.status_code == 302 and start.url.startswith("/accounts/export/")
    progress = client.get(start.url, headers={"HX-Request": "true"})
    assert 'data-state="done"' in progress.text and "Download export.xlsx" in progress.text
    rows = _rows(client.get(start.url + "/file"))
    assert len(rows) == 9 and all(r[1] == "Bulk School" for r in rows[1:])


def test_old_export_files_are_pruned(settings, tmp_path):
    from datetime import timedelta

    from django.core.files.base import ContentFile
    from django.core.files.storage import default_storage
    from django.utils import timezone

    settings.MEDIA_ROOT = tmp_path
    default_storage.save("exports/accounts-old.xlsx", ContentFile(b"x"))
    assert export.exports_prune() == 0
    assert export.exports_prune(now=timezone.now() + timedelta(seconds=export.JOB_TTL + 60)) == 1
    assert not default_storage.exists("exports/accounts-old.xlsx")


def test_export_job_is_private_to_its_user(signed_in, staff_viewer, staff_admin, settings, monkeypatch, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    monkeypatch.setattr(export, "THRESHOLD", 1)
    job_url = signed_in(staff_viewer).get("/accounts/export.xlsx").url
    other = signed_in(staff_admin)
    assert other.get(job_url).status_code == 404 and other.get(job_url + "/file").status_code == 404


def test_failed_export_shows_the_spec_message(signed_in, staff_viewer, monkeypatch, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(export, "write_workbook", broken)
    client = signed_in(staff_viewer)
    response = client.get("/accounts/export.xlsx?status=f")
    assert response.status_code == 302
    assert "There was a problem with the export." in client.get(response.url).text
    monkeypatch.setattr(export, "THRESHOLD", 1)
    job_url = client.get("/accounts/export.xlsx").url
    polled = client.get(job_url, headers={"HX-Request": "true"})
    assert "There was a problem with the export." in polled.text
    assert "There was a problem with the export." in polled.headers["HX-Trigger"]


def test_user_search_page_groups_by_account_and_remembers(signed_in, staff_admin):
    client = signed_in(staff_admin)
    page = client.get("/user-search?search=oakfield.example")
    assert page.status_code == 200
    assert f'href="/accounts/{Account.objects.get(name="Oakfield Primary").pk}/users"' in page.text
    assert "teacher@oakfield.example.com" in page.text and "<h2>Parents</h2>" not in page.text
    again = client.get("/user-search")
    assert 'value="oakfield.example"' in again.text and "teacher@oakfield.example.com" in again.text
    assert "No users were found" in client.get("/user-search?search=zzzznobody").text


def test_user_search_parents_only_for_super_staff(signed_in, super_staff):
    page = signed_in(super_staff).get("/user-search?search=parent@example.com")
    assert "<h2>Parents</h2>" in page.text and "parent@example.com" in page.text


def test_user_search_finds_by_full_name(signed_in, staff_viewer):
    assert "teacher@oakfield.example.com" in signed_in(staff_viewer).get("/user-search?search=tom+teach").text


def test_user_without_a_name_is_shown_by_email(signed_in, staff_viewer):
    text = signed_in(staff_viewer).get("/user-search?search=invited@oakfield").text
    assert "<li>invited@oakfield.example.com</li>" in text


def test_user_search_query_count_does_not_grow(signed_in, super_staff):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from apps.parents.models import Parent
    from apps.users.models import User

    client = signed_in(super_staff)

    def count():
        with CaptureQueriesContext(connection) as ctx:
            found = client.get("/api/users/search?search=counted").json()
        return len(ctx), sum(len(a["users"]) for a in found["accounts"]), len(found["parents"])

    User.objects.create(email="counted0@example.com", account=AccountFactory())
    Parent.objects.create(email="counted-parent0@example.com")  # a parent from the start: their children's query
    client.get("/api/users/search?search=counted")
    before, users, parents = count()
    for n in range(1, 9):
        User.objects.create(email=f"counted{n}@example.com", account=AccountFactory())
        Parent.objects.create(email=f"counted-parent{n}@example.com", first_name="P", last_name=str(n))
    assert count() == (before, 9, 9) and (users, parents) == (1, 1)
