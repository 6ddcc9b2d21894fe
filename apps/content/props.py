"""Props for the classroom islands, built in Python from loaded content (no queries
of their own beyond the dice lookup). The API serialises content with the same code."""

from apps.content import selectors
from apps.core.guides import guide_captions


def die_props(die):
    return {
        "slug": die.slug,
        "title": die.title,
        "colour": die.colour,
        "roulette": die.roulette,
        "previewImage": die.preview_image,
        "sides": [
            {"sideTitle": s.title, "image": [{"id": s.pk, "url": s.image}] if s.image else []} for s in die.sides.all()
        ],
    }


LUCKY_DIP = "lucky-dip"


def _each_once(sides):
    seen, kept = set(), []
    for side in sides:
        key = (side["sideTitle"], (side["image"] or [{}])[0].get("url", ""))
        if key not in seen:
            seen.add(key)
            kept.append(side)
    return kept


def dice_props(dice, *, mode="part"):
    """The dice a part shows, as the island draws them (spec 2 §3, §9): the lucky dip is a
    roulette whose sides are its own and every side of the roulettes shown with it, each
    once; a die with no side is left out. The island applies no rule of its own."""
    shown = [die_props(d) for d in dice]
    roulettes = [d for d in shown if d["roulette"] and d["slug"] != LUCKY_DIP]
    for die in shown:
        if die["slug"] == LUCKY_DIP:
            die["roulette"] = True
            die["sides"] = _each_once(die["sides"] + [side for r in roulettes for side in r["sides"]])
    shown = [d for d in shown if d["sides"]]
    return {"dice": shown, "roulette": any(d["roulette"] for d in shown), "mode": mode}


def track_props(playlist, user):
    tracks = [{"id": t.pk, "title": t.title, "url": t.url} for t in playlist.tracks.all()] if playlist else []
    return {"tracks": tracks, "showJukebox": bool(getattr(user, "show_jukebox", True))}


def video_props(src, lines, *, captions=True):
    """VideoPlayer's props: the lines are also the video's captions, unless `captions` is
    False (a line that only names the video) or the video is a guide, whose captions are
    its own .vtt (`track`)."""
    found = {"src": src, "lines": [{"text": line["text"], "time": line["time"]} for line in lines or []]}
    track = guide_captions(src)
    if track:  # a narrated guide (issue 29): its own WebVTT captions, made with it from its script
        found["track"] = track
        captions = False
    if not captions:
        found["captions"] = False
    return found


def lyric_lines(part):
    return [{"text": lyric.text, "time": lyric.time} for lyric in part.lyrics.all()]


def warmup_props(part):
    return {
        "steps": [
            {"subtitle": s.subtitle, "text": s.text, "end": s.end, "dice": s.dice} for s in part.warm_up_steps.all()
        ]
    }


def step_props(step):
    return {
        "id": step.pk,
        "subtitle": step.subtitle,
        "text": step.text,
        "image": step.image,
        "audio": step.audio,
        "video": step.video,
        "textLines": step.text_lines,
        "skillWhat": step.skill_what,
        "skillHow": step.skill_how,
        "dice": step.dice,
    }


def slider_props(part):
    return {"steps": [step_props(s) for s in part.steps.all()], "partType": part.type, "funs": part.type == "funs"}


def levels_props(source):
    return {"tricky": source.tricky, "trickier": source.trickier, "trickiest": source.trickiest}


