"""The Membership tab's add/edit/delete modal (staff admins). Each fragment is also a
full page, so it all works without JavaScript. The form's rules (status options per
type, the default status, the end date following the start, the Renew Date label) live
in licences.services: when the type, dates or renew change, HTMX posts the form back and
the server re-renders its fields; without JavaScript the Update button does the same."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django_htmx.http import reswap, retarget

from apps.access import rules as can
from apps.access.decorators import require
from apps.access.scoping import licences_for
from apps.accounts.selectors import account_get
from apps.core import messages as text
from apps.licences.forms import LicenceForm
from apps.licences.selectors import licence_types
from apps.licences.services import licence_create, licence_defaults, licence_delete, licence_form_values, licence_update
from apps.staff.views.accounts import back_to_account, membership_context
from apps.staff.views.links import account_url

edit_required = require(can.is_staff_admin, otherwise=back_to_account)


def _membership(request, account):
    """After a change: the refreshed Membership list in place of the tab, and the modal
    emptied (an out-of-band swap), with the toast from the message."""
    context = {"account": account, "can_edit_licences": True, **membership_context(request, account)}
    return reswap(retarget(render(request, "licences/changed.html", context), "#membership"), "outerHTML")


def _done(request, account, message, level=messages.SUCCESS):
    messages.add_message(request, level, message)
    if request.htmx:
        return _membership(request, account)
    return redirect(account_url(account.pk))


def _modal(request, template, context):
    """A core/modal.html page: only the dialog on an htmx request, otherwise the whole page."""
    account = context["account"]
    return render(request, template, {"modal_id": "licence-dialog", "back": account_url(account.pk), **context})


def _action(account, licence=None):
    if licence is None:
        return reverse("licence_new", args=[account.pk])
    return reverse("licence_edit", args=[account.pk, licence.pk])


def _form(account, types, licence=None, **kwargs):
    return LicenceForm(
        account=account, types=types, refresh_url=_action(account, licence), new=licence is None, **kwargs
    )


def _render_form(request, account, form, licence=None, *, fields_only=False):
    context = {
        "title": "Edit licence" if licence else "Add licence",
        "action": _action(account, licence),
        "account": account,
        "licence": licence,
        "form": form,
    }
    if fields_only:
        return render(request, "licences/form.html#licence-fields", {"modal_id": "licence-dialog", **context})
    return _modal(request, "licences/form.html", context)


def _refreshed(request, account, types, licence=None):
    """The form again with the rules applied to what was chosen so far (nothing saved)."""
    changed = request.htmx.trigger_name if request.htmx else None
    values = licence_form_values(account=account, types=types, data=request.POST, changed=changed, new=licence is None)
    form = _form(account, types, licence, initial=values)
    return _render_form(request, account, form, licence, fields_only=bool(request.htmx))


def _account(request, account_id):
    account = account_get(request.user, account_id)
    return account if can.can_edit_licences(request.user, account) else None


GONE = object()


def _licence(request, account_id, licence_id):
    """The licence to edit or delete; None when the rule says no; GONE when someone
    deleted it meanwhile (the caller then refreshes the list it was chosen from)."""
    # Only the account's own licences: one inherited from a trust is edited on the trust.
    qs = licences_for(request.user).select_related("account", "licence_type")
    licence = qs.filter(pk=licence_id, account_id=account_id).first()
    if licence is None:
        if licences_for(request.user).filter(pk=licence_id).exists():
            raise Http404  # another account's licence
        return GONE
    return licence if can.can_edit_licence(request.user, licence) else None


def _gone(request, account_id):
    """A stale Edit or Delete: the Membership list again, without the deleted row, and why."""
    account = _account(request, account_id)
    if account is None:
        return back_to_account(request)
    return _done(request, account, text.LICENCE_GONE, level=messages.ERROR)


@edit_required
def licence_new_view(request, account_id):
    account = _account(request, account_id)
    if account is None:
        return back_to_account(request)
    types = licence_types()
    if request.method == "POST" and "refresh" in request.POST:
        return _refreshed(request, account, types)
    initial = licence_defaults(account=account, licence_type=types[0], today=timezone.localdate())
    form = _form(account, types, data=request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            licence = licence_create(account=account, acting_user=request.user, data=form.to_data())
        except ValidationError as error:
            form.add_errors(error.message_dict)
        else:
            return _done(request, account, text.ADDED.format(name=licence.licence_type.title))
    return _render_form(request, account, form)


@edit_required
def licence_edit_view(request, account_id, licence_id):
    licence = _licence(request, account_id, licence_id)
    if licence is GONE:
        return _gone(request, account_id)
    if licence is None:
        return back_to_account(request)
    account, types = licence.account, licence_types()
    if request.method == "POST" and "refresh" in request.POST:
        return _refreshed(request, account, types, licence)
    initial = {
        "licence_type": licence.licence_type_id,
        "start_date": licence.start_date,
        "end_date": licence.end_date,
        "status": licence.status,
        "renew": licence.renew,
        "products": licence.products,
        "years": licence.years,
        "comments": licence.comments,
        "end_edited": "1",
    }
    form = _form(account, types, licence, data=request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        try:
            licence_update(licence=licence, acting_user=request.user, data=form.to_data())
        except ValidationError as error:
            form.add_errors(error.message_dict)
        else:
            return _done(request, account, text.SAVED)
    return _render_form(request, account, form, licence)


@edit_required
def licence_delete_view(request, account_id, licence_id):
    licence = _licence(request, account_id, licence_id)
    if licence is GONE:
        return _gone(request, account_id)
    if licence is None:
        return back_to_account(request)
    account = licence.account
    if request.method == "POST":
        licence_delete(licence=licence, acting_user=request.user)
        return _done(request, account, text.DELETED)
    action = reverse("licence_delete", args=[account.pk, licence.pk])
    context = {"title": "Delete licence?", "action": action, "account": account, "licence": licence}
    return _modal(request, "licences/delete.html", context)
