"""Erasure of a child leaves no personal data (issue 24). The list of personal fields is
the models' own (`PERSONAL`, apps/core/personal.py): every declared field is filled with
a value of its own, the child is erased, and each field is checked, one test per field;
then every text column of every table is searched for any of the values, so a copy kept
somewhere undeclared (the history, a report) fails too."""

import re
from datetime import date, datetime, timedelta

import pytest
from django.apps import apps
from django.db import models
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent, AuditKind
from apps.accounts.services import account_event_record
from apps.api.models import ApiToken
from apps.assessment.models import Attainment, Evidence, Judgement
from apps.assessment.tests.factories import make_judgement
from apps.bookmarks.models import Bookmark
from apps.bursts import services as bursts
from apps.bursts.models import ActiveMark, Contact, Event, NationalCell, PlaceCell, SchoolYear, Student
from apps.bursts.services.recording import EventIn, events_record
from apps.bursts.tests.factories import make_contact, make_group, make_student
from apps.core.personal import declared_fields, personal_models
from apps.licences.models import Licence, LicenceType
from apps.parents.models import Parent
from apps.privacy import services
from apps.privacy.models import Erasure, Leaver
from apps.signin.models import UserToken
from apps.users.models import User

pytestmark = pytest.mark.django_db

# Field names that look personal: each must be declared by its model, or be listed below
# with the reason it is not a person's.
LOOKS_PERSONAL = re.compile(
    r"(^|_)(first_name|last_name|username|email|dob|date_of_birth|gender|ethnicity|nationality|sen|eal|"
    r"pp_eligible|pp_indicator|actor_name|contact_name|tutor_name|participant|phone|new_email|home_password)$"
)
NOT_PERSONAL = {
    # The statistics' rollups: counts by month and attributes, never a child.
    ("bursts.NationalCell", "*"): "anonymous counts by month and attributes",
    ("bursts.PlaceCell", "*"): "anonymous counts by month, place and attributes",
}
CHILD_MODELS = [m for m in personal_models() if m.PERSONAL.child or m.PERSONAL.home_child]
MARK = "Zq"  # every text marker starts with it; no real data does


def _marker(model, field, n):
    """A value for the field that no other field or row holds."""
    name = f"{model._meta.model_name}{field.name}".replace("_", "")
    if isinstance(field, models.EmailField) or field.name.endswith("email"):
        return f"{MARK.lower()}{name}{n}@erase.example.org"
    if isinstance(field, models.DateTimeField):
        return timezone.make_aware(datetime(2019, 1, 1, 9, 0) + timedelta(days=n))
    if isinstance(field, models.DateField):
        return date(2013, 1, 1) + timedelta(days=n)
    if isinstance(field, models.BooleanField):
        return True
    if isinstance(field, models.JSONField):
        return {"note": f"{MARK}{name}{n}"} if field.name != "adventure_levels" else [0, 7, 7]
    if isinstance(field, models.IntegerField):
        return 3 if field.name == "year" else 2000 + n
    if field.choices:
        return [v for v, _ in field.choices if v][0]
    return f"{MARK}{name}{n}"[: field.max_length or 200]


def _fill(obj, counter):
    """Every declared field of the row gets its marker; returns the text markers."""
    texts = []
    for name in type(obj).PERSONAL.fields:
        field = type(obj)._meta.get_field(name)
        value = _marker(type(obj), field, next(counter))
        setattr(obj, field.attname, value)
        if isinstance(value, str):
            texts.append(value)
        elif isinstance(value, dict):
            texts.extend(value.values())
    obj.save()
    return texts


def _counter():
    n = 0
    while True:
        n += 1
        yield n


@pytest.fixture
def school(db):
    account = Account.objects.create(name="Marker Primary", status=Account.Status.ACTIVE)
    bursts_type = LicenceType.objects.filter(has_bursts=True).first()  # reference rows from a migration
    Licence.objects.create(account=account, licence_type=bursts_type, start_date=date(2025, 9, 1),
                           end_date=date(2099, 8, 31))  # fmt: skip
    admin = User.objects.create_user("admin@marker.example.org", "x", account=account, admin=User.Admin.ADMIN,
                                     first_name="Ada", last_name="Admin")  # fmt: skip
    return account, admin


