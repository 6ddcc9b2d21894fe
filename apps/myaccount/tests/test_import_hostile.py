"""Hostile and awkward import files (issue 11): each gets a clear message and writes
nothing; the files a school really sends (UTF-16, Latin-1 with £, BOM, semicolons, tabs)
preview correctly and still write nothing until the preview is confirmed."""

import io
import os
import zipfile

import openpyxl
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from apps.accounts.models import AccountEvent
from apps.users.models import User

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}
CSV, XLSX_TYPE = "text/csv", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
FILE_TYPE = "Please choose a correct file type (csv, txt, xlsx)"
TOO_LARGE = "The file you are trying to upload is too large"
EMPTY = "The file has no children in it"
UNREADABLE = "The file could not be read: save it as csv or xlsx and try again"
REQUIRED = "Please fill out this field"
COLUMNS = "The columns could not be told apart"
ENCODING = "Some letters in the file could not be read: save it as CSV UTF-8 and try again"
FORMULAS = "The file has formulas in it: copy the cells and paste them as values, then try again"
WIDE_HEADER = (",".join(f"Column {n}" for n in range(500)) + "\n" + ",".join(["Amy", "Bell", "2A"] * 3) + "\n").encode()


def _xlsx(rows, *, formula=False):
    book = openpyxl.Workbook()
    sheet = book.active
    for row in rows:
        sheet.append(row)
    if formula:
        sheet.append(['=CONCAT("A","B")', "=1+1", "1A"])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def _with_entry(data, name, content):
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            dst.writestr(item, src.read(item.filename))
        dst.writestr(name, content)
    return out.getvalue()


def _zip_bomb():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        archive.writestr("xl/worksheets/sheet1.xml", b"0" * 30_000_000)
    return out.getvalue()


def _many_entries():
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as archive:
        for n in range(250):
            archive.writestr(f"x/{n}", "")
    return out.getvalue()


GOOD = _xlsx([["First name", "Last name", "Class"], ["Amy", "Bell", "2A"]])
ROWS_2000 = ("First,Last\n" + "".join(f"C{n},D\n" for n in range(2000))).encode()

