"""Every spec text in apps/core/messages.py, pinned to the spec's own wording (spec 1 §4, §9,
spec 1 "Bookmarks menu", "Membership", "/accounts"). Tests elsewhere compare pages against
these constants, so a constant that drifted from the spec would pass them all; this test
holds the constants themselves to the spec's exact text, punctuation and capitals."""

import pytest

from apps.core import messages as text

SPEC = {
    "REQUIRED": "Please fill out this field",
    "INVALID_EMAIL": "Invalid email",
    "DOESNT_MATCH": "Doesn't match",
    "MAX_LENGTH": "Max {n} Characters",
    "EMAIL_TAKEN": "Email not available",
    "ANY_ONE": "Please select at least one",
    "VALID_DATES": "End date must be after start date",
    "VALIDATION_FAILED": "Validation failed",
    "PASSWORD_CAPITAL": "Add a capital letter",
    "PASSWORD_NUMBER": "Add a number",
    "PASSWORD_SPECIAL": "Add a character from the set",
    "PASSWORD_SPECIALS": "!?*)(&%@£",
    "SESSION_EXPIRED": "Your session has expired. Please log in again.",
    "LOGIN_FROZEN": "Your access has been frozen due to an outstanding payment.",
    "LOGIN_EXPIRED": "Your access has expired.",
    "RESET_NOREG": "You have not yet completed registration with this email address. Do you want a new invite email?",
    "LINK_EXPIRED": "This link has expired. Make sure you have used the link from the most recent email.",
    "ALREADY_REGISTERED": "This user has already registered",
    "HOME_EMAIL_VERIFIED": "Your email has been verified",
    "HOME_PASSWORD_UPDATED": "Your password has been updated",
    "HOME_LINK_EXPIRED": "This link has expired",
    "EXPORT_FAILED": "There was a problem with the export.",
    "REQUEST_FAILED": "There was a problem processing your request.",
    "PAGE_NOT_FOUND": "Page not found",
    "TEMP_WARNING": "You have {n} days to resolve this before access is removed",
    "ACCOUNT_FROZEN": "Account frozen",
    "ACCOUNT_UNFROZEN": "Account unfrozen",
    "SAVED": "Saved",
    "DELETED": "Deleted",
    "ADDED": "{name} Added",
    "BOOKMARKS_EMPTY": "You don't currently have any bookmarks.",
    "BOOKMARK_ADD": "Bookmark this page",
    "BOOKMARK_REMOVE": "Unbookmark this page",
    "NO_ACCOUNTS": "No Accounts Found.",
    "NO_LICENCES": "No licences have been added.",
    "INVITE_RESENT": "User invite resent",
    "NO_USERS_FOUND": "No users were found",
}
# Texts the spec does not quote; the project's own wording, kept beside the spec's.
OWN = {"LOGIN_INVALID": "The username, email or password you entered is not correct."}


@pytest.mark.parametrize(("name", "spec"), [*SPEC.items(), *OWN.items()])
def test_each_message_is_the_spec_text_exactly(name, spec):
    assert getattr(text, name) == spec


def test_every_message_is_pinned():
    """A text added to messages.py is added here too, with the spec's wording beside it."""
    defined = {n for n in vars(text) if n.isupper()}
    assert defined - set(SPEC) - set(OWN) == set()
