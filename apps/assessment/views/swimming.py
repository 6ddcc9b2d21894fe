"""Swimming (issue 30): a class's swimmers against the national curriculum's three
outcomes, met or not yet; read by whoever reads the class, recorded by its teachers."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access.decorators import require
from apps.assessment import selectors
from apps.assessment.selectors.swimming import parse_swimming, swimming_sheet
from apps.assessment.services.swimming import swimming_record


@require(selectors.can_assess)
def swimming_view(request, group_id):
    group = selectors.assess_group(request.user, group_id, record=True)
    sheet = swimming_sheet(request.user, group)
    error = ""
    if request.method == "POST":
        try:
            saved = swimming_record(
                acting_user=request.user,
                group=group,
                students=[row["student"] for row in sheet["grid"]],
                outcomes=sheet["outcomes"],
                met=parse_swimming(request.POST, sheet),
            )
        except ValidationError as exc:
            error = exc.messages[0]
        else:
            messages.success(request, f"Swimming saved: {saved} changed.")
            return redirect(f"{reverse('assessment_class', args=[group.pk])}#swimming")
    context = {"title": f"Swimming: {group.name}", "group": group, "error": error, **sheet}
    return render(request, "assessment/swimming.html", context, status=400 if error else 200)
