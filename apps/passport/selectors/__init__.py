"""The PE passport's reads (issue 32): a Year 6 child's passport as a document (the dict
the page, the printed batch and the JSON all show; docs/passport.schema.json is its
schema), built in a fixed number of queries whatever the number of children.

Every read goes through the access layer: the sending school's admins read their own
children (scoping.students_for and the for_user of each model); a receiver reads only the
copies sent to them (scoping.passports_for), never the primary's live records."""

import json
from collections import defaultdict
from datetime import date
from functools import cache
from pathlib import Path

from django.conf import settings
from django.db.models import Sum
from django.http import Http404
from django.utils import timezone

from apps.access import rules
from apps.access.scoping import events_for, passports_for, receiving_schools_for, students_for
from apps.assessment.models import Attainment, Scale
from apps.bursts.models import ADVENTURE_LEVELS, ADVENTURES, Event, Student
from apps.passport.models import PassportOpening, PassportShare

SCHEMA_ID = "/passport/schema.json"
SCHEMA_PATH = Path(settings.BASE_DIR) / "docs" / "passport.schema.json"
VERSION = 1
YEAR = 6
SWIMMING = "swimming"
# The national curriculum's swimming outcomes, by their statement's code, in its order.
SWIM_STATEMENTS = [("swim-25m", "Swim 25 m"), ("swim-strokes", "Range of strokes"), ("swim-rescue", "Safe self-rescue")]
CLUBS_NOTE = "The platform does not record clubs: the primary school can tell you about them."
KEPT_OUT = (
    "No SEN, pupil premium, EAL, ethnicity, nationality, gender, contacts, photos or videos: "
    "the passport carries what a child has learnt in PE, not labels (docs/passport.md)."
)


@cache
def schema() -> dict:
    return json.loads(SCHEMA_PATH.read_text())


def school_year_start(today: date) -> date:
    """1 September of the school year a day is in."""
    return date(today.year if today.month >= 9 else today.year - 1, 9, 1)


# The sending school -------------------------------------------------------------------------


def cohort(user):
    """The school's Year 6 children the user may send passports for (its admins)."""
    if not rules.can_send_passports(user):
        return students_for(user).none()
    return (
        students_for(user, "export")
        .filter(account_id=user.account_id, year=YEAR)
        .select_related("account", "group")
        .order_by("last_name", "first_name", "pk")
    )


def cohort_child(user, student_id) -> Student:
    try:
        return cohort(user).get(pk=int(student_id))
    except (Student.DoesNotExist, TypeError, ValueError):
        raise Http404 from None


def _scale(account_id) -> dict:
    scale = (
        Scale.objects.filter(account_id=account_id, kind=Scale.Kind.MAIN)
        .select_related("default_level")
        .prefetch_related("levels")
        .first()
    )
    if scale is None:
        return {"name": "", "levels": [], "defaultLevel": None, "observedMeans": "", "byDefaultMeans": ""}
    return {
        "name": scale.get_preset_display(),
        "levels": [
            {
                "code": lv.code,
                "label": lv.label,
                "short": lv.short,
                "position": lv.position,
                "meetsExpectation": lv.meets,
            }
            for lv in scale.levels.all()
        ],  # fmt: skip
        "defaultLevel": scale.default_level.label if scale.default_level_id else None,
        "observedMeans": "A teacher chose this level for the child (tapped it) in a lesson or at a unit's end.",
        "byDefaultMeans": "Left at the school's default level when a lesson was recorded: nobody judged the child "
        "below or above it. Treat it as 'on track, not observed'.",
    }


def documents(user, children: list[Student], *, today: date | None = None) -> list[dict]:
    """Each child's passport: five queries whatever the number of children."""
    today = today or timezone.localdate()
    if not children:
        return []
    ids = [c.pk for c in children]
    rows = (
        Attainment.objects.for_user(user, "export")
        .filter(student_id__in=ids)
        .select_related("level__scale", "outcome__strand", "outcome__unit__year", "outcome__statement")
        .order_by(
            "outcome__unit__year__number",
            "outcome__unit__number",
            "outcome__unit__letter",
            "outcome__order",
            "outcome_id",
        )  # fmt: skip
    )
    by_child = defaultdict(list)
    for row in rows:
        by_child[row.student_id].append(row)
    since = school_year_start(today)
    minutes = dict(
        events_for(user, "export")
        .filter(student_id__in=ids, kind=Event.Kind.ACTIVITY, date_created__date__gte=since)
        .values("student_id")
        .annotate(s=Sum("seconds"))
        .values_list("student_id", "s")
    )
    awards = defaultdict(list)
    levels = events_for(user, "export").filter(student_id__in=ids, kind=Event.Kind.LEVEL).order_by("date_created")
    for student_id, level, when in levels.values_list("student_id", "level", "date_created"):
        awards[student_id].append({"kind": "xp-level", "title": f"Reached BURSTS level {level}",
                                   "date": timezone.localtime(when).date().isoformat()})  # fmt: skip
    scales = {}
    out = []
    for child in children:
        if child.account_id not in scales:
            scales[child.account_id] = _scale(child.account_id)
        out.append(_document(child, by_child[child.pk], scales[child.account_id], minutes.get(child.pk) or 0,
                             awards[child.pk], since, today))  # fmt: skip
    return out


