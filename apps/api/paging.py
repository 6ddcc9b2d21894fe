"""List paging in headers (spec 1 §3 Paged collection): total count, page count,
current page and a Link header with first, prev, next and last."""

from math import ceil
from urllib.parse import urlencode

from django.http import HttpResponse

from apps.core.paging import page_rows

DEFAULT_PER_PAGE = 24


def paginate(request, response: HttpResponse, items, *, page: int = 1, per_page: int = DEFAULT_PER_PAGE):
    """Slices a queryset or list for `page` and writes the paging headers."""
    total = items.count() if hasattr(items, "count") and not isinstance(items, list) else len(items)
    pages = max(ceil(total / per_page), 1)
    page = min(max(page, 1), pages)
    response["X-Total-Count"] = str(total)
    response["X-Page-Count"] = str(pages)
    response["X-Current-Page"] = str(page)
    response["Link"] = _link_header(request, page, pages)
    start = (page - 1) * per_page
    return page_rows(items, start, per_page, total) if hasattr(items, "query") else items[start : start + per_page]


def _link_header(request, page, pages):
    params = request.GET.copy()

    def url(n):
        params["page"] = str(n)
        return request.build_absolute_uri(f"{request.path}?{urlencode(params, doseq=True)}")

    rels = {"first": 1, "last": pages, "self": page}
    if page > 1:
        rels["prev"] = page - 1
    if page < pages:
        rels["next"] = page + 1
    return ", ".join(f'<{url(n)}>; rel="{rel}"' for rel, n in rels.items())
