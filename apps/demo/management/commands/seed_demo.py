from django.core.management import call_command
from django.core.management.base import BaseCommand

from apps.demo import seed as demo


class Command(BaseCommand):
    help = "Creates the demo personas and accounts (idempotent). All passwords: Password1!"

    def add_arguments(self, parser):
        parser.add_argument("--scale", type=int, default=1, help="N times the 60 generated accounts.")

    def handle(self, *args, scale, **options):
        demo.seed_personas()
        created = demo.seed_accounts(60 * max(scale, 1))
        self.stdout.write(self.style.SUCCESS(f"Demo data ready ({created} new generated accounts)."))
        call_command("seed_content", stdout=self.stdout)
