from django.utils import timezone
from ninja.security import HttpBearer, SessionAuth

from apps.api.models import ApiToken
from apps.core.tokens import hash_key


class BearerAuth(HttpBearer):
    def authenticate(self, request, token):
        found = ApiToken.objects.select_related("user").filter(key_hash=hash_key(token)).first()
        if found is None or found.expired or not found.user.is_active:
            return None
        if found.last_used is None or (timezone.now() - found.last_used).total_seconds() > 300:
            ApiToken.objects.filter(pk=found.pk).update(last_used=timezone.now())
        request.user = found.user
        return found.user


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
