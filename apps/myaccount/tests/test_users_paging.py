"""The users lists a page at a time (issue 15: long lists paged, query counts constant in
rows): each of Active, Invited and Temporary shows USERS_PER_PAGE cards with the count of
the whole list, Previous / Next swap that list alone with htmx and work as plain links, on
/account/users and on the staff account page's Users tab."""

import datetime
import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.myaccount.selectors.panels import USERS_PER_PAGE
from apps.users.models import User
from apps.users.selectors import PENDING

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true"}
STATUSES = {"active": User.Status.ACTIVE, "invited": User.Status.INVITED, "temporary": User.Status.ACTIVE}


def _add(account, n, key="invited"):
    """`n` more school users in one list (or spread over the three with key=None)."""
    keys = list(STATUSES)
    users = []
    for i in range(n):
        k = key or keys[i % 3]
        temp = datetime.date.today() + datetime.timedelta(days=20) if k == "temporary" else None
        users.append(User(email=f"paged{i}.{k}@oakfield.example.com", account=account, status=STATUSES[k],
                          date_end_temp=temp, first_name=f"P{i:04d}"))  # fmt: skip
    User.objects.bulk_create(users)


def _ids(account, key):
    qs = User.objects.filter(account=account, kind=User.Kind.ACCOUNT)
    if key == "invited":
        return set(qs.filter(status__in=PENDING).values_list("pk", flat=True))
    qs = qs.filter(status=User.Status.ACTIVE, date_end_temp__isnull=key == "active")
    return set(qs.values_list("pk", flat=True))


def _section(text, key):
    """The HTML of one list's section."""
    return text.split(f'data-list="{key}"')[1].split("data-list=")[0]


def _cards(section):
    return [int(pk) for pk in re.findall(r'data-user="(\d+)"', section)]


def _next_href(section):
    return re.search(r'rel="next" href="([^"]+)"', section).group(1).replace("&amp;", "&")


def test_a_long_list_shows_one_page_and_a_working_next_page(signed_in, school_admin):
    account = school_admin.account
    _add(account, USERS_PER_PAGE + 6)
    invited = _ids(account, "invited")
    assert len(invited) > USERS_PER_PAGE
    client = signed_in(school_admin)
    page = client.get("/account/users").text
    first = _section(page, "invited")
    assert f'Invited <span class="count">({len(invited)})</span>' in first  # the whole list's count
    assert len(_cards(first)) == USERS_PER_PAGE and set(_cards(first)) <= invited
    assert "Page 1 of 2" in first and 'rel="next"' in first and 'rel="prev"' not in first
    # The short Active list is whole, with no pager.
    assert set(_cards(_section(page, "active"))) == _ids(account, "active")
    assert 'data-pages="active"' not in page
    # Without JavaScript: the Next link opens the page with Invited at page 2.
    href = _next_href(first)
    assert href == "/account/users?invited_page=2"
    second = _section(client.get(href).text, "invited")
    assert set(_cards(first)) | set(_cards(second)) == invited and not set(_cards(first)) & set(_cards(second))
    assert f"({len(invited)})" in second and "Page 2 of 2" in second and 'rel="next"' not in second
    assert 'rel="prev" href="/account/users"' in second


def test_htmx_next_swaps_only_that_list(signed_in, school_admin):
    account = school_admin.account
    _add(account, USERS_PER_PAGE + 3)
    client = signed_in(school_admin)
    first = _section(client.get("/account/users").text, "invited")
    hx_get = re.search(r'rel="next"[^>]* hx-get="([^"]+)"', first).group(1).replace("&amp;", "&")
    assert 'hx-target="#users-list-invited"' in first and 'hx-push-url="/account/users?invited_page=2"' in first
    part = client.get(hx_get, headers={**HX, "HX-Target": "users-list-invited"})
    text = part.text
    assert text.lstrip().startswith('<section id="users-list-invited"') and 'data-list="active"' not in text
    assert 'id="account-users"' not in text
    assert set(_cards(first)) | set(_cards(text)) == _ids(account, "invited")
    # Another list's page (in the page's address) stays in the links and the pushed address.
    _add(account, 2 * USERS_PER_PAGE + 1, key="active")
    elsewhere = {**HX, "HX-Current-URL": "http://testserver/account/users?active_page=3"}
    text = client.get(hx_get, headers=elsewhere).text
    assert 'hx-push-url="/account/users?active_page=3"' in text and 'href="/account/users?active_page=3"' in text
    # Without JavaScript the lists' address goes to the page at the same pages.
    plain = client.get(hx_get)
    assert plain.status_code == 302 and plain.url == "/account/users?invited_page=2"


def test_out_of_range_pages_show_the_nearest(signed_in, school_admin):
    account = school_admin.account
    _add(account, USERS_PER_PAGE + 2)
    client = signed_in(school_admin)
    last = _section(client.get("/account/users?invited_page=99").text, "invited")
    assert "Page 2 of 2" in last and len(_cards(last)) == len(_ids(account, "invited")) - USERS_PER_PAGE
    assert "Page 2 of 2" in _section(client.get("/account/users?invited_page=" + "9" * 5000).text, "invited")
    for bad in ("0", "-1", "x", "", "²", "1.5"):
        assert "Page 1 of 2" in _section(client.get(f"/account/users?invited_page={bad}").text, "invited")


