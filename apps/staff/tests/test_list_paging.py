"""The accounts list pages from the row at the page's edge (Next/Previous) and counts a
page opened by number from the nearer end: every sort shows each account exactly once,
in order, whichever way it is walked, and a deep page costs the queries the first does."""

import re

import pytest

from apps.accounts.models import Account
from apps.staff.selectors.listing import PER_PAGE
from apps.users.tests.factories import AccountFactory

pytestmark = pytest.mark.django_db
LINK = r'<a class="button button--secondary" rel="{}" href="\?([^"]+)"'


def _accounts():
    # Ties on name and on status, so the pk has to break them.
    for n in range(3 * PER_PAGE + 5):
        AccountFactory(name=f"Walk School {n % 7}", status=(30, 20, 10, 0)[n % 4], postcode="WK1 1AA")


def _ids(html):
    return [int(i) for i in re.findall(r'data-account="(\d+)"', html)]


def _walk(client, first, rel):
    html, seen = client.get(first).text, []
    while True:
        seen.append(_ids(html))
        link = re.search(LINK.format(rel), html)
        if not link:
            return seen, html
        html = client.get("/accounts?" + link.group(1).replace("&amp;", "&")).text


@pytest.mark.parametrize("sort", ["name", "-name", "status", "-status"])
def test_next_and_previous_walk_every_account_once_in_order(signed_in, staff_viewer, sort):
    _accounts()
    fields = {"name": ("name", "pk"), "-name": ("-name", "-pk"), "status": ("status", "name", "pk"),
              "-status": ("-status", "name", "pk")}[sort]  # fmt: skip
    expected = list(Account.objects.filter(postcode="WK1 1AA").order_by(*fields).values_list("pk", flat=True))
    client = signed_in(staff_viewer)

    forward, last_html = _walk(client, f"/accounts?search=WK1&sort={sort}", "next")
    assert [pk for page in forward for pk in page] == expected
    assert [len(page) for page in forward] == [PER_PAGE] * 3 + [5]
    assert "Page 4 of 4" in last_html
    # Back from the last page through Previous: the same pages, in reverse.
    backward, first_html = _walk(client, f"/accounts?search=WK1&sort={sort}&page=4", "prev")
    assert backward == forward[::-1]
    assert "Page 1 of 4" in first_html


@pytest.mark.parametrize("page", [1, 2, 3, 4])
def test_a_page_opened_by_number_matches_the_walk(signed_in, staff_viewer, page):
    _accounts()
    expected = list(Account.objects.filter(postcode="WK1 1AA").order_by("-status", "name", "pk")
                    .values_list("pk", flat=True))  # fmt: skip
    html = signed_in(staff_viewer).get(f"/accounts?search=WK1&sort=-status&page={page}").text
    assert _ids(html) == expected[(page - 1) * PER_PAGE : page * PER_PAGE]
    assert f"Page {page} of 4" in html


def test_paging_links_are_not_remembered_with_the_filters(signed_in, staff_viewer):
    _accounts()
    client = signed_in(staff_viewer)
    first = client.get("/accounts?search=WK1").text
    after = re.search(LINK.format("next"), first).group(1).replace("&amp;", "&")
    assert "after=" in after
    client.get("/accounts?" + after)
    assert client.get("/accounts").url == "/accounts?search=WK1"


def test_a_cursor_that_left_the_list_falls_back_to_the_page_number(signed_in, staff_viewer):
    _accounts()
    client = signed_in(staff_viewer)
    gone = Account.objects.filter(postcode="WK1 1AA").order_by("name", "pk")[PER_PAGE - 1]
    Account.objects.filter(pk=gone.pk).update(postcode="ZZ9 9ZZ")
    html = client.get(f"/accounts?search=WK1&page=2&after={gone.pk}").text
    expected = list(Account.objects.filter(postcode="WK1 1AA").order_by("name", "pk").values_list("pk", flat=True))
    assert _ids(html) == expected[PER_PAGE : 2 * PER_PAGE]
    assert client.get("/accounts?search=WK1&page=2&after=nonsense").status_code == 200


def test_a_deep_page_runs_the_queries_of_the_first(signed_in, staff_viewer):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    _accounts()
    client = signed_in(staff_viewer)
    client.get("/accounts?search=WK1")

    def count(path):
        with CaptureQueriesContext(connection) as ctx:
            assert client.get(path).status_code == 200
        return len(ctx)

    first = count("/accounts?search=WK1")
    edge = Account.objects.filter(postcode="WK1 1AA").order_by("name", "pk")[2 * PER_PAGE - 1]
    assert count("/accounts?search=WK1&page=4") == first
    # Seeking from a row looks that row up: one query more, whatever the page.
    assert count(f"/accounts?search=WK1&page=3&after={edge.pk}") == first + 1
