"""What "Download for offline" keeps of a unit (issue 33): its pages (the unit, its plan
and organiser, each lesson and each part, alternatives too) and the media their content
names (pictures, music, videos, captions). The device re-downloads when the version
changes: the content version (any content edit sets a new one) with the list itself.

The page side also reads each downloaded page for the assets it refers to (islands/lib/
offlineUnits.js), so a page keeps working when a field this walk does not know of names a
file; the list here gives the size before downloading."""

import hashlib
import re
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.files.storage import default_storage
from django.db import models

from apps.content import selectors
from apps.content.selectors.cache import version as content_version

MEDIA = re.compile(r"\.(png|jpe?g|gif|webp|avif|svg|mp3|m4a|aac|ogg|oga|wav|mp4|m4v|webm|mov|vtt)$", re.I)


def _media_in(value, found):
    if isinstance(value, str):
        if value.startswith(("/", "http")) and MEDIA.search(value.split("?")[0]):
            found.append(value)
    elif isinstance(value, list | tuple):
        for item in value:
            _media_in(item, found)
    elif isinstance(value, dict):
        for item in value.values():
            _media_in(item, found)


def _fields(obj, found):
    for field in obj._meta.concrete_fields:
        if isinstance(field, models.CharField | models.TextField | models.JSONField):
            _media_in(getattr(obj, field.attname), found)


def _part_media(part, found):
    _fields(part, found)
    for child in [*part.steps.all(), *part.warm_up_steps.all(), *part.lyrics.all()]:
        _fields(child, found)
    for skill in part.skills.all():
        _fields(skill, found)
        for level in skill.levels.all():
            _fields(level, found)


def file_size(url):
    """The bytes of one of the site's files, or 0 when it is not ours or not found."""
    path = url.split("?")[0]
    if path.startswith(settings.STATIC_URL):
        located = finders.find(path.removeprefix(settings.STATIC_URL))
        return Path(located).stat().st_size if located else 0
    if path.startswith(settings.MEDIA_URL):
        name = path.removeprefix(settings.MEDIA_URL)
        return default_storage.size(name) if default_storage.exists(name) else 0
    return 0


def unit_download(product, code, *, year, lessons, production):
    """The pages and media of a unit's visible `lessons` (Lesson rows, as the unit page
    shows them), their total media size and the version; None when the unit is missing."""
    pages, media = [], []
    unit = None
    for lesson in lessons:
        bundle = selectors.lesson_bundle(product, code, lesson.number, year=year, production=production)
        if bundle is None:
            continue
        unit, found = bundle["unit"], bundle["lesson"]
        pages.append(found.path)
        for part in found.parts.all():
            pages.append(f"{found.path}/{part.type}/{part.slug}")
            _part_media(part, media)
        for die in bundle["dice"].values():
            _fields(die, media)
            for side in die.sides.all():
                _fields(side, media)
        if unit.playlist_id:
            for track in unit.playlist.tracks.all():
                _fields(track, media)
    media = list(dict.fromkeys(media))
    digest = hashlib.sha1(repr((content_version(), pages, media)).encode(), usedforsecurity=False)
    return {
        "pages": pages,
        "media": media,
        "bytes": sum(file_size(url) for url in media),
        "version": digest.hexdigest()[:16],
        "has_unit": unit is not None,
    }
