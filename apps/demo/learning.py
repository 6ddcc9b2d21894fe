"""Demo micro learns for the Learning Hub: categories with storylines, and two
storylines without a category (listed under 'No Category'). Idempotent by title."""

from django.db import transaction
from django.templatetags.static import static

from apps.learning.models import MicroLearn, MicroLearnImage

COURSES = "https://learn.example.com/storyline/"

# category -> [(title, minutes, image, text)]
ENTRIES = {
    "Teaching well": [
        (
            "Warm-ups that work",
            6,
            "warm-ups",
            "<p>Raise the pulse <strong>and</strong> rehearse the lesson's skill: three warm-ups you can run in a "
            "playground with no equipment.</p>",
        ),
        (
            "Questioning in PE",
            8,
            "questioning",
            "<p>Move from <em>what did you do?</em> to <em>why did that work?</em> Question stems for every part of "
            "the lesson.</p>",
        ),
        (
            "Using outdoor space",
            5,
            "outdoor",
            "<p>Zones, boundaries and safe spacing for a class of thirty on the field or the yard.</p>",
        ),
    ],
    "Inclusion": [
        (
            "Adapting for SEND",
            10,
            "adapting",
            "<p>Change the <strong>space, task, equipment or people</strong> (STEP) so every child takes part in the "
            "same lesson.</p>",
        ),
    ],
    "Leading PE": [
        (
            "Assessing as you go",
            7,
            "assessment",
            "<p>Quick ways to see who has it, who is nearly there and who needs another go, without stopping the "
            "lesson.</p>",
        ),
        (
            "Making the case for PE",
            9,
            "leading",
            "<p>What governors and inspectors look for, and how to show the impact of your PE and sport premium.</p>",
        ),
    ],
}
UNCATEGORISED = [
    ("Equipment on a budget", 4, "equipment",
     "<p>What to buy first, what to make, and how to store it so lessons start on time.</p>"),
    ("Your first Real PE lesson", 3, None,
     "<p>A walk through a lesson page: the planning view, the pupil view and the music player.</p>"),
]  # fmt: skip


def _entry(title, *, type, position, category=None, minutes=None, text="", image=None):
    url = COURSES + title.lower().replace(" ", "-") if type == MicroLearn.Type.STORYLINE else ""
    entry, _ = MicroLearn.objects.update_or_create(
        title=title,
        type=type,
        defaults={"category": category, "time": minutes, "text": text, "position": position, "url": url},
    )
    entry.images.all().delete()
    if image:
        MicroLearnImage.objects.create(entry=entry, url=static(f"learning/demo/{image}.png"))
    return entry


@transaction.atomic
def seed_learning():
    for c_pos, (name, storylines) in enumerate(ENTRIES.items()):
        category = _entry(name, type=MicroLearn.Type.CATEGORY, position=c_pos)
        for pos, (title, minutes, image, text) in enumerate(storylines):
            _entry(title, type=MicroLearn.Type.STORYLINE, position=pos, category=category, minutes=minutes,
                   text=text, image=image)  # fmt: skip
    for pos, (title, minutes, image, text) in enumerate(UNCATEGORISED):
        _entry(title, type=MicroLearn.Type.STORYLINE, position=pos, minutes=minutes, text=text, image=image)
