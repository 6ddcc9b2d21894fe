"""The year-to-date pages, the staff statistics and their exports (spec 2 §2 screen 15;
spec 1 §7 exports bursts/year and bursts/accounts)."""

import io
from datetime import timedelta

import pytest
from django.utils import timezone
from openpyxl import load_workbook

from apps.bursts.models import Event
from apps.bursts.services.recording import rollups_rebuild

pytestmark = pytest.mark.django_db

STAFF = {"super_staff", "staff_admin", "staff_viewer"}
STATS_PAGES = ["/bursts/stats/year", "/bursts/stats/accounts", "/bursts/stats/year/export",
               "/bursts/stats/accounts/export"]  # fmt: skip


@pytest.fixture
def activity(bursts_rows):
    child = bursts_rows["active"]
    Event.objects.create(student=child, account=child.account, app_id="y1", kind="activity", seconds=185,
                         adventure_id=3, level=2, date_created=timezone.now() - timedelta(minutes=5))  # fmt: skip
    rollups_rebuild()
    return child


def _xlsx(response):
    return [
        list(r)
        for r in load_workbook(io.BytesIO(b"".join(response.streaming_content))).active.iter_rows(values_only=True)
    ]


@pytest.mark.parametrize(
    "persona", ["super_staff", "staff_viewer", "school_admin", "teacher", "bursts_user", "home_user"]
)
def test_staff_statistics_are_staff_only(signed_in, personas, persona):
    client = signed_in(personas[persona])
    assert client.get("/bursts/stats").status_code == 302
    for url in STATS_PAGES:
        response = client.get(url)
        assert (response.status_code == 200) == (persona in STAFF), url


def test_school_year_page_loads_then_shows_figures(signed_in, school_admin, activity):
    client = signed_in(school_admin)
    assert "Loading statistics" in client.get("/bursts/year").text
    results = client.get("/bursts/year/results", headers={"HX-Request": "true"}).text
    assert "Pirate Cove level 2" in results and 'data-island="YearChart"' in results
    assert "<html" not in results  # the page's HTMX load gets the results alone
    assert "Level 5" not in results  # levels with no non-zero value are hidden
    filtered = client.get("/bursts/year/results", {"gender": "FEMALE"}).text
    assert "Pirate Cove level 2" not in filtered and "Reset" in filtered


def test_year_export_has_the_figures(signed_in, school_admin, activity):
    rows = _xlsx(signed_in(school_admin).get("/bursts/year/export"))
    assert rows[0][1] == "Aug" and len(rows[0]) == 14
    minutes = next(r for r in rows if r[0] == "Total minutes")
    assert 3 in minutes  # 185 s is 3 whole minutes


def test_staff_accounts_table_and_export(signed_in, staff_viewer, oak, activity):
    client = signed_in(staff_viewer)
    page = client.get("/bursts/stats/accounts").text
    assert "Oakfield Primary" in page and "Cedar Academy" not in page  # Cedar has no activity here
    rows = _xlsx(client.get("/bursts/stats/accounts/export"))
    assert rows[1][:3] == ["Oakfield Primary", 3, 1]


def test_staff_account_year_tab_loads_the_schools_figures(signed_in, super_staff, oak, activity):
    client = signed_in(super_staff)
    tab = client.get(f"/accounts/{oak.pk}/bursts/year").text
    assert f"/accounts/{oak.pk}/bursts/year/results" in tab
    results = client.get(f"/accounts/{oak.pk}/bursts/year/results", headers={"HX-Request": "true"}).text
    assert "Pirate Cove level 2" in results
    # Reached as a page (Reset, the form without JavaScript): back to the tab, with the filters.
    plain = client.get(f"/accounts/{oak.pk}/bursts/year/results", {"gender": "FEMALE"})
    assert plain.status_code == 302 and plain["Location"] == f"/accounts/{oak.pk}/bursts/year?gender=FEMALE"


def test_school_year_results_reached_as_a_page_is_the_whole_page(signed_in, school_admin, activity):
    """Issue 21: the Reset link and the filter form without JavaScript open /bursts/year/results
    itself; it was a bare fragment (no <title>, no lang, no header)."""
    page = signed_in(school_admin).get("/bursts/year/results", {"gender": "FEMALE"})
    assert page.status_code == 200
    html = page.text
    assert html.startswith("<!doctype html>") and '<html lang="en-GB">' in html
    assert "<title>BURSTS Year |" in html and 'class="header"' in html and "<h1>Year to Date</h1>" in html
    assert 'id="year-results"' in html and "Loading statistics" not in html  # the results, not a loader
    assert "Pirate Cove level 2" not in html  # filtered
    assert 'value="FEMALE" checked' in html or 'value="FEMALE" selected' in html


def test_school_users_cannot_read_another_schools_year(signed_in, bursts_user, oak, activity):
    response = signed_in(bursts_user).get(f"/accounts/{oak.pk}/bursts/year/results")
    assert response.status_code == 302 and "Pirate" not in response.text


def test_the_chart_stops_at_the_month_the_year_has_reached():
    from datetime import date

    from apps.bursts.selectors import stats

    assert stats.months_so_far(date(2026, 8, 3)) == 1
    assert stats.months_so_far(date(2026, 11, 24)) == 4
    assert stats.months_so_far(date(2027, 7, 31)) == 12
