"""The content editors' tool: every content model with inlines in page order and a
"View on site" preview. Only internal staff (kind create) get into the admin at all
(User.is_staff), so nobody else can edit content."""

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError

from apps.content import models as m


class ViewOnSite:
    def view_on_site(self, obj):
        return getattr(obj, "path", None)


class StepInline(admin.StackedInline):
    model = m.Step
    extra = 0
    fields = [("position", "subtitle"), "text", ("image", "audio", "video"), ("skill_what", "skill_how"), "dice"]


class WarmUpStepInline(admin.TabularInline):
    model = m.WarmUpStep
    extra = 0


class LyricInline(admin.TabularInline):
    model = m.Lyric
    extra = 0


class SkillInline(admin.TabularInline):
    model = m.Skill
    extra = 0
    show_change_link = True


class SkillLevelInline(admin.TabularInline):
    model = m.SkillLevel
    extra = 0


@admin.register(m.Part)
class PartAdmin(admin.ModelAdmin):
    list_display = ["title", "type", "slug", "lesson", "theme_item", "alternative", "position"]
    list_filter = ["type", "alternative", "lesson__unit__programme"]
    search_fields = ["title", "slug"]
    raw_id_fields = ["lesson", "theme_item", "card"]
    inlines = [StepInline, WarmUpStepInline, LyricInline, SkillInline]
    list_select_related = ["lesson__unit__programme", "theme_item"]

    def view_on_site(self, obj):
        if obj.lesson_id:
            return f"{obj.lesson.path}/{obj.type}/{obj.slug}"
        if obj.theme_item_id:
            return f"{obj.theme_item.path}/{obj.type}/{obj.slug}"
        return None


@admin.register(m.Skill)
class SkillAdmin(admin.ModelAdmin):
    list_display = ["title", "part", "position"]
    raw_id_fields = ["part"]
    inlines = [SkillLevelInline]


class PartInline(admin.TabularInline):
    model = m.Part
    extra = 0
    fields = ["position", "type", "title", "slug", "alternative"]
    show_change_link = True
    ordering = ["position"]


