"""One error shape for the whole API: {message, level, status} (spec 1 §3 Toast, §8)."""

from django.core.exceptions import PermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404, JsonResponse
from ninja.errors import AuthenticationError, HttpError
from ninja.errors import ValidationError as NinjaValidationError

from apps.core import messages as text


def error_body(message, status, level="error", **extra):
    return {"message": message, "level": level, "status": status, **extra}


def _spec_message(error, field):
    """Pydantic's wording replaced by the spec's form messages (spec 1 §5) where one fits."""
    kind, ctx = error.get("type", ""), error.get("ctx") or {}
    if kind == "missing" or (kind == "string_too_short" and ctx.get("min_length") == 1):
        return text.REQUIRED
    if kind == "string_too_long" and "max_length" in ctx:
        return text.MAX_LENGTH.format(n=ctx["max_length"])
    if kind == "string_pattern_mismatch" and field.split(".")[-1].lower().endswith("email"):
        return text.INVALID_EMAIL
    return error.get("msg", text.VALIDATION_FAILED)


def _field_errors_from_ninja(errors):
    fields = {}
    for error in errors:
        loc = [str(p) for p in error.get("loc", ()) if p not in ("body", "query", "path", "form", "payload")]
        field = ".".join(loc) or "__all__"
        fields.setdefault(field, []).append(_spec_message(error, field))
    return fields


def not_found_view(request):
    """Unknown paths under /api/ answer in the API's shape rather than redirecting to /."""
    return JsonResponse(error_body(text.PAGE_NOT_FOUND, 404), status=404)


def install(api):
    @api.exception_handler(AuthenticationError)
    def unauthenticated(request, exc):
        return api.create_response(request, error_body(text.SESSION_EXPIRED, 401), status=401)

    @api.exception_handler(NinjaValidationError)
    def invalid(request, exc):
        body = error_body(text.VALIDATION_FAILED, 422, errors=_field_errors_from_ninja(exc.errors))
        return api.create_response(request, body, status=422)

    @api.exception_handler(DjangoValidationError)
    def invalid_service(request, exc):
        errors = exc.message_dict if hasattr(exc, "error_dict") else {"__all__": exc.messages}
        return api.create_response(request, error_body(text.VALIDATION_FAILED, 422, errors=errors), status=422)

    @api.exception_handler(PermissionDenied)
    def forbidden(request, exc):
        message = str(exc) or "You do not have permission to do that."
        return api.create_response(request, error_body(message, 403), status=403)

    @api.exception_handler(Http404)
    def not_found(request, exc):
        return api.create_response(request, error_body(text.PAGE_NOT_FOUND, 404), status=404)

    @api.exception_handler(HttpError)
    def http_error(request, exc):
        return api.create_response(request, error_body(str(exc), exc.status_code), status=exc.status_code)
