"""Reads for My Account (spec 1 §2 Account pages): an account's users in their lists with
what the acting user may do with each, its home-learning children, training and orders.
Every read starts from the access layer's scoping selectors."""

from apps.access import rules as can
from apps.access.scoping import account_for, users_for
from apps.users.models import User
from apps.users.selectors import user_lists

USER_FILTERS = {"active": "Active", "invited": "Invited", "temporary": "Temporary"}


def own_account(user):
    """The signed-in school user's own account, through the scope."""
    return account_for(user, user.account_id)


def account_school_users(user, account):
    """The account's school users (not home learners), by name."""
    return users_for(user).filter(account=account, kind=User.Kind.ACCOUNT).order_by("first_name", "last_name", "email")


def users_panel(user, account, *, bulk=False) -> dict:
    """What the Users page (and the staff Users tab) shows: the lists, each card with the
    actions the named rules allow, and the page's buttons."""
    users = list(account_school_users(user, account))
    for target in users:
        target.account = account  # the rules look at it: one account, not a query per card
        target.can_edit = can.can_edit_account_user(user, target)
        target.can_delete = can.can_delete_account_user(user, target)
        target.can_resend = can.can_resend_account_invite(user, target)
        target.can_faux = can.can_impersonate(user, target)
    lists = user_lists(users)
    shown = ["active", "invited"] + (["temporary"] if can.can_see_temporary_users(user, account) else [])
    can_manage = can.can_manage_account_users(user, account)
    return {
        "account": account,
        "user_lists": [(key, USER_FILTERS[key], lists[key]) for key in shown],
        "user_total": sum(len(lists[key]) for key in shown),
        "can_manage_users": can_manage,
        "can_invite": can.can_invite_account_users(user, account),
        "bulk": bulk and can_manage,
        "can_faux": can.is_super_staff(user),
    }


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
    from django.db.models import Count, Q

    counts = (
        users_for(user)
        .filter(account=account, kind=User.Kind.HOME)
        .aggregate(active=Count("pk", filter=Q(total_logins__gt=0)), inactive=Count("pk", filter=Q(total_logins=0)))
    )
    return counts


def account_orders(user, account):
    from apps.access.scoping import orders_for

    return list(orders_for(user).filter(account=account).select_related("placed_by"))
