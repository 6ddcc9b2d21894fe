"""The PE and sport premium return (issue 32). A school's year (received, impact,
sustainability, whom the funding was prioritised for, what it publishes), the ledger's
lines, and the school's public page key. No row names a child: the computed figures are
counts, and the published snapshot keeps only counts and percentages."""

import secrets

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone

from apps.accounts.models import Account
from apps.core.scoping import ScopedQuerySet

MONEY = {"max_digits": 10, "decimal_places": 2, "validators": [MinValueValidator(0), MaxValueValidator(10_000_000)]}


class KeyIndicator(models.IntegerChoices):
    """The DfE's five key indicators, as the guidance updated in July 2023 words and orders
    them (docs/premium.md)."""

    STAFF = 1, "Increased confidence, knowledge and skills of all staff in teaching PE and sport"
    ENGAGEMENT = (
        2,
        (
            "Engagement of all pupils in regular physical activity: the Chief Medical Officer guidelines recommend "
            "at least 60 minutes of physical activity a day, of which 30 minutes should be in school"
        ),
    )
    PROFILE = 3, "The profile of PE and sport is raised across the school as a tool for whole-school improvement"
    BROADER = 4, "Broader experience of a range of sports and activities offered to all pupils"
    COMPETITION = 5, "Increased participation in competitive sport"


class PremiumYear(models.Model):
    """One school's return for one academic year (September to July), `start` its first
    calendar year (2025: 2025-26)."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    start = models.PositiveSmallIntegerField(validators=[MinValueValidator(2013), MaxValueValidator(2100)])
    received = models.DecimalField("Amount received (£)", default=0, **MONEY)
    impact = models.TextField("Measurable impact", max_length=4000, blank=True)
    sustainability = models.TextField("How the improvements will be sustained", max_length=4000, blank=True)
    for_disadvantaged = models.BooleanField("Prioritised for disadvantaged pupils", default=False)
    for_girls = models.BooleanField("Prioritised for girls", default=False)
    for_send = models.BooleanField("Prioritised for pupils with SEND", default=False)
    # What the public page shows: nothing until published, then the sections chosen, with
    # the figures as they were when the school last saved (`snapshot`: counts only).
    published = models.BooleanField("Publish this year on the school's public page", default=False)
    show_spend = models.BooleanField("The spending and ledger", default=True)
    show_impact = models.BooleanField("Impact and sustainability", default=True)
    show_swimming = models.BooleanField("Year 6 swimming", default=True)
    show_activity = models.BooleanField("Activity and participation (BURSTS)", default=True)
    show_groups = models.BooleanField("Groups (disadvantaged, girls, SEND)", default=False)
    snapshot = models.JSONField(default=dict, blank=True)
    published_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(default=timezone.now)
    updated_by = models.ForeignKey("users.User", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    objects = ScopedQuerySet.as_manager()

    class Meta:
        constraints = [models.UniqueConstraint(fields=["account", "start"], name="premium_year_once")]
        ordering = ["-start"]

    def __str__(self):
        return f"{self.account_id} {self.label}"

    @property
    def label(self) -> str:
        return f"{self.start}-{str(self.start + 1)[-2:]}"


class PremiumLine(models.Model):
    """A line of the ledger: what the money bought, for which key indicator, at what cost."""

    year = models.ForeignKey(PremiumYear, on_delete=models.CASCADE, related_name="lines")
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")  # copied: scoping
    what = models.CharField("What", max_length=200)
    indicator = models.PositiveSmallIntegerField("Key indicator", choices=KeyIndicator.choices)
    cost = models.DecimalField("Cost (£)", **MONEY)

    objects = ScopedQuerySet.as_manager()

    class Meta:
        ordering = ["indicator", "id"]

    def __str__(self):
        return self.what


def new_key() -> str:
    return secrets.token_urlsafe(12)


class PublicPage(models.Model):
    """The school's public premium page: /premium/public/<key>, a key nobody can guess that
    stays the same year after year (the school links it from its website once)."""

    account = models.OneToOneField(Account, on_delete=models.CASCADE, related_name="+")
    key = models.CharField(max_length=32, unique=True, default=new_key)

    objects = ScopedQuerySet.as_manager()

    def __str__(self):
        return self.key
