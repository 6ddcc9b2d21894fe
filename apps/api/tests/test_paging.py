"""Paging headers of list calls (spec 1 §3 Paged collection)."""

from urllib.parse import parse_qs, urlsplit

import pytest
from django.http import HttpResponse
from django.test import RequestFactory

from apps.api.services.paging import paginate


def links(response):
    """The Link header as {rel: query dict}."""
    found = {}
    for part in response["Link"].split(", "):
        url, rel = part.split("; ")
        query = parse_qs(urlsplit(url.strip("<>")).query)
        found[rel.removeprefix('rel="').rstrip('"')] = {k: v[0] for k, v in query.items()}
    return found


def page_of(items, query, **kwargs):
    request = RequestFactory().get("/api/things", query)
    response = HttpResponse()
    return list(paginate(request, response, items, **kwargs)), response


def test_middle_page_has_every_header_and_link():
    items, response = page_of(list(range(95)), {"page": "3", "search": "oak"}, page=3, per_page=10)
    assert items == list(range(20, 30))
    assert (response["X-Total-Count"], response["X-Page-Count"], response["X-Current-Page"]) == ("95", "10", "3")
    rels = links(response)
    assert {rel: q["page"] for rel, q in rels.items()} == {
        "first": "1",
        "prev": "2",
        "self": "3",
        "next": "4",
        "last": "10",
    }
    # Other query parameters (filters) are kept in every link.
    assert all(q["search"] == "oak" for q in rels.values())
    assert response["Link"].startswith("<http://testserver/api/things?")


def test_first_and_last_pages_have_no_prev_or_next():
    _, first = page_of(list(range(30)), {}, page=1, per_page=10)
    assert set(links(first)) == {"first", "self", "next", "last"}
    items, last = page_of(list(range(30)), {}, page=3, per_page=10)
    assert items == list(range(20, 30))
    assert set(links(last)) == {"first", "prev", "self", "last"}


def test_a_page_past_the_end_is_empty_and_says_which_it_is():
    """Not silently the last page (issue 20): empty, with the page asked for, the real
    count of pages, and a prev link to the last one."""
    items, response = page_of(list(range(30)), {}, page=99, per_page=10)
    assert items == []
    assert (response["X-Total-Count"], response["X-Page-Count"], response["X-Current-Page"]) == ("30", "3", "99")
    assert {rel: q["page"] for rel, q in links(response).items()} == {"first": "1", "prev": "3", "self": "99",
                                                                       "last": "3"}  # fmt: skip
    items, response = page_of([], {}, page=1)
    assert items == []
    assert (response["X-Total-Count"], response["X-Page-Count"], response["X-Current-Page"]) == ("0", "1", "1")


@pytest.mark.parametrize("page", [0, -3])
def test_a_page_below_one_is_refused(page):
    from django.core.exceptions import ValidationError

    with pytest.raises(ValidationError) as raised:
        page_of(list(range(30)), {}, page=page)
    assert raised.value.message_dict == {"page": ["Pages are numbered from 1"]}


@pytest.mark.django_db
def test_a_queryset_costs_one_count_and_one_page_query(personas, django_assert_num_queries):
    from apps.users.models import User

    with django_assert_num_queries(2):
        items, response = page_of(User.objects.order_by("pk"), {}, page=2, per_page=5)
    assert response["X-Total-Count"] == str(User.objects.count())
    assert [u.pk for u in items] == list(User.objects.order_by("pk").values_list("pk", flat=True)[5:10])
