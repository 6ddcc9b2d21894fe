"""Content staff edit micro learns here: categories and storylines with their images."""

from django.contrib import admin

from apps.learning import models as m


class ImageInline(admin.TabularInline):
    model = m.MicroLearnImage
    extra = 0


@admin.register(m.MicroLearn)
class MicroLearnAdmin(admin.ModelAdmin):
    list_display = ["title", "type", "category", "time", "position", "published"]
    list_filter = ["type", "published", ("category", admin.RelatedOnlyFieldListFilter)]
    search_fields = ["title", "text"]
    fields = ["type", "title", "category", "url", "text", "time", "position", "published"]
    inlines = [ImageInline]
