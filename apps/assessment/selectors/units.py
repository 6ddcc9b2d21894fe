"""End of unit (issue 30): each child's suggested unit judgement per outcome, from the
lesson judgements. The rule: the most recent observed judgement of the child on the
outcome (a teacher's tap in a lesson, or an earlier end-of-unit judgement), else the
school's default (on track). A default left in a later lesson does not hide an earlier
observation: at the end of a unit the teacher is asked to look again at every child a
lesson flagged. The teacher confirms or changes each suggestion."""

from django.http import Http404

from apps.assessment.models import Judgement, Source
from apps.assessment.selectors import class_children, cycle_order, unit_outcomes
from apps.bursts.models import Group
from apps.content.models import Unit


def unit_for_assessment(unit_id) -> Unit:
    try:
        unit = Unit.objects.select_related("programme", "year").get(pk=int(unit_id))
    except (Unit.DoesNotExist, TypeError, ValueError):
        raise Http404 from None
    return unit


def unit_suggestions(user, group: Group, unit: Unit, scale) -> dict:
    """children, outcomes, and (child id, outcome id) -> (level, observed) for every cell.
    Three queries whatever the class's size."""
    children = list(class_children(user, group))
    outcomes = unit_outcomes(unit.pk)
    levels = {lv.pk: lv for lv in scale.levels.all()}
    seen = {}
    if children and outcomes and scale.pk is not None:
        rows = (
            Judgement.objects.for_user(user)
            .filter(
                student__in=[c.pk for c in children],
                outcome__in=[o.pk for o in outcomes],
                observed=True,
                source__in=[Source.LESSON, Source.UNIT],
                level__scale=scale,
            )
            .order_by("recorded_at", "id")
            .values_list("student_id", "outcome_id", "level_id")
        )
        seen = {(child, outcome): level for child, outcome, level in rows}  # the latest wins
    cells = {}
    for child in children:
        for outcome in outcomes:
            level_id = seen.get((child.pk, outcome.pk))
            cells[(child.pk, outcome.pk)] = (
                (levels[level_id], True) if level_id in levels else (scale.default_level, False)
            )
    return {"children": children, "outcomes": outcomes, "cells": cells}


def unit_sheet(suggested: dict, scale, unit: Unit) -> dict:
    """The recording island's props: every cell starts at its suggestion."""
    levels = list(scale.levels.all())
    return {
        "pupils": [{"id": c.pk, "name": c.name} for c in suggested["children"]],
        "outcomes": [{"id": o.pk, "number": n, "text": o.text} for n, o in enumerate(suggested["outcomes"], 1)],
        "levels": [{"id": lv.code, "label": lv.label, "short": lv.short, "meets": lv.meets} for lv in levels],
        "defaultLevel": scale.default_level.code,
        "cycle": cycle_order(levels, scale.default_level),
        "start": {f"{c}-{o}": level.code for (c, o), (level, _) in suggested["cells"].items()},
        "withAbsent": False,
    }
