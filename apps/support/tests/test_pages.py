"""The support pages themselves: the site's support links, the blocks as people see
them, the welcome page, unknown pages, and staff editing a page in the admin."""

import pytest
from django.urls import reverse

from apps.support.models import SupportBlock, SupportPage

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("path", ["/support/daily", "/support/faqs", "/support/bursts", "/support/bursts/faqs"])
def test_the_support_links_used_across_the_site_open(signed_in, teacher, support, path):
    response = signed_in(teacher).get(path)
    assert response.status_code == 200
    assert f'aria-current="page">{SupportPage.objects.get(**_lookup(path)).title}<' in response.content.decode()


def _lookup(path):
    slugs = path.removeprefix("/support/").split("/")
    return {"slug": slugs[-1], "parent__slug": slugs[0]} if len(slugs) == 2 else {"slug": slugs[0], "parent": None}


def test_named_urls_keep_working():
    assert reverse("support") == "/support"
    assert reverse("support_page", args=["bursts/faqs"]) == "/support/bursts/faqs"
    assert reverse("support_page", args=["daily"]) == "/support/daily"


def test_support_daily_is_the_home_learning_help(signed_in, teacher, home_user, support):
    """Spec 1 §3: the support entry "daily" is the home product's; /support/daily is the
    home-learning help (it used to show "Getting started", now at /support/getting-started)."""
    page = SupportPage.objects.get(slug="daily", parent=None)
    assert (page.title, page.product) == ("Home learning", "home")
    for user in (teacher, home_user):
        html = signed_in(user).get("/support/daily").content.decode()
        assert "<h1>Home learning</h1>" in html and "<h1>Getting started</h1>" not in html
        assert 'href="/support/daily/setting-up"' in html and 'href="/support/daily/families"' in html
    html = signed_in(teacher).get("/support/getting-started").content.decode()
    assert "<h1>Getting started</h1>" in html
    # The header's Support link: home-learning help for a home user, Getting started otherwise.
    assert 'href="/support/getting-started" data-link="support"' in signed_in(teacher).get("/").content.decode()
    home = signed_in(home_user).get("/support/daily/families").content.decode()
    assert 'href="/support/daily" data-link="support"' in home


def test_seeding_again_moves_the_old_demo_folders(signed_in, teacher, support):
    """A database seeded before: Getting started was /support/daily and the home-learning
    help /support/home-learning. Seeding again leaves one page at each address."""
    from apps.demo.support import seed_support

    SupportPage.objects.filter(slug="daily", parent=None).update(slug="home-learning")
    SupportPage.objects.filter(slug="getting-started", parent=None).update(slug="daily", title="Getting started")
    seed_support()
    tops = list(SupportPage.objects.filter(parent=None).values_list("slug", flat=True))
    assert "home-learning" not in tops and tops.count("daily") == 1 and tops.count("getting-started") == 1
    assert sorted(SupportPage.objects.get(slug="daily", parent=None).children.values_list("slug", flat=True)) == [
        "families", "setting-up"]  # fmt: skip
    assert signed_in(teacher).get("/support/daily/signing-in").status_code == 302


def test_welcome_page_without_a_slug(signed_in, teacher, support):
    html = signed_in(teacher).get("/support").content.decode()
    assert "<h1>Welcome to Support</h1>" in html
    assert 'class="support-nav"' in html and 'href="/support/getting-started/inviting-staff"' in html


def test_home_users_get_no_folder_navigation(signed_in, home_user, support):
    html = signed_in(home_user).get("/support/daily/families").content.decode()
    assert "For families" in html
    assert 'class="support-nav"' not in html


def test_getting_started_shows_its_document_video_and_links(signed_in, teacher, support):
    html = signed_in(teacher).get("/support/getting-started").content.decode()
    assert 'href="/static/support/demo/getting-started-checklist.pdf" download' in html
    assert ">PDF<" in html and "Getting started checklist" in html
    assert '<source src="/static/support/demo/inviting-staff.webm" type="video/webm">' in html
    assert '<a class="button button--secondary" href="/support/faqs">PE FAQs</a>' in html


