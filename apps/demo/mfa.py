"""The demo's staff personas' second factor (issue 23): staff with admin rights and super
staff must sign in with an authenticator app, so the demo gives them one with a known,
published secret (demo data only: README "Personas"). Add DEMO_TOTP_SECRET to any
authenticator app, or print the current code with `make totp` (manage.py demo_totp)."""

from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import format_hotp_value, hotp_value, yield_hotp_counters_from_time
from allauth.mfa.utils import encrypt

DEMO_TOTP_SECRET = "DEMOSTAFFTOTPSECRETDEMOSTAFFTOTP"  # base32; published, demo only
DEMO_MFA_EMAILS = ("super@example.com", "staff@example.com")


def seed_demo_mfa(users) -> None:
    """An authenticator app (DEMO_TOTP_SECRET) and recovery codes for each of these users."""
    for user in users:
        Authenticator.objects.get_or_create(
            user=user, type=Authenticator.Type.TOTP, defaults={"data": {"secret": encrypt(DEMO_TOTP_SECRET)}}
        )
        if not Authenticator.objects.filter(user=user, type=Authenticator.Type.RECOVERY_CODES).exists():
            RecoveryCodes.activate(user)


def demo_totp_code(secret: str = DEMO_TOTP_SECRET, *, step: int = 0) -> str:
    """The code an authenticator app shows now for the secret (step: 30-second steps on)."""
    counters = list(yield_hotp_counters_from_time())
    return format_hotp_value(hotp_value(secret, counters[len(counters) // 2] + step))
