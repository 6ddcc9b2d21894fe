from apps.access.scoping import own_rows
from apps.api.models import ApiToken


def api_tokens(user):
    """The user's own API tokens, newest first (GET /api/auth/tokens)."""
    return own_rows(user, ApiToken.objects.order_by("-created", "-id"))


def mfa_authenticated(request) -> bool:
    """Whether this session's user passed their second factor (allauth's record of the
    session's sign-in steps: a "mfa" step for this user)."""
    from allauth.account.internal.flows.login import get_authentication_records

    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return False
    return any(record.get("method") == "mfa" for record in get_authentication_records(request, user))
