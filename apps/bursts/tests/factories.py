"""Small BURSTS rows for tests (the demo seed is the product's data; tests build only what they read)."""

import itertools

from apps.bursts.models import Contact, Group, Student

_codes = itertools.count(1)


def make_group(account, name="Year 2 Kestrels", **fields):
    return Group.objects.create(account=account, name=name, **fields)


def make_student(group=None, *, account=None, first_name="Ava", last_name="Jones", status=2, **fields):
    account = account or group.account
    code = fields.pop("code", f"T{next(_codes):06d}")
    return Student.objects.create(account=account, group=group, first_name=first_name, last_name=last_name,
                                  status=status, code=code, **fields)  # fmt: skip


def make_contact(student, email="parent@example.org", **fields):
    return Contact.objects.create(student=student, email=email, **fields)
