"""The content check (issue 27) as rules a save can run (issue 29): the editors' forms run
them on the row being saved, with the message next to its field; the catalogue-wide test
(tests/test_content_check.py) runs them over everything."""

import re

from apps.content.models import GymCard, Part, ThemeItem, Unit
from apps.content.seed import wording

FOCUS_BY_LABEL = {label: value for value, label in Unit.Focus.choices if value}
LESSON_FIELDS = ["goal_text", "equipment", "organisation", "tips", "warm_up_intro", "home_challenge", "funs_text"]
PART_FIELDS = ["title", "pupil_text", "planning", "how_to_play", "think_about", "tips", "joining_in",
               "more_active", "physical_goal", "cognitive_goal", "tricky", "trickier", "trickiest"]  # fmt: skip
LEFTOVERS = [
    re.compile(r"\{[a-z_]*\}"),  # an unfilled placeholder
    re.compile(r"\bNone\b"),
    re.compile(r": [A-Z][\w&: ]+ [123]$"),  # "Fundamental Movement Skills: Dynamic Balance 1"
    re.compile(r"^Know how to \w+ safely$"),
    re.compile(r"^Lesson \d: (Explore|Practise|Link|Challenge|Create|Show) "),
    re.compile(r"skills and use them in games, sequences and challenges"),
]


def topic(unit):
    return unit.focus or FOCUS_BY_LABEL.get(unit.title, unit.title)


def activity_names():
    """Every named activity of the catalogue: the generated pools and the written parts."""
    names = {a.name for pool in (wording.WARMUPS, wording.PRACTICES, wording.GAMES, wording.REVIEWS) for a in pool}
    names |= {title.split(": ", 1)[1].split(" (")[0] for title in Part.objects.values_list("title", flat=True)
              if ": " in title}  # fmt: skip
    names |= set(GymCard.objects.values_list("title", flat=True))
    # Unit and theme titles are topics, not activities; one-word names ("Skip") are ordinary words.
    topics = set(Unit.objects.values_list("title", flat=True)) | set(ThemeItem.objects.values_list("title", flat=True))
    return {n for n in names if " " in n and n not in topics}


def leftover(text):
    """Template text left in a field (a placeholder, "None", a generated stand-in)."""
    return bool(text) and any(p.search(text) for p in LEFTOVERS)


def leftover_problems(values, fields):
    return {
        f: "This looks like template text left in (a {placeholder}, “None” or a generated stand-in): write it out."
        for f in fields
        if isinstance(values.get(f), str) and leftover(values[f])
    }


def named_elsewhere(values, fields, own_names, names=None):
    """Fields that name an activity the lesson does not have (a part of another lesson)."""
    names = activity_names() if names is None else names
    if not names:
        return {}
    pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")\b")
    problems = {}
    for field in fields:
        for name in pattern.findall(values.get(field) or ""):
            if name not in own_names:
                problems[field] = (f"This names “{name}”, which is not an activity of this lesson: "
                                   "add that part to the lesson or name one it has.")  # fmt: skip
                break
    return problems


def other_sports_game(unit, title):
    """A KS2 PE game part must not play another sport's game in its unit."""
    if not (unit.programme.slug == "pe" and unit.year_id and unit.year.number >= 3):
        return None
    mine = topic(unit)
    allowed = set(wording.FOCUS_GAMES.get(mine, []))
    for other, games in wording.FOCUS_GAMES.items():
        for game in games:
            if other != mine and game not in allowed and game.lower() in (title or "").lower():
                return f"“{game}” is another sport's game; a {unit.get_focus_display() or mine} unit plays its own."
    return None
