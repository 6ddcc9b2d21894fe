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
from apps.content.seed import showcase
from apps.content.seed import wording as w
from apps.content.seed.outcomes.topics import SKILL_NAMES
from apps.content.seed.showcase import pictures


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
              image=pictures.move_media("One Leg Balance")[0], position=1,
              intro="Twelve movement skills for KS2, each with videos and challenges."),
        Stage(programme=programmes["foundations"], slug="themes", title="Themes", label="EYFS", years=[0],
              image=c.THEME_IMAGE, intro="Early years themes for movement, language and confidence."),
        Stage(programme=programmes["play"], slug="club", title="Club", label="Club", years=[0, 1, 2],
              image=c.HERO, intro="Two units of six club sessions."),
    ]  # fmt: skip
    return {(s.programme.slug, s.slug): s for s in Stage.objects.bulk_create(rows)}


SLUG_PREFIX = {"pe": "p", "gym": "g", "dance": "d"}


def unit_slug(programme, year, number, letter, title):
    """'p3u2-net-wall', 'p5u1a-invasion', 'g3u1-shape-and-balance', 'cu1-playground-legends':
    the first five characters differ for every unit, because the ability choice is stored
    locally under them (spec 1 §6, spec 2 §9)."""
    head = f"cu{number}" if year is None else f"{SLUG_PREFIX[programme]}{year}u{number}{letter.lower()}"
    return f"{head}-{slugify(title)}"[:60]


def _unit(programme, *, number, title, year=None, stage=None, letter="", focus="", live=True, playlist=None):
    slug = unit_slug(programme.slug, year.number if year else None, number, letter, title)
    second = c.SECOND_COLUMN.get(programme.slug, c.SECOND_COLUMN_DEFAULT)
    written = getattr(showcase.unit_module(slug), "UNIT", {})
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
        strapline=written.get("strapline") or f"{title}: six lessons that build confidence, skill and teamwork.",
        cog_label=title,
        cog_text=written.get("cog_text")
        or f"In this unit pupils explore {title.lower()} and reflect on how they learn.",
        learning_behaviours=list(c.LEARNING_BEHAVIOURS),
        skills=[f"{second}: {title} {n}" for n in (1, 2, 3)],
        ability_select=programme.slug in ("gym", "dance"),
        written=bool(written),
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


