"""The Membership tab's add/edit/delete modal (staff admins). Each fragment is also a
full page, so it all works without JavaScript."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone

from apps.accounts.models import Account
from apps.accounts.selectors import account_events
from apps.accounts.views import back_to_account
from apps.core import messages as text
from apps.core import permissions as can
from apps.core.decorators import require
from apps.licences.forms import LicenceForm
from apps.licences.models import Licence
from apps.licences.selectors import licence_groups, licence_type_data, licence_types
from apps.licences.services import licence_create, licence_defaults, licence_delete, licence_update

edit_required = require(can.can_edit_licences, otherwise=back_to_account)


def _membership(request, account):
    """After a change: the refreshed Membership list in place of the tab, and the modal
    emptied (an out-of-band swap), with the toast from the message."""
    context = {
        "account": account,
        "groups": licence_groups(account),
        "events": account_events(account),
        "can_edit_licences": True,
        "empty_text": text.NO_LICENCES,
    }
    response = render(request, "licences/changed.html", context)
    response["HX-Retarget"] = "#membership"
    response["HX-Reswap"] = "outerHTML"
    return response


def _done(request, account, message):
    messages.success(request, message)
    if request.htmx:
        return _membership(request, account)
    return redirect(f"/accounts/{account.pk}")


def _modal(request, template, context):
    """A core/modal.html page: only the dialog on an htmx request, otherwise the whole page."""
    account = context["account"]
    return render(request, template, {"modal_id": "licence-dialog", "back": f"/accounts/{account.pk}", **context})


def _render_form(request, account, form, licence=None):
    types = form.types.values()
    base = f"/accounts/{account.pk}/licences"
    context = {
        "title": "Edit licence" if licence else "Add licence",
        "action": f"{base}/{licence.pk}" if licence else f"{base}/new",
        "account": account,
        "licence": licence,
        "form": form,
        "type_data": licence_type_data(types),
    }
    return _modal(request, "licences/form.html", context)


@edit_required
def licence_new_view(request, account_id):
    account = get_object_or_404(Account, pk=account_id)
    types = licence_types()
    initial = licence_defaults(account=account, licence_type=types[0], today=timezone.localdate())
    form = LicenceForm(request.POST or None, initial=initial, account=account, types=types)
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
    # Only the account's own licences: one inherited from a trust is edited on the trust.
    licence = get_object_or_404(Licence.objects.select_related("account", "licence_type"), pk=licence_id,
                                account_id=account_id)  # fmt: skip
    account = licence.account
    initial = {
        "licence_type": licence.licence_type_id,
        "start_date": licence.start_date,
        "end_date": licence.end_date,
        "status": licence.status,
        "renew": licence.renew,
        "products": licence.products,
        "years": licence.years,
        "comments": licence.comments,
    }
    form = LicenceForm(request.POST or None, initial=initial, account=account, types=licence_types())
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
    licence = get_object_or_404(Licence.objects.select_related("account", "licence_type"), pk=licence_id,
                                account_id=account_id)  # fmt: skip
    account = licence.account
    if request.method == "POST":
        licence_delete(licence=licence, acting_user=request.user)
        return _done(request, account, text.DELETED)
    action = f"/accounts/{account.pk}/licences/{licence.pk}/delete"
    context = {"title": "Delete licence?", "action": action, "account": account, "licence": licence}
    return _modal(request, "licences/delete.html", context)
