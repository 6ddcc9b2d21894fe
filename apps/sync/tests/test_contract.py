"""Contract tests: the fake partner, over HTTP, asked the way Wonde's official PHP client
(wondeltd/php-client v3.1.4) asks — its paths with their trailing slashes, its query
strings (http_build_query: includes joined by commas, %2C-encoded, spaces as +), its
Basic header and User-Agent, its walk through meta.pagination.next — and answering with
the fields that client and the product read. Our code: the client's behaviour is
described here, nothing of it is copied. Sources of each shape: apps/sync/fake/SHAPES.md."""

import base64
import math
from urllib.parse import urlencode

import httpx
import pytest

from apps.sync.fake.seed import BURSTS_TOKEN, CEDAR, KAURI_BAY, OAKFIELD, OAKFIELD_STAFF, PE_TOKEN
from apps.sync.services.wonde import WondeClient


class PhpLikeClient:
    """Requests as the PHP client builds them: https://{domain}/v1.0/ + uri (here http, as
    the fake serves plain HTTP), Authorization: Basic base64(token + ":")."""

    def __init__(self, token, domain):
        self.domain = domain
        basic = base64.b64encode(f"{token}:".encode()).decode()
        self.http = httpx.Client(headers={"Authorization": f"Basic {basic}", "User-Agent": "wonde-php-client-3.1.4"})

    def endpoint(self):
        return f"http://{self.domain}/v1.0/"

    def request(self, method, uri, params=None, **kwargs):
        query = f"?{urlencode(params)}" if params else ""
        return self.http.request(method, self.endpoint() + uri + query, **kwargs)

    def get(self, uri, includes=(), params=None):
        params = dict(params or {})
        if includes:
            params["include"] = ",".join(includes)
        return self.request("GET", uri, params)

    def all(self, uri, includes=(), params=None):
        """Every row, page after page through meta.pagination.next (a page with no rows ends it)."""
        response = self.get(uri, includes, params)
        assert response.status_code == 200, response.text
        body, rows, pages = response.json(), [], 1
        rows.extend(body["data"])
        while (body.get("meta") or {}).get("pagination", {}).get("next"):
            body = self.http.get(body["meta"]["pagination"]["next"]).json()
            if not body["data"]:
                break
            rows.extend(body["data"])
            pages += 1
        return rows, pages


@pytest.fixture
def host(wonde):
    return f"127.0.0.1:{wonde.port}"


@pytest.fixture
def php(host):
    return PhpLikeClient(PE_TOKEN, host)


@pytest.fixture
def bursts(host):
    return PhpLikeClient(BURSTS_TOKEN, host)


def test_basic_and_bearer_are_both_accepted(php, host):
    assert php.get(f"schools/{OAKFIELD}").status_code == 200
    bearer = httpx.get(f"http://{host}/v1.0/schools/{OAKFIELD}", headers={"Authorization": f"Bearer {PE_TOKEN}"})
    assert bearer.status_code == 200
    wrong = PhpLikeClient("not-a-token", host).get(f"schools/{OAKFIELD}")
    assert wrong.status_code == 401 and wrong.json()["error"] == "invalid_token"
    assert httpx.get(f"http://{host}/v1.0/schools/{OAKFIELD}").status_code == 401


def test_the_schools_lists(php, bursts):
    approved, _ = php.all("schools/")
    assert {s["id"] for s in approved} == {OAKFIELD, KAURI_BAY}  # Cedar declined PE
    pending, _ = bursts.all("schools/pending/")
    assert [s["id"] for s in pending] == [CEDAR]
    declined, _ = php.all("schools/declined/")
    assert [s["id"] for s in declined] == [CEDAR]
    everyone, _ = php.all("schools/all/")
    assert {s["id"] for s in everyone} == {OAKFIELD, CEDAR, KAURI_BAY}
    found, _ = php.all("schools/all/", params={"postcode": "CB21"})  # the README's search
    assert {s["id"] for s in found} == {CEDAR}
    for school in everyone:
        assert {"id", "name", "urn", "la_code", "establishment_number", "timezone", "address", "region"} <= set(school)


def test_a_school_and_its_region_as_the_client_reads_it(php, host, wonde):
    school = php.get(f"schools/{KAURI_BAY}").json()["data"]
    region = school["region"]  # the regional test: $schoolData->region->domain
    assert region["domain"] == f"localhost:{wonde.port}" and region["code"] == "AUS"
    assert region["school_url"].endswith(f"/v1.0/schools/{KAURI_BAY}") and "urn" in region["identifiers"]
    regional = PhpLikeClient(PE_TOKEN, region["domain"])  # updateDomain()
    rows, _ = regional.all(f"schools/{KAURI_BAY}/employees/")
    assert len(rows) == 5
    assert php.all(f"schools/{KAURI_BAY}/employees/")[0] == []  # the wrong host has no data
    uk = php.get(f"schools/{OAKFIELD}").json()["data"]["region"]
    assert (uk["domain"], uk["code"]) == (host, "GBR")


