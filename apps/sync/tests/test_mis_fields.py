"""Years, SEN, pupil premium, EAL, dates of birth and regions read from the fields Wonde
documents, on records shaped as Wonde sends them (apps/sync/fake/SHAPES.md), and the
shapes seen elsewhere accepted too. The last test reads them over HTTP from the fake."""

from datetime import date

import pytest

from apps.sync.services import mis
from apps.sync.services.groups import student_fields

DETAIL_KEYS = ("sen_status", "premium_pupil_indicator", "free_school_meals", "free_school_meals_6",
               "english_as_additional_language_status", "first_language", "english_as_additional_language")  # fmt: skip


def _student(**extra):
    """A student as Wonde lists it with include=year,education_details,extended_details."""
    row = {
        "id": "A1749191433", "upi": "8d444684b7aa79bc97f8594a4aab7ce3", "mis_id": "9919", "forename": "Ruth",
        "surname": "Bennett", "gender": "FEMALE",
        "date_of_birth": {"date": "2016-09-29 00:00:00.000000", "timezone_type": 3, "timezone": "Europe/London"},
        "year": {"data": {"id": "A1", "code": "3", "name": "Year 3", "description": "Year 3"}},
        "education_details": {"data": {"current_nc_year": "3", "local_upn": "L123"}},
        "extended_details": {"data": {"sen_status": "N", "free_school_meals": False, "free_school_meals_6": False,
                                      "premium_pupil_indicator": False, "first_language": "ENG",
                                      "english_as_additional_language_status": "Not applicable",
                                      "ethnicity": "White - British"}},
    }  # fmt: skip
    for key, value in extra.items():
        if key in DETAIL_KEYS:
            row["extended_details"]["data"][key] = value
        else:
            row[key] = value
    return row


@pytest.mark.parametrize(
    ("year", "expected"),
    [
        ({"data": {"code": "3", "name": "Year 3"}}, 3),
        ({"data": {"code": "Year 5", "name": "Year 5"}}, 5),
        ({"data": {"code": "R", "name": "Reception"}}, 0),
        ({"data": {"code": "Year R"}}, 0),
        ({"data": {"code": "Girls Reception"}}, 0),
        ({"data": {"code": "N1", "name": "Nursery 1"}}, 0),
        ({"data": {"code": "Y6"}}, 6),
        ({"data": {"code": "FY"}}, 0),  # an Australian foundation year
        (4, 4),  # a bare number
    ],
)
def test_the_year_from_the_included_year_object(year, expected):
    assert student_fields(_student(year=year))["year"] == expected


def test_the_year_from_education_details_when_the_year_object_names_none():
    row = _student(year={"data": None}, education_details={"data": {"current_nc_year": "2"}})
    assert student_fields(row)["year"] == 2


def test_a_year_outside_reception_to_year_6_is_not_stored_as_0():
    row = _student(year={"data": {"code": "40"}}, education_details={"data": {"current_nc_year": "10"}})
    assert "year" not in student_fields(row)


@pytest.mark.parametrize(("value", "expected"), [("N", ""), ("K", "K"), ("E", "E"), ("SEN Support", "K"),
                                                 ("S", "E"), ("A", "K"), (None, "")])  # fmt: skip
def test_sen_from_sen_status(value, expected):
    assert student_fields(_student(sen_status=value))["sen"] == expected
    assert mis.sen({"senStatus": "K"}) == "K"  # the camelCase spelling


def test_pupil_premium_from_the_indicator_and_free_school_meals():
    plain = student_fields(_student())
    assert (plain["pp_indicator"], plain["pp_eligible"]) == (False, False)
    indicated = student_fields(_student(premium_pupil_indicator=True))
    assert (indicated["pp_indicator"], indicated["pp_eligible"]) == (True, True)
    ever6 = student_fields(_student(free_school_meals_6="Y"))  # ever 6 FSM, as a Y/N string
    assert (ever6["pp_indicator"], ever6["pp_eligible"]) == (False, True)
    assert student_fields(_student(free_school_meals=True))["pp_eligible"] is True
    assert mis.pp_eligible({"ever_in_fsm": "true"}) is True


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        ({}, False),  # "Not applicable", first language English
        ({"english_as_additional_language_status": "New to English", "first_language": "POL"}, True),
        ({"english_as_additional_language_status": "Fluent", "first_language": "URD"}, True),
        ({"english_as_additional_language_status": None, "first_language": "POL"}, True),
        ({"english_as_additional_language_status": None, "first_language": "ENB"}, False),
        ({"english_as_additional_language_status": None, "first_language": "NOT"}, False),
        ({"english_as_additional_language": "Yes"}, True),
        ({"english_as_additional_language": "No", "first_language": "POL"}, False),
    ],
)
def test_eal_from_its_status_or_the_first_language(extra, expected):
    assert student_fields(_student(**extra))["eal"] is expected


def test_the_date_of_birth_with_its_time_zone_or_plain():
    assert student_fields(_student())["dob"] == date(2016, 9, 29)
    assert student_fields(_student(date_of_birth="2015-01-31"))["dob"] == date(2015, 1, 31)
    assert student_fields(_student(date_of_birth=None))["dob"] is None


@pytest.mark.parametrize(
    ("region", "domain"),
    [
        ({"code": "AUS", "domain": "api-ap-southeast-2.wonde.com"}, "api-ap-southeast-2.wonde.com"),
        ({"data": {"code": "AUS", "domain": "api-ap-southeast-2.wonde.com"}}, "api-ap-southeast-2.wonde.com"),
        ({"code": "AUS", "school_url": "https://api-ap-southeast-2.wonde.com/v1.0/schools/A1"},
         "api-ap-southeast-2.wonde.com"),
        ({"code": "AUS"}, ""),
        (None, ""),
    ],
)  # fmt: skip
def test_the_region_host_in_every_shape(region, domain):
    assert mis.region_domain({"id": "A1", "region": region}) == domain


def test_deletion_types_singular_whichever_way_they_come():
    assert [mis.deletion_type(t) for t in ("employee", "employees", "class", "classes", "classe", "Student")] == [
        "employee", "employee", "class", "class", "class", "student"]  # fmt: skip


@pytest.mark.django_db
def test_an_imported_class_keeps_what_the_fake_serves(wonde, oakfield, school_admin):
    """Over HTTP: the class import asks for year and education details and stores them."""
    from apps.bursts.models import Student
    from apps.sync.services.groups import group_import

    group_import(account=oakfield, group_wonde_id="G200", acting_user=school_admin)  # Reception, code "R"
    group_import(account=oakfield, group_wonde_id="G205", acting_user=school_admin)
    assert set(Student.objects.filter(group__wonde_id="G200").values_list("year", flat=True)) == {0}
    assert set(Student.objects.filter(group__wonde_id="G205").values_list("year", flat=True)) == {5}
    store = wonde.store.schools[oakfield.wonde_id].records["students"]
    for child in Student.objects.filter(group__wonde_id="G205"):
        details = store[child.wonde_id]["details"]["extended_details"]
        assert child.sen == {"N": "", "K": "K", "E": "E"}[details["sen_status"]]
        assert child.eal == (details["first_language"] != "ENG")
        assert child.pp_eligible == (details["free_school_meals_6"] or details["premium_pupil_indicator"])
        assert child.dob.isoformat() == store[child.wonde_id]["date_of_birth"]
