"""The return's exports and the public page (issue 32): the xlsx, opened for real, and the
printable document carry every field the DfE asks for with its value; the public page shows
only what the school chose to publish, no child, and no figure over fewer than 5 pupils."""

from decimal import Decimal
from io import BytesIO
from pathlib import Path

import pytest
from openpyxl import load_workbook

from apps.premium.models import KeyIndicator, PremiumYear, PublicPage
from apps.premium.selectors import current_start
from apps.premium.tests.test_pages import _post

pytestmark = pytest.mark.django_db

LINES = [{"what": "Coach-led CPD", "indicator": "1", "cost": "5400"},
         {"what": "Playground leaders training", "indicator": "2", "cost": "1450"},
         {"what": "Swimming top-up sessions", "indicator": "4", "cost": "1680"},
         {"what": "Equipment", "indicator": "4", "cost": "1320.50"},
         {"what": "School Games transport", "indicator": "5", "cost": "1940"}]  # fmt: skip
IMPACT = "62 more pupils active at lunchtime each week."
SUSTAIN = "Teachers now lead gymnastics on their own."

# The DfE's list (issue 32), label -> the value the return must carry for the data above.
EXPECTED = {
    "Amount received": 17760,
    f"Spend on key indicator 1: {KeyIndicator.STAFF.label}": 5400,
    f"Spend on key indicator 2: {KeyIndicator.ENGAGEMENT.label}": 1450,
    f"Spend on key indicator 3: {KeyIndicator.PROFILE.label}": 0,
    f"Spend on key indicator 4: {KeyIndicator.BROADER.label}": 3000.5,
    f"Spend on key indicator 5: {KeyIndicator.COMPETITION.label}": 1940,
    "Underspend (received minus spend)": 17760 - 11790.5,
    "Prioritised for disadvantaged pupils": "Yes",
    "Prioritised for girls": "No",
    "Prioritised for pupils with SEND": "Yes",
    "Measurable impact": IMPACT,
    "How the improvements will be sustained": SUSTAIN,
    "% of the Year 6 cohort who can: Swim competently, confidently and proficiently over a distance of at least "
    "25 metres": 80,
    "% of the Year 6 cohort who can: Use a range of strokes effectively (for example, front crawl, backstroke and "
    "breaststroke)": 60,
    "% of the Year 6 cohort who can: Perform safe self-rescue in different water-based situations": 70,
}


@pytest.fixture
def saved(signed_in, school_admin, year6):
    client = signed_in(school_admin)
    data = _post(LINES, impact=IMPACT, sustainability=SUSTAIN, for_girls=None, for_disadvantaged="on",
                 for_send="on")  # fmt: skip
    assert client.post("/premium", data).status_code == 302
    return client


def test_the_xlsx_carries_every_field_of_the_return_with_its_value(saved):
    response = saved.get(f"/premium/{current_start()}/export")
    assert response.status_code == 200
    assert response["Content-Disposition"].startswith('attachment; filename="pe-sport-premium-')
    book = load_workbook(BytesIO(response.content))
    rows = dict(book["Return"].iter_rows(min_row=2, values_only=True))
    for label, value in EXPECTED.items():
        assert label in rows, label
        assert rows[label] == (pytest.approx(value) if isinstance(value, float | int) else value), label
    assert rows["School"] == "Oakfield Primary" and rows["Academic year"] == PremiumYear.objects.get().label
    assert book["Return"]["B4"].number_format == '"£"#,##0.00'
    ledger = list(book["Ledger"].iter_rows(min_row=2, values_only=True))
    assert ("Equipment", 4, 1320.5) in ledger and len(ledger) == 5
    groups = {row[0]: row for row in book["Figures"].iter_rows(min_row=2, values_only=True)}
    assert groups["Girls"][1] == 4 and groups["Pupils with SEND"][1] == 2


def test_the_printable_document_carries_every_field(saved):
    html = saved.get(f"/premium/{current_start()}/print").content.decode()
    assert "@media print" in Path("apps/premium/static/premium/premium.css").read_text()
    for label in EXPECTED:
        assert label.replace("'", "&#x27;") in html, label
    assert "£17,760.00" in html and "£5,969.50" in html and "80%" in html and IMPACT in html


def _public(client, key):
    client.logout()
    return client.get(f"/premium/public/{key}")


def test_the_public_page_shows_what_the_school_published_and_no_child(saved, school_admin):
    assert not PublicPage.objects.exists()  # no key until the school publishes
    data = _post(LINES, impact=IMPACT, sustainability=SUSTAIN, published="on", show_groups="on", show_impact=None)
    saved.post("/premium", data)
    key = PublicPage.objects.get(account=school_admin.account).key
    assert len(key) >= 16
    html = saved.get("/premium").content.decode()
    assert f"/premium/public/{key}" in html
    response = _public(saved, key)
    assert response.status_code == 200
    html = response.content.decode()
    assert "Oakfield Primary" in html and "£17,760.00" in html and "Coach-led CPD" in html and "80%" in html
    assert IMPACT not in html and SUSTAIN not in html  # impact not chosen
    assert "Kites" not in html and "Ava" not in html and "Adams" not in html  # no child, no class
    # Girls (4) and SEND (2) are fewer than 5: hidden; disadvantaged (3) too; all pupils (10) shown.
    rows = {r.split("</th>")[0].split(">")[-1]: r for r in html.split('<th scope="row">')[1:]}
    for group in ("Girls", "Pupils with SEND", "Disadvantaged pupils (pupil premium)"):
        assert "fewer than 5" in rows[group] and "%" not in rows[group].split("</tr>")[0], group
    assert "10" in rows["All pupils"]


def test_a_small_year_6_hides_its_swimming_percentages_on_the_public_page(signed_in, trial_admin, content):
    from apps.premium.tests.factories import year6_class

    year6_class(trial_admin, size=4, name="Year 6 Birch")
    client = signed_in(trial_admin)
    client.post("/premium", _post(LINES, published="on"))
    assert "4 pupils in Year 6" in client.get("/premium").content.decode()  # the school sees its own
    html = _public(client, PublicPage.objects.get().key).content.decode()
    swim = html.split("Year 6 swimming")[1].split("</dl>")[0]
    assert swim.count("fewer than 5") == 3 and "%" not in swim


def test_unpublished_years_and_unknown_keys_are_not_found(saved, school_admin):
    saved.post("/premium", _post(LINES, published="on"))
    key = PublicPage.objects.get().key
    saved.post("/premium", _post(LINES, published=None))
    assert PremiumYear.objects.get().snapshot == {}
    assert _public(saved, key).status_code == 404
    assert _public(saved, "not-a-key").status_code == 404
    assert _public(saved, "x" * 40).status_code == 404


def test_the_key_stays_the_same_year_after_year(saved, school_admin):
    saved.post("/premium", _post(LINES, published="on"))
    key = PublicPage.objects.get().key
    last = current_start() - 1
    saved.post(f"/premium/{last}", _post([{"what": "Old coach", "indicator": "1", "cost": "100"}], published="on"))
    assert PublicPage.objects.get().key == key
    html = _public(saved, key).content.decode()
    assert html.index(PremiumYear.objects.get(start=current_start()).label) < html.index(f"{last}-")
    assert Decimal("100") == PremiumYear.objects.get(start=last).lines.get().cost
