"""The programmes' content: the product menu, products and stages by year, bookmarks,
and the links of the chrome (spec 1 §6, spec 2 §6)."""

from apps.access.entitlements import user_access
from apps.access.rules.roles import is_account_admin, is_school_user, is_signed_in, is_staff


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
