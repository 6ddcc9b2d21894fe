"""Parts of lessons and theme items, their steps, warm-up steps, lyrics and skills;
theme items of the home and foundations stages; menu items of the product menu."""

from django.db import models

from apps.content.models.structure import Ability, GymCard, Lesson, Playlist, Programme, Stage

# Review-number weights per part type (spec 2 §9).
PART_WEIGHTS = {
    "warmup": 1,
    "story": 2,
    "skill": 2,
    "card": 2,
    "movements": 2,
    "game": 3,
    "song": 3,
    "application": 3,
    "competition": 3,
    "review": 4,
}
THEME_PART_TYPES = ["wider", "game", "song", "warmup", "story", "skill"]


class ThemeItem(models.Model):
    stage = models.ForeignKey(Stage, on_delete=models.CASCADE, related_name="items")
    slug = models.SlugField(max_length=60)
    title = models.CharField(max_length=80)
    text = models.TextField(blank=True)
    home_item = models.CharField(max_length=200, blank=True, help_text="Preview image.")
    animation = models.CharField(max_length=200, blank=True)
    point_images = models.JSONField(default=list, blank=True)
    play_types = models.JSONField(default=list, blank=True)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["stage", "position"]
        constraints = [models.UniqueConstraint(fields=["stage", "slug"], name="content_theme_item_unique")]

    def __str__(self):
        return self.title

    @property
    def path(self):
        return f"{self.stage.path}/{self.slug}"


class Part(models.Model):
    class Type(models.TextChoices):
        WARMUP = "warmup", "Warm-up"
        SKILL = "skill", "Skill"
        APPLICATION = "application", "Application"
        REVIEW = "review", "Review"
        SONG = "song", "Song"
        STORY = "story", "Story"
        GAME = "game", "Game"
        WIDER = "wider", "Wider"
        MOVEMENTS = "movements", "Movements"
        PERFORMANCE = "performance", "Performance"
        CARD = "card", "Card"
        FUNS = "funs", "Funs"

    lesson = models.ForeignKey(Lesson, null=True, blank=True, on_delete=models.CASCADE, related_name="parts")
    theme_item = models.ForeignKey(ThemeItem, null=True, blank=True, on_delete=models.CASCADE, related_name="parts")
    card = models.ForeignKey(GymCard, null=True, blank=True, on_delete=models.SET_NULL, related_name="parts")
    slug = models.SlugField(max_length=80, unique=True)
    type = models.CharField(max_length=20, choices=Type.choices)
    title = models.CharField(max_length=120)
    display_title = models.CharField(max_length=120, blank=True)
    position = models.PositiveSmallIntegerField(default=0)
    alternative = models.BooleanField(default=False, help_text="An Alternative activity to the Original part.")
    planning = models.TextField(blank=True, help_text="What the teacher reads in the planning view.")
    pupil_text = models.TextField(blank=True)
    intro = models.TextField(blank=True)
    story = models.TextField(blank=True)
    hero_image = models.CharField(max_length=200, blank=True)
    audio_file = models.CharField(max_length=200, blank=True)
    video = models.CharField(max_length=200, blank=True)
    text_lines = models.JSONField(default=list, blank=True, help_text='Cue points [{"text": "…", "time": 2}]')
    dice = models.JSONField(default=list, blank=True, help_text="Die slugs.")
    tricky = models.TextField(blank=True)
    trickier = models.TextField(blank=True)
    trickiest = models.TextField(blank=True)
    joining_in = models.TextField(blank=True)
    more_active = models.TextField(blank=True)
    engaging_adults = models.TextField(blank=True)
    how_to_play = models.TextField(blank=True)
    think_about = models.TextField(blank=True)
    tips = models.TextField(blank=True)
    physical_goal = models.TextField(blank=True)
    cognitive_goal = models.TextField(blank=True)
    keywords = models.JSONField(default=list, blank=True)
    play_characteristics = models.JSONField(default=list, blank=True)
    ability_text = models.TextField(blank=True)
    playlist = models.ForeignKey(Playlist, null=True, blank=True, on_delete=models.SET_NULL)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return self.title

    @property
    def review_number(self):
        return PART_WEIGHTS.get(self.type, 0)

    @property
    def heading(self):
        return self.display_title or self.title


