"""Bookmarks and the last-visited page (spec 1 "Bookmarks menu", §3 Bookmark, §4, §7)."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import Http404

from apps.access import rules as can
from apps.access.scoping import own_rows
from apps.bookmarks.models import Bookmark
from apps.core import messages as text
from apps.core.catalogue import PRODUCTS
from apps.core.inputs import is_site_path

MAX_URL = Bookmark._meta.get_field("url").max_length
MAX_TITLE = Bookmark._meta.get_field("title").max_length
MAX_SUBTITLE = Bookmark._meta.get_field("subtitle").max_length


def _clean_page(*, url: str, title: str, subtitle: str, product: str) -> dict:
    """The fields a bookmark and the last-visited record share. Only pages of this site
    (a path, never another host) so a bookmark link can't lead elsewhere."""
    url, title, subtitle, product = url.strip(), title.strip(), subtitle.strip(), product.strip()
    errors = {}
    if not url:
        errors["url"] = text.REQUIRED
    elif not is_site_path(url) or len(url) > MAX_URL:
        errors["url"] = "Enter a page of this site."
    if not title:
        errors["title"] = text.REQUIRED
    elif len(title) > MAX_TITLE:
        errors["title"] = text.MAX_LENGTH.format(n=MAX_TITLE)
    if len(subtitle) > MAX_SUBTITLE:
        errors["subtitle"] = text.MAX_LENGTH.format(n=MAX_SUBTITLE)
    if product and product not in PRODUCTS:
        errors["product"] = "Unknown product."
    if errors:
        raise ValidationError(errors)
    return {"url": url, "title": title, "subtitle": subtitle, "product": product}


def _require_bookmarks(user):
    if not can.can_use_bookmarks(user):
        raise Http404


@transaction.atomic
def bookmark_create(*, user, url: str, title: str, subtitle: str = "", product: str = "") -> Bookmark:
    """Bookmarks a page; bookmarking it again keeps the one bookmark (and refreshes its titles)."""
    _require_bookmarks(user)
    page = _clean_page(url=url, title=title, subtitle=subtitle, product=product)
    bookmark, _ = Bookmark.objects.update_or_create(
        user=user,
        url=page["url"],
        defaults={"title": page["title"], "subtitle": page["subtitle"], "product": page["product"]},
    )
    return bookmark


BOOKMARKED_ALREADY = "This page is already bookmarked."


@transaction.atomic
def bookmark_update(*, user, bookmark_id: int, url: str, title: str, subtitle: str = "", product: str = "") -> Bookmark:
    """Changes one of the user's own bookmarks (anyone else's id is simply not found). A
    bookmark is the user's own, not the school's: no audit row."""
    bookmark = own_rows(user, Bookmark.objects).select_for_update().filter(pk=bookmark_id).first()
    if bookmark is None or not can.can_delete_bookmark(user, bookmark):
        raise Http404
    page = _clean_page(url=url, title=title, subtitle=subtitle, product=product)
    if own_rows(user, Bookmark.objects).filter(url=page["url"]).exclude(pk=bookmark.pk).exists():
        raise ValidationError({"url": BOOKMARKED_ALREADY})
    for name, value in page.items():
        setattr(bookmark, name, value)
    bookmark.save(update_fields=list(page))
    return bookmark


@transaction.atomic
def bookmark_delete(*, user, bookmark_id: int) -> None:
    """Users delete only their own bookmarks; anyone else's id is simply not found."""
    bookmark = own_rows(user, Bookmark.objects).filter(pk=bookmark_id).first()
    if bookmark is None or not can.can_delete_bookmark(user, bookmark):
        raise Http404
    bookmark.delete()


@transaction.atomic
def last_visited_record(*, user, url: str, title: str, subtitle: str = "", product: str = "") -> dict:
    """Every programme page records itself as the user's last visited page."""
    _require_bookmarks(user)
    page = _clean_page(url=url, title=title, subtitle=subtitle, product=product)
    if user.last_visited != page:
        user.last_visited = page
        user.save(update_fields=["last_visited"])
    return page
