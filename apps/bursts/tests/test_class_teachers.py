"""Teachers of a class (issue 23): a school not synced from the MIS connects its teachers on
the class page (the school's admin picks them from the school's users); a synced school's
classes take the MIS's class teachers, and its admin may add more but not remove a MIS one."""

import pytest
from django.utils.html import escape

from apps.accounts.models import AccountEvent, AuditKind
from apps.bursts.models import GroupTeacher
from apps.bursts.tests.factories import make_group, make_student
from apps.core import messages as text
from apps.sync.services.groups import group_apply
from apps.users.models import User

pytestmark = pytest.mark.django_db
HX = {"HX-Request": "true", "HX-Target": "class-teachers"}


@pytest.fixture
def herons(oak):
    group = make_group(oak, name="Year 5 Herons")
    make_student(group, first_name="Hal", last_name="Heron")
    return group


def _teachers(group):
    return sorted(GroupTeacher.objects.filter(group=group).values_list("user__email", "from_mis"))


def test_the_admin_connects_a_teacher_who_then_sees_the_class(signed_in, school_admin, other_teacher, herons):
    teacher_client = signed_in(other_teacher)
    assert teacher_client.get(f"/bursts/groups/{herons.pk}").status_code == 404
    admin = signed_in(school_admin)
    page = admin.get(f"/bursts/groups/{herons.pk}").text
    assert "Connect a teacher" in page and "Fiona McLeod" in page
    temp_name = "Tess Temp"  # a temporary user is not offered
    assert temp_name not in page.split("Connect a teacher")[1]
    card = admin.post(f"/bursts/groups/{herons.pk}/teachers", {"teacher": other_teacher.pk}, headers=HX)
    assert card.status_code == 200 and text.TEACHER_CONNECTED in card.text
    assert 'id="class-teachers"' in card.text and "<html" not in card.text  # the card alone
    assert _teachers(herons) == [("year5@oakfield.example.com", False)]
    event = AccountEvent.objects.filter(action=AuditKind.BURSTS_TEACHER_CONNECTED).get()
    assert event.actor == school_admin and event.detail == {"teacher": "Fiona McLeod", "name": "Year 5 Herons"}
    signed_in(other_teacher)
    page = teacher_client.get(f"/bursts/groups/{herons.pk}")
    assert page.status_code == 200 and "Hal Heron" in page.text


def test_the_admin_disconnects_one_they_connected(signed_in, school_admin, other_teacher, herons):
    herons.teachers.add(other_teacher)
    admin = signed_in(school_admin)
    card = admin.post(f"/bursts/groups/{herons.pk}/teachers", {"remove": other_teacher.pk}, headers=HX)
    assert card.status_code == 200 and text.TEACHER_DISCONNECTED in card.text
    assert _teachers(herons) == []
    assert AccountEvent.objects.filter(action=AuditKind.BURSTS_TEACHER_DISCONNECTED).count() == 1


def test_a_mis_teacher_cannot_be_disconnected(signed_in, school_admin, teacher, herons):
    GroupTeacher.objects.create(group=herons, user=teacher, from_mis=True)
    admin = signed_in(school_admin)
    assert "MIS</span>" in admin.get(f"/bursts/groups/{herons.pk}").text
    card = admin.post(f"/bursts/groups/{herons.pk}/teachers", {"remove": teacher.pk}, headers=HX)
    assert card.status_code == 400 and escape(text.TEACHER_FROM_MIS) in card.text
    api = admin.delete(f"/api/groups/{herons.pk}/teachers/{teacher.pk}")
    assert api.status_code == 400 and api.json()["message"] == text.TEACHER_FROM_MIS
    assert _teachers(herons) == [("teacher@oakfield.example.com", True)]


def test_a_teacher_cannot_connect_and_another_schools_user_is_not_found(
    signed_in, teacher, school_admin, bursts_user, herons
):
    herons.teachers.add(teacher)
    client = signed_in(teacher)
    assert client.post(f"/bursts/groups/{herons.pk}/teachers", {"teacher": teacher.pk}).status_code == 302
    assert client.post(f"/api/groups/{herons.pk}/teachers", {"teacher": teacher.pk},
                       content_type="application/json").status_code == 403  # fmt: skip
    admin = signed_in(school_admin)
    response = admin.post(f"/api/groups/{herons.pk}/teachers", {"teacher": bursts_user.pk},
                          content_type="application/json")  # fmt: skip
    assert response.status_code == 404
    assert _teachers(herons) == [("teacher@oakfield.example.com", False)]


def test_the_api_connects_and_answers_with_the_teachers(signed_in, school_admin, other_teacher, herons):
    client = signed_in(school_admin)
    response = client.post(f"/api/groups/{herons.pk}/teachers", {"teacher": other_teacher.pk},
                           content_type="application/json")  # fmt: skip
    assert response.status_code == 200
    assert response.json() == {"teachers": [{"id": other_teacher.pk, "name": "Fiona McLeod",
                                             "email": "year5@oakfield.example.com", "fromMis": False}]}  # fmt: skip
    gone = client.delete(f"/api/groups/{herons.pk}/teachers/{other_teacher.pk}")
    assert gone.status_code == 200 and gone.json() == {"teachers": []}


def test_the_sync_takes_the_mis_teachers_and_keeps_the_admins(oak, teacher, other_teacher, pe_lead):
    """The MIS names E101 (the teacher) for the class: connected from the MIS. The admin had
    connected year5@ (kept) and the MIS once named the PE lead (E102), no longer: disconnected."""
    row = {"id": "G900", "name": "Year 5 Herons", "students": {"data": []}, "employees": {"data": [{"id": "E101"}]}}
    group, _ = group_apply(account=oak, row=row)
    GroupTeacher.objects.create(group=group, user=other_teacher)
    GroupTeacher.objects.create(group=group, user=pe_lead, from_mis=True)
    group_apply(account=oak, row=row)
    assert _teachers(group) == [("teacher@oakfield.example.com", True), ("year5@oakfield.example.com", False)]
    row["employees"]["data"].append({"id": "E115"})  # the MIS now names year5@ too: theirs from now on
    group_apply(account=oak, row=row)
    assert ("year5@oakfield.example.com", True) in _teachers(group)
    assert User.objects.get(pk=pe_lead.pk).bursts_groups.count() == 0
