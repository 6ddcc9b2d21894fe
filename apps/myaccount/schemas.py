"""Shapes of My Account's calls (spec 1 §3 User, Bulk invite row, Child import row,
Training item, Purchase payload)."""

from datetime import date, datetime

from ninja import Field, Schema


class AccountUserOut(Schema):
    id: int
    uid: str
    accountId: int | None
    kind: str
    firstName: str
    lastName: str
    role: str
    email: str | None
    username: str | None
    password: str | None = None
    group: str = ""
    status: int
    statusLabel: str
    admin: int
    leadPe: int
    leadBursts: int
    allowTemp: int
    dateEndTemp: date | None
    wondeId: str
    totalLogins: int
    lastLogin: datetime | None
    dateCreated: datetime
    synced: bool


class AccountUserIn(Schema):
    firstName: str | None = Field(None, max_length=100)
    lastName: str | None = Field(None, max_length=100)
    email: str | None = Field(None, max_length=254)
    admin: int | None = Field(None, ge=0, le=2)
    leadPe: int | None = Field(None, ge=0, le=1)
    leadBursts: int | None = Field(None, ge=0, le=1)
    allowTemp: int | None = Field(None, ge=0, le=1)


class InviteIn(Schema):
    email: str = Field(..., max_length=254)
    admin: int = Field(0, ge=0, le=2)


class InviteOut(Schema):
    email: str
    admin: int
    errors: list[str]


class ChildIn(Schema):
    firstName: str = Field("", max_length=1000)
    lastName: str = Field("", max_length=1000)
    group: str = Field("", max_length=1000)


class BulkDeleteIn(Schema):
    all: bool = False
    userIds: list[int] = Field(default_factory=list, max_length=5000)


def role_of(user) -> str:
    if user.is_home:
        return "Home learning"
    return {2: "Super admin", 1: "Admin"}.get(user.admin, "User")


def account_user_json(user, *, password: str | None = None) -> dict:
    return {
        "id": user.pk,
        "uid": str(user.uid),
        "accountId": user.account_id,
        "kind": user.kind,
        "firstName": user.first_name,
        "lastName": user.last_name,
        "role": role_of(user),
        "email": user.email,
        "username": user.username,
        "password": password,
        "group": getattr(user, "home_group", "") or "",
        "status": user.status,
        "statusLabel": user.get_status_display(),
        "admin": user.admin,
        "leadPe": int(user.lead_pe),
        "leadBursts": int(user.lead_bursts),
        "allowTemp": int(user.allow_temp),
        "dateEndTemp": user.date_end_temp,
        "wondeId": user.wonde_id,
        "totalLogins": user.total_logins,
        "lastLogin": user.last_login,
        "dateCreated": user.date_created,
        "synced": user.is_synced,
    }


class TrainingOut(Schema):
    id: int
    group: str
    statusLabel: str
    modeLabel: str
    title: str
    subtitle: str
    info: str
    tutor: dict
    bookingContact: dict
    participant: str
    timetableReceived: bool
    link: str
    bookUrl: str
    startDate: date | None
    endDate: date | None
    completionDate: date | None
    expired: bool
    soon: bool
    ruActive: bool
    ruComplete: bool


def training_json(item) -> dict:
    return {
        "id": item.pk,
        "group": item.group,
        "statusLabel": item.status_label,
        "modeLabel": item.mode_label,
        "title": item.title,
        "subtitle": item.subtitle,
        "info": item.info,
        "tutor": {"name": item.tutor_name, "email": item.tutor_email},
        "bookingContact": {"email": item.booking_email},
        "participant": item.participant,
        "timetableReceived": item.timetable_received,
        "link": item.link,
        "bookUrl": item.book_url,
        "startDate": item.start_date,
        "endDate": item.end_date,
        "completionDate": item.completion_date,
        "expired": item.expired,
        "soon": item.soon,
        "ruActive": item.ru_active,
        "ruComplete": item.ru_complete,
    }


class ChildAccountIn(Schema):
    id: int
    email: str = Field("", max_length=254)


class FinanceIn(Schema):
    firstName: str = Field(..., max_length=100)
    lastName: str = Field(..., max_length=100)
    email: str = Field(..., max_length=254)


class PurchaseIn(Schema):
    """Spec 1 §3 Purchase payload."""

    childAccounts: list[ChildAccountIn] = Field(default_factory=list, max_length=500)
    accountId: int | None = None
    length: int
    finance: FinanceIn
    poNumber: str = Field("", max_length=50)


class TrialCancelIn(Schema):
    reason: str = Field(..., max_length=200)
    reason2: str = Field("", max_length=1000)
