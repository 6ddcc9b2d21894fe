"""What the product keeps from a school's MIS (spec 1 §3 sync-service employee), where
each school's incremental sync has got to, and a report of every run.

Data minimisation: of an employee only the MIS id, title, names and primary email are
kept (the Sync Users cards and the synced users' names and emails need nothing else)."""

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone

from apps.core.personal import Personal


class Employee(models.Model):
    """A member of staff in the school's MIS (sync-service employee: wondeId, name, email;
    synced and taken are worked out from the users, see selectors)."""

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="mis_employees")
    wonde_id = models.CharField(max_length=50)
    title = models.CharField(max_length=20, blank=True)
    first_name = models.CharField(max_length=100, blank=True)
    last_name = models.CharField(max_length=100, blank=True)
    email = models.CharField(max_length=254, blank=True)  # as the MIS has it; checked before any invite
    left = models.DateTimeField(null=True, blank=True)  # deleted in the MIS (a leaver)

    PERSONAL = Personal(
        whose="Staff in a school's MIS",
        noun="MIS staff",
        fields=("title", "first_name", "last_name", "email", "wonde_id"),
        why="To invite and keep in step the school's staff users (Sync Users)",
        kept="While the school's MIS is linked; erased the school's retention period after its membership ends",
        school="account",
    )

    class Meta:
        ordering = ["last_name", "first_name", "wonde_id"]
        constraints = [models.UniqueConstraint(fields=["account", "wonde_id"], name="sync_employee_once")]

    def __str__(self):
        return self.name or self.wonde_id

    @property
    def name(self):
        return f"{self.first_name} {self.last_name}".strip()


class SyncCursor(models.Model):
    """Where a school's sync of one resource has got to: the partner's updated_after for
    the next incremental read, and the page to resume from after a failure mid-way."""

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="sync_cursors")
    resource = models.CharField(max_length=20)
    updated_after = models.DateTimeField(null=True, blank=True)
    pass_started = models.DateTimeField(null=True, blank=True)  # the unfinished pass's start
    resume_url = models.CharField(max_length=1000, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["account", "resource"], name="sync_cursor_once")]


class SyncRun(models.Model):
    """One sync of one school, and its report (created, updated, unchanged, flagged,
    removed, errors). At most one runs per school at a time (the constraint is the lock)."""

    class Kind(models.TextChoices):
        MANUAL = "manual", "Manual sync"
        NIGHTLY = "nightly", "Nightly sync"
        INVITE = "invite", "Sync all employees"
        CLEANUP = "cleanup", "Temporary users removed"

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        DONE = "done", "Finished"
        FAILED = "failed", "Failed"
        HELD = "held", "Held for review"  # stopped before changing anyone (services/guard.py)

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="sync_runs")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    started_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                                   related_name="+")  # fmt: skip
    created = models.DateTimeField(default=timezone.now)
    finished = models.DateTimeField(null=True, blank=True)
    pages = models.PositiveIntegerField(default=0)  # pages read so far (the progress bar)
    pages_expected = models.PositiveIntegerField(default=0)
    counts = models.JSONField(default=dict, blank=True)  # created, updated, unchanged, flagged, removed
    lines = models.JSONField(default=list, blank=True)  # what the report says, one line each
    errors = models.JSONField(default=list, blank=True)
    # A held run's reasons and the changes it did not make: {"reasons": [...], "staff":
    # {"users": [pk...], "leavers": [wonde id...]}, "children": [[student pk, group pk]...],
    # "cursors": {resource: iso time}}; applied as they are by sync_run_apply.
    held = models.JSONField(default=dict, blank=True)

    PERSONAL = Personal(
        whose="Reports of MIS syncs",
        fields=("lines",),
        why="The sync's report names the staff users it made temporary or removed, for the school's admins",
        kept="As long as the account",
    )

    class Meta:
        ordering = ["-created", "-id"]
        constraints = [
            models.UniqueConstraint(
                fields=["account"], condition=Q(status__in=["queued", "running"]), name="sync_one_run_per_school"
            )
        ]

    @property
    def active(self):
        return self.status in (self.Status.QUEUED, self.Status.RUNNING)

    def count(self, key: str) -> int:
        return int(self.counts.get(key, 0))

    @property
    def progress(self) -> int:
        """Per cent done, for the progress bar (never 100 until finished)."""
        if not self.active:
            return 100
        if not self.pages_expected:
            return 5
        return min(95, 5 + 90 * self.pages // max(self.pages_expected, 1))
