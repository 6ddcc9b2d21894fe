"""The partner's fields, read in every shape they have been seen in (apps/sync/fake/SHAPES.md
says which shape comes from where, and which could not be confirmed). Pure functions on
the decoded JSON; nothing here talks to the partner or the database."""

import re
from datetime import date
from urllib.parse import urlsplit

# Wonde's main region (the UK and the rest of the world): api.wonde.com.
MAIN_REGION_CODES = frozenset({"GBR"})


def unwrap(value) -> dict:
    """{"data": {...}} (an include) or the object itself."""
    if isinstance(value, dict) and isinstance(value.get("data"), dict):
        return value["data"]
    return value if isinstance(value, dict) else {}


def region_domain(school: dict) -> str:
    """The school's region host: region.domain (Wonde's documentation and its PHP client),
    region.data.domain (an include-style object), or the host of its school_url."""
    region = school.get("region")
    for candidate in (region, unwrap(region)):
        if not isinstance(candidate, dict):
            continue
        domain = str(candidate.get("domain") or "").strip().lower()
        if domain:
            return domain.removeprefix("https://").removeprefix("http://").strip("/")
        url = str(candidate.get("school_url") or "")
        if url and urlsplit(url).netloc:
            return urlsplit(url).netloc.lower()
    return ""


def region_code(school: dict) -> str:
    region = school.get("region")
    for candidate in (region, unwrap(region)):
        if isinstance(candidate, dict) and candidate.get("code"):
            return str(candidate["code"]).strip().upper()
    return ""


EARLY_YEARS = re.compile(r"^(y(ea)?r?\s*)?(r|rec|reception|f|fy|foundation|prep|k|kindy|kindergarten|fs[12]?|"
                         r"n[12]?|nursery|year\s*n[12]?)$")  # fmt: skip


def year_number(value) -> int | None:
    """A year group as schools' MIS name it: 3, "3", "Y3", "Year 3", "R", "Reception", "N1"
    (nursery and reception are 0, the early years), "Girls Reception"... None when it
    names no year BURSTS has (0 to 6) or none at all."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        number = value
    else:
        text = re.sub(r"\s+", " ", str(value).strip().lower())
        if not text:
            return None
        if EARLY_YEARS.match(text) or "reception" in text or "nursery" in text:
            return 0
        digits = re.search(r"\d+", text)
        if not digits:
            return None
        number = int(digits.group())
    return number if 0 <= number <= 6 else None


def student_year(row: dict) -> int | None:
    """include=year: year.data.code (then its name); education_details.data.current_nc_year;
    a bare number (the fake's earlier shape)."""
    year = row.get("year")
    if isinstance(year, dict):
        data = unwrap(year)
        for key in ("code", "name", "description"):
            number = year_number(data.get(key))
            if number is not None:
                return number
    elif year is not None:
        number = year_number(year)
        if number is not None:
            return number
    return year_number(unwrap(row.get("education_details")).get("current_nc_year"))


def day(value) -> date | None:
    """A date of birth: {"date": "2016-09-29 00:00:00.000000", "timezone_type": 3,
    "timezone": "Europe/London"} or a plain "2016-09-29"."""
    text = str((value.get("date") if isinstance(value, dict) else value) or "")[:10]
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        return None


def _first(details: dict, *keys):
    for key in keys:
        if details.get(key) not in (None, ""):
            return details[key]
    return None


def flag(value) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("yes", "y", "true", "t", "1")
    return bool(value)


SEN_SUPPORT = {"K", "A", "P", "SEN SUPPORT", "SCHOOL ACTION", "SCHOOL ACTION PLUS"}
SEN_PLAN = {"E", "S", "EHC", "EHCP", "EHC PLAN", "STATEMENT"}


def sen(details: dict) -> str:
    """extended_details sen_status (DfE codes: N none, K SEN support, E EHC plan; the older
    A, P and S read as K, K and E; spelled-out values too): "K", "E" or ""."""
    status = str(_first(details, "sen_status", "senStatus") or "").strip().upper()
    if status in SEN_SUPPORT:
        return "K"
    if status in SEN_PLAN:
        return "E"
    return ""


def pp_indicator(details: dict) -> bool:
    return flag(_first(details, "premium_pupil_indicator", "pupil_premium"))


def pp_eligible(details: dict) -> bool:
    """Eligible for the pupil premium: said so, receiving it, free school meals now or in
    the last six years (ever 6 FSM)."""
    keys = ("premium_pupil_eligibility", "premium_pupil_indicator", "pupil_premium", "free_school_meals",
            "free_school_meals_6", "ever_in_fsm")  # fmt: skip
    return any(flag(details.get(key)) for key in keys)


NOT_EAL = {"", "no", "n", "false", "0", "not applicable", "n/a", "na", "not known", "unknown"}
ENGLISH = {"ENG", "ENB", "ENGLISH"}  # DfE: English, believed to be English
UNKNOWN_LANGUAGE = {"", "NOT", "REF", "NOT OBTAINED", "REFUSED"}


def eal(details: dict) -> bool:
    """English as an additional language: english_as_additional_language (yes/no), else
    english_as_additional_language_status (a proficiency such as "New to English" or
    "Fluent" means EAL; "Not applicable" does not), else a first language other than
    English."""
    said = details.get("english_as_additional_language", details.get("eal"))
    if said not in (None, ""):
        return flag(said)
    status = details.get("english_as_additional_language_status")
    if status not in (None, ""):
        if isinstance(status, bool):
            return status
        return str(status).strip().lower() not in NOT_EAL
    language = str(details.get("first_language") or "").strip().upper()
    return language not in ENGLISH | UNKNOWN_LANGUAGE


def deletion_type(value) -> str:
    """The deletions endpoint's type, singular ("employee", "class"), whichever way it comes."""
    text = str(value or "").strip().lower()
    if text in ("classes", "classe"):
        return "class"
    return text[:-1] if text.endswith("s") and text != "class" else text
