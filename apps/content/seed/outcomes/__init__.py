"""The curriculum spine's data (issue 27): strands, the statements of the national
curriculum for PE in England and the EYFS Physical Development goals, and the outcomes
written for every unit, theme, movement skill and swimming year (seed/outcomes/pe.py,
other.py). Seeding is idempotent: strands and statements are created once by slug, and a
unit, theme or year gets its outcomes (and its lessons their links) only while it has none,
so content staff's edits survive a re-seed."""

from apps.content.models import (
    Ability,
    CurriculumStatement,
    KnowledgeOrganiser,
    Lesson,
    LessonOutcome,
    Outcome,
    Strand,
    ThemeItem,
    Unit,
)
from apps.content.seed import showcase
from apps.content.seed.outcomes import other, pe
from apps.content.seed.outcomes.topics import TOPICS

# slug, title, kind, ability slug, description
STRANDS = [
    ("motor", "Motor competence", "knowledge", "",
     "Moving well: the fundamental movements and the techniques of each activity."),
    ("rules", "Rules, strategies and tactics", "knowledge", "",
     "Knowing how to play: the rules, and how to attack, defend, plan and solve problems."),
    ("healthy", "Healthy participation", "knowledge", "",
     "Taking part safely and healthily: warming up, effort, safety, and how activity helps the body."),
    ("personal", "Personal", "ability", "personal", "Confidence, perseverance and setting personal goals."),
    ("social", "Social", "ability", "social", "Working with others: turns, roles, fairness, leading and helping."),
    ("cognitive", "Cognitive", "ability", "cognitive", "Thinking: remembering, deciding, judging and explaining."),
    ("creative", "Creative", "ability", "creative", "Making up moves, sequences, dances and games of their own."),
]  # fmt: skip

# code, key stage, text (the national curriculum's words; EYFS early learning goals)
STATEMENTS = [
    ("eyfs-space", "eyfs",
     "Negotiate space and obstacles safely, with consideration for themselves and others."),
    ("eyfs-strength", "eyfs",
     "Demonstrate strength, balance and coordination when playing."),
    ("eyfs-energy", "eyfs",
     "Move energetically, such as running, jumping, dancing, hopping, skipping and climbing."),
    ("ks1-movements", "ks1",
     "Master basic movements including running, jumping, throwing and catching, as well as developing balance, "
     "agility and co-ordination, and begin to apply these in a range of activities."),
    ("ks1-games", "ks1", "Participate in team games, developing simple tactics for attacking and defending."),
    ("ks1-dance", "ks1", "Perform dances using simple movement patterns."),
    ("ks2-running", "ks2", "Use running, jumping, throwing and catching in isolation and in combination."),
    ("ks2-games", "ks2",
     "Play competitive games, modified where appropriate, and apply basic principles suitable for attacking "
     "and defending."),
    ("ks2-flexibility", "ks2",
     "Develop flexibility, strength, technique, control and balance (for example, through athletics and "
     "gymnastics)."),
    ("ks2-dance", "ks2", "Perform dances using a range of movement patterns."),
    ("ks2-oaa", "ks2", "Take part in outdoor and adventurous activity challenges both individually and within a team."),
    ("ks2-compare", "ks2", "Compare their performances with previous ones and demonstrate improvement to achieve "
     "their personal best."),
    ("swim-25m", "swimming", "Swim competently, confidently and proficiently over a distance of at least 25 metres."),
    ("swim-strokes", "swimming", "Use a range of strokes effectively (for example, front crawl, backstroke and "
     "breaststroke)."),
    ("swim-rescue", "swimming", "Perform safe self-rescue in different water-based situations."),
]  # fmt: skip

UNIT_OUTCOMES = {**pe.UNITS, **other.GYM, **other.DANCE, **other.PLAY}
ITEM_OUTCOMES = {**other.THEMES, **other.SKILLS}
# Which of a unit's outcomes (by index, teaching order) each of its six lessons works on:
# one new outcome at a time, then the last lesson brings them together.
LESSON_MAP = {
    3: [[0], [0, 1], [1], [1, 2], [2], [0, 1, 2]],
    4: [[0], [0, 1], [1, 2], [2], [3], [1, 2, 3]],
    5: [[0], [1], [1, 2], [3], [3, 4], [2, 4]],
}
CURRICULUM_HEAD = {
    "eyfs": "EYFS Physical Development (early learning goals)",
    "ks1": "National Curriculum, Key Stage 1",
    "ks2": "National Curriculum, Key Stage 2",
    "swimming": "National Curriculum, swimming and water safety",
}


