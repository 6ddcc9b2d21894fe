from django.core.management import call_command
from django.core.management.base import BaseCommand

from apps.demo import myaccount as demo_myaccount
from apps.demo import seed as demo
from apps.demo.assessment import seed_assessment
from apps.demo.bridges import seed_bridges
from apps.demo.bursts import seed_bursts
from apps.demo.learning import seed_learning
from apps.demo.parents import seed_parents
from apps.demo.passport import seed_passports
from apps.demo.premium import seed_premium
from apps.demo.support import seed_support
from apps.demo.sync import seed_sync


class Command(BaseCommand):
    help = "Creates the demo personas and accounts (idempotent). All passwords: Password1!"

    def add_arguments(self, parser):
        parser.add_argument("--scale", type=int, default=1, help="N times the 60 generated accounts.")

    def handle(self, *args, scale, **options):
        demo.seed_personas()
        demo_myaccount.seed_myaccount()
        created = demo.seed_accounts(60 * max(scale, 1))
        self.stdout.write(self.style.SUCCESS(f"Demo data ready ({created} new generated accounts)."))
        call_command("seed_content", stdout=self.stdout)
        seed_support()
        seed_learning()
        seed_bridges()
        seed_bursts()  # after seed_content: it adds the intro-bursts entry
        self.stdout.write(seed_sync())
        seed_assessment()  # after the classes (BURSTS and the MIS) and the curriculum
        seed_parents()  # after the classes: the parents' personas see their children (issue 31)
        seed_premium()  # after assessment: Oakfield's premium return and Year 6 swimming (issue 32)
        seed_passports()  # after swimming: Oakfield's Year 6 PE passports sent to Northgate (issue 32)
