"""Trial and purchase rules of My Account (spec 1 §4 Trial and Purchase, §5 Trial end
and Purchase, §9 prices): the trial box's facts, ending a trial, the price of an order
and placing it (an order staff later turn into licences)."""

from dataclasses import dataclass, field
from datetime import date

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.access import rules
from apps.access.entitlements import account_access, user_access
from apps.access.scoping import licences_for, orders_for, users_for
from apps.accounts.models import Account, AuditKind
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.core.catalogue import PRODUCT_NAMES, PRODUCTS
from apps.core.emails import email_queue
from apps.licences.models import LicenceType
from apps.myaccount.models import PurchaseOrder, Referral
from apps.myaccount.services.referrals import referral_credits, referral_discount, referrals_join
from apps.users.services.emails import is_email

# Spec 1 §9: pounds per school, and the saving against yearly renewal.
PRICES = {1: (695, 0), 3: (1695, 390), 5: (2495, 980)}
# Spec 1 §5 Trial end, exactly.
TRIAL_REASONS = [
    "too ambitious for our teaching team right now",
    "found something else that better suits our needs",
    "found the platform tricky to use",
    "looking for something more sports specific",
    "too expensive right now",
    "Something else",
]
OTHER_REASON = "Something else"
PROVIDER_EMAIL = "membership@peplatform.example.com"
PROVIDER_PHONE = "01772 000 695"


# An order is pending from when it is placed until staff turn it into licences.
PENDING = (PurchaseOrder.Status.PLACED, PurchaseOrder.Status.PAID)
ALREADY_ORDERED = ("A membership order placed on {date} is already being processed. We will be in touch to set "
                   "it up; to change it, contact {email}.")  # fmt: skip
SCHOOLS_ORDERED = ("An order placed on {date} is already being processed for {names}. Choose other schools, or "
                   "contact {email} to change it.")  # fmt: skip


@dataclass
class Trial:
    product: str
    end: date
    days: int
    ended: bool
    can_act: bool
    order: PurchaseOrder | None = None  # an order placed and still pending: no second Purchase, no End trial

    @property
    def product_name(self):
        return PRODUCT_NAMES.get(self.product, self.product)


def trial_status(user, today=None) -> Trial | None:
    """The trial box: the school's latest trial licence, unless it holds the full licence
    (then Refer a Friend shows instead, spec 1 §6)."""
    if not rules.is_school_user(user) or not user.account_id or user_access(user).has_full_pe:
        return None
    today = today or timezone.localdate()
    licence = (
        licences_for(user)
        .filter(account_id=user.account_id, licence_type_id=LicenceType.TRIAL, start_date__lte=today)
        .select_related("licence_type")
        .order_by("-end_date")
        .first()
    )
    if licence is None:
        return None
    products = [p for p in PRODUCTS if p in licence.effective_products] or ["pe"]
    ended = licence.end_date < today or licence.status in ("cancelled", "expired")
    order = next(iter(pending_orders(user, user.account_id)), None)
    return Trial(products[0], licence.end_date, max((licence.end_date - today).days, 0), ended,
                 rules.is_account_admin(user), order)  # fmt: skip


def pending_orders(user, account_id, product="pe") -> list[PurchaseOrder]:
    """The account's orders of this product placed and not yet licensed, newest first
    (none for users who may not see orders)."""
    qs = orders_for(user).filter(account_id=account_id, product=product, status__in=PENDING)
    return list(qs.order_by("-created", "-pk"))


def pending_school_ids(orders) -> set[int]:
    """A trust's schools that pending orders already buy for."""
    return {s["id"] for order in orders for s in order.schools if not s.get("full")}


