"""The theme colour tokens themselves (static/css/app.css: :root and one [data-theme] block a
product), not only the pages axe happens to open: every text/background pair the stylesheets
use reaches 4.5:1 (WCAG 2.x AA for normal text) in every theme. Also the colours islands set
for themselves: the adaptive levels' buttons and the BURSTS year chart's series (a pressed
series toggle is white on its colour)."""

import re
from pathlib import Path

import pytest
from django.conf import settings

ROOT = Path(settings.BASE_DIR)
APP_CSS = ROOT / "static" / "css" / "app.css"
NORMAL_TEXT = 4.5
WHITE = "#ffffff"

# (text, background) pairs of tokens, with where the stylesheets use them.
PAIRS = [
    ("white", "brand"),  # header, buttons, product tiles, current tab / step / year / lyric line
    ("white", "brand-strong"),  # hovered and current header links, hovered buttons, music player
    ("brand", "white"),  # links and secondary buttons on cards and modals
    ("brand", "bg"),  # links on the page background
    ("brand", "brand-soft"),  # warm-up number and links on a soft panel (alerts, slides, levels)
    ("brand-strong", "white"),  # tile titles, highlights
    ("brand-strong", "bg"),
    ("brand-strong", "brand-soft"),  # focus labels, badges, seen step dots, hovered secondary buttons
    ("ink", "brand-soft"),  # text of slides, warm-up cards, lesson previews, vocabulary
    ("ink", "bg"),
    ("muted", "white"),  # notes, tile texts, unseen step dots
    ("muted", "bg"),
    ("muted", "brand-soft"),
    ("error", "white"),  # field errors
    ("ok", "white"),
    ("white", "error"),  # danger buttons
]


def _hex(value):
    value = value.strip().lower()
    if value in ("#fff", "white"):
        return WHITE
    if re.fullmatch(r"#[0-9a-f]{3}", value):
        return "#" + "".join(c * 2 for c in value[1:])
    assert re.fullmatch(r"#[0-9a-f]{6}", value), f"not a plain colour: {value}"
    return value


def luminance(colour):
    def channel(c):
        c = int(c, 16) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(colour[i : i + 2]) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    light, dark = sorted((luminance(_hex(a)), luminance(_hex(b))), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _props(block):
    return {name: value.strip() for name, value in re.findall(r"--([\w-]+)\s*:\s*([^;]+);", block)}


def themes():
    """{theme: tokens}: :root's tokens, overridden by each [data-theme] block."""
    css = APP_CSS.read_text()
    root = _props(re.search(r":root\s*\{(.*?)\}", css, re.S).group(1))
    found = {"pe": {**root}}  # the default theme (body data-theme="pe") is :root's
    for name, block in re.findall(r'\[data-theme="([\w-]+)"\]\s*\{(.*?)\}', css, re.S):
        found[name] = {**root, **_props(block)}
    return found


def colour(tokens, name):
    return WHITE if name == "white" else _hex(tokens[name])


def test_the_stylesheet_has_every_product_theme():
    assert {"pe", "gym", "dance", "foundations", "play", "home", "leaders", "bursts", "learning"} <= set(themes())


@pytest.mark.parametrize("theme", sorted(themes()))
def test_every_text_pair_reaches_4_5_to_1_in_the_theme(theme):
    tokens = themes()[theme]
    low = {
        f"{fg} on {bg}": round(contrast(colour(tokens, fg), colour(tokens, bg)), 2)
        for fg, bg in PAIRS
        if contrast(colour(tokens, fg), colour(tokens, bg)) < NORMAL_TEXT
    }
    assert low == {}, f"theme {theme}: below {NORMAL_TEXT}:1: {low}"


def test_the_adaptive_levels_buttons_colours():
    """Tricky, Trickier, Trickiest set their own --brand: white text on them, and on hover."""
    css = (ROOT / "islands" / "AdaptiveLevels" / "AdaptiveLevels.css").read_text()
    levels = re.findall(r"\.levels__button--\d\s*\{([^}]*)\}", css)
    assert len(levels) == 3
    for block in levels:
        tokens = _props(block)
        for name in ("brand", "brand-strong"):
            assert contrast(WHITE, tokens[name]) >= NORMAL_TEXT, (name, tokens[name])


def test_the_year_chart_series_colours():
    """A pressed series toggle is white text on the series colour."""
    source = (ROOT / "islands" / "YearChart" / "YearChart.jsx").read_text()
    palette = re.findall(r"#[0-9a-fA-F]{6}", re.search(r"COLOURS = \[(.*?)\]", source).group(1))
    assert len(palette) >= 8
    assert {c: round(contrast(WHITE, c), 2) for c in palette if contrast(WHITE, c) < NORMAL_TEXT} == {}


def test_the_contrast_formula():
    assert round(contrast("#000", "#fff"), 1) == 21.0
    assert round(contrast("#e65100", "#fff"), 2) == 3.79  # the old play orange, 3.78 in axe's rounding
    assert round(contrast("#767676", "#fff"), 2) == 4.54
