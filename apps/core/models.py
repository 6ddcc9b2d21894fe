"""The durable outbox (issue 24): every email is written here in the same transaction as
the change that sends it, and a worker sends it after commit, retrying with a growing
wait; the beat's sweep (apps.core.tasks.outbox_flush) sends what a broker that was away
never delivered. A fault of Redis or of the mail server delays an email, never loses it."""

from django.db import models
from django.utils import timezone

from apps.core.personal import Personal


class OutboxEmail(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", "Waiting to be sent"
        SENDING = "sending", "Being sent"
        SENT = "sent", "Sent"
        FAILED = "failed", "Not sent after every attempt"

    kind = models.CharField(max_length=100)  # the template, e.g. "signin/email/reset"
    to = models.CharField(max_length=254)
    subject = models.CharField(max_length=300)
    body = models.TextField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveSmallIntegerField(default=0)
    next_attempt = models.DateTimeField(default=timezone.now)
    claimed = models.DateTimeField(null=True, blank=True)  # when a worker took it (status sending)
    last_error = models.CharField(max_length=300, blank=True)
    created = models.DateTimeField(default=timezone.now)
    sent = models.DateTimeField(null=True, blank=True)

    # A sent email keeps no address, subject or body (an invite's body holds its link's
    # key, of which the tokens table keeps only the hash): only its kind and dates.
    PERSONAL = Personal(
        whose="Emails waiting to be sent (invitations, password resets, a child's invite to the home app, orders)",
        noun="emails waiting to be sent",
        fields=("to", "subject", "body"),
        why="So an email is sent even when the mail server or the task queue is away for a while",
        kept="Until sent: then the address, subject and body are cleared, and the row itself goes after 30 days",
    )

    class Meta:
        ordering = ["created", "id"]
        indexes = [models.Index(fields=["status", "next_attempt"])]

    def __str__(self):
        return f"{self.kind} ({self.get_status_display()})"


class RepeatGuard(models.Model):
    """One row per write that must happen once however often it is sent (issue 24: ten
    identical simultaneous "add child" requests made three children). The database's
    unique key makes parallel repeats wait for the first and then find its result."""

    scope = models.CharField(max_length=60)  # the write, e.g. "bursts.student_create"
    key = models.CharField(max_length=64)  # a digest of the client's key or of the request's content
    result = models.JSONField(default=dict)  # what the first request made, e.g. {"id": 12}
    created = models.DateTimeField(default=timezone.now)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["scope", "key"], name="repeat_guard_once")]
        indexes = [models.Index(fields=["created"])]

    def __str__(self):
        return f"{self.scope} {self.key[:8]}"
