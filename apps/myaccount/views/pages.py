"""My Account's pages (/account/*): admins of a school with the full programme licence;
staff are sent to /accounts and everyone else to their dashboard (spec 1 §2)."""

from django.shortcuts import redirect, render

from apps.access import rules as can
from apps.access.decorators import require
from apps.myaccount.selectors import own_account
from apps.myaccount.selectors.panels import home_panel, training_panel, users_panel
from apps.myaccount.services.membership import trial_status
from apps.myaccount.views.common import elsewhere
from apps.myaccount.views.membership import purchase_view

TITLES = {"users": "Account Users", "home": "Home Learning", "training": "Training", "purchase": "Purchase"}


def my_account_view(request, section="users"):
    """/account/purchase is for any school admin (a trial's too); the others need the full licence."""
    if section == "purchase":
        return purchase_view(request)
    return managed_view(request, section)


@require(can.can_manage_own_account, otherwise=elsewhere)
def managed_view(request, section):
    if section == "home" and not can.can_see_home_learning(request.user):
        return redirect("my_account", section="users")
    account = own_account(request.user)
    trial_box = trial_status(request.user)
    if section == "users":
        bulk = request.GET.get("bulk") == "1"
        context = {"title": TITLES["users"], "trial_box": trial_box, **users_panel(request, account, bulk=bulk)}
        return render(request, "myaccount/users/page.html", context)
    if section == "training":
        context = {"title": TITLES["training"], "trial_box": trial_box, **training_panel(request.user, account)}
        return render(request, "myaccount/training/page.html", context)
    if section == "home":
        context = {"title": TITLES["home"], "trial_box": trial_box, **home_panel(request, account)}
        return render(request, "myaccount/home/page.html", context)
    return redirect("my_account", section="users")
