"""The one removal of expired temporary users (spec 1 §9: 30 days), the task beat runs
(settings CELERY_BEAT_SCHEDULE): it removes them, audits each and reports per school."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.sync.models import SyncRun
from apps.sync.tasks import remove_expired_temp_users
from apps.users.models import User

pytestmark = pytest.mark.django_db


def test_expired_temporary_users_are_removed_and_others_kept(personas):
    today = timezone.localdate()
    temp = personas["temp_user"]
    approved = User.objects.create(
        email="ok@oakfield.example.com", account=temp.account, allow_temp=True, date_end_temp=today - timedelta(days=1)
    )
    User.objects.filter(pk=temp.pk).update(date_end_temp=today - timedelta(days=1))
    assert remove_expired_temp_users.delay().get() == 1
    assert not User.objects.filter(pk=temp.pk).exists()
    assert User.objects.filter(pk=approved.pk).exists()
    assert User.objects.filter(pk=personas["teacher"].pk).exists()
    report = SyncRun.objects.get(account=temp.account, kind=SyncRun.Kind.CLEANUP)
    assert report.counts == {"removed": 1} and "not found in the MIS for 30 days" in report.lines[0]
    # Running it again changes nothing.
    assert remove_expired_temp_users.delay().get() == 0


def test_a_user_still_in_grace_is_kept(personas):
    assert remove_expired_temp_users.delay().get() == 0
    assert User.objects.filter(pk=personas["temp_user"].pk).exists()
