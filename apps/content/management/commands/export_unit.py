"""Write units as unit files (issue 29), one JSON file per unit: `export_unit SLUG -o FILE`,
or `export_unit --all -o DIR` for the whole curriculum (to keep it under version control)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from apps.content.models import Unit
from apps.content.services.transfer import unit_export


class Command(BaseCommand):
    help = "Export units as unit files."

    def add_arguments(self, parser):
        parser.add_argument("slugs", nargs="*")
        parser.add_argument("--all", action="store_true", help="Every unit (one file each into --output, a folder).")
        parser.add_argument("-o", "--output", help="A file (one unit) or a folder; standard output when absent.")

    def handle(self, *slugs, **options):
        slugs = list(options["slugs"] or slugs)
        units = Unit.objects.select_related("programme", "year", "stage", "playlist")
        units = units.all() if options["all"] else units.filter(slug__in=slugs)
        missing = set(slugs) - {u.slug for u in units}
        if missing or not units:
            raise CommandError(f"No unit {sorted(missing)[0]!r}." if missing else "Name a unit (or --all).")
        output = Path(options["output"]) if options["output"] else None
        for unit in units:
            data = unit_export(unit)
            if output is None:
                self.stdout.write(data.decode(), ending="")
            elif output.is_dir() or options["all"] or len(units) > 1:
                output.mkdir(parents=True, exist_ok=True)
                (output / f"{unit.slug}.json").write_bytes(data)
            else:
                output.write_bytes(data)
