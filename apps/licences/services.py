"""Licence writes (spec 1 §4 Licence, §5 Licence validation). The page's modal and the
API both call these; every change writes an AccountEvent with who made it."""

from dataclasses import dataclass
from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.accounts.models import Account
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.licences.models import LICENCE_PRODUCTS, YEAR_LABELS, Licence, LicenceType


@dataclass
class LicenceData:
    licence_type: LicenceType
    start_date: date | None
    end_date: date | None
    status: str = ""
    renew: bool = False
    products: list | tuple = ()
    years: list | tuple = ()
    comments: str = ""


def default_status(account: Account, licence_type: LicenceType | None = None) -> str:
    """New, or free for a partner account; blank for the BURSTS type."""
    if licence_type is not None and licence_type.has_bursts:
        return ""
    options = licence_type.status_options if licence_type else ["new", "free"]
    wanted = "free" if account.is_partner_account else "new"
    return wanted if wanted in options else options[0]


def licence_defaults(*, account: Account, licence_type: LicenceType, today: date) -> dict:
    """A new licence's starting values (spec 1 §4): from today to today plus the type's
    duration, with the type's default status. The modal's script keeps the end date at
    start plus duration until it is edited by hand."""
    return {
        "licence_type": licence_type.pk,
        "start_date": today,
        "end_date": today + licence_type.duration,
        "status": default_status(account, licence_type),
    }


def licence_clean(*, account: Account, data: LicenceData) -> dict:
    """The fields to save, normalised per the type; raises ValidationError with the
    spec's messages."""
    kind = data.licence_type
    errors = {}
    if data.start_date is None:
        errors["start_date"] = text.REQUIRED
    if data.end_date is None:
        errors["end_date"] = text.REQUIRED
    if data.start_date and data.end_date and data.end_date < data.start_date:
        errors["end_date"] = text.VALID_DATES
    products = [p for p in LICENCE_PRODUCTS if p in set(data.products or ())]
    years = sorted({int(y) for y in data.years or () if 0 <= int(y) < len(YEAR_LABELS)})
    if kind.custom_products and not products:
        errors["products"] = text.ANY_ONE
    if kind.custom_years and not years:
        errors["years"] = text.ANY_ONE
    status, renew = (data.status or "").strip(), bool(data.renew)
    if kind.has_bursts:
        # The BURSTS type has no status options: saved with renew 0 and a blank status.
        status, renew = "", False
    elif not status:
        status = default_status(account, kind)
    elif status not in kind.status_options:
        errors["status"] = "Select a valid choice."
    if errors:
        raise ValidationError(errors)
    return {
        "licence_type": kind,
        "start_date": data.start_date,
        "end_date": data.end_date,
        "status": status,
        "renew": renew,
        # Saving clears products and years the type does not let staff choose.
        "products": products if kind.custom_products else [],
        "years": years if kind.custom_years else [],
        "comments": (data.comments or "").strip(),
    }


def _summary(licence: Licence) -> dict:
    return {
        "licence": licence.pk,
        "type": licence.licence_type.title,
        "start": licence.start_date.isoformat(),
        "end": licence.end_date.isoformat(),
        "status": licence.status,
        "renew": licence.renew,
        "products": licence.products,
        "years": licence.years,
    }


@transaction.atomic
def licence_create(*, account: Account, acting_user, data: LicenceData) -> Licence:
    licence = Licence.objects.create(account=account, **licence_clean(account=account, data=data))
    account_event_record(account=account, acting_user=acting_user, action="licence_added", detail=_summary(licence))
    return licence


@transaction.atomic
def licence_update(*, licence: Licence, acting_user, data: LicenceData) -> Licence:
    before = _summary(licence)
    for name, value in licence_clean(account=licence.account, data=data).items():
        setattr(licence, name, value)
    licence.save()
    after = _summary(licence)
    changes = {k: [before[k], after[k]] for k in after if before[k] != after[k]}
    account_event_record(
        account=licence.account,
        acting_user=acting_user,
        action="licence_updated",
        detail={**after, "changes": changes},
    )
    return licence


@transaction.atomic
def licence_delete(*, licence: Licence, acting_user) -> None:
    detail = _summary(licence)
    account = licence.account
    licence.delete()
    account_event_record(account=account, acting_user=acting_user, action="licence_deleted", detail=detail)
