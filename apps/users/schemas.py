from datetime import date, datetime
from typing import Literal

from ninja import Schema

from apps.accounts.models import Account


class AccountBrief(Schema):
    id: int
    name: str
    status: int
    statusLabel: str
    accountType: Literal[tuple(Account.Type.labels)]  # the spec's spelling (spec 1 §9)
    frozen: bool
    isPartner: bool
    hasBursts: bool
    hasHome: bool
    hasWonde: bool
    access: dict[str, list[int]]
    accessProducts: list[str]


class UserOut(Schema):
    id: int
    uid: str
    kind: str
    firstName: str
    lastName: str
    name: str
    email: str | None
    username: str | None
    admin: int
    leadPe: bool
    leadBursts: bool
    allowTemp: bool
    dateEndTemp: date | None
    wondeId: str
    status: int
    statusLabel: str
    abilityChoices: dict
    showJukebox: bool
    lastVisited: dict | None
    totalLogins: int
    lastLogin: datetime | None
    dateCreated: datetime
    accountId: int | None
    dashboardPath: str
    hasBursts: bool
    hasHome: bool
    full: dict[str, bool]
    trial: dict[str, bool]
    account: AccountBrief | None


def user_out(user) -> dict:
    from apps.access.entitlements import user_access

    access = user_access(user)
    account = None
    if user.account_id:
        a = user.account
        account = {
            "id": a.pk,
            "name": a.name,
            "status": a.status,
            "statusLabel": a.status_label,
            "accountType": a.get_account_type_display(),  # the spec's spelling, as GET accounts/{id}
            "frozen": a.frozen,
            "isPartner": a.is_partner_account,
            "hasBursts": access.has_bursts,
            "hasHome": access.has_home,
            "hasWonde": a.has_wonde,
            "access": access.access,
            "accessProducts": list(access.access),
        }
    return {
        "id": user.pk,
        "uid": str(user.uid),
        "kind": user.kind,
        "firstName": user.first_name,
        "lastName": user.last_name,
        "name": user.name,
        "email": user.email,
        "username": user.username,
        "admin": user.admin,
        "leadPe": user.lead_pe,
        "leadBursts": user.lead_bursts,
        "allowTemp": user.allow_temp,
        "dateEndTemp": user.date_end_temp,
        "wondeId": user.wonde_id,
        "status": user.status,
        "statusLabel": user.get_status_display(),
        "abilityChoices": user.ability_choices,
        "showJukebox": user.show_jukebox,
        "lastVisited": user.last_visited,
        "totalLogins": user.total_logins,
        "lastLogin": user.last_login,
        "dateCreated": user.date_created,
        "accountId": user.account_id,
        "dashboardPath": access.dashboard_path,
        "hasBursts": access.has_bursts,
        "hasHome": access.has_home,
        "full": access.full,
        "trial": access.trial,
        "account": account,
    }
