"""The one guard for API calls: a named rule, with its object when it has one. A refusal
is a PermissionDenied, which the API answers as 403 in its error shape."""

from django.core.exceptions import PermissionDenied

FORBIDDEN = "You do not have permission to do that."


def allow(rule, request, *args, message: str = "") -> None:
    """Raise 403 unless rule(user, *args) holds for the caller (session or Bearer)."""
    user = getattr(request, "auth", None) or request.user
    if not rule(user, *args):
        raise PermissionDenied(message or FORBIDDEN)