def _document(child, rows, scale, seconds, awards, since, today) -> dict:
    strands, units, swimming = {}, {}, {}
    for a in rows:
        if a.level.scale.preset == SWIMMING:
            swimming[a.outcome.statement.code] = a
            continue
        strand = strands.setdefault(a.outcome.strand_id, {"slug": a.outcome.strand.slug,
                                                          "title": a.outcome.strand.title,
                                                          "position": a.outcome.strand.position,
                                                          "outcomes": 0, "meets": 0, "observed": 0,
                                                          "observedMeets": 0, "byDefault": 0})  # fmt: skip
        strand["outcomes"] += 1
        strand["meets"] += a.level.meets
        strand["observed"] += a.observed
        strand["observedMeets"] += a.observed and a.level.meets
        strand["byDefault"] += not a.observed
        unit = a.outcome.unit
        key = unit.pk if unit else 0
        entry = units.setdefault(key, {"title": unit.display_title if unit else "Other outcomes",
                                       "year": unit.year.number if unit else None, "outcomes": []})  # fmt: skip
        entry["outcomes"].append({"text": a.outcome.text, "strand": a.outcome.strand.slug, "level": a.level.label,
                                  "meetsExpectation": a.level.meets, "observed": a.observed,
                                  "recordedOn": timezone.localtime(a.recorded_at).date().isoformat()})  # fmt: skip
    ordered = sorted(strands.values(), key=lambda s: (s.pop("position"), s["slug"]))
    reached = list(child.adventure_levels or [])
    school = child.account
    return {
        "$schema": SCHEMA_ID,
        "version": VERSION,
        "made": today.isoformat(),
        "child": {
            "upn": child.upn or None,
            "firstName": child.first_name,
            "lastName": child.last_name,
            "dateOfBirth": child.dob.isoformat() if child.dob else None,
            "year": child.year,
        },  # fmt: skip
        "primary": {"name": school.name, "urn": school.urn or None},
        "scale": scale,
        "strands": ordered,
        "units": list(units.values()),
        "movementSkills": {
            "about": "The home app's fundamental movement skills: the level (1 to "
            f"{ADVENTURE_LEVELS}) reached in each adventure, and the BURSTS XP level.",
            "xpLevel": child.level,
            "adventures": [
                {"name": name, "level": reached[i] if i < len(reached) else 0} for i, name in ADVENTURES.items()
            ],  # fmt: skip
        },
        "swimming": [
            {
                "code": code,
                "name": name,
                "met": bool(swimming.get(code) and swimming[code].level.meets),
                "recorded": code in swimming,
            }
            for code, name in SWIM_STATEMENTS
        ],  # fmt: skip
        "activeMinutes": {
            "schoolYearFrom": since.isoformat(),
            "schoolYear": seconds // 60,
            "allTime": child.total_seconds // 60,
        },  # fmt: skip
        "clubs": [],
        "clubsNote": CLUBS_NOTE,
        "awards": awards,
        "keptOut": KEPT_OUT,
    }


def sent_list(user):
    """The school's passports sent, newest first, with their receiving school."""
    return passports_for(user).select_related("receiving").order_by("-sent_at", "child_name")


def receiving_list(user):
    return receiving_schools_for(user).order_by("name", "pk")


def openings(user, share_ids):
    return PassportOpening.objects.for_user(user).filter(share_id__in=share_ids)


# The receiving school ----------------------------------------------------------------------


def incoming(user):
    """The passports sent to a receiver, by primary school then child."""
    if not rules.can_receive_passports(user):
        return passports_for(user).none()
    return passports_for(user).select_related("receiving", "account").order_by("account__name", "child_name", "pk")


def incoming_one(user, share_id):
    """One passport sent to the receiver (404 otherwise: another school's id reveals nothing)."""
    try:
        return incoming(user).get(pk=int(share_id))
    except (PassportShare.DoesNotExist, TypeError, ValueError):
        raise Http404 from None
