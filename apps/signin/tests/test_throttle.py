"""Throttles that do not become a weapon (issue 9): failed sign-ins slow a guesser down
without locking a teacher out from their own device or a school behind one address
out of the site; the client address is read behind the trusted proxies only; reset and
re-invite requests are throttled, and then say that nothing was sent (never that an
email was, issue 20) with an answer that reveals no account; a broker that is away fails
no request."""

import html
import logging
import re

import pytest
from django.test import Client

from apps.signin.models import UserToken
from apps.signin.services.throttle import RESET_THROTTLED

pytestmark = pytest.mark.django_db
TEACHER = "teacher@oakfield.example.com"


def login(client, identifier=TEACHER, password="Password1!", ip="198.51.100.7", **headers):
    return client.post("/login", {"identifier": identifier, "password": password}, REMOTE_ADDR=ip, headers=headers)


def signed_in(response):
    return response.status_code == 302


def test_a_guesser_is_stopped_but_the_teacher_elsewhere_still_signs_in(teacher):
    guesser = Client()
    for _ in range(5):
        assert login(guesser, password="Wrong1!", ip="203.0.113.9").status_code == 200
    blocked = login(guesser, ip="203.0.113.9")
    assert blocked.status_code == 429 and "Too many failed sign-in attempts" in blocked.content.decode()
    assert signed_in(login(Client(), ip="198.51.100.7"))


def test_a_device_that_signed_in_before_gets_in_while_someone_guesses_from_everywhere(teacher):
    laptop = Client()
    assert signed_in(login(laptop, ip="198.51.100.7"))
    laptop.post("/logout")
    for n in range(25):
        login(Client(), password="Wrong1!", ip=f"203.0.113.{n}")
    assert login(Client(), ip="192.0.2.1").status_code == 429  # a stranger's device: the identifier is locked
    assert signed_in(login(laptop, ip="198.51.100.7"))


def test_a_school_behind_one_address_is_not_locked_out_by_its_pupils_typos(teacher, personas):
    school = "198.51.100.50"
    for n in range(30):
        login(Client(), identifier=f"pupil{n}@oakfield.example.com", password="Wrong1!", ip=school)
    assert signed_in(login(Client(), ip=school))


def test_the_client_address_is_read_behind_the_trusted_proxy_only(teacher, settings):
    settings.TRUSTED_PROXY_COUNT = 1
    proxy = "10.0.0.1"
    for n in range(5):
        # The guesser writes a different address into X-Forwarded-For each time: ignored.
        login(Client(), password="Wrong1!", ip=proxy, **{"X-Forwarded-For": f"1.1.1.{n}, 203.0.113.9"})
    assert login(Client(), ip=proxy, **{"X-Forwarded-For": "9.9.9.9, 203.0.113.9"}).status_code == 429
    # Another client behind the same proxy is someone else.
    assert signed_in(login(Client(), ip=proxy, **{"X-Forwarded-For": "198.51.100.7"}))


def test_failures_and_lockouts_are_logged(teacher, caplog):
    with caplog.at_level(logging.INFO, logger="apps.signin.auth"):
        for _ in range(6):
            login(Client(), password="Wrong1!", ip="203.0.113.9")
    messages = [r.getMessage() for r in caplog.records if r.name == "apps.signin.auth"]
    assert messages.count("sign-in failed") == 5
    assert "sign-in lockout starts" in messages and "sign-in refused: locked out" in messages


def test_reset_requests_are_throttled_and_then_say_nothing_was_sent(
    client, teacher, mailoutbox, django_capture_on_commit_callbacks
):
    answers = []
    with django_capture_on_commit_callbacks(execute=True):
        for _ in range(5):
            response = client.post("/api/auth/reset", {"email": TEACHER}, content_type="application/json")
            answers.append((response.status_code, response.json().get("result") or response.json()["message"]))
        unknown = client.post(
            "/api/auth/reset", {"email": "nobody@oakfield.example.com"}, content_type="application/json"
        )
    assert answers == [(200, "sent")] * 3 + [(429, RESET_THROTTLED)] * 2
    assert unknown.json()["result"] == "sent"
    assert UserToken.objects.filter(user=teacher).count() == 3 and len(mailoutbox) == 3


def _reset_page(client, email, path="/login/reset"):
    response = client.post(path, {"email": email})
    return response.status_code, html.unescape(response.content.decode())


@pytest.mark.parametrize("path", ["/login/reset", "/login/reinvite"])
def test_the_pages_never_say_an_email_was_sent_when_the_throttle_sent_none(client, personas, path):
    """Issue 20: over the limit the re-invite said "We have sent a new invite email" and the
    reset "we have sent an email" though nothing was queued. Over the limit the page says
    that nothing was sent, the same for an address with an account and one without."""
    for email in ("invited@oakfield.example.com", TEACHER, "nobody@oakfield.example.com"):
        for _ in range(3):
            status, body = _reset_page(client, email, path)
            assert status == 200 and "No email has been sent" not in body
        sent = UserToken.objects.count()
        status, body = _reset_page(client, email, path)
        assert status == 429 and UserToken.objects.count() == sent
        assert 'data-state="throttled"' in body and RESET_THROTTLED in body
        assert "we have sent" not in body.lower()


def test_the_reinvite_page_claims_a_sent_email_only_as_a_condition(client, personas):
    """Whatever the address, the re-invite page's answer is the same and stays true: a new
    invite went to it if it is still waiting to register (it reveals no account)."""
    answers = {}
    for email in ("invited@oakfield.example.com", TEACHER, "nobody@oakfield.example.com"):
        status, body = _reset_page(client, email, "/login/reinvite")
        said = re.search(r'<p role="status" data-state="invited">(.*?)</p>', body)[1]
        answers[email] = said.replace(email, "{email}")
        assert status == 200 and f"If {email} is still waiting to complete registration, we have sent" in body
    assert len(set(answers.values())) == 1
    assert list(UserToken.objects.values_list("user__email", "purpose")) == [("invited@oakfield.example.com", "invite")]


def test_the_reinvite_api_says_when_nothing_was_sent(client, personas):
    post = lambda: client.post(  # noqa: E731
        "/api/auth/reinvite", {"email": "invited@oakfield.example.com"}, content_type="application/json"
    )
    assert [post().json() for _ in range(3)] == [{"result": "invited"}] * 3
    over = post()
    assert over.status_code == 429
    assert over.json() == {"message": RESET_THROTTLED, "level": "error", "status": 429}
    assert UserToken.objects.filter(purpose="invite").count() == 3


def test_reset_requests_from_one_address_are_throttled(client, personas):
    for n in range(25):
        client.post("/api/auth/reset", {"email": f"someone{n}@example.com"}, content_type="application/json")
    client.post("/api/auth/reset", {"email": TEACHER}, content_type="application/json")
    assert not UserToken.objects.exists()


def test_a_broker_that_is_away_fails_no_reset(client, teacher, monkeypatch, django_capture_on_commit_callbacks):
    from apps.core import tasks
    from apps.core.models import OutboxEmail

    def away(*args, **kwargs):
        raise ConnectionRefusedError("broker down")

    monkeypatch.setattr(tasks.outbox_send_task, "delay", away)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/api/auth/reset", {"email": TEACHER}, content_type="application/json")
    assert response.status_code == 200 and response.json()["result"] == "sent"
    assert UserToken.objects.filter(user=teacher, purpose="reset").exists()
    # The email waits in the outbox for the beat's sweep (issue 24): delayed, not lost.
    assert OutboxEmail.objects.get().status == OutboxEmail.Status.PENDING
