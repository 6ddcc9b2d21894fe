from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.middleware import LoginRequiredMiddleware
from django.http import JsonResponse
from django.shortcuts import redirect
from django.urls import reverse
from django_htmx.http import HttpResponseClientRedirect

from apps.access import rules
from apps.access.entitlements import DISABLED, access_ended
from apps.api.services.errors import error_body
from apps.core import messages as text
from apps.signin.selectors import mfa_authenticated
from apps.signin.services import ENDED_MESSAGES, MFA_SETUP_NEEDED, mfa_pending_start

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


class AccessEndedMiddleware:
    """A session whose access has ended (account frozen, licences over, user disabled)
    stops on its next request, not when the session runs out: the user is signed out and
    pages go to /login with the frozen/expired message; API calls answer 403 in the
    API's error shape (401 once signed out, for a disabled user). Removed or disabled
    users are already anonymous here (Django's backend loads active users only)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = request.user
        if user.is_authenticated and (reason := access_ended(user)) is not None:
            return self.sign_out(request, reason)
        return self.get_response(request)

    def sign_out(self, request, reason):
        logout(request)
        if request.path_info.startswith("/api/"):
            disabled = reason == DISABLED
            message = text.SESSION_EXPIRED if disabled else ENDED_MESSAGES[reason]
            response = JsonResponse(error_body(message, 401 if disabled else 403), status=401 if disabled else 403)
        else:
            target = f"{reverse('signin:login')}?ended={reason}"
            response = HttpResponseClientRedirect(target) if request.headers.get("HX-Request") else redirect(target)
        response.delete_cookie(SIGNED_IN_COOKIE)
        return response


class MfaRequiredMiddleware:
    """Staff with admin rights and super staff (rules.must_use_mfa) use a second factor
    before anything else (issue 23): without an authenticator app, every page sends them
    to set one up (/mfa/setup) and session API calls answer 403; with one, a session that
    has not passed it (one from before) signs in again through the code step. Impersonation
    (/hijack/) is among what they reach only after it."""

    EXEMPT = ("/static/", "/media/", "/health/", "/login", "/logout", "/mfa/setup")

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = request.user
        if (
            user.is_authenticated
            and rules.must_use_mfa(user)
            and not request.path_info.startswith(self.EXEMPT)
            and not mfa_authenticated(request)
        ):
            return self.refuse(request, user)
        return self.get_response(request)

    def refuse(self, request, user):
        api = request.path_info.startswith("/api/")
        if rules.has_mfa(user):
            logout(request)
            mfa_pending_start(request=request, user=user, next_path="" if api else request.get_full_path())
            if api:
                return JsonResponse(error_body(text.SESSION_EXPIRED, 401), status=401)
            target = reverse("signin:code")
        else:
            if api:
                return JsonResponse(error_body(MFA_SETUP_NEEDED, 403), status=403)
            target = reverse("signin:mfa_setup")
        return HttpResponseClientRedirect(target) if request.headers.get("HX-Request") else redirect(target)
