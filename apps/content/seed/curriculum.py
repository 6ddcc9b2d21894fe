"""Years, stages, units, organisers, lessons, theme items and all their parts, built in
memory and written with bulk_create so the whole demo curriculum loads in seconds."""

from django.utils.text import slugify

from apps.content.models import (
    KnowledgeOrganiser,
    Lesson,
    Lyric,
    Part,
    Skill,
    SkillLevel,
    Stage,
    Step,
    ThemeItem,
    Unit,
    WarmUpStep,
    Year,
)
from apps.content.models.parts import THEME_PART_TYPES
from apps.content.seed import catalogue as c


def _years(programmes):
    rows = [
        Year(programme=programmes[slug], number=n, intro=f"{programmes[slug].title} for {label}.")
        for slug in ("pe", "gym", "dance")
        for n, label in enumerate(["EYFS", "Year 1", "Year 2", "Year 3", "Year 4", "Year 5", "Year 6"])
    ]
    return Year.objects.bulk_create(rows)


def _stages(programmes):
    rows = [
        Stage(programme=programmes["home"], slug="themes", title="Themes", label="EYFS / KS 1", years=[0, 1, 2],
              image=c.THEME_IMAGE, intro="Twelve themes with six ways to explore each one."),
        Stage(programme=programmes["home"], slug="funs", title="Movement Skills", label="KS2", years=[3, 4, 5, 6],
              image=c.SKILL_IMAGE, intro="Twelve movement skills for KS2, each with videos and challenges.",
              position=1),
        Stage(programme=programmes["foundations"], slug="themes", title="Themes", label="EYFS", years=[0],
              image=c.THEME_IMAGE, intro="Early years themes for movement, language and confidence."),
        Stage(programme=programmes["play"], slug="club", title="Club", label="Club", years=[0, 1, 2],
              image=c.HERO, intro="Two units of six club sessions."),
    ]  # fmt: skip
    return {(s.programme.slug, s.slug): s for s in Stage.objects.bulk_create(rows)}


def _unit(programme, *, number, title, year=None, stage=None, letter="", focus="", live=True, playlist=None):
    where = f"y{year.number}" if year else stage.slug
    slug = f"{programme.slug}-{where}-u{number}{letter}".lower()
    second = c.SECOND_COLUMN.get(programme.slug, c.SECOND_COLUMN_DEFAULT)
    return Unit(
        programme=programme,
        year=year,
        stage=stage,
        number=number,
        letter=letter,
        slug=slug,
        title=title,
        focus=focus,
        live=live,
        strapline=f"{title}: six lessons that build confidence, skill and teamwork.",
        cog_label=title,
        cog_text=f"In this unit pupils explore {title.lower()} and reflect on how they learn.",
        learning_behaviours=list(c.LEARNING_BEHAVIOURS),
        skills=[f"{second}: {title} {n}" for n in (1, 2, 3)],
        ability_select=programme.slug in ("gym", "dance"),
        document=c.HERO,
        playlist=playlist,
    )


def _units(programmes, years, stages, playlists):
    rows = []
    by_year = {(y.programme.slug, y.number): y for y in years}
    for n in range(7):
        titles = c.PE_UNITS["early" if n == 0 else "ks1" if n < 3 else "ks2"]
        for u, title in enumerate(titles, 1):
            kw = {"year": by_year["pe", n], "playlist": playlists["pe-music"]}
            rows.append(_unit(programmes["pe"], number=u, title=title, **kw))
            for letter, focus, live in c.SPLITS.get((n, u), []):
                label = dict(Unit.Focus.choices)[focus]
                rows.append(_unit(programmes["pe"], number=u, letter=letter, title=label, focus=focus, live=live, **kw))
        for u, title in enumerate(c.GYM_UNITS, 1):
            rows.append(
                _unit(programmes["gym"], number=u, title=title, year=by_year["gym", n], playlist=playlists["gym-music"])
            )
        rows.append(
            _unit(
                programmes["dance"],
                number=1,
                title=c.DANCE_UNITS[n],
                year=by_year["dance", n],
                playlist=playlists["dance-music"],
            )
        )
    for u, title in enumerate(c.PLAY_UNITS, 1):
        rows.append(
            _unit(
                programmes["play"],
                number=u,
                title=title,
                stage=stages["play", "club"],
                playlist=playlists["play-music"],
            )
        )
    return Unit.objects.bulk_create(rows)


