from django.conf import settings
from django.db import models

from apps.core.personal import Personal


class Bookmark(models.Model):
    """A page a user keeps in the header's Bookmarks menu (spec 1 §3 Bookmark)."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="bookmarks")
    url = models.CharField(max_length=500)
    title = models.CharField(max_length=200)
    # Breadcrumb titles joined by " - ", without the current page's type.
    subtitle = models.CharField(max_length=500, blank=True)
    product = models.CharField(max_length=20, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    PERSONAL = Personal(
        whose="The pages a user bookmarked",
        noun="bookmarks",
        fields=("url", "title", "subtitle"),
        why="The header's Bookmarks menu",
        kept="Until the user removes them; removed with the user",
        home_child="user",
    )

    class Meta:
        ordering = ["-created", "-id"]
        constraints = [models.UniqueConstraint(fields=["user", "url"], name="bookmark_once_per_url")]
        indexes = [models.Index(fields=["user", "-created"])]

    def __str__(self):
        return f"{self.title} ({self.url})"
