"""Content staff edit the support pages here: a page with its blocks, and each block
with its links, documents (uploaded) and videos. Saving keeps the search text current."""

from django.contrib import admin

from apps.support import models as m
from apps.support.services import page_reindex


class BlockInline(admin.StackedInline):
    model = m.SupportBlock
    extra = 0
    fields = [("kind", "position"), "label", "text"]
    show_change_link = True


@admin.register(m.SupportPage)
class SupportPageAdmin(admin.ModelAdmin):
    list_display = ["__str__", "path", "product", "position"]
    list_filter = ["product", ("parent", admin.RelatedOnlyFieldListFilter)]
    search_fields = ["title", "slug", "summary"]
    prepopulated_fields = {"slug": ["title"]}
    fields = ["title", "slug", "parent", "product", "summary", "position"]
    inlines = [BlockInline]

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        page_reindex(page=form.instance)


class LinkInline(admin.TabularInline):
    model = m.SupportLink
    extra = 0


class DocumentInline(admin.TabularInline):
    model = m.SupportDocument
    extra = 0
    fields = ["title", "file", "url", "position"]


class VideoInline(admin.TabularInline):
    model = m.SupportVideo
    extra = 0
    fields = ["title", "file", "url", "poster", "position"]


@admin.register(m.SupportBlock)
class SupportBlockAdmin(admin.ModelAdmin):
    list_display = ["__str__", "page", "kind", "position"]
    list_filter = ["kind"]
    search_fields = ["label", "page__title"]
    inlines = [LinkInline, DocumentInline, VideoInline]

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        page_reindex(page=form.instance.page)
