"""The assessment pages (issue 30): "Assess this lesson" on the lesson page, the class
choice (the teacher's first), the recording page's one save, and the class report."""

import pytest

from apps.assessment.models import Attainment, Judgement, Scale
from apps.assessment.selectors import class_children
from apps.assessment.services import scale_ensure
from apps.assessment.tests.factories import make_class

pytestmark = pytest.mark.django_db


def test_the_lesson_page_offers_assessment_to_a_licensed_school_and_coming_soon_to_others(
    signed_in, teacher, staff_viewer, lesson, oak_class
):
    page = signed_in(teacher).get(lesson.path).content.decode()
    assert f'href="/assessment/lesson/{lesson.pk}"' in page and "Assess this lesson" in page
    assert "Coming Soon" not in page
    staff = signed_in(staff_viewer).get(lesson.path).content.decode()
    assert "Assess this lesson" not in staff and "Coming Soon" in staff  # staff read no child's judgements


def test_which_class_lists_the_teachers_classes_first(signed_in, teacher, lesson, oak_class):
    account = teacher.account
    make_class(account, "Year 1 Ants", 2)
    page = signed_in(teacher).get(f"/assessment/lesson/{lesson.pk}").content.decode()
    own = page.index(f'/assessment/lesson/{lesson.pk}/class/{oak_class.pk}"')
    assert "Which class did you teach?" in page and "Your class" in page
    for outcome in lesson.outcomes.all():
        assert outcome.text in page
    others = [i for i in range(len(page)) if page.startswith(f"/assessment/lesson/{lesson.pk}/class/", i)]
    assert own == others[0]


def test_one_save_records_the_class_in_a_constant_number_of_queries(
    signed_in, teacher, lesson, oak_class, django_assert_max_num_queries
):
    client = signed_in(teacher)
    url = f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}"
    page = client.get(url)
    assert page.status_code == 200 and 'data-island="AssessLesson"' in page.content.decode()
    assert not Scale.objects.exists()  # the page read the default preset without saving it
    children = list(class_children(teacher, oak_class))
    outcomes = list(lesson.outcomes.all())
    data = {f"m-{children[0].pk}-{outcomes[0].pk}": "towards", f"m-{children[1].pk}-{outcomes[0].pk}": "greater",
            "absent": [children[2].pk]}  # fmt: skip
    # session, user, licences, class, lesson, scale, children, 2 writes... and, this being the
    # school's first record, saving its scale (read, insert, levels, default)
    with django_assert_max_num_queries(26):
        response = client.post(url, data)
    assert response.status_code == 302
    assert Scale.objects.get(account=oak_class.account).preset == "expected"  # saved on the first record
    assert response["Location"] == f"/assessment/class/{oak_class.pk}?unit={lesson.unit_id}"
    assert Judgement.objects.count() == 29 * len(outcomes)
    assert Judgement.objects.filter(observed=True).count() == 2
    report = client.get(response["Location"]).content.decode()
    assert "Saved: 2 observed, the rest on track by default, 1 absent." in report
    assert report.count('data-observed="1"') == 2 and report.count('data-observed="0"') == 29 * len(outcomes) - 2
    unit_outcomes = lesson.unit.outcomes.count()  # the report shows the unit's; the absent child: not assessed
    assert report.count('data-level=""') == 30 * unit_outcomes - 29 * len(outcomes)


def test_the_save_query_count_does_not_grow_with_the_class(signed_in, teacher, lesson, oak_class, personas):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    small = make_class(teacher.account, "Year 3 Wrens", 3, teachers=[teacher])
    scale_ensure(account=teacher.account)  # the first record saves the scale: not counted here
    client = signed_in(teacher)
    counts = []
    for group in (small, oak_class):
        client.get(f"/assessment/lesson/{lesson.pk}/class/{group.pk}")
        with CaptureQueriesContext(connection) as queries:
            client.post(f"/assessment/lesson/{lesson.pk}/class/{group.pk}", {})
        counts.append(len(queries))
    assert counts[0] == counts[1]


def test_a_bad_save_says_so_and_writes_nothing(signed_in, teacher, lesson, oak_class):
    child = class_children(teacher, oak_class).first()
    response = signed_in(teacher).post(
        f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}", {f"m-{child.pk}-{10**6}": "1"}
    )
    assert response.status_code == 400
    assert "Every outcome must be one the lesson works on." in response.content.decode()
    assert not Judgement.objects.exists() and not Attainment.objects.exists()


def test_another_schools_class_is_not_found(signed_in, teacher, trial_admin, lesson, oak_class):
    client = signed_in(trial_admin)  # Birchwood: a pe trial, another school
    assert client.get(f"/assessment/class/{oak_class.pk}").status_code == 404
    assert client.post(f"/assessment/lesson/{lesson.pk}/class/{oak_class.pk}", {}).status_code == 404
    assert not Judgement.objects.exists()


@pytest.mark.parametrize("who", ["staff_viewer", "super_staff", "bursts_user", "home_user"])
def test_staff_parents_and_schools_without_the_programme_are_sent_away(signed_in, personas, who, lesson, oak_class):
    client = signed_in(personas[who])
    for url in ("/assessment", f"/assessment/lesson/{lesson.pk}", f"/assessment/class/{oak_class.pk}"):
        assert client.get(url).status_code == 302, url


def test_the_home_page_lists_the_classes_with_reports(signed_in, school_admin, oak_class):
    page = signed_in(school_admin).get("/assessment").content.decode()
    assert f'href="/assessment/class/{oak_class.pk}"' in page


def test_a_class_with_nothing_recorded_says_how_to_start(signed_in, teacher, oak_class):
    page = signed_in(teacher).get(f"/assessment/class/{oak_class.pk}").content.decode()
    assert "Nothing recorded for this class yet." in page


def test_the_dashboard_tile_leads_to_assessment_for_schools_with_the_programme(signed_in, teacher, bursts_user):
    page = signed_in(teacher).get("/").content.decode()
    assert 'href="/assessment" data-tile="assessment"' in page
    assert 'data-tile="assessment"' not in signed_in(bursts_user).get("/").content.decode()
