"""A school's assessment settings (issue 30): its scale chosen from the presets and the
years that swim. Chosen by the school's admins and PE lead (the view checks who)."""

from django.core.exceptions import ValidationError
from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.assessment.models import Settings
from apps.assessment.services import scale_choose

BAD_YEARS = "Choose the years that swim from Year 1 to Year 6."
BAD_KEEP = "Keep evidence for 1 to 3650 days."


@transaction.atomic
def settings_save(
    *,
    account: Account,
    preset: str,
    with_below: bool,
    with_above: bool,
    swimming_years,
    evidence_keep_days=None,
    acting_user=None,
) -> Settings:
    """Both or neither: a refused scale (in use, not a preset) leaves the years as they were."""
    try:
        years = sorted({int(y) for y in swimming_years})
    except (TypeError, ValueError):
        raise ValidationError(BAD_YEARS) from None
    if any(y < 1 or y > 6 for y in years):
        raise ValidationError(BAD_YEARS)
    defaults = {"swimming_years": years, "date_updated": timezone.now()}
    if evidence_keep_days is not None:  # None: as it was
        try:
            defaults["evidence_keep_days"] = int(evidence_keep_days)
        except (TypeError, ValueError):
            raise ValidationError(BAD_KEEP) from None
        if not 1 <= defaults["evidence_keep_days"] <= 3650:
            raise ValidationError(BAD_KEEP)
    scale_choose(account=account, preset=preset, with_below=with_below, with_above=with_above, acting_user=acting_user)
    settings, _ = Settings.objects.update_or_create(account=account, defaults=defaults)
    return settings