def _child_with_everything(account, admin):
    """A BURSTS child with a row of every model declared on a child or a home-learning
    child (a builder per model: a new declared model fails until it has one), each
    declared field filled, the child's history written by the services as a school
    would, and a home-learning user the school says is the same child."""
    counter = _counter()
    group = make_group(account, name="Year 3 Owls")
    student = bursts.student_create(account=account, acting_user=admin, first_name="Wynn", last_name="Quill",
                                    email="wynn.contact@example.org", group=group)  # fmt: skip
    contact = student.contacts.get()
    bursts.contact_invite(contact=contact, acting_user=admin)
    parent = Parent.objects.create(email="wynn.parent@example.org", first_name="Pat", last_name="Quill")
    make_contact(student, email=parent.email, kind=Contact.Kind.PARENT, parent=parent, priority=2)
    now = timezone.now()
    events_record(parent=parent, events=[
        EventIn(app_id="b1", student_id=student.pk, kind=Event.Kind.ACTIVITY, at=now, seconds=300, adventure_id=1,
                level=2),
        EventIn(app_id="x1", student_id=student.pk, kind=Event.Kind.BEHAVIOUR, at=now, behaviour="brave", points=50),
    ])  # fmt: skip
    home = User.objects.create_user(None, "x", kind=User.Kind.HOME, account=account, username="wynn-quill",
                                    first_name="Wynn", last_name="Quill", home_group="Owls")  # fmt: skip
    account_event_record(account=account, acting_user=admin, action=AuditKind.HOME_PASSWORD,
                         detail={"user": home.pk, "username": home.username})  # fmt: skip
    # A row written before rows named their child: found by the child's name.
    account_event_record(account=account, acting_user=admin, action=AuditKind.BURSTS_CHILD_UPDATED,
                         detail={"name": "Wynn Quill"})  # fmt: skip
    builders = {
        Student: lambda: student,
        Contact: lambda: contact,
        Event: lambda: Event.objects.filter(student=student).first(),
        ActiveMark: lambda: ActiveMark.objects.filter(student=student).first(),
        Parent: lambda: parent,
        Leaver: lambda: Leaver.objects.create(student=student, since=date(2024, 1, 1)),
        User: lambda: home,
        UserToken: lambda: UserToken.objects.create(user=home, purpose=UserToken.Purpose.RESET),
        Bookmark: lambda: Bookmark.objects.create(user=home, url="/home", title="Home"),
        ApiToken: lambda: ApiToken.objects.issue(home, label="Home app")[0],
        Judgement: lambda: make_judgement(student, admin)[0],
        Attainment: lambda: Attainment.objects.get(student=student),
        Evidence: lambda: _evidence(student),
    }
    assert set(builders) == set(CHILD_MODELS), "give each model declared on a child a builder here"
    rows, texts = {}, []
    for model, build in builders.items():
        obj = build()
        assert obj is not None, model
        texts += _fill(obj, counter)
        rows[model] = obj.pk
    # And what the rows held before: the history wrote the child as it was then.
    texts += [student.first_name, student.last_name, home.username, "Wynn Quill", "wynn.contact@example.org",
              "wynn.parent@example.org", "wynn-quill"]  # fmt: skip
    # The history as the services wrote it after the names were filled in.
    student.refresh_from_db()
    bursts.student_update(student=student, acting_user=admin, first_name=student.first_name,
                          last_name=student.last_name, email=contact.email, group=group)  # fmt: skip
    return student, home, rows, [t for t in texts if isinstance(t, str) and len(t) > 3]


def _evidence(student):
    evidence = Evidence.objects.create(account=student.account, group=student.group, file="evidence/x.png",
                                       kind="photo", keep_until=date(2099, 1, 1))  # fmt: skip
    evidence.students.add(student)
    return evidence


def _text_columns():
    for model in apps.get_models():
        for field in model._meta.concrete_fields:
            if isinstance(field, models.CharField | models.TextField | models.JSONField):
                yield model, field


def _found(texts):
    """(table.column, text) of every text still stored anywhere."""
    found = []
    for model, field in _text_columns():
        for value in model._base_manager.exclude(**{f"{field.name}__isnull": True}).values_list(field.name, flat=True):
            value = str(value)
            found += [(f"{model._meta.label}.{field.name}", t) for t in texts if t.lower() in value.lower()]
    return found


def _declared_ids():
    return [f"{model._meta.label}.{name}" for model, name in declared_fields()]


@pytest.mark.parametrize("declared", declared_fields(), ids=_declared_ids())
def test_each_personal_field_is_gone_after_erasure(declared, school):
    model, name = declared
    account, admin = school
    student, home, rows, texts = _child_with_everything(account, admin)
    services.child_erase(student=student, acting_user=admin, home_users=[home])
    personal = model.PERSONAL
    if personal.child or personal.home_child:
        assert not model._base_manager.filter(pk=rows[model]).exists(), f"{model._meta.label} row kept"
    else:
        # Not a child's row (staff data, reports, the history): no copy of a child in it.
        values = [str(v) for v in model._base_manager.values_list(name, flat=True)]
        left = [t for t in texts for v in values if t.lower() in v.lower()]
        assert not left, f"{model._meta.label}.{name} still holds {left}"
        assert personal.kept, "every declaration says how long"


def test_nothing_of_the_child_is_left_in_any_table(school):
    account, admin = school
    student, home, _rows, texts = _child_with_everything(account, admin)
    assert _found(texts)  # the markers are there before
    services.child_erase(student=student, acting_user=admin, home_users=[home])
    assert _found(texts) == []
    history = list(AccountEvent.objects.filter(account=account).values_list("action", flat=True))
    assert AuditKind.BURSTS_CHILD_ADDED in history and AuditKind.CHILD_ERASED in history  # the rows stay


