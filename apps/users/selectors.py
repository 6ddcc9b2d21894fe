"""Reads of users shared by the staff pages."""

from apps.access.scoping import users_for
from apps.users.models import User

PENDING = (User.Status.INVITED, User.Status.REGISTERING)


def user_lists(users) -> dict[str, list[User]]:
    """Active, Invited (pending) and Temporary users (spec 1 §4 "Lists: active, pending
    (invited), temp"): a temporary user is an active one with a removal date, and is
    listed only as Temporary."""
    lists = {"active": [], "invited": [], "temporary": []}
    for user in users:
        if user.status in PENDING:
            lists["invited"].append(user)
        elif user.status == User.Status.ACTIVE:
            lists["temporary" if user.date_end_temp else "active"].append(user)
    return lists


def staff_users(user) -> list[User]:
    """The internal staff users of /create, by name."""
    return list(users_for(user).filter(kind=User.Kind.CREATE).order_by("first_name", "last_name", "email"))


def account_user_lists(user, account) -> dict[str, list[User]]:
    """An account's Users tab: its school users (not home learners) in user_lists' groups, by name."""
    return user_lists(
        users_for(user).filter(account=account).exclude(kind=User.Kind.HOME).order_by("first_name", "last_name")
    )


def account_home_user_count(user, account) -> int:
    return users_for(user).filter(account=account).filter(kind=User.Kind.HOME).count()
