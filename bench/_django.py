"""Shared start of every benchmark: a SQLite database of its own under var/ (so a bench
neither needs nor touches the demo database), then Django set up as production would
run it: no query log, any host."""

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def setup_django(db_name: str, *, async_unsafe: bool = False) -> Path:
    sys.path.insert(0, str(ROOT))
    db = ROOT / "var" / db_name
    db.parent.mkdir(exist_ok=True)
    os.environ["DATABASE_URL"] = f"sqlite:///{db}"
    os.environ.setdefault("DJANGO_DEBUG", "1")
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
    if async_unsafe:
        os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"  # Playwright's sync API runs an event loop
    import django

    django.setup()
    from django.conf import settings

    settings.ALLOWED_HOSTS = ["*"]
    settings.DEBUG = False  # no query log: every side of a ratio pays the same
    return db
