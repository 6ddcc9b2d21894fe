"""Bookmark calls of spec 1 §7: POST/GET bookmarks, DELETE bookmarks/{id},
POST/GET bookmarks/last."""

from django.core.exceptions import PermissionDenied
from django.http import HttpResponse
from ninja import Router, Schema

from apps.api.paging import paginate
from apps.bookmarks import selectors, services
from apps.core import permissions as can

router = Router(tags=["bookmarks"])


class Page(Schema):
    """A page as a bookmark and the last-visited record keep it."""

    url: str
    title: str
    subtitle: str = ""
    product: str = ""


class BookmarkOut(Schema):
    id: int
    url: str
    title: str
    subtitle: str
    product: str
    match: bool


def _allowed(request):
    if not can.can_use_bookmarks(request.auth):
        raise PermissionDenied


@router.post("", response={201: BookmarkOut})
def create(request, payload: Page):
    _allowed(request)
    bookmark = services.bookmark_create(acting_user=request.auth, **payload.dict())
    return 201, selectors.bookmark_out(bookmark, bookmark.url)


@router.get("", response=list[BookmarkOut])
def index(request, response: HttpResponse, page: int = 1, url: str = ""):
    """Newest first, paged in headers; `url` (the page being viewed) sets each item's match."""
    _allowed(request)
    items = paginate(request, response, selectors.bookmarks_for(request.auth), page=page, per_page=selectors.PER_PAGE)
    return [selectors.bookmark_out(b, url) for b in items]


@router.delete("/{int:bookmark_id}", response={204: None})
def delete(request, bookmark_id: int):
    _allowed(request)
    services.bookmark_delete(acting_user=request.auth, bookmark_id=bookmark_id)
    return 204, None


@router.post("/last", response=Page)
def last_record(request, payload: Page):
    _allowed(request)
    return services.last_visited_record(user=request.auth, **payload.dict())


@router.get("/last", response=Page | None)
def last(request):
    _allowed(request)
    return request.auth.last_visited or None