def _organiser(unit):
    written = getattr(showcase.unit_module(unit.slug), "UNIT", None)
    organiser = KnowledgeOrganiser(
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
    if written:
        lessons = showcase.unit_module(unit.slug).LESSONS
        organiser.purpose = written["purpose"]
        organiser.learning_goals = [f"Lesson {n}, {x['title']}: {x['goal_text']}" for n, x in lessons.items()]
        organiser.key_vocabulary = [{"word": word, "meaning": meaning} for word, meaning in written["vocab"]]
    return organiser


def _organisers(units):
    return KnowledgeOrganiser.objects.bulk_create(_organiser(unit) for unit in units if unit.programme.slug != "play")


FOCUS_BY_LABEL = {label: value for value, label in Unit.Focus.choices if value}


def _topic(unit):
    """A unit's topic: its focus (a KS2 sport), else its title ("Net & Wall" is net-wall)."""
    return unit.focus or FOCUS_BY_LABEL.get(unit.title, unit.title)


def _where(unit, number=0):
    place = unit.year.label if unit.year_id else "Club"
    verb = c.LESSON_TITLES[number - 1] if number else ""
    focus = _topic(unit) if unit.programme.slug == "pe" and unit.year.number >= 3 else ""
    return w.Where(label=f"{place} Unit {unit.code} {unit.title}", topic=unit.title.lower(), lesson=number, verb=verb,
                   focus=focus)  # fmt: skip


SKILL_PREFIX = {"skill": "Skill", "funs": "FUNS Station"}


def _named(unit, number, type_, words):
    """A skill or FUNS part names the skill it practises (the topic's skills in turn), and
    the texts that name the activity name the part's own (a written part's too)."""
    extra = w.named_after(type_, words["activity"], words.get("tips", ""), unit.title.lower())
    skills = SKILL_NAMES.get(_topic(unit))
    if type_ in SKILL_PREFIX and skills and "figure" not in words:
        skill = skills[(number - 1) % len(skills)]
        extra["title"] = f"{SKILL_PREFIX[type_]}: {skill} ({words['activity']})"
        extra["keywords"] = [skill.lower(), *extra["keywords"][1:]]
        extra["skill_name"] = skill  # its picture and clip show that skill (issue 29)
    return extra


def _own_adaptations(written_part):
    return {key: written_part[key] for key in ("joining_in", "more_active") if written_part.get(key)}


def _lesson_plans(units):
    """Each lesson with the words of its parts: [(Lesson, [(type, alternative, words)])]."""
    plans = []
    for unit in units:
        key = _part_key(unit)
        for n, verb in enumerate(c.LESSON_TITLES, 1):
            where = _where(unit, n)
            types = [(t, False) for t in c.LESSON_PARTS[key]] + [(c.ALT_PART[key], True)]
            words = [(t, alt, w.part_words(t, where, alternative=alt)) for t, alt in types]
            written = showcase.lesson(unit.slug, n)
            if written:  # the showcase's own words over the generated ones
                words = [(t, alt, {**x, **written["parts"]["alt" if alt else t]}) for t, alt, x in words]
            words = [(t, alt, {**x, **_named(unit, n, t, x)} if t in w.POOLS else x) for t, alt, x in words]
            if written:  # a written part's own adaptations win over the ones named after its activity
                words = [(t, alt, {**x, **_own_adaptations(written["parts"]["alt" if alt else t])})
                         for t, alt, x in words]  # fmt: skip
            lesson_words = w.lesson_words(unit.title, where, [x["activity"] for _, _, x in words],
                                          [x["equipment"] for _, _, x in words])  # fmt: skip
            lesson = Lesson(unit=unit, number=n, title=f"{verb}: {unit.title}",
                            key_vocab=[unit.title.split(":")[0].lower(), "control", "space", verb.lower()],
                            warm_up_intro=f"Start {where.name} with {words[0][2]['activity']}.",
                            **lesson_words)  # fmt: skip
            if written:
                for field in ("title", "goal_text", "learning_points", "equipment", "organisation", "tips",
                              "key_vocab", "home_challenge"):  # fmt: skip
                    setattr(lesson, field, written[field])
                lesson.warm_up_intro = f"Start {where.name} with {words[0][2]['activity']}."
                lesson.funs_text = f"{words[1][2]['title']}: {words[1][2]['pupil_text']}"
            plans.append((lesson, words))
    return plans


def _part_key(unit):
    key = unit.programme.slug
    return "pe-early" if key == "pe" and unit.year.number < 3 else key


LEVELS = ("tricky", "trickier", "trickiest")
PART_FIELDS = {f.name for f in Part._meta.concrete_fields} - {"id", "slug", "type", "position"}


# Parts that show a clip of their movement: the skill it names, the theme or dance unit.
PICTURED = ("skill", "funs", "song", "performance")


def _part(slug, type_, words, position, **fields):
    title = c.PART_TITLES.get(type_, "{topic}").format(topic=words.get("topic", ""), activity=words.get("activity", ""))
    video = ""  # a card shows its card's clip; PICTURED parts their movement's
    values = {"title": title, "hero_image": c.HERO, "audio_file": c.VOICEOVER, "video": video,
              "dice": c.PART_DICE.get(type_, [])}  # fmt: skip
    values.update({k: v for k, v in words.items() if k in PART_FIELDS})
    values.update(fields)
    if "figure" in words:  # a showcase part: its drawn picture, voice-over and videos
        values["hero_image"] = showcase.media(f"{words['figure']}.svg", c.HERO)
        media = words.get("media", slug)
        values["audio_file"] = showcase.media(f"{media}.opus", c.VOICEOVER)
        if "song" in words:
            values["video"] = showcase.media(f"{words['song']}.webm", values["video"])
        elif type_ in showcase.STEP_VIDEO_TYPES:
            values["video"] = showcase.media(f"{media}.webm", pictures.move_media(words.get("topic", ""))[1])
    if type_ in PICTURED and "figure" not in words:  # a generated part shows the movement it names
        picture, clip = pictures.move_media(words.get("skill_name") or words.get("topic", ""))
        values["video"] = clip
        if type_ in ("skill", "funs"):
            values["hero_image"] = picture
    row = Part(slug=slug, type=type_, position=position, **values)
    row.words = words  # steps, lyrics and warm-up steps are made from them in _children
    return row


def _lesson_parts(plans, cards):
    parts = []
    by_title = {card.title: card for card in cards}
    for lesson, words in plans:
        unit = lesson.unit
        key = _part_key(unit)
        for i, (type_, alt, text) in enumerate(words):
            extra = {"topic": unit.title}
            fields = {}
            if type_ == "card":
                # A written unit may name each lesson's card (its CARDS); else the catalogue's turn.
                named = getattr(showcase.unit_module(unit.slug), "CARDS", {}).get(lesson.number)
                card = by_title[named] if named else cards[(lesson.number + unit.number) % len(cards)]
                # The card is practised in the part's activity: the title names both.
                fields = {"card": card, "title": f"Gym Card: {card.title} ({text['activity']})", "video": card.video}
            if key == "play":
                fields["play_characteristics"] = c.PLAY_CHARACTERISTICS
                fields["engaging_adults"] = f"Invite adults to join {text['activity']} and copy the pupils' moves."
            if key in ("pe", "pe-early", "play") and type_ in ("application", "game"):
                fields["dice"] = ["lucky-dip"] if alt else ["game-roulette"]
            slug = f"{unit.slug}-l{lesson.number}-{type_}" + ("-alt" if alt else "")
            part = _part(slug, type_, {**text, **extra}, 9 if alt else i, lesson=lesson, alternative=alt, **fields)
            if alt:
                part.title += " (Alternative)"
            parts.append(part)
    return parts


def _theme_items(programmes, stages):
    rows = []
    for key, names in ((("home", "themes"), c.EARLY_YEARS_THEMES), (("foundations", "themes"), c.EARLY_YEARS_THEMES),
                       (("home", "funs"), c.KS2_SKILLS)):  # fmt: skip
        for i, name in enumerate(names):
            # A theme's disc and the two poses of its hover animation; a KS2 skill's picture and clip.
            picture, animation = pictures.theme_disc(name) if name in pictures.THEMES else pictures.move_media(name)
            rows.append(
                ThemeItem(
                    stage=stages[key],
                    slug=slugify(name),
                    title=name,
                    # A written theme says what its children do, a movement skill what it is.
                    text=showcase.themes.INTROS.get(slugify(name))
                    or f"Explore the {name.lower()} theme through games, songs, stories and skills.",
                    home_item=picture,
                    animation=animation,
                    point_images=[picture],
                    play_types=["game", "song", "story"],
                    position=i,
                )
            )
    return ThemeItem.objects.bulk_create(rows)


def _own_theme_words(item_slug, key):
    """A written theme part's own joining-in, in place of the one named after its activity, its
    steps' words as its keywords (under, over, across), and no goals named after it ("Explain
    how Jungle Trail helps with jungle"): its tips say what to look for."""
    written = showcase.theme_words(item_slug, key)
    if not written:
        return {}
    keywords = [subtitle.lower() for subtitle, *_ in written["steps"]]
    return {
        "joining_in": written.get("joining_in", ""),
        "keywords": keywords,
        "physical_goal": "",
        "cognitive_goal": "",
    }


def _theme_parts(items):
    parts = []
    for item in items:
        prefix = f"{item.stage.programme.slug}-{item.stage.slug}-{item.slug}"
        where = w.Where(label=item.title, topic=item.title.lower())
        if item.stage.slug == "funs":
            # Funs items open their skill straight away: /skill/{item} (spec 2 §2).
            words = {**w.part_words("skill", where), "topic": item.title}
            words.update(showcase.theme_words(item.slug, "skill") or {})
            # A movement skill's part is named by the skill itself.
            words.update(w.named_after("skill", words["activity"], words.get("tips", ""), where.topic))
            words.setdefault("title", f"Skill: {item.title} ({words['activity']})")
            words.setdefault("skill_name", item.title)
            parts.append(_part(item.slug, "skill", words, 0, theme_item=item))
            continue
        for i, type_ in enumerate(THEME_PART_TYPES):
            words = {**w.part_words(type_, where), "topic": item.title}
            words.update(showcase.theme_words(item.slug, type_) or {})
            if type_ in w.POOLS:
                words.update(w.named_after(type_, words["activity"], words.get("tips", ""), where.topic))
            words.update(_own_theme_words(item.slug, type_))
            parts.append(_part(f"{prefix}-{type_}", type_, words, i, theme_item=item))
            if type_ in ("game", "wider"):
                words = {**w.part_words(type_, where, offset=1), "topic": item.title}
                words.update(showcase.theme_words(item.slug, f"{type_}-2") or {})
                if type_ in w.POOLS:
                    words.update(w.named_after(type_, words["activity"], words.get("tips", ""), where.topic))
                words.update(_own_theme_words(item.slug, f"{type_}-2"))
                parts.append(_part(f"{prefix}-{type_}-2", type_, words, i + 10, theme_item=item))
    return parts


def _children(parts):
    steps, warm, lyrics, skills, levels = [], [], [], [], []
    for part in parts:
        words = getattr(part, "words", {})
        for n, (subtitle, text, *figure) in enumerate(words.get("steps", [])):
            image = showcase.media(f"{figure[0]}.svg", c.HERO) if figure else c.HERO if n else part.hero_image
            steps.append(
                Step(part=part, position=n, subtitle=subtitle, image=image, text=text,
                     video=(part.video or pictures.move_media("")[1]) if part.type in ("skill", "funs") else "",
                     skill_what=f"What: {part.title}, step {n + 1}.", skill_how=f"How: {text}",
                     dice=["movement"] if n == 2 else [])
            )  # fmt: skip
        if part.type == "warmup":
            for n, (sub, text, *_) in enumerate(words.get("steps", [])):
                warm.append(WarmUpStep(part=part, position=n, subtitle=sub, text=text, dice=[]))
            warm.append(WarmUpStep(part=part, position=9, subtitle="Mystery", end=True, dice=["movement"],
                                   text="Roll the movement die: everyone does that move to finish."))  # fmt: skip
        if part.type in ("song", "performance"):
            lines = words.get("lyrics") or w.performance_lines(words.get("topic", part.title))
            timed = [line if isinstance(line, tuple) else (line, n * 1.5) for n, line in enumerate(lines)]
            lyrics += [Lyric(part=part, text=text, time=time) for text, time in timed]
        if part.type == "skill" and part.lesson_id and part.lesson.unit.programme.slug == "dance":
            moves = words.get("moves") or [
                {"title": title, "how": how, "levels": [what for _, what in w.dance_levels(title)]}
                for title, how in w.dance_moves(part.lesson.unit.title, part.lesson.number)
            ]
            for n, move in enumerate(moves):
                skill = Skill(part=part, title=move["title"], position=n)
                skills.append(skill)
                levels += [
                    (skill, level, what, move["how"]) for level, what in zip(LEVELS, move["levels"], strict=True)
                ]
    Step.objects.bulk_create(steps)
    WarmUpStep.objects.bulk_create(warm)
    Lyric.objects.bulk_create(lyrics)
    Skill.objects.bulk_create(skills)
    SkillLevel.objects.bulk_create(
        SkillLevel(skill=s, level=level, label=f"{s.title}: {level.title()}", skill_what=what, skill_how=how,
                   **dict(zip(("hero_image", "video"), pictures.dance_level_media(s.title, level), strict=True)))
        for s, level, what, how in levels
    )  # fmt: skip


def seed_curriculum(programmes, playlists, cards):
    years = _years(programmes)
    stages = _stages(programmes)
    units = _units(programmes, years, stages, playlists)
    _organisers(units)
    plans = _lesson_plans(units)
    lessons = Lesson.objects.bulk_create([lesson for lesson, _ in plans])
    items = _theme_items(programmes, stages)
    parts = _lesson_parts(plans, cards) + _theme_parts(items)
    Part.objects.bulk_create(parts)
    _children(parts)
    return {"units": len(units), "lessons": len(lessons), "parts": len(parts), "theme_items": len(items)}
