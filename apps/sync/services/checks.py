"""Deployment checks of the MIS partner's settings (`manage.py check --deploy`)."""

from django.conf import settings
from django.core.checks import Tags, Warning, register


@register(Tags.security, deploy=True)
def fake_partner_check(app_configs, **kwargs):
    if getattr(settings, "WONDE_FAKE_ASKED", False) and not settings.DEBUG:
        return [
            Warning(
                "WONDE_FAKE is set with DEBUG off: the fake MIS partner is not mounted and syncs talk to "
                f"{settings.WONDE_BASE_URL}.",
                hint="Unset WONDE_FAKE in production; set WONDE_BASE_URL and the Wonde tokens.",
                id="sync.W001",
            )
        ]
    return []
