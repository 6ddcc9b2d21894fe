import time

from django.core.management.base import BaseCommand

from apps.content.seed import seed_content


class Command(BaseCommand):
    help = "Loads the demo curriculum (idempotent). --reset throws the content away and generates it again."

    def add_arguments(self, parser):
        parser.add_argument("--reset", action="store_true")

    def handle(self, *args, reset, **options):
        started = time.perf_counter()
        counts = seed_content(reset=reset)
        took = time.perf_counter() - started
        summary = ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in counts.items()) or "already loaded"
        self.stdout.write(self.style.SUCCESS(f"Demo content ready ({summary}) in {took:.1f}s."))
