"""One error shape for the whole API: {message, level, status} (spec 1 §3 Toast, §8), with
`errors` by the payload's field names (firstName, finance.email, 0.email, file)."""

import re

from django.core.exceptions import PermissionDenied
from django.core.exceptions import ValidationError as DjangoValidationError
from django.http import Http404, JsonResponse
from django.http.request import RawPostDataException
from django.views.decorators.csrf import csrf_exempt
from ninja.errors import AuthenticationError, HttpError
from ninja.errors import ValidationError as NinjaValidationError

from apps.core import messages as text
from apps.core.middleware import UNREADABLE_BODY


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


# Where a parameter comes from, as the first item of a ninja error's location.
SOURCES = ("body", "query", "path", "form", "file", "header", "cookie")


def _payload_location(loc) -> str:
    """A ninja error's location as the payload names it: ("body", "payload", "finance",
    "firstName") is "finance.firstName", ("body", "payload", 0, "email") is "0.email",
    ("file", "file") is "file" (the upload's own field), ("query", "page") is "page"."""
    loc = [str(p) for p in loc]
    if loc and loc[0] in SOURCES:
        source, loc = loc[0], loc[1:]
        if source == "body":
            loc = loc[1:]  # the handler's parameter name (payload): the body is its fields
    return ".".join(loc)


def _field_errors_from_ninja(errors):
    fields = {}
    for error in errors:
        field = _payload_location(error.get("loc", ())) or "__all__"
        fields.setdefault(field, []).append(_spec_message(error, field))
    return fields


def camel(name: str) -> str:
    """A form's field name as the API's payload names it: first_name is firstName;
    finance.first_name is finance.firstName; names already in the payload's spelling,
    row indexes and __all__ are kept."""
    if name == NON_FIELD:
        return name
    return ".".join(re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), part) for part in name.split("."))


NON_FIELD = "__all__"


def payload_errors(error: DjangoValidationError, names: dict | None = None) -> dict[str, list[str]]:
    """A service's ValidationError as {payload field: [messages]}. The services speak
    their forms' field names (first_name, finance_email); a call whose payload nests
    fields says how its names map (`names`, e.g. finance_email -> finance.email), and
    every other name is put in camelCase. The one place form names become payload names."""
    if not hasattr(error, "error_dict"):
        return {(names or {}).get(NON_FIELD, NON_FIELD): error.messages}
    found: dict[str, list[str]] = {}
    for name, messages in error.message_dict.items():
        found.setdefault(camel((names or {}).get(name, name)), []).extend(messages)
    return found


class PayloadNames:
    """`with PayloadNames({...}):` around a service call: its ValidationError comes out
    with the payload's field names (see payload_errors)."""

    def __init__(self, names: dict):
        self.names = names

    def __enter__(self):
        return self

    def __exit__(self, kind, error, tb):
        if isinstance(error, DjangoValidationError):
            raise DjangoValidationError(payload_errors(error, self.names)) from error
        return False


@csrf_exempt  # an unknown path is a 404 in the API's shape for every method, never a CSRF page
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
        errors = payload_errors(exc)
        return api.create_response(request, error_body(text.VALIDATION_FAILED, 422, errors=errors), status=422)

    @api.exception_handler(PermissionDenied)
    def forbidden(request, exc):
        message = str(exc) or "You do not have permission to do that."
        return api.create_response(request, error_body(message, 403), status=403)

    @api.exception_handler(Http404)
    def not_found(request, exc):
        return api.create_response(request, error_body(text.PAGE_NOT_FOUND, 404), status=404)

    @api.exception_handler(OverflowError)
    def beyond_any_id(request, exc):
        # An id past the database's integer range (SQLite raises; PostgreSQL finds nothing).
        return api.create_response(request, error_body(text.PAGE_NOT_FOUND, 404), status=404)

    @api.exception_handler(RawPostDataException)
    def body_already_read(request, exc):
        # A JSON operation sent a multipart content type: the body was read as a form
        # (BadInputMiddleware), so it is not the JSON the operation takes (issue 24).
        return api.create_response(request, error_body(UNREADABLE_BODY, 400), status=400)

    @api.exception_handler(HttpError)
    def http_error(request, exc):
        return api.create_response(request, error_body(str(exc), exc.status_code), status=exc.status_code)


# Every operation can answer these in the error shape above; the OpenAPI says so, so a
# client generated from it (and schemathesis) expects them.
ERROR_STATUSES = {
    "400": "The request body cannot be read",
    "401": "Not signed in, or the session or token has ended",
    "403": "Not allowed",
    "404": "Not found, or not yours to see",
    "422": "Validation failed, with errors by field",
    "429": "Too many requests: try again later",
    "503": "The service is unavailable for a moment",
}
ERROR_SCHEMA = {
    "title": "Error",
    "type": "object",
    "required": ["message", "level", "status"],
    "properties": {
        "message": {"type": "string"},
        "level": {"type": "string"},
        "status": {"type": "integer"},
        "errors": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
    },
}


def document_errors(schema):
    """Add the error responses, and their shape, to every operation of an OpenAPI document."""
    schema.setdefault("components", {}).setdefault("schemas", {})["Error"] = ERROR_SCHEMA
    ref = {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}
    for path in schema.get("paths", {}).values():
        for operation in path.values():
            responses = operation.setdefault("responses", {})
            for status, description in ERROR_STATUSES.items():
                responses.setdefault(status, {"description": description, "content": ref})
    return schema
