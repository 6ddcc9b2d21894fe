"""Sign-in, invitations and password resets (spec 1 §2, §4, §5, §8)."""

import logging
from dataclasses import dataclass

from allauth.account.adapter import get_adapter
from django.contrib.auth import login as django_login
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import F
from django.http import Http404
from django.utils import timezone

from apps.access.entitlements import DISABLED, EXPIRED, FROZEN, access_ended
from apps.api.models import ApiToken
from apps.core import messages as text
from apps.core.tokens import hash_key
from apps.signin import throttle
from apps.signin.models import UserToken
from apps.signin.selectors import api_tokens
from apps.users.models import User
from apps.users.passwords import validate_new_password

ENDED_MESSAGES = {FROZEN: text.LOGIN_FROZEN, EXPIRED: text.LOGIN_EXPIRED, DISABLED: text.LOGIN_INVALID}


log = logging.getLogger(__name__)


class SignInError(Exception):
    """code: invalid, frozen, expired or blocked; message: the text to show."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def signin_authenticate(*, request, identifier: str, password: str) -> User:
    """Checks the password through allauth, failures counted by apps/signin/throttle.py,
    then the account state. An identifier with an @ is an email (spec 1 §5)."""
    identifier = (identifier or "").strip()
    field = "email" if "@" in identifier else "username"
    if field == "email":
        identifier = identifier.lower()
    if throttle.signin_blocked(request, identifier):
        raise SignInError("blocked", throttle.BLOCKED)
    try:
        user = get_adapter(request).authenticate(request, **{field: identifier, "password": password})
    except ValidationError as error:
        raise SignInError("blocked", error.messages[0]) from error
    if user is None:
        throttle.signin_failed(request, identifier)
        raise SignInError("invalid", text.LOGIN_INVALID)
    signin_check_account(user=user)
    return user


def signin_check_account(*, user: User) -> None:
    """Users of a frozen account, or of one whose licences have all ended, cannot sign
    in, whichever way they come in (password, invite or reset link); nor can a disabled
    user (whom the password check normally refuses already)."""
    reason = access_ended(user)
    if reason is not None:
        raise SignInError(reason if reason != DISABLED else "invalid", ENDED_MESSAGES[reason])


def signin_record(*, user: User) -> None:
    User.objects.filter(pk=user.pk).update(total_logins=F("total_logins") + 1, last_login=timezone.now())


def signin_login(*, request, user: User) -> None:
    django_login(request, user, backend="allauth.account.auth_backends.AuthenticationBackend")
    signin_record(user=user)


def _queue_email(user, token):
    from apps.signin import tasks

    key = token.key

    def enqueue():
        # A broker that is away must not turn the request into a 500 (nor reveal that
        # this address has an account): the link can be asked for again.
        try:
            tasks.send_token_email.delay(token.pk, key)
        except Exception:
            log.exception("could not queue the %s email of token %s", token.purpose, token.pk)

    transaction.on_commit(enqueue)


@transaction.atomic
def token_issue(*, user: User, purpose: str, new_email: str = "") -> UserToken:
    token = UserToken.objects.create(user=user, purpose=purpose, new_email=new_email)
    _queue_email(user, token)
    return token


def token_lookup(*, key: str, purpose: str):
    """Returns (state, token): state is ready, done or fail (spec 1 §4)."""
    token = UserToken.objects.select_related("user").filter(key_hash=hash_key(key), purpose=purpose).first()
    if token is None:
        return "fail", None
    if purpose == UserToken.Purpose.INVITE and token.user.status == User.Status.ACTIVE:
        return "done", token
    newest = UserToken.objects.filter(user=token.user, purpose=purpose).values_list("pk", flat=True).first()
    if token.used or newest != token.pk or token.expires < timezone.now():
        return "fail", token
    return "ready", token


@dataclass
class ResetResult:
    state: str  # sent, admin or noreg


@transaction.atomic
def password_reset_request(*, email: str) -> ResetResult:
    """Sends a reset link to a registered user. Someone who never finished their
    invitation is offered a new invite instead (noreg); a user whose access a school
    admin switched off is told to contact that admin. An unknown address reads as
    sent, so the form does not reveal who has an account."""
    user = User.objects.filter(email=email.strip().lower()).first()
    if user is None:
        return ResetResult("sent")
    if user.status in (User.Status.INVITED, User.Status.REGISTERING):
        return ResetResult("noreg")
    if user.status == User.Status.DISABLED:
        return ResetResult("admin")
    token_issue(user=user, purpose=UserToken.Purpose.RESET)
    return ResetResult("sent")


@transaction.atomic
def user_reinvite(*, email: str) -> bool:
    user = User.objects.filter(email=email.strip().lower()).first()
    # Only people who have not finished registering; a switched-off user must ask their school.
    if user is None or user.status not in (User.Status.INVITED, User.Status.REGISTERING):
        return False
    token_issue(user=user, purpose=UserToken.Purpose.INVITE)
    return True


@transaction.atomic
def invite_register(*, token: UserToken, first_name: str, last_name: str, password: str) -> User:
    user = token.user
    validate_new_password(password, user)
    user.first_name, user.last_name = first_name.strip(), last_name.strip()
    user.set_password(password)
    user.status = User.Status.ACTIVE
    user.save()
    token.used = timezone.now()
    token.save(update_fields=["used"])
    return user


@transaction.atomic
def password_reset_complete(*, token: UserToken, password: str) -> User:
    user = token.user
    validate_new_password(password, user)
    user.set_password(password)
    user.save(update_fields=["password"])
    # Whoever knew the old password loses its sessions (Django's session hash) and tokens.
    ApiToken.objects.revoke_all(user)
    token.used = timezone.now()
    token.save(update_fields=["used"])
    return user


def api_token_revoke(*, user: User, token_id: int) -> None:
    """Revokes one of the user's own tokens; another's id is simply not found."""
    if not api_tokens(user).filter(pk=token_id).delete()[0]:
        raise Http404


def email_change_request(*, user: User, email: str) -> UserToken:
    """A new email takes effect only once its owner opens the link sent to it, so nobody
    moves an account to an address they do not hold (spec 1 §5's form, issue 9)."""
    return token_issue(user=user, purpose=UserToken.Purpose.EMAIL, new_email=email)


@transaction.atomic
def email_change_confirm(*, token: UserToken) -> bool:
    """Applies the new email of a ready link; False when another user took it meanwhile."""
    user = token.user
    token.used = timezone.now()
    token.save(update_fields=["used"])
    if User.objects.filter(email=token.new_email).exclude(pk=user.pk).exists():
        return False
    user.email = token.new_email
    user.save(update_fields=["email"])
    return True
