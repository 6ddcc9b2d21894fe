"""What the server decides for issue 21's classroom items: every video with cue or lyric lines
is given them as its captions, a part page knows the parts before and after it (for a
projector clicker), the skill view shows the part's video once, and a home child reads words
written for them while teachers keep the spec's. The browser side is test_browser_projector.py."""

import json
import re

import pytest
from django.utils.html import escape

from apps.content.models import IntroEntry, Lesson, Part
from apps.content.selectors import home_words
from apps.content.tests.test_classroom import island_props, part_url

SPEC_TITLE = "Adaptive Teaching"
SPEC_TEXT = "Explore the buttons below to change the activity and make it easier or harder."


def all_island_props(html, name):
    props = []
    for found in re.finditer(rf'data-island="{name}" data-props="([^"]+)"', html):
        script = re.search(rf'<script id="{found.group(1)}" type="application/json">(.*?)</script>', html, re.S)
        props.append(json.loads(script.group(1)))
    return props


def part_page_url(part):
    if part.lesson_id:
        return f"{part.lesson.path}/{part.type}/{part.slug}"
    return f"{part.theme_item.path}/{part.type}/{part.slug}"


def captioned_videos(html):
    """(src, lines) of every video on the page that gets captions from its lines."""
    found = [(p["src"], p["lines"]) for p in all_island_props(html, "VideoPlayer") if p.get("captions", True)]
    for props in all_island_props(html, "AdaptiveLevels"):
        intro = props.get("intro") or {}
        if intro.get("video"):
            found.append((intro["video"], intro.get("lines", [])))
    return found


def test_every_part_video_with_lines_gets_them_as_captions(signed_in, super_staff, content):
    """Every part with a video and lyric or cue lines (pupil view; the planning view shows a song
    the same way, test_browser_projector.py): the page's player for that video has the lines,
    which VideoPlayer / DanceSkill make into the captions track (Vitest)."""
    client = signed_in(super_staff)
    client.post("/content/view", {"view": "pupil"})
    parts = (
        Part.objects.exclude(video="")
        .select_related("lesson__unit__programme", "lesson__unit__year", "lesson__unit__stage")
        .select_related("theme_item__stage__programme")
        .prefetch_related("lyrics")
    )
    checked = 0
    for part in parts:
        lines = [{"text": lyric.text, "time": lyric.time} for lyric in part.lyrics.all()] or part.text_lines
        if not lines:
            continue
        response = client.get(part_page_url(part))
        assert response.status_code == 200, part.slug
        videos = dict(captioned_videos(response.content.decode()))
        assert videos.get(part.video) == [{"text": x["text"], "time": x["time"]} for x in lines], (part.slug, videos)
        checked += 1
    assert checked >= 100  # every song and performance of the demo curriculum


def test_every_intro_video_with_timed_lines_gets_them_as_captions(signed_in, super_staff, content):
    """An intro's video gets captions: its lines, or a narrated guide's own .vtt (issue 29),
    its lines then only listed under it."""
    from apps.core.guides import guide_captions

    client = signed_in(super_staff)
    checked = 0
    for entry in IntroEntry.objects.exclude(video="").exclude(lines=[]):
        slug = entry.slug.removeprefix("intro-")
        if slug not in ("pe", "gym", "dance", "foundations", "play", "home"):
            continue
        html = client.get(f"/{slug}").content.decode()
        if guide_captions(entry.video):
            players = [p for p in all_island_props(html, "VideoPlayer") if p["src"] == entry.video]
            assert players and all(p["track"] == guide_captions(entry.video) for p in players), slug
        else:
            assert (entry.video, entry.lines) in captioned_videos(html), slug
        checked += 1
    assert checked >= 1


def test_the_guide_tiles_lines_only_name_them_and_are_no_captions(signed_in, teacher, content):
    html = signed_in(teacher).get("/real").content.decode()
    guides = all_island_props(html, "VideoPlayer")
    assert guides and all(p["captions"] is False for p in guides)


