from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.core.tokens import new_key  # noqa: F401 - the migrations name it here


class UserToken(models.Model):
    """An invite or password-reset link. Only the newest unused one of a user and
    purpose works ("use the link from the most recent email")."""

    class Purpose(models.TextChoices):
        INVITE = "invite", "Invite"
        RESET = "reset", "Reset"

    LIFETIME = {Purpose.INVITE: timedelta(days=30), Purpose.RESET: timedelta(days=2)}

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="tokens")
    purpose = models.CharField(max_length=10, choices=Purpose.choices)
    key = models.CharField(max_length=64, unique=True, default=new_key)
    created = models.DateTimeField(default=timezone.now)
    used = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created", "-id"]
        indexes = [models.Index(fields=["user", "purpose", "created"])]

    @property
    def expires(self):
        return self.created + self.LIFETIME[self.purpose]

    @property
    def path(self):
        return f"/login/{self.purpose}/{self.key}"
