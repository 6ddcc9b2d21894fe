"""BURSTS calls (spec 2 §7): the home app's events and connect step (parent token), the
year table and its filters, classes (list, get, delete, re-invite), students (list, get,
create, update, delete, invite) and the events list. Writes use the pages' services and
rules; the child form's own checks validate a student's body."""

from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from ninja import Query, Router
from ninja.errors import HttpError

from apps.access import rules as can
from apps.access.guard import allow
from apps.api.services.auth import ParentBearer
from apps.api.services.paging import paginate
from apps.bursts import selectors, services
from apps.bursts.forms import StudentForm
from apps.bursts.schemas import (
    ChildOut,
    ClassOut,
    ClassTeacherIn,
    ClassTeachersOut,
    ConnectIn,
    EventOut,
    EventsIn,
    EventsOut,
    GroupOut,
    InviteSentOut,
    ReinvitedPair,
    StudentCreateIn,
    StudentOut,
    StudentQuery,
    StudentRowOut,
    StudentUpdateIn,
    YearFilterOut,
    YearTableOut,
    class_teachers_out,
    contact_out,
    event_out,
    group_detail_out,
    student_out,
)
from apps.bursts.selectors.stats import parse_filters, shown
from apps.bursts.services import recording
from apps.core import messages as text

router = Router(tags=["bursts"])  # /api/bursts
CONNECT_TRIES = (10, 3600)  # wrong codes, seconds
groups_router = Router(tags=["bursts"])  # /api/groups
students_router = Router(tags=["bursts"])  # /api/students


def _account(request, account_id):
    """The school a call reads: staff name it (or none: every school, where allowed); a
    school user always reads their own, and another school's id is not found."""
    user = request.auth
    allow(can.can_use_bursts, request)
    if account_id is None and not can.is_staff(user):
        account_id = user.account_id
    if account_id is None:
        return None
    account = selectors.bursts_account(user, account_id)
    allow(can.can_open_bursts_account, request, account)
    return account


def _group(request, group_id):
    """A class by id: 404 unless it is in the caller's reach (another school's id is not found)."""
    allow(can.can_use_bursts, request)
    return selectors.group_any(request.auth, group_id)


def _student(request, student_id):
    """A child by id, for those who may open its school's BURSTS pages."""
    allow(can.can_use_bursts, request)
    student = selectors.student_any(request.auth, student_id)
    allow(can.can_open_bursts_account, request, student.account)
    return student


# The child form's field names and the API's (spec 2 §3 Student).
FIELDS = {"first_name": "firstName", "last_name": "lastName", "email": "email", "group": "group", "code": "code"}


def _api_errors(errors: dict) -> ValidationError:
    return ValidationError({FIELDS.get(name, name): list(messages) for name, messages in errors.items()})


def _checked(request, account, data: dict, *, editing=False):
    """The page's child form checks the body (names required and trimmed, a valid email,
    a class of this school, the code's characters): one set of rules for page and API.
    Returns the cleaned fields and the class (or None)."""
    form = StudentForm(data, groups=selectors.group_choices(request.auth, account), editing=editing)
    if not form.is_valid():
        raise _api_errors(form.errors)
    cleaned = form.cleaned_data
    group = selectors.group_get(request.auth, account, cleaned["group"]) if cleaned["group"] else None
    return cleaned, group


def _saved(save):
    """Runs a service; its field errors come back under the API's field names (422)."""
    try:
        return save()
    except ValidationError as error:
        errors = error.message_dict if hasattr(error, "error_dict") else {"__all__": error.messages}
        raise _api_errors(errors) from error


def _student_json(request, student) -> dict:
    contacts = selectors.student_contacts(request.auth, student)
    return {**student_out(student), "fullContacts": [contact_out(c) for c in contacts]}


# The home app ---------------------------------------------------------------------------


@router.post("/events", auth=ParentBearer(), response=EventsOut)
def events_record(request, payload: EventsIn):
    """Bursts, level-ups and behaviour points for the parent's own children, all or nothing."""
    events = [
        recording.EventIn(app_id=e.id, student_id=e.studentId, kind=e.kind, at=e.at, seconds=e.seconds,
                          adventure_id=e.adventureId, level=e.level, behaviour=e.behaviour, points=e.points)
        for e in payload.events
    ]  # fmt: skip
    return recording.events_record(parent=request.auth, events=events)


