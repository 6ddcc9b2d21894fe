"""Swimming and water safety (issue 30): the national curriculum's three outcomes (swim
25 m competently, use a range of strokes effectively, perform safe self-rescue), met or not
yet, recorded per child as judgements of the school's swimming scale."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.assessment.models import Judgement, Scale, Source
from apps.assessment.services import _attainment_upsert, scale_ensure
from apps.bursts.models import Group, Student
from apps.content.models import Outcome

NOT_SWIMMING = "Every child and outcome must be one of this class's swimming outcomes."


@transaction.atomic
def swimming_record(
    *, acting_user, group: Group, students: list[Student], outcomes: list[Outcome], met: dict[tuple[int, int], bool]
) -> int:
    """Each changed cell ((child id, outcome id) -> met or not yet) as an observed judgement
    of the swimming scale; `students` and `outcomes` are the class's swimmers and their years'
    outcomes as the caller's scoped selectors found them. A child's outcome must be of the
    child's year. Cells not sent are left as they were. Constant queries."""
    years = {s.pk: s.year for s in students}
    by_id = {o.pk: o for o in outcomes}
    for child_id, outcome_id in met:
        if child_id not in years or outcome_id not in by_id or by_id[outcome_id].year != years[child_id]:
            raise ValidationError(NOT_SWIMMING)
    if not met:
        return 0
    scale = scale_ensure(account=group.account, kind=Scale.Kind.SWIMMING)
    levels = {lv.code: lv for lv in scale.levels.all()}
    at = timezone.now()
    rows = []
    for (child_id, outcome_id), is_met in met.items():
        level = levels["met" if is_met else "not-yet"]
        rows.append(
            Judgement(
                account_id=group.account_id,
                student_id=child_id,
                outcome_id=outcome_id,
                level=level,
                level_label=level.label,
                observed=True,
                source=Source.SWIMMING,
                group=group,
                recorded_by=acting_user,
                recorded_at=at,
            )  # fmt: skip
        )
    Judgement.objects.bulk_create(rows)
    _attainment_upsert(rows)
    return len(rows)
