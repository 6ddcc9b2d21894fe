"""Reads of licences for the Membership tab and the API."""

from django.db.models import Count, Window
from django.utils import timezone

from apps.access.entitlements import account_licences
from apps.access.scoping import licences_for
from apps.licences.models import LicenceType

GROUPS = [("current", "Current"), ("future", "Future"), ("previous", "Previous")]


def account_licence_list(user, account):
    """An account's own licences and those inherited from its trust, as far as `user` may
    see them; inherited ones carry `inherited = True`. Their types come in a second query,
    one object per type (a join built, and decoded the JSON of, one type object per
    licence: most of the list's time for an account of 500 licences, issue 34)."""
    rows = account_licences(account.pk, base=licences_for(user)).select_related(None).prefetch_related("licence_type")
    licences = list(rows.order_by("-start_date"))
    for licence in licences:
        licence.inherited = licence.account_id != account.pk
    return licences


PREVIOUS_SHOWN = 20
SHOWN = PREVIOUS_SHOWN  # a page lists at most this many of each group, with a link to all


def licence_groups(user, account, today=None, *, show_all=()):
    """[(key, label, licences, hidden)] for Current, Future (start after today) and Previous
    (ended before today), each latest first. A group lists at most SHOWN licences unless
    its key is in `show_all`, and `hidden` says how many more there are. Previous licences
    only grow with an account's age: only those listed are read (their total counted by the
    same query). `current` holds every current licence whatever is listed (the account's
    access is made of them). An inherited licence's `account` is the trust (the account's
    parent school), not a join per row."""
    today = today or timezone.localdate()
    qs = account_licences(account.pk, base=licences_for(user)).order_by("-start_date", "-pk")
    live = list(qs.filter(end_date__gte=today))
    previous = qs.filter(end_date__lt=today)
    if "previous" in show_all:
        previous = list(previous)
        total = len(previous)
    else:
        previous = list(previous.annotate(total=Window(Count("pk")))[:SHOWN])
        total = previous[0].total if previous else 0
    grouped = {key: [] for key, _ in GROUPS}
    for licence in live + previous:
        licence.inherited = licence.account_id != account.pk
        if licence.inherited:
            licence.account = account.parent_school
        grouped[licence.state(today)].append(licence)
    current = grouped["current"]
    hidden = {key: 0 for key, _ in GROUPS}
    hidden["previous"] = total - len(previous)
    for key in ("current", "future"):
        if key not in show_all and len(grouped[key]) > SHOWN:
            hidden[key] = len(grouped[key]) - SHOWN
            grouped[key] = grouped[key][:SHOWN]
    return LicenceGroups([(key, label, grouped[key], hidden[key]) for key, label in GROUPS], current)


class LicenceGroups(list):
    """The groups as a list of tuples (what the template loops over), with `current`:
    every current licence, listed or not."""

    def __init__(self, groups, current):
        super().__init__(groups)
        self.current = current


def end_date_label(licence_type, renew) -> str:
    """ "Renew Date" when renew is on for a Trial (spec 1 §4), otherwise "End Date". The
    modal's script applies the same rule while the form is edited."""
    return "Renew Date" if licence_type is not None and licence_type.is_trial and renew else "End Date"


def licence_types():
    return list(LicenceType.objects.all())
