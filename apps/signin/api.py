from django.contrib.auth import logout as django_logout
from django.contrib.auth import update_session_auth_hash
from django.core.exceptions import ValidationError
from ninja import Router
from ninja.errors import HttpError

from apps.api.models import ApiToken
from apps.core import messages as text
from apps.signin import services, throttle
from apps.signin.models import UserToken
from apps.signin.schemas import ApiTokenOut, EmailIn, LoginIn, ResultOut, SelfIn, TokenIn, TokenOut, api_token_out
from apps.signin.selectors import api_tokens
from apps.users.schemas import UserOut, user_out
from apps.users.services import user_update_profile

router = Router(tags=["auth"])


@router.post("/login", auth=None, response=TokenOut)
def login(request, payload: LoginIn):
    identifier = payload.email or payload.username
    if not identifier.strip():
        raise ValidationError({"username": [text.REQUIRED]})
    try:
        user = services.signin_authenticate(request=request, identifier=identifier, password=payload.password)
    except services.SignInError as error:
        status = {"blocked": 429, "invalid": 401}.get(error.code, 403)
        raise HttpError(status, error.message) from error
    services.signin_record(user=user)
    _, key = ApiToken.objects.issue(user, label=request.headers.get("User-Agent", ""))
    return {"token": key, "user": user_out(user)}


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


@router.post("/reset", auth=None)
def reset(request, payload: EmailIn):
    if not throttle.reset_allowed(request, payload.email):
        raise HttpError(429, throttle.RESET_THROTTLED)  # nothing sent, and the answer says so
    return {"result": services.password_reset_request(email=payload.email).state}


@router.post("/reinvite", auth=None)
def reinvite(request, payload: EmailIn):
    """The answer "invited": a new invite is on its way if the address is still waiting to register
    (the same answer when it is not, so it reveals no account); 429 when over the limit."""
    if not throttle.reset_allowed(request, payload.email):
        raise HttpError(429, throttle.RESET_THROTTLED)
    services.user_reinvite(email=payload.email)
    return {"result": "invited"}


@router.post("/token", auth=None)
def token(request, payload: TokenIn):
    """Checks an invite or reset link: its state, and the user it is for when ready."""
    purpose = UserToken.Purpose.INVITE if payload.invite else UserToken.Purpose.RESET
    state, found = services.token_lookup(key=payload.invite or payload.reset, purpose=purpose)
    user = None
    if state == "ready":
        user = {"email": found.user.email, "firstName": found.user.first_name, "lastName": found.user.last_name}
    return {"state": state, "user": user}
