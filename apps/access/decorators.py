"""Visible access helpers for page views: each names the rule it applies and where
a user who fails it goes (spec 1 §2: non-staff are sent to their dashboard)."""

from functools import wraps

from django.shortcuts import redirect

from apps.access import rules
from apps.access.entitlements import user_access


def dashboard_redirect(request):
    return redirect(user_access(request.user).dashboard_path)


def require(rule, *, otherwise=None):
    """Run the view only when rule(user) holds; else redirect (to the dashboard path
    unless `otherwise(request)` says where)."""

    def decorator(view):
        @wraps(view)
        def wrapped(request, *args, **kwargs):
            if not rule(request.user):
                return (otherwise or dashboard_redirect)(request)
            return view(request, *args, **kwargs)

        return wrapped

    return decorator


staff_required = require(rules.is_staff)
