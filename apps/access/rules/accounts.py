"""Staff's account pages: accounts, licences, exports, user search and staff users
(spec 1 §2, §6)."""

from apps.access.rules.roles import is_own_account, is_staff, is_staff_admin, is_super_staff
from apps.users.models import User


def can_view_accounts(user):
    """The staff accounts list, its filters and exports."""
    return is_staff(user)


def can_manage_accounts(user):
    """Freeze, edit licences: staff admins."""
    return is_staff_admin(user)


def can_view_account(user, account):
    """Staff see every account; a school user their own (a trust admin its child schools)."""
    return account is not None and (is_staff(user) or is_own_account(user, account))


def can_edit_account(user, account):
    """PUT accounts/{id}: an account's own fields (name, status, type, address, places,
    manager, trust, CRM ids) are the provider's records: staff admins."""
    return is_staff_admin(user) and can_view_account(user, account)


def can_see_crm_ids(user):
    """The CRM ids and links of an account are the provider's: staff."""
    return is_staff(user)


def can_open_staff_account_page(user, account):
    """/accounts/{id} and its tabs are staff pages (spec 1 §2)."""
    return is_staff(user) and can_view_account(user, account)


def can_freeze_account(user, account):
    return is_staff_admin(user) and can_view_account(user, account)


def can_edit_licences(user, account):
    """Add, edit and delete licences (spec 1 §2 Membership: staff admin only)."""
    return is_staff_admin(user) and can_view_account(user, account)


def can_edit_licence(user, licence):
    """Only an account's own licence: one inherited from a trust is edited on the trust."""
    return can_edit_licences(user, licence.account)


def can_export_accounts(user):
    return is_staff(user)


def can_export_account(user, account):
    return can_export_accounts(user) and can_view_account(user, account)


def can_search_users(user):
    return is_staff(user)


def account_tabs(user, account, access):
    """The account detail tabs a user may open (spec 1 §2): Membership always, users,
    home with home learning, training with any training, BURSTS tabs with BURSTS and
    the sync partner's BURSTS approval. `access` is account_access(account)."""
    if not can_open_staff_account_page(user, account):
        return []
    tabs = ["membership", "users"]
    if access.has_home:
        tabs.append("home")
    if getattr(account, "total_training", 0):
        tabs.append("training")
    if access.has_bursts and account.wonde_bursts_approved:
        tabs += ["bursts/groups", "bursts/year"]
    return tabs


def can_search_parents(user):
    return is_super_staff(user)


def can_create_staff_users(user):
    return is_staff(user)


def can_invite_staff_users(user):
    return is_staff_admin(user)


def can_edit_staff_user(user, target):
    """Staff admins edit internal staff; a super admin only by another super admin, so
    an admin cannot demote or remove the people above them."""
    return is_staff_admin(user) and target.is_create and (target.admin < User.Admin.SUPER or is_super_staff(user))


def can_delete_staff_user(user, target):
    return can_edit_staff_user(user, target) and target.pk != user.pk


def can_resend_staff_invite(user, target):
    return can_edit_staff_user(user, target) and target.status != target.Status.ACTIVE


def can_change_own_admin_level(user):
    return False
