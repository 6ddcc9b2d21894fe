"""The partner client for a school: its region's host, and the product's token (the PE
platform and BURSTS are separate apps on Wonde, each approved by the school)."""

from django.conf import settings

from apps.accounts.models import Account
from apps.sync.services.wonde import WondeClient


def client_for(account: Account, product: str = "pe") -> WondeClient:
    token = settings.WONDE_BURSTS_TOKEN if product == "bursts" else settings.WONDE_TOKEN
    return WondeClient(token=token, domain=account.wonde_domain)
