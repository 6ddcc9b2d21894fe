"""The home app's parent token: `Authorization: Bearer <key>` from POST /api/parents/login."""

from ninja.security import HttpBearer

from apps.core.tokens import hash_key
from apps.parents.models import ParentAppToken


class ParentBearer(HttpBearer):
    def authenticate(self, request, token):
        found = ParentAppToken.objects.select_related("parent").filter(key_hash=hash_key(token)).first()
        if found is None or found.expired:
            return None
        request.parent = found.parent
        return found.parent
