"""Classes from the MIS (spec 1 §7 wonde/{wondeId}/groups…, §8 class import warnings and
"No classes can be found"; spec 2 §6-§7 Sync Class). The lists are read live from the
partner, so the page loads them with HTMX after it shows (and says so when the partner
fails); importing asks first when the class has warnings."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import redirect, render
from django.utils.http import url_has_allowed_host_and_scheme

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect
from apps.accounts.selectors import bursts_not_approved
from apps.sync import selectors
from apps.sync.services.groups import group_import
from apps.sync.services.wonde import WondeError
from apps.sync.views.staff import sync_account

NO_CLASSES = "No classes can be found"


def _context(request, account, **extra):
    return {"account": account, "can_run": can.can_run_sync(request.user, account), "no_classes": NO_CLASSES,
            "not_approved": "" if account.wonde_bursts_approved else bursts_not_approved(account), **extra}  # fmt: skip


def groups_view(request, wonde_id):
    account = sync_account(request, wonde_id)
    if account is None:
        return dashboard_redirect(request)
    context = _context(request, account, title=f"Classes in the MIS · {account.name}")
    if not request.htmx or context["not_approved"]:
        return render(request, "sync/groups.html", context)
    try:
        context.update(groups=selectors.mis_groups(request.user, account), ready=True)
    except WondeError as error:
        context.update(error=error.message, ready=True)
    return render(request, "sync/groups.html#list", context)


def group_view(request, wonde_id, group_wonde_id):
    """GET: the class as the MIS has it, its warnings and Import (the confirm step).
    POST: import it (or Sync Class again) and go back where the person came from."""
    if request.method == "POST":
        return _import(request, wonde_id, group_wonde_id)
    account = sync_account(request, wonde_id)
    if account is None:
        return dashboard_redirect(request)
    context = _context(request, account, title="Class in the MIS", group_wonde_id=group_wonde_id)
    if not request.htmx or context["not_approved"]:
        return render(request, "sync/group.html", context)
    try:
        group = selectors.mis_group(request.user, account, group_wonde_id)
    except WondeError as error:
        context.update(error=error.message, ready=True)
    else:
        if group is None:
            raise Http404
        context.update(group=group, ready=True)
    return render(request, "sync/group.html#detail", context)


def _import(request, wonde_id, group_wonde_id):
    account = sync_account(request, wonde_id, can.can_run_sync)
    if account is None:
        return dashboard_redirect(request)
    back = request.POST.get("next", "")
    if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}):
        back = ""
    try:
        group, message = group_import(account=account, group_wonde_id=group_wonde_id, acting_user=request.user)
    except ValidationError as error:
        messages.error(request, error.messages[0])
    except WondeError as error:
        messages.error(request, error.message)
    else:
        messages.info(request, message)  # spec 1 §7: the message shows as an info toast
    return redirect(back or "sync_groups", **({} if back else {"wonde_id": account.wonde_id}))
