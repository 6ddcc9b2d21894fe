"""The demo's Oakfield is synced from the fake partner when the demo is seeded."""

import pytest

from apps.bursts.models import Group
from apps.demo.sync import seed_sync
from apps.sync.models import Employee, SyncRun

pytestmark = pytest.mark.django_db


def test_seeding_syncs_oakfield(personas, settings):
    settings.WONDE_FAKE = True
    message = seed_sync()
    oakfield = personas["school_admin"].account
    assert message.startswith("MIS sync of Oakfield: finished (Staff: 17 new")
    assert Employee.objects.filter(account=oakfield).count() == 17
    assert message.endswith("5 Rowan synced: 29 children added, 0 updated, 29 contacts added.")
    assert Group.objects.get(account=oakfield, wonde_id="G205").students.count() == 29
    assert seed_sync().startswith("MIS sync of Oakfield: finished (Staff: 0 new, 0 updated, 17 unchanged")
    assert SyncRun.objects.filter(account=oakfield, status="done").count() == 2
