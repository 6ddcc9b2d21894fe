"""The Learning Hub (spec 2 screen 13) and Micro Learns (screen 14, §4, §8)."""

import re

import pytest
from django.db import DatabaseError
from django.test import override_settings

from apps.learning.models import MicroLearn

pytestmark = pytest.mark.django_db

PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
            "trial_admin", "bursts_user", "home_user"]  # fmt: skip
LINKS = {
    "courses": "https://courses.test/my-learning",
    "community": "https://forum.test/",
    "in_school": "https://www.test/in-school",
    "stories": "https://www.test/impact",
}


@pytest.mark.parametrize("persona", PERSONAS)
@pytest.mark.parametrize("path", ["/learning", "/learning/micro"])
def test_who_opens_the_learning_hub(signed_in, personas, micro_learns, persona, path):
    response = signed_in(personas[persona]).get(path)
    if persona == "home_user":
        assert (response.status_code, response["Location"]) == (302, "/home")
    else:
        assert response.status_code == 200


@pytest.mark.parametrize("path", ["/learning", "/learning/micro"])
def test_signed_out_visitors_sign_in_first(client, path):
    assert client.get(path)["Location"].startswith("/login")


@override_settings(LEARNING_LINKS=LINKS)
def test_hub_tiles_in_order_with_external_links_and_coming_soon(signed_in, teacher):
    html = signed_in(teacher).get("/learning").content.decode()
    titles = re.findall(r'<span class="tile__title">([^<]+)', html)
    assert titles == ["Online Courses", "Community", "In School Support", "Member Stories", "Micro Learns",
                      "Resources", "Podcasts &amp; Blogs", "News &amp; Events"]  # fmt: skip
    for key, url in LINKS.items():
        assert f'href="{url}" data-tile="{key}" target="_blank" rel="noopener"' in html
    assert 'href="/learning/micro" data-tile="micro"' in html
    for key in ("resources", "podcasts", "news"):
        tile = re.search(rf'<div class="tile tile--soon" data-tile="{key}".*?</div>', html).group(0)
        assert "Coming Soon" in tile and "href" not in tile


def test_micro_learns_grouped_by_category_with_no_category_last(signed_in, teacher, micro_learns):
    html = signed_in(teacher).get("/learning/micro").content.decode()
    groups = re.findall(r'<h2 id="micro-group-\d+">([^<]+)</h2>', html)
    assert groups == ["Teaching well", "Inclusion", "Leading PE", "No Category"]
    loose = html.split(">No Category</h2>")[1]
    assert "Equipment on a budget" in loose and "Your first Real PE lesson" in loose
    assert "~6 mins" in html and "About 6 minutes" in html and 'src="/static/learning/demo/warm-ups.png"' in html
    assert "Raise the pulse <strong>and</strong> rehearse" in html


def test_a_card_links_to_its_storyline(signed_in, teacher, micro_learns):
    html = signed_in(teacher).get("/learning/micro").content.decode()
    assert 'href="https://learn.example.com/storyline/adapting-for-send" target="_blank"' in html


def test_micro_learn_text_is_sanitised(signed_in, teacher, micro_learns):
    MicroLearn.objects.filter(title="Adapting for SEND").update(
        text='<p onmouseover="steal()">Kind words<script>steal()</script><iframe src="//x"></iframe></p>'
    )
    html = signed_in(teacher).get("/learning/micro").content.decode()
    assert "<p>Kind words</p>" in html and "steal()" not in html and "<iframe" not in html


def test_unpublished_entries_and_categories_are_not_shown(signed_in, teacher, micro_learns):
    MicroLearn.objects.filter(title="Assessing as you go").update(published=False)
    MicroLearn.objects.filter(title="Inclusion").update(published=False)
    html = signed_in(teacher).get("/learning/micro").content.decode()
    assert "Assessing as you go" not in html
    # A hidden category's storylines are still learning: they join No Category.
    assert ">Inclusion</h2>" not in html and "Adapting for SEND" in html.split(">No Category</h2>")[1]


def test_no_entries_says_no_learning_could_be_found(signed_in, teacher):
    html = signed_in(teacher).get("/learning/micro").content.decode()
    assert '<p class="empty" data-empty>No learning could be found</p>' in html


def test_a_failed_read_also_says_no_learning_could_be_found(signed_in, teacher, micro_learns, monkeypatch):
    def fail(*args, **kwargs):
        raise DatabaseError("connection lost")

    monkeypatch.setattr(MicroLearn.objects, "filter", fail)
    response = signed_in(teacher).get("/learning/micro")
    assert response.status_code == 200
    assert "No learning could be found" in response.content.decode()


def test_micro_learns_take_a_fixed_number_of_queries(signed_in, teacher, micro_learns, django_assert_max_num_queries):
    client = signed_in(teacher)
    client.get("/learning/micro")
    with django_assert_max_num_queries(10):
        client.get("/learning/micro")