def seed_spine():
    """Strands and statements, created once by slug or code."""
    abilities = {a.slug: a for a in Ability.objects.all()}
    have = set(Strand.objects.values_list("slug", flat=True))
    Strand.objects.bulk_create(
        Strand(slug=slug, title=title, kind=kind, ability=abilities.get(ability), description=text, position=i)
        for i, (slug, title, kind, ability, text) in enumerate(STRANDS)
        if slug not in have
    )
    have = set(CurriculumStatement.objects.values_list("code", flat=True))
    CurriculumStatement.objects.bulk_create(
        CurriculumStatement(code=code, key_stage=stage, text=text, position=i)
        for i, (code, stage, text) in enumerate(STATEMENTS)
        if code not in have
    )


def unit_key(unit):
    return unit.slug.split("-", 1)[0]


def topic_of(unit):
    """A unit's topic: its focus, else its title ("Net & Wall" is the net-wall focus)."""
    by_label = {label: value for value, label in Unit.Focus.choices if value}
    return TOPICS.get(unit.focus) or TOPICS.get(by_label.get(unit.title, unit.title))


def _lower_first(text):
    return text[:1].lower() + text[1:].rstrip(".")


def organiser_texts(unit, outcomes):
    """The organiser's purpose, goals, skills and knowledge, vocabulary and English
    curriculum links, from the unit's focus and its outcomes (statements in order)."""
    place = unit.year.label if unit.year_id else "club"
    know, vocab = topic_of(unit) or ([], [])
    statements = list({o.statement.code: o.statement for o in outcomes}.values())
    stages = list(dict.fromkeys(s.key_stage for s in statements))
    links = " ".join(
        f"{CURRICULUM_HEAD[stage]}: " + " ".join(s.text for s in statements if s.key_stage == stage) for stage in stages
    )
    first, second = outcomes[0].text, outcomes[1].text
    return {
        "purpose": f"In this {place} unit pupils learn to {_lower_first(first)}, and to {_lower_first(second)}.",
        "learning_goals": [o.text for o in outcomes],
        "skills_knowledge": list(know),
        "key_vocabulary": [{"word": word, "meaning": meaning} for word, meaning in vocab],
        "curriculum_en": links,
    }


def _build(rows, strands, statements, **owner):
    return [
        Outcome(text=text, strand=strands[strand], statement=statements[code], order=n, **owner)
        for n, (strand, code, text) in enumerate(rows)
    ]


def seed_outcomes():
    """Outcomes for every unit, theme, skill and swimming year that has none, the lessons'
    links to them, and (for those units) the goals and organiser made from them."""
    strands = {s.slug: s for s in Strand.objects.all()}
    statements = {s.code: s for s in CurriculumStatement.objects.all()}
    units = list(Unit.objects.filter(outcomes__isnull=True).select_related("year", "organiser"))
    new = []
    for unit in units:
        new += _build(UNIT_OUTCOMES.get(unit_key(unit), []), strands, statements, unit=unit)
    for item in ThemeItem.objects.filter(outcomes__isnull=True):
        new += _build(ITEM_OUTCOMES.get(item.slug, []), strands, statements, theme_item=item)
    have = set(Outcome.objects.filter(year__isnull=False).values_list("year", flat=True))
    for year, rows in other.SWIMMING.items():
        if year not in have:
            new += _build(rows, strands, statements, year=year)
    Outcome.objects.bulk_create(new)
    by_unit = {}
    for outcome in new:
        if outcome.unit_id:
            by_unit.setdefault(outcome.unit_id, []).append(outcome)
    links, goals = [], []
    for lesson in Lesson.objects.filter(unit__in=by_unit, lesson_outcomes__isnull=True).select_related("unit"):
        outcomes = by_unit[lesson.unit_id]
        picks = LESSON_MAP[len(outcomes)][(lesson.number - 1) % 6]
        links += [LessonOutcome(lesson=lesson, outcome=outcomes[i], order=n) for n, i in enumerate(picks)]
        if not showcase.lesson(lesson.unit.slug, lesson.number):  # a written lesson keeps its own goal
            lesson.goal_text = f"To {_lower_first(outcomes[picks[-1]].text)}."
            goals.append(lesson)
    LessonOutcome.objects.bulk_create(links)
    Lesson.objects.bulk_update(goals, ["goal_text"])
    organisers, changed = [], []
    for unit in units:
        outcomes = by_unit.get(unit.id)
        if not outcomes:
            continue
        unit.skills = [o.text for o in outcomes]
        changed.append(unit)
        organiser = getattr(unit, "organiser", None)
        if organiser is not None:
            written = getattr(showcase.unit_module(unit.slug), "UNIT", None)
            for field, value in organiser_texts(unit, outcomes).items():
                if not (written and field in ("purpose", "key_vocabulary")):  # the showcase's own words stay
                    setattr(organiser, field, value)
            organisers.append(organiser)
    Unit.objects.bulk_update(changed, ["skills"])
    KnowledgeOrganiser.objects.bulk_update(
        organisers, ["purpose", "learning_goals", "skills_knowledge", "key_vocabulary", "curriculum_en"]
    )
    return len(new)
