"""The sync area's own business constants and checks (spec 1 §8, §9), shared by its
services and selectors."""

from apps.accounts.selectors import NOT_APPROVED  # noqa: F401 (said in accounts, below sync and BURSTS)
from apps.users.services.emails import is_email

TEMP_GRACE_DAYS = 30  # spec 1 §9
SYNC_PAGE_SIZE = 24  # spec 1 §9: sync list page size
CLASS_WARNING_SIZE = 100  # spec 1 §9: class warning over 100 children
# A pass's cursor starts this long before the pass did, so a change made while the pass
# ran is read again by the next one (applying it twice changes nothing).
CURSOR_OVERLAP_SECONDS = 60

# Spec 1 §8: the Sync Users card messages.
NO_EMAIL = "No email: please ask your MIS administrator to update this user's primary email"
PERSONAL_EMAIL = "Personal emails are not permitted"
INVITED_ELSEWHERE = "This email has already been invited to a different account."
ALREADY_INVITED = "Already invited"
NO_EMPLOYEES = "No employees can be found"
SYNC_BUSY = "A sync is already running for this school. Please wait for it to finish."
# Faults (issue 24): a run the task queue did not take, and runs released when stuck.
NOT_QUEUED = ("This sync could not be started: the task queue is not answering. Nothing was changed; "
              "please try again in a few minutes.")  # fmt: skip
RELEASED_QUEUED = (
    "This sync never started: no worker took it within {minutes} minutes. It was closed so another can run."
)
RELEASED_RUNNING = "This sync stopped without finishing (its worker was interrupted)."
RELEASED_LINE = "Closed by the platform on {when} after {minutes} minutes without progress."

# Sync Class failing: what went wrong, then what the admin can do about it.
CLASS_NOT_IN_MIS = (
    "{name} was not found in the school's MIS: it may have been removed or renamed there. Open Classes in the MIS "
    "to import the class as the MIS has it now, then remove this one if it is no longer needed."
)
SCHOOL_NOT_IN_MIS = (
    "The school was not found at the MIS partner: check its Wonde ID on the account page, or ask the school to "
    "approve BURSTS in the Wonde portal."
)
ASK_TO_APPROVE = (
    " Ask the school's data manager to approve BURSTS in the Wonde portal (Apps, then BURSTS, then Approve), "
    "then try again."
)
TRY_AGAIN = " Nothing was changed; please try again in a few minutes."
# The sync's guard (services/guard.py): why a sync stopped, and what to check. Ours.
HELD_STAFF_SHARE = (
    "The MIS answer would make {n} of the school's {total} staff users temporary ({pct}%, more than "
    "the {limit}% a sync changes on its own)."
)
HELD_STAFF_EMPTY = "The MIS answered with no staff at all, where the school had {known}."
HELD_CHILDREN_SHARE = (
    "The MIS answer would take {n} of the {total} children in imported classes out of their class "
    "({pct}%, more than the {limit}% a sync changes on its own)."
)
HELD_CHILDREN_EMPTY = "The MIS answered with no children in the imported classes, where there were {known}."
HELD_REGION = (
    "The sync read from {host}, which is not the host of the school's region ({region}): Wonde answers "
    "the wrong host with no data."
)
HELD_CHECK = (
    "Nobody was made temporary or taken out of a class. Check the school's MIS and its Wonde portal: a "
    "new MIS, a restore or an upload that has not finished can look as if everyone left. If the people "
    "listed below really have left, apply the changes; if not, leave them and sync again once the MIS "
    "is complete. A region problem is for support: contact us before applying."
)
HELD_BANNER = "The last MIS sync stopped before changing anyone."
HELD_STALE = "This sync is no longer waiting for review."
HELD_NEWER = "A newer sync has run since this one: review its report instead."
# The Temporary list's Remove now and Keep (the issue: leavers are listed for the school
# admin to confirm). Not in the spec's words: ours.
NOT_TEMPORARY = "This user is no longer temporary."
REMOVE_CONFIRM = "Remove {name} now? They will no longer be able to sign in, and this cannot be undone."
REMOVED_NOW = "{name} removed"
KEPT = "{name} kept as an approved non-sync user"

# Free mail providers: staff must be invited on their school address.
PERSONAL_DOMAINS = frozenset(
    [
        "gmail.com",
        "googlemail.com",
        "hotmail.com",
        "hotmail.co.uk",
        "outlook.com",
        "outlook.co.uk",
        "live.com",
        "live.co.uk",
        "msn.com",
        "yahoo.com",
        "yahoo.co.uk",
        "ymail.com",
        "icloud.com",
        "me.com",
        "mac.com",
        "aol.com",
        "aol.co.uk",
        "btinternet.com",
        "sky.com",
        "talktalk.net",
        "virginmedia.com",
        "protonmail.com",
        "proton.me",
        "gmx.com",
        "gmx.co.uk",
        "mail.com",
    ]
)


def is_personal(email: str) -> bool:
    return email.rpartition("@")[2].lower() in PERSONAL_DOMAINS


# One address check for the whole platform (apps/users/emails.is_email).
is_valid_email = is_email
