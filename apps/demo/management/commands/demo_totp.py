from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from apps.demo.mfa import DEMO_TOTP_SECRET, demo_totp_code


class Command(BaseCommand):
    help = "Prints the demo staff personas' current authenticator code (debugging only)."

    def handle(self, *args, **options):
        if not settings.DEBUG:
            raise CommandError("The demo's authenticator code is for the demo (DJANGO_DEBUG=1) only.")
        self.stdout.write(f"{demo_totp_code()}  (secret {DEMO_TOTP_SECRET}, valid for up to 30 seconds)")
