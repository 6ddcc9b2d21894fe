"""The parents' personas (issue 31): Jordan Parent, parent of two Oakfield children
(siblings, in two classes), and Casey Parent, parent of another child in the same class as
Jordan's younger child. Oakfield has the parents' page switched on; the other schools keep
it off, as every school starts. Jordan's first child has a photo from PE that the teacher
shared with parents (drawn here, a few hundred bytes). All passwords: the demo's (Password1!)."""

import struct
import zlib

from django.core.files.base import ContentFile
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.assessment.models import Evidence
from apps.assessment.services.evidence import evidence_create
from apps.bursts.models import Contact, Group, Student
from apps.demo.seed import _user
from apps.parents.models import Parent, ParentView
from apps.users.models import User

JORDAN = "jordan.parent@example.net"
CASEY = "casey.parent@example.net"
TEACHER = "teacher@oakfield.example.com"


def seed_parent_users():
    """The two parents' web sign-ins (with the personas: the route matrix walks them)."""
    people = {}
    for email, first in ((JORDAN, "Jordan"), (CASEY, "Casey")):
        user = _user(email, kind=User.Kind.PARENT, first_name=first, last_name="Parent")
        parent, _ = Parent.objects.update_or_create(
            email=email, defaults={"first_name": first, "last_name": "Parent", "verified": True, "user": user}
        )
        people[email] = parent
    return people


def _link(parent: Parent, student: Student, now):
    contact = student.contacts.order_by("priority", "id").first() or Contact(student=student, priority=1)
    contact.email, contact.first_name, contact.last_name = parent.email, parent.first_name, parent.last_name
    contact.kind, contact.parent, contact.verified = Contact.Kind.PARENT, parent, True
    contact.parental_responsibility, contact.court_order = True, False
    contact.invited = contact.invited or now
    contact.web_linked = contact.web_linked or now
    contact.save()


@transaction.atomic
def seed_parents():
    """After the classes and the assessment: links the parents to Oakfield's children
    (idempotent: a parent already linked is left as they are)."""
    people = seed_parent_users()
    oakfield = Account.objects.filter(name="Oakfield Primary").first()
    if oakfield is None:
        return
    if not Contact.objects.filter(parent__in=people.values(), web_linked__isnull=False).exists():
        _link_children(oakfield, people)
    _shared_photo(people[JORDAN])


def _link_children(oakfield, people):
    teacher = User.objects.filter(email=TEACHER).first()
    groups = list(Group.objects.filter(account=oakfield, students__isnull=False).distinct().order_by("name", "id"))
    mine = [g for g in groups if teacher and g.teachers.filter(pk=teacher.pk).exists()]
    if not groups:
        return
    shared = (mine or groups)[0]
    other = next((g for g in groups if g != shared), shared)
    in_class = list(Student.objects.filter(group=shared).order_by("first_name", "last_name", "pk")[:2])
    elsewhere = Student.objects.filter(group=other).exclude(pk__in=[s.pk for s in in_class]).order_by("first_name")
    now = timezone.now()
    _link(people[JORDAN], in_class[0], now)
    if sibling := elsewhere.first():
        _link(people[JORDAN], sibling, now)
    if len(in_class) > 1:
        _link(people[CASEY], in_class[1], now)
    ParentView.objects.update_or_create(account=oakfield, defaults={"enabled": True})


def _shared_photo(parent: Parent):
    """A photo of Jordan's first child in PE, shared with parents by the class's teacher
    (with the child's photo consent recorded, as evidence needs). Once only."""
    contact = Contact.objects.filter(parent=parent, web_linked__isnull=False).select_related("student__group")
    contact = contact.order_by("id").first()
    if contact is None or contact.student.group is None:
        return
    child = contact.student
    if Evidence.objects.filter(students=child, shared_with_parents=True).exists():
        return
    teacher = child.group.teachers.order_by("id").first()
    Student.objects.filter(pk=child.pk).update(photo_consent=True)
    child.photo_consent = True
    caption = f"{child.first_name} balancing on one foot for a count of ten"
    evidence_create(acting_user=teacher, group=child.group, upload=ContentFile(balance_png(), name="balance.png"),
                    students=[child], outcomes=[], caption=caption, shared=True)  # fmt: skip


def balance_png(width: int = 320, height: int = 240) -> bytes:
    """A small picture drawn in code (no imaging library): a child balancing on one foot on
    the grass under a sun, as an RGB PNG."""
    sky, grass, sun, skin, top, legs = (176, 220, 245), (96, 170, 80), (250, 205, 60), (240, 190, 150), \
        (220, 60, 60), (40, 60, 120)  # fmt: skip
    pixels = [[sky if y < height * 2 // 3 else grass for _x in range(width)] for y in range(height)]

    def disc(cx, cy, r, colour):
        for y in range(max(0, cy - r), min(height, cy + r + 1)):
            for x in range(max(0, cx - r), min(width, cx + r + 1)):
                if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                    pixels[y][x] = colour

    def line(x0, y0, x1, y1, colour, thick=5):
        steps = max(abs(x1 - x0), abs(y1 - y0), 1)
        for i in range(steps + 1):
            disc(x0 + (x1 - x0) * i // steps, y0 + (y1 - y0) * i // steps, thick, colour)

    disc(270, 45, 26, sun)
    line(160, 95, 160, 150, top, 9)  # body
    line(160, 105, 115, 85, skin)  # arms out for balance
    line(160, 105, 205, 85, skin)
    line(160, 150, 160, 205, legs, 6)  # the standing leg
    line(160, 150, 190, 170, legs, 6)  # the other knee lifted
    line(190, 170, 170, 185, legs, 6)
    disc(160, 75, 17, skin)  # head
    raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in pixels)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
