"""/account/training and the staff Training tab (spec 1 §2 Training): the groups, and
staff admins' add, edit and delete."""

from django.core.exceptions import ValidationError
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django_htmx.http import HttpResponseClientRedirect, reswap, retarget

from apps.access import rules as can
from apps.access.scoping import training_for
from apps.core import messages as text
from apps.myaccount.forms import TrainingForm
from apps.myaccount.models import TrainingItem
from apps.myaccount.selectors.panels import training_panel
from apps.myaccount.services.training import training_delete, training_participants, training_save
from apps.myaccount.views.common import section_url, toast
from apps.myaccount.views.users import guarded

MODAL_ID = "training-dialog"


def _done(request, account, message):
    toast(request, message)
    if request.htmx and not (request.htmx.current_url_abs_path or "").split("?")[0].endswith("/training"):
        return HttpResponseClientRedirect(section_url(request, account, "training"))  # added from another tab
    if request.htmx:
        response = render(request, "myaccount/training/changed.html", training_panel(request.user, account))
        return reswap(retarget(response, "#account-training"), "outerHTML")
    return redirect(section_url(request, account, "training") if account.training.exists() else
                    reverse("account", args=[account.pk]))  # fmt: skip


def _item(request, account, training_id):
    item = training_for(request.user).filter(account=account, pk=training_id).first()
    if item is None:
        raise Http404
    return item


def _form_page(request, account, form, item):
    action = (reverse("account_training_edit", args=[account.pk, item.pk]) if item.pk
              else reverse("account_training_new", args=[account.pk]))  # fmt: skip
    back = section_url(request, account, "training") if item.pk else reverse("account", args=[account.pk])
    context = {"modal_id": MODAL_ID, "title": "Edit training" if item.pk else "Add training", "form": form,
               "action": action, "back": back, "item": item, "account": account}  # fmt: skip
    return render(request, "myaccount/training/form.html", context)


def _form(request, account, item):
    return TrainingForm(request.POST or None, instance=item, participants=training_participants(request.user, account))


def _saved(request, account, form):
    try:
        training_save(acting_user=request.user, account=account, item=form.save(commit=False))
    except ValidationError as error:
        for name, messages in error.message_dict.items():
            form.add_error(name if name in form.fields else None, messages)
        return False
    return True


@guarded(can.can_edit_training)
def training_new_view(request, account):
    item = TrainingItem(account=account)
    form = _form(request, account, item)
    if request.method == "POST" and form.is_valid() and _saved(request, account, form):
        return _done(request, account, text.ADDED.format(name=item.title))
    return _form_page(request, account, form, item)


@guarded(can.can_edit_training)
def training_edit_view(request, account, training_id):
    item = _item(request, account, training_id)
    form = _form(request, account, item)
    if request.method == "POST" and form.is_valid() and _saved(request, account, form):
        return _done(request, account, text.SAVED)
    return _form_page(request, account, form, item)


@guarded(can.can_edit_training)
def training_delete_view(request, account, training_id):
    item = _item(request, account, training_id)
    if request.method == "POST":
        training_delete(acting_user=request.user, item=item)
        return _done(request, account, text.DELETED)
    context = {"modal_id": MODAL_ID, "title": "Delete training?", "item": item, "account": account,
               "action": reverse("account_training_delete", args=[account.pk, item.pk]),
               "back": section_url(request, account, "training")}  # fmt: skip
    return render(request, "myaccount/training/delete.html", context)
