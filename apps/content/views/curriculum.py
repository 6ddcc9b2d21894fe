"""The curriculum dashboard, programme intros and the year / unit / organiser pages of
pe, gym, dance and play (spec 2 §2 screens 1-4)."""

from django.shortcuts import redirect

from apps.access import rules as can
from apps.access.entitlements import user_access
from apps.assessment.selectors import can_assess
from apps.content import selectors
from apps.content.models import Programme
from apps.content.props import video_props
from apps.content.seed.catalogue import INTROS, PROGRAMMES, SECOND_COLUMN, SECOND_COLUMN_DEFAULT
from apps.content.selectors import home_words
from apps.content.views.common import (
    crumb,
    gate,
    not_found,
    page,
    production,
    programme_crumb,
    unit_crumb,
    visible_lessons,
    year_crumb,
)
from apps.core.catalogue import YEAR_LABELS
from apps.core.inputs import parse_id

YEARS = list(enumerate(YEAR_LABELS))


def _year_filter(request):
    value = request.GET.get("year", "")
    year = parse_id(value)
    return year if year is not None and year <= 6 else None


def real_view(request):
    access = user_access(request.user)
    if access.is_home:
        return redirect("programme", product="home")
    programmes = selectors.programmes()
    if not access.can_open("pe"):
        return intro_page(request, "pe", programmes=programmes)
    chosen = _year_filter(request)
    tiles = selectors.dashboard_tiles(access, chosen)
    for tile in tiles:
        p = tile["programme"]
        if p.slug == "assessment" and can_assess(request.user):
            # Issue 30: the real thing for schools with the programme; others keep Coming Soon.
            tile.update(open=True, url="/assessment")
        # Its one line names the guide: no captions from it (the guides get theirs with their media).
        guide = [{"text": f"{p.title} guide", "time": 0}]
        tile["video"] = video_props(p.guide_video, guide, captions=False) if p.guide_video else None
    filters = [{"number": n, "label": label, "active": n == chosen} for n, label in YEARS]
    return page(request, "content/real.html", product="pe", title="Curriculum", tiles=tiles, filters=filters)


def _unsaved_programme(product):
    """Intro pages (and the landing /home) work before any content is loaded."""
    slug, title, name, soon = next(row for row in PROGRAMMES if row[0] == product)
    return Programme(slug=slug, title=title, name=name, coming_soon=soon, intro=INTROS[slug])


def intro_page(request, product, *, programmes=None):
    programme = next((p for p in programmes or () if p.slug == product), None) or selectors.programme(product)
    if programme is None:
        programme = _unsaved_programme(product)
    access = user_access(request.user)
    entry = selectors.intro_entry(f"intro-{product}")
    choices = []
    if product in ("pe", "gym", "dance"):
        choices = [
            {"title": label, "url": f"/{product}/year/{n}", "open": access.can_open(product, n)} for n, label in YEARS
        ]
    elif product == "play":
        choices = [{"title": "Club", "url": "/play/club", "open": access.can_open("play")}]
    elif product in ("home", "foundations") and access.is_home:
        # A home child: the stage's own name and the ages it is for, not the key stages.
        choices = [
            {"title": s.title, "subtitle": home_words.ages(s.years), "url": s.path, "image": s.image,
             "open": can.can_open_stage(request.user, product, s.years)}
            for s in selectors.stages_of(product)
        ]  # fmt: skip
    elif product in ("home", "foundations"):
        choices = [
            {"title": s.label or s.title, "subtitle": s.title, "url": s.path, "image": s.image,
             "open": can.can_open_stage(request.user, product, s.years)}
            for s in selectors.stages_of(product)
        ]  # fmt: skip
    video = video_props(entry.video, entry.lines) if entry and entry.video else None
    return page(
        request,
        "content/intro.html",
        product=product,
        title=programme.title,
        breadcrumbs=[crumb(programme.title)],
        programme=programme,
        entry=entry,
        lead=home_words.HOME_LEAD if access.is_home and product == "home" else None,
        video=video,
        choices=choices,
        has_access=access.can_open(product),
    )


