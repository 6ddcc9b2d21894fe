from apps.access.scoping import own_rows
from apps.api.models import ApiToken


def api_tokens(user):
    """The user's own API tokens, newest first (GET /api/auth/tokens)."""
    return own_rows(user, ApiToken.objects.order_by("-created", "-id"))
