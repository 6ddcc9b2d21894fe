from urllib.parse import quote, urlencode

from allauth.mfa.adapter import get_adapter as get_mfa_adapter
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_not_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import redirect, render
from django.urls import NoReverseMatch, reverse
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.core import messages as text
from apps.core.redirects import safe_next
from apps.signin import services
from apps.signin.forms import (
    CodeForm,
    CurrentPasswordForm,
    LoginForm,
    MfaSetupForm,
    NewPasswordForm,
    RegisterForm,
    ResetRequestForm,
)
from apps.signin.middleware import SIGNED_IN_COOKIE
from apps.signin.models import UserToken
from apps.signin.services import throttle

THROTTLED = "throttled"  # the reset / re-invite limit was reached: nothing was sent
# Not spec texts (the spec's reset ends on "Saved"): what happened, and what to do next (issue 20).
MFA_OFF = "Two-factor authentication is off. You sign in with your password only."
PASSWORD_CHANGED = "Your password has been changed."
PASSWORD_CHANGED_SIGNED_IN = (
    "Your password has been changed and you are signed in. Next time, sign in with your new password."
)


def _signed_in_cookie(response):
    # Secure like the session cookie (every cookie is, when not debugging).
    response.set_cookie(SIGNED_IN_COOKIE, "1", httponly=True, samesite="Lax", secure=settings.SESSION_COOKIE_SECURE)


def _safe_next(request, value):
    # After sign-in, never back to the sign-in pages themselves.
    value = safe_next(request, value)
    return value if value and not value.startswith(("/login", "/logout")) else None


def _token_link(request, name, key, view):
    """/login?invite=KEY (or ?reset=KEY) to the link's own page. A key no link can carry
    (a slash: `a/b`) gets that page's own "invalid link" answer, never a 500 (issue 24)."""
    try:
        return redirect(name, key=key)
    except NoReverseMatch:
        return view(request, key)


@login_not_required
def login_view(request):
    if key := request.GET.get("invite"):
        return _token_link(request, "signin:invite", key, invite_view)
    if key := request.GET.get("reset"):
        return _token_link(request, "signin:reset_token", key, reset_token_view)
    next_path = _safe_next(request, request.POST.get("next") or request.GET.get("next"))
    if request.user.is_authenticated:
        return redirect(next_path or user_access(request.user).dashboard_path)
    if request.method == "GET" and request.GET.get("expired"):
        # An island's API call answered 401 (islands/api.js): signed out as a page or an
        # HTMX request is (SignInRequiredMiddleware), with the same toast.
        messages.error(request, text.SESSION_EXPIRED)
        response = redirect(reverse("signin:login") + (f"?next={quote(next_path, safe='/')}" if next_path else ""))
        response.delete_cookie(SIGNED_IN_COOKIE)
        return response
    form = LoginForm(request.POST or None)
    failure = None
    if (ended := request.GET.get("ended")) in ("frozen", "expired"):
        # AccessEndedMiddleware signed this user out: say why, as a failed sign-in would.
        failure = services.SignInError(ended, services.ENDED_MESSAGES[ended])
    if request.method == "POST" and form.is_valid():
        try:
            user = services.signin_authenticate(
                request=request,
                identifier=form.cleaned_data["identifier"],
                password=form.cleaned_data["password"],
            )
        except services.SignInError as error:
            failure = error
        else:
            if services.mfa_needed(user):
                # The password was right: the code next, before the user is signed in.
                services.mfa_pending_start(request=request, user=user, next_path=next_path or "")
                response = redirect("signin:code")
                throttle.remember_device(request, response, form.cleaned_data["identifier"])
                return response
            services.signin_login(request=request, user=user)
            response = redirect(next_path or user_access(user).dashboard_path)
            response.set_cookie(
                SIGNED_IN_COOKIE, "1", httponly=True, samesite="Lax", secure=settings.SESSION_COOKIE_SECURE
            )
            throttle.remember_device(request, response, form.cleaned_data["identifier"])
            return response
    status = 429 if failure and failure.code == "blocked" else 200
    context = {"form": form, "failure": failure, "next": next_path or ""}
    return render(request, "signin/login.html", context, status=status)


