"""The parents API behind the home-app tools page (spec 1 §7, §8)."""

import uuid

from django.conf import settings
from django.contrib.auth.hashers import check_password
from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.bursts.models import ChildRead, Contact, Student
from apps.bursts.services import child_reads_record
from apps.core.emails import email_queue
from apps.core.tokens import hash_key, new_key
from apps.parents.models import Parent, ParentAppToken, ParentToken, ParentView
from apps.users.models import User
from apps.users.services.passwords import validate_new_password


def _usable(key, purpose):
    token = ParentToken.objects.select_related("parent").filter(key=key, purpose=purpose).first()
    return token if token and token.usable else None


@transaction.atomic
def parent_verify_email(*, key: str) -> bool:
    token = _usable(key, ParentToken.Purpose.VERIFY)
    if token is None:
        return False
    Parent.objects.filter(pk=token.parent_id).update(verified=True)
    ParentToken.objects.filter(pk=token.pk).update(used=timezone.now())
    return True


def parent_reset_check(*, key: str) -> bool:
    return _usable(key, ParentToken.Purpose.RESET) is not None


@transaction.atomic
def parent_reset_change(*, key: str, password: str) -> bool:
    """Raises ValidationError for a password that breaks the rules."""
    token = _usable(key, ParentToken.Purpose.RESET)
    if token is None:
        return False
    validate_new_password(password)
    token.parent.set_password(password)
    token.parent.save(update_fields=["password"])
    ParentToken.objects.filter(pk=token.pk).update(used=timezone.now())
    return True


@transaction.atomic
def parent_token_issue(*, parent: Parent, purpose: str) -> ParentToken:
    """A verify or reset link for a parent; the email goes out once the row is committed."""
    token = ParentToken.objects.create(parent=parent, purpose=purpose)
    link = f"{settings.SITE_URL}/bursts-tools?{token.purpose}={token.key}"
    email_queue(template=f"parents/email/{purpose}", context={"parent": parent, "link": link}, to=parent.email)
    return token


class ParentNotVerified(Exception):
    """The right password for a parent who has not verified their address yet."""


def parent_login(*, email: str, password: str) -> str | None:
    """The home app's sign-in: a new token key for a verified parent, or None for a wrong
    address or password. The right password of an unverified parent raises
    ParentNotVerified (only someone who knows the password learns the account exists)."""
    parent = Parent.objects.filter(email__iexact=email.strip()).first()
    if parent is None or not check_password(password, parent.password):
        return None
    if not parent.verified:
        raise ParentNotVerified
    key = new_key()
    ParentAppToken.objects.create(parent=parent, key_hash=hash_key(key))
    return key


# The parents' page on the web (issue 31) ---------------------------------------------------

# Said to someone whose invite cannot link them. One text for both flags: it must not tell
# a person named in a court order that one exists, nor anyone which flag it was.
LINK_REFUSED = (
    "The school's records do not allow this invite to show the child online. "
    "Please speak to the school office if you think this is wrong."
)
LINK_NOT_VALID = "This invite link is not valid. Use the link in the most recent email from the school."
EMAIL_IS_STAFF = (
    "This email address already signs in here as a member of school or platform staff. "
    "Ask the school to send the invite to another address of yours."
)
SIGNED_IN_AS_STAFF = "You are signed in as a member of staff. Sign out, then open the invite link again."
SETTING_SAVED = "Saved: the parents' page is {state} for {school}."


def contact_for_code(code: str):
    """The invited contact whose invite code (the contact's uid) this is, or None."""
    try:
        key = uuid.UUID(str(code).strip())
    except ValueError:
        return None
    return (
        Contact.objects.select_related("student__account")
        .filter(uid=key, invited__isnull=False)
        .exclude(email="")
        .first()
    )


def contact_linkable(contact) -> bool:
    """The MIS gives this contact parental responsibility and names no court order."""
    return contact.parental_responsibility and not contact.court_order


def _link(*, parent: Parent, email: str) -> int:
    """Links every contact with this address that may be linked (the invite proved the
    address is theirs; siblings share it): one parent, all their children."""
    contacts = Contact.objects.select_for_update().filter(email__iexact=email, parental_responsibility=True,
                                                          court_order=False)  # fmt: skip
    now = timezone.now()
    count = 0
    for contact in contacts:
        contact.kind, contact.parent, contact.verified = Contact.Kind.PARENT, parent, True
        contact.web_linked = contact.web_linked or now
        contact.save(update_fields=["kind", "parent", "verified", "web_linked"])
        count += 1
    Student.objects.filter(contacts__in=contacts, status=Student.Status.INACTIVE).update(
        status=Student.Status.CONNECTED
    )
    return count


@transaction.atomic
def parent_web_join(*, contact, password: str):
    """The invited contact sets a password: a web user of kind 'parent' (the contact's
    address, their names), their Parent (the home app's, if they have one), and every
    contact with that address that may be linked. Raises ValidationError for a contact the
    MIS does not allow, an address staff already sign in with, or a password that breaks
    the rules; writes nothing then."""
    if not contact_linkable(contact):
        raise ValidationError(LINK_REFUSED)
    email = contact.email.strip().lower()
    existing = User.objects.filter(email__iexact=email).first()
    if existing is not None and not existing.is_parent:
        raise ValidationError(EMAIL_IS_STAFF)
    if existing is not None:
        raise ValidationError(LINK_NOT_VALID)  # the view sends a parent with an account to sign in
    validate_new_password(password)
    user = User(email=email, kind=User.Kind.PARENT, first_name=contact.first_name, last_name=contact.last_name,
                status=User.Status.ACTIVE)  # fmt: skip
    user.set_password(password)
    user.save()
    parent, _ = Parent.objects.get_or_create(
        email__iexact=email, defaults={"email": email, "first_name": contact.first_name, "last_name": contact.last_name}
    )
    parent.user = user
    parent.verified = True  # the invite reached this address
    parent.save(update_fields=["user", "verified"])
    _link(parent=parent, email=email)
    return user


@transaction.atomic
def parent_link_more(*, user, contact) -> int:
    """A signed-in parent opens another child's invite sent to their own address."""
    if not contact_linkable(contact):
        raise ValidationError(LINK_REFUSED)
    if contact.email.strip().lower() != (user.email or "").lower():
        raise ValidationError(LINK_NOT_VALID)
    parent = Parent.objects.get(user=user)
    return _link(parent=parent, email=user.email)


@transaction.atomic
def parent_view_update(*, account, acting_user, enabled: bool, show_behaviour: bool) -> ParentView:
    """The school's admins switch the parents' page on or off, and behaviour points."""
    setting, _ = ParentView.objects.select_for_update().get_or_create(account=account)
    setting.enabled, setting.show_behaviour = enabled, show_behaviour
    setting.changed_by, setting.changed = acting_user, timezone.now()
    setting.save()
    return setting


def parent_view_record(*, reader, students, where: str, sections) -> None:
    """Every showing of the parents' page is recorded (issue 31), a row per school, on the
    school's access log: who (the parent, or the admin previewing), which children, which
    sections, where."""
    by_school = {}
    for student in students:
        by_school.setdefault(student.account, []).append(student)
    for account, children in by_school.items():
        child_reads_record(account=account, reader=reader, kind=ChildRead.Kind.PARENT, where=where,
                           students=children, fields=list(sections))  # fmt: skip
