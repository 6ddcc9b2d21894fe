"""/create and its actions × every persona."""

import pytest

from apps.access.entitlements import access_ended, user_access
from apps.users.models import User

pytestmark = pytest.mark.django_db
PERSONAS = ["super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
            "invited_user", "trial_admin", "bursts_user", "frozen_user", "expired_user", "home_user"]  # fmt: skip


@pytest.mark.parametrize("persona", PERSONAS)
def test_create_pages(client, personas, persona):
    user = personas[persona]
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    target = User.objects.create(email="target@example.com", kind=User.Kind.CREATE, status=User.Status.INVITED)
    pages = ["/create/invite", f"/create/{target.pk}/edit", f"/create/{target.pk}/delete"]
    listing = client.get("/create")
    answers = [client.get(p) for p in pages]
    client.post("/create/invite", {"emails": "sneaky@example.com", "admin": "1"})
    client.post(f"/create/{target.pk}/delete")
    if persona in ("super_staff", "staff_admin"):
        assert listing.status_code == 200 and all(a.status_code == 200 for a in answers)
        assert User.objects.filter(email="sneaky@example.com").exists()
        assert not User.objects.filter(pk=target.pk).exists()
    else:
        if persona == "staff_viewer":
            assert listing.status_code == 200 and all(a.url == "/create" for a in answers)
        else:
            # Once access has ended (frozen, expired) the first request signs the user out.
            ended = access_ended(user)
            home = f"/login?ended={ended}" if ended else user_access(user).dashboard_path
            assert listing.url == home
            assert all(a.url == home or (ended and a.url.startswith("/login?next=")) for a in answers)
        assert not User.objects.filter(email="sneaky@example.com").exists()
        assert User.objects.filter(pk=target.pk).exists()


def test_anonymous_goes_to_login(client, db):
    assert client.get("/create").url.startswith("/login?next=")
