"""The PE passport (issue 32): the sending school's pages and JSON (valid against the
published schema), sending to a named secondary (all or nothing, bad input refused), the
receiving account's reach (only what was sent to it), every opening recorded."""

import json
from datetime import date

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from jsonschema import Draft202012Validator

from apps.accounts.models import Account
from apps.bursts.tests.factories import make_group, make_student
from apps.core.models import OutboxEmail
from apps.passport import selectors
from apps.passport.models import PassportOpening, PassportShare, ReceivingSchool
from apps.users.models import User

pytestmark = pytest.mark.django_db

SEND = {"name": "Eastfield High", "urn": "100960", "contact_name": "Eli Field",
        "contact_email": "pe@eastfield.example.com"}  # fmt: skip


def _client(client, user):
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    return client


def _validator():
    schema = json.loads(selectors.SCHEMA_PATH.read_text())
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)


def _send(client, children, **over):
    return client.post("/passport", {**SEND, **over, "children": [c.pk for c in children]})


def _written():
    return (ReceivingSchool.objects.count(), PassportShare.objects.count(), OutboxEmail.objects.count(),
            User.objects.filter(kind=User.Kind.RECEIVER).exclude(email=SEND["contact_email"]).count())  # fmt: skip


def test_the_admin_reads_each_passport_with_observed_and_default_apart(client, personas, year6):
    group, children = year6
    _client(client, personas["school_admin"])
    page = client.get("/passport").content.decode()
    assert all(c.name in page for c in children)
    one = client.get(f"/passport/child/{children[0].pk}").content.decode()
    assert "H100001000001" in one and "Observed" in one and "Oakfield Primary" in one
    other = client.get(f"/passport/child/{children[1].pk}").content.decode()
    assert "By default" in other and 'data-observed="1"' not in other


def test_the_json_validates_against_the_published_schema(client, personas, year6):
    group, children = year6
    _client(client, personas["school_admin"])
    validator = _validator()
    one = json.loads(client.get(f"/passport/child/{children[0].pk}.json").content)
    assert list(validator.iter_errors(one)) == []
    observed = [o["observed"] for u in one["units"] for o in u["outcomes"]]
    assert observed and all(observed)  # the first child was tapped on every outcome
    batch = json.loads(client.get("/passport/cohort.json").content)
    assert len(batch["passports"]) == 6
    for doc in batch["passports"]:
        assert list(validator.iter_errors(doc)) == []
    assert not any(o["observed"] for u in batch["passports"][1]["units"] for o in u["outcomes"])
    # The schema is published at a stable address, to anyone (it holds no child's data).
    client.logout()
    assert client.get("/passport/schema.json").json()["$id"] == "/passport/schema.json"


def test_the_json_keeps_out_labels(client, personas, year6):
    group, children = year6
    children[0].sen, children[0].pp_eligible, children[0].ethnicity = "K", True, "WBRI"
    children[0].save()
    _client(client, personas["school_admin"])
    text = client.get(f"/passport/child/{children[0].pk}.json").content.decode()
    assert "WBRI" not in text and '"sen"' not in text.lower() and "pp_" not in text


def test_the_documents_take_the_same_queries_for_one_child_or_six(personas, year6):
    group, children = year6
    admin = personas["school_admin"]
    cohort = list(selectors.cohort(admin))
    selectors.documents(admin, cohort[:1])  # the user's access, once per request
    with CaptureQueriesContext(connection) as one:
        selectors.documents(admin, cohort[:1])
    with CaptureQueriesContext(connection) as six:
        selectors.documents(admin, cohort)
    assert len(cohort) == 6 and len(six) == len(one) <= 6


def test_teachers_other_schools_and_staff_see_no_passport(client, personas, year6):
    group, children = year6
    for who in ("teacher", "temp_user", "staff_admin", "bursts_user"):
        _client(client, personas[who])
        assert client.get("/passport").status_code == 302, who
        assert client.get(f"/passport/child/{children[0].pk}.json").status_code == 302, who
    _client(client, personas["trial_admin"])  # Birchwood's admin: sends their own, never Oakfield's
    assert client.get("/passport").status_code == 200
    assert client.get(f"/passport/child/{children[0].pk}").status_code == 404
    assert children[0].name not in client.get("/passport/cohort.json").content.decode()


