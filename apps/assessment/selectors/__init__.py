"""Assessment's reads and its access rules (issue 30). Which classes and children a user
reaches is the access layer's (scoping.groups_for / students_for, class-level: a teacher
their connected classes, the school's admins and leads the whole school). Assessment adds:
it is for school users of a school with the programme licensed (can_assess); a user records
only for the classes they are connected to; the school's admins and PE lead read every
class, everyone else only their connected classes; internal staff and parents never read
a child's judgements (staff: school-level figures only, not built in this slice)."""

from dataclasses import dataclass

from django.db.models import Case, IntegerField, Prefetch, Value, When
from django.http import Http404

from apps.access import rules
from apps.access.entitlements import user_access
from apps.access.scoping import groups_for, students_for, teacher_group_ids
from apps.assessment.models import Attainment, Judgement, Level, Scale
from apps.bursts.models import Group
from apps.content.models import Lesson, Outcome, Unit


def can_assess(user) -> bool:
    """Records and reads judgements: a school user (not a home-learning child) of a school
    with the PE programme licensed (in full or on trial)."""
    return rules.is_school_user(user) and user_access(user).has("pe")


def reads_whole_school(user) -> bool:
    """The school's admins and its PE lead read every class's assessment (issue 30); the
    access layer's whole-school reach of a BURSTS lead does not extend to it."""
    return rules.sees_whole_school(user) and (rules.is_account_admin(user) or bool(user.lead_pe))


def chooses_settings(user) -> bool:
    """The school's scale and the years that swim: its admins and PE lead."""
    return can_assess(user) and reads_whole_school(user)


def assess_groups(user, *, record: bool = False):
    """The classes a user may read (or, with `record`, record) assessment for, the user's
    own first (then by name). The access layer says which classes a user reaches
    (groups_for; view to read, change to record); assessment narrows it to the classes the
    user is connected to, but for reading by the school's admins and PE lead."""
    if not can_assess(user):
        return groups_for(user).none()
    qs = groups_for(user, "change" if record else "view")
    if record or not reads_whole_school(user):
        qs = qs.filter(pk__in=teacher_group_ids(user))
    own = Case(When(pk__in=teacher_group_ids(user), then=Value(0)), default=Value(1), output_field=IntegerField())
    return qs.annotate(own=own).order_by("own", "name", "id")


