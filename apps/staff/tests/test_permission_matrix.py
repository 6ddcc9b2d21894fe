"""Every page and call of the staff administration × every persona → the expected
status or redirect (spec 1 §2, §6: staff only; non-staff go to their dashboard;
the API answers 403; staff admins alone freeze and edit licences)."""

import pytest

from apps.access.entitlements import access_ended, user_access
from apps.accounts.models import Account
from apps.licences.models import Licence

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
            "invited_user", "trial_admin", "bursts_user", "frozen_user", "expired_user", "home_user"]  # fmt: skip
STAFF = {"super_staff", "staff_admin", "staff_viewer"}
STAFF_ADMINS = {"super_staff", "staff_admin"}

PAGES = [
    "/accounts",
    "/accounts?status=30",
    "/accounts/{oak}",
    "/accounts/{oak}/users",
    "/accounts/{oak}/home",
    "/accounts/{oak}/bursts/groups",
    "/accounts/{oak}/bursts/year",
    "/accounts/suggest/region?region=north",
    "/accounts/export.xlsx?accountType=partner",
    "/accounts/{oak}/export.xlsx",
    "/user-search?search=oak",
    "/create",
]
ADMIN_PAGES = [
    "/accounts/{oak}/licences/new",
    "/accounts/{oak}/licences/{lic}",
    "/accounts/{oak}/licences/{lic}/delete",
]
API_CALLS = [
    "/api/accounts",
    "/api/accounts/filters",
    "/api/accounts/zoho/Z-OAK",
    "/api/accounts/export",
    "/api/accounts/{oak}/export",
    "/api/licences?accountId={oak}",
    "/api/licences/{lic}",
    "/api/licence-types",
    "/api/users/search?search=oak",
]


@pytest.fixture
def ids(personas):
    oak = Account.objects.get(name="Oakfield Primary")
    lic = Licence.objects.filter(account=oak).first()
    return {"oak": oak.pk, "lic": lic.pk}


def _dashboard(user):
    """Where a refused persona goes: its dashboard, or /login with the reason once its
    access has ended (frozen, expired: signed out on any request, issue 9)."""
    reason = access_ended(user)
    return f"/login?ended={reason}" if reason else user_access(user).dashboard_path


def _sign_in(client, user):
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")


@pytest.mark.parametrize("persona", PERSONAS)
def test_pages(client, personas, ids, persona):
    user = personas[persona]
    for path in PAGES + ADMIN_PAGES:
        url = path.format(**ids)
        _sign_in(client, user)  # again each time: an ended persona is signed out by each request
        response = client.get(url)
        if persona in STAFF_ADMINS or (persona in STAFF and path not in ADMIN_PAGES):
            assert response.status_code == 200, url
        elif persona in STAFF:
            assert (response.status_code, response.url) == (302, f"/accounts/{ids['oak']}"), url
        else:
            assert (response.status_code, response.url) == (302, _dashboard(user)), url


@pytest.mark.parametrize("persona", PERSONAS)
def test_the_bursts_tab_address_opens_its_groups(client, personas, ids, persona):
    """/accounts/{id}/bursts (spec 1 §2) goes to the groups sub-tab, not to /."""
    user = personas[persona]
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    response = client.get(f"/accounts/{ids['oak']}/bursts")
    expected = f"/accounts/{ids['oak']}/bursts/groups" if persona in STAFF else _dashboard(user)
    assert (response.status_code, response.url) == (302, expected)


@pytest.mark.parametrize("persona", PERSONAS)
def test_freeze_and_licence_writes(client, personas, ids, persona):
    user = personas[persona]
    oak = ids["oak"]
    _sign_in(client, user)
    response = client.post(f"/accounts/{oak}/freeze")
    _sign_in(client, user)
    deleted = client.post(f"/accounts/{oak}/licences/{ids['lic']}/delete")
    frozen = Account.objects.get(pk=oak).frozen
    still_there = Licence.objects.filter(pk=ids["lic"]).exists()
    if persona in STAFF_ADMINS:
        assert (response.url, frozen, deleted.url, still_there) == (f"/accounts/{oak}", True, f"/accounts/{oak}", False)
    elif persona in STAFF:
        assert (response.url, frozen, still_there) == (f"/accounts/{oak}", False, True)
    else:
        assert (response.url, deleted.url, frozen, still_there) == (_dashboard(user), _dashboard(user), False, True)


@pytest.mark.parametrize("persona", PERSONAS)
def test_api(client, personas, ids, persona):
    user = personas[persona]
    for path in API_CALLS:
        url = path.format(**ids)
        _sign_in(client, user)
        assert client.get(url).status_code == (200 if persona in STAFF else 403), url
    _sign_in(client, user)
    freeze = client.get(f"/api/accounts/{ids['oak']}/freeze", headers={"X-CSRFToken": "x"}).status_code
    _sign_in(client, user)
    delete = client.delete(f"/api/licences/{ids['lic']}").status_code
    assert (freeze, delete) == ((200, 204) if persona in STAFF_ADMINS else (403, 403))


# Oakfield's own users read their account (spec 1 §7 GET accounts/{id}); the ended ones
# (frozen, expired) are refused like every call of theirs.
OAKFIELD = {"school_admin", "teacher", "pe_lead", "temp_user", "invited_user"}


@pytest.mark.parametrize("persona", PERSONAS)
def test_one_account_read_change_delete(client, personas, ids, persona):
    """GET accounts/{id}: staff and the account's own users (others 404: not in reach).
    PUT: staff admins. DELETE: nobody (403 to whoever reaches the account)."""
    user = personas[persona]
    url = f"/api/accounts/{ids['oak']}"
    ended = access_ended(user) is not None
    _sign_in(client, user)
    read = client.get(url).status_code
    _sign_in(client, user)
    changed = client.put(url, {"urn": f"U-{persona}"[:20]}, content_type="application/json").status_code
    _sign_in(client, user)
    deleted = client.delete(url)
    reaches = persona in STAFF or persona in OAKFIELD
    assert read == (403 if ended else 200 if reaches else 404)
    assert changed == (200 if persona in STAFF_ADMINS else 403)
    assert deleted.status_code == (403 if ended or reaches else 404)
    assert Account.objects.filter(pk=ids["oak"]).exists()
    assert (Account.objects.get(pk=ids["oak"]).urn == f"U-{persona}"[:20]) == (persona in STAFF_ADMINS)


def test_anonymous(client, ids):
    for path in PAGES + ADMIN_PAGES:
        url = path.format(**ids)
        response = client.get(url)
        assert response.status_code == 302 and response.url.startswith("/login?next="), url
    for path in [*API_CALLS, "/api/accounts/{oak}", "/api/accounts/self"]:
        assert client.get(path.format(**ids)).status_code == 401
    assert client.put(f"/api/accounts/{ids['oak']}", {}, content_type="application/json").status_code == 401
    assert client.delete(f"/api/accounts/{ids['oak']}").status_code == 401
    assert client.post(f"/accounts/{ids['oak']}/freeze").url.startswith("/login")
    assert not Account.objects.get(pk=ids["oak"]).frozen
