"""The accounts list, its API call and its exports filter through one django-filter
FilterSet (apps/staff/filters.py), so a query means the same on the page and in the API."""

import pytest
from django.http import QueryDict
from django_filters import FilterSet

from apps.staff.filters import AccountFilterSet, accounts_filtered

pytestmark = pytest.mark.django_db

QUERIES = [
    "status=f",
    "accountType=partner",
    "accountType[]=Education&sort=-name",
    "region=yorkshire",
    "manager=Stella+Staff",
    "licences=150&frame=current",
    "frame=previous&licences=50",
    "status=30&status=nonsense&frame=someday",  # the stale values are left out, the rest filters
    "search=oak",
    "county=Atlantis",
]


@pytest.mark.parametrize("query", QUERIES)
def test_the_page_and_the_api_list_the_same_accounts(signed_in, staff_viewer, query):
    client = signed_in(staff_viewer)
    api = [a["name"] for a in client.get(f"/api/accounts?{query}").json()]
    expected = [a.name for a in accounts_filtered(staff_viewer, QueryDict(query))[:24]]
    assert api == expected
    page = client.get(f"/accounts?{query}").text
    for name in expected:
        assert name in page
    if not expected:
        assert "No Accounts Found." in page


def test_one_filter_set_and_stale_values_are_left_out(staff_viewer):
    filterset = AccountFilterSet(QueryDict("status=30&status=99&status[]=f&frame=never&accountType=PARTNER"),
                                 user=staff_viewer)  # fmt: skip
    assert isinstance(filterset, FilterSet) and filterset.is_valid()
    values = filterset.values
    assert values.status == ["30", "f"] and values.frame == [] and values.account_type == ["partner"]
    assert values.sort == "name" and values.panel_count == 3
