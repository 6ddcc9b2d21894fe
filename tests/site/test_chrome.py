"""The common chrome: titles, footer, Staging badge and the temporary-user warning
(spec 1 §1, "Common chrome", §4, §8)."""

import html
import re

import pytest
from django.utils import timezone

from apps.core import messages as text

pytestmark = pytest.mark.django_db


def page(response):
    assert response.status_code == 200
    return html.unescape(response.content.decode())


def title(body):
    return re.search(r"<title>(.*?)</title>", body, re.S).group(1).strip()


def test_page_titles_read_title_then_product(client, signed_in, teacher):
    assert title(page(client.get("/login"))) == "Sign in | PE Platform"
    assert title(page(client.get("/bursts-tools"))) == "BURSTS | BURSTS"
    signed_in(teacher)
    assert title(page(client.get("/"))) == "Dashboard | PE Platform"
    assert title(page(client.get("/profile"))) == "My Profile | PE Platform"


def test_footer_has_the_copyright_line_and_staging_badge_only_on_staging(client, settings, teacher, signed_in):
    signed_in(teacher)
    year = timezone.localdate().year
    settings.STAGING = False
    body = page(client.get("/"))
    assert f"© {year} PE Platform Ltd. All rights reserved." in body
    assert "badge--staging" not in body
    settings.STAGING = True
    assert '<span class="badge badge--staging">Staging</span>' in page(client.get("/"))
    client.logout()
    assert "badge--staging" in page(client.get("/login"))


def test_messages_are_handed_to_the_toast_island(client, signed_in, trial_admin):
    signed_in(trial_admin)
    body = page(
        client.post("/profile", {"first_name": "Bea", "last_name": "Birch", "email": trial_admin.email}, follow=True)
    )
    assert 'data-island="Toasts"' in body
    island = r'<script id="(island-props-\d+)" type="application/json">(.*?)</script>\s*'
    island += r'<div class="island" data-island="Toasts" data-props="\1"'
    props = re.search(island, body, re.S)
    assert props and '"message": "Saved"' in props.group(2) and '"level": "info"' in props.group(2)


# The temporary-user warning ------------------------------------------------------------


def test_temp_user_sees_the_warning_with_days_date_and_email(client, signed_in, temp_user):
    signed_in(temp_user)
    body = page(client.get("/"))
    assert "data-temp-warning" in body
    assert text.TEMP_WARNING.format(n=10) in body
    assert "You have 10 days to resolve this before access is removed" in body
    assert temp_user.date_end_temp.strftime("%-d %B %Y") in body
    assert "temp@oakfield.example.com" in body
    assert '<a class="button button--secondary" href="/profile">Edit My Email</a>' in body
    assert "I Understand" in body


def test_i_understand_dismisses_the_warning_for_the_session(client, signed_in, temp_user):
    signed_in(temp_user)
    response = client.post("/temp-warning", {"next": "/learning"})
    assert response["Location"] == "/learning"
    assert "data-temp-warning" not in page(client.get("/"))
    # A new session shows it again.
    client.logout()
    signed_in(temp_user)
    assert "data-temp-warning" in page(client.get("/"))


def test_the_warning_does_not_cover_the_profile_page_it_sends_people_to(client, signed_in, temp_user):
    signed_in(temp_user)
    assert "data-temp-warning" not in page(client.get("/profile"))


def test_i_understand_does_not_redirect_off_site(client, signed_in, temp_user):
    signed_in(temp_user)
    assert client.post("/temp-warning", {"next": "https://evil.example.com/"})["Location"] == "/"


def test_other_users_see_no_warning(client, signed_in, teacher):
    signed_in(teacher)
    assert "data-temp-warning" not in page(client.get("/"))


# Toasts for HTMX requests ------------------------------------------------------------------


def test_messages_of_an_htmx_request_become_a_toasts_trigger(client, signed_in, trial_admin):
    import json

    signed_in(trial_admin)
    form = {"first_name": "Bea", "last_name": "Birch", "email": trial_admin.email}
    assert client.post("/profile", form).status_code == 302
    response = client.get("/profile", headers={"HX-Request": "true"})
    assert json.loads(response["HX-Trigger"]) == {"toasts": [{"message": text.SAVED, "level": "info"}]}
    # Shown once.
    assert "HX-Trigger" not in client.get("/profile", headers={"HX-Request": "true"})


def test_an_expired_session_on_an_htmx_request_redirects_the_whole_page(client, signed_in, teacher):
    signed_in(teacher)
    client.cookies["signed_in"] = "1"
    client.cookies.pop("sessionid", None)
    response = client.get("/profile", headers={"HX-Request": "true"})
    assert response["HX-Redirect"] == "/login?next=/profile"
    assert text.SESSION_EXPIRED in page(client.get("/login?next=/profile"))


def test_the_copyright_year_is_this_year_on_a_page_with_a_year_of_its_own(client, school_admin, signed_in):
    # The premium page's context has its academic year as "year"; the footer once showed it.
    signed_in(school_admin)
    response = client.get("/premium")
    assert response.status_code == 200
    assert f"© {timezone.localdate().year} PE Platform Ltd. All rights reserved." in page(response)
