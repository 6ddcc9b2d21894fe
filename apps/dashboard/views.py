from django.contrib import messages
from django.http import HttpResponseRedirect
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.accounts.selectors import account_id_by_crm
from apps.core.redirects import safe_next
from apps.dashboard.selectors import dashboard_extras, dashboard_tiles, guide_videos

# Not a spec text (spec 1 §8: "account-lookup failures: handling not shown").
ACCOUNT_NOT_FOUND = "Account not found"


def dashboard_view(request):
    access = user_access(request.user)
    if access.is_home:
        return redirect("programme", product="home")
    zid = (request.GET.get("zid") or "").strip()
    if zid and can.is_staff(request.user):
        account_id = account_id_by_crm(request.user, zid)
        if account_id:
            return redirect("account", account_id=account_id)
        messages.error(request, ACCOUNT_NOT_FOUND)  # issue 20: say so, not a silent dashboard
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
