"""Classes made by a school's admins (issue 30): for schools whose classes come neither from
BURSTS nor from the MIS. All or nothing; the class then works like any other."""

from html import unescape

import pytest

from apps.bursts.models import Group, Student

pytestmark = pytest.mark.django_db


def test_an_admin_makes_a_class_with_children_and_a_teacher(signed_in, school_admin, teacher):
    client = signed_in(school_admin)
    page = client.get("/assessment/classes/new").content.decode()
    assert "Make a class" in page and teacher.email in page or teacher.name in page
    data = {"name": "Year 4 Swifts", "year": "4", "children": "Amy Lee\n\nJo Anne Smith\n", "teachers": [teacher.pk]}
    response = client.post("/assessment/classes/new", data)
    group = Group.objects.get(name="Year 4 Swifts")
    assert response.status_code == 302 and response["Location"] == f"/assessment/class/{group.pk}"
    kids = Student.objects.filter(group=group).order_by("last_name")
    assert [(k.first_name, k.last_name, k.year) for k in kids] == [("Amy", "Lee", 4), ("Jo Anne", "Smith", 4)]
    assert list(group.teachers.all()) == [teacher]
    # The teacher now assesses it: it is among their classes.
    assert f'href="/assessment/class/{group.pk}"' in signed_in(teacher).get("/assessment").content.decode()


@pytest.mark.parametrize(
    "data, message",
    [
        ({"name": "", "year": "4", "children": "Amy Lee"}, "Give the class a name (up to 100 characters)."),
        ({"name": "x" * 101, "year": "4", "children": ""}, "Give the class a name (up to 100 characters)."),
        ({"name": "Swifts", "year": "9", "children": "Amy Lee"}, "Choose the class's year, Reception to Year 6."),
        ({"name": "Swifts", "year": "4", "children": "Amy Lee\nCher"}, "Write each child on a line of their own"),
        ({"name": "Swifts", "year": "4", "children": "A B\n" * 61}, "A class has at most 60 children"),
        ({"name": "Swifts", "year": "4", "children": "Amy Lee", "teachers": ["999999"]}, "Only a user of this school"),
    ],
)
def test_bad_input_says_so_and_writes_nothing(signed_in, school_admin, data, message):
    before = Student.objects.count()
    response = signed_in(school_admin).post("/assessment/classes/new", data)
    assert response.status_code == 400 and message in unescape(response.content.decode())
    assert not Group.objects.filter(name__startswith="Swifts").exists() and Student.objects.count() == before


def test_another_schools_user_cannot_be_connected_and_teachers_cannot_make_classes(
    signed_in, school_admin, trial_admin, teacher
):
    data = {"name": "Swifts", "year": "4", "children": "Amy Lee", "teachers": [trial_admin.pk]}
    assert signed_in(school_admin).post("/assessment/classes/new", data).status_code == 400
    assert signed_in(teacher).post("/assessment/classes/new", {**data, "teachers": []}).status_code == 302
    assert not Group.objects.filter(name="Swifts").exists()
