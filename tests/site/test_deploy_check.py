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


def test_the_fake_partner_is_not_mounted_outside_debugging_and_check_deploy_warns():
    """WONDE_FAKE=1 with DEBUG off: /fake-wonde is not served (it answers anyone with a
    built-in token) and the deployment check says so."""
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DJANGO_", "CELERY_"))}
    env.update(DJANGO_DEBUG="0", SECRET_KEY=secrets.token_urlsafe(60), ALLOWED_HOSTS="example.com", WONDE_FAKE="1")
    for name in ("STAGING", "SECURE_SSL_REDIRECT", "SECURE_HSTS_SECONDS", "EMAIL_URL", "WONDE_BASE_URL"):
        env.pop(name, None)
    probe = (
        "import django; django.setup(); from django.urls import resolve\n"
        "match = resolve('/fake-wonde/v1.0/schools')\n"
        "print('MOUNTED' if 'fake' in match.func.__module__ else 'NOT MOUNTED')\n"
    )
    mounted = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=Path(settings.BASE_DIR),
        env={**env, "DJANGO_SETTINGS_MODULE": "project.settings"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert mounted.stdout.strip() == "NOT MOUNTED", mounted.stdout + mounted.stderr
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy"],
        cwd=Path(settings.BASE_DIR),
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "sync.W001" in result.stdout + result.stderr
    assert "WONDE_FAKE is set with DEBUG off" in result.stdout + result.stderr
