"""Writes to the support pages: keeping each page's search text in step with its blocks."""

from apps.support.models import SupportPage
from apps.support.selectors import page_text


def page_reindex(*, page: SupportPage):
    """Store the plain words of a page's blocks, which the search reads (called when a
    page or one of its blocks is saved in the admin, and by the demo data)."""
    text = page_text(page)
    SupportPage.objects.filter(pk=page.pk).update(search_text=text)
    page.search_text = text
