from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import models
from django.db.models import F
from django.db.models.functions import Upper
from django.utils import timezone

from apps.core.personal import Personal


class Region(models.Model):
    name = models.CharField(max_length=100, unique=True)
    managers = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="managed_regions")

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name


class County(models.Model):
    title = models.CharField(max_length=100, unique=True)
    region = models.ForeignKey(Region, null=True, blank=True, on_delete=models.SET_NULL, related_name="counties")

    class Meta:
        ordering = ["title"]
        verbose_name_plural = "counties"

    def __str__(self):
        return self.title


class Authority(models.Model):
    name = models.CharField(max_length=150, unique=True)

    class Meta:
        ordering = ["name"]
        verbose_name_plural = "authorities"

    def __str__(self):
        return self.name


class NeverDeleted(PermissionDenied):
    """School accounts are never deleted (the spec has no such action): their users,
    licences and audit would go with them. They are frozen or left to lapse instead."""

    def __init__(self):
        super().__init__("School accounts cannot be deleted.")


class AccountQuerySet(models.QuerySet):
    def delete(self):
        raise NeverDeleted


class Account(models.Model):
    """A member school or organisation (spec 1 §3 Account). Derived flags such as
    hasBursts or accessProducts come from its licences: see access.entitlements.account_access."""

    class Status(models.IntegerChoices):
        ACTIVE = 30, "Active"
        LAPSING = 20, "Lapsing"
        INACTIVE = 10, "Inactive"
        PROSPECT = 0, "Prospect"

    class Type(models.TextChoices):
        EDUCATION = "education", "Education"
        PARTNER = "partner", "Partner"
        ORGANISATION = "organisation", "Organisation"
        INDIVIDUAL = "individual", "Individual"

    class WondeStatus(models.TextChoices):
        APPROVED = "approved", "Approved"
        AUDITED = "audited", "Audited"
        PENDING = "pending", "Pending"
        DECLINED = "declined", "Declined"
        REVOKED = "revoked", "Revoked"

    name = models.CharField(max_length=200)
    status = models.PositiveSmallIntegerField(choices=Status.choices, default=Status.PROSPECT)
    account_type = models.CharField(max_length=20, choices=Type.choices, default=Type.EDUCATION)
    address_line1 = models.CharField(max_length=200, blank=True)
    address_line2 = models.CharField(max_length=200, blank=True)
    city = models.CharField(max_length=100, blank=True)
    postcode = models.CharField(max_length=12, blank=True)
    county = models.ForeignKey(County, null=True, blank=True, on_delete=models.SET_NULL, related_name="accounts")
    region = models.ForeignKey(Region, null=True, blank=True, on_delete=models.SET_NULL, related_name="accounts")
    authority = models.ForeignKey(Authority, null=True, blank=True, on_delete=models.SET_NULL, related_name="accounts")
    manager = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="managed_accounts"
    )
    frozen = models.BooleanField(default=False)
    is_partner = models.BooleanField(default=False)
    parent_school = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="child_schools"
    )
    urn = models.CharField("URN", max_length=20, blank=True)
    wonde_id = models.CharField(max_length=50, blank=True)
    wonde_pe_status = models.CharField(max_length=10, choices=WondeStatus.choices, blank=True)
    wonde_bursts_status = models.CharField(max_length=10, choices=WondeStatus.choices, blank=True)
    wonde_message = models.CharField(max_length=300, blank=True)
    # The partner's region host for this school (its API answers only there); empty: the main one.
    wonde_domain = models.CharField(max_length=100, blank=True)
    zoho_id = models.CharField("CRM id", max_length=50, blank=True, db_index=True)
    zoho_pe_id = models.CharField("CRM pe id", max_length=50, blank=True)
    zoho_bursts_id = models.CharField("CRM BURSTS id", max_length=50, blank=True)
    uri = models.SlugField(max_length=200, blank=True)
    bursts_uri = models.SlugField(max_length=200, blank=True)
    date_created = models.DateTimeField(default=timezone.now)

    objects = AccountQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        # The list's sorts (with the id as the tie-break) walk these indexes instead of sorting
        # every row, and page on from a key (apps/core/paging.py). The CRM id and URN are
        # matched in any case (iexact: UPPER() = UPPER()), so their index is on UPPER() too.
        # Search by name, postcode and city uses trigram indexes on PostgreSQL (migration 0011).
        indexes = [
            models.Index(fields=["status", "name", "id"], name="account_status_name_idx"),
            models.Index(F("status").desc(), "name", "id", name="account_status_desc_name_idx"),
            models.Index(fields=["name", "id"], name="account_name_idx"),
            models.Index(Upper("zoho_id"), name="account_crm_id_upper_idx"),
            models.Index(Upper("urn"), name="account_urn_upper_idx"),
        ]

    def __str__(self):
        return self.name

    def delete(self, *args, **kwargs):
        raise NeverDeleted

    @staticmethod
    def status_text_for(value) -> str:
        """The status as staff pages show it, by its name ("Lapsing", not "20 Lapsing": the
        code is the API's, issue 20): one label for the filter, the cards and the intro."""
        return Account.Status(int(value)).label

    @property
    def status_text(self):
        return self.status_text_for(self.status)

    @property
    def status_label(self):
        return "Frozen" if self.frozen else self.get_status_display()

    @property
    def status_tone(self):
        """The card colour (spec 1 §4): 30 strong, 20 lighter, 10 or below grey."""
        return "strong" if self.status >= 30 else "light" if self.status >= 20 else "grey"

    @property
    def is_partner_account(self):
        """A partner by the isPartner flag or by the Partner account type: CRM data sets
        one or both, and a staff member sees either as a partner."""
        return self.is_partner or self.account_type == self.Type.PARTNER

    @property
    def has_wonde(self):
        return bool(self.wonde_id)

    @property
    def wonde_pe_approved(self):
        """Approved on the partner (an audited school is approved, its access watched)."""
        return self.wonde_pe_status in (self.WondeStatus.APPROVED, self.WondeStatus.AUDITED)

    @property
    def wonde_bursts_approved(self):
        return self.wonde_bursts_status in (self.WondeStatus.APPROVED, self.WondeStatus.AUDITED)

    @property
    def zoho_url(self):
        return f"{settings.CRM_ACCOUNT_URL}{self.zoho_id}" if self.zoho_id else ""

    @property
    def address_lines(self):
        county = self.county.title if self.county_id else ""
        return [p for p in (self.address_line1, self.address_line2, self.city, county, self.postcode) if p]


