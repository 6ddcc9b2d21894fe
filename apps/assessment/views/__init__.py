"""Assessment pages (issue 30): the school's classes, "Assess this lesson" (which class,
then the recording page) and the class report. Who may see a class is the access layer's
(selectors.assess_group); views parse, check, call and render."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access.decorators import require
from apps.assessment import selectors, services

NO_CLASSES = "You have no classes to assess yet: your classes come from the school's MIS or its BURSTS classes."


def _saved_text(recorded) -> str:
    absent = f", {recorded.absent} absent" if recorded.absent else ""
    return f"Saved: {recorded.observed} observed, the rest on track by default{absent}."


def _class_url(group, lesson) -> str:
    return f"{reverse('assessment_class', args=[group.pk])}?unit={lesson.unit_id}"


@require(selectors.can_assess)
def home_view(request):
    groups = list(selectors.assess_groups(request.user))
    context = {
        "title": "Assessment",
        "groups": groups,
        "no_classes": NO_CLASSES,
        "settings": selectors.chooses_settings(request.user),
    }
    return render(request, "assessment/home.html", context)


@require(selectors.can_assess)
def lesson_view(request, lesson_id):
    """Which class was taught: the teacher's own classes first."""
    found = selectors.lesson_for_assessment(lesson_id)
    numbers = {o.pk: n for n, o in enumerate(selectors.unit_outcomes(found.unit_id), 1)}
    outcomes = list(found.outcomes.all())
    for outcome in outcomes:
        outcome.number = numbers.get(outcome.pk)
    context = {
        "title": "Assess this lesson",
        "lesson": found,
        "outcomes": outcomes,
        "groups": list(selectors.assess_groups(request.user, record=True)),
        "no_classes": NO_CLASSES,
    }
    return render(request, "assessment/lesson.html", context)


@require(selectors.can_assess)
def record_view(request, lesson_id, group_id):
    group = selectors.assess_group(request.user, group_id, record=True)
    found = selectors.lesson_for_assessment(lesson_id)
    scale = selectors.scale_to_read(group.account_id)  # a read writes nothing
    error = ""
    if request.method == "POST":
        services.scale_ensure(account=group.account)  # saved on the first record
        scale = selectors.school_scale(group.account_id)
        marks, absent = selectors.parse_marks(request.POST)
        try:
            recorded = services.lesson_record(
                acting_user=request.user,
                group=group,
                lesson=found,
                students=list(selectors.class_children(request.user, group)),
                outcomes=list(found.outcomes.all()),
                scale=scale,
                marks=marks,
                absent=absent,
            )
        except ValidationError as exc:
            error = exc.messages[0]
        else:
            messages.success(request, _saved_text(recorded))
            return redirect(_class_url(group, found))
    sheet = selectors.record_sheet(request.user, group, found, scale)
    context = {
        "title": f"Assess: {group.name}",
        "lesson": found,
        "group": group,
        "scale": scale,
        "sheet": sheet,
        "props": {
            **sheet,
            "action": request.path,
            "className": group.name,
            # Saved through the API, kept on the device while offline (issue 33).
            "record": {"groupId": group.pk, "lessonId": found.pk, "next": _class_url(group, found)},
        },
        "error": error,
    }
    return render(request, "assessment/record.html", context, status=400 if error else 200)


@require(selectors.can_assess)
def class_view(request, group_id):
    group = selectors.assess_group(request.user, group_id)
    units = selectors.class_units(request.user, group)
    wanted = request.GET.get("unit", "")
    unit = next((u for u in units if str(u.pk) == wanted), units[0] if units else None)
    report = selectors.class_report(request.user, group, unit)
    from apps.assessment.selectors.swimming import swimming_sheet

    records = selectors.assess_groups(request.user, record=True).filter(pk=group.pk).exists()
    context = {
        "swimming": swimming_sheet(request.user, group),
        "records": records,
        "title": f"Assessment: {group.name}",
        "group": group,
        "units": units,
        "unit": unit,
        "scale": selectors.scale_to_read(group.account_id),
        **report,
    }
    return render(request, "assessment/class.html", context)
