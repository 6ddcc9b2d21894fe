"""Audit rows written by the system name the job that wrote them (issue 24): the nightly
MIS sync and the removal of temporary users here, the retention job in apps/privacy's
tests; never an empty actor."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.accounts.models import AccountEvent, AuditKind
from apps.sync.models import SyncRun
from apps.sync.services.runs import sync_run_execute, sync_run_start
from apps.sync.tasks import TEMP_REMOVAL, remove_expired_temp_users
from apps.users.models import User

pytestmark = pytest.mark.django_db


def test_the_nightly_sync_names_itself_and_a_manual_one_names_its_user(wonde, oakfield, school_admin):
    sync_run_execute(sync_run_start(account=oakfield, kind=SyncRun.Kind.NIGHTLY), full=True)
    flagged = AccountEvent.objects.get(account=oakfield, action=AuditKind.SYNC_FLAGGED)
    assert (flagged.actor, flagged.actor_name, flagged.actor_label) == (None, "Nightly sync", "Nightly sync")
    User.objects.filter(email="invited@oakfield.example.com").update(date_end_temp=None)
    AccountEvent.objects.all().delete()
    run = sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL, acting_user=school_admin)
    sync_run_execute(run, full=True)
    assert AccountEvent.objects.get(action=AuditKind.SYNC_FLAGGED).actor_label == "Manual sync (Olivia Oakes)"


def test_the_removal_of_temporary_users_names_itself(personas):
    temp = personas["temp_user"]
    User.objects.filter(pk=temp.pk).update(date_end_temp=timezone.localdate() - timedelta(days=1))
    assert remove_expired_temp_users.delay().get() == 1
    row = AccountEvent.objects.get(action=AuditKind.SYNC_TEMP_REMOVED)
    assert row.actor_label == TEMP_REMOVAL == "Removal of temporary users (nightly)"


def test_no_system_row_is_left_without_a_name(wonde, oakfield):
    sync_run_execute(sync_run_start(account=oakfield, kind=SyncRun.Kind.NIGHTLY), full=True)
    remove_expired_temp_users.delay().get()
    assert not AccountEvent.objects.filter(actor=None, actor_name="").exists()
