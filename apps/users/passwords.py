from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError

from apps.core import messages as text


def password_hints(password):
    """The spec's three hints for what a password still lacks (empty when it is fine)."""
    password = password or ""
    hints = []
    if not any(c.isupper() for c in password):
        hints.append(text.PASSWORD_CAPITAL)
    if not any(c.isdigit() for c in password):
        hints.append(text.PASSWORD_NUMBER)
    if not any(c in text.PASSWORD_SPECIALS for c in password):
        hints.append(text.PASSWORD_SPECIAL)
    return hints


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