@transaction.atomic
def trial_end(*, acting_user, reason: str, other: str = "", today=None) -> list:
    """Ends the school's current trial today: status cancelled, audited with the reason.
    ValidationError when the form is wrong; REQUEST_FAILED when there is nothing to end."""
    today = today or timezone.localdate()
    if reason not in TRIAL_REASONS:
        raise ValidationError({"reason": text.REQUIRED})
    other = (other or "").strip()
    if reason == OTHER_REASON and not other:
        raise ValidationError({"reason2": text.REQUIRED})
    if len(other) > 1000:
        raise ValidationError({"reason2": text.MAX_LENGTH.format(n=1000)})
    licences = list(
        licences_for(acting_user)
        .select_for_update()
        .filter(account_id=acting_user.account_id, licence_type_id=LicenceType.TRIAL)
        .current(today)
        .exclude(status="cancelled")
    )
    if not licences:
        raise ValidationError(text.REQUEST_FAILED)
    for licence in licences:
        licence.end_date, licence.status = today, "cancelled"
        licence.save(update_fields=["end_date", "status"])
        products = [p for p in PRODUCTS if p in licence.effective_products] or ["pe"]
        account_event_record(account=licence.account, acting_user=acting_user, action=AuditKind.TRIAL_ENDED,
                             detail={"licence": licence.pk, "product": PRODUCT_NAMES.get(products[0], products[0]),
                                     "reason": other if reason == OTHER_REASON else reason})  # fmt: skip
    acting_user.__dict__.pop("_access_cache", None)  # the user's access is refreshed
    return licences


# Purchase ------------------------------------------------------------------------------


@dataclass
class School:
    id: int
    name: str
    full: bool
    lead_email: str = ""
    pending: bool = False  # in an order placed and not yet licensed
    selected: bool = False
    email: str = ""
    errors: list[str] = field(default_factory=list)


def purchase_schools(user, account) -> list[School]:
    """A trust's child schools, each with whether it already has full membership and its
    PE lead's address (to prefill); empty for a single school."""
    schools = []
    for child in account.child_schools.order_by("name"):
        lead = users_for(user).filter(account=child, lead_pe=True).exclude(email=None).first()
        schools.append(School(child.pk, child.name, account_access(child).has_full_pe, lead.email if lead else ""))
    return schools


def price_of(length: int, schools: list[School], *, trust: bool) -> int:
    """The length's price times the selected schools without full membership (at least one)."""
    each = PRICES.get(length, PRICES[1])[0]
    count = sum(1 for s in schools if s.selected and not s.full) if trust else 1
    return each * max(count, 1)


@dataclass
class OrderData:
    length: int
    finance_first_name: str
    finance_last_name: str
    finance_email: str
    po_number: str = ""
    schools: list[School] = field(default_factory=list)


def order_check(data: OrderData, *, trust: bool) -> dict:
    """The purchase form's rules (spec 1 §5 Purchase): errors by field."""
    errors = {}
    if data.length not in PRICES:
        errors["length"] = text.REQUIRED
    for name in ("finance_first_name", "finance_last_name"):
        value = getattr(data, name).strip()
        if not value:
            errors[name] = text.REQUIRED
        elif len(value) > 100:
            errors[name] = text.MAX_LENGTH.format(n=100)
    email = data.finance_email.strip().lower()
    if not email:
        errors["finance_email"] = text.REQUIRED
    elif not is_email(email):
        errors["finance_email"] = text.INVALID_EMAIL
    if len(data.po_number) > 50:
        errors["po_number"] = text.MAX_LENGTH.format(n=50)
    if trust:
        chosen = [s for s in data.schools if s.selected]
        if not chosen:
            errors["schools"] = text.ANY_ONE
        for school in chosen:
            school.errors = []
            if school.full:
                continue
            if not school.email:
                school.errors.append(text.REQUIRED)
            elif not is_email(school.email):
                school.errors.append(text.INVALID_EMAIL)
            if school.errors:
                errors[f"school_{school.id}"] = school.errors[0]
    return errors


def _send_order_emails(order):
    """The order's confirmation to its finance contact and its notice to the provider,
    written to the outbox in the order's transaction (issue 24)."""
    context = {"order": order, "provider_email": PROVIDER_EMAIL, "provider_phone": PROVIDER_PHONE}
    email_queue(template="myaccount/email/order_finance", context=context, to=order.finance_email)
    email_queue(template="myaccount/email/order_provider", context=context, to=PROVIDER_EMAIL)


