"""BURSTS (spec 2 §3): classes (Group), children (Student), their contacts, the awards and
activity the home app records (Event), and the rollups the year statistics read.

The home app for 4-to-7-year-olds has 7 adventures and 4 behaviours; a child earns XP as
behaviour points (total XP is their sum), 10 XP levels, and a fundamental-movement-skill
(FMS) level per adventure."""

import re
import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import codelists
from apps.core.personal import Personal
from apps.core.scoping import ScopedQuerySet
from apps.parents.models import Parent

ADVENTURES = {
    1: "Space Station",
    2: "Jungle Trek",
    3: "Pirate Cove",
    4: "Arctic Base",
    5: "Dino Valley",
    6: "Ocean Deep",
    7: "Castle Quest",
}
BEHAVIOURS = ("brave", "helpful", "imaginative", "wise")
LEVELS = 10  # XP levels 1-10; arrays of 11, index 0 unused (spec 2 §9)
ADVENTURE_LEVELS = 10  # the FMS ("bolt") levels of one adventure
XP_PER_LEVEL = 10_000  # progress to the next level is (XP mod 10000) / 100 % (spec 2 §9)


def xp_level(xp: int) -> int:
    return min(1 + xp // XP_PER_LEVEL, LEVELS)


YEAR_NAMES = [(0, "EYFS")] + [(n, f"Year {n}") for n in range(1, 7)]
_EYFS_NAME = re.compile(r"\b(reception|eyfs|foundation|nursery)\b", re.I)
_YEAR_NAME = re.compile(r"\b(?:year|yr|y)\s*([1-6])\b|^\s*([1-6])\s*[a-z/]", re.I)


def year_in_name(name: str) -> int | None:
    """The year a class's name says: "Reception Robins" 0, "Year 1 Wrens" 1, "4 Maple" 4."""
    if _EYFS_NAME.search(name or ""):
        return 0
    match = _YEAR_NAME.search(name or "")
    return int(match.group(1) or match.group(2)) if match else None


class SchoolQuerySet(ScopedQuerySet):
    """Classes, children, contacts and events: `Model.objects.for_user(user, action)` (view,
    change, delete, export) gives the rows the user may act on, by class for children
    (apps/access/scoping.py holds the rules: a teacher their classes, the school's admins
    and leads the school, temporary and home-learning users none, staff by role)."""


def usual_year(children, name: str) -> int | None:
    """A class's year: the one most of its children are in (a class's children are of one
    year but for the odd one out); for a class with none, the year its name says. One query."""
    row = children.order_by().values("year").annotate(n=models.Count("id")).order_by("-n", "year").first()
    return row["year"] if row else year_in_name(name)


class Group(models.Model):
    """A class of children. Its teachers are users of the account linked to it (a user's
    groupIds); deleting a class deletes its children (spec 2 §2 screen 16)."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="bursts_groups")
    name = models.CharField(max_length=100)
    subject = models.CharField(max_length=100, blank=True)
    description = models.TextField(max_length=1000, blank=True)
    wonde_id = models.CharField(max_length=50, blank=True)
    date_invited = models.DateField(null=True, blank=True)
    teachers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="bursts_groups", through="GroupTeacher"
    )
    date_created = models.DateTimeField(default=timezone.now)

    objects = SchoolQuerySet.as_manager()

    class Meta:
        ordering = ["name", "id"]
        indexes = [models.Index(fields=["account", "name"])]

    def __str__(self):
        return self.name


class GroupTeacher(models.Model):
    """A teacher connected to a class (issue 23: they see its children). A synced school's
    class takes its teachers from the MIS (`from_mis`: the sync adds and removes these); the
    school's admin connects more, which the sync keeps and may remove, but not a MIS one."""

    group = models.ForeignKey(Group, on_delete=models.CASCADE)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    from_mis = models.BooleanField(default=False)

    class Meta:
        db_table = "bursts_group_teachers"  # the table the plain many-to-many had
        unique_together = [("group", "user")]


class Student(models.Model):
    class Status(models.IntegerChoices):
        # Spec 2 §4 gives 0 inactive and [2, 1] active; what 1 and 2 mean is ours:
        INACTIVE = 0, "Inactive"  # no parent has connected the child in the home app yet
        CONNECTED = 1, "Connected"  # a parent has connected, no burst recorded yet
        ACTIVE = 2, "Active"  # the child has done bursts in the home app

    class Sen(models.TextChoices):
        NONE = "", "None"
        SUPPORT = "K", "SEN support"
        EHCP = "E", "EHCP"

    class Gender(models.TextChoices):
        NONE = "", "-"
        MALE = "MALE", "Male"
        FEMALE = "FEMALE", "Female"

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="bursts_students")
    group = models.ForeignKey(Group, null=True, blank=True, on_delete=models.CASCADE, related_name="students")
    first_name = models.CharField(max_length=100)
    last_name = models.CharField(max_length=100)
    code = models.CharField("Unique Code", max_length=20, unique=True)
    year = models.PositiveSmallIntegerField(default=0)  # 0 (EYFS) to 6
    dob = models.DateField(null=True, blank=True)
    # The DfE unique pupil number from the MIS (issue 32: the PE passport carries it).
    upn = models.CharField("UPN", max_length=13, blank=True)
    gender = models.CharField(max_length=6, choices=Gender.choices, blank=True)
    ethnicity = models.CharField(max_length=60, blank=True)  # a DfE code (codelists.ETHNICITIES)
    nationality = models.CharField(max_length=60, blank=True)  # an ISO 3166-1 alpha-3 code (codelists)
    sen = models.CharField(max_length=1, choices=Sen.choices, blank=True)
    pp_indicator = models.BooleanField(default=False)
    pp_eligible = models.BooleanField(default=False)
    eal = models.BooleanField(default=False)
    # Recorded by the school (issue 30): only a child with it can be in photo or video evidence.
    photo_consent = models.BooleanField(default=False)
    wonde_id = models.CharField(max_length=50, blank=True)
    status = models.PositiveSmallIntegerField(choices=Status.choices, default=Status.INACTIVE)
    # Counters kept by the events service in the same transaction as the event.
    level = models.PositiveSmallIntegerField(default=1)
    adventure_levels = models.JSONField(default=list, blank=True)  # index = adventure id, 0 unused
    adventure_total = models.PositiveIntegerField(default=0)
    brave = models.PositiveIntegerField(default=0)
    helpful = models.PositiveIntegerField(default=0)
    imaginative = models.PositiveIntegerField(default=0)
    wise = models.PositiveIntegerField(default=0)
    total_seconds = models.PositiveBigIntegerField(default=0)
    date_created = models.DateTimeField(default=timezone.now)

    objects = SchoolQuerySet.as_manager()

    PERSONAL = Personal(
        whose="Children in BURSTS",
        noun="BURSTS record",
        fields=("first_name", "last_name", "code", "dob", "upn", "year", "gender", "ethnicity", "nationality", "sen",
                "pp_indicator", "pp_eligible", "eal", "wonde_id", "total_seconds", "adventure_levels"),
        why="The school's own BURSTS records: classes, the home app's awards and progress, and statistics the "
            "school filters by year, gender, ethnicity, nationality, SEN, pupil premium and EAL",
        kept="Until the school deletes the child; a child no longer in the school's MIS, and every child of a "
             "school whose membership has ended, is erased with everything below after the school's retention "
             "period",
        child="pk",
        school="account",
    )  # fmt: skip

    class Meta:
        ordering = ["last_name", "first_name", "id"]
        indexes = [
            models.Index(fields=["group", "status", "last_name"]),
            models.Index(fields=["account", "status"]),
        ]

    def __str__(self):
        return self.name

    @property
    def name(self):
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def ethnicity_label(self):
        return codelists.ethnicity_label(self.ethnicity)

    @property
    def nationality_label(self):
        return codelists.nationality_label(self.nationality)

    @property
    def total_xp(self):
        return self.brave + self.helpful + self.imaginative + self.wise

    @property
    def total_minutes(self):
        return self.total_seconds // 60

    @property
    def progress(self):
        """Progress to the next XP level, in per cent (spec 2 §9)."""
        return (self.total_xp % XP_PER_LEVEL) / 100

    @property
    def is_active(self):
        return self.status != self.Status.INACTIVE


