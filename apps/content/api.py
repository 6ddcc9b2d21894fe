"""Read-only content for the islands (spec 2 §7 "Content queries"): lessons and parts
with their steps, dice by site, playlists, theme items, warm-up steps and abilities.
Every call is checked against the user's access map (403); missing content is 404
("Page not found")."""

import re

from django.http import Http404
from django.utils import timezone
from ninja import Router

from apps.access import rules as can
from apps.access.guard import allow
from apps.content import props, selectors
from apps.content.schemas import (
    AbilityOut,
    DieOut,
    IntroOut,
    LessonOut,
    PartOut,
    PlaylistOut,
    ThemeItemOut,
    ThemeItemSummary,
    WarmUpStepOut,
)

router = Router(tags=["content"])
FORBIDDEN = "You do not have access to this content."
LESSON_URI = re.compile(
    r"^/?(?P<product>pe|gym|dance)/year/(?P<year>[0-6])/unit/(?P<unit>[1-6][ABC]?)/lesson/(?P<lesson>[1-6])$"
    r"|^/?(?P<play>play)/club/unit/(?P<club_unit>[12])/lesson/(?P<club_lesson>[1-6])$"
)


def _host_is_production(request):
    return selectors.is_production_host(request.get_host())


@router.get("/lesson", response=LessonOut)
def lesson(request, uri: str):
    """A lesson by its uri (leading slash optional) with all parts and their steps."""
    match = LESSON_URI.match(uri)
    if not match:
        raise Http404
    if match["play"]:
        product, year, code, number, stage = "play", None, match["club_unit"], match["club_lesson"], "club"
    else:
        product, year, code, number, stage = match["product"], int(match["year"]), match["unit"], match["lesson"], None
    allow(can.can_open_product, request, product, year, message=FORBIDDEN)
    unit = selectors.unit_for(product, code, year=year, stage=stage, production=_host_is_production(request))
    found = selectors.lesson_page(unit, int(number)) if unit else None
    if found is None or not _visible(request, found):
        raise Http404
    return {
        "id": found.pk,
        "uri": f"{unit.path}/lesson/{found.number}".lstrip("/"),
        "title": found.title,
        "goalText": found.goal_text,
        "homeChallenge": found.home_challenge,
        "warmUpIntro": found.warm_up_intro,
        "funsText": found.funs_text,
        "unit": {
            "slug": unit.slug,
            "title": unit.title,
            "cogLabel": unit.cog_label,
            "abilitySelect": unit.ability_select,
        },
        "parts": [props.part_data(p) for p in found.parts.all() if not p.alternative],
        "altParts": [props.part_data(p) for p in found.parts.all() if p.alternative],
    }


def _part(slug):
    part = selectors.part_by_slug(slug)
    if part is None:
        raise Http404
    return part


def _visible(request, lesson):
    """A draft, or a lesson before its publish date, is for editors only (issue 29)."""
    user = getattr(request, "auth", None) or request.user
    return getattr(user, "is_staff", False) or lesson.is_published(timezone.now())


def _part_access(request, part, product):
    if part.lesson_id and not _visible(request, part.lesson):
        raise Http404
    if part.lesson_id:
        unit = part.lesson.unit
        owner, year = unit.programme.slug, unit.year.number if unit.year_id else None
    else:
        owner, year = part.theme_item.stage.programme.slug, None
    if owner != product:
        raise Http404
    allow(can.can_open_product, request, owner, year, message=FORBIDDEN)
    if part.theme_item_id:
        allow(can.can_open_stage_of, request, part.theme_item.stage, message=FORBIDDEN)


@router.get("/part", response=PartOut)
def part(request, product: str, part: str):
    """A part by product and part slug."""
    found = _part(part)
    _part_access(request, found, product)
    return props.part_data(found)


@router.get("/parts/{slug}/warmup-steps", response=list[WarmUpStepOut])
def warmup_steps(request, slug: str, product: str):
    found = _part(slug)
    _part_access(request, found, product)
    return props.warmup_props(found)["steps"]


@router.get("/dice", response=list[DieOut])
def dice(request, site: str):
    allow(can.can_open_product, request, site, message=FORBIDDEN)
    return [props.die_props(d) for d in selectors.dice_for_site(site)]


@router.get("/intros/{slug}", response=IntroOut)
def intro(request, slug: str):
    """Intros are what a signed-in user is shown where they lack access, so any may read them."""
    entry = selectors.intro_entry(slug[:40])
    if entry is None:
        raise Http404
    product = entry.programme.slug if entry.programme_id else None
    return {"slug": entry.slug, "title": entry.title, "text": entry.text, "video": entry.video,
            "product": product, "lines": entry.lines or [], "links": entry.links or []}  # fmt: skip


@router.get("/playlists/{slug}", response=PlaylistOut)
def playlist(request, slug: str):
    found, products = selectors.playlist_page(slug)
    if found is None:
        raise Http404
    allow(can.can_open_any_product, request, products, message=FORBIDDEN)
    return {"slug": found.slug, "title": found.title, **props.track_props(found, request.user)}


@router.get("/themes/{product}/{stage}", response=list[ThemeItemSummary])
def theme_items(request, product: str, stage: str):
    allow(can.can_open_product, request, product, message=FORBIDDEN)
    found, items = selectors.stage_page(product, stage)
    if found is None:
        raise Http404
    allow(can.can_open_stage_of, request, found, message=FORBIDDEN)
    return [
        {"title": i.title, "uri": i.path.lstrip("/"), "homeItem": i.home_item, "playTypes": i.play_types} for i in items
    ]


@router.get("/themes/{product}/{stage}/{item}", response=ThemeItemOut)
def theme_item(request, product: str, stage: str, item: str):
    allow(can.can_open_product, request, product, message=FORBIDDEN)
    found = selectors.theme_item(product, stage, item)
    if found is None:
        raise Http404
    allow(can.can_open_stage_of, request, found.stage, message=FORBIDDEN)
    return {
        "title": found.title,
        "uri": found.path.lstrip("/"),
        "homeItem": found.home_item,
        "funs": stage == "funs",
        "pointImages": found.point_images,
        "homeParts": [props.part_data(p) for p in found.parts.all()],
    }


@router.get("/abilities", response=list[AbilityOut])
def abilities(request):
    allow(can.can_open_any_product, request, ("pe", "gym", "dance"), message=FORBIDDEN)
    return [
        {"slug": a.slug, "title": a.title, "colour": a.colour, "cogText": a.cog_text, "abilityWhat": a.what,
         "abilityHow": a.how}
        for a in selectors.abilities()
    ]  # fmt: skip
