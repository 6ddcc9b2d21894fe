"""The fake partner as a WSGI app. Paths as the partner's v1.0 API, with or without a
trailing slash (Wonde's PHP client sends `schools/{id}/students/`); any prefix before
/v1.0 is ignored, so it can be mounted under /fake-wonde:

    GET    schools[/pending|/audited|/approved|/declined|/revoked|/offline|/all]
                                              schools by this token's access (all: search)
    GET    schools/{id}                       the school, with its region {code, domain, ...}
    GET    meta/schools/{id}                  {online, approved, audited, custom_attendance_codes}
    POST   schools/{id}/request-access        {success, state, message}
    DELETE schools/{id}/revoke-access         {success, state, message}
    GET    schools/{id}/{resource}[/{rid}]    employees, students, contacts, groups, classes
    GET    schools/{id}/counts?include=...    {data: {students: {data: {count}}, ...}}
    GET    schools/{id}/deletions             records deleted in the MIS (type=, updated_*)
    POST   /_fake/fail                        faults on demand (429 with Retry-After, 500...)

The token comes as `Authorization: Bearer T` or `Basic base64(T:)`. Lists take include=
(unknown names refused with 400), updated_after / updated_before (YYYY-MM-DD HH:MM:SS,
YYYY-MM-DD or ISO 8601), per_page (at most 200; the links carry what was served) and page,
and answer {data, meta: {pagination: {next, previous, more, per_page, current_page},
includes}}; without per_page, a list of 50 or fewer has no pagination object."""

import base64
import binascii
import json
import re
from datetime import UTC, date, datetime
from urllib.parse import parse_qs, urlencode

from apps.sync.fake.store import INCLUDES, RESOURCES, Store, UnknownInclude, include_tree, wonde_date

READABLE = ("approved", "audited")
DEFAULT_PER_PAGE, MAX_PER_PAGE = 50, 200
ROUTE = re.compile(r"^(?:.*?)/v1\.0/(?P<rest>.*?)/?$")
# The schools lists and which access statuses each holds (all: every school, a search).
SCHOOL_LISTS = {"": READABLE, "approved": READABLE, "audited": ("audited",), "pending": ("pending",),
                "declined": ("declined",), "revoked": ("revoked",), "offline": ()}  # fmt: skip
REGION_CODES = {"uk": "GBR", "anz": "AUS"}


class Reply(Exception):
    def __init__(self, status: int, body: dict, headers=None):
        self.status, self.body, self.headers = status, body, headers or []


def problem(status: int, error: str, description: str) -> Reply:
    return Reply(status, {"error": error, "error_description": description})


REASONS = {200: "OK", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
           405: "Method Not Allowed", 422: "Unprocessable Entity", 429: "Too Many Requests",
           500: "Internal Server Error", 503: "Service Unavailable"}  # fmt: skip


def token_of(header: str) -> str:
    """Bearer T, or Basic base64("T:") as Wonde's PHP client sends it (the token is the
    user name, the password empty)."""
    scheme, _, value = header.strip().partition(" ")
    if scheme.lower() == "bearer":
        return value.strip()
    if scheme.lower() == "basic":
        try:
            user, _, _ = base64.b64decode(value.strip(), validate=True).decode().partition(":")
        except (binascii.Error, UnicodeDecodeError):
            return ""
        return user
    return ""


def parse_moment(name: str, value: str) -> datetime:
    """updated_after / updated_before: YYYY-MM-DD HH:MM:SS (Wonde's README), a date alone, or
    ISO 8601 (with T, a fraction, Z or an offset); without a zone, UTC."""
    value = value.strip()
    try:
        if len(value) == 10:
            moment = datetime.combine(date.fromisoformat(value), datetime.min.time())
        else:
            moment = datetime.fromisoformat(value.replace(" ", "T", 1))
    except ValueError:
        raise problem(422, "validation_failed", f"{name} must be a date (YYYY-MM-DD HH:MM:SS).") from None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _squash(postcode: str) -> str:
    return postcode.replace(" ", "").upper()


