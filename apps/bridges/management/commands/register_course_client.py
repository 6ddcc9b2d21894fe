from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.bridges.services import course_client_register


class Command(BaseCommand):
    help = "Registers (or updates) the online-course platform as the one OAuth client."

    def add_arguments(self, parser):
        parser.add_argument("--secret", required=True, help="The client secret the platform was given.")
        parser.add_argument("--redirect-uri", required=True, action="append", help="https callback (repeatable).")

    def handle(self, *args, secret, redirect_uri, **options):
        if any(not uri.startswith("https://") for uri in redirect_uri):
            raise CommandError("Redirect addresses must be https.")
        course_client_register(secret=secret, redirect_uris=redirect_uri)
        self.stdout.write(self.style.SUCCESS(f"Registered {settings.OAUTH_COURSE_CLIENT_ID}."))
