"""Add Child happens once however often it is sent (issue 24: ten identical simultaneous
requests made three children): a double-click on the page, a retried API call, or ten
parallel copies make one child, and each copy is answered with that child."""

import threading

import pytest
from django.db import connection
from django.test import Client

from apps.bursts.models import Student

pytestmark = pytest.mark.django_db


def _body(group, **fields):
    return {"firstName": "Dana", "lastName": "Drum", "email": "", "group": group.pk, **fields}


def test_the_same_add_sent_twice_makes_one_child_on_the_page_and_in_the_api(signed_in, school_admin, bursts_rows):
    client, group = signed_in(school_admin), bursts_rows["group"]
    form = {"first_name": "Dan", "last_name": "Day", "email": "", "group": group.pk}
    first, second = client.post("/bursts/students/new", form), client.post("/bursts/students/new", form)
    assert first.url == second.url and Student.objects.filter(first_name="Dan").count() == 1
    made = [client.post("/api/students", _body(group), content_type="application/json") for _ in range(2)]
    assert [r.status_code for r in made] == [201, 201]
    assert made[0].json()["id"] == made[1].json()["id"] and Student.objects.filter(first_name="Dana").count() == 1


def test_a_new_idempotency_key_is_a_new_child_and_the_same_key_is_not(signed_in, school_admin, bursts_rows):
    client, group = signed_in(school_admin), bursts_rows["group"]

    def add(key):
        headers = {"Idempotency-Key": key}
        return client.post("/api/students", _body(group), content_type="application/json", headers=headers).json()

    assert add("k1")["id"] == add("k1")["id"]
    assert add("k2")["id"] != add("k1")["id"]
    assert Student.objects.filter(first_name="Dana").count() == 2  # twins of one name, added on purpose


def test_a_different_child_is_not_a_repeat(signed_in, school_admin, bursts_rows):
    client, group = signed_in(school_admin), bursts_rows["group"]
    for first in ("Cara", "Dev"):
        response = client.post("/api/students", _body(group, firstName=first), content_type="application/json")
        assert response.status_code == 201
    assert Student.objects.filter(first_name__in=["Cara", "Dev"], last_name="Drum").count() == 2


@pytest.mark.django_db(transaction=True)
def test_ten_parallel_copies_make_one_child(school_admin, bursts_rows):
    if connection.vendor != "postgresql":
        pytest.skip("needs concurrent writers (PostgreSQL)")
    group, barrier, answers, errors = bursts_rows["group"], threading.Barrier(10), [], []
    clients = []
    for _ in range(10):
        client = Client()
        client.force_login(school_admin)
        clients.append(client)

    def add(client):
        try:
            barrier.wait()
            answers.append(client.post("/api/students", _body(group), content_type="application/json"))
        except Exception as error:  # noqa: BLE001 - the test reports any
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=add, args=(c,)) for c in clients]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert [a.status_code for a in answers] == [201] * 10
    assert len({a.json()["id"] for a in answers}) == 1
    assert Student.objects.filter(first_name="Dana", last_name="Drum").count() == 1
