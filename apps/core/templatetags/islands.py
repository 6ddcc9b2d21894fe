"""{% island "Name" props %}: an empty mount element plus its props as json_script.
islands/main.js finds it, lazy-loads islands/Name/Name.jsx and mounts it."""

import functools
import itertools
import json
from pathlib import Path

from django import template
from django.conf import settings
from django.utils.html import format_html, json_script
from django.utils.safestring import mark_safe
from django_vite.core.asset_loader import DjangoViteAssetLoader
from django_vite.core.exceptions import DjangoViteAssetNotFoundError

register = template.Library()
_ids = itertools.count(1)


@register.simple_tag(takes_context=True)
def island(context, name, props=None, **extra):
    data = {**(props or {}), **extra}
    props_id = f"island-props-{next(_ids)}"
    return format_html(
        '{}{}<div class="island" data-island="{}" data-props="{}"></div>',
        _preload_once(context.get("request"), name),
        json_script(data, props_id),
        name,
        props_id,
    )


def _preload_once(request, name):
    """The island's preload links not yet on the page (islands share React's chunks)."""
    links = island_preloads(name)
    if request is not None:
        seen = request.__dict__.setdefault("_island_preloads", set())
        links = [link for link in links if link not in seen]
        seen.update(links)
    return mark_safe("".join(links))  # noqa: S308 - django-vite's own tags


@functools.cache
def _manifest_keys():
    path = settings.DJANGO_VITE["default"]["manifest_path"]
    try:
        return frozenset(json.loads(Path(path).read_text()))
    except (OSError, ValueError):
        return frozenset()


@functools.cache
def island_preloads(name) -> tuple:
    """<link rel="modulepreload"> tags for the island's chunk, its imports and react-dom's
    client: main.js imports them only once it has run, so without these the island (and
    the text it shows) waits for a chain of three fetches. None in Vite's dev mode."""
    keys = _manifest_keys()
    wanted = [f"islands/{name}/{name}.jsx", *sorted(k for k in keys if k.endswith("react-dom/client.js"))]
    loader = DjangoViteAssetLoader.instance()
    try:
        tags = "\n".join(loader.preload_vite_asset(k) for k in wanted if k in keys)
    except DjangoViteAssetNotFoundError:
        return ()
    return tuple(dict.fromkeys(tag for tag in tags.split("\n") if tag))


LEVELS = {"error": "error", "warning": "warn"}


@register.inclusion_tag("core/toasts.html", takes_context=True)
def toasts(context):
    """Django messages as the toast list's first toasts (spec 1 §3 Toast)."""
    items = [
        {"id": i, "message": str(m), "level": LEVELS.get(m.level_tag, "info")}
        for i, m in enumerate(context.get("messages") or (), start=1)
    ]
    return {"items": items}
