"""Issue 20: ticking a lead box locks the role to Admin at once, before saving. The rule
(leads are admins) is services.lead_role; the Edit User form asks the server to re-render
its role and lead fields when one of them changes, and saving applies the same rule."""

import re

import pytest

from apps.myaccount.services import lead_role
from apps.users.models import User

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "modal"}


def _radios(html):
    """Each role radio as (value, checked, disabled)."""
    found = []
    for tag in re.findall(r'<input type="radio" name="admin"[^>]*>', html):
        value = re.search(r'value="(\d)"', tag).group(1)
        found.append((value, " checked" in tag, " disabled" in tag))
    return sorted(found)


def test_leads_are_admins_the_rule():
    assert lead_role(admin=0, lead_pe=True, lead_bursts=False) == (1, True)
    assert lead_role(admin=0, lead_pe=False, lead_bursts=True) == (1, True)
    assert lead_role(admin=2, lead_pe=True, lead_bursts=False) == (2, True)  # a super admin stays one
    assert lead_role(admin=0, lead_pe=False, lead_bursts=False) == (0, False)


def test_ticking_a_lead_box_locks_the_role_to_admin_before_saving(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    target = User.objects.get(email="ellie.shaw@hazelwood.example.com")
    url = f"/account/{target.account_id}/users/{target.pk}/edit"
    form = client.get(url, headers=HX).text
    # Each role and lead field asks for the refresh, merged into the form's #user-role.
    for name in ("admin", "lead_pe", "lead_bursts"):
        tag = re.search(rf'<input type="(?:radio|checkbox)" name="{name}"[^>]*>', form).group(0)
        assert f'hx-post="{url}"' in tag and 'hx-swap="morph"' in tag and 'hx-target="#user-role"' in tag
    assert _radios(form) == [("0", True, False), ("1", False, False)]
    data = {"first_name": "Ellie", "last_name": "Shaw", "email": target.email, "admin": "0", "refresh": "1"}
    locked = client.post(url, {**data, "lead_pe": "on"}, headers={**HX, "HX-Trigger-Name": "lead_pe"}).text
    assert _radios(locked) == [("0", False, True), ("1", True, True)]
    assert "data-role-locked" in locked and "Locked to Admin while the user is a lead." in locked
    # Disabled radios are not posted: the lock posts Admin itself, so unlocking keeps it.
    assert '<input type="hidden" name="admin" value="1">' in locked
    target.refresh_from_db()
    assert (target.lead_pe, target.admin) == (False, 0)  # nothing saved
    unlocked = client.post(url, {**data, "admin": "1"}, headers={**HX, "HX-Trigger-Name": "lead_pe"}).text
    assert _radios(unlocked) == [("0", False, False), ("1", True, False)] and "data-role-locked" not in unlocked


def test_a_lead_opens_with_the_role_locked_and_saves_as_admin(signed_in, hazel_admin):
    client = signed_in(hazel_admin)
    target = User.objects.get(email="ellie.shaw@hazelwood.example.com")
    target.lead_bursts, target.admin = True, 1
    target.save()
    url = f"/account/{target.account_id}/users/{target.pk}/edit"
    assert _radios(client.get(url, headers=HX).text) == [("0", False, True), ("1", True, True)]
    # A client that posts User with a lead box ticked still saves an admin.
    client.post(url, {"first_name": "Ellie", "last_name": "Shaw", "email": target.email, "admin": "0",
                      "lead_bursts": "on"}, headers=HX)  # fmt: skip
    target.refresh_from_db()
    assert (target.lead_bursts, target.admin) == (True, 1)
