"""Assessment's writes (issue 30): a school's scale from the presets, a lesson's
judgements recorded in one save, and the attainment rollup rebuilt from the judgements."""

from collections.abc import Iterable
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.assessment.models import Attainment, Judgement, Level, Scale, Source
from apps.bursts.models import Group, Student
from apps.content.models import Lesson, Outcome

# The presets, lowest level first: (code, label, short, meets the expectation). The
# default ("on track") is the level that meets the age-related expectation and no more:
# Expected, Secure, Silver; for swimming, Not yet (a child has met 25 m only when seen to).
PRESETS = {
    Scale.Preset.EXPECTED: [
        ("towards", "Working towards", "WT", False),
        ("expected", "Expected", "EXP", True),
        ("greater", "Greater depth", "GD", True),
    ],
    Scale.Preset.MASTERY: [
        ("emerging", "Emerging", "EM", False),
        ("developing", "Developing", "DEV", False),
        ("secure", "Secure", "SEC", True),
        ("mastering", "Mastering", "MAS", True),
    ],
    Scale.Preset.MEDALS: [
        ("bronze", "Bronze", "BR", False),
        ("silver", "Silver", "SIL", True),
        ("gold", "Gold", "GOLD", True),
    ],
    Scale.Preset.SWIMMING: [("not-yet", "Not yet", "NOT", False), ("met", "Met", "MET", True)],
}
DEFAULTS = {
    Scale.Preset.EXPECTED: "expected",
    Scale.Preset.MASTERY: "secure",
    Scale.Preset.MEDALS: "silver",
    Scale.Preset.SWIMMING: "not-yet",
}
BELOW = ("below", "Working below", "WB", False)
ABOVE = ("above", "Working above", "WA", True)

SCALE_IN_USE = "This school's scale has judgements recorded on it and cannot change."
NOT_IN_CLASS = "Every child must be in the class."
NOT_IN_LESSON = "Every outcome must be one the lesson works on."
NOT_ON_SCALE = "Every level must be on the school's scale."
NO_OUTCOMES = "This lesson names no outcomes to assess."


def preset_levels(preset: str, with_below: bool = False, with_above: bool = False) -> list[tuple]:
    levels = list(PRESETS[preset])
    if preset == Scale.Preset.EXPECTED:
        levels = ([BELOW] if with_below else []) + levels + ([ABOVE] if with_above else [])
    return levels


MAIN_PRESETS = (Scale.Preset.EXPECTED, Scale.Preset.MASTERY, Scale.Preset.MEDALS)  # swimming has its own scale


@transaction.atomic
def scale_choose(
    *,
    account: Account,
    preset: str,
    with_below: bool = False,
    with_above: bool = False,
    acting_user=None,
    kind: str = Scale.Kind.MAIN,
) -> Scale:
    """Set a school's scale to a preset (working below and above only with the expected
    one). Refused once judgements are recorded on the old levels: they would lose their
    meaning. The swimming scale (kind swimming) is always the swimming preset."""
    if preset not in (MAIN_PRESETS if kind == Scale.Kind.MAIN else (Scale.Preset.SWIMMING,)):
        raise ValidationError("Choose one of the scales.")
    with_below = bool(with_below) and preset == Scale.Preset.EXPECTED
    with_above = bool(with_above) and preset == Scale.Preset.EXPECTED
    scale = Scale.objects.select_for_update().filter(account=account, kind=kind).first()
    if scale is not None:
        if (scale.preset, scale.with_below, scale.with_above) == (preset, with_below, with_above):
            return scale
        if scale_in_use(scale, acting_user):
            raise ValidationError(SCALE_IN_USE)
        scale.levels.all().delete()
        scale.preset, scale.with_below, scale.with_above = preset, with_below, with_above
        scale.date_updated = timezone.now()
        scale.save()
    else:
        scale = Scale.objects.create(
            account=account, kind=kind, preset=preset, with_below=with_below, with_above=with_above
        )
    rows = Level.objects.bulk_create(
        Level(scale=scale, code=code, label=label, short=short, position=i, meets=meets)
        for i, (code, label, short, meets) in enumerate(preset_levels(preset, with_below, with_above))
    )
    scale.default_level = next(level for level in rows if level.code == DEFAULTS[preset])
    scale.save(update_fields=["default_level"])
    return scale