def _organisers(units):
    return KnowledgeOrganiser.objects.bulk_create(
        KnowledgeOrganiser(
            unit=unit,
            purpose=f"Pupils learn {unit.title.lower()} skills and use them in games, sequences and challenges.",
            learning_goals=[f"Lesson {n}: {t} {unit.title.lower()}" for n, t in enumerate(c.LESSON_TITLES, 1)],
            skills_knowledge=[f"Know how to {v} safely" for v in ("move", "balance", "share space", "take turns")],
            key_vocabulary=[
                {"word": "Balance", "meaning": "Keeping still and steady."},
                {"word": "Control", "meaning": "Moving the way you planned."},
                {"word": "Space", "meaning": "The area around you to move in."},
            ],
            curriculum_en="National Curriculum: master basic movements including running, jumping, throwing and "
            "catching, and develop balance, agility and co-ordination.",
            curriculum_cy="Cwricwlwm i Gymru: datblygu sgiliau symud sylfaenol, cydbwysedd, ystwythder a "
            "chydsymud mewn amrywiaeth o weithgareddau.",
            wider_links="Science: how our bodies move. PSHE: working together and keeping healthy.",
        )
        for unit in units
        if unit.programme.slug != "play"
    )


def _lessons(units):
    rows = []
    for unit in units:
        for n, verb in enumerate(c.LESSON_TITLES, 1):
            rows.append(
                Lesson(
                    unit=unit,
                    number=n,
                    title=f"{verb}: {unit.title}",
                    goal_text=f"To {verb.lower()} {unit.title.lower()} skills with control.",
                    learning_points=[f"{verb} with control", "Look where you are going", "Help your partner"],
                    equipment="Cones, bean bags, hoops and one ball between two.",
                    organisation="Pupils in pairs inside a 20 m square marked with cones.",
                    tips="Model each activity first; praise effort as well as success.",
                    key_vocab=["control", "space", "balance", verb.lower()],
                    warm_up_intro="Start with a roll of the fitness die.",
                    home_challenge=f"Show someone at home how to {verb.lower()} {unit.title.lower()}.",
                    funs_text=f"FUNS station: {unit.title}.",
                )
            )
    return Lesson.objects.bulk_create(rows)


def _part(slug, type_, topic, position, **fields):
    title = c.PART_TITLES.get(type_, "{topic}").format(topic=topic)
    defaults = {
        "planning": f"Set up the {type_} area. Explain the activity, demonstrate it, then let pupils try it.",
        "pupil_text": f"Let's {type_}! Listen, watch and then have a go.",
        "hero_image": c.HERO,
        "audio_file": c.VOICEOVER,
        "video": c.SKILL_VIDEO
        if type_ in ("skill", "funs", "card")
        else c.VIDEO
        if type_ in ("song", "performance")
        else "",
        "tricky": "Tricky: go slowly and use a bigger space.",
        "trickier": "Trickier: go faster and add a partner.",
        "trickiest": "Trickiest: add a challenge with a time limit.",
        "joining_in": "Give pupils who need it a partner and a larger target.",
        "more_active": "Shorten queues: run two groups at once.",
        "how_to_play": f"Move around the space and {type_} when you hear the signal.",
        "think_about": "What helped you keep your balance?",
        "tips": "Keep explanations short: show, then go.",
        "physical_goal": "Move with control and balance.",
        "cognitive_goal": "Plan and remember a short sequence.",
        "keywords": ["control", "balance", "space"],
        "dice": ["movement"] if type_ == "warmup" else [],
    }
    return Part(slug=slug, type=type_, position=position, **{"title": title, **defaults, **fields})


def _lesson_parts(lessons, cards):
    parts = []
    for lesson in lessons:
        unit = lesson.unit
        key = unit.programme.slug
        if key == "pe" and unit.year.number < 3:
            key = "pe-early"
        topic = unit.title
        for i, type_ in enumerate(c.LESSON_PARTS[key]):
            extra = {}
            if type_ == "card":
                card = cards[(lesson.number + unit.number) % len(cards)]
                extra = {"card": card, "title": f"Gym Card: {card.title}", "video": card.video}
            if key == "play":
                extra["play_characteristics"] = c.PLAY_CHARACTERISTICS
                extra["engaging_adults"] = "Invite adults to join in and copy the pupils' moves."
            parts.append(_part(f"{unit.slug}-l{lesson.number}-{type_}", type_, topic, i, lesson=lesson, **extra))
        alt = c.ALT_PART[key]
        parts.append(
            _part(f"{unit.slug}-l{lesson.number}-{alt}-alt", alt, f"{topic} (Alternative)", 9, lesson=lesson,
                  alternative=True)
        )  # fmt: skip
    return parts


