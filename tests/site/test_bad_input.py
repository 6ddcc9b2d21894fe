"""Bad input never gives a 5xx (issue 9): every page of the URLconf and every operation
of the OpenAPI, with a NUL byte, a lone surrogate, numbers int() refuses or the
database cannot hold, and over-long strings, answers 4xx and writes nothing. Routes
come from the URLconf and the OpenAPI (tests/site/test_scoped_routes.py's walkers), so
a new route is tried as soon as it exists."""

import json
import re

import pytest
from django.urls import get_resolver

from apps.accounts.models import Account
from apps.bookmarks.models import Bookmark
from apps.users.models import User
from tests.site.route_matrix import openapi_schema
from tests.site.test_scoped_routes import _page_urls, _patterns, _samples, sample_ids

pytestmark = pytest.mark.django_db

NUL = "a\x00b"
ODD_NUMBERS = ["²", "9" * 30, "-1", "1e3", "%EF%BC%91"]  # superscript two, too big, negative, float, fullwidth one
LONG = "x" * 5000


@pytest.fixture
def ids(personas):
    return sample_ids(personas)


def _writes():
    return (Account.objects.count(), User.objects.count(), Bookmark.objects.count())


def _operations():
    schema = openapi_schema()
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            yield path, method, operation, schema


def _body_fields(operation, schema):
    """The top-level string fields of an operation's JSON body (resolving $ref)."""
    content = (operation.get("requestBody") or {}).get("content", {}).get("application/json")
    if not content:
        return None
    body = content["schema"]
    if "$ref" in body:
        body = schema["components"]["schemas"][body["$ref"].rsplit("/", 1)[1]]
    if body.get("type") == "array":
        return []
    return list(body.get("properties", {}))


def _api_url(path, samples):
    """An operation's address with sample ids (OpenAPI's paths already start with /api)."""
    return _api_path(path if path.startswith("/api/") else "/api" + path, samples)


def _api_path(path, samples):
    def value(match):
        sample = samples.get(match.group(1), 1)
        return str(sample[0] if isinstance(sample, list) else sample)

    return re.sub(r"\{(\w+)\}", value, path)


@pytest.mark.parametrize("persona", ["super_staff", "school_admin", "anonymous"])
def test_a_nul_byte_in_any_page_parameter_is_a_400(client, signed_in, personas, ids, persona):
    if persona != "anonymous":
        signed_in(personas[persona])
    pages, _ = _page_urls(_samples(ids))
    before = _writes()
    for url in pages.values():
        sep = "&" if "?" in url else "?"
        for bad in (f"{url}{sep}search=a%00b", f"{url}{sep}a%00=1"):
            assert client.get(bad).status_code == 400, bad
        assert client.post(url, {"name": NUL, "emails": NUL, "search": NUL}).status_code == 400, url
    assert _writes() == before


def test_a_nul_byte_in_a_path_parameter_is_a_400(client, signed_in, super_staff):
    signed_in(super_staff)
    tried = 0
    for _name, pattern in _patterns(get_resolver()):
        route = str(pattern.pattern)
        if "<str:" in route and "(" not in route:
            url = "/" + re.sub(r"<(\w+:)?\w+>", lambda m: "a%00b" if m.group(1) == "str:" else "1", route)
            assert client.get(url).status_code == 400, url
            tried += 1
    for url in ("/login/invite/a%00b", "/login/reset/a%00b", "/bursts-tools?verify=a%00b", "/?zid=a%00b"):
        assert client.get(url).status_code == 400, url
    assert tried >= 3


