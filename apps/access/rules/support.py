"""Support pages, the Learning Hub and its bridges (forum, courses)."""

from apps.access.entitlements import user_access
from apps.access.rules.content import can_see_learning_link
from apps.access.rules.roles import is_school_user, is_signed_in, is_staff
from apps.access.rules.sync import is_partner_user


def _support_audience_allows(user, audience):
    if not audience:
        return True
    if audience == "partner":
        return is_staff(user) or is_partner_user(user)
    if audience == "bursts":
        return user_access(user).has_bursts
    return user_access(user).can_open(audience)


def can_open_support_page(user, page):
    """Spec 1 §6: partner accounts and internal staff see the partner support page;
    BURSTS pages need BURSTS access; product-tied pages need that product. A page in a
    folder also needs what its folder needs."""
    if not is_signed_in(user):
        return False
    while page is not None:
        if not _support_audience_allows(user, page.product):
            return False
        page = page.parent if page.parent_id else None
    return True


def can_see_support_navigation(user):
    """The support area's folder navigation is hidden for home users (spec 1 §2)."""
    return is_signed_in(user) and not user.is_home


def can_open_learning_hub(user):
    """The Learning Hub and Micro Learns: school users and staff (home users go home)."""
    return can_see_learning_link(user)


def can_use_forum(user):
    """The community forum and the online courses are for school staff and internal
    staff, not home-learning children."""
    return is_school_user(user) or is_staff(user)


def can_use_courses(user):
    return can_use_forum(user)
