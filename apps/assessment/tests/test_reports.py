"""The assessment reports (issue 30): a child's, a class's by strand, a cohort's and the
school's with group splits (groups of fewer than 5 children hidden, the gaps shown), staff's
figures only, the deep dive, the xlsx exports, and their query counts."""

from io import BytesIO

import pytest
from openpyxl import load_workbook

from apps.assessment.selectors import class_children
from apps.assessment.selectors.reports import HIDDEN, suppress
from apps.assessment.services import lesson_record, scale_ensure
from apps.assessment.tests.factories import make_class

pytestmark = pytest.mark.django_db


def _mis(group):
    """Varied MIS fields: 15 girls and 15 boys, 8 with pupil premium, 3 with SEN (a group
    too small to show), 10 with EAL."""
    for n, child in enumerate(group.students.order_by("id")):
        child.gender = "FEMALE" if n % 2 else "MALE"
        child.pp_eligible = n % 4 == 0
        child.sen = "K" if n < 3 else ""
        child.eal = n % 3 == 0
        child.save()


def _record(teacher, group, lesson, below=(), above=()):
    """One lesson: the children at the given indexes tapped below or above on every outcome."""
    scale = scale_ensure(account=group.account)
    towards, _, greater = scale.levels.all()
    children = list(class_children(teacher, group))
    outcomes = list(lesson.outcomes.all())
    marks = {(children[i].pk, o.pk): towards.pk for i in below for o in outcomes}
    marks |= {(children[i].pk, o.pk): greater.pk for i in above for o in outcomes}
    lesson_record(acting_user=teacher, group=group, lesson=lesson, students=children, outcomes=outcomes,
                  scale=scale, marks=marks)  # fmt: skip
    return children, outcomes


@pytest.fixture
def assessed(teacher, lesson, oak_class):
    _mis(oak_class)
    # Children 0, 4, 8 (pupil premium) and 1 working towards; 2 at greater depth.
    children, outcomes = _record(teacher, oak_class, lesson, below=(0, 4, 8, 1), above=(2,))
    return {"group": oak_class, "children": children, "outcomes": outcomes, "lesson": lesson}


def test_a_childs_report_shows_strands_and_units_observed_and_by_default(signed_in, teacher, assessed):
    child, other = assessed["children"][0], assessed["children"][5]
    page = signed_in(teacher).get(f"/assessment/child/{child.pk}").content.decode()
    assert child.name in page and assessed["lesson"].unit.display_title in page
    assert page.count("Working towards</strong> (observed)") == len(assessed["outcomes"])
    for outcome in assessed["outcomes"]:
        assert outcome.strand.title in page and outcome.text in page
    assert "<strong>0 of " in page  # none of its outcomes meet the expectation yet
    page = signed_in(teacher).get(f"/assessment/child/{other.pk}").content.decode()
    assert "Expected</strong> (by default)" in page and "(observed)" not in page


def test_a_child_or_class_not_the_teachers_is_not_found(signed_in, other_teacher, school_admin, assessed):
    client = signed_in(other_teacher)
    child = assessed["children"][0]
    assert client.get(f"/assessment/child/{child.pk}").status_code == 404
    assert client.get(f"/assessment/class/{assessed['group'].pk}/strands").status_code == 404
    assert signed_in(school_admin).get(f"/assessment/child/{child.pk}").status_code == 200


def test_the_class_report_by_strand_in_a_constant_number_of_queries(signed_in, teacher, assessed, lesson):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    small = make_class(teacher.account, "Year 3 Wrens", 3, teachers=[teacher])
    _record(teacher, small, lesson)
    client = signed_in(teacher)
    counts = []
    for group in (small, assessed["group"]):
        client.get(f"/assessment/class/{group.pk}/strands")
        with CaptureQueriesContext(connection) as queries:
            page = client.get(f"/assessment/class/{group.pk}/strands").content.decode()
        counts.append(len(queries))
    assert counts[0] == counts[1], counts
    from collections import Counter

    per_strand = Counter(o.strand_id for o in assessed["outcomes"])
    n = per_strand[assessed["outcomes"][0].strand_id]
    first = page[page.index(assessed["children"][0].name) :].split("</tr>")[0]
    assert first.count("<strong>0/") == len(per_strand)  # working towards on every outcome
    assert page.count(f"<strong>{n}/{n}</strong>") >= 25
    strand = assessed["outcomes"][0].strand.title
    assert strand in page and 'data-observed="' in page