@pytest.mark.parametrize("persona", ["super_staff", "teacher", "anonymous"])
def test_every_api_operation_refuses_nul_and_surrogates_with_422(client, signed_in, personas, ids, persona):
    if persona != "anonymous":
        signed_in(personas[persona])
    samples = _samples(ids)
    before = _writes()
    for path, method, operation, schema in _operations():
        url = _api_url(path, samples)
        call = getattr(client, method)
        query = [p["name"] for p in operation.get("parameters", []) if p["in"] == "query"] or ["search"]
        response = call(url + "?" + "&".join(f"{q}=a%00b" for q in query), headers={"X-CSRFToken": "x"})
        assert response.status_code == 422, (method, url, response.status_code)
        assert response.json()["message"] == "Validation failed"
        fields = _body_fields(operation, schema)
        if fields is None:
            continue
        for raw in (json.dumps(dict.fromkeys(fields, NUL) or [NUL]), '{"email": "\\ud800", "url": "\\udfff"}'):
            response = call(url, raw, content_type="application/json", headers={"X-CSRFToken": "x"})
            assert response.status_code == 422, (method, url, raw, response.content[:300])
    assert _writes() == before


@pytest.mark.parametrize("persona", ["super_staff", "school_admin", "teacher"])
def test_odd_numbers_and_long_strings_never_give_a_5xx(client, signed_in, personas, ids, persona):
    signed_in(personas[persona])
    samples = _samples(ids)
    pages, _ = _page_urls(samples)
    params = ["regionId", "region", "county", "year", "page", "status", "licences", "accountId", "zid", "search",
              "sort", "kind", "filter", "frame", "manager", "authority"]  # fmt: skip
    urls = [*pages.values()] + [_api_url(p, samples) for p, m, *_ in _operations() if m == "get"]
    for url in urls:
        sep = "&" if "?" in url else "?"
        for value in [*ODD_NUMBERS, LONG]:
            bad = url + sep + "&".join(f"{p}={value}" for p in params)
            assert client.get(bad).status_code < 500, bad[:200]
    for path, method, operation, schema in _operations():
        fields = _body_fields(operation, schema)
        if method == "get" or not fields:
            continue
        url = _api_url(path, samples)
        for value in [LONG, "0001-01-01", "9999-12-31", 10**30, -1, [], {}]:
            body = json.dumps(dict.fromkeys(fields, value))
            response = getattr(client, method)(url, body, content_type="application/json", headers={"X-CSRFToken": "x"})
            assert response.status_code < 500, (method, url, str(value)[:20], response.content[:300])


def test_region_id_superscript_two_is_not_a_500(signed_in, super_staff):
    client = signed_in(super_staff)
    assert client.get("/accounts?regionId=²").status_code == 200
    assert client.get("/api/accounts?regionId=²").status_code == 200


def test_a_search_term_over_200_characters_is_refused_clearly(signed_in, super_staff):
    client = signed_in(super_staff)
    page = client.get("/user-search?search=" + "a" * 201)
    assert page.status_code == 400 and "Max 200 Characters" in page.content.decode()
    api_answer = client.get("/api/users/search?search=" + "a" * 201)
    assert api_answer.status_code == 422 and api_answer.json()["errors"] == {"search": ["Max 200 Characters"]}


def test_over_long_profile_fields_in_the_api_are_422(signed_in, teacher):
    client = signed_in(teacher)
    for field in ("firstName", "lastName", "email", "password", "currentPassword"):
        response = client.post("/api/auth/self", {field: LONG}, content_type="application/json",
                               headers={"X-CSRFToken": "x"})  # fmt: skip
        assert response.status_code == 422 and field in response.json()["errors"], field


def test_a_staff_invite_is_capped_at_200_addresses_and_writes_nothing_over_it(signed_in, super_staff):
    client = signed_in(super_staff)
    emails = " ".join(f"person{n}@school{n}.example.com" for n in range(201))
    before = User.objects.count()
    response = client.post("/create/invite", {"emails": emails, "admin": "0"})
    assert "You can invite up to 200 addresses at a time." in response.content.decode()
    assert User.objects.count() == before


def test_invite_addresses_must_be_real_addresses(signed_in, super_staff):
    client = signed_in(super_staff)
    client.post("/create/invite", {"emails": "<svg/onload=alert(7)>@x.co", "admin": "0"})
    assert not User.objects.filter(email__contains="svg").exists()


