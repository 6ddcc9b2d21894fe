"""List paging in headers (spec 1 §3 Paged collection): total count, page count,
current page and a Link header with first, prev, next and last."""

from math import ceil
from urllib.parse import urlencode

from django.core.exceptions import ValidationError
from django.http import HttpResponse

from apps.core.paging import page_rows

DEFAULT_PER_PAGE = 24


PAGE_FROM_ONE = "Pages are numbered from 1"


def paginate(request, response: HttpResponse, items, *, page: int = 1, per_page: int = DEFAULT_PER_PAGE):
    """Slices a queryset or list for `page` and writes the paging headers. A page past the
    end is empty, with the headers saying which page it is and how many there are (its
    prev link goes to the last page); a page below 1 is a 422 on `page`."""
    if page < 1:
        raise ValidationError({"page": [PAGE_FROM_ONE]})
    total = items.count() if hasattr(items, "count") and not isinstance(items, list) else len(items)
    pages = max(ceil(total / per_page), 1)
    response["X-Total-Count"] = str(total)
    response["X-Page-Count"] = str(pages)
    response["X-Current-Page"] = str(page)
    response["Link"] = _link_header(request, page, pages)
    if page > pages:
        return []
    start = (page - 1) * per_page
    return page_rows(items, start, per_page, total) if hasattr(items, "query") else items[start : start + per_page]


def _link_header(request, page, pages):
    params = request.GET.copy()

    def url(n):
        params["page"] = str(n)
        return request.build_absolute_uri(f"{request.path}?{urlencode(params, doseq=True)}")

    rels = {"first": 1, "last": pages, "self": page}
    if page > 1:
        rels["prev"] = min(page - 1, pages)
    if page < pages:
        rels["next"] = page + 1
    return ", ".join(f'<{url(n)}>; rel="{rel}"' for rel, n in rels.items())
