"""Home and foundations stages and theme items (spec 2 screen 7), the play club stage
and the leaders support page."""

from django.contrib import messages
from django.shortcuts import redirect

from apps.access.entitlements import user_access
from apps.content import props, selectors
from apps.content.seed.leaders import GUIDE
from apps.content.selectors import home_words
from apps.content.views.common import crumb, gate, not_found, page, production, programme_crumb, stage_gate
from apps.content.views.lessons import _part_context, neighbours
from apps.core.catalogue import YEAR_LABELS
from apps.support import selectors as support

THEME_MENU_LEFT = 6  # the first 6 discs on the left, the rest on the right (spec 2 §9)


def _stage_trail(stage):
    return [programme_crumb(stage.programme.slug, stage.programme.title), crumb(stage.title, stage.path)]


def stage_view(request, product, stage):
    if response := gate(request, product):
        return response
    found, items = selectors.stage_page(product, stage)
    if found is None:
        return not_found(request)
    if response := stage_gate(request, found):
        return response
    dice = None
    if stage == "themes" and items:
        # The themes stage has a die that picks a random item and goes there after 1 second.
        # Each item with its picture, which the die shows with the title once picked (issue 29).
        dice = {"mode": "theme", "items": [{"title": i.title, "url": i.path, "image": i.home_item} for i in items]}
    return page(
        request,
        "content/theme_menu.html",
        bookmarkable=True,
        product=product,
        title=found.title,
        breadcrumbs=_stage_trail(found),
        stage=found,
        # A home child reads the stage's intro in words for them (no key stages).
        intro=(home_words.STAGE_INTROS.get(stage) if user_access(request.user).is_home else None) or found.intro,
        left=items[:THEME_MENU_LEFT],
        right=items[THEME_MENU_LEFT:],
        dice=dice,
    )


def _item(request, product, stage, item):
    if response := gate(request, product):
        return response
    found = selectors.theme_item(product, stage, item)
    if found is None:
        return not_found(request)
    return stage_gate(request, found.stage) or found


def theme_view(request, product, stage, item):
    found = _item(request, product, stage, item)
    if not hasattr(found, "stage"):
        return found
    if stage == "funs":
        return redirect(f"{found.path}/skill/{found.slug}")
    parts = list(found.parts.all())
    groups = {}
    for part in parts:
        part.url = f"{found.path}/{part.type}/{part.slug}"
        groups.setdefault(part.type, []).append(part)
    return page(
        request,
        "content/theme.html",
        bookmarkable=True,
        product=product,
        title=found.title,
        breadcrumbs=[*_stage_trail(found.stage), crumb(found.title, found.path)],
        item=found,
        groups=[(t, groups[t]) for t in groups],
    )


def theme_type_view(request, product, stage, item, type):
    found = _item(request, product, stage, item)
    if not hasattr(found, "stage"):
        return found
    parts = [p for p in found.parts.all() if p.type == type]
    if not parts:
        return not_found(request)
    for part in parts:
        part.url = f"{found.path}/{part.type}/{part.slug}"
    return page(
        request,
        "content/theme_type.html",
        record_visit=True,
        product=product,
        title=f"{found.title} {parts[0].get_type_display()}",
        breadcrumbs=[*_stage_trail(found.stage), crumb(found.title, found.path), crumb(parts[0].get_type_display())],
        item=found,
        parts=parts,
    )


def theme_part_view(request, product, stage, item, type, part):
    found = _item(request, product, stage, item)
    if not hasattr(found, "stage"):
        return found
    match = selectors.part_in(list(found.parts.all()), type, part)
    if match is None:
        return not_found(request)
    context = _part_context(request, product, match, None, year=found.stage.years[0] if found.stage.years else 0)
    context["view"] = "skill" if stage == "funs" else "shared"
    parts = list(found.parts.all())
    context.update(neighbours([f"{found.path}/{p.type}/{p.slug}" for p in parts], parts.index(match)))
    return page(
        request,
        "content/part.html",
        record_visit=True,
        product=product,
        title=match.heading,
        breadcrumbs=[*_stage_trail(found.stage), crumb(found.title, found.path), crumb(match.heading)],
        back_url=found.path,
        **context,
    )


def club_view(request):
    if response := gate(request, "play"):
        return response
    units = selectors.play_units(production(request))
    if not units:
        return not_found(request)
    return page(
        request,
        "content/club.html",
        bookmarkable=True,
        product="play",
        title="Club",
        breadcrumbs=[programme_crumb("play", units[0].programme.title), crumb("Club", "/play/club")],
        units=units,
        years=", ".join(YEAR_LABELS[y] for y in units[0].stage.years),
    )


def leaders_view(request):
    """/leaders shows the support page support/leaders (spec 2 §1, §2), edited by content
    staff in the admin, to the users who may open it. A user who may not (no leaders
    access) sees the Real Leaders intro saying so, as a programme's intro does; when that
    intro is missing too, they are refused as /support/leaders refuses them. Only while no
    such support page exists does /leaders fall back to the intro entries. Under either, those
    who may open Real Leaders get the Young Leader's Guide (seed/leaders.py), to print."""
    access = user_access(request.user)
    if access.is_home:
        return redirect("programme", product="home")
    found, allowed = support.open_page(request.user, support.LEADERS_PAGE)
    if allowed:
        return page(
            request,
            "content/leaders.html",
            product="leaders",
            title=found.title,
            breadcrumbs=[crumb("Real Leaders")],
            page=found,
            page_blocks=support.block_groups(found),
            children=support.visible_children(request.user, found),
            has_access=True,
            guide=GUIDE,
        )
    has_access = access.can_open("leaders") and found is None
    entry = selectors.intro_entry("support-leaders" if has_access else "intro-leaders")
    if entry is None:
        if found is not None:
            messages.error(request, support.NO_ACCESS)
            return redirect(access.dashboard_path)
        return not_found(request)
    return page(
        request,
        "content/leaders.html",
        product="leaders",
        title=entry.title,
        breadcrumbs=[crumb("Real Leaders")],
        entry=entry,
        video=props.video_props(entry.video, entry.lines) if entry.video else None,
        has_access=has_access,
        guide=GUIDE if has_access else None,
    )
