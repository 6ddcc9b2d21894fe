"""Per-school scoping: every query of school data a page or API call makes starts here.
Staff see every school; a school user sees their own account (a trust's admin also its
child schools); a home user only themself; nobody sees another school's rows.

Each selector marks its queryset's query with the rule that scoped it (`access_scope`,
kept through filter/order/slice because Query.clone copies it); the route walker test
(tests/test_scoped_routes.py) fails for any page or call that reads school data from a
queryset without that mark."""

from django.db.models import Q, QuerySet
from django.http import Http404

from apps.access import rules
from apps.accounts.models import Account, AccountEvent
from apps.licences.models import Licence
from apps.parents.models import Parent
from apps.users.models import User


def _mark(qs: QuerySet, scope: str) -> QuerySet:
    qs.query.access_scope = scope
    return qs


def scope_of(qs: QuerySet) -> str | None:
    return getattr(qs.query, "access_scope", None)


def _school_ids(user) -> Q:
    """The accounts a school user reaches: their own, and a trust admin's child schools."""
    if rules.is_account_admin(user):
        return Q(pk=user.account_id) | Q(parent_school_id=user.account_id)
    return Q(pk=user.account_id)


def accounts_for(user) -> QuerySet[Account]:
    if rules.is_staff(user):
        return _mark(Account.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(Account.objects.filter(_school_ids(user)), "school")
    return _mark(Account.objects.none(), "none")


def account_for(user, account_id) -> Account:
    """One account the user may reach (404 otherwise: another school's id reveals nothing)."""
    try:
        return accounts_for(user).get(pk=int(account_id))
    except (Account.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def users_for(user) -> QuerySet[User]:
    """Users: staff all; a school user those of the accounts they reach; a home user themself."""
    if rules.is_staff(user):
        return _mark(User.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        return _mark(User.objects.filter(account__in=accounts_for(user).values("pk")), "school")
    if rules.is_signed_in(user):
        return _mark(User.objects.filter(pk=user.pk), "self")
    return _mark(User.objects.none(), "none")


def licences_for(user) -> QuerySet[Licence]:
    """Licences of the accounts a user reaches, and of their trust (inherited licences)."""
    if rules.is_staff(user):
        return _mark(Licence.objects.all(), "staff")
    if rules.is_school_user(user) and user.account_id:
        reach = accounts_for(user)
        trusts = reach.exclude(parent_school_id=None).values("parent_school_id")
        return _mark(Licence.objects.filter(Q(account__in=reach.values("pk")) | Q(account__in=trusts)), "school")
    return _mark(Licence.objects.none(), "none")


def account_events_for(user) -> QuerySet[AccountEvent]:
    """The audit history: staff only (school users have no page that shows it)."""
    if rules.is_staff(user):
        return _mark(AccountEvent.objects.all(), "staff")
    return _mark(AccountEvent.objects.none(), "none")


def parents_for(user) -> QuerySet[Parent]:
    """Parents of the home app: super staff only (spec 1 §6: parent results only for super staff)."""
    if rules.is_super_staff(user):
        return _mark(Parent.objects.all(), "staff")
    return _mark(Parent.objects.none(), "none")


def own_rows(user, qs: QuerySet, *, field: str = "user") -> QuerySet:
    """Rows a user owns (bookmarks, preferences, tokens): their own and nobody else's."""
    if not rules.is_signed_in(user):
        return _mark(qs.none(), "none")
    return _mark(qs.filter(**{field: user}), "own")
