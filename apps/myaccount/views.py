"""My Account (/account/*): admins of a school with the full programme licence; staff
are sent to /accounts and everyone else to their dashboard (spec 1 §2). The My Account
issue fills the pages in."""

from django.shortcuts import redirect

from apps.access import rules as can
from apps.access.decorators import require
from apps.access.entitlements import user_access
from apps.core.pages import area_page

TITLES = {"users": "Account Users", "home": "Home Learning", "training": "Training", "purchase": "Purchase"}


def _staff_elsewhere(request):
    return redirect("accounts" if can.is_staff(request.user) else user_access(request.user).dashboard_path)


@require(can.can_manage_own_account, otherwise=_staff_elsewhere)
def my_account_view(request, section="users"):
    if section == "home" and not can.can_see_home_learning(request.user):
        return redirect("my_account", section="users")
    return area_page(request, TITLES.get(section, "Account"), None, request.user.account.name)
