import re

import pytest

from apps.accounts.models import Account, Region
from apps.users.models import User
from apps.users.tests.factories import AccountFactory, LicenceFactory

pytestmark = pytest.mark.django_db


def test_list_shows_cards_and_empty_state(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    page = client.get("/accounts")
    assert page.status_code == 200
    assert "Oakfield Primary" in page.text
    assert "User Search" in page.text
    empty = client.get("/accounts?search=zzzz-nothing")
    assert "No Accounts Found." in empty.text
    assert 'class="pagination"' not in empty.text


def test_filters_persist_and_clear(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    client.get("/accounts?search=oak&status=30")
    again = client.get("/accounts")
    assert again.status_code == 302
    assert again.url == "/accounts?search=oak&status=30"
    cleared = client.get("/accounts?clear=1")
    assert cleared.url == "/accounts"
    assert client.get("/accounts").status_code == 200


def test_status_type_place_filters(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    frozen = client.get("/accounts?status=f").text
    assert "Frostgate Primary" in frozen and "Oakfield Primary" not in frozen
    partner = client.get("/accounts?accountType=partner").text
    assert "Active Partners Ltd" in partner and "Oakfield Primary" not in partner
    yorkshire = client.get("/accounts?region=yorkshire").text
    assert "Birchwood Primary" in yorkshire and "Oakfield Primary" not in yorkshire
    by_manager = client.get("/accounts?manager=Stella+Staff").text
    assert "Oakfield Primary" in by_manager and "Cedar Academy" not in by_manager
    by_email = client.get("/accounts?manager=staff@example.com").text  # an older link's email still works
    assert "Oakfield Primary" in by_email and "Cedar Academy" not in by_email
    unknown = client.get("/accounts?county=Atlantis").text
    assert "No Accounts Found." in unknown


def test_licence_and_time_frame_filters(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    trials = client.get("/accounts?licences=150&frame=current").text
    assert "Birchwood Primary" in trials and "Oakfield Primary" not in trials
    previous = client.get("/accounts?frame=previous&licences=50").text
    assert "Endmoor Primary" in previous and "Birchwood Primary" not in previous


def test_sorting(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    names = ["Active Partners Ltd", "Oakfield Primary"]
    asc = client.get("/accounts?sort=name").text
    desc = client.get("/accounts?sort=-name").text
    assert asc.index(names[0]) < asc.index(names[1])
    assert desc.index(names[0]) > desc.index(names[1])
    by_status = client.get("/accounts?sort=status").text
    assert by_status.index("Endmoor Primary") < by_status.index("Birchwood Primary") < by_status.index("Oakfield")


def test_paging_and_htmx_partial(signed_in, staff_viewer, personas):
    AccountFactory.create_batch(30, name="Paged School")
    client = signed_in(staff_viewer)
    first = client.get("/accounts?search=Paged")
    assert 'class="pagination"' in first.text and "Page 1 of 2" in first.text
    partial = client.get(
        "/accounts?search=Paged&page=2", headers={"HX-Request": "true", "HX-Target": "account-results"}
    )
    assert "<html" not in partial.text and "Page 2 of 2" in partial.text
    assert partial.text.count("data-account=") == 6, partial.text.count("data-account=")


def test_autocomplete_is_substring_case_insensitive_max_ten(signed_in, staff_viewer, personas):
    for n in range(12):
        Region.objects.create(name=f"Zone {n} Shire")
    client = signed_in(staff_viewer)
    options = client.get("/accounts/suggest/region?region=SHIRE").text
    assert options.count("<option") == 10
    assert 'value="Yorkshire"' in client.get("/accounts/suggest/region?region=york").text
    managers = client.get("/accounts/suggest/manager?manager=stel").text
    assert 'value="Stella Staff"' in managers and "staff@example.com" not in managers
    assert client.get("/accounts/suggest/nothing?q=a").status_code == 404


def _queries(client, path):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as ctx:
        assert client.get(path).status_code == 200
    return len(ctx)


def _full_accounts(n, manager):
    """Accounts with every relation a card shows (region, county, manager) and licences,
    so a missing select_related or prefetch costs a query per card."""
    oak = Account.objects.get(name="Oakfield Primary")
    for account in AccountFactory.create_batch(n, name="Counted School", region=oak.region, county=oak.county,
                                               manager=manager):  # fmt: skip
        LicenceFactory(account=account)
        LicenceFactory(account=account, licence_type_id=150)


def test_list_query_count_does_not_grow(signed_in, staff_viewer, staff_admin):
    client = signed_in(staff_viewer)
    path = "/accounts?search=counted&sort=name"
    _full_accounts(2, staff_admin)
    client.get(path)
    before = _queries(client, path)
    _full_accounts(12, staff_admin)
    page = client.get(path).text
    assert page.count("data-account=") == 14 and "Stella Staff" in page and "Trial to" in page
    assert _queries(client, path) == before


def test_filters_and_last_search_persist_between_sign_ins(client, staff_viewer):
    backend = "allauth.account.auth_backends.AuthenticationBackend"
    client.force_login(staff_viewer, backend=backend)
    client.get("/accounts?status=f")
    client.get("/user-search?search=teach")
    client.logout()
    client.force_login(staff_viewer, backend=backend)
    assert client.get("/accounts").url == "/accounts?status=f"
    assert 'value="teach"' in client.get("/user-search").text


def test_manager_given_by_id_or_full_name_keeps_filtering(signed_in, staff_viewer, staff_admin):
    # A list opened with managerId (the API's form) shows the manager's name in the input, as
    # the cards name them (issue 20: one name everywhere), and the form sends a value that
    # still finds the same manager on the next change.
    client = signed_in(staff_viewer)
    by_id = client.get(f"/accounts?managerId={staff_admin.pk}").text
    assert 'id="f-manager" name="manager" value="Stella Staff"' in by_id
    assert "Oakfield Primary" in by_id and "Cedar Academy" not in by_id
    assert "Manager: Stella Staff" in by_id
    by_name = client.get("/accounts?manager=stella+staff").text
    assert "Oakfield Primary" in by_name and "Cedar Academy" not in by_name
    assert 'value="Stella Staff"' in client.get("/accounts/suggest/manager?manager=Stella+Staff").text


def test_a_manager_without_a_name_is_their_email_everywhere(signed_in, staff_viewer, staff_admin):
    User.objects.filter(pk=staff_admin.pk).update(first_name="", last_name="")
    client = signed_in(staff_viewer)
    page = client.get(f"/accounts?managerId={staff_admin.pk}").text
    assert 'name="manager" value="staff@example.com"' in page and "Manager: staff@example.com" in page
    assert 'value="staff@example.com"' in client.get("/accounts/suggest/manager?manager=staff@").text
    assert "Oakfield Primary" in client.get("/accounts?manager=staff@example.com").text


def test_sync_county_and_authority_filters(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    pe_pending = Account.objects.create(name="Pending Sync School", wonde_pe_status="pending")
    pending = client.get("/accounts?wondePeStatus=pending").text
    assert pe_pending.name in pending and "Oakfield Primary" not in pending
    oak = Account.objects.get(name="Oakfield Primary")
    lancs = client.get(f"/accounts?county={oak.county.title.upper()}").text
    assert "Oakfield Primary" in lancs and "Cedar Academy" not in lancs
    council = client.get(f"/accounts?authority={oak.authority.name[:6].lower()}").text
    assert "Oakfield Primary" in council and "Cedar Academy" not in council


def test_checkbox_filters_fold_away_unless_one_is_ticked(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    assert '<details class="more-filters">' in client.get("/accounts?search=oak").text
    ticked = client.get("/accounts?status=f&licences=150").text
    assert '<details class="more-filters" open>' in ticked and "2 selected" in ticked


def test_card_colour_follows_status_and_frozen_is_marked(signed_in, staff_viewer):
    for status in (30, 20, 10, 0):
        AccountFactory(name=f"Tone School {status}", status=status)
    AccountFactory(name="Tone School Frozen", status=30, frozen=True)
    text = signed_in(staff_viewer).get("/accounts?search=tone+school").text
    tones = {
        name: tone
        for tone, name in re.findall(r'account-card--(\w+)[^"]*" data-account="\d+">\s*<h2[^>]*><a[^>]*>([^<]+)<', text)
    }
    assert tones == {"Tone School 30": "strong", "Tone School 20": "light", "Tone School 10": "grey",
                     "Tone School 0": "grey", "Tone School Frozen": "strong"}  # fmt: skip
    assert 'account-card--strong account-card--frozen" data-account' in text


def test_status_20_has_one_label_in_the_filter_the_cards_and_the_intro(signed_in, staff_viewer):
    # The status by its name, not "20 Lapsing" (issue 20); the code stays the filter's value.
    school = AccountFactory(name="Lapsing Label School", status=20)
    client = signed_in(staff_viewer)
    listing = client.get("/accounts?search=lapsing+label&status=20").text
    assert re.search(r'<input type="checkbox" name="status" value="20" checked> Lapsing</label>', listing)
    assert '<span class="badge">Lapsing</span>' in listing
    assert '<span class="badge" data-status>Lapsing</span>' in client.get(f"/accounts/{school.pk}").text
    active = client.get("/accounts?search=oakfield").text
    assert '<span class="badge">Active</span>' in active
    assert not re.search(r">\s*(30|20|10|0) (Active|Lapsing|Inactive|Prospect)<", active)


def test_an_htmx_filter_change_brings_the_selected_count_along(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    hx = {"HX-Request": "true", "HX-Target": "account-results"}
    two = client.get("/accounts?status=30&status=f", headers=hx).text
    assert '<span id="filter-count" hx-swap-oob="true"><span class="badge">2 selected</span></span>' in two
    none = client.get("/accounts?search=oak", headers=hx).text
    assert '<span id="filter-count" hx-swap-oob="true"></span>' in none
