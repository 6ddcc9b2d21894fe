"""Email addresses that wrap where a reader expects: only before the @ and the dots."""

import re

from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def breakable_email(value):
    """`{{ address|breakable_email }}`: the address escaped, in pieces that start at its @
    and at each dot, each piece unbreakable (.email > span: white-space: nowrap, app.css)
    with <wbr> between them. A narrow card wraps it as "hazelwood.example" / ".com", never
    mid-word ("hazelwood.example.co" / "m", issue 20) nor after a hyphen; the line that
    goes on starts with the @ or the dot, so it reads as the same address."""
    if value in (None, ""):
        return ""
    # Escaped whole, then cut: escaping writes no @ or dot, so the pieces are the same.
    pieces = _PIECE.findall(conditional_escape(value))
    inner = "</span><wbr><span>".join(piece for piece in pieces if piece)
    return mark_safe(f'<span class="email"><span>{inner}</span></span>')  # noqa: S308 - escaped above


_PIECE = re.compile(r"[@.]?[^@.]*")
