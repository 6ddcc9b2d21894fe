"""The MIS sync pages (spec 1 §2 Sync Users, §4, §6, §8): a synced school's sync page
(approvals, Sync now with its progress and reports, the Temporary list with Remove now
and Keep per leaver) and its employees as cards, 24 a page, with invite one and sync
all. Staff reach it from the account page, the school's admins from their users page.
Thin: rule, service, render."""

from django.contrib import messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect
from apps.access.scoping import account_by_wonde_id
from apps.sync import selectors
from apps.sync.models import SyncRun
from apps.sync.services import constants as c
from apps.sync.services.approvals import PRODUCTS, wonde_access_request
from apps.sync.services.employees import employee_invite, employees_invite_all
from apps.sync.services.manual import sync_manual_start
from apps.sync.services.runs import SyncBusy, sync_run_apply
from apps.sync.services.temporary import temp_user_keep, temp_user_remove_now
from apps.sync.services.wonde import WondeError


def sync_account(request, wonde_id, rule=can.can_view_sync):
    account = account_by_wonde_id(request.user, wonde_id)
    return account if rule(request.user, account) else None


def _employees_context(request, account):
    page, cards = selectors.employees_page(request.user, account, request.GET.get("page"))
    return {"account": account, "page": page, "cards": cards, "no_employees": c.NO_EMPLOYEES,
            "can_run": can.can_run_sync(request.user, account), "held": selectors.held_run(request.user, account),
            "held_banner": c.HELD_BANNER}  # fmt: skip


def _school_context(request, account, **extra):
    runs = selectors.sync_runs(request.user, account)
    return {
        **_employees_context(request, account),
        "title": f"MIS sync · {account.name}",
        "runs": runs,
        "current": next((r for r in runs if r.active), None),
        "temporary": selectors.temporary_users(request.user, account),
        "can_request": can.can_request_wonde_access(request.user, account),
        "products": PRODUCTS,
        "back": reverse("account", args=[account.pk]) if can.is_staff(request.user) else "/",
        **extra,
    }


def sync_view(request, wonde_id):
    """GET: the sync page. POST: Remove now or Keep for one user of the Temporary list."""
    if request.method == "POST":
        return _temporary_action(request, wonde_id)
    account = sync_account(request, wonde_id)
    if account is None:
        return dashboard_redirect(request)
    return render(request, "sync/school.html", _school_context(request, account))


LEAVER_ACTIONS = {"remove": temp_user_remove_now, "keep": temp_user_keep}


def _temporary_action(request, wonde_id):
    """action=remove asks first (the confirm step, inline) and removes once confirm=1
    comes back; action=keep approves the user as non-sync. The same rule as Sync now:
    staff admins and the school's own admins."""
    account = sync_account(request, wonde_id, can.can_run_sync)
    if account is None:
        return dashboard_redirect(request)
    action = request.POST.get("action")
    target = selectors.temporary_user_get(request.user, account, request.POST.get("user"))
    if action not in LEAVER_ACTIONS or target is None:
        messages.error(request, c.NOT_TEMPORARY)
        return _temporary_answer(request, account)
    if action == "remove" and request.POST.get("confirm") != "1":
        return _temporary_answer(request, account, confirm=target)
    name = target.name or target.email
    try:
        LEAVER_ACTIONS[action](account=account, user=target, acting_user=request.user)
    except ValidationError as error:
        messages.error(request, error.messages[0])
    except PermissionDenied as error:
        messages.error(request, str(error) or c.NOT_TEMPORARY)
    else:
        messages.success(request, (c.REMOVED_NOW if action == "remove" else c.KEPT).format(name=name))
    return _temporary_answer(request, account, changed=True)


def _temporary_answer(request, account, *, confirm=None, changed=False):
    """HTMX: the Temporary list again (with the reports, swapped out of band, after a
    change). Otherwise the page: with the confirm step, or back to it after the action."""
    asking = {}
    if confirm is not None:
        asking = {"confirm": confirm, "confirm_text": c.REMOVE_CONFIRM.format(name=confirm.name or confirm.email)}
    if request.htmx:
        context = {"account": account, "can_run": True, "reports_oob": changed, **asking,
                   "temporary": selectors.temporary_users(request.user, account),
                   "runs": selectors.sync_runs(request.user, account) if changed else []}  # fmt: skip
        return render(request, "sync/school.html#temporary", context)
    if confirm is not None:
        return render(request, "sync/school.html", _school_context(request, account, **asking))
    return redirect("sync_school", wonde_id=account.wonde_id)


