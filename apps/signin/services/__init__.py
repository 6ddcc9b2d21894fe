"""Sign-in, invitations and password resets (spec 1 §2, §4, §5, §8)."""

import logging
import secrets
import time
from dataclasses import dataclass

from allauth.account.adapter import get_adapter
from allauth.account.internal.flows.login import record_authentication
from allauth.mfa.base.internal.flows import post_authentication
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.recovery_codes.internal.flows import generate_recovery_codes
from allauth.mfa.totp.internal.auth import validate_totp_code
from allauth.mfa.totp.internal.flows import activate_totp, deactivate_totp
from allauth.mfa.utils import decrypt
from django.contrib.auth import login as django_login
from django.core import signing
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import F
from django.http import Http404
from django.utils import timezone

from apps.access import rules as can
from apps.access.entitlements import DISABLED, EXPIRED, FROZEN, access_ended
from apps.api.models import ApiToken
from apps.core import messages as text
from apps.core.tokens import hash_key
from apps.signin.models import UserToken
from apps.signin.selectors import api_tokens
from apps.signin.services import throttle
from apps.users.models import User
from apps.users.services import token_issue
from apps.users.services.passwords import validate_new_password

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
    # A username is a home-learning child's: also counted across children (throttle.py).
    child = field == "username"
    if child and throttle.home_address_blocked(request, identifier):
        raise SignInError("blocked", throttle.BLOCKED)
    school = _home_school(identifier) if child else None
    school_blocked = child and throttle.home_school_blocked(request, identifier, school)
    try:
        user = get_adapter(request).authenticate(request, **{field: identifier, "password": password})
    except ValidationError as error:
        raise SignInError("blocked", error.messages[0]) from error
    if user is None or school_blocked:
        # Over the school's limit even the right password reads as wrong, as for a name
        # that does not exist: nothing tells which child is real.
        if user is None:
            throttle.signin_failed(request, identifier)
            if child:
                throttle.home_signin_failed(request, identifier, school)
        raise SignInError("invalid", text.LOGIN_INVALID)
    signin_check_account(user=user)
    return user


def _home_school(username: str) -> int | None:
    """The school (account id) of the home-learning child with this username, if any."""
    return User.objects.filter(username=username, kind=User.Kind.HOME).values_list("account_id", flat=True).first()


def signin_check_account(*, user: User) -> None:
    """Users of a frozen account, or of one whose licences have all ended, cannot sign
    in, whichever way they come in (password, invite or reset link); nor can a disabled
    user (whom the password check normally refuses already)."""
    reason = access_ended(user)
    if reason is not None:
        raise SignInError(reason if reason != DISABLED else "invalid", ENDED_MESSAGES[reason])


def signin_record(*, user: User) -> None:
    User.objects.filter(pk=user.pk).update(total_logins=F("total_logins") + 1, last_login=timezone.now())


def signin_login(*, request, user: User, authenticator: Authenticator | None = None) -> None:
    """Signs the user in, with allauth's record of the steps: the password, and the
    second factor when one was given (apps.signin.selectors.mfa_authenticated)."""
    django_login(request, user, backend="allauth.account.auth_backends.AuthenticationBackend")
    record_authentication(request, user, "password")
    if authenticator is not None:
        post_authentication(request, authenticator)
    signin_record(user=user)


# The second factor (issue 23) -------------------------------------------------------------

MFA_PENDING = "signin_mfa_pending"  # the session's user who gave the password, and when
MFA_PENDING_AGE = 300  # seconds to enter the code, on the page or with an API ticket
MFA_TICKET_SALT = "signin.mfa.ticket"
MFA_CODE_WRONG = "That code is not right. Enter the 6-digit code your authenticator app shows now, or a recovery code."
MFA_TOO_LATE = "Signing in took too long. Please enter your email and password again."
MFA_BLOCKED = "Too many wrong codes. Please try again in a few minutes."
MFA_SETUP_NEEDED = (
    "Your account needs two-factor authentication. Sign in on the website to set up an authenticator app first."
)


def mfa_needed(user: User) -> bool:
    """The password alone does not sign this user in: they have an authenticator app."""
    return can.has_mfa(user)


def mfa_pending_start(*, request, user: User, next_path: str = "") -> None:
    """The password was right; the session waits for the code (not signed in yet)."""
    request.session[MFA_PENDING] = {"user": user.pk, "at": time.time(), "next": next_path}


def mfa_pending(request) -> tuple[User | None, str]:
    """The user waiting for their code in this session, and where they were going."""
    pending = request.session.get(MFA_PENDING) or {}
    if not pending or time.time() - pending.get("at", 0) > MFA_PENDING_AGE:
        return None, ""
    return User.objects.filter(pk=pending.get("user")).first(), pending.get("next", "")


