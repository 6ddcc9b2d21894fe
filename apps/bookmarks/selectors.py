from django.shortcuts import get_object_or_404

from apps.access.scoping import own_rows
from apps.bookmarks.models import Bookmark

PER_PAGE = 5  # rows that fit the panel's 320 px minimum height with the paging buttons


def bookmarks_for(user):
    """The user's own bookmarks, newest first."""
    return own_rows(user, Bookmark.objects).order_by("-created", "-id")


def bookmark_get(user, bookmark_id: int) -> Bookmark:
    """One of the user's own bookmarks (anyone else's id is not found)."""
    return get_object_or_404(own_rows(user, Bookmark.objects), pk=bookmark_id)


def bookmark_for_url(user, url: str):
    return own_rows(user, Bookmark.objects).filter(url=url).only("id").first()


def bookmark_out(bookmark: Bookmark, current_url: str = "") -> dict:
    return {
        "id": bookmark.pk,
        "url": bookmark.url,
        "title": bookmark.title,
        "subtitle": bookmark.subtitle,
        "product": bookmark.product,
        # The spec's `match`: this bookmark is the page being viewed.
        "match": bool(current_url) and bookmark.url == current_url,
    }
