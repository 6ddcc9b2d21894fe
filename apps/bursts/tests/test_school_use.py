"""BURSTS as a school uses it (issue 21): the year filters offer each ethnicity and
nationality once, as codes with labels, however the MIS spelt them; a child added from a
class page takes the class's year; one format for new Unique Codes while every code given
to a parent still connects; the classes list in the first response."""

import importlib
import re
from datetime import date

import pytest
from django.apps import apps as django_apps
from django.utils import timezone

from apps.bursts.models import Contact, NationalCell, Student, codelists
from apps.bursts.services import CODE_ALPHABET, new_code
from apps.bursts.services.recording import CODE_NOT_VALID
from apps.bursts.tests.factories import make_contact, make_group, make_student
from apps.core.tokens import hash_key
from apps.parents.models import Parent, ParentAppToken

pytestmark = pytest.mark.django_db

# What MIS and older rows hold for the same few things.
SPELLINGS = {
    "WBRI": ["White - British", "White British", "WBRI", "white british", "WENG"],
    "APKN": ["Asian or Asian British - Pakistani", "Asian - Pakistani", "Pakistani", "AMPK"],
    "WOTH": ["White - Other", "Any other White background", "White - Polish", "WEEU"],
    "MWBC": ["Mixed - White and Black Caribbean", "White and Black Caribbean"],
    "BAFR": ["Black or Black British - African", "Black - African", "BAFR"],
}
NATIONAL_SPELLINGS = {"GBR": ["British", "UK", "United Kingdom", "GBR", "english"], "POL": ["Polish", "Poland"]}


@pytest.mark.parametrize(("code", "spellings"), SPELLINGS.items())
def test_every_spelling_of_an_ethnicity_is_its_dfe_code(code, spellings):
    assert {codelists.ethnicity_code(s) for s in spellings} == {code}
    assert codelists.ethnicity_label(code) == codelists.ETHNICITIES[code]


def test_nationalities_and_what_the_lists_do_not_know():
    for code, spellings in NATIONAL_SPELLINGS.items():
        assert {codelists.nationality_code(s) for s in spellings} == {code}
    assert codelists.nationality_label("GBR") == "British"
    assert codelists.nationality_code("Not known") == "" and codelists.ethnicity_code("  ") == ""
    # Kept as given rather than lost, spaces tidied; shown as given.
    assert codelists.ethnicity_code("  Martian   settler ") == "Martian settler"
    assert codelists.ethnicity_label("Martian settler") == "Martian settler"
    assert codelists.ETHNICITIES["WBRI"] == "White - British" and len(codelists.ETHNICITIES) == 20


def _filters(client, **query):
    body = client.get("/api/bursts/year/filters", query).json()
    return {f["name"]: f["choices"] for f in body}


def test_year_filters_offer_each_ethnicity_and_nationality_once(signed_in, school_admin, oak, cedar):
    """228 options for 15 ethnicities came from the children's default ordering in the
    SELECT DISTINCT (one row a child) and from two spellings of one thing."""
    group = make_group(oak, name="Year 1 Wrens")
    n = 0
    for spellings in SPELLINGS.values():
        for spelling in spellings:  # as the MIS import keeps them: the code
            make_student(group, first_name=f"K{n}", last_name=f"L{n}", ethnicity=codelists.ethnicity_code(spelling),
                         nationality=codelists.nationality_code(["British", "UK", "Polish"][n % 3]))  # fmt: skip
            n += 1
    make_student(make_group(cedar), first_name="Cy", ethnicity="CHNE", nationality="CHN")  # another school's
    choices = _filters(signed_in(school_admin))
    assert choices["ethnicity"] == [
        ["WBRI", "White - British"], ["WOTH", "Any other White background"], ["MWBC", "White and Black Caribbean"],
        ["APKN", "Pakistani"], ["BAFR", "Black - African"],
    ]  # fmt: skip
    assert choices["nationality"] == [["GBR", "British"], ["POL", "Polish"]]
    # The page's own selects: the same options, labels shown, codes sent.
    page = signed_in(school_admin).get("/bursts/year/results", headers={"HX-Request": "true"}).text
    select = re.search(r'<select class="input" name="ethnicity">(.*?)</select>', page, re.S).group(1)
    assert re.findall(r'<option value="([^"]*)"', select) == ["", "WBRI", "WOTH", "MWBC", "APKN", "BAFR"]
    assert ">White - British</option>" in select


