"""Oakfield's PE and sport premium (issue 32): this academic year's return with a realistic
ledger (£17,760 received, £17,240 spent), its impact and sustainability, published on the
school's public page; and its Year 6 swimming recorded (most met the 25 m standard, fewer
the strokes and self-rescue) so the computed percentages show something real."""

import random
from decimal import Decimal

from django.db import transaction

from apps.accounts.models import Account
from apps.assessment.models import Source
from apps.assessment.services.swimming import swimming_record
from apps.bursts.models import Group, Student
from apps.content.models import Outcome
from apps.premium import selectors
from apps.premium.models import KeyIndicator, PremiumYear
from apps.premium.selectors.figures import SWIMMING, school_figures
from apps.premium.services import premium_publish, premium_year_save
from apps.users.models import User

ADMIN = "admin@oakfield.example.com"
LINES = [
    ("Coach-led CPD: a specialist coach team-teaching gymnastics and dance alongside each class teacher (12 weeks)",
     KeyIndicator.STAFF, "5400.00"),
    ("PE subject leader release time (one afternoon a half term) and afPE membership", KeyIndicator.STAFF, "1150.00"),
    ("Playground leaders training for 24 Year 5 and 6 pupils, with activity bags for each zone",
     KeyIndicator.ENGAGEMENT, "1450.00"),
    ("Active lunchtimes: a sports coach three lunchtimes a week", KeyIndicator.ENGAGEMENT, "3600.00"),
    ("Swimming top-up sessions for Year 6 pupils not yet swimming 25 metres", KeyIndicator.BROADER, "1680.00"),
    ("Equipment: orienteering kit and inclusive equipment for pupils with SEND", KeyIndicator.BROADER, "1320.00"),
    ("Girls' football club and the county festival (Years 3 to 6)", KeyIndicator.BROADER, "700.00"),
    ("School Games entry and transport to nine competitions", KeyIndicator.COMPETITION, "1940.00"),
]  # fmt: skip
IMPACT = (
    "Staff confidence in teaching gymnastics and dance rose from 4 to 8 of 14 teachers rating themselves "
    "confident (survey, September and June). 62 more pupils took part in a lunchtime activity each week. "
    "The school entered nine School Games competitions (five last year), with 38 girls taking part."
)
SUSTAIN = (
    "Teachers keep the coach's unit plans and now lead gymnastics and dance on their own; the trained "
    "playground leaders train the next Year 5 each summer; the equipment is kept and checked by the PE lead."
)


def _swimming(account, admin, rng):
    """Year 6's three outcomes, met or not yet, once (a school with swimming judgements is left)."""
    from apps.assessment.models import Judgement

    if Judgement.objects.filter(account=account, source=Source.SWIMMING).exists():
        return
    outcomes = list(Outcome.objects.filter(year=6, statement__code__in=[c for c, _ in SWIMMING]).select_related(
        "statement"))  # fmt: skip
    if not outcomes:
        return
    chance = {"swim-25m": 0.85, "swim-strokes": 0.7, "swim-rescue": 0.75}
    for group in Group.objects.filter(account=account, students__year=6).distinct():
        children = list(Student.objects.filter(group=group, year=6))
        met = {(c.pk, o.pk): rng.random() < chance[o.statement.code] for c in children for o in outcomes}
        swimming_record(acting_user=admin, group=group, students=children, outcomes=outcomes, met=met)


@transaction.atomic
def seed_premium(today=None):
    """Idempotent: a school with a premium year is left as it is."""
    account = Account.objects.filter(name="Oakfield Primary").first()
    admin = User.objects.filter(email=ADMIN).first()
    if account is None or admin is None or PremiumYear.objects.filter(account=account).exists():
        return 0
    _swimming(account, admin, random.Random(32))
    start = selectors.current_start(today)
    year = premium_year_save(
        acting_user=admin,
        year=PremiumYear(account=account, start=start),
        answers={
            "received": Decimal("17760.00"),
            "impact": IMPACT,
            "sustainability": SUSTAIN,
            "for_disadvantaged": True,
            "for_girls": True,
            "for_send": False,
            "published": True,
            "show_groups": True,
        },  # fmt: skip
        lines=[{"id": None, "what": w, "indicator": n, "cost": c, "delete": False} for w, n, c in LINES],
        existing=[],
    )
    lines = list(year.lines.all())
    premium_publish(
        year=year, snapshot=selectors.public_snapshot(year, lines, school_figures(admin, account.pk, start))
    )
    return 1