def assess_group(user, group_id, *, record: bool = False) -> Group:
    """One class the user may read (or record) (404 otherwise: another class's id reveals nothing)."""
    try:
        return assess_groups(user, record=record).select_related("account").get(pk=int(group_id))
    except (Group.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def class_children(user, group: Group):
    """The class's children the user reaches, in register order."""
    return students_for(user).filter(group=group).order_by("last_name", "first_name", "id")


def school_scale(account_id) -> Scale | None:
    """The school's saved scale (None until it chooses one or first records)."""
    return (
        Scale.objects.filter(account_id=account_id, kind=Scale.Kind.MAIN)
        .select_related("default_level")
        .prefetch_related(Prefetch("levels", queryset=Level.objects.order_by("position")))
        .first()
    )


class Levels(list):
    """A preview's levels: a list that answers .all() as a scale's related manager does, so
    pages and shapes read a saved scale and a preview the same way."""

    def all(self):
        return self


@dataclass
class ScalePreview:
    """A preset's scale as it would be saved, with unsaved levels (no ids): what a school
    that has not chosen reads, without a page read writing a row."""

    preset: str
    with_below: bool
    with_above: bool
    levels: Levels
    default_level: Level
    pk = None
    default_level_id = None

    def get_preset_display(self) -> str:
        return Scale.Preset(self.preset).label


def scale_preview(preset: str = Scale.Preset.EXPECTED, with_below=False, with_above=False) -> ScalePreview:
    from apps.assessment.services import DEFAULTS, preset_levels

    levels = Levels(
        Level(code=code, label=label, short=short, position=i, meets=meets)
        for i, (code, label, short, meets) in enumerate(preset_levels(preset, with_below, with_above))
    )
    default = next(lv for lv in levels if lv.code == DEFAULTS[preset])
    return ScalePreview(preset, with_below, with_above, levels, default)


def scale_to_read(account_id) -> Scale | ScalePreview:
    """The school's scale, or (not chosen yet) the expected preset unsaved: reads never write."""
    return school_scale(account_id) or scale_preview()


def lesson_for_assessment(lesson_id) -> Lesson:
    """A lesson of a unit (outcomes are the unit's), with its outcomes in order."""
    try:
        return (
            Lesson.objects.select_related("unit__programme", "unit__year", "unit__stage")
            .prefetch_related(
                Prefetch(
                    "outcomes", queryset=Outcome.objects.select_related("strand", "statement").order_by("order", "id")
                )
            )
            .get(pk=int(lesson_id))
        )
    except (Lesson.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def unit_outcomes(unit_id) -> list[Outcome]:
    return list(Outcome.objects.filter(unit_id=unit_id).select_related("strand", "statement").order_by("order", "id"))


def class_units(user, group: Group) -> list[Unit]:
    """The units the class has judgements in, most recent first."""
    seen = (
        Judgement.objects.for_user(user)
        .filter(group=group, student__in=class_children(user, group))
        .order_by("-recorded_at")
        .values_list("outcome__unit_id", flat=True)
    )
    ids = list(dict.fromkeys(i for i in seen if i))
    units = Unit.objects.in_bulk(ids)
    return [units[i] for i in ids if i in units]


def class_report(user, group: Group, unit: Unit | None) -> dict:
    """Children x the unit's outcomes with each child's current level, observed or by
    default (or none yet). Four queries whatever the class's size."""
    children = list(class_children(user, group))
    outcomes = unit_outcomes(unit.pk) if unit else []
    cells = {}
    if children and outcomes:
        rows = (
            Attainment.objects.for_user(user)
            .filter(student__in=[c.pk for c in children], outcome__in=[o.pk for o in outcomes])
            .select_related("level")
        )
        cells = {(a.student_id, a.outcome_id): a for a in rows}
    grid = [{"student": child, "cells": [cells.get((child.pk, o.pk)) for o in outcomes]} for child in children]
    counts = {"observed": 0, "default": 0, "none": 0, "meets": 0}
    for row in grid:
        for cell in row["cells"]:
            if cell is None:
                counts["none"] += 1
            else:
                counts["observed" if cell.observed else "default"] += 1
                counts["meets"] += cell.level.meets
    return {"children": children, "outcomes": outcomes, "grid": grid, "counts": counts}


def cycle_order(levels: list[Level], default: Level) -> list[str]:
    """The order a tap cycles a cell through, from the default outwards: one below, one
    above, two below... (Expected, Working towards, Greater depth, back to Expected), by
    level code (a school that has not chosen its scale reads it unsaved, without ids)."""
    ids = [lv.code for lv in levels]
    d = ids.index(default.code)
    order = [ids[d]]
    for step in range(1, len(ids)):
        order += [ids[i] for i in (d - step, d + step) if 0 <= i < len(ids)]
    return order


def record_sheet(user, group: Group, lesson: Lesson, scale: Scale) -> dict:
    """What the recording page shows: the class's children, the lesson's outcomes and the
    school's scale, as the island's props (the save posts back to the page)."""
    children = list(class_children(user, group))
    outcomes = list(lesson.outcomes.all())
    levels = list(scale.levels.all())
    numbers = {o.pk: n for n, o in enumerate(unit_outcomes(lesson.unit_id), 1)}
    return {
        "pupils": [{"id": c.pk, "name": c.name} for c in children],
        # Numbered as the unit numbers them (the lesson and unit pages, the report).
        "outcomes": [{"id": o.pk, "number": numbers.get(o.pk, n), "text": o.text} for n, o in enumerate(outcomes, 1)],
        # Levels go by code: the form posts codes, the view maps them to the saved levels.
        "levels": [{"id": lv.code, "label": lv.label, "short": lv.short, "meets": lv.meets} for lv in levels],
        "defaultLevel": scale.default_level.code,
        "cycle": cycle_order(levels, scale.default_level),
    }


def parse_marks(data) -> tuple[dict[tuple[int, int], str], set[int]]:
    """The recording form's fields: m-<child>-<outcome> = level code for each exception
    (empty: left at the default), absent = child ids. Malformed fields are ignored;
    the service checks that every id and code belongs."""
    marks = {}
    for key, value in data.items():
        parts = key.split("-")
        if len(parts) == 3 and parts[0] == "m" and parts[1].isdigit() and parts[2].isdigit() and value:
            marks[(int(parts[1]), int(parts[2]))] = str(value)[:20]
    absent = {int(v) for v in data.getlist("absent") if str(v).isdigit()} if hasattr(data, "getlist") else set()
    return marks, absent


# The API's shapes ---------------------------------------------------------------------------


def outcome_out(o: Outcome) -> dict:
    return {
        "id": o.pk,
        "text": o.text,
        "unitId": o.unit_id,
        "strand": {"slug": o.strand.slug, "title": o.strand.title},
        "statement": o.statement.code,
    }


def _level_out(lv) -> dict:
    return {"id": lv.pk, "code": lv.code, "label": lv.label, "short": lv.short, "meets": lv.meets}


def scale_out(scale: Scale) -> dict:
    return {
        "preset": scale.preset,
        "title": scale.get_preset_display(),
        "withBelow": scale.with_below,
        "withAbove": scale.with_above,
        "levels": [_level_out(lv) for lv in scale.levels.all()],
        "defaultLevelId": scale.default_level_id,
        "defaultLevel": scale.default_level.code,
    }


def scales_out(account_id) -> dict:
    from apps.assessment.services import DEFAULTS, PRESETS

    presets = [
        {
            "preset": preset.value,
            "title": preset.label,
            "levels": [{"code": c, "label": lb, "short": s, "meets": m} for c, lb, s, m in PRESETS[preset]],
            "defaultLevel": DEFAULTS[preset],
        }
        for preset in Scale.Preset
    ]
    return {"presets": presets, "current": scale_out(scale_to_read(account_id))}


def _attainment_out(a: Attainment) -> dict:
    return {
        "childId": a.student_id,
        "outcomeId": a.outcome_id,
        "levelId": a.level_id,
        "observed": a.observed,
        "recordedAt": a.recorded_at,
    }


def class_assessment_out(user, group: Group, lesson: Lesson | None) -> dict:
    scale = scale_to_read(group.account_id)
    children = list(class_children(user, group))
    outcomes = list(lesson.outcomes.select_related("statement").all()) if lesson else []
    current = (
        Attainment.objects.for_user(user)
        .filter(student__in=[c.pk for c in children], outcome__in=[o.pk for o in outcomes])
        .order_by("student_id", "outcome_id")
    )
    return {
        "groupId": group.pk,
        "groupName": group.name,
        "lessonId": lesson.pk if lesson else None,
        "children": [{"id": c.pk, "name": c.name} for c in children],
        "outcomes": [outcome_out(o) for o in outcomes],
        "scale": scale_out(scale),
        "cycle": cycle_order(list(scale.levels.all()), scale.default_level),
        "current": [_attainment_out(a) for a in current] if outcomes else [],
    }


def class_report_out(user, group: Group, unit: Unit | None, units: list[Unit]) -> dict:
    report = class_report(user, group, unit)
    return {
        "groupId": group.pk,
        "groupName": group.name,
        "unit": {"id": unit.pk, "title": unit.display_title} if unit else None,
        "units": [{"id": u.pk, "title": u.display_title} for u in units],
        "outcomes": [outcome_out(o) for o in report["outcomes"]],
        "rows": [
            {
                "child": {"id": row["student"].pk, "name": row["student"].name},
                "cells": [_attainment_out(c) if c else None for c in row["cells"]],
            }
            for row in report["grid"]
        ],
        "observed": report["counts"]["observed"],
        "byDefault": report["counts"]["default"],
        "notAssessed": report["counts"]["none"],
    }
