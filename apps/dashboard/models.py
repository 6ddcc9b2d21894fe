from django.db import models


class Alert(models.Model):
    """A banner on the dashboard (spec 1 §3 Dashboard content)."""

    class Level(models.TextChoices):
        INFO = "info", "Info"
        ERROR = "error", "Error"

    level = models.CharField(max_length=10, choices=Level.choices, default=Level.INFO)
    text = models.CharField(max_length=300)
    link = models.CharField("link text", max_length=100, blank=True)
    url = models.CharField(max_length=300, blank=True)
    new_window = models.BooleanField(default=False)
    active = models.BooleanField(default=True)
    sort = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["sort", "id"]

    def __str__(self):
        return self.text


class Highlight(models.Model):
    """A Member Highlights slide; the tile rotates through the active ones."""

    title = models.CharField(max_length=150)
    link = models.CharField("link text", max_length=100, blank=True)
    url = models.CharField(max_length=300, blank=True)
    image = models.CharField(max_length=300, blank=True, help_text="Static path or URL of the picture.")
    active = models.BooleanField(default=True)
    sort = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["sort", "id"]

    def __str__(self):
        return self.title
