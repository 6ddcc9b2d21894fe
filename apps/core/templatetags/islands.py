"""{% island "Name" props %}: an empty mount element plus its props as json_script.
islands/main.js finds it, lazy-loads islands/Name/Name.jsx and mounts it."""

import itertools

from django import template
from django.utils.html import format_html, json_script

register = template.Library()
_ids = itertools.count(1)


@register.simple_tag
def island(name, props=None, **extra):
    data = {**(props or {}), **extra}
    props_id = f"island-props-{next(_ids)}"
    return format_html(
        '{}<div class="island" data-island="{}" data-props="{}"></div>',
        json_script(data, props_id),
        name,
        props_id,
    )


LEVELS = {"error": "error", "warning": "warn"}


@register.inclusion_tag("core/toasts.html", takes_context=True)
def toasts(context):
    """Django messages as the toast list's first toasts (spec 1 §3 Toast)."""
    items = [
        {"id": i, "message": str(m), "level": LEVELS.get(m.level_tag, "info")}
        for i, m in enumerate(context.get("messages") or (), start=1)
    ]
    return {"items": items}
