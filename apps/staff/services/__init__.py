"""Internal staff users (/create, spec 1 §2 Create Users, §5 invite emails and user
form, §6 roles)."""

import secrets
from dataclasses import dataclass, field

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.http import QueryDict

from apps.accounts.models import AuditKind
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.staff.filters import accounts_filtered
from apps.staff.services import export
from apps.staff.tasks import export_accounts
from apps.users.models import User
from apps.users.services import email_taken, token_issue
from apps.users.services.emails import invite_count_check, invite_rule_errors


def _audit(acting_user, kind, user):
    """Staff users belong to no account: the row names the user it was about."""
    account_event_record(
        account=None, acting_user=acting_user, action=kind, detail={"user": user.pk, "email": user.email}
    )


@dataclass
class InviteRow:
    email: str
    admin: int
    errors: list[str] = field(default_factory=list)


@transaction.atomic
def staff_invite(*, acting_user: User, emails: list[str], admin: int) -> list[InviteRow]:
    """Creates an invited staff user per new address and sends each an invitation
    (after commit). Addresses already in use come back with "Email not available";
    personal and generic addresses are refused unless a super admin invites."""
    if not emails:
        raise ValidationError({"emails": text.REQUIRED})
    try:
        invite_count_check(len(emails))
    except ValidationError as error:
        raise ValidationError({"emails": error.messages}) from None
    rows = []
    rules_apply = acting_user.admin != User.Admin.SUPER
    for email in emails:
        row = InviteRow(email=email, admin=admin)
        if email_taken(email):
            row.errors.append(text.EMAIL_TAKEN)
        if rules_apply:
            row.errors += invite_rule_errors(email)
        if not row.errors:
            user = User.objects.create_user(email=email, kind=User.Kind.CREATE, admin=admin,
                                            status=User.Status.INVITED)  # fmt: skip
            user.set_unusable_password()
            user.save(update_fields=["password"])
            token_issue(user=user, purpose="invite")
            _audit(acting_user, AuditKind.STAFF_INVITED, user)
        rows.append(row)
    return rows


@transaction.atomic
def staff_resend_invite(*, acting_user: User, user: User) -> None:
    if user.status == User.Status.ACTIVE:
        raise ValidationError(text.ALREADY_REGISTERED)
    token_issue(user=user, purpose="invite")
    _audit(acting_user, AuditKind.STAFF_INVITE_RESENT, user)


@transaction.atomic
def staff_update(*, acting_user: User, user: User, first_name: str, last_name: str, email: str, admin: int) -> User:
    """Name, email and admin level. Nobody changes their own admin level; a super
    admin chosen as Admin stays a super admin."""
    email = (email or "").strip().lower()
    if email != (user.email or "") and email_taken(email, exclude=user):
        raise ValidationError({"email": text.EMAIL_TAKEN})
    user.first_name, user.last_name, user.email = first_name.strip(), last_name.strip(), email
    if user.pk != acting_user.pk:
        user.admin = User.Admin.USER if not admin else max(user.admin, User.Admin.ADMIN)
    user.save(update_fields=["first_name", "last_name", "email", "admin"])
    _audit(acting_user, AuditKind.STAFF_UPDATED, user)
    return user


@transaction.atomic
def staff_delete(*, acting_user: User, user: User) -> None:
    if user.pk == acting_user.pk:
        raise PermissionDenied("You cannot delete yourself.")
    _audit(acting_user, AuditKind.STAFF_DELETED, user)
    user.delete()


# Exports of the accounts list ---------------------------------------------------


def export_job_start(*, user, query: str, total: int) -> str:
    """Queues the export of the accounts matching `query` (a query string) for `user`."""
    job = secrets.token_urlsafe(12)
    export.export_job_set(job, user=user.pk, state="running", done=0, total=total, path="")
    export_accounts.delay(job, query)
    return job


def accounts_export_begin(*, user, query: str):
    """The export of the accounts list's current filter (a query string): (file, None) with
    the xlsx for up to THRESHOLD accounts, else (None, job) for a background job."""
    qs = accounts_filtered(user, QueryDict(query))
    total = qs.count()
    if total > export.THRESHOLD:
        return None, export_job_start(user=user, query=query, total=total)
    return export.accounts_xlsx(qs), None
