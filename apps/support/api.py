"""Support calls of spec 1 §7: support pages by uri, and the support entries (the folder
the caller may open). The same selectors and rule as /support/{slug1}/{slug2}: a page that
does not exist is 404 ("Page not found"), one the caller may not open is 403 with the
page's own refusal."""

from django.core.exceptions import PermissionDenied
from django.http import Http404
from ninja import Query, Router

from apps.core.html import clean_html
from apps.support import selectors
from apps.support.schemas import SupportEntryOut, SupportPageOut

router = Router(tags=["support"])
MAX_URI = 200


def _entry(page, children=()):
    return {
        "title": page.title,
        "slug": page.slug,
        "product": page.product,
        "uri": page.path.lstrip("/"),
        "summary": page.summary,
        "children": [_entry(c) for c in children],
    }


def _block(block):
    return {
        "id": block.pk,
        "type": block.kind,
        "label": block.label,
        "text": str(clean_html(block.text)),
        "hyperLinks": [{"title": i.title, "url": i.url, "external": i.external} for i in block.links.all()],
        "documents": [{"url": i.href, "title": i.title, "extension": i.extension} for i in block.documents.all()],
        "videos": [
            {"url": i.href, "title": i.title, "extension": i.extension, "poster": i.poster} for i in block.videos.all()
        ],
        "children": [],
    }


@router.get("/page", response=SupportPageOut)
def page(request, uri: str = Query(..., min_length=1, max_length=MAX_URI)):
    """A page by its uri, leading slash optional: support/faqs, support/bursts/faqs,
    support/leaders (the /leaders page)."""
    user = request.auth
    found, allowed = selectors.open_page(user, selectors.slugs_of(uri))
    if found is None:
        raise Http404
    if not allowed:
        raise PermissionDenied(selectors.NO_ACCESS)
    return {
        **_entry(found),
        "id": found.pk,
        "blocks": [_block(b) for b in found.blocks.all()],
        "children": [_entry(c) for c in selectors.visible_children(user, found)],
    }


@router.get("/entries", response=list[SupportEntryOut])
def entries(request):
    """The pages the caller may open, as folders with their pages (navigation order)."""
    return [_entry(f.page, f.children) for f in selectors.navigation(selectors.visible_pages(request.auth))]
