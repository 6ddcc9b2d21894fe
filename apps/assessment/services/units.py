"""End of unit (issue 30): the teacher confirms or changes each child's suggested unit
judgement per outcome (selectors.units); one save records every cell as source 'end of
unit'. A cell is observed when the teacher changed it or its suggestion came from an
observed lesson judgement; a default suggestion confirmed untouched stays 'by default'."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.assessment.models import Judgement, Scale, Source
from apps.assessment.services import NOT_IN_CLASS, NOT_ON_SCALE, _attainment_upsert
from apps.bursts.models import Group
from apps.content.models import Unit

NOT_IN_UNIT = "Every outcome must be one of the unit's."


@transaction.atomic
def unit_record(*, acting_user, group: Group, unit: Unit, scale: Scale, suggested: dict, changes: dict) -> int:
    """`suggested`: selectors.units.unit_suggestions (its cells); `changes`: (child id,
    outcome id) -> level code the teacher moved the cell to. Constant queries."""
    cells = suggested["cells"]
    child_ids = {c.pk for c in suggested["children"]}
    by_code = {lv.code: lv for lv in scale.levels.all()}
    for child_id, outcome_id in changes:
        if child_id not in child_ids:
            raise ValidationError(NOT_IN_CLASS)
        if (child_id, outcome_id) not in cells:
            raise ValidationError(NOT_IN_UNIT)
    if any(code not in by_code for code in changes.values()):
        raise ValidationError(NOT_ON_SCALE)
    at = timezone.now()
    rows = []
    for (child_id, outcome_id), (level, observed) in cells.items():
        changed = (child_id, outcome_id) in changes
        level = by_code[changes[(child_id, outcome_id)]] if changed else level
        rows.append(
            Judgement(
                account_id=group.account_id,
                student_id=child_id,
                outcome_id=outcome_id,
                level=level,
                level_label=level.label,
                observed=changed or observed,
                source=Source.UNIT,
                group=group,
                recorded_by=acting_user,
                recorded_at=at,
            )  # fmt: skip
        )
    Judgement.objects.bulk_create(rows)
    _attainment_upsert(rows)
    return len(rows)
