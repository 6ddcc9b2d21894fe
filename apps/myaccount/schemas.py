"""Shapes of My Account's calls (spec 1 §3 User, Bulk invite row, Child import row,
Training item, Purchase payload)."""

from datetime import date, datetime
from typing import Literal

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
    """Spec 1 §3 Bulk invite row."""

    email: str
    admin: int
    errors: list[str]


class InvitesRefusedOut(Schema):
    """A bulk invite with a row in error: nobody invited, every row with its reason (a
    body that is not a list of rows at all has no `rows`: the usual error shape)."""

    message: str
    level: str
    status: int
    errors: dict[str, list[str]] = Field(default_factory=dict)
    rows: list[InviteOut] | None = None


class ChildIn(Schema):
    firstName: str = Field("", max_length=1000)
    lastName: str = Field("", max_length=1000)
    group: str = Field("", max_length=1000)


class ChildAddedOut(AccountUserOut):
    """Spec 1 §3 Child import row, as a result: the new child with username and password."""

    errors: list[str] = Field(default_factory=list)


class ChildRowOut(Schema):
    """Spec 1 §3 Child import row not imported: the row as read and why."""

    firstName: str
    lastName: str
    group: str
    username: str | None = None
    password: str | None = None
    errors: list[str]


class ChildrenRefusedOut(Schema):
    """An import or bulk add with a row in error: no child added, every row with its reason
    (a file or body that cannot be read has no `rows`: the usual error shape)."""

    message: str
    level: str
    status: int
    errors: dict[str, list[str]] = Field(default_factory=dict)
    rows: list[ChildRowOut] | None = None


class BulkDeleteIn(Schema):
    all: bool = False
    userIds: list[int] = Field(default_factory=list, max_length=5000)


class DeletedOut(Schema):
    """DELETE users/account/bulk and users/home/bulk: how many users were removed."""

    deleted: int


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


class TutorIn(Schema):
    name: str = Field("", max_length=100)
    email: str = Field("", max_length=254)


class BookingContactIn(Schema):
    email: str = Field("", max_length=254)


class TrainingIn(Schema):
    """PUT training/{id} (and POST training with accountId): the item's fields as staff
    edit them on the account's Training tab; the same checks as that form. RiseUp's
    ruActive and ruComplete are the course platform's, not set here."""

    title: str = Field(..., min_length=1, max_length=200)
    subtitle: str = Field("", max_length=200)
    group: Literal["learning", "scheduled", "pending", "completed"] = "learning"
    statusLabel: str = Field("", max_length=50)
    modeLabel: str = Field("", max_length=50)
    info: str = Field("", max_length=2000)
    participant: str = Field("", max_length=200)
    tutor: TutorIn = Field(default_factory=TutorIn)
    bookingContact: BookingContactIn = Field(default_factory=BookingContactIn)
    link: str = Field("", max_length=200)
    bookUrl: str = Field("", max_length=200)
    startDate: date | None = None
    endDate: date | None = None
    completionDate: date | None = None
    timetableReceived: bool = False


class TrainingCreateIn(TrainingIn):
    accountId: int


def training_form_data(payload: TrainingIn) -> dict:
    """The payload as the Training form's fields (one set of rules for page and API)."""
    return {
        "title": payload.title, "subtitle": payload.subtitle, "group": payload.group,
        "status_label": payload.statusLabel, "mode_label": payload.modeLabel, "info": payload.info,
        "participant": payload.participant, "tutor_name": payload.tutor.name, "tutor_email": payload.tutor.email,
        "booking_email": payload.bookingContact.email, "link": payload.link, "book_url": payload.bookUrl,
        "start_date": payload.startDate, "end_date": payload.endDate, "completion_date": payload.completionDate,
        "timetable_received": payload.timetableReceived,
    }  # fmt: skip


# The form's names as the payload's, for the errors.
TRAINING_NAMES = {"tutor_name": "tutor.name", "tutor_email": "tutor.email", "booking_email": "bookingContact.email"}


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


class PurchaseOut(Schema):
    """POST membership/{product}-purchase: the order placed, and whether it ended a trial."""

    result: Literal["success", "trial-ended"]
    order: int
    price: int


class TrialEndedOut(Schema):
    """POST membership/trial-cancel."""

    result: Literal["success"]
