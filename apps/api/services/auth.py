from django.utils import timezone
from ninja.errors import HttpError
from ninja.security import HttpBearer, SessionAuth

from apps.access.entitlements import DISABLED, EXPIRED, FROZEN, access_ended
from apps.api.models import ApiToken
from apps.core import messages as text
from apps.core.tokens import hash_key
from apps.parents.models import ParentAppToken


class BearerAuth(HttpBearer):
    """A token works while it is not revoked (deleted) or 30 days old, and while its
    user's access holds: a frozen account, ended licences or a disabled user stop it on
    the next call (403 with the sign-in failure's message; 401 for a disabled user)."""

    def authenticate(self, request, token):
        found = ApiToken.objects.select_related("user").filter(key_hash=hash_key(token)).first()
        if found is None or found.expired:
            return None
        if found.user.kind in ("parent", "receiver"):  # issues 31, 32: their web pages, no API
            return None
        reason = access_ended(found.user)
        if reason == DISABLED:
            return None
        if reason is not None:
            raise HttpError(403, LOGIN_ENDED[reason])
        if found.last_used is None or (timezone.now() - found.last_used).total_seconds() > 300:
            ApiToken.objects.filter(pk=found.pk).update(last_used=timezone.now())
        request.user = found.user
        request.api_token = found  # the token in use: POST /api/auth/logout revokes it
        return found.user


LOGIN_ENDED = {FROZEN: text.LOGIN_FROZEN, EXPIRED: text.LOGIN_EXPIRED}


class SessionUserAuth(SessionAuth):
    """The browser's session cookie (with the CSRF header on writes)."""


AUTH = [BearerAuth(), SessionUserAuth()]


def require_custom_header_for_session(request):
    """For the few calls the spec makes with GET but which change data (the freeze
    toggle): a browser on another site cannot add a custom header without CORS, which we
    never allow, so a session-authenticated GET must carry X-CSRFToken. Bearer clients
    are not exposed to CSRF."""
    from django.core.exceptions import PermissionDenied

    if request.headers.get("Authorization", "").startswith("Bearer "):
        return
    if not request.headers.get("X-CSRFToken"):
        raise PermissionDenied("This call needs the X-CSRFToken header.")


class ParentBearer(HttpBearer):
    """The home app's parent token: `Authorization: Bearer <key>` from POST
    /api/parents/login (used by the parents' and BURSTS' home-app calls)."""

    def authenticate(self, request, token):
        found = ParentAppToken.objects.select_related("parent").filter(key_hash=hash_key(token)).first()
        if found is None or found.expired:
            return None
        request.parent = found.parent
        return found.parent
