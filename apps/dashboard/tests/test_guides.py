"""The narrated guides (issue 29): every Guide key plays its own video with its own WebVTT
captions (made by scripts/media/make_guides.py), the home-learning dashboard opens on its
guide, and the colour-bars test pattern (content/media/guide.webm) is gone for good."""

import json
import re
from pathlib import Path

import pytest
from django.apps import apps as django_apps
from django.conf import settings
from django.db import models

from apps.core.guides import GUIDE_DIR, GUIDES, guide_captions, guide_src
from apps.dashboard.selectors import guide_videos

ROOT = Path(settings.BASE_DIR)
MEDIA = ROOT / "apps/content/static/content/media"
OLD = "media/guide.webm"  # the test pattern every guide used to play
CUE = re.compile(r"^(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)$")


def file_of(url):
    return MEDIA / "guides" / url.removeprefix(GUIDE_DIR)


def cues(vtt_url):
    """[(start, end, text)] of a guide's captions file, in seconds."""
    text = file_of(vtt_url).read_text()
    assert text.startswith("WEBVTT\n"), vtt_url
    found = []
    for block in text.strip().split("\n\n")[1:]:
        lines = block.split("\n")
        times = CUE.match(lines[1])
        assert times and lines[2:], (vtt_url, block)
        start, end = (sum(float(p) * 60**i for i, p in enumerate(reversed(t.split(":")))) for t in times.groups())
        found.append((start, end, " ".join(lines[2:])))
    return found


def island_props(html, name):
    found = []
    for mount in re.finditer(rf'data-island="{name}" data-props="([^"]+)"', html):
        script = re.search(rf'<script id="{mount.group(1)}" type="application/json">(.*?)</script>', html, re.S)
        found.append(json.loads(script.group(1)))
    return found


def test_every_guide_has_its_own_video_and_spoken_captions():
    """Each key: a VP9 WebM file of its own and a WebVTT file whose cues are sentences in
    order; no two guides share a file or a script; all of them together stay small."""
    seen_videos, seen_scripts, total = set(), set(), 0
    for key in GUIDES:
        video = file_of(guide_src(key))
        data = video.read_bytes()
        assert data[:4] == b"\x1a\x45\xdf\xa3" and b"webm" in data[:64] and b"V_VP9" in data[:4096], key
        said = cues(guide_captions(guide_src(key)))
        assert len(said) >= 2 and all(len(text.split()) >= 3 for *_, text in said), key
        assert all(a[1] <= b[0] and a[0] < a[1] for a, b in zip(said, said[1:], strict=False)), key
        seen_videos.add(data)
        seen_scripts.add(tuple(text for *_, text in said))
        total += len(data) + file_of(guide_captions(guide_src(key))).stat().st_size
    assert len(seen_videos) == len(seen_scripts) == len(GUIDES)
    assert total < 2_500_000  # twelve narrated guides, about 1.3 MB when last made


def test_each_dashboard_key_plays_its_own_guide_with_captions(signed_in, school_admin):
    html = signed_in(school_admin).get("/").content.decode()
    keys = re.findall(r'data-video-src="([^"]+)" data-video-captions="([^"]+)"[^>]*data-guide="(\w+)"', html)
    assert [k for *_, k in keys] == ["welcome", "pe", "bursts", "learning"]
    assert len({src for src, *_ in keys}) == 4
    for src, vtt, key in keys:
        assert src == guide_src(key) and vtt == guide_captions(src) and file_of(vtt).is_file()
    assert f'src="{guide_src("welcome")}"' in html
    assert f'<track kind="captions" src="{guide_captions(guide_src("welcome"))}" srclang="en"' in html


def test_a_school_without_bursts_has_no_bursts_guide(trial_admin):
    assert [v["key"] for v in guide_videos(trial_admin)] == ["welcome", "pe", "learning"]


@pytest.mark.parametrize(("path", "key"), [("/account/users", "users"), ("/account/training", "training")])
def test_the_users_and_training_guides_are_their_own(signed_in, school_admin, path, key):
    html = signed_in(school_admin).get(path).content.decode()
    assert f'src="{guide_src(key)}"' in html
    assert f'<track kind="captions" src="{guide_captions(guide_src(key))}" srclang="en"' in html


