"""Scoping of the PE and sport premium return (issue 32): a school's ledger, text and
public page key are the school's admins' and PE lead's (a trust's admin its child
schools' too), to view, change, delete and export; nobody else's, internal staff's
included (the return is the school's to publish). The public page reads no user's scope:
tests/scope_probe.py names its one read (apps.premium.selectors.public)."""

from django.db.models import QuerySet

from apps.access import rules
from apps.access.scoping import _mark, accounts_for
from apps.core.scoping import register
from apps.premium.models import PremiumLine, PremiumYear, PublicPage


def keeps_premium(user) -> bool:
    """The school's admins and its PE lead (not a temporary user)."""
    return rules.sees_whole_school(user) and (rules.is_account_admin(user) or bool(user.lead_pe))


def _premium_rule(qs: QuerySet, user, action: str) -> QuerySet:
    if not (keeps_premium(user) and user.account_id):
        return _mark(qs.none(), "none")
    return _mark(qs.filter(account__in=accounts_for(user).values("pk")), "school")


def register_rules():
    """Called once when the access app starts (apps/access/apps.py)."""
    for model in (PremiumYear, PremiumLine, PublicPage):
        register(model, _premium_rule)
