"""What every My Account page shares: which account it shows (the admin's own, or the
one on a staff account tab), where a refused user goes, and how a modal answers."""

from django.contrib import messages
from django.shortcuts import redirect

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.access.scoping import account_for
from apps.myaccount.selectors.panels import section_url  # noqa: F401 (the views' name for it)


def elsewhere(request):
    """Staff go to /accounts and everyone else to their dashboard (spec 1 §2)."""
    return redirect("accounts" if can.is_staff(request.user) else user_access(request.user).dashboard_path)


def account_in_scope(request, account_id):
    return account_for(request.user, account_id)


def toast(request, message):
    if message:
        messages.success(request, message)
