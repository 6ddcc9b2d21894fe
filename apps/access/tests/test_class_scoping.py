"""Children's data on a need-to-know basis (issue 23): `for_user(user, action)` of classes,
children, contacts and events. A teacher sees the classes they are connected to; the
school's admins, PE lead and BURSTS lead the whole school; temporary and home-learning
users no child; staff view and export every school's, staff admins change and delete."""

import pytest

from apps.access.scoping import contacts_for, events_for, groups_for, scope_of, students_for
from apps.accounts.models import Account
from apps.bursts.models import Contact, Event, Group, Student
from apps.bursts.tests.factories import make_contact, make_group, make_student

pytestmark = pytest.mark.django_db


@pytest.fixture
def classes(personas):
    oak = Account.objects.get(name="Oakfield Primary")
    cedar = Account.objects.get(name="Cedar Academy")
    kestrels, herons = make_group(oak, name="Year 2 Kestrels"), make_group(oak, name="Year 5 Herons")
    kestrels.teachers.add(personas["teacher"])
    herons.teachers.add(personas["other_teacher"])
    robins = make_group(cedar, name="Reception Robins")
    rows = {}
    for group, name in ((kestrels, "Kit"), (herons, "Hal"), (robins, "Rob")):
        child = make_student(group, first_name=name)
        make_contact(child, email=f"{name.lower()}.parent@example.org")
        Event.objects.create(student=child, account=group.account, app_id=f"e-{name}", kind="activity", seconds=60)
        rows[name] = child
    rows["unplaced"] = make_student(account=oak, first_name="Una")  # left its class: no teacher's
    return rows


def _names(qs):
    model = qs.model
    if model is Student:
        return sorted(qs.values_list("first_name", flat=True))
    if model is Group:
        return sorted(qs.values_list("name", flat=True))
    if model is Contact:
        return sorted(qs.values_list("student__first_name", flat=True))
    return sorted(qs.values_list("student__first_name", flat=True))


WHOLE_OAKFIELD = ["Hal", "Kit", "Una"]


@pytest.mark.parametrize(
    ("persona", "children", "classes_seen"),
    [
        ("teacher", ["Kit"], ["Year 2 Kestrels"]),
        ("other_teacher", ["Hal"], ["Year 5 Herons"]),
        ("school_admin", WHOLE_OAKFIELD, ["Year 2 Kestrels", "Year 5 Herons"]),
        ("pe_lead", WHOLE_OAKFIELD, ["Year 2 Kestrels", "Year 5 Herons"]),
        ("bursts_lead", WHOLE_OAKFIELD, ["Year 2 Kestrels", "Year 5 Herons"]),
        ("temp_user", [], []),
        ("home_user", [], []),
        ("bursts_user", ["Rob"], ["Reception Robins"]),  # Cedar's teacher, connected below
        ("staff_viewer", ["Hal", "Kit", "Rob", "Una"], ["Reception Robins", "Year 2 Kestrels", "Year 5 Herons"]),
    ],
)
def test_who_sees_which_children(personas, classes, persona, children, classes_seen):
    user = personas[persona]
    Group.objects.get(name="Reception Robins").teachers.add(personas["bursts_user"])
    assert _names(students_for(user)) == children
    assert _names(Student.objects.for_user(user, "view")) == children
    assert _names(groups_for(user)) == classes_seen
    placed = [n for n in children if n != "Una"]  # an unplaced child has no contacts or events here
    assert _names(contacts_for(user)) == placed
    assert _names(events_for(user)) == placed


def test_the_temporary_user_reads_no_child_even_of_a_class_they_taught(personas, classes):
    temp = personas["temp_user"]
    Group.objects.get(name="Year 2 Kestrels").teachers.add(temp)
    for action in ("view", "change", "delete", "export"):
        assert not students_for(temp, action).exists()


@pytest.mark.parametrize(
    ("persona", "action", "children"),
    [
        ("teacher", "change", ["Kit"]),
        ("teacher", "delete", []),  # deleting and exporting children: the whole school's roles
        ("teacher", "export", []),
        ("school_admin", "delete", WHOLE_OAKFIELD),
        ("school_admin", "export", WHOLE_OAKFIELD),
        ("bursts_lead", "export", WHOLE_OAKFIELD),
        ("staff_viewer", "export", ["Hal", "Kit", "Rob", "Una"]),
        ("staff_viewer", "change", []),
        ("staff_viewer", "delete", []),
        ("staff_admin", "delete", ["Hal", "Kit", "Rob", "Una"]),
    ],
)
def test_actions(personas, classes, persona, action, children):
    assert _names(Student.objects.for_user(personas[persona], action)) == children


def test_an_unknown_action_is_refused(personas):
    with pytest.raises(ValueError, match="Unknown action"):
        Student.objects.for_user(personas["teacher"], "peek")


def test_the_scope_is_marked_for_the_walk(personas, classes):
    """tests/scope_probe.py knows a scoped read by its mark: class, school, staff or none."""
    assert scope_of(students_for(personas["teacher"])) == "class"
    assert scope_of(students_for(personas["school_admin"])) == "school"
    assert scope_of(students_for(personas["staff_viewer"])) == "staff"
    assert scope_of(students_for(personas["temp_user"])) == "none"
    assert scope_of(students_for(personas["teacher"]).filter(first_name="Kit").order_by("pk")[:1]) == "class"


def test_reads_do_not_grow_with_classes(personas, classes, django_assert_num_queries):
    oak = Account.objects.get(name="Oakfield Primary")
    for n in range(5):
        group = make_group(oak, name=f"Extra {n}")
        group.teachers.add(personas["teacher"])
        make_student(group, first_name=f"X{n}")
    with django_assert_num_queries(1):
        assert len(list(students_for(personas["teacher"]))) == 6


def test_a_teachers_year_table_counts_only_their_classes(signed_in, personas, classes):
    """Statistics are figures, but a filtered school table can narrow to one child: a
    teacher's figures are their classes' (README), the admin's the school's."""

    def seconds(persona):
        table = signed_in(personas[persona]).get("/api/bursts/year/table").json()
        return sum(table["totalSeconds"])

    assert seconds("teacher") == 60  # Kit's burst
    assert seconds("school_admin") == 120  # Kit's and Hal's
    assert seconds("temp_user") == 0
