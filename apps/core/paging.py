"""Paging a sorted queryset without reading past the page (design: lists stay fast at
20,000 schools). Next and Previous seek from the row at the page's edge (keyset: an
index range scan of one page); a page opened by number counts from the nearer end, so
the last page costs what the first does. `order` must end in a unique field (pk)."""

from django.core.paginator import EmptyPage, Page, PageNotAnInteger, Paginator
from django.db.models import Q


def _flip(item: str) -> str:
    return item[1:] if item.startswith("-") else f"-{item}"


def _seek_q(order, values, *, forward: bool) -> Q:
    """Rows strictly after (forward) or before the row whose sort values are `values`.
    The first field's range is repeated on its own so the database walks the index from
    there instead of reading every row that matches the OR."""
    first = order[0].lstrip("-")
    desc_first = order[0].startswith("-")
    q = Q()
    equal = {}
    for item in order:
        name = item.lstrip("-")
        op = "lt" if item.startswith("-") == forward else "gt"
        q |= Q(**equal, **{f"{name}__{op}": values[name]})
        equal[name] = values[name]
    op = "lte" if desc_first == forward else "gte"
    return Q(**{f"{first}__{op}": values[first]}) & q


def _edge_values(qs, order, pk):
    """The sort values of the edge row, if it is still in the list (else page by number)."""
    return qs.filter(pk=pk).values(*[item.lstrip("-") for item in order]).first()


def seek_page(qs, order, per_page: int, *, number=None, after=None, before=None) -> Page:
    """Page `number` of `qs` sorted by `order` (a list such as ["name", "pk"]). With
    `after` (the pk of the previous page's last row) or `before` (the next page's first
    row) the rows are found from that row; otherwise by position from the nearer end."""
    qs = qs.order_by(*order)
    paginator = Paginator(qs, per_page)
    try:
        number = paginator.validate_number(number)
    except PageNotAnInteger:
        number = 1
    except EmptyPage:
        number = paginator.num_pages
    edge = after or before
    values = _edge_values(qs, order, edge) if str(edge or "").isdigit() else None
    if values is not None and after:
        rows = list(qs.filter(_seek_q(order, values, forward=True))[:per_page])
    elif values is not None:
        rows = list(qs.order_by(*map(_flip, order)).filter(_seek_q(order, values, forward=False))[:per_page])[::-1]
    else:
        rows = _rows_at(qs, order, (number - 1) * per_page, per_page, paginator.count)
    return Page(rows, number, paginator)


def page_rows(qs, start, per_page, total):
    """qs[start:start + per_page], counted from the nearer end when qs is sorted by a list
    ending in its pk (so the reverse order is exact); otherwise as sliced."""
    order = list(qs.query.order_by)
    plain = order and all(isinstance(item, str) for item in order)  # not expressions such as F().desc()
    if plain and order[-1].lstrip("-") in ("pk", qs.model._meta.pk.name):
        return _rows_at(qs, order, start, per_page, total)
    return list(qs[start : start + per_page])


def _rows_at(qs, order, start, per_page, total):
    end = min(start + per_page, total)
    if start <= total - end:
        return list(qs[start:end])
    # Nearer the end: the same rows counted from the end in the reverse order.
    from_end = total - end
    return list(qs.order_by(*map(_flip, order))[from_end : from_end + (end - start)])[::-1]
