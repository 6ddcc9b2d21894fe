"""The spec's password rules (spec 1 §5) live once, in apps/users/passwords.PASSWORD_RULES:
the server checks them and the password fields hand them to the live hints as data."""

import re

import pytest

from apps.core import messages as text
from apps.users.services.passwords import PASSWORD_RULES, password_hints

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("password", "missing"),
    [
        ("", [text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL]),
        ("Abc", [text.PASSWORD_NUMBER, text.PASSWORD_SPECIAL]),
        ("Ébc1!", []),  # an accented capital counts, in the browser's hints as here
        ("abc²!", [text.PASSWORD_CAPITAL, text.PASSWORD_NUMBER]),  # a superscript is not a number
        ("Abc1£", []),
    ],
)
def test_the_server_checks_the_rules(password, missing):
    assert password_hints(password) == missing


def test_the_password_fields_carry_the_rules_the_server_checks(signed_in, teacher):
    html = signed_in(teacher).get("/profile").text
    for rule in PASSWORD_RULES:
        item = re.search(rf'<li data-rule="{rule["name"]}"([^>]*)>([^<]*)</li>', html)
        assert item, rule["name"]
        assert item.group(2).startswith(rule["hint"])
        if "category" in rule:
            assert f'data-category="{rule["category"]}"' in item.group(1)
        else:
            assert 'data-chars="!?*)(&amp;%@£"' in item.group(1)
            assert item.group(2) == "Add a character from the set ! ? * ) ( &amp; % @ £"
