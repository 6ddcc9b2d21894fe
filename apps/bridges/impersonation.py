"""Impersonation (the Faux button) with django-hijack: every start and stop is audited
with who and whom. Connected to hijack's signals in apps.py."""

from django.db import transaction

from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.api.models import ApiToken


def _detail(hijacked, via):
    return {"email": hijacked.email or hijacked.username, "user_id": hijacked.pk, "via": via}


@transaction.atomic
def impersonation_record(*, hijacker, hijacked, started: bool, via="session"):
    kind = AuditKind.IMPERSONATION_STARTED if started else AuditKind.IMPERSONATION_ENDED
    return account_event_record(
        account=hijacked.account, acting_user=hijacker, action=kind, detail=_detail(hijacked, via)
    )


def on_started(sender, *, hijacker, hijacked, request=None, **kwargs):
    impersonation_record(hijacker=hijacker, hijacked=hijacked, started=True)


def on_ended(sender, *, hijacker, hijacked, request=None, **kwargs):
    impersonation_record(hijacker=hijacker, hijacked=hijacked, started=False)


@transaction.atomic
def impersonation_token(*, hijacker, hijacked) -> str:
    """GET auth/faux (spec 1 §7): an API token for the user to sign in as, audited. The
    caller checks apps.access.rules.can_impersonate first."""
    _, key = ApiToken.objects.issue(hijacked, label=f"Faux by {hijacker.email}")
    impersonation_record(hijacker=hijacker, hijacked=hijacked, started=True, via="api")
    return key
