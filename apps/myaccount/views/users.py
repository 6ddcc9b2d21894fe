"""/account/users and the staff Users tab's actions (spec 1 §2 Account Users, §5, §6):
invite, edit, resend, delete one, and bulk delete. Each action answers an htmx request
with the refreshed lists (and closes the modal), or redirects back without JavaScript."""

from urllib.parse import urlencode, urlsplit

from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404, QueryDict
from django.shortcuts import redirect, render
from django.urls import reverse
from django_htmx.http import reswap, retarget

from apps.access import rules as can
from apps.core import messages as text
from apps.myaccount.forms import AccountUserForm, InviteEmailsForm
from apps.myaccount.selectors import USER_FILTERS, account_school_users, account_users_by_ids
from apps.myaccount.selectors.panels import page_param, users_panel
from apps.myaccount.services import (
    InviteRow,
    account_user_resend_invite,
    account_user_update,
    account_users_delete,
    account_users_invite,
    invite_rows_check,
)
from apps.myaccount.views.common import account_in_scope, elsewhere, section_url, toast
from apps.users.models import User

MODAL_ID = "users-dialog"


def _account(request, account_id, rule):
    account = account_in_scope(request, account_id)
    if not rule(request.user, account):
        raise PermissionDenied
    return account


def guarded(rule):
    """Resolve the account in the user's scope and apply `rule`; others go where they belong."""

    def decorator(view):
        def wrapped(request, account_id, *args, **kwargs):
            try:
                account = _account(request, account_id, rule)
            except (PermissionDenied, Http404):
                return elsewhere(request)
            return view(request, account, *args, **kwargs)

        wrapped.__name__ = view.__name__
        wrapped.__doc__ = view.__doc__
        return wrapped

    return decorator


def _modal(request, account, template, context, action):
    context = {"modal_id": MODAL_ID, "action": action, "back": section_url(request, account, "users"), **context}
    return render(request, f"myaccount/users/{template}.html", context)


def _shown_pages(request):
    """The pages the lists are at on the page behind an htmx request: its address holds
    them (the page links push it)."""
    return QueryDict(urlsplit(request.htmx.current_url or "").query, mutable=True)


def _done(request, account, message=None):
    """The refreshed lists at the pages the page shows, or back to the page without JavaScript."""
    toast(request, message)
    if request.htmx:
        context = users_panel(request, account, pages=_shown_pages(request))
        response = render(request, "myaccount/users/changed.html", context)
        return reswap(retarget(response, "#account-users"), "outerHTML")
    return redirect(section_url(request, account, "users"))


def _target(request, account, user_id):
    target = account_school_users(request.user, account).filter(pk=user_id).first()
    if target is None:
        raise Http404
    return target


@guarded(can.can_view_account_users)
def users_lists_view(request, account):
    """The lists alone (Select Many / Cancel Select swap them in bulk mode and out, at the
    pages shown), or with ?list= one list at its page (its Previous / Next swap it alone)."""
    one = request.GET.get("list") if request.GET.get("list") in USER_FILTERS else None
    bulk = request.GET.get("bulk") == "1"
    if not request.htmx:
        params = ["bulk", *(page_param(key) for key in USER_FILTERS)]
        query = [(name, request.GET[name]) for name in params if request.GET.get(name, "").isdigit()]
        return redirect(section_url(request, account, "users") + (f"?{urlencode(query)}" if query else ""))
    pages = _shown_pages(request)
    if one:
        pages[page_param(one)] = request.GET.get(page_param(one), "1")
    context = users_panel(request, account, bulk=bulk, pages=pages, only=one)
    if one:
        group = next((group for group in context["user_lists"] if group.key == one), None)
        if group is not None:
            return render(request, "myaccount/users/list.html", {**context, "group": group})
    return render(request, "myaccount/users/panel.html", context)


def _posted_rows(post):
    """Step two's rows as posted: each address with its role and whether it is ticked."""
    rows = []
    for n, email in enumerate(post.getlist("row_email")[:200]):
        row = InviteRow(
            email=email[:254], admin=User.Admin.ADMIN if post.get(f"row_admin_{n}") == "1" else User.Admin.USER
        )
        row.include = post.get(f"row_include_{n}") == "1"
        rows.append(row)
    return rows