class Contact(models.Model):
    """A child's contact. No email, then has email, then invited, then parent-connected
    (kind 'parent', linked to the Parent of the home app). Spec 2 §4."""

    class Kind(models.TextChoices):
        CONTACT = "", "Contact"
        PARENT = "parent", "Parent"

    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="contacts")
    kind = models.CharField(max_length=10, choices=Kind.choices, blank=True)
    email = models.EmailField(blank=True)
    first_name = models.CharField(max_length=100, blank=True)
    last_name = models.CharField(max_length=100, blank=True)
    invited = models.DateTimeField(null=True, blank=True)
    priority = models.PositiveSmallIntegerField(default=1)
    verified = models.BooleanField(default=False)
    uid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)
    parent = models.ForeignKey(Parent, null=True, blank=True, on_delete=models.SET_NULL, related_name="contacts")
    # From the MIS (Wonde's contact relationship, issue 31): a contact without parental
    # responsibility, or named in a court order, is never linked to the child on the web.
    # A contact the school types in has responsibility unless it says otherwise.
    parental_responsibility = models.BooleanField(default=True)
    court_order = models.BooleanField(default=False)
    # When the contact signed in on the web as the child's parent (issue 31): the parents'
    # page lists only children whose contact was linked this way, by the invite's code.
    web_linked = models.DateTimeField(null=True, blank=True)

    objects = SchoolQuerySet.as_manager()

    PERSONAL = Personal(
        whose="A child's contacts (parents and carers)",
        noun="contacts",
        fields=("first_name", "last_name", "email", "parental_responsibility", "court_order", "web_linked"),
        why="To invite a contact to connect the child in the home app, and to show a parent their own "
        "child on the web (never a contact the MIS marks as without parental responsibility or under "
        "a court order)",
        kept="As long as the child's record",
        child="student",
    )

    class Meta:
        ordering = ["priority", "id"]

    def __str__(self):
        return self.name or self.email

    @property
    def name(self):
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def is_parent(self):
        return self.kind == self.Kind.PARENT

    @property
    def state(self):
        """parent, invited, email or missing: the card's icon (tick, mail, none, warn)."""
        if self.is_parent:
            return "parent"
        if not self.email:
            return "missing"
        return "invited" if self.invited else "email"


