"""Reads of teaching content. Each page's loader fetches everything it shows in a fixed
number of queries (prefetches), whatever the number of lessons, parts or steps."""

import os
import re

from django.db import models
from django.db.models import Prefetch

from apps.access.entitlements import user_access
from apps.content.models import (
    AVAILABILITY,
    Ability,
    Die,
    GymCard,
    IntroEntry,
    Lesson,
    MenuItem,
    Outcome,
    Part,
    Playlist,
    Programme,
    Stage,
    Strand,
    ThemeItem,
    Unit,
    Year,
)
from apps.content.selectors.cache import cached
from apps.core.catalogue import PRODUCT_NAMES, PRODUCTS, YEAR_LABELS

PART_CHILDREN = ["steps", "warm_up_steps", "lyrics", "skills__levels"]
OUTCOMES = Prefetch("outcomes", queryset=Outcome.objects.select_related("strand", "statement").order_by("order"))
_NUMBER_SUFFIX = re.compile(r"\s+-\s+\d+$")


def clean_title(title):
    """Page titles drop a trailing ' - number' (spec 2 §9)."""
    return _NUMBER_SUFFIX.sub("", title or "")


def is_production_host(host):
    """On the production host every lettered sub-unit is live; elsewhere only those
    marked live (spec 2 §2). CONTENT_PRODUCTION_HOSTS lists the production host names."""
    hosts = [h.strip() for h in os.environ.get("CONTENT_PRODUCTION_HOSTS", "").split(",") if h.strip()]
    return host.split(":")[0] in hosts


def _units(production):
    units = Unit.objects.select_related("programme", "year", "stage", "playlist")
    return units if production else units.filter(live=True)


def _unit_at(product, code, *, year, stage, production):
    """The units at a route's unit code ("2" or "2A") in a year, or in a stage (play club)."""
    number, letter = int(code[0]), code[1:]
    units = _units(production).filter(programme__slug=product, number=number, letter=letter)
    return units.filter(year__number=year) if stage is None else units.filter(stage__slug=stage)


def review_dice(part):
    """Review parts automatically add the ability die and a 'fitness' die (spec 2 §3)."""
    return list(part.dice) + (["ability", "fitness"] if part.type == "review" else [])


# Spec 2 §4 and §9, said once: the tricky levels a year group sees and the one a page opens
# at. The islands get both as data (the skills' levels, dance_props' startLevel).
LEVELS = ("tricky", "trickier", "trickiest")


def levels_for_year(year) -> tuple[str, ...]:
    """Years below 3 see only Tricky and Trickier."""
    return LEVELS[:2] if year < 3 else LEVELS


def start_level(year) -> int:
    """The level a skill page opens at: years 0-2 the first, 3-4 the second, 5-6 the third."""
    return 0 if year <= 2 else 1 if year <= 4 else 2


def dance_skills(part, year):
    """A dance part's skills with the levels its year sees (levels_for_year). From the
    part's prefetched skills, no queries."""
    levels = levels_for_year(year)
    return [
        {"title": skill.title, "levels": [lv for lv in skill.levels.all() if lv.level in levels]}
        for skill in part.skills.all()
    ]


def chosen_ability(user, unit):
    """The ability slug the user chose for a gym or dance unit (stored per programme and unit)."""
    return ((getattr(user, "ability_choices", None) or {}).get(unit.programme.slug) or {}).get(unit.slug)


@cached
def programme(slug):
    return Programme.objects.filter(slug=slug).first()


@cached
def intro_entry(slug):
    return IntroEntry.objects.filter(slug=slug).first()


@cached
def year_page(product, number, *, production):
    year = Year.objects.select_related("programme").filter(programme__slug=product, number=number).first()
    if year is None:
        return None, []
    units = list(_units(production).filter(year=year).order_by("number", "letter"))
    return year, units


@cached
def unit_page(product, code, *, year=None, stage=None, production):
    number, letter = int(code[0]), code[1:]
    units = _unit_at(product, code, year=year, stage=stage, production=production)
    preview = Part.objects.filter(alternative=False).only("id", "lesson_id", "type", "title", "slug", "position")
    lessons = Prefetch(
        "lessons", queryset=Lesson.objects.prefetch_related(Prefetch("parts", queryset=preview), "lesson_outcomes")
    )
    unit = units.prefetch_related(lessons, OUTCOMES).first()
    if unit is None:
        return None, []
    # A split unit lists its lettered sub-units (the "split links").
    splits = [] if letter else list(_units(production).filter(year=unit.year_id, number=number).exclude(letter=""))
    return unit, splits


