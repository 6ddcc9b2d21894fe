from django.core.exceptions import ValidationError
from ninja import Router
from ninja.errors import HttpError

from apps.api.models import ApiToken
from apps.core import messages as text
from apps.signin import services
from apps.signin.models import UserToken
from apps.signin.schemas import EmailIn, LoginIn, SelfIn, TokenIn, TokenOut
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
    _, key = ApiToken.objects.issue(user)
    return {"token": key, "user": user_out(user)}


@router.get("/self", response=UserOut)
def get_self(request):
    return user_out(request.auth)


@router.post("/self", response=UserOut)
def update_self(request, payload: SelfIn):
    user = request.auth
    user_update_profile(
        user=user,
        first_name=payload.firstName or user.first_name,
        last_name=payload.lastName or user.last_name,
        email=payload.email,
        password=payload.password,
        show_jukebox=payload.showJukebox,
    )
    return user_out(user)


@router.post("/reset", auth=None)
def reset(request, payload: EmailIn):
    return {"result": services.password_reset_request(email=payload.email).state}


@router.post("/reinvite", auth=None)
def reinvite(request, payload: EmailIn):
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