def test_meta_request_and_revoke_access(php, bursts):
    meta = php.get(f"meta/schools/{OAKFIELD}").json()["data"]
    assert {"online", "approved", "audited", "custom_attendance_codes"} <= set(meta) and meta["approved"] is True
    asked = php.request("POST", f"schools/{CEDAR}/request-access", content=b"[]",
                        headers={"Content-Type": "application/json"}).json()  # fmt: skip
    assert (asked["success"], asked["state"]) == (True, "pending") and asked["message"]
    revoked = bursts.request("DELETE", f"schools/{OAKFIELD}/revoke-access").json()
    assert (revoked["success"], revoked["state"]) == (True, "revoked")
    assert bursts.get(f"meta/schools/{OAKFIELD}").json()["data"]["approved"] is False
    assert [s["id"] for s in bursts.all("schools/revoked/")[0]] == [OAKFIELD]
    assert bursts.get(f"schools/{OAKFIELD}/students/").status_code == 403


def test_students_with_the_readme_includes_and_updated_after(bursts, wonde):
    rows, pages = bursts.all(f"schools/{OAKFIELD}/students/", ["contact_details", "extended_details"],
                             {"updated_after": "2016-06-24 00:00:00"})  # fmt: skip
    total = len(wonde.store.schools[OAKFIELD].records["students"])
    assert len(rows) == total and pages == math.ceil(total / 50)  # 50 a page by default
    assert len({r["id"] for r in rows}) == len(rows)  # no row twice across the pages
    child = rows[0]
    assert {"id", "upi", "forename", "surname", "gender", "date_of_birth", "created_at", "updated_at"} <= set(child)
    assert child["gender"] in ("MALE", "FEMALE")
    for moment in (child["date_of_birth"], child["updated_at"]):
        assert set(moment) == {"date", "timezone_type", "timezone"}
    assert "emails" in child["contact_details"]["data"]
    assert {"sen_status", "premium_pupil_indicator", "free_school_meals", "english_as_additional_language_status"} <= (
        set(child["extended_details"]["data"])
    )
    assert "year" not in child and "education_details" not in child  # only when asked for


def test_the_year_and_education_details_as_included_objects(bursts):
    child = bursts.get(f"schools/{OAKFIELD}/students/S203000", ["year", "education_details"]).json()["data"]
    assert child["year"]["data"]["code"] == "3" and child["year"]["data"]["name"] == "Year 3"
    assert child["education_details"]["data"]["current_nc_year"] == "3"
    reception = bursts.get(f"schools/{OAKFIELD}/students/S200000", ["year"]).json()["data"]
    assert (reception["year"]["data"]["code"], reception["year"]["data"]["name"]) == ("R", "Reception")


@pytest.mark.parametrize(
    ("resource", "includes", "keys"),
    [
        ("employees", ["contact_details", "employment_details", "roles", "classes", "groups"],
         {"contact_details", "employment_details", "roles", "classes", "groups"}),
        ("groups", ["students.year", "students.contacts.contact_details", "employees"], {"students", "employees"}),
        ("classes", ["students", "employees.contact_details", "subject"], {"students", "employees", "subject"}),
        ("contacts", ["students", "contact_details"], {"students", "contact_details"}),
    ],
)  # fmt: skip
def test_every_documented_include_is_answered(bursts, resource, includes, keys):
    rows, _ = bursts.all(f"schools/{OAKFIELD}/{resource}/", includes)
    assert rows and all(keys <= set(row) and all("data" in row[k] for k in keys) for row in rows)


def test_an_unknown_include_is_refused_not_ignored(bursts):
    for uri, include in ((f"schools/{OAKFIELD}/students/", "nope"), (f"schools/{OAKFIELD}/groups/", "students.nope"),
                         (f"schools/{OAKFIELD}/employees/", "year")):  # fmt: skip
        refused = bursts.get(uri, [include])
        assert refused.status_code == 400 and include in refused.json()["error_description"]


