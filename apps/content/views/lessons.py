"""Lesson and part pages (spec 2 screens 5 and 6), the ability choice and the
planning/pupil view flag."""

from contextlib import suppress

from django.core.exceptions import ValidationError
from django.shortcuts import redirect
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_POST

from apps.access.entitlements import user_access
from apps.assessment.selectors import can_assess
from apps.content import props, selectors
from apps.content.selectors import home_words
from apps.content.selectors.cache import version as content_version
from apps.content.services import ability_choose
from apps.content.views.common import crumb, gate, not_found, page, preview_as, production, pupil_view, visible_lessons
from apps.content.views.curriculum import _unit_context, numbered_outcomes
from apps.users.services import user_set_lesson_view

TRICKY_BY_YEAR = ["tricky", "tricky", "tricky", "trickier", "trickier", "trickiest", "trickiest"]


def _load(request, product, unit, lesson, year=None, stage=None):
    """The lesson's loaded content with its parts, breadcrumbs, chosen ability and music
    (a dict), or a response when gated or missing."""
    year = int(year) if year is not None else None
    if response := gate(request, product, year):
        return response
    bundle = selectors.lesson_bundle(product, unit, int(lesson), year=year, stage=stage, production=production(request))
    if bundle is None:
        return not_found(request)
    found, found_lesson = bundle["unit"], bundle["lesson"]
    if not visible_lessons(request, [found_lesson]):
        return not_found(request)
    found_lesson.unit = found
    ability, trail = _unit_context(request, product, found, bundle["abilities"])
    trail.append(crumb(f"Lesson {found_lesson.number}", found_lesson.path))
    music = props.track_props(found.playlist, request.user) if found.playlist_id else None
    return {**bundle, "parts": list(found_lesson.parts.all()), "trail": trail, "ability": ability, "music": music}


def _attach_dice(parts, dice=None):
    if dice is None:
        dice = {d.slug: d for d in selectors.dice_by_slugs(tuple(s for p in parts for s in selectors.review_dice(p)))}
    for part in parts:
        part.dice_props = props.dice_props([dice[s] for s in selectors.review_dice(part) if s in dice])


def lesson_view(request, product, unit, lesson, year=None, stage=None):
    loaded = _load(request, product, unit, lesson, year, stage)
    if not isinstance(loaded, dict):
        return loaded
    unit, lesson, parts, ability = loaded["unit"], loaded["lesson"], loaded["parts"], loaded["ability"]
    _attach_dice(parts, loaded["dice"])
    numbers = {o.id: o.number for o in numbered_outcomes(unit)}
    outcomes = list(lesson.outcomes.all())
    for outcome in outcomes:
        outcome.number = numbers.get(outcome.id)
    originals = [p for p in parts if not p.alternative]
    alternatives = {p.type: p for p in parts if p.alternative}
    for part in originals:
        part.characteristics = selectors.characteristics(part)
        part.alternative_part = alternatives.get(part.type)
        part.url = f"{lesson.path}/{part.type}/{part.slug}"
        if part.alternative_part:
            part.alternative_part.url = f"{lesson.path}/{part.type}/{part.alternative_part.slug}"
    return page(
        request,
        "content/lesson.html",
        bookmarkable=True,
        product=product,
        title=f"{lesson.title} - {lesson.number}",
        breadcrumbs=loaded["trail"],
        unit=unit,
        lesson=lesson,
        outcomes=outcomes,
        parts=originals,
        # Each question once, in part order (parts may share their "think about").
        review_questions=list(dict.fromkeys(p.think_about for p in originals if p.think_about)),
        ability=ability,
        abilities=loaded["abilities"],
        ability_required=unit.ability_select and ability is None,
        gym_cards=loaded["gym_cards"],
        music=loaded["music"],
        # Issue 30: the real thing for a school with the programme; "Coming Soon" for others.
        assess_url=f"/assessment/lesson/{lesson.pk}" if can_assess(request.user) and outcomes else "",
        content_version=content_version(),
        # Issue 29: what an editor is looking at (a preview, a lesson teachers do not see yet).
        preview=preview_as(request),
        draft=request.user.is_staff and not lesson.is_published(timezone.now()),
        lesson_dice=props.dice_props(
            [loaded["dice"][s] for s in ("fitness", "ability") if s in loaded["dice"]], mode="lesson"
        ),
    )


def _part_template(product, part, pupil):
    """Spec 2 screen 6: which view a part page shows."""
    if product == "pe" and part.type == "funs":
        return "skill"
    if product == "gym" and part.type == "card":
        return "gym"
    if product == "play" and pupil:
        return "play"
    if product == "dance" and pupil and part.type == "skill":
        return "dance"  # the dance view is for dance skill parts; warm-ups, songs and reviews keep theirs
    return "shared"


