"""POST auth/discourse and POST oauth/code (spec 1 §7): the address to go to, or 400
"Failed to sign you in"; GET auth/faux: a token to sign in as a school user (super staff)."""

from uuid import UUID

from django.core.exceptions import PermissionDenied
from ninja import Router
from ninja.errors import HttpError

from apps.access import rules as can
from apps.access.guard import allow
from apps.access.scoping import users_for
from apps.bridges import services
from apps.bridges.schemas import DiscourseIn, FauxOut, OAuthCodeIn, UrlOut
from apps.bridges.services.impersonation import impersonating, impersonation_token
from apps.core import messages as text
from apps.users.schemas import user_out

auth_router = Router(tags=["auth"])
oauth_router = Router(tags=["oauth"])


@auth_router.post("/discourse", response=UrlOut)
def discourse(request, payload: DiscourseIn):
    try:
        url = services.forum_sign_in_url(
            user=request.auth, sso=payload.sso, sig=payload.sig, impersonating=impersonating(request)
        )
    except services.BridgeError as error:
        raise HttpError(400, text.SIGN_IN_FAILED) from error
    return {"url": url}


@auth_router.get("/faux", response=FauxOut)
def faux(request, uid: UUID):
    """Super staff sign in as a school user: a token for them (the session to adopt)."""
    allow(can.is_super_staff, request)
    target = users_for(request.auth).filter(uid=uid).select_related("account").first()
    if target is None:
        raise HttpError(404, "No such user")
    if not can.can_impersonate(request.auth, target):
        raise PermissionDenied("Internal staff cannot be signed in as.")
    return {"token": impersonation_token(hijacker=request.auth, hijacked=target), "user": user_out(target)}


@oauth_router.post("/code", response=UrlOut)
def code(request, payload: OAuthCodeIn):
    faux = impersonating(request)
    request.user = request.auth
    try:
        return {"url": services.course_authorization_url(request=request, params=payload.dict(), impersonating=faux)}
    except services.BridgeError as error:
        raise HttpError(400, text.SIGN_IN_FAILED) from error
