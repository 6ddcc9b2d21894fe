"""An account's training (spec 1 §2 Training, §3 Training item): grouped for the page,
and staff's add, edit and delete (audited)."""

from django.db import transaction

from apps.access.scoping import training_for
from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.myaccount.models import TrainingItem


def training_groups(user, account) -> list[tuple[str, str, list[TrainingItem]]]:
    """My Learning, Scheduled, Pending, Completed, each with its items (one query)."""
    items = list(training_for(user).filter(account=account))
    return [(key, label, [i for i in items if i.group == key]) for key, label in TrainingItem.Group.choices]


def training_total(user, account) -> int:
    return training_for(user).filter(account=account).count()


@transaction.atomic
def training_save(*, acting_user, account, item: TrainingItem) -> TrainingItem:
    item.account = account
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
