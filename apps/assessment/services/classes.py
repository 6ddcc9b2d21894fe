"""Classes for schools without BURSTS classes or an MIS (issue 30): the school's admins make
a class, name it, pick its year, add children by name and connect teachers, in one go that
writes everything or nothing. The rows are the same classes and children the access layer
scopes (bursts' Group, Student and GroupTeacher models; not bursts' services, which would
make assessment and bursts depend on each other), with the audit events bursts' own Add Child writes."""

import secrets

from django.core.exceptions import ValidationError
from django.db import transaction

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.bursts.models import Group, GroupTeacher, Student

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # as bursts' Unique Codes: no 0/O, 1/I

NO_NAME = "Give the class a name (up to 100 characters)."
BAD_YEAR = "Choose the class's year, Reception to Year 6."
BAD_CHILD = "Write each child on a line of their own as first name then last name (up to 100 characters each)."
TOO_MANY = "A class has at most 60 children: make two classes."
NOT_OF_SCHOOL = "Only a user of this school can teach this class."


def parse_children(text: str) -> list[tuple[str, str]]:
    """One child a line, "First Last" (the last word is the last name); blank lines skipped."""
    children = []
    for line in (text or "").splitlines():
        words = line.split()
        if not words:
            continue
        if len(words) < 2:
            raise ValidationError(BAD_CHILD)
        first, last = " ".join(words[:-1]), words[-1]
        if len(first) > 100 or len(last) > 100:
            raise ValidationError(BAD_CHILD)
        children.append((first, last))
    if len(children) > 60:
        raise ValidationError(TOO_MANY)
    return children


@transaction.atomic
def class_create(*, account: Account, acting_user, name: str, year, children: str, teachers) -> Group:
    """Every check before the first write; `teachers` are users the caller found through
    the access layer (users_for)."""
    name = (name or "").strip()
    if not name or len(name) > 100:
        raise ValidationError(NO_NAME)
    try:
        year = int(year)
    except (TypeError, ValueError):
        raise ValidationError(BAD_YEAR) from None
    if not 0 <= year <= 6:
        raise ValidationError(BAD_YEAR)
    names = parse_children(children)
    if any(t.account_id != account.pk or t.kind != t.Kind.ACCOUNT for t in teachers):
        raise ValidationError(NOT_OF_SCHOOL)
    group = Group.objects.create(account=account, name=name)
    codes = set()
    while len(codes) < len(names):  # distinct codes; a clash with another school's fails the save
        codes.add("".join(secrets.choice(CODE_ALPHABET) for _ in range(8)))
    Student.objects.bulk_create(
        Student(account=account, group=group, first_name=first, last_name=last, year=year, code=code)
        for (first, last), code in zip(names, sorted(codes), strict=True)
    )
    GroupTeacher.objects.bulk_create(GroupTeacher(group=group, user=t) for t in teachers)
    for first, last in names:  # one by one: an event's save fills in who did it
        AccountEvent.objects.create(
            account=account, actor=acting_user, action=AuditKind.BURSTS_CHILD_ADDED, detail={"name": f"{first} {last}"}
        )
    return group
