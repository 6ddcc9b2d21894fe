"""Privacy pages (issue 24): the record of processing anyone can read (/privacy), a
school's retention period and erasures (its admins at /privacy/school, staff at
/accounts/{id}/privacy) and the retention job's reports (staff, /privacy/retention).
A child's export and erasure are BURSTS pages (apps/bursts/views/privacy.py)."""

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect
from apps.access.scoping import account_for
from apps.core import messages as text
from apps.privacy import selectors, services
from apps.privacy.models import DEFAULT_MONTHS, MAX_MONTHS, MIN_MONTHS


@login_not_required
def privacy_view(request):
    """What the platform holds, why and for how long: generated from the models'
    declarations, so it is the record of processing a school can hand to its DPO."""
    user = request.user
    context = {"title": "Privacy", "entries": selectors.processing_record(), "default_months": DEFAULT_MONTHS,
               "min_months": MIN_MONTHS, "max_months": MAX_MONTHS,
               "can_see_school": can.is_school_user(user) and can.can_view_retention(user, user.account),
               "can_see_runs": can.can_read_retention_runs(user)}  # fmt: skip
    return render(request, "privacy/privacy.html", context)


class RetentionForm(forms.Form):
    months = forms.IntegerField(label="Retention period (months)", min_value=MIN_MONTHS, max_value=MAX_MONTHS)


def school_privacy_view(request, account_id=None):
    """A school's retention: its period (the school's admins and staff admins change it),
    the children no longer in its MIS and when each is due, and its erasures."""
    user = request.user
    if account_id is None and not can.is_school_user(user):
        return dashboard_redirect(request)
    account = account_for(user, account_id if account_id is not None else user.account_id)
    if not can.can_view_retention(user, account) or (account_id is not None and not can.is_staff(user)):
        return dashboard_redirect(request)
    here = (reverse("account_privacy", args=[account.pk]) if account_id is not None
            else reverse("school_privacy"))  # fmt: skip
    state = selectors.school_retention(user, account)
    form = RetentionForm(request.POST or None, initial={"months": state["months"]})
    if request.method == "POST":
        if not can.can_set_retention(user, account):
            return redirect(here)
        if form.is_valid():
            try:
                services.retention_set(account=account, acting_user=user, months=form.cleaned_data["months"])
            except ValidationError as error:
                form.add_error("months", error.messages[0])
            else:
                messages.success(request, text.SAVED)
                return redirect(here)
    context = {"title": "Children's data", "account": account, "form": form, "action": here,
               "can_set": can.can_set_retention(user, account), **state}  # fmt: skip
    return render(request, "privacy/school.html", context, status=400 if form.errors else 200)


def retention_runs_view(request):
    """The retention job's reports and the latest erasures at every school (staff)."""
    if not can.can_read_retention_runs(request.user):
        return dashboard_redirect(request)
    context = {"title": "Retention reports", "runs": selectors.retention_runs(request.user),
               "erasures": selectors.recent_erasures(request.user)}  # fmt: skip
    return render(request, "privacy/runs.html", context)
