"""Reads of licences for the Membership tab and the API."""

from django.utils import timezone

from apps.access.entitlements import account_licences
from apps.access.scoping import licences_for
from apps.licences.models import LicenceType

GROUPS = [("current", "Current"), ("future", "Future"), ("previous", "Previous")]


def account_licence_list(user, account):
    """An account's own licences and those inherited from its trust (one query), as far
    as `user` may see them; inherited ones carry `inherited = True`."""
    qs = account_licences(account.pk, base=licences_for(user)).select_related("account").order_by("-start_date")
    licences = list(qs)
    for licence in licences:
        licence.inherited = licence.account_id != account.pk
    return licences


PREVIOUS_SHOWN = 20


def licence_groups(user, account, today=None, *, all_previous=False):
    """[(key, label, licences, hidden)] for Current, Future (start after today) and Previous
    (ended before today). Previous licences only grow: unless `all_previous`, the latest
    PREVIOUS_SHOWN of them are listed and `hidden` says how many more there are."""
    today = today or timezone.localdate()
    grouped = {key: [] for key, _ in GROUPS}
    for licence in account_licence_list(user, account):
        grouped[licence.state(today)].append(licence)
    hidden = {key: 0 for key, _ in GROUPS}
    if not all_previous and len(grouped["previous"]) > PREVIOUS_SHOWN:
        hidden["previous"] = len(grouped["previous"]) - PREVIOUS_SHOWN
        grouped["previous"] = grouped["previous"][:PREVIOUS_SHOWN]
    return [(key, label, grouped[key], hidden[key]) for key, label in GROUPS]


def end_date_label(licence_type, renew) -> str:
    """ "Renew Date" when renew is on for a Trial (spec 1 §4), otherwise "End Date". The
    modal's script applies the same rule while the form is edited."""
    return "Renew Date" if licence_type is not None and licence_type.is_trial and renew else "End Date"


def licence_types():
    return list(LicenceType.objects.all())
