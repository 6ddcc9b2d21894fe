"""Writes and reads of home-learning children (spec 1 §2 Home Learning, §5 Child import
file and Add children rows): preview an import (django-import-export's dry run), create
the valid rows in one transaction, a new password, delete. Audited on the account."""

from dataclasses import dataclass, field

import tablib
from django.core import signing
from django.core.exceptions import ValidationError
from django.db import transaction

from apps.access import rules as can
from apps.access.scoping import users_for
from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.myaccount.services.import_file import HEADERS, MAX_ROWS
from apps.myaccount.services.resources import HomeChildResource, children_xlsx
from apps.users.models import User
from apps.users.services import home_credentials

SIGNING_SALT = "home-children-import"
PREVIEW_MAX_AGE = 3600


@dataclass
class ChildRow:
    number: int
    first_name: str
    last_name: str
    home_group: str
    errors: dict[str, list[str]] = field(default_factory=dict)

    @property
    def valid(self):
        return not self.errors


class ChildRowsRefused(ValidationError):
    """Rows in error, so no child was created (all or none): carries every row with its errors."""

    def __init__(self, rows: list[ChildRow]):
        self.rows = rows
        super().__init__({f"row {r.number}": [m for ms in r.errors.values() for m in ms] for r in rows if not r.valid})


def children_of(user, account):
    return users_for(user).filter(account=account, kind=User.Kind.HOME)


def _existing_keys(user, account):
    rows = children_of(user, account).values_list("first_name", "last_name", "home_group")
    return {(first.casefold(), last.casefold(), group.casefold()) for first, last, group in rows}


def dataset_of(rows) -> tablib.Dataset:
    dataset = tablib.Dataset(headers=list(HEADERS))
    for row in rows[: MAX_ROWS + 1]:
        dataset.append([str(v or "")[:1000] for v in list(row)[:3]] + [""] * (3 - len(list(row)[:3])))
    return dataset


def children_preview(*, user, account, dataset: tablib.Dataset) -> list[ChildRow]:
    """Every row with its errors; nothing is written (the resource's dry run)."""
    resource = HomeChildResource(account=account, existing_keys=_existing_keys(user, account))
    result = resource.import_data(dataset, dry_run=True, use_transactions=False, raise_errors=False)
    invalid = {row.number: row.error.message_dict for row in result.invalid_rows}
    if result.has_errors():
        raise ValidationError(text.FILE_UNREADABLE)
    return [
        ChildRow(n, *(str(v or "") for v in values), errors=invalid.get(n, {}))
        for n, values in enumerate(dataset, start=1)
    ]


def preview_token(rows: list[ChildRow], *, user, account) -> str:
    """The previewed rows, signed, so the commit creates exactly what was shown."""
    data = [[r.first_name, r.last_name, r.home_group] for r in rows]
    return signing.dumps({"a": account.pk, "u": user.pk, "rows": data}, salt=SIGNING_SALT, compress=True)


def preview_rows(token: str, *, user, account) -> list[list[str]]:
    try:
        data = signing.loads(token, salt=SIGNING_SALT, max_age=PREVIEW_MAX_AGE)
    except signing.BadSignature:
        raise ValidationError(text.FILE_UNREADABLE) from None
    if data.get("a") != account.pk or data.get("u") != user.pk:
        raise ValidationError(text.FILE_UNREADABLE)
    return data["rows"]


@transaction.atomic
def children_create(*, acting_user, account, dataset: tablib.Dataset, only_valid=True) -> list[tuple[User, str]]:
    """Creates the valid rows (all of them, or none when `only_valid` is False and any row
    is in error) in one transaction: generated usernames and passwords, the password both
    hashed and encrypted. Returns (child, password) per new child.
    The account's row is locked first (issue 24): a parallel copy of the same rows waits,
    then finds them already listed, so ten identical requests add each child once."""
    type(account).objects.select_for_update().filter(pk=account.pk).values_list("pk", flat=True).first()
    preview = children_preview(user=acting_user, account=account, dataset=dataset)
    if not only_valid and any(not r.valid for r in preview):
        raise ChildRowsRefused(preview)
    valid = dataset_of([[r.first_name, r.last_name, r.home_group] for r in preview if r.valid])
    if not len(valid):
        raise ValidationError(text.FILE_EMPTY)
    resource = HomeChildResource(account=account, existing_keys=_existing_keys(acting_user, account))
    result = resource.import_data(valid, dry_run=False, use_transactions=True, raise_errors=False)
    if result.has_errors() or result.has_validation_errors():
        raise ValidationError(text.REQUEST_FAILED)  # the transaction is rolled back: nothing written
    created = resource.created
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.HOME_ADDED,
                         detail={"count": len(created)})  # fmt: skip
    # bulk_create may not set primary keys on every database: read them back by username.
    ids = dict(children_of(acting_user, account).filter(username__in=[c.username for c, _ in created])
               .values_list("username", "pk"))  # fmt: skip
    for child, _ in created:
        child.pk = ids.get(child.username)
    return created


SHOWN_NAMES = 20  # usernames written out in the history line; every id is in the detail


def home_passwords_shown(*, acting_user, account, children, via: str) -> dict[int, str]:
    """The displayed passwords of these children ({child id: password}), each showing
    recorded on the account (who, when, which children and how: page, api, export,
    created). Empty, and nothing recorded, for anyone who may not see them (issue 23)."""
    children = [c for c in children if c.home_password]
    if not children or not can.can_see_home_passwords(acting_user, account):
        return {}
    names = [c.username or str(c.pk) for c in children]
    shown = ", ".join(names[:SHOWN_NAMES])
    if len(names) > SHOWN_NAMES:
        shown += f" and {len(names) - SHOWN_NAMES} more"
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.HOME_PASSWORDS_SHOWN,
                         detail={"count": len(children), "via": via, "names": shown,
                                 "ids": [c.pk for c in children]})  # fmt: skip
    return {c.pk: home_credentials.decrypt(c.home_password) for c in children}


def home_children_export(*, acting_user, account, queryset) -> bytes:
    """The xlsx of these children: with their passwords (the export recorded) for those who
    may see them, without the column for everyone else (issue 23)."""
    rows = list(queryset.only("first_name", "last_name", "home_group", "username", "home_password", "account_id"))
    passwords = None
    if can.can_see_home_passwords(acting_user, account):
        passwords = home_passwords_shown(acting_user=acting_user, account=account, children=rows, via="export")
    return children_xlsx(rows, passwords)


@transaction.atomic
def child_new_password(*, acting_user, child: User, password: str = "") -> str:
    password = password or home_credentials.new_password()
    child.password = home_credentials.password_hash(password)
    child.home_password = home_credentials.encrypt(password)
    child.save(update_fields=["password", "home_password"])
    account_event_record(account=child.account, acting_user=acting_user, action=AuditKind.HOME_PASSWORD,
                         detail={"user": child.pk, "username": child.username})  # fmt: skip
    return password
