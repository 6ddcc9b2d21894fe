"""What the Users, Home Learning and Training panels show, for /account/{users,home,training}
and the staff account page's tabs: the users lists a page each (the request's page of each
list), the children as a django-tables2 table of the request's page and filter."""

from dataclasses import dataclass, field
from urllib.parse import urlencode

from django.urls import reverse
from django_tables2 import RequestConfig

from apps.access import rules as can
from apps.core import messages as text
from apps.core.links import row_url
from apps.myaccount.selectors import (
    HOME_FILTERS,
    USER_FILTERS,
    home_children,
    home_counts,
    user_list_counts,
    user_list_rows,
)
from apps.myaccount.services import children
from apps.myaccount.services.training import training_groups
from apps.myaccount.tables import ChildrenTable

PER_PAGE = 50
# Spec 1 §9 gives no page size for the users lists (24 is its sync list's); 24 cards are
# 12 rows of the account pages' 2 cards a row.
USERS_PER_PAGE = 24


def section_url(request, account, section):
    """The page behind a modal: the staff account tab for staff, /account/{section} otherwise."""
    if can.is_staff(request.user):
        return reverse("account_tab", args=[account.pk, section])
    return reverse("my_account", args=[section])


@dataclass
class UserList:
    """One users list (Active, Invited or Temporary): its count (the whole list), the
    page shown, and the links to the pages either side."""

    key: str
    label: str
    count: int
    number: int
    num_pages: int
    first: bool
    users: list = field(default_factory=list)
    previous: dict | None = None
    next: dict | None = None

    @property
    def pager(self):
        return [(self.previous, "prev", "Previous"), (self.next, "next", "Next")]


def page_param(key) -> str:
    return f"{key}_page"


def _page_number(value, num_pages) -> int:
    """The page asked for, within the list (anything else than a number is page 1)."""
    try:
        number = int(value) if len(str(value)) < 10 else num_pages
    except (TypeError, ValueError):
        number = 1
    return min(max(number, 1), num_pages)


def _query(pages, **extra) -> str:
    """The lists' page numbers (page 1 left out) and any extra parameters, as a query string."""
    items = [(page_param(key), number) for key, number in pages.items() if number > 1]
    return urlencode(items + [(name, value) for name, value in extra.items() if value])


def _url(base, query) -> str:
    return f"{base}?{query}" if query else base


def _link(page_url, lists_url, key, pages, number, bulk) -> dict:
    """A Previous or Next link: `href` opens the page without JavaScript (the other lists
    stay where they are), `hx` swaps this list alone and `push` is the page's address."""
    pages = {**pages, key: number}
    bulk = "1" if bulk else None
    return {
        "href": _url(page_url, _query(pages, bulk=bulk)),
        "hx": _url(lists_url, _query({key: number}, list=key, bulk=bulk)),
        "push": _url(page_url, _query(pages)),
    }


def users_panel(request, account, *, bulk=False, pages=None, only=None) -> dict:
    """What the Users page (and the staff Users tab) shows: the lists a page each (the
    page numbers read from `pages`, the request's query by default), each card with the
    actions the named rules allow, and the page's buttons. `only` names the one list an
    htmx page link swaps."""
    user = request.user
    pages = request.GET if pages is None else pages
    shown = ["active", "invited"] + (["temporary"] if can.can_see_temporary_users(user, account) else [])
    can_manage = can.can_manage_account_users(user, account)
    bulk = bulk and can_manage
    counts = user_list_counts(user, account, shown)
    page_url = section_url(request, account, "users")
    lists_url = reverse("account_users_lists", args=[account.pk])
    lists = []
    for index, key in enumerate(shown):
        num_pages = max(1, -(-counts[key] // USERS_PER_PAGE))
        number = _page_number(pages.get(page_param(key)), num_pages)
        lists.append(UserList(key=key, label=USER_FILTERS[key], count=counts[key], first=index == 0,
                              num_pages=num_pages, number=number))  # fmt: skip
    numbers = {group.key: group.number for group in lists}
    edit_url, delete_url = row_url("account_user_edit", account.pk), row_url("account_user_delete", account.pk)
    for group in lists:
        if only and group.key != only:
            continue
        if group.count:
            group.users = user_list_rows(user, account, group.key, start=(group.number - 1) * USERS_PER_PAGE,
                                         per_page=USERS_PER_PAGE, total=group.count)  # fmt: skip
        if group.number > 1:
            group.previous = _link(page_url, lists_url, group.key, numbers, group.number - 1, bulk)
        if group.number < group.num_pages:
            group.next = _link(page_url, lists_url, group.key, numbers, group.number + 1, bulk)
        for target in group.users:
            target.account = account  # the rules look at it: one account, not a query per card
            target.edit_url, target.delete_url = edit_url(target.pk), delete_url(target.pk)
            target.can_edit = can.can_edit_account_user(user, target)
            target.can_delete = can.can_delete_account_user(user, target)
            target.can_resend = can.can_resend_account_invite(user, target)
            target.can_faux = can.can_impersonate(user, target)
    return {
        "account": account,
        "user_lists": lists,
        "user_total": sum(counts.values()),
        "pages_query": _query(numbers),
        "can_manage_users": can_manage,
        "can_invite": can.can_invite_account_users(user, account),
        "bulk": bulk,
        "can_faux": can.is_super_staff(user),
    }


def home_panel(request, account, *, filter=None) -> dict:
    """The table and its toolbar, for /account/home and the staff Home tab."""
    filter = filter or (request.GET.get("filter") if request.GET.get("filter") in HOME_FILTERS else "active")
    can_manage = can.can_manage_home_children(request.user, account)
    bulk = can_manage and request.GET.get("bulk") == "1"
    select = request.GET.get("select") if bulk else None
    qs = home_children(request.user, account, filter)
    show_passwords = can.can_see_home_passwords(request.user, account)
    table = ChildrenTable(qs, account=account, bulk=bulk, select_all=select in ("page", "all"), can_manage=can_manage,
                          show_passwords=show_passwords)  # fmt: skip
    RequestConfig(request, paginate={"per_page": PER_PAGE}).configure(table)
    if show_passwords:
        shown = [row.record for row in table.page.object_list]
        table.passwords = children.home_passwords_shown(acting_user=request.user, account=account, children=shown,
                                                        via="page")  # fmt: skip
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