@transaction.atomic
def order_place(*, acting_user, account, data: OrderData, product: str = "pe") -> PurchaseOrder:
    """Records the order and emails the finance contact and the provider (after commit).
    An order placed after the trial ended is marked so (the trial-ended outcome)."""
    trust = bool(data.schools)
    errors = order_check(data, trust=trust)
    if errors:
        raise ValidationError(errors)
    Account.objects.select_for_update().filter(pk=account.pk).first()  # one order at a time per account
    _refuse_second_order(acting_user, account, data, product)
    trial = trial_status(acting_user)
    price = price_of(data.length, data.schools, trust=trust)
    credits = referral_credits(acting_user, account)  # schools it referred that joined: £100 off each
    discount = referral_discount(credits, price)
    order = PurchaseOrder.objects.create(
        account=account,
        placed_by=acting_user,
        placed_by_email=acting_user.email or "",
        product=product,
        schools=[
            {"id": s.id, "name": s.name, "email": s.email.strip().lower(), "full": s.full}
            for s in data.schools
            if s.selected
        ],  # fmt: skip
        length=data.length,
        price=price - discount,
        discount=discount,
        finance_first_name=data.finance_first_name.strip(),
        finance_last_name=data.finance_last_name.strip(),
        finance_email=data.finance_email.strip().lower(),
        po_number=data.po_number.strip(),
        trial_ended=bool(trial and trial.ended),
    )
    if discount:
        Referral.objects.filter(pk__in=[r.pk for r in credits]).update(used_by_order=order)
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.ORDER_PLACED,
                         detail={"order": order.pk, "length": order.length, "price": f"{order.price:,}"})  # fmt: skip
    _send_order_emails(order)
    return order


def _refuse_second_order(acting_user, account, data: OrderData, product):
    """The same thing cannot be bought twice while an order for it is pending: a single
    school's membership, or a trust's school already in a pending order."""
    pending = list(
        orders_for(acting_user).select_for_update().filter(account=account, product=product, status__in=PENDING)
    )
    if not pending:
        return
    placed = timezone.localtime(pending[0].created)
    when = f"{placed.day} {placed:%B %Y}"
    if not data.schools:
        raise ValidationError({"order": ALREADY_ORDERED.format(date=when, email=PROVIDER_EMAIL)})
    taken = pending_school_ids(pending)
    again = [s.name for s in data.schools if s.selected and not s.full and s.id in taken]
    if again:
        message = SCHOOLS_ORDERED.format(date=when, names=", ".join(again), email=PROVIDER_EMAIL)
        raise ValidationError({"order": message})


# Staff: orders on the account page ----------------------------------------------------

MEMBERSHIP_TYPE = 50  # Membership (spec 1 §9 licence types)


@transaction.atomic
def order_mark_paid(*, acting_user, order: PurchaseOrder) -> PurchaseOrder:
    if order.status == PurchaseOrder.Status.PLACED:
        order.status = PurchaseOrder.Status.PAID
        order.save(update_fields=["status"])
    return order


@transaction.atomic
def order_license(*, acting_user, order: PurchaseOrder, today=None) -> list:
    """A paid order becomes a Membership licence for each school bought for (the account
    itself for a single school), from today for the order's length."""
    from datetime import timedelta

    from apps.licences.services import LicenceData, licence_create

    if order.status != PurchaseOrder.Status.PAID:
        raise ValidationError(text.REQUEST_FAILED)
    today = today or timezone.localdate()
    kind = LicenceType.objects.get(pk=MEMBERSHIP_TYPE)
    end = today.replace(year=today.year + order.length) - timedelta(days=1)
    ids = [s["id"] for s in order.schools if not s.get("full")] or [order.account_id]
    accounts = list(order.account.child_schools.filter(pk__in=ids)) if order.schools else [order.account]
    licences = [
        licence_create(account=account, acting_user=acting_user,
                       data=LicenceData(licence_type=kind, start_date=today, end_date=end, status="new",
                                        products=["pe", "gym", "dance"], years=list(range(7))))
        for account in accounts
    ]  # fmt: skip
    order.status = PurchaseOrder.Status.LICENSED
    order.save(update_fields=["status"])
    referrals_join(acting_user=acting_user, accounts=accounts)  # the schools that joined: their referrers' £100
    account_event_record(account=order.account, acting_user=acting_user, action=AuditKind.ORDER_LICENSED,
                         detail={"order": order.pk})  # fmt: skip
    return licences
