"""/user-search shows the last search again on return without searching every user
again; a search that is asked for (Search, or ?search=) always runs afresh."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.accounts.models import Account
from apps.users.models import User

pytestmark = pytest.mark.django_db


def _searches(client, path):
    with CaptureQueriesContext(connection) as ctx:
        text = client.get(path).text
    return text, [q["sql"] for q in ctx.captured_queries if "LIKE" in q["sql"].upper()]


def test_a_revisit_shows_the_last_results_without_searching_again(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    first, searched = _searches(client, "/user-search?search=oakfield.example")
    assert "teacher@oakfield.example.com" in first and searched

    again, searched = _searches(client, "/user-search")
    assert searched == []
    assert 'value="oakfield.example"' in again and "teacher@oakfield.example.com" in again


def test_a_search_asked_for_again_finds_what_is_new(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    client.get("/user-search?search=oakfield.example")
    User.objects.create(email="newcomer@oakfield.example.com", account=Account.objects.get(name="Oakfield Primary"))
    text, searched = _searches(client, "/user-search?search=oakfield.example")
    assert searched and "newcomer@oakfield.example.com" in text


def test_what_one_person_searched_is_not_shown_to_another(signed_in, staff_viewer, staff_admin, client):
    signed_in(staff_viewer).get("/user-search?search=oakfield.example")
    client.logout()
    other = signed_in(staff_admin)
    text, _ = _searches(other, "/user-search")
    assert "teacher@oakfield.example.com" not in text