@login_not_required
def admin_login_view(request):
    """The Django admin's own sign-in form would skip our rate limits and account checks:
    everyone signs in at /login. Someone already signed in reached here because they do
    not hold the admin right, so they go to their dashboard rather than round a loop."""
    if request.user.is_authenticated:
        return redirect(user_access(request.user).dashboard_path)
    next_path = _safe_next(request, request.GET.get("next"))
    return redirect(reverse("signin:login") + (f"?{urlencode({'next': next_path})}" if next_path else ""))


@require_POST
@login_not_required
def logout_view(request):
    next_path = _safe_next(request, request.POST.get("next"))
    logout(request)
    # Encoded, so a return address with its own query (?status=30&sort=-name) comes back whole.
    query = f"next={quote(next_path, safe='/')}" if next_path and next_path != "/" else ""
    target = reverse("signin:login") + (f"?{query}" if query else "")
    response = redirect(target)
    response.delete_cookie(SIGNED_IN_COOKIE)
    return response


@login_not_required
def reset_request_view(request):
    form = ResetRequestForm(request.POST or None)
    state = "form"
    if request.method == "POST" and form.is_valid():
        email = form.cleaned_data["email"]
        # Over the limit nothing is sent, and the page says so: the limit counts requests for
        # an address whether or not it has an account, so saying so reveals no account.
        state = THROTTLED
        if throttle.reset_allowed(request, email):
            state = services.password_reset_request(email=email).state
    return _reset_page(request, form, state)


def _reset_page(request, form, state):
    context = {"form": form, "state": state, "throttled_message": throttle.RESET_THROTTLED}
    return render(request, "signin/reset_request.html", context, status=429 if state == THROTTLED else 200)


@require_POST
@login_not_required
def reinvite_view(request):
    form = ResetRequestForm(request.POST)
    if not form.is_valid():
        return _reset_page(request, form, "form")
    # "invited" reads "If {email} is still waiting to register, we have sent...": true whether
    # or not the address has an unfinished invitation, so it reveals no account and never
    # claims an email that was not sent. Over the limit nothing is queued, and the page says so.
    state = THROTTLED
    if throttle.reset_allowed(request, form.cleaned_data["email"]):
        services.user_reinvite(email=form.cleaned_data["email"])
        state = "invited"
    return _reset_page(request, form, state)


def _token_page(request, key, purpose, form_class, complete):
    state, token = services.token_lookup(key=key, purpose=purpose)
    form = form_class(request.POST or None) if state == "ready" else None
    if form is not None and request.method == "POST" and form.is_valid():
        user = complete(token, form.cleaned_data)
        try:
            services.signin_check_account(user=user)
        except services.SignInError as failure:
            # The password is saved, but the account's state still stops the sign-in.
            if purpose == "reset":
                messages.success(request, PASSWORD_CHANGED)
            form = LoginForm(initial={"identifier": user.email or user.username})
            return render(request, "signin/login.html", {"form": form, "failure": failure, "next": ""})
        services.signin_login(request=request, user=user)
        messages.success(request, PASSWORD_CHANGED_SIGNED_IN if purpose == "reset" else f"Welcome, {user.first_name}")
        response = redirect(user_access(user).dashboard_path)
        _signed_in_cookie(response)
        return response
    context = {"state": state, "form": form, "purpose": purpose, "token_user": token.user if token else None}
    return render(request, "signin/token.html", context)


@login_not_required
def invite_view(request, key):
    def complete(token, data):
        return services.invite_register(
            token=token, first_name=data["first_name"], last_name=data["last_name"], password=data["password"]
        )

    return _token_page(request, key, UserToken.Purpose.INVITE, RegisterForm, complete)


@login_not_required
def reset_token_view(request, key):
    def complete(token, data):
        return services.password_reset_complete(token=token, password=data["password"])

    return _token_page(request, key, UserToken.Purpose.RESET, NewPasswordForm, complete)


