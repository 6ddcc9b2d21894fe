"""What a user may see: `user_access` turns an account's licences (and its trust's) into
per-product access, once per request. Every page, the API and the templates use it."""

from dataclasses import dataclass, field
from datetime import date

from django.db.models import Q, QuerySet, Subquery
from django.utils import timezone

from apps.access.running_licences import running_licences
from apps.accounts.models import Account
from apps.core.catalogue import PRODUCTS, YEARS
from apps.licences.models import Licence, LicenceType

ALL_YEARS = YEARS


@dataclass(frozen=True)
class Access:
    access: dict[str, list[int]] = field(default_factory=dict)  # product -> permitted years/sections
    full: dict[str, bool] = field(default_factory=dict)
    trial: dict[str, bool] = field(default_factory=dict)
    trial_expiry: dict[str, date] = field(default_factory=dict)
    renewal: dict[str, date] = field(default_factory=dict)
    has_bursts: bool = False
    has_home: bool = False
    has_any_licence: bool = False
    is_create: bool = False
    is_home: bool = False
    is_parent: bool = False
    is_receiver: bool = False

    def has(self, product):
        return bool(self.access.get(product))

    def can_open(self, product, year=None):
        """Creators open everything; others need the product, and the year when given."""
        if self.is_create:
            return True
        years = self.access.get(product) or []
        return bool(years) and (year is None or year in years)

    @property
    def accessible_products(self):
        return [p for p in PRODUCTS if self.can_open(p)]

    @property
    def has_full_pe(self):
        return self.full.get("pe", False)

    @property
    def dashboard_path(self):
        if self.is_parent:
            return "/parents"
        if self.is_receiver:
            return "/passport/incoming"
        if self.is_home:
            return "/home"
        if self.has_bursts and not self.has_full_pe and not self.is_create:
            return "/bursts"
        return "/"


def account_licences(account_id, *, base: QuerySet | None = None, current_on: date | None = None) -> QuerySet:
    """The one query for an account's licences with those inherited from its trust (the
    trust found by a subquery, so the account row is not loaded). `base` narrows it
    (a user's scoped licences); `current_on` keeps those running on that day;
    what a user may use on a day is read by `running_licences`, the same rows without the
    ORM's cost."""
    trust = Account.objects.filter(pk=account_id).values("parent_school_id")[:1]
    qs = Licence.objects.all() if base is None else base
    if current_on is not None:
        qs = qs.current(current_on)
    return qs.filter(Q(account_id=account_id) | Q(account_id=Subquery(trust))).select_related("licence_type")


def access_from_licences(licences, *, today=None):
    today = today or timezone.localdate()
    access: dict[str, set[int]] = {}
    full, trial, trial_expiry, renewal = {}, {}, {}, {}
    has_bursts = has_home = False
    for licence in licences:
        kind = licence.licence_type
        has_bursts |= kind.has_bursts
        has_home |= kind.is_home
        years = licence.effective_years or ALL_YEARS
        for product in licence.effective_products:
            access.setdefault(product, set()).update(years)
            if kind.id == LicenceType.TRIAL:
                trial[product] = True
                trial_expiry[product] = max(licence.end_date, trial_expiry.get(product, licence.end_date))
            else:
                full[product] = True
                renewal[product] = max(licence.end_date, renewal.get(product, licence.end_date))
        if kind.has_bursts:
            renewal["bursts"] = max(licence.end_date, renewal.get("bursts", licence.end_date))
    if "pe" in access or "leaders" in access:
        # Leaders is a support page that comes with core PE for the years it covers.
        access.setdefault("leaders", set()).update(y for y in access.get("pe", ()) if y >= 5)
    return Access(
        access={p: sorted(access[p]) for p in PRODUCTS if access.get(p)},
        full=full,
        # A trial for a product the account already holds in full (its trust's trial,
        # inherited by a member school) does not apply to it: neither flag nor end date.
        trial={p: v for p, v in trial.items() if not full.get(p)},
        trial_expiry={p: day for p, day in trial_expiry.items() if not full.get(p)},
        renewal=renewal,
        has_bursts=has_bursts,
        has_home=has_home,
        has_any_licence=bool(licences),
    )


STAFF_ACCESS = Access(
    access={p: list(ALL_YEARS) for p in PRODUCTS},
    has_bursts=True,
    has_home=True,
    has_any_licence=True,
    is_create=True,
)


def account_access(account, today=None) -> Access:
    """An account's own access (the staff account page shows it), computed once per
    account object: its page, tabs and rules ask several times in one request."""
    cached = getattr(account, "_access_cache", None)
    if cached is not None and today is None:
        return cached
    day = today or timezone.localdate()
    result = access_from_licences(running_licences(account.pk, day, unfrozen=False), today=day)
    if today is None:
        account._access_cache = result
    return result


def user_access(user, today=None) -> Access:
    """Access for a signed-in user, computed once per user object (one query)."""
    if not getattr(user, "is_authenticated", False):
        return Access()
    cached = getattr(user, "_access_cache", None)
    if cached is not None and today is None:
        return cached
    if user.is_create:
        result = STAFF_ACCESS
    elif user.kind == "parent":  # issue 31: no product; their children's page only
        result = Access(is_parent=True)
    elif user.kind == "receiver":  # issue 32: no product; the passports sent to them only
        result = Access(is_receiver=True)
    elif user.account_id is None:
        result = Access(is_home=user.is_home)
    else:
        day = today or timezone.localdate()
        # A frozen account's users use nothing, whatever its licences (access_ended says why).
        base = access_from_licences(running_licences(user.account_id, day, unfrozen=True), today=day)
        if user.is_home:
            result = Access(
                access={"home": list(ALL_YEARS)} if base.has_any_licence else {},
                has_home=base.has_home,
                has_any_licence=base.has_any_licence,
                is_home=True,
            )
        else:
            result = base
    if today is None:
        user._access_cache = result
    return result


# Why a signed-in user's access has ended (access_ended), each with its sign-in failure.
DISABLED, FROZEN, EXPIRED = "disabled", "frozen", "expired"


def access_ended(user) -> str | None:
    """None while the user may go on using the site; otherwise why not: disabled (status
    0), frozen (their account) or expired (no licence running, or no account). Asked on
    every request by sessions (AccessEndedMiddleware) and Bearer tokens (BearerAuth), and
    at sign-in, so access stops on the next request. Costs no query beyond user_access's
    while access holds, one more to tell frozen from expired when it does not."""
    if not user.is_active:
        return DISABLED
    if user.is_create:
        return None
    if user.kind == "receiver":  # a receiving secondary's account is free: no licence
        return None
    if user.kind == "parent":  # a parent's reach is their children's schools' switch, read per page
        return None
    if user.account_id is None:
        return EXPIRED
    if user_access(user).has_any_licence:
        return None
    return FROZEN if Account.objects.filter(pk=user.account_id, frozen=True).exists() else EXPIRED
