"""The PE passport (issue 32): the secondary schools a primary sends its Year 6 passports
to, each passport sent (a copy of the document as it was that day, the receiving school's
to keep until the end of the autumn term), and every opening of one by the receiver.

A receiving school belongs to the primary that named it: another primary naming the same
secondary makes its own row, so nobody is given another school's passports by typing a
URN. Its users are kind 'receiver' (users.User), who see only the passports sent to a
receiving school they belong to (apps/access/scoping.py: passports_for)."""

from datetime import date

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import Student
from apps.core.personal import Personal
from apps.core.scoping import ScopedQuerySet


def autumn_term_end(day: date) -> date:
    """The end of the autumn term after a day in the school year that is ending (or the one
    it is in): 31 December. Schools break up a week or so before; the rule errs towards
    keeping the record until the receiving school has had the whole term."""
    return date(day.year, 12, 31)


class ReceivingSchool(models.Model):
    """A secondary school one primary sends passports to: its name, URN and PE contact."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="receiving_schools")
    name = models.CharField(max_length=200)
    urn = models.CharField("URN", max_length=6)
    contact_name = models.CharField(max_length=100)
    contact_email = models.EmailField(max_length=254)
    users = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="receiving_schools")
    date_created = models.DateTimeField(default=timezone.now)

    objects = ScopedQuerySet.as_manager()

    PERSONAL = Personal(
        whose="The PE contact at a secondary school a primary sends PE passports to",
        noun="receiving schools",
        fields=("contact_name", "contact_email"),
        why="To invite the secondary's PE contact to sign in and receive the passports",
        kept="While the primary school's account is held",
        school="account",
    )

    class Meta:
        ordering = ["name", "pk"]
        constraints = [models.UniqueConstraint(fields=["account", "urn"], name="passport_receiving_once")]

    def __str__(self):
        return f"{self.name} ({self.urn})"


class PassportShare(models.Model):
    """One child's passport sent to a receiving school: the document as it was when sent
    (the receiving school's copy: it stays theirs when the primary's own record of the child
    is erased), who sent it and when it was first opened (received)."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    receiving = models.ForeignKey(ReceivingSchool, on_delete=models.CASCADE, related_name="shares")
    # The primary's child while it holds them: emptied when the child is erased there.
    student = models.ForeignKey(Student, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    child_name = models.CharField(max_length=201)
    document = models.JSONField()
    sent_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    sent_at = models.DateTimeField(default=timezone.now)
    received_at = models.DateTimeField(null=True, blank=True)
    keep_until = models.DateField()

    objects = ScopedQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Year 6 children's PE passports sent to their secondary school (a copy as sent)",
        noun="PE passports sent",
        fields=("child_name", "document"),
        why="So the secondary school's PE department knows what each child has learnt in PE",
        kept="The receiving school's copy: until the end of the autumn term after it was sent (31 December)",
        school="account",
    )

    class Meta:
        ordering = ["child_name", "pk"]
        indexes = [models.Index(fields=["keep_until"]), models.Index(fields=["student", "received_at"])]

    def __str__(self):
        return f"{self.child_name} to {self.receiving}"


class PassportOpening(models.Model):
    """Every opening of a passport by the receiving school: who, when, which."""

    share = models.ForeignKey(PassportShare, on_delete=models.CASCADE, related_name="openings")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    user_email = models.EmailField(max_length=254)
    opened_at = models.DateTimeField(default=timezone.now)
    how = models.CharField(max_length=10, default="page")  # page, json, print, batch

    objects = ScopedQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Who at the receiving school opened each PE passport, and when",
        noun="passport openings",
        fields=("user_email", "opened_at"),
        why="So the primary school knows its passports were received, and by whom",
        kept="With the passport it opened",
        school="share__account",
    )

    class Meta:
        ordering = ["-opened_at", "-pk"]


def year6_leavers_due(leavers, today: date) -> list[int]:
    """Of these privacy.Leaver rows of Year 6 children, the ids of the children due for
    erasure today (the retention job's rule for Year 6 leavers, whatever the school's
    period): once their passport has been received (opened by the receiving school) or the
    autumn term after they left has ended, whichever is first, and not before."""
    received = PassportShare.objects.filter(student_id=models.OuterRef("student_id"), received_at__isnull=False)
    rows = leavers.annotate(received=models.Exists(received)).values_list("student_id", "since", "received")
    return [pk for pk, since, got in rows if got or today > autumn_term_end(since)]
