"""The accounts list's one filter set (spec 1 §2 Accounts, §7 GET accounts), django-filter's
FilterSet: the page, its API call, its export and the background export all filter through
it, so a filter means the same everywhere."""

from datetime import date

import django_filters as df
from django import forms
from django.db.models import Exists, OuterRef, Q
from django.http import QueryDict
from django.utils import timezone

from apps.access.scoping import accounts_for
from apps.accounts.models import Account
from apps.core.inputs import parse_id
from apps.core.search import SearchText, search_term
from apps.licences.models import Licence
from apps.staff.selectors.listing import (
    FRAMES,
    PLACES,
    SEARCHED,
    SORTS,
    STATUS_CHOICES,
    TYPE_NAMES,
    AccountFilters,
    place_lookup,
)


class IdsField(forms.Field):
    """Repeated ids (`licences=3&licences=5`); what is not an id is left out."""

    widget = forms.MultipleHiddenInput

    def to_python(self, value):
        return [i for i in map(parse_id, value or []) if i is not None]


class IdsFilter(df.Filter):
    field_class = IdsField


def _frame_q(frame, today):
    return {
        "current": Q(start_date__lte=today, end_date__gte=today),
        "future": Q(start_date__gt=today),
        "previous": Q(end_date__lt=today),
    }[frame]


def _values(params, name):
    """Both `status=30&status=20` and the client's `status[]=30` forms, blanks left out."""
    return [v for v in params.getlist(name) + params.getlist(f"{name}[]") if v != ""]


class AccountFilterSet(df.FilterSet):
    search = df.CharFilter(method="by_search")
    status = df.MultipleChoiceFilter(choices=STATUS_CHOICES, method="by_status")
    accountType = df.MultipleChoiceFilter(choices=Account.Type.choices, field_name="account_type")  # noqa: N815 - the API's name
    # A licence of one of the types and in one of the frames: one licence matching both
    # (filter_queryset), so these two only validate here.
    licences = IdsFilter(method="together")
    frame = df.MultipleChoiceFilter(choices=FRAMES, method="together")
    wondePeStatus = df.MultipleChoiceFilter(choices=Account.WondeStatus.choices, field_name="wonde_pe_status")  # noqa: N815
    wondeBurstsStatus = df.MultipleChoiceFilter(choices=Account.WondeStatus.choices, field_name="wonde_bursts_status")  # noqa: N815
    regionId = df.NumberFilter(field_name="region_id")  # noqa: N815
    managerId = df.NumberFilter(field_name="manager_id")  # noqa: N815
    countyId = df.NumberFilter(field_name="county_id")  # noqa: N815
    authorityId = df.NumberFilter(field_name="authority_id")  # noqa: N815
    sort = df.ChoiceFilter(choices=[(s, s) for s in SORTS], method="together")

    class Meta:
        model = Account
        fields = []

    def __init__(self, params, *, user, today: date | None = None):
        self.today = today or timezone.localdate()
        super().__init__(self.normalised(params, user), queryset=accounts_for(user))
        self.is_valid()  # invalid values were left out by normalised(): this never fails

    @staticmethod
    def normalised(params, user) -> QueryDict:
        """The query as the filters read it: list forms joined, values outside a choice left
        out (the page ignores a stale box rather than failing), account types in either
        spelling, places by id or by the text typed into the page's autocomplete."""
        data = QueryDict(mutable=True)
        data["search"] = (params.get("search") or "").strip()
        valid_status = {v for v, _ in STATUS_CHOICES}
        data.setlist("status", [s for s in _values(params, "status") if s in valid_status])
        data.setlist("accountType", [TYPE_NAMES[t.lower()] for t in _values(params, "accountType")
                                     if t.lower() in TYPE_NAMES])  # fmt: skip
        data.setlist("licences", _values(params, "licences"))
        data.setlist("frame", [f for f in _values(params, "frame") if f in dict(FRAMES)])
        statuses = {s.value for s in Account.WondeStatus}
        for name in ("wondePeStatus", "wondeBurstsStatus"):
            data.setlist(name, [s for s in _values(params, name) if s in statuses])
        for kind in PLACES:
            pk = place_lookup(user, kind, params.get(f"{kind}Id") or params.get(kind))
            if pk is not None:
                data[f"{kind}Id"] = str(pk)
        sort = params.get("sort")
        data["sort"] = sort if sort in SORTS else "name"
        return data

    def by_search(self, qs, name, term):
        # Name, postcode and city through one trigram index on PostgreSQL; the CRM id,
        # URN and id exactly, each through its own index.
        match = Q(search_text__contains=search_term(term)) | Q(zoho_id__iexact=term) | Q(urn__iexact=term)
        if (pk := parse_id(term)) is not None:
            match |= Q(pk=pk)
        return qs.alias(search_text=SearchText(*SEARCHED)).filter(match)

    def by_status(self, qs, name, values):
        numbers = [int(s) for s in values if s != "f"]
        status_q = Q(status__in=numbers) if numbers else Q(pk__in=[])
        if "f" in values:
            status_q |= Q(frozen=True)
        return qs.filter(status_q)

    def together(self, qs, name, value):
        return qs

    def filter_queryset(self, queryset):
        qs = super().filter_queryset(queryset)
        data = self.form.cleaned_data
        types, frames = data.get("licences") or [], data.get("frame") or []
        if types or frames:
            licence_q = Q(account=OuterRef("pk"))
            if types:
                licence_q &= Q(licence_type_id__in=types)
            if frames:
                frame_q = Q()
                for frame in frames:
                    frame_q |= _frame_q(frame, self.today)
                licence_q &= frame_q
            qs = qs.filter(Exists(Licence.objects.filter(licence_q)))
        return qs.order_by(*SORTS[data.get("sort") or "name"])

    @property
    def values(self) -> AccountFilters:
        """The filters in force, as the page shows them (ticked boxes, the sort)."""
        data = self.form.cleaned_data
        return AccountFilters(
            search=data.get("search") or "",
            status=data.get("status") or [],
            account_type=data.get("accountType") or [],
            licences=data.get("licences") or [],
            frame=data.get("frame") or [],
            wonde_pe_status=data.get("wondePeStatus") or [],
            wonde_bursts_status=data.get("wondeBurstsStatus") or [],
            **{f"{kind}_id": _int(data.get(f"{kind}Id")) for kind in PLACES},
            sort=data.get("sort") or "name",
        )


def _int(value):
    return None if value is None else int(value)


def accounts_filtered(user, params, *, today: date | None = None):
    """The accounts `user` reaches that match the query's filters, sorted; no rows fetched."""
    return AccountFilterSet(params, user=user, today=today).qs
