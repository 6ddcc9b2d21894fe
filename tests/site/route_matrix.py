"""The routes of the site and the API as the role x route matrix walks them: read from the
URLconf and the OpenAPI (so a new route is walked as soon as it exists), with sample values
that point at a school no persona belongs to."""

import functools
import itertools
import re

from django.urls import NoReverseMatch, URLPattern, URLResolver, get_resolver, reverse

from project.api import api

# Sample values of the parameters that are not row ids (the walkers add the ids).
COMMON_SAMPLES = {
    "tab": "users",
    "section": "users",
    "kind": "region",
    "job": "missing-job",
    "key": "not-a-key",
    "rest": ["faqs", "micro"],
    "product": ["pe", "play", "home"],
    "year": "1",
    "unit": "1",
    "lesson": "1",
    "type": ["warmup", "game"],
    "part": "warm-up",
    "stage": ["themes", "club"],
    "item": "pirate",
    "strand": "motor",
    "slug": "warm-up",
    "uri": "pe/year/1/unit/1/lesson/1",
    "site": "pe",
    "search": "oak",
    "url": "/real",
    "employee_wonde_id": "E103",
    "employeeWondeId": "E103",
    "run_id": "1",
    "group_wonde_id": "G201",
    "groupWondeId": "G201",
    "code": "not-an-invite-code",  # the parents' invite link (issue 31)
    # A row id of the content every school sees: read when walked (ids differ between
    # databases: PostgreSQL's sequences are not reset between tests).
    "lesson_id": lambda: _first_lesson_id(),
    "unit_id": "1",  # a unit's end is walked with another school's class: refused before the unit
    "start_year": "2025",  # the premium return's academic year (issue 32)
}


def _first_lesson_id():
    from apps.content.models import Lesson

    return Lesson.objects.order_by("pk").values_list("pk", flat=True).first() or 1


def patterns(resolver=None, prefix=""):
    for entry in (resolver or get_resolver()).url_patterns:
        if isinstance(entry, URLResolver):
            namespace = f"{entry.namespace}:" if entry.namespace else ""
            yield from patterns(entry, prefix + namespace)
        elif isinstance(entry, URLPattern) and entry.name:
            yield prefix + entry.name, entry


def _choices(value):
    value = value() if callable(value) else value
    return value if isinstance(value, list) else [value]


def page_url(name, pattern, samples):
    """The first combination of sample values the pattern accepts."""
    params = list(re.compile(pattern.pattern.regex.pattern).groupindex)
    missing = [p for p in params if p not in samples]
    if missing:
        raise KeyError(f"{name}: no sample value for {missing}")
    for values in itertools.product(*(_choices(samples[p]) for p in params)):
        try:
            return reverse(name, kwargs=dict(zip(params, values, strict=True)))
        except NoReverseMatch:
            continue
    raise KeyError(f"{name}: no sample values fit")


@functools.cache
def openapi_schema():
    """The API's OpenAPI document, built once per test process (about 0.3 s each time; the
    walkers read it, never change it; tests/site/test_api_schemas.py builds its own)."""
    return api.get_openapi_schema()


def api_reads():
    """(key, path template, the operation's path and required query parameters) of every GET."""
    for path, operations in openapi_schema()["paths"].items():
        get = operations.get("get")
        if get is None:
            continue
        params = [p for p in get.get("parameters", []) if p["in"] == "path" or p.get("required")]
        yield f"GET {path}", path, params


def api_url(path, params, samples):
    url, query = path, []
    for param in params:
        name = param["name"]
        if name not in samples:
            raise KeyError(f"{path}: no sample value for {name}")
        value = _choices(samples[name])[0]
        if param["in"] == "path":
            url = url.replace("{" + name + "}", str(value))
        else:
            query.append(f"{name}={value}")
    return url + ("?" + "&".join(query) if query else "")
