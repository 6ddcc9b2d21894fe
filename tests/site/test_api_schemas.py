"""The API's contract (issue 22): every operation of /api/openapi.json names what its 2xx
answer holds (a schema with named properties, a list of one, a binary file, or no body),
and real answers match what is declared.

The second test opens every GET of the document (tests/site/route_matrix.py's walker)
as the personas who may read it, with ids of rows they can see, and validates each 2xx
JSON answer against its operation's schema with jsonschema. schemathesis
(test_api_schemathesis.py) checks the same conformance on generated requests, which
mostly reach 4xx; this walk reaches the 200s."""

import json

import pytest
from jsonschema import Draft202012Validator

from apps.accounts.models import Account
from apps.bookmarks.models import Bookmark
from apps.bursts.models import Contact, Group, Student
from apps.content.models import Part, Playlist, ThemeItem
from apps.content.seed import seed_content
from apps.licences.models import Licence
from apps.myaccount.models import PurchaseOrder, TrainingItem
from apps.support.models import SupportPage
from apps.sync.fake.seed import demo_store
from apps.sync.fake.server import FakeWondeServer
from apps.users.models import User
from project.api import api
from tests.site.route_matrix import COMMON_SAMPLES, api_reads, api_url

pytestmark = pytest.mark.django_db


def _named(schema) -> bool:
    """A schema whose properties have names: a $ref to a component, an object with
    properties, a list of such, or one of them or null (an optional record)."""
    if "$ref" in schema or schema.get("properties"):
        return True
    if schema.get("type") == "array":
        return _named(schema.get("items", {}))
    options = schema.get("anyOf") or schema.get("oneOf")
    if options:
        return all(_named(o) or o.get("type") == "null" for o in options) and any(_named(o) for o in options)
    return schema.get("type") == "string" and schema.get("format") == "binary"


def unnamed_operations(document) -> list[str]:
    """Operations with no 2xx answer that names its properties (204 has no body)."""
    missing = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            answers = {str(code): r for code, r in operation.get("responses", {}).items() if str(code)[0] == "2"}
            named = False
            for code, answer in answers.items():
                content = answer.get("content") or {}
                if not content:
                    named = named or code == "204"
                    continue
                named = named or all(_named(body.get("schema", {})) for body in content.values())
            if not named:
                missing.append(f"{method.upper()} {path}")
    return missing


# Operations whose answer has no property names, with the reason: shapes the spec states,
# kept as the spec's client reads them (typed all the same).
UNNAMED = {
    "POST /api/groups/{group_id}/reinvite": "spec 2 §7: pairs [child's name, true or 'no contact']",
    "GET /api/users/home/new-password": "spec 1 §7: a new password string",
}


def test_every_operation_names_its_answer():
    assert sorted(set(unnamed_operations(api.get_openapi_schema())) - set(UNNAMED)) == []


def test_the_check_catches_an_unnamed_answer():
    """A bare dict, Any or no content at all fail; a named one, a list of it, or it-or-null pass."""
    ref = {"$ref": "#/components/schemas/Page"}
    document = {"paths": {"/a": {
        "get": {"responses": {200: {"content": {"application/json": {"schema": {"type": "object",
                                                                              "additionalProperties": True}}}}}},
        "put": {"responses": {200: {"description": "OK"}}},
        "post": {"responses": {201: {"content": {"application/json": {"schema": {}}}}}},
        "patch": {"responses": {200: {"content": {"application/json": {"schema": {"type": "array", "items": ref}}}}}},
        "delete": {"responses": {204: {"description": "No Content"}}},
    }, "/b": {
        "get": {"responses": {200: {"content": {"application/json": {"schema": {"anyOf": [ref, {"type": "null"}]}}}}}},
    }}}  # fmt: skip
    assert unnamed_operations(document) == ["GET /a", "PUT /a", "POST /a"]


# Who reads what: each persona with the rows of a school they may see. Super staff see
# every school (Birchwood's rows); a school admin, a BURSTS user and a home child their own.
WALKERS = {
    "super_staff": "Birchwood Primary",
    "school_admin": None,
    "bursts_user": None,
    "home_user": None,
}


