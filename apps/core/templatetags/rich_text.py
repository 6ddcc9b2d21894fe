from django import template

from apps.core.html import clean_html

register = template.Library()


@register.filter(name="rich_text")
def rich_text(value):
    """{{ entry.text|rich_text }}: staff-written HTML with only safe formatting kept."""
    return clean_html(value)