def _theme_items(programmes, stages):
    rows = []
    for key, names in ((("home", "themes"), c.EARLY_YEARS_THEMES), (("foundations", "themes"), c.EARLY_YEARS_THEMES),
                       (("home", "funs"), c.KS2_SKILLS)):  # fmt: skip
        for i, name in enumerate(names):
            rows.append(
                ThemeItem(
                    stage=stages[key],
                    slug=slugify(name),
                    title=name,
                    text=f"Explore the {name.lower()} theme through games, songs, stories and skills.",
                    home_item=c.THEME_IMAGE,
                    animation=c.SKILL_VIDEO,
                    point_images=[c.SIDES[i % 6]],
                    play_types=["game", "song", "story"],
                    position=i,
                )
            )
    return ThemeItem.objects.bulk_create(rows)


def _theme_parts(items):
    parts = []
    for item in items:
        prefix = f"{item.stage.programme.slug}-{item.stage.slug}-{item.slug}"
        if item.stage.slug == "funs":
            # Funs items open their skill straight away: /skill/{item} (spec 2 §2).
            parts.append(_part(item.slug, "skill", item.title, 0, theme_item=item, video=c.SKILL_VIDEO))
            continue
        for i, type_ in enumerate(THEME_PART_TYPES):
            parts.append(_part(f"{prefix}-{type_}", type_, item.title, i, theme_item=item))
            if type_ in ("game", "wider"):
                parts.append(_part(f"{prefix}-{type_}-2", type_, f"{item.title} Extra", i + 10, theme_item=item))
    return parts


def _children(parts):
    steps, warm, lyrics, skills = [], [], [], []
    for part in parts:
        for n in range(3):
            steps.append(
                Step(part=part, position=n, subtitle=f"Step {n + 1}", image=c.HERO if n else c.SKILL_IMAGE,
                     text=f"{part.title}: step {n + 1}. " + ("Watch.", "Try it.", "Show a partner.")[n],
                     video=c.SKILL_VIDEO if part.type in ("skill", "funs") else "",
                     skill_what="What: a controlled movement.", skill_how="How: eyes up, soft knees.",
                     dice=["movement"] if n == 2 else [])
            )  # fmt: skip
        if part.type == "warmup":
            for n, (sub, text) in enumerate(c.WARM_UP_STEPS):
                warm.append(
                    WarmUpStep(part=part, position=n, subtitle=sub, text=text, dice=["movement"] if n == 2 else [])
                )
            warm.append(WarmUpStep(part=part, position=9, subtitle="Mystery", text="What will it be?", end=True))
        if part.type in ("song", "performance"):
            words = ["Stretch up high", "Bend down low", "Turn around", "Jump and go!"]
            lyrics += [Lyric(part=part, text=w, time=n * 1.5) for n, w in enumerate(words)]
        if part.type == "skill" and part.lesson_id and part.lesson.unit.programme.slug == "dance":
            skills += [Skill(part=part, title=t, position=n) for n, t in enumerate(("Travel", "Freeze"))]
    Step.objects.bulk_create(steps)
    WarmUpStep.objects.bulk_create(warm)
    Lyric.objects.bulk_create(lyrics)
    Skill.objects.bulk_create(skills)
    SkillLevel.objects.bulk_create(
        SkillLevel(skill=s, level=level, label=f"{s.title}: {level.title()}", hero_image=c.SKILL_IMAGE,
                   video=c.SKILL_VIDEO, skill_what=f"{level.title()} {s.title.lower()}",
                   skill_how="Count to eight and move with the music.")
        for s in skills
        for level in ("tricky", "trickier", "trickiest")
    )  # fmt: skip


def seed_curriculum(programmes, playlists, cards):
    years = _years(programmes)
    stages = _stages(programmes)
    units = _units(programmes, years, stages, playlists)
    _organisers(units)
    lessons = _lessons(units)
    items = _theme_items(programmes, stages)
    parts = Part.objects.bulk_create(_lesson_parts(lessons, cards) + _theme_parts(items))
    _children(parts)
    return {"units": len(units), "lessons": len(lessons), "parts": len(parts), "theme_items": len(items)}
