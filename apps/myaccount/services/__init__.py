"""Writes of My Account's users (spec 1 §5 user form and invite emails, §6): invite,
update, resend and delete, each audited on the account. The users' own rules (who may
do what) are the access layer's; these enforce what holds whoever asks."""

from dataclasses import dataclass, field

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction

from apps.accounts.models import Account, AuditKind
from apps.accounts.services import account_event_record
from apps.core import messages as text
from apps.privacy.services import home_children_erase
from apps.users.models import User
from apps.users.services import email_taken, token_issue
from apps.users.services.emails import invite_rule_errors, is_email


@dataclass
class InviteRow:
    email: str
    admin: int = 0
    errors: list[str] = field(default_factory=list)
    held: bool = False  # fine, but not sent because another row has an error (all or none)

    @property
    def reasons(self) -> list[str]:
        """Why the row was not invited: its own errors, or that another row held it back."""
        return self.errors or ([text.INVITE_HELD] if self.held else [])


def invite_rows_check(rows: list[InviteRow], *, rules_apply: bool) -> list[InviteRow]:
    """Each row's errors: not an address, already in use, personal or generic."""
    for row in rows:
        row.email = (row.email or "").strip().lower()
        row.admin = User.Admin.ADMIN if row.admin else User.Admin.USER
        row.errors = []
        if not is_email(row.email) or len(row.email) > 254:
            row.errors.append(text.INVALID_EMAIL)
            continue
        if email_taken(row.email):
            row.errors.append(text.EMAIL_TAKEN)
        if rules_apply:
            row.errors += invite_rule_errors(row.email)
    seen = set()
    for row in rows:
        if row.email in seen and text.EMAIL_TAKEN not in row.errors:
            row.errors.append(text.EMAIL_TAKEN)
        seen.add(row.email)
    return rows


@transaction.atomic
def account_users_invite(*, acting_user, account: Account, rows: list[InviteRow], rules_apply: bool):
    """Invites every row or none: with any row in error nothing is written and the rows
    come back with their errors, the good ones marked held (not sent because of the
    others). Each invited user gets the usual invite token and email."""
    if not rows:
        raise ValidationError({"emails": text.REQUIRED})
    invite_rows_check(rows, rules_apply=rules_apply)
    if any(row.errors for row in rows):
        for row in rows:
            row.held = not row.errors
        return rows, []
    invited = []
    for row in rows:
        user = User.objects.create_user(email=row.email, kind=User.Kind.ACCOUNT, account=account, admin=row.admin,
                                        status=User.Status.INVITED)  # fmt: skip
        user.set_unusable_password()
        user.save(update_fields=["password"])
        token_issue(user=user, purpose="invite")
        account_event_record(account=account, acting_user=acting_user, action=AuditKind.USER_INVITED,
                             detail={"user": user.pk, "email": user.email})  # fmt: skip
        invited.append(user)
    return rows, invited


@transaction.atomic
def account_user_resend_invite(*, acting_user, user: User) -> None:
    if user.status == User.Status.ACTIVE:
        raise ValidationError(text.ALREADY_REGISTERED)
    token_issue(user=user, purpose="invite")
    account_event_record(account=user.account, acting_user=acting_user, action=AuditKind.USER_INVITE_RESENT,
                         detail={"user": user.pk, "email": user.email})  # fmt: skip


def _clean_name(value, label):
    value = (value or "").strip()
    if not value:
        return None, text.REQUIRED
    if len(value) > 100:
        return None, text.MAX_LENGTH.format(n=100)
    if "\x00" in value:
        return None, text.VALIDATION_FAILED
    return value, None


def lead_role(*, admin: int, lead_pe: bool, lead_bursts: bool) -> tuple[int, bool]:
    """A lead (PE or BURSTS) is always an admin (spec 1 §5): the admin level a user with
    these flags has, and whether the role is locked to Admin. The Edit User form shows the
    lock as soon as a lead box is ticked; saving applies the same rule."""
    locked = bool(lead_pe or lead_bursts)
    return (max(admin, User.Admin.ADMIN) if locked else admin), locked


