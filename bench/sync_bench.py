"""MIS sync of a large school against the fake partner over HTTP: a full sync of a
1,500-child school (120 staff, 60 classes, every class imported into BURSTS) and then an
unchanged nightly incremental sync, with their query counts and times. The goal: the
incremental run makes at most a tenth of the full run's queries.

    .venv/bin/python bench/sync_bench.py [--children 1500] [--staff 120] [--classes 60]
"""

import argparse
import time

from _django import setup_django

parser = argparse.ArgumentParser()
parser.add_argument("--children", type=int, default=1500)
parser.add_argument("--staff", type=int, default=120)
parser.add_argument("--classes", type=int, default=60)
args = parser.parse_args()

DB = setup_django("bench-sync.sqlite3")
DB.unlink(missing_ok=True)
DB = setup_django("bench-sync.sqlite3")

from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from apps.accounts.models import Account  # noqa: E402
from apps.bursts.models import Student  # noqa: E402
from apps.demo import seed as demo  # noqa: E402
from apps.sync.fake.seed import BURSTS_TOKEN, PE_TOKEN, demo_store, seed_school  # noqa: E402
from apps.sync.fake.server import FakeWondeServer  # noqa: E402
from apps.sync.models import SyncRun  # noqa: E402
from apps.sync.services.groups import group_import  # noqa: E402
from apps.sync.services.runs import sync_run_execute, sync_run_start  # noqa: E402

SCHOOL = "A9999999999"


def measure(label, fn):
    count = [0]

    def counter(execute, sql, params, many, context):
        count[0] += 1
        return execute(sql, params, many, context)

    with connection.execute_wrapper(counter):
        start = time.perf_counter()
        result = fn()
        seconds = time.perf_counter() - start
    print(f"{label:<48} {count[0]:>7} queries {seconds:>8.2f} s")
    return count[0], seconds, result


def main():
    call_command("migrate", verbosity=0)
    demo.seed_personas()
    store = demo_store()
    seed_school(store, SCHOOL, "Bench Primary", staff=args.staff, classes=args.classes, children=args.children,
                seed=99)  # fmt: skip
    server = FakeWondeServer(store).start()
    settings.WONDE_BASE_URL, settings.WONDE_TOKEN, settings.WONDE_BURSTS_TOKEN = server.base_url, PE_TOKEN, BURSTS_TOKEN
    try:
        school = Account.objects.create(name="Bench Primary", wonde_id=SCHOOL, wonde_pe_status="approved",
                                        wonde_bursts_status="approved")  # fmt: skip
        groups = sorted(store.schools[SCHOOL].records["groups"])

        def full():
            for gid in groups:
                group_import(account=school, group_wonde_id=gid, acting_user=None)
            return sync_run_execute(sync_run_start(account=school, kind=SyncRun.Kind.MANUAL), full=True)

        def nightly():
            return sync_run_execute(sync_run_start(account=school, kind=SyncRun.Kind.NIGHTLY))

        print(f"school: {args.staff} staff, {args.classes} classes, {args.children} children")
        full_q, full_s, run = measure("full sync (import every class, then full run)", full)
        assert run.status == "done", run.errors
        inc_q, inc_s, run2 = measure("unchanged nightly incremental sync", nightly)
        assert run2.status == "done", run2.errors
        assert run2.count("created") == run2.count("updated") == 0
        print(f"children in BURSTS: {Student.objects.filter(account=school).count()}")
        ratio = inc_q / full_q
        print(f"incremental / full queries: {ratio:.4f} (goal: at most 0.1)  time ratio full/incremental: "
              f"{full_s / max(inc_s, 1e-9):.1f}")  # fmt: skip
        return 0 if ratio <= 0.1 else 1
    finally:
        server.stop()


raise SystemExit(main())
