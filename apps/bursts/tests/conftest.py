import pytest

from apps.accounts.models import Account
from apps.bursts.tests.factories import make_contact, make_group, make_student


@pytest.fixture
def oak(personas):
    return Account.objects.get(name="Oakfield Primary")


@pytest.fixture
def cedar(personas):
    return Account.objects.get(name="Cedar Academy")


@pytest.fixture
def bursts_rows(oak, cedar, personas):
    """A class at Oakfield (teacher linked) with an active and an inactive child, contacts
    in each state; and Cedar's class, child and contact: another school's ids."""
    group = make_group(oak, subject="PE", description="Kestrels class")
    group.teachers.add(personas["teacher"])
    active = make_student(group, first_name="Ava", last_name="Adams", status=2, total_seconds=754, level=3)
    inactive = make_student(group, first_name="Ben", last_name="Brown", status=0)
    parent = make_contact(active, email="ava.parent@example.org", kind="parent", first_name="Ann", last_name="Adams")
    emailed = make_contact(inactive, email="ben.parent@example.org", first_name="Bob", last_name="Brown")
    missing = make_contact(inactive, email="", first_name="Gran", last_name="Brown", priority=2)
    other_group = make_group(cedar, name="Reception Robins")
    other_child = make_student(other_group, first_name="Cy", last_name="Cedar")
    other_contact = make_contact(other_child, email="cy.parent@example.org")
    return {
        "group": group, "active": active, "inactive": inactive, "parent": parent, "emailed": emailed,
        "missing": missing, "other_group": other_group, "other_child": other_child, "other_contact": other_contact,
    }  # fmt: skip
