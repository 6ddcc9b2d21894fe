import uuid

from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import PermissionsMixin
from django.db import models
from django.utils import timezone

from apps.core.personal import Personal


class UserManager(BaseUserManager):
    use_in_migrations = True

    def create_user(self, email=None, password=None, **fields):
        user = self.model(email=self.normalize_email(email) if email else None, **fields)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **fields):
        fields.update(kind=User.Kind.CREATE, admin=User.Admin.SUPER, status=User.Status.ACTIVE)
        return self.create_user(email, password, **fields)


class User(AbstractBaseUser, PermissionsMixin):
    """Everyone who signs in: internal staff (kind create), school users (account)
    and home-learning children (home, who sign in by username)."""

    class Kind(models.TextChoices):
        CREATE = "create", "Internal staff"
        ACCOUNT = "account", "School user"
        HOME = "home", "Home learning"
        # A child's parent or carer who signs in on the web to see their own children (issue 31).
        PARENT = "parent", "Parent"
        # A secondary school's PE contact who receives Year 6 PE passports (issue 32): the
        # passports sent to them, nothing else (apps/passport).
        RECEIVER = "receiver", "Receiving secondary"

    class Admin(models.IntegerChoices):
        USER = 0, "User"
        ADMIN = 1, "Admin"
        SUPER = 2, "Super admin"

    class Status(models.IntegerChoices):
        DISABLED = 0, "Disabled"
        INVITED = 1, "Invited"
        REGISTERING = 2, "Registering"
        ACTIVE = 3, "Active"

    uid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.ACCOUNT)
    account = models.ForeignKey(
        "accounts.Account", null=True, blank=True, on_delete=models.CASCADE, related_name="users"
    )
    first_name = models.CharField(max_length=100, blank=True)
    last_name = models.CharField(max_length=100, blank=True)
    # Stored lower-case; null (not "") when a home user has none, so unique still holds.
    email = models.EmailField(max_length=254, unique=True, null=True, blank=True)
    username = models.CharField(max_length=150, unique=True, null=True, blank=True)
    # Home users' passwords are shown to their school admin (spec 1 §3): encrypted at rest
    # (apps.users.services.home_credentials), the hash in `password` is what signs them in.
    home_password = models.CharField(max_length=255, blank=True)
    # A home-learning child's class, as the school typed or imported it.
    home_group = models.CharField(max_length=100, blank=True)
    admin = models.PositiveSmallIntegerField(choices=Admin.choices, default=Admin.USER)
    lead_pe = models.BooleanField(default=False)
    lead_bursts = models.BooleanField(default=False)
    allow_temp = models.BooleanField(default=False)
    date_end_temp = models.DateField(null=True, blank=True)
    wonde_id = models.CharField(max_length=50, blank=True)
    status = models.PositiveSmallIntegerField(choices=Status.choices, default=Status.ACTIVE)
    ability_choices = models.JSONField(default=dict, blank=True)
    show_jukebox = models.BooleanField(default=True)
    # The lesson pages' global view flag (planning/teacher or pupil/family), kept
    # across sign-ins and devices.
    lesson_view = models.CharField(
        max_length=10, choices=[("planning", "Planning"), ("pupil", "Pupil")], default="planning"
    )
    last_visited = models.JSONField(null=True, blank=True)
    total_logins = models.PositiveIntegerField(default=0)
    date_created = models.DateTimeField(default=timezone.now)

    objects = UserManager()

    PERSONAL = Personal(
        whose="Everyone who signs in: school staff, internal staff and home-learning children",
        noun="home-learning users",
        fields=("first_name", "last_name", "email", "username", "home_group", "wonde_id", "last_login",
                "last_visited", "password", "home_password"),
        why="To sign in, to show each person the programmes their school has, and a school's lists of its "
            "users and home-learning children",
        kept="Staff: while they are users of a member school (temporary users 30 days after leaving the MIS). "
             "Home-learning children: until the school deletes them, or the school's retention period after "
             "its membership ends",
        home_child="pk",
        secret=("password", "home_password"),
    )  # fmt: skip

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS = []

    class Meta:
        ordering = ["first_name", "last_name"]
        indexes = [models.Index(fields=["account", "kind", "status"])]

    def __str__(self):
        return self.name or self.email or self.username or str(self.uid)

    @property
    def name(self):
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def is_active(self):
        return self.status != self.Status.DISABLED

    @property
    def is_create(self):
        return self.kind == self.Kind.CREATE

    @property
    def is_home(self):
        return self.kind == self.Kind.HOME

    @property
    def is_parent(self):
        return self.kind == self.Kind.PARENT

    @property
    def is_receiver(self):
        return self.kind == self.Kind.RECEIVER

    @property
    def is_admin(self):
        return self.admin >= self.Admin.ADMIN

    @property
    def is_super(self):
        return self.admin == self.Admin.SUPER

    @property
    def is_synced(self):
        return bool(self.wonde_id)

    # The Django admin is the content editors' tool: internal staff only, and within it
    # Django's real permissions (groups, e.g. "Content editors"). Accounts, users,
    # licences, tokens and the audit are not editable there at all (see their admins).
    @property
    def is_staff(self):
        return self.is_create and self.is_active

    # A property, not PermissionsMixin's column: super admins of internal staff.
    @property
    def is_superuser(self):
        return self.is_create and self.is_super

    def has_perm(self, perm, obj=None):
        return self.is_staff and super().has_perm(perm, obj)

    def has_perms(self, perms, obj=None):
        return self.is_staff and super().has_perms(perms, obj)

    def has_module_perms(self, app_label):
        return self.is_staff and super().has_module_perms(app_label)

    def temp_days_left(self, today=None):
        if not self.date_end_temp:
            return None
        today = today or timezone.localdate()
        return max((self.date_end_temp - today).days, 0)
