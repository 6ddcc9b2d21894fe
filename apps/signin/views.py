from django.contrib import messages
from django.contrib.auth import logout
from django.contrib.auth.decorators import login_not_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST

from apps.access.entitlements import user_access
from apps.core import messages as text
from apps.core.redirects import safe_next
from apps.signin import services
from apps.signin.forms import LoginForm, NewPasswordForm, RegisterForm, ResetRequestForm
from apps.signin.middleware import SIGNED_IN_COOKIE
from apps.signin.models import UserToken


def _safe_next(request, value):
    # After sign-in, never back to the sign-in pages themselves.
    value = safe_next(request, value)
    return value if value and not value.startswith(("/login", "/logout")) else None


@login_not_required
def login_view(request):
    if key := request.GET.get("invite"):
        return redirect("signin:invite", key=key)
    if key := request.GET.get("reset"):
        return redirect("signin:reset_token", key=key)
    next_path = _safe_next(request, request.POST.get("next") or request.GET.get("next"))
    if request.user.is_authenticated:
        return redirect(next_path or user_access(request.user).dashboard_path)
    form = LoginForm(request.POST or None)
    failure = None
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
            services.signin_login(request=request, user=user)
            response = redirect(next_path or user_access(user).dashboard_path)
            response.set_cookie(SIGNED_IN_COOKIE, "1", httponly=True, samesite="Lax")
            return response
    status = 429 if failure and failure.code == "blocked" else 200
    context = {"form": form, "failure": failure, "next": next_path or ""}
    return render(request, "signin/login.html", context, status=status)


@require_POST
@login_not_required
def logout_view(request):
    next_path = _safe_next(request, request.POST.get("next"))
    logout(request)
    target = reverse("signin:login") + (f"?next={next_path}" if next_path and next_path != "/" else "")
    response = redirect(target)
    response.delete_cookie(SIGNED_IN_COOKIE)
    return response


@login_not_required
def reset_request_view(request):
    form = ResetRequestForm(request.POST or None)
    state = "form"
    if request.method == "POST" and form.is_valid():
        state = services.password_reset_request(email=form.cleaned_data["email"]).state
    return render(request, "signin/reset_request.html", {"form": form, "state": state})


@require_POST
@login_not_required
def reinvite_view(request):
    form = ResetRequestForm(request.POST)
    if not form.is_valid():
        return render(request, "signin/reset_request.html", {"form": form, "state": "form"})
    services.user_reinvite(email=form.cleaned_data["email"])
    return render(request, "signin/reset_request.html", {"form": form, "state": "invited"})


def _token_page(request, key, purpose, form_class, complete):
    state, token = services.token_lookup(key=key, purpose=purpose)
    form = form_class(request.POST or None) if state == "ready" else None
    if form is not None and request.method == "POST" and form.is_valid():
        user = complete(token, form.cleaned_data)
        try:
            services.signin_check_account(user=user)
        except services.SignInError as failure:
            # The password is saved, but the account's state still stops the sign-in.
            form = LoginForm(initial={"identifier": user.email or user.username})
            return render(request, "signin/login.html", {"form": form, "failure": failure, "next": ""})
        services.signin_login(request=request, user=user)
        messages.success(request, text.SAVED if purpose == "reset" else f"Welcome, {user.first_name}")
        response = redirect(user_access(user).dashboard_path)
        response.set_cookie(SIGNED_IN_COOKIE, "1", httponly=True, samesite="Lax")
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