def scale_in_use(scale, user=None) -> bool:
    """Judgements recorded on the scale's levels (a preview, never saved, has none). A page
    asks through the user's scope (the settings page's admins and PE lead reach the whole
    school); a write with no user (the demo, a command) checks every row."""
    if scale.pk is None:
        return False
    rows = Judgement.objects.for_user(user) if user is not None else Judgement.objects.all()
    return rows.filter(level__scale=scale).exists()


def scale_ensure(*, account: Account, kind: str = Scale.Kind.MAIN) -> Scale:
    """The school's scale, saved: a school that has not chosen one gets the expected preset
    (the words of the national curriculum's age-related expectations most schools report
    in). For writes only (a first record): reads use selectors.scale_to_read."""
    scale = Scale.objects.filter(account=account, kind=kind).select_related("default_level").first()
    if scale is None:
        preset = Scale.Preset.EXPECTED if kind == Scale.Kind.MAIN else Scale.Preset.SWIMMING
        scale = scale_choose(account=account, preset=preset, kind=kind)
    return scale


@dataclass(frozen=True)
class Recorded:
    judgements: int
    observed: int
    absent: int


@transaction.atomic
def lesson_record(
    *,
    acting_user,
    group: Group,
    lesson: Lesson,
    students: list[Student],
    outcomes: list[Outcome],
    scale: Scale,
    marks: dict[tuple[int, int], int | str],
    absent: Iterable[int] = (),
    at=None,
) -> Recorded:
    """One save of a lesson's assessment: every child present gets a judgement on every
    outcome, the level the teacher tapped (`marks`: (child id, outcome id) -> level id;
    observed) or the school's default (recorded 'by default'); absent children get none.
    `students` and `outcomes` are the class's and the lesson's, as the caller's scoped
    selectors found them. A constant number of queries whatever the class's size: one
    insert of the judgements and one upsert of the attainment rollup."""
    student_ids = {s.pk for s in students}
    outcome_ids = {o.pk for o in outcomes}
    levels = {level.pk: level for level in scale.levels.all()}
    absent = set(absent)
    if not outcome_ids:
        raise ValidationError(NO_OUTCOMES)
    if any(s.group_id != group.pk for s in students) or not absent <= student_ids:
        raise ValidationError(NOT_IN_CLASS)
    if any(sid not in student_ids for sid, _ in marks):
        raise ValidationError(NOT_IN_CLASS)
    if any(oid not in outcome_ids for _, oid in marks):
        raise ValidationError(NOT_IN_LESSON)
    by_code = {level.code: level.pk for level in levels.values()}
    # A mark names its level by id (the API) or by code (the recording page).
    marks = {key: by_code.get(value, value) for key, value in marks.items()}
    if any(level_id not in levels for level_id in marks.values()):
        raise ValidationError(NOT_ON_SCALE)
    default = levels[scale.default_level_id]
    at = at or timezone.now()
    rows = []
    for student in students:
        if student.pk in absent:
            continue
        for outcome in outcomes:
            level_id = marks.get((student.pk, outcome.pk))
            level = levels[level_id] if level_id is not None else default
            rows.append(
                Judgement(
                    account_id=group.account_id,
                    student=student,
                    outcome=outcome,
                    level=level,
                    level_label=level.label,
                    observed=level_id is not None,
                    source=Source.LESSON,
                    lesson=lesson,
                    group=group,
                    recorded_by=acting_user,
                    recorded_at=at,
                )
            )
    Judgement.objects.bulk_create(rows)
    _attainment_upsert(rows)
    return Recorded(judgements=len(rows), observed=sum(j.observed for j in rows), absent=len(absent))


def _attainment_upsert(judgements: list[Judgement]) -> None:
    """The rollup: each (child, outcome)'s latest judgement, in one statement."""
    Attainment.objects.bulk_create(
        [
            Attainment(
                account_id=j.account_id,
                student_id=j.student_id,
                outcome_id=j.outcome_id,
                level_id=j.level_id,
                observed=j.observed,
                judgement_id=j.pk,
                recorded_at=j.recorded_at,
            )
            for j in judgements
        ],
        update_conflicts=True,
        unique_fields=["student", "outcome"],
        update_fields=["level", "observed", "judgement", "recorded_at"],
    )


@transaction.atomic
def attainment_rebuild(*, account: Account) -> int:
    """Recompute a school's rollup from its judgements (the latest of each child and
    outcome, ties by id): what the rollup must always equal."""
    Attainment.objects.filter(account=account).delete()
    latest = {}
    for j in Judgement.objects.filter(account=account).order_by("recorded_at", "id").iterator():
        latest[(j.student_id, j.outcome_id)] = j
    _attainment_upsert(list(latest.values()))
    return len(latest)
