"""Staff pages: the accounts list and one account's detail with its tabs
(spec 1 §2). Thin: parse, check the rule, call a selector or service, render."""

from urllib.parse import urlparse

from django.contrib import messages
from django.core.paginator import Paginator
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from apps.accounts import listing
from apps.accounts.models import Account
from apps.accounts.preferences import preference_get, preference_set
from apps.accounts.selectors import account_access, account_events, account_get
from apps.accounts.services import account_freeze
from apps.core import messages as text
from apps.core import permissions as can
from apps.core.chrome import PRODUCT_NAMES
from apps.core.decorators import dashboard_redirect, require, staff_required
from apps.licences.selectors import licence_groups
from apps.users.selectors import account_home_user_count, account_user_lists

TAB_TITLES = {
    "membership": "Membership",
    "users": "Users",
    "home": "Home Learning",
    "training": "Training",
    "bursts/groups": "BURSTS Groups",
    "bursts/year": "BURSTS Year",
}


@staff_required
def accounts_view(request):
    """Filters persist per user (between sign-ins too): a bare /accounts reopens the
    last filters as a shareable query string; ?clear=1 forgets them."""
    saved = preference_get(request.user, "account_filters")
    if "clear" in request.GET:
        preference_set(user=request.user, name="account_filters", value="")
        return redirect("/accounts")
    if not request.GET and saved:
        return redirect(f"/accounts?{saved}")
    query = listing.filter_query(request.GET)
    if request.GET and saved != query:
        preference_set(user=request.user, name="account_filters", value=query)
    filters = listing.parse_filters(request.GET)
    qs = listing.account_cards(listing.account_queryset(filters))
    page = Paginator(qs, listing.PER_PAGE).get_page(request.GET.get("page"))
    context = {
        "title": "Accounts",
        "empty_text": text.NO_ACCOUNTS,
        "filters": filters,
        "page": page,
        "query": query,
        "status_choices": listing.STATUS_CHOICES,
        "type_choices": Account.Type.choices,
        "licence_choices": listing.licence_type_choices(),
        "frame_choices": listing.FRAMES,
        "wonde_choices": [(s.value, s.label) for s in Account.WondeStatus],
        "places": [
            {
                "kind": kind,
                "label": kind.title(),
                "value": request.GET.get(kind, "") or listing.place_input_value(kind, getattr(filters, f"{kind}_id")),
            }
            for kind in listing.PLACES
        ],
        "sort_choices": [
            ("name", "Name A–Z"),
            ("-name", "Name Z–A"),
            ("status", "Status low–high"),
            ("-status", "Status high–low"),
        ],  # fmt: skip
    }
    template = "accounts/list.html#results" if request.htmx and request.htmx.target == "account-results" else None
    return render(request, template or "accounts/list.html", context)


@staff_required
def suggest_view(request, kind):
    """Autocomplete options for the region, manager, county and authority filters."""
    if kind not in listing.PLACES:
        raise Http404
    items = listing.place_suggestions(kind, request.GET.get(kind) or request.GET.get("q", ""))
    return render(request, "accounts/suggest.html", {"items": items})


PRODUCT_ORDER = {product: n for n, product in enumerate(PRODUCT_NAMES)}  # spec 1 §9 product order, then BURSTS


def _renewals(access):
    """Renewal and trial-end dates, one line per date ("Renewal PE, Gym, Dance"): five
    products renewing on one day read as one fact, not five lines."""
    lines = {}
    for label, dates in (("Renewal", access.renewal), ("Trial ends", access.trial_expiry)):
        for product, day in sorted(dates.items(), key=lambda item: PRODUCT_ORDER.get(item[0], len(PRODUCT_ORDER))):
            lines.setdefault((label, day), []).append(PRODUCT_NAMES.get(product, product))
    return [(f"{label} {', '.join(names)}", day) for (label, day), names in sorted(lines.items())]


def _detail_context(request, account, tab):
    access = account_access(account)
    tabs = can.account_tabs(request.user, account, access)
    context = {
        "title": account.name,
        "account": account,
        "account_access": access,
        "tabs": [(key, TAB_TITLES[key]) for key in tabs],
        "tab": tab,
        "tab_title": TAB_TITLES.get(tab, ""),
        "can_freeze": can.can_freeze_account(request.user, account),
        "can_edit_licences": can.can_edit_licences(request.user, account),
        "child_schools": list(account.child_schools.only("pk", "name")),
        "renewals": _renewals(access),
    }
    return context, tabs


@staff_required
def account_view(request, account_id, tab="membership"):
    account = account_get(account_id)
    context, tabs = _detail_context(request, account, tab)
    if tab not in tabs:
        return redirect(f"/accounts/{account.pk}")
    if tab == "membership":
        context["groups"] = licence_groups(account)
        context["events"] = account_events(account)
        context["empty_text"] = text.NO_LICENCES
    elif tab == "users":
        lists = account_user_lists(account)
        context["user_lists"] = [("Active", lists["active"]), ("Invited", lists["invited"]),
                                 ("Temporary", lists["temporary"])]  # fmt: skip
    elif tab == "home":
        context["home_total"] = account_home_user_count(account)
    if request.htmx and request.htmx.target == "account-tabs":
        return render(request, "accounts/detail.html#panel", context)
    return render(request, "accounts/detail.html", context)


def back_to_account(request):
    """Staff without the rule go back to the account; anyone else to their dashboard."""
    if can.is_staff(request.user):
        return redirect("/accounts/" + request.path.split("/")[2])
    return dashboard_redirect(request)


@require(can.can_freeze_account, otherwise=back_to_account)
@require_POST
def freeze_view(request, account_id):
    account = account_freeze(account=account_get(account_id), acting_user=request.user)
    messages.success(request, text.ACCOUNT_FROZEN if account.frozen else text.ACCOUNT_UNFROZEN)
    if request.htmx:
        # The new intro, and on the Membership tab its history (out of band), so the change
        # shows who made it; other tabs have no history to refresh.
        context, _ = _detail_context(request, account_get(account_id), "membership")
        on_membership = urlparse(request.htmx.current_url or "").path == f"/accounts/{account.pk}"
        context["events"] = account_events(account) if on_membership else None
        return render(request, "accounts/frozen.html", context)
    return redirect(f"/accounts/{account.pk}")
