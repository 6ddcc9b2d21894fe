"""Impersonation (the Faux button) with django-hijack: every start and stop is audited
with who and whom. Connected to hijack's signals, to signing out and to API tokens being
revoked in apps.py (a stop may come from any of the three)."""

from django.contrib.auth import get_user_model
from django.db import transaction

from apps.accounts.models import AccountEvent, AuditKind
from apps.accounts.services import account_event_record
from apps.api.models import ApiToken
from apps.signin.services import mfa_record

FAUX_LABEL = ApiToken.IMPERSONATION_LABEL  # the label of an API token from GET auth/faux (an hour)


def _detail(hijacked, via, **extra):
    return {"email": hijacked.email or hijacked.username, "user_id": hijacked.pk, "via": via, **extra}


@transaction.atomic
def impersonation_record(*, hijacker, hijacked, started: bool, via="session", **extra):
    kind = AuditKind.IMPERSONATION_STARTED if started else AuditKind.IMPERSONATION_ENDED
    return account_event_record(
        account=hijacked.account, acting_user=hijacker, action=kind, detail=_detail(hijacked, via, **extra)
    )


def impersonating(request) -> bool:
    """Whether the request comes from someone signed in as another user: a hijacked
    session, or an API token from GET auth/faux. The sign-in bridges refuse such requests,
    so staff never act as a school user on the forum or the course platform."""
    if getattr(request.user, "is_hijacked", False):
        return True
    token = getattr(request, "api_token", None)
    return token is not None and token.label.startswith(FAUX_LABEL)


def on_started(sender, *, hijacker, hijacked, request=None, **kwargs):
    impersonation_record(hijacker=hijacker, hijacked=hijacked, started=True)


def on_ended(sender, *, hijacker, hijacked, request=None, **kwargs):
    impersonation_record(hijacker=hijacker, hijacked=hijacked, started=False)
    if request is not None:
        # Coming back signs the hijacker in afresh (a new session): they passed their second
        # factor to start impersonating (MfaRequiredMiddleware), so the session says so again.
        mfa_record(request=request, user=hijacker, via="impersonation")


def on_signed_out(sender, *, request=None, user=None, **kwargs):
    """Signing out while signed in as someone also ends it (hijack sends no signal then)."""
    history = request.session.get("hijack_history") if request is not None else None
    if not history or user is None or not user.is_authenticated:
        return
    hijacker = get_user_model().objects.filter(pk=history[-1]).first()
    impersonation_record(hijacker=hijacker, hijacked=user, started=False, via="sign-out")


def on_token_deleted(sender, *, instance, **kwargs):
    """A Faux API token revoked (signed out, or by its user) ends that impersonation."""
    if not instance.label.startswith(FAUX_LABEL):
        return
    start = (
        AccountEvent.objects.filter(action=AuditKind.IMPERSONATION_STARTED, detail__token_id=instance.pk)
        .select_related("actor")
        .first()
    )
    hijacked = get_user_model().objects.filter(pk=instance.user_id).select_related("account").first()
    if start is None or hijacked is None:
        return
    impersonation_record(hijacker=start.actor, hijacked=hijacked, started=False, via="api", token_id=instance.pk)


@transaction.atomic
def impersonation_token(*, hijacker, hijacked) -> str:
    """GET auth/faux (spec 1 §7): an API token for the user to sign in as, audited. The
    caller checks apps.access.rules.can_impersonate first."""
    token, key = ApiToken.objects.issue(hijacked, label=f"{FAUX_LABEL}{hijacker.email}")
    impersonation_record(hijacker=hijacker, hijacked=hijacked, started=True, via="api", token_id=token.pk)
    return key