@guarded(can.can_invite_account_users)
def invite_view(request, account):
    """Step one: the addresses and a role for all. Step two: one row per address with its
    own role and its errors (spec 1 §5); the ticked rows are invited, all or none."""
    action = reverse("account_users_invite", args=[account.pk])
    rules_apply = can.invite_rules_apply(request.user, account)
    context = {"title": "Invite users", "account": account, "rows": None, "form": None}
    if request.method == "POST" and "row_email" in request.POST:
        rows = _posted_rows(request.POST)
        chosen = [row for row in rows if row.include]
        if not chosen:
            invite_rows_check(rows, rules_apply=rules_apply)
            context.update(rows=rows, rows_error=text.ANY_ONE)
            return _modal(request, account, "invite", context, action)
        chosen, invited = account_users_invite(acting_user=request.user, account=account, rows=chosen,
                                               rules_apply=rules_apply)  # fmt: skip
        if invited:
            return _done(request, account, text.ADDED.format(name=", ".join(u.email for u in invited)))
        # All or none, as the API: nobody was invited, and every ticked row says why.
        invite_rows_check(rows, rules_apply=rules_apply)
        context.update(rows=rows, rows_error=text.INVITES_NONE_SENT)
        return _modal(request, account, "invite", context, action)
    form = InviteEmailsForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        rows = [InviteRow(email=e, admin=form.cleaned_data["admin"]) for e in form.cleaned_data["emails"]]
        invite_rows_check(rows, rules_apply=rules_apply)
        for row in rows:
            row.include = not row.errors
        context["rows"] = rows
        return _modal(request, account, "invite", context, action)
    context["form"] = form
    return _modal(request, account, "invite", context, action)


@guarded(can.can_view_account_users)
def edit_view(request, account, user_id):
    target = _target(request, account, user_id)
    if not can.can_edit_account_user(request.user, target):
        return redirect(section_url(request, account, "users"))
    own = target.pk == request.user.pk
    initial = {"first_name": target.first_name, "last_name": target.last_name, "email": target.email,
               "admin": 1 if target.admin else 0, "lead_pe": target.lead_pe, "lead_bursts": target.lead_bursts,
               "allow_temp": target.allow_temp}  # fmt: skip
    action = reverse("account_user_edit", args=[account.pk, target.pk])
    form = AccountUserForm(request.POST or None, initial=initial, target=target, own=own, refresh_url=action)
    # A lead box or the role changed: the form again with the rule applied, nothing saved.
    refresh = request.method == "POST" and "refresh" in request.POST
    if request.method == "POST" and not refresh and form.is_valid():
        data = form.cleaned_data
        try:
            account_user_update(acting_user=request.user, user=target, first_name=data.get("first_name"),
                                last_name=data.get("last_name"), email=data.get("email"), admin=data.get("admin"),
                                lead_pe=data.get("lead_pe"), lead_bursts=data.get("lead_bursts"),
                                allow_temp=data.get("allow_temp"))  # fmt: skip
        except ValidationError as error:
            form.add_errors(error.message_dict)
        else:
            return _done(request, account, text.SAVED)
    context = {
        "title": "Edit User",
        "form": form,
        "target": target,
        "can_resend": can.can_resend_account_invite(request.user, target),
        "can_delete": can.can_delete_account_user(request.user, target),
    }
    return _modal(request, account, "edit", context, action)


@guarded(can.can_manage_account_users)
def resend_view(request, account, user_id):
    target = _target(request, account, user_id)
    if request.method == "POST" and can.can_resend_account_invite(request.user, target):
        account_user_resend_invite(acting_user=request.user, user=target)
        return _done(request, account, text.INVITE_RESENT)
    return redirect(section_url(request, account, "users"))


@guarded(can.can_manage_account_users)
def delete_view(request, account, user_id):
    target = _target(request, account, user_id)
    if not can.can_delete_account_user(request.user, target):
        return redirect(section_url(request, account, "users"))
    if request.method == "POST":
        account_users_delete(acting_user=request.user, account=account, users=[target])
        return _done(request, account, text.DELETED)
    action = reverse("account_user_delete", args=[account.pk, target.pk])
    return _modal(request, account, "delete", {"title": text.DELETE_USER_TITLE, "targets": [target]}, action)


@guarded(can.can_manage_account_users)
def bulk_delete_view(request, account):
    """Delete Selected: the first POST (the ticked cards) asks "Delete selected users?"
    with how many of how many; the confirming POST deletes them all or none."""
    if request.method != "POST":
        return redirect(section_url(request, account, "users"))
    ids = [int(i) for i in request.POST.getlist("user") if i.isdigit()][:5000]
    targets = account_users_by_ids(request.user, account, ids)
    # All or nothing: a selection that includes the acting user (or anyone else they may
    # not delete) is refused whole, never trimmed to the rest.
    refused = None
    if request.user.pk in ids:
        refused = text.CANNOT_DELETE_SELF
    elif not all(can.can_delete_account_user(request.user, t) for t in targets):
        refused = text.REQUEST_FAILED
    if refused is None and request.POST.get("confirm") == "1" and targets:
        count = account_users_delete(acting_user=request.user, account=account, users=targets)
        return _done(request, account, text.DELETED if count else None)
    total = account_school_users(request.user, account).count()
    context = {
        "title": text.DELETE_USERS_TITLE,
        "targets": [] if refused else targets,
        "warning": text.DELETE_WARNING.format(n=len(targets), m=total),
        "bulk": True,
        "refused": refused,
    }
    return _modal(request, account, "delete", context, reverse("account_users_bulk_delete", args=[account.pk]))
