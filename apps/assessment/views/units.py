"""End of unit (issue 30): each child's suggested unit judgement per outcome, confirmed or
changed by the class's teacher in one save (the lesson's recording island, started at the
suggestions)."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access.decorators import require
from apps.assessment import selectors, services
from apps.assessment.selectors.units import unit_for_assessment, unit_sheet, unit_suggestions
from apps.assessment.services.units import unit_record


@require(selectors.can_assess)
def unit_end_view(request, group_id, unit_id):
    group = selectors.assess_group(request.user, group_id, record=True)
    unit = unit_for_assessment(unit_id)
    scale = selectors.scale_to_read(group.account_id)
    error = ""
    if request.method == "POST":
        services.scale_ensure(account=group.account)  # saved on the first record
        scale = selectors.school_scale(group.account_id)
        suggested = unit_suggestions(request.user, group, unit, scale)
        changes, _absent = selectors.parse_marks(request.POST)
        try:
            saved = unit_record(
                acting_user=request.user, group=group, unit=unit, scale=scale, suggested=suggested, changes=changes
            )
        except ValidationError as exc:
            error = exc.messages[0]
        else:
            messages.success(request, f"End of unit saved for {saved // max(len(suggested['outcomes']), 1)} children.")
            return redirect(f"{reverse('assessment_class', args=[group.pk])}?unit={unit.pk}")
    suggested = unit_suggestions(request.user, group, unit, scale)
    sheet = unit_sheet(suggested, scale, unit)
    observed = sum(1 for _, seen in suggested["cells"].values() if seen)
    context = {
        "title": f"End of unit: {group.name}",
        "group": group,
        "unit": unit,
        "scale": scale,
        "sheet": sheet,
        "observed": observed,
        "props": {**sheet, "action": request.path, "className": group.name},
        "error": error,
    }
    return render(request, "assessment/unit_end.html", context, status=400 if error else 200)
