"""/leaders shows the support page support/leaders (spec 2 §1, §2; issue 14), as content
staff edit it in the admin, to the users who may open it; the intro entries only while no
such page exists."""

import pytest

from apps.support.models import SupportBlock, SupportPage

pytestmark = pytest.mark.django_db

EDITED = "Leaders meet every Friday in the hall."


@pytest.fixture
def content(db):
    """The demo curriculum with its intro entries (intro-leaders, support-leaders)."""
    from apps.content.seed import seed_content

    seed_content()


def _edit_leaders_page():
    page = SupportPage.objects.get(slug="leaders", parent=None)
    SupportBlock.objects.create(page=page, kind="text", label="This term", text=f"<p>{EDITED}<script>x()</script></p>")
    return page


@pytest.mark.parametrize("persona", ["teacher", "school_admin", "trial_admin", "super_staff", "staff_viewer"])
def test_the_support_page_for_those_who_may_open_it(signed_in, personas, support, persona):
    _edit_leaders_page()
    response = signed_in(personas[persona]).get("/leaders")
    html = response.content.decode()
    assert response.status_code == 200
    assert 'data-support-page="/support/leaders"' in html and "<h1>Real Leaders</h1>" in html
    assert "Leader training guide" in html and f"<p>{EDITED}</p>" in html and "x()" not in html
    assert "data-no-access" not in html
    assert any(t.name == "support/page_body.html" for t in response.templates)


def test_without_leaders_access_the_intro_says_so(signed_in, bursts_user, support, content):
    _edit_leaders_page()
    html = signed_in(bursts_user).get("/leaders").content.decode()
    assert "data-no-access" in html
    assert EDITED not in html and "data-support-page" not in html


def test_without_leaders_access_or_an_intro_it_is_refused_as_the_support_page_is(signed_in, bursts_user, support):
    from apps.content.models import IntroEntry

    IntroEntry.objects.all().delete()  # no intro (the curriculum, with its intros, may be seeded)
    response = signed_in(bursts_user).get("/leaders")
    assert (response.status_code, response["Location"]) == (302, "/bursts")
    assert [str(m) for m in response.wsgi_request._messages] == ["You do not have access to this support page."]


def test_home_users_go_home(signed_in, home_user, support):
    assert signed_in(home_user).get("/leaders")["Location"] == "/home"


def test_signed_out_visitors_sign_in_first(client, support):
    assert client.get("/leaders")["Location"].startswith("/login")


def test_the_intro_entries_stand_in_only_while_there_is_no_such_page(signed_in, teacher, content):
    html = signed_in(teacher).get("/leaders").content.decode()
    assert "data-support-page" not in html and "Real Leaders trains Year 5 and 6 pupils" in html
    assert "data-no-access" not in html


def test_a_leaders_page_moved_into_a_folder_is_not_support_leaders(signed_in, teacher, support, content):
    folder = SupportPage.objects.get(slug="faqs", parent=None)
    SupportPage.objects.filter(slug="leaders", parent=None).update(parent=folder)
    html = signed_in(teacher).get("/leaders").content.decode()
    assert "data-support-page" not in html and "Real Leaders trains Year 5 and 6 pupils" in html
