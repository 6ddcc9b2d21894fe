from datetime import timedelta

from django.db import models
from django.utils import timezone


class LicenceType(models.Model):
    """Reference data (spec 1 §9). The ids are the spec's where it gives them
    (Trial 150, home licences 200-202); the rows are created by a migration."""

    TRIAL = 150
    HOME_MEMBER, HOME_NON_MEMBER, HOME_PROJECT = 200, 201, 202

    id = models.PositiveIntegerField(primary_key=True)
    title = models.CharField(max_length=50)
    subtitle = models.CharField(max_length=100, blank=True)
    products = models.JSONField(default=list, help_text="Products this type gives unless custom.")
    years = models.JSONField(default=list, help_text="Year indices (0 = EYFS) this type gives unless custom.")
    custom_products = models.BooleanField(default=False)
    custom_years = models.BooleanField(default=False)
    force_pe = models.BooleanField(default=False)
    has_bursts = models.BooleanField(default=False)
    is_home = models.BooleanField(default=False)
    renew_type = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL)
    duration_days = models.PositiveIntegerField(default=365)
    sub_types = models.JSONField(default=list, blank=True)
    sort = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["sort", "id"]

    def __str__(self):
        return self.title

    @property
    def is_trial(self):
        return self.id == self.TRIAL

    @property
    def status_options(self):
        if self.has_bursts:
            return []
        if self.is_trial:
            return ["free", "purchase", "cancelled", "expired"]
        return ["new", "renewal", "upgrade", "free"]

    @property
    def duration(self):
        return timedelta(days=self.duration_days)


class LicenceQuerySet(models.QuerySet):
    def current(self, today=None):
        today = today or timezone.localdate()
        return self.filter(start_date__lte=today, end_date__gte=today)


class Licence(models.Model):
    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="licences")
    licence_type = models.ForeignKey(LicenceType, on_delete=models.PROTECT, related_name="licences")
    products = models.JSONField(default=list, blank=True)
    years = models.JSONField(default=list, blank=True)
    status = models.CharField(max_length=20, blank=True)
    start_date = models.DateField()
    end_date = models.DateField()
    renew = models.BooleanField(default=False)
    comments = models.TextField(blank=True)
    date_created = models.DateTimeField(default=timezone.now)

    objects = LicenceQuerySet.as_manager()

    class Meta:
        ordering = ["-start_date", "-id"]
        indexes = [models.Index(fields=["account", "end_date"])]

    def __str__(self):
        return f"{self.licence_type} {self.start_date:%d/%m/%Y}–{self.end_date:%d/%m/%Y}"

    @property
    def effective_products(self):
        products = self.products if self.licence_type.custom_products else self.licence_type.products
        if self.licence_type.force_pe and "pe" not in products:
            products = ["pe", *products]
        return products

    @property
    def effective_years(self):
        return self.years if self.licence_type.custom_years else self.licence_type.years

    def state(self, today=None):
        today = today or timezone.localdate()
        if self.start_date > today:
            return "future"
        if self.end_date < today:
            return "previous"
        return "current"
