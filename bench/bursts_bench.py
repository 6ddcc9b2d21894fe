"""BURSTS at national scale, on PostgreSQL: the year table from the rollups against the
naive aggregate over the raw activity rows, for all schools (no filter, three filters, a
place filter) and for one school; exactness checked on every measured query; and
ingestion through the events service (events/s, with its counters and rollups).

--size 1 is the programme's size: 20,000 schools, 1,000,000 children, 50,000,000
activity rows in the year. The data are generated inside PostgreSQL (generate_series),
the rollups built by one INSERT ... SELECT each.

    .venv/bin/python bench/bursts_bench.py [--size 0.1] [--repeat 5] [--keep]
"""

import argparse
import os
import statistics
import sys
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser()
parser.add_argument("--size", type=float, default=0.1, help="1 = 20,000 schools, 1M children, 50M activity rows")
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--keep", action="store_true", help="reuse the data of an earlier run of the same size")
parser.add_argument("--db", default="postgres://postgres@127.0.0.1:5432/bench_bursts")
args = parser.parse_args()

SCHOOLS = max(int(20_000 * args.size), 10)
CHILDREN = max(int(1_000_000 * args.size), 500)
EVENTS = max(int(50_000_000 * args.size), 25_000)

sys.path.insert(0, str(ROOT))
os.environ["DATABASE_URL"] = args.db
os.environ.setdefault("DJANGO_DEBUG", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")


def _create_database():
    import psycopg

    name = args.db.rsplit("/", 1)[1]
    with psycopg.connect(args.db.rsplit("/", 1)[0] + "/postgres", autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [name]).fetchone():
            conn.execute(f'CREATE DATABASE "{name}"')


_create_database()
import django  # noqa: E402

django.setup()
from django.conf import settings  # noqa: E402

settings.DEBUG = False

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.utils import timezone  # noqa: E402

from apps.accounts.models import Account, Authority, County, Region  # noqa: E402
from apps.bursts.models import (  # noqa: E402
    ACTIVITY_COLUMNS,
    ADVENTURES,
    ATTRIBUTES,
    LEVEL_COLUMNS,
    Contact,
    Event,
    Student,
)
from apps.bursts.selectors import stats  # noqa: E402
from apps.bursts.services.recording import EventIn, events_record  # noqa: E402
from apps.parents.models import Parent  # noqa: E402

# Codes, as children keep them (apps/bursts/codelists.py).
ETHNICITIES = ["WBRI", "WOTH", "APKN", "AIND", "BAFR", "MOTH", "CHNE", "OOTH"]
NATIONALITIES = ["GBR", "POL", "ROU", "PAK", "NGA"]


def sql(statement, params=None):
    with connection.cursor() as cursor:
        cursor.execute(statement, params)  # None: no placeholders, so % is the modulo operator


def _pick(values, weights, expr):
    """A SQL CASE picking from weighted values by a random number `expr` in [0, 1)."""
    total, edge, parts = sum(weights), 0, []
    for value, weight in zip(values, weights, strict=True):
        edge += weight / total
        parts.append(f"WHEN {expr} < {edge:.6f} THEN '{value}'")
    return "CASE " + " ".join(parts) + f" ELSE '{values[-1]}' END"


def generate():
    call_command("migrate", verbosity=0)
    for table in ("bursts_activemark", "bursts_nationalcell", "bursts_placecell", "bursts_schoolyear",
                  "bursts_event", "bursts_contact", "bursts_student", "bursts_group"):  # fmt: skip
        sql(f"TRUNCATE {table} CASCADE")
    sql("DELETE FROM accounts_account WHERE zoho_id LIKE 'BENCH-%'")  # the model refuses deletes: a bench's own rows
    regions = [Region.objects.get_or_create(name=f"Bench region {n}")[0] for n in range(10)]
    counties = [County.objects.get_or_create(title=f"Bench county {n}", defaults={"region": regions[n % 10]})[0]
                for n in range(50)]  # fmt: skip
    authorities = [Authority.objects.get_or_create(name=f"Bench authority {n}")[0] for n in range(150)]
    Account.objects.bulk_create(
        [Account(name=f"Bench school {n:05d}", zoho_id=f"BENCH-{n}", status=30, region=counties[n % 50].region,
                 county=counties[n % 50], authority=authorities[n % 150]) for n in range(SCHOOLS)],
        batch_size=5000,
    )  # fmt: skip
    first_account = Account.objects.filter(zoho_id__startswith="BENCH-").order_by("pk").values_list("pk", flat=True)[0]
    # Children: school = i mod SCHOOLS; attributes drawn with realistic weights.
    r = "random()"
    sql(f"""
        INSERT INTO bursts_student (id, account_id, group_id, first_name, last_name, code, year, dob, gender, ethnicity,
            nationality, sen, pp_indicator, pp_eligible, eal, wonde_id, status, level, adventure_levels,
            adventure_total, brave, helpful, imaginative, wise, total_seconds, date_created)
        SELECT i, {first_account} + (i % {SCHOOLS}), NULL, 'Child', 'B' || i, 'BENCH' || i, (i / {SCHOOLS}) % 7, NULL,
            CASE WHEN {r} < 0.5 THEN 'MALE' ELSE 'FEMALE' END,
            {_pick(ETHNICITIES, [68, 7, 7, 5, 5, 4, 2, 2], r)},
            {_pick(NATIONALITIES, [88, 4, 3, 3, 2], r)},
            {_pick(["", "K", "E"], [85, 12, 3], r)},
            {r} < 0.22, {r} < 0.24, {r} < 0.18, '', 2, 1, '[]'::jsonb, 0, 0, 0, 0, 0, 0, now()
        FROM generate_series(1, {CHILDREN}) AS i
    """)
    sql("SELECT setval(pg_get_serial_sequence('bursts_student', 'id'), (SELECT max(id) FROM bursts_student))")
    start = stats.year_start()
    # Activity rows over the academic year (Aug to Jul); one in ten is an XP level-up.
    sql(f"""
        INSERT INTO bursts_event (student_id, account_id, app_id, kind, name, level, adventure_id, seconds, behaviour,
            points, extra, date_created)
        SELECT s, {first_account} + (s % {SCHOOLS}), 'b' || i,
            CASE WHEN i % 10 = 0 THEN 'level' ELSE 'activity' END, '',
            1 + (i * 7919 % 10), CASE WHEN i % 10 = 0 THEN 0 ELSE 1 + (i % 7) END,
            CASE WHEN i % 10 = 0 THEN 0 ELSE 60 + (i * 31 % 300) END, '', 0, '{{}}'::jsonb,
            timestamptz '{start.isoformat()} 00:00+00' + (random() * interval '364 days')
        FROM (SELECT i, 1 + (hashint4(i::int)::bigint & 2147483647) % {CHILDREN} AS s
              FROM generate_series(1::bigint, {EVENTS}) AS i) AS g
    """)
    sql("ANALYZE bursts_event")
    sql("ANALYZE bursts_student")
    build_rollups()


def build_rollups():
    """The rollups from the raw rows, as rollups_rebuild does row by row: one statement each."""
    level_sums = ", ".join(f"count(*) FILTER (WHERE e.kind = 'level' AND e.level = {n})"
                           for n in range(1, len(LEVEL_COLUMNS) + 1))  # fmt: skip
    activity_sums = ", ".join(
        f"count(*) FILTER (WHERE e.kind = 'activity' AND e.adventure_id = {a} AND e.level = {lvl})"
        for a in ADVENTURES
        for lvl in range(1, 11)
    )
    attrs = ", ".join(f"s.{a}" for a in ATTRIBUTES)
    counters = ", ".join(["active", "seconds", *LEVEL_COLUMNS, *ACTIVITY_COLUMNS])
    body = f"""
        count(DISTINCT e.student_id) FILTER (WHERE e.kind = 'activity'),
        coalesce(sum(e.seconds) FILTER (WHERE e.kind = 'activity'), 0), {level_sums}, {activity_sums}
        FROM bursts_event e JOIN bursts_student s ON s.id = e.student_id
    """
    month = "date_trunc('month', e.date_created AT TIME ZONE 'Europe/London')::date"
    sql(f"INSERT INTO bursts_nationalcell (month, {', '.join(ATTRIBUTES)}, {counters}) "
        f"SELECT {month}, {attrs}, {body} GROUP BY {month}, {attrs}")  # fmt: skip
    keys = f"region_id, county_id, authority_id, month, {', '.join(ATTRIBUTES)}"
    sql(f"INSERT INTO bursts_placecell ({keys}, {counters}) "
        f"SELECT coalesce(a.region_id, 0), coalesce(a.county_id, 0), coalesce(a.authority_id, 0), {month}, {attrs}, "
        f"{body} JOIN accounts_account a ON a.id = s.account_id "
        f"GROUP BY a.region_id, a.county_id, a.authority_id, {month}, {attrs}")  # fmt: skip
    # Who was active when: so that ingestion afterwards counts a child once per month and year.
    sql("""INSERT INTO bursts_activemark (student_id, period)
           SELECT DISTINCT student_id, (extract(year FROM d) * 100 + extract(month FROM d))::int
           FROM (SELECT student_id, date_created AT TIME ZONE 'Europe/London' AS d FROM bursts_event
                 WHERE kind = 'activity') AS a
           UNION
           SELECT DISTINCT student_id,
                  (extract(year FROM d) - CASE WHEN extract(month FROM d) < 8 THEN 1 ELSE 0 END)::int
           FROM (SELECT student_id, date_created AT TIME ZONE 'Europe/London' AS d FROM bursts_event
                 WHERE kind = 'activity') AS b""")
    sql("ANALYZE bursts_nationalcell")
    sql("ANALYZE bursts_placecell")


def timed(fn, repeat=args.repeat):
    fn()  # warm
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def compare(label, fast, naive, repeat=args.repeat):
    assert fast() == naive(), f"{label}: the fast path differs from the naive aggregate"
    ours, ref = timed(fast, repeat), timed(naive, max(1, repeat // 2))
    print(f"| {label} | {ours:.1f} | {ref:.1f} | {ref / ours:.0f}× |", flush=True)


def ingestion(n_events=6000, batch=50, families=60):
    """The home app's uploads: each family (a parent with two children) sends batches of 50."""
    children = list(Student.objects.order_by("pk").values_list("pk", flat=True)[: families * 2])
    parents = []
    for n in range(families):
        parent, _ = Parent.objects.get_or_create(email=f"bench-parent{n}@example.org")
        Contact.objects.bulk_create([Contact(student_id=c, email=parent.email, kind="parent", parent=parent)
                                     for c in children[n * 2 : n * 2 + 2]])  # fmt: skip
        parents.append(parent)
    now = timezone.now()
    stamp = int(time.time())
    batches = []
    for b in range(n_events // batch):
        family = b % families
        batches.append((parents[family], [
            EventIn(app_id=f"ing-{stamp}-{b}-{n}", student_id=children[family * 2 + n % 2],
                    kind="activity" if n % 10 else "level", at=now - timedelta(minutes=n), seconds=120,
                    adventure_id=1 + n % 7, level=1 + n % 10, behaviour="brave", points=100)
            for n in range(batch)]))  # fmt: skip
    t = time.perf_counter()
    for parent, events in batches:
        events_record(parent=parent, events=events)
    rate = n_events / (time.perf_counter() - t)
    t = time.perf_counter()
    events_record(parent=batches[0][0], events=batches[0][1])  # a retried upload: nothing counted twice
    print(
        f"\nIngestion through events_record, batches of {batch} from {families} families: {rate:,.0f} events/s "
        f"({n_events} events); a retried batch: {(time.perf_counter() - t) * 1000:.1f} ms",
        flush=True,
    )
    f = stats.YearFilters()
    assert stats.cells_table(f) == stats.naive_table(f), "rollups differ from the naive aggregate after ingestion"
    print("Rollups still equal the naive aggregate after ingestion.")


def main():
    have = Event.objects.count() if args.keep else 0
    t = time.perf_counter()
    if have < EVENTS:
        generate()
        print(f"Generated {SCHOOLS:,} schools, {CHILDREN:,} children, {EVENTS:,} activity rows and the rollups "
              f"in {time.perf_counter() - t:.0f} s", flush=True)  # fmt: skip
    from apps.bursts.models import NationalCell, PlaceCell

    print(f"Rollup rows: NationalCell {NationalCell.objects.count():,}, PlaceCell {PlaceCell.objects.count():,}\n")
    print("| measure | rollups ms | naive ms | ratio |\n|---|---:|---:|---:|")
    none = stats.YearFilters()
    three = stats.YearFilters(gender="FEMALE", pp_eligible=True, sen=("K", "E"))
    region = Region.objects.filter(name="Bench region 3").values_list("pk", flat=True).first()
    place = stats.YearFilters(region_id=region, year=2, eal=True)
    compare("all schools, no filter", lambda: stats.cells_table(none), lambda: stats.naive_table(none))
    compare("all schools, three filters", lambda: stats.cells_table(three), lambda: stats.naive_table(three))
    compare("all schools, region + two filters", lambda: stats.cells_table(place), lambda: stats.naive_table(place))
    school = Account.objects.filter(zoho_id="BENCH-7").first()
    compare("one school (its raw rows by index)",
            lambda: stats.events_table(Event.objects.filter(account=school), none),
            lambda: stats.events_table(Event.objects.filter(student__account=school), none))  # fmt: skip
    ingestion()


main()
