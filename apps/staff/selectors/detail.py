"""Reads behind the staff account page (spec 1 §2 Accounts > account): the account with
what its intro and tabs need counted in the same query, its child schools only when it
has any, and the referrals it made and received in one query."""

from django.db.models import Count, Exists, IntegerField, OuterRef, Q, Subquery
from django.db.models.functions import Coalesce
from django.shortcuts import get_object_or_404

from apps.access.scoping import accounts_for, orders_for, referrals_for, training_for
from apps.accounts.models import Account
from apps.accounts.selectors import ACCOUNT_JOINS


def account_page_get(user, account_id, *, membership=False) -> Account:
    """The account (404 if the user may not reach it) with `total_training` (the Training
    tab shows when non-zero) and `has_child_schools`; for the Membership tab also whether
    it has any orders or referrals (made or naming it), which the tab then reads only for
    the few accounts that have them. One query."""
    training = training_for(user).filter(account=OuterRef("pk")).order_by().values("account").annotate(n=Count("pk"))
    counts = {
        "total_training": Coalesce(Subquery(training.values("n"), output_field=IntegerField()), 0),
        "has_child_schools": Exists(Account.objects.filter(parent_school=OuterRef("pk"))),
    }
    if membership:
        referrals = referrals_for(user).filter(Q(account=OuterRef("pk")) | Q(referred_account=OuterRef("pk")))
        orders = orders_for(user).filter(account=OuterRef("pk"))
        counts.update(has_orders=Exists(orders), has_referrals=Exists(referrals))
    return get_object_or_404(accounts_for(user).select_related(*ACCOUNT_JOINS).annotate(**counts), pk=account_id)


def child_schools(account) -> list[Account]:
    """A trust's schools, by name (no query for an account that is not a trust)."""
    if getattr(account, "has_child_schools", True) is False:
        return []
    return list(account.child_schools.only("pk", "name"))


def referrals_both_ways(user, account) -> tuple[list, list]:
    """(referrals the account made, newest first; referrals naming it from accounts the
    user reaches): the two lists of the Membership tab's Referrals, in one query (none
    when account_page_get found the account has none)."""
    if getattr(account, "has_referrals", True) is False:
        return [], []
    visible = accounts_for(user).values("pk")
    rows = referrals_for(user).filter(Q(account=account) | Q(referred_account=account, account__in=visible))
    made, received = [], []
    for referral in rows.select_related("referred_account", "referred_by", "account"):
        if referral.account_id == account.pk:
            made.append(referral)
        # Any other row came through the second branch, so its account is one the user reaches.
        if referral.referred_account_id == account.pk:
            received.append(referral)
    return made, received
