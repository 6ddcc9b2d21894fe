"""Named permission rules (spec 1 §6, spec 2 §6). Views, the API, templates (through
the chrome context) and tests all ask these; nothing else decides who may do what.
Rules about an object look at that object."""

from apps.access.entitlements import user_access


def is_signed_in(user):
    return bool(getattr(user, "is_authenticated", False))


def is_staff(user):
    """Internal staff of the provider (kind create)."""
    return is_signed_in(user) and user.is_create


def is_staff_admin(user):
    return is_staff(user) and user.admin > 0


def is_super_staff(user):
    return is_staff(user) and user.admin == 2


def is_school_user(user):
    return is_signed_in(user) and not user.is_create and not user.is_home


def is_account_admin(user):
    return is_school_user(user) and user.admin > 0


def is_own_account(user, account):
    """The user's own school, or for a trust's admin one of its child schools."""
    if not is_school_user(user) or account is None:
        return False
    if account.pk == user.account_id:
        return True
    return (
        is_account_admin(user) and account.parent_school_id is not None and account.parent_school_id == user.account_id
    )


def can_view_accounts(user):
    """The staff accounts list, its filters and exports."""
    return is_staff(user)


def can_manage_accounts(user):
    """Freeze, edit licences: staff admins."""
    return is_staff_admin(user)


def can_view_account(user, account):
    """Staff see every account; a school user their own (a trust admin its child schools)."""
    return account is not None and (is_staff(user) or is_own_account(user, account))


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
    if access.has_bursts and account.wonde_bursts_status == "approved":
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
    return is_staff_admin(user) and target.is_create and (target.admin < 2 or is_super_staff(user))


def can_delete_staff_user(user, target):
    return can_edit_staff_user(user, target) and target.pk != user.pk


def can_resend_staff_invite(user, target):
    return can_edit_staff_user(user, target) and target.status != target.Status.ACTIVE


def can_change_own_admin_level(user):
    return False


def can_manage_own_account(user):
    """My Account: admins of a school with the full programme licence."""
    return is_account_admin(user) and user_access(user).has_full_pe


def can_see_bursts_link(user):
    return is_school_user(user) or is_staff(user)


def can_see_learning_link(user):
    return is_school_user(user) or is_staff(user)


def can_see_home_learning(user):
    return can_manage_own_account(user) and user_access(user).has_home


def can_see_trial_actions(user):
    """Purchase and End trial: only admins of an account on a trial."""
    return is_account_admin(user) and bool(user_access(user).trial)


def can_open_product_menu(user):
    """The brand button opens the product menu for users with core access."""
    access = user_access(user)
    return access.is_create or access.has("pe")


def can_open_product(user, product, year=None):
    return user_access(user).can_open(product, year)


def can_open_any_product(user, products):
    return any(can_open_product(user, p) for p in products)


def can_open_stage_of(user, stage):
    """A home or foundations stage object (its programme and key-stage years)."""
    return can_open_stage(user, stage.programme.slug, stage.years)


def can_open_stage(user, product, years):
    """A home or foundations stage opens when the user's years for the product include one
    of the stage's key-stage years (spec 2 §9: foundations themes [0]; home themes [0, 1, 2],
    funs [3, 4, 5, 6]); a stage without years follows the product."""
    access = user_access(user)
    if not years:
        return access.can_open(product)
    return any(access.can_open(product, year) for year in years)


def can_use_bookmarks(user):
    """The header's Bookmarks menu: school users and staff (home users' header has only Home Learning)."""
    return is_signed_in(user) and not user.is_home


def can_delete_bookmark(user, bookmark):
    return can_use_bookmarks(user) and bookmark.user_id == user.pk
