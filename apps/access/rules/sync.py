"""The MIS sync pages (spec 1 §2 Sync, §6)."""

from apps.access.rules.roles import is_account_admin, is_own_account, is_school_user, is_staff, is_staff_admin


def can_view_sync(user, account):
    """A synced account's MIS sync (employees, approvals, reports): staff, and the
    school's own admins (spec 1 §6: Sync Users shows for synced accounts)."""
    return (
        account is not None
        and account.has_wonde
        and (is_staff(user) or (is_account_admin(user) and is_own_account(user, account)))
    )


def can_run_sync(user, account):
    """Sync now, invite employees, sync all: staff admins and the school's own admins."""
    return can_view_sync(user, account) and (is_staff_admin(user) or is_school_user(user))


def can_request_wonde_access(user, account):
    """Asking the school for access on the partner is the provider's job: staff admins."""
    return can_view_sync(user, account) and is_staff_admin(user)


def is_partner_user(user):
    """A school user of a partner account (spec 1 §6)."""
    account = getattr(user, "account", None) if is_school_user(user) else None
    return account is not None and account.is_partner_account
