"""What the Home Learning and Training panels show (a django-tables2 table of the request's page and
filter), for /account/home and the staff account page's Home tab."""

from django.urls import reverse
from django_tables2 import RequestConfig

from apps.access import rules as can
from apps.core import messages as text
from apps.myaccount.selectors import HOME_FILTERS, home_children, home_counts
from apps.myaccount.tables import ChildrenTable
from apps.myaccount.training import training_groups

PER_PAGE = 50


def home_panel(request, account, *, filter=None) -> dict:
    """The table and its toolbar, for /account/home and the staff Home tab."""
    filter = filter or (request.GET.get("filter") if request.GET.get("filter") in HOME_FILTERS else "active")
    can_manage = can.can_manage_home_children(request.user, account)
    bulk = can_manage and request.GET.get("bulk") == "1"
    select = request.GET.get("select") if bulk else None
    qs = home_children(request.user, account, filter)
    table = ChildrenTable(qs, account=account, bulk=bulk, select_all=select in ("page", "all"), can_manage=can_manage)
    RequestConfig(request, paginate={"per_page": PER_PAGE}).configure(table)
    counts = home_counts(request.user, account)
    return {
        "account": account,
        "table": table,
        "filter": filter,
        "filters": [(key, label, counts[key]) for key, label in HOME_FILTERS.items()],
        "can_manage_home": can_manage,
        "bulk": bulk,
        "select": select,
        "filter_total": counts[filter],
        "panel_url": reverse("account_home_panel", args=[account.pk]),
        "no_children": text.NO_CHILDREN,
    }


def training_panel(user, account) -> dict:
    return {
        "account": account,
        "training_groups": training_groups(user, account),
        "can_edit_training": can.can_edit_training(user, account),
        "no_training": text.NO_TRAINING,
        "training_expired": text.TRAINING_EXPIRED,
    }
