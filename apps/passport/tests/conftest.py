import pytest

from apps.assessment.selectors import class_children
from apps.assessment.services import lesson_record, scale_ensure
from apps.assessment.tests.factories import make_class, pe_lesson


@pytest.fixture
def content(db):
    from apps.content.seed import seed_content

    seed_content()


@pytest.fixture
def year6(personas, content):
    """Oakfield's Year 6 (6 children) with a lesson recorded: the first child tapped below
    on every outcome (observed), the others left on track (by default)."""
    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 6 Eagles", 6, teachers=[teacher], year=6)
    scale = scale_ensure(account=group.account)
    towards = scale.levels.all()[0]
    children = list(class_children(teacher, group))
    lesson = pe_lesson(6)
    outcomes = list(lesson.outcomes.all())
    marks = {(children[0].pk, o.pk): towards.pk for o in outcomes}
    lesson_record(acting_user=teacher, group=group, lesson=lesson, students=children, outcomes=outcomes,
                  scale=scale, marks=marks)  # fmt: skip
    children[0].upn = "H100001000001"
    children[0].save(update_fields=["upn"])
    return group, children