class Event(models.Model):
    """An award or a burst recorded by the home app (spec 2 §3 Event). `app_id` is the
    app's own id for it: a retried upload is counted once."""

    class Kind(models.TextChoices):
        ACTIVITY = "activity", "Activity"  # a burst: seconds, adventure, FMS level reached
        LEVEL = "level", "Level"  # an XP level reached
        BEHAVIOUR = "behaviour", "Behaviour"  # behaviour points (XP)

    # No single-column indexes of their own: the unique (student, app_id) and the two
    # indexes below lead with them, and every index costs each upload (issue 34).
    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="events", db_index=False)
    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+", db_index=False)  # stats by school
    app_id = models.CharField(max_length=64)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    name = models.CharField(max_length=100, blank=True)
    level = models.PositiveSmallIntegerField(default=0)
    adventure_id = models.PositiveSmallIntegerField(default=0)
    seconds = models.PositiveIntegerField(default=0)
    behaviour = models.CharField(max_length=12, blank=True)
    points = models.PositiveIntegerField(default=0)
    extra = models.JSONField(default=dict, blank=True)
    date_created = models.DateTimeField(default=timezone.now)
    # Who recorded it (issue 24): the parent signed in to the home app that sent it.
    parent = models.ForeignKey("parents.Parent", null=True, blank=True, on_delete=models.SET_NULL, related_name="+")

    objects = SchoolQuerySet.as_manager()

    PERSONAL = Personal(
        whose="What a child did in the home app (bursts, XP levels, behaviour points)",
        noun="awards and bursts",
        fields=("name", "seconds", "points", "extra", "date_created"),
        why="The child's awards and progress on the school's BURSTS pages",
        kept="As long as the child's record (the statistics keep only anonymous counts)",
        child="student",
    )

    class Meta:
        ordering = ["-date_created", "-id"]
        constraints = [models.UniqueConstraint(fields=["student", "app_id"], name="bursts_event_once")]
        indexes = [
            models.Index(fields=["student", "date_created"]),
            models.Index(fields=["account", "date_created"]),
        ]


# A child's sensitive fields (issue 23): a read of any of them, and every export holding
# children, is recorded as a ChildRead.
SENSITIVE_FIELDS = ("dob", "gender", "ethnicity", "nationality", "sen", "pp_indicator", "pp_eligible", "eal")


