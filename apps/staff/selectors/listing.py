"""Reads behind the accounts list, its API call and its export (spec 1 §2 Accounts,
§7 GET accounts): the filters' choices and their places, the cards' rows. The filtering
itself is the one filter set of filters.py."""

from collections import defaultdict
from dataclasses import dataclass, field, fields
from datetime import date
from urllib.parse import urlencode

from django.db.models import F, Q, Value, Window
from django.db.models.functions import Concat, RowNumber, Trim
from django.utils import timezone

from apps.access.scoping import licences_for, users_for
from apps.accounts.models import Account, Authority, County, Region
from apps.core.inputs import parse_id
from apps.licences.models import LicenceType
from apps.users.models import User

# Each ends in the pk, so paging can seek from a row (apps/core/paging.py); each has its
# index (Account.Meta).
SORTS = {
    "name": ("name", "pk"),
    "-name": ("-name", "-pk"),
    "status": ("status", "name", "pk"),
    "-status": ("-status", "name", "pk"),
}
PAGING = ("page", "after", "before")
SEARCHED = ("name", "postcode", "city")  # as the trigram index of accounts migration 0011
STATUS_CHOICES = [(str(s.value), Account.status_text_for(s.value)) for s in Account.Status] + [("f", "Frozen")]
FRAMES = [("current", "Current"), ("future", "Future"), ("previous", "Previous")]
WONDE_STATUSES = [s.value for s in Account.WondeStatus]
# An account type as the API spells it (spec 1 §9: Education...), or as the page's boxes
# send it (the stored value), in any case: the stored value.
TYPE_NAMES = {name.lower(): value for value, label in Account.Type.choices for name in (value, label)}
SUGGEST_LIMIT = 10  # spec 1 §9: autocomplete 10 suggestions
PLACES = ("region", "manager", "county", "authority")
PER_PAGE = 24  # two cards per row
CARD_LICENCES = 5


@dataclass
class AccountFilters:
    search: str = ""
    status: list[str] = field(default_factory=list)
    account_type: list[str] = field(default_factory=list)
    licences: list[int] = field(default_factory=list)
    frame: list[str] = field(default_factory=list)
    wonde_pe_status: list[str] = field(default_factory=list)
    wonde_bursts_status: list[str] = field(default_factory=list)
    region_id: int | None = None
    manager_id: int | None = None
    county_id: int | None = None
    authority_id: int | None = None
    sort: str = "name"

    @property
    def panel_count(self):
        """How many boxes of the checkbox groups are ticked: their disclosure opens, and
        says so, when any is, so a filter in force is never hidden."""
        groups = (self.status, self.account_type, self.licences, self.frame, self.wonde_pe_status,
                  self.wonde_bursts_status)  # fmt: skip
        return sum(len(values) for values in groups)

    @property
    def active(self):
        empty = AccountFilters()
        return any(getattr(self, f.name) != getattr(empty, f.name) for f in fields(self) if f.name != "sort")


def filter_query(params) -> str:
    """The query string of the filters and sort, without the page: what the list
    remembers, what its paging links and export carry, and what a background export runs."""
    return urlencode([(k, v) for k in params for v in params.getlist(k) if k not in PAGING])


def place_lookup(user, kind, value):
    """The id behind a place filter: an id (the API's regionId) or the text typed into
    the page's autocomplete, matched exactly (any case) first, then as a substring."""
    if value in (None, ""):
        return None
    if (number := parse_id(value)) is not None:
        return number
    qs = _place_queryset(user, kind)
    text = str(value).strip()
    if kind == "manager":
        # The full name the input shows (place_value), or an email, as older links carry.
        exact = qs.annotate(full_name=FULL_NAME).filter(full_name__iexact=text).values_list("pk", flat=True).first()
        if exact is None:
            exact = qs.filter(email__iexact=text).values_list("pk", flat=True).first()
    else:
        exact = qs.filter(**{f"{_place_field(kind)}__iexact": text}).values_list("pk", flat=True).first()
    return exact if exact is not None else _place_search(user, kind, text).values_list("pk", flat=True).first() or -1


