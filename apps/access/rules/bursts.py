"""BURSTS: classes, children, contacts and statistics (spec 2 §6, issue 23's need to
know), and orders."""

from apps.access.entitlements import user_access
from apps.access.rules.accounts import can_view_account
from apps.access.rules.roles import (
    is_account_admin,
    is_own_account,
    is_school_user,
    is_staff,
    is_staff_admin,
    is_temporary_user,
)


def can_use_bursts(user):
    """BURSTS pages: staff, and school users whose account has BURSTS."""
    return is_staff(user) or (is_school_user(user) and user_access(user).has_bursts)


def can_open_bursts_account(user, account):
    """A school's BURSTS pages: its own users with BURSTS; staff at /accounts/{id}/bursts."""
    return can_use_bursts(user) and can_view_account(user, account)


def can_see_class_teachers(user):
    """The Teachers list: creators (staff) and admins (spec 2 §2 screen 16)."""
    return is_staff(user) or is_account_admin(user)


def can_edit_class(user, group):
    """Edit, Remove Class and re-invite: class admins (isAdmin) of the school, staff admins."""
    account = group.account
    return (is_staff_admin(user) or (is_account_admin(user) and is_own_account(user, account))) and (
        can_open_bursts_account(user, account)
    )


def can_connect_teachers(user, group):
    """Connect teachers to a class and disconnect those the school's admin connected (issue
    23): the school's admins and staff admins, as for editing the class. A teacher from the
    MIS is disconnected in the MIS only (can_disconnect_teacher)."""
    return can_edit_class(user, group)


def can_disconnect_teacher(user, link):
    """`link` is the GroupTeacher: not one the MIS made."""
    return can_connect_teachers(user, link.group) and not link.from_mis


def can_read_child_log(user, account):
    """The BURSTS access log (who read children's sensitive fields, who exported children):
    the school's admins and staff admins (issue 23)."""
    if account is None:
        return False
    return is_staff_admin(user) or (
        is_account_admin(user) and is_own_account(user, account) and not is_temporary_user(user)
    )


def can_invite_class(user, group):
    return can_edit_class(user, group)


def can_sync_class(user, group):
    """Sync Class (isCdAdmin, spec 2 §6): staff admins, for a class from the school's MIS."""
    return is_staff_admin(user) and bool(group.wonde_id)


def can_add_child(user, account):
    """Any teacher of the school with BURSTS adds and edits children (of the classes they
    reach: scoping); staff admins too. Not a temporary user, who sees no child (issue 23)."""
    if is_staff(user):
        return is_staff_admin(user)
    return can_open_bursts_account(user, account) and user.account_id == account.pk and not is_temporary_user(user)


def can_edit_child(user, student):
    return can_add_child(user, student.account)


def can_delete_child(user, student):
    """Deleting a child removes its activity for good: the school's admins and staff admins
    only (spec 2 §6 leaves it open)."""
    if is_staff(user):
        return is_staff_admin(user)
    return is_account_admin(user) and can_add_child(user, student.account)


def can_invite_contact(user, contact):
    return can_edit_child(user, contact.student)


def can_view_bursts_stats(user):
    """/bursts/stats: the year table across all schools and the accounts table (staff)."""
    return is_staff(user)


def can_manage_orders(user, account):
    """Staff admins mark a membership order paid and turn it into licences."""
    return is_staff_admin(user) and account is not None
