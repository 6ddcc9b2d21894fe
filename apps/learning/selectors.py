"""Reads for the Learning Hub: its tiles (external links from settings) and the micro
learns grouped by category."""

import logging
from dataclasses import dataclass, field

from django.conf import settings
from django.db import DatabaseError
from django.db.models import Prefetch
from django.urls import reverse

from apps.learning.models import MicroLearn, MicroLearnImage

log = logging.getLogger(__name__)
NO_CATEGORY = "No Category"


@dataclass(frozen=True)
class Tile:
    key: str
    title: str
    text: str
    url: str = ""
    external: bool = False

    @property
    def coming_soon(self):
        return not self.url


def hub_tiles():
    """Spec 2 screen 13, in order; the last three are Coming Soon."""
    links = settings.LEARNING_LINKS
    return [
        Tile("courses", "Online Courses", "My Learning: your courses and certificates.", links["courses"], True),
        Tile("community", "Community", "Ask questions and share ideas with other teachers.", links["community"], True),
        Tile(
            "in_school",
            "In School Support",
            "Training with one of our tutors at your school.",
            links["in_school"],
            True,
        ),
        Tile("stories", "Member Stories", "How schools like yours use the programme.", links["stories"], True),
        Tile(
            "micro", "Micro Learns", "Short bursts of professional learning.", reverse("learning_page", args=["micro"])
        ),
        Tile("resources", "Resources", "Posters, plans and templates."),
        Tile("podcasts", "Podcasts & Blogs", "Listen and read on the go."),
        Tile("news", "News & Events", "What is happening across the network."),
    ]


@dataclass
class Group:
    title: str
    entries: list = field(default_factory=list)
    category: MicroLearn | None = None  # None for 'No Category'


def micro_learn_groups():
    """Published storylines grouped by their category (categories in order); the rest
    under 'No Category' last. An empty list when there are none or they cannot be read
    (the page then says "No learning could be found", spec 2 §4)."""
    images = Prefetch("images", queryset=MicroLearnImage.objects.all())
    try:
        entries = list(
            MicroLearn.objects.filter(published=True, type=MicroLearn.Type.STORYLINE)
            .select_related("category")
            .prefetch_related(images, Prefetch("category__images", queryset=MicroLearnImage.objects.all()))
            .order_by("category__position", "category__title", "position", "title")
        )
    except DatabaseError:
        log.exception("Micro learns could not be read")
        return []
    groups, loose = {}, Group(NO_CATEGORY)
    for entry in entries:
        category = entry.category
        if category is None or not category.published:
            loose.entries.append(entry)
        else:
            groups.setdefault(category.pk, Group(category.title, category=category)).entries.append(entry)
    return [*groups.values(), *([loose] if loose.entries else [])]
