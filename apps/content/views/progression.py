"""Progression pages (issue 27): per strand, how the outcomes build from EYFS to Year 6,
reached from /real and from each unit. Anyone who may open Core PE may read them."""

from apps.access.entitlements import user_access
from apps.content import selectors
from apps.content.views.common import crumb, gate, not_found, page, production
from apps.core.catalogue import YEAR_LABELS


def progression_index_view(request):
    if response := gate(request, "pe"):
        return response
    return page(
        request,
        "content/progression.html",
        product="pe",
        title="Progression",
        breadcrumbs=[crumb("Curriculum", "/real"), crumb("Progression")],
        strands=selectors.strands(),
        strand=None,
        years=[],
    )


def progression_view(request, strand):
    if response := gate(request, "pe"):
        return response
    found, years = selectors.progression(strand, production=production(request))
    if found is None:
        return not_found(request)
    access = user_access(request.user)
    rows = []
    for number, groups in years:
        for group in groups:
            # A link only where the user may open it (a unit's product and year).
            group["open"] = bool(group["url"]) and access.can_open(
                group["programme"], number if group["programme"] in ("pe", "gym", "dance") else None
            )
        rows.append({"number": number, "label": YEAR_LABELS[number], "groups": groups})
    return page(
        request,
        "content/progression.html",
        bookmarkable=True,
        product="pe",
        title=f"Progression: {found.title}",
        breadcrumbs=[crumb("Curriculum", "/real"), crumb("Progression", "/real/progression"), crumb(found.title)],
        strands=selectors.strands(),
        strand=found,
        years=rows,
    )