class AuditKind(models.TextChoices):
    """Every kind of audited change, with how the history words it (formatted with the
    row's detail). Services record one of these in the same transaction as the change."""

    ACCOUNT_FROZEN = "frozen", "froze the account"
    ACCOUNT_UNFROZEN = "unfrozen", "unfroze the account"
    ACCOUNT_UPDATED = "account_updated", "changed the account's {fields}"
    LICENCE_ADDED = "licence_added", "added a {type} licence ({start} – {end})"
    LICENCE_UPDATED = "licence_updated", "changed the {type} licence ({start} – {end})"
    LICENCE_DELETED = "licence_deleted", "deleted the {type} licence ({start} – {end})"
    STAFF_INVITED = "staff_invited", "invited {email} as internal staff"
    STAFF_INVITE_RESENT = "staff_invite_resent", "resent the invitation to {email}"
    STAFF_UPDATED = "staff_updated", "changed the staff user {email}"
    STAFF_DELETED = "staff_deleted", "deleted the staff user {email}"
    SYNC_INVITED = "sync_invited", "invited {email} from the school's MIS"
    SYNC_LINKED = "sync_linked", "linked {email} to the school's MIS"
    SYNC_FLAGGED = "sync_flagged", "made {email} temporary (not found in the school's MIS)"
    SYNC_TEMP_REMOVED = "sync_temp_removed", "removed the temporary user {email} after the grace period"
    SYNC_ACCESS_REQUESTED = "sync_access_requested", "asked the school for {product} access on Wonde"
    SYNC_CLASS_IMPORTED = "sync_class_imported", "synced the class {name} ({count} children) from the school's MIS"
    USER_INVITED = "user_invited", "invited {email}"
    USER_INVITE_RESENT = "user_invite_resent", "resent the invitation to {email}"
    USER_UPDATED = "user_updated", "changed the user {email}"
    USERS_DELETED = "users_deleted", "deleted {count} user(s): {names}"
    HOME_ADDED = "home_added", "added {count} home-learning child(ren)"
    HOME_DELETED = "home_deleted", "deleted {count} home-learning child(ren)"
    HOME_PASSWORD = "home_password", "gave {username} a new password"
    HOME_PASSWORDS_SHOWN = (
        "home_passwords_shown",
        "saw the passwords of {count} home-learning child(ren) ({via}): {names}",
    )
    TRAINING_SAVED = "training_saved", "saved the training {title}"
    TRAINING_DELETED = "training_deleted", "deleted the training {title}"
    TRIAL_ENDED = "trial_ended", "ended the {product} trial: {reason}"
    ORDER_PLACED = "order_placed", "ordered a {length}-year membership for £{price}"
    ORDER_LICENSED = "order_licensed", "turned order {order} into a licence"
    REFERRAL_MADE = "referral_made", "referred {school} (contact {contact})"
    REFERRAL_JOINED = "referral_joined", "{school}, a school it referred, joined: £{discount} off its next purchase"
    BURSTS_CLASS_UPDATED = "bursts_class_updated", "changed the BURSTS class {name}"
    BURSTS_CLASS_DELETED = "bursts_class_deleted", "deleted the BURSTS class {name} and its {count} children"
    BURSTS_CLASS_INVITED = "bursts_class_invited", "invited the contacts of {count} children of {name}"
    BURSTS_TEACHER_CONNECTED = "bursts_teacher_connected", "connected {teacher} to the BURSTS class {name}"
    BURSTS_TEACHER_DISCONNECTED = "bursts_teacher_disconnected", "disconnected {teacher} from the BURSTS class {name}"
    BURSTS_CHILD_ADDED = "bursts_child_added", "added the child {name}"
    BURSTS_CHILD_UPDATED = "bursts_child_updated", "changed the child {name}"
    BURSTS_CHILD_DELETED = "bursts_child_deleted", "deleted the child {name}"
    BURSTS_CONTACT_INVITED = "bursts_contact_invited", "invited {email}, a contact of {name}"
    IMPERSONATION_STARTED = "impersonation_started", "signed in as {email} (Faux)"
    IMPERSONATION_ENDED = "impersonation_ended", "stopped signing in as {email} (Faux)"
    CHILD_EXPORTED = "child_exported", "exported the data held about the child {name} ({format})"
    CHILD_ERASED = "child_erased", "erased a child's data on request: {summary}"
    RETENTION_ERASED = "retention_erased", "erased the data of {count} child(ren) after the retention period: {reason}"
    RETENTION_SET = "retention_set", "set the retention period to {months} months"


