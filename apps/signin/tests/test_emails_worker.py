"""Invite and reset emails: written to the outbox with the token, sent by a Celery task
once the transaction commits, and carrying a link that opens a ready form."""

import re

import pytest
from django.conf import settings

from apps.core.models import OutboxEmail
from apps.core.tokens import hash_key
from apps.signin import services
from apps.signin.models import UserToken

LINK = re.compile(r"https?://\S+(/login/(?:invite|reset)/[\w-]+)")


def link_path(message):
    found = LINK.search(message.body)
    assert found, message.body
    return found.group(1)


@pytest.mark.django_db
def test_reset_email_is_sent_on_commit_with_a_working_link(
    client, teacher, mailoutbox, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        services.password_reset_request(email="Teacher@Oakfield.example.com ")
    # Nothing leaves before the transaction commits.
    assert mailoutbox == []
    assert len(callbacks) == 1
    callbacks[0]()

    assert len(mailoutbox) == 1
    message = mailoutbox[0]
    assert message.to == ["teacher@oakfield.example.com"]
    assert message.subject == "Reset your PE Platform password"
    path = link_path(message)
    assert message.body.count(settings.SITE_URL + path) == 1
    page = client.get(path)
    assert page.status_code == 200
    assert 'data-state="ready"' in page.content.decode()


@pytest.mark.django_db
def test_invite_email_is_sent_on_commit_with_a_working_link(
    client, invited_user, mailoutbox, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        assert services.user_reinvite(email=invited_user.email) is True

    assert len(mailoutbox) == 1
    message = mailoutbox[0]
    assert message.to == [invited_user.email]
    assert message.subject == "You have been invited to the PE Platform"
    assert "Oakfield Primary" in message.body
    body = client.get(link_path(message)).content.decode()
    assert 'data-state="ready"' in body
    assert invited_user.email in body


@pytest.mark.django_db
def test_no_email_when_the_answer_is_not_sent(invited_user, personas, mailoutbox, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        assert services.password_reset_request(email=invited_user.email).state == "noreg"
        assert services.password_reset_request(email="nobody@example.com").state == "sent"
        # A registered user cannot be re-invited.
        assert services.user_reinvite(email="teacher@oakfield.example.com") is False
    assert mailoutbox == []
    assert not UserToken.objects.exists()


@pytest.mark.worker
def test_reset_email_goes_through_a_real_celery_worker(transactional_db, teacher, mailoutbox):
    import threading

    from celery.contrib.testing.worker import start_worker
    from celery.signals import task_prerun

    from project.celery import app

    ran_in = []

    def record(sender=None, **kwargs):
        ran_in.append((sender.name, threading.current_thread()))

    task_prerun.connect(record, weak=False)

    broker = settings.REDIS_URL or "memory://"
    saved = {key: app.conf[key] for key in ("task_always_eager", "broker_url", "broker_transport_options")}
    # The memory transport polls; a short interval keeps the test quick.
    app.conf.update(task_always_eager=False, broker_url=broker, broker_transport_options={"polling_interval": 0.1})
    try:
        with start_worker(app, pool="solo", perform_ping_check=False, shutdown_timeout=10):
            result = services.password_reset_request(email=teacher.email)
            assert result.state == "sent"
            token = UserToken.objects.get(user=teacher, purpose=UserToken.Purpose.RESET)
            # The task was queued, not run in this thread: wait for the worker to send it.
            _wait_for(lambda: len(mailoutbox) == 1)
    finally:
        app.conf.update(saved)
        task_prerun.disconnect(record)
    # It ran in the worker's thread, not eagerly in this one.
    assert [name for name, _ in ran_in] == ["apps.core.tasks.outbox_send_task"]  # the outbox's (issue 24)
    assert ran_in[0][1] is not threading.current_thread()
    assert mailoutbox[0].to == [teacher.email]
    # The link carries the key; the table holds only its hash.
    path = link_path(mailoutbox[0])
    assert path.startswith("/login/reset/") and hash_key(path.rsplit("/", 1)[1]) == token.key_hash
    # ... and the outbox, once the email is sent, keeps neither its body (with the key) nor its address.
    sent = OutboxEmail.objects.get()
    assert (sent.status, sent.body, sent.to) == (OutboxEmail.Status.SENT, "", "")


def _wait_for(condition, seconds=15.0):
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("the worker did not send the email in time")
