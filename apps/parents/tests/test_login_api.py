"""The home app's parent sign-in (POST /api/parents/login): only a verified parent gets a
token, and failures are throttled like the site's sign-in, the same for every address."""

import pytest

from apps.parents.models import Parent, ParentAppToken
from apps.signin.services.throttle import BLOCKED, PAIR

pytestmark = pytest.mark.django_db


@pytest.fixture
def ann():
    parent = Parent.objects.create(email="ann@example.org", first_name="Ann")
    parent.set_password("Secret-123!")
    parent.save()
    return parent


def _login(client, email, password):
    return client.post("/api/parents/login", {"email": email, "password": password}, content_type="application/json")


def test_an_unverified_parent_is_told_to_verify_and_gets_no_token(client, ann):
    response = _login(client, "ann@example.org", "Secret-123!")
    assert response.status_code == 403
    assert response.json()["message"] == (
        "Please verify your email address first: use the link in the email we sent you."
    )
    assert not ParentAppToken.objects.exists()
    # A wrong password says nothing about verification.
    assert _login(client, "ann@example.org", "wrong").json()["message"].startswith("The username, email or password")
    Parent.objects.filter(pk=ann.pk).update(verified=True)
    assert _login(client, "ann@example.org", "Secret-123!").status_code == 200
    assert ParentAppToken.objects.count() == 1


@pytest.mark.parametrize("email", ["ann@example.org", "nobody@example.org"])
def test_guesses_from_one_address_are_blocked_the_same_for_known_and_unknown_addresses(client, ann, email):
    Parent.objects.filter(pk=ann.pk).update(verified=True)
    for _ in range(PAIR[0]):
        assert _login(client, email, "guess").status_code == 401
    blocked = _login(client, email, "Secret-123!")
    assert (blocked.status_code, blocked.json()["message"]) == (429, BLOCKED)
    assert not ParentAppToken.objects.exists()
