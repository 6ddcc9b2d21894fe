"""The content editors' tool: every content model with inlines in page order and a
"View on site" preview. Only internal staff (kind create) get into the admin at all
(User.is_staff), so nobody else can edit content.

Issue 29 makes it a tool to work in without JSON: lists are lines or ticks, media are
uploaded with a preview, rows move up and down, the content check runs on save, a
lesson previews as a teacher or a pupil, every save of a lesson or its parts is a
revision (who, when, what changed) that can be restored, and a unit goes out and comes
back in as one file. Why the admin rather than pages of our own: it is already the
editors' tool, staff-only, with Django's permissions, inlines and atomic saves."""

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.http import HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html

from apps.content import models as m
from apps.content.forms import MEDIA_FIELDS, LessonForm, MediaField, MediaWidget, PartForm, list_field
from apps.content.services import transfer


class LabelledFormSet(forms.BaseInlineFormSet):
    """Tabular inline rows have their labels only in the table's head: each field gets an
    accessible name saying what and which row ("Position, row 2"), Delete included."""

    def add_fields(self, form, index):
        super().add_fields(form, index)
        row = f", row {index + 1}" if index is not None else ", new row"
        for name, field in form.fields.items():
            if isinstance(field.widget, (MediaWidget, forms.CheckboxSelectMultiple)):
                continue  # their own labels name each part
            label = "Delete" if name == "DELETE" else (field.label or name.replace("_", " ").capitalize())
            for widget in (field.widget, getattr(field.widget, "widget", None)):  # a related field's wrapper too
                if widget is not None:
                    widget.attrs = {**widget.attrs, "aria-label": f"{label}{row}"}


class EditorFields:
    """Lists as lines or ticks and media as uploads, on every content form and inline."""

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        if isinstance(db_field, models.JSONField):
            return list_field(db_field.name, label=db_field.verbose_name.capitalize(), help_text=db_field.help_text)
        if isinstance(db_field, models.CharField) and db_field.name in MEDIA_FIELDS and not db_field.choices:
            return MediaField(MEDIA_FIELDS[db_field.name], max_length=db_field.max_length,
                              label=db_field.verbose_name.capitalize(), help_text=db_field.help_text)  # fmt: skip
        return super().formfield_for_dbfield(db_field, request, **kwargs)

    formset = LabelledFormSet

    @property
    def media(self):
        return super().media + forms.Media(js=["content/authoring.js"], css={"all": ["content/authoring.css"]})


class ViewOnSite:
    def view_on_site(self, obj):
        return getattr(obj, "path", None)


def _preview_links(path):
    return format_html(
        '<a href="{0}?preview=teacher" target="preview" data-preview="teacher">Preview as a teacher</a> · '
        '<a href="{0}?preview=pupil" target="preview" data-preview="pupil">Preview as a pupil</a>'
        "<br><small>Opens the real page with what is saved, drafts included (1920×1080 is a projector).</small>",
        path,
    )


class StepInline(EditorFields, admin.StackedInline):
    model = m.Step
    extra = 0
    fields = [("position", "subtitle"), "text", ("image", "audio", "video"), ("skill_what", "skill_how"), "dice"]


class WarmUpStepInline(EditorFields, admin.TabularInline):
    model = m.WarmUpStep
    extra = 0


class LyricInline(EditorFields, admin.TabularInline):
    model = m.Lyric
    extra = 0


class SkillInline(EditorFields, admin.TabularInline):
    model = m.Skill
    extra = 0
    show_change_link = True


class SkillLevelInline(EditorFields, admin.TabularInline):
    model = m.SkillLevel
    extra = 0


class RevisionsMixin:
    """Every save of a lesson, or of one of its parts with its steps, records a revision of
    the lesson (after the inlines are saved); the first save here keeps the lesson as it
    was before, so that edit can be undone too. The History button lists them."""

    def lesson_of(self, obj):
        return obj

    def get_fields(self, request, obj=None):
        # The preview links first, where an editor looks after saving.
        fields = list(super().get_fields(request, obj))
        return ["preview", *[f for f in fields if f != "preview"]] if "preview" in fields else fields

    def save_model(self, request, obj, form, change):
        if change and (lesson := self.lesson_of(obj)) is not None:
            transfer.revision_baseline(lesson=m.Lesson.objects.get(pk=lesson.pk))
        super().save_model(request, obj, form, change)

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if (lesson := self.lesson_of(form.instance)) is not None:
            transfer.revision_record(lesson=m.Lesson.objects.get(pk=lesson.pk), acting_user=request.user)

    def history_view(self, request, object_id, extra_context=None):
        obj = self.get_object(request, object_id)
        lesson = self.lesson_of(obj) if obj else None
        if lesson is None:
            return super().history_view(request, object_id, extra_context)
        return redirect("admin:content_lesson_revisions", lesson.pk)