@cached
def organiser_unit(product, year, code, *, production):
    unit, _ = unit_page(product, code, year=year, production=production)
    if unit is None or not hasattr(unit, "organiser"):
        return None
    return unit


def lesson_page(unit, number):
    parts = Prefetch("parts", queryset=Part.objects.select_related("card").prefetch_related(*PART_CHILDREN))
    outcomes = Prefetch("outcomes", queryset=Outcome.objects.select_related("strand", "statement").order_by("order"))
    return unit.lessons.model.objects.filter(unit=unit, number=number).prefetch_related(parts, outcomes).first()


def part_by_slug(slug):
    """A part with its children and what decides who may read it (its unit or theme stage)."""
    return (
        Part.objects.select_related("lesson__unit__programme", "lesson__unit__year", "theme_item__stage__programme")
        .prefetch_related(*PART_CHILDREN)
        .filter(slug=slug)
        .first()
    )


def part_in(parts, type_, slug):
    return next((p for p in parts if p.type == type_ and p.slug == slug), None)


@cached
def gym_card(slug):
    """Gym card parts not in the lesson are found by slug (spec 2 screen 6)."""
    return GymCard.objects.filter(slug=slug).first()


@cached
def dice_by_slugs(slugs):
    slugs = list(slugs)
    if not slugs:
        return []
    found = {d.slug: d for d in Die.objects.filter(slug__in=set(slugs)).prefetch_related("sides")}
    return [found[s] for s in dict.fromkeys(slugs) if s in found]


@cached
def dice_for_site(site):
    return [d for d in Die.objects.prefetch_related("sides") if site in d.sites]


@cached
def abilities():
    return list(Ability.objects.all())


@cached
def stage_page(product, slug):
    stage = Stage.objects.select_related("programme").filter(programme__slug=product, slug=slug).first()
    if stage is None:
        return None, []
    return stage, list(stage.items.all())


@cached
def stages_of(product):
    return list(Stage.objects.filter(programme__slug=product))


@cached
def theme_item(product, stage, slug):
    parts = Prefetch("parts", queryset=Part.objects.prefetch_related(*PART_CHILDREN))
    return (
        ThemeItem.objects.select_related("stage__programme")
        .filter(stage__programme__slug=product, stage__slug=stage, slug=slug)
        .prefetch_related(parts)
        .first()
    )


@cached
def play_units(production):
    return list(_units(production).filter(programme__slug="play").order_by("number"))


@cached
def menu_items():
    return list(MenuItem.objects.select_related("programme", "ability"))


@cached
def programmes():
    return list(Programme.objects.all())


def dashboard_tiles(access, chosen_year=None):
    """The dashboard's programme tiles: a tile opens with access (or for creators), never
    when Coming Soon; with a year chosen, programmes not for that year are dimmed (spec 2 §5)."""
    support = {}
    for item in menu_items():
        if item.kind == "support":
            support.setdefault(item.programme.slug, []).append(item)
    tiles = []
    for p in programmes():
        years = AVAILABILITY.get(p.slug, [])
        tiles.append(
            {
                "programme": p,
                "url": "/leaders" if p.slug == "leaders" else f"/{p.slug}",
                "open": not p.coming_soon and access.can_open(p.slug),
                "dim": chosen_year is not None and chosen_year not in years,
                "years": ", ".join(YEAR_LABELS[y] for y in years),
                "support": support.get(p.slug, []),
            }
        )
    return tiles


@cached
def menu_tree(production):
    """Everything the product menu lists, in four queries."""
    years = list(Year.objects.select_related("programme"))
    units = list(_units(production))
    stages = list(Stage.objects.select_related("programme"))
    return years, units, stages, menu_items()


def unit_for(product, code, *, year=None, stage=None, production):
    """A unit without its lessons (lesson and part pages load their one lesson)."""
    return _unit_at(product, code, year=year, stage=stage, production=production).first()


@cached
def gym_cards(focus):
    return list(GymCard.objects.filter(focus=focus))


def playlist_page(slug):
    """A playlist with its tracks, and the programmes whose units play it (who may read it)."""
    found = Playlist.objects.filter(slug=slug).prefetch_related("tracks").first()
    if found is None:
        return None, set()
    return found, set(Unit.objects.filter(playlist=found).values_list("programme__slug", flat=True))


def tracks(playlist):
    return list(playlist.tracks.all()) if playlist else []


