"""What the editors' tool keeps (issue 29): a revision of a lesson on every save, with who
saved it, what changed and the lesson as it then was (in the unit file's own format, so a
restore is the same code path as an import)."""

from django.conf import settings
from django.db import models

from apps.content.models.structure import Lesson


class Revision(models.Model):
    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="revisions")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL,
                               related_name="+")  # fmt: skip
    created = models.DateTimeField(auto_now_add=True, db_index=True)
    summary = models.TextField(help_text="What changed, in words.")
    data = models.JSONField(help_text="The lesson as saved (unit file format).")

    class Meta:
        ordering = ["-created", "-id"]

    def __str__(self):
        return f"{self.lesson} at {self.created:%d %b %Y %H:%M}"


# The shape of each list a content row keeps in a JSON column, by field name: "text" (a
# list of words or lines), "slugs" (die slugs) or the keys of each entry. The editors'
# forms show each as rows or lines, never as JSON, and a unit file is checked against it.
JSON_SHAPES = {
    "text_lines": ("time", "text"),
    "lines": ("time", "text"),
    "key_vocabulary": ("word", "meaning"),
    "links": ("title", "url"),
    "dice": "slugs",
    "sites": "text",
    "years": "numbers",
}


def json_problem(name, value):
    """Why a JSON column's value does not have its shape (None when it does)."""
    shape = JSON_SHAPES.get(name, "text")
    if not isinstance(value, list):
        return "should be a list"
    for item in value:
        if shape in ("text", "slugs"):
            ok = isinstance(item, str)
        elif shape == "numbers":
            ok = isinstance(item, int) and not isinstance(item, bool)
        else:
            ok = isinstance(item, dict) and set(item) == set(shape) and all(
                isinstance(item[k], (int, float)) and not isinstance(item[k], bool) if k == "time"
                else isinstance(item[k], str) for k in shape)  # fmt: skip
        if not ok:
            return f"each entry should be {' and '.join(shape) if isinstance(shape, tuple) else shape}"
    return None
