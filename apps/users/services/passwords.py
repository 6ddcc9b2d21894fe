import unicodedata

from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError

from apps.core import messages as text

# The spec's rules (spec 1 §5), written once: this validator checks them and the password
# fields hand them to the live hints as data (signin's password_rules tag, islands/forms.js).
# A capital and a number are by Unicode category, so "Émilie" has its capital in both places.
PASSWORD_RULES = [
    {"name": "capital", "category": "Lu", "hint": text.PASSWORD_CAPITAL},
    {"name": "number", "category": "Nd", "hint": text.PASSWORD_NUMBER},
    {"name": "special", "chars": text.PASSWORD_SPECIALS, "hint": text.PASSWORD_SPECIAL},
]


def _met(rule, password):
    if "category" in rule:
        return any(unicodedata.category(c) == rule["category"] for c in password)
    return any(c in rule["chars"] for c in password)


def password_hints(password):
    """The spec's three hints for what a password still lacks (empty when it is fine)."""
    password = password or ""
    return [rule["hint"] for rule in PASSWORD_RULES if not _met(rule, password)]


class SpecPasswordValidator:
    """A capital, a number and one of ! ? * ) ( & % @ £ (spec 1 §5)."""

    def validate(self, password, user=None):
        hints = password_hints(password)
        if hints:
            raise ValidationError(hints, code="password_rules")

    def get_help_text(self):
        return "Use a capital letter, a number and one of ! ? * ) ( & % @ £."


def validate_new_password(password: str, user=None) -> None:
    """Django's validators as settings configure them (the spec's rules among them)."""
    password_validation.validate_password(password, user)
