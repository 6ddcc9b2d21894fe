"""Addresses of the staff pages, by URL name, for views that redirect or link to them."""

from django.urls import reverse


def accounts_url(query: str = "") -> str:
    return reverse("accounts") + (f"?{query}" if query else "")


def account_url(account_id, tab: str = "membership") -> str:
    if tab == "membership":
        return reverse("account", args=[account_id])
    return reverse("account_tab", kwargs={"account_id": account_id, "tab": tab})
