"""Purchase and ending a trial (spec 1 §2 Purchase, Modals: End {product} trial; §4, §5):
the purchase form with its live total, the thank-you page, and the End trial modal."""

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.db import DatabaseError
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse

from apps.access import rules as can
from apps.access.decorators import require
from apps.access.scoping import orders_for
from apps.core import messages as text
from apps.myaccount.forms import PurchaseForm, TrialEndForm
from apps.myaccount.selectors import own_account
from apps.myaccount.services import membership
from apps.myaccount.services.referrals import referral_credits, referral_discount
from apps.myaccount.views.common import elsewhere


def _schools(request, account, pending):
    schools = membership.purchase_schools(request.user, account)
    taken = membership.pending_school_ids(pending)
    for school in schools:
        school.pending = school.id in taken and not school.full
    if request.method == "POST":
        for school in schools:
            school.selected = request.POST.get(f"school_{school.id}") == "1"
            school.email = request.POST.get(f"email_{school.id}", "").strip()[:254]
    else:
        for school in schools:
            school.email = school.lead_email
    return schools


def _length(request):
    value = request.POST.get("length", "1")
    return int(value) if value in ("1", "3", "5") else 1


def _context(request, account, form, schools, pending=(), **extra):
    trust = bool(schools)
    price = membership.price_of(_length(request), schools, trust=trust)
    credits = referral_credits(request.user, account)  # Refer a Friend: £100 off for each school that joined
    discount = referral_discount(credits, price)
    return {
        "total": price - discount,
        "discount": discount,
        "credits": credits,
        # A single school's order being processed: the page says so instead of offering
        # the same membership again (a trust can still buy for its other schools).
        "pending": pending[0] if pending else None,
        "buying_closed": bool(pending) and (not trust or all(s.full or s.pending for s in schools)),
        "title": "Purchase",
        "account": account,
        "form": form,
        "schools": schools,
        "trust": trust,
        "prices": [(n, price, saving) for n, (price, saving) in membership.PRICES.items()],
        "trial_box": membership.trial_status(request.user),
        **extra,
    }


@require(can.can_purchase, otherwise=elsewhere)
def purchase_view(request):
    """Outcomes: the thank-you page (success, or trial-ended when the trial had already
    ended), or "There was a problem processing your request."."""
    account = own_account(request.user)
    pending = membership.pending_orders(request.user, account.pk)
    schools = _schools(request, account, pending)
    form = PurchaseForm(request.POST or None)
    if request.method == "POST" and request.POST.get("total") == "1" and request.htmx:
        return render(request, "myaccount/purchase/page.html#total", _context(request, account, form, schools))
    failure = schools_error = None
    if request.method == "POST" and schools and not any(s.selected for s in schools):
        schools_error = text.ANY_ONE  # a trust must select at least one school
    if request.method == "POST" and form.is_valid():
        data = membership.OrderData(schools=schools if schools else [], **form.cleaned_data)
        try:
            order = membership.order_place(acting_user=request.user, account=account, data=data)
        except ValidationError as error:
            for name, message in error.message_dict.items():
                if name in form.fields:
                    form.add_error(name, message)
            schools_error = error.message_dict.get("schools", [None])[0]
            failure = error.message_dict.get("order", [None])[0]  # already ordered: say so
        except DatabaseError:  # the order could not be recorded: the spec's failure outcome
            failure = text.REQUEST_FAILED
        else:
            return redirect("my_account_purchase_done", order_id=order.pk)
    context = _context(request, account, form, schools, pending, failure=failure, schools_error=schools_error)
    return render(request, "myaccount/purchase/page.html", context)


@require(can.can_purchase, otherwise=elsewhere)
def purchase_done_view(request, order_id):
    order = orders_for(request.user).filter(pk=order_id).first()
    if order is None:
        raise Http404
    context = {"title": "Thank you", "order": order, "email": membership.PROVIDER_EMAIL,
               "phone": membership.PROVIDER_PHONE, "hours": text.ORDER_HOURS}  # fmt: skip
    return render(request, "myaccount/purchase/done.html", context)


@require(can.can_end_trial, otherwise=elsewhere)
def trial_end_view(request):
    """End {product} trial: the reason list; success ends the trial today and refreshes the
    user's access; failure shows the spec's problem message."""
    trial = membership.trial_status(request.user)
    form = TrialEndForm(request.POST or None, reasons=membership.TRIAL_REASONS)
    title = f"End {trial.product_name} trial" if trial else "End trial"
    context = {"modal_id": "trial-dialog", "title": title, "form": form, "action": reverse("my_account_trial_end"),
               "back": _back(request), "trial": trial}  # fmt: skip
    if request.method == "POST" and form.is_valid():
        try:
            membership.trial_end(acting_user=request.user, reason=form.cleaned_data["reason"],
                                 other=form.cleaned_data["reason2"])  # fmt: skip
        except ValidationError as error:
            if hasattr(error, "error_dict"):
                form.add_errors(error.message_dict)
            else:
                context["failure"] = text.REQUEST_FAILED
        else:
            # The modal shows its success state (spec 1 §4: "then the modal shows success");
            # its Close link reloads the page behind, with the user's refreshed access.
            context["ended"] = True
            messages.success(request, text.TRIAL_ENDED)
    return render(request, "myaccount/trial/end.html", context)


def _back(request):
    """The page the modal was opened on (the dashboard or a My Account page), else /."""
    current = (request.htmx.current_url_abs_path or "") if request.htmx else ""
    return current if current.startswith("/") and not current.startswith("//") else "/"