@pytest.mark.parametrize("url", ["/\t/evil.com", "/\\evil.com", "//evil.com", "https://evil.com/", "/\n/evil.com"])
def test_bookmark_urls_are_site_paths(signed_in, teacher, url):
    client = signed_in(teacher)
    response = client.post("/api/bookmarks", {"url": url, "title": "Evil"}, content_type="application/json")
    assert response.status_code == 422 and "url" in response.json()["errors"]
    assert not Bookmark.objects.filter(user=teacher).exists()


@pytest.mark.parametrize(("start", "end"), [("0001-01-01", "2026-01-01"), ("2026-01-01", "9999-12-31")])
def test_licence_dates_stay_within_a_sensible_range(signed_in, staff_admin, start, end):
    from apps.licences.models import Licence

    client = signed_in(staff_admin)
    oak = Account.objects.get(name="Oakfield Primary")
    before = Licence.objects.count()
    body = {"accountId": oak.pk, "licenceTypeId": 50, "startDate": start, "endDate": end}
    response = client.post("/api/licences", body, content_type="application/json")
    assert response.status_code == 422, response.content
    assert "Enter a date between 2000 and 2099" in str(response.json()["errors"])
    too_long = client.post("/api/licences", {**body, "startDate": "2026-01-01", "endDate": "2026-12-31",
                                             "comments": "c" * 2001}, content_type="application/json")  # fmt: skip
    assert too_long.status_code == 422
    assert Licence.objects.count() == before


# Issue 24: shapes of request any visitor can send that once gave a 500.
DEEP_JSON = "[" * 10_000 + "]" * 10_000  # past Python's recursion limit
MULTIPART = "multipart/form-data; boundary=xyz"  # ...with a JSON body, not multipart


def test_an_invite_or_reset_key_no_link_can_carry_is_an_invalid_link(client):
    for url in ("/login?invite=a/b", "/login?reset=a/b", "/login?invite=/&reset=x"):
        page = client.get(url)
        assert page.status_code == 200, url
        assert 'data-state="fail"' in page.content.decode(), url


@pytest.mark.parametrize("persona", ["super_staff", "school_admin", "anonymous"])
def test_every_page_takes_slashed_keys_deep_json_and_a_multipart_json_body_without_a_5xx(
    client, signed_in, personas, ids, persona
):
    if persona != "anonymous":
        signed_in(personas[persona])
    pages, _ = _page_urls(_samples(ids))
    pages = {name: url for name, url in pages.items() if not url.startswith("/health/")}  # 503 is its answer
    before = _writes()
    for url in pages.values():
        sep = "&" if "?" in url else "?"
        assert client.get(f"{url}{sep}invite=a/b&reset=a/b").status_code < 500, url
        assert client.post(url, DEEP_JSON, content_type="application/json").status_code == 400, url
    assert _writes() == before
    for url in pages.values():
        # An empty form to the view (a delete page still deletes: CSRF is off in tests).
        assert client.post(url, '{"name": "x"}', content_type=MULTIPART).status_code < 500, url


@pytest.mark.parametrize("persona", ["super_staff", "school_admin", "teacher", "anonymous"])
def test_every_api_operation_refuses_deep_json_and_a_multipart_json_body_in_its_shape(
    client, signed_in, personas, ids, persona
):
    if persona != "anonymous":
        signed_in(personas[persona])
    samples = _samples(ids)
    before = _writes()
    tried = set()
    for path, method, operation, schema in _operations():
        if method == "get":
            continue
        url = _api_url(path, samples)
        call = getattr(client, method)
        fields = _body_fields(operation, schema)
        shapes = [(DEEP_JSON, "application/json")]
        if fields is not None:  # an operation that takes a JSON body, sent it as "multipart"
            shapes.append((json.dumps(dict.fromkeys(fields, "x") or ["x"]), MULTIPART))
        for body, content_type in shapes:
            response = call(url, body, content_type=content_type, headers={"X-CSRFToken": "x"})
            assert 400 <= response.status_code < 500, (method, url, content_type, response.content[:300])
            answer = response.json()
            assert answer["status"] == response.status_code and answer["message"], (method, url, answer)
        tried.add(path)
    assert {"/api/auth/login", "/api/students", "/api/bookmarks"} <= tried
    assert _writes() == before