def test_a_part_page_knows_the_parts_before_and_after_it(signed_in, teacher, content):
    client = signed_in(teacher)
    lesson = Lesson.objects.get(
        unit__programme__slug="pe", unit__year__number=1, unit__number=1, unit__letter="", number=1
    )
    originals = [p for p in lesson.parts.all() if not p.alternative]
    urls = [f"{lesson.path}/{p.type}/{p.slug}" for p in originals]
    for i, url in enumerate(urls):
        html = client.get(url).content.decode()
        prev_attr = re.search(r'data-prev-part="([^"]+)"', html)
        next_attr = re.search(r'data-next-part="([^"]+)"', html)
        assert (prev_attr and prev_attr.group(1)) == (urls[i - 1] if i else None), url
        assert (next_attr and next_attr.group(1)) == (urls[i + 1] if i + 1 < len(urls) else None), url
    # An Alternative stands in its Original's place.
    alternative = next(p for p in lesson.parts.all() if p.alternative)
    html = client.get(f"{lesson.path}/{alternative.type}/{alternative.slug}").content.decode()
    at = [p.type for p in originals].index(alternative.type)
    assert f'data-next-part="{urls[at + 1]}"' in html and f'data-prev-part="{urls[at - 1]}"' in html


def test_a_theme_part_knows_its_neighbours_in_the_theme(signed_in, home_user, content):
    client = signed_in(home_user)
    html = client.get("/home/themes/pirate/song/home-themes-pirate-song").content.decode()
    assert re.search(r'data-prev-part="/home/themes/pirate/[a-z]+/home-themes-pirate-[a-z0-9-]+"', html)
    assert re.search(r'data-next-part="/home/themes/pirate/[a-z]+/home-themes-pirate-[a-z0-9-]+"', html)


def test_the_skill_view_shows_the_parts_video_once(signed_in, teacher, content):
    client = signed_in(teacher)
    client.post("/content/view", {"view": "pupil"})
    url, part = part_url("pe", 1, 1, 1, "funs")
    html = client.get(url).content.decode()
    assert 'data-part-view="skill"' in html
    steps = island_props(html, "PartSlider")["steps"]
    assert part.video in [s["video"] for s in steps]
    assert 'aria-label="Skill video"' not in html
    # A part whose steps do not play its video still shows it below them.
    part.steps.update(video="")
    from django.core.cache import cache

    cache.clear()
    html = client.get(url).content.decode()
    assert 'aria-label="Skill video"' in html


def test_a_home_child_reads_the_levels_intro_written_for_them(signed_in, home_user, teacher, content):
    url = "/home/funs/one-leg-balance/skill/one-leg-balance"
    html = signed_in(home_user).get("/home/funs/one-leg-balance", follow=True).content.decode()
    props = island_props(html, "AdaptiveLevels")
    assert props["introTitle"] == "Pick your challenge"
    assert props["introText"] == "Press Tricky, Trickier or Trickiest to make it easier or harder."
    assert f'aria-label="{home_words.LEVELS_TITLE}"' in html
    assert SPEC_TITLE not in html and SPEC_TEXT not in html
    # A teacher on the same kind of page keeps the spec's words (the island's own defaults).
    client = signed_in(teacher)
    client.post("/content/view", {"view": "pupil"})
    lesson_url, _ = part_url("pe", 1, 1, 1, "application")
    html = client.get(lesson_url).content.decode()
    assert "introTitle" not in island_props(html, "AdaptiveLevels")
    assert f'aria-label="{SPEC_TITLE}"' in html
    assert url  # the home child's funs page is the skill part of the item


def test_a_home_childs_home_page_speaks_to_them(signed_in, home_user, content):
    html = signed_in(home_user).get("/home").content.decode()
    assert escape(home_words.HOME_LEAD) in html
    tiles = html[html.index('<ul class="choice-tiles">') :]  # (the intro video's timed lines are its own)
    assert "Ages 4 to 7" in tiles and "Ages 7 to 11" in tiles
    assert "KS 1" not in tiles and "KS2" not in tiles and "KS1" not in tiles
    for stage, intro in home_words.STAGE_INTROS.items():
        assert intro in signed_in(home_user).get(f"/home/{stage}").content.decode()


def test_a_teacher_keeps_the_spec_labels_on_home(signed_in, school_admin, content):
    html = signed_in(school_admin).get("/home").content.decode()
    if "choice-tile" not in html:
        pytest.skip("no home access")
    assert "EYFS / KS 1" in html and "KS2" in html
    assert escape(home_words.HOME_LEAD) not in html


def test_ages_of_the_school_years():
    assert home_words.ages([0, 1, 2]) == "Ages 4 to 7"
    assert home_words.ages([3, 4, 5, 6]) == "Ages 7 to 11"
    assert home_words.ages([]) == ""