class AccountEvent(models.Model):
    """Who changed what (freeze, licence changes, staff users...), written in the same
    transaction as the change. Changes to internal staff belong to no account."""

    account = models.ForeignKey(Account, null=True, blank=True, on_delete=models.CASCADE, related_name="events")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    # Kept on the row, so the history still names someone whose user has since been deleted.
    actor_name = models.CharField(max_length=255, blank=True)
    action = models.CharField(max_length=50, choices=AuditKind.choices)
    detail = models.JSONField(default=dict, blank=True)
    created = models.DateTimeField(default=timezone.now)

    # A row is kept (the history of the account), but an erased child's name, contact's
    # address and username are taken out of it (apps/privacy: audit rows name a child by
    # its row, "student" or "user"/"users" in the detail).
    PERSONAL = Personal(
        whose="The account's history: who changed what, and whom",
        fields=("actor_name", "detail"),
        why="So a school and the provider can see who made each change",
        kept="As long as the account; an erased child's name is removed from it",
    )

    class Meta:
        ordering = ["-created", "-id"]

    @property
    def actor_label(self):
        """Who made the change: the user as they are now, the name kept on the row, or "System"."""
        if self.actor is not None:
            return self.actor.name or self.actor.email or self.actor_name or "System"
        return self.actor_name or "System"


class StaffPreference(models.Model):
    """What a member of staff last used, kept between sign-ins (spec 1 §5: filter
    values persist; §2: the last user search is remembered)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="staff_preference")
    account_filters = models.CharField(max_length=2000, blank=True)
    user_search = models.CharField(max_length=200, blank=True)

    PERSONAL = Personal(
        whose="Internal staff's last filters and user search",
        fields=("account_filters", "user_search"),
        why="To keep a staff member's filters between sign-ins",
        kept="As long as the staff user",
    )
