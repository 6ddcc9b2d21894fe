"""Support pages (spec 1 §2, §3 "Support block"): a folder of pages two levels deep,
each made of blocks (faq, text, links, documents, videos), edited by content staff in
the admin. Who may open a page is a named rule (apps.access.rules.can_open_support_page)
that looks at the page's audience and its folder's."""

import posixpath

from django.core.exceptions import ValidationError
from django.core.validators import FileExtensionValidator
from django.db import models
from django.db.models import Q

DOCUMENT_TYPES = ["pdf", "doc", "docx", "xlsx", "pptx", "csv", "txt", "png", "jpg"]
VIDEO_TYPES = ["mp4", "webm"]
MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
MAX_VIDEO_BYTES = 200 * 1024 * 1024


def validate_document_size(file):
    if file.size > MAX_DOCUMENT_BYTES:
        raise ValidationError("The file you are trying to upload is too large (at most 10 MB).")


def validate_video_size(file):
    if file.size > MAX_VIDEO_BYTES:
        raise ValidationError("The file you are trying to upload is too large (at most 200 MB).")


SAFE_SCHEMES = ("https://", "http://", "mailto:", "tel:")


def check_address(value):
    """An address staff type into a block: a page of the site (/support/faqs) or a web,
    mail or phone address; never javascript: or data: (they would run in the reader's
    browser)."""
    value = (value or "").strip()
    on_site = value.startswith("/") and not value.startswith("//")
    if value and not (on_site or value.lower().startswith(SAFE_SCHEMES)):
        raise ValidationError("Use a page of the site (starting with /) or a full https:// address.")


class Audience(models.TextChoices):
    """Who a page is for. The content service's product names map on (core is pe,
    daily is home; spec 1 §3)."""

    EVERYONE = "", "Everyone signed in"
    PARTNER = "partner", "Partner accounts (and internal staff)"
    BURSTS = "bursts", "BURSTS access"
    PE = "pe", "Core PE (core)"
    GYM = "gym", "Gym"
    DANCE = "dance", "Dance"
    FOUNDATIONS = "foundations", "Foundations"
    PLAY = "play", "Play"
    LEADERS = "leaders", "Leaders"
    HOME = "home", "Home learning (daily)"


PRODUCT_ALIASES = {"core": Audience.PE, "full": Audience.PE, "daily": Audience.HOME}


class SupportPage(models.Model):
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=80)
    parent = models.ForeignKey(
        "self",
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="children",
        limit_choices_to={"parent__isnull": True},
        help_text="The folder this page sits in (pages are at most two levels deep).",
    )
    product = models.CharField(
        "audience", max_length=20, choices=Audience.choices, blank=True, help_text="Who may open this page."
    )
    summary = models.CharField(max_length=300, blank=True, help_text="One line shown in folder lists and search.")
    position = models.PositiveSmallIntegerField(default=0)
    # Plain text of the blocks, kept by services.page_reindex for the search.
    search_text = models.TextField(blank=True, editable=False)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["position", "title"]
        constraints = [
            models.UniqueConstraint(fields=["parent", "slug"], name="support_slug_in_folder"),
            models.UniqueConstraint(fields=["slug"], condition=Q(parent=None), name="support_top_slug"),
        ]

    def __str__(self):
        return f"{self.parent.title} › {self.title}" if self.parent_id else self.title

    def save(self, *args, **kwargs):
        self.product = PRODUCT_ALIASES.get(self.product, self.product)
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return self.path

    @property
    def slugs(self):
        return [self.parent.slug, self.slug] if self.parent_id else [self.slug]

    @property
    def path(self):
        return "/support/" + "/".join(self.slugs)


class SupportBlock(models.Model):
    class Kind(models.TextChoices):
        FAQ = "faq", "FAQ (label is the question, text the answer)"
        TEXT = "text", "Text"
        LINKS = "links", "Links"
        DOCUMENTS = "documents", "Documents"
        VIDEOS = "videos", "Videos"

    page = models.ForeignKey(SupportPage, on_delete=models.CASCADE, related_name="blocks")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.TEXT)
    label = models.CharField(max_length=300, blank=True)
    text = models.TextField(blank=True, help_text="Rich text (HTML); scripts and styles are removed when shown.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return f"{self.get_kind_display().split(' (')[0]}: {self.label or self.page.title}"


class SupportLink(models.Model):
    block = models.ForeignKey(SupportBlock, on_delete=models.CASCADE, related_name="links")
    title = models.CharField(max_length=200)
    url = models.CharField(max_length=500, help_text="A page of the site (/support/faqs) or a full address.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return self.title

    def clean(self):
        try:
            check_address(self.url)
        except ValidationError as error:
            raise ValidationError({"url": error.messages}) from error

    @property
    def external(self):
        return "://" in self.url


class _Attachment(models.Model):
    """A file uploaded in the admin, or the address of one kept elsewhere."""

    title = models.CharField(max_length=200)
    url = models.CharField(max_length=500, blank=True, help_text="Instead of a file: where it is kept.")
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        abstract = True
        ordering = ["position", "id"]

    def __str__(self):
        return self.title

    def clean(self):
        errors = {}
        for name in ("url", "poster"):
            try:
                check_address(getattr(self, name, ""))
            except ValidationError as error:
                errors[name] = error.messages
        if not self.file and not self.url:
            errors["url"] = ["Upload a file or give its address."]
        if errors:
            raise ValidationError(errors)

    @property
    def href(self):
        return self.file.url if self.file else self.url

    @property
    def extension(self):
        name = self.file.name if self.file else self.url.split("?")[0]
        return posixpath.splitext(name)[1].lstrip(".").lower()


class SupportDocument(_Attachment):
    block = models.ForeignKey(SupportBlock, on_delete=models.CASCADE, related_name="documents")
    file = models.FileField(
        upload_to="support/documents/",
        blank=True,
        validators=[FileExtensionValidator(DOCUMENT_TYPES), validate_document_size],
        help_text="PDF, Word, Excel, PowerPoint, CSV, text or an image; at most 10 MB.",
    )


class SupportVideo(_Attachment):
    block = models.ForeignKey(SupportBlock, on_delete=models.CASCADE, related_name="videos")
    file = models.FileField(
        upload_to="support/videos/",
        blank=True,
        validators=[FileExtensionValidator(VIDEO_TYPES), validate_video_size],
        help_text="MP4 or WebM.",
    )
    poster = models.CharField(max_length=500, blank=True, help_text="An image shown before the video plays.")

    @property
    def mime(self):
        return f"video/{self.extension or 'mp4'}"
