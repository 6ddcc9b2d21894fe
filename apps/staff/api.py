"""Staff calls (spec 1 §7): the accounts list with filters and paging headers, one
account, filter options, CRM lookup, freeze toggle, xlsx exports, and user search."""

from django.core.exceptions import ValidationError
from django.http import FileResponse, Http404, HttpResponse
from ninja import Router

from apps.access import rules as can
from apps.access.guard import allow
from apps.access.scoping import accounts_for, users_for
from apps.accounts import selectors
from apps.accounts.models import Authority, County, Region
from apps.accounts.services import account_delete, account_freeze, account_update
from apps.api.schemas import file_download
from apps.api.services.auth import require_custom_header_for_session
from apps.api.services.errors import PayloadNames
from apps.api.services.paging import paginate
from apps.staff.filters import accounts_filtered
from apps.staff.schemas import (
    AccountByCrmOut,
    AccountFiltersOut,
    AccountIn,
    AccountOut,
    AccountSummaryOut,
    UserSearchOut,
    account_detail,
    account_summary,
    account_type_value,
)
from apps.staff.selectors import listing
from apps.staff.selectors.search import user_search
from apps.staff.services import export

router = Router(tags=["accounts"])
user_search_router = Router(tags=["users"])


def _accounts(request):
    return accounts_filtered(request.user, request.GET)


@router.get("", response=list[AccountSummaryOut])
def accounts_list(request, response: HttpResponse, page: int = 1):
    """Query: page, sort (name, status; leading minus for descending), search, status[],
    accountType[] (Education, Partner, Organisation, Individual), licences[], frame[],
    wondePeStatus[], wondeBurstsStatus[], regionId, managerId, countyId, authorityId. A page
    past the end is empty, its headers saying so."""
    allow(can.can_view_accounts, request)
    qs = _accounts(request).select_related(*selectors.ACCOUNT_JOINS)
    return [account_summary(a) for a in paginate(request, response, qs, page=page)]


@router.get("/filters", response=AccountFiltersOut)
def accounts_filters(request):
    allow(can.can_view_accounts, request)
    return listing.filter_options()


@router.get("/export", openapi_extra=file_download())
def accounts_export(request):
    allow(can.can_export_accounts, request)
    return FileResponse(export.accounts_xlsx(_accounts(request)), as_attachment=True, filename=export.FILENAME,
                        content_type=export.CONTENT_TYPE)  # fmt: skip


@router.get("/zoho/{zid}", response=AccountByCrmOut)
def account_by_zoho(request, zid: str):
    allow(can.can_view_accounts, request)
    account_id = selectors.account_id_by_crm(request.user, zid)
    if account_id is None:
        raise Http404
    return {"data": {"id": account_id}}


def _detail(request, account_id) -> dict:
    """One account as GET accounts/{id} answers it, in a fixed number of queries."""
    user = request.user
    account = selectors.account_get(user, account_id)
    allow(can.can_view_account, request, account)
    figures = selectors.account_figures(user, account)
    return account_detail(account, figures, crm=can.can_see_crm_ids(user))


@router.get("/self", response=AccountOut)
def account_own(request):
    """The caller's own account (spec 1 §7 GET accounts/{id}: "own account if none given")."""
    user = request.user
    if not can.is_school_user(user) or not user.account_id:
        raise Http404
    return _detail(request, user.account_id)


@router.get("/{int:account_id}", response=AccountOut)
def account_get(request, account_id: int):
    """Staff: any account. A school user: their own (a trust's admin also its schools);
    another school's id is not found."""
    return _detail(request, account_id)


# The payload's names of the account's fields (errors come back by these).
ACCOUNT_FIELDS = {"name": "name", "status": "status", "accountType": "account_type", "countyId": "county",
                  "regionId": "region", "authorityId": "authority", "managerId": "manager",
                  "parentSchoolId": "parent_school", "isPartner": "is_partner", "urn": "urn",
                  "zohoId": "zoho_id", "zohoPeId": "zoho_pe_id", "zohoBurstsId": "zoho_bursts_id", "uri": "uri",
                  "burstsUri": "bursts_uri"}  # fmt: skip
