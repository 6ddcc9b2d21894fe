"""The recording side of issue 30: a page read writes nothing; the school's settings (its
scale from the presets, locked once used; the years that swim); swimming met / not yet per
child; the end of a unit's suggestions, confirmed or changed in one save."""

from html import unescape

import pytest

from apps.assessment import services
from apps.assessment.models import Attainment, Judgement, Scale, Settings, Source
from apps.assessment.selectors import class_children
from apps.assessment.tests.factories import make_class

pytestmark = pytest.mark.django_db


def test_reading_the_pages_writes_no_scale(signed_in, teacher, school_admin, lesson, oak_class):
    client = signed_in(teacher)
    for url in [
        f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}",
        f"/assessment/class/{oak_class.pk}",
        f"/assessment/class/{oak_class.pk}/unit/{lesson.unit_id}/end",
        f"/api/assessment/classes/{oak_class.pk}?lesson={lesson.pk}",
        "/api/assessment/scales",
    ]:
        assert client.get(url).status_code == 200, url
    assert signed_in(school_admin).get("/assessment/settings").status_code == 200
    assert not Scale.objects.exists() and not Settings.objects.exists()


def test_the_admin_chooses_the_scale_and_the_years_that_swim(signed_in, school_admin):
    client = signed_in(school_admin)
    page = client.get("/assessment/settings").content.decode()
    assert 'value="expected" checked' in page and "Emerging, Developing, Secure, Mastering" in page
    assert 'value="swimming"' not in page.split("Years that swim")[0]  # swimming has a scale of its own
    response = client.post("/assessment/settings", {"preset": "mastery", "swimming_years": ["4", "5"]})
    assert response.status_code == 302
    assert "Assessment settings saved." in client.get(response["Location"]).content.decode()
    scale = Scale.objects.get(account=school_admin.account, kind="main")
    assert scale.preset == "mastery" and scale.default_level.label == "Secure"
    assert Settings.objects.get(account=school_admin.account).swimming_years == [4, 5]
    client.post("/assessment/settings", {"preset": "expected", "with_below": "on", "swimming_years": ["3"]})
    scale.refresh_from_db()
    assert [lv.label for lv in scale.levels.all()][0] == "Working below"


@pytest.mark.parametrize(
    "data, message",
    [
        ({"preset": "swimming", "swimming_years": ["3"]}, "Choose one of the scales."),
        ({"preset": "nope\x00", "swimming_years": ["3"]}, None),  # a NUL: the site's plain 400
        ({"preset": "medals", "swimming_years": ["7"]}, "Choose the years that swim from Year 1 to Year 6."),
        ({"preset": "medals", "swimming_years": ["3\x00"]}, None),
    ],
)
def test_bad_settings_say_so_and_write_nothing(signed_in, school_admin, data, message):
    response = signed_in(school_admin).post("/assessment/settings", data)
    assert response.status_code == 400
    assert message is None or message in response.content.decode()
    assert not Scale.objects.exists() and not Settings.objects.exists()


def test_a_scale_with_judgements_is_locked_with_a_message(signed_in, school_admin, teacher, lesson, oak_class):
    signed_in(teacher).post(f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}", {})
    client = signed_in(school_admin)
    from tests.scope_probe import probe

    with probe() as found:  # the lock's read of the school's judgements goes through the scope
        page = unescape(client.get("/assessment/settings").content.decode())
    assert found.unscoped == []
    assert "This school's scale has judgements recorded on it and cannot change." in page and "disabled" in page
    response = client.post("/assessment/settings", {"preset": "medals", "swimming_years": ["5", "6"]})
    assert response.status_code == 302  # the years change; the scale, locked, stays
    assert Scale.objects.get(account=school_admin.account, kind="main").preset == "expected"
    assert Settings.objects.get(account=school_admin.account).swimming_years == [5, 6]


def test_teachers_do_not_choose_the_settings(signed_in, teacher):
    assert signed_in(teacher).get("/assessment/settings").status_code == 302
    assert signed_in(teacher).post("/assessment/settings", {"preset": "medals"}).status_code == 302
    assert not Scale.objects.exists()


@pytest.fixture
def swimmers(personas, content):
    """Year 5 Otters: 4 children in Year 5 and one in Year 2 (does not swim), the teacher's."""
    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 5 Otters", 4, teachers=[teacher], year=5)
    make_class(teacher.account, "Spare", 0)
    from apps.bursts.tests.factories import make_student

    make_student(group, first_name="Zed", last_name="Young", year=2)
    return group


def _ticks(page):
    return page.count('value="met" checked')