def test_filtering_by_a_code_or_a_label_gives_the_same_figures(signed_in, school_admin, oak):
    from apps.bursts.models import Event

    child = make_student(make_group(oak), ethnicity="WBRI", nationality="GBR")
    Event.objects.create(student=child, account=oak, app_id="a1", kind="activity", seconds=120, adventure_id=1,
                         level=1, date_created=timezone.now())  # fmt: skip
    client = signed_in(school_admin)

    def active(**query):
        return max(client.get("/api/bursts/year/table", query).json()["totalActive"])

    assert active(ethnicity="WBRI") == active(ethnicity="White British") == active(ethnicity="white - british") == 1
    assert active(nationality="British") == active(nationality="GBR") == 1
    assert active(ethnicity="APKN") == 0


def test_staff_filters_read_the_rollups_once_each(signed_in, super_staff, oak):
    for n, (ethnicity, nationality) in enumerate([("WBRI", "GBR"), ("WBRI", "GBR"), ("APKN", "GBR")]):
        NationalCell.objects.create(month=date(2026, 9 + n, 1), year=n, gender="MALE", ethnicity=ethnicity,
                                    nationality=nationality, pp_eligible=False, pp_indicator=False, sen="",
                                    eal=False, active=1)  # fmt: skip
    choices = _filters(signed_in(super_staff))
    assert choices["ethnicity"] == [["WBRI", "White - British"], ["APKN", "Pakistani"]]
    assert choices["nationality"] == [["GBR", "British"]]


def test_the_data_migration_maps_free_text_and_merges_the_rollups(oak):
    """Existing rows spelt two ways become one code; rollup cells that then share a key
    are added together, so the figures do not change."""
    migration = importlib.import_module("apps.bursts.migrations.0003_ethnicity_nationality_codes")
    group = make_group(oak)
    kids = [make_student(group, first_name=f"K{n}", ethnicity=e, nationality=nat) for n, (e, nat) in
            enumerate([("White - British", "British"), ("White British", "UK"), ("Asian - Indian", "Indian"),
                       ("Martian", "Not known"), ("", "")])]  # fmt: skip
    cell = {"month": date(2026, 10, 1), "year": 1, "gender": "FEMALE", "pp_eligible": False, "pp_indicator": True,
            "sen": "", "eal": False}  # fmt: skip
    NationalCell.objects.create(**cell, ethnicity="White - British", nationality="British", active=2, seconds=300, l2=1)
    NationalCell.objects.create(**cell, ethnicity="White British", nationality="British", active=1, seconds=60, l2=4)
    NationalCell.objects.create(**cell, ethnicity="Asian - Indian", nationality="Indian", active=1, seconds=30)

    migration.forwards(django_apps, None)

    assert [Student.objects.get(pk=k.pk).ethnicity for k in kids] == ["WBRI", "WBRI", "AIND", "Martian", ""]
    assert [Student.objects.get(pk=k.pk).nationality for k in kids] == ["GBR", "GBR", "IND", "", ""]
    cells = sorted(NationalCell.objects.values_list("ethnicity", "nationality", "active", "seconds", "l2"))
    assert cells == [("AIND", "IND", 1, 30, 0), ("WBRI", "GBR", 3, 360, 5)]
    migration.forwards(django_apps, None)  # again: nothing changes
    assert sorted(NationalCell.objects.values_list("ethnicity", "nationality", "active", "seconds", "l2")) == cells


def test_the_child_page_shows_the_labels(signed_in, school_admin, oak):
    child = make_student(make_group(oak), ethnicity="MWBC", nationality="POL")
    page = signed_in(school_admin).get(f"/bursts/students/{child.pk}").text
    assert "White and Black Caribbean" in page and "Polish" in page and "MWBC" not in page
    data = signed_in(school_admin).get(f"/api/students/{child.pk}").json()
    assert (data["ethnicity"], data["ethnicityLabel"], data["nationality"], data["nationalityLabel"]) == (
        "MWBC", "White and Black Caribbean", "POL", "Polish")  # fmt: skip


