"""row_url gives what reverse() gives, for any id; |dmy writes what |date:"d/m/Y" writes."""

from datetime import date

import pytest
from django.template.defaultfilters import date as date_filter
from django.urls import reverse

from apps.core.links import row_url
from apps.licences.templatetags.licences import dmy


@pytest.mark.parametrize("name", ["licence_edit", "licence_delete", "account_user_edit", "account_user_delete"])
def test_row_url_is_reverse_for_every_id(name):
    url = row_url(name, 10009)
    for pk in (1, 9, 10, 98765, 10009):
        assert url(pk) == reverse(name, args=[10009, pk])


def test_dmy_matches_the_date_filter():
    for day in (date(2026, 1, 2), date(2026, 12, 31), date(1999, 9, 1)):
        assert dmy(day) == date_filter(day, "d/m/Y")
    assert dmy(None) == ""
