"""Adding home-learning children happens once however often it is sent (issue 24): a
repeat answers that each row is already listed and writes nothing; ten parallel copies
of one request add each child once."""

import threading

import pytest
from django.db import connection
from django.test import Client

from apps.users.models import User

pytestmark = pytest.mark.django_db
ROWS = [{"firstName": "Amy", "lastName": "Bell", "group": "2A"}, {"firstName": "Ben", "lastName": "Wu", "group": "2A"}]


def _added(account):
    return User.objects.filter(account=account, kind="home", last_name__in=["Bell", "Wu"]).count()


def test_a_repeat_says_every_row_is_already_listed_and_writes_nothing(signed_in, school_admin):
    client = signed_in(school_admin)
    assert client.post("/api/users/home/bulk", ROWS, content_type="application/json").status_code == 200
    repeat = client.post("/api/users/home/bulk", ROWS, content_type="application/json")
    assert repeat.status_code == 422
    assert [r["errors"] for r in repeat.json()["rows"]] == [["This child is already listed"]] * 2
    assert _added(school_admin.account) == 2


@pytest.mark.django_db(transaction=True)
def test_ten_parallel_copies_add_each_child_once(school_admin):
    if connection.vendor != "postgresql":
        pytest.skip("needs concurrent writers (PostgreSQL)")
    barrier, answers, errors, clients = threading.Barrier(10), [], [], []
    for _ in range(10):
        client = Client()
        client.force_login(school_admin)
        clients.append(client)

    def add(client):
        try:
            barrier.wait()
            answers.append(client.post("/api/users/home/bulk", ROWS, content_type="application/json").status_code)
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
    assert sorted(answers) == [200] + [422] * 9
    assert _added(school_admin.account) == 2