def test_the_cohort_report_splits_groups_shows_gaps_and_hides_small_groups(signed_in, school_admin, assessed):
    page = signed_in(school_admin).get("/assessment/cohort/3").content.decode()
    split = lambda key: page[page.index(f'data-split="{key}"') :].split("</table>")[0]  # noqa: E731
    # Pupil premium: 8 children, 3 of them working towards on everything; the gap is shown.
    pp = split("pp")
    assert "Pupil premium" in pp and "points" in pp and HIDDEN not in pp
    assert "-" in pp.split("data-gap>")[1][:40]  # pupil premium children behind
    # SEN: 3 children: hidden, and the other group too (it would give them away from the total).
    sen = split("sen")
    assert sen.count("data-hidden") == 2 and "%</strong>" not in sen
    assert 'data-split="gender"' in page and "Girls" in page
    assert "Year 3 Owls" in page  # by class, for the school's admins


def test_suppression_hides_a_second_cell_where_one_could_be_worked_out():
    sizes = {(3, "a"): 2, (3, "b"): 20, (4, "a"): 9, (4, "b"): 30, (5, "a"): 12, (5, "b"): 7}
    hidden = suppress(sizes, [3, 4, 5], ["a", "b"])
    assert (3, "a") in hidden and (3, "b") in hidden  # its row
    assert len([k for k in hidden if k[1] == "a"]) >= 2 and len([k for k in hidden if k[1] == "b"]) >= 2
    assert suppress({(0, "a"): 5, (0, "b"): 0}, [0], ["a", "b"]) == set()


def test_the_school_report_and_its_export(signed_in, school_admin, assessed):
    client = signed_in(school_admin)
    page = client.get("/assessment/school").content.decode()
    assert 'href="/assessment/cohort/3"' in page and 'data-year-split="pp"' in page
    assert assessed["children"][0].name not in page  # figures, not children
    response = client.get("/assessment/school/export")
    assert response["Content-Type"].startswith("application/vnd.openxmlformats")
    book = load_workbook(BytesIO(response.content))
    assert book.sheetnames == ["Groups", "Strands", "Years", "Years by group"]
    rows = {r[0]: r for r in book["Groups"].iter_rows(values_only=True)}
    assert rows["SEN: SEN support or EHCP"][1] == HIDDEN and rows["All children"][1] == 30
    assert isinstance(rows["Pupil premium: Pupil premium"][3], int)


def test_class_and_cohort_exports_are_real_workbooks(signed_in, teacher, school_admin, assessed):
    response = signed_in(teacher).get(f"/assessment/class/{assessed['group'].pk}/export")
    book = load_workbook(BytesIO(response.content))
    levels = list(book["Current levels"].iter_rows(values_only=True))
    assert len(levels) == 1 + 30 * len(assessed["outcomes"])
    first = assessed["children"][0]
    assert any(r[0] == first.name and r[4] == "Working towards" and r[6] == "observed" for r in levels)
    assert signed_in(teacher).get("/assessment/cohort/3/export").status_code == 302  # teachers: their classes
    book = load_workbook(BytesIO(signed_in(school_admin).get("/assessment/cohort/3/export").content))
    assert [r[0] for r in book["Classes"].iter_rows(values_only=True)] == ["Class", "Year 3 Owls"]


