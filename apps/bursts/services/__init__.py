"""BURSTS writes: classes, children and contacts (spec 2 §4). Each runs in one
transaction, writes an audit row and sends emails only after commit."""

import secrets
from datetime import date

from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.access.scoping import contacts_for
from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.bursts.models import SENSITIVE_FIELDS, ChildRead, Contact, Group, GroupTeacher, Student, usual_year
from apps.bursts.selectors.links import connect_url, parents_join_url
from apps.core import messages as text
from apps.core.emails import email_queue
from apps.core.repeats import once, repeat_key
from apps.privacy.services import child_erase, children_erase

# A child's Unique Code, for every new child (page, API, MIS import, demo): 8 characters
# drawn at random from 32 that cannot be misread (no 0/O or 1/I), so a parent can copy it
# from a letter or have it read out. The older demo codes (school letters, year, seat and 3
# digits: "OAK006631") said which school and class a child is in and left 900 guesses
# per child; the ones already given out keep working (see `recording.contact_connect`).
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8


def _audit(*, account, acting_user, kind, **detail):
    AccountEvent.objects.create(account=account, actor=acting_user, action=kind, detail=detail)


def new_code(rng=None) -> str:
    """A new Unique Code; `rng` only for seeded demo data (the default draws securely)."""
    choose = rng.choice if rng is not None else secrets.choice
    return "".join(choose(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def can_reinvite(group: Group, today: date) -> bool:
    """Once a day per class (spec 2 §5): no invite date yet, or one before today."""
    return group.date_invited is None or group.date_invited < today


@transaction.atomic
def group_update(*, group: Group, acting_user, name: str, subject: str = "", description: str = "") -> Group:
    group.name, group.subject, group.description = name, subject, description
    group.full_clean(exclude=["account", "teachers"])
    group.save(update_fields=["name", "subject", "description"])
    _audit(account=group.account, acting_user=acting_user, kind=AuditKind.BURSTS_CLASS_UPDATED, name=name)
    return group


def child_reads_record(*, account: Account, reader, kind: str, where: str, students, fields=SENSITIVE_FIELDS):
    """Records a read of children's sensitive fields, or an export holding children (issue
    23): who, when, which children, which fields. Nothing when no child was read."""
    ids = sorted({getattr(s, "pk", s) for s in students})
    if not ids:
        return None
    return ChildRead.objects.create(account=account, reader=reader if getattr(reader, "pk", None) else None,
                                    kind=kind, where=where[:200], student_ids=ids, fields=list(fields))  # fmt: skip


@transaction.atomic
def group_teacher_connect(*, group: Group, teacher, acting_user) -> GroupTeacher:
    """The school's admin connects a teacher of the school to the class (issue 23): the
    teacher then sees its children. The caller found the teacher among teacher_choices."""
    if teacher.account_id != group.account_id or teacher.kind != teacher.Kind.ACCOUNT:
        raise ValidationError(text.TEACHER_NOT_OF_SCHOOL)
    link, created = GroupTeacher.objects.get_or_create(group=group, user=teacher)
    if created:
        _audit(account=group.account, acting_user=acting_user, kind=AuditKind.BURSTS_TEACHER_CONNECTED,
               teacher=teacher.name or teacher.email, name=group.name)  # fmt: skip
    return link


@transaction.atomic
def group_teacher_disconnect(*, link: GroupTeacher, acting_user) -> None:
    """Disconnects a teacher the school's admin connected; a MIS teacher stays (the MIS says
    who teaches the class: the next sync would connect them again)."""
    if link.from_mis:
        raise ValidationError(text.TEACHER_FROM_MIS)
    link.delete()
    _audit(account=link.group.account, acting_user=acting_user, kind=AuditKind.BURSTS_TEACHER_DISCONNECTED,
           teacher=link.user.name or link.user.email, name=link.group.name)  # fmt: skip


@transaction.atomic
def group_delete(*, group: Group, acting_user) -> int:
    """Deletes the class and erases its children (their contacts, activity, parents left
    with no child here and names in the school's history go with them, issue 24)."""
    students = list(Student.objects.filter(group=group).select_related("account"))
    count = len(students)
    children_erase(account=group.account, students=students, acting_user=acting_user)
    _audit(
        account=group.account,
        acting_user=acting_user,
        kind=AuditKind.BURSTS_CLASS_DELETED,
        name=group.name,
        count=count,
    )
    group.delete()
    return count


@transaction.atomic
def group_reinvite(*, group: Group, acting_user, today: date | None = None) -> list[list]:
    """Invites the contacts of the class's inactive children: [[child name, true or
    'no contact']] (spec 2 §7 POST groups/{id}/reinvite). Once a day per class."""
    today = today or timezone.localdate()
    locked = Group.objects.select_for_update().get(pk=group.pk)
    if not can_reinvite(locked, today):
        raise ValidationError(text.REINVITE_ONCE)
    results, contact_ids = [], []
    students = Student.objects.filter(group=group, status=Student.Status.INACTIVE).order_by("first_name", "last_name")
    contacts = {}
    for contact in Contact.objects.filter(student__in=students).exclude(email="").exclude(kind=Contact.Kind.PARENT):
        contacts.setdefault(contact.student_id, []).append(contact.pk)
    for student in students:
        ids = contacts.get(student.pk, [])
        contact_ids += ids
        results.append([student.name, True if ids else text.NO_CONTACT])
    now = timezone.now()
    Contact.objects.filter(pk__in=contact_ids).update(invited=now)
    Group.objects.filter(pk=group.pk).update(date_invited=today)
    group.date_invited = today
    sent = sum(1 for _, ok in results if ok is True)
    _audit(
        account=group.account, acting_user=acting_user, kind=AuditKind.BURSTS_CLASS_INVITED, name=group.name, count=sent
    )
    _send_invites(acting_user, contact_ids)
    return results


def _send_invites(acting_user, contact_ids):
    """The invite email to each contact: how to connect the child in the home app, with a
    link and the code, written to the outbox in this transaction (issue 24). Read through
    the inviter's reach, as every read of children's contacts is."""
    contacts = (
        contacts_for(acting_user, "change")
        .filter(pk__in=contact_ids)
        .exclude(email="")
        .select_related("student__account")
    )
    for contact in contacts.exclude(kind=Contact.Kind.PARENT):
        context = {"contact": contact, "student": contact.student, "school": contact.student.account,
                   "link": connect_url(contact), "web_link": parents_join_url(contact)}  # fmt: skip
        email_queue(template="bursts/email/invite", context=context, to=contact.email)


def _primary_contact(student):
    return student.contacts.exclude(kind=Contact.Kind.PARENT).order_by("priority", "id").first()


def _set_email(student, email):
    contact = _primary_contact(student)
    if contact is None:
        if email:
            Contact.objects.create(student=student, email=email, priority=1)
        return
    if contact.email != email:
        contact.email, contact.invited = email, None
        contact.save(update_fields=["email", "invited"])


def _check_group(account, group):
    if group is not None and group.account_id != account.pk:
        raise ValidationError({"group": "Select a class of this school."})


def class_year(group: Group | None) -> int | None:
    """The year of a class (models.usual_year), or None without one."""
    return usual_year(Student.objects.filter(group=group), group.name) if group is not None else None


@transaction.atomic
def student_create(
    *,
    account: Account,
    acting_user,
    first_name: str,
    last_name: str,
    email: str = "",
    group: Group | None = None,
    year: int | None = None,
) -> Student:
    """A new child; its year is the class's unless one is given (EYFS without either)."""
    _check_group(account, group)
    if year is None:
        year = class_year(group) or 0
    for _ in range(5):
        try:
            with transaction.atomic():
                student = Student.objects.create(account=account, group=group, first_name=first_name,
                                                 last_name=last_name, code=new_code(), year=year)  # fmt: skip
            break
        except IntegrityError:  # the one-in-a-trillion clash of codes: draw again
            continue
    _set_email(student, email)
    _audit(account=account, acting_user=acting_user, kind=AuditKind.BURSTS_CHILD_ADDED, name=student.name,
           student=student.pk)  # fmt: skip
    return student


@transaction.atomic
def student_create_once(*, account: Account, acting_user, client_key: str = "", **fields) -> Student:
    """student_create, once however often it is sent (apps/core/repeats.py): parallel or
    repeated copies of one Add Child (by the client's key, else by the same fields within
    the window) answer with the child the first made."""
    content = sorted((name, getattr(value, "pk", value)) for name, value in fields.items())
    key = repeat_key(account.pk, acting_user.pk, client_key or content)
    result, _ = once(scope="bursts.student_create", key=key, make=lambda: {"id": student_create(
        account=account, acting_user=acting_user, **fields).pk})  # fmt: skip
    return Student.objects.get(pk=result["id"], account=account)


@transaction.atomic
def student_update(
    *,
    student: Student,
    acting_user,
    first_name: str,
    last_name: str,
    email: str = "",
    group: Group | None = None,
    code: str | None = None,
    year: int | None = None,
) -> Student:
    """Year None: the class's year (the child's own when it has no class)."""
    _check_group(student.account, group)
    if code is not None and code != student.code:
        if Student.objects.filter(code=code).exclude(pk=student.pk).exists():
            raise ValidationError({"code": text.CODE_TAKEN})
        student.code = code
    if year is None:
        found = class_year(group)
        year = found if found is not None else student.year
    student.first_name, student.last_name, student.group, student.year = first_name, last_name, group, year
    student.save(update_fields=["first_name", "last_name", "group", "code", "year"])
    _set_email(student, email)
    _audit(account=student.account, acting_user=acting_user, kind=AuditKind.BURSTS_CHILD_UPDATED, name=student.name,
           student=student.pk)  # fmt: skip
    return student


def student_delete(*, student: Student, acting_user) -> None:
    """Deleting a child is erasing it (issue 24): its record, contacts and activity, a
    parent left with no child here, and its name from the school's history."""
    child_erase(student=student, acting_user=acting_user)


@transaction.atomic
def contact_invite(*, contact: Contact, acting_user) -> Contact:
    """Sends (or sends again) the invite email: a code to connect the child in the home app."""
    if not contact.email:
        raise ValidationError(text.CONTACT_NO_EMAIL)
    contact.invited = timezone.now()
    contact.save(update_fields=["invited"])
    student = contact.student
    _audit(
        account=student.account,
        acting_user=acting_user,
        kind=AuditKind.BURSTS_CONTACT_INVITED,
        email=contact.email,
        name=student.name,
        student=student.pk,
    )
    _send_invites(acting_user, [contact.pk])
    return contact
