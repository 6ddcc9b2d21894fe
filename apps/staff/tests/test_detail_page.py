import re

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.accounts.models import Account, AccountEvent
from apps.users.models import User
from apps.users.tests.factories import LicenceFactory

pytestmark = pytest.mark.django_db


def user_access_dates(account):
    from apps.access.entitlements import account_access

    return account_access(account).renewal.values()


def _account(name):
    return Account.objects.get(name=name)


def test_intro_and_tabs_for_oakfield(signed_in, staff_viewer):
    oak = _account("Oakfield Primary")
    page = signed_in(staff_viewer).get(f"/accounts/{oak.pk}")
    assert page.status_code == 200
    text = page.text
    for shown in ("Oakfield Primary", "Active", "Education", "1 Oak Lane", "Lancashire", "North West",
                  "Riverside Learning Trust", "crm.example.com/accounts/Z-OAK"):  # fmt: skip
        assert shown in text
    for tab in ("membership", "users", "home", "bursts/groups", "bursts/year"):
        assert f'data-tab="{tab}"' in text
    assert 'data-tab="training"' not in text  # there is no training yet
    assert '<span class="badge" data-status>Active</span>' in text and "30 Active" not in text
    # One line per renewal date, naming every product renewing that day.
    assert re.search(r"<dt>Renewal (?=[^<]*\bPE\b)(?=[^<]*\bGym\b)(?=[^<]*\bDance\b)[^<]*</dt>", text)
    assert text.count("<dt>Renewal ") == len(set(user_access_dates(oak)))
    assert "Freeze" not in text  # viewers cannot freeze


def test_tabs_hidden_without_home_or_approved_bursts(signed_in, staff_viewer):
    birch = _account("Birchwood Primary")
    client = signed_in(staff_viewer)
    text = client.get(f"/accounts/{birch.pk}").text
    assert 'data-tab="users"' in text
    assert 'data-tab="home"' not in text and 'data-tab="bursts/groups"' not in text
    assert client.get(f"/accounts/{birch.pk}/home").url == f"/accounts/{birch.pk}"
    assert client.get(f"/accounts/{birch.pk}/bursts/year").url == f"/accounts/{birch.pk}"
    cedar = _account("Cedar Academy")
    assert 'data-tab="bursts/groups"' in client.get(f"/accounts/{cedar.pk}").text
    Account.objects.filter(pk=cedar.pk).update(wonde_bursts_status="pending")
    assert 'data-tab="bursts/groups"' not in client.get(f"/accounts/{cedar.pk}").text


def test_users_tab_lists_and_htmx_partial(signed_in, staff_viewer):
    oak = _account("Oakfield Primary")
    client = signed_in(staff_viewer)
    full = client.get(f"/accounts/{oak.pk}/users")
    # Addresses are in pieces that wrap only after @ and dots (the breakable_email filter).
    unbroken = lambda html: re.sub(r"<wbr>|<span( class=\"email\")?>|</span>", "", html)  # noqa: E731
    assert "teacher@oakfield.example.com" in unbroken(full.text) and "<html" in full.text
    part = client.get(f"/accounts/{oak.pk}/users", headers={"HX-Request": "true", "HX-Target": "account-tabs"})
    assert "<html" not in part.text and "invited@oakfield.example.com" in unbroken(part.text)
    assert unbroken(part.text).count("invited@oakfield.example.com") == 1  # a nameless user is shown by email once


def test_membership_groups_and_inherited(signed_in, staff_admin):
    oak = _account("Oakfield Primary")
    trust = _account("Riverside Learning Trust")
    inherited = LicenceFactory(account=trust, licence_type_id=20)
    text = signed_in(staff_admin).get(f"/accounts/{oak.pk}").text
    assert 'data-group="current"' in text and 'data-group="future"' in text and 'data-group="previous"' in text
    assert "Inherited from" in text
    assert "No licences have been added." not in text
    assert "EYFS, Y1, Y2, Y3, Y4, Y5/6, Y6" in text  # the year-access labels of spec 1 §9
    assert f"/accounts/{oak.pk}/licences/{inherited.pk}" not in text  # not editable on the child


def test_empty_membership(signed_in, staff_admin):
    empty = Account.objects.create(name="Blank School")
    text = signed_in(staff_admin).get(f"/accounts/{empty.pk}").text
    assert "No licences have been added." in text


