"""Per-school scoping (the access layer): staff see every school, a school user their
own, a trust's admin also its child schools, a home user only themself, and nobody
another school's rows."""

import pytest
from django.http import Http404

from apps.access import rules
from apps.access.entitlements import account_licences
from apps.access.scoping import account_for, accounts_for, licences_for, parents_for, users_for
from apps.accounts.models import Account
from apps.licences.models import Licence
from apps.users.models import User
from apps.users.tests.factories import LicenceFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def schools(personas):
    names = ["Oakfield Primary", "Birchwood Primary", "Riverside Learning Trust", "Riverside Infant School"]
    return {a.name.split()[0].lower() if "Trust" not in a.name else "trust": a
            for a in Account.objects.filter(name__in=names)}  # fmt: skip


def test_staff_see_every_school(staff_viewer, schools):
    assert accounts_for(staff_viewer).count() == Account.objects.count()
    assert users_for(staff_viewer).count() == User.objects.count()


def test_a_school_user_sees_only_their_own_school(teacher, schools):
    assert list(accounts_for(teacher)) == [schools["oakfield"]]
    assert set(users_for(teacher).values_list("account_id", flat=True)) == {schools["oakfield"].pk}
    with pytest.raises(Http404):
        account_for(teacher, schools["birchwood"].pk)
    assert account_for(teacher, schools["oakfield"].pk) == schools["oakfield"]


def test_a_trust_admin_also_reaches_its_child_schools(schools):
    trust = schools["trust"]
    admin = User.objects.create_user(email="head@riverside.example.com", account=trust, admin=1)
    teacher = User.objects.create_user(email="pe@riverside.example.com", account=trust, admin=0)
    children = set(trust.child_schools.values_list("pk", flat=True))
    assert children and set(accounts_for(admin).values_list("pk", flat=True)) == {trust.pk, *children}
    assert list(accounts_for(teacher)) == [trust]
    assert rules.can_view_account(admin, schools["oakfield"]) and not rules.can_view_account(
        teacher, schools["oakfield"]
    )


def test_a_home_user_sees_only_themself(home_user, schools):
    assert list(users_for(home_user)) == [home_user]
    assert not accounts_for(home_user).exists()


def test_school_licences_include_the_trusts_but_not_other_schools(teacher, schools):
    inherited = LicenceFactory(account=schools["trust"])
    others = LicenceFactory(account=schools["birchwood"])
    mine = set(licences_for(teacher).values_list("pk", flat=True))
    assert inherited.pk in mine and others.pk not in mine
    assert set(Licence.objects.filter(account=schools["oakfield"]).values_list("pk", flat=True)) <= mine


def test_the_one_trust_query_finds_own_and_inherited_licences(schools):
    inherited = LicenceFactory(account=schools["trust"])
    found = set(account_licences(schools["oakfield"].pk).values_list("pk", flat=True))
    own = set(Licence.objects.filter(account=schools["oakfield"]).values_list("pk", flat=True))
    trusts = set(Licence.objects.filter(account=schools["trust"]).values_list("pk", flat=True))
    assert inherited.pk in trusts and found == own | trusts
    assert not found & set(Licence.objects.filter(account=schools["birchwood"]).values_list("pk", flat=True))


def test_object_rules_look_at_their_object(staff_viewer, school_admin, schools):
    assert rules.can_view_account(school_admin, schools["oakfield"])
    assert not rules.can_view_account(school_admin, schools["birchwood"])
    assert rules.can_view_account(staff_viewer, schools["birchwood"])
    assert not rules.can_open_staff_account_page(school_admin, schools["oakfield"])


def test_parents_only_for_super_staff(super_staff, staff_admin, school_admin):
    assert parents_for(super_staff).query.access_scope == "staff"
    assert not parents_for(staff_admin).exists() and not parents_for(school_admin).exists()
