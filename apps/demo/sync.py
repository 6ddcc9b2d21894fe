"""Oakfield, the synced demo school: its staff read from the fake MIS partner (the same
data `make run` serves at /fake-wonde), so the sync page has employees, approvals and a
report from the first visit. Runs the real sync over HTTP against the fake on a free port."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.test import override_settings

from apps.accounts.models import Account
from apps.content.models import IntroEntry
from apps.sync.fake.seed import BURSTS_TOKEN, PE_TOKEN
from apps.sync.fake.server import FakeWondeServer
from apps.sync.models import SyncRun
from apps.sync.services.groups import group_import
from apps.sync.services.runs import SyncBusy, sync_run_execute, sync_run_start
from apps.sync.services.wonde import WondeError

WONDE_GUIDE = (
    "Your school's classes and children come into BURSTS from its MIS through Wonde. Your data manager approves "
    "BURSTS in the Wonde portal (Apps, then BURSTS, then Approve); once approved, your classes appear here."
)


def seed_sync() -> str:
    IntroEntry.objects.get_or_create(slug="wonde-guide", defaults={"title": "BURSTS and Wonde", "text": WONDE_GUIDE})
    oakfield = Account.objects.filter(name="Oakfield Primary").exclude(wonde_id="").first()
    if oakfield is None or not settings.WONDE_FAKE:
        return "MIS sync: skipped (no fake partner)"
    server = FakeWondeServer().start()
    try:
        with override_settings(WONDE_BASE_URL=server.base_url, WONDE_TOKEN=PE_TOKEN, WONDE_BURSTS_TOKEN=BURSTS_TOKEN):
            try:
                run = sync_run_start(account=oakfield, kind=SyncRun.Kind.MANUAL)
            except SyncBusy:
                return "MIS sync: a sync of Oakfield is already running"
            run = sync_run_execute(run, full=True)
            oakfield.refresh_from_db()
            try:  # one class imported into BURSTS, so Sync Class has something to do
                _, imported = group_import(account=oakfield, group_wonde_id="G205", acting_user=None)
            except (WondeError, ValidationError) as error:
                imported = f"class import failed: {error}"
    finally:
        server.stop()
    return f"MIS sync of Oakfield: {run.get_status_display().lower()} ({'; '.join(run.lines + run.errors)}). {imported}"
