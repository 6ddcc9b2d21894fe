"""The durable outbox (issue 24): an email is written in the same transaction as the change
that sends it and sent by the worker after commit; with Redis down (a private redis-server
this test starts and stops) or the mail server down (a local aiosmtpd server, stopped and
started) the user is still told it was sent, and the email waits and goes out later:
delayed, never lost."""

from datetime import timedelta

import pytest
from django.core import mail
from django.db import transaction
from django.test import Client
from django.utils import timezone

from apps.core import emails
from apps.core.models import OutboxEmail
from apps.core.tasks import outbox_flush
from tests.servers import LocalSmtp, celery_broker, free_port, private_redis, smtp_settings

Status = OutboxEmail.Status
RESET = "/api/auth/reset"


def _queue(to="someone@example.org"):
    return emails.email_queue(template="signin/email/reset", context={"user": None, "link": "https://x/y"}, to=to)


def _due_now():
    OutboxEmail.objects.update(next_attempt=timezone.now() - timedelta(seconds=1))


@pytest.mark.django_db(transaction=True)
def test_written_with_the_change_and_sent_after_commit():
    with pytest.raises(RuntimeError), transaction.atomic():
        _queue()
        raise RuntimeError("the change fails")
    assert not OutboxEmail.objects.exists() and mail.outbox == []  # rolled back with it
    with transaction.atomic():
        _queue()
        assert mail.outbox == []  # nothing leaves before the commit
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["someone@example.org"]
    email = OutboxEmail.objects.get()
    assert (email.status, email.to, email.subject, email.body, email.attempts) == (Status.SENT, "", "", "", 1)


@pytest.mark.django_db
def test_the_mail_server_away_delays_then_gives_up_visibly(settings):
    smtp_settings(settings, free_port())  # nothing listens there
    email = _queue()
    assert emails.outbox_send(email.pk) == "retry"
    email.refresh_from_db()
    assert email.status == Status.PENDING and email.attempts == 1 and email.next_attempt > timezone.now()
    assert "ConnectionRefusedError" in email.last_error and email.body  # kept until sent
    assert emails.outbox_send(email.pk) == "skipped"  # not due yet: the wait grows
    assert emails.wait_after(1) == timedelta(minutes=1) and emails.wait_after(20) == timedelta(hours=6)
    OutboxEmail.objects.filter(pk=email.pk).update(attempts=emails.MAX_ATTEMPTS - 1)
    _due_now()
    assert emails.outbox_send(email.pk) == "failed"
    assert OutboxEmail.objects.get(pk=email.pk).status == Status.FAILED  # kept, with why


@pytest.mark.django_db
def test_a_worker_that_died_mid_send_has_its_email_sent_by_the_sweep():
    email = _queue()
    OutboxEmail.objects.filter(pk=email.pk).update(status=Status.SENDING,
                                                   claimed=timezone.now() - emails.CLAIM_TIMEOUT * 2)  # fmt: skip
    assert outbox_flush() == {"released": 1, "removed": 0, "sent": 1}
    assert len(mail.outbox) == 1


@pytest.mark.django_db
def test_the_sweep_sends_what_is_due_once_and_forgets_old_sent_rows():
    first, second = _queue("a@example.org"), _queue("b@example.org")
    assert outbox_flush()["sent"] == 2 and outbox_flush() == {"released": 0, "removed": 0}
    OutboxEmail.objects.filter(pk=first.pk).update(sent=timezone.now() - emails.KEEP_SENT * 2)
    assert outbox_flush()["removed"] == 1 and list(OutboxEmail.objects.values_list("pk", flat=True)) == [second.pk]
    assert sorted(m.to[0] for m in mail.outbox) == ["a@example.org", "b@example.org"]


@pytest.mark.django_db(transaction=True)
def test_reset_and_invite_emails_with_redis_down_are_sent_once_it_is_back(personas):
    """Five requests while the broker is away: each user is told the email is on its way
    (no 500, no "could not queue" lost email), each email waits in the outbox, and the
    beat's sweep sends every one once the queue works again."""
    people = [personas[name].email for name in ("teacher", "school_admin", "pe_lead", "trial_admin")]
    invited_user = personas["invited_user"]
    with private_redis() as redis, celery_broker(redis.url):
        redis.stop()
        for email in people:
            response = Client().post(RESET, {"email": email}, content_type="application/json")
            assert response.status_code == 200 and response.json()["result"] == "sent"
        response = Client().post("/api/auth/reinvite", {"email": invited_user.email},
                                 content_type="application/json")  # fmt: skip
        assert response.status_code == 200
        assert OutboxEmail.objects.filter(status=Status.PENDING).count() == 5 and mail.outbox == []
    result = outbox_flush()  # what beat runs every minute, the queue back
    assert result["sent"] == 5 and len(mail.outbox) == 5
    assert sorted(m.to[0] for m in mail.outbox) == sorted([*people, invited_user.email])
    assert "/login/invite/" in next(m.body for m in mail.outbox if m.to == [invited_user.email])


@pytest.mark.django_db(transaction=True)
def test_an_email_sent_while_the_mail_server_is_down_arrives_when_it_is_up(settings, teacher):
    """A local SMTP server (aiosmtpd) on a free port: down when the reset is asked for,
    started after; the email reaches it on the next attempt."""
    smtp = LocalSmtp()
    smtp_settings(settings, smtp.port)
    response = Client().post(RESET, {"email": teacher.email}, content_type="application/json")
    assert response.status_code == 200 and response.json()["result"] == "sent"
    email = OutboxEmail.objects.get()
    assert email.status == Status.PENDING and email.attempts == 1  # the worker tried and will again
    smtp.start()
    try:
        _due_now()
        assert outbox_flush()["sent"] == 1
    finally:
        smtp.stop()
    assert len(smtp.messages) == 1 and smtp.messages[0].rcpt_tos == [teacher.email]
    assert b"/login/reset/" in smtp.messages[0].content


def test_the_sweep_is_scheduled_every_minute_on_the_emails_queue():
    from django.conf import settings

    assert settings.CELERY_BEAT_SCHEDULE["outbox-flush"] == {"task": "apps.core.tasks.outbox_flush", "schedule": 60}
    assert settings.CELERY_TASK_ROUTES["apps.core.tasks.outbox_*"] == {"queue": "emails"}
