"""A receiver (a secondary school's PE contact, issue 32) reaches the passports sent to
them and nothing else of the site: their pages, signing in and out, the second factor, the
privacy notices. Anything else goes back to their incoming cohort; the API answers 403."""

from django.http import JsonResponse
from django.shortcuts import redirect

from apps.access.guard import FORBIDDEN

ALLOWED = ("/passport/incoming", "/passport/schema.json", "/login", "/logout", "/mfa", "/privacy", "/static/",
           "/media/", "/health/")  # fmt: skip


class ReceiversOnlyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if getattr(user, "is_authenticated", False) and getattr(user, "kind", None) == "receiver":
            if request.path.startswith("/api/"):
                return JsonResponse({"message": FORBIDDEN, "level": "error", "status": 403}, status=403)
            if not request.path.startswith(ALLOWED):
                return redirect("passport_incoming")
        return self.get_response(request)
