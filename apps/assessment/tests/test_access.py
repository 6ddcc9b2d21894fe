"""Who records and reads a class's assessment (issue 30): teachers their connected classes;
the school's admins and PE lead read every class; a teacher of another class (even one who
is the BURSTS lead) nothing of it."""

import pytest

from apps.assessment.models import Judgement

pytestmark = pytest.mark.django_db


def _record(client, lesson, group):
    return client.post(f"/assessment/lesson/{lesson.pk}/class/{group.pk}", {})


def test_the_connected_teacher_records_and_reads(signed_in, teacher, lesson, oak_class):
    client = signed_in(teacher)
    assert _record(client, lesson, oak_class).status_code == 302
    assert client.get(f"/assessment/class/{oak_class.pk}").status_code == 200


@pytest.mark.parametrize("who", ["school_admin", "pe_lead"])
def test_admins_and_the_pe_lead_read_every_class_but_record_only_their_own(
    signed_in, personas, who, teacher, lesson, oak_class
):
    _record(signed_in(teacher), lesson, oak_class)
    client = signed_in(personas[who])
    report = client.get(f"/assessment/class/{oak_class.pk}")
    assert report.status_code == 200 and 'data-observed="0"' in report.content.decode()
    assert client.get(f"/api/assessment/classes/{oak_class.pk}/report").status_code == 200
    assert _record(client, lesson, oak_class).status_code == 404
    page = client.get(f"/assessment/lesson/{lesson.pk}").content.decode()
    assert f"/class/{oak_class.pk}" not in page  # not theirs to record


@pytest.mark.parametrize("bursts_lead", [False, True])
def test_a_teacher_of_another_class_reaches_none_of_it_even_as_bursts_lead(
    signed_in, personas, bursts_lead, teacher, lesson, oak_class
):
    """A BURSTS lead who is not an admin reaches every class in BURSTS, not their assessment."""
    _record(signed_in(teacher), lesson, oak_class)
    other = personas["other_teacher"]
    other.lead_bursts = bursts_lead
    other.save(update_fields=["lead_bursts"])
    client = signed_in(other)
    assert client.get(f"/assessment/class/{oak_class.pk}").status_code == 404
    assert client.get(f"/api/assessment/classes/{oak_class.pk}").status_code == 404
    assert _record(client, lesson, oak_class).status_code == 404
    assert f'/assessment/class/{oak_class.pk}"' not in client.get("/assessment").content.decode()
    assert Judgement.objects.filter(recorded_by=other).count() == 0
