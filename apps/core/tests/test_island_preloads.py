"""An island's chunk, its imports and React's DOM client are preloaded with the page
(fetched while main.js loads, not after it), each link once however many islands."""

import json
import re

from django.conf import settings
from django.template import Context, Template
from django.test import RequestFactory

MANIFEST = json.loads(settings.DJANGO_VITE["default"]["manifest_path"].read_text())


def _render(source):
    request = RequestFactory().get("/")
    return Template(source).render(Context({"request": request}))


def test_islands_on_a_page_preload_their_chunks_once():
    html = _render('{% island "Dice" %}{% island "Dice" %}{% island "AdaptiveLevels" %}')
    links = re.findall(r'<link href="/static/dist/(assets/[^"]+)"[^>]*rel="modulepreload"', html)
    assert len(links) == len(set(links))
    for name in ("Dice", "AdaptiveLevels"):
        chunk = MANIFEST[f"islands/{name}/{name}.jsx"]["file"]
        assert chunk in links
        assert html.index(chunk) < html.index(f'data-island="{name}"')  # before its mount element
    client = next(v["file"] for k, v in MANIFEST.items() if k.endswith("react-dom/client.js"))
    assert client in links
