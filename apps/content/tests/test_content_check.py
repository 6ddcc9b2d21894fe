"""The content check (issue 27) over the whole seeded catalogue: every activity a lesson
names is one of its own parts, a skill part names its skill, a KS2 unit plays only its own
sport's games, outcome, organiser and goal texts do not repeat across unrelated units
(with unit and skill names masked, so swapping in a name is not enough), and no template
leftovers remain."""

import re
from collections import defaultdict

from apps.content.models import KnowledgeOrganiser, Lesson, Outcome, Part, Unit
from apps.content.seed import showcase, wording
from apps.content.seed.outcomes.topics import SKILL_NAMES
from apps.content.services.checks import LEFTOVERS, LESSON_FIELDS, PART_FIELDS, activity_names, topic
from apps.core.catalogue import YEAR_LABELS

_topic = topic
_activity_names = activity_names


def _own_names(parts):
    own = set()
    for part in parts:
        own.add(part.title)
        if part.card_id:
            own.add(part.card.title)
        own |= {s.title for s in part.skills.all()}
        if part.video:  # a part's song video: "…/machine-song.webm" is the Machine Song
            own.add(part.video.rsplit("/", 1)[-1].split(".")[0].replace("-", " ").title())
    return " ".join(own)


def test_every_activity_a_lesson_names_is_in_the_lesson(content):
    names = _activity_names()
    pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")\b")
    problems = []
    lessons = Lesson.objects.select_related("unit").prefetch_related("parts__card", "parts__skills")
    for lesson in lessons:
        parts = list(lesson.parts.all())
        own = _own_names(parts)
        texts = [getattr(lesson, f) for f in LESSON_FIELDS] + [getattr(p, f) for p in parts for f in PART_FIELDS]
        for text in texts:
            for name in pattern.findall(text or ""):
                if name not in own:
                    problems.append(f"{lesson.path}: names {name!r} but has no such part")
    assert not problems, "\n".join(sorted(set(problems))[:40])


def test_every_skill_part_names_its_skill(content):
    problems = []
    parts = Part.objects.filter(type__in=["skill", "funs"], lesson__isnull=False).select_related("lesson__unit")
    for part in parts:
        unit = part.lesson.unit
        skills = SKILL_NAMES.get(_topic(unit), [])
        written = not part.title.endswith(")")  # written parts are named by their own skill
        if not written and not any(s in part.title for s in skills):
            problems.append(f"{part.slug}: {part.title!r} names none of {skills}")
    assert not problems, "\n".join(problems[:40])


def test_a_ks2_unit_plays_only_its_own_sports_games(content):
    problems = []
    parts = Part.objects.filter(type="application", lesson__unit__programme__slug="pe",
                                lesson__unit__year__number__gte=3).select_related("lesson__unit")  # fmt: skip
    for part in parts:
        topic = _topic(part.lesson.unit)
        allowed = wording.FOCUS_GAMES[topic]
        others = {game for other, games in wording.FOCUS_GAMES.items() if other != topic for game in games} - set(
            allowed
        )
        if showcase.unit_module(part.lesson.unit.slug):
            # A written unit names its own games (netball, tag rugby): none of another sport's.
            if any(game.lower() in part.title.lower() for game in others):
                problems.append(f"{part.slug}: {part.title!r} plays another sport's game in a {topic} unit")
        elif not any(f"Game: {game}" in part.title for game in allowed):
            problems.append(f"{part.slug}: {part.title!r} is not a {topic} game")
    assert not problems, "\n".join(problems[:40])


def _masked(text, unit):
    words = [unit.title, *unit.title.split(": "), *SKILL_NAMES.get(_topic(unit), []),
             unit.get_focus_display() if unit.focus else "", *(YEAR_LABELS)]  # fmt: skip
    for word in sorted({w for w in words if w}, key=len, reverse=True):
        text = re.sub(re.escape(word), "#", text, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", text).strip().lower()


def test_outcome_organiser_and_goal_texts_do_not_repeat_across_unrelated_units(content):
    """Units are related when they share a topic (Year 3 and Year 5 Invasion, a split unit's
    parent); any other repeat, with the unit's and its skills' names masked, is filler."""
    seen = defaultdict(set)
    units = Unit.objects.select_related("year").prefetch_related("outcomes")
    organisers = {o.unit_id: o for o in KnowledgeOrganiser.objects.all()}
    for unit in units:
        texts = [o.text for o in unit.outcomes.all()] + list(unit.skills)
        organiser = organisers.get(unit.id)
        if organiser:
            texts += [organiser.purpose, *organiser.learning_goals, *organiser.skills_knowledge]
            texts += [v["meaning"] for v in organiser.key_vocabulary]
        for text in texts:
            seen[_masked(text, unit)].add((_topic(unit), unit.slug))
    repeats = {text: owners for text, owners in seen.items() if len({topic for topic, _ in owners}) > 1}
    assert not repeats, "\n".join(f"{t!r}: {sorted(s for _, s in o)}" for t, o in list(repeats.items())[:20])


def test_outcomes_are_not_repeated_anywhere(content):
    """(Foundations shows the home themes with the same outcomes.)"""
    texts = list(
        Outcome.objects.exclude(theme_item__stage__programme__slug="foundations").values_list("text", flat=True)
    )
    assert len(texts) == len(set(texts))


def test_no_template_leftovers(content):
    problems = []
    for unit in Unit.objects.all():
        problems += [f"{unit.slug} goals: {s}" for s in unit.skills if any(p.search(s) for p in LEFTOVERS)]
    for organiser in KnowledgeOrganiser.objects.select_related("unit"):
        texts = [organiser.purpose, *organiser.learning_goals, *organiser.skills_knowledge, organiser.curriculum_en]
        problems += [f"{organiser.unit.slug} organiser: {t}" for t in texts if any(p.search(t) for p in LEFTOVERS)]
    for lesson in Lesson.objects.select_related("unit").prefetch_related("parts"):
        texts = [getattr(lesson, f) for f in LESSON_FIELDS]
        texts += [getattr(p, f) for p in lesson.parts.all() for f in PART_FIELDS]
        problems += [f"{lesson.path}: {t}" for t in texts if t and any(p.search(t) for p in LEFTOVERS)]
    assert not problems, "\n".join(problems[:40])
