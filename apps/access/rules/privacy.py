"""Children's data rights and retention (issue 24)."""

from apps.access.rules.bursts import can_delete_child
from apps.access.rules.roles import is_account_admin, is_own_account, is_staff, is_staff_admin


def can_export_child(user, student):
    """A copy of everything held about one child (the school answering a request for it):
    who may delete the child, the school's admins and staff admins."""
    return can_delete_child(user, student)


def can_erase_child(user, student):
    """Erasing a child (and the home-learning user the school says is the same child)."""
    return can_delete_child(user, student)


def can_view_retention(user, account):
    """A school's retention period and its erasures: the school's admins and staff."""
    if account is None:
        return False
    return is_staff(user) or (is_account_admin(user) and is_own_account(user, account))


def can_set_retention(user, account):
    """Changing a school's retention period: the school's admins and staff admins."""
    return can_view_retention(user, account) and (is_staff_admin(user) or is_account_admin(user))


def can_read_retention_runs(user):
    """The retention job's reports, every school: staff."""
    return is_staff(user)
