"""Reads of licences for the Membership tab and the API."""

from django.utils import timezone

from apps.licences.models import YEAR_LABELS, Licence, LicenceType

GROUPS = [("current", "Current"), ("future", "Future"), ("previous", "Previous")]


def account_licence_list(account):
    """An account's own licences and those inherited from its trust (one query);
    inherited ones carry `inherited = True`."""
    ids = [account.pk] + ([account.parent_school_id] if account.parent_school_id else [])
    licences = list(
        Licence.objects.filter(account_id__in=ids).select_related("licence_type", "account").order_by("-start_date")
    )
    for licence in licences:
        licence.inherited = licence.account_id != account.pk
    return licences


def licence_groups(account, today=None):
    """[(key, label, licences)] for Current, Future (start after today) and Previous
    (ended before today)."""
    today = today or timezone.localdate()
    grouped = {key: [] for key, _ in GROUPS}
    for licence in account_licence_list(account):
        grouped[licence.state(today)].append(licence)
    return [(key, label, grouped[key]) for key, label in GROUPS]


def end_date_label(licence_type, renew) -> str:
    """ "Renew Date" when renew is on for a Trial (spec 1 §4), otherwise "End Date". The
    modal's script applies the same rule while the form is edited."""
    return "Renew Date" if licence_type is not None and licence_type.is_trial and renew else "End Date"


def year_labels(years):
    return [YEAR_LABELS[y] for y in sorted(years) if 0 <= y < len(YEAR_LABELS)]


def licence_types():
    return list(LicenceType.objects.all())


def licence_type_data(types):
    """What the modal's script needs per type: duration, status options, custom flags."""
    return {
        str(t.pk): {
            "days": t.duration_days,
            "statuses": t.status_options,
            "customProducts": t.custom_products,
            "customYears": t.custom_years,
            "trial": t.is_trial,
            "bursts": t.has_bursts,
        }
        for t in types
    }
