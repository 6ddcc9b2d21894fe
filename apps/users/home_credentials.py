"""Home-learning children's sign-in names and passwords (spec 1 §3 User username and
password (home, displayed)). A child's password is shown to their school admin, so it is
kept twice: hashed for signing in, and encrypted at rest (Fernet, a key derived from the
SECRET_KEY unless HOME_PASSWORD_KEY is set) for display: never as plain text."""

import base64
import hashlib
import re
import secrets
import unicodedata

from cryptography.fernet import Fernet, InvalidToken
from django.conf import settings

# Short, concrete words a 4-to-7-year-old can read and type, plus two digits.
WORDS = [
    "apple",
    "bear",
    "bee",
    "bird",
    "boat",
    "book",
    "cake",
    "cat",
    "cloud",
    "cow",
    "crab",
    "duck",
    "egg",
    "fish",
    "frog",
    "goat",
    "hat",
    "hen",
    "hill",
    "jam",
    "kite",
    "lamb",
    "leaf",
    "lion",
    "moon",
    "mouse",
    "nest",
    "owl",
    "pig",
    "rain",
    "ring",
    "seal",
    "ship",
    "snow",
    "star",
    "sun",
    "tent",
    "tree",
    "van",
    "wave",
    "wolf",
    "yak",
    "zoo",
    "bus",
    "cup",
    "dog",
    "fox",
    "pen",
    "sock",
]
COLOURS = ["red", "blue", "green", "pink", "gold", "tan"]
PREFIX = "gAAAA"  # every Fernet token starts so


def _fernet() -> Fernet:
    secret = getattr(settings, "HOME_PASSWORD_KEY", "") or settings.SECRET_KEY
    key = hashlib.sha256(f"home-password:{secret}".encode()).digest()
    return Fernet(base64.urlsafe_b64encode(key))


def encrypt(password: str) -> str:
    return _fernet().encrypt(password.encode()).decode() if password else ""


def decrypt(stored: str) -> str:
    """The displayed password; "" when none or unreadable (a changed key)."""
    if not stored:
        return ""
    try:
        return _fernet().decrypt(stored.encode()).decode()
    except (InvalidToken, ValueError):
        return ""


def new_password() -> str:
    """e.g. "redfrog42": a colour, a word and two digits (about 27,000 choices; sign-in
    attempts are rate limited)."""
    return f"{secrets.choice(COLOURS)}{secrets.choice(WORDS)}{secrets.randbelow(90) + 10}"


def _slug(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return re.sub(r"[^a-z]", "", text)


def username_stem(first_name: str, last_name: str) -> str:
    """Readable: first name and the last name's initial ("hollyh"), at most 12 letters."""
    stem = (_slug(first_name)[:11] + _slug(last_name)[:1]) or "child"
    return stem


def usernames_for(names: list[tuple[str, str]], taken) -> list[str]:
    """A unique username per (first, last): the stem and two to four digits. `taken(list)`
    answers which candidates already exist (one query per round, not per child)."""
    result: list[str | None] = [None] * len(names)
    chosen: set[str] = set()
    pending = list(range(len(names)))
    digits = 2
    while pending:
        candidates = {}
        for i in pending:
            for _ in range(3):
                name = f"{username_stem(*names[i])}{secrets.randbelow(9 * 10 ** (digits - 1)) + 10 ** (digits - 1)}"
                if name not in chosen and name not in candidates.values():
                    candidates[i] = name
                    break
        existing = set(taken(list(candidates.values())))
        still = []
        for i in pending:
            name = candidates.get(i)
            if name and name not in existing:
                result[i] = name
                chosen.add(name)
            else:
                still.append(i)
        pending = still
        digits = min(digits + 1, 6)
    return result  # type: ignore[return-value]


def password_hash(password: str) -> str:
    """The sign-in hash of a generated child password (the light hasher where configured)."""
    from django.contrib.auth.hashers import get_hashers_by_algorithm, make_password

    light = "pbkdf2_sha256_home" in get_hashers_by_algorithm()
    return make_password(password, hasher="pbkdf2_sha256_home" if light else "default")
