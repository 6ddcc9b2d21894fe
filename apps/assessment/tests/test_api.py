"""Assessment calls (issue 30): outcomes, scales, a class's assessment read and record,
the class report; who may call them."""

import pytest

from apps.assessment import services
from apps.assessment.models import Judgement, Scale
from apps.assessment.selectors import class_children

pytestmark = pytest.mark.django_db


def test_outcomes_of_a_lesson_and_of_its_unit(signed_in, teacher, lesson):
    client = signed_in(teacher)
    by_lesson = client.get(f"/api/assessment/outcomes?lesson={lesson.pk}").json()
    assert [o["text"] for o in by_lesson] == [o.text for o in lesson.outcomes.order_by("order", "id")]
    by_unit = client.get(f"/api/assessment/outcomes?unit={lesson.unit_id}").json()
    assert {o["id"] for o in by_lesson} <= {o["id"] for o in by_unit}
    assert by_unit[0]["strand"]["title"] and by_unit[0]["statement"]


def test_scales_list_the_presets_and_the_schools_scale(signed_in, school_admin):
    body = signed_in(school_admin).get("/api/assessment/scales").json()
    assert not Scale.objects.exists()  # read unsaved: a read writes nothing
    assert body["current"]["defaultLevel"] == "expected" and body["current"]["defaultLevelId"] is None
    services.scale_ensure(account=school_admin.account)
    body = signed_in(school_admin).get("/api/assessment/scales").json()
    assert [p["preset"] for p in body["presets"]] == ["expected", "mastery", "medals", "swimming"]
    assert [lv["label"] for lv in body["current"]["levels"]] == ["Working towards", "Expected", "Greater depth"]
    default = next(lv for lv in body["current"]["levels"] if lv["id"] == body["current"]["defaultLevelId"])
    assert default["label"] == "Expected"


def test_read_record_and_report_a_class(signed_in, teacher, lesson, oak_class, django_assert_max_num_queries):
    client = signed_in(teacher)
    read = client.get(f"/api/assessment/classes/{oak_class.pk}?lesson={lesson.pk}").json()
    assert len(read["children"]) == 30 and read["current"] == []
    assert read["scale"]["defaultLevelId"] is None and read["cycle"] == ["expected", "towards", "greater"]
    towards = read["scale"]["levels"][0]["code"]  # not saved yet: by code
    outcome = read["outcomes"][0]["id"]
    kids = [c["id"] for c in read["children"]]
    body = {"lessonId": lesson.pk, "marks": [{"childId": kids[0], "outcomeId": outcome, "level": towards}],
            "absent": [kids[1]]}  # fmt: skip
    with django_assert_max_num_queries(20):
        response = client.post(f"/api/assessment/classes/{oak_class.pk}", body, content_type="application/json")
    assert response.status_code == 201
    assert response.json() == {"judgements": 29 * len(read["outcomes"]), "observed": 1, "absent": 1}
    again = client.get(f"/api/assessment/classes/{oak_class.pk}?lesson={lesson.pk}").json()
    towards_id = again["scale"]["levels"][0]["id"]  # saved by the first record
    assert {(a["childId"], a["outcomeId"], a["levelId"], a["observed"]) for a in again["current"] if a["observed"]} == {
        (kids[0], outcome, towards_id, True)
    }
    report = client.get(f"/api/assessment/classes/{oak_class.pk}/report").json()
    assert report["unit"]["id"] == lesson.unit_id and report["observed"] == 1
    assert report["byDefault"] == 29 * len(read["outcomes"]) - 1
    assert [c is None for c in report["rows"][1]["cells"]] == [True] * len(report["outcomes"])  # absent


def test_a_bad_record_is_refused_and_writes_nothing(signed_in, teacher, lesson, oak_class):
    child = class_children(teacher, oak_class).first()
    body = {"lessonId": lesson.pk, "marks": [{"childId": child.pk, "outcomeId": 10**6, "levelId": 1}]}
    response = signed_in(teacher).post(f"/api/assessment/classes/{oak_class.pk}", body, content_type="application/json")
    assert response.status_code == 422 and "Every outcome must be one the lesson works on." in str(response.json())
    assert not Judgement.objects.exists()


@pytest.mark.parametrize("who", ["staff_viewer", "bursts_user", "home_user"])
def test_staff_home_users_and_schools_without_the_programme_get_403(signed_in, personas, who, oak_class):
    client = signed_in(personas[who])
    for url in ("/api/assessment/scales", "/api/assessment/outcomes", f"/api/assessment/classes/{oak_class.pk}"):
        assert client.get(url).status_code == 403, url


def test_another_schools_class_is_not_found(signed_in, trial_admin, lesson, oak_class):
    client = signed_in(trial_admin)
    assert client.get(f"/api/assessment/classes/{oak_class.pk}/report").status_code == 404
    body = {"lessonId": lesson.pk, "marks": [], "absent": []}
    assert (
        client.post(f"/api/assessment/classes/{oak_class.pk}", body, content_type="application/json").status_code == 404
    )
    assert not Judgement.objects.exists()
