import contextlib

from django import template

from apps.licences.forms import PRODUCT_LABELS
from apps.licences.selectors import year_labels as _year_labels

register = template.Library()

ACTIONS = {
    "licence_added": "added a {type} licence ({start} – {end})",
    "licence_updated": "changed the {type} licence ({start} – {end})",
    "licence_deleted": "deleted the {type} licence ({start} – {end})",
    "frozen": "froze the account",
    "unfrozen": "unfroze the account",
}


@register.filter
def year_labels(years):
    return _year_labels(years or [])


@register.filter
def product_labels(products):
    return [PRODUCT_LABELS.get(p, p) for p in products or []]


@register.filter
def event_text(event):
    """One line of the account's history, e.g. "added a Trial licence (01/09/2026 – 30/09/2026)"."""
    detail = dict(event.detail or {})
    for key in ("start", "end"):
        if detail.get(key):
            y, m, d = detail[key].split("-")
            detail[key] = f"{d}/{m}/{y}"
    line = ACTIONS.get(event.action, event.action.replace("_", " "))
    with contextlib.suppress(KeyError):
        line = line.format(**detail)
    changes = detail.get("changes")
    if changes:
        line += ": " + ", ".join(f"{k} {_plain(v[0])} → {_plain(v[1])}" for k, v in changes.items())
    return line


def _plain(value):
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "none"
    return value if value not in ("", None) else "none"
