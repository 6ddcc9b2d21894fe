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
Home-learning children (issue 23): their passwords are generated (about 2 million, see
apps/users/home_credentials.py) and their usernames readable, so an attacker guesses
across children rather than at one. Sign-ins by username (children's) are also counted
across children, from devices not known for that child:
- One address: 20 failures an hour, whichever children were tried (a school's
  network signing a class in for the first time stays under it; a child on the
  family's own device is on a known device and not counted here).
- One school: 50 failures an hour against its children from anywhere: 1,200 guesses a
  day at most against all of a school's children together, each guess with a chance
  of 1 in 2,027,776, so about 1 in 1,700 a day that some child of the school is found
  while the attack runs (and its log warnings are raised).
The answer never hints which child exists: over the address limit every username gets
BLOCKED, existing or not; over a school's limit its children get the wrong-password
answer, even for the right password, exactly as a name that does not exist does.
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
HOME_ADDRESS, HOME_SCHOOL = (20, 3600), (50, 3600)
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


def home_address_blocked(request, identifier) -> bool:
    """A sign-in by username (a child's) from an address over its limit across children."""
    if _known(request, identifier) or _count(f"home-ip:{client_ip(request)}", HOME_ADDRESS) < HOME_ADDRESS[0]:
        return False
    log.warning("home sign-in refused: address over its limit", extra={"identifier": identifier,
                                                                      "ip": client_ip(request)})  # fmt: skip
    return True


def home_school_blocked(request, identifier, school_id) -> bool:
    """A child's sign-in while their school is over its limit across its children."""
    if school_id is None or _known(request, identifier):
        return False
    if _count(f"home-school:{school_id}", HOME_SCHOOL) < HOME_SCHOOL[0]:
        return False
    log.warning("home sign-in refused: school over its limit", extra={"identifier": identifier, "school": school_id,
                                                                     "ip": client_ip(request)})  # fmt: skip
    return True


def home_signin_failed(request, identifier, school_id) -> None:
    """Counts a failed sign-in by username against the address and the child's school."""
    if _known(request, identifier):
        return
    counted = [(f"home-ip:{client_ip(request)}", HOME_ADDRESS)]
    if school_id is not None:
        counted.append((f"home-school:{school_id}", HOME_SCHOOL))
    for key, window in counted:
        if _hit(key, window) == window[0]:
            log.warning("home sign-in lockout starts", extra={"identifier": identifier, "ip": client_ip(request),
                                                              "limit": key.split(":")[0]})  # fmt: skip


MFA_USER, MFA_USER_HOUR = (5, 300), (20, 3600)  # wrong second-factor codes of one user


def mfa_blocked(user_id) -> bool:
    return any(_count(f"mfa:{user_id}", w) >= w[0] for w in (MFA_USER, MFA_USER_HOUR))


def mfa_failed(user_id) -> None:
    log.info("second factor failed", extra={"user_id": user_id})
    for window in (MFA_USER, MFA_USER_HOUR):
        _hit(f"mfa:{user_id}", window)


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
