"""`make run` serves the fake partner inside the site at /fake-wonde (settings.WONDE_FAKE)."""

import pytest

pytestmark = pytest.mark.skipif("not __import__('django.conf').conf.settings.WONDE_FAKE")


def test_the_mounted_fake_pages_with_links_under_its_path(client, db):
    response = client.get(
        "/fake-wonde/v1.0/schools/A1930499544/employees?per_page=5", headers={"Authorization": "Bearer fake-pe-token"}
    )
    body = response.json()
    assert response.status_code == 200 and len(body["data"]) == 5
    assert "/fake-wonde/v1.0/schools/A1930499544/employees?per_page=5&page=2" in body["meta"]["pagination"]["next"]


def test_the_mounted_fake_wants_a_token(client, db):
    assert client.get("/fake-wonde/v1.0/schools/A1930499544").status_code == 401
