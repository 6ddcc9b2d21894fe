"""Home-learning children's sign-in names and passwords (spec 1 §3 User username and
password (home, displayed)). A child's password is shown to their school's admins and to
staff admins (apps.access.rules.can_see_home_passwords, every showing recorded by
apps.myaccount.services.children.home_passwords_shown), so it is kept twice: hashed for signing
in, and encrypted at rest for display, never as plain text.

The display copy is encrypted with keys of its own, never derived from SECRET_KEY:
settings.HOME_PASSWORD_KEYS (Fernet keys from the environment, newest first: the first
encrypts, every one decrypts, so a key is rotated by putting a new one first and running
`manage.py home_passwords_rotate`, after which the old one can go)."""

import base64
import hashlib
import re
import secrets
import unicodedata

from cryptography.fernet import Fernet, InvalidToken, MultiFernet
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

# Generated passwords: two words of WORDS and two digits of DIGITS, e.g. "frogcake47".
# The list was reviewed (issue 23) for words a 4-to-7-year-old knows, reads and types:
# 3 to 5 lower-case letters, concrete things (animals, food, nature, toys, home), no
# homophone of a rude word and no pair reading as one; digits 2-9 only, so nothing is
# mistaken for the letters o, l or i on a printed card. The space is
# len(WORDS)**2 * len(DIGITS)**2 (counted by the tests from these lists): 178 words give
# 178² × 8² = 2,027,776 passwords (about 21 bits), against about 27,000 before.
WORDS = """
ant bat bear bee bird bug cat cow crab deer dog duck eel fish fox frog goat hen horse
lamb lion mole moth mouse newt owl panda pig pony pup seal sheep shark snail swan tiger
toad whale wolf worm yak zebra koala otter hippo camel chick puppy bunny kitty
apple bean bun cake corn egg fig grape honey jam jelly lemon lime melon milk nut olive
pea peach pear pie pizza plum rice soup toast tea bread chip
cloud hill lake leaf moon nest pond rain rock rose sand sea sky snow star stone sun
tree wave wind seed shell twig fern daisy tulip river frost storm
ball bell boat book boot bowl box brush bus car chair clock coat cup door drum fan
flag fork gate glove hat jar jug key kite lamp map mat mug net pan pen pot ring robot
rope sock sofa spoon tent train truck van vase bike bag bed cap lock pin tap tub tray
red blue green pink gold
ship sled swing slide tower torch bench shoe scarf skirt dress
""".split()  # noqa: SIM905 - the reviewed list reads best as a block of words
WORDS = list(dict.fromkeys(WORDS))  # each word once, in the order written
DIGITS = "23456789"
PREFIX = "gAAAA"  # every Fernet token starts so


def _fernet() -> MultiFernet:
    keys = list(getattr(settings, "HOME_PASSWORD_KEYS", []) or [])
    if not keys:
        raise ImproperlyConfigured("HOME_PASSWORD_KEYS must be set to store or show home-learning passwords.")
    return MultiFernet([Fernet(key) for key in keys])


def legacy_fernet() -> Fernet:
    """The key that earlier versions derived from SECRET_KEY: read only by
    `home_passwords_rotate --legacy-secret-key`, to move old rows to the new keys."""
    key = hashlib.sha256(f"home-password:{settings.SECRET_KEY}".encode()).digest()
    return Fernet(base64.urlsafe_b64encode(key))


def encrypt(password: str) -> str:
    return _fernet().encrypt(password.encode()).decode() if password else ""


def decrypt(stored: str) -> str:
    """The displayed password; "" when none or unreadable (a key that was removed).
    Callers that show it to a person go through home_passwords_shown, which records it."""
    if not stored:
        return ""
    try:
        return _fernet().decrypt(stored.encode()).decode()
    except (InvalidToken, ValueError):
        return ""


def reencrypt(stored: str, *, legacy: bool = False) -> str | None:
    """The stored value under the newest key; None when no key (nor, with legacy, the old
    SECRET_KEY-derived one) reads it."""
    fernet = _fernet()
    try:
        return fernet.rotate(stored.encode()).decode()
    except InvalidToken:
        if not legacy:
            return None
    try:
        return fernet.encrypt(legacy_fernet().decrypt(stored.encode())).decode()
    except InvalidToken:
        return None


def password_space() -> int:
    """How many passwords new_password can give: every distinct word pair, times the digits."""
    pairs = {a + b for a in WORDS for b in WORDS}
    return len(pairs) * len(DIGITS) ** 2


def new_password() -> str:
    """e.g. "frogcake47": two words and two digits (see WORDS: about 2 million)."""
    return f"{secrets.choice(WORDS)}{secrets.choice(WORDS)}{secrets.choice(DIGITS)}{secrets.choice(DIGITS)}"


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
