"""Staff calls (spec 1 §7): the accounts list with filters and paging headers, one
account, filter options, CRM lookup, freeze toggle, xlsx exports, and user search."""

from django.http import FileResponse, Http404, HttpResponse
from ninja import Router

from apps.access import rules as can
from apps.access.guard import allow
from apps.accounts import selectors
from apps.accounts.services import account_freeze
from apps.api.auth import require_custom_header_for_session
from apps.api.paging import paginate
from apps.staff import export, listing
from apps.staff.schemas import account_detail, account_summary
from apps.staff.search import user_search

router = Router(tags=["accounts"])
user_search_router = Router(tags=["users"])


def _accounts(request):
    return listing.account_queryset(request.user, listing.parse_filters(request.GET, user=request.user))


@router.get("")
def accounts_list(request, response: HttpResponse, page: int = 1):
    """Query: page, sort (name, status; leading minus for descending), search, status[],
    accountType[], licences[], frame[], wondePeStatus[], wondeBurstsStatus[], regionId,
    managerId, countyId, authorityId."""
    allow(can.can_view_accounts, request)
    qs = _accounts(request).select_related(*selectors.ACCOUNT_JOINS)
    return [account_summary(a) for a in paginate(request, response, qs, page=page)]


@router.get("/filters")
def accounts_filters(request):
    allow(can.can_view_accounts, request)
    return listing.filter_options()


@router.get("/export")
def accounts_export(request):
    allow(can.can_export_accounts, request)
    return FileResponse(export.accounts_xlsx(_accounts(request)), as_attachment=True, filename=export.FILENAME,
                        content_type=export.CONTENT_TYPE)  # fmt: skip


@router.get("/zoho/{zid}")
def account_by_zoho(request, zid: str):
    allow(can.can_view_accounts, request)
    account_id = selectors.account_id_by_crm(request.user, zid)
    if account_id is None:
        raise Http404
    return {"data": {"id": account_id}}


@router.get("/{int:account_id}")
def account_get(request, account_id: int):
    allow(can.can_view_accounts, request)
    return account_detail(selectors.account_get(request.user, account_id))


@router.get("/{int:account_id}/freeze")
def account_freeze_toggle(request, account_id: int):
    """GET as the spec's client calls it; toggles and answers the updated account."""
    allow(can.is_staff_admin, request)
    account = selectors.account_get(request.user, account_id)
    allow(can.can_freeze_account, request, account)
    require_custom_header_for_session(request)
    account_freeze(account=account, acting_user=request.user)
    return account_detail(selectors.account_get(request.user, account_id))


@router.get("/{int:account_id}/export")
def account_export(request, account_id: int):
    allow(can.can_export_accounts, request)
    account = selectors.account_get(request.user, account_id)
    out = export.account_xlsx(request.user, account)
    return FileResponse(out, as_attachment=True, filename=export.FILENAME, content_type=export.CONTENT_TYPE)


@user_search_router.get("")
def users_search(request, search: str = ""):
    """Accounts with their matching users; parents only for super staff."""
    allow(can.can_search_users, request)
    return user_search(request.user, search, include_parents=can.can_search_parents(request.user))
