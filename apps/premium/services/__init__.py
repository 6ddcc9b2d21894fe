"""The premium return's writes (issue 32): a year's answers and its whole ledger saved
together or not at all, and, while the year is published, the public page's snapshot of
the figures (taken from what the signed-in admin's scoped reads found)."""

from decimal import Decimal

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.premium.models import PremiumLine, PremiumYear, PublicPage

YEAR_FIELDS = ("received", "impact", "sustainability", "for_disadvantaged", "for_girls", "for_send", "published",
               "show_spend", "show_impact", "show_swimming", "show_activity", "show_groups")  # fmt: skip
NOT_THIS_YEAR = "A line of the ledger is not this year's: reload the page and try again."


@transaction.atomic
def premium_year_save(*, acting_user, year: PremiumYear, answers: dict, lines: list[dict], existing) -> PremiumYear:
    """Saves the year's answers and its ledger: each line dict has `id` (None: new),
    `what`, `indicator`, `cost` and `delete`. `existing` is the year's lines as the caller's
    scoped read found them; a line id outside it is refused and nothing is written."""
    known = {line.pk: line for line in existing}
    if any(line["id"] is not None and line["id"] not in known for line in lines):
        raise ValidationError(NOT_THIS_YEAR)
    for name in YEAR_FIELDS:
        if name in answers:
            setattr(year, name, answers[name])
    year.updated_at, year.updated_by = timezone.now(), acting_user
    year.full_clean()
    year.save()
    for line in lines:
        row = known.get(line["id"]) if line["id"] is not None else None
        if line["delete"]:
            if row is not None:
                row.delete()
            continue
        row = row or PremiumLine(year=year, account_id=year.account_id)
        row.what, row.indicator, row.cost = line["what"].strip(), line["indicator"], Decimal(line["cost"])
        row.full_clean()
        row.save()
    return year


@transaction.atomic
def premium_publish(*, year: PremiumYear, snapshot: dict) -> PublicPage | None:
    """Keeps the public page's copy of a published year (or clears it when unpublished),
    and gives the school its public page key the first time it publishes."""
    if not year.published:
        PremiumYear.objects.filter(pk=year.pk).update(snapshot={}, published_at=None)
        return None
    page, _ = PublicPage.objects.get_or_create(account_id=year.account_id)
    PremiumYear.objects.filter(pk=year.pk).update(snapshot=snapshot, published_at=timezone.now())
    return page