@router.post("/connect", auth=ParentBearer(), response=ChildOut)
def connect(request, payload: ConnectIn):
    """The code from the invite email, or the child's Unique Code, connects the parent to
    the child. 10 wrong codes an hour per parent, then 429: codes are not for guessing."""
    tries = f"bursts-connect:{request.auth.pk}"
    if cache.get(tries, 0) >= CONNECT_TRIES[0]:
        raise HttpError(429, recording.CONNECT_THROTTLED)
    try:
        student = recording.contact_connect(parent=request.auth, code=payload.code.strip())
    except ValidationError:
        if not cache.add(tries, 1, timeout=CONNECT_TRIES[1]):
            cache.incr(tries)
        raise
    return {"id": student.pk, "name": student.name}


# The year-to-date statistics -------------------------------------------------------------


@router.get("/year/table", response=YearTableOut)
def year_table(request, accountId: int | None = None):  # noqa: N803 - the spec's name
    """Query, all optional: accountId, year, gender, ethnicity, nationality, ppEligible,
    ppIndicator, sen (K, E; repeated or comma-separated), eal, regionId, countyId, authorityId."""
    account = _account(request, accountId)
    if account is None:
        allow(can.can_view_bursts_stats, request)
    try:
        filters = parse_filters(request.GET, staff=account is None)
    except ValueError as error:
        raise ValidationError({str(error): ["Not a valid choice"]}) from error
    table = selectors.year_table(request.auth, filters, account=account)
    return {**table, "shown": shown(table)}


@router.get("/year/filters", response=list[YearFilterOut], exclude_unset=True)
def year_filters(request, accountId: int | None = None):  # noqa: N803
    account = _account(request, accountId)
    if account is None:
        allow(can.can_view_bursts_stats, request)
    return selectors.year_filters(request.auth, account=account)


# Classes, students, events -----------------------------------------------------------------


@router.get("/events", response=list[EventOut])
def events_list(request, response: HttpResponse, groupId: int | None = None, studentId: int | None = None,  # noqa: N803
                page: int = 1, accountId: int | None = None):  # fmt: skip
    """The awards and bursts of a class or a child, newest first, paged."""
    account = _account(request, accountId)
    if account is None:
        raise Http404
    qs = selectors.events_page_qs(request.auth, account=account, group_id=groupId, student_id=studentId)
    return [event_out(e) for e in paginate(request, response, qs, page=page)]


@groups_router.get("", response=list[GroupOut])
def groups_list(request, accountId: int | None = None):  # noqa: N803
    account = _account(request, accountId)
    if account is None:
        raise Http404
    return [{"id": pk, "name": name} for pk, name in selectors.group_choices(request.auth, account)]


@groups_router.get("/{group_id}", response=ClassOut)
def group_get(request, group_id: int):
    """A class by id with its child counts (spec 2 §3 Group)."""
    allow(can.can_use_bursts, request)
    group = selectors.group_detail(request.auth, group_id)
    allow(can.can_open_bursts_account, request, group.account)
    return group_detail_out(group)


@groups_router.delete("/{group_id}", response={204: None})
def group_delete(request, group_id: int):
    """Remove Class: the class and its children (spec 2 §2 screen 16), class admins only."""
    group = _group(request, group_id)
    allow(can.can_edit_class, request, group)
    services.group_delete(group=group, acting_user=request.auth)
    return 204, None


@groups_router.post("/{group_id}/reinvite", response=list[ReinvitedPair])
def group_reinvite(request, group_id: int):
    """[[child name, true or 'no contact']]; once a day per class."""
    group = selectors.group_any(request.auth, group_id)
    allow(can.can_invite_class, request, group)
    try:
        return services.group_reinvite(group=group, acting_user=request.auth)
    except ValidationError as error:
        raise HttpError(400, error.messages[0]) from error


@groups_router.post("/{group_id}/teachers", response=ClassTeachersOut)
def group_teacher_connect(request, group_id: int, payload: ClassTeacherIn):
    """Connect a user of the school to the class (issue 23): the school's admins and staff
    admins. Answers with the class's teachers."""
    group = _group(request, group_id)
    allow(can.can_connect_teachers, request, group)
    teacher = selectors.teacher_get(request.auth, group, payload.teacher)
    try:
        services.group_teacher_connect(group=group, teacher=teacher, acting_user=request.auth)
    except ValidationError as error:
        raise HttpError(400, error.messages[0]) from error
    return class_teachers_out(selectors.group_teachers(request.auth, group))


