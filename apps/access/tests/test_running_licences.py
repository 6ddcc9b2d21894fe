"""`running_licences` (the SQL behind user_access and account_access) reads what the ORM's
`account_licences` reads, on random accounts, trusts, freezes, types and dates."""

import random
from datetime import date, timedelta

import pytest

from apps.access.entitlements import access_from_licences, account_access, account_licences, user_access
from apps.access.running_licences import running_licences
from apps.accounts.models import Account
from apps.licences.models import Licence, LicenceType
from apps.users.models import User
from apps.users.tests.factories import AccountFactory, UserFactory

DAY = date(2026, 3, 10)


def _random_school_world(rng):
    types = list(LicenceType.objects.all())
    trusts = [AccountFactory(frozen=rng.random() < 0.3) for _ in range(3)]
    schools = [AccountFactory(parent_school=rng.choice([None, *trusts]), frozen=rng.random() < 0.3) for _ in range(8)]
    for account in trusts + schools:
        for _ in range(rng.randint(0, 4)):
            start = DAY + timedelta(days=rng.randint(-400, 30))
            Licence.objects.create(
                account=account, licence_type=rng.choice(types), start_date=start,
                end_date=start + timedelta(days=rng.choice([0, 1, 30, 365])),
                products=rng.sample(["pe", "gym", "dance", "foundations", "play", "home"], rng.randint(0, 3)),
                years=rng.sample(range(7), rng.randint(0, 4)),
            )  # fmt: skip
    return schools + trusts


@pytest.mark.django_db
def test_running_licences_are_the_orms_rows_with_the_same_access():
    rng = random.Random(34)
    accounts = _random_school_world(rng)
    compared = 0
    for account in accounts:
        for day in (DAY - timedelta(days=200), DAY - timedelta(days=1), DAY, DAY + timedelta(days=20)):
            orm = list(account_licences(account.pk, current_on=day))
            for unfrozen in (False, True):
                expected = [] if unfrozen and account.frozen else orm
                rows = running_licences(account.pk, day, unfrozen=unfrozen)
                assert [licence.pk for licence in rows] == [licence.pk for licence in expected]
                assert access_from_licences(rows, today=day) == access_from_licences(expected, today=day)
                compared += bool(rows)
    assert compared > 20  # the random world is not all empty


@pytest.mark.django_db
def test_a_frozen_schools_users_have_no_access_and_its_staff_page_still_shows_its_licences():
    user = UserFactory()
    assert user_access(user).has_any_licence
    Account.objects.filter(pk=user.account_id).update(frozen=True)
    assert not user_access(User.objects.get(pk=user.pk)).has_any_licence  # a new request's user
    assert account_access(Account.objects.get(pk=user.account_id)).has_any_licence


@pytest.mark.django_db
def test_user_access_is_one_query(django_assert_num_queries):
    user = UserFactory()
    with django_assert_num_queries(1):
        assert user_access(user).has("pe")


@pytest.mark.django_db
def test_the_scope_walk_sees_sql_written_by_hand(monkeypatch):
    """tests/scope_probe.py notices a read of school tables that bypasses querysets; the
    walk waves this one through only because it is named, with its reason."""
    from tests import scope_probe

    account = AccountFactory()
    with scope_probe.probe() as named:
        running_licences(account.pk, DAY, unfrozen=True)
    assert named.unscoped == []
    monkeypatch.delitem(scope_probe.EXCEPTIONS, "apps.access.running_licences:running_licences")
    with scope_probe.probe() as unnamed:
        running_licences(account.pk, DAY, unfrozen=True)
    assert [read.where.rsplit(":", 1)[0] for read in unnamed.unscoped] == [
        "apps.access.running_licences:running_licences"
    ]
