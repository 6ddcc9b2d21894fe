"""My Account: an account's users, home-learning children, training and purchase
(spec 1 §2 Account pages, §5 user form, §6). The account is the one whose data the
page shows: a school admin's own, or any account on the staff account tabs."""

from apps.access.entitlements import account_access, user_access
from apps.access.rules.content import can_manage_own_account, can_see_trial_actions
from apps.access.rules.roles import is_account_admin, is_staff, is_staff_admin, is_super_staff


def can_manage_account_users(user, account):
    """Edit, delete and bulk-delete an account's users: staff admins on any account, and
    admins of the school with the full programme licence on their own."""
    if account is None:
        return False
    if is_staff_admin(user):
        return True
    return can_manage_own_account(user) and account.pk == user.account_id


def can_view_account_users(user, account):
    """The lists: staff on the account tabs, or the school's managing admin."""
    return account is not None and (is_staff(user) or can_manage_account_users(user, account))


def can_invite_account_users(user, account):
    """The Invite button: staff admins, or admins of members with full PE or BURSTS;
    hidden for accounts synced from the school system unless super staff."""
    if account is None or (account.wonde_id and not is_super_staff(user)):
        return False
    if is_staff_admin(user):
        return True
    access = user_access(user)
    return is_account_admin(user) and account.pk == user.account_id and (access.has_full_pe or access.has_bursts)


def invite_rules_apply(user, account):
    """Personal and generic addresses are refused, except by super staff or on partner accounts."""
    return not is_super_staff(user) and not (account is not None and account.is_partner)


def can_edit_account_user(user, target):
    return target.kind == target.Kind.ACCOUNT and can_manage_account_users(user, target.account)


def can_delete_account_user(user, target):
    """Nobody deletes themself; Delete shows only to admins."""
    return can_edit_account_user(user, target) and target.pk != user.pk


def can_change_admin_level(user, target):
    """Users cannot edit their own admin status."""
    return can_edit_account_user(user, target) and target.pk != user.pk


def can_resend_account_invite(user, target):
    return can_change_admin_level(user, target) and target.status != target.Status.ACTIVE


def can_see_temporary_users(user, account):
    """The Temporary list: staff admins, for accounts synced from the school system."""
    return is_staff_admin(user) and account is not None and bool(account.wonde_id)


def can_manage_home_children(user, account):
    """Home learning children: the account must have home learning."""
    if not can_manage_account_users(user, account):
        return False
    if is_staff(user):
        return account_access(account).has_home
    return user_access(user).has_home


def can_view_home_children(user, account):
    if is_staff(user) and account is not None:
        return account_access(account).has_home
    return can_manage_home_children(user, account)


def can_see_home_passwords(user, account):
    """Home-learning children's passwords (the list, one child, the exports): only those
    who manage the children, the school's admins and staff admins (issue 23); the
    read-only viewer and other staff see the children without them. Every showing is
    recorded (apps.myaccount.children.home_passwords_shown)."""
    return can_manage_home_children(user, account)


def can_view_training(user, account):
    return can_view_account_users(user, account)


def can_edit_training(user, account):
    """Staff add and edit an account's training from the staff account page."""
    return is_staff_admin(user) and account is not None


def can_purchase(user):
    """Purchase: admins of a school (only admins see Purchase and End trial)."""
    return is_account_admin(user)


def can_end_trial(user):
    return can_see_trial_actions(user)
