"""Evidence (issue 30): a class's photos and short videos of children showing outcomes.
Read by whoever reads the class; uploaded by its teachers; shared with parents or deleted
by whoever may change it; children's photo consent recorded by whoever may change them."""

import mimetypes

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.core.files.storage import default_storage
from django.http import FileResponse, Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from apps.access.decorators import require
from apps.access.scoping import students_for
from apps.assessment import selectors
from apps.assessment.selectors.evidence import class_evidence, evidence_get, evidence_outcomes
from apps.assessment.services.evidence import (
    MAX_CAPTION,
    evidence_create,
    evidence_delete,
    evidence_share,
    photo_consent_save,
)


def _ids(values) -> list[int] | None:
    try:
        return [int(v) for v in values]
    except (TypeError, ValueError):
        return None


def _page(request, group, *, error="", status=200):
    children = list(selectors.class_children(request.user, group))
    context = {
        "title": f"Evidence: {group.name}",
        "group": group,
        "children": children,
        "outcomes": evidence_outcomes(group, selectors.class_children(request.user, group)),
        "evidence": class_evidence(request.user, group),
        "can_upload": selectors.assess_groups(request.user, record=True).filter(pk=group.pk).exists(),
        "can_consent": students_for(request.user, "change").filter(group=group).exists(),
        "max_caption": MAX_CAPTION,
        "error": error,
    }
    return render(request, "assessment/evidence.html", context, status=status)


@require(selectors.can_assess)
def evidence_view(request, group_id):
    group = selectors.assess_group(request.user, group_id)
    if request.method != "POST":
        return _page(request, group)
    group = selectors.assess_group(request.user, group_id, record=True)
    children = {s.pk: s for s in selectors.class_children(request.user, group)}
    child_ids, outcome_ids = _ids(request.POST.getlist("students")), _ids(request.POST.getlist("outcomes"))
    error = ""
    if child_ids is None or any(pk not in children for pk in child_ids):
        error = "Choose children of this class."
    outcomes = []
    if not error and outcome_ids:
        offered = evidence_outcomes(group, selectors.class_children(request.user, group))
        outcomes = list(offered.filter(pk__in=outcome_ids))
    if not error and (outcome_ids is None or len(outcomes) != len(set(outcome_ids or []))):
        error = "Choose outcomes of this class's year."
    if not error:
        try:
            evidence_create(
                acting_user=request.user,
                group=group,
                upload=request.FILES.get("file"),
                students=[children[pk] for pk in dict.fromkeys(child_ids)],
                outcomes=outcomes,
                caption=request.POST.get("caption", ""),
                shared=request.POST.get("shared") == "on",
            )
        except ValidationError as exc:
            error = exc.messages[0]
    if error:
        return _page(request, group, error=error, status=400)
    messages.success(request, "Evidence uploaded.")
    return redirect("assessment_evidence", group.pk)


@require(selectors.can_assess)
@require_POST
def evidence_share_view(request, evidence_id):
    evidence = evidence_get(request.user, evidence_id, "change")
    shared = request.POST.get("shared") == "on"
    evidence_share(acting_user=request.user, evidence=evidence, shared=shared)
    messages.success(request, "Shared with parents." if shared else "No longer shared with parents.")
    return redirect("assessment_evidence", evidence.group_id)


@require(selectors.can_assess)
@require_POST
def evidence_delete_view(request, evidence_id):
    evidence = evidence_get(request.user, evidence_id, "delete")
    group_id = evidence.group_id
    evidence_delete(acting_user=request.user, evidence=evidence)
    messages.success(request, "Evidence deleted.")
    return redirect(reverse("assessment_evidence", args=[group_id]) if group_id else reverse("assessment"))


@require(selectors.can_assess)
def evidence_file_view(request, evidence_id):
    evidence = evidence_get(request.user, evidence_id)
    return _file_response(evidence)


def _file_response(evidence):
    """The file, never cached by a shared cache, never sniffed into another type."""
    kind = mimetypes.guess_type(evidence.file.name)[0] or "application/octet-stream"
    try:
        stream = default_storage.open(evidence.file.name, "rb")
    except (FileNotFoundError, OSError):  # gone from the storage (a restore without media)
        raise Http404 from None
    response = FileResponse(stream, content_type=kind)
    response["Cache-Control"] = "private, no-store"
    response["X-Content-Type-Options"] = "nosniff"
    return response


@require(selectors.can_assess)
@require_POST
def evidence_consent_view(request, group_id):
    group = selectors.assess_group(request.user, group_id)
    children = list(students_for(request.user, "change").filter(group=group))
    given = _ids(request.POST.getlist("consent"))
    if given is None or not children:
        return _page(request, group, error="Choose children of this class.", status=400)
    photo_consent_save(acting_user=request.user, students=children, consenting=set(given))
    messages.success(request, "Photo consent saved.")
    return redirect("assessment_evidence", group.pk)