def test_staff_see_a_schools_figures_and_no_child(signed_in, staff_viewer, teacher, assessed):
    client = signed_in(staff_viewer)
    account = assessed["group"].account
    page = client.get(f"/assessment/schools/{account.pk}").content.decode()
    assert "%</strong> meeting" in page and HIDDEN in page
    cohort = client.get(f"/assessment/schools/{account.pk}/cohort/3").content.decode()
    for text in (page, cohort):
        assert all(c.first_name + " " not in text and c.last_name not in text for c in assessed["children"])
        assert "Year 3 Owls" not in text  # no class either: school-level figures only
    book = load_workbook(BytesIO(client.get(f"/assessment/schools/{account.pk}/export").content))
    names = {c.name for c in assessed["children"]}
    assert not any(v in names for row in book["Groups"].iter_rows(values_only=True) for v in row)
    assert client.get("/assessment/school").status_code == 302  # staff have no school of their own
    assert signed_in(teacher).get(f"/assessment/schools/{account.pk}").status_code == 302


def test_the_deep_dive_shows_units_taught_against_the_plan(signed_in, pe_lead, teacher, assessed):
    page = signed_in(pe_lead).get("/assessment/deep-dive").content.decode()
    unit = assessed["lesson"].unit
    assert 'href="/real/progression"' in page and "/real/progression/" in page
    row = page[page.index(f'data-class="{assessed["group"].pk}"') :].split("</tr>")[0]
    planned = unit.year.units.count()
    assert f"1 of {planned}" in row and "100%" in row and unit.display_title in row
    assert "never observed" in row
    assert signed_in(teacher).get("/assessment/deep-dive").status_code == 302


def test_school_report_queries_do_not_grow_with_the_children(signed_in, school_admin, teacher, lesson):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    client = signed_in(school_admin)
    counts = []
    for size in (6, 24):
        group = make_class(teacher.account, f"Year 3 size {size}", size, teachers=[teacher])
        _mis(group)
        _record(teacher, group, lesson, below=(0,))
        for url in ("/assessment/school", "/assessment/cohort/3", "/assessment/deep-dive"):
            client.get(url)
        with CaptureQueriesContext(connection) as queries:
            for url in ("/assessment/school", "/assessment/cohort/3", "/assessment/deep-dive"):
                assert client.get(url).status_code == 200
        counts.append(len(queries))
    assert counts[0] == counts[1], counts


def test_the_report_calls_answer_with_their_shapes_and_their_audience(
    signed_in, teacher, school_admin, staff_viewer, other_teacher, assessed
):
    group, child = assessed["group"], assessed["children"][0]
    client = signed_in(teacher)
    body = client.get(f"/api/assessment/children/{child.pk}/report").json()
    assert body["child"]["name"] == child.name
    levels = [o for u in body["units"] for o in u["outcomes"]]
    assert {(o["level"], o["observed"]) for o in levels} == {("Working towards", True)}
    strands = client.get(f"/api/assessment/classes/{group.pk}/strands").json()
    assert len(strands["rows"]) == 30 and strands["totals"][0]["meetsPct"] < 100
    assert client.get("/api/assessment/cohorts/3").status_code == 403  # a teacher reads their classes
    cohort = signed_in(school_admin).get("/api/assessment/cohorts/3").json()
    sen = next(s for s in cohort["splits"] if s["key"] == "sen")
    for figure in [g["figure"] for g in sen["groups"]]:
        assert figure["hidden"] and figure["note"] == HIDDEN
        assert figure["children"] is figure["meetsPct"] is figure["observed"] is None  # no figure at all
    assert sen["gap"]["hidden"] and sen["gap"]["points"] is None
    pp = next(s for s in cohort["splits"] if s["key"] == "pp")
    assert pp["gap"]["points"] < 0 and pp["groups"][0]["figure"]["children"] == 8
    school = signed_in(school_admin).get("/api/assessment/school").json()
    assert school["total"]["children"] == 30 and school["years"][0]["year"] == 3
    staff = signed_in(staff_viewer).get(f"/api/assessment/schools/{group.account_id}").json()
    assert staff["total"] == school["total"] and "classes" not in staff
    assert signed_in(other_teacher).get(f"/api/assessment/children/{child.pk}/report").status_code == 404


