"""The end of the temporary users' grace (spec 1 §4, §9: 30 days): removed by the daily
task, each removal audited and counted in a report the school admin and staff see."""

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.sync.models import SyncRun
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
