"""Micro learns (spec 2 §3 "Micro-learn entry"): short storylines of professional
learning, grouped under categories, edited by content staff in the admin."""

from django.core.validators import FileExtensionValidator
from django.db import models

IMAGE_TYPES = ["png", "jpg", "jpeg", "webp"]  # no SVG uploads: they can carry script


class MicroLearn(models.Model):
    class Type(models.TextChoices):
        CATEGORY = "category", "Category"
        STORYLINE = "storyline", "Storyline"

    type = models.CharField(max_length=10, choices=Type.choices, default=Type.STORYLINE)
    title = models.CharField(max_length=200)
    category = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="children",
        limit_choices_to={"type": "category"},
        help_text="Storylines without a category are listed under 'No Category'.",
    )
    url = models.URLField("link", max_length=500, blank=True, help_text="Where the storyline is played.")
    text = models.TextField(blank=True, help_text="Rich text (HTML); scripts and styles are removed when shown.")
    time = models.PositiveSmallIntegerField("minutes", null=True, blank=True, help_text="About how long it takes.")
    position = models.PositiveSmallIntegerField(default=0)
    published = models.BooleanField(default=True)

    class Meta:
        ordering = ["position", "title"]

    def __str__(self):
        return self.title


class MicroLearnImage(models.Model):
    entry = models.ForeignKey(MicroLearn, on_delete=models.CASCADE, related_name="images")
    file = models.FileField(
        upload_to="learning/",
        blank=True,
        validators=[FileExtensionValidator(IMAGE_TYPES)],
        help_text="PNG, JPEG or WebP.",
    )
    url = models.CharField(max_length=500, blank=True, help_text="Instead of a file: where the image is kept.")
    alt = models.CharField("description", max_length=200, blank=True, help_text="Leave empty for a decorative image.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return self.alt or self.href

    @property
    def href(self):
        return self.file.url if self.file else self.url