# A child added from a class page ----------------------------------------------------------


@pytest.fixture
def year1(oak, teacher):
    group = make_group(oak, name="Wrens")  # no year in the name: the children say it
    group.teachers.add(teacher)  # the teacher's own class (issue 23: a teacher sees only theirs)
    for n in range(3):
        make_student(group, first_name=f"W{n}", year=1)
    make_student(group, first_name="Odd", year=2)  # the odd one out does not decide
    return group


def _selected_year(html):
    select = re.search(r'<select[^>]*name="year"[^>]*>(.*?)</select>', html, re.S).group(1)
    return re.search(r'<option value="([^"]*)"[^>]*selected', select).group(1)


def test_add_child_from_a_year_1_class_page_saves_a_year_1_child(signed_in, teacher, year1):
    client = signed_in(teacher)
    form = client.get(f"/bursts/students/new?group={year1.pk}").text
    assert _selected_year(form) == "1"
    client.post("/bursts/students/new", {"first_name": "Nia", "last_name": "New", "group": year1.pk, "year": "1"})
    assert Student.objects.get(first_name="Nia").year == 1
    # "Same as the class" (the year left empty) and a form without the field: the class's year.
    client.post("/bursts/students/new", {"first_name": "Sam", "last_name": "Same", "group": year1.pk, "year": ""})
    client.post("/bursts/students/new", {"first_name": "Old", "last_name": "Form", "group": year1.pk})
    assert Student.objects.get(first_name="Sam").year == Student.objects.get(first_name="Old").year == 1
    # A year chosen is kept; no class and no year is EYFS.
    client.post("/bursts/students/new", {"first_name": "Tia", "last_name": "Two", "group": year1.pk, "year": "2"})
    client.post("/bursts/students/new", {"first_name": "Eve", "last_name": "Eyfs"})
    assert (Student.objects.get(first_name="Tia").year, Student.objects.get(first_name="Eve").year) == (2, 0)
    assert _selected_year(client.get("/bursts/students/new").text) == ""  # "Same as the class"


def test_an_empty_class_takes_the_year_its_name_says(signed_in, teacher, oak):
    from apps.bursts.models import year_in_name

    assert [year_in_name(n) for n in ["Reception Robins", "Year 1 Wrens", "4 Maple", "6W/PE", "Y3 Owls", "Oaks"]] == [
        0, 1, 4, 6, 3, None]  # fmt: skip
    empty = make_group(oak, name="Year 3 Owls")
    empty.teachers.add(teacher)
    client = signed_in(teacher)
    assert _selected_year(client.get(f"/bursts/students/new?group={empty.pk}").text) == "3"
    client.post("/bursts/students/new", {"first_name": "Ola", "last_name": "Owl", "group": empty.pk})
    assert Student.objects.get(first_name="Ola").year == 3


def test_the_api_adds_a_child_in_the_classs_year(signed_in, teacher, year1):
    client = signed_in(teacher)
    created = client.post("/api/students", {"firstName": "Api", "lastName": "Kid", "group": year1.pk},
                          content_type="application/json").json()  # fmt: skip
    assert created["year"] == 1
    kept = client.put(f"/api/students/{created['id']}", {"firstName": "Api", "lastName": "Kid"},
                      content_type="application/json").json()  # fmt: skip
    assert kept["year"] == 1
    moved = client.put(f"/api/students/{created['id']}", {"firstName": "Api", "lastName": "Kid", "year": 4},
                       content_type="application/json").json()  # fmt: skip
    assert moved["year"] == 4


