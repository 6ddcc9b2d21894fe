"""Reads for My Account (spec 1 §2 Account pages): an account's users (each list's count
and a page of it), its home-learning children, training and orders. Every read starts
from the access layer's scoping selectors."""

from django.db.models import Count, Q

from apps.access.scoping import account_for, users_for
from apps.core.paging import page_rows
from apps.users.models import User
from apps.users.selectors import PENDING

USER_FILTERS = {"active": "Active", "invited": "Invited", "temporary": "Temporary"}


def own_account(user):
    """The signed-in school user's own account, through the scope."""
    return account_for(user, user.account_id)


def account_school_users(user, account):
    """The account's school users (not home learners), by name."""
    return users_for(user).filter(account=account, kind=User.Kind.ACCOUNT).order_by("first_name", "last_name", "email")


USER_LIST_ORDER = ("first_name", "last_name", "email", "pk")


def _user_list_q(key) -> Q:
    """Spec 1 §4's lists: Invited are pending; an active user with a removal date is
    Temporary (and only Temporary); the rest of the active users are Active."""
    if key == "invited":
        return Q(status__in=PENDING)
    return Q(status=User.Status.ACTIVE, date_end_temp__isnull=key == "active")


def user_list_counts(user, account, keys) -> dict[str, int]:
    """The size of each named list (the whole list, not a page), in one query."""
    return account_school_users(user, account).aggregate(**{key: Count("pk", filter=_user_list_q(key)) for key in keys})


def user_list_rows(user, account, key, *, start, per_page, total) -> list[User]:
    """One page of a list, by name (counted from the nearer end, so the last page costs
    what the first does)."""
    qs = account_school_users(user, account).filter(_user_list_q(key)).order_by(*USER_LIST_ORDER)
    return page_rows(qs, start, per_page, total)


def account_users_by_ids(user, account, ids) -> list[User]:
    return list(account_school_users(user, account).filter(pk__in=ids))


def account_users_filtered(user, account, *, kind=User.Kind.ACCOUNT, filter="active"):
    """The API's lists (spec 1 §7 GET users): school users active (not temporary), pending
    (invited) or temp; home children active (signed in at least once) or pending (not yet)."""
    qs = users_for(user).filter(account=account, kind=kind).order_by("first_name", "last_name", "pk")
    if kind == User.Kind.HOME:
        return qs.filter(total_logins__gt=0) if filter == "active" else qs.filter(total_logins=0)
    if filter == "pending":
        return qs.filter(status__in=(User.Status.INVITED, User.Status.REGISTERING))
    qs = qs.filter(status=User.Status.ACTIVE)
    return qs.filter(date_end_temp__isnull=filter == "active")


HOME_FILTERS = {"active": "Active", "inactive": "Inactive"}


def home_children(user, account, filter="active"):
    """Active children have signed in at least once; Inactive ones not yet."""
    qs = users_for(user).filter(account=account, kind=User.Kind.HOME)
    return qs.filter(total_logins__gt=0) if filter == "active" else qs.filter(total_logins=0)


def home_counts(user, account) -> dict[str, int]:
    counts = (
        users_for(user)
        .filter(account=account, kind=User.Kind.HOME)
        .aggregate(active=Count("pk", filter=Q(total_logins__gt=0)), inactive=Count("pk", filter=Q(total_logins=0)))
    )
    return counts


def account_orders(user, account):
    """The account's membership orders; none read when its page's query found it has none
    (`has_orders`, staff account page)."""
    from apps.access.scoping import orders_for

    if getattr(account, "has_orders", True) is False:
        return []

    return list(orders_for(user).filter(account=account).select_related("placed_by"))