@transaction.atomic
def account_user_update(
    *,
    acting_user,
    user: User,
    first_name: str | None = None,
    last_name: str | None = None,
    email: str | None = None,
    admin: int | None = None,
    lead_pe: bool | None = None,
    lead_bursts: bool | None = None,
    allow_temp: bool | None = None,
) -> User:
    """The Edit User form (spec 1 §5): synced users keep their name and email; nobody
    changes their own admin level; a lead (PE or BURSTS) is always an admin; a super
    admin (2) chosen as Admin stays one; approved non-sync only for temporary users."""
    errors = {}
    before = {"name": user.name, "email": user.email, "admin": user.admin, "lead_pe": user.lead_pe,
              "lead_bursts": user.lead_bursts, "allow_temp": user.allow_temp}  # fmt: skip
    if not user.is_synced:
        for name, value in (("first_name", first_name), ("last_name", last_name)):
            if value is None:
                continue
            clean, error = _clean_name(value, name)
            if error:
                errors[name] = error
            else:
                setattr(user, name, clean)
        if email is not None:
            email = email.strip().lower()
            if not email:
                errors["email"] = text.REQUIRED
            elif not is_email(email) or len(email) > 254:
                errors["email"] = text.INVALID_EMAIL
            elif email != (user.email or "") and email_taken(email, exclude=user):
                errors["email"] = text.EMAIL_TAKEN
            else:
                user.email = email
    if lead_pe is not None:
        user.lead_pe = bool(lead_pe)
    if lead_bursts is not None:
        user.lead_bursts = bool(lead_bursts)
    if admin is not None and user.pk != acting_user.pk:
        user.admin = User.Admin.USER if not admin else max(user.admin, User.Admin.ADMIN)
    user.admin, _ = lead_role(admin=user.admin, lead_pe=user.lead_pe, lead_bursts=user.lead_bursts)
    if allow_temp is not None and user.date_end_temp:
        user.allow_temp = bool(allow_temp)
    if errors:
        raise ValidationError(errors)
    user.save()
    after = {"name": user.name, "email": user.email, "admin": user.admin, "lead_pe": user.lead_pe,
             "lead_bursts": user.lead_bursts, "allow_temp": user.allow_temp}  # fmt: skip
    changes = {k: [before[k], after[k]] for k in before if before[k] != after[k]}
    if changes:
        account_event_record(account=user.account, acting_user=acting_user, action=AuditKind.USER_UPDATED,
                             detail={"user": user.pk, "email": user.email, "changes": changes})  # fmt: skip
    return user


@transaction.atomic
def account_users_delete(*, acting_user, account: Account, users: list[User]) -> int:
    """Deletes all the given users of the account or none (nobody deletes themself)."""
    if not users:
        raise ValidationError({"userIds": text.ANY_ONE})
    if any(u.pk == acting_user.pk for u in users):
        raise PermissionDenied(text.CANNOT_DELETE_SELF)
    if any(u.account_id != account.pk for u in users):
        raise PermissionDenied
    if all(u.is_home for u in users):
        # Deleting home-learning children erases them (issue 24): their users and what hangs on
        # them, and their names and usernames from the history; the row names nobody.
        home_children_erase(account=account, users=users, acting_user=acting_user)
        account_event_record(account=account, acting_user=acting_user, action=AuditKind.HOME_DELETED,
                             detail={"count": len(users)})  # fmt: skip
        return len(users)
    names = ", ".join(u.name or u.email or u.username or "" for u in users[:20])
    kind = AuditKind.USERS_DELETED
    account_event_record(account=account, acting_user=acting_user, action=kind,
                         detail={"count": len(users), "names": names, "users": [u.pk for u in users]})  # fmt: skip
    User.objects.filter(pk__in=[u.pk for u in users], account=account).delete()
    return len(users)