def test_bulk_mode_selects_what_is_shown_and_keeps_the_page(signed_in, school_admin):
    account = school_admin.account
    _add(account, USERS_PER_PAGE + 4)
    client = signed_in(school_admin)
    page = client.get("/account/users?invited_page=2").text
    # Select Many keeps the lists at their pages: without JavaScript in its query, with htmx
    # from the page's address (which the page links push).
    assert "?bulk=1&amp;invited_page=2" in page
    shown = {**HX, "HX-Current-URL": "http://testserver/account/users?invited_page=2"}
    bulk = client.get(f"/account/{account.pk}/users?bulk=1", headers=shown).text
    second = _section(bulk, "invited")
    ticks = [int(pk) for pk in re.findall(r'name="user" value="(\d+)"', second)]
    assert ticks and set(ticks) == set(_cards(second)) and len(ticks) == len(_ids(account, "invited")) - USERS_PER_PAGE
    assert "Cancel Select" in bulk and "invited_page=2" in bulk.split("Cancel Select")[0]
    plain = client.get(f"/account/{account.pk}/users?bulk=1&invited_page=2")
    assert plain.status_code == 302 and plain.url == "/account/users?bulk=1&invited_page=2"
    assert 'name="user"' in _section(client.get(plain.url).text, "invited")
    # The bulk page links keep bulk mode (plain and htmx) but push the page's address without it.
    hx_prev = re.search(r'rel="prev"[^>]* hx-get="([^"]+)"', second).group(1).replace("&amp;", "&")
    assert "bulk=1" in hx_prev and "bulk=1" in re.search(r'rel="prev" href="([^"]+)"', second).group(1)
    assert 'hx-push-url="/account/users"' in second
    assert 'name="user"' in client.get(hx_prev, headers=shown).text
    # Delete Selected counts all the account's users, not the page.
    total = User.objects.filter(account=account, kind="account").count()
    ask = client.post(f"/account/{account.pk}/users/delete", {"user": ticks[:2]}, headers=HX)
    assert f"Warning. This action will delete 2 of {total} users." in ask.text


def test_an_action_refreshes_the_lists_at_the_pages_shown(signed_in, school_admin):
    account = school_admin.account
    _add(account, USERS_PER_PAGE + 4)
    client = signed_in(school_admin)
    second = _cards(_section(client.get("/account/users?invited_page=2").text, "invited"))
    target = User.objects.get(pk=second[0])
    headers = {**HX, "HX-Target": "modal", "HX-Current-URL": "http://testserver/account/users?invited_page=2"}
    done = client.post(f"/account/{account.pk}/users/{target.pk}/delete", headers=headers)
    assert done.headers["HX-Retarget"] == "#account-users"
    shown = _section(done.text, "invited")
    assert "Page 2 of 2" in shown and set(_cards(shown)) == set(second) - {target.pk}


def test_staff_tab_pages_each_list(signed_in, staff_admin, school_admin):
    account = school_admin.account
    assert account.wonde_id  # the Temporary list shows (a synced account, a staff admin)
    _add(account, USERS_PER_PAGE + 5, key="temporary")
    client = signed_in(staff_admin)
    url = f"/accounts/{account.pk}/users"
    temp = _section(client.get(url).text, "temporary")
    temporary = _ids(account, "temporary")
    assert f"({len(temporary)})" in temp and len(_cards(temp)) == USERS_PER_PAGE
    assert "Users not found on the MIS are removed after 30 days." in temp
    href = _next_href(temp)
    assert href == f"{url}?temporary_page=2"
    second = _section(client.get(href).text, "temporary")
    assert set(_cards(temp)) | set(_cards(second)) == temporary
    hx_get = re.search(r'rel="next"[^>]* hx-get="([^"]+)"', temp).group(1).replace("&amp;", "&")
    part = client.get(hx_get, headers=HX).text
    assert 'data-list="temporary"' in part and 'data-list="active"' not in part
    assert "Users not found on the MIS are removed after 30 days." in part
    assert set(_cards(part)) == set(_cards(second))


def _count(client, path):
    client.get(path)  # warm: the session, the caches
    with CaptureQueriesContext(connection) as queries:
        assert client.get(path).status_code == 200
    return len(queries.captured_queries)


@pytest.mark.parametrize("who", ["school_admin", "staff_admin"])
def test_queries_the_same_for_30_and_300_users(request, signed_in, school_admin, who):
    account = school_admin.account
    client = signed_in(request.getfixturevalue(who))
    path = "/account/users" if who == "school_admin" else f"/accounts/{account.pk}/users"
    _add(account, 30, key=None)
    small = _count(client, path)
    User.objects.filter(email__startswith="paged").delete()
    _add(account, 300, key=None)
    assert _count(client, path) == small
    text = client.get(path).text
    assert len(_cards(text)) <= 3 * USERS_PER_PAGE
    assert f"({len(_ids(account, 'active'))})" in _section(text, "active")
