"""Staff admins' actions on an account's membership orders (shown on the staff account
page): mark paid, then turn into licences."""

from django.core.exceptions import ValidationError
from django.shortcuts import redirect
from django.urls import reverse

from apps.access import rules as can
from apps.access.scoping import orders_for
from apps.core import messages as text
from apps.myaccount.services.membership import order_license, order_mark_paid
from apps.myaccount.views.common import toast
from apps.myaccount.views.users import guarded


def _back(account):
    return redirect(reverse("account", args=[account.pk]))


@guarded(can.can_manage_orders)
def order_paid_view(request, account, order_id):
    order = orders_for(request.user).filter(account=account, pk=order_id).first()
    if order is not None and request.method == "POST":
        order_mark_paid(acting_user=request.user, order=order)
        toast(request, text.SAVED)
    return _back(account)


@guarded(can.can_manage_orders)
def order_licence_view(request, account, order_id):
    order = orders_for(request.user).filter(account=account, pk=order_id).first()
    if order is not None and request.method == "POST":
        try:
            licences = order_license(acting_user=request.user, order=order)
        except ValidationError as error:
            toast(request, error.messages[0])
        else:
            toast(request, text.ADDED.format(name=f"{len(licences)} licence(s)"))
    return _back(account)
