"""Reference rows (programmes, intros, abilities, adventures, dice, playlists, gym cards,
menu items): created once by slug, so content staff's edits survive a re-seed."""

from apps.content.models import (
    Ability,
    Adventure,
    Die,
    DieSide,
    GymCard,
    IntroEntry,
    MenuItem,
    Part,
    Playlist,
    Programme,
    SkillLevel,
    Step,
    ThemeItem,
    Track,
)
from apps.content.seed import catalogue as c
from apps.content.seed.showcase import pictures


def seed_programmes():
    existing = {p.slug: p for p in Programme.objects.all()}
    new = [
        Programme(slug=slug, title=title, name=name, coming_soon=soon, intro=c.INTROS[slug], position=i,
                  guide_video="" if soon else c.guide(slug))
        for i, (slug, title, name, soon) in enumerate(c.PROGRAMMES)
        if slug not in existing
    ]  # fmt: skip
    Programme.objects.bulk_create(new)
    programmes = {p.slug: p for p in Programme.objects.all()}
    _retire_old_guide(programmes)
    return programmes


def _retire_old_guide(programmes):
    """Content seeded before the narrated guides (issue 29) played one colour-bars file for
    every guide, intro and song: each programme's rows get its own guide, a part the
    placeholder movement clip. A row content staff pointed elsewhere is left alone."""
    old = c.OLD_GUIDE
    for slug, programme in programmes.items():
        own = "" if programme.coming_soon else c.guide(slug)
        if programme.guide_video == old:
            Programme.objects.filter(pk=programme.pk).update(guide_video=own)
            programme.guide_video = own
        IntroEntry.objects.filter(programme=programme, video=old).update(video=own)
        MenuItem.objects.filter(programme=programme, url=old).update(url=own)
    Part.objects.filter(video=old).update(video=pictures.move_media("")[1])


def seed_intros(programmes):
    if IntroEntry.objects.exists():
        return
    home_lines = [
        {"text": "12 themes", "time": 0},
        {"text": "6 ways to explore each theme", "time": 1.5},
        {"text": "12 skills at KS2", "time": 3},
        {"text": "5 games", "time": 4.5},
    ]
    rows = [
        IntroEntry(
            slug=f"intro-{slug}",
            programme=programmes[slug],
            title=f"Welcome to {programmes[slug].title}",
            text=c.INTROS[slug],
            video="" if slug == "assessment" else c.guide(slug),
            lines=home_lines if slug == "home" else [{"text": programmes[slug].title, "time": 0}],
        )
        for slug, *_ in c.PROGRAMMES
    ]
    rows.append(
        IntroEntry(
            slug="support-leaders",
            programme=programmes["leaders"],
            title="Real Leaders",
            text="Real Leaders trains Year 5 and 6 pupils to plan and lead active games for younger children. "
            "Use the leader cards, the training videos and the certificates below.",
            video=c.guide("leaders"),
            links=[
                {"title": "Leader training guide", "url": "/support/leaders/guide"},
                {"title": "Leader certificates", "url": "/support/leaders/certificates"},
                {"title": "Playground games cards", "url": "/support/leaders/games"},
            ],
        )
    )
    IntroEntry.objects.bulk_create(rows)


def seed_abilities():
    if not Ability.objects.exists():
        Ability.objects.bulk_create(
            Ability(
                slug=slug,
                title=title,
                colour=colour,
                position=i,
                cog_text=f"The {title.lower()} cog: skills for being {title.lower()} in PE.",
                what=f"Focus on {title.lower()} skills in every part of the lesson.",
                how=f"Look for pupils who show {title.lower()} skills and praise them by name.",
            )
            for i, (slug, title, colour) in enumerate(c.ABILITIES)
        )
    return {a.slug: a for a in Ability.objects.all()}


def seed_adventures():
    if not Adventure.objects.exists():
        Adventure.objects.bulk_create(
            Adventure(number=n, title=t, text=f"The {t} adventure in the home app.")
            for n, t in enumerate(c.ADVENTURES, 1)
        )


def seed_playlists(programmes):
    existing = set(Playlist.objects.values_list("slug", flat=True))
    new = [
        Playlist(slug=f"{slug}-music", title=f"{programmes[slug].title} Music")
        for slug in ("pe", "gym", "dance", "play", "home", "foundations")
        if f"{slug}-music" not in existing
    ]
    Playlist.objects.bulk_create(new)
    Track.objects.bulk_create(
        Track(playlist=p, title=t, url=url, position=i)
        for p in new
        for i, (t, url) in enumerate(c.TRACKS + c.EXTRA_TRACKS.get(p.slug, []))
    )
    return {p.slug: p for p in Playlist.objects.all()}


