from django.utils import timezone
from ninja.security import HttpBearer, SessionAuth

from apps.api.models import ApiToken, hash_key


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
