"""Structured logs: one JSON object a line with the request id and the signed-in user's
id on every record written while serving a request, and every `extra=` field kept.
Never a child's name: log ids, not people."""

import contextvars
import re
import uuid

from pythonjsonlogger.json import JsonFormatter

request_id = contextvars.ContextVar("request_id", default=None)
user_id = contextvars.ContextVar("user_id", default=None)
# A proxy's id is kept only when it looks like one (it ends up in every log line).
_GOOD_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")


class RequestContextFilter:
    """Adds request_id and user_id to every record (None outside a request)."""

    def filter(self, record):
        record.request_id = request_id.get()
        record.user_id = user_id.get()
        return True


class Formatter(JsonFormatter):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("rename_fields", {"levelname": "level", "asctime": "time", "name": "logger"})
        super().__init__("%(asctime)s %(levelname)s %(name)s %(message)s", *args, **kwargs)


class RequestLogContextMiddleware:
    """After authentication: takes the proxy's X-Request-ID (or makes one), names the
    user by id, and answers with the id so a support ticket can quote it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        given = request.headers.get("X-Request-ID", "")
        rid = given if _GOOD_ID.match(given) else uuid.uuid4().hex
        user = getattr(request, "user", None)
        tokens = (request_id.set(rid), user_id.set(user.pk if user is not None and user.is_authenticated else None))
        try:
            response = self.get_response(request)
        finally:
            request_id.reset(tokens[0])
            user_id.reset(tokens[1])
        response["X-Request-ID"] = rid
        return response
