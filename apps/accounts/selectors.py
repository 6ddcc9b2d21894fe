"""Reads of accounts, each through the access layer's scoping."""

from datetime import date

from django.db.models import Count, IntegerField, Max, OuterRef, Subquery, Sum
from django.db.models.functions import Coalesce
from django.shortcuts import get_object_or_404
from django.utils import timezone

from apps.access.scoping import account_events_for, accounts_for, training_for, users_for
from apps.accounts.models import Account, AccountEvent
from apps.bursts.models import SchoolYear
from apps.users.models import User

# Spec 1 §8: what the sync and the BURSTS pages say of a school that has not approved a
# product on the MIS partner (kept here, below both).
NOT_APPROVED = "This account has not approved {product} on Wonde"

ACCOUNT_JOINS = ("region", "county", "authority", "manager", "parent_school")


def account_get(user, account_id) -> Account:
    """One account the user may reach, with what its intro and the API's answer show,
    joined (404 if none, or if it is another school's)."""
    return get_object_or_404(accounts_for(user).select_related(*ACCOUNT_JOINS), pk=account_id)


def account_id_by_crm(user, zid: str) -> int | None:
    """The account with this CRM (Zoho) id, for the dashboard's ?zid= and accounts/zoho/{zid}."""
    return accounts_for(user).filter(zoho_id=zid).values_list("pk", flat=True).first() if zid else None


def account_events(user, account, *, limit=20) -> list[AccountEvent]:
    """The latest changes on an account with who made them (the Membership tab's history)."""
    return list(account_events_for(user).filter(account=account).select_related("actor")[:limit])


def academic_year(day: date) -> int:
    """2025 is August 2025 to July 2026 (as BURSTS rolls its figures up)."""
    return day.year if day.month >= 8 else day.year - 1


def account_figures(user, account, *, today: date | None = None) -> dict:
    """What GET accounts/{id} counts (spec 1 §3 Account), in one query whatever the
    account holds: its training items and home-learning children; its school users'
    and its children's sign-ins (the count and the latest, from the sign-in record each
    user keeps: User.total_logins and last_login); and BURSTS minutes and active children
    this academic year and last (the SchoolYear rollups)."""
    year = academic_year(today or timezone.localdate())

    def of_users(kind, value):
        rows = users_for(user).filter(account=OuterRef("pk"), kind=kind).order_by().values("account")
        return Subquery(rows.annotate(v=value).values("v"))

    def counted(qs):
        rows = qs.filter(account=OuterRef("pk")).order_by().values("account").annotate(n=Count("pk")).values("n")
        return Coalesce(Subquery(rows, output_field=IntegerField()), 0)

    def bursts(academic, field):
        rows = SchoolYear.objects.filter(account=OuterRef("pk"), academic_year=academic).values(field)[:1]
        return Coalesce(Subquery(rows), 0)

    return (
        accounts_for(user)
        .filter(pk=account.pk)
        .annotate(
            total_training=counted(training_for(user)),
            total_home=counted(users_for(user).filter(kind=User.Kind.HOME)),
            account_logins=Coalesce(of_users(User.Kind.ACCOUNT, Sum("total_logins")), 0, output_field=IntegerField()),
            last_account_login=of_users(User.Kind.ACCOUNT, Max("last_login")),
            home_logins=Coalesce(of_users(User.Kind.HOME, Sum("total_logins")), 0, output_field=IntegerField()),
            last_home_login=of_users(User.Kind.HOME, Max("last_login")),
            seconds_now=bursts(year, "seconds"),
            active_now=bursts(year, "active"),
            seconds_before=bursts(year - 1, "seconds"),
            active_before=bursts(year - 1, "active"),
        )
        .values(
            "total_training",
            "total_home",
            "account_logins",
            "last_account_login",
            "home_logins",
            "last_home_login",
            "seconds_now",
            "active_now",
            "seconds_before",
            "active_before",
        )  # fmt: skip
        .get()
    )


def bursts_not_approved(account: Account) -> str:
    """Spec 1 §8, with the provider's message when it gave one."""
    message = NOT_APPROVED.format(product="BURSTS")
    return f"{message}: {account.wonde_message}" if account.wonde_message else message