def programme_view(request, product):
    if user_access(request.user).is_home and product != "home":
        return redirect("programme", product="home")
    if product == "home" and (response := gate(request, "home")):
        return response
    return intro_page(request, product)


def year_view(request, product, year):
    year = int(year)
    if response := gate(request, product, year):
        return response
    found, units = selectors.year_page(product, year, production=production(request))
    if found is None:
        return not_found(request)
    main = [u for u in units if not u.letter]
    for unit in main:
        unit.splits = [u for u in units if u.letter and u.number == unit.number]
    return page(
        request,
        "content/year.html",
        bookmarkable=True,
        product=product,
        title=f"{found.programme.title} {found.label}",
        breadcrumbs=[programme_crumb(product, found.programme.title), year_crumb(product, year)],
        school_year=found,  # not "year": the footer's copyright year has that name
        units=main,
    )


def numbered_outcomes(unit):
    """The unit's outcomes numbered 1, 2, 3… in teaching order (lessons refer to them so)."""
    outcomes = list(unit.outcomes.all())
    for n, outcome in enumerate(outcomes, 1):
        outcome.number = n
    return outcomes


def _unit_context(request, product, unit, abilities=None):
    ability = None
    if unit.ability_select:
        slug = selectors.chosen_ability(request.user, unit)
        if slug:
            ability = next((a for a in abilities or selectors.abilities() if a.slug == slug), None)
    trail = [programme_crumb(product, unit.programme.title)]
    if unit.year_id:
        trail.append(year_crumb(product, unit.year.number))
    else:
        trail.append(crumb(unit.stage.title, unit.stage.path))
    trail.append(unit_crumb(unit, ability))
    return ability, trail


def unit_view(request, product, unit, year=None, stage=None, plan=False):
    """The unit page; with plan=True its Document: the unit's medium-term plan as a
    printable page made from the unit's own data (goals, lessons, parts, equipment)."""
    year = int(year) if year is not None else None
    if response := gate(request, product, year):
        return response
    found, splits = selectors.unit_page(product, unit, year=year, stage=stage, production=production(request))
    if found is None:
        return not_found(request)
    ability, trail = _unit_context(request, product, found)
    lessons = visible_lessons(request, found.lessons.all())
    outcomes = numbered_outcomes(found)
    numbers = {o.id: o.number for o in outcomes}
    for lesson in lessons:
        lesson.preview = list(lesson.parts.all())[:4]
        lesson.all_parts = list(lesson.parts.all())
        lesson.outcome_numbers = sorted(
            numbers[x.outcome_id] for x in lesson.lesson_outcomes.all() if x.outcome_id in numbers
        )
    return page(
        request,
        "content/plan.html" if plan else "content/unit.html",
        bookmarkable=not plan,
        record_visit=not plan,
        product=product,
        title=f"Medium-term plan: {found.display_title}" if plan else found.display_title,
        breadcrumbs=[*trail, crumb("Medium-term plan")] if plan else trail,
        unit=found,
        splits=splits,
        lessons=lessons,
        ability=ability,
        outcomes=outcomes,
        second_column=SECOND_COLUMN.get(product, SECOND_COLUMN_DEFAULT),
        has_organiser=product != "play",
    )


def plan_view(request, product, unit, year=None, stage=None):
    return unit_view(request, product, unit, year=year, stage=stage, plan=True)


def organiser_view(request, product, year, unit):
    year = int(year)
    if response := gate(request, product, year):
        return response
    found = selectors.organiser_unit(product, year, unit, production=production(request))
    if found is None:
        return not_found(request)
    _, trail = _unit_context(request, product, found)
    return page(
        request,
        "content/organiser.html",
        bookmarkable=True,
        product=product,
        title=f"Knowledge Organiser: {found.display_title}",
        breadcrumbs=[*trail, crumb("Knowledge Organiser")],
        unit=found,
        organiser=found.organiser,
        outcomes=numbered_outcomes(found),
    )
