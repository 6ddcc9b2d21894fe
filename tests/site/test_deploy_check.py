"""Production settings pass Django's deployment checklist without a single warning."""

import os
import secrets
import subprocess
import sys
from pathlib import Path

from django.conf import settings


def test_check_deploy_passes_with_production_settings():
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "CELERY_"))}
    env.update(DJANGO_DEBUG="0", SECRET_KEY=secrets.token_urlsafe(60), ALLOWED_HOSTS="example.com")
    # The production defaults are under test, not whatever this machine points at.
    for name in ("STAGING", "SECURE_SSL_REDIRECT", "SECURE_HSTS_SECONDS", "EMAIL_URL"):
        env.pop(name, None)
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=Path(settings.BASE_DIR),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "System check identified no issues" in output
    assert "WARNING" not in output
