"""The curriculum spine (issue 27): strands, the national curriculum's statements and the
learning outcomes of every unit (and of every early-years theme and KS2 movement skill),
with the outcomes each lesson works on. Content staff edit them in the admin."""

from django.core.exceptions import ValidationError
from django.db import models

from apps.content.models.parts import ThemeItem
from apps.content.models.structure import Ability, Unit


class Strand(models.Model):
    """What kind of learning an outcome is: one of Ofsted's three kinds of PE knowledge
    (motor competence; rules, strategies and tactics; healthy participation) or one of the
    programme's abilities (personal, social, cognitive, creative)."""

    class Kind(models.TextChoices):
        KNOWLEDGE = "knowledge", "Kind of PE knowledge"
        ABILITY = "ability", "Ability"

    slug = models.SlugField(max_length=30, unique=True)
    title = models.CharField(max_length=60)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    ability = models.ForeignKey(
        Ability, null=True, blank=True, on_delete=models.SET_NULL, help_text="The programme's ability, if any."
    )
    description = models.TextField(blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self):
        return self.title

    @property
    def path(self):
        return f"/real/progression/{self.slug}"


class CurriculumStatement(models.Model):
    """A statement of the national curriculum for PE in England (KS1, KS2, swimming and
    water safety) or an EYFS Physical Development early learning goal."""

    class Stage(models.TextChoices):
        EYFS = "eyfs", "EYFS"
        KS1 = "ks1", "Key Stage 1"
        KS2 = "ks2", "Key Stage 2"
        SWIMMING = "swimming", "Swimming and water safety"

    code = models.SlugField(max_length=30, unique=True, help_text="Short name, e.g. ks2-games.")
    key_stage = models.CharField(max_length=20, choices=Stage.choices)
    text = models.TextField()
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self):
        return f"{self.get_key_stage_display()}: {self.text}"


class Outcome(models.Model):
    """A learning outcome of a unit (or of a theme or movement skill), in teaching order."""

    unit = models.ForeignKey(Unit, null=True, blank=True, on_delete=models.CASCADE, related_name="outcomes")
    theme_item = models.ForeignKey(ThemeItem, null=True, blank=True, on_delete=models.CASCADE, related_name="outcomes")
    year = models.PositiveSmallIntegerField(
        null=True, blank=True, help_text="For outcomes taught outside the units (swimming and water safety): the year."
    )
    text = models.CharField(max_length=300)
    strand = models.ForeignKey(Strand, on_delete=models.PROTECT, related_name="outcomes")
    statement = models.ForeignKey(CurriculumStatement, on_delete=models.PROTECT, related_name="outcomes")
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["order", "id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(unit__isnull=False, theme_item__isnull=True, year__isnull=True)
                | models.Q(unit__isnull=True, theme_item__isnull=False, year__isnull=True)
                | models.Q(unit__isnull=True, theme_item__isnull=True, year__isnull=False),
                name="content_outcome_one_owner",
            )
        ]

    def __str__(self):
        return self.text

    def clean(self):
        owners = [self.unit_id is not None, self.theme_item_id is not None, self.year is not None]
        if sum(owners) != 1:
            raise ValidationError("An outcome belongs to one unit, one theme or skill, or (swimming) one year.")


class LessonOutcome(models.Model):
    """The outcomes a lesson works on (one to three of its unit's)."""

    lesson = models.ForeignKey("content.Lesson", on_delete=models.CASCADE, related_name="lesson_outcomes")
    outcome = models.ForeignKey(Outcome, on_delete=models.CASCADE, related_name="lesson_links")
    order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["order", "id"]
        constraints = [models.UniqueConstraint(fields=["lesson", "outcome"], name="content_lesson_outcome_unique")]

    def __str__(self):
        return f"{self.lesson}: {self.outcome}"
