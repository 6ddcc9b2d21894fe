"""Spec 1 §8 for pages (issue 20): a 403 shows an error toast and goes to /; a 404 goes to /
with "Page not found"; also when debugging, where Django would show its yellow page listing
every URL pattern. The API keeps its JSON shape."""

import pytest

from apps.core import messages as text
from apps.core.middleware import PAGE_FORBIDDEN

pytestmark = pytest.mark.django_db
# What a browser's navigation asks for (Chromium's Accept header).
BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"}


@pytest.fixture(params=[True, False], ids=["debugging", "production"])
def debug(request, settings):
    settings.DEBUG = request.param
    return request.param


def toasts(response):
    return [(str(m), m.level_tag) for m in response.context["messages"]]


def test_a_page_that_is_not_found_goes_home_with_the_toast(signed_in, staff_viewer, debug):
    client = signed_in(staff_viewer)
    response = client.get("/accounts/999999", headers=BROWSER)
    assert response.status_code == 302 and response["Location"] == "/"
    home = client.get("/", headers=BROWSER)
    assert toasts(home) == [(text.PAGE_NOT_FOUND, "error")]
    assert "URL patterns" not in response.content.decode()


def test_a_refused_page_goes_home_with_an_error_toast(signed_in, staff_viewer, teacher, debug):
    # Only super staff may use Faux: django-hijack refuses with PermissionDenied.
    client = signed_in(staff_viewer)
    response = client.post("/hijack/acquire/", {"user_pk": teacher.pk, "next": "/"}, headers=BROWSER)
    assert response.status_code == 302 and response["Location"] == "/"
    assert toasts(client.get("/")) == [(PAGE_FORBIDDEN, "error")]


def test_an_htmx_request_goes_home_through_hx_redirect(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    response = client.get("/accounts/999999", headers={"HX-Request": "true"})
    assert response.status_code == 200 and response["HX-Redirect"] == "/"
    assert toasts(client.get("/")) == [(text.PAGE_NOT_FOUND, "error")]


def test_a_script_asking_for_anything_still_gets_the_status(signed_in, staff_viewer, teacher):
    client = signed_in(staff_viewer)
    assert client.get("/accounts/999999", headers={"Accept": "*/*"}).status_code == 404
    assert client.post("/hijack/acquire/", {"user_pk": teacher.pk}).status_code == 403


def test_the_api_keeps_its_own_shape(signed_in, staff_viewer, debug):
    response = signed_in(staff_viewer).get("/api/accounts/999999", headers=BROWSER)
    assert response.status_code == 404
    assert response.json() == {"message": text.PAGE_NOT_FOUND, "level": "error", "status": 404}
