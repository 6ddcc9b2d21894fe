"""Rows for the premium tests: a Year 6 class with MIS fields and swimming recorded."""

from apps.assessment.services.swimming import swimming_record
from apps.assessment.tests.factories import make_class
from apps.bursts.models import Student
from apps.content.models import Outcome
from apps.premium.selectors.figures import SWIMMING

MET = {"swim-25m": 8, "swim-strokes": 6, "swim-rescue": 7}  # of 10


def year6_class(admin, size=10, name="Year 6 Kites"):
    group = make_class(admin.account, name, size, year=6)
    children = list(Student.objects.filter(group=group).order_by("pk"))
    for n, child in enumerate(children):
        child.gender = Student.Gender.FEMALE if n < 4 else Student.Gender.MALE
        child.pp_eligible = n in (0, 5, 6)
        child.sen = Student.Sen.SUPPORT if n in (1, 7) else ""
        child.save()
    outcomes = list(Outcome.objects.filter(year=6, statement__code__in=[c for c, _ in SWIMMING])
                    .select_related("statement"))  # fmt: skip
    met = {(c.pk, o.pk): n < MET[o.statement.code] * size // 10 for n, c in enumerate(children) for o in outcomes}
    swimming_record(acting_user=admin, group=group, students=children, outcomes=outcomes, met=met)
    return group
