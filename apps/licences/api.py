"""Licence calls (spec 1 §7): GET/POST/PUT/DELETE licences and GET licence-types,
through the same services as the Membership modal."""

from django.core.exceptions import ValidationError
from django.http import HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from ninja import Router
from ninja.renderers import JSONRenderer

from apps.access import rules as can
from apps.access.guard import allow
from apps.access.scoping import account_for, licences_for
from apps.core import messages as text
from apps.licences.models import LicenceType
from apps.licences.schemas import LicenceCreateIn, LicenceIn, LicenceOut, LicenceTypeOut, licence_json, type_json
from apps.licences.selectors import account_licence_list, licence_types
from apps.licences.services import LicenceData, licence_create, licence_delete, licence_update

router = Router(tags=["licences"])
JSON = "application/json; charset=utf-8"  # as the API renders every answer
types_router = Router(tags=["licences"])
JSON = "application/json; charset=utf-8"  # as the API renders every answer


def _data(payload: LicenceIn) -> LicenceData:
    type_id = payload.licenceTypeId or (payload.licenceType.id if payload.licenceType else None)
    kind = LicenceType.objects.filter(pk=type_id).first() if type_id else None
    if kind is None:
        raise ValidationError({"licenceType": text.REQUIRED})
    return LicenceData(
        licence_type=kind,
        start_date=payload.startDate,
        end_date=payload.endDate,
        status=payload.status,
        renew=payload.renew,
        products=payload.products,
        years=payload.years,
        comments=payload.comments,
    )


@router.get("", response=list[LicenceOut])
def licences_list(request, accountId: int):  # noqa: N803 - the spec's parameter name
    allow(can.can_view_accounts, request)
    account = account_for(request.user, accountId)
    today = timezone.localdate()
    types = {}
    rows = [licence_json(lic, account.pk, today, types=types) for lic in account_licence_list(request.user, account)]
    # licence_json builds LicenceOut's shape from the model's own fields (tests compare the
    # two): rendered as it is, since validating every field of 500 licences again was most
    # of this call's time.
    return HttpResponse(JSONRenderer().render(request, rows, response_status=200), content_type=JSON)


@router.post("", response={201: LicenceOut})
def licences_create(request, payload: LicenceCreateIn):
    allow(can.is_staff_admin, request)
    account = account_for(request.user, payload.accountId)
    allow(can.can_edit_licences, request, account)
    licence = licence_create(account=account, acting_user=request.user, data=_data(payload))
    return 201, licence_json(licence)


@router.get("/{int:licence_id}", response=LicenceOut)
def licences_get(request, licence_id: int):
    allow(can.can_view_accounts, request)
    return licence_json(get_object_or_404(licences_for(request.user).select_related("licence_type"), pk=licence_id))


@router.put("/{int:licence_id}", response=LicenceOut)
def licences_update(request, licence_id: int, payload: LicenceIn):
    allow(can.is_staff_admin, request)
    licence = get_object_or_404(licences_for(request.user).select_related("licence_type", "account"), pk=licence_id)
    allow(can.can_edit_licence, request, licence)
    licence = licence_update(licence=licence, acting_user=request.user, data=_data(payload))
    return licence_json(licence)


@router.delete("/{int:licence_id}", response={204: None})
def licences_delete(request, licence_id: int):
    allow(can.is_staff_admin, request)
    licence = get_object_or_404(licences_for(request.user).select_related("licence_type", "account"), pk=licence_id)
    allow(can.can_edit_licence, request, licence)
    licence_delete(licence=licence, acting_user=request.user)
    return 204, None


@types_router.get("", response=list[LicenceTypeOut])
def licence_types_list(request):
    allow(can.can_view_accounts, request)
    return [type_json(kind) for kind in licence_types()]