class Step(models.Model):
    part = models.ForeignKey(Part, on_delete=models.CASCADE, related_name="steps")
    position = models.PositiveSmallIntegerField(default=0)
    subtitle = models.CharField(max_length=120, blank=True)
    text = models.TextField(blank=True)
    image = models.CharField(max_length=200, blank=True)
    audio = models.CharField(max_length=200, blank=True)
    video = models.CharField(max_length=200, blank=True)
    text_lines = models.JSONField(default=list, blank=True)
    skill_what = models.TextField(blank=True)
    skill_how = models.TextField(blank=True)
    dice = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return f"{self.position}. {self.subtitle}" if self.subtitle else f"Step {self.position}"


class WarmUpStep(models.Model):
    part = models.ForeignKey(Part, on_delete=models.CASCADE, related_name="warm_up_steps")
    position = models.PositiveSmallIntegerField(default=0)
    subtitle = models.CharField(max_length=120, blank=True)
    text = models.TextField(blank=True)
    end = models.BooleanField(default=False, help_text="The final step, shown as '?'.")
    dice = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["position", "id"]


class Lyric(models.Model):
    part = models.ForeignKey(Part, on_delete=models.CASCADE, related_name="lyrics")
    text = models.CharField(max_length=200)
    time = models.FloatField(help_text="Seconds from the start of the video.")

    class Meta:
        ordering = ["time", "id"]


class Skill(models.Model):
    part = models.ForeignKey(Part, on_delete=models.CASCADE, related_name="skills")
    title = models.CharField(max_length=120)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]


class SkillLevelManager(models.Manager):
    """Levels in teaching order, tricky, trickier, trickiest, wherever they are read
    (prefetches and the admin inline too): Meta.ordering's "level" sorted the codes
    alphabetically (trickier, trickiest, tricky)."""

    def get_queryset(self):
        order = models.Case(models.When(level="tricky", then=0), models.When(level="trickier", then=1), default=2)
        return super().get_queryset().order_by("skill_id", order, "id")


class SkillLevel(models.Model):
    class Level(models.TextChoices):
        TRICKY = "tricky", "Tricky"
        TRICKIER = "trickier", "Trickier"
        TRICKIEST = "trickiest", "Trickiest"

    skill = models.ForeignKey(Skill, on_delete=models.CASCADE, related_name="levels")
    level = models.CharField(max_length=10, choices=Level.choices)
    label = models.CharField(max_length=120, blank=True)
    hero_image = models.CharField(max_length=200, blank=True)
    video = models.CharField(max_length=200, blank=True)
    skill_what = models.TextField(blank=True)
    skill_how = models.TextField(blank=True)

    objects = SkillLevelManager()

    class Meta:
        ordering = ["skill", "level"]  # kept for the migration state; the manager orders


class MenuItem(models.Model):
    """Extra product-menu entries per programme (support links, curriculum map, guide)."""

    class Kind(models.TextChoices):
        SUPPORT = "support", "Support link"
        MAP = "map", "Curriculum map or menu"
        GUIDE = "guide", "Video guide"
        LINK = "link", "Link"

    programme = models.ForeignKey(Programme, on_delete=models.CASCADE, related_name="menu_items")
    parent = models.ForeignKey("self", null=True, blank=True, on_delete=models.CASCADE, related_name="children")
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.LINK)
    title = models.CharField(max_length=120)
    url = models.CharField(max_length=200)
    image = models.CharField(max_length=200, blank=True)
    ability = models.ForeignKey(Ability, null=True, blank=True, on_delete=models.SET_NULL)
    position = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["programme", "position", "id"]

    def __str__(self):
        return self.title
