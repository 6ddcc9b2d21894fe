"""Reading a home-learning children file (spec 1 §5 Child import file) into a tablib
Dataset of first_name, last_name, home_group: csv, txt or xlsx under 50,000 bytes.
Hostile files (zip bombs named .xlsx, macro workbooks, binary junk, NUL bytes, odd
encodings) are refused with a clear message before any row is looked at."""

import csv
import io
import re
import zipfile
from dataclasses import dataclass

import tablib

from apps.core import messages as text

MAX_BYTES = 50_000  # "under 50000 bytes" (spec 1 §9)
MAX_ROWS = 1_000
MAX_COLUMNS = 20
EXTENSIONS = {"csv", "txt", "xlsx"}
SPREADSHEET_TYPES = {
    "text/csv",
    "text/plain",
    "application/csv",
    "application/vnd.ms-excel",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
}
HEADERS = ("first_name", "last_name", "home_group")
ALIASES = {
    "first_name": {"firstname", "first", "forename", "forenames", "givenname"},
    "last_name": {"lastname", "last", "surname", "familyname"},
    "home_group": {"group", "class", "classname", "form", "homegroup", "registrationgroup", "year"},
}
# An xlsx under 50 KB holds a few MB at most; more, or a wild ratio, is a zip bomb.
MAX_UNZIPPED = 5_000_000
MAX_RATIO = 200
MAX_ENTRIES = 200


class ImportFileError(ValueError):
    """A whole file refused, with the message to show."""


@dataclass
class Upload:
    name: str
    content_type: str
    data: bytes


def _extension(name: str) -> str:
    return name.rsplit(".", 1)[-1].lower() if "." in name else ""


def check_upload(upload: Upload) -> str:
    """The file's kind ("xlsx" or "text"), or ImportFileError with the spec's message."""
    ext = _extension(upload.name)
    mime = (upload.content_type or "").split(";")[0].strip().lower()
    if ext not in EXTENSIONS and not (ext == "" and mime in SPREADSHEET_TYPES):
        raise ImportFileError(text.FILE_TYPE)
    if len(upload.data) >= MAX_BYTES:
        raise ImportFileError(text.FILE_TOO_LARGE)
    if not upload.data.strip():
        raise ImportFileError(text.FILE_EMPTY)
    is_zip = upload.data[:4] == b"PK\x03\x04"
    if ext == "xlsx" or (ext == "" and "spreadsheetml" in mime):
        if not is_zip:
            raise ImportFileError(text.FILE_TYPE)
        return "xlsx"
    if is_zip:
        raise ImportFileError(text.FILE_TYPE)
    return "text"


# A UTF-8 sequence inside a file that is not valid UTF-8: broken UTF-8, not Windows text.
UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")
# Besides letters, the non-ASCII characters a list of names and classes holds.
NAME_SYMBOLS = set("£€’‘´–—")


def _windows_text(data: bytes) -> str:
    """Excel's "CSV" on Windows (cp1252: £ is 0xA3), when it reads as names: anything
    else would be stored garbled, so it is refused (issue 24)."""
    decoded = data.decode("cp1252", errors="strict")  # bytes cp1252 leaves undefined: unreadable
    if any(ch < " " and ch not in "\t\r\n" for ch in decoded):
        raise ImportFileError(text.FILE_UNREADABLE)  # binary, not text at all
    if UTF8_SEQUENCE.search(data):
        raise ImportFileError(text.FILE_ENCODING)
    if any(ord(ch) > 127 and not ch.isalpha() and ch not in NAME_SYMBOLS for ch in decoded):
        raise ImportFileError(text.FILE_ENCODING)
    return decoded


def _decode(data: bytes) -> str:
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        decoded = data.decode("utf-16")
    elif data.startswith(b"\xef\xbb\xbf"):
        decoded = data[3:].decode("utf-8")
    else:
        try:
            decoded = data.decode("utf-8")
        except UnicodeDecodeError:
            decoded = _windows_text(data)
    return decoded


