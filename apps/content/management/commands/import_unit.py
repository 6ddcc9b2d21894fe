"""Load unit files (issue 29): `import_unit FILE...`. All files or none: the first problem
stops the load with where it is, and nothing is written."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError
from django.db import transaction

from apps.content.services.transfer import FileProblem, unit_import


class Command(BaseCommand):
    help = "Import unit files (JSON), each over the unit of the same slug if there is one."

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+")

    def handle(self, *args, **options):
        try:
            with transaction.atomic():
                for name in options["files"]:
                    try:
                        unit = unit_import(raw=Path(name).read_bytes())
                    except FileProblem as problem:
                        raise CommandError(f"{name}: {problem.messages[0]}") from None
                    except OSError as error:
                        raise CommandError(f"{name}: {error.strerror}") from None
                    self.stdout.write(f"{name}: {unit.display_title}, {unit.lessons.count()} lessons")
        except CommandError:
            raise
