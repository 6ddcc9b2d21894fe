"""On PostgreSQL, account and user search, the CRM id lookup and deep pages of the list
are answered from indexes (trigram GIN, UPPER() and sort indexes), never by reading every
row: checked on the query plans, with enough rows that a scan would be the planner's
choice if the index did not fit the query."""

import pytest
from django.db import connection
from django.http import QueryDict

from apps.accounts.models import Account
from apps.core.paging import seek_page
from apps.staff.filters import accounts_filtered
from apps.staff.selectors import listing
from apps.staff.selectors.search import users_matching
from apps.users.models import User

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "postgresql", reason="trigram indexes are PostgreSQL's"),
]
ACCOUNTS, USERS = 20_000, 20_000


@pytest.fixture
def many(personas):
    towns = ["Preston", "Leeds", "Kendal", "Derby", "Cardiff", "Truro", "Ripon", "Bangor"]
    # PostgreSQL hands back the new rows' keys (earlier tests' rolled-back rows leave gaps).
    accounts = Account.objects.bulk_create(
        [Account(name=f"{towns[n % 8]} School {n}", city=towns[n % 8], postcode=f"PR{n % 97} {n % 9}AB",
                 zoho_id=f"ZC-{n}", urn=str(200_000 + n), status=(30, 20, 10, 0)[n % 4]) for n in range(ACCOUNTS)],
        batch_size=5000,
    )  # fmt: skip
    User.objects.bulk_create(
        [User(email=f"person{n}@school{n % 500}.example.com", first_name=f"First{n % 900}", last_name=f"Last{n}",
              account_id=accounts[n % ACCOUNTS].pk) for n in range(USERS)],
        batch_size=5000,
    )  # fmt: skip
    with connection.cursor() as cursor:
        # What autovacuum does in production: new rows wait in the GIN index's pending list
        # (which the planner prices as read in full) until it is merged.
        cursor.execute(
            "SELECT gin_clean_pending_list('account_search_trgm'), gin_clean_pending_list('user_search_trgm')"
        )
        cursor.execute("ANALYZE accounts_account; ANALYZE users_user")
    return personas["staff_viewer"]


def _plan(qs):
    return qs.explain()


def _accounts(user, query):
    return accounts_filtered(user, QueryDict(query))


def _flip(item):
    return item[1:] if item.startswith("-") else f"-{item}"


def test_searches_and_deep_pages_use_indexes(many):
    # One test, as the rows take a while to make.
    for term in ("kendal school 1234", "PR42", "zc-777", "200777"):
        qs = _accounts(many, f"search={term}")
        for plan in (_plan(qs[:24]), _plan(qs.order_by())):  # the page and its count
            assert "Seq Scan on accounts_account" not in plan, (term, plan)
        assert qs.exists(), term

    for term in ("first523 last4123", "person777@", "school42.example"):
        qs = users_matching(many, term)
        assert "Seq Scan on users_user" not in _plan(qs[:300]), (term, _plan(qs[:300]))
        assert qs.exists(), term

    # Deep pages: the last counted from the end, any other from the row before it.
    for sort in listing.SORTS.values():
        qs = _accounts(many, "").order_by(*sort)
        first = sort[0].lstrip("-")
        edge = qs.values(first)[5000]
        for plan in (
            _plan(qs.order_by(*map(_flip, sort))[:24]),
            _plan(qs.filter(**{f"{first}__gte": edge[first]})[:24]),
        ):
            assert "Sort" not in plan and "Seq Scan" not in plan, (sort, plan)
        page = seek_page(qs, sort, listing.PER_PAGE, number=10_000)
        assert page.number == page.paginator.num_pages == -(-Account.objects.count() // listing.PER_PAGE)
