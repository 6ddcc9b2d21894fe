import json
import re

from django.contrib import messages
from django.core.exceptions import PermissionDenied, SuspiciousOperation
from django.http import Http404, JsonResponse
from django.http.multipartparser import MultiPartParserError
from django.shortcuts import redirect
from django.utils.cache import patch_cache_control
from django.views.defaults import bad_request
from django_htmx.http import HttpResponseClientRedirect, trigger_client_event

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


# Not a spec text: the spec says a 403 shows an error toast, not which words.
PAGE_FORBIDDEN = "You do not have permission to open that page."
# Not pages: the API answers in its JSON shape, files keep their plain 404, and the fake
# MIS partner (make run) answers as the partner's API would.
NOT_PAGES = ("/api/", "/static/", "/media/", "/fake-wonde/")


class PageErrorMiddleware:
    """A page whose view raises Http404 or PermissionDenied goes to / with an error toast
    (spec 1 §8: 403 and 404 redirect to /, "Page not found"), an HTMX request through
    HX-Redirect. Also when debugging: Django's yellow page listing every URL pattern is not
    what a person should see (issue 20). Only for a person's browser: a navigation (it asks
    for text/html) or an HTMX request; a script asking for anything (*/*) still gets the
    404 or 403 itself, and anything else still fails as it did."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        return self.get_response(request)

    def process_exception(self, request, exception):
        if request.path_info.startswith(NOT_PAGES):
            return None
        htmx = bool(request.headers.get("HX-Request"))
        if not htmx and "text/html" not in request.headers.get("Accept", ""):
            return None
        if isinstance(exception, Http404):
            message = text.PAGE_NOT_FOUND
        elif isinstance(exception, PermissionDenied):
            message = str(exception) or PAGE_FORBIDDEN
        else:
            return None
        messages.error(request, message)
        return HttpResponseClientRedirect("/") if htmx else redirect("/")


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
