"""The support calls (spec 1 §7 "support pages by uri", §3 Support block and entries):
the same pages as /support for each persona, refused the same way (403 with the page's
message, 404 for no page), rich text sanitised as the page shows it."""

import pytest

from apps.api.models import ApiToken
from apps.support.models import SupportBlock
from apps.support.tests.test_permission_matrix import ALL, EXPECTED

pytestmark = pytest.mark.django_db

PAGE = "/api/support/page"
ENTRIES = "/api/support/entries"
NO_ACCESS = "You do not have access to this support page."


def _uri(path):
    return path.lstrip("/")


@pytest.mark.parametrize("persona", sorted(EXPECTED))
def test_each_page_by_uri_opens_or_is_refused_as_the_page_is(signed_in, personas, support, persona):
    client = signed_in(personas[persona])
    for path in sorted(ALL):
        response = client.get(PAGE, {"uri": _uri(path)})
        if path in EXPECTED[persona]:
            assert response.status_code == 200, path
            assert response.json()["uri"] == _uri(path), path
        else:
            assert response.status_code == 403, path
            assert response.json() == {"message": NO_ACCESS, "level": "error", "status": 403}, path


@pytest.mark.parametrize("persona", sorted(EXPECTED))
def test_entries_list_only_what_the_user_may_open(signed_in, personas, support, persona):
    entries = signed_in(personas[persona]).get(ENTRIES).json()
    listed = {"/" + e["uri"] for e in entries} | {"/" + c["uri"] for e in entries for c in e["children"]}
    assert listed == EXPECTED[persona]


def test_a_page_with_its_blocks_and_folder(signed_in, teacher, support):
    body = signed_in(teacher).get(PAGE, {"uri": "support/getting-started"}).json()
    assert (body["title"], body["slug"], body["product"], body["uri"]) == (
        "Getting started", "getting-started", "", "support/getting-started"
    )  # fmt: skip
    kinds = [b["type"] for b in body["blocks"]]
    assert kinds == ["text", "documents", "videos", "links"]
    documents = body["blocks"][1]["documents"]
    assert [d["title"] for d in documents] == ["Getting started checklist"]
    assert documents[0]["url"].startswith("/static/support/") and documents[0]["extension"] == "pdf"
    video = body["blocks"][2]["videos"][0]
    assert video["title"] == "Inviting your staff (under a minute)" and video["extension"] in ("mp4", "webm")
    links = body["blocks"][3]["hyperLinks"]
    assert {"title": "PE FAQs", "url": "/support/faqs", "external": False} in links
    assert [c["uri"] for c in body["children"]] == [
        "support/getting-started/signing-in",
        "support/getting-started/inviting-staff",
    ]
    assert all(b["children"] == [] for b in body["blocks"])


@pytest.mark.parametrize("uri", ["support/bursts/faqs", "/support/bursts/faqs", "bursts/faqs", "support/bursts/faqs/"])
def test_the_uri_takes_the_leading_slash_and_support_prefix_as_optional(signed_in, teacher, support, uri):
    body = signed_in(teacher).get(PAGE, {"uri": uri}).json()
    assert (body["title"], body["product"]) == ("BURSTS FAQs", "bursts")


def test_the_leaders_page_by_uri(signed_in, teacher, bursts_user, support, client):
    assert signed_in(teacher).get(PAGE, {"uri": "support/leaders"}).json()["product"] == "leaders"
    client.logout()
    assert signed_in(bursts_user).get(PAGE, {"uri": "support/leaders"}).status_code == 403


def test_product_tied_children_are_left_out_of_a_folder(signed_in, bursts_user, support):
    body = signed_in(bursts_user).get(PAGE, {"uri": "support/faqs"}).json()
    assert [c["uri"] for c in body["children"]] == ["support/faqs/membership"]


def test_a_partner_account_gets_the_partner_page(signed_in, support):
    from apps.users.tests.factories import UserFactory

    user = UserFactory()
    user.account.account_type = "partner"
    user.account.save()
    client = signed_in(user)
    assert client.get(PAGE, {"uri": "support/partner"}).json()["title"] == "Partner support"
    assert "support/partner" in {e["uri"] for e in client.get(ENTRIES).json()}


MISSING = ["support/nope", "support/faqs/nope", "support/getting-started/signing-in/more", "support", "x" * 200]


@pytest.mark.parametrize("uri", MISSING)
def test_no_such_page_is_page_not_found(signed_in, teacher, support, uri):
    response = signed_in(teacher).get(PAGE, {"uri": uri})
    assert response.status_code == 404
    assert response.json() == {"message": "Page not found", "level": "error", "status": 404}


def test_bad_uri_is_validation_failed(signed_in, teacher, support):
    client = signed_in(teacher)
    assert client.get(PAGE).status_code == 422
    assert client.get(PAGE, {"uri": ""}).status_code == 422
    assert client.get(PAGE, {"uri": "x" * 201}).status_code == 422


def test_rich_text_is_sanitised_as_the_page_shows_it(signed_in, teacher, support):
    block = SupportBlock.objects.filter(page__slug="getting-started", page__parent=None, kind="text").first()
    block.text = '<p onclick="steal()">Hello <a href="javascript:steal()">there</a><script>steal()</script></p>'
    block.save()
    body = signed_in(teacher).get(PAGE, {"uri": "support/getting-started"}).json()
    text = next(b["text"] for b in body["blocks"] if b["id"] == block.pk)
    assert "steal()" not in text and "<script" not in text and text.startswith("<p>Hello <a")


@pytest.mark.parametrize("url", [f"{PAGE}?uri=support/getting-started", ENTRIES])
def test_signed_out_callers_get_401(client, support, url):
    response = client.get(url)
    assert response.status_code == 401
    assert response.json()["status"] == 401


def test_a_bearer_token_works_like_the_session(client, home_user, support):
    headers = {"Authorization": f"Bearer {ApiToken.objects.issue(home_user)[1]}"}
    assert client.get(PAGE, {"uri": "support/daily/families"}, headers=headers).status_code == 200
    assert client.get(PAGE, {"uri": "support/bursts"}, headers=headers).status_code == 403


def test_staff_get_every_page(signed_in, staff_viewer, support):
    client = signed_in(staff_viewer)
    for path in sorted(ALL):
        assert client.get(PAGE, {"uri": _uri(path)}).status_code == 200, path


def test_fixed_number_of_queries(signed_in, teacher, support, django_assert_max_num_queries):
    client = signed_in(teacher)
    client.get(PAGE, {"uri": "support/getting-started"})
    client.get(ENTRIES)
    with django_assert_max_num_queries(10):
        client.get(PAGE, {"uri": "support/getting-started"})
    with django_assert_max_num_queries(6):
        client.get(ENTRIES)