def test_sending_invites_the_pe_contact_and_they_see_only_what_was_sent(client, personas, year6):
    group, children = year6
    _client(client, personas["school_admin"])
    response = _send(client, children[:2])
    assert response.status_code == 302
    receiver = User.objects.get(email=SEND["contact_email"])
    assert receiver.kind == User.Kind.RECEIVER and receiver.account_id is None
    assert OutboxEmail.objects.filter(to=SEND["contact_email"], kind="signin/email/invite").exists()
    assert OutboxEmail.objects.filter(to=SEND["contact_email"], kind="passport/email/sent").exists()
    shares = list(PassportShare.objects.order_by("child_name"))
    assert [s.student_id for s in shares] == sorted([c.pk for c in children[:2]], key=lambda pk: next(
        c.name for c in children if c.pk == pk))  # fmt: skip
    assert all(s.keep_until.month == 12 and s.keep_until.day == 31 for s in shares)

    receiver.status = User.Status.ACTIVE
    receiver.save()
    receiving = _client(client.__class__(), receiver)
    page = receiving.get("/passport/incoming").content.decode()
    assert children[0].name in page and children[1].name in page and children[2].name not in page
    # Nothing else of the site: their pages only; the API refuses.
    assert receiving.get("/passport").url == "/passport/incoming"
    assert receiving.get(f"/passport/child/{children[2].pk}").url == "/passport/incoming"
    assert receiving.get("/assessment").url == "/passport/incoming"
    assert receiving.get("/api/students").status_code == 403


def test_every_opening_is_recorded_and_the_first_is_the_receipt(client, personas, year6):
    group, children = year6
    _client(client, personas["school_admin"])
    _send(client, children[:1])
    receiver = User.objects.get(email=SEND["contact_email"])
    receiver.status = User.Status.ACTIVE
    receiver.save()
    share = PassportShare.objects.get()
    receiving = _client(client.__class__(), receiver)
    receiving.get("/passport/incoming")  # the list opens nothing
    assert not PassportOpening.objects.exists()
    assert "H100001000001" in receiving.get(f"/passport/incoming/{share.pk}").content.decode()
    doc = json.loads(receiving.get(f"/passport/incoming/{share.pk}.json").content)
    assert list(_validator().iter_errors(doc)) == []
    opened = list(PassportOpening.objects.order_by("opened_at", "pk").values_list("user_email", "how", "share_id"))
    assert opened == [(receiver.email, "page", share.pk), (receiver.email, "json", share.pk)]
    share.refresh_from_db()
    assert share.received_at is not None
    assert "Opened" in client.get("/passport").content.decode()  # the primary sees the receipt


def test_a_different_secondary_sees_nothing_sent_to_another(client, personas, year6):
    group, children = year6
    _client(client, personas["school_admin"])
    _send(client, children[:1])
    other = User.objects.create_user(email="pe@southfield.example.com", kind=User.Kind.RECEIVER,
                                     status=User.Status.ACTIVE)  # fmt: skip
    birchwood = personas["trial_admin"].account
    theirs = ReceivingSchool.objects.create(account=birchwood, name="Southfield", urn="100951", contact_name="S",
                                            contact_email=other.email)  # fmt: skip
    theirs.users.add(other)
    share = PassportShare.objects.get()
    them = _client(client.__class__(), other)
    assert "No passports" in them.get("/passport/incoming").content.decode()
    assert them.get(f"/passport/incoming/{share.pk}").status_code == 404
    assert them.get(f"/passport/incoming/{share.pk}.json").status_code == 404
    assert json.loads(them.get("/passport/incoming/all.json").content)["passports"] == []
    assert not PassportOpening.objects.exists()


@pytest.mark.parametrize("over", [
    {"name": "North\x00gate"},
    {"name": "N" * 201},
    {"name": ""},
    {"contact_name": "P" * 101},
    {"contact_email": "not-an-email"},
    {"contact_email": "priya@gmail.com"},  # a personal address: invites go to a school's
    {"contact_email": "teacher@oakfield.example.com"},  # another account's user
    {"urn": "12345"},
    {"urn": "12345x"},
    {"urn": "1234567"},
])  # fmt: skip
def test_bad_input_is_refused_and_writes_nothing(client, personas, year6, over):
    group, children = year6
    _client(client, personas["school_admin"])
    before = _written()
    response = _send(client, children[:2], **over)
    assert response.status_code == 400
    assert _written() == before
    assert not User.objects.filter(email=SEND["contact_email"]).exists()


def test_no_child_or_another_schools_child_is_refused(client, personas, year6):
    group, children = year6
    elsewhere = make_student(make_group(Account.objects.get(name="Birchwood Primary"), name="B6"), year=6)
    _client(client, personas["school_admin"])
    before = _written()
    assert client.post("/passport", SEND).status_code == 400
    assert client.post("/passport", {**SEND, "children": [elsewhere.pk]}).status_code == 400
    assert _written() == before


def test_sending_again_to_the_same_contact_reuses_their_account(client, personas, year6):
    group, children = year6
    _client(client, personas["school_admin"])
    _send(client, children[:1])
    _send(client, children[1:2], name="Eastfield Academy")
    assert User.objects.filter(email=SEND["contact_email"]).count() == 1
    assert ReceivingSchool.objects.get().name == "Eastfield Academy"
    assert PassportShare.objects.count() == 2
    assert OutboxEmail.objects.filter(kind="signin/email/invite").count() == 1


def test_the_autumn_term_end():
    from apps.passport.models import autumn_term_end

    assert autumn_term_end(date(2026, 7, 20)) == date(2026, 12, 31)
