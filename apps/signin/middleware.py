from django.contrib import messages
from django.contrib.auth.middleware import LoginRequiredMiddleware
from django_htmx.http import HttpResponseClientRedirect

from apps.core import messages as text

# Set on sign-in and cleared on sign-out: if it comes back without a session, the
# session ran out (rather than the person never having signed in).
SIGNED_IN_COOKIE = "signed_in"


class SignInRequiredMiddleware(LoginRequiredMiddleware):
    """Every page needs a signed-in user unless its view says otherwise
    (@login_not_required). The API answers 401 itself instead of redirecting."""

    def process_view(self, request, view_func, view_args, view_kwargs):
        if request.path_info.startswith(("/api/", "/static/", "/media/")):
            return None
        return super().process_view(request, view_func, view_args, view_kwargs)

    def handle_no_permission(self, request, view_func):
        expired = SIGNED_IN_COOKIE in request.COOKIES
        if expired:
            messages.error(request, text.SESSION_EXPIRED)
        response = super().handle_no_permission(request, view_func)
        if getattr(request, "htmx", False):
            response = HttpResponseClientRedirect(response["Location"])
        if expired:
            response.delete_cookie(SIGNED_IN_COOKIE)
        return response