@cached
def lesson_bundle(product, code, number, *, year=None, stage=None, production=False):
    """Everything a lesson or part page shows, in one cache entry: the unit (with its
    playlist's tracks), the lesson with all parts and their children, the dice the
    parts and the lesson use, the abilities (gym, dance) and the gym cards."""
    units = _unit_at(product, code, year=year, stage=stage, production=production)
    unit = units.prefetch_related("playlist__tracks", OUTCOMES).first()
    lesson = lesson_page(unit, number) if unit else None
    if lesson is None:
        return None
    parts = list(lesson.parts.all())
    slugs = [s for p in parts for s in review_dice(p)] + ["fitness", "ability"]
    dice = {d.slug: d for d in Die.objects.filter(slug__in=set(slugs)).prefetch_related("sides")}
    card = next((p.card for p in parts if p.card_id), None)
    return {
        "unit": unit,
        "lesson": lesson,
        "dice": dice,
        "abilities": list(Ability.objects.all()) if unit.ability_select else [],
        "gym_cards": list(GymCard.objects.filter(focus=card.focus)) if card else [],
    }


def product_tiles(user):
    """The product menu's tiles (spec 1 "Common chrome"): every product in order, active
    when the user may open it."""
    access = user_access(user)
    return [
        {
            "slug": p,
            "title": PRODUCT_NAMES[p],
            "url": "/leaders" if p == "leaders" else f"/{p}",
            "active": access.can_open(p),
        }
        for p in PRODUCTS
    ]


# Spec 2 §3 think/characteristic entry: focus is 'name - subtitle'; the name prefixes are
# shown as their short labels.
CHARACTERISTIC_LABELS = {"pdv": "PD", "pse": "PSED", "cal": "C&L"}


def characteristic(entry):
    """A play characteristic as pupils and teachers read it: {label, name, subtitle, text}.
    "pdv - Physical Development" gives label "PD" and name "Physical Development"."""
    code, _, name = (entry.get("focus") or "").partition(" - ")
    code = code.strip()
    return {
        "label": CHARACTERISTIC_LABELS.get(code.lower(), code),
        "name": name.strip(),
        "subtitle": entry.get("subtitle", ""),
        "text": entry.get("pupil_text", ""),
    }


def characteristics(part):
    return [characteristic(c) for c in part.play_characteristics or []]


@cached
def strands():
    # Foundations shows the home themes' outcomes again: they count once.
    shown = ~models.Q(outcomes__theme_item__stage__programme__slug="foundations")
    return list(Strand.objects.annotate(total=models.Count("outcomes", filter=shown)))


@cached
def progression(slug, *, production):
    """A strand and its outcomes year by year, EYFS to Year 6: [(year, [(owner title, url,
    programme slug, [outcome])])], units in programme order, then the early-years themes
    (EYFS) or KS2 movement skills (Years 3-6, shown at Year 3) and the swimming outcomes."""
    strand = Strand.objects.filter(slug=slug).first()
    if strand is None:
        return None, []
    live = _units(production).values("id")
    outcomes = (
        Outcome.objects.filter(strand=strand)
        .filter(models.Q(unit__isnull=True) | models.Q(unit__in=live))
        .select_related("statement", "unit__programme", "unit__year", "unit__stage", "theme_item__stage__programme")
        .order_by("unit__programme__position", "unit__number", "unit__letter", "theme_item__position", "order")
    )
    years = {n: {} for n in range(7)}
    for outcome in outcomes:
        if outcome.unit_id:
            unit = outcome.unit
            if not unit.year_id:  # play club: EYFS and KS1
                year, title = 0, f"{unit.programme.title} {unit.display_title}"
            else:
                year, title = unit.year.number, f"{unit.programme.name} {unit.display_title}"
            key, url, programme = ("unit", unit.id), unit.path, unit.programme.slug
        elif outcome.theme_item_id:
            item = outcome.theme_item
            if item.stage.programme.slug == "foundations":  # home shows the same themes and outcomes
                continue
            year = 0 if item.stage.slug == "themes" else 3
            kind = "theme" if item.stage.slug == "themes" else "movement skill (KS2)"
            key, url, programme = ("item", item.id), item.path, item.stage.programme.slug
            title = f"{item.title} {kind}"
        else:
            year, key, url, programme, title = (
                outcome.year,
                ("swim", outcome.year),
                "",
                "swimming",
                "Swimming and water safety",
            )
        group = years[year].setdefault(key, {"title": title, "url": url, "programme": programme, "outcomes": []})
        group["outcomes"].append(outcome)
    rank = {"unit": 0, "item": 1, "swim": 2}  # the year's units first, then themes or skills, then swimming
    return strand, [
        (n, [g for _, g in sorted(groups.items(), key=lambda kv: rank[kv[0][0]])]) for n, groups in years.items()
    ]
