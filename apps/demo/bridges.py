"""The online-course platform registered as the one OAuth client, with a demo secret
(production runs `manage.py register_course_client` with its own)."""

from django.conf import settings
from oauth2_provider.models import get_application_model

from apps.bridges.services import course_client_register

DEMO_SECRET = "demo-course-platform-secret"
DEMO_REDIRECT = "https://learn.example.com/oauth/callback"


def seed_bridges():
    if not get_application_model().objects.filter(client_id=settings.OAUTH_COURSE_CLIENT_ID).exists():
        course_client_register(secret=DEMO_SECRET, redirect_uris=[DEMO_REDIRECT])
