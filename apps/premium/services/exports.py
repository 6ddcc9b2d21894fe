"""The premium return as an xlsx workbook (issue 32): the return's fields in the DfE's
order (selectors.return_fields, the same list the page and the printable document show),
the ledger's lines and the computed figures. Counts only: no child is named."""

from io import BytesIO

from openpyxl import Workbook
from openpyxl.styles import Alignment, Font

from apps.premium.models import KeyIndicator
from apps.premium.selectors.figures import SWIMMING

MONEY_FORMAT = '"£"#,##0.00'
MONEY_KEYS = {"received", "total", "underspend"} | {f"indicator_{n}" for n in KeyIndicator.values}


def _sheet(book, title, head, widths):
    sheet = book.create_sheet(title)
    sheet.append(head)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    for letter, width in zip("ABCDEFGHIJ", widths, strict=False):
        sheet.column_dimensions[letter].width = width
    sheet.freeze_panes = "A2"
    return sheet


def return_workbook(fields, lines, figures) -> bytes:
    book = Workbook()
    sheet = _sheet(book, "Return", ["Field", "Value"], [60, 80])
    for field in fields:
        value = field.value
        if field.key in MONEY_KEYS:
            value = float(value)
        sheet.append([field.label, value])
        cell = sheet.cell(row=sheet.max_row, column=2)
        if field.key in MONEY_KEYS:
            cell.number_format = MONEY_FORMAT
        cell.alignment = Alignment(wrap_text=True, vertical="top")
    ledger = _sheet(book, "Ledger", ["What", "Key indicator", "Cost"], [60, 14, 14])
    for line in lines:
        ledger.append([line.what, line.indicator, float(line.cost)])
        ledger.cell(row=ledger.max_row, column=3).number_format = MONEY_FORMAT
    head = ["Group", "Children", "Active in BURSTS (%)", "Average weekly active minutes", "Year 6"]
    head += [f"Year 6: {q} (%)" for _, q in SWIMMING]
    groups = _sheet(book, "Figures", head, [36, 10, 12, 14, 8, 24, 24, 24])
    for g in figures["groups"]:
        groups.append([g.label, g.children, g.active_pct, g.weekly_minutes, g.year6, *g.swim])
    del book[book.sheetnames[0]]  # the empty sheet a new workbook starts with
    out = BytesIO()
    book.save(out)
    return out.getvalue()