def test_swimming_is_recorded_per_child_and_shown_on_the_class_page(signed_in, teacher, swimmers):
    client = signed_in(teacher)
    url = f"/assessment/class/{swimmers.pk}/swimming"
    page = client.get(url).content.decode()
    assert "Swim 25 m" in page and "Range of strokes" in page and "Safe self-rescue" in page
    assert "Zed" not in page  # Year 2 does not swim by default
    children = list(class_children(teacher, swimmers).filter(year=5))
    from apps.content.models import Outcome

    y5 = {o.statement.code: o for o in Outcome.objects.filter(year=5).select_related("statement")}
    data = {f"s-{children[0].pk}-{y5['swim-25m'].pk}": "met", f"s-{children[1].pk}-{y5['swim-rescue'].pk}": "met"}
    response = client.post(url, data)
    assert response.status_code == 302
    judgements = Judgement.objects.filter(source=Source.SWIMMING)
    assert judgements.count() == 2 and all(j.level.scale.kind == "swimming" and j.observed for j in judgements)
    assert {j.level_label for j in judgements} == {"Met"}
    report = client.get(f"/assessment/class/{swimmers.pk}").content.decode()
    assert 'id="swimming"' in report and "1 of 4</strong> Swim 25 m" in report
    assert _ticks(client.get(url).content.decode()) == 2
    # Untick one: only that change is recorded (not yet); the other stays met.
    response = client.post(url, {f"s-{children[1].pk}-{y5['swim-rescue'].pk}": "met"})
    assert response.status_code == 302, response.content.decode()[-3000:]
    assert Judgement.objects.filter(source=Source.SWIMMING).count() == 3
    assert Attainment.objects.get(student=children[0], outcome=y5["swim-25m"]).level.code == "not-yet"


def test_swimming_refuses_another_years_outcome_and_writes_nothing(signed_in, teacher, swimmers):
    from apps.content.models import Outcome

    child = class_children(teacher, swimmers).filter(year=5).first()
    y3 = Outcome.objects.filter(year=3).first()
    client = signed_in(teacher)
    client.post(f"/assessment/class/{swimmers.pk}/swimming", {f"s-{child.pk}-{y3.pk}": "met"})
    assert not Judgement.objects.exists()  # a cell not on the page is not a change


def test_swimming_follows_the_schools_years(signed_in, teacher, school_admin, swimmers):
    signed_in(school_admin).post("/assessment/settings", {"preset": "expected", "swimming_years": ["2"]})
    page = signed_in(teacher).get(f"/assessment/class/{swimmers.pk}/swimming").content.decode()
    assert "Zed" in page and "Ava" not in page


def test_the_end_of_a_unit_suggests_from_the_lessons_and_records_what_the_teacher_confirms(
    signed_in, teacher, lesson, oak_class, django_assert_max_num_queries
):
    client = signed_in(teacher)
    children = list(class_children(teacher, oak_class))
    first = list(lesson.outcomes.all())[0]
    # Lesson 1: Ava working towards; a later lesson leaves everyone at the default.
    client.post(f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}", {f"m-{children[0].pk}-{first.pk}": "towards"})
    client.post(f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}", {})
    url = f"/assessment/class/{oak_class.pk}/unit/{lesson.unit_id}/end"
    page = client.get(url).content.decode()
    assert "most recent level a teacher tapped" in page and "(1 so far)" in page
    assert f'"{children[0].pk}-{first.pk}": "towards"' in page  # the suggestion, from the lesson's tap
    before = Judgement.objects.count()
    unit_outcomes = lesson.unit.outcomes.count()
    with django_assert_max_num_queries(24):
        response = client.post(url, {f"m-{children[1].pk}-{first.pk}": "greater"})
    assert response.status_code == 302
    unit = Judgement.objects.filter(source=Source.UNIT)
    assert unit.count() == Judgement.objects.count() - before == 30 * unit_outcomes
    assert unit.get(student=children[0], outcome=first).level.code == "towards"  # confirmed
    assert unit.get(student=children[0], outcome=first).observed  # from an observation
    assert unit.get(student=children[1], outcome=first).level.code == "greater"  # changed
    assert unit.filter(observed=True).count() == 2  # the rest: on track by default
    assert Attainment.objects.get(student=children[1], outcome=first).level.code == "greater"


def test_a_bad_end_of_unit_says_so_and_writes_nothing(signed_in, teacher, lesson, oak_class, school_admin):
    child = class_children(teacher, oak_class).first()
    url = f"/assessment/class/{oak_class.pk}/unit/{lesson.unit_id}/end"
    response = signed_in(teacher).post(url, {f"m-{child.pk}-{10**6}": "greater"})
    assert response.status_code == 400 and "Every outcome must be one of the unit's." in unescape(
        response.content.decode()
    )
    response = signed_in(teacher).post(url, {f"m-{child.pk}-{lesson.outcomes.first().pk}": "gold"})
    assert response.status_code == 400 and "Every level must be on the school's scale." in unescape(
        response.content.decode()
    )
    assert not Judgement.objects.exists()
    # The school's admin reads every class but records only for their own.
    assert signed_in(school_admin).get(url).status_code == 404
    services.scale_ensure(account=oak_class.account)
    assert signed_in(school_admin).post(url, {}).status_code == 404
