"""The support area: /support (welcome and search), /support/{slug1}/{slug2} (a page),
with the left folder navigation (not for home users)."""

from django.contrib import messages
from django.shortcuts import redirect, render

from apps.access import rules as can
from apps.access.decorators import dashboard_redirect
from apps.core import messages as text
from apps.support import selectors

NO_ACCESS = selectors.NO_ACCESS


def _crumbs(page=None):
    crumbs = [{"title": "Support", "url": "/support"}]
    if page is not None:
        if page.parent_id:
            crumbs.append({"title": page.parent.title, "url": page.parent.path})
        crumbs.append({"title": page.title, "url": page.path})
    return crumbs


def _render(request, template, pages, **context):
    context.setdefault("title", "Support")
    context.update(
        breadcrumbs=context.get("breadcrumbs") or _crumbs(),
        navigation=selectors.navigation(pages) if can.can_see_support_navigation(request.user) else None,
        query=selectors.clean_query(request.GET.get("q")),
    )
    return render(request, template, context)


def support_view(request):
    """The welcome page, and search results when there is a query."""
    pages = selectors.visible_pages(request.user)
    raw = request.GET.get("q", "")
    results = selectors.search(request.user, raw) if raw.strip() else None
    context = {
        "folders": [p for p in pages if p.parent_id is None],
        "results": results,
        "query_too_long": len(raw) > selectors.MAX_QUERY,
    }
    if request.htmx and results is not None:
        return render(request, "support/results.html", {**context, "query": selectors.clean_query(raw)})
    return _render(request, "support/welcome.html", pages, **context)


def support_page_view(request, rest):
    page = selectors.page_at([s for s in rest.split("/") if s])
    if page is None:
        messages.error(request, text.PAGE_NOT_FOUND)
        return redirect("dashboard")
    if not can.can_open_support_page(request.user, page):
        messages.error(request, NO_ACCESS)
        return dashboard_redirect(request)
    pages = selectors.visible_pages(request.user)
    children = [p for p in pages if p.parent_id == page.pk]
    return _render(
        request,
        "support/page.html",
        pages,
        title=page.title,
        page=page,
        page_blocks=selectors.block_groups(page),
        children=children,
        breadcrumbs=_crumbs(page),
        current=page,
    )
