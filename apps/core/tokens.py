"""Random keys for links and tokens, and the one-way hash they are stored under."""

import hashlib
import secrets


def new_key() -> str:
    return secrets.token_urlsafe(32)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()
