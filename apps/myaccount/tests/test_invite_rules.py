"""The invite rules (spec 1 §5 Invite emails), shared by every invite form and the API."""

import pytest

from apps.users.services.emails import GENERIC_LOCAL_PARTS, PERSONAL_DOMAINS, invite_rule_errors, parse_email_list

PERSONAL = "Email cannot be a personal/home account"
GENERIC = "Email cannot be a generic user like head@ or info@"


def test_list_split_on_spaces_commas_whitespace_deduplicated_address_like_only():
    raw = "a@school.example.com,b@school.example.com\n\tA@SCHOOL.EXAMPLE.COM  junk@ @x.com,,c@d.org e@f"
    assert parse_email_list(raw) == ["a@school.example.com", "b@school.example.com", "c@d.org"]
    assert parse_email_list(" ,\n\t ") == []


@pytest.mark.parametrize(
    ("email", "errors"),
    [
        ("jo.bloggs@gmail.com", [PERSONAL]),
        ("JO@Hotmail.co.uk", [PERSONAL]),
        ("head@oak.sch.uk", [GENERIC]),
        ("info@oak.sch.uk", [GENERIC]),
        ("office@yahoo.com", [PERSONAL, GENERIC]),
        ("j.smith@oak.sch.uk", []),
        ("header@oak.sch.uk", []),
    ],
)
def test_personal_and_generic_addresses(email, errors):
    assert invite_rule_errors(email) == errors


def test_one_list_of_each():
    assert {"gmail.com", "hotmail.com", "outlook.com"} <= PERSONAL_DOMAINS
    assert {"head", "info", "office"} <= GENERIC_LOCAL_PARTS


@pytest.mark.django_db
def test_staff_invite_refuses_personal_and_generic_unless_super(signed_in, staff_admin, super_staff):
    from apps.users.models import User

    hx = {"HX-Request": "true", "HX-Target": "modal"}
    response = signed_in(staff_admin).post("/create/invite", {"emails": "pal@gmail.com info@provider.example.com",
                                                              "admin": "0"}, headers=hx)  # fmt: skip
    assert PERSONAL in response.text and GENERIC in response.text
    assert not User.objects.filter(email__in=["pal@gmail.com", "info@provider.example.com"]).exists()
    signed_in(super_staff).post("/create/invite", {"emails": "pal@gmail.com", "admin": "0"}, headers=hx)
    assert User.objects.filter(email="pal@gmail.com", kind="create").exists()
