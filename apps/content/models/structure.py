"""Teaching content (spec 2 §3): programmes, years, stages, units, lessons, parts and
their steps, dice, playlists, abilities, organisers, theme items and menu items.
Content staff edit all of it in the Django admin; `seed_content` loads the demo set."""

from django.db import models

from apps.core.catalogue import YEAR_LABELS

# Spec 2 §5: which years each programme is for (the dashboard year filter dims the rest).
AVAILABILITY = {
    "pe": [0, 1, 2, 3, 4, 5, 6],
    "gym": [0, 1, 2, 3, 4, 5, 6],
    "dance": [0, 1, 2, 3, 4, 5, 6],
    "home": [0, 1, 2, 3, 4, 5, 6],
    "foundations": [0],
    "play": [0, 1, 2],
    "leaders": [5, 6],
    "assessment": [0, 1, 2, 3, 4, 5, 6],  # always shown (Coming Soon), for every year band
}
# Fun level colour by year (spec 2 §9); also the ability dot of a unit.
YEAR_COLOURS = ["yellow", "yellow", "green", "red", "red", "blue", "blue"]


class Programme(models.Model):
    slug = models.SlugField(max_length=20, unique=True)
    title = models.CharField(max_length=60, help_text="Dashboard tile title, e.g. Real Gym.")
    name = models.CharField(max_length=30, help_text="Short name used in page titles, e.g. Gym.")
    intro = models.TextField(blank=True)
    coming_soon = models.BooleanField(default=False)
    guide_video = models.CharField(max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]

    def __str__(self):
        return self.title


class IntroEntry(models.Model):
    """Intro pages by slug (product intros, the leaders support page) with a video."""

    slug = models.SlugField(max_length=40, unique=True)
    programme = models.ForeignKey(Programme, null=True, blank=True, on_delete=models.CASCADE, related_name="intros")
    title = models.CharField(max_length=120)
    text = models.TextField(blank=True)
    video = models.CharField(max_length=200, blank=True)
    lines = models.JSONField(default=list, blank=True, help_text='Timed captions [{"text": "…", "time": 1.5}]')
    links = models.JSONField(default=list, blank=True)

    class Meta:
        verbose_name_plural = "intro entries"

    def __str__(self):
        return self.title


class Ability(models.Model):
    slug = models.SlugField(max_length=20, unique=True)
    title = models.CharField(max_length=40)
    colour = models.CharField(max_length=20)
    cog_text = models.TextField(blank=True)
    what = models.TextField(blank=True)
    how = models.TextField(blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position"]
        verbose_name_plural = "abilities"

    def __str__(self):
        return self.title


class Adventure(models.Model):
    """The 7 home-app adventures."""

    number = models.PositiveSmallIntegerField(unique=True)
    title = models.CharField(max_length=60)
    text = models.TextField(blank=True)

    class Meta:
        ordering = ["number"]

    def __str__(self):
        return self.title


class Playlist(models.Model):
    slug = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=120)

    def __str__(self):
        return self.title


class Track(models.Model):
    playlist = models.ForeignKey(Playlist, on_delete=models.CASCADE, related_name="tracks")
    title = models.CharField(max_length=120)
    url = models.CharField(max_length=200)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]


class Die(models.Model):
    slug = models.SlugField(max_length=40, unique=True)
    title = models.CharField(max_length=60)
    colour = models.CharField(max_length=20, blank=True)
    roulette = models.BooleanField(default=False)
    sites = models.JSONField(default=list, blank=True, help_text="Programmes (sites) that list this die.")
    preview_image = models.CharField(max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "slug"]
        verbose_name_plural = "dice"

    def __str__(self):
        return self.title


class DieSide(models.Model):
    die = models.ForeignKey(Die, on_delete=models.CASCADE, related_name="sides")
    title = models.CharField(max_length=80)
    image = models.CharField(max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]


class Year(models.Model):
    programme = models.ForeignKey(Programme, on_delete=models.CASCADE, related_name="years")
    number = models.PositiveSmallIntegerField()
    intro = models.TextField(blank=True)

    class Meta:
        ordering = ["programme", "number"]
        constraints = [models.UniqueConstraint(fields=["programme", "number"], name="content_year_unique")]

    def __str__(self):
        return f"{self.programme.name} {self.label}"

    @property
    def label(self):
        return YEAR_LABELS[self.number]

    @property
    def path(self):
        return f"/{self.programme.slug}/year/{self.number}"