def test_the_statistics_keep_their_counts(school):
    account, admin = school
    student, home, _rows, _texts = _child_with_everything(account, admin)

    def totals():
        return [(m.__name__, sorted(m.objects.values_list("active", "seconds"))) for m in
                (NationalCell, PlaceCell, SchoolYear)]  # fmt: skip

    before = totals()
    assert any(rows for _, rows in before)
    services.child_erase(student=student, acting_user=admin, home_users=[home])
    assert totals() == before


def test_a_parent_of_another_child_here_is_kept_until_the_last(school):
    account, admin = school
    group = make_group(account)
    parent = Parent.objects.create(email="two@example.org")
    first, second = make_student(group, first_name="Ann"), make_student(group, first_name="Bea")
    for child in (first, second):
        make_contact(child, email=parent.email, kind=Contact.Kind.PARENT, parent=parent)
    services.child_erase(student=first, acting_user=admin)
    assert Parent.objects.filter(pk=parent.pk).exists()
    services.child_erase(student=second, acting_user=admin)
    assert not Parent.objects.filter(pk=parent.pk).exists()


def test_another_childs_rows_and_history_are_untouched(school):
    account, admin = school
    group = make_group(account)
    keep = bursts.student_create(account=account, acting_user=admin, first_name="Kim", last_name="Keep", group=group)
    gone = bursts.student_create(account=account, acting_user=admin, first_name="Gil", last_name="Gone", group=group)
    make_contact(keep, email="kim@example.org")
    services.child_erase(student=gone, acting_user=admin)
    assert Student.objects.filter(pk=keep.pk).exists() and keep.contacts.count() == 2 - 1
    names = [e.detail.get("name") for e in AccountEvent.objects.filter(action=AuditKind.BURSTS_CHILD_ADDED)]
    assert sorted(names) == ["Kim Keep", services.ERASED]


def test_deleting_a_child_or_a_class_erases(school):
    """Delete (the child's page, the API) and Remove Class are erasures: no name, contact
    or parent is left behind, and each is reported without a name."""
    account, admin = school
    group = make_group(account, name="Year 4 Larks")
    one = bursts.student_create(account=account, acting_user=admin, first_name="Del", last_name="Ete",
                                email="del@example.org", group=group)  # fmt: skip
    two = bursts.student_create(account=account, acting_user=admin, first_name="Cla", last_name="Ss", group=group)
    parent = Parent.objects.create(email="cla.parent@example.org")
    make_contact(two, email=parent.email, kind=Contact.Kind.PARENT, parent=parent)
    bursts.student_delete(student=one, acting_user=admin)
    bursts.group_delete(group=group, acting_user=admin)
    assert _found(["Del Ete", "del@example.org", "Cla Ss", "cla.parent@example.org"]) == []
    assert not Parent.objects.filter(pk=parent.pk).exists()
    assert [e.children for e in Erasure.objects.filter(account=account).order_by("pk")] == [1, 1]


def test_every_personal_looking_field_is_declared():
    missing = []
    for model in apps.get_models():
        if not model.__module__.startswith("apps."):
            continue
        declared = set(getattr(getattr(model, "PERSONAL", None), "fields", ()))
        for field in model._meta.concrete_fields:
            looks = LOOKS_PERSONAL.search(field.name) or isinstance(field, models.EmailField)
            exempt = (model._meta.label, "*") in NOT_PERSONAL or (model._meta.label, field.name) in NOT_PERSONAL
            if looks and field.name not in declared and not exempt:
                missing.append(f"{model._meta.label}.{field.name}")
    assert missing == [], "declare these in the model's PERSONAL (apps/core/personal.py) or say why not"


def test_every_declaration_names_real_fields_and_paths():
    for model in personal_models():
        personal = model.PERSONAL
        for name in personal.fields + personal.secret:
            model._meta.get_field(name)
        assert set(personal.secret) <= set(personal.fields)
        assert personal.whose and personal.why and personal.kept
        for path, value in (("child", 1), ("home_child", 1), ("school", 1)):
            if getattr(personal, path):
                model.objects.filter(**{getattr(personal, path): value}).exists()  # the path resolves


def test_deleting_home_learning_children_erases_them(school):
    """Delete Selected on /account/home (and the API's bulk delete) erase: no username or
    name of the children is left in the history, and the row of the deletion names nobody."""
    from apps.myaccount.services import account_users_delete

    account, admin = school
    home = User.objects.create_user(None, "x", kind=User.Kind.HOME, account=account, username="hazel-nut",
                                    first_name="Hazel", last_name="Nut")  # fmt: skip
    account_event_record(account=account, acting_user=admin, action=AuditKind.HOME_PASSWORD,
                         detail={"user": home.pk, "username": home.username})  # fmt: skip
    account_users_delete(acting_user=admin, account=account, users=[home])
    assert _found(["hazel-nut", "Hazel Nut"]) == []
    assert AccountEvent.objects.get(action=AuditKind.HOME_DELETED).detail == {"count": 1}
    assert Erasure.objects.get().counts["users.user"] == 1
