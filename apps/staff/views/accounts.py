"""Staff pages: the accounts list and one account's detail with its tabs
(spec 1 §2). Thin: parse, check the rule, call a selector or service, render."""

from urllib.parse import urlparse

from django.contrib import messages
from django.http import Http404
from django.shortcuts import redirect, render
from django.views.decorators.http import require_POST

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect, require, staff_required
from apps.access.entitlements import access_from_licences, account_access
from apps.accounts.models import Account
from apps.accounts.selectors import account_events, account_get
from apps.accounts.services import account_freeze
from apps.bursts.selectors import group_list
from apps.core import messages as text
from apps.core.catalogue import PRODUCT_NAMES
from apps.core.links import row_url
from apps.core.paging import seek_page
from apps.licences.selectors import GROUPS, licence_groups
from apps.myaccount.selectors import account_orders
from apps.myaccount.selectors.panels import home_panel, training_panel, users_panel
from apps.staff.filters import AccountFilterSet
from apps.staff.selectors import listing
from apps.staff.selectors.detail import account_page_get, child_schools, referrals_both_ways
from apps.staff.services.preferences import preference_get, preference_set
from apps.staff.views.links import account_url, accounts_url

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
    user = request.user
    saved = preference_get(user, "account_filters")
    if "clear" in request.GET:
        preference_set(user=user, name="account_filters", value="")
        return redirect(accounts_url())
    if not request.GET and saved:
        return redirect(accounts_url(saved))
    query = listing.filter_query(request.GET)
    if request.GET and saved != query:
        preference_set(user=user, name="account_filters", value=query)
    filterset = AccountFilterSet(request.GET, user=user)
    filters = filterset.values
    page = seek_page(listing.account_cards(filterset.qs), listing.SORTS[filters.sort], listing.PER_PAGE,
                     number=request.GET.get("page"), after=request.GET.get("after"),
                     before=request.GET.get("before"))  # fmt: skip
    listing.card_licences(user, page.object_list)
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
                "value": request.GET.get(kind, "")
                or listing.place_input_value(user, kind, getattr(filters, f"{kind}_id")),
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
    items = listing.place_suggestions(request.user, kind, request.GET.get(kind) or request.GET.get("q", ""))
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
        "tabs": [(key, TAB_TITLES[key], account_url(account.pk, key)) for key in tabs],
        "tab": tab,
        "tab_title": TAB_TITLES.get(tab, ""),
        "can_freeze": can.can_freeze_account(request.user, account),
        "can_edit_licences": can.can_edit_licences(request.user, account),
        "child_schools": child_schools(account),
        "renewals": _renewals(access),
    }
    return context, tabs


def membership_context(request, account) -> dict:
    """What the Membership tab shows: licences grouped, with their edit and delete
    addresses, and the account's history."""
    groups = licence_groups(request.user, account, show_all=[k for k, _ in GROUPS if request.GET.get(k) == "all"])
    edit_url, delete_url = row_url("licence_edit", account.pk), row_url("licence_delete", account.pk)
    for _, _, licences, _ in groups:
        for licence in licences:
            licence.edit_url, licence.delete_url = edit_url(licence.pk), delete_url(licence.pk)
    return {"groups": groups, "events": account_events(request.user, account), "empty_text": text.NO_LICENCES}


@staff_required
def account_view(request, account_id, tab="membership"):
    account = account_page_get(request.user, account_id, membership=tab == "membership")
    membership = membership_context(request, account) if tab == "membership" else {}
    if membership:
        # The intro's access is the current group's licences (staff see every licence):
        # the same rows account_access would read again.
        account._access_cache = access_from_licences(membership["groups"].current)
    context, tabs = _detail_context(request, account, tab)
    if tab not in tabs:
        return redirect(account_url(account.pk))
    if tab == "membership":
        context.update(membership)
        context["orders"] = account_orders(request.user, account)
        context["referrals"], context["referred_by"] = referrals_both_ways(request.user, account)
        context["can_manage_orders"] = can.can_manage_orders(request.user, account)
    elif tab == "users":
        context.update(users_panel(request, account, bulk=request.GET.get("bulk") == "1"))
    elif tab == "training":
        context.update(training_panel(request.user, account))
    elif tab == "home":
        context.update(home_panel(request, account))
    elif tab == "bursts/groups":
        context.update(groups=list(group_list(request.user, account)), staff_account_id=account.pk)
    if request.htmx and request.htmx.target == "account-tabs":
        return render(request, "accounts/detail.html#panel", context)
    return render(request, "accounts/detail.html", context)


@staff_required
def bursts_tab_view(request, account_id):
    """/accounts/{id}/bursts opens the BURSTS groups tab (spec 1 §2 names only its two sub-tabs)."""
    return redirect(account_url(account_id, "bursts/groups"))


def back_to_account(request):
    """Staff without the rule go back to the account; anyone else to their dashboard."""
    account_id = request.resolver_match.kwargs.get("account_id") if request.resolver_match else None
    if can.is_staff(request.user) and account_id is not None:
        return redirect(account_url(account_id))
    return dashboard_redirect(request)


@require(can.is_staff_admin, otherwise=back_to_account)
@require_POST
def freeze_view(request, account_id):
    account = account_get(request.user, account_id)
    if not can.can_freeze_account(request.user, account):
        return back_to_account(request)
    account = account_freeze(account=account, acting_user=request.user)
    messages.success(request, text.ACCOUNT_FROZEN if account.frozen else text.ACCOUNT_UNFROZEN)
    if request.htmx:
        # The new intro, and on the Membership tab its history (out of band), so the change
        # shows who made it; other tabs have no history to refresh.
        context, _ = _detail_context(request, account_page_get(request.user, account_id), "membership")
        on_membership = urlparse(request.htmx.current_url or "").path == account_url(account.pk)
        context["events"] = account_events(request.user, account) if on_membership else None
        return render(request, "accounts/frozen.html", context)
    return redirect(account_url(account.pk))
