"""Lists that grow with an account's age stay bounded: the Membership tab lists the latest
previous licences with a link to all of them, an account card its first current
licences, and the API's deep pages return what their page numbers say."""

import re
from datetime import date, timedelta

import pytest

from apps.accounts.models import Account
from apps.licences.selectors import PREVIOUS_SHOWN
from apps.staff.selectors.listing import CARD_LICENCES
from apps.users.tests.factories import AccountFactory, LicenceFactory

pytestmark = pytest.mark.django_db


def _old_licences(account, n):
    start = date.today() - timedelta(days=4000)
    for i in range(n):
        begin = start + timedelta(days=10 * i)
        LicenceFactory(account=account, start_date=begin, end_date=begin + timedelta(days=30))


def test_membership_lists_the_latest_previous_licences_and_links_to_all(signed_in, staff_viewer):
    account = AccountFactory(name="Old School")
    _old_licences(account, PREVIOUS_SHOWN + 5)
    client = signed_in(staff_viewer)
    page = client.get(f"/accounts/{account.pk}").text
    previous = page[page.index('data-group="previous"') :]
    assert previous.count("data-licence=") == PREVIOUS_SHOWN
    assert f"Show all {PREVIOUS_SHOWN + 5} previous licences" in page
    latest = account.licences.order_by("-start_date").first()
    assert f'data-licence="{latest.pk}"' in previous
    every = client.get(f"/accounts/{account.pk}?previous=all").text
    assert every[every.index('data-group="previous"') :].count("data-licence=") == PREVIOUS_SHOWN + 5
    assert "Show all" not in every


def test_a_short_history_shows_no_link(signed_in, staff_viewer):
    account = AccountFactory(name="Young School")
    _old_licences(account, 2)
    assert "Show all" not in signed_in(staff_viewer).get(f"/accounts/{account.pk}").text


def test_a_card_lists_its_first_current_licences(signed_in, staff_viewer):
    account = AccountFactory(name="Many Licences School")
    for n in range(CARD_LICENCES + 3):
        LicenceFactory(account=account, start_date=date.today() - timedelta(days=1),
                       end_date=date.today() + timedelta(days=10 + n))  # fmt: skip
    card = signed_in(staff_viewer).get("/accounts?search=many+licences").text
    line = re.search(r'<p class="account-card__licences">(.*?)</p>', card).group(1)
    assert line.count(" to ") == CARD_LICENCES and line.endswith("; …")
    first = (date.today() + timedelta(days=10)).strftime("%d/%m/%Y")
    assert f"to {first}" in line.split(";")[0]  # the soonest to end first


def test_api_pages_from_either_end_hold_what_their_numbers_say(signed_in, staff_viewer):
    for n in range(60):
        AccountFactory(name=f"Api Paged {n % 9}")
    expected = list(
        Account.objects.filter(name__startswith="Api Paged").order_by("name", "pk").values_list("pk", flat=True)
    )
    client = signed_in(staff_viewer)
    got = [a["id"] for page in (1, 2, 3) for a in client.get(f"/api/accounts?search=api+paged&page={page}").json()]
    assert got == expected
