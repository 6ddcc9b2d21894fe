"""Licence writes (spec 1 §4 Licence, §5 Licence validation). The page's modal and the
API both call these; every change writes an AccountEvent with who made it."""

from dataclasses import dataclass
from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.accounts.models import Account, AuditKind
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.core.catalogue import LICENCE_PRODUCTS, LICENCE_YEAR_LABELS
from apps.core.inputs import parse_id
from apps.licences.models import Licence, LicenceType


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


# Licence dates a person could mean (the date inputs accept 0001 to 9999), and the
# longest comment; neither range nor cap is in the spec.
EARLIEST, LATEST = date(2000, 1, 1), date(2099, 12, 31)
DATE_RANGE = "Enter a date between 2000 and 2099"
MAX_COMMENTS = 2000


def default_status(account: Account, licence_type: LicenceType | None = None) -> str:
    """New, or free for a partner account; blank for the BURSTS type."""
    if licence_type is not None and licence_type.has_bursts:
        return ""
    options = licence_type.status_options if licence_type else ["new", "free"]
    wanted = "free" if account.is_partner_account else "new"
    return wanted if wanted in options else options[0]


def default_choices(licence_type: LicenceType) -> dict:
    """The boxes a type starts with ticked: where staff choose the products or the years,
    the type's own (Membership all of its products, Gateway PE and Foundations)."""
    return {
        "products": list(licence_type.products) if licence_type.custom_products else [],
        "years": [str(y) for y in licence_type.years] if licence_type.custom_years else [],
    }


def licence_defaults(*, account: Account, licence_type: LicenceType, today: date) -> dict:
    """A new licence's starting values (spec 1 §4): from today to today plus the type's
    duration, with the type's default status and default products and years. The form's
    refresh keeps the end date at start plus duration until it is edited by hand."""
    return {
        "licence_type": licence_type.pk,
        "start_date": today,
        "end_date": today + licence_type.duration,
        "status": default_status(account, licence_type),
        **default_choices(licence_type),
    }


def _int(value):
    return parse_id(value)


def _date(value):
    try:
        return date.fromisoformat(str(value)) if value else None
    except ValueError:
        return None


def licence_end_edited(data) -> bool:
    """Was the end date typed by hand? Either the form said so, or the end date differs
    from the one it was shown with (so it also works without JavaScript)."""
    if data.get("end_edited") in ("1", True) or "end_shown" not in data:  # a client that sends its own end date
        return True
    return (data.get("end_date") or "") != (data.get("end_shown") or "")


def licence_form_values(*, account: Account, types, data, changed: str | None, new: bool) -> dict:
    """What the licence form shows after a field changed, before anything is saved
    (spec 1 §4): the chosen type's status options with the status kept while it is one
    of them, and the default status, products and years when the type changes; for a new
    licence the end date is the start plus the type's duration until it is edited by hand."""
    by_id = {t.pk: t for t in types}
    kind = by_id.get(_int(data.get("licence_type"))) or next(iter(by_id.values()))
    start, end = _date(data.get("start_date")), _date(data.get("end_date"))
    status = (data.get("status") or "").strip()
    if changed == "licence_type" or status not in kind.status_options:
        status = default_status(account, kind)
    end_edited = changed == "end_date" or licence_end_edited(data)
    if new and not end_edited and start:
        end = start + kind.duration
    chosen = {
        "products": data.getlist("products") if hasattr(data, "getlist") else data.get("products", []),
        "years": data.getlist("years") if hasattr(data, "getlist") else data.get("years", []),
    }
    if changed == "licence_type":
        chosen = default_choices(kind)
    return {
        "licence_type": kind.pk,
        "start_date": start,
        "end_date": end,
        "status": status,
        "renew": (data.get("renew") or "") not in ("", "0", "false", "off"),
        **chosen,
        "comments": data.get("comments") or "",
        "end_edited": "1" if end_edited else "",
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
    for name in ("start_date", "end_date"):
        day = getattr(data, name)
        if day is not None and not (EARLIEST <= day <= LATEST):
            errors[name] = DATE_RANGE
    if data.start_date and data.end_date and data.end_date < data.start_date:
        errors["end_date"] = text.VALID_DATES
    if len(data.comments or "") > MAX_COMMENTS:
        errors["comments"] = text.MAX_LENGTH.format(n=MAX_COMMENTS)
    products = [p for p in LICENCE_PRODUCTS if p in set(map(str, data.products or ()))]
    numbers = (_int(y) for y in data.years or ())
    years = sorted({y for y in numbers if y is not None and y < len(LICENCE_YEAR_LABELS)})
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
    account_event_record(
        account=account, acting_user=acting_user, action=AuditKind.LICENCE_ADDED, detail=_summary(licence)
    )
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
        action=AuditKind.LICENCE_UPDATED,
        detail={**after, "changes": changes},
    )
    return licence


@transaction.atomic
def licence_delete(*, licence: Licence, acting_user) -> None:
    detail = _summary(licence)
    account = licence.account
    licence.delete()
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.LICENCE_DELETED, detail=detail)
