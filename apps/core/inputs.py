"""Reading untrusted values that look like numbers or site paths, without a 5xx."""

from urllib.parse import urlsplit

# The largest id a database column holds (a signed 64-bit integer).
MAX_ID = 2**63 - 1


def parse_id(value) -> int | None:
    """An id from a query or form value: ASCII digits only ("²".isdigit() is true but
    int() refuses it) and within the database's range; None otherwise."""
    value = str(value if value is not None else "").strip()
    if not value or len(value) > 19 or not (value.isascii() and value.isdigit()):
        return None
    number = int(value)
    return number if number <= MAX_ID else None


def is_site_path(url: str) -> bool:
    """A path on this site: starts with one slash, no scheme or host, and no whitespace,
    control character or backslash (browsers drop tabs and read backslashes as slashes,
    so "/\\t/evil.com" would lead to another host)."""
    if not url.startswith("/") or url.startswith("//"):
        return False
    if any(c.isspace() or ord(c) < 32 or ord(c) == 127 or c == "\\" for c in url):
        return False
    parts = urlsplit(url)
    return not parts.scheme and not parts.netloc
