"""Props of the header's BookmarksPanel island (built here, as every area builds its
islands' props in props.py)."""

from apps.access import rules as can
from apps.bookmarks import selectors


def bookmarks_panel_props(user, *, url, title="", subtitle="", product="", bookmarkable=False, record_visit=None):
    """None when the user has no bookmarks menu. `bookmarkable`: a programme page with no
    slug; `subtitle`: its breadcrumb titles joined by " - " without the current type."""
    if not can.can_use_bookmarks(user):
        return None
    current = selectors.bookmark_for_url(user, url) if bookmarkable else None
    return {
        "page": {"url": url, "title": str(title or ""), "subtitle": str(subtitle or ""), "product": str(product or "")},
        "bookmarkable": bookmarkable,
        # Programme pages record themselves as last visited; a view may opt out or in.
        "recordVisit": bool(bookmarkable if record_visit is None else record_visit),
        "bookmarkId": current.pk if current else None,
        "lastVisited": user.last_visited or None,
        "perPage": selectors.PER_PAGE,
    }
