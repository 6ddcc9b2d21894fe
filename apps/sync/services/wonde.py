"""A small client for the MIS partner's REST API (Wonde v1.0), with httpx.

- Bearer token; every school's calls go to its region's domain (the wrong host answers
  with no data), same scheme and path as the base URL.
- Lists are followed page by page through meta.pagination.next (pages(), one page at a
  time so a sync can apply and record each before asking for the next).
- Timeouts; retries with back-off on 429 (honouring Retry-After), 5xx and transport
  errors; any other failure is a WondeError whose message says what went wrong."""

import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from urllib.parse import urlsplit, urlunsplit

import httpx
from django.conf import settings

WONDE_TIME = "%Y-%m-%d %H:%M:%S"
# An audited school is also approved (Wonde audits an approved school's data access): the
# one place that says which statuses let a sync read the school.
APPROVED_STATUSES = ("approved", "audited")
ACCESS_STATUSES = (*APPROVED_STATUSES, "pending", "declined", "revoked")


class WondeError(Exception):
    """A call to the partner failed; `message` is fit to show staff and school admins."""

    def __init__(self, message: str, *, status: int | None = None, url: str = ""):
        super().__init__(message)
        self.message, self.status, self.url = message, status, url


@dataclass
class Page:
    data: list[dict]
    url: str
    next_url: str | None


def base_for_domain(base_url: str, domain: str) -> str:
    """The base URL on a school's region domain: https://api.wonde.com/v1.0 with
    api-ap-southeast-2.wonde.com -> https://api-ap-southeast-2.wonde.com/v1.0."""
    if not domain:
        return base_url
    parts = urlsplit(base_url)
    return urlunsplit((parts.scheme, domain, parts.path, "", ""))


def _retry_after(response: httpx.Response) -> float | None:
    value = response.headers.get("Retry-After", "").strip()
    if not value:
        return None
    if value.isdigit():
        return float(value)
    try:
        return max((parsedate_to_datetime(value) - datetime.now(UTC)).total_seconds(), 0.0)
    except (TypeError, ValueError):
        return None