class ChildRead(models.Model):
    """Who read which children's sensitive fields, or exported children, and when (issue 23):
    the school's admins and staff admins read these on the BURSTS access log (/bursts/log).
    Children by id (an erased child's rows keep no name of theirs)."""

    class Kind(models.TextChoices):
        PAGE = "page", "Child page"
        API = "api", "API"
        EXPORT = "export", "Export"
        PARENT = "parent", "Parent's view"  # issue 31: a parent (or the school's preview) saw a child

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+")
    reader = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    where = models.CharField(max_length=200)  # the page or call, e.g. "GET /api/students/12"
    student_ids = models.JSONField(default=list)
    fields = models.JSONField(default=list)  # the sensitive fields read
    created = models.DateTimeField(default=timezone.now)

    objects = SchoolQuerySet.as_manager()

    class Meta:
        ordering = ["-created", "-id"]
        indexes = [models.Index(fields=["account", "created"])]


class ActiveMark(models.Model):
    """A child was active in a period (yyyymm for a month, yyyy for an academic year):
    inserted with ON CONFLICT DO NOTHING, so a child is counted once per period."""

    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="+", db_index=False)
    period = models.PositiveIntegerField()

    PERSONAL = Personal(
        whose="The months and years a child was active in BURSTS",
        noun="active months",
        fields=("period",),
        why="To count each child once per month and year in the statistics",
        kept="As long as the child's record (the statistics keep only anonymous counts)",
        child="student",
    )

    class Meta:
        constraints = [models.UniqueConstraint(fields=["student", "period"], name="bursts_active_once")]


# The statistics' rollups. "Total active" counts distinct children, which cannot be added
# across cells that share a child; every cell is keyed by the month and the child's filter
# attributes (and for PlaceCell the school's place), so the cells partition the children
# and their counts add up exactly under any combination of filters.
ATTRIBUTES = ("year", "gender", "ethnicity", "nationality", "pp_eligible", "pp_indicator", "sen", "eal")
LEVEL_COLUMNS = [f"l{n}" for n in range(1, LEVELS + 1)]
ACTIVITY_COLUMNS = [f"a{adv}_{lvl}" for adv in ADVENTURES for lvl in range(1, ADVENTURE_LEVELS + 1)]
COUNTERS = ["active", "seconds", *LEVEL_COLUMNS, *ACTIVITY_COLUMNS]


class CellBase(models.Model):
    month = models.DateField()  # the first of the month
    year = models.PositiveSmallIntegerField()
    gender = models.CharField(max_length=6)
    ethnicity = models.CharField(max_length=60)
    nationality = models.CharField(max_length=60)
    pp_eligible = models.BooleanField()
    pp_indicator = models.BooleanField()
    sen = models.CharField(max_length=1)
    eal = models.BooleanField()
    # db_default: the upsert names only the counters it adds to.
    active = models.PositiveIntegerField(default=0, db_default=0)
    seconds = models.PositiveBigIntegerField(default=0, db_default=0)
    for _column in LEVEL_COLUMNS + ACTIVITY_COLUMNS:
        locals()[_column] = models.PositiveIntegerField(default=0, db_default=0)
    del _column

    class Meta:
        abstract = True


class NationalCell(CellBase):
    """All schools together, by month and child attributes: the staff table unfiltered by place."""

    class Meta:
        constraints = [models.UniqueConstraint(fields=["month", *ATTRIBUTES], name="bursts_national_cell")]


class PlaceCell(CellBase):
    """By the school's region, county and authority too: the staff table filtered by place."""

    region_id = models.PositiveIntegerField(default=0)
    county_id = models.PositiveIntegerField(default=0)
    authority_id = models.PositiveIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["region_id", "county_id", "authority_id", "month", *ATTRIBUTES], name="bursts_place_cell"
            )
        ]
        indexes = [models.Index(fields=["county_id", "month"]), models.Index(fields=["authority_id", "month"])]


class SchoolYear(models.Model):
    """One school's minutes and active children in an academic year (the staff accounts table)."""

    account = models.ForeignKey(Account, on_delete=models.CASCADE, related_name="+", db_index=False)
    academic_year = models.PositiveSmallIntegerField()  # 2025 means Aug 2025 - Jul 2026
    seconds = models.PositiveBigIntegerField(default=0, db_default=0)
    active = models.PositiveIntegerField(default=0, db_default=0)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["account", "academic_year"], name="bursts_school_year")]
