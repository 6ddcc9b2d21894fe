"""A parent signed in on the web reaches their children's page and nothing else of the
site (issue 31): its own pages, signing in and out, the second factor, the privacy
notices. Anything else goes back to their page; the API answers 403."""

from django.http import JsonResponse
from django.shortcuts import redirect

from apps.access.guard import FORBIDDEN

# The installable app's files and its offline page (issue 33) are the same for everyone, and
# a school's published premium page (issue 32) is public.
ALLOWED = (
    "/parents", "/login", "/logout", "/mfa", "/privacy", "/bursts-tools", "/static/", "/media/", "/health/",
    "/sw.js", "/manifest.webmanifest", "/offline", "/premium/public/",
)  # fmt: skip


class ParentsOnlyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if getattr(user, "is_authenticated", False) and getattr(user, "kind", None) == "parent":
            if request.path.startswith("/api/"):
                return JsonResponse({"message": FORBIDDEN, "level": "error", "status": 403}, status=403)
            if not request.path.startswith(ALLOWED) or request.path.startswith("/parents/school"):
                return redirect("parents_home")
        return self.get_response(request)