def mfa_check_code(*, request, user: User, code: str) -> Authenticator:
    """The authenticator (app or recovery codes) that accepts this code; SignInError
    otherwise. Wrong codes are counted per user (throttle.mfa_*), as allauth's own
    per-user limit is off with the failed-login limit (settings)."""
    if throttle.mfa_blocked(user.pk):
        raise SignInError("blocked", MFA_BLOCKED)
    code = "".join((code or "").split())
    if code:
        for authenticator in Authenticator.objects.filter(user=user).exclude(type=Authenticator.Type.WEBAUTHN):
            if authenticator.type == Authenticator.Type.TOTP:
                if _totp_valid(authenticator, code):
                    authenticator.record_usage()
                    return authenticator
            elif RecoveryCodes(authenticator).validate_code(code):  # a recovery code, used up in the database
                authenticator.record_usage()
                return authenticator
    throttle.mfa_failed(user.pk)
    raise SignInError("invalid", MFA_CODE_WRONG)


def _totp_valid(authenticator, code: str) -> bool:
    """allauth's TOTP check, each code good once. allauth marks a used code with cache.add,
    which reads as "used" while Redis is away; here a code counts as used only when the
    cache says so, so staff still sign in with Redis down (issue 25), if replayable then
    for its 30 seconds (the password is needed too)."""
    if not validate_totp_code(decrypt(authenticator.data["secret"]), code):
        return False
    used = f"mfa-totp-used:{authenticator.user_id}:{code}"
    if cache.get(used):
        return False
    cache.set(used, 1, timeout=90)
    return True


def mfa_ticket_issue(*, user: User) -> str:
    """The API's first step for a user with a second factor: a short-lived ticket
    (MFA_PENDING_AGE) that, with a code, completes the sign-in once."""
    return signing.dumps({"u": user.pk, "n": secrets.token_urlsafe(12)}, salt=MFA_TICKET_SALT)


def mfa_ticket_user(*, ticket: str) -> tuple[User, str]:
    """The user of a ticket still valid and unused, and its nonce; SignInError otherwise."""
    try:
        data = signing.loads(ticket, salt=MFA_TICKET_SALT, max_age=MFA_PENDING_AGE)
    except signing.BadSignature as error:
        raise SignInError("expired-ticket", MFA_TOO_LATE) from error
    user = User.objects.filter(pk=data.get("u")).first()
    if user is None or cache.get(f"mfa-ticket-used:{data.get('n')}"):
        raise SignInError("expired-ticket", MFA_TOO_LATE)
    return user, data["n"]


def mfa_ticket_use(*, nonce: str) -> bool:
    """Marks a ticket used; False when it already was (used only while the cache is up)."""
    key = f"mfa-ticket-used:{nonce}"
    if cache.get(key):
        return False
    cache.set(key, 1, timeout=MFA_PENDING_AGE + 60)
    return True


def mfa_reauthenticated(*, request, user: User) -> None:
    """The password was given again (the form checked it): allauth lets the second factor
    be changed for a few minutes (its re-authentication)."""
    record_authentication(request, user, "password", reauthenticated=True)


def mfa_record(*, request, user: User, **extra) -> None:
    """Records a passed second factor in the session (after setting it up, or when a
    super staff member comes back from impersonating: they passed it to start)."""
    record_authentication(request, user, "mfa", **extra)


@transaction.atomic
def mfa_activate(*, request, form) -> list[str]:
    """Turns the authenticator app on (allauth's activate_totp: the app and a set of
    recovery codes); the session counts as having passed it. Returns the recovery codes."""
    totp, codes = activate_totp(request, form)
    mfa_record(request=request, user=totp.user, id=totp.pk, type=totp.type)
    return RecoveryCodes(codes).get_unused_codes() if codes else []


def mfa_recovery_codes(*, request, new: bool = False) -> list[str]:
    """The user's unused recovery codes, or a new set (the old ones stop working)."""
    if new:
        return RecoveryCodes(generate_recovery_codes(request)).get_unused_codes()
    found = Authenticator.objects.filter(user=request.user, type=Authenticator.Type.RECOVERY_CODES).first()
    return RecoveryCodes(found).get_unused_codes() if found else []


def mfa_deactivate(*, request) -> None:
    """Turns the second factor off (only for those who may go without: the view checks)."""
    for authenticator in Authenticator.objects.filter(user=request.user, type=Authenticator.Type.TOTP):
        deactivate_totp(request, authenticator)


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
