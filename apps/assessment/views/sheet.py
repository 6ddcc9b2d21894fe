"""A paper recording sheet (issue 33, printable): a class's children down the side, the
unit's outcomes across, empty boxes to tick. The same access as the end-of-unit page."""

from django.shortcuts import render

from apps.access.decorators import require
from apps.assessment import selectors
from apps.assessment.selectors.units import unit_for_assessment, unit_sheet, unit_suggestions


@require(selectors.can_assess)
def unit_sheet_view(request, group_id, unit_id):
    group = selectors.assess_group(request.user, group_id, record=True)
    unit = unit_for_assessment(unit_id)
    scale = selectors.scale_to_read(group.account_id)
    sheet = unit_sheet(unit_suggestions(request.user, group, unit, scale), scale, unit)
    context = {"title": f"Paper sheet: {group.name}", "group": group, "unit": unit, "sheet": sheet}
    return render(request, "assessment/unit_sheet.html", context)
