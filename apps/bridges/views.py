"""/sso (the forum's DiscourseConnect) and /oauth (the course platform's authorization
request), plus the course platform's token and profile endpoints. Any failure is the
toast "Failed to sign you in" and the dashboard (spec 1 §8)."""

from django.contrib import messages
from django.contrib.auth.decorators import login_not_required
from django.http import JsonResponse
from django.shortcuts import redirect
from django.utils.decorators import method_decorator
from oauth2_provider.views import ProtectedResourceView, RevokeTokenView, TokenView

from apps.bridges import services
from apps.bridges.services.impersonation import impersonating
from apps.core import messages as text


def _failed(request):
    messages.error(request, text.SIGN_IN_FAILED)
    return redirect("dashboard")


def sso_view(request):
    try:
        url = services.forum_sign_in_url(
            user=request.user,
            sso=request.GET.get("sso", ""),
            sig=request.GET.get("sig", ""),
            impersonating=impersonating(request),
        )
    except services.BridgeError:
        return _failed(request)
    return redirect(url)


def oauth_view(request):
    try:
        url = services.course_authorization_url(
            request=request, params=request.GET.dict(), impersonating=impersonating(request)
        )
    except services.BridgeError:
        return _failed(request)
    return redirect(url)


# The course platform's server calls these with its client credentials or a token,
# never with a session.
token_view = login_not_required(TokenView.as_view())
revoke_view = login_not_required(RevokeTokenView.as_view())


@method_decorator(login_not_required, name="dispatch")
class ProfileView(ProtectedResourceView):
    """Who signed in, for the course platform (Bearer access token)."""

    def get(self, request, *args, **kwargs):
        user = request.resource_owner
        return JsonResponse({"id": str(user.uid), "email": user.email, "name": user.name})
