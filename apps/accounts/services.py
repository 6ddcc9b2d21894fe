"""Writes on accounts. Each change and its audit row go in one transaction."""

from django.db import transaction

from apps.accounts.models import Account, AccountEvent, AuditKind


def account_event_record(
    *, account: Account | None, acting_user, action: AuditKind, detail: dict | None = None
) -> AccountEvent:
    """The audit row of a change; call it inside the change's transaction."""
    actor_name = (acting_user.name or acting_user.email or "") if acting_user else ""
    return AccountEvent.objects.create(
        account=account, actor=acting_user, actor_name=actor_name, action=action, detail=detail or {}
    )


@transaction.atomic
def account_freeze(*, account: Account, acting_user, frozen: bool | None = None) -> Account:
    """Freezes or unfreezes (toggles when `frozen` is None). A frozen account's users
    are refused at sign-in with the frozen message (apps.signin)."""
    account = Account.objects.select_for_update().get(pk=account.pk)
    account.frozen = (not account.frozen) if frozen is None else frozen
    account.save(update_fields=["frozen"])
    account_event_record(
        account=account,
        acting_user=acting_user,
        action=AuditKind.ACCOUNT_FROZEN if account.frozen else AuditKind.ACCOUNT_UNFROZEN,
    )
    return account
