"""Swimming's reads (issue 30): a school's settings (the years that swim), and a class's
swimmers against the national curriculum's three outcomes, met or not yet."""

from apps.assessment.models import Attainment, Settings, default_swimming_years
from apps.assessment.selectors import class_children
from apps.bursts.models import Group
from apps.content.models import Outcome

# The national curriculum's three, in its order: (statement code, short name).
STATEMENTS = [
    ("swim-25m", "Swim 25 m"),
    ("swim-strokes", "Range of strokes"),
    ("swim-rescue", "Safe self-rescue"),
]


def school_settings(account_id) -> Settings:
    """The school's settings, or (none saved) the defaults unsaved: reads never write."""
    found = Settings.objects.filter(account_id=account_id).first()
    return found or Settings(account_id=account_id, swimming_years=default_swimming_years())


def swimming_sheet(user, group: Group) -> dict:
    """The class's children in the years that swim, each with the three outcomes of their
    year and whether each is met (observed on the swimming scale; none: not yet). Four
    queries whatever the class's size."""
    years = school_settings(group.account_id).swimming_years
    children = list(class_children(user, group).filter(year__in=years))
    outcomes = list(
        Outcome.objects.filter(year__in={c.year for c in children}, statement__code__in=[c for c, _ in STATEMENTS])
        .select_related("statement")
        .order_by("year", "order", "id")
    )
    by_year = {(o.year, o.statement.code): o for o in outcomes}
    current = {}
    if children and outcomes:
        rows = (
            Attainment.objects.for_user(user)
            .filter(student__in=[c.pk for c in children], outcome__in=[o.pk for o in outcomes])
            .select_related("level")
        )
        current = {(a.student_id, a.outcome_id): a for a in rows}
    grid, met = [], {code: 0 for code, _ in STATEMENTS}
    for child in children:
        cells = []
        for code, _ in STATEMENTS:
            outcome = by_year.get((child.year, code))
            found = current.get((child.pk, outcome.pk)) if outcome else None
            is_met = bool(found and found.level.code == "met")
            met[code] += is_met
            cells.append({"code": code, "outcome": outcome, "met": is_met, "recorded": found is not None})
        grid.append({"student": child, "cells": cells})
    return {
        "years": years,
        "statements": [{"code": c, "name": n, "met": met[c]} for c, n in STATEMENTS],
        "grid": grid,
        "outcomes": outcomes,
    }


def parse_swimming(data, sheet: dict) -> dict[tuple[int, int], bool]:
    """The swimming form: one checkbox per child and outcome (s-<child>-<outcome>, ticked:
    met). Only the cells that differ from the sheet the page showed are changes."""
    changes = {}
    for row in sheet["grid"]:
        for cell in row["cells"]:
            if cell["outcome"] is None:
                continue
            ticked = data.get(f"s-{row['student'].pk}-{cell['outcome'].pk}") == "met"
            if ticked != cell["met"]:
                changes[(row["student"].pk, cell["outcome"].pk)] = ticked
    return changes
