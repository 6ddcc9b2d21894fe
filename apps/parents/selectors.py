"""What a parent sees of their own children on the web (issue 31), and the school's preview
of it: one builder for both, so the preview is exactly the parent's page.

A parent's children come from the access layer (`children_of_parent`, marked "parent"),
narrowed here to the contacts linked on the web by the invite's code, whose MIS record
still gives parental responsibility and no court order, at schools that have switched the
page on. Every read below starts from those children's ids. Kept out on purpose: other
children, rankings and comparisons, SEN, pupil premium and the other sensitive fields,
and behaviour points unless the school shows them (docs/parents.md says why)."""

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from django.db.models import QuerySet
from django.utils import timezone

from apps.access.scoping import children_of_parent
from apps.assessment.models import Attainment, Judgement
from apps.bursts.models import ADVENTURES, BEHAVIOURS, Event, Student
from apps.content.models import KnowledgeOrganiser, Unit
from apps.parents.models import Parent, ParentView
from apps.users.models import User

WEEKS = 4  # weekly active minutes: this week and the three before
# The sections a parent's page shows, as the read is recorded (ChildRead.fields).
SECTIONS = ("units", "home_challenge", "badges", "awards", "active_minutes", "swimming")


def parent_of(user) -> Parent | None:
    return Parent.objects.filter(user_id=user.pk).first() if getattr(user, "pk", None) else None


def parent_has_account(contact) -> bool:
    """A parent web user already signs in with this contact's address."""
    return User.objects.filter(email__iexact=contact.email.strip(), kind=User.Kind.PARENT).exists()


def children_for_parent(user) -> QuerySet[Student]:
    """The children a signed-in parent sees: linked on the web, still with parental
    responsibility and no court order, at a school with the page switched on."""
    parent = parent_of(user)
    children = children_of_parent(parent)
    if parent is None:
        return children
    return (
        children.filter(
            contacts__parent=parent,
            contacts__web_linked__isnull=False,
            contacts__parental_responsibility=True,
            contacts__court_order=False,
        )  # fmt: skip
        .filter(account__parent_view__enabled=True)
        .select_related("group", "account")
        .distinct()
        .order_by("first_name", "last_name", "pk")
    )


def linked_elsewhere(user) -> int:
    """How many of the parent's web-linked children are at a school that has not switched
    the page on yet (the page says so instead of showing nothing at all)."""
    parent = parent_of(user)
    if parent is None:
        return 0
    children = children_of_parent(parent).filter(
        contacts__parent=parent, contacts__web_linked__isnull=False,
        contacts__parental_responsibility=True, contacts__court_order=False,
    )  # fmt: skip
    return children.exclude(account__parent_view__enabled=True).distinct().count()


def term_start(today: date) -> date:
    """The first day of the school term `today` is in (England's three terms, roughly:
    autumn from September, spring from January, summer from April)."""
    if today.month >= 9:
        return date(today.year, 9, 1)
    if today.month >= 4:
        return date(today.year, 4, 1)
    return date(today.year, 1, 1)


@dataclass
class ChildView:
    student: Student
    units: list = field(default_factory=list)  # [{title, about}]
    home_challenge: str = ""
    badges: list = field(default_factory=list)  # [{strand, outcomes: [text]}]
    levels: list = field(default_factory=list)  # XP levels reached: [{level, when}]
    adventures: list = field(default_factory=list)  # [{name, level}]
    behaviour: list = field(default_factory=list)  # [{name, points}] only when the school shows them
    weeks: list = field(default_factory=list)  # [{start, minutes}] newest first
    swimming: list = field(default_factory=list)  # [{text, level, met}] Year 6 only
    show_swimming: bool = False


def _day_start(day: date):
    return timezone.make_aware(datetime.combine(day, time.min))


def family_views(children: list[Student], *, today: date | None = None) -> list[ChildView]:
    """A page's worth for these children, in a fixed number of queries whatever their number."""
    today = today or timezone.localdate()
    if not children:
        return []
    ids = [c.pk for c in children]
    views = {c.pk: ChildView(student=c, show_swimming=c.year == 6) for c in children}
    settings = {v.account_id: v for v in ParentView.objects.filter(account_id__in={c.account_id for c in children})}
    _units(children, views, today)
    _attainment(ids, views)
    _bursts(children, ids, views, settings, today)
    return [views[c.pk] for c in children]


