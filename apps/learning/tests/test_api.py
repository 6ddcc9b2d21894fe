"""GET /api/learning/micro (spec 2 §7 micro learn entries, §3 Micro-learn entry): for the
users of /learning/micro, from the same selector, rich text sanitised as the page shows it."""

import pytest
from django.db import DatabaseError

from apps.api.models import ApiToken
from apps.learning.models import MicroLearn
from apps.learning.tests.test_learning import PERSONAS

pytestmark = pytest.mark.django_db

MICRO = "/api/learning/micro"


@pytest.mark.parametrize("persona", PERSONAS)
def test_who_gets_the_micro_learns(signed_in, personas, micro_learns, persona):
    response = signed_in(personas[persona]).get(MICRO)
    if persona == "home_user":
        assert response.status_code == 403
        assert response.json() == {
            "message": "You do not have access to the Learning Hub.", "level": "error", "status": 403
        }  # fmt: skip
    else:
        assert response.status_code == 200 and response.json()


def test_signed_out_callers_get_401(client, micro_learns):
    assert client.get(MICRO).status_code == 401


def test_a_bearer_token_works_like_the_session(client, bursts_user, home_user, micro_learns):
    for user, status in ((bursts_user, 200), (home_user, 403)):
        headers = {"Authorization": f"Bearer {ApiToken.objects.issue(user)[1]}"}
        assert client.get(MICRO, headers=headers).status_code == status


def test_categories_with_their_storylines_then_the_rest(signed_in, teacher, micro_learns):
    entries = signed_in(teacher).get(MICRO).json()
    categories = [e for e in entries if e["type"] == "category"]
    loose = [e for e in entries if e["type"] == "storyline"]
    assert [c["title"] for c in categories] == ["Teaching well", "Inclusion", "Leading PE"]
    assert entries[: len(categories)] == categories  # the page's 'No Category' comes last
    assert {"Equipment on a budget", "Your first Real PE lesson"} <= {e["title"] for e in loose}
    assert all(e["children"] == [] for e in loose)
    storyline = next(c for e in categories for c in e["children"] if c["title"] == "Adapting for SEND")
    assert storyline["type"] == "storyline"
    assert storyline["url"] == "https://learn.example.com/storyline/adapting-for-send"
    assert isinstance(storyline["time"], int) and storyline["time"] > 0
    images = [i for e in categories for c in e["children"] for i in c["images"]]
    assert "/static/learning/demo/warm-ups.png" in {i["url"] for i in images}
    assert all(set(i) == {"url", "alt"} for i in images)
    text = " ".join(c["text"] for e in categories for c in e["children"])
    assert "Raise the pulse <strong>and</strong> rehearse" in text


def test_text_is_sanitised_as_the_page_shows_it(signed_in, teacher, micro_learns):
    MicroLearn.objects.filter(title="Adapting for SEND").update(
        text='<p onmouseover="steal()">Kind words<script>steal()</script><iframe src="//x"></iframe></p>'
    )
    entries = signed_in(teacher).get(MICRO).json()
    text = next(c["text"] for e in entries for c in e["children"] if c["title"] == "Adapting for SEND")
    assert text == "<p>Kind words</p>"


def test_unpublished_entries_are_left_out_and_a_hidden_categorys_storylines_join_the_rest(
    signed_in, teacher, micro_learns
):
    MicroLearn.objects.filter(title="Assessing as you go").update(published=False)
    MicroLearn.objects.filter(title="Inclusion").update(published=False)
    entries = signed_in(teacher).get(MICRO).json()
    titles = {e["title"] for e in entries} | {c["title"] for e in entries for c in e["children"]}
    assert "Assessing as you go" not in titles and "Inclusion" not in titles
    assert "Adapting for SEND" in {e["title"] for e in entries if e["type"] == "storyline"}


def test_none_or_a_failed_read_is_an_empty_list(signed_in, teacher, micro_learns, monkeypatch):
    client = signed_in(teacher)
    MicroLearn.objects.all().delete()
    assert client.get(MICRO).json() == []

    def fail(*args, **kwargs):
        raise DatabaseError("connection lost")

    monkeypatch.setattr(MicroLearn.objects, "filter", fail)
    response = client.get(MICRO)
    assert (response.status_code, response.json()) == (200, [])


def test_fixed_number_of_queries(signed_in, teacher, micro_learns, django_assert_max_num_queries):
    client = signed_in(teacher)
    client.get(MICRO)
    with django_assert_max_num_queries(8):
        client.get(MICRO)
