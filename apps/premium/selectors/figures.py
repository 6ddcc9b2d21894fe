"""The figures the platform knows for the return (issue 32), read through the access
layer's scoping for the signed-in admin or PE lead: the Year 6 swimming percentages from
assessment, activity and participation from BURSTS, and the same by group (disadvantaged,
girls, SEND) from the MIS fields on each child. Only counts leave here, never a child.
Five queries whatever the school's size."""

from dataclasses import dataclass, field
from datetime import date, datetime, time

from django.db.models import Sum
from django.utils import timezone

from apps.access.scoping import events_for, students_for
from apps.assessment.models import Attainment
from apps.bursts.models import Event, Student
from apps.content.models import Outcome

MIN_GROUP = 5  # a figure over fewer children is hidden on the public page
FEWER = "fewer than 5"

# The DfE's three questions, in its order: (assessment's statement code, the question's words).
SWIMMING = [
    ("swim-25m", "Swim competently, confidently and proficiently over a distance of at least 25 metres"),
    ("swim-strokes", "Use a range of strokes effectively (for example, front crawl, backstroke and breaststroke)"),
    ("swim-rescue", "Perform safe self-rescue in different water-based situations"),
]
GROUPS = [
    ("all", "All pupils"),
    ("disadvantaged", "Disadvantaged pupils (pupil premium)"),
    ("girls", "Girls"),
    ("send", "Pupils with SEND"),
]


def _in_group(key: str, child: dict) -> bool:
    if key == "disadvantaged":
        return child["pp_eligible"] or child["pp_indicator"]
    if key == "girls":
        return child["gender"] == Student.Gender.FEMALE
    if key == "send":
        return child["sen"] in (Student.Sen.SUPPORT, Student.Sen.EHCP)
    return True


def pct(part: int, whole: int) -> int | None:
    return round(100 * part / whole) if whole else None


def window(start: int) -> tuple[date, date]:
    """The academic year: 1 September to 31 August."""
    return date(start, 9, 1), date(start + 1, 9, 1)


def weeks_so_far(start: int, today: date) -> float:
    low, high = window(start)
    return max(0, (min(today, high) - low).days) / 7


@dataclass
class GroupFigures:
    key: str
    label: str
    children: int = 0
    active: int = 0
    weekly_minutes: int | None = None  # average weekly active minutes per child of the group
    year6: int = 0
    swim: list = field(default_factory=list)  # % of its Year 6 meeting each outcome, SWIMMING's order

    @property
    def active_pct(self):
        return pct(self.active, self.children)


def school_figures(user, account_id: int, start: int, today: date | None = None) -> dict:
    today = today or timezone.localdate()
    children = list(
        students_for(user)
        .filter(account_id=account_id)
        .values("pk", "year", "gender", "sen", "pp_eligible", "pp_indicator")
        .order_by()
    )
    low, high = window(start)
    tz = timezone.get_current_timezone()
    seconds = dict(
        events_for(user)
        .filter(
            account_id=account_id,
            kind=Event.Kind.ACTIVITY,
            date_created__gte=datetime.combine(low, time(), tz),
            date_created__lt=datetime.combine(high, time(), tz),
        )
        .values("student_id")
        .annotate(s=Sum("seconds"))
        .order_by()
        .values_list("student_id", "s")
    )
    year6 = [c["pk"] for c in children if c["year"] == 6]
    met = set()
    if year6:
        outcomes = Outcome.objects.filter(year=6, statement__code__in=[c for c, _ in SWIMMING])
        met = set(
            Attainment.objects.for_user(user)
            .filter(student__in=year6, outcome__in=outcomes, level__code="met")
            .values_list("student_id", "outcome__statement__code")
        )
    weeks = weeks_so_far(start, today)
    groups = []
    for key, label in GROUPS:
        members = [c for c in children if _in_group(key, c)]
        fig = GroupFigures(key, label, children=len(members))
        fig.active = sum(1 for c in members if seconds.get(c["pk"]))
        if members and weeks:
            minutes = sum(seconds.get(c["pk"]) or 0 for c in members) / 60
            fig.weekly_minutes = round(minutes / weeks / len(members))
        sixes = [c["pk"] for c in members if c["year"] == 6]
        fig.year6 = len(sixes)
        fig.swim = [pct(sum((pk, code) in met for pk in sixes), len(sixes)) for code, _ in SWIMMING]
        groups.append(fig)
    whole = groups[0]
    return {
        "swimming": [
            {"code": code, "question": q, "pct": whole.swim[i], "met": sum((pk, code) in met for pk in year6)}
            for i, (code, q) in enumerate(SWIMMING)
        ],
        "year6": whole.year6,
        "children": whole.children,
        "active": whole.active,
        "active_pct": whole.active_pct,
        "weekly_minutes": whole.weekly_minutes,
        "weeks": round(weeks),
        "groups": groups,
    }


def public_figures(figures: dict) -> dict:
    """What the public page may show: every figure computed over fewer than 5 children
    says "fewer than 5" instead (the Year 6 swimming too, for a school of 4 leavers)."""

    def small(n):
        return 0 < n < MIN_GROUP

    hide_six = small(figures["year6"])
    groups = []
    for g in figures["groups"]:
        hidden = small(g.children)
        six_hidden = hidden or small(g.year6)
        groups.append({
            "label": g.label,
            "children": FEWER if hidden else g.children,
            "active_pct": FEWER if hidden else g.active_pct,
            "weekly_minutes": FEWER if hidden else g.weekly_minutes,
            "swim": [FEWER if six_hidden else p for p in g.swim],
        })  # fmt: skip
    return {
        "swimming": [{"question": s["question"], "pct": FEWER if hide_six else s["pct"]} for s in figures["swimming"]],
        "children": FEWER if small(figures["children"]) else figures["children"],
        "active_pct": FEWER if small(figures["children"]) else figures["active_pct"],
        "weekly_minutes": FEWER if small(figures["children"]) else figures["weekly_minutes"],
        "groups": groups,
    }
