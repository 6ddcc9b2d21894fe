from django.http import HttpResponseRedirect
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from apps.accounts.selectors import account_id_by_crm, user_access
from apps.core import permissions as can
from apps.core.chrome import PRODUCT_NAMES
from apps.core.decorators import require
from apps.core.redirects import safe_next
from apps.dashboard.selectors import dashboard_extras, dashboard_tiles, guide_videos


def dashboard_view(request):
    access = user_access(request.user)
    if access.is_home:
        return redirect("/home")
    if (zid := request.GET.get("zid")) and can.is_staff(request.user) and (account_id := account_id_by_crm(zid)):
        return redirect(f"/accounts/{account_id}")
    context = {
        "title": "Dashboard",
        "tiles": dashboard_tiles(request.user),
        "guides": guide_videos(request.user),
        **dashboard_extras(request.user),
    }
    return render(request, "dashboard/dashboard.html", context)


@require_POST
def temp_warning_ack(request):
    request.session["temp_warning_seen"] = True
    return HttpResponseRedirect(safe_next(request, request.POST.get("next"), "/"))


def _area(request, title, product=None, text=""):
    context = {"title": title, "product": product, "product_name": PRODUCT_NAMES.get(product), "text": text}
    return render(request, "dashboard/area.html", context)


def bursts_view(request, rest=""):
    access = user_access(request.user)
    if access.is_home:
        return redirect("/home")
    if not access.has_bursts:
        return _area(request, "BURSTS", "bursts", "This account does not have access to BURSTS")
    return _area(request, "BURSTS", "bursts", "Classes, children and active minutes.")


def learning_view(request, rest=""):
    if request.user.is_home:
        return redirect("/home")
    return _area(request, "Learning Hub", "learning", "Courses, community and micro learns.")


def support_view(request, rest=""):
    return _area(request, "Support", None, "Guides and answers to common questions.")


def _staff_elsewhere(request):
    return redirect("/accounts" if can.is_staff(request.user) else user_access(request.user).dashboard_path)


@require(can.can_manage_own_account, otherwise=_staff_elsewhere)
def my_account_view(request, section="users"):
    titles = {"users": "Account Users", "home": "Home Learning", "training": "Training", "purchase": "Purchase"}
    if section == "home" and not can.can_see_home_learning(request.user):
        return redirect("/account/users")
    return _area(request, titles.get(section, "Account"), None, request.user.account.name)
