"""A method a path does not have answers 405 in the API's error shape (spec 1 §8, issue 20),
with the Allow header; django-ninja's own answer was the plain text "Method not allowed"."""

import pytest

from apps.api.models import ApiToken

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("PATCH", "/api/bookmarks"),
        ("PUT", "/api/bookmarks"),
        ("DELETE", "/api/auth/login"),
        ("BREW", "/api/bookmarks"),  # an unknown method
        ("PROPFIND", "/api/accounts"),
    ],
)
def test_method_not_allowed_is_answered_in_the_error_shape(client, teacher, method, path):
    _, key = ApiToken.objects.issue(teacher)
    response = client.generic(method, path, headers={"Authorization": f"Bearer {key}"})
    assert response.status_code == 405
    assert response["Content-Type"].startswith("application/json")
    assert response.json() == {"message": "Method not allowed", "level": "error", "status": 405}
    assert response["Allow"]  # which methods the path has


def test_the_allow_header_names_the_paths_methods(client, teacher):
    _, key = ApiToken.objects.issue(teacher)
    response = client.generic("PATCH", "/api/bookmarks", headers={"Authorization": f"Bearer {key}"})
    assert {m.strip() for m in response["Allow"].split(",")} >= {"GET", "POST"}
