"""The product menu's sections (spec 2 "Header and product menu"), loaded into the
header's menu panel when it is first opened, so ordinary pages run no menu queries."""

from django.shortcuts import render

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.content import selectors
from apps.content.views.common import production
from apps.core.catalogue import PRODUCTS, YEAR_LABELS


def _sections(request, access):
    years, units, stages, items = selectors.menu_tree(production(request))
    abilities = {a.slug: a for a in selectors.abilities()} if request.user.ability_choices else {}
    sections = {}
    for slug in PRODUCTS:
        if access.can_open(slug):
            sections[slug] = {
                "slug": slug,
                "intro": f"/{slug}",
                "support": [],
                "levels": [],
                "map": None,
                "guide": None,
            }
    for item in items:
        section = sections.get(item.programme.slug)
        if section is None:
            continue
        if item.kind == "support":
            section["support"].append(item)
        elif item.kind in ("map", "guide"):
            section[item.kind] = item
    by_year, by_stage = {}, {}
    for unit in units:
        if unit.year_id:
            by_year.setdefault(unit.year_id, []).append(unit)
        else:
            by_stage.setdefault(unit.stage_id, []).append({"unit": unit, "ability": None, "splits": []})
    for year in years:
        section = sections.get(year.programme.slug)
        if section is None or not access.can_open(year.programme.slug, year.number):
            continue
        entries = []
        for unit in by_year.get(year.pk, []):
            if unit.letter:
                continue
            chosen = selectors.chosen_ability(request.user, unit)
            splits = [u for u in by_year[year.pk] if u.letter and u.number == unit.number]
            entries.append({"unit": unit, "ability": abilities.get(chosen), "splits": splits})
        section["levels"].append({"title": YEAR_LABELS[year.number], "url": year.path, "units": entries})
    for stage in stages:
        section = sections.get(stage.programme.slug)
        if section is not None and can.can_open_stage(request.user, stage.programme.slug, stage.years):
            entries = by_stage.get(stage.pk, [])
            # A home child reads the stage's own name, not its key stages (apps/content/home_words.py).
            title = stage.title if access.is_home else (stage.label or stage.title)
            section["levels"].append({"title": title, "url": stage.path, "units": entries})
    if "leaders" in sections:
        sections["leaders"]["intro"] = "/leaders"
    return sections


def menu_view(request):
    access = user_access(request.user)
    sections = _sections(request, access)
    tiles = [{**tile, "section": sections.get(tile["slug"])} for tile in selectors.product_tiles(request.user)]
    if access.is_home:
        # Home users see only a home menu entry (spec 2 "Header and product menu").
        tiles = [tile for tile in tiles if tile["slug"] == "home"]
    return render(request, "content/product_menu_panel.html", {"tiles": tiles})