# name → (file name, bytes, content type, the message shown)
REFUSED = {
    "pdf": ("list.pdf", b"%PDF-1.4 junk", "application/pdf", FILE_TYPE),
    "exe": ("list.exe", b"MZ\x90\x00", "application/octet-stream", FILE_TYPE),
    "old xls": ("list.xls", b"\xd0\xcf\x11\xe0junk", "application/vnd.ms-excel", FILE_TYPE),
    "image, no extension": ("list", b"\x89PNG", "image/png", FILE_TYPE),
    "renamed xlsm": ("list.xlsx", _with_entry(GOOD, "xl/vbaProject.bin", b"macro"), XLSX_TYPE, FILE_TYPE),
    "csv named xlsx": ("list.xlsx", b"First,Last\nAmy,Bell\n", XLSX_TYPE, FILE_TYPE),
    "xlsx named csv": ("list.csv", GOOD, CSV, FILE_TYPE),
    "exactly 50,000 bytes": ("list.csv", b"A,B\n" + b"x" * 49_996, CSV, TOO_LARGE),
    "60,000 bytes": ("list.csv", b"A,B\n" * 15_000, CSV, TOO_LARGE),
    "empty": ("list.csv", b"", CSV, EMPTY),
    "only whitespace": ("list.csv", b"  \n\n \t\n", CSV, EMPTY),
    "header only": ("list.csv", b"First name,Last name,Class\n", CSV, EMPTY),
    "header only xlsx": ("list.xlsx", _xlsx([["First name", "Last name"]]), XLSX_TYPE, EMPTY),
    "binary junk": ("list.csv", bytes(range(256)) * 20, CSV, UNREADABLE),
    "random bytes": ("list.txt", os.urandom(3000), "text/plain", UNREADABLE),
    "NUL bytes": ("list.csv", b"Amy,Be\x00ll,2A\n", CSV, UNREADABLE),
    "UTF-16 without BOM": ("list.csv", "Amy,Bell\n".encode("utf-16-le"), CSV, UNREADABLE),
    "control characters": ("list.csv", b"Amy,Bell\x07,2A\n", CSV, UNREADABLE),
    "zip bomb named xlsx": ("list.xlsx", _zip_bomb(), XLSX_TYPE, UNREADABLE),
    "truncated xlsx": ("list.xlsx", GOOD[: len(GOOD) // 2], XLSX_TYPE, UNREADABLE),
    "zip of 250 entries": ("list.xlsx", _many_entries(), XLSX_TYPE, UNREADABLE),
    "2,000 rows": ("list.csv", ROWS_2000, CSV, "A file can add at most 1,000 children at a time"),
    # Issue 24: each of these once wrote something wrong.
    "unknown 500-column header": ("list.csv", WIDE_HEADER, CSV, COLUMNS),
    "a header without a first name": ("list.csv", b"Surname,Class\nBell,2A\n", CSV, COLUMNS),
    "broken UTF-8": ("list.csv", b"First,Last\nZo\xc3\xab,B\xc3\x28ll\n", CSV, ENCODING),
    "symbols, not names": ("list.csv", b"First,Last\nA\xa7\xb6,B\xb1\xbc\n", CSV, ENCODING),
    "xlsx with formulas": ("list.xlsx", _xlsx([["First", "Last", "Class"]], formula=True), XLSX_TYPE, FORMULAS),
}

# name → (file name, bytes, content type, texts the preview shows)
PREVIEWED = {
    "UTF-16 with BOM and £": ("list.csv", "First,Last\nZoë,Ng£\n".encode("utf-16"), CSV, ["Zoë", "Ng£", "1 child"]),
    "Latin-1 with £": ("list.csv", "First,Last\nAmy,Bell£\n".encode("latin-1"), CSV, ["Bell£", "1 child"]),
    "UTF-8 BOM": ("list.csv", "\ufeffFirst name,Last name\nAmy,Bell\n".encode(), CSV, ["Amy", "1 child"]),
    "semicolons": ("list.csv", b"Surname;Forename;Class\nBell;Amy;2A\n", CSV, ["Amy", "Bell", "2A", "1 child"]),
    "tabs in txt": ("list.txt", b"Amy\tBell\t2A\nBen\tWu\t2B\n", "text/plain", ["Ben", "2 children"]),
    "no header": ("list.csv", b"Amy,Bell,2A\n", CSV, ["Amy", "1 child"]),
    "Latin-1 accents": ("list.csv", "First,Last\nZoë,Müller\n".encode("latin-1"), CSV, ["Zoë", "Müller", "1 child"]),
    "duplicate names": ("list.csv", b"Amy,Bell,2A\namy,BELL,2a\n", CSV, ["This child is already listed", "1 child"]),
    "missing last names": ("list.csv", b"Amy,,2A\nBen,,\n", CSV, [f"Last name: {REQUIRED}", "0 children"]),
    "very long names": ("list.csv", ("A" * 101 + ",Bell\n").encode(), CSV, ["Max 100 Characters", "0 children"]),
    "a 40 KB field": ("list.csv", ("Amy," + "B" * 40_000 + "\n").encode(), CSV, ["Max 100 Characters"]),
    "right-to-left override": ("list.csv", "Amy\u202e,Bell\n".encode(), CSV, ["Names cannot contain control"]),
    "script in a name": ("list.csv", b"<script>alert(1)</script>,Bell\n", CSV, ["&lt;script&gt;"]),
    "spreadsheet mime, no extension": ("children", b"Amy,Bell\n", CSV, ["Amy", "1 child"]),
}


def _post(client, user, name, data, content_type):
    upload = SimpleUploadedFile(name, data, content_type=content_type)
    return client.post(f"/account/{user.account_id}/home/import", {"file": upload}, headers=HX)


def _written(account):
    return (User.objects.filter(account=account, kind="home").count(), AccountEvent.objects.count())


def test_at_least_thirty_files():
    assert len(REFUSED) + len(PREVIEWED) >= 30


@pytest.mark.parametrize("case", REFUSED, ids=list(REFUSED))
def test_refused_with_a_clear_message_and_nothing_written(signed_in, school_admin, case):
    name, data, content_type, message = REFUSED[case]
    before = _written(school_admin.account)
    response = _post(signed_in(school_admin), school_admin, name, data, content_type)
    assert response.status_code == 200 and message in response.text
    assert 'name="preview"' not in response.text
    assert _written(school_admin.account) == before


@pytest.mark.parametrize("case", PREVIEWED, ids=list(PREVIEWED))
def test_previewed_and_nothing_written(signed_in, school_admin, case):
    name, data, content_type, texts = PREVIEWED[case]
    before = _written(school_admin.account)
    response = _post(signed_in(school_admin), school_admin, name, data, content_type)
    assert response.status_code == 200 and 'name="preview"' in response.text
    for text in texts:
        assert text in response.text, text
    assert "<script>alert" not in response.text
    assert _written(school_admin.account) == before