def test_freeze_and_unfreeze_write_audit_and_toast(signed_in, staff_admin):
    oak = _account("Oakfield Primary")
    client = signed_in(staff_admin)
    from_users_tab = client.post(f"/accounts/{oak.pk}/freeze", headers={"HX-Request": "true",
                                 "HX-Current-URL": f"http://testserver/accounts/{oak.pk}/users"})  # fmt: skip
    assert "Account frozen" in from_users_tab.headers["HX-Trigger"] and "account-history" not in from_users_tab.text
    client.post(f"/accounts/{oak.pk}/freeze")  # unfreeze again
    AccountEvent.objects.all().delete()
    response = client.post(f"/accounts/{oak.pk}/freeze", headers={"HX-Request": "true",
                           "HX-Current-URL": f"http://testserver/accounts/{oak.pk}"})  # fmt: skip
    assert response.status_code == 200
    assert "Account frozen" in response.headers["HX-Trigger"]
    assert "data-frozen" in response.text
    assert 'id="account-history" hx-swap-oob="true"' in response.text and "froze the account" in response.text
    oak.refresh_from_db()
    assert oak.frozen
    response = client.post(f"/accounts/{oak.pk}/freeze")
    assert response.url == f"/accounts/{oak.pk}"
    page = client.get(response.url).text
    assert "Account unfrozen" in page
    assert "unfroze the account" in page and "froze the account" in page
    assert list(AccountEvent.objects.filter(account=oak).values_list("action", "actor__email")) == [
        ("unfrozen", "staff@example.com"),
        ("frozen", "staff@example.com"),
    ]


def test_history_keeps_the_name_of_a_deleted_actor(signed_in, staff_admin, super_staff):
    oak = _account("Oakfield Primary")
    from apps.accounts.services import account_freeze

    departed = User.objects.create(email="gone@example.com", first_name="Gwen", last_name="Gone", kind="create")
    account_freeze(account=oak, acting_user=departed, frozen=True)
    AccountEvent.objects.create(account=oak, actor=None, action="unfrozen")  # a change made by no one (a task)
    departed.delete()
    page = signed_in(super_staff).get(f"/accounts/{oak.pk}")
    assert page.status_code == 200
    assert re.search(r"<strong>Gwen Gone</strong> froze the account", page.text)
    assert re.search(r"<strong>System</strong> unfroze the account", page.text)


def test_frozen_account_users_cannot_sign_in(client, staff_admin, teacher):
    client.force_login(staff_admin, backend="allauth.account.auth_backends.AuthenticationBackend")
    client.post(f"/accounts/{teacher.account_id}/freeze")
    client.logout()
    answer = client.post("/login", {"identifier": teacher.email, "password": "Password1!"})
    assert "Your access has been frozen due to an outstanding payment." in answer.text


def test_viewer_cannot_freeze(signed_in, staff_viewer):
    oak = _account("Oakfield Primary")
    response = signed_in(staff_viewer).post(f"/accounts/{oak.pk}/freeze")
    assert response.url == f"/accounts/{oak.pk}"
    oak.refresh_from_db()
    assert not oak.frozen and not AccountEvent.objects.exists()


def test_unknown_account_is_404(signed_in, staff_viewer):
    assert signed_in(staff_viewer).get("/accounts/999999").status_code == 404


def test_detail_query_count_does_not_grow(signed_in, staff_admin):
    oak = _account("Oakfield Primary")
    client = signed_in(staff_admin)
    client.get(f"/accounts/{oak.pk}")

    def count(path):
        with CaptureQueriesContext(connection) as ctx:
            assert client.get(path).status_code == 200
        return len(ctx)

    AccountEvent.objects.create(account=oak, actor=staff_admin, action="frozen")
    before = count(f"/accounts/{oak.pk}"), count(f"/accounts/{oak.pk}/users")
    LicenceFactory.create_batch(15, account=oak)
    for n in range(10):
        actor = User.objects.create(email=f"more{n}@oakfield.example.com", account=oak)
        # History rows by different people: the actor of each is joined, not fetched per row.
        AccountEvent.objects.create(account=oak, actor=actor, action="unfrozen")
    assert (count(f"/accounts/{oak.pk}"), count(f"/accounts/{oak.pk}/users")) == before


def test_dashboard_zid_opens_the_account(signed_in, staff_viewer, teacher):
    oak = _account("Oakfield Primary")
    assert signed_in(staff_viewer).get("/?zid=Z-OAK").url == f"/accounts/{oak.pk}"
    assert signed_in(teacher).get("/?zid=Z-OAK").status_code == 200  # non-staff just see their dashboard


def test_intro_of_a_full_member_shows_only_what_applies_to_it(signed_in, staff_viewer, hazel_admin):
    """Oakfield holds the full membership and its trust (Riverside) is on a PE, Gym and
    Dance trial: the trust's trial does not apply to Oakfield, so its intro shows no
    "Trial ends" line; the trust's own intro, and a school without the full licence, do."""
    client = signed_in(staff_viewer)
    oak = client.get(f"/accounts/{_account('Oakfield Primary').pk}").text
    assert re.search(r"<dt>Renewal [^<]*PE", oak)
    assert "Trial ends" not in oak
    trust = client.get(f"/accounts/{_account('Riverside Learning Trust').pk}").text
    assert re.search(r"<dt>Trial ends PE, Gym, Dance</dt>", trust)
    infant = client.get(f"/accounts/{_account('Riverside Infant School').pk}").text
    assert re.search(r"<dt>Trial ends PE, Gym, Dance</dt>", infant)  # it has nothing else: the trial applies
    # The API says the same (spec 1 §3 trialExp{product}).
    body = client.get(f"/api/accounts/{_account('Oakfield Primary').pk}").json()
    assert body["trialExpPe"] is None and body["hasPeFull"] is True