def test_the_demo_shows_something_real_in_every_report(personas, content, signed_in, school_admin, staff_viewer):
    from apps.assessment.models import Judgement
    from apps.demo.assessment import seed_assessment
    from apps.demo.bursts import seed_bursts

    seed_bursts()
    seed_assessment()
    groups = sorted(set(Judgement.objects.values_list("group", flat=True)))
    client = signed_in(school_admin)
    school = client.get("/assessment/school").content.decode()
    for key in ("gender", "pp", "eal"):  # the MIS fields split the school's children
        split = school[school.index(f'data-split="{key}"') :].split("</table>")[0]
        assert split.count("%</strong> meeting") >= 2 and "points</strong>" in split, key
    years = sorted(set(Judgement.objects.values_list("student__year", flat=True)))
    cohort = client.get(f"/assessment/cohort/{years[0]}").content.decode()
    assert "%</strong> meeting" in cohort and 'data-split="pp"' in cohort
    dive = client.get("/assessment/deep-dive").content.decode()
    for group in groups:
        row = dive[dive.index(f'data-class="{group}"') :].split("</tr>")[0]
        assert "<strong>1 of " in row and "judgements" in row
    child = Judgement.objects.filter(observed=True).first().student
    assert "(observed)" in client.get(f"/assessment/child/{child.pk}").content.decode()
    strands = client.get(f"/assessment/class/{groups[0]}/strands").content.decode()
    assert "observed" in strands and "<strong>" in strands
    staff = signed_in(staff_viewer).get(f"/assessment/schools/{school_admin.account_id}").content.decode()
    assert "%</strong> meeting" in staff and child.last_name not in staff


def test_the_reports_are_linked_for_those_who_read_them(signed_in, school_admin, teacher, oak_class):
    assert 'href="/assessment/school"' in signed_in(school_admin).get("/assessment").content.decode()
    home = signed_in(teacher).get("/assessment").content.decode()
    assert "data-reports" not in home and 'href="/assessment/deep-dive"' not in home
    page = signed_in(teacher).get(f"/assessment/class/{oak_class.pk}").content.decode()
    assert f'href="/assessment/class/{oak_class.pk}/strands"' in page


def test_swimming_is_reported_apart_by_year_6(signed_in, pe_lead, trial_admin, teacher):
    from apps.assessment.models import Attainment, Judgement, Level, Scale
    from apps.assessment.tests.factories import make_outcome

    group = make_class(teacher.account, "Year 6 Eagles", 6, teachers=[teacher], year=6)
    # Swimming's own met / not yet levels (a scale of another school: only its preset matters here).
    swim = Scale.objects.create(account=trial_admin.account, preset="swimming")
    not_yet, met = (Level.objects.create(scale=swim, code=c, label=lb, short=c[:3].upper(), position=n, meets=n == 1)
                    for n, (c, lb) in enumerate([("not-yet", "Not yet"), ("met", "Met")]))  # fmt: skip
    outcome = make_outcome("Swim 25 m competently and confidently")
    for n, child in enumerate(group.students.order_by("id")):
        level = met if n < 4 else not_yet
        j = Judgement.objects.create(account=child.account, student=child, outcome=outcome, level=level,
                                     level_label=level.label, observed=True, group=group)  # fmt: skip
        Attainment.objects.create(account=child.account, student=child, outcome=outcome, level=level, observed=True,
                                  judgement=j, recorded_at=j.recorded_at)  # fmt: skip
    client = signed_in(pe_lead)
    dive = client.get("/assessment/deep-dive").content.decode()
    swimming = dive[dive.index("data-swimming") :].split("</table>")[0]
    assert "Swim 25 m" in swimming and "67%" in swimming and "4 of 6 children" in swimming
    assert "No judgements yet." in dive  # swimming is not counted in the attainment figures
    child = group.students.order_by("id").first()
    page = client.get(f"/assessment/child/{child.pk}").content.decode()
    assert "<h2>Swimming</h2>" in page and "<strong>Met</strong>" in page and "By strand" not in page
