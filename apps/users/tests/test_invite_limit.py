"""One limit on how many addresses an invite takes (apps/users/emails.invite_count_check),
for staff and schools, on the page and through the API, with one message."""

import pytest

from apps.users.models import User
from apps.users.services.emails import MAX_INVITES, TOO_MANY_INVITES

pytestmark = pytest.mark.django_db

TOO_MANY = [f"person{n}@hazelwood.example.com" for n in range(MAX_INVITES + 1)]


def test_a_school_invite_over_the_limit_says_so_on_the_page_and_in_the_api(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    before = User.objects.count()
    page = client.post(f"/account/{hazel_admin.account_id}/users/invite", {"emails": " ".join(TOO_MANY), "admin": "0"})
    assert TOO_MANY_INVITES in page.content.decode()
    rows = [{"email": e, "admin": 0} for e in TOO_MANY]
    api = client.post("/api/users/account/bulk", rows, content_type="application/json", headers={"X-CSRFToken": "x"})
    assert api.status_code == 422 and TOO_MANY_INVITES in str(api.json())
    assert "Characters" not in str(api.json())  # it was the character-limit message
    assert User.objects.count() == before
