"""Reads of users shared by the staff pages."""

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
