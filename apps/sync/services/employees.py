"""Staff from the MIS (spec 1 §3 sync-service employee, §4 sync items and temporary users,
§6 synced users' names and emails come from the MIS): applying pages of employees and
deletions, making users not found temporary, inviting one employee or all of them."""

from collections import Counter
from datetime import timedelta

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from apps.access.scoping import emails_in_other_accounts, employees_for, users_for
from apps.accounts.models import Account, AuditKind
from apps.accounts.services import account_event_record
from apps.sync.models import Employee
from apps.sync.selectors.cards import Card, cards_for
from apps.sync.services import constants as c
from apps.users.models import User
from apps.users.services import token_issue

FIELDS = ("title", "first_name", "last_name", "email")


def employee_fields(row: dict) -> dict:
    """The MIS record, cut to what the product keeps (models.Employee says why)."""
    emails = (((row.get("contact_details") or {}).get("data") or {}).get("emails")) or {}
    email = str(emails.get("primary") or emails.get("email") or emails.get("work") or "").strip().lower()
    return {
        "title": str(row.get("title") or "")[:20],
        "first_name": str(row.get("forename") or "")[:100],
        "last_name": str(row.get("surname") or "")[:100],
        "email": email[:254],
    }


def _school_users(account):
    return User.objects.filter(account=account, kind=User.Kind.ACCOUNT)


def _audit(account, acting_user, kind, user):
    account_event_record(account=account, acting_user=acting_user, action=kind,
                         detail={"user": user.pk, "email": user.email or ""})  # fmt: skip


def employees_apply(*, account: Account, rows: list[dict]) -> Counter:
    """One page of employees from the MIS: new ones created, changed ones updated, and
    the users linked to them given the MIS's names and email. Runs inside the caller's
    transaction (a page is applied whole or not at all)."""
    counts = Counter()
    by_id = {}
    for row in rows:
        if isinstance(row, dict) and row.get("id"):
            by_id[str(row["id"])[:50]] = employee_fields(row)
    existing = {e.wonde_id: e for e in Employee.objects.filter(account=account, wonde_id__in=list(by_id))}
    new, changed = [], []
    for wonde_id, fields in by_id.items():
        employee = existing.get(wonde_id)
        if employee is None:
            new.append(Employee(account=account, wonde_id=wonde_id, **fields))
        elif any(getattr(employee, k) != v for k, v in fields.items()) or employee.left:
            for key, value in fields.items():
                setattr(employee, key, value)
            employee.left = None  # restored in the MIS
            changed.append(employee)
        else:
            counts["unchanged"] += 1
    Employee.objects.bulk_create(new)
    Employee.objects.bulk_update(changed, [*FIELDS, "left"])
    counts["created"] += len(new)
    counts["updated"] += len(changed)
    counts.update(_users_follow(account, [*new, *changed]))
    return counts


def _users_follow(account, employees) -> Counter:
    """Synced users take their names and email from the MIS; a user of the school whose
    email the MIS now has (a temporary user who corrected it, say) is linked again."""
    counts = Counter()
    if not employees:
        return counts
    ids = {e.wonde_id: e for e in employees}
    emails = {e.email: e for e in employees if e.email}
    users = list(_school_users(account).filter(Q(wonde_id__in=list(ids)) | Q(wonde_id="", email__in=list(emails))))
    taken = set(
        User.objects.filter(email__in=[e.email for e in employees if e.email])
        .exclude(pk__in=[u.pk for u in users])
        .values_list("email", flat=True)
    )
    for user in users:
        employee = ids.get(user.wonde_id) or emails[user.email]
        relinked = not user.wonde_id
        user.wonde_id = employee.wonde_id
        user.first_name = employee.first_name or user.first_name
        user.last_name = employee.last_name or user.last_name
        email = employee.email
        if (
            email
            and email != user.email
            and c.is_valid_email(email)
            and not c.is_personal(email)
            and email not in taken
        ):
            user.email = email
        if relinked and user.date_end_temp and not user.allow_temp:
            user.date_end_temp = None
            counts["relinked"] += 1
            _audit(account, None, AuditKind.SYNC_LINKED, user)
    User.objects.bulk_update(users, ["wonde_id", "first_name", "last_name", "email", "date_end_temp"])
    return counts


def employees_leave(*, account: Account, wonde_ids: list[str]) -> int:
    """Deletions from the MIS: the employees are marked as leavers and their users become
    temporary (listed for the school admin; removed only after the grace period)."""
    Employee.objects.filter(account=account, wonde_id__in=wonde_ids, left=None).update(left=timezone.now())
    return users_flag_unmatched(account=account)


