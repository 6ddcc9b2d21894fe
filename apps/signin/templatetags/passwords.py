"""{% password_rules as rules %}: the password rules as data for the live hints, so the
browser applies the rules the server checks (apps/users/passwords.PASSWORD_RULES)."""

from django import template

from apps.users.services.passwords import PASSWORD_RULES

register = template.Library()


@register.simple_tag
def password_rules():
    return PASSWORD_RULES
