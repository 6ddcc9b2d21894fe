"""The scale presets, a lesson's judgements in one save, and the rollup (issue 30)."""

import pytest
from django.core.exceptions import ValidationError

from apps.assessment import services
from apps.assessment.models import Attainment, Judgement, Scale
from apps.assessment.selectors import class_children, school_scale

pytestmark = pytest.mark.django_db


def _levels(scale):
    return [(lv.label, lv.meets) for lv in scale.levels.all()]


def test_each_preset_has_its_levels_and_on_track_default(school_admin):
    account = school_admin.account
    scale = services.scale_choose(account=account, preset=Scale.Preset.EXPECTED, with_below=True, with_above=True)
    assert _levels(scale) == [("Working below", False), ("Working towards", False), ("Expected", True),
                              ("Greater depth", True), ("Working above", True)]  # fmt: skip
    assert scale.default_level.label == "Expected"
    for preset, labels, default in [
        (Scale.Preset.MASTERY, ["Emerging", "Developing", "Secure", "Mastering"], "Secure"),
        (Scale.Preset.MEDALS, ["Bronze", "Silver", "Gold"], "Silver"),
    ]:
        scale = services.scale_choose(account=account, preset=preset, with_below=True)
        assert [label for label, _ in _levels(scale)] == labels  # below/above only with the expected preset
        assert scale.default_level.label == default
    assert Scale.objects.filter(account=account).count() == 1
    with pytest.raises(ValidationError):  # swimming is a scale of its own, never the school's
        services.scale_choose(account=account, preset=Scale.Preset.SWIMMING)
    swimming = services.scale_ensure(account=account, kind=Scale.Kind.SWIMMING)
    assert _levels(swimming) == [("Not yet", False), ("Met", True)] and swimming.default_level.label == "Not yet"
    assert Scale.objects.filter(account=account).count() == 2


def test_a_school_without_a_scale_gets_the_expected_one(school_admin):
    scale = services.scale_ensure(account=school_admin.account)
    assert [label for label, _ in _levels(scale)] == ["Working towards", "Expected", "Greater depth"]


def _record(teacher, group, lesson, marks=None, absent=()):
    scale = services.scale_ensure(account=group.account)
    return services.lesson_record(
        acting_user=teacher, group=group, lesson=lesson, students=list(class_children(teacher, group)),
        outcomes=list(lesson.outcomes.all()), scale=school_scale(group.account_id), marks=marks or {}, absent=absent,
    ), scale  # fmt: skip


def test_one_save_records_everyone_present_observed_or_by_default(teacher, oak_class, lesson):
    children = list(class_children(teacher, oak_class))
    outcomes = list(lesson.outcomes.all())
    scale = services.scale_ensure(account=oak_class.account)
    towards, _expected, greater = scale.levels.all()
    marks = {(children[0].pk, outcomes[0].pk): towards.pk, (children[1].pk, outcomes[-1].pk): greater.pk}
    recorded, _ = _record(teacher, oak_class, lesson, marks, absent=[children[2].pk])
    assert recorded.judgements == 29 * len(outcomes) and recorded.observed == 2 and recorded.absent == 1
    assert not Judgement.objects.filter(student=children[2]).exists()
    first = Judgement.objects.get(student=children[0], outcome=outcomes[0])
    assert (first.level, first.observed, first.lesson, first.recorded_by, first.source) == (
        towards,
        True,
        lesson,
        teacher,
        "lesson",
    )
    other = Judgement.objects.get(student=children[3], outcome=outcomes[0])
    assert (other.level_label, other.observed) == ("Expected", False)
    assert Attainment.objects.get(student=children[1], outcome=outcomes[-1]).level == greater


def test_the_rollup_is_the_latest_judgement_and_rebuilds_the_same(teacher, oak_class, lesson):
    children = list(class_children(teacher, oak_class))
    outcome = lesson.outcomes.first()
    _, scale = _record(teacher, oak_class, lesson)
    towards = scale.levels.get(code="towards")
    _record(teacher, oak_class, lesson, {(children[0].pk, outcome.pk): towards.pk})
    assert Judgement.objects.filter(student=children[0], outcome=outcome).count() == 2  # append-only
    now = Attainment.objects.get(student=children[0], outcome=outcome)
    assert (now.level, now.observed) == (towards, True)
    before = sorted(Attainment.objects.values_list("student", "outcome", "level", "observed", "judgement"))
    assert services.attainment_rebuild(account=oak_class.account) == len(before)
    assert sorted(Attainment.objects.values_list("student", "outcome", "level", "observed", "judgement")) == before


def test_recording_a_class_is_a_constant_number_of_queries(teacher, oak_class, lesson, django_assert_max_num_queries):
    children = list(class_children(teacher, oak_class))
    outcomes = list(lesson.outcomes.all())
    scale = services.scale_ensure(account=oak_class.account)
    scale = school_scale(oak_class.account_id)
    marks = {(c.pk, outcomes[0].pk): scale.levels.all()[0].pk for c in children[:3]}
    with django_assert_max_num_queries(6):  # savepoint, levels, the judgements, the rollup
        services.lesson_record(acting_user=teacher, group=oak_class, lesson=lesson, students=children,
                               outcomes=outcomes, scale=scale, marks=marks)  # fmt: skip


@pytest.mark.parametrize("bad", ["child", "outcome", "level"])
def test_bad_marks_write_nothing(teacher, oak_class, lesson, bad, other_school_user):
    from apps.bursts.tests.factories import make_group, make_student

    children = list(class_children(teacher, oak_class))
    outcome = lesson.outcomes.first()
    scale = services.scale_ensure(account=oak_class.account)
    level = scale.levels.first().pk
    stranger = make_student(make_group(other_school_user.account), first_name="Zed")
    other_scale = services.scale_ensure(account=other_school_user.account)
    key = {
        "child": (stranger.pk, outcome.pk),
        "outcome": (children[0].pk, 10**6),
        "level": (children[0].pk, outcome.pk),
    }
    value = other_scale.levels.first().pk if bad == "level" else level
    with pytest.raises(ValidationError):
        _record(teacher, oak_class, lesson, {key[bad]: value})
    assert not Judgement.objects.exists() and not Attainment.objects.exists()


def test_a_scale_with_judgements_does_not_change(teacher, oak_class, lesson):
    _record(teacher, oak_class, lesson)
    with pytest.raises(ValidationError, match="cannot change"):
        services.scale_choose(account=oak_class.account, preset=Scale.Preset.MEDALS)