def _problem(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        return response.reason_phrase
    if isinstance(body, dict):
        return str(body.get("error_description") or body.get("error") or body.get("message") or "")
    return ""


class WondeClient:
    def __init__(self, *, token: str | None = None, base_url: str | None = None, domain: str = "",
                 timeout: float = 15.0, retries: int = 4, backoff: float | None = None, max_wait: float = 60.0,
                 sleep=time.sleep):  # fmt: skip
        self.base_url = base_for_domain((base_url or settings.WONDE_BASE_URL).rstrip("/"), domain)
        self.backoff = settings.WONDE_BACKOFF if backoff is None else backoff
        self.retries, self.max_wait, self.sleep = retries, max_wait, sleep
        self.http = httpx.Client(
            base_url=self.base_url + "/",
            headers={"Authorization": f"Bearer {token or settings.WONDE_TOKEN}", "Accept": "application/json"},
            timeout=httpx.Timeout(timeout, connect=min(timeout, 5.0)),
        )

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def close(self):
        self.http.close()

    # One call, with retries ---------------------------------------------------------------

    def call(self, method: str, url: str, params: dict | None = None) -> dict:
        if url.startswith("http") and urlsplit(url).netloc != urlsplit(self.base_url).netloc:
            # A next link on another host would carry our token there.
            raise WondeError("The MIS partner sent a link to another host.", url=url)
        last = ""
        for attempt in range(self.retries + 1):
            wait = self.backoff * 2**attempt
            try:
                response = self.http.request(method, url, params=params)
            except httpx.TimeoutException:
                last = "The MIS partner did not answer in time."
            except httpx.TransportError as error:
                last = f"The MIS partner could not be reached ({error.__class__.__name__})."
            else:
                if response.status_code == 429:
                    last = "The MIS partner asked us to slow down (429) and kept refusing."
                    wait = _retry_after(response) if _retry_after(response) is not None else wait
                elif response.status_code >= 500:
                    last = f"The MIS partner had an error ({response.status_code})."
                elif response.status_code == 401:
                    raise WondeError("The MIS partner refused our access token.", status=401, url=str(response.url))
                elif response.status_code == 403:
                    raise WondeError(
                        _problem(response) or "The school has not approved access.", status=403, url=str(response.url)
                    )
                elif response.status_code >= 400:
                    message = _problem(response) or response.reason_phrase
                    raise WondeError(f"The MIS partner refused the request: {message}", status=response.status_code,
                                     url=str(response.url))  # fmt: skip
                else:
                    try:
                        body = response.json()
                    except ValueError:
                        raise WondeError("The MIS partner answered with something that is not JSON.",
                                         status=response.status_code, url=str(response.url)) from None  # fmt: skip
                    if not isinstance(body, dict):
                        raise WondeError("The MIS partner answered in an unexpected shape.", url=str(response.url))
                    return body
            if attempt < self.retries:
                self.sleep(min(wait, self.max_wait))
        raise WondeError(last, url=url)

    # The partner's calls ---------------------------------------------------------------------

    def school(self, school_id: str) -> dict:
        return self.call("GET", f"schools/{school_id}").get("data") or {}

    def access(self, school_id: str) -> dict:
        """This token's access to the school: {status, approved, audited, message}. Wonde's
        meta/schools/{id} gives {online, approved, audited, custom_attendance_codes}; a
        school not approved is looked for in the pending, declined and revoked lists."""
        try:
            data = self.call("GET", f"meta/schools/{school_id}").get("data") or {}
        except WondeError as error:
            if error.status != 403:
                raise
            data = {}
        status = str(data.get("status") or "")
        if status not in ACCESS_STATUSES:
            status = ("audited" if data.get("audited") else "approved") if data.get("approved") else ""
        if not status:
            status = next((name for name in ("pending", "declined", "revoked")
                           if any(str(s.get("id")) == school_id for s in self.schools(name))), "")  # fmt: skip
        return {"status": status, "approved": status in APPROVED_STATUSES, "audited": status == "audited",
                "message": str(data.get("message") or "")}  # fmt: skip

    def schools(self, which: str = "") -> Iterator[dict]:
        """schools/ (approved), schools/pending, /declined, /revoked, /audited, /all."""
        url, params = f"schools/{which}".rstrip("/"), {"per_page": 200}
        while url:
            body = self.call("GET", url, params)
            yield from (row for row in body.get("data") or [] if isinstance(row, dict))
            pagination = (body.get("meta") or {}).get("pagination") or {}
            url, params = (pagination.get("next") if pagination.get("more", True) else None), None

    def request_access(self, school_id: str) -> dict:
        """{success, state, message}."""
        return self.call("POST", f"schools/{school_id}/request-access")

    @property
    def host(self) -> str:
        return urlsplit(self.base_url).netloc

    def one(self, school_id: str, resource: str, record_id: str, *, include=()) -> dict:
        params = {"include": ",".join(include)} if include else None
        return self.call("GET", f"schools/{school_id}/{resource}/{record_id}", params).get("data") or {}

    def pages(self, school_id: str, resource: str, *, include=(), updated_after: datetime | None = None,
              per_page: int = 100, start_url: str | None = None) -> Iterator[Page]:  # fmt: skip
        """Page by page, following meta.pagination.next; start_url resumes where a
        failed run stopped."""
        url, params = start_url, None
        if url is None:
            url = f"schools/{school_id}/{resource}"
            params = {"per_page": per_page}
            if include:
                params["include"] = ",".join(include)
            if updated_after is not None:
                params["updated_after"] = updated_after.astimezone(UTC).strftime(WONDE_TIME)
        while url:
            body = self.call("GET", url, params)
            data = body.get("data")
            if not isinstance(data, list):
                raise WondeError("The MIS partner answered a list call without a list.", url=url)
            pagination = (body.get("meta") or {}).get("pagination") or {}
            following = pagination.get("next") if pagination.get("more", True) else None
            yield Page(data=data, url=str(self.http.build_request("GET", url, params=params).url), next_url=following)
            url, params = following, None

    def all(self, school_id: str, resource: str, **options) -> list[dict]:
        return [row for page in self.pages(school_id, resource, **options) for row in page.data]
