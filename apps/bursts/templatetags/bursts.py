from django import template

from apps.bursts.selectors import links

register = template.Library()


@register.simple_tag(takes_context=True)
def bursts_url(context, name, **kwargs):
    """{% bursts_url "group" group_id=g.pk %}: the school or staff form of a BURSTS page,
    following the page it is used on (context staff_account_id)."""
    return links.bursts_url(context.get("staff_account_id"), name, **kwargs)


@register.simple_tag(takes_context=True)
def student_url(context, student):
    return links.student_url(context.get("staff_account_id"), student)
