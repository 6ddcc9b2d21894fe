"""Assessment reports as xlsx workbooks (issue 30): the class's (its children's current
levels, and by strand), a cohort's and the school's (figures only: groups of fewer than 5
children say so, never a figure). Built from the report selectors' dicts, so the file says
what the page says."""

from io import BytesIO

from openpyxl import Workbook
from openpyxl.styles import Font

from apps.assessment.selectors.reports import HIDDEN

FIGURE_HEAD = ["Children", "Judgements", "% meeting the expectation", "Observed", "% of observed meeting",
               "By default"]  # fmt: skip


def _sheet(book, title, head):
    sheet = book.create_sheet(title)
    sheet.append(head)
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    sheet.freeze_panes = "A2"
    return sheet


def _figure_cells(fig) -> list:
    if fig.hidden:
        return [HIDDEN, "", "", "", "", ""]
    return [fig.children, fig.judgements, fig.meets_pct, fig.observed, fig.observed_meets_pct, fig.by_default]


def _save(book) -> bytes:
    del book[book.sheetnames[0]]  # the empty sheet a new workbook starts with
    out = BytesIO()
    book.save(out)
    return out.getvalue()


def class_workbook(group, levels, strands: dict) -> bytes:
    book = Workbook()
    sheet = _sheet(book, "Current levels", ["Child", "Unit", "Outcome", "Strand", "Level", "Meets", "How",
                                            "Recorded"])  # fmt: skip
    for a in levels:
        sheet.append([a.student.name, a.outcome.unit.display_title if a.outcome.unit else "", a.outcome.text,
                      a.outcome.strand.title, a.level.label, "yes" if a.level.meets else "no",
                      "observed" if a.observed else "by default", a.recorded_at.date()])  # fmt: skip
    by_strand = _sheet(book, "By strand", ["Child"] + [s.title for s in strands["strands"]])
    for row in strands["grid"]:
        by_strand.append([row["student"].name] + [
            f"{c.meets} of {c.judgements} meeting ({c.observed} observed)" if c else "" for c in row["cells"]
        ])  # fmt: skip
    by_strand.append(["Class"] + [f"{f.meets_pct}% meeting ({f.observed} observed)" for f in strands["totals"]])
    sheet.column_dimensions["A"].width = by_strand.column_dimensions["A"].width = 24
    sheet.column_dimensions["C"].width = 60
    return _save(book)


def _groups_sheet(book, report):
    sheet = _sheet(book, "Groups", ["Group", *FIGURE_HEAD, "Gap (points)", "Observed gap (points)"])
    sheet.append(["All children", *_figure_cells(report["total"])])
    for split in report["splits"]:
        for n, (label, fig) in enumerate(split.rows):
            gap = []
            if n == 0:
                g = split.gap
                gap = [HIDDEN, ""] if g.hidden else [g.points, g.observed_points]
            sheet.append([f"{split.title}: {label}", *_figure_cells(fig), *gap])
    sheet.column_dimensions["A"].width = 34
    strands = _sheet(book, "Strands", ["Strand", *FIGURE_HEAD])
    for strand, fig in report["strands"]:
        strands.append([strand.title, *_figure_cells(fig)])
    strands.column_dimensions["A"].width = 34


def cohort_workbook(report) -> bytes:
    book = Workbook()
    _groups_sheet(book, report)
    if report.get("classes"):
        sheet = _sheet(book, "Classes", ["Class", *FIGURE_HEAD])
        for group, fig in report["classes"]:
            sheet.append([group.name, *_figure_cells(fig)])
    return _save(book)


def school_workbook(report) -> bytes:
    book = Workbook()
    _groups_sheet(book, report)
    years = _sheet(book, "Years", ["Year", *FIGURE_HEAD])
    for year, fig in report["years"]:
        years.append([f"Year {year}" if year else "Reception", *_figure_cells(fig)])
    table = _sheet(book, "Years by group", ["Year", "Split", "Group", "% meeting", "Observed % meeting"])
    for split in report["year_splits"]:
        for year, figures in split["rows"]:
            for label, fig in zip(split["labels"], figures, strict=True):
                cells = [HIDDEN, ""] if fig.hidden else [fig.meets_pct, fig.observed_meets_pct]
                table.append([f"Year {year}" if year else "Reception", split["title"], label, *cells])
    return _save(book)