def staff_users(account: Account):
    """The school's users a sync may make temporary: not disabled, not already temporary,
    not approved as non-sync (the guard's whole, for its share)."""
    return _school_users(account).filter(allow_temp=False, date_end_temp=None).exclude(status=User.Status.DISABLED)


def users_unmatched(*, account: Account, leaving=()) -> list[User]:
    """Who users_flag_unmatched would make temporary once the employees `leaving` have
    left: the guard reads this before anything is changed."""
    current = Employee.objects.filter(account=account, left=None).exclude(wonde_id__in=list(leaving))
    return list(staff_users(account).exclude(wonde_id__in=current.values("wonde_id")))


def users_flag(*, account: Account, users: list[User], today=None, acting_user=None) -> int:
    """Make these users temporary (30 days' grace), each audited (by the person who applied
    a held sync, or by the sync)."""
    today = today or timezone.localdate()
    for user in users:
        user.wonde_id = ""  # a leaver's link ends with them
        user.date_end_temp = today + timedelta(days=c.TEMP_GRACE_DAYS)
        _audit(account, acting_user, AuditKind.SYNC_FLAGGED, user)
    User.objects.bulk_update(users, ["wonde_id", "date_end_temp"])
    return len(users)


def users_flag_unmatched(*, account: Account, today=None) -> int:
    """Spec 1 §4: a user of a synced account not found among its employees becomes
    temporary (30 days' grace) unless approved as non-sync. Already temporary users keep
    their date, so running this twice changes nothing."""
    return users_flag(account=account, users=users_unmatched(account=account), today=today)


def cards(account: Account, employees: list[Employee], user) -> list[Card]:
    emails = [e.email for e in employees]
    school_users = users_for(user).filter(account=account, kind=User.Kind.ACCOUNT)  # the acting user's reach
    return cards_for(employees, school_users, emails_in_other_accounts(account, emails))


def _invite(account, card: Card, acting_user) -> User:
    employee = card.employee
    if card.state == "link":  # already a user here by that address: link them, no new invite
        user = User.objects.get(pk=card.user_id)
        user.wonde_id, user.date_end_temp = employee.wonde_id, None
        user.first_name, user.last_name = employee.first_name or user.first_name, employee.last_name or user.last_name
        user.save(update_fields=["wonde_id", "date_end_temp", "first_name", "last_name"])
        _audit(account, acting_user, AuditKind.SYNC_LINKED, user)
        return user
    user = User(kind=User.Kind.ACCOUNT, account=account, email=employee.email, first_name=employee.first_name,
                last_name=employee.last_name, wonde_id=employee.wonde_id, status=User.Status.INVITED)  # fmt: skip
    user.set_unusable_password()
    user.save()
    token_issue(user=user, purpose="invite")
    _audit(account, acting_user, AuditKind.SYNC_INVITED, user)
    return user


@transaction.atomic
def employee_invite(*, account: Account, employee: Employee, acting_user: User) -> User:
    """Invite one employee (POST wonde/{wondeId}/employees/{employeeWondeId}); refused
    with the card's own message when the card says why not."""
    (card,) = cards(account, [employee], acting_user)
    if not card.can_invite:
        raise ValidationError(card.message or c.ALREADY_INVITED)
    return _invite(account, card, acting_user)


@transaction.atomic
def employees_invite_all(*, account: Account, acting_user: User) -> str:
    """Sync all (POST wonde/{wondeId}/employees): every employee whose card allows it is
    invited or linked, all or none; the answer says how many and why the rest were not."""
    employees = list(employees_for(acting_user).filter(account=account, left=None))
    results = Counter()
    for card in cards(account, employees, acting_user):
        if card.can_invite:
            _invite(account, card, acting_user)
            results["invited" if card.state == "ready" else "linked"] += 1
        elif card.synced:
            results["already"] += 1
        else:
            results["refused"] += 1
    return sync_all_message(results)


def sync_all_message(results: Counter) -> str:
    """E.g. "Staff synced: 12 invited, 3 already synced, 2 could not be invited (see their cards)."."""
    parts = [f"{results['invited']} invited"]
    if results["linked"]:
        parts.append(f"{results['linked']} linked to existing users")
    if results["already"]:
        parts.append(f"{results['already']} already synced")
    if results["refused"]:
        parts.append(f"{results['refused']} could not be invited (see their cards)")
    return "Staff synced: " + ", ".join(parts) + "."
