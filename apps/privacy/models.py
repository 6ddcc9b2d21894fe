"""Retention (issue 24): each school's retention period, the runs of the retention job and
every erasure (on request or by the job), told without names so a school and the
provider can read what was erased, when, why and by whom.

The default period, 12 months (README, "Children's data"): a Year 6 leaver who leaves
the MIS in July is kept until the next July, well past the end of the secondary school's
autumn term (December, 5 months on) by which the record has reached it; a child who
leaves in September is still in the figures of the academic year they left in when the
school reports on it the next July; a school that renews within a year of its
membership ending finds its children as it left them. Longer would keep children's
ethnicity, SEN and pupil premium with no purpose the platform serves. A school may set
6 (the end of the autumn term after a July leaver) to 36 months."""

from django.conf import settings
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone

from apps.core.personal import Personal

DEFAULT_MONTHS = 12
MIN_MONTHS = 6
MAX_MONTHS = 36


class Retention(models.Model):
    """A school's retention period: how long a child no longer in the school's MIS, and
    every child of the school once its membership has ended, is kept before erasure.
    A school without a row has the default."""

    account = models.OneToOneField("accounts.Account", on_delete=models.CASCADE, related_name="retention")
    months = models.PositiveSmallIntegerField(
        default=DEFAULT_MONTHS, validators=[MinValueValidator(MIN_MONTHS), MaxValueValidator(MAX_MONTHS)]
    )
    updated = models.DateTimeField(default=timezone.now)


class Leaver(models.Model):
    """A child of a synced school found no longer in the school's MIS: a child the MIS gave
    BURSTS (it has an MIS id) without a class after the syncs (a sync takes a child out of
    their class once the MIS no longer has them in it, apps/sync/services/children.py, and
    puts a child back when it has). The retention job notes the day it first finds the
    child so, forgets it when the child is back in a class, and erases the child once the
    school's retention period has passed since."""

    student = models.OneToOneField("bursts.Student", on_delete=models.CASCADE, related_name="leaver")
    since = models.DateField()

    PERSONAL = Personal(
        whose="When a child was found no longer in the school's MIS",
        noun="left the MIS",
        fields=("since",),
        why="To erase the child once the school's retention period has passed",
        kept="As long as the child's record",
        child="student",
    )


class RetentionRun(models.Model):
    """One run of the retention job (Celery beat, daily) and its report: a line per school
    it erased children of, and a summary line even when nothing was due."""

    class Status(models.TextChoices):
        RUNNING = "running", "Running"
        DONE = "done", "Finished"
        FAILED = "failed", "Failed"

    started = models.DateTimeField(default=timezone.now)
    finished = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.RUNNING)
    counts = models.JSONField(default=dict, blank=True)
    lines = models.JSONField(default=list, blank=True)
    errors = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["-started", "-id"]


class Erasure(models.Model):
    """What one erasure took away, by kind of row, with no name in it: a child erased on a
    school's request, or the children the retention job erased at one school."""

    class Reason(models.TextChoices):
        REQUEST = "request", "On request"
        LEFT_MIS = "left_mis", "No longer in the school's MIS"
        MEMBERSHIP_ENDED = "membership_ended", "The school's membership ended"

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="erasures")
    run = models.ForeignKey(RetentionRun, null=True, blank=True, on_delete=models.SET_NULL, related_name="erasures")
    reason = models.CharField(max_length=20, choices=Reason.choices)
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                              related_name="+")  # fmt: skip
    actor_name = models.CharField(max_length=255, blank=True)
    children = models.PositiveIntegerField(default=0)
    counts = models.JSONField(default=dict, blank=True)  # rows erased by kind, rows of the history cleared
    created = models.DateTimeField(default=timezone.now)

    PERSONAL = Personal(
        whose="Who erased a child's data",
        fields=("actor_name",),
        why="The school's and the provider's report of erasures (it names no child)",
        kept="As long as the account",
    )

    class Meta:
        ordering = ["-created", "-id"]
        indexes = [models.Index(fields=["account", "created"])]
