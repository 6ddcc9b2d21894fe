"""The parents' personas (issue 31): Jordan Parent, parent of two Oakfield children
(siblings, in two classes), and Casey Parent, parent of another child in the same class as
Jordan's younger child. Oakfield has the parents' page switched on; the other schools keep
it off, as every school starts. All passwords: the demo's (Password1!)."""

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
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
    if oakfield is None or Contact.objects.filter(parent__in=people.values(), web_linked__isnull=False).exists():
        return
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