@login_not_required
def email_confirm_view(request, key):
    """The link sent to a new email address: the address replaces the old one."""
    state, token = services.token_lookup(key=key, purpose=UserToken.Purpose.EMAIL)
    if state == "ready" and services.email_change_confirm(token=token):
        messages.success(request, text.HOME_EMAIL_VERIFIED)
    elif state == "ready":
        messages.error(request, text.EMAIL_TAKEN)
    else:
        messages.error(request, text.LINK_EXPIRED)
    return redirect("profile" if request.user.is_authenticated else "signin:login")


# The second factor (issue 23) ---------------------------------------------------------------


@login_not_required
def login_code_view(request):
    """/login/code: the second step for users with an authenticator app (after the
    password, within MFA_PENDING_AGE): its code, or one of the recovery codes."""
    user, next_path = services.mfa_pending(request)
    if user is None:
        if request.user.is_authenticated:
            return redirect(user_access(request.user).dashboard_path)
        messages.error(request, services.MFA_TOO_LATE)
        return redirect("signin:login")
    form = CodeForm(request.POST or None)
    failure = None
    if request.method == "POST" and form.is_valid():
        try:
            authenticator = services.mfa_check_code(request=request, user=user, code=form.cleaned_data["code"])
            services.signin_check_account(user=user)
        except services.SignInError as error:
            failure = error
        else:
            request.session.pop(services.MFA_PENDING, None)
            services.signin_login(request=request, user=user, authenticator=authenticator)
            response = redirect(_safe_next(request, next_path) or user_access(user).dashboard_path)
            _signed_in_cookie(response)
            return response
    status = 429 if failure and failure.code == "blocked" else 200
    return render(request, "signin/code.html", {"form": form, "failure": failure}, status=status)


def _mfa_allowed(request):
    if not can.may_use_mfa(request.user):
        raise PermissionDenied
    return request.user


def mfa_setup_view(request):
    """/mfa/setup: turn the authenticator app on (allauth.mfa's TOTP): scan the QR code
    (or type the key), then give the password and a code. Staff with admin rights and
    super staff are sent here before anything else (MfaRequiredMiddleware)."""
    user = _mfa_allowed(request)
    if can.has_mfa(user):
        return redirect("signin:mfa")
    form = MfaSetupForm(request.POST or None, user=user)
    if request.method == "POST" and form.is_valid():
        services.mfa_reauthenticated(request=request, user=user)
        codes = services.mfa_activate(request=request, form=form)
        return render(request, "signin/mfa_codes.html", {"codes": codes, "new": True,
                                                         "next": user_access(user).dashboard_path})  # fmt: skip
    adapter = get_mfa_adapter()
    url = adapter.build_totp_url(user, form.secret)
    context = {"form": form, "secret": form.secret, "qr": mark_safe(adapter.build_totp_svg(url)),  # noqa: S308 - qrcode's own SVG
               "required": can.must_use_mfa(user)}  # fmt: skip
    return render(request, "signin/mfa_setup.html", context, status=200 if not form.errors else 400)


def mfa_view(request):
    """/mfa: the second factor's state; new recovery codes; turning it off (only for those
    who may go without). Each change asks for the password again."""
    user = _mfa_allowed(request)
    form = CurrentPasswordForm(request.POST or None, user=user)
    action = request.POST.get("action")
    required = can.must_use_mfa(user)
    wanted = request.method == "POST" and action in ("codes", "off") and not (action == "off" and required)
    if wanted and form.is_valid():
        services.mfa_reauthenticated(request=request, user=user)
        if action == "codes":
            codes = services.mfa_recovery_codes(request=request, new=True)
            return render(request, "signin/mfa_codes.html", {"codes": codes, "new": False,
                                                             "next": reverse("signin:mfa")})  # fmt: skip
        services.mfa_deactivate(request=request)
        messages.success(request, MFA_OFF)
        return redirect("signin:mfa")
    context = {"form": form, "enabled": can.has_mfa(user), "required": required,
               "codes_left": len(services.mfa_recovery_codes(request=request)) if can.has_mfa(user) else 0}  # fmt: skip
    return render(request, "signin/mfa.html", context, status=400 if form.errors else 200)
