"""The school's public premium page (issue 32): no one signs in, so no user's scope
applies. It reads only the school's own key row and the years the school published, each
with the snapshot saved when the school last saved it (counts and percentages, groups under
5 already hidden: selectors.figures.public_figures); never a child, never a live figure.
tests/scope_probe.py names this function as the one exception, with its reason."""

from django.http import Http404

from apps.premium.models import PremiumYear, PublicPage


def published_years(key: str) -> tuple[str, list[PremiumYear]]:
    """(the school's name, its published years newest first) for a public page key; 404
    for a key nobody holds or a school that has published nothing."""
    if not key or len(key) > 32:
        raise Http404
    page = PublicPage.objects.select_related("account").filter(key=key).first()
    if page is None:
        raise Http404
    years = list(PremiumYear.objects.filter(account_id=page.account_id, published=True).order_by("-start"))
    if not years:
        raise Http404
    return page.account.name, years
