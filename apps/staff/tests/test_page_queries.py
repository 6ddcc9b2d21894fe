"""Issue 34: the staff pages and the API lists read in a fixed number of queries, whatever
an account holds: each is asked with 5 licences, users or referrals and again with 50
(an N+1 would show as 45 more), under a ceiling that says what the page costs."""

from datetime import date, timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.accounts.models import Account, AccountEvent
from apps.myaccount.models import Referral
from apps.users.models import User
from apps.users.tests.factories import AccountFactory, LicenceFactory

pytestmark = pytest.mark.django_db

# Session and user are two of each (as the floor's); the rest is the page's own.
CEILINGS = {
    "accounts": 7,
    "accounts_search": 7,
    "detail": 8,
    "users_tab": 6,
    "user_search": 4,
    "api_accounts": 4,
    "api_licences": 5,  # the types in a query of their own: one object each, not one a licence
    "api_user_search": 3,
}


def _grow(account, n, start):
    """n more of everything a page lists: current, future and previous licences, school
    users, referrals both ways, history rows and schools named like the account."""
    today = date.today()
    for i in range(n):
        k = start + i
        LicenceFactory(account=account, start_date=today - timedelta(days=10 + k), end_date=today + timedelta(days=k))
        LicenceFactory(account=account, start_date=today + timedelta(days=5 + k), end_date=today + timedelta(days=99))
        LicenceFactory(account=account, start_date=today - timedelta(days=400 + k),
                       end_date=today - timedelta(days=30 + k))  # fmt: skip
        User.objects.create(email=f"member{k}@big.example.com", first_name=f"Member{k}", last_name="Grown",
                            account=account)  # fmt: skip
        other = AccountFactory(name=f"Grown Neighbour {k}")
        LicenceFactory(account=other)
        Referral.objects.create(account=account, school_name=f"Friend {k}", contact_name="A", contact_email="a@x.org")
        Referral.objects.create(account=other, referred_account=account, school_name=account.name,
                                contact_name="B", contact_email="b@x.org")  # fmt: skip
        AccountEvent.objects.create(account=account, actor_name=f"Someone {k}", action="frozen")


def _counts(client, paths):
    counts = {}
    for name, path in paths.items():
        client.get(path)  # any first-request work (the remembered filters) done once
        with CaptureQueriesContext(connection) as ctx:
            response = client.get(path)
        assert response.status_code == 200, (name, response.status_code)
        counts[name] = len(ctx)
    return counts


def test_staff_pages_and_api_lists_cost_the_same_with_5_or_50_rows(signed_in, staff_admin):
    account = AccountFactory(name="Grown Academy")
    _grow(account, 5, 0)
    client = signed_in(staff_admin)
    paths = {
        "accounts": "/accounts?sort=name",
        "accounts_search": "/accounts?search=grown",
        "detail": f"/accounts/{account.pk}",
        "users_tab": f"/accounts/{account.pk}/users",
        "user_search": "/user-search?search=member+grown",
        "api_accounts": "/api/accounts?search=grown",
        "api_licences": f"/api/licences?accountId={account.pk}",
        "api_user_search": "/api/users/search?search=member+grown",
    }
    small = _counts(client, paths)
    _grow(account, 45, 5)
    large = _counts(client, paths)
    assert large == small
    over = {name: (n, CEILINGS[name]) for name, n in large.items() if n > CEILINGS[name]}
    assert not over, over


def test_an_account_without_orders_or_referrals_reads_neither(signed_in, staff_admin):
    """Most accounts have neither: the account's own query says so, and the Membership tab
    skips both reads (one query each)."""
    client = signed_in(staff_admin)
    bare = AccountFactory(name="Quiet Primary")
    LicenceFactory(account=bare)
    referred = AccountFactory(name="Referred Primary")
    Referral.objects.create(account=AccountFactory(name="Friendly Primary"), referred_account=referred,
                            school_name="Referred Primary", contact_name="B", contact_email="b@x.org")  # fmt: skip
    counts = _counts(client, {"bare": f"/accounts/{bare.pk}", "referred": f"/accounts/{referred.pk}"})
    assert counts == {"bare": 6, "referred": 7}
    assert "Friendly Primary" in client.get(f"/accounts/{referred.pk}").content.decode()
    assert "This account has not referred a school." in client.get(f"/accounts/{bare.pk}").content.decode()


def test_the_long_groups_list_a_page_and_link_to_all(signed_in, staff_viewer):
    """With 50 of each group the Membership tab lists 20 of each (the latest first) and a
    link to all of them; ?current=all lists every current licence."""
    account = AccountFactory(name="Grown Academy")
    _grow(account, 50, 0)
    client = signed_in(staff_viewer)
    page = client.get(f"/accounts/{account.pk}").text
    for key in ("current", "future", "previous"):
        group = page[page.index(f'data-group="{key}"') :].split("</ul>")[0]
        assert group.count("data-licence=") == 20
        assert f"Show all 50 {key} licences" in page
    every = client.get(f"/accounts/{account.pk}?current=all").text
    assert every[every.index('data-group="current"') :].split("</ul>")[0].count("data-licence=") == 50
    assert "Show all 50 current licences" not in every and "Show all 50 future licences" in every
    # The intro's renewal date is the latest of all 50 current licences, listed or not.
    latest = max(account.licences.filter(start_date__lte=date.today(), end_date__gte=date.today())
                 .values_list("end_date", flat=True))  # fmt: skip
    assert latest.strftime("%d/%m/%Y") in page[: page.index('data-group="current"')]
    assert Account.objects.filter(name="Grown Academy").count() == 1


def test_the_licence_list_is_in_its_documented_shape(signed_in, staff_viewer):
    """GET licences is rendered without validating each licence again: what it sends is
    exactly what LicenceOut makes of it (types, field order, the trust's licences)."""
    from pydantic import TypeAdapter

    from apps.licences.schemas import LicenceOut

    trust = AccountFactory(name="Grown Trust")
    account = AccountFactory(name="Grown Academy", parent_school=trust)
    _grow(account, 3, 0)
    LicenceFactory(account=trust)
    response = signed_in(staff_viewer).get(f"/api/licences?accountId={account.pk}")
    assert response["Content-Type"] == "application/json; charset=utf-8"
    sent = response.json()
    assert len(sent) == 10 and sum(1 for row in sent if row["parent"] == {"accountId": trust.pk}) == 1
    assert TypeAdapter(list[LicenceOut]).dump_python(TypeAdapter(list[LicenceOut]).validate_python(sent),
                                                     mode="json") == sent  # fmt: skip
