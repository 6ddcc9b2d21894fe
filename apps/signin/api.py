from django.contrib.auth import logout as django_logout
from django.contrib.auth import update_session_auth_hash
from django.core.exceptions import ValidationError
from ninja import Router
from ninja.errors import HttpError

from apps.access import rules as can
from apps.api.models import ApiToken
from apps.core import messages as text
from apps.signin import services
from apps.signin.models import UserToken
from apps.signin.schemas import (
    ApiTokenOut,
    EmailIn,
    LoginCodeIn,
    LoginIn,
    MfaRequiredOut,
    ResultOut,
    SelfIn,
    TokenIn,
    TokenOut,
    TokenStateOut,
    api_token_out,
)
from apps.signin.selectors import api_tokens
from apps.signin.services import throttle
from apps.users.schemas import UserOut, user_out
from apps.users.services import user_update_profile

router = Router(tags=["auth"])


MFA_STEP = "Enter the code from your authenticator app: POST auth/login/code with this ticket and the code."


def _refused(error):
    status = {"blocked": 429, "invalid": 401, "expired-ticket": 401}.get(error.code, 403)
    return HttpError(status, error.message)


def _token(request, user):
    services.signin_record(user=user)
    _, key = ApiToken.objects.issue(user, label=request.headers.get("User-Agent", ""))
    return {"token": key, "user": user_out(user)}


@router.post("/login", auth=None, response={200: TokenOut, 202: MfaRequiredOut})
def login(request, payload: LoginIn):
    """200: the token. 202: the user has a second factor (issue 23): no token yet, but a
    ticket valid for expiresIn seconds; send it with the code to POST auth/login/code.
    403 for staff who must use a second factor and have not set one up (in the browser)."""
    identifier = payload.email or payload.username
    if not identifier.strip():
        raise ValidationError({"username": [text.REQUIRED]})
    try:
        user = services.signin_authenticate(request=request, identifier=identifier, password=payload.password)
    except services.SignInError as error:
        raise _refused(error) from error
    if services.mfa_needed(user):
        ticket = services.mfa_ticket_issue(user=user)
        return 202, {"mfaRequired": True, "ticket": ticket, "expiresIn": services.MFA_PENDING_AGE,
                     "types": ["totp", "recovery_codes"], "message": MFA_STEP}  # fmt: skip
    if can.must_use_mfa(user):
        raise HttpError(403, services.MFA_SETUP_NEEDED)
    return _token(request, user)


@router.post("/login/code", auth=None, response=TokenOut)
def login_code(request, payload: LoginCodeIn):
    """The second step of auth/login: the ticket and the authenticator app's code (or a
    recovery code). 200: the token. 401: a wrong code (the same ticket may try again) or a
    ticket that ran out or was used (start again at auth/login); 429 after too many wrong codes."""
    try:
        user, nonce = services.mfa_ticket_user(ticket=payload.ticket)
        services.mfa_check_code(request=request, user=user, code=payload.code)
        services.signin_check_account(user=user)
    except services.SignInError as error:
        raise _refused(error) from error
    if not services.mfa_ticket_use(nonce=nonce):
        raise HttpError(401, services.MFA_TOO_LATE)
    return _token(request, user)


@router.post("/logout", response=ResultOut)
def logout(request):
    """Signs out: revokes the Bearer token in use, or ends the browser's session."""
    token = getattr(request, "api_token", None)
    if token is not None:
        services.api_token_revoke(user=request.auth, token_id=token.pk)
    else:
        django_logout(request)
    return {"result": "signed-out"}


@router.get("/tokens", response=list[ApiTokenOut])
def tokens(request):
    """The caller's own API tokens, to see where they are signed in and revoke one."""
    current = getattr(getattr(request, "api_token", None), "pk", None)
    return [api_token_out(token, current=current) for token in api_tokens(request.auth)]


@router.delete("/tokens/{token_id}", response=ResultOut)
def revoke_token(request, token_id: int):
    services.api_token_revoke(user=request.auth, token_id=token_id)
    return {"result": "revoked"}


@router.get("/self", response=UserOut)
def get_self(request):
    return user_out(request.auth)


@router.post("/self", response=UserOut)
def update_self(request, payload: SelfIn):
    user = request.auth
    try:
        user_update_profile(
            user=user,
            first_name=payload.firstName or user.first_name,
            last_name=payload.lastName or user.last_name,
            email=payload.email,
            password=payload.password,
            current_password=payload.currentPassword,
            show_jukebox=payload.showJukebox,
            keep_token=getattr(request, "api_token", None),
        )
    except ValidationError as error:
        # The API names fields as its schema does.
        errors = {"currentPassword" if k == "current_password" else k: v for k, v in error.message_dict.items()}
        raise ValidationError(errors) from error
    if payload.password and getattr(request, "api_token", None) is None:
        update_session_auth_hash(request, user)  # this session goes on; the others end
    return user_out(user)


@router.post("/reset", auth=None, response=ResultOut)
def reset(request, payload: EmailIn):
    if not throttle.reset_allowed(request, payload.email):
        raise HttpError(429, throttle.RESET_THROTTLED)  # nothing sent, and the answer says so
    return {"result": services.password_reset_request(email=payload.email).state}


@router.post("/reinvite", auth=None, response=ResultOut)
def reinvite(request, payload: EmailIn):
    """The answer "invited": a new invite is on its way if the address is still waiting to register
    (the same answer when it is not, so it reveals no account); 429 when over the limit."""
    if not throttle.reset_allowed(request, payload.email):
        raise HttpError(429, throttle.RESET_THROTTLED)
    services.user_reinvite(email=payload.email)
    return {"result": "invited"}


@router.post("/token", auth=None, response=TokenStateOut)
def token(request, payload: TokenIn):
    """Checks an invite or reset link: its state, and the user it is for when ready."""
    purpose = UserToken.Purpose.INVITE if payload.invite else UserToken.Purpose.RESET
    state, found = services.token_lookup(key=payload.invite or payload.reset, purpose=purpose)
    user = None
    if state == "ready":
        user = {"email": found.user.email, "firstName": found.user.first_name, "lastName": found.user.last_name}
    return {"state": state, "user": user}