def test_per_page_is_capped_and_the_links_say_so(bursts, wonde):
    for n in range(20):  # more contacts than the 200 a page the fake serves at most
        wonde.store.put(OAKFIELD, "contacts", {"id": f"C9{n:03d}", "forename": "Extra", "surname": f"Contact{n}"})
    total = len(wonde.store.schools[OAKFIELD].records["contacts"])
    first = bursts.get(f"schools/{OAKFIELD}/contacts/", params={"per_page": 1000}).json()
    pagination = first["meta"]["pagination"]
    assert (len(first["data"]), pagination["per_page"], pagination["more"]) == (200, 200, True)
    assert "per_page=200" in pagination["next"] and "page=2" in pagination["next"]  # not 1000
    second = bursts.http.get(pagination["next"]).json()
    assert len(second["data"]) == min(200, total - 200) and second["meta"]["pagination"]["current_page"] == 2
    assert "per_page=200" in second["meta"]["pagination"]["previous"]
    rows, pages = bursts.all(f"schools/{OAKFIELD}/contacts/", params={"per_page": 1000})
    assert (len(rows), pages, len({r["id"] for r in rows})) == (total, math.ceil(total / 200), total)


@pytest.mark.parametrize(
    "value", ["2016-06-24 00:00:00", "2016-06-24", "2016-06-24T00:00:00Z", "2016-06-24T01:00:00+01:00"]
)
def test_updated_after_in_the_documented_formats(bursts, value):
    response = bursts.get(f"schools/{OAKFIELD}/employees/", params={"updated_after": value})
    assert response.status_code == 200 and len(response.json()["data"]) == len(OAKFIELD_STAFF)


def test_updated_before_is_honoured_and_nonsense_refused(bursts, wonde):
    wonde.store.put(OAKFIELD, "employees", {"id": "E104", "surname": "Hughes-Lee"})
    seeded = bursts.get(f"schools/{OAKFIELD}/employees/", params={"updated_before": "2026-09-02 00:00:00"}).json()
    assert "E104" not in {r["id"] for r in seeded["data"]} and len(seeded["data"]) == len(OAKFIELD_STAFF) - 1
    refused = bursts.get(f"schools/{OAKFIELD}/employees/", params={"updated_after": "last tuesday"})
    assert refused.status_code == 422 and "updated_after" in refused.json()["error_description"]


def test_deletions_with_their_type_labels(bursts, wonde):
    wonde.store.delete(OAKFIELD, "employees", "E116")
    wonde.store.delete(OAKFIELD, "classes", "K300")
    wonde.store.delete(OAKFIELD, "students", "S201001")
    rows, _ = bursts.all(f"schools/{OAKFIELD}/deletions/")
    assert [(r["id"], r["type"]) for r in rows] == [("E116", "employee"), ("K300", "class"), ("S201001", "student")]
    assert all({"mis_id", "deleted_at", "restored_at"} <= set(r) for r in rows)
    only, _ = bursts.all(f"schools/{OAKFIELD}/deletions/", params={"type": "class"})
    assert [r["id"] for r in only] == ["K300"]


def test_counts_as_the_readme_reads_them(bursts, wonde):
    records = wonde.store.schools[OAKFIELD].records
    counts = bursts.get(f"schools/{OAKFIELD}/counts/", ["students", "contacts"]).json()["data"]
    assert counts["students"]["data"]["count"] == len(records["students"])
    assert counts["contacts"]["data"]["count"] == len(records["contacts"])
    everything = bursts.get(f"schools/{OAKFIELD}/counts/").json()["data"]
    assert everything["employees"]["data"]["count"] == len(OAKFIELD_STAFF)
    assert bursts.get(f"schools/{OAKFIELD}/counts/", ["nope"]).status_code == 400


def test_the_products_client_on_another_region(wonde, settings):
    """The product's own client against the fake for Kauri Bay (New Zealand, the AU/NZ
    host): it learns the region host from the school record as Wonde gives it and reads
    the staff and the children's years from there; the main host has no data for it."""
    with WondeClient() as main:
        school = main.school(KAURI_BAY)
        assert main.all(KAURI_BAY, "employees") == []
    from apps.sync.services import mis

    domain = mis.region_domain(school)
    assert domain == f"localhost:{wonde.port}" and mis.region_code(school) == "AUS"
    with WondeClient(domain=domain, token=settings.WONDE_BURSTS_TOKEN) as regional:
        assert regional.host == domain and len(regional.all(KAURI_BAY, "employees")) == 5
        children = regional.all(KAURI_BAY, "students", include=["year", "education_details", "extended_details"])
        assert len(children) == 40
        assert {mis.student_year(c) for c in children} == {0, 1}  # "Year R" and "Year 1"
        assert regional.access(KAURI_BAY)["status"] == "approved"
