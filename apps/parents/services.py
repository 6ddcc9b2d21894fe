"""The parents API behind the home-app tools page (spec 1 §7, §8)."""

from django.conf import settings
from django.contrib.auth.hashers import check_password
from django.db import transaction
from django.utils import timezone

from apps.core.emails import email_queue
from apps.core.tokens import hash_key, new_key
from apps.parents.models import Parent, ParentAppToken, ParentToken
from apps.users.passwords import validate_new_password


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
