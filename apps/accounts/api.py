"""Accounts calls (spec 1 §7): list with filters and paging headers, one account,
filter options, CRM lookup, freeze toggle and xlsx exports. Staff only."""

from django.core.exceptions import PermissionDenied
from django.http import FileResponse, Http404, HttpResponse
from ninja import Router

from apps.accounts import export, listing, selectors
from apps.accounts.serializers import account_detail, account_summary
from apps.accounts.services import account_freeze
from apps.api.auth import require_custom_header_for_session
from apps.api.paging import paginate
from apps.core import permissions as can

router = Router(tags=["accounts"])


def check(rule, request, *args):
    if not rule(request.user, *args):
        raise PermissionDenied


@router.get("")
def accounts_list(request, response: HttpResponse, page: int = 1):
    """Query: page, sort (name, status; leading minus for descending), search, status[],
    accountType[], licences[], frame[], wondePeStatus[], wondeBurstsStatus[], regionId,
    managerId, countyId, authorityId."""
    check(can.can_view_accounts, request)
    qs = listing.account_queryset(listing.parse_filters(request.GET)).select_related(*selectors.ACCOUNT_JOINS)
    return [account_summary(a) for a in paginate(request, response, qs, page=page)]


@router.get("/filters")
def accounts_filters(request):
    check(can.can_view_accounts, request)
    return listing.filter_options()


@router.get("/export")
def accounts_export(request):
    check(can.can_export_accounts, request)
    qs = listing.account_queryset(listing.parse_filters(request.GET))
    return FileResponse(export.accounts_xlsx(qs), as_attachment=True, filename=export.FILENAME,
                        content_type=export.CONTENT_TYPE)  # fmt: skip


@router.get("/zoho/{zid}")
def account_by_zoho(request, zid: str):
    check(can.can_view_accounts, request)
    account_id = selectors.account_id_by_crm(zid)
    if account_id is None:
        raise Http404
    return {"data": {"id": account_id}}


@router.get("/{int:account_id}")
def account_get(request, account_id: int):
    check(can.can_view_accounts, request)
    return account_detail(selectors.account_get(account_id))


@router.get("/{int:account_id}/freeze")
def account_freeze_toggle(request, account_id: int):
    """GET as the spec's client calls it; toggles and answers the updated account."""
    check(can.can_freeze_account, request)
    require_custom_header_for_session(request)
    account_freeze(account=selectors.account_get(account_id), acting_user=request.user)
    return account_detail(selectors.account_get(account_id))


@router.get("/{int:account_id}/export")
def account_export(request, account_id: int):
    check(can.can_export_accounts, request)
    out = export.account_xlsx(selectors.account_get(account_id))
    return FileResponse(out, as_attachment=True, filename=export.FILENAME, content_type=export.CONTENT_TYPE)
