"""Assessment (issue 30): a scale per school chosen from presets, judgements of a child on
an outcome (append-only: a correction is a new judgement), and each child's current
attainment per outcome, a rollup of the judgements kept in the same transaction and
recomputable from them (services.attainment_rebuild)."""

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import Group, Student
from apps.content.models import Lesson, Outcome
from apps.core.personal import Personal
from apps.core.scoping import ScopedQuerySet


class Scale(models.Model):
    """A school's scale: one of the presets (services.PRESETS), its levels in order from the
    lowest, and the level every child starts at when a lesson is recorded ("on track").
    A school has two: its own (kind main, chosen) and swimming's (met / not yet, fixed)."""

    class Kind(models.TextChoices):
        MAIN = "main", "The school's scale"
        SWIMMING = "swimming", "Swimming"

    class Preset(models.TextChoices):
        EXPECTED = "expected", "Working towards / Expected / Greater depth"
        MASTERY = "mastery", "Emerging / Developing / Secure / Mastering"
        MEDALS = "medals", "Bronze / Silver / Gold"
        SWIMMING = "swimming", "Met / Not yet (swimming)"

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="assessment_scales")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.MAIN)
    preset = models.CharField(max_length=20, choices=Preset.choices, default=Preset.EXPECTED)
    with_below = models.BooleanField(default=False, help_text="Working below (expected preset only).")
    with_above = models.BooleanField(default=False, help_text="Working above (expected preset only).")
    default_level = models.ForeignKey(
        "Level", null=True, blank=True, on_delete=models.SET_NULL, related_name="+", help_text="On track."
    )
    date_updated = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["account", "kind"], name="assessment_scale_kind_once")]

    def __str__(self):
        return f"{self.account}: {self.get_preset_display()}"


def default_swimming_years():
    return [3, 4, 5, 6]


class Settings(models.Model):
    """A school's assessment settings; a school without a row reads the defaults."""

    account = models.OneToOneField(Account, on_delete=models.CASCADE, related_name="assessment_settings")
    swimming_years = models.JSONField(
        default=default_swimming_years, help_text="The years that swim (1 to 6); most schools swim in KS2."
    )
    evidence_keep_days = models.PositiveIntegerField(
        default=365, help_text="Days a photo or video of evidence is kept before it is deleted."
    )
    date_updated = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return f"{self.account}: assessment settings"


class Level(models.Model):
    scale = models.ForeignKey(Scale, on_delete=models.CASCADE, related_name="levels")
    code = models.SlugField(max_length=20)
    label = models.CharField(max_length=40)
    short = models.CharField(max_length=6, help_text="What a tap shows: WT, EXP, GD...")
    position = models.PositiveSmallIntegerField()
    meets = models.BooleanField(help_text="Meets the age-related expectation.")

    class Meta:
        ordering = ["position"]
        constraints = [models.UniqueConstraint(fields=["scale", "code"], name="assessment_level_code")]

    def __str__(self):
        return self.label


class Source(models.TextChoices):
    LESSON = "lesson", "Lesson"
    UNIT = "unit", "End of unit"
    IMPORT = "import", "Import"
    SWIMMING = "swimming", "Swimming"


