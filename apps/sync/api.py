"""The sync calls (spec 1 §7): GET wonde/{wondeId}/employees (24 a page, paging in
headers), POST wonde/{wondeId}/employees (sync all: a message), POST
wonde/{wondeId}/employees/{employeeWondeId} (invite one); GET wonde/{wondeId}/groups and
/{groupWondeId} (read live from the partner), POST …/groups/{groupWondeId} (import or
Sync Class: a message for an info toast). All three group calls answer 403 with "This
account has not approved BURSTS on Wonde" (and the partner's message) for a school that
has not approved BURSTS. The partner's faults answer 424 (Failed Dependency) with its
message: our 5xx stay for our own faults."""

from django.core.exceptions import ValidationError
from django.http import Http404, HttpResponse
from ninja import Router
from ninja.errors import HttpError

from apps.access import rules as can
from apps.access.guard import allow
from apps.access.scoping import account_by_wonde_id, employees_for
from apps.accounts.selectors import bursts_not_approved
from apps.api.services.paging import paginate
from apps.sync import selectors
from apps.sync.schemas import (
    EmployeeOut,
    GroupDetailOut,
    InvitedOut,
    MessageOut,
    WondeGroupOut,
    employee_out,
    group_out,
)
from apps.sync.services.constants import SYNC_PAGE_SIZE
from apps.sync.services.employees import employee_invite, employees_invite_all
from apps.sync.services.groups import group_import
from apps.sync.services.wonde import WondeError

router = Router(tags=["wonde"])
PARTNER_FAILED = 424


def _account(request, wonde_id, rule):
    """403 for those who never may (teachers, home users), 404 for another school's id."""
    allow(lambda u: can.is_staff(u) or can.is_account_admin(u), request)
    account = account_by_wonde_id(getattr(request, "auth", None) or request.user, wonde_id)
    allow(rule, request, account)
    return account


@router.get("/{wondeId}/employees", response=list[EmployeeOut])
def employees_list(request, wondeId: str, response: HttpResponse, page: int = 1):  # noqa: N803 - the spec's name
    account = _account(request, wondeId, can.can_view_sync)
    user = getattr(request, "auth", None) or request.user
    qs = employees_for(user).filter(account=account, left=None).order_by("last_name", "first_name", "wonde_id")
    employees = list(paginate(request, response, qs, page=page, per_page=SYNC_PAGE_SIZE))
    return [employee_out(card) for card in selectors.employee_cards(user, account, employees)]


@router.post("/{wondeId}/employees", response=MessageOut)
def employees_sync_all(request, wondeId: str):  # noqa: N803
    account = _account(request, wondeId, can.can_run_sync)
    user = getattr(request, "auth", None) or request.user
    return {"message": employees_invite_all(account=account, acting_user=user)}


@router.post("/{wondeId}/employees/{employeeWondeId}", response=InvitedOut)
def employee_invite_one(request, wondeId: str, employeeWondeId: str):  # noqa: N803
    account = _account(request, wondeId, can.can_run_sync)
    user = getattr(request, "auth", None) or request.user
    employee = selectors.employee_get(user, account, employeeWondeId)
    if employee is None:
        raise Http404
    try:
        invited = employee_invite(account=account, employee=employee, acting_user=user)
    except ValidationError as error:
        raise HttpError(400, error.messages[0]) from None
    return {"id": invited.pk, "email": invited.email, "name": invited.name, "wondeId": invited.wonde_id,
            "message": f"{invited.email} invited"}  # fmt: skip


def _bursts_approved(account):
    if not account.wonde_bursts_approved:
        raise HttpError(403, bursts_not_approved(account))


@router.get("/{wondeId}/groups", response=list[WondeGroupOut])
def groups_list(request, wondeId: str):  # noqa: N803
    account = _account(request, wondeId, can.can_view_sync)
    _bursts_approved(account)
    try:
        groups = selectors.mis_groups(getattr(request, "auth", None) or request.user, account)
    except WondeError as error:
        raise HttpError(PARTNER_FAILED, error.message) from None
    return [group_out(g) for g in groups]


@router.get("/{wondeId}/groups/{groupWondeId}", response=GroupDetailOut)
def group_get(request, wondeId: str, groupWondeId: str):  # noqa: N803
    account = _account(request, wondeId, can.can_view_sync)
    _bursts_approved(account)
    try:
        group = selectors.mis_group(getattr(request, "auth", None) or request.user, account, groupWondeId)
    except WondeError as error:
        raise HttpError(PARTNER_FAILED, error.message) from None
    if group is None:
        raise Http404
    return group_out(group, students=True)


@router.post("/{wondeId}/groups/{groupWondeId}", response=MessageOut)
def group_sync(request, wondeId: str, groupWondeId: str):  # noqa: N803
    account = _account(request, wondeId, can.can_run_sync)
    _bursts_approved(account)  # 403 with the GETs' message, before anything is read or written
    try:
        _, message = group_import(account=account, group_wonde_id=groupWondeId,
                                  acting_user=getattr(request, "auth", None) or request.user)  # fmt: skip
    except ValidationError as error:
        raise HttpError(400, error.messages[0]) from None
    except WondeError as error:
        raise HttpError(404 if error.status == 404 else PARTNER_FAILED, error.message) from None
    return {"message": message}
