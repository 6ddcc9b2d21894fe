import json

import pytest

from apps.bookmarks.models import Bookmark
from apps.core import messages as text

pytestmark = pytest.mark.django_db

PAGE = {"url": "/pe/year/3/unit/2/lesson/4", "title": "Lesson 4", "subtitle": "PE - Year 3 - Unit 2", "product": "pe"}


def post(client, path, body):
    return client.post(f"/api/{path}", json.dumps(body), content_type="application/json")


def make(user, n):
    return [
        Bookmark.objects.create(user=user, url=f"/pe/year/1/unit/1/lesson/{i}", title=f"Lesson {i}") for i in range(n)
    ]


def test_bookmark_a_page_and_find_it_first_in_the_list(signed_in, teacher):
    client = signed_in(teacher)
    make(teacher, 2)
    response = post(client, "bookmarks", PAGE)
    assert response.status_code == 201
    assert response.json() == {**PAGE, "id": response.json()["id"], "match": True}
    listed = client.get("/api/bookmarks", {"url": PAGE["url"]})
    assert listed.status_code == 200
    assert [b["title"] for b in listed.json()] == ["Lesson 4", "Lesson 1", "Lesson 0"]
    assert [b["match"] for b in listed.json()] == [True, False, False]
    assert listed["X-Total-Count"] == "3"


def test_bookmarking_the_same_page_twice_keeps_one_bookmark(signed_in, teacher):
    client = signed_in(teacher)
    first = post(client, "bookmarks", PAGE).json()
    second = post(client, "bookmarks", {**PAGE, "title": "Lesson 4 renamed"}).json()
    assert first["id"] == second["id"]
    assert Bookmark.objects.get().title == "Lesson 4 renamed"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({**PAGE, "url": ""}, "url"),
        ({**PAGE, "url": "https://evil.example.com/"}, "url"),
        ({**PAGE, "url": "//evil.example.com/"}, "url"),
        ({**PAGE, "title": "  "}, "title"),
        ({**PAGE, "title": "x" * 201}, "title"),
        ({**PAGE, "product": "chess"}, "product"),
    ],
)
def test_bad_pages_are_refused_and_nothing_is_written(signed_in, teacher, body, field):
    response = post(signed_in(teacher), "bookmarks", body)
    assert response.status_code == 422
    assert response.json()["message"] == text.VALIDATION_FAILED
    assert field in response.json()["errors"]
    assert not Bookmark.objects.exists()


def test_list_is_paged_newest_first_in_headers(signed_in, teacher, django_assert_max_num_queries):
    client = signed_in(teacher)
    make(teacher, 12)
    with django_assert_max_num_queries(6):
        first = client.get("/api/bookmarks")
    assert [b["title"] for b in first.json()] == [f"Lesson {i}" for i in (11, 10, 9, 8, 7)]
    assert (first["X-Total-Count"], first["X-Page-Count"], first["X-Current-Page"]) == ("12", "3", "1")
    assert 'rel="next"' in first["Link"] and 'rel="prev"' not in first["Link"]
    last = client.get("/api/bookmarks", {"page": 3})
    assert [b["title"] for b in last.json()] == ["Lesson 1", "Lesson 0"]
    assert 'rel="prev"' in last["Link"] and 'rel="next"' not in last["Link"]


def test_query_count_does_not_grow_with_bookmarks(signed_in, teacher, django_assert_num_queries):
    client = signed_in(teacher)
    make(teacher, 1)
    # Session, user, the access check (issue 9: access ends on the next request), count, rows.
    with django_assert_num_queries(5) as few:
        one = client.get("/api/bookmarks")
    assert (len(one.json()), one["X-Total-Count"]) == (1, "1")
    Bookmark.objects.bulk_create(
        [Bookmark(user=teacher, url=f"/gym/year/2/unit/1/lesson/{i}", title="Gym") for i in range(1, 7)]
    )
    with django_assert_num_queries(len(few.captured_queries)):
        seven = client.get("/api/bookmarks")
    # A full page of rows costs what one row costs.
    assert (len(seven.json()), seven["X-Total-Count"]) == (5, "7")


def test_users_see_only_their_own_bookmarks(signed_in, teacher, school_admin):
    make(school_admin, 3)
    response = signed_in(teacher).get("/api/bookmarks")
    assert response.json() == []
    assert response["X-Total-Count"] == "0"
    # The owner does see them, so the empty list above is the filter at work.
    owner = signed_in(school_admin).get("/api/bookmarks")
    assert ([b["title"] for b in owner.json()], owner["X-Total-Count"]) == (["Lesson 2", "Lesson 1", "Lesson 0"], "3")


