"""Invite email lists and the invite rules (spec 1 §5 Invite emails): one list of
personal (home) mail domains and generic mailbox names, used by every invite form and
the API, the staff invite included."""

import re

from django.core.exceptions import ValidationError
from django.core.validators import validate_email

from apps.core import messages as text

# Free mail providers people use at home: a school invite goes to a school address.
PERSONAL_DOMAINS = frozenset(
    (
        "aol.com",
        "aol.co.uk",
        "btinternet.com",
        "btopenworld.com",
        "gmail.com",
        "googlemail.com",
        "gmx.com",
        "gmx.co.uk",
        "hotmail.com",
        "hotmail.co.uk",
        "icloud.com",
        "live.com",
        "live.co.uk",
        "mac.com",
        "me.com",
        "msn.com",
        "outlook.com",
        "outlook.co.uk",
        "mail.com",
        "proton.me",
        "protonmail.com",
        "sky.com",
        "talktalk.net",
        "tiscali.co.uk",
        "virginmedia.com",
        "yahoo.com",
        "yahoo.co.uk",
        "ymail.com",
        "zoho.com",
        "blueyonder.co.uk",
        "ntlworld.com",
        "plus.com",
    )
)
# Shared mailboxes rather than a person: an invite belongs to one teacher.
GENERIC_LOCAL_PARTS = frozenset(
    (
        "admin",
        "administrator",
        "bursar",
        "enquiries",
        "enquiry",
        "finance",
        "head",
        "headteacher",
        "hello",
        "help",
        "info",
        "office",
        "reception",
        "school",
        "secretary",
        "sbm",
        "staff",
        "contact",
        "mail",
        "post",
        "accounts",
        "support",
        "team",
    )
)

SEPARATORS = re.compile(r"[\s,]+")

# One request invites at most this many (each is a user, a token and an email).
MAX_INVITES = 200
TOO_MANY_INVITES = f"You can invite up to {MAX_INVITES} addresses at a time."


def invite_count_check(count: int) -> None:
    """The one limit on how many addresses an invite takes, staff's and a school's, on the
    page and through the API (ValidationError past it)."""
    if count > MAX_INVITES:
        raise ValidationError(TOO_MANY_INVITES)


def is_email(item: str) -> bool:
    try:
        validate_email(item)
    except ValidationError:
        return False
    return True


def parse_email_list(raw: str) -> list[str]:
    """Split on spaces, commas and any whitespace; keep address-like items, lower-cased,
    each once, in the order given."""
    seen: list[str] = []
    for item in SEPARATORS.split(raw or ""):
        item = item.strip().lower()
        if item and item not in seen and is_email(item):
            seen.append(item)
    return seen


def invite_rule_errors(email: str) -> list[str]:
    """The personal and generic address rules for one address (the caller decides whether
    they apply: not for super staff, not on partner accounts)."""
    local, _, domain = email.lower().rpartition("@")
    errors = []
    if domain in PERSONAL_DOMAINS:
        errors.append(text.EMAIL_PERSONAL)
    if local in GENERIC_LOCAL_PARTS:
        errors.append(text.EMAIL_GENERIC)
    return errors
