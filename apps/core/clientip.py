"""The client's address behind the proxies the production settings assume."""

from django.conf import settings


def client_ip(request) -> str:
    """With TRUSTED_PROXY_COUNT proxies in front (each appends to X-Forwarded-For), the
    client is the entry that many from the right; anything further left was written by
    the client and is not believed. With none, or a shorter header, REMOTE_ADDR."""
    count = getattr(settings, "TRUSTED_PROXY_COUNT", 0)
    forwarded = [p.strip() for p in request.headers.get("X-Forwarded-For", "").split(",") if p.strip()]
    if count > 0 and len(forwarded) >= count:
        return forwarded[-count][:64]
    return request.META.get("REMOTE_ADDR", "")[:64]
