"""Licence calls (spec 1 §7): GET/POST/PUT/DELETE licences and GET licence-types,
through the same services as the Membership modal."""

from datetime import date

from django.core.exceptions import ValidationError
from django.shortcuts import get_object_or_404
from django.utils import timezone
from ninja import Router, Schema

from apps.accounts.api import check
from apps.accounts.models import Account
from apps.core import messages as text
from apps.core import permissions as can
from apps.licences.models import Licence, LicenceType
from apps.licences.selectors import account_licence_list, licence_types
from apps.licences.services import LicenceData, licence_create, licence_delete, licence_update

router = Router(tags=["licences"])
types_router = Router(tags=["licences"])


class TypeRef(Schema):
    id: int


class LicenceIn(Schema):
    accountId: int | None = None
    licenceTypeId: int | None = None
    licenceType: TypeRef | None = None
    products: list[str] = []
    years: list[int] = []
    status: str = ""
    startDate: date | None = None
    endDate: date | None = None
    renew: bool = False
    comments: str = ""


def type_json(kind: LicenceType) -> dict:
    return {
        "id": kind.pk,
        "title": kind.title,
        "subtitle": kind.subtitle,
        "years": kind.years,
        "customYears": kind.custom_years,
        "customProducts": kind.custom_products,
        "forcePe": kind.force_pe,
        "renewTypeId": kind.renew_type_id,
        "duration": kind.duration_days,
        "hasBursts": kind.has_bursts,
        "products": kind.products,
        "subTypes": kind.sub_types,
        "statuses": kind.status_options,
    }


def licence_json(licence: Licence, account_id=None, today=None) -> dict:
    today = today or timezone.localdate()
    inherited = account_id is not None and licence.account_id != account_id
    return {
        "id": licence.pk,
        "accountId": licence.account_id,
        "licenceType": type_json(licence.licence_type),
        "products": licence.effective_products,
        "years": licence.effective_years,
        "status": licence.status,
        "startDate": licence.start_date,
        "endDate": licence.end_date,
        "renew": int(licence.renew),
        "comments": licence.comments,
        "current": licence.state(today) == "current",
        "live": licence.end_date >= today,
        "parent": {"accountId": licence.account_id} if inherited else None,
    }


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


def _camel(error: ValidationError):
    names = {"start_date": "startDate", "end_date": "endDate"}
    return ValidationError({names.get(k, k): v for k, v in error.message_dict.items()})


@router.get("")
def licences_list(request, accountId: int):  # noqa: N803 - the spec's parameter name
    check(can.can_view_accounts, request)
    account = get_object_or_404(Account, pk=accountId)
    return [licence_json(lic, account.pk) for lic in account_licence_list(account)]


@router.post("", response={201: dict})
def licences_create(request, payload: LicenceIn):
    check(can.can_edit_licences, request)
    if payload.accountId is None:  # a missing field is bad input (422), not a missing account (404)
        raise ValidationError({"accountId": text.REQUIRED})
    account = get_object_or_404(Account, pk=payload.accountId)
    try:
        licence = licence_create(account=account, acting_user=request.user, data=_data(payload))
    except ValidationError as error:
        raise _camel(error) from error
    return 201, licence_json(licence)


@router.get("/{int:licence_id}")
def licences_get(request, licence_id: int):
    check(can.can_view_accounts, request)
    return licence_json(get_object_or_404(Licence.objects.select_related("licence_type"), pk=licence_id))


@router.put("/{int:licence_id}")
def licences_update(request, licence_id: int, payload: LicenceIn):
    check(can.can_edit_licences, request)
    licence = get_object_or_404(Licence.objects.select_related("licence_type", "account"), pk=licence_id)
    try:
        licence = licence_update(licence=licence, acting_user=request.user, data=_data(payload))
    except ValidationError as error:
        raise _camel(error) from error
    return licence_json(licence)


@router.delete("/{int:licence_id}", response={204: None})
def licences_delete(request, licence_id: int):
    check(can.can_edit_licences, request)
    licence = get_object_or_404(Licence.objects.select_related("licence_type", "account"), pk=licence_id)
    licence_delete(licence=licence, acting_user=request.user)
    return 204, None


@types_router.get("")
def licence_types_list(request):
    check(can.can_view_accounts, request)
    return [type_json(kind) for kind in licence_types()]
