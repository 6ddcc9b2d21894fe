from datetime import timedelta

from django.conf import settings
from django.contrib.auth.hashers import make_password
from django.db import models
from django.utils import timezone

from apps.core.personal import Personal
from apps.core.tokens import new_key


class Parent(models.Model):
    """A parent who signs in to the separate home-learning app for 4 to 7 year olds.
    Their children and contacts belong to BURSTS; here only what the home-app
    tools page needs: verifying the email and resetting the password."""

    email = models.EmailField(unique=True)
    first_name = models.CharField(max_length=100, blank=True)
    last_name = models.CharField(max_length=100, blank=True)
    password = models.CharField(max_length=128, default="!")
    verified = models.BooleanField(default=False)
    date_created = models.DateTimeField(default=timezone.now)
    # Their web sign-in (issue 31): a user of kind 'parent', made when they first set a
    # password from the invite; the home app's own password above stays separate.
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="parent_profile"
    )

    PERSONAL = Personal(
        whose="Parents who sign in to the home app",
        noun="parent accounts",
        fields=("first_name", "last_name", "email", "password", "verified"),
        why="To sign in to the home app and connect their children with the code the school sent",
        kept="As long as one of their children is held; erased with the last of them",
        child="contacts__student",
        shared=True,
        secret=("password",),
    )

    class Meta:
        ordering = ["email"]

    def __str__(self):
        return self.email

    def set_password(self, raw):
        self.password = make_password(raw)


class ParentToken(models.Model):
    class Purpose(models.TextChoices):
        VERIFY = "verify", "Verify email"
        RESET = "reset", "Reset password"

    LIFETIME = timedelta(days=2)

    parent = models.ForeignKey(Parent, on_delete=models.CASCADE, related_name="tokens")
    purpose = models.CharField(max_length=10, choices=Purpose.choices)
    key = models.CharField(max_length=64, unique=True, default=new_key)
    created = models.DateTimeField(default=timezone.now)
    used = models.DateTimeField(null=True, blank=True)

    @property
    def usable(self):
        return self.used is None and self.created + self.LIFETIME > timezone.now()


class ParentAppToken(models.Model):
    """The home app's Bearer token for a parent (POST /api/parents/login); only its hash is stored."""

    LIFETIME = timedelta(days=90)

    parent = models.ForeignKey(Parent, on_delete=models.CASCADE, related_name="app_tokens")
    key_hash = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(default=timezone.now)

    @property
    def expired(self):
        return self.created + self.LIFETIME <= timezone.now()


class ParentView(models.Model):
    """A school's switch for the parents' page (issue 31): off until the school's admins turn
    it on, having previewed exactly what a parent will see. Behaviour points are a tally
    most schools keep to themselves: shown only when the school says so."""

    account = models.OneToOneField("accounts.Account", on_delete=models.CASCADE, related_name="parent_view")
    enabled = models.BooleanField("Parents can see their children", default=False)
    show_behaviour = models.BooleanField("Show behaviour points", default=False)
    changed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")  # fmt: skip
    changed = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return f"{self.account_id}: {'on' if self.enabled else 'off'}"
