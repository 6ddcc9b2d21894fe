"""Small assessment rows for tests."""

from apps.bursts.models import Group, Student
from apps.bursts.tests.factories import make_group, make_student
from apps.content.models import CurriculumStatement, Lesson, Outcome, Strand

FIRST = ["Ava", "Ben", "Cara", "Dev", "Ella", "Finn", "Gia", "Hal", "Isla", "Jay"]
LAST = ["Adams", "Brook", "Cole", "Dale", "Ennis", "Ford"]


def make_class(account, name, size, *, teachers=(), year=3) -> Group:
    group = make_group(account, name=name)
    group.teachers.add(*teachers)
    for n in range(size):
        make_student(group, first_name=FIRST[n % 10], last_name=f"{LAST[n // 10 % 6]}{n}", year=year)
    return group


def pe_lesson(year=3) -> Lesson:
    """A written PE lesson of the year that names outcomes (the seeded catalogue)."""
    from django.db.models import Count

    return (
        Lesson.objects.filter(unit__programme__slug="pe", unit__year__number=year)
        .annotate(n=Count("outcomes"))
        .filter(n__gte=2)
        .order_by("unit__number", "unit__letter", "number")
        .first()
    )


def make_outcome(text="Throw underarm at a target") -> Outcome:
    """An outcome with no catalogue (privacy tests): a swimming-style one owned by a year."""
    strand, _ = Strand.objects.get_or_create(slug="motor", defaults={"title": "Motor competence", "kind": "knowledge"})
    statement, _ = CurriculumStatement.objects.get_or_create(
        code="ks2-games", defaults={"key_stage": "ks2", "text": "Play competitive games"}
    )
    return Outcome.objects.create(year=3, text=text, strand=strand, statement=statement)


def make_judgement(student: Student, acting_user=None):
    """A judgement of the child recorded as a school would (with its rollup row)."""
    from apps.assessment.models import Attainment, Judgement
    from apps.assessment.services import _attainment_upsert, scale_ensure

    scale = scale_ensure(account=student.account)
    judgement = Judgement.objects.create(
        account=student.account, student=student, outcome=make_outcome(), level=scale.default_level,
        level_label=scale.default_level.label, observed=False, group=student.group, recorded_by=acting_user,
    )  # fmt: skip
    _attainment_upsert([judgement])
    return judgement, Attainment.objects.get(judgement=judgement)
