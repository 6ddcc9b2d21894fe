"""Failed sign-ins and reset requests, counted in the cache (Redis in production).

Lockouts decided (issue 9): slow a guesser down without letting a stranger lock a
teacher out of a lesson, or a school behind one address out of the site.
- One identifier from one address: 5 failures in 5 minutes block that pair for the
  rest of the window (the guesser), not the identifier everywhere.
- One identifier from anywhere: 20 failures an hour block it, except on a device where
  it has signed in before (the signed `known` cookie): the teacher's own laptop still
  gets in while someone elsewhere guesses. Such a device has its own 10 in 5 minutes.
- One address: 100 failures in 5 minutes (a whole school mistyping stays well under).
- The right password counts as nothing and is never refused for another's failures
  beyond these windows. Failures and lockouts are logged as auth events.
Reset and re-invite requests: 3 per address and 20 per client address an hour; over
that nothing is sent and the answer says so (RESET_THROTTLED). The limits count requests
for an address whether or not it has an account, so that answer reveals no account."""

import hashlib
import logging

from django.conf import settings
from django.core import signing
from django.core.cache import cache

from apps.core.clientip import client_ip

log = logging.getLogger("apps.signin.auth")

PAIR, IDENTIFIER, KNOWN, ADDRESS = (5, 300), (20, 3600), (10, 300), (100, 300)
RESET_PER_EMAIL, RESET_PER_ADDRESS = (3, 3600), (20, 3600)
KNOWN_COOKIE = "known"
KNOWN_MAX_AGE = 60 * 60 * 24 * 365
BLOCKED = "Too many failed sign-in attempts. Please try again in a few minutes."
RESET_THROTTLED = (
    "No email has been sent: there have been too many requests for this address, or from your network, "
    "in the last hour. Please try again later."
)


def _digest(value: str) -> str:
    return hashlib.sha256(value.strip().lower().encode()).hexdigest()[:32]


def _count(key, window):
    return cache.get(f"throttle:{key}:{window[1]}", 0)


def _hit(key, window):
    full = f"throttle:{key}:{window[1]}"
    # Fixed windows: the first hit sets the expiry, later ones only count.
    if cache.add(full, 1, timeout=window[1]):
        return 1
    try:
        return cache.incr(full)
    except ValueError:  # expired between add and incr
        cache.add(full, 1, timeout=window[1])
        return 1


def _known(request, identifier) -> bool:
    try:
        known = signing.loads(request.COOKIES.get(KNOWN_COOKIE, ""), salt="signin.known", max_age=KNOWN_MAX_AGE)
    except signing.BadSignature:
        return False
    return _digest(identifier) in known


def _keys(request, identifier):
    ident, ip = _digest(identifier), client_ip(request)
    if _known(request, identifier):
        return [(f"known:{ident}:{ip}", KNOWN), (f"ip:{ip}", ADDRESS)]
    return [(f"pair:{ident}:{ip}", PAIR), (f"id:{ident}", IDENTIFIER), (f"ip:{ip}", ADDRESS)]


def signin_blocked(request, identifier) -> bool:
    for key, window in _keys(request, identifier):
        if _count(key, window) >= window[0]:
            log.warning("sign-in refused: locked out", extra={"identifier": identifier, "ip": client_ip(request),
                                                              "limit": key.split(":")[0]})  # fmt: skip
            return True
    return False


def signin_failed(request, identifier) -> None:
    log.info("sign-in failed", extra={"identifier": identifier, "ip": client_ip(request)})
    for key, window in _keys(request, identifier):
        if _hit(key, window) == window[0]:
            log.warning("sign-in lockout starts", extra={"identifier": identifier, "ip": client_ip(request),
                                                         "limit": key.split(":")[0]})  # fmt: skip


def remember_device(request, response, identifier) -> None:
    """After a successful sign-in: this browser is known for this identifier."""
    try:
        known = signing.loads(request.COOKIES.get(KNOWN_COOKIE, ""), salt="signin.known", max_age=KNOWN_MAX_AGE)
    except signing.BadSignature:
        known = []
    known = ([_digest(identifier)] + [k for k in known if k != _digest(identifier)])[:5]
    response.set_cookie(KNOWN_COOKIE, signing.dumps(known, salt="signin.known"), max_age=KNOWN_MAX_AGE,
                        httponly=True, samesite="Lax", secure=settings.SESSION_COOKIE_SECURE)  # fmt: skip


def reset_allowed(request, email) -> bool:
    """Counts a reset or re-invite request; False once over either limit (then nothing
    is sent, and the caller says so with RESET_THROTTLED)."""
    over = [
        _hit(f"reset:{_digest(email)}", RESET_PER_EMAIL) > RESET_PER_EMAIL[0],
        _hit(f"reset-ip:{client_ip(request)}", RESET_PER_ADDRESS) > RESET_PER_ADDRESS[0],
    ]
    if any(over):
        log.warning("reset request throttled", extra={"email": email, "ip": client_ip(request)})
    return not any(over)
