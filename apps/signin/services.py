"""Sign-in, invitations and password resets (spec 1 §2, §4, §5, §8)."""

from dataclasses import dataclass

from allauth.account.adapter import get_adapter
from django.contrib.auth import login as django_login
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from apps.access.entitlements import user_access
from apps.core import messages as text
from apps.signin.models import UserToken
from apps.users.models import User
from apps.users.passwords import validate_new_password


class SignInError(Exception):
    """code: invalid, frozen, expired or blocked; message: the text to show."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def signin_authenticate(*, request, identifier: str, password: str) -> User:
    """Checks the password through allauth (which rate limits failures in the cache),
    then the account state. An identifier with an @ is an email (spec 1 §5)."""
    identifier = (identifier or "").strip()
    field = "email" if "@" in identifier else "username"
    if field == "email":
        identifier = identifier.lower()
    try:
        user = get_adapter(request).authenticate(request, **{field: identifier, "password": password})
    except ValidationError as error:
        raise SignInError("blocked", error.messages[0]) from error
    if user is None:
        raise SignInError("invalid", text.LOGIN_INVALID)
    signin_check_account(user=user)
    return user


def signin_check_account(*, user: User) -> None:
    """Users of a frozen account, or of one whose licences have all ended, cannot sign
    in, whichever way they come in (password, invite or reset link)."""
    if user.is_create:
        return
    account = user.account
    if account is not None and account.frozen:
        raise SignInError("frozen", text.LOGIN_FROZEN)
    if account is None or not user_access(user).has_any_licence:
        raise SignInError("expired", text.LOGIN_EXPIRED)


def signin_record(*, user: User) -> None:
    User.objects.filter(pk=user.pk).update(total_logins=F("total_logins") + 1, last_login=timezone.now())


def signin_login(*, request, user: User) -> None:
    django_login(request, user, backend="allauth.account.auth_backends.AuthenticationBackend")
    signin_record(user=user)


def _queue_email(user, token):
    from apps.signin import tasks

    transaction.on_commit(lambda: tasks.send_token_email.delay(token.pk))


@transaction.atomic
def token_issue(*, user: User, purpose: str) -> UserToken:
    token = UserToken.objects.create(user=user, purpose=purpose)
    _queue_email(user, token)
    return token


def token_lookup(*, key: str, purpose: str):
    """Returns (state, token): state is ready, done or fail (spec 1 §4)."""
    token = UserToken.objects.select_related("user").filter(key=key, purpose=purpose).first()
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
    token.used = timezone.now()
    token.save(update_fields=["used"])
    return user
