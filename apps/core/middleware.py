import json
import re

from django.contrib import messages
from django.core.exceptions import SuspiciousOperation
from django.http import JsonResponse
from django.http.multipartparser import MultiPartParserError
from django.utils.cache import patch_cache_control
from django.views.defaults import bad_request
from django_htmx.http import trigger_client_event

from apps.core import messages as text
from apps.core.templatetags.islands import LEVELS


class HtmxMessagesMiddleware:
    """Messages added while answering an HTMX request become toasts through an
    HX-Trigger event, since the swapped fragment has no toast list of its own."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if not getattr(request, "htmx", False) or response.status_code >= 300 and response.status_code < 400:
            return response
        if "HX-Redirect" in response.headers or "HX-Location" in response.headers:
            # The browser leaves this page: the messages belong to the page it goes to.
            return response
        items = [{"message": str(m), "level": LEVELS.get(m.level_tag, "info")} for m in messages.get_messages(request)]
        if items:
            trigger_client_event(response, "toasts", items)
        return response


# Characters no field of ours ever holds, which databases and drivers refuse with an
# error (PostgreSQL: NUL in text; every UTF-8 encoder: a lone surrogate).
_FORBIDDEN = re.compile("[\x00\ud800-\udfff]")
BAD_CHARACTERS = "This contains characters that are not allowed."
# Not a spec text: a body no parser can read (JSON nested past Python's recursion limit,
# a multipart content type whose body is not multipart).
UNREADABLE_BODY = "The request body cannot be read."


def _bad_strings(value, name=""):
    """(field, ...) of every string in a parsed JSON body holding a forbidden character."""
    if isinstance(value, str):
        return [name or "__all__"] if _FORBIDDEN.search(value) else []
    if isinstance(value, dict):
        found = []
        for key, item in value.items():
            field = f"{name}.{key}" if name else str(key)
            found += [field] if _FORBIDDEN.search(str(key)) else _bad_strings(item, field)
        return found
    if isinstance(value, list):
        return [f for i, item in enumerate(value) for f in _bad_strings(item, f"{name}.{i}" if name else str(i))]
    return []


class BadInputMiddleware:
    """A NUL byte or a lone surrogate anywhere in a request (path, query, form or JSON
    body) is refused before any view runs: 422 "Validation failed" with the fields in
    the API's shape under /api/, a 400 page elsewhere. Nothing is written."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        try:
            fields = self.bad_fields(request)
        except (RecursionError, MultiPartParserError):
            # Deeply nested JSON (10,000 "[") or a broken multipart body: a 400, never a 500 (issue 24).
            if request.path_info.startswith("/api/"):
                return JsonResponse({"message": UNREADABLE_BODY, "level": "error", "status": 400}, status=400)
            return bad_request(request, SuspiciousOperation(UNREADABLE_BODY))
        if not fields:
            return self.get_response(request)
        if request.path_info.startswith("/api/"):
            # The API's error shape (apps/api/errors.py error_body; core imports no app).
            body = {"message": text.VALIDATION_FAILED, "level": "error", "status": 422}
            return JsonResponse({**body, "errors": {f: [BAD_CHARACTERS] for f in fields}}, status=422)
        return bad_request(request, SuspiciousOperation(BAD_CHARACTERS))

    def bad_fields(self, request):
        if _FORBIDDEN.search(request.path):
            return ["path"]
        if any(_FORBIDDEN.search(v) for v in request.COOKIES.values()):
            return ["cookie"]  # the session key is looked up in the database
        fields = [k for k, v in request.GET.lists() if _FORBIDDEN.search(k) or any(map(_FORBIDDEN.search, v))]
        if request.method in ("GET", "HEAD", "OPTIONS") or fields:
            return fields
        if request.content_type == "application/json":
            try:
                return _bad_strings(json.loads(request.body or b"null"))
            except ValueError:
                return []  # not JSON: the API answers that itself
        if request.content_type in ("application/x-www-form-urlencoded", "multipart/form-data"):
            return [k for k, v in request.POST.lists() if _FORBIDDEN.search(k) or any(map(_FORBIDDEN.search, v))]
        return []


# Browser features no page of ours uses; the rest (fullscreen for the lesson slides)
# stays with the site itself.
PERMISSIONS_POLICY = (
    ", ".join(
        f"{feature}=()"
        for feature in (
            "camera",
            "microphone",
            "geolocation",
            "payment",
            "usb",
            "serial",
            "bluetooth",
            "magnetometer",
            "gyroscope",
            "accelerometer",
            "display-capture",
            "interest-cohort",
        )  # fmt: skip
    )
    + ", fullscreen=(self), autoplay=(self)"
)


class PrivateResponseMiddleware:
    """Signed-in pages, every API answer and every export hold school or staff data:
    `Cache-Control: no-store` so no shared or browser cache keeps a copy (a shared
    classroom computer's back button included). Also the Permissions-Policy header."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        user = getattr(request, "user", None)
        private = request.path_info.startswith("/api/") or bool(user and user.is_authenticated)
        if private and not request.path_info.startswith(("/static/", "/media/")):
            patch_cache_control(response, no_store=True, private=True)
            response.headers.pop("Expires", None)
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        return response