class Judgement(models.Model):
    """One judgement of a child on an outcome. Append-only in normal use: never updated,
    deleted only with the child (erasure) or the school."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="judgements")
    # Content rows are not deleted in normal use; a reseed of the catalogue takes its judgements.
    outcome = models.ForeignKey(Outcome, on_delete=models.CASCADE, related_name="+")
    level = models.ForeignKey(Level, on_delete=models.PROTECT, related_name="+")
    level_label = models.CharField(max_length=40, help_text="The level as the scale named it then (the export).")
    observed = models.BooleanField(help_text="Tapped by the teacher; false: left at the school's default.")
    source = models.CharField(max_length=10, choices=Source.choices, default=Source.LESSON)
    lesson = models.ForeignKey(Lesson, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    group = models.ForeignKey(Group, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    recorded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    recorded_at = models.DateTimeField(default=timezone.now)

    # for_user(user, action): the access layer's class-level rule (apps/access/scoping.py).
    objects = ScopedQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Teachers' judgements of a child on the curriculum's learning outcomes",
        noun="assessment judgements",
        fields=("level_label", "observed", "recorded_at"),
        why="To report each child's attainment to their teachers, the PE lead and the school's admins",
        kept="As long as the child's record",
        child="student",
        school="account",
    )

    class Meta:
        ordering = ["recorded_at", "id"]
        indexes = [models.Index(fields=["student", "outcome", "recorded_at"])]


class Attainment(models.Model):
    """A child's current level on an outcome: their latest judgement (the rollup the reports
    read; services.attainment_rebuild recomputes it from the judgements)."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="attainments")
    outcome = models.ForeignKey(Outcome, on_delete=models.CASCADE, related_name="+")
    level = models.ForeignKey(Level, on_delete=models.PROTECT, related_name="+")
    observed = models.BooleanField()
    judgement = models.ForeignKey(Judgement, on_delete=models.CASCADE, related_name="+")
    recorded_at = models.DateTimeField()

    objects = ScopedQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Each child's current attainment on each outcome (from the judgements)",
        noun="current attainment",
        fields=("observed", "recorded_at"),
        why="The class report",
        kept="As long as the child's record",
        child="student",
        school="account",
    )

    class Meta:
        constraints = [models.UniqueConstraint(fields=["student", "outcome"], name="assessment_attainment_once")]
        indexes = [models.Index(fields=["account", "outcome"])]


class Evidence(models.Model):
    """A photo or short video of children showing outcomes (issue 30). Only children whose
    photo consent the school has recorded; parents see it only when a teacher shares it;
    deleted with its file at `keep_until` (the school's setting) or with any child it shows."""

    class Kind(models.TextChoices):
        PHOTO = "photo", "Photo"
        VIDEO = "video", "Video"

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    # Stored under a generated name through the default storage (local disk or S3); served
    # only through the access-checked views, never from a public URL.
    file = models.FileField(max_length=200)
    kind = models.CharField(max_length=5, choices=Kind.choices)
    caption = models.CharField(max_length=200, blank=True)
    students = models.ManyToManyField(Student, related_name="evidence")
    outcomes = models.ManyToManyField(Outcome, blank=True, related_name="+")
    group = models.ForeignKey(Group, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    lesson = models.ForeignKey(Lesson, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    uploaded_at = models.DateTimeField(default=timezone.now)
    shared_with_parents = models.BooleanField(default=False)
    keep_until = models.DateField()

    objects = ScopedQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Photos and videos of children showing learning outcomes",
        noun="assessment evidence",
        fields=("file", "caption", "uploaded_at"),
        why="Evidence behind teachers' judgements, for moderation, and for parents when a teacher shares it",
        kept="The school's evidence period (a year unless it sets another), or until any child it shows is erased",
        child="students",
        school="account",
    )

    class Meta:
        ordering = ["-uploaded_at", "-id"]
        indexes = [models.Index(fields=["keep_until"]), models.Index(fields=["group", "uploaded_at"])]

    def __str__(self):
        return f"{self.get_kind_display()} {self.pk}"


class Submission(models.Model):
    """A lesson's save sent with an Idempotency-Key (issue 33: saves kept on a device while
    offline are sent again until one answer arrives). The first save with a key records;
    a repeat of it answers with the same `response` and writes nothing; the same key with
    a different body is refused (409). Holds counts only, no child's data."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    key = models.UUIDField()
    fingerprint = models.CharField(max_length=64, help_text="SHA-256 of the class and the body.")
    response = models.JSONField(default=dict)
    received_at = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="assessment_submission_once")]
        indexes = [models.Index(fields=["received_at"])]

    def __str__(self):
        return f"Submission {self.key}"
