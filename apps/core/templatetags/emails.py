from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def breakable_email(value):
    """{{ address|breakable_email }}: an address that wraps only before its @ and its dots
    (a <wbr> there), never in the middle of a word."""
    parts = escape(value or "").replace("@", "<wbr>@").split(".")
    # Safe: each part was escaped above; only <wbr> is added.
    return mark_safe("<wbr>.".join(parts))  # noqa: S308
