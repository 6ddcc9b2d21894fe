import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.core.tokens import hash_key


class ApiTokenQuerySet(models.QuerySet):
    def issue(self, user):
        """Creates a token and returns (token, key); only the hash is stored."""
        key = secrets.token_urlsafe(32)
        return self.create(user=user, key_hash=hash_key(key)), key


class ApiToken(models.Model):
    """A Bearer token from POST /api/auth/login, for clients that are not the browser."""

    LIFETIME_DAYS = 30

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    key_hash = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(default=timezone.now)
    last_used = models.DateTimeField(null=True, blank=True)

    objects = ApiTokenQuerySet.as_manager()

    @property
    def expired(self):
        return (timezone.now() - self.created).days >= self.LIFETIME_DAYS
