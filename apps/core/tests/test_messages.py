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
    "BURSTS_NO_ACCESS": "This account does not have access to BURSTS",
    "CLASS_DELETE_TEXT": "This class will be deleted. Children in this class will also be deleted.",
    "CONTACT_CONNECTED": "This contact is successfully connected to",
    "CONTACT_NO_EMAIL": "This contact does not have an email address assigned",
    "DELETE_USERS_TITLE": "Delete selected users?",
    "DELETE_USER_TITLE": "Delete User?",
    "DELETE_WARNING": "Warning. This action will delete {n} of {m} users.",
    "EMAIL_GENERIC": "Email cannot be a generic user like head@ or info@",
    "EMAIL_PERSONAL": "Email cannot be a personal/home account",
    "FILE_TOO_LARGE": "The file you are trying to upload is too large",
    "FILE_TYPE": "Please choose a correct file type (csv, txt, xlsx)",
    "INVITE_SENT": "Invite sent",
    "MISSING_EMAIL": "Missing Email",
    "NO_ACTIVE_CHILDREN": "There are no active children in this class",
    "NO_CHILDREN": "No children",
    "NO_CONTACT": "no contact",
    "NO_CONTACTS": "This child does not have any contact data",
    "NO_FILTER_USERS": "There are no {filter} users",
    "NO_INACTIVE_CHILDREN": "There are no inactive children in this class",
    "NO_TEACHERS": "There are currently no teachers connected to this class",
    "NO_TRAINING": "There is currently no training available",
    "ORDER_HOURS": "Monday to Friday 9am to 5pm",
    "REINVITE_ONCE": "You can only re-invite children once a day.",
    "TRAINING_EXPIRED": "This training has expired",
    "TRAINING_SOON": "Please complete this training before it expires in {days} days",
    "TRIAL_ENDED": "Your trial has ended",
    "SIGN_IN_FAILED": "Failed to sign you in",
    "NO_LEARNING": "No learning could be found",
}
# Texts the spec does not quote; the project's own wording, kept beside the spec's.
OWN = {
    "LOGIN_INVALID": "The username, email or password you entered is not correct.",
    "LICENCE_GONE": "This licence has already been deleted.",
    "CANNOT_DELETE_SELF": "You cannot delete yourself.",
    "CHILD_DUPLICATE": "This child is already listed",
    "CHILD_NAME_INVALID": "Names cannot contain control characters",
    "CODE_TAKEN": "This code is already in use",
    "FILE_EMPTY": "The file has no children in it",
    "FILE_REQUIRED": "Please choose a file",
    "FILE_TOO_MANY_ROWS": "A file can add at most {n} children at a time",
    "FILE_COLUMNS": (
        "The columns could not be told apart: put first name, last name and class in the first three columns, "
        "or name the columns in the first row"
    ),
    "FILE_ENCODING": "Some letters in the file could not be read: save it as CSV UTF-8 and try again",
    "FILE_FORMULAS": "The file has formulas in it: copy the cells and paste them as values, then try again",
    "FILE_UNREADABLE": "The file could not be read: save it as csv or xlsx and try again",
    "TEMP_LIST_NOTE": "Users not found on the MIS are removed after 30 days.",
    "INVITES_NONE_SENT": "No invites were sent: correct or remove the addresses with an error, then send again.",
    "INVITE_HELD": "Not sent: another address has an error",
    "CHILDREN_NONE_ADDED": "No children were added: correct the rows with an error, then send again.",
    "CHILD_HELD": "Not added: another row has an error",
    "TEACHER_CONNECTED": "Teacher connected.",
    "TEACHER_DISCONNECTED": "Teacher disconnected.",
    "TEACHER_NOT_OF_SCHOOL": "Only a user of this school can teach this class.",
    "TEACHER_FROM_MIS": "This teacher comes from the school's MIS: change the class's teachers in the MIS.",
    "HOME_VERIFY_FIRST": "Please verify your email address first: use the link in the email we sent you.",
}


@pytest.mark.parametrize(("name", "spec"), [*SPEC.items(), *OWN.items()])
def test_each_message_is_the_spec_text_exactly(name, spec):
    assert getattr(text, name) == spec


def test_every_message_is_pinned():
    """A text added to messages.py is added here too, with the spec's wording beside it."""
    defined = {n for n in vars(text) if n.isupper()}
    assert defined - set(SPEC) - set(OWN) == set()