class LessonOutcomeFormSet(forms.BaseInlineFormSet):
    """A lesson works on one to three outcomes, all of its own unit's."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        unit_outcomes = m.Outcome.objects.filter(unit=self.instance.unit_id) if self.instance.unit_id else None
        for form in self.forms + [self.empty_form]:
            if unit_outcomes is not None:
                form.fields["outcome"].queryset = unit_outcomes

    def clean(self):
        super().clean()
        kept = [f for f in self.forms if f.cleaned_data and not f.cleaned_data.get("DELETE")]
        if not 1 <= len(kept) <= 3:
            raise ValidationError("A lesson works on one to three of its unit's outcomes.")
        for form in kept:
            outcome = form.cleaned_data.get("outcome")
            if outcome and outcome.unit_id != self.instance.unit_id:
                raise ValidationError(f"“{outcome}” is not an outcome of this lesson's unit.")


class LessonOutcomeInline(admin.TabularInline):
    model = m.LessonOutcome
    formset = LessonOutcomeFormSet
    extra = 0
    min_num = 1
    max_num = 3
    fields = ["order", "outcome"]
    verbose_name = "outcome this lesson works on"


@admin.register(m.Lesson)
class LessonAdmin(ViewOnSite, admin.ModelAdmin):
    list_display = ["__str__", "number", "title"]
    list_filter = ["unit__programme", "unit__year__number"]
    search_fields = ["title", "unit__title"]
    raw_id_fields = ["unit"]
    inlines = [LessonOutcomeInline, PartInline]
    list_select_related = ["unit__programme", "unit__year", "unit__stage"]


class LessonInline(admin.TabularInline):
    model = m.Lesson
    extra = 0
    fields = ["number", "title"]
    show_change_link = True


class OutcomeInline(admin.TabularInline):
    model = m.Outcome
    extra = 0
    fields = ["order", "text", "strand", "statement"]
    ordering = ["order"]


class OrganiserInline(admin.StackedInline):
    model = m.KnowledgeOrganiser
    extra = 0


@admin.register(m.Unit)
class UnitAdmin(ViewOnSite, admin.ModelAdmin):
    list_display = ["display_title", "programme", "year", "stage", "focus", "live"]
    list_filter = ["programme", "year__number", "focus", "live"]
    search_fields = ["title", "slug"]
    list_select_related = ["programme", "year__programme", "stage__programme"]
    inlines = [OutcomeInline, OrganiserInline, LessonInline]


@admin.register(m.Year)
class YearAdmin(ViewOnSite, admin.ModelAdmin):
    list_display = ["__str__", "programme", "number"]
    list_filter = ["programme"]
    list_select_related = ["programme"]


class ThemeItemInline(admin.TabularInline):
    model = m.ThemeItem
    extra = 0
    fields = ["position", "title", "slug"]
    show_change_link = True


@admin.register(m.Stage)
class StageAdmin(ViewOnSite, admin.ModelAdmin):
    list_display = ["__str__", "programme", "slug", "label"]
    inlines = [ThemeItemInline]


@admin.register(m.ThemeItem)
class ThemeItemAdmin(ViewOnSite, admin.ModelAdmin):
    list_display = ["title", "stage", "position"]
    list_filter = ["stage__programme", "stage__slug"]
    inlines = [OutcomeInline, PartInline]
    list_select_related = ["stage__programme"]


class MenuItemInline(admin.TabularInline):
    model = m.MenuItem
    extra = 0
    fields = ["position", "kind", "title", "url", "ability", "parent"]


@admin.register(m.Programme)
class ProgrammeAdmin(admin.ModelAdmin):
    list_display = ["title", "slug", "coming_soon", "position"]
    inlines = [MenuItemInline]

    def view_on_site(self, obj):
        return f"/{obj.slug}"


class DieSideInline(admin.TabularInline):
    model = m.DieSide
    extra = 0


@admin.register(m.Die)
class DieAdmin(admin.ModelAdmin):
    list_display = ["title", "slug", "roulette", "sites"]
    inlines = [DieSideInline]


class TrackInline(admin.TabularInline):
    model = m.Track
    extra = 0


@admin.register(m.Playlist)
class PlaylistAdmin(admin.ModelAdmin):
    list_display = ["title", "slug"]
    inlines = [TrackInline]


@admin.register(m.GymCard)
class GymCardAdmin(admin.ModelAdmin):
    list_display = ["title", "focus", "number", "slug"]
    list_filter = ["focus"]


admin.site.register(m.Ability, list_display=["title", "slug", "colour", "position"])
admin.site.register(m.Adventure, list_display=["number", "title"])
admin.site.register(m.IntroEntry, list_display=["title", "slug", "programme"])
admin.site.register(m.MenuItem, list_display=["title", "programme", "kind", "url"], list_filter=["programme", "kind"])
admin.site.register(m.KnowledgeOrganiser, list_display=["unit"], raw_id_fields=["unit"])


@admin.register(m.Strand)
class StrandAdmin(admin.ModelAdmin):
    list_display = ["title", "slug", "kind", "ability", "position"]

    def view_on_site(self, obj):
        return obj.path


@admin.register(m.CurriculumStatement)
class CurriculumStatementAdmin(admin.ModelAdmin):
    list_display = ["code", "key_stage", "text", "position"]
    list_filter = ["key_stage"]


@admin.register(m.Outcome)
class OutcomeAdmin(admin.ModelAdmin):
    list_display = ["text", "unit", "theme_item", "year", "strand", "statement", "order"]
    list_filter = ["strand", "statement__key_stage", "unit__programme", "unit__year__number"]
    search_fields = ["text", "unit__title", "theme_item__title"]
    raw_id_fields = ["unit", "theme_item"]
    list_select_related = ["unit__programme", "unit__year", "unit__stage", "theme_item", "strand", "statement"]
