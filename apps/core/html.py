"""Rich text written by content staff, made safe to show: only formatting tags and
links survive (no scripts, styles, event handlers or javascript: links)."""

import nh3
from django.utils.html import strip_tags
from django.utils.safestring import mark_safe

TAGS = {"p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote", "code"}
ATTRIBUTES = {"a": {"href", "title"}}


def clean_html(text):
    # Safe to mark: nh3 (the Ammonia sanitiser) has removed everything but the allow-list.
    return mark_safe(  # noqa: S308
        nh3.clean(text or "", tags=TAGS, attributes=ATTRIBUTES, url_schemes={"http", "https", "mailto"})
    )


def plain_text(text):
    """The words of rich text, for search and short previews."""
    return " ".join(strip_tags(text or "").split())