@admin.register(m.Part)
class PartAdmin(RevisionsMixin, EditorFields, admin.ModelAdmin):
    form = PartForm
    list_display = ["title", "type", "slug", "lesson", "theme_item", "alternative", "position"]
    list_filter = ["type", "alternative", "lesson__unit__programme"]
    search_fields = ["title", "slug"]
    raw_id_fields = ["lesson", "theme_item", "card"]
    readonly_fields = ["preview"]
    inlines = [StepInline, WarmUpStepInline, LyricInline, SkillInline]
    list_select_related = ["lesson__unit__programme", "theme_item"]

    def lesson_of(self, obj):
        return obj.lesson if obj.lesson_id else None

    @admin.display(description="Preview")
    def preview(self, obj):
        url = self.view_on_site(obj) if obj.pk else None
        return _preview_links(url) if url else "Save first."

    def view_on_site(self, obj):
        if obj.lesson_id:
            return f"{obj.lesson.path}/{obj.type}/{obj.slug}"
        if obj.theme_item_id:
            return f"{obj.theme_item.path}/{obj.type}/{obj.slug}"
        return None


@admin.register(m.Skill)
class SkillAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["title", "part", "position"]
    raw_id_fields = ["part"]
    inlines = [SkillLevelInline]


class PartInline(EditorFields, admin.TabularInline):
    model = m.Part
    extra = 0
    fields = ["position", "type", "title", "slug", "alternative"]
    show_change_link = True
    ordering = ["position"]


class LessonOutcomeFormSet(LabelledFormSet):
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


class LessonOutcomeInline(EditorFields, admin.TabularInline):
    model = m.LessonOutcome
    formset = LessonOutcomeFormSet
    extra = 0
    min_num = 1
    max_num = 3
    fields = ["order", "outcome"]
    verbose_name = "outcome this lesson works on"


@admin.register(m.Lesson)
class LessonAdmin(RevisionsMixin, ViewOnSite, EditorFields, admin.ModelAdmin):
    form = LessonForm
    list_display = ["__str__", "number", "title", "status", "publish_at"]
    list_filter = ["status", "unit__programme", "unit__year__number"]
    search_fields = ["title", "unit__title"]
    raw_id_fields = ["unit"]
    readonly_fields = ["preview"]
    inlines = [LessonOutcomeInline, PartInline]
    list_select_related = ["unit__programme", "unit__year", "unit__stage"]

    @admin.display(description="Preview")
    def preview(self, obj):
        return _preview_links(obj.path) if obj.pk else "Save first."

    def get_urls(self):
        own = [
            path("<int:lesson_id>/revisions/", self.admin_site.admin_view(self.revisions_view),
                 name="content_lesson_revisions"),
            path("<int:lesson_id>/revisions/<int:revision_id>/restore/",
                 self.admin_site.admin_view(self.restore_view), name="content_lesson_restore"),
        ]  # fmt: skip
        return own + super().get_urls()

    def revisions_view(self, request, lesson_id):
        lesson = get_object_or_404(m.Lesson.objects.select_related("unit__programme", "unit__year"), pk=lesson_id)
        if not self.has_view_or_change_permission(request, lesson):
            raise PermissionDenied
        revisions = lesson.revisions.select_related("author").defer("data")
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "lesson": lesson,
            "revisions": revisions,
            "can_restore": self.has_change_permission(request, lesson),
            "title": f"Revisions of {lesson}",
        }
        return TemplateResponse(request, "admin/content/revisions.html", context)

    def restore_view(self, request, lesson_id, revision_id):
        if request.method != "POST":
            return HttpResponse("Restore with the button on the revisions page.", status=405)
        revision = get_object_or_404(m.Revision, pk=revision_id, lesson_id=lesson_id)
        if not self.has_change_permission(request, revision.lesson):
            raise PermissionDenied
        try:
            transfer.revision_restore(revision=revision, acting_user=request.user)
        except transfer.FileProblem as problem:
            messages.error(request, f"This revision cannot be restored: {problem.messages[0]}")
            return redirect("admin:content_lesson_revisions", lesson_id)
        messages.success(request, f"Restored {revision.lesson} as it was at {revision.created:%d %b %Y %H:%M}.")
        return redirect("admin:content_lesson_revisions", lesson_id)


class LessonInline(EditorFields, admin.TabularInline):
    model = m.Lesson
    extra = 0
    fields = ["number", "title"]
    show_change_link = True


class OutcomeInline(EditorFields, admin.TabularInline):
    model = m.Outcome
    extra = 0
    fields = ["order", "text", "strand", "statement"]
    ordering = ["order"]


class OrganiserInline(EditorFields, admin.StackedInline):
    model = m.KnowledgeOrganiser
    extra = 0


class UnitFileForm(forms.Form):
    file = forms.FileField(label="Unit file (JSON)", help_text="A file exported from this page (or one like it).")


