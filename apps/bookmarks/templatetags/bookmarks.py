"""Props of the header's BookmarksPanel island, built from the page's own context:
a view sets `bookmarkable=True` (programme pages with no slug) and `bookmark_subtitle`
(breadcrumb titles joined by " - " without the current type); `title` and `product`
are the page's usual context."""

from django import template

from apps.bookmarks import selectors
from apps.core import permissions as can

register = template.Library()


@register.simple_tag(takes_context=True)
def bookmark_props(context):
    request = context.get("request")
    user = getattr(request, "user", None)
    if request is None or not can.can_use_bookmarks(user):
        return None
    url = request.path
    bookmarkable = bool(context.get("bookmarkable", False))
    current = selectors.bookmark_for_url(user, url) if bookmarkable else None
    return {
        "page": {
            "url": url,
            "title": str(context.get("title") or ""),
            "subtitle": str(context.get("bookmark_subtitle") or ""),
            "product": str(context.get("product") or ""),
        },
        "bookmarkable": bookmarkable,
        # Programme pages record themselves as last visited; a view may opt out or in.
        "recordVisit": bool(context.get("record_visit", bookmarkable)),
        "bookmarkId": current.pk if current else None,
        "lastVisited": user.last_visited or None,
        "perPage": selectors.PER_PAGE,
    }
