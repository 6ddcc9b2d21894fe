"""The fake partner as a WSGI app. Paths as the partner's v1.0 API (any prefix before
/v1.0 is ignored, so it can be mounted under /fake-wonde):

    GET  schools/{id}                       the school, with its region's domain
    GET  meta/schools/{id}                  this token's access status for the school
    POST schools/{id}/request-access        asks the school for access (pending)
    GET  schools/{id}/{resource}[/{rid}]    employees, students, contacts, groups, classes
    GET  schools/{id}/deletions             records deleted in the MIS
    POST /_fake/fail                        faults on demand (429 with Retry-After, 500...)

Lists take include=, updated_after=YYYY-MM-DD HH:MM:SS, per_page (max 200) and page and
answer {data, meta: {pagination: {next, previous, more, per_page, current_page}}}."""

import json
import re
from datetime import UTC, datetime
from urllib.parse import parse_qs, urlencode

from apps.sync.fake.store import RESOURCES, Store, include_tree, wonde_date

READABLE = ("approved", "audited")
DEFAULT_PER_PAGE, MAX_PER_PAGE = 50, 200
ROUTE = re.compile(r"^(?:.*?)/v1\.0/(?P<rest>.*?)/?$")


class Reply(Exception):
    def __init__(self, status: int, body: dict, headers=None):
        self.status, self.body, self.headers = status, body, headers or []


REASONS = {200: "OK", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
           422: "Unprocessable Entity",
           429: "Too Many Requests", 500: "Internal Server Error", 503: "Service Unavailable"}  # fmt: skip


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
            spec = json.loads(environ["wsgi.input"].read(int(environ.get("CONTENT_LENGTH") or 0)) or b"{}")
            self.store.fail(int(spec.get("status", 500)), path_contains=spec.get("path_contains", ""),
                            after=int(spec.get("after", 0)), times=int(spec.get("times", 1)),
                            retry_after=spec.get("retry_after"))  # fmt: skip
            return {"ok": True}
        match = ROUTE.match(path)
        if not match:
            raise Reply(404, {"error": "Not found"})
        rest = match["rest"]
        self.store.requests.append(rest)
        failure = self.store.take_failure(rest)
        if failure:
            headers = [("Retry-After", str(failure.retry_after))] if failure.retry_after is not None else []
            raise Reply(failure.status, {"error": REASONS.get(failure.status, "Error")}, headers)
        token = environ.get("HTTP_AUTHORIZATION", "").removeprefix("Bearer ").strip()
        if token not in self.store.tokens:
            raise Reply(401, {"error": "invalid_token", "error_description": "The access token is not valid."})
        parts = rest.split("/")
        if parts[:2] == ["meta", "schools"] and len(parts) == 3 and method == "GET":
            return self.meta(token, parts[2])
        if parts[0] != "schools" or len(parts) < 2:
            raise Reply(404, {"error": "Not found"})
        school = self.store.schools.get(parts[1])
        if school is None:
            raise Reply(404, {"error": "School not found"})
        if len(parts) == 2 and method == "GET":
            return {"data": self.school(school, environ)}
        if parts[2:] == ["request-access"] and method == "POST":
            return self.request_access(token, school)
        if method != "GET":
            raise Reply(405, {"error": "Method not allowed"})
        if self.store.access.get((token, school.id)) not in READABLE:
            raise Reply(403, {"error": "access_denied", "error_description": "The school has not approved access."})
        on_its_domain = self.host(environ) == self.domain(school, environ)
        if parts[2] == "deletions" and len(parts) == 3:
            return self.deletions(school, query, environ, on_its_domain)
        if parts[2] not in RESOURCES:
            raise Reply(404, {"error": "Not found"})
        if len(parts) == 4:
            row = school.records[parts[2]].get(parts[3]) if on_its_domain else None
            if row is None:
                raise Reply(404, {"error": "Not found"})
            return {"data": self.store.render(school, parts[2], row, include_tree(query.get("include", "")))}
        return self.listing(school, parts[2], query, environ, on_its_domain)

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
        return {
            "id": school.id,
            "name": school.name,
            "region": {"data": {"code": school.region.upper(), "domain": self.domain(school, environ)}},
        }

    def meta(self, token, school_id) -> dict:
        if school_id not in self.store.schools:
            raise Reply(404, {"error": "School not found"})
        status = self.store.access.get((token, school_id), "")
        return {
            "data": {
                "status": status or "none",
                "approved": status in READABLE,
                "audited": status == "audited",
                "message": self.store.messages.get((token, school_id), ""),
            }
        }

    def request_access(self, token, school) -> dict:
        if self.store.access.get((token, school.id)) not in READABLE:
            self.store.set_access(token, school.id, "pending", "Access has been requested from the school.")
        return {"success": True, "status": self.store.access[(token, school.id)]}

    @staticmethod
    def _updated_after(query):
        value = query.get("updated_after")
        if not value:
            return None
        try:
            return datetime.strptime(value, "%Y-%m-%d %H:%M:%S").replace(tzinfo=UTC)
        except ValueError:
            raise Reply(422, {"error": "updated_after must be YYYY-MM-DD HH:MM:SS"}) from None

    def _page(self, rows, query, environ):
        try:
            per_page = min(max(int(query.get("per_page", DEFAULT_PER_PAGE)), 1), MAX_PER_PAGE)
            page = max(int(query.get("page", 1)), 1)
        except ValueError:
            raise Reply(422, {"error": "per_page and page must be numbers"}) from None
        chunk = rows[(page - 1) * per_page : page * per_page]
        more = page * per_page < len(rows)
        base = f"{environ.get('wsgi.url_scheme', 'http')}://{self.host(environ)}{environ.get('SCRIPT_NAME', '')}"
        base += environ.get("PATH_INFO", "")

        def link(number):
            return f"{base}?{urlencode({**query, 'page': number})}"

        pagination = {"next": link(page + 1) if more else None, "previous": link(page - 1) if page > 1 else None,
                      "more": more, "per_page": per_page, "current_page": page}  # fmt: skip
        return chunk, {"pagination": pagination}

    def listing(self, school, resource, query, environ, on_its_domain) -> dict:
        with self.store.lock:
            rows = self.store.listing(school, resource, self._updated_after(query)) if on_its_domain else []
            chunk, meta = self._page(rows, query, environ)
            includes = include_tree(query.get("include", ""))
            return {"data": [self.store.render(school, resource, r, includes) for r in chunk], "meta": meta}

    def deletions(self, school, query, environ, on_its_domain) -> dict:
        after = self._updated_after(query)
        with self.store.lock:
            rows = [d for d in school.deletions if after is None or d["deleted_at"] > after] if on_its_domain else []
            chunk, meta = self._page(rows, query, environ)
            data = [{"id": d["id"], "type": d["type"], "restored_at": None, "deleted_at": wonde_date(d["deleted_at"])}
                    for d in chunk]  # fmt: skip
            return {"data": data, "meta": meta}
