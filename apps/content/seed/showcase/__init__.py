"""The showcase set (issue 10): lessons written out in full, by hand, that a teacher could
teach from, with drawn step pictures, voice-overs, music and lyric videos made by
scripts/media/make_media.py. seed/curriculum.py lays these words over the generated ones."""

import importlib
import pkgutil
from functools import cache
from pathlib import Path

from apps.content.seed.showcase import themes

MEDIA = "/static/content/media/showcase/"
MEDIA_DIR = Path(__file__).resolve().parents[2] / "static" / "content" / "media" / "showcase"

# Every module here with a SLUG and LESSONS is a written unit: a new unit is one new file.
MODULES = [
    module
    for module in (importlib.import_module(f"{__name__}.{info.name}") for info in pkgutil.iter_modules(__path__))
    if hasattr(module, "SLUG") and hasattr(module, "LESSONS")
]
# Units by the head of their slug ("p1u1-dynamic-balance" -> "p1u1").
UNITS = {m.SLUG.split("-", 1)[0]: m for m in MODULES}
# Lyric videos: name -> (title, [(line, seconds)], music track, figure).
SONGS = {name: song for m in [*MODULES, themes] for name, song in getattr(m, "SONGS", {}).items()}
ALT_TYPES = ("application", "movements", "performance", "game")
STEP_VIDEO_TYPES = ("skill", "funs")


def unit_module(slug):
    return UNITS.get(slug.split("-", 1)[0])


def lesson(slug, number):
    module = unit_module(slug)
    return module.LESSONS.get(number) if module else None


@cache
def _files():
    return frozenset(p.name for p in MEDIA_DIR.iterdir()) if MEDIA_DIR.is_dir() else frozenset()


def media(name, default=""):
    """The URL of a made media file, or `default` while it has not been made."""
    return MEDIA + name if name in _files() else default


def theme_words(item_slug, key):
    """A showcase theme part ("pirate", "game-2") or KS2 skill ("one-leg-balance", "skill"),
    with the name of its media files (home and foundations share the theme's)."""
    if key == "skill" and item_slug in themes.SKILLS:
        return {**themes.SKILLS[item_slug], "media": f"skill-{item_slug}"}
    written = themes.THEMES.get(item_slug, {}).get(key)
    return {**written, "media": f"theme-{item_slug}-{key}"} if written else None


def all_parts():
    """(media name, words) of every showcase part: a lesson part's media are named by its
    slug, as seed/curriculum.py slugs it."""
    for item, written in themes.THEMES.items():
        for key in written:
            words = theme_words(item, key)
            yield words["media"], {**words, "video_steps": key == "skill"}
    for item in themes.SKILLS:
        yield f"skill-{item}", {**themes.SKILLS[item], "video_steps": True}
    for module in MODULES:
        for number, written in module.LESSONS.items():
            alt_type = next(t for t in written["parts"] if t in ALT_TYPES)
            for key, words in written["parts"].items():
                type_ = alt_type if key == "alt" else key
                slug = f"{module.SLUG}-l{number}-{type_}" + ("-alt" if key == "alt" else "")
                yield slug, {**words, "video_steps": type_ in STEP_VIDEO_TYPES}
