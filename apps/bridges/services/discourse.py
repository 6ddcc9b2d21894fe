"""DiscourseConnect, the forum's single sign-on: the forum sends a signed payload (a
nonce and its return address); we answer with the signed-in user's details, signed
with the same shared secret. https://meta.discourse.org/t/discourseconnect/13045"""

import base64
import binascii
import hashlib
import hmac
from urllib.parse import parse_qs, urlencode, urlsplit


class DiscourseError(Exception):
    """The payload cannot be trusted (bad signature, no nonce, foreign return address)."""


def sign(secret: str, payload: str) -> str:
    return hmac.new(secret.encode(), payload.encode(), hashlib.sha256).hexdigest()


def encode(fields: dict) -> str:
    return base64.b64encode(urlencode(fields).encode()).decode()


def read_request(*, secret: str, sso: str, sig: str, forum_url: str) -> dict:
    """The forum's request fields, once its signature and return address are checked."""
    if not secret:
        raise DiscourseError("no shared secret configured")
    if not sso or not sig or not hmac.compare_digest(sign(secret, sso), sig.lower()):
        raise DiscourseError("bad signature")
    try:
        fields = {k: v[0] for k, v in parse_qs(base64.b64decode(sso, validate=True).decode()).items()}
    except (binascii.Error, UnicodeDecodeError, ValueError) as error:
        raise DiscourseError("unreadable payload") from error
    if not fields.get("nonce"):
        raise DiscourseError("no nonce")
    back, forum = urlsplit(fields.get("return_sso_url", "")), urlsplit(forum_url)
    if (back.scheme, back.netloc) != (forum.scheme, forum.netloc) or not forum.netloc:
        raise DiscourseError("return address is not the forum")
    return fields


def answer_url(*, secret: str, request_fields: dict, user_fields: dict) -> str:
    """Where to send the browser: the forum's return address with our signed answer."""
    payload = encode({"nonce": request_fields["nonce"], **user_fields})
    separator = "&" if "?" in request_fields["return_sso_url"] else "?"
    return request_fields["return_sso_url"] + separator + urlencode({"sso": payload, "sig": sign(secret, payload)})
