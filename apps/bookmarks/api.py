"""Bookmark calls of spec 1 §7: POST/GET bookmarks, GET/PUT/DELETE bookmarks/{id},
POST/GET bookmarks/last. A bookmark is its user's own: nobody else reads or changes it."""

from django.http import HttpResponse
from ninja import Router

from apps.access import rules as can
from apps.access.guard import allow
from apps.api.services.paging import paginate
from apps.bookmarks import selectors, services
from apps.bookmarks.schemas import BookmarkOut, Page

router = Router(tags=["bookmarks"])


@router.post("", response={201: BookmarkOut})
def create(request, payload: Page):
    allow(can.can_use_bookmarks, request)
    bookmark = services.bookmark_create(user=request.auth, **payload.dict())
    return 201, selectors.bookmark_out(bookmark, bookmark.url)


@router.get("", response=list[BookmarkOut])
def index(request, response: HttpResponse, page: int = 1, url: str = ""):
    """Newest first, paged in headers; `url` (the page being viewed) sets each item's match."""
    allow(can.can_use_bookmarks, request)
    items = paginate(request, response, selectors.bookmarks_for(request.auth), page=page, per_page=selectors.PER_PAGE)
    return [selectors.bookmark_out(b, url) for b in items]


@router.get("/{int:bookmark_id}", response=BookmarkOut)
def get(request, bookmark_id: int, url: str = ""):
    """One of the caller's own bookmarks; `url` (the page being viewed) sets its match."""
    allow(can.can_use_bookmarks, request)
    return selectors.bookmark_out(selectors.bookmark_get(request.auth, bookmark_id), url)


@router.put("/{int:bookmark_id}", response=BookmarkOut)
def update(request, bookmark_id: int, payload: Page):
    """Changes one of the caller's own bookmarks (url, title, subtitle, product)."""
    allow(can.can_use_bookmarks, request)
    bookmark = services.bookmark_update(user=request.auth, bookmark_id=bookmark_id, **payload.dict())
    return selectors.bookmark_out(bookmark, bookmark.url)


@router.delete("/{int:bookmark_id}", response={204: None})
def delete(request, bookmark_id: int):
    allow(can.can_use_bookmarks, request)
    services.bookmark_delete(user=request.auth, bookmark_id=bookmark_id)
    return 204, None


@router.post("/last", response=Page)
def last_record(request, payload: Page):
    allow(can.can_use_bookmarks, request)
    return services.last_visited_record(user=request.auth, **payload.dict())


@router.get("/last", response=Page | None)
def last(request):
    allow(can.can_use_bookmarks, request)
    return request.auth.last_visited or None
