"""Per-user staff preferences: the accounts list filters and the last user search."""

from apps.access.scoping import own_rows
from apps.accounts.models import StaffPreference

FIELDS = ("account_filters", "user_search")


def preference_get(user, name: str) -> str:
    assert name in FIELDS
    return own_rows(user, StaffPreference.objects).values_list(name, flat=True).first() or ""


def preference_set(*, user, name: str, value: str) -> None:
    assert name in FIELDS
    StaffPreference.objects.update_or_create(user=user, defaults={name: value[:2000]})
