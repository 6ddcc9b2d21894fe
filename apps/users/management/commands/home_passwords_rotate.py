from django.core.management.base import BaseCommand, CommandError

from apps.users.services import home_passwords_rotate


class Command(BaseCommand):
    help = (
        "Re-encrypts every home-learning child's stored password under the newest key "
        "(the first of HOME_PASSWORD_KEYS). Rotate: put the new key first, keep the old ones "
        "after it, run this, then remove the old keys."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--legacy-secret-key",
            action="store_true",
            help="Also move passwords encrypted by earlier versions with a key derived from SECRET_KEY.",
        )

    def handle(self, *args, legacy_secret_key=False, **options):
        result = home_passwords_rotate(legacy=legacy_secret_key)
        self.stdout.write(f"Re-encrypted {result.rotated} home-learning password(s) under the newest key.")
        if result.unreadable:
            raise CommandError(
                f"{len(result.unreadable)} password(s) could not be read with any key and were left as they are "
                f"(give those children a new password): {', '.join(result.unreadable[:20])}"
            )
