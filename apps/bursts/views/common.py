"""What every BURSTS page does first: find the school (the one in the URL for staff, the
user's own otherwise), apply the access rules, and pass the page its link prefix."""

from dataclasses import dataclass
from functools import wraps

from django.shortcuts import redirect, render

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect
from apps.access.entitlements import account_access, user_access
from apps.accounts.models import Account
from apps.accounts.selectors import bursts_not_approved
from apps.bursts.selectors import bursts_account
from apps.bursts.selectors.links import bursts_url
from apps.content.selectors import intro_entry
from apps.core import messages as text

THEME = "bursts"


@dataclass
class Page:
    account: Account
    staff_account_id: int | None  # set on the staff form of a page (/accounts/{id}/bursts/...)

    def url(self, name, **kwargs):
        return bursts_url(self.staff_account_id, name, **kwargs)

    @property
    def home(self):
        return self.url("groups")


def no_access(request, account=None):
    """The BURSTS intro with "This account does not have access to BURSTS" (spec 1 §8)."""
    context = {
        "title": "BURSTS",
        "product": THEME,
        "entry": intro_entry("intro-bursts"),
        "no_access": text.BURSTS_NO_ACCESS,
        "account": account,
    }
    return render(request, "bursts/intro.html", context)


def not_approved(request, account):
    """A synced school that has not approved BURSTS on Wonde: the wonde-guide intro with
    "This account has not approved BURSTS on Wonde" and the provider's message (spec 1 §8)."""
    context = {"title": "BURSTS", "product": THEME, "entry": intro_entry("wonde-guide") or intro_entry("intro-bursts"),
               "no_access": bursts_not_approved(account), "account": account}  # fmt: skip
    return render(request, "bursts/intro.html", context)


def bursts_page(view):
    """Runs `view(request, page, **kwargs)` for users who may open the school's BURSTS pages."""

    @wraps(view)
    def wrapped(request, *args, account_id=None, **kwargs):
        user = request.user
        if user_access(user).is_home:
            return redirect("programme", product="home")
        if account_id is None and can.is_staff(user):
            return redirect("bursts_stats")  # staff have no school: every school's statistics
        if account_id is not None and not can.is_staff(user):
            return dashboard_redirect(request)
        if not can.can_use_bursts(user):
            return no_access(request)
        account = bursts_account(user, account_id)
        if account_id is not None and not account_access(account).has_bursts:
            return no_access(request, account)
        if account.has_wonde and not account.wonde_bursts_approved:
            return not_approved(request, account)
        return view(request, Page(account, account_id), *args, **kwargs)

    return wrapped


def render_page(request, page, template, status=200, **context):
    context.setdefault("product", THEME)
    context.update(bursts=page, account=page.account, staff_account_id=page.staff_account_id)
    return render(request, template, context, status=status)
