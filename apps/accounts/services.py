"""Writes on accounts. Each change and its audit row go in one transaction."""

from django.db import transaction

from apps.accounts.models import Account, AccountEvent


def account_event_record(*, account: Account, acting_user, action: str, detail: dict | None = None) -> AccountEvent:
    return AccountEvent.objects.create(account=account, actor=acting_user, action=action, detail=detail or {})


@transaction.atomic
def account_freeze(*, account: Account, acting_user, frozen: bool | None = None) -> Account:
    """Freezes or unfreezes (toggles when `frozen` is None). A frozen account's users
    are refused at sign-in with the frozen message (apps.signin)."""
    account = Account.objects.select_for_update().get(pk=account.pk)
    account.frozen = (not account.frozen) if frozen is None else frozen
    account.save(update_fields=["frozen"])
    account_event_record(account=account, acting_user=acting_user, action="frozen" if account.frozen else "unfrozen")
    return account
