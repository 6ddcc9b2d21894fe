"""Refer a Friend (spec 1 §2 dashboard tile, §6, §9): a school user of a full member names
another school and a contact there, and sees the schools they referred and the £100 each
one that joined takes off the school's next purchase."""

from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render

from apps.access import rules as can
from apps.access.decorators import require
from apps.access.entitlements import user_access
from apps.myaccount.forms import ReferralForm
from apps.myaccount.selectors import own_account
from apps.myaccount.services.referrals import DISCOUNT, ReferralData, referral_create, referrals_made
from apps.myaccount.views.common import elsewhere, toast

REFERRED = "Thank you: {school} is referred. We will contact {contact}."


def can_refer(user):
    """Refer a Friend shows to full-licence holders (spec 1 §6): a school's users, not staff."""
    return can.is_school_user(user) and bool(user.account_id) and user_access(user).has_full_pe


@require(can_refer, otherwise=elsewhere)
def refer_view(request):
    account = own_account(request.user)
    form = ReferralForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = ReferralData(**form.cleaned_data)
        try:
            referral = referral_create(acting_user=request.user, account=account, data=data)
        except ValidationError as error:
            form.add_errors(error.message_dict)
        else:
            toast(request, REFERRED.format(school=referral.school_name, contact=referral.contact_name))
            return redirect("my_account_refer")
    context = {"title": "Refer a Friend", "form": form, "account": account, "discount": DISCOUNT,
               "referrals": referrals_made(request.user, account),
               "can_purchase": can.can_purchase(request.user)}  # fmt: skip
    return render(request, "myaccount/refer.html", context)
