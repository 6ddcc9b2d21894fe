"""Oakfield's demo assessment (issue 30): a half term of judgements for two classes, so the
class report shows something real."""

import pytest

from apps.assessment.models import Attainment, Judgement
from apps.assessment.services import attainment_rebuild

pytestmark = pytest.mark.django_db


def test_oakfield_has_a_believable_half_term_for_two_classes(personas, content, signed_in, school_admin):
    from apps.demo.assessment import seed_assessment
    from apps.demo.bursts import seed_bursts

    seed_bursts()
    assert seed_assessment() > 0
    assert seed_assessment() == 0  # idempotent
    judgements = Judgement.objects.filter(account=school_admin.account)
    groups = set(judgements.values_list("group", flat=True))
    assert len(groups) == 2
    for group in groups:
        assert judgements.filter(group=group).values("lesson").distinct().count() == 6
    share = judgements.filter(observed=True).count() / judgements.count()
    assert 0.05 < share < 0.3, share  # mostly on track by default, a few exceptions each lesson
    assert judgements.filter(observed=True, level__meets=False).exists()
    assert judgements.filter(observed=True, level__code="greater").exists()
    before = sorted(Attainment.objects.values_list("student", "outcome", "level", "observed"))
    attainment_rebuild(account=school_admin.account)
    assert sorted(Attainment.objects.values_list("student", "outcome", "level", "observed")) == before
    page = signed_in(school_admin).get(f"/assessment/class/{min(groups)}").content.decode()
    assert 'data-observed="1"' in page and 'data-observed="0"' in page