def _units(children, views, today):
    """Units taught this term to each child's class: the lessons its teachers assessed
    (assessment's judgements name the lesson and the class), newest first."""
    groups = {c.group_id for c in children if c.group_id}
    if not groups:
        return
    rows = (Judgement.objects.filter(group_id__in=groups, lesson__isnull=False,
                                     recorded_at__gte=_day_start(term_start(today)))  # fmt: skip
            .order_by("group_id", "-recorded_at").values_list("group_id", "lesson__unit_id", "lesson__home_challenge")
            .distinct())  # fmt: skip
    by_group, challenge = defaultdict(list), {}
    for group_id, unit_id, home in rows:
        if unit_id not in by_group[group_id]:
            by_group[group_id].append(unit_id)
        if home and group_id not in challenge:
            challenge[group_id] = home  # the latest lesson's
    unit_ids = {u for units in by_group.values() for u in units}
    units = {u.pk: u for u in Unit.objects.filter(pk__in=unit_ids)}
    about = dict(KnowledgeOrganiser.objects.filter(unit_id__in=unit_ids).values_list("unit_id", "purpose"))
    for child in children:
        view = views[child.pk]
        view.units = [{"title": units[u].title, "about": about.get(u) or units[u].strapline}
                      for u in by_group.get(child.group_id, []) if u in units]  # fmt: skip
        view.home_challenge = challenge.get(child.group_id, "")


def _attainment(ids, views):
    """Badges: the outcomes each child meets (a teacher's judgement, observed or on track
    by default), by strand; swimming's outcomes (set by year, not by unit) apart, met or not
    yet, as schools report Year 6 swimming to parents."""
    rows = (Attainment.objects.filter(student_id__in=ids).select_related("outcome__strand", "level")
            .order_by("outcome__strand__position", "outcome__order", "outcome_id"))  # fmt: skip
    strands = defaultdict(lambda: defaultdict(list))
    for row in rows:
        view = views[row.student_id]
        if row.outcome.year is not None:  # swimming and water safety
            if view.show_swimming:
                view.swimming.append({"text": row.outcome.text, "met": row.level.meets, "level": row.level.label})
            continue
        if row.level.meets:
            strands[row.student_id][row.outcome.strand.title].append(row.outcome.text)
    for student_id, by_strand in strands.items():
        views[student_id].badges = [{"strand": s, "outcomes": o} for s, o in by_strand.items()]


def _bursts(children, ids, views, settings, today):
    """BURSTS: XP levels reached and each adventure's movement-skill level (the home app's
    awards), the last four weeks' active minutes, behaviour points only if the school says."""
    monday = today - timedelta(days=today.weekday())
    first = monday - timedelta(weeks=WEEKS - 1)
    seconds = defaultdict(lambda: defaultdict(int))
    events = Event.objects.filter(student_id__in=ids, date_created__gte=_day_start(first))
    for student_id, kind, when, secs in events.values_list("student_id", "kind", "date_created", "seconds"):
        if kind == Event.Kind.ACTIVITY:
            day = timezone.localtime(when).date()
            seconds[student_id][day - timedelta(days=day.weekday())] += secs
    levels = Event.objects.filter(student_id__in=ids, kind=Event.Kind.LEVEL).order_by("-date_created")
    for student_id, level, when in levels.values_list("student_id", "level", "date_created")[: 20 * len(ids)]:
        if len(views[student_id].levels) < 5:
            views[student_id].levels.append({"level": level, "when": when})
    for child in children:
        view = views[child.pk]
        starts = [monday - timedelta(weeks=n) for n in range(WEEKS)]
        view.weeks = [{"start": start, "minutes": seconds[child.pk][start] // 60} for start in starts]
        reached = child.adventure_levels or []
        view.adventures = [{"name": ADVENTURES[i], "level": reached[i]}
                           for i in ADVENTURES if i < len(reached) and reached[i]]  # fmt: skip
        setting = settings.get(child.account_id)
        if setting and setting.show_behaviour:
            view.behaviour = [{"name": b.title(), "points": getattr(child, b)} for b in BEHAVIOURS]
