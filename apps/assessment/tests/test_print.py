"""The paper recording sheet (issue 33, printable): the class's children down the side, the
unit's outcomes across, empty boxes; reached as the end-of-unit recording page is."""

from html import unescape

import pytest

from apps.assessment.selectors import class_children
from apps.assessment.tests.factories import make_class

pytestmark = pytest.mark.django_db


def _sheet(client, group, lesson):
    return client.get(f"/assessment/class/{group.pk}/unit/{lesson.unit_id}/sheet")


def test_the_classs_teacher_gets_its_children_and_the_units_outcomes_with_empty_boxes(
    signed_in, teacher, lesson, oak_class
):
    response = _sheet(signed_in(teacher), oak_class, lesson)
    assert response.status_code == 200
    page = unescape(response.content.decode())
    for child in class_children(teacher, oak_class):
        assert f'<th scope="row">{child.name}</th>' in page
    outcomes = page.count('<th scope="col">Outcome ')
    assert outcomes > 0
    assert page.count('<td class="paper-sheet__box"></td>') == 30 * outcomes  # nothing pre-ticked
    end = unescape(
        signed_in(teacher).get(f"/assessment/class/{oak_class.pk}/unit/{lesson.unit_id}/end").content.decode()
    )
    assert f"/assessment/class/{oak_class.pk}/unit/{lesson.unit_id}/sheet" in end and "Print a paper sheet" in end


def test_a_teacher_of_another_class_is_refused_as_the_recording_page_refuses(signed_in, personas, lesson, oak_class):
    client = signed_in(personas["other_teacher"])
    end = client.get(f"/assessment/class/{oak_class.pk}/unit/{lesson.unit_id}/end").status_code
    response = _sheet(client, oak_class, lesson)
    assert response.status_code == end == 404
    first = class_children(personas["teacher"], oak_class).first()
    assert first.name not in unescape(response.content.decode())


def test_another_schools_user_and_their_own_class_are_kept_apart(signed_in, other_school_user, teacher, lesson):
    theirs = make_class(other_school_user.account, "Far Class", 2, teachers=[other_school_user])
    assert _sheet(signed_in(teacher), theirs, lesson).status_code == 404