class FakeWonde:
    def __init__(self, store: Store | None = None):
        self.store = store or Store()

    def __call__(self, environ, start_response):
        try:
            status, body, headers = 200, self.handle(environ), []
        except Reply as reply:
            status, body, headers = reply.status, reply.body, reply.headers
        payload = json.dumps(body).encode()
        start_response(
            f"{status} {REASONS.get(status, 'Error')}",
            [("Content-Type", "application/json"), ("Content-Length", str(len(payload))), *headers],
        )
        return [payload]

    # Routing ----------------------------------------------------------------------------

    def handle(self, environ) -> dict:
        path, method = environ.get("PATH_INFO", ""), environ["REQUEST_METHOD"]
        query = {k: v[-1] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}
        if path.rstrip("/").endswith("/_fake/fail") and method == "POST":
            spec = json.loads(self._body(environ) or b"{}")
            self.store.fail(int(spec.get("status", 500)), path_contains=spec.get("path_contains", ""),
                            after=int(spec.get("after", 0)), times=int(spec.get("times", 1)),
                            retry_after=spec.get("retry_after"))  # fmt: skip
            return {"ok": True}
        match = ROUTE.match(path)
        if not match:
            raise problem(404, "not_found", "Not found.")
        rest = match["rest"]
        self.store.requests.append(rest)
        failure = self.store.take_failure(rest)
        if failure:
            headers = [("Retry-After", str(failure.retry_after))] if failure.retry_after is not None else []
            raise Reply(failure.status, {"error": REASONS.get(failure.status, "Error")}, headers)
        token = token_of(environ.get("HTTP_AUTHORIZATION", ""))
        if token not in self.store.tokens:
            raise problem(401, "invalid_token", "The access token is not valid.")
        parts = rest.split("/") if rest else []
        if parts[:2] == ["meta", "schools"] and len(parts) == 3 and method == "GET":
            return self.meta(token, parts[2])
        if not parts or parts[0] != "schools":
            raise problem(404, "not_found", "Not found.")
        if len(parts) <= 2 and (len(parts) == 1 or parts[1] in SCHOOL_LISTS or parts[1] == "all"):
            if method != "GET":
                raise problem(405, "method_not_allowed", "Method not allowed.")
            return self.schools_list(token, parts[1] if len(parts) == 2 else "", query, environ)
        school = self.store.schools.get(parts[1])
        if school is None:
            raise problem(404, "not_found", "School not found.")
        if len(parts) == 2 and method == "GET":
            return {"data": self.school(school, environ)}
        if parts[2:] == ["request-access"] and method == "POST":
            return self.request_access(token, school)
        if parts[2:] == ["revoke-access"] and method == "DELETE":
            return self.revoke_access(token, school)
        if method != "GET":
            raise problem(405, "method_not_allowed", "Method not allowed.")
        if self.store.access.get((token, school.id)) not in READABLE:
            raise problem(403, "access_denied", "The school has not approved access.")
        on_its_domain = self.host(environ) == self.domain(school, environ)
        if parts[2] == "deletions" and len(parts) == 3:
            return self.deletions(school, query, environ, on_its_domain)
        if parts[2] == "counts" and len(parts) == 3:
            return self.counts(school, query, on_its_domain)
        if parts[2] not in RESOURCES or len(parts) > 4:
            raise problem(404, "not_found", "Not found.")
        includes = self._includes(parts[2], query)
        if len(parts) == 4:
            row = school.records[parts[2]].get(parts[3]) if on_its_domain else None
            if row is None:
                raise problem(404, "not_found", "Not found.")
            return {"data": self.store.render(school, parts[2], row, includes),
                    "meta": {"includes": sorted(INCLUDES[parts[2]])}}  # fmt: skip
        return self.listing(school, parts[2], query, environ, on_its_domain, includes)

    @staticmethod
    def _body(environ) -> bytes:
        return environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0))

    @staticmethod
    def _includes(resource: str, query: dict) -> dict:
        try:
            return include_tree(query.get("include", ""), resource)
        except UnknownInclude as unknown:
            raise problem(400, "invalid_include", f"The include {unknown} is not available on {resource}.") from None

    # Answers ------------------------------------------------------------------------------

    @staticmethod
    def host(environ) -> str:
        return environ.get("HTTP_HOST") or f"{environ['SERVER_NAME']}:{environ['SERVER_PORT']}"

    def domain(self, school, environ) -> str:
        """The other region's schools answer only on localhost (a second host name on the
        same port, as the partner's regions are separate hosts); UK ones on any other."""
        host = self.host(environ)
        if school.region == "anz":
            return f"localhost:{host.rpartition(':')[2]}" if ":" in host else "localhost"
        return host if not host.startswith("localhost") else host.replace("localhost", "127.0.0.1", 1)

    def school(self, school, environ) -> dict:
        domain = self.domain(school, environ)
        scheme = environ.get("wsgi.url_scheme", "http")
        prefix = environ.get("SCRIPT_NAME", "")
        identifiers = {"la_code": school.la_code, "establishment_number": school.establishment_number,
                       "urn": school.urn}  # fmt: skip
        region = {
            "code": REGION_CODES.get(school.region, "GBR"),
            "domain": domain,
            "school_url": f"{scheme}://{domain}{prefix}/v1.0/schools/{school.id}",
            "identifiers": identifiers,
        }
        if self.store.region_shape == "nested":
            region = {"data": region}
        elif self.store.region_shape == "code_only":
            region = {"code": region["code"], "identifiers": identifiers}
        country = (
            {"code": "NZL", "name": "New Zealand"} if school.region == "anz" else {"code": "GBR", "name": "England"}
        )
        return {
            "id": school.id, "name": school.name, "establishment_number": school.establishment_number,
            "urn": school.urn, "phase_of_education": school.phase, "la_code": school.la_code,
            "timezone": school.timezone, "mis": school.mis,
            "address": {"address_line_1": "1 School Lane", "address_line_2": "", "address_town": "Newmarket",
                        "address_postcode": school.postcode, "address_country": country},
            "extended": {"allows_writeback": False, "has_timetables": True, "has_lesson_attendance": False},
            "region": region,
        }  # fmt: skip

    def schools_list(self, token, which, query, environ) -> dict:
        statuses = None if which == "all" else SCHOOL_LISTS[which]
        with self.store.lock:
            schools = sorted(self.store.schools.values(), key=lambda s: s.id)
            if statuses is not None:
                schools = [s for s in schools if self.store.access.get((token, s.id)) in statuses]
            filters = {"postcode": lambda s, v: _squash(s.postcode).startswith(_squash(v)),
                       "la_code": lambda s, v: s.la_code == v,
                       "establishment_number": lambda s, v: s.establishment_number == v,
                       "urn": lambda s, v: str(s.urn) == v}  # fmt: skip
            for name, test in filters.items():
                if query.get(name):
                    schools = [s for s in schools if test(s, query[name])]
            chunk, meta = self._page(schools, query, environ)
            return {"data": [self.school(s, environ) for s in chunk], "meta": meta}

    def meta(self, token, school_id) -> dict:
        if school_id not in self.store.schools:
            raise problem(404, "not_found", "School not found.")
        status = self.store.access.get((token, school_id), "")
        data = {"online": True, "approved": status in READABLE, "audited": status == "audited",
                "custom_attendance_codes": False}  # fmt: skip
        message = self.store.messages.get((token, school_id), "")
        if message:  # not in Wonde's documentation (reasons come by webhook there): the fake's extra
            data["message"] = message
        return {"data": data}

    def request_access(self, token, school) -> dict:
        if self.store.access.get((token, school.id)) not in READABLE:
            self.store.set_access(token, school.id, "pending", "Access has been requested from the school.")
        return {"success": True, "state": self.store.access[(token, school.id)],
                "message": "Access request successfully received"}  # fmt: skip

    def revoke_access(self, token, school) -> dict:
        self.store.set_access(token, school.id, "revoked", "Access was revoked by the provider.")
        return {"success": True, "state": "revoked", "message": "Access revoked"}

    @staticmethod
    def _window(query):
        after, before = query.get("updated_after"), query.get("updated_before")
        return (parse_moment("updated_after", after) if after else None,
                parse_moment("updated_before", before) if before else None)  # fmt: skip

    def _page(self, rows, query, environ):
        try:
            asked = int(query.get("per_page", DEFAULT_PER_PAGE))
            page = max(int(query.get("page", 1)), 1)
        except ValueError:
            raise problem(422, "validation_failed", "per_page and page must be numbers.") from None
        per_page = min(max(asked, 1), MAX_PER_PAGE)
        chunk = rows[(page - 1) * per_page : page * per_page]
        if "per_page" not in query and page == 1 and len(rows) <= per_page:
            return chunk, {}  # Wonde: no pagination object unless needed or asked for
        more = page * per_page < len(rows)
        base = f"{environ.get('wsgi.url_scheme', 'http')}://{self.host(environ)}{environ.get('SCRIPT_NAME', '')}"
        base += environ.get("PATH_INFO", "")

        def link(number):
            return f"{base}?{urlencode({**query, 'per_page': per_page, 'page': number})}"

        pagination = {"next": link(page + 1) if more else None, "previous": link(page - 1) if page > 1 else None,
                      "more": more, "per_page": per_page, "current_page": page}  # fmt: skip
        return chunk, {"pagination": pagination}

    def listing(self, school, resource, query, environ, on_its_domain, includes) -> dict:
        after, before = self._window(query)
        with self.store.lock:
            rows = self.store.listing(school, resource, after, before) if on_its_domain else []
            chunk, meta = self._page(rows, query, environ)
            data = [self.store.render(school, resource, r, includes) for r in chunk]
            return {"data": data, "meta": {**meta, "includes": sorted(INCLUDES[resource])}}

    def counts(self, school, query, on_its_domain) -> dict:
        asked = [p.strip() for p in query.get("include", "").split(",") if p.strip()] or list(RESOURCES)
        unknown = [name for name in asked if name not in RESOURCES]
        if unknown:
            raise problem(400, "invalid_include", f"The include {unknown[0]} is not available on counts.")
        with self.store.lock:
            return {"data": {name: {"data": {"count": len(school.records[name]) if on_its_domain else 0}}
                             for name in asked}}  # fmt: skip

    def deletions(self, school, query, environ, on_its_domain) -> dict:
        after, before = self._window(query)
        kind = query.get("type")
        with self.store.lock:
            rows = [
                d
                for d in school.deletions
                if (after is None or d["deleted_at"] > after)
                and (before is None or d["deleted_at"] < before)
                and (not kind or d["type"] == kind)
            ]
            rows = rows if on_its_domain else []
            chunk, meta = self._page(rows, query, environ)
            data = [{"id": d["id"], "type": d["type"], "mis_id": d.get("mis_id"), "restored_at": None,
                     "deleted_at": wonde_date(d["deleted_at"])} for d in chunk]  # fmt: skip
            return {"data": data, "meta": meta}
