"""My Account's own records: an account's training (spec 1 §3 Training item) and the
membership orders placed from the purchase page (spec 1 §3 Purchase payload)."""

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.core.personal import Personal

SOON_DAYS = 30  # "Please complete this training before it expires in …"
NOT_OWN_PARTICIPANT = "Choose one of this school's users"  # a training participant from elsewhere


class TrainingItem(models.Model):
    class Group(models.TextChoices):
        LEARNING = "learning", "My Learning"
        SCHEDULED = "scheduled", "Scheduled"
        PENDING = "pending", "Pending"
        COMPLETED = "completed", "Completed"

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="training")
    group = models.CharField(max_length=10, choices=Group.choices, default=Group.LEARNING)
    status_label = models.CharField(max_length=50, blank=True)
    mode_label = models.CharField(max_length=50, blank=True, help_text="Online, In school, Webinar…")
    title = models.CharField(max_length=200)
    subtitle = models.CharField(max_length=200, blank=True)
    info = models.TextField(blank=True, max_length=2000)
    tutor_name = models.CharField(max_length=100, blank=True)
    tutor_email = models.EmailField(blank=True)
    booking_email = models.EmailField(blank=True)
    participant = models.CharField(max_length=200, blank=True)
    timetable_received = models.BooleanField(default=False)
    link = models.URLField(blank=True)
    book_url = models.URLField(blank=True)
    start_date = models.DateField(null=True, blank=True)
    end_date = models.DateField(null=True, blank=True)
    completion_date = models.DateField(null=True, blank=True)
    ru_active = models.BooleanField(default=False)
    ru_complete = models.BooleanField(default=False)
    date_created = models.DateTimeField(default=timezone.now)

    PERSONAL = Personal(
        whose="Training: tutors, participants and booking contacts",
        fields=("tutor_name", "tutor_email", "booking_email", "participant"),
        why="The school's training record on My Account",
        kept="As long as the account",
    )

    class Meta:
        ordering = ["end_date", "title", "pk"]
        indexes = [models.Index(fields=["account", "group"])]

    def __str__(self):
        return self.title

    def days_left(self, today=None):
        if self.end_date is None:
            return None
        return (self.end_date - (today or timezone.localdate())).days

    @property
    def expired(self):
        left = self.days_left()
        return self.group != self.Group.COMPLETED and left is not None and left < 0

    def days_to_start(self, today=None):
        if self.start_date is None:
            return None
        return (self.start_date - (today or timezone.localdate())).days

    @property
    def upcoming(self):
        """A session that has not started yet (a booked INSET, a webinar): the page says
        when it takes place, not that it must be completed before it expires."""
        ahead = self.days_to_start()
        return self.group != self.Group.COMPLETED and ahead is not None and ahead > 0

    @property
    def soon(self):
        left = self.days_left()
        return (self.group != self.Group.COMPLETED and not self.upcoming and left is not None
                and 0 <= left <= SOON_DAYS)  # fmt: skip


class PurchaseOrder(models.Model):
    """A membership order from /account/purchase: who, which schools, how long, the price,
    the finance contact and PO. Staff mark it paid and turn it into licences."""

    class Status(models.TextChoices):
        PLACED = "placed", "Placed"
        PAID = "paid", "Paid"
        LICENSED = "licensed", "Licensed"

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="orders")
    placed_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    placed_by_email = models.EmailField(blank=True)
    product = models.CharField(max_length=20, default="pe")
    schools = models.JSONField(default=list, help_text="[{id, name, email}] of the schools bought for.")
    length = models.PositiveSmallIntegerField()
    price = models.PositiveIntegerField(help_text="Pounds.")
    discount = models.PositiveIntegerField(default=0, help_text="Pounds taken off for schools it referred.")
    finance_first_name = models.CharField(max_length=100)
    finance_last_name = models.CharField(max_length=100)
    finance_email = models.EmailField()
    po_number = models.CharField(max_length=50, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PLACED)
    trial_ended = models.BooleanField(default=False)
    created = models.DateTimeField(default=timezone.now)

    PERSONAL = Personal(
        whose="Who ordered a membership and its finance contact",
        fields=("placed_by_email", "finance_first_name", "finance_last_name", "finance_email", "schools"),
        why="To invoice the membership",
        kept="As long as the account (the invoice's record)",
    )

    class Meta:
        ordering = ["-created", "-pk"]

    def __str__(self):
        return f"Order {self.pk}: {self.length} year(s), £{self.price}"


class Referral(models.Model):
    """Refer a Friend (spec 1 §2 dashboard tile, §9 "£100 membership discount when a
    referred school joins"): a school names another school and a contact there. When the
    referred school joins (an order of its membership becomes a licence), the referring
    school's next purchase is £100 less."""

    class Status(models.TextChoices):
        REFERRED = "referred", "Referred"
        JOINED = "joined", "Joined"

    account = models.ForeignKey("accounts.Account", on_delete=models.CASCADE, related_name="referrals_made")
    referred_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    school_name = models.CharField(max_length=200)
    contact_name = models.CharField(max_length=100)
    contact_email = models.EmailField()
    referred_account = models.ForeignKey(
        "accounts.Account", null=True, blank=True, on_delete=models.SET_NULL, related_name="referrals_received",
        help_text="The referred school's account, once it is known (matched by name, or when it joins).",
    )  # fmt: skip
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.REFERRED)
    joined = models.DateTimeField(null=True, blank=True)
    discount = models.PositiveIntegerField(default=0, help_text="Pounds off the referring school's next purchase.")
    used_by_order = models.ForeignKey(
        "PurchaseOrder", null=True, blank=True, on_delete=models.SET_NULL, related_name="referrals_used"
    )
    created = models.DateTimeField(default=timezone.now)

    PERSONAL = Personal(
        whose="Contacts at schools a member referred",
        fields=("contact_name", "contact_email"),
        why="To contact the referred school and credit the referring school when it joins",
        kept="As long as the referring account",
    )

    class Meta:
        ordering = ["-created", "-pk"]

    def __str__(self):
        return f"{self.school_name} (referred by account {self.account_id})"
