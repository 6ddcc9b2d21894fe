"""A lesson's save sent again (issue 33): the recording page keeps a save on the device while
offline and sends it until an answer comes back, each save with its own Idempotency-Key.
The same save twice is recorded once and answered the same; the same key with another
save is refused and writes nothing; a later save with a new key is a new judgement."""

import uuid

import pytest

from apps.assessment.models import Attainment, Judgement, Submission
from apps.assessment.selectors import class_children

pytestmark = pytest.mark.django_db


def _post(client, group, body, key):
    headers = {"Idempotency-Key": key} if key else {}
    return client.post(f"/api/assessment/classes/{group.pk}", body, content_type="application/json", headers=headers)


@pytest.fixture
def save(teacher, lesson, oak_class):
    kids = [c.pk for c in class_children(teacher, oak_class)]
    outcome = lesson.outcomes.order_by("order", "id").first()
    return {
        "kids": kids,
        "outcome": outcome,
        "body": {
            "lessonId": lesson.pk,
            "marks": [{"childId": kids[0], "outcomeId": outcome.pk, "level": "towards"}],
            "absent": [kids[1]],
        },
    }


def test_the_same_save_twice_is_recorded_once_with_the_same_answer(signed_in, teacher, oak_class, save):
    client = signed_in(teacher)
    key = str(uuid.uuid4())
    first = _post(client, oak_class, save["body"], key)
    assert first.status_code == 201
    judgements = Judgement.objects.count()
    assert judgements == first.json()["judgements"] > 0 and first.json()["observed"] == 1
    again = _post(client, oak_class, save["body"], key)
    assert again.status_code == 201 and again.json() == first.json()
    assert Judgement.objects.count() == judgements  # nothing new written
    assert Judgement.objects.filter(observed=True).count() == 1
    assert Submission.objects.count() == 1


def test_the_same_key_with_another_save_is_refused_and_writes_nothing(signed_in, teacher, oak_class, save):
    client = signed_in(teacher)
    key = str(uuid.uuid4())
    assert _post(client, oak_class, save["body"], key).status_code == 201
    before = Judgement.objects.count()
    other = {**save["body"], "marks": [{**save["body"]["marks"][0], "level": "greater"}]}
    refused = _post(client, oak_class, other, key)
    assert refused.status_code == 409 and "already used for a different save" in refused.json()["message"]
    assert Judgement.objects.count() == before
    assert Attainment.objects.get(student_id=save["kids"][0], outcome=save["outcome"]).level.code == "towards"


def test_a_later_tap_with_a_new_key_is_a_new_judgement_and_the_current_level(signed_in, teacher, oak_class, save):
    client = signed_in(teacher)
    assert _post(client, oak_class, save["body"], str(uuid.uuid4())).status_code == 201
    later = {**save["body"], "marks": [{**save["body"]["marks"][0], "level": "greater"}]}
    assert _post(client, oak_class, later, str(uuid.uuid4())).status_code == 201
    cell = Judgement.objects.filter(student_id=save["kids"][0], outcome=save["outcome"], observed=True)
    assert [j.level.code for j in cell] == ["towards", "greater"]  # append-only: the history is kept
    assert Attainment.objects.get(student_id=save["kids"][0], outcome=save["outcome"]).level.code == "greater"


def test_a_refused_save_does_not_use_up_its_key(signed_in, teacher, oak_class, save):
    client = signed_in(teacher)
    key = str(uuid.uuid4())
    bad = {**save["body"], "marks": [{**save["body"]["marks"][0], "outcomeId": 10**6}]}
    assert _post(client, oak_class, bad, key).status_code == 422
    assert not Judgement.objects.exists() and not Submission.objects.exists()
    assert _post(client, oak_class, save["body"], key).status_code == 201


def test_a_key_is_a_uuid_and_each_users_keys_are_their_own(signed_in, teacher, personas, oak_class, save):
    response = _post(signed_in(teacher), oak_class, save["body"], "not-a-uuid\x00")
    assert response.status_code == 422 and not Judgement.objects.exists()
    key = str(uuid.uuid4())
    assert _post(signed_in(teacher), oak_class, save["body"], key).status_code == 201
    # Another school's user with the same key is simply not let into the class.
    assert _post(signed_in(personas["trial_admin"]), oak_class, save["body"], key).status_code == 404


def test_without_a_key_each_save_records(signed_in, teacher, oak_class, save):
    client = signed_in(teacher)
    first = _post(client, oak_class, save["body"], None).json()["judgements"]
    _post(client, oak_class, save["body"], None)
    assert Judgement.objects.count() == 2 * first
