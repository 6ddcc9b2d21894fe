"""Oakfield's demo premium year (apps/demo/premium.py): made once, realistic, published."""

import pytest

from apps.premium.models import PremiumYear

pytestmark = pytest.mark.django_db


def test_oakfield_has_a_published_premium_year_with_its_ledger(personas, year6):
    from apps.demo.premium import seed_premium

    assert seed_premium() == 1 and seed_premium() == 0  # idempotent
    year = PremiumYear.objects.get(account=personas["school_admin"].account)
    assert year.received == 17760 and year.lines.count() == 8 and year.published
    assert sum(line.cost for line in year.lines.all()) == 17240
    assert year.snapshot["swimming"][0]["pct"].endswith("%")
