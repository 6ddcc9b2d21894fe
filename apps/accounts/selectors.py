"""Reads of accounts, each through the access layer's scoping."""

from django.shortcuts import get_object_or_404

from apps.access.scoping import account_events_for, accounts_for
from apps.accounts.models import Account, AccountEvent

ACCOUNT_JOINS = ("region", "county", "authority", "manager", "parent_school")


def account_get(user, account_id) -> Account:
    """One account the user may reach, with what its intro and the API's answer show,
    joined (404 if none, or if it is another school's)."""
    return get_object_or_404(accounts_for(user).select_related(*ACCOUNT_JOINS), pk=account_id)


def account_id_by_crm(user, zid: str) -> int | None:
    """The account with this CRM (Zoho) id, for the dashboard's ?zid= and accounts/zoho/{zid}."""
    return accounts_for(user).filter(zoho_id=zid).values_list("pk", flat=True).first() if zid else None


def account_events(user, account, *, limit=20) -> list[AccountEvent]:
    """The latest changes on an account with who made them (the Membership tab's history)."""
    return list(account_events_for(user).filter(account=account).select_related("actor")[:limit])
