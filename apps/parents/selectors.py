"""What a parent sees of their own children on the web (issue 31), and the school's preview
of it: one builder for both, so the preview is exactly the parent's page.

Every read goes through the access layer's `for_user`: for a parent that is their own
children only (apps/access/scoping.py's parent rule: linked on the web by the invite's code,
the MIS record still giving parental responsibility and no court order, at a school that has
switched the page on), for the school's admin previewing it, their school's; and every read
below is narrowed to the children on the page, so the preview is the parent's page. Kept out
on purpose: other children, rankings and comparisons, SEN, pupil premium and the other
sensitive fields, and behaviour points unless the school shows them (docs/parents.md says why)."""

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta

from django.db.models import Count, Max, QuerySet
from django.utils import timezone

from apps.access import rules
from apps.access.scoping import contacts_for, students_for
from apps.assessment.models import Attainment, Evidence, Judgement
from apps.bursts.models import ADVENTURES, BEHAVIOURS, Event, Student
from apps.content.models import KnowledgeOrganiser, Unit
from apps.parents.models import ParentView
from apps.users.models import User

WEEKS = 4  # weekly active minutes: this week and the three before
# The sections a parent's page shows, as the read is recorded (ChildRead.fields).
SECTIONS = ("units", "home_challenge", "badges", "awards", "active_minutes", "swimming", "evidence")


def parent_has_account(contact) -> bool:
    """A parent web user already signs in with this contact's address."""
    return User.objects.filter(email__iexact=contact.email.strip(), kind=User.Kind.PARENT).exists()


def children_for_parent(user) -> QuerySet[Student]:
    """The children a signed-in parent sees: linked on the web, still with parental
    responsibility and no court order, at a school with the page switched on (the access
    layer's parent rule says which)."""
    children = students_for(user)
    if not rules.is_parent(user):
        return children.none()
    return children.select_related("group", "account").order_by("first_name", "last_name", "pk")


def linked_elsewhere(user) -> int:
    """How many of the parent's web-linked children are at a school that has not switched
    the page on yet (the page says so instead of showing nothing at all)."""
    if not rules.is_parent(user):
        return 0
    links = contacts_for(user).filter(web_linked__isnull=False, parental_responsibility=True, court_order=False)
    waiting = links.exclude(student__account__parent_view__enabled=True)
    return waiting.values("student_id").distinct().count()


def school_setting(account) -> ParentView:
    """The school's switch for the parents' page: off, as a new unsaved row, until saved."""
    return ParentView.objects.filter(account=account).first() or ParentView(account=account)


def children_by_class(user, account) -> dict[str, list[Student]]:
    """The school's children the user may see, by class name, for the preview's chooser."""
    children = (students_for(user).filter(account=account).select_related("group")
                .order_by("group__name", "first_name", "last_name"))  # fmt: skip
    classes: dict[str, list[Student]] = {}
    for child in children:
        classes.setdefault(child.group.name if child.group_id else "No class", []).append(child)
    return classes


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
    evidence: list = field(default_factory=list)  # [Evidence] shared with parents, this child alone


def _day_start(day: date):
    return timezone.make_aware(datetime.combine(day, time.min))


def family_views(user, children: list[Student], *, today: date | None = None) -> list[ChildView]:
    """A page's worth for these children, as `user` (the parent, or the school's admin
    previewing) reaches them, in a fixed number of queries whatever their number."""
    today = today or timezone.localdate()
    if not children:
        return []
    ids = [c.pk for c in children]
    views = {c.pk: ChildView(student=c, show_swimming=c.year == 6) for c in children}
    settings = {v.account_id: v for v in ParentView.objects.filter(account_id__in={c.account_id for c in children})}
    _units(user, children, views, today)
    _attainment(user, ids, views)
    _bursts(user, children, ids, views, settings, today)
    for item in shared_evidence(user, ids, today=today):
        views[item.child_id].evidence.append(item)
    return [views[c.pk] for c in children]