ADDRESS_FIELDS = {"line1": "address_line1", "line2": "address_line2", "city": "city", "postcode": "postcode"}
RELATED = {"county": County, "region": Region, "authority": Authority}
NOT_FOUND = "Not found"


def _changes(request, payload: AccountIn) -> dict:
    """The payload's fields as the model's, each related row found (a 422 on its id if not)."""
    given = payload.dict(exclude_unset=True)
    changes = {ACCOUNT_FIELDS[name]: value for name, value in given.items() if name in ACCOUNT_FIELDS}
    for name, value in (given.get("address") or {}).items():
        changes[ADDRESS_FIELDS[name]] = value or ""
    if "account_type" in changes:
        changes["account_type"] = account_type_value(changes["account_type"])
    for field in ("name", "status", "account_type", "is_partner"):
        if field in changes and changes[field] is None:
            changes.pop(field)  # these always have a value: null keeps it
    for field in ("urn", "zoho_id", "zoho_pe_id", "zoho_bursts_id", "uri", "bursts_uri"):
        if field in changes and changes[field] is None:
            changes[field] = ""
    errors = {}
    lookups = {**{k: v.objects.all() for k, v in RELATED.items()},
               "manager": users_for(request.user), "parent_school": accounts_for(request.user)}  # fmt: skip
    for field, rows in lookups.items():
        if changes.get(field) is not None:
            changes[field] = rows.filter(pk=changes[field]).first()
            if changes[field] is None:
                errors[field] = [NOT_FOUND]
    if errors:
        raise ValidationError(errors)
    return changes


# The model's names as the payload's, for the errors.
PAYLOAD_NAMES = {**{v: k for k, v in ACCOUNT_FIELDS.items()}, **{v: f"address.{k}" for k, v in ADDRESS_FIELDS.items()}}


@router.put("/{int:account_id}", response=AccountOut)
def account_update_call(request, account_id: int, payload: AccountIn):
    """Staff admins change an account's own fields (audited); see AccountIn."""
    allow(can.is_staff_admin, request)
    account = selectors.account_get(request.user, account_id)
    allow(can.can_edit_account, request, account)
    with PayloadNames(PAYLOAD_NAMES):
        account_update(account=account, acting_user=request.user, changes=_changes(request, payload))
    return _detail(request, account_id)


@router.delete("/{int:account_id}", response={204: None})
def account_delete_call(request, account_id: int):
    """Refused for everyone (403, "School accounts cannot be deleted."): an account is
    frozen (GET accounts/{id}/freeze) or left to lapse instead."""
    account = selectors.account_get(request.user, account_id)
    allow(can.can_view_account, request, account)
    account_delete(account=account, acting_user=request.user)
    return 204, None


@router.get("/{int:account_id}/freeze", response=AccountOut)
def account_freeze_toggle(request, account_id: int):
    """GET as the spec's client calls it; toggles and answers the updated account."""
    allow(can.is_staff_admin, request)
    account = selectors.account_get(request.user, account_id)
    allow(can.can_freeze_account, request, account)
    require_custom_header_for_session(request)
    account_freeze(account=account, acting_user=request.user)
    return _detail(request, account_id)


@router.get("/{int:account_id}/export", openapi_extra=file_download())
def account_export(request, account_id: int):
    allow(can.can_export_accounts, request)
    account = selectors.account_get(request.user, account_id)
    out = export.account_xlsx(request.user, account)
    return FileResponse(out, as_attachment=True, filename=export.FILENAME, content_type=export.CONTENT_TYPE)


@user_search_router.get("", response=UserSearchOut)
def users_search(request, search: str = ""):
    """Accounts with their matching users; parents only for super staff."""
    allow(can.can_search_users, request)
    return user_search(request.user, search, include_parents=can.can_search_parents(request.user))
