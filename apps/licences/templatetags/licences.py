import contextlib

from django import template

from apps.accounts.models import AuditKind
from apps.core.catalogue import LICENCE_PRODUCT_LABELS, licence_year_labels

register = template.Library()


@register.filter
def dmy(day):
    """A date as the licence pages write it (01/09/2026): what |date:"d/m/Y" gives, a sixth
    of its cost (a card of a 60-licence page formatted four)."""
    return day.strftime("%d/%m/%Y") if day else ""


@register.filter
def year_labels(years):
    return licence_year_labels(years or [])


@register.filter
def product_labels(products):
    return [LICENCE_PRODUCT_LABELS.get(p, p) for p in products or []]


@register.filter
def event_text(event):
    """One line of the account's history, e.g. "added a Trial licence (01/09/2026 – 30/09/2026)"."""
    detail = dict(event.detail or {})
    for key in ("start", "end"):
        if detail.get(key):
            y, m, d = detail[key].split("-")
            detail[key] = f"{d}/{m}/{y}"
    line = AuditKind(event.action).label if event.action in AuditKind.values else event.action.replace("_", " ")
    if detail.get("type"):  # "an Essentials licence", "a Trial licence"
        article = "an" if str(detail["type"])[:1].upper() in "AEIOU" else "a"
        line = line.replace("a {type}", f"{article} {{type}}")
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
