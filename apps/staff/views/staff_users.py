"""/create: internal staff users, Active and Invited, with invite, resend, edit and
delete for staff admins."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django_htmx.http import reswap, retarget

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect, require
from apps.access.scoping import users_for
from apps.core import messages as text
from apps.staff.forms import InviteForm, StaffUserForm
from apps.staff.services import staff_delete, staff_invite, staff_resend_invite, staff_update
from apps.users.models import User
from apps.users.selectors import staff_users, user_lists


def _back(request):
    return redirect("staff_users") if can.is_staff(request.user) else dashboard_redirect(request)


admin_required = require(can.can_invite_staff_users, otherwise=_back)


def _page(request, template, context, action):
    """A core/modal.html page: only the dialog on an htmx request, otherwise the whole page."""
    context = {"modal_id": "staff-dialog", "action": action, "back": reverse("staff_users"), **context}
    return render(request, f"staff/{template}.html", context)


def _done(request, message=None):
    if message:
        messages.success(request, message)
    if request.htmx:
        response = render(request, "staff/changed.html", _list_context(request))
        return reswap(retarget(response, "#staff-lists"), "outerHTML")
    return redirect("staff_users")


def _list_context(request):
    users = staff_users(request.user)
    for target in users:  # what the acting user may do with each card, from the named rules
        target.can_edit = can.can_edit_staff_user(request.user, target)
        target.can_delete = can.can_delete_staff_user(request.user, target)
        target.can_resend = can.can_resend_staff_invite(request.user, target)
    lists = user_lists(users)
    return {
        "title": "Create Users",
        "active": lists["active"],
        "invited": lists["invited"],
        "can_manage": can.can_invite_staff_users(request.user),
    }


@require(can.can_create_staff_users)
def staff_list_view(request):
    return render(request, "staff/list.html", _list_context(request))


@admin_required
def staff_invite_view(request):
    form = InviteForm(request.POST or None)
    context = {"title": "Invite users", "form": form, "rows": None}
    if request.method == "POST" and form.is_valid():
        rows = staff_invite(acting_user=request.user, emails=form.cleaned_data["emails"],
                            admin=form.cleaned_data["admin"])  # fmt: skip
        added = [r for r in rows if not r.errors]
        if added:
            messages.success(request, text.ADDED.format(name=", ".join(r.email for r in added)))
        if added and len(added) == len(rows):
            return _done(request)
        # Some addresses were refused: the modal stays open with each row's error, and the
        # lists behind it already show the ones that were invited. The box keeps only the
        # refused addresses, to correct: nothing sent stays there to be sent again.
        refused = [r.email for r in rows if r.errors]
        form = InviteForm(initial={"emails": "\n".join(refused), "admin": form.cleaned_data["admin"]})
        context = {**(_list_context(request) if added else {}), **context, "form": form, "rows": rows,
                   "refresh_lists": bool(added)}  # fmt: skip
    return _page(request, "invite", context, reverse("staff_invite"))


def _staff_user(request, pk):
    return get_object_or_404(users_for(request.user), pk=pk, kind=User.Kind.CREATE)


@admin_required
def staff_edit_view(request, user_id):
    target = _staff_user(request, user_id)
    if not can.can_edit_staff_user(request.user, target):
        return redirect("staff_users")
    own = target.pk == request.user.pk
    initial = {"first_name": target.first_name, "last_name": target.last_name, "email": target.email,
               "admin": 1 if target.admin else 0}  # fmt: skip
    form = StaffUserForm(request.POST or None, initial=initial, own=own)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            staff_update(acting_user=request.user, user=target, first_name=data["first_name"],
                         last_name=data["last_name"], email=data["email"], admin=data["admin"])  # fmt: skip
        except ValidationError as error:
            form.add_errors(error.message_dict)
        else:
            return _done(request, text.SAVED)
    context = {"title": "Edit user", "form": form, "target": target}
    return _page(request, "edit", context, reverse("staff_edit", args=[target.pk]))


@admin_required
def staff_resend_view(request, user_id):
    target = _staff_user(request, user_id)
    if request.method == "POST" and can.can_resend_staff_invite(request.user, target):
        staff_resend_invite(acting_user=request.user, user=target)
        return _done(request, text.INVITE_RESENT)
    return redirect("staff_users")


@admin_required
def staff_delete_view(request, user_id):
    target = _staff_user(request, user_id)
    if not can.can_delete_staff_user(request.user, target):
        return redirect("staff_users")
    if request.method == "POST":
        staff_delete(acting_user=request.user, user=target)
        return _done(request, text.DELETED)
    action = reverse("staff_delete", args=[target.pk])
    return _page(request, "delete", {"title": "Delete User?", "target": target}, action)