def seed_dice():
    if Die.objects.exists():
        return
    # Each side has its picture of the movement or body part it names (issue 29); a die shows
    # its first side's until it is rolled.
    dice = Die.objects.bulk_create(
        Die(slug=slug, title=title, colour=colour, roulette=roulette, sites=sites, position=i,
            preview_image=pictures.side_image(side_titles[0]))
        for i, (slug, title, colour, roulette, sites, side_titles) in enumerate(c.DICE)
    )  # fmt: skip
    sides = [
        DieSide(die=die, title=side, image=pictures.side_image(side), position=j)
        for die, row in zip(dice, c.DICE, strict=True)
        for j, side in enumerate(row[5])
    ]
    # The lucky dip pools every side of the roulette dice (spec 2 §3).
    lucky = Die.objects.create(
        slug=c.LUCKY_DIP,
        title="Lucky Dip",
        colour="pink",
        roulette=True,
        sites=["pe", "play", "home"],
        position=9,
        preview_image=pictures.side_image("Treasure Hunt"),
    )
    pooled = [s for s in sides if s.die.roulette]
    sides += [DieSide(die=lucky, title=s.title, image=s.image, position=j) for j, s in enumerate(pooled)]
    DieSide.objects.bulk_create(sides)


OLD_CLIP, OLD_PICTURE = c.MEDIA + "skill.webm", c.MEDIA + "skill.svg"  # gone (issue 29)


def _retire_placeholder_clip():
    """Content seeded before the drawn pictures pointed at one clip of a moving square and
    its picture: a gym card gets its own, any other row the generic movement's. A row content
    staff pointed elsewhere is left alone."""
    for card in GymCard.objects.filter(video=OLD_CLIP):
        card.hero_image, card.video = pictures.gym_card_media(card.focus, card.number)
        card.save(update_fields=["hero_image", "video"])
    picture, clip = pictures.move_media("")
    for model, fields in ((Part, ("video", "hero_image")), (Step, ("video", "image")),
                          (SkillLevel, ("video", "hero_image")), (ThemeItem, ("animation", "home_item"))):  # fmt: skip
        for field in fields:
            model.objects.filter(**{field: OLD_CLIP}).update(**{field: clip})
            model.objects.filter(**{field: OLD_PICTURE}).update(**{field: picture})


def seed_gym_cards():
    _retire_placeholder_clip()
    if not GymCard.objects.exists():
        GymCard.objects.bulk_create(
            GymCard(
                slug=f"{focus}-{n}",
                focus=focus,
                number=n,
                title=title,
                # Its own drawn pose and clip, and one for each level (props.gym_levels_props).
                hero_image=pictures.gym_card_media(focus, n)[0],
                video=pictures.gym_card_media(focus, n)[1],
                skill_what=f"The {title.lower()}: a {focus} skill.",
                skill_how=f"Squeeze your muscles, hold the {title.lower()} still and count to five.",
                tricky=f"Tricky: try the {title.lower()} on the floor with a partner's help.",
                trickier=f"Trickier: hold the {title.lower()} for five seconds on your own.",
                trickiest=f"Trickiest: link the {title.lower()} to another {focus} skill on apparatus.",
            )
            for focus, titles in c.GYM_FOCUS.items()
            for n, title in enumerate(titles, 1)
        )


def _getting_started(slug):
    """The programme's second support link: the home programme's own help is /support/daily
    (spec 1 §3: daily maps to home); the others link to Getting started."""
    if slug == "home":
        return {"title": "Home learning help", "url": "/support/daily"}
    return {"title": "Getting started", "url": "/support/getting-started"}


def seed_menu_items(programmes):
    if MenuItem.objects.exists():
        # Menus seeded before Getting started moved off /support/daily.
        for slug, programme in programmes.items():
            MenuItem.objects.filter(programme=programme, kind="support", title="Getting started",
                                    url="/support/daily").update(**_getting_started(slug))  # fmt: skip
        return
    rows = []
    for slug, programme in programmes.items():
        if programme.coming_soon:
            continue
        rows += [
            MenuItem(programme=programme, kind="support", title=f"{programme.name} FAQs", url="/support/faqs"),
            MenuItem(programme=programme, kind="support", position=1, **_getting_started(slug)),
            MenuItem(programme=programme, kind="guide", title="Video guide", url=c.guide(slug), position=2),
        ]
        if slug in ("pe", "gym", "dance"):
            rows.append(MenuItem(programme=programme, kind="map", title="Curriculum map", url=f"/{slug}", position=3))
        elif slug in ("home", "foundations"):
            rows.append(
                MenuItem(programme=programme, kind="map", title="Theme menu", url=f"/{slug}/themes", position=3)
            )
    MenuItem.objects.bulk_create(rows)