class Stage(models.Model):
    programme = models.ForeignKey(Programme, on_delete=models.CASCADE, related_name="stages")
    slug = models.SlugField(max_length=20)  # themes, funs, club
    title = models.CharField(max_length=60)
    label = models.CharField(max_length=30, blank=True, help_text="Intro tile label, e.g. EYFS / KS 1.")
    years = models.JSONField(default=list, blank=True, help_text="Key-stage mapping, e.g. [0, 1, 2].")
    intro = models.TextField(blank=True)
    image = models.CharField(max_length=200, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["programme", "position"]
        constraints = [models.UniqueConstraint(fields=["programme", "slug"], name="content_stage_unique")]

    def __str__(self):
        return f"{self.programme.name} {self.title}"

    @property
    def path(self):
        return f"/{self.programme.slug}/{self.slug}"


class Unit(models.Model):
    class Focus(models.TextChoices):
        NONE = "", "—"
        INVASION = "invasion", "Invasion"
        NET_WALL = "net-wall", "Net & Wall"
        OAA = "oaa", "OAA"
        ATHLETICS = "athletics", "Athletics"
        GYMNASTICS = "gymnastics", "Gymnastics"
        STRIKING = "striking", "Striking & Fielding"
        TARGET = "target", "Target"

    programme = models.ForeignKey(Programme, on_delete=models.CASCADE, related_name="units")
    year = models.ForeignKey(Year, null=True, blank=True, on_delete=models.CASCADE, related_name="units")
    stage = models.ForeignKey(Stage, null=True, blank=True, on_delete=models.CASCADE, related_name="units")
    number = models.PositiveSmallIntegerField()
    letter = models.CharField(max_length=1, blank=True, help_text="Lettered sub-unit (A, B, C) of a split unit.")
    slug = models.SlugField(max_length=60, unique=True)
    title = models.CharField(max_length=120)
    focus = models.CharField(max_length=20, choices=Focus.choices, blank=True)
    live = models.BooleanField(default=True, help_text="Shown on every host; unticked sub-units only in production.")
    strapline = models.CharField(max_length=200, blank=True)
    cog_label = models.CharField(max_length=60, blank=True)
    cog_text = models.TextField(blank=True)
    learning_behaviours = models.JSONField(default=list, blank=True)
    skills = models.JSONField(default=list, blank=True, help_text="Second learning-goals column.")
    ability_select = models.BooleanField(default=False)
    # Written for real (issue 28); otherwise its lessons are sample text, and say so.
    written = models.BooleanField(default=False, help_text="Its lessons are written for real, not sample text.")
    document = models.CharField(max_length=200, blank=True)
    playlist = models.ForeignKey(Playlist, null=True, blank=True, on_delete=models.SET_NULL)

    class Meta:
        ordering = ["programme", "year__number", "number", "letter"]

    def __str__(self):
        return self.display_title

    @property
    def code(self):
        return f"{self.number}{self.letter}"

    @property
    def display_title(self):
        return f"Unit {self.code}: {self.title}"

    @property
    def path(self):
        if self.stage_id:
            return f"/{self.programme.slug}/{self.stage.slug}/unit/{self.code}"
        return f"/{self.programme.slug}/year/{self.year.number}/unit/{self.code}"


class KnowledgeOrganiser(models.Model):
    unit = models.OneToOneField(Unit, on_delete=models.CASCADE, related_name="organiser")
    purpose = models.TextField()
    learning_goals = models.JSONField(default=list)
    skills_knowledge = models.JSONField(default=list)
    key_vocabulary = models.JSONField(default=list, help_text='[{"word": "…", "meaning": "…"}]')
    curriculum_en = models.TextField(help_text="Curriculum links (English).")
    curriculum_cy = models.TextField(help_text="Curriculum links (Welsh).")
    wider_links = models.TextField(blank=True)


class Lesson(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        PUBLISHED = "published", "Published"

    unit = models.ForeignKey(Unit, on_delete=models.CASCADE, related_name="lessons")
    # Teachers see a lesson once it is published and its date has come; editors (staff) always.
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PUBLISHED)
    publish_at = models.DateTimeField(null=True, blank=True, help_text="Shown to teachers from then (blank: at once).")
    number = models.PositiveSmallIntegerField()
    title = models.CharField(max_length=120)
    goal_text = models.TextField(blank=True)
    learning_points = models.JSONField(default=list, blank=True)
    equipment = models.TextField(blank=True)
    organisation = models.TextField(blank=True)
    tips = models.TextField(blank=True)
    key_vocab = models.JSONField(default=list, blank=True)
    warm_up_intro = models.TextField(blank=True)
    home_challenge = models.TextField(blank=True)
    funs_text = models.TextField(blank=True)
    outcomes = models.ManyToManyField(
        "content.Outcome", through="content.LessonOutcome", blank=True, related_name="lessons",
        help_text="The one to three of its unit's outcomes this lesson works on.",
    )  # fmt: skip

    class Meta:
        ordering = ["unit", "number"]
        constraints = [models.UniqueConstraint(fields=["unit", "number"], name="content_lesson_unique")]

    def __str__(self):
        return f"{self.unit} – Lesson {self.number}"

    @property
    def path(self):
        return f"{self.unit.path}/lesson/{self.number}"

    def is_published(self, now):
        return self.status == self.Status.PUBLISHED and (self.publish_at is None or self.publish_at <= now)


class GymCard(models.Model):
    class Focus(models.TextChoices):
        BALANCE = "balance", "Balance"
        SHAPE = "shape", "Shape"
        TRAVEL = "travel", "Travel"
        FLIGHT = "flight", "Flight"
        ROTATION = "rotation", "Rotation"

    slug = models.SlugField(max_length=40, unique=True)
    focus = models.CharField(max_length=20, choices=Focus.choices)
    number = models.PositiveSmallIntegerField()
    title = models.CharField(max_length=80)
    video = models.CharField(max_length=200, blank=True)
    hero_image = models.CharField(max_length=200, blank=True)
    skill_what = models.TextField(blank=True)
    skill_how = models.TextField(blank=True)
    tricky = models.TextField(blank=True)
    trickier = models.TextField(blank=True)
    trickiest = models.TextField(blank=True)

    class Meta:
        ordering = ["focus", "number"]

    def __str__(self):
        return self.title