def test_delete_own_bookmark(signed_in, teacher):
    (bookmark,) = make(teacher, 1)
    response = signed_in(teacher).delete(f"/api/bookmarks/{bookmark.pk}")
    assert response.status_code == 204
    assert not Bookmark.objects.exists()


def test_deleting_someone_elses_bookmark_is_not_found(signed_in, teacher, other_school_user):
    (theirs,) = make(other_school_user, 1)
    response = signed_in(teacher).delete(f"/api/bookmarks/{theirs.pk}")
    assert response.status_code == 404
    assert response.json()["message"] == text.PAGE_NOT_FOUND
    assert Bookmark.objects.filter(pk=theirs.pk).exists()
    assert signed_in(teacher).delete("/api/bookmarks/999999").status_code == 404


def test_last_visited_is_recorded_and_read_back(signed_in, teacher):
    client = signed_in(teacher)
    assert client.get("/api/bookmarks/last").json() is None
    assert post(client, "bookmarks/last", PAGE).json() == PAGE
    assert client.get("/api/bookmarks/last").json() == PAGE
    teacher.refresh_from_db()
    assert teacher.last_visited == PAGE


def test_last_visited_refuses_other_sites(signed_in, teacher):
    response = post(signed_in(teacher), "bookmarks/last", {**PAGE, "url": "http://elsewhere.example.com/x"})
    assert response.status_code == 422
    teacher.refresh_from_db()
    assert teacher.last_visited is None


def test_signed_out_calls_get_the_session_expired_message(client, db):
    response = client.get("/api/bookmarks")
    assert response.status_code == 401
    assert response.json()["message"] == text.SESSION_EXPIRED
    assert post(client, "bookmarks", PAGE).status_code == 401


def test_home_users_have_no_bookmarks(signed_in, home_user):
    client = signed_in(home_user)
    assert client.get("/api/bookmarks").status_code == 403
    assert post(client, "bookmarks", PAGE).status_code == 403
    assert not Bookmark.objects.exists()


def test_get_and_change_one_of_ones_own_bookmarks(signed_in, teacher, school_admin):
    """GET/PUT bookmarks/{id} (spec 1 §7 generic calls): one's own bookmark; anyone else's
    id is not found, and nothing of theirs changes."""
    mine = make(teacher, 2)
    theirs = make(school_admin, 1)[0]
    client = signed_in(teacher)
    got = client.get(f"/api/bookmarks/{mine[0].pk}", {"url": mine[0].url})
    assert got.status_code == 200
    assert got.json() == {"id": mine[0].pk, "url": mine[0].url, "title": "Lesson 0", "subtitle": "", "product": "",
                          "match": True}  # fmt: skip
    changed = client.put(f"/api/bookmarks/{mine[0].pk}", json.dumps(PAGE), content_type="application/json")
    assert changed.status_code == 200 and changed.json() == {**PAGE, "id": mine[0].pk, "match": True}
    assert Bookmark.objects.get(pk=mine[0].pk).title == "Lesson 4"
    taken = client.put(f"/api/bookmarks/{mine[1].pk}", json.dumps(PAGE), content_type="application/json")
    assert taken.status_code == 422 and taken.json()["errors"] == {"url": ["This page is already bookmarked."]}
    bad = client.put(f"/api/bookmarks/{mine[1].pk}", json.dumps({**PAGE, "url": "https://evil.example.com/"}),
                     content_type="application/json")  # fmt: skip
    assert bad.status_code == 422 and list(bad.json()["errors"]) == ["url"]
    assert client.get(f"/api/bookmarks/{theirs.pk}").status_code == 404
    other = client.put(f"/api/bookmarks/{theirs.pk}", json.dumps(PAGE), content_type="application/json")
    assert other.status_code == 404 and Bookmark.objects.get(pk=theirs.pk).title == "Lesson 0"


def test_home_users_have_no_bookmarks_to_read_or_change(signed_in, home_user, teacher):
    mine = make(teacher, 1)[0]
    client = signed_in(home_user)
    assert client.get(f"/api/bookmarks/{mine.pk}").status_code == 403
    assert client.put(f"/api/bookmarks/{mine.pk}", json.dumps(PAGE), content_type="application/json").status_code == 403