def test_neighbouring_faq_blocks_are_one_list_of_questions(signed_in, teacher, support):
    html = signed_in(teacher).get("/support/faqs").content.decode()
    assert html.count('class="support-block support-faqs"') == 1
    assert html.count('<details class="support-faq">') == 5
    assert "<summary>How do I change my email address?</summary>" in html


def test_a_folder_lists_its_pages(signed_in, teacher, support):
    html = signed_in(teacher).get("/support/daily").content.decode()
    assert "In this folder" in html and 'class="tile" href="/support/daily/setting-up"' in html


def test_rich_text_is_sanitised(signed_in, teacher, support):
    page = SupportPage.objects.get(slug="getting-started", parent=None)
    SupportBlock.objects.create(
        page=page,
        kind="text",
        label="Hostile",
        text='<p onclick="steal()">Safe <strong>words</strong><script>steal()</script>'
        '<a href="javascript:steal()">bad link</a><img src=x onerror=steal()></p>',
    )
    html = signed_in(teacher).get("/support/getting-started").content.decode()
    assert "Safe <strong>words</strong>" in html
    assert "steal()" not in html and "<img" not in html


@pytest.mark.parametrize("path", ["/support/nothing-here", "/support/getting-started/nothing", "/support/faqs/daily"])
def test_an_unknown_page_says_page_not_found(signed_in, teacher, support, path):
    response = signed_in(teacher).get(path)
    assert (response.status_code, response["Location"]) == (302, "/")
    assert [str(m) for m in response.wsgi_request._messages] == ["Page not found"]


def test_staff_edit_a_page_in_the_admin_and_search_finds_it(signed_in, super_staff, teacher, support, client):
    admin = signed_in(super_staff)
    response = admin.post(
        "/admin/support/supportpage/add/",
        {
            "title": "Swimming catch-up",
            "slug": "swimming",
            "parent": "",
            "product": "",
            "summary": "Top-up sessions for Year 6.",
            "position": "9",
            "blocks-TOTAL_FORMS": "1",
            "blocks-INITIAL_FORMS": "0",
            "blocks-0-kind": "text",
            "blocks-0-position": "0",
            "blocks-0-label": "Booking the pool",
            "blocks-0-text": "<p>Ask the leisure centre for a lifeguard early.</p>",
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    client.logout()
    reader = signed_in(teacher)
    assert "Booking the pool" in reader.get("/support/swimming").content.decode()
    assert 'href="/support/swimming"' in reader.get("/support?q=lifeguard").content.decode()


def test_school_users_cannot_open_the_admin(signed_in, school_admin):
    response = signed_in(school_admin).get("/admin/support/supportpage/")
    assert response.status_code == 302


def _block_form(page, **link):
    return {
        "page": page.pk,
        "kind": "links",
        "label": "Useful pages",
        "text": "",
        "position": "0",
        "links-TOTAL_FORMS": "1",
        "links-INITIAL_FORMS": "0",
        "links-0-title": "Click me",
        "links-0-url": link.get("url", ""),
        "links-0-position": "0",
        "documents-TOTAL_FORMS": "0",
        "documents-INITIAL_FORMS": "0",
        "videos-TOTAL_FORMS": "0",
        "videos-INITIAL_FORMS": "0",
    }


@pytest.mark.parametrize("url", ["javascript:alert(1)", "data:text/html,hi", "//evil.test/x", " JaVaScRiPt:x"])
def test_a_link_that_would_run_script_is_refused_in_the_admin(signed_in, super_staff, support, url):
    page = SupportPage.objects.get(slug="getting-started", parent=None)
    response = signed_in(super_staff).post("/admin/support/supportblock/add/", _block_form(page, url=url))
    assert response.status_code == 200
    assert "Use a page of the site (starting with /) or a full https:// address." in response.content.decode()
    assert not SupportBlock.objects.filter(page=page, label="Useful pages").exists()


@pytest.mark.parametrize("url", ["/support/faqs", "https://www.example.com/help", "mailto:help@example.com"])
def test_site_web_and_mail_links_are_kept(signed_in, super_staff, support, url):
    page = SupportPage.objects.get(slug="getting-started", parent=None)
    response = signed_in(super_staff).post("/admin/support/supportblock/add/", _block_form(page, url=url))
    assert response.status_code == 302
    assert SupportBlock.objects.get(page=page, label="Useful pages").links.get().url == url