def _rows(account, user):
    """Ids of one row of every kind in `account` (made where the demo has none)."""
    group = Group.objects.filter(account=account).first() or Group.objects.create(account=account, name="Walk class")
    student = Student.objects.filter(account=account, group=group).first() or Student.objects.create(
        account=account, group=group, first_name="Wally", last_name="Walker", code=f"WALK{account.pk}"
    )
    contact = Contact.objects.filter(student=student).first() or Contact.objects.create(
        student=student, email="wally.parent@example.org"
    )
    bookmark = Bookmark.objects.filter(user=user).first() or Bookmark.objects.create(
        user=user, url="/real", title="Real PE"
    )
    licence = Licence.objects.filter(account=account).first()
    other = User.objects.filter(account=account).exclude(pk=user.pk).first() or user
    order = PurchaseOrder.objects.create(
        account=account, length=1, price=695, finance_first_name="W", finance_last_name="W",
        finance_email="w@w.example.com",
    )  # fmt: skip
    return {
        "account_id": account.pk, "accountId": account.pk,
        "licence_id": licence.pk if licence else 0,
        "user_id": other.pk, "uid": str(other.uid),
        "bookmark_id": bookmark.pk,
        "training_id": TrainingItem.objects.create(account=account, title="Walk training").pk,
        "order_id": order.pk,
        "group_id": group.pk, "groupId": group.pk,
        "student_id": student.pk, "studentId": student.pk,
        "contact_id": contact.pk,
        "zid": account.zoho_id or "Z-OAK",
        "wonde_id": account.wonde_id or "A1930499544", "wondeId": account.wonde_id or "A1930499544",
    }  # fmt: skip


def _content_samples():
    """Content that exists once seeded: a lesson, a part of it, a theme item."""
    part = Part.objects.filter(lesson__unit__programme__slug="pe", warm_up_steps__isnull=False).first()
    item = ThemeItem.objects.filter(stage__slug="themes", stage__programme__slug="home").first()
    return {
        "uri": part.lesson.path.lstrip("/"),
        "product": "pe",
        "part": part.slug,
        "slug": part.slug,
        "site": "pe",
        "stage": "themes",
        "item": item.slug,
    }


# GETs the walk does not call, with the reason.
NOT_WALKED = {
    "GET /api/accounts/{account_id}/freeze": "toggles the account's freeze (the spec's client calls it by GET)",
    "GET /api/users/{kind}/{user_id}/invite": "resends an invitation (the spec's client calls it by GET)",
}

# Operations whose path needs values other than the walk's, by path.
PATH_SAMPLES = {
    "/api/content/playlists/{slug}": lambda: {"slug": Playlist.objects.filter(unit__isnull=False).first().slug},
    "/api/content/themes/{product}/{stage}": lambda: {"product": "home"},
    "/api/content/themes/{product}/{stage}/{item}": lambda: {"product": "home"},
    "/api/content/intros/{slug}": lambda: {"slug": "intro-pe"},
    "/api/support/page": lambda: {"uri": SupportPage.objects.filter(parent=None).first().path.lstrip("/")},
    "/api/users/{kind}/{user_id}": lambda: {"kind": "account"},
}


@pytest.fixture
def mis(settings):
    """The fake MIS partner over HTTP (as apps/sync/tests run it), for the wonde reads."""
    server = FakeWondeServer().start()
    server.app.store = demo_store()
    settings.WONDE_BASE_URL = server.base_url
    settings.WONDE_TOKEN = "fake-pe-token"
    settings.WONDE_BURSTS_TOKEN = "fake-bursts-token"
    settings.WONDE_BACKOFF = 0.01
    yield server
    server.stop()


def _validator(document, schema):
    return Draft202012Validator({**schema, "components": document["components"]})


def _declared(operation, status):
    answer = {str(code): r for code, r in operation["responses"].items()}.get(str(status), {})
    return answer.get("content") or {}


def test_real_answers_match_their_schemas(client, signed_in, personas, support, mis):
    seed_content()
    document = api.get_openapi_schema()
    answered, wrong = set(), {}
    for persona, school in WALKERS.items():
        user = personas[persona]
        account = Account.objects.get(name=school) if school else user.account
        samples = {**COMMON_SAMPLES, **_rows(account, user), **_content_samples()}
        signed_in(user)
        for key, path, params in api_reads():
            if key in NOT_WALKED:
                continue
            url = api_url(path, params, {**samples, **PATH_SAMPLES.get(path, dict)()})
            response = client.get(url)
            if not 200 <= response.status_code < 300:
                continue
            answered.add(key)
            declared = _declared(document["paths"][path]["get"], response.status_code)
            kind = response["Content-Type"].split(";")[0]
            if kind not in declared:
                wrong[f"{persona} {url}"] = f"{kind} is not declared ({list(declared)})"
                continue
            if kind != "application/json":
                continue
            errors = [
                f"{'/'.join(map(str, e.absolute_path))}: {e.message}"
                for e in _validator(document, declared[kind]["schema"]).iter_errors(json.loads(response.content))
            ]
            if errors:
                wrong[f"{persona} {url}"] = errors[:3]
    unanswered = {key for key, _path, _params in api_reads()} - answered - set(NOT_WALKED)
    assert not wrong, "answers unlike their schema:\n" + "\n".join(f"{k}: {v}" for k, v in sorted(wrong.items()))
    # The walk really reaches the 200s (a read no persona reaches proves nothing).
    assert not unanswered, (
        f"no persona got a 2xx from these (give the walk samples that reach them): {sorted(unanswered)}"
    )
