from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.core.personal import Personal
from apps.core.tokens import hash_key, new_key


class UserToken(models.Model):
    """An invite or password-reset link. Only the newest unused one of a user and
    purpose works ("use the link from the most recent email")."""

    class Purpose(models.TextChoices):
        INVITE = "invite", "Invite"
        RESET = "reset", "Reset"
        EMAIL = "email", "New email"

    LIFETIME = {Purpose.INVITE: timedelta(days=30), Purpose.RESET: timedelta(days=2), Purpose.EMAIL: timedelta(days=2)}

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tokens")
    purpose = models.CharField(max_length=10, choices=Purpose.choices)
    # Only the key's hash is kept, as for API tokens: a copy of the table opens no link.
    key_hash = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(default=timezone.now)
    used = models.DateTimeField(null=True, blank=True)
    # A new email address (purpose email): it replaces the user's once its link is opened.
    new_email = models.EmailField(max_length=254, blank=True)

    PERSONAL = Personal(
        whose="Links sent by email (invitations, password resets, a new address)",
        noun="email links",
        fields=("new_email", "key_hash"),
        why="To let the owner of the address in",
        kept="Until used or replaced; removed with the user",
        home_child="user",
        secret=("key_hash",),
    )

    class Meta:
        ordering = ["-created", "-id"]
        indexes = [models.Index(fields=["user", "purpose", "created"])]

    # The key itself, on the instance that made it only (for the email's link).
    key = None

    def save(self, *args, **kwargs):
        if not self.key_hash:
            self.key = new_key()
            self.key_hash = hash_key(self.key)
        super().save(*args, **kwargs)

    @property
    def expires(self):
        return self.created + self.LIFETIME[self.purpose]

    @property
    def path(self):
        if self.key is None:
            raise ValueError("Only the hash of this token's key is stored.")
        return f"/login/{self.purpose}/{self.key}"
