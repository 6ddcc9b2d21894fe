"""The header's BookmarksPanel props from the page's own context: a view sets
`bookmarkable=True` (programme pages with no slug) and `bookmark_subtitle`; `title` and
`product` are the page's usual context."""

from django import template

from apps.bookmarks.props import bookmarks_panel_props

register = template.Library()


@register.simple_tag(takes_context=True)
def bookmark_props(context):
    request = context.get("request")
    if request is None:
        return None
    return bookmarks_panel_props(
        getattr(request, "user", None),
        url=request.path,
        title=context.get("title"),
        subtitle=context.get("bookmark_subtitle"),
        product=context.get("product"),
        bookmarkable=bool(context.get("bookmarkable", False)),
        record_visit=context.get("record_visit"),
    )
