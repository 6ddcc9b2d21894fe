"""Search across the support pages a user may open (PostgreSQL full-text search in
production and CI, a word match on SQLite); hostile input is a clear answer, never a 500."""

import pytest
from django.db import connection

pytestmark = pytest.mark.django_db


def _result_paths(html):
    import re

    return re.findall(r'class="support-results__title" href="([^"]+)"', html)


def test_search_finds_help_by_its_words(signed_in, teacher, support):
    html = signed_in(teacher).get("/support", {"q": "forgotten password"}).content.decode()
    assert "/support/getting-started/signing-in" in _result_paths(html)


def test_search_lists_only_pages_the_user_may_open(signed_in, trial_admin, bursts_user, support, client):
    # "parents" is on the BURSTS pages: Birchwood has no BURSTS.
    html = signed_in(trial_admin).get("/support", {"q": "parents"}).content.decode()
    assert not [p for p in _result_paths(html) if p.startswith("/support/bursts")]
    client.logout()
    html = signed_in(bursts_user).get("/support", {"q": "parents"}).content.decode()
    assert "/support/bursts/parents" in _result_paths(html)


def test_partner_page_is_not_found_by_school_users(signed_in, teacher, staff_viewer, support, client):
    assert "/support/partner" not in _result_paths(signed_in(teacher).get("/support?q=partner").content.decode())
    client.logout()
    assert "/support/partner" in _result_paths(signed_in(staff_viewer).get("/support?q=partner").content.decode())


@pytest.mark.skipif(connection.vendor != "postgresql", reason="stemming is PostgreSQL's full-text search")
def test_postgres_search_matches_word_forms(signed_in, teacher, support):
    html = signed_in(teacher).get("/support", {"q": "invitations"}).content.decode()
    assert "/support/getting-started/inviting-staff" in _result_paths(html)


def test_no_match_says_so(signed_in, teacher, support):
    html = signed_in(teacher).get("/support", {"q": "zzzqqq"}).content.decode()
    assert "No support pages match “zzzqqq”" in html


@pytest.mark.parametrize("query", ["a" * 5000, "' OR 1=1 --", "<script>alert(1)</script>", "&|!:*()"])
def test_hostile_queries_are_answered(signed_in, teacher, support, query):
    response = signed_in(teacher).get("/support", {"q": query})
    assert response.status_code == 200
    assert "<script>alert(1)</script>" not in response.content.decode()


def test_a_nul_byte_is_refused(signed_in, teacher, support):
    assert signed_in(teacher).get("/support", {"q": "\x00password"}).status_code == 400


def test_a_long_query_is_cut_and_says_so(signed_in, teacher, support):
    html = signed_in(teacher).get("/support", {"q": "password " * 50}).content.decode()
    assert "Only the first 100 characters were searched." in html


def test_htmx_search_answers_the_results_alone(signed_in, teacher, support):
    response = signed_in(teacher).get("/support", {"q": "bookmarks"}, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert html.lstrip().startswith('<div id="support-results"') and "<header" not in html
    assert "/support/faqs" in _result_paths(html)


def test_search_queries_are_bounded(signed_in, teacher, support, django_assert_max_num_queries):
    client = signed_in(teacher)
    client.get("/support")
    with django_assert_max_num_queries(12):
        client.get("/support", {"q": "password"})


def test_a_full_page_of_results_has_one_results_region(signed_in, teacher, support):
    html = signed_in(teacher).get("/support", {"q": "password"}).content.decode()
    assert html.count('id="support-results"') == 1
    assert "/support/getting-started/signing-in" in _result_paths(html)