# What a card shows (accounts/list.html): reading only these columns of the four tables
# took the page's 24 rows from 5.1 to 3.3 ms (timed in process on the bench database).
CARD_FIELDS = ("name", "status", "frozen", "account_type", "city", "county__title", "region__name",
               "manager__first_name", "manager__last_name", "manager__email")  # fmt: skip


def account_cards(qs):
    """The list's rows with the places and manager a card names (one query with the page),
    only the columns a card shows."""
    return qs.select_related("region", "county", "manager").only(*CARD_FIELDS)


@dataclass(frozen=True)
class CardLicence:
    title: str
    end_date: date


def card_licences(user, accounts, *, today: date | None = None):
    """Gives each of a page's accounts `current_licences`: at most CARD_LICENCES + 1 (to
    know there are more), soonest ending first, however many an account has. One query of
    three columns: a Prefetch of whole licences cost the page twice this (issue 34)."""
    today = today or timezone.localdate()
    nth = Window(RowNumber(), partition_by=F("account_id"), order_by=(F("end_date").asc(), F("pk").asc()))
    rows = (
        licences_for(user)
        .current(today)
        .filter(account_id__in=[account.pk for account in accounts])
        .annotate(nth=nth)
        .filter(nth__lte=CARD_LICENCES + 1)
        .order_by("account_id", "nth")
        .values_list("account_id", "licence_type__title", "end_date")
    )
    by_account = defaultdict(list)
    for account_id, title, end_date in rows:
        by_account[account_id].append(CardLicence(title, end_date))
    for account in accounts:
        account.current_licences = by_account[account.pk]
    return accounts


def manager_name(user) -> str:
    """A manager as every staff screen and the export name them: full name, else email."""
    return user.name or user.email


# The same in the database (the export's rows, the filter's exact match).
FULL_NAME = Trim(Concat("first_name", Value(" "), "last_name"))


def _place_field(kind):
    return {"region": "name", "county": "title", "authority": "name", "manager": "first_name"}[kind]


def _place_queryset(user, kind):
    if kind == "manager":
        return users_for(user).filter(kind=User.Kind.CREATE)
    return {"region": Region, "county": County, "authority": Authority}[kind].objects.all()


def _place_search(user, kind, text):
    qs = _place_queryset(user, kind)
    if kind == "manager":
        # Every word in a name or the email, so the full name "Stella Staff" matches too.
        for word in text.split():
            qs = qs.filter(Q(first_name__icontains=word) | Q(last_name__icontains=word) | Q(email__icontains=word))
        return qs
    return qs.filter(**{f"{_place_field(kind)}__icontains": text})


def place_label(kind, obj):
    if kind == "manager":
        return manager_name(obj)
    return str(obj)


def place_value(kind, obj):
    """What the filter input holds and sends back: the name the cards show (a manager's
    full name, their email only when they have none; issue 20: one name everywhere). Two
    managers sharing a full name: the filter finds the first; typing the email still finds
    either (place_lookup)."""
    return place_label(kind, obj)


def place_suggestions(user, kind, text, *, limit=SUGGEST_LIMIT):
    """Autocomplete (spec 1 §5): case-insensitive substring match, at most 10."""
    if kind not in PLACES:
        return []
    qs = _place_search(user, kind, (text or "").strip())
    return [{"id": obj.pk, "label": place_label(kind, obj), "value": place_value(kind, obj)} for obj in qs[:limit]]


def place_input_value(user, kind, pk):
    """The input's text for a filter given by id (the API's managerId style), in the form
    the page sends back, so changing another filter keeps this one."""
    if pk is None or pk < 0:
        return ""
    obj = _place_queryset(user, kind).filter(pk=pk).first()
    return place_value(kind, obj) if obj else ""


def filter_options():
    """GET accounts/filters: regions with their managers, counties, authorities."""
    regions = Region.objects.prefetch_related("managers")
    return {
        "regions": [
            {
                "id": r.pk,
                "name": r.name,
                "managers": [{"id": m.pk, "name": manager_name(m)} for m in r.managers.all()],
            }
            for r in regions
        ],
        "counties": [{"id": c.pk, "title": c.title} for c in County.objects.all()],
        "authorities": [{"id": a.pk, "name": a.name} for a in Authority.objects.all()],
    }


def licence_type_choices():
    return list(LicenceType.objects.values_list("pk", "title"))
