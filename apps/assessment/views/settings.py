"""The school's assessment settings (issue 30): its scale from the presets (locked once
judgements are recorded on it) and the years that swim. The school's admins and PE lead."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render

from apps.access.decorators import require
from apps.assessment import selectors
from apps.assessment.models import Scale
from apps.assessment.selectors.swimming import school_settings
from apps.assessment.services import DEFAULTS, MAIN_PRESETS, PRESETS, SCALE_IN_USE, scale_in_use
from apps.assessment.services.settings import settings_save

SAVED = "Assessment settings saved."


def _presets():
    return [
        {"value": p.value, "title": p.label, "levels": [lb for _, lb, _, _ in PRESETS[p]], "default": DEFAULTS[p]}
        for p in map(Scale.Preset, MAIN_PRESETS)
    ]


@require(selectors.chooses_settings)
def settings_view(request):
    account = request.user.account
    scale = selectors.scale_to_read(account.pk)
    settings = school_settings(account.pk)
    locked = scale_in_use(scale, request.user)
    error, status = "", 200
    if request.method == "POST":
        years = [y for y in request.POST.getlist("swimming_years") if y.isdigit()]
        if len(years) != len(request.POST.getlist("swimming_years")):
            years = ["bad"]
        try:
            settings_save(
                account=account,
                # A locked scale keeps its preset whatever the form says: only the years change.
                preset=scale.preset if locked else request.POST.get("preset", ""),
                with_below=scale.with_below if locked else request.POST.get("with_below") == "on",
                with_above=scale.with_above if locked else request.POST.get("with_above") == "on",
                swimming_years=years,
                evidence_keep_days=request.POST.get("evidence_keep_days"),
                acting_user=request.user,
            )
        except ValidationError as exc:
            error, status = exc.messages[0], 400
        else:
            messages.success(request, SAVED)
            return redirect("assessment_settings")
    context = {
        "title": "Assessment settings",
        "scale": scale,
        "presets": _presets(),
        "locked": locked,
        "locked_text": SCALE_IN_USE,
        "years": [(n, n in settings.swimming_years) for n in range(1, 7)],
        "keep_days": settings.evidence_keep_days,
        "error": error,
        "post": request.POST if error else None,
    }
    return render(request, "assessment/settings.html", context, status=status)