def part_view(request, product, unit, lesson, type, part, year=None, stage=None):
    loaded = _load(request, product, unit, lesson, year, stage)
    if not isinstance(loaded, dict):
        return loaded
    unit, lesson = loaded["unit"], loaded["lesson"]
    found = selectors.part_in(loaded["parts"], type, part)
    card = None
    if found is None and type == "card":
        card = selectors.gym_card(part)
        if card is None:
            return not_found(request)
    elif found is None:
        return not_found(request)
    else:
        card = found.card
    year = unit.year.number if unit.year_id else 0
    context = _part_context(request, product, found, card, year=year, dice=loaded["dice"])
    if card is not None and unit.written:  # a written unit's card: its lesson's words, not the card's
        context.update(props.written_card_props(loaded["parts"], card, lesson))
    # Where a projector clicker goes past the first or last step: the lesson's parts in order
    # (an Alternative or a gym card stands in its type's place).
    originals = [p for p in loaded["parts"] if not p.alternative]
    here = next((i for i, p in enumerate(originals) if p.type == type), None)
    urls = [f"{lesson.path}/{p.type}/{p.slug}" for p in originals]
    context.update(neighbours(urls, here))
    title = found.heading if found else card.title
    return page(
        request,
        "content/part.html",
        record_visit=True,
        product=product,
        title=title,
        # A gym card's place is named without its bracketed activity, so the unit (and the
        # ability's dot) still fit beside it on a school laptop.
        breadcrumbs=[*loaded["trail"], crumb(title.split(" (", 1)[0] if type == "card" else title)],
        unit=unit,
        lesson=lesson,
        ability=loaded["ability"],
        back_url=lesson.path,
        music=loaded["music"],
        **context,
    )


def neighbours(urls, index):
    """The previous and next part pages around `index` in `urls` (None past either end)."""
    if index is None:
        return {"prev_part": None, "next_part": None}
    return {
        "prev_part": urls[index - 1] if index > 0 else None,
        "next_part": urls[index + 1] if index + 1 < len(urls) else None,
    }


def _part_context(request, product, part, card, *, year, dice=None):
    pupil = pupil_view(request)
    view = "gym" if part is None else _part_template(product, part, pupil)
    # A home child reads the Tricky levels' intro in words for them, not the teacher's.
    home_child = user_access(request.user).is_home
    context = {
        "part": part,
        "card": card,
        "view": view,
        "tricky_level": TRICKY_BY_YEAR[year],
        "levels_label": home_words.LEVELS_TITLE if home_child else "Adaptive Teaching",
    }
    if card is not None:
        context["levels"] = props.gym_levels_props(card)
        context["card_video"] = props.video_props(card.video, [{"text": card.title, "time": 0}])
    if part is None:
        return context
    _attach_dice([part], dice)
    part.characteristics = selectors.characteristics(part)
    context["levels"] = context.get("levels") or {
        **props.levels_props(part),
        **(home_words.levels_words() if home_child else {}),
    }
    context["slider"] = props.slider_props(part)
    if part.type == "warmup":
        context["warmup"] = {**props.warmup_props(part), "dice": part.dice_props["dice"]}
    if part.video:
        lines = props.lyric_lines(part) or part.text_lines
        context["video"] = props.video_props(part.video, lines)
        # The skill view shows the part's video once: a step that plays it already does.
        context["video_in_steps"] = any(s["video"] == part.video for s in context["slider"]["steps"])
    if view == "dance":
        context["dance_skills"] = selectors.dance_skills(part, year)
        context["dance"] = props.dance_props(part, year, context["dance_skills"])
    return context


@require_POST
def ability_view(request, product, year, unit):
    year = int(year)
    if response := gate(request, product, year):
        return response
    found = selectors.unit_for(product, unit, year=year, production=production(request))
    if found is None:
        return not_found(request)
    # Nothing valid chosen: the lesson page simply opens the choice again.
    with suppress(ValidationError):
        ability_choose(user=request.user, unit=found, ability_slug=request.POST.get("ability", ""))
    return redirect(_safe_next(request, found.path))


@require_POST
def view_toggle(request):
    """The global planning/pupil view flag, remembered for the user."""
    user_set_lesson_view(user=request.user, view=request.POST.get("view", ""))
    return redirect(_safe_next(request, "/real"))


def _safe_next(request, default):
    target = request.POST.get("next") or default
    return target if url_has_allowed_host_and_scheme(target, {request.get_host()}) else default
