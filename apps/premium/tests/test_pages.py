"""The premium page (issue 32): the school's admins and PE lead keep the ledger and the
answers, see the figures computed from assessment, BURSTS and the MIS, and nobody else
reaches it; bad input is refused with a clear message and nothing written."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.premium.models import PremiumLine, PremiumYear
from apps.premium.selectors import current_start

pytestmark = pytest.mark.django_db


def _post(lines=(), existing=(), **answers):
    """The page's form as a browser sends it: the year's answers, then the ledger's rows
    (the existing lines, then the new ones)."""
    data = {"y-received": "17760", "y-impact": "More pupils active", "y-sustainability": "Staff trained",
            "y-for_girls": "on", "y-show_spend": "on", "y-show_impact": "on", "y-show_swimming": "on"}  # fmt: skip
    data.update({f"y-{k}": v for k, v in answers.items()})
    rows = [*existing, *lines]
    data.update({"lines-TOTAL_FORMS": str(len(rows)), "lines-INITIAL_FORMS": str(len(existing)),
                 "lines-MIN_NUM_FORMS": "0", "lines-MAX_NUM_FORMS": "200"})  # fmt: skip
    for i, row in enumerate(rows):
        data.update({f"lines-{i}-{k}": v for k, v in row.items()})
    return {k: v for k, v in data.items() if v is not None}


def test_the_admin_sees_the_swimming_percentages_computed_from_assessment(signed_in, school_admin, year6):
    html = signed_in(school_admin).get("/premium").content.decode()
    for code, shown in (("swim-25m", "80%"), ("swim-strokes", "60%"), ("swim-rescue", "70%")):
        cell = html.split(f'data-swim="{code}"')[1].split("</div>")[0]
        assert shown in cell
    assert "10 pupils in Year 6" in html
    assert "Kites" not in html and "Ava" not in html  # no child, no class named


def test_the_admin_saves_the_year_and_its_ledger_and_sees_the_underspend(signed_in, school_admin, year6):
    client = signed_in(school_admin)
    lines = [{"what": "Coach-led CPD", "indicator": "1", "cost": "5,400.00"},
             {"what": "Swimming top-up sessions", "indicator": "4", "cost": "£1680"}]  # fmt: skip
    response = client.post("/premium", _post(lines))
    assert response.status_code == 302
    year = PremiumYear.objects.get(account=school_admin.account)
    assert year.start == current_start() and year.received == 17760 and year.for_girls and not year.for_send
    assert sorted((x.what, x.indicator, x.cost) for x in year.lines.all()) == [
        ("Coach-led CPD", 1, 5400), ("Swimming top-up sessions", 4, 1680)]  # fmt: skip
    html = client.get(response["Location"]).content.decode()
    assert "PE and sport premium saved." in html
    assert "£10,680.00" in html.split("data-underspend>")[1][:20]


def test_lines_are_edited_and_deleted(signed_in, school_admin, year6):
    client = signed_in(school_admin)
    client.post("/premium", _post([{"what": "Equipment", "indicator": "4", "cost": "500"},
                                   {"what": "Festival transport", "indicator": "5", "cost": "300"}]))  # fmt: skip
    a, b = PremiumLine.objects.order_by("pk")
    existing = [{"id": str(a.pk), "what": "Equipment for SEND pupils", "indicator": "4", "cost": "650"},
                {"id": str(b.pk), "what": b.what, "indicator": "5", "cost": "300", "DELETE": "on"}]  # fmt: skip
    assert client.post("/premium", _post(existing=existing)).status_code == 302
    assert [(x.what, x.cost) for x in PremiumLine.objects.all()] == [("Equipment for SEND pupils", 650)]


BAD_LINES = {
    # A NUL byte never reaches the form: the site's BadInputMiddleware answers 400 first.
    "a NUL byte": ({"what": "Balls\x00", "indicator": "4", "cost": "10"}, None),
    "over-long text": ({"what": "x" * 201, "indicator": "4", "cost": "10"}, "at most 200 characters"),
    "a negative cost": ({"what": "Balls", "indicator": "4", "cost": "-5"}, "greater than or equal to 0"),
    "a cost that is not a number": ({"what": "Balls", "indicator": "4", "cost": "lots"}, "Enter a number."),
    "a key indicator that is not 1 to 5": ({"what": "Balls", "indicator": "9", "cost": "10"}, "valid choice"),
}


@pytest.mark.parametrize("case", BAD_LINES)
def test_bad_input_is_refused_and_nothing_is_written(signed_in, school_admin, year6, case):
    bad, message = BAD_LINES[case]
    good = {"what": "Coach-led CPD", "indicator": "1", "cost": "5400"}
    response = signed_in(school_admin).post("/premium", _post([good, bad]))
    assert response.status_code == 400
    html = response.content.decode()
    if message:
        assert "Nothing was saved: correct what is marked below." in html and message in html
    assert PremiumYear.objects.count() == 0 and PremiumLine.objects.count() == 0  # all or nothing


@pytest.mark.parametrize(
    ("answers", "message"),
    [({"received": "-1"}, "greater than or equal to 0"), ({"received": "abc"}, "Enter a number."),
     ({"impact": "x" * 4001}, "at most 4000 characters"), ({"sustainability": "ok\x00"}, "")],
)  # fmt: skip
def test_bad_answers_are_refused_and_an_existing_year_is_left_as_it_was(signed_in, school_admin, year6, answers,
                                                                         message):  # fmt: skip
    client = signed_in(school_admin)
    client.post("/premium", _post([{"what": "Equipment", "indicator": "4", "cost": "500"}]))
    line = PremiumLine.objects.get()
    existing = [{"id": str(line.pk), "what": "Changed", "indicator": "4", "cost": "1"}]
    response = client.post("/premium", _post(existing=existing, **answers))
    assert response.status_code == 400 and message in response.content.decode()
    year = PremiumYear.objects.get()
    assert (year.received, year.impact) == (17760, "More pupils active")
    assert [(x.what, x.cost) for x in PremiumLine.objects.all()] == [("Equipment", 500)]


def test_another_schools_line_cannot_be_changed_through_the_form(signed_in, school_admin, trial_admin, year6):
    signed_in(trial_admin).post("/premium", _post([{"what": "Birch equipment", "indicator": "4", "cost": "99"}]))
    theirs = PremiumLine.objects.get()
    existing = [{"id": str(theirs.pk), "what": "Taken over", "indicator": "1", "cost": "1"}]
    response = signed_in(school_admin).post("/premium", _post(existing=existing))
    assert response.status_code == 400
    theirs.refresh_from_db()
    assert (theirs.what, theirs.account_id) == ("Birch equipment", trial_admin.account_id)
    assert not PremiumYear.objects.filter(account=school_admin.account).exists()


def test_the_pe_lead_keeps_it_too(signed_in, pe_lead, year6):
    assert pe_lead.lead_pe
    response = signed_in(pe_lead).get("/premium")
    assert response.status_code == 200 and "80%" in response.content.decode()


@pytest.mark.parametrize("who", ["teacher", "other_teacher", "temp_user", "parent", "home_user", "staff_admin"])
def test_nobody_else_reaches_the_page_or_writes(signed_in, personas, year6, who):
    client = signed_in(personas[who])
    start = current_start()
    for url in ("/premium", f"/premium/{start}", f"/premium/{start}/export", f"/premium/{start}/print"):
        assert client.get(url).status_code == 302, url
    response = client.post("/premium", _post([{"what": "Sneaked in", "indicator": "1", "cost": "1"}]))
    assert response.status_code == 302
    assert PremiumYear.objects.count() == 0 and PremiumLine.objects.count() == 0


def test_another_schools_admin_sees_their_own_school_not_oakfields(signed_in, school_admin, trial_admin, year6):
    signed_in(school_admin).post("/premium", _post([{"what": "Oak coach", "indicator": "1", "cost": "100"}]))
    html = signed_in(trial_admin).get("/premium").content.decode()
    assert "Oak coach" not in html and "£17,760.00" not in html and "80%" not in html
    assert "Birchwood" in signed_in(trial_admin).get(f"/premium/{current_start()}/print").content.decode()


def test_a_year_out_of_range_is_not_found(signed_in, school_admin):
    assert signed_in(school_admin).get("/premium/1999").status_code == 404


def test_the_page_reads_a_constant_number_of_queries(signed_in, school_admin, year6):
    from apps.premium.tests.factories import year6_class

    client = signed_in(school_admin)
    client.post("/premium", _post([{"what": f"Line {n}", "indicator": "2", "cost": "1"} for n in range(2)]))

    def count():
        with CaptureQueriesContext(connection) as queries:
            assert client.get("/premium").status_code == 200
        return len(queries)

    count()  # the first read after a save shows its message
    before = count()
    year6_class(school_admin, size=20, name="Year 6 Swifts")
    line = PremiumLine.objects.first()
    PremiumLine.objects.bulk_create([PremiumLine(year=line.year, account=line.account, what=f"More {n}", indicator=3,
                                                 cost=2) for n in range(15)])  # fmt: skip
    assert count() == before
