"""The sending school's pages (issue 32): its Year 6 cohort with each passport, the send
form, the passports sent and whether each has been received; the printable batch and the
JSON downloads. Its admins only (rules.can_send_passports)."""

from django.contrib import messages
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import ValidationError
from django.http import JsonResponse
from django.shortcuts import redirect, render

from apps.access import rules
from apps.access.decorators import require
from apps.passport import selectors, services
from apps.passport.forms import SendForm
from apps.passport.views import json_download


@require(rules.can_send_passports)
def home_view(request):
    children = list(selectors.cohort(request.user))
    form = SendForm(request.POST or None, cohort=children)
    status = 200
    if request.method == "POST":
        if form.is_valid():
            chosen = [c for c in children if c.pk in set(form.cleaned_data["children"])]
            try:
                receiving = services.passports_send(
                    acting_user=request.user, account=request.user.account, name=form.cleaned_data["name"],
                    urn=form.cleaned_data["urn"], contact_name=form.cleaned_data["contact_name"],
                    contact_email=form.cleaned_data["contact_email"], children=chosen,
                    documents=selectors.documents(request.user, chosen),
                )  # fmt: skip
            except ValidationError as error:
                for field, errors in error.message_dict.items():
                    form.add_error(field if field in form.fields else None, errors)
            else:
                messages.success(request, f"{len(chosen)} passport(s) sent to {receiving.name}.")
                return redirect("passport")
        status = 400
    picked = request.POST.getlist("children") if request.method == "POST" else None
    chosen = {c.pk for c in children if picked is None or str(c.pk) in picked}  # what the user ticked stays ticked
    sent = list(selectors.sent_list(request.user))
    context = {"title": "PE passports", "children": children, "form": form, "chosen": chosen, "sent": sent,
               "receiving": list(selectors.receiving_list(request.user))}  # fmt: skip
    return render(request, "passport/home.html", context, status=status)


@require(rules.can_send_passports)
def child_view(request, student_id):
    child = selectors.cohort_child(request.user, student_id)
    (doc,) = selectors.documents(request.user, [child])
    context = {"title": f"PE passport: {child.name}", "docs": [doc], "back": "passport",
               "json": f"/passport/child/{child.pk}.json"}  # fmt: skip
    return render(request, "passport/document.html", context)


@require(rules.can_send_passports)
def child_json_view(request, student_id):
    child = selectors.cohort_child(request.user, student_id)
    (doc,) = selectors.documents(request.user, [child])
    return json_download(doc, f"pe passport {child.name}")


@require(rules.can_send_passports)
def cohort_view(request):
    docs = selectors.documents(request.user, list(selectors.cohort(request.user)))
    context = {"title": "PE passports: Year 6", "docs": docs, "back": "passport", "json": "/passport/cohort.json",
               "batch": True}  # fmt: skip
    return render(request, "passport/document.html", context)


@require(rules.can_send_passports)
def cohort_json_view(request):
    docs = selectors.documents(request.user, list(selectors.cohort(request.user)))
    account = request.user.account
    return json_download({"$schema": selectors.SCHEMA_ID, "primary": {"name": account.name, "urn": account.urn},
                          "passports": docs}, f"pe passports {account.name} year 6")  # fmt: skip


@login_not_required
def schema_view(request):
    """The published schema of the passport's JSON (docs/passport.schema.json): public, it
    holds no child's data."""
    return JsonResponse(selectors.schema(), json_dumps_params={"indent": 2})
