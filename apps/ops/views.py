"""Liveness and readiness for load balancers and orchestrators: unauthenticated, cheap,
and telling nothing private. The middleware answers them before host checks, HTTPS
redirects and sign-in, since a load balancer asks by address over plain HTTP."""

from django.contrib.auth.decorators import login_not_required
from django.http import JsonResponse
from django.views.decorators.cache import never_cache

from apps.ops.selectors import readiness


@never_cache
@login_not_required
def live_view(request):
    """The process answers: nothing else is checked, so a database outage does not get
    every web process restarted."""
    return JsonResponse({"status": "ok"})


@never_cache
@login_not_required
def ready_view(request):
    ok, checks = readiness()
    return JsonResponse({"status": "ok" if ok else "fail", "checks": checks}, status=200 if ok else 503)


PATHS = {"/health/live": live_view, "/health/ready": ready_view}


class HealthMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        view = PATHS.get(request.path_info.rstrip("/"))
        # A probe sends no query; anything else takes the ordinary way (bad-input checks).
        if view is not None and request.method in ("GET", "HEAD") and not request.META.get("QUERY_STRING"):
            return view(request)
        return self.get_response(request)