def shared_evidence(user, ids, *, today: date | None = None) -> QuerySet[Evidence]:
    """Evidence a teacher shared with parents of these children, newest first: not past its
    keep_until, showing one child alone (a photo with other children in it is never shown
    to a parent), whose photo consent is still recorded. `child_id` names the child. For a
    parent the access layer already keeps to this; the same filters here make the school's
    preview show exactly the same."""
    today = today or timezone.localdate()
    return (
        Evidence.objects.for_user(user)
        .filter(shared_with_parents=True, keep_until__gte=today, pk__in=_showing(ids))
        .annotate(shown=Count("students", distinct=True), child_id=Max("students"))
        .filter(shown=1)
        .exclude(students__photo_consent=False)
        .order_by("-uploaded_at", "-id")
    )


def shared_item(user, evidence_id: int) -> tuple[Evidence, Student] | None:
    """One shared item and its child, for its file: to a parent only of their own child, to
    the school's admin (previewing) only of their school's; by the same rules as the page."""
    if rules.is_parent(user):
        children = children_for_parent(user)
    elif rules.is_account_admin(user) and not rules.is_temporary_user(user) and user.account_id:
        children = students_for(user).filter(account_id=user.account_id)
    else:
        return None
    item = shared_evidence(user, children.values("pk")).filter(pk=evidence_id).first()
    child = item and children.select_related("account").filter(pk=item.child_id).first()
    return (item, child) if child else None


def _showing(ids):
    # A subquery, not a join: the count of children below must see every child shown.
    return Evidence.students.through.objects.filter(student_id__in=ids).values("evidence_id")


def _units(user, children, views, today):
    """Units taught this term in each child's class: the lessons its teachers assessed the
    child in (assessment's judgements name the lesson and the class), newest first."""
    by_child, challenge = defaultdict(list), {}
    groups = {c.pk: c.group_id for c in children}
    rows = (Judgement.objects.for_user(user)
            .filter(student_id__in=list(groups), lesson__isnull=False, recorded_at__gte=_day_start(term_start(today)))
            .order_by("student_id", "-recorded_at")
            .values_list("student_id", "group_id", "lesson__unit_id", "lesson__home_challenge"))  # fmt: skip
    for student_id, group_id, unit_id, home in rows:
        if group_id != groups[student_id]:  # a class the child has since left
            continue
        if unit_id not in by_child[student_id]:
            by_child[student_id].append(unit_id)
        if home and student_id not in challenge:
            challenge[student_id] = home  # the latest lesson's
    unit_ids = {u for units in by_child.values() for u in units}
    units = {u.pk: u for u in Unit.objects.filter(pk__in=unit_ids)}
    about = dict(KnowledgeOrganiser.objects.filter(unit_id__in=unit_ids).values_list("unit_id", "purpose"))
    for child in children:
        view = views[child.pk]
        view.units = [{"title": units[u].title, "about": about.get(u) or units[u].strapline}
                      for u in by_child.get(child.pk, []) if u in units]  # fmt: skip
        view.home_challenge = challenge.get(child.pk, "")


def _attainment(user, ids, views):
    """Badges: the outcomes each child meets (a teacher's judgement, observed or on track
    by default), by strand; swimming's outcomes (set by year, not by unit) apart, met or not
    yet, as schools report Year 6 swimming to parents."""
    rows = (Attainment.objects.for_user(user).filter(student_id__in=ids).select_related("outcome__strand", "level")
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


def _bursts(user, children, ids, views, settings, today):
    """BURSTS: XP levels reached and each adventure's movement-skill level (the home app's
    awards), the last four weeks' active minutes, behaviour points only if the school says."""
    monday = today - timedelta(days=today.weekday())
    first = monday - timedelta(weeks=WEEKS - 1)
    seconds = defaultdict(lambda: defaultdict(int))
    events = Event.objects.for_user(user).filter(student_id__in=ids, date_created__gte=_day_start(first))
    for student_id, kind, when, secs in events.values_list("student_id", "kind", "date_created", "seconds"):
        if kind == Event.Kind.ACTIVITY:
            day = timezone.localtime(when).date()
            seconds[student_id][day - timedelta(days=day.weekday())] += secs
    levels = Event.objects.for_user(user).filter(student_id__in=ids, kind=Event.Kind.LEVEL).order_by("-date_created")
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
