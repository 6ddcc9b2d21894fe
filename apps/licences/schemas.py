"""The licence calls' input and output shapes (spec 1 §3 Licence)."""

from datetime import date

from django.utils import timezone
from ninja import Field, Schema

from apps.licences.models import Licence, LicenceType


class TypeRef(Schema):
    id: int


class LicenceIn(Schema):
    """A licence's fields (PUT): the type by licenceTypeId or licenceType, one of them needed."""

    model_config = {"json_schema_extra": {"anyOf": [{"required": ["licenceTypeId"]}, {"required": ["licenceType"]}]}}

    licenceTypeId: int | None = None
    licenceType: TypeRef | None = None
    products: list[str] = Field([], max_length=20)
    years: list[int] = Field([], max_length=20)
    status: str = Field("", max_length=20)
    startDate: date | None = None
    endDate: date | None = None
    renew: bool = False
    comments: str = Field("", max_length=2000)


class LicenceCreateIn(LicenceIn):
    """POST: the same, for an account."""

    accountId: int


class LicenceTypeOut(Schema):
    """A licence type (GET licence-types, and within a licence)."""

    id: int
    title: str
    subtitle: str
    years: list[int]
    customYears: bool
    customProducts: bool
    forcePe: bool
    renewTypeId: int | None
    duration: int
    hasBursts: bool
    products: list[str]
    subTypes: list[str]
    statuses: list[str]


class InheritedFrom(Schema):
    """A licence a trust holds, shown on one of its schools: the trust's account."""

    accountId: int


class LicenceOut(Schema):
    """A licence (spec 1 §3 Licence): current = running today, live = not yet ended."""

    id: int
    accountId: int
    licenceType: LicenceTypeOut
    products: list[str]
    years: list[int]
    status: str
    startDate: date
    endDate: date
    renew: int
    comments: str
    current: bool
    live: bool
    parent: InheritedFrom | None


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


def licence_json(licence: Licence, account_id=None, today=None, *, types: dict | None = None) -> dict:
    """A licence as the API shows it; a list passes `types` (a dict it keeps) so that each
    type is shaped once, not once per licence."""
    today = today or timezone.localdate()
    inherited = account_id is not None and licence.account_id != account_id
    kind = licence.licence_type
    if types is None:
        shaped = type_json(kind)
    elif (shaped := types.get(kind.pk)) is None:
        shaped = types[kind.pk] = type_json(kind)
    return {
        "id": licence.pk,
        "accountId": licence.account_id,
        "licenceType": shaped,
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
