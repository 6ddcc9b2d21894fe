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


def test_sync_class_works_on_every_seeded_class(personas, settings):
    """The demo's BURSTS classes are classes the fake partner has: Sync Class on each finds
    the class and the same children (nothing added, nothing changed); Cedar's classes were
    made in BURSTS and have no Sync Class."""
    from apps.accounts.models import Account
    from apps.bursts.models import Student
    from apps.demo.bursts import seed_bursts
    from apps.sync.fake.seed import BURSTS_TOKEN, PE_TOKEN
    from apps.sync.fake.server import FakeWondeServer
    from apps.sync.services.groups import group_import

    seed_bursts()
    oakfield = Account.objects.get(name="Oakfield Primary")
    seeded = list(Group.objects.filter(account=oakfield).order_by("name"))
    assert len(seeded) == 7 and all(g.wonde_id for g in seeded)
    before = list(Student.objects.filter(account=oakfield).values().order_by("pk"))
    server = FakeWondeServer().start()
    try:
        settings.WONDE_BASE_URL, settings.WONDE_TOKEN = server.base_url, PE_TOKEN
        settings.WONDE_BURSTS_TOKEN = BURSTS_TOKEN
        messages = [group_import(account=oakfield, group_wonde_id=g.wonde_id, acting_user=None)[1] for g in seeded]
    finally:
        server.stop()
    assert messages == [f"{g.name} synced: 0 children added, 0 updated." for g in seeded]
    assert list(Student.objects.filter(account=oakfield).values().order_by("pk")) == before
    assert not Group.objects.filter(account__name="Cedar Academy").exclude(wonde_id="").exists()
    admin, teacher = personas["school_admin"], personas["teacher"]  # the MIS's class teachers
    assert list(Group.objects.get(wonde_id="G100").teachers.all()) == [admin]
    assert list(Group.objects.get(wonde_id="G102").teachers.all()) == [teacher]
