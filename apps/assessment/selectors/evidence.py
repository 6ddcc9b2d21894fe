"""Evidence's reads (issue 30): a class's evidence and one piece of it, through the access
layer's rule for Evidence (apps/access/scoping.py: by the class it was taken in)."""

from django.db.models import Prefetch, Q
from django.http import Http404

from apps.assessment.models import Evidence
from apps.bursts.models import Student, usual_year
from apps.content.models import Outcome


def class_evidence(user, group):
    """The class's evidence the user reaches, newest first, with its children and outcomes
    (a fixed number of queries whatever the number of rows)."""
    return (
        Evidence.objects.for_user(user)
        .filter(group=group)
        .select_related("uploaded_by")
        .prefetch_related(
            Prefetch("students", queryset=Student.objects.order_by("last_name", "first_name", "id")),
            Prefetch("outcomes", queryset=Outcome.objects.order_by("order", "id")),
        )
    )


def evidence_get(user, evidence_id, action="view") -> Evidence:
    """One piece of evidence the user may act on (404 otherwise: another class's id reveals nothing)."""
    try:
        return Evidence.objects.for_user(user, action).select_related("group").get(pk=int(evidence_id))
    except (Evidence.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def evidence_outcomes(group, children):
    """The outcomes evidence of the class may show: its year's (units' and swimming's)."""
    year = usual_year(children, group.name)
    if year is None:
        return Outcome.objects.none()
    return (
        Outcome.objects.filter(Q(unit__year__number=year, unit__programme__slug="pe") | Q(year=year))
        .select_related("unit", "strand")
        .order_by("unit__number", "unit__letter", "order", "id")
    )