def employees_view(request, wonde_id):
    """GET: the cards (a partial for HTMX paging). POST: sync all."""
    if request.method == "POST":
        account = sync_account(request, wonde_id, can.can_run_sync)
        if account is None:
            return dashboard_redirect(request)
        messages.info(request, employees_invite_all(account=account, acting_user=request.user))
        return redirect("sync_school", wonde_id=account.wonde_id)
    account = sync_account(request, wonde_id)
    if account is None:
        return dashboard_redirect(request)
    template = "sync/school.html#employees" if request.htmx else "sync/employees.html"
    return render(request, template, {**_employees_context(request, account), "title": "Sync Users"})


@require_POST
def employee_invite_view(request, wonde_id, employee_wonde_id):
    account = sync_account(request, wonde_id, can.can_run_sync)
    if account is None:
        return dashboard_redirect(request)
    employee = selectors.employee_get(request.user, account, employee_wonde_id)
    if employee is None:
        raise Http404
    try:
        user = employee_invite(account=account, employee=employee, acting_user=request.user)
    except ValidationError as error:
        messages.error(request, error.messages[0])
    else:
        messages.success(request, f"{user.email} invited")
    if request.htmx:
        context = _employees_context(request, account)
        return render(request, "sync/school.html#employees", context)
    return redirect("sync_school", wonde_id=account.wonde_id)


@require_POST
def sync_now_view(request, wonde_id):
    account = sync_account(request, wonde_id, can.can_run_sync)
    if account is None:
        return dashboard_redirect(request)
    try:
        run = sync_manual_start(account=account, acting_user=request.user)
    except SyncBusy as busy:
        messages.error(request, str(busy))
        return redirect("sync_school", wonde_id=account.wonde_id)
    run.refresh_from_db()
    if run.status == SyncRun.Status.FAILED:  # the task queue would not take it: say so
        messages.error(request, run.errors[0] if run.errors else c.NOT_QUEUED)
    return redirect("sync_run", wonde_id=account.wonde_id, run_id=run.pk)


def run_view(request, wonde_id, run_id):
    """A run's report; while it runs, its progress bar (HTMX polls this every second)."""
    account = sync_account(request, wonde_id)
    if account is None:
        return dashboard_redirect(request)
    run = selectors.sync_run_get(request.user, account, run_id)
    if run is None:
        raise Http404
    context = {"account": account, "run": run, "title": f"{run.get_kind_display()} · {account.name}",
               "can_run": can.can_run_sync(request.user, account)}  # fmt: skip
    if run.status == SyncRun.Status.HELD:
        context["changes"] = selectors.held_changes(request.user, account, run)
    if request.htmx:
        return render(request, "sync/run.html#report", context)
    return render(request, "sync/run.html", context)


@require_POST
def run_apply_view(request, wonde_id, run_id):
    """Apply a held sync's changes, as its report lists them (school admins, staff admins)."""
    account = sync_account(request, wonde_id, can.can_run_sync)
    if account is None:
        return dashboard_redirect(request)
    run = selectors.sync_run_get(request.user, account, run_id)
    if run is None:
        raise Http404
    try:
        sync_run_apply(account=account, run=run, acting_user=request.user)
    except ValidationError as error:
        messages.error(request, error.messages[0])
    else:
        messages.success(request, "The held changes were applied")
    return redirect("sync_run", wonde_id=account.wonde_id, run_id=run.pk)


@require_POST
def request_access_view(request, wonde_id, product):
    account = sync_account(request, wonde_id, can.can_request_wonde_access)
    if account is None or product not in PRODUCTS:
        return dashboard_redirect(request)
    try:
        wonde_access_request(account=account, product=product, acting_user=request.user)
    except WondeError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, f"{PRODUCTS[product]} access requested from the school")
    return redirect("sync_school", wonde_id=account.wonde_id)
