import secrets
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.core.personal import Personal
from apps.core.tokens import hash_key


class ApiTokenQuerySet(models.QuerySet):
    def issue(self, user, *, label=""):
        """Creates a token and returns (token, key); only the hash is stored. The label
        (the client's User-Agent) lets its owner tell their tokens apart."""
        key = secrets.token_urlsafe(32)
        return self.create(user=user, key_hash=hash_key(key), label=label[:200]), key

    def revoke_all(self, user, *, keep=None):
        """Revokes the user's tokens (a password change), all but `keep` (the one in use)."""
        return self.filter(user=user).exclude(pk=getattr(keep, "pk", None)).delete()[0]


class ApiToken(models.Model):
    """A Bearer token from POST /api/auth/login, for clients that are not the browser."""

    LIFETIME_DAYS = 30
    # Super staff signed in as a school user (GET auth/faux) get a token that ends in an hour:
    # impersonation is for looking, not for working as someone else.
    IMPERSONATION_LABEL = "Faux by "
    IMPERSONATION_LIFETIME = timedelta(hours=1)

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    key_hash = models.CharField(max_length=64, unique=True)
    label = models.CharField(max_length=200, blank=True)
    created = models.DateTimeField(default=timezone.now)
    last_used = models.DateTimeField(null=True, blank=True)

    objects = ApiTokenQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Sign-ins of apps through the API",
        noun="app sign-ins",
        fields=("label", "last_used", "key_hash"),
        why="To keep an app signed in, and let its owner tell their sign-ins apart (the label is the app's name)",
        kept="30 days (an hour for staff viewing as a school user); removed with the user",
        home_child="user",
        secret=("key_hash",),
    )

    @property
    def expired(self):
        age = timezone.now() - self.created
        if self.label.startswith(self.IMPERSONATION_LABEL):
            return age >= self.IMPERSONATION_LIFETIME
        return age.days >= self.LIFETIME_DAYS
