"""The end of the temporary users' grace (spec 1 §4, §9: 30 days): removed by the daily
task, each removal audited and counted in a report the school admin and staff see.

Before the grace ends the school admin (or a staff admin) decides about each leaver on
the Temporary list: Remove now (removed at once as My Account removes a user, audited
there, and counted in a report line like the daily removal) or Keep (approved as a
non-sync user, as the Edit User form's checkbox does, and no longer temporary)."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account, AuditKind
from apps.accounts.services import account_event_record
from apps.myaccount.services import account_user_update, account_users_delete
from apps.sync.models import SyncRun
from apps.sync.services import constants as c
from apps.users.models import User


def _expired(today):
    return User.objects.filter(kind=User.Kind.ACCOUNT, date_end_temp__lt=today, allow_temp=False, wonde_id="")


@transaction.atomic
def temp_users_remove(*, today=None) -> int:
    """Removes every temporary user whose grace has ended; one report per school."""
    today = today or timezone.localdate()
    by_account: dict[int, list[User]] = {}
    for user in _expired(today).select_related("account").select_for_update(of=("self",)).order_by("account_id", "pk"):
        by_account.setdefault(user.account_id, []).append(user)
    for account_id, users in by_account.items():
        lines = []
        for user in users:
            account_event_record(account=user.account, acting_user=None, action=AuditKind.SYNC_TEMP_REMOVED,
                                 detail={"user": user.pk, "email": user.email or ""})  # fmt: skip
            lines.append(f"Removed {user.name or user.email} ({user.email}): not found in the MIS for 30 days.")
        User.objects.filter(pk__in=[u.pk for u in users]).delete()
        SyncRun.objects.create(account_id=account_id, kind=SyncRun.Kind.CLEANUP, status=SyncRun.Status.DONE,
                               finished=timezone.now(), counts={"removed": len(users)}, lines=lines)  # fmt: skip
    return sum(len(u) for u in by_account.values())


def _temporary(account: Account, user: User) -> User:
    """The user, locked, while still a temporary user of the account (ValidationError
    once someone else removed, kept or relinked them)."""
    locked = (
        User.objects.select_for_update()
        .filter(pk=user.pk, account=account, kind=User.Kind.ACCOUNT)
        .exclude(date_end_temp=None)
        .first()
    )
    if locked is None:
        raise ValidationError(c.NOT_TEMPORARY)
    return locked


@transaction.atomic
def temp_user_remove_now(*, account: Account, user: User, acting_user: User) -> SyncRun:
    """Remove now: the leaver goes at once, all or nothing. account_users_delete audits
    it (who, whom) and refuses PermissionDenied for one's own user; the report says it
    the way the daily removal does, with who confirmed it."""
    user = _temporary(account, user)
    name, email = user.name or user.email, user.email or ""
    account_users_delete(acting_user=acting_user, account=account, users=[user])
    by = acting_user.name or acting_user.email
    return SyncRun.objects.create(
        account=account, kind=SyncRun.Kind.CLEANUP, status=SyncRun.Status.DONE, started_by=acting_user,
        finished=timezone.now(), counts={"removed": 1},
        lines=[f"Removed {name} ({email}): not found in the MIS, removed before the end of the grace by {by}."],
    )  # fmt: skip


@transaction.atomic
def temp_user_keep(*, account: Account, user: User, acting_user: User) -> User:
    """Keep: approved as a non-sync user (allowTemp, through the Edit User form's own
    service, which audits the change) and no longer temporary, so the daily removal, the
    next sync and the warning modal leave them be. A user approved before through that
    form only loses the date here, audited the same way."""
    user = _temporary(account, user)
    was_allowed, date_end = user.allow_temp, user.date_end_temp
    user = account_user_update(acting_user=acting_user, user=user, allow_temp=True)
    user.date_end_temp = None
    user.save(update_fields=["date_end_temp"])
    if was_allowed:
        account_event_record(account=account, acting_user=acting_user, action=AuditKind.USER_UPDATED,
                             detail={"user": user.pk, "email": user.email or "",
                                     "changes": {"date_end_temp": [date_end.isoformat(), None]}})  # fmt: skip
    return user
