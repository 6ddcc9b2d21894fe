"""An account's training (spec 1 §2 Training, §3 Training item): grouped for the page,
and staff's add, edit and delete (audited)."""

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.access.scoping import training_for, users_for
from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.myaccount.models import NOT_OWN_PARTICIPANT, TrainingItem
from apps.users.models import User


def training_groups(user, account) -> list[tuple[str, str, list[TrainingItem]]]:
    """My Learning, Scheduled, Pending, Completed, each with its items (one query)."""
    items = list(training_for(user).filter(account=account))
    return [(key, label, [i for i in items if i.group == key]) for key, label in TrainingItem.Group.choices]


def training_total(user, account) -> int:
    return training_for(user).filter(account=account).count()


def training_participants(user, account) -> list[str]:
    """Who can be a training item's participant: the account's own staff users (never
    another school's, nor home-learning children), by name, or email when nameless."""
    rows = (
        users_for(user)
        .filter(account=account, kind=User.Kind.ACCOUNT)
        .order_by("first_name", "last_name", "email")
        .values_list("first_name", "last_name", "email")
    )
    names = (f"{first} {last}".strip() or (email or "") for first, last, email in rows)
    return list(dict.fromkeys(name for name in names if name))


@transaction.atomic
def training_save(*, acting_user, account, item: TrainingItem) -> TrainingItem:
    """Saves a training item of the account; its participant must be one of the
    account's own users (ValidationError on "participant" otherwise)."""
    item.account = account
    if item.participant and item.participant not in training_participants(acting_user, account):
        raise ValidationError({"participant": NOT_OWN_PARTICIPANT})
    item.full_clean()
    item.save()
    account_event_record(account=account, acting_user=acting_user, action=AuditKind.TRAINING_SAVED,
                         detail={"training": item.pk, "title": item.title})  # fmt: skip
    return item


@transaction.atomic
def training_delete(*, acting_user, item: TrainingItem) -> None:
    account_event_record(account=item.account, acting_user=acting_user, action=AuditKind.TRAINING_DELETED,
                         detail={"training": item.pk, "title": item.title})  # fmt: skip
    item.delete()