def part_data(part):
    """A part with everything an island or the API needs."""
    return {
        "id": part.pk,
        "slug": part.slug,
        "type": part.type,
        "title": part.title,
        "displayTitle": part.heading,
        "video": part.video,
        "textLines": part.text_lines,
        "heroImage": part.hero_image,
        "audioFile": part.audio_file,
        "pupilText": part.pupil_text,
        "reviewNumber": part.review_number,
        "dice": part.dice,
        "tricky": part.tricky,
        "trickier": part.trickier,
        "trickiest": part.trickiest,
        "joiningIn": part.joining_in,
        "moreActive": part.more_active,
        "keywords": part.keywords,
        "playCharacteristics": part.play_characteristics,
        "alternative": part.alternative,
        "steps": [step_props(s) for s in part.steps.all()],
        "warmUpSteps": warmup_props(part)["steps"],
        "lyrics": lyric_lines(part),
        "skills": [
            {
                "title": skill.title,
                "levels": [
                    {"level": lv.level, "label": lv.label, "heroImage": lv.hero_image, "video": lv.video}
                    for lv in skill.levels.all()
                ],
            }
            for skill in part.skills.all()
        ],
    }


def level_media(url, level):
    """A drawn gym card's level has its own picture and clip beside the card's (issue 29:
    .../showcase/gym-balance-1.svg -> gym-balance-1-tricky.svg); any other card's level
    shows the card's own."""
    stem, dot, ext = url.rpartition(".")
    return f"{stem}-{level}.{ext}" if dot and "/showcase/gym-" in url else url


def gym_levels_props(card):
    """AdaptiveLevels in gym mode: the card's three levels, starting at Tricky."""
    return {
        "mode": "gym",
        "levels": [
            {"label": label, "heroImage": level_media(card.hero_image, label.lower()),
             "video": level_media(card.video, label.lower()), "skillWhat": text, "skillHow": card.skill_how}
            for label, text in (("Tricky", card.tricky), ("Trickier", card.trickier), ("Trickiest", card.trickiest))
        ],
    }  # fmt: skip


def written_card_props(parts, card, lesson):
    """The gym card page's words for `card` where a written lesson teaches it (its card part):
    what to do, the coaching point and the part's own three levels, each with the picture its
    unit file poses for it (level_figures), else the card's own level picture."""
    from apps.content.seed import showcase

    part = next((p for p in parts if p.type == "card" and p.card_id == card.pk and not p.alternative), None)
    if part is None:
        return {}
    levels = gym_levels_props(card)
    written = showcase.lesson(lesson.unit.slug, lesson.number) or {}
    figures = written.get("parts", {}).get("card", {}).get("level_figures") or [None] * 3
    for level, text, figure in zip(
        levels["levels"], (part.tricky, part.trickier, part.trickiest), figures, strict=True
    ):
        what = text.split(": ", 1)[-1]  # the level's button already names it
        level.update(skillWhat=what[:1].upper() + what[1:], skillHow=part.tips)
        if figure:
            level["heroImage"] = showcase.media(f"{figure}.svg", level["heroImage"])
            # The card's level clip shows its own stage (a helper, alone, on a bench), which the
            # written level is not (a four-year-old's is never on a bench): no clip beats a wrong one.
            level["video"] = ""
    return {"card_what": part.pupil_text, "card_how": part.tips, "levels": levels}


def exploration_text(part, skills):
    """What pupils read on the dance view's Exploration page: the part's story or intro,
    else the moves they will explore."""
    if part.story or part.intro:
        return part.story or part.intro
    titles = [s["title"] for s in skills]
    return f"Explore these moves: {', '.join(titles)}." if titles else part.pupil_text


def dance_props(part, year, skills):
    """AdaptiveLevels in dance mode: Intro, Exploration and one page per skill."""
    return {
        "mode": "dance",
        "startLevel": selectors.start_level(year),
        # The part's video with its cue or lyric lines, which are its captions.
        "intro": {"text": part.pupil_text, "heroImage": part.hero_image, "video": part.video,
                  "lines": video_props(part.video, lyric_lines(part) or part.text_lines)["lines"]},
        # Pupils read this page: never the teacher's planning text.
        "exploration": {"text": exploration_text(part, skills), "heroImage": part.hero_image},
        "skills": [
            {"title": s["title"],
             "levels": [{"heroImage": lv.hero_image, "videos": [lv.video] if lv.video else [],
                         "text": f"{lv.skill_what}. {lv.skill_how}"} for lv in s["levels"]]}
            for s in skills
        ],
    }  # fmt: skip
