"""Asking a school for access on the partner (staff, from the account's sync page)."""

from django.conf import settings
from django.db import transaction

from apps.accounts.models import Account, AuditKind
from apps.accounts.services import account_event_record
from apps.sync.services.runs import access_refresh
from apps.sync.services.wonde import WondeClient

PRODUCTS = {"pe": "PE", "bursts": "BURSTS"}


@transaction.atomic
def wonde_access_request(*, account: Account, product: str, acting_user) -> Account:
    """POST schools/{id}/request-access with the product's token, then the statuses as
    the partner now gives them. WondeError on the partner's refusal (nothing recorded)."""
    token = settings.WONDE_BURSTS_TOKEN if product == "bursts" else settings.WONDE_TOKEN
    with WondeClient(token=token) as client:
        client.request_access(account.wonde_id)
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.SYNC_ACCESS_REQUESTED,
                         detail={"product": PRODUCTS[product]})  # fmt: skip
    return access_refresh(account=account)
