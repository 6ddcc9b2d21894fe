"""The sign-in bridges: the forum's DiscourseConnect and the online-course platform's
OAuth 2 authorization-code flow with PKCE (django-oauth-toolkit does the OAuth work;
here only the one registered client is let through)."""

import copy
from urllib.parse import parse_qs, urlencode, urlsplit

from django.conf import settings
from django.core.cache import cache
from django.http import QueryDict
from oauth2_provider.exceptions import OAuthToolkitError
from oauth2_provider.oauth2_backends import get_oauthlib_core

from apps.access import rules as can
from apps.bridges.services import discourse

NONCE_SECONDS = 60 * 30  # a forum sign-in request is good for half an hour, once


class BridgeError(Exception):
    """Signing in to the other service failed: shown as "Failed to sign you in"."""


def forum_sign_in_url(*, user, sso: str, sig: str, impersonating: bool = False) -> str:
    """The forum address that signs `user` in, for the forum's signed request. Staff
    signed in as a school user (the Faux button) are refused: they see what the user
    sees here, but never act as them elsewhere."""
    if impersonating:
        raise BridgeError("signed in as someone else")
    if not can.can_use_forum(user):
        raise BridgeError("not a forum user")
    secret = settings.DISCOURSE_SSO_SECRET
    try:
        fields = discourse.read_request(secret=secret, sso=sso, sig=sig, forum_url=settings.DISCOURSE_URL)
    except discourse.DiscourseError as error:
        raise BridgeError(str(error)) from error
    if not cache.add(f"discourse-nonce:{fields['nonce']}", 1, NONCE_SECONDS):
        raise BridgeError("nonce already used")
    user_fields = {
        "external_id": str(user.uid or user.pk),
        "email": user.email,
        "name": user.name,
        "require_activation": "false",
    }
    return discourse.answer_url(secret=secret, request_fields=fields, user_fields=user_fields)


def course_authorization_url(*, request, params: dict, impersonating: bool = False) -> str:
    """The course platform's redirect address with an authorization code for the signed-in
    user (the platform is trusted: no consent screen). Only the registered client, with
    PKCE (S256); anything else is refused, as is staff signed in as a school user."""
    if impersonating:
        raise BridgeError("signed in as someone else")
    if params.get("client_id") != settings.OAUTH_COURSE_CLIENT_ID or not can.can_use_courses(request.user):
        raise BridgeError("client refused")
    core = get_oauthlib_core()
    oauth_request = _as_authorization_request(request, params)
    try:
        scopes, credentials = core.validate_authorization_request(oauth_request)
        uri, _, _, _ = core.create_authorization_response(oauth_request, scopes, credentials, allow=True)
    except OAuthToolkitError as error:
        raise BridgeError(str(error.oauthlib_error.description)) from error
    if not uri or "error" in parse_qs(urlsplit(uri).query):
        # oauthlib answers some refusals with a redirect carrying the error; we show ours.
        raise BridgeError("authorization refused")
    return uri


def _as_authorization_request(request, params):
    """The request as django-oauth-toolkit reads an authorization request: a GET with
    these parameters (the API call posts them as JSON)."""
    query = urlencode({k: v for k, v in params.items() if v is not None})
    oauth_request = copy.copy(request)
    oauth_request.META = {**request.META, "QUERY_STRING": query, "REQUEST_METHOD": "GET"}
    oauth_request.method = "GET"
    oauth_request.path = oauth_request.path_info = "/oauth"
    oauth_request.GET = QueryDict(query)
    oauth_request.POST = QueryDict()
    oauth_request.user = request.user
    return oauth_request


def course_client_register(*, secret: str, redirect_uris: list[str]):
    """Create or update the course platform's OAuth client (confidential, code grant,
    no consent screen: it is our own platform)."""
    from oauth2_provider.models import get_application_model

    Application = get_application_model()
    client, _ = Application.objects.update_or_create(
        client_id=settings.OAUTH_COURSE_CLIENT_ID,
        defaults={
            "name": "Online courses (My Learning)",
            "client_type": Application.CLIENT_CONFIDENTIAL,
            "authorization_grant_type": Application.GRANT_AUTHORIZATION_CODE,
            "redirect_uris": " ".join(redirect_uris),
            "skip_authorization": True,
            "algorithm": "",
        },
    )
    client.client_secret = secret  # hashed on save
    client.save()
    return client