@admin.register(m.Unit)
class UnitAdmin(ViewOnSite, EditorFields, admin.ModelAdmin):
    list_display = ["display_title", "programme", "year", "stage", "focus", "live", "export_link"]
    list_filter = ["programme", "year__number", "focus", "live"]
    search_fields = ["title", "slug"]
    list_select_related = ["programme", "year__programme", "stage__programme"]
    inlines = [OutcomeInline, OrganiserInline, LessonInline]
    change_list_template = "admin/content/unit_change_list.html"

    @admin.display(description="Unit file")
    def export_link(self, obj):
        return format_html('<a href="{}">Export</a>', reverse("admin:content_unit_export", args=[obj.pk]))

    def get_urls(self):
        own = [
            path("import/", self.admin_site.admin_view(self.import_view), name="content_unit_import"),
            path("<int:unit_id>/export/", self.admin_site.admin_view(self.export_view), name="content_unit_export"),
        ]
        return own + super().get_urls()

    def export_view(self, request, unit_id):
        unit = get_object_or_404(m.Unit.objects.select_related("programme", "year", "stage", "playlist"), pk=unit_id)
        if not self.has_view_or_change_permission(request, unit):
            raise PermissionDenied
        response = HttpResponse(transfer.unit_export(unit), content_type="application/json; charset=utf-8")
        response["Content-Disposition"] = f'attachment; filename="{unit.slug}.json"'
        return response

    def import_view(self, request):
        if not (self.has_add_permission(request) and self.has_change_permission(request)):
            raise PermissionDenied
        form = UnitFileForm(request.POST or None, request.FILES or None)
        status = 200
        if request.method == "POST":
            status = 400
            if form.is_valid():
                try:
                    unit = transfer.unit_import(raw=form.cleaned_data["file"].read(), acting_user=request.user)
                except transfer.FileProblem as problem:
                    form.add_error("file", f"Nothing was loaded. {problem.messages[0]}")
                else:
                    messages.success(request, f"Loaded {unit.display_title} with {unit.lessons.count()} lessons.")
                    return redirect("admin:content_unit_change", unit.pk)
        context = {**self.admin_site.each_context(request), "opts": self.opts, "form": form,
                   "title": "Import a unit file"}  # fmt: skip
        return TemplateResponse(request, "admin/content/unit_import.html", context, status=status)


@admin.register(m.Year)
class YearAdmin(ViewOnSite, EditorFields, admin.ModelAdmin):
    list_display = ["__str__", "programme", "number"]
    list_filter = ["programme"]
    list_select_related = ["programme"]


class ThemeItemInline(EditorFields, admin.TabularInline):
    model = m.ThemeItem
    extra = 0
    fields = ["position", "title", "slug"]
    show_change_link = True


@admin.register(m.Stage)
class StageAdmin(ViewOnSite, EditorFields, admin.ModelAdmin):
    list_display = ["__str__", "programme", "slug", "label"]
    inlines = [ThemeItemInline]


@admin.register(m.ThemeItem)
class ThemeItemAdmin(ViewOnSite, EditorFields, admin.ModelAdmin):
    list_display = ["title", "stage", "position"]
    list_filter = ["stage__programme", "stage__slug"]
    inlines = [OutcomeInline, PartInline]
    list_select_related = ["stage__programme"]


class MenuItemInline(EditorFields, admin.TabularInline):
    model = m.MenuItem
    extra = 0
    fields = ["position", "kind", "title", "url", "ability", "parent"]


@admin.register(m.Programme)
class ProgrammeAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["title", "slug", "coming_soon", "position"]
    inlines = [MenuItemInline]

    def view_on_site(self, obj):
        return f"/{obj.slug}"


class DieSideInline(EditorFields, admin.TabularInline):
    model = m.DieSide
    extra = 0


@admin.register(m.Die)
class DieAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["title", "slug", "roulette", "sites"]
    inlines = [DieSideInline]


class TrackInline(EditorFields, admin.TabularInline):
    model = m.Track
    extra = 0


@admin.register(m.Playlist)
class PlaylistAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["title", "slug"]
    inlines = [TrackInline]


@admin.register(m.GymCard)
class GymCardAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["title", "focus", "number", "slug"]
    list_filter = ["focus"]


class EditorAdmin(EditorFields, admin.ModelAdmin):
    pass


admin.site.register(m.Ability, EditorAdmin, list_display=["title", "slug", "colour", "position"])
admin.site.register(m.Adventure, EditorAdmin, list_display=["number", "title"])
admin.site.register(m.IntroEntry, EditorAdmin, list_display=["title", "slug", "programme"])
admin.site.register(
    m.MenuItem, EditorAdmin, list_display=["title", "programme", "kind", "url"], list_filter=["programme", "kind"]
)
admin.site.register(m.KnowledgeOrganiser, EditorAdmin, list_display=["unit"], raw_id_fields=["unit"])


@admin.register(m.Strand)
class StrandAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["title", "slug", "kind", "ability", "position"]

    def view_on_site(self, obj):
        return obj.path


@admin.register(m.CurriculumStatement)
class CurriculumStatementAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["code", "key_stage", "text", "position"]
    list_filter = ["key_stage"]


@admin.register(m.Outcome)
class OutcomeAdmin(EditorFields, admin.ModelAdmin):
    list_display = ["text", "unit", "theme_item", "year", "strand", "statement", "order"]
    list_filter = ["strand", "statement__key_stage", "unit__programme", "unit__year__number"]
    search_fields = ["text", "unit__title", "theme_item__title"]
    raw_id_fields = ["unit", "theme_item"]
    list_select_related = ["unit__programme", "unit__year", "unit__stage", "theme_item", "strand", "statement"]
