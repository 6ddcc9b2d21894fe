"""Assessment calls (issue 30): outcomes, scales, a class's assessment (read and record)
and the class report. The same rules and services as the pages: school users of a school
with the programme (403 otherwise); a class the caller may not see is not found (404)."""

from django.http import Http404
from ninja import Router
from ninja.errors import HttpError

from apps.access import rules
from apps.access.guard import allow
from apps.assessment import schemas as shapes
from apps.assessment import selectors, services
from apps.assessment.schemas import (
    ClassAssessmentOut,
    ClassReportOut,
    OutcomeOut,
    RecordedOut,
    RecordIn,
    ScalesOut,
)
from apps.assessment.selectors import reports
from apps.assessment.services import submissions

router = Router(tags=["assessment"])  # /api/assessment


@router.get("/outcomes", response=list[OutcomeOut])
def outcomes(request, unit: int | None = None, lesson: int | None = None):
    """The outcomes of a unit or of a lesson, in teaching order (none when neither is named)."""
    allow(selectors.can_assess, request)
    if lesson is not None:
        return [selectors.outcome_out(o) for o in selectors.lesson_for_assessment(lesson).outcomes.all()]
    if unit is not None:
        return [selectors.outcome_out(o) for o in selectors.unit_outcomes(unit)]
    return []


@router.get("/scales", response=ScalesOut)
def scales(request):
    """The presets a school chooses from, and the school's scale (the expected preset until it chooses)."""
    allow(selectors.can_assess, request)
    return selectors.scales_out(request.auth.account_id)


@router.get("/classes/{int:group_id}", response=ClassAssessmentOut)
def class_assessment(request, group_id: int, lesson: int | None = None):
    """A class to record: its children, the lesson's outcomes, the scale and current levels."""
    allow(selectors.can_assess, request)
    group = selectors.assess_group(request.auth, group_id)
    found = selectors.lesson_for_assessment(lesson) if lesson is not None else None
    return selectors.class_assessment_out(request.auth, group, found)


@router.post("/classes/{int:group_id}", response={201: RecordedOut})
def class_record(request, group_id: int, payload: RecordIn):
    """One save of a lesson: the exceptions (observed), the absent children; everyone else
    present is recorded at the school's default ('by default'). With an Idempotency-Key
    (a UUID; the recording page sends one per save, issue 33) a repeat of the save answers
    as the first did and writes nothing; the same key with a different save is a 409."""
    allow(selectors.can_assess, request)
    group = selectors.assess_group(request.auth, group_id, record=True)
    found = selectors.lesson_for_assessment(payload.lessonId)
    key = submissions.parse_key(request.headers.get("Idempotency-Key", ""))

    def record():
        services.scale_ensure(account=group.account)
        recorded = services.lesson_record(
            acting_user=request.auth,
            group=group,
            lesson=found,
            students=list(selectors.class_children(request.auth, group)),
            outcomes=list(found.outcomes.all()),
            scale=selectors.school_scale(group.account_id),
            marks={(m.childId, m.outcomeId): m.levelId if m.levelId is not None else m.level for m in payload.marks},
            absent=payload.absent,
        )
        return {"judgements": recorded.judgements, "observed": recorded.observed, "absent": recorded.absent}

    try:
        answer = submissions.record_once(
            user=request.auth,
            account=group.account,
            key=key,
            fingerprint=submissions.fingerprint(group.pk, payload.dict()),
            record=record,
        )
    except submissions.KeyReused as exc:
        raise HttpError(409, str(exc)) from None
    return 201, answer


@router.get("/classes/{int:group_id}/report", response=ClassReportOut)
def class_report(request, group_id: int, unit: int | None = None):
    """Children x a unit's outcomes with current levels, observed or by default."""
    allow(selectors.can_assess, request)
    group = selectors.assess_group(request.auth, group_id)
    units = selectors.class_units(request.auth, group)
    if unit is not None and all(u.pk != unit for u in units):
        raise Http404
    chosen = next((u for u in units if u.pk == unit), units[0] if units else None)
    return selectors.class_report_out(request.auth, group, chosen, units)


# Reports (issue 30): the same selectors as the pages (selectors/reports.py).


@router.get("/children/{int:student_id}/report", response=shapes.ChildReportOut)
def child_report(request, student_id: int):
    """A child's current level on every outcome assessed, by strand and by unit."""
    allow(selectors.can_assess, request)
    child = reports.report_child(request.auth, student_id)
    return reports.child_report_out(reports.child_report(request.auth, child))


@router.get("/classes/{int:group_id}/strands", response=shapes.ClassStrandsOut)
def class_strands(request, group_id: int):
    """Each child of the class by strand, and the class's figure per strand."""
    allow(selectors.can_assess, request)
    group = selectors.assess_group(request.auth, group_id)
    return reports.class_strands_out(group, reports.class_strands(request.auth, group))


@router.get("/cohorts/{int:year}", response=shapes.CohortReportOut)
def cohort_report(request, year: int):
    """A year group's figures by gender, pupil premium, SEN and EAL (the school's admins and PE lead)."""
    allow(reports.reads_school, request)
    if not 0 <= year <= 6:
        raise Http404
    return reports.cohort_report_out(reports.cohort_report(request.auth, request.auth.account, year))


@router.get("/school", response=shapes.SchoolReportOut)
def school_report(request):
    """The whole school's figures by group, year and strand (the school's admins and PE lead)."""
    allow(reports.reads_school, request)
    return reports.school_report_out(reports.school_report(request.auth, request.auth.account))


@router.get("/schools/{int:account_id}", response=shapes.SchoolReportOut)
def staff_school_report(request, account_id: int):
    """A school's figures for internal staff: no child's name or row."""
    allow(rules.is_staff, request)
    account = reports.staff_school(request.auth, account_id)
    return reports.school_report_out(reports.school_report(request.auth, account))