def test_editing_a_child_can_correct_its_year(signed_in, school_admin, year1):
    child = make_student(year1, first_name="Wrong", year=0)
    client = signed_in(school_admin)
    assert _selected_year(client.get(f"/bursts/students/{child.pk}/edit").text) == "0"
    client.post(f"/bursts/students/{child.pk}/edit", {"first_name": "Wrong", "last_name": "Jones",
                                                      "group": year1.pk, "year": "", "code": child.code})  # fmt: skip
    assert Student.objects.get(pk=child.pk).year == 1


# Unique Codes and connecting -----------------------------------------------------------------


def test_new_codes_have_one_format(signed_in, teacher, oak):
    """8 characters from 32 that cannot be misread: every new child's, whoever adds it."""
    shape = re.compile(f"^[{CODE_ALPHABET}]{{8}}$")
    assert all(shape.match(new_code()) for _ in range(50))
    client = signed_in(teacher)
    client.post("/bursts/students/new", {"first_name": "Page", "last_name": "Kid"})
    api = client.post("/api/students", {"firstName": "Api", "lastName": "Kid"}, content_type="application/json")
    assert shape.match(Student.objects.get(first_name="Page").code) and shape.match(api.json()["code"])
    assert not set("01IO") & set(CODE_ALPHABET)


@pytest.fixture
def app(client):
    """The home app signed in as a parent."""
    parent = Parent.objects.create(email="pat.parent@example.org", first_name="Pat", last_name="Parent")
    ParentAppToken.objects.create(parent=parent, key_hash=hash_key("pat-key"))
    client.defaults["HTTP_AUTHORIZATION"] = "Bearer pat-key"
    client.parent = parent
    return client


def _connect(app, code):
    return app.post("/api/bursts/connect", {"code": code}, content_type="application/json")


@pytest.mark.parametrize("given", ["OAK006631", "oak006631", " OAK 006631 "])
def test_an_old_format_code_given_to_a_parent_still_connects(app, oak, given):
    child = make_student(make_group(oak), first_name="Olly", last_name="Old", status=0, code="OAK006631")
    invited = make_contact(child, email="pat.parent@example.org", first_name="Pat", invited=timezone.now())
    assert _connect(app, given).json() == {"id": child.pk, "name": "Olly Old"}
    invited.refresh_from_db()
    assert (invited.kind, invited.parent, invited.verified) == ("parent", app.parent, True)
    assert Student.objects.get(pk=child.pk).status == Student.Status.CONNECTED
    assert _connect(app, given).status_code == 200 and Contact.objects.filter(student=child).count() == 1


def test_a_new_format_code_connects_and_makes_the_parents_contact(app, oak):
    child = make_student(make_group(oak), first_name="Nell", last_name="New", status=0, code=new_code())
    other = make_contact(child, email="someone.else@example.org")
    assert _connect(app, child.code.lower()).json()["id"] == child.pk
    mine = Contact.objects.get(student=child, parent=app.parent)
    assert (mine.kind, mine.email, mine.priority) == ("parent", "pat.parent@example.org", 2)
    assert Contact.objects.get(pk=other.pk).kind == ""  # the other contact is left alone


def test_the_invite_emails_code_still_connects_and_wrong_codes_are_limited(app, oak):
    child = make_student(make_group(oak), first_name="Ivy", last_name="Invite", status=0)
    emailed = make_contact(child, email="whoever@example.org")
    assert _connect(app, str(emailed.uid)).json()["id"] == child.pk
    wrong = _connect(app, "NOPE2345")
    assert wrong.status_code == 422 and CODE_NOT_VALID in wrong.content.decode()
    for _ in range(9):
        _connect(app, "NOPE2345")
    assert _connect(app, "NOPE2345").status_code == 429
    assert _connect(app, str(emailed.uid)).status_code == 429  # even a right one, until the hour is out


# The classes list -----------------------------------------------------------------------------


def test_the_classes_list_is_in_the_first_response(signed_in, school_admin, oak):
    make_group(oak, name="Year 1 Wrens")
    make_group(oak, name="Year 2 Kestrels")
    page = signed_in(school_admin).get("/bursts/groups").text  # as without JavaScript: no HTMX request
    assert "Year 1 Wrens" in page and "Year 2 Kestrels" in page
    assert "Loading classes" not in page and 'hx-trigger="load"' not in page