def _text_rows(data: bytes) -> list[list[str]]:
    try:
        decoded = _decode(data)
    except UnicodeError:
        raise ImportFileError(text.FILE_UNREADABLE) from None
    if "\x00" in decoded or sum(ch < " " and ch not in "\t\r\n" for ch in decoded) > 0:
        raise ImportFileError(text.FILE_UNREADABLE)
    sample = decoded[:2000]
    delimiter = max(",;\t", key=sample.count) if any(d in sample for d in ",;\t") else ","
    return list(csv.reader(io.StringIO(decoded), delimiter=delimiter))


def _xlsx_rows(data: bytes) -> list[list[str]]:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            entries = archive.infolist()
            if len(entries) > MAX_ENTRIES:
                raise ImportFileError(text.FILE_UNREADABLE)
            total = sum(e.file_size for e in entries)
            if total > MAX_UNZIPPED or any(
                e.compress_size and e.file_size / e.compress_size > MAX_RATIO for e in entries
            ):
                raise ImportFileError(text.FILE_UNREADABLE)
            names = {e.filename for e in entries}
            types = archive.read("[Content_Types].xml") if "[Content_Types].xml" in names else b""
            if "xl/vbaProject.bin" in names or b"macroEnabled" in types:
                raise ImportFileError(text.FILE_TYPE)  # a macro workbook renamed .xlsx
        from openpyxl import load_workbook

        values = _sheet(load_workbook(io.BytesIO(data), read_only=True, data_only=True))
        formulas = _sheet(load_workbook(io.BytesIO(data), read_only=True, data_only=False))
        # A formula cell keeps the value it last showed only if Excel saved it; a file
        # written by a program has none, and its names would come out blank.
        for value_row, formula_row in zip(values, formulas, strict=False):
            for value, formula in zip(value_row, formula_row, strict=False):
                if value is None and isinstance(formula, str) and formula.startswith("="):
                    raise ImportFileError(text.FILE_FORMULAS)
        return [["" if v is None else str(v) for v in row] for row in values]
    except ImportFileError:
        raise
    except Exception:  # openpyxl raises many kinds for a broken workbook: all mean unreadable
        raise ImportFileError(text.FILE_UNREADABLE) from None


def _sheet(book) -> list[tuple]:
    try:
        return list(book.active.iter_rows(max_row=MAX_ROWS + 2, max_col=MAX_COLUMNS, values_only=True))
    finally:
        book.close()


def _header_key(cell: str) -> str | None:
    key = "".join(ch for ch in cell.lower() if ch.isalnum())
    for name, aliases in ALIASES.items():
        if key == name.replace("_", "") or key in aliases:
            return name
    return None


def read_children(upload: Upload) -> tablib.Dataset:
    """The file's rows as a Dataset with the three headers. A first row naming the columns
    decides their order; otherwise the columns are first name, last name, class."""
    kind = check_upload(upload)
    rows = _xlsx_rows(upload.data) if kind == "xlsx" else _text_rows(upload.data)
    rows = [[cell.strip() for cell in row[:MAX_COLUMNS]] for row in rows]
    rows = [row for row in rows if any(row)]
    if not rows:
        raise ImportFileError(text.FILE_EMPTY)
    keys = [_header_key(cell) for cell in rows[0]]
    if "first_name" in keys:
        order = {name: keys.index(name) for name in HEADERS if name in keys}
        rows = rows[1:]
    elif any(keys) or any(any(row[len(HEADERS) :]) for row in rows):
        # A header naming other columns (its own row would become a child), or more
        # columns than the three a list without one may have: which is which is a guess.
        raise ImportFileError(text.FILE_COLUMNS)
    else:
        order = {name: n for n, name in enumerate(HEADERS)}
    if not rows:
        raise ImportFileError(text.FILE_EMPTY)
    if len(rows) > MAX_ROWS:
        raise ImportFileError(text.FILE_TOO_MANY_ROWS.format(n=f"{MAX_ROWS:,}"))
    dataset = tablib.Dataset(headers=list(HEADERS))
    for row in rows:
        dataset.append([row[order[name]] if name in order and order[name] < len(row) else "" for name in HEADERS])
    return dataset