def test_the_home_learning_dashboard_opens_on_its_guide(signed_in, home_user):
    from apps.content.seed import seed_content

    seed_content()
    html = signed_in(home_user).get("/home").content.decode()
    (video,) = island_props(html, "VideoPlayer")
    assert video["src"] == guide_src("home") and video["track"] == guide_captions(guide_src("home"))
    assert [line["text"] for line in video["lines"]][-1] == "5 games"  # the facts still list under it


def test_each_programme_tile_menu_and_intro_has_its_own_guide(signed_in, teacher, super_staff):
    from apps.content.models import IntroEntry, MenuItem, Programme
    from apps.content.seed import seed_content

    seed_content()
    for programme in Programme.objects.exclude(coming_soon=True):
        own = guide_src(programme.slug)
        assert programme.guide_video == own
        assert MenuItem.objects.get(programme=programme, kind="guide").url == own
        assert IntroEntry.objects.get(slug=f"intro-{programme.slug}").video == own
    assert IntroEntry.objects.get(slug="support-leaders").video == guide_src("leaders")
    tiles = island_props(signed_in(teacher).get("/real").content.decode(), "VideoPlayer")
    assert len(tiles) >= 6 and len({t["src"] for t in tiles}) == len(tiles)
    assert all(t["track"] == guide_captions(t["src"]) and t["captions"] is False for t in tiles)
    (intro,) = island_props(signed_in(super_staff).get("/gym").content.decode(), "VideoPlayer")
    assert intro["src"] == guide_src("gym") and intro["track"] == guide_captions(guide_src("gym"))


def test_content_seeded_with_the_test_pattern_moves_to_the_guides_on_a_reseed(db):
    from apps.content.models import IntroEntry, MenuItem, Part, Programme
    from apps.content.seed import catalogue, seed_content

    seed_content()
    old = catalogue.OLD_GUIDE
    Programme.objects.update(guide_video=old)
    IntroEntry.objects.exclude(video="").update(video=old)
    MenuItem.objects.filter(kind="guide").update(url=old)
    Part.objects.filter(type="song").update(video=old)
    Programme.objects.filter(slug="play").update(guide_video="/static/edited-by-staff.webm")
    seed_content()
    assert Programme.objects.get(slug="gym").guide_video == guide_src("gym")
    assert Programme.objects.get(slug="play").guide_video == "/static/edited-by-staff.webm"
    assert IntroEntry.objects.get(slug="intro-home").video == guide_src("home")
    assert not Part.objects.filter(video=old).exists()


def test_no_page_plays_the_colour_bars(db, personas):
    """The file is gone, and nothing points at it: no row of the demo (content, support,
    dashboard, every text column of every model), no template, no island, no selector."""
    from apps.content.seed import seed_content
    from apps.demo.support import seed_support

    assert not (MEDIA / "guide.webm").exists(), "the colour-bars test pattern is back"
    assert not list(ROOT.glob("apps/*/static/**/guide.webm")) and not list(ROOT.glob("static/**/guide.webm"))
    seed_content()
    seed_support()
    for model in django_apps.get_models():
        texts = [f.name for f in model._meta.concrete_fields if isinstance(f, (models.CharField, models.TextField))]
        for name in texts:
            rows = model._default_manager.filter(**{f"{name}__contains": OLD}).count()
            assert rows == 0, f"{model.__name__}.{name}: {rows} rows play {OLD}"
    sources = [*ROOT.glob("apps/**/templates/**/*.html"), *ROOT.glob("templates/**/*.html")]
    sources += [p for p in ROOT.glob("islands/**/*.js*") if ".test." not in p.name]
    sources += [p for p in ROOT.glob("apps/**/*.py") if "/tests/" not in str(p)]
    pointing = [str(p.relative_to(ROOT)) for p in sources if "guide.webm" in p.read_text()]
    assert pointing == ["apps/content/seed/catalogue.py"]  # only OLD_GUIDE, which re-seeding retires
    for user in personas.values():
        assert all(OLD not in v["src"] for v in guide_videos(user))
