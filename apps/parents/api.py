from ninja import Router

from apps.core import messages as text
from apps.parents import services
from apps.parents.schemas import ChangeIn, ParentLoginIn, ParentResultOut, ParentTokenIn, ParentTokenOut
from apps.signin.services import throttle

router = Router(tags=["parents"], auth=None)


@router.post("/verify-email", response=ParentResultOut)
def verify_email(request, payload: ParentTokenIn):
    ok = services.parent_verify_email(key=payload.token)
    return {"success": ok, "message": text.HOME_EMAIL_VERIFIED if ok else text.HOME_LINK_EXPIRED}


@router.post("/reset-check", response=ParentResultOut)
def reset_check(request, payload: ParentTokenIn):
    ok = services.parent_reset_check(key=payload.token)
    return {"success": ok, "message": "" if ok else text.HOME_LINK_EXPIRED}


@router.post("/reset-change", response=ParentResultOut)
def reset_change(request, payload: ChangeIn):
    ok = services.parent_reset_change(key=payload.token, password=payload.password.strip())
    return {"success": ok, "message": text.HOME_PASSWORD_UPDATED if ok else text.HOME_LINK_EXPIRED}


@router.post("/login", response={200: ParentTokenOut, 401: dict, 403: dict, 429: dict})
def login(request, payload: ParentLoginIn):
    """The home app signs a parent in: a Bearer token for /api/bursts/events and /api/bursts/connect.
    Failures count against the same limits as the site's sign-in (apps/signin/throttle.py),
    under the parent's address: a guesser is slowed down, the parent's own device is not."""
    identifier = f"parent:{payload.email.strip().lower()}"
    if throttle.signin_blocked(request, identifier):
        return 429, {"message": throttle.BLOCKED, "level": "error", "status": 429}
    try:
        key = services.parent_login(email=payload.email, password=payload.password)
    except services.ParentNotVerified:
        return 403, {"message": text.HOME_VERIFY_FIRST, "level": "error", "status": 403}
    if key is None:
        throttle.signin_failed(request, identifier)
        return 401, {"message": text.LOGIN_INVALID, "level": "error", "status": 401}
    return {"token": key}