@groups_router.delete("/{group_id}/teachers/{user_id}", response=ClassTeachersOut)
def group_teacher_disconnect(request, group_id: int, user_id: int):
    """Disconnect a teacher the school's admin connected; a MIS teacher answers 400 (they
    are changed in the MIS)."""
    group = _group(request, group_id)
    allow(can.can_connect_teachers, request, group)
    link = selectors.group_teacher_link(request.auth, group, user_id)
    try:
        services.group_teacher_disconnect(link=link, acting_user=request.auth)
    except ValidationError as error:
        raise HttpError(400, error.messages[0]) from error
    return class_teachers_out(selectors.group_teachers(request.auth, group))


@students_router.get("", response=list[StudentRowOut])
def students_list(request, response: HttpResponse, filters: Query[StudentQuery]):
    """Query: page, groupId, status (0, 1, 2; repeated), sort (name or a column, '-' for
    descending), perPage (up to 100), accountId."""
    account = _account(request, filters.accountId)
    if account is None:
        raise Http404
    qs = selectors.students_page_qs(request.auth, account=account, group_id=filters.groupId,
                                    status=filters.status or (), sort=filters.sort)  # fmt: skip
    rows = list(paginate(request, response, qs, page=filters.page, per_page=filters.perPage))
    services.child_reads_record(account=account, reader=request.auth, kind="api", where=f"GET {request.path}",
                                students=rows)  # fmt: skip
    return [student_out(s) for s in rows]


@students_router.post("", response={201: StudentOut})
def student_create(request, payload: StudentCreateIn):
    """Add a child (the page's Add Child): a school user to their own school, staff admins
    to the school they name in accountId. A repeat (the same Idempotency-Key header, or
    without one the same child within 30 seconds) answers with the child it first made."""
    account = _account(request, payload.accountId)
    if account is None:
        raise ValidationError({"accountId": [text.REQUIRED]})
    allow(can.can_add_child, request, account)
    data = {"first_name": payload.firstName, "last_name": payload.lastName, "email": payload.email,
            "group": payload.group}  # fmt: skip
    cleaned, group = _checked(request, account, data)
    student = _saved(lambda: services.student_create_once(
        account=account, acting_user=request.auth, first_name=cleaned["first_name"],
        last_name=cleaned["last_name"], email=cleaned["email"], group=group, year=payload.year,
        client_key=request.headers.get("Idempotency-Key", "")))  # fmt: skip
    return 201, _student_json(request, student)


@students_router.get("/{student_id}", response=StudentOut)
def student_get(request, student_id: int):
    student = _student(request, student_id)
    services.child_reads_record(account=student.account, reader=request.auth, kind="api",
                                where=f"GET {request.path}", students=[student])  # fmt: skip
    return _student_json(request, student)


@students_router.put("/{student_id}", response=StudentOut)
def student_update(request, student_id: int, payload: StudentUpdateIn):
    """Edit a child (the page's Edit Child). A field left out keeps its value."""
    student = _student(request, student_id)
    allow(can.can_edit_child, request, student)
    data = {
        "first_name": payload.firstName,
        "last_name": payload.lastName,
        "email": payload.email if payload.email is not None else selectors.student_email(request.auth, student),
        "group": payload.group if "group" in payload.model_fields_set else student.group_id,
        "code": payload.code if payload.code is not None else student.code,
    }
    cleaned, group = _checked(request, student.account, data, editing=True)
    year = payload.year if "year" in payload.model_fields_set else student.year
    student = _saved(lambda: services.student_update(
        student=student, acting_user=request.auth, first_name=cleaned["first_name"],
        last_name=cleaned["last_name"], email=cleaned["email"], group=group, code=cleaned["code"],
        year=year))  # fmt: skip
    return _student_json(request, student)


@students_router.delete("/{student_id}", response={204: None})
def student_delete(request, student_id: int):
    """Delete a child and its activity for good: the school's admins and staff admins."""
    student = _student(request, student_id)
    allow(can.can_delete_child, request, student)
    services.student_delete(student=student, acting_user=request.auth)
    return 204, None


@students_router.post("/{student_id}/invite", response=InviteSentOut)
def student_invite(request, student_id: int):
    """Invites the child's first contact with an email (spec 1 §7 student invite)."""
    student = selectors.student_any(request.auth, student_id)
    contact = next((c for c in selectors.student_contacts(request.auth, student) if c.email and not c.is_parent), None)
    if contact is None:
        raise HttpError(400, "This contact does not have an email address assigned")
    allow(can.can_invite_contact, request, contact)
    services.contact_invite(contact=contact, acting_user=request.auth)
    return {"message": "Invite sent", "level": "info"}
