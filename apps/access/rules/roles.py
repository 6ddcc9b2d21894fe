"""Who a user is: the named roles every other rule is built from (staff, staff admin,
super staff, school user, school admin, temporary user, PE and BURSTS leads, parent). Levels
and kinds are the user model's named choices, never bare numbers."""

from apps.users.models import User


def is_signed_in(user):
    return bool(getattr(user, "is_authenticated", False))


def is_staff(user):
    """Internal staff of the provider (kind create)."""
    return is_signed_in(user) and user.is_create


def is_staff_admin(user):
    return is_staff(user) and user.admin >= User.Admin.ADMIN


def is_super_staff(user):
    return is_staff(user) and user.admin == User.Admin.SUPER


def is_school_user(user):
    return (
        is_signed_in(user) and not user.is_create and not user.is_home and not is_parent(user) and not is_receiver(user)
    )


def is_parent(user):
    """A parent or carer signed in on the web (issue 31): their own children's page only."""
    return is_signed_in(user) and getattr(user, "kind", None) == User.Kind.PARENT


def is_receiver(user):
    """A secondary school's PE contact who receives PE passports (issue 32): the passports
    sent to them and nothing else of the site (apps/passport)."""
    return is_signed_in(user) and getattr(user, "kind", None) == User.Kind.RECEIVER


def is_account_admin(user):
    return is_school_user(user) and user.admin >= User.Admin.ADMIN


def is_temporary_user(user):
    """A school user who left the school's MIS and waits out their grace (spec 1 §4)."""
    return is_school_user(user) and user.date_end_temp is not None


def is_school_lead(user):
    """The PE lead or the BURSTS lead: named roles a school's admin sets on a user
    (My Account > Users > Edit, PE Lead and BURSTS Lead)."""
    return is_school_user(user) and bool(user.lead_pe or user.lead_bursts)


def sees_whole_school(user):
    """Children's data on a need-to-know basis (issue 23): the school's admins, its PE lead
    and its BURSTS lead see every class and child of the school; a teacher only the classes
    they are connected to; a temporary user none."""
    return (is_account_admin(user) or is_school_lead(user)) and not is_temporary_user(user)


def is_own_account(user, account):
    """The user's own school, or for a trust's admin one of its child schools."""
    if not is_school_user(user) or account is None:
        return False
    if account.pk == user.account_id:
        return True
    return (
        is_account_admin(user) and account.parent_school_id is not None and account.parent_school_id == user.account_id
    )
