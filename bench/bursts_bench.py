"""BURSTS at national scale, on PostgreSQL: the year table from the rollups against the
naive aggregate over the raw activity rows, for all schools (no filter, three filters, a
place filter) and for one school; exactness checked on every measured query; and
ingestion through the events service (events/s, with its counters and rollups).

--size 1 is the programme's size: 20,000 schools, 1,000,000 children, 50,000,000
activity rows in the year. The data are generated inside PostgreSQL (INSERT ... SELECT
generate_series: no rows cross the wire), the events into the table stripped of its keys,
indexes and foreign keys, in --jobs slices on connections of their own; then the indexes
built --jobs at a time, the keys made from them, the foreign keys validated,
ANALYZE; the rollups by INSERT ... SELECT, split by months over the connections.

    .venv/bin/python bench/bursts_bench.py [--size 0.1] [--repeat 5] [--naive-repeat 2]
        [--jobs 2] [--keep] [--generate-only] [--db postgres://…/bench_bursts]
"""

import argparse
import json
import os
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser()
parser.add_argument("--size", type=float, default=0.1, help="1 = 20,000 schools, 1M children, 50M activity rows")
parser.add_argument("--repeat", type=int, default=5)
parser.add_argument("--naive-repeat", type=int, default=2, help="timed runs of the naive aggregate")
parser.add_argument("--jobs", type=int, default=2, help="connections the generator loads with at once")
parser.add_argument("--generate-only", action="store_true")
parser.add_argument("--keep", action="store_true", help="reuse the data of an earlier run of the same size")
parser.add_argument("--only", default="", help="measure only the rows whose label starts with this (e.g. 'one school')")
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


def fetch(statement, params=None):
    with connection.cursor() as cursor:
        cursor.execute(statement, params)
        return cursor.fetchall()


def stage(label, started):
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"  {label}: {time.perf_counter() - started:.0f} s (load average {load})", flush=True)
    return time.perf_counter()


def parallel(statements, label):
    """Runs the statements on --jobs connections of their own at once (the machine's two
    cores); the settings a bulk load wants, for these sessions only."""
    import psycopg

    def run(statement):
        with psycopg.connect(args.db, autocommit=True) as conn:
            conn.execute("SET maintenance_work_mem = '1GB'")
            conn.execute("SET work_mem = '512MB'")
            conn.execute("SET synchronous_commit = off")
            conn.execute(statement)

    t = time.perf_counter()
    with ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(run, statements))
    return stage(label, t)


def detach(table):
    """Drops a table's keys, indexes and foreign keys for a bulk load; returns what puts them
    back: the indexes (the keys' unique indexes among them) to build in parallel, then the
    statements that make keys of those indexes and add the foreign keys (validated)."""
    constraints = fetch("SELECT conname, contype, pg_get_constraintdef(oid) FROM pg_constraint "
                        "WHERE conrelid = %s::regclass AND contype IN ('p', 'u', 'f')", [table])  # fmt: skip
    indexes = fetch("SELECT indexname, indexdef FROM pg_indexes WHERE tablename = %s", [table])
    assert not fetch("SELECT 1 FROM pg_constraint WHERE confrelid = %s::regclass", [table]), f"{table} is referenced"
    for name, _kind, _ in sorted(constraints, key=lambda c: c[1] != "f"):  # foreign keys first
        sql(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
    keys = {name for name, kind, _ in constraints if kind in "pu"}
    for name, _ in indexes:
        if name not in keys:
            sql(f'DROP INDEX "{name}"')
    then = [f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {"PRIMARY KEY" if kind == "p" else "UNIQUE"} '
            f'USING INDEX "{name}"' for name, kind, _ in constraints if kind in "pu"]  # fmt: skip
    then += [f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {definition}' for name, kind, definition in constraints
             if kind == "f"]  # fmt: skip
    return [definition for _, definition in indexes], then


def attach(table, restore):
    indexes, then = restore
    t = parallel(indexes, f"{len(indexes)} indexes of {table}, {args.jobs} at a time")
    for statement in then:
        sql(statement)
        t = stage(statement.split(" USING ")[0].split(" FOREIGN KEY ")[0][:100], t)


def _other_student_fields():
    named = {"id", "account_id", "group_id", "first_name", "last_name", "code", "year", "dob", "gender", "ethnicity",
             "nationality", "sen", "pp_indicator", "pp_eligible", "eal", "wonde_id", "status", "level",
             "adventure_levels", "adventure_total", "brave", "helpful", "imaginative", "wise", "total_seconds",
             "date_created"}  # fmt: skip
    columns, values = "", ""
    with connection.cursor() as cursor:
        for field in Student._meta.concrete_fields:
            if field.column not in named:
                columns += f", {field.column}"
                value = field.get_db_prep_save(field.get_default(), connection)
                values += ", " + cursor.mogrify("%s", [value])
    return columns, values


def generate():
    """1,000,000 children and 50,000,000 events at --size 1, generated inside PostgreSQL.
    The events go into the table stripped of its keys, indexes and foreign keys (written
    once, and once to the WAL: an UNLOGGED load then SET LOGGED wrote the table twice, and
    SET LOGGED took longer than the load); then its keys, indexes and foreign keys
    (validated) are rebuilt, and ANALYZE."""
    t0 = t = time.perf_counter()
    call_command("migrate", verbosity=0)
    t = stage("migrations", t)
    sql("SET maintenance_work_mem = '1GB'")
    sql("SET work_mem = '256MB'")
    sql("SET synchronous_commit = off")
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
    t = stage(f"{SCHOOLS:,} schools", t)
    # Children: school = i mod SCHOOLS; attributes drawn with realistic weights; fields this
    # bench does not know of take their model default.
    r = "random()"
    more_columns, more_values = _other_student_fields()
    sql(f"""
        INSERT INTO bursts_student (id, account_id, group_id, first_name, last_name, code, year, dob, gender, ethnicity,
            nationality, sen, pp_indicator, pp_eligible, eal, wonde_id, status, level, adventure_levels,
            adventure_total, brave, helpful, imaginative, wise, total_seconds, date_created{more_columns})
        SELECT i, {first_account} + (i % {SCHOOLS}), NULL, 'Child', 'B' || i, 'BENCH' || i, (i / {SCHOOLS}) % 7, NULL,
            CASE WHEN {r} < 0.5 THEN 'MALE' ELSE 'FEMALE' END,
            {_pick(ETHNICITIES, [68, 7, 7, 5, 5, 4, 2, 2], r)},
            {_pick(NATIONALITIES, [88, 4, 3, 3, 2], r)},
            {_pick(["", "K", "E"], [85, 12, 3], r)},
            {r} < 0.22, {r} < 0.24, {r} < 0.18, '', 2, 1, '[]'::jsonb, 0, 0, 0, 0, 0, 0, now(){more_values}
        FROM generate_series(1, {CHILDREN}) AS i
    """)
    sql("SELECT setval(pg_get_serial_sequence('bursts_student', 'id'), (SELECT max(id) FROM bursts_student))")
    sql("ANALYZE bursts_student")
    t = stage(f"{CHILDREN:,} children", t)
    start = stats.year_start()
    restore = detach("bursts_event")
    # Activity rows over the academic year (Aug to Jul); one in ten is an XP level-up. In
    # --jobs slices of the ids, each on a connection of its own.
    slices = [(EVENTS * n // args.jobs + 1, EVENTS * (n + 1) // args.jobs) for n in range(args.jobs)]
    t = parallel([f"""
        INSERT INTO bursts_event (id, student_id, account_id, app_id, kind, name, level, adventure_id, seconds,
            behaviour, points, extra, date_created)
        SELECT i, s, {first_account} + (s % {SCHOOLS}), 'b' || i,
            CASE WHEN i % 10 = 0 THEN 'level' ELSE 'activity' END, '',
            1 + (i * 7919 % 10), CASE WHEN i % 10 = 0 THEN 0 ELSE 1 + (i % 7) END,
            CASE WHEN i % 10 = 0 THEN 0 ELSE 60 + (i * 31 % 300) END, '', 0, '{{}}'::jsonb,
            timestamptz '{start.isoformat()} 00:00+00' + (random() * interval '364 days')
        FROM (SELECT i, 1 + (hashint4(i::int)::bigint & 2147483647) % {CHILDREN} AS s
              FROM generate_series({low}::bigint, {high}) AS i) AS g
    """ for low, high in slices], f"{EVENTS:,} events into the table without keys or indexes")  # fmt: skip
    sql("SELECT setval(pg_get_serial_sequence('bursts_event', 'id'), (SELECT max(id) FROM bursts_event))")
    attach("bursts_event", restore)
    t = time.perf_counter()
    sql("ANALYZE bursts_event")
    t = stage("ANALYZE", t)
    loaded = time.perf_counter() - t0
    build_rollups()
    stage("rollups", t)
    size = fetch("SELECT pg_size_pretty(pg_total_relation_size('bursts_event')), "
                 "pg_size_pretty(pg_database_size(current_database()))")[0]  # fmt: skip
    print(f"Loaded {CHILDREN:,} children and {EVENTS:,} events in {loaded:.0f} s (keys, indexes, foreign keys and "
          f"ANALYZE included); with the rollups {time.perf_counter() - t0:.0f} s. Events with their indexes: "
          f"{size[0]}; the database: {size[1]}", flush=True)  # fmt: skip


def build_rollups():
    """The rollups from the raw rows, as rollups_rebuild computes them row by row. "Active"
    comes from each child's distinct active months (also the ActiveMark rows), the other
    counters from one pass over the events by place and child attributes; NationalCell is
    PlaceCell summed over places (a child is in one school, so the counts add up)."""
    t = time.perf_counter()
    sql("SET work_mem = '512MB'")
    month = "date_trunc('month', e.date_created AT TIME ZONE 'Europe/London')::date"
    sql("DROP TABLE IF EXISTS bench_active")
    sql("CREATE UNLOGGED TABLE bench_active (student_id bigint, month date)")
    slices = [(CHILDREN * n // args.jobs + 1, CHILDREN * (n + 1) // args.jobs) for n in range(args.jobs)]
    t = parallel([f"""INSERT INTO bench_active SELECT student_id, {month} FROM bursts_event e
                      WHERE kind = 'activity' AND student_id BETWEEN {low} AND {high} GROUP BY 1, 2"""
                  for low, high in slices], "active months")  # fmt: skip
    restore = detach("bursts_activemark")
    sql("""INSERT INTO bursts_activemark (student_id, period)
           SELECT student_id, (extract(year FROM month) * 100 + extract(month FROM month))::int FROM bench_active
           UNION ALL
           SELECT DISTINCT student_id, (extract(year FROM month) - CASE WHEN extract(month FROM month) < 8
                                        THEN 1 ELSE 0 END)::int FROM bench_active""")
    attach("bursts_activemark", restore)
    t = stage("ActiveMark", t)
    level_sums = ", ".join(f"count(*) FILTER (WHERE e.kind = 'level' AND e.level = {n}) AS l{n}"
                           for n in range(1, len(LEVEL_COLUMNS) + 1))  # fmt: skip
    activity_sums = ", ".join(
        f"count(*) FILTER (WHERE e.kind = 'activity' AND e.adventure_id = {a} AND e.level = {lvl}) AS a{a}_{lvl}"
        for a in ADVENTURES
        for lvl in range(1, 11)
    )
    attrs = ", ".join(f"s.{a}" for a in ATTRIBUTES)
    place = ("coalesce(a.region_id, 0) AS region_id, coalesce(a.county_id, 0) AS county_id, "
             "coalesce(a.authority_id, 0) AS authority_id")  # fmt: skip
    keys = ["region_id", "county_id", "authority_id", "month", *ATTRIBUTES]
    groups = ", ".join(str(n) for n in range(1, len(keys) + 1))
    others = ["seconds", *LEVEL_COLUMNS, *ACTIVITY_COLUMNS]
    start = stats.year_start()
    months = [date(start.year + (start.month - 1 + n) // 12, (start.month - 1 + n) % 12 + 1, 1) for n in range(14)]
    parts = [(months[13 * n // args.jobs], months[13 * (n + 1) // args.jobs]) for n in range(args.jobs)]
    parts[0], parts[-1] = (date(1900, 1, 1), parts[0][1]), (parts[-1][0], date(2999, 1, 1))  # nothing left out
    t = parallel([f"""
        INSERT INTO bursts_placecell ({", ".join(keys)}, active, {", ".join(others)})
        WITH active AS (
            SELECT {place}, m.month, {attrs}, count(*) AS active
            FROM bench_active m JOIN bursts_student s ON s.id = m.student_id
                JOIN accounts_account a ON a.id = s.account_id
            WHERE m.month >= '{low}' AND m.month < '{high}'
            GROUP BY {groups}
        ), sums AS (
            SELECT {place}, {month} AS month, {attrs},
                coalesce(sum(e.seconds) FILTER (WHERE e.kind = 'activity'), 0) AS seconds, {level_sums}, {activity_sums}
            FROM bursts_event e JOIN bursts_student s ON s.id = e.student_id
                JOIN accounts_account a ON a.id = s.account_id
            WHERE {month} >= '{low}' AND {month} < '{high}'
            GROUP BY {groups}
        )
        SELECT {", ".join(keys)}, coalesce(active.active, 0), {", ".join(others)}
        FROM sums LEFT JOIN active USING ({", ".join(keys)})
    """ for low, high in parts], "PlaceCell, by months on parallel connections")  # fmt: skip
    counters = ["active", *others]
    sql(f"INSERT INTO bursts_nationalcell (month, {', '.join(ATTRIBUTES)}, {', '.join(counters)}) "
        f"SELECT month, {', '.join(ATTRIBUTES)}, {', '.join(f'sum({c})' for c in counters)} FROM bursts_placecell "
        f"GROUP BY month, {', '.join(ATTRIBUTES)}")  # fmt: skip
    sql("DROP TABLE bench_active")
    sql("ANALYZE bursts_nationalcell")
    sql("ANALYZE bursts_placecell")
    sql("ANALYZE bursts_activemark")
    stage("NationalCell", t)


def timed(fn, repeat=args.repeat):
    fn()  # warm
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def compare(label, fast, naive):
    """Ours warm (median of --repeat); the naive aggregate --naive-repeat times (at full size
    a run takes minutes), the last run's result compared with ours."""
    if not label.startswith(args.only):
        return
    ours, times = timed(fast), []
    for _ in range(args.naive_repeat):
        t = time.perf_counter()
        reference = naive()
        times.append((time.perf_counter() - t) * 1000)
    assert fast() == reference, f"{label}: the fast path differs from the naive aggregate"
    ref = statistics.median(times)
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"| {label} | {ours:.1f} | {ref:.1f} | {ref / ours:.0f}× | {load} |", flush=True)


def ingestion(n_events=6000, batch=50, families=60):
    """The home app's uploads: each family (a parent with two children) sends batches of 50,
    through events_record, and the same again through POST /api/bursts/events (the parent's
    Bearer token, JSON, the whole middleware stack) with Django's test client."""
    from django.test import Client

    from apps.core.tokens import hash_key
    from apps.parents.models import ParentAppToken

    children = list(Student.objects.order_by("pk").values_list("pk", flat=True)[: families * 2])
    parents = []
    for n in range(families):
        parent, _ = Parent.objects.get_or_create(email=f"bench-parent{n}@example.org")
        Contact.objects.bulk_create([Contact(student_id=c, email=parent.email, kind="parent", parent=parent)
                                     for c in children[n * 2 : n * 2 + 2]])  # fmt: skip
        ParentAppToken.objects.get_or_create(parent=parent, key_hash=hash_key(f"bench-key-{n}"))
        parents.append(parent)
    now = timezone.now()
    stamp = int(time.time())

    def batches(tag):
        for b in range(n_events // batch):
            family = b % families
            yield family, [
                EventIn(app_id=f"{tag}-{stamp}-{b}-{n}", student_id=children[family * 2 + n % 2],
                        kind="activity" if n % 10 else "level", at=now - timedelta(minutes=n), seconds=120,
                        adventure_id=1 + n % 7, level=1 + n % 10, behaviour="brave", points=100)
                for n in range(batch)]  # fmt: skip

    service = list(batches("ing"))
    t = time.perf_counter()
    for family, events in service:
        events_record(parent=parents[family], events=events)
    rate = n_events / (time.perf_counter() - t)
    t = time.perf_counter()
    events_record(parent=parents[service[0][0]], events=service[0][1])  # a retried upload: nothing counted twice
    retry = (time.perf_counter() - t) * 1000
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"\nIngestion through events_record, batches of {batch} from {families} families: {rate:,.0f} events/s "
          f"({n_events} events); a retried batch: {retry:.1f} ms (load average {load})", flush=True)  # fmt: skip

    client = Client()
    bodies = [(family, json.dumps({"events": [
        {"id": e.app_id, "studentId": e.student_id, "kind": e.kind, "at": e.at.isoformat(), "seconds": e.seconds,
         "adventureId": e.adventure_id, "level": e.level, "behaviour": e.behaviour, "points": e.points}
        for e in events]})) for family, events in batches("api")]  # fmt: skip
    t = time.perf_counter()
    for family, body in bodies:
        response = client.post("/api/bursts/events", body, content_type="application/json",
                               headers={"Authorization": f"Bearer bench-key-{family}"})  # fmt: skip
        assert response.status_code == 200 and response.json()["recorded"] == batch, response.content[:200]
    rate = n_events / (time.perf_counter() - t)
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"Ingestion through POST /api/bursts/events (test client, Bearer token): {rate:,.0f} events/s "
          f"({n_events} events; load average {load})", flush=True)  # fmt: skip
    f = stats.YearFilters()
    assert stats.cells_table(f) == stats.naive_table(f), "rollups differ from the naive aggregate after ingestion"
    print("Rollups still equal the naive aggregate after ingestion.")


def main():
    have = Event.objects.count() if args.keep and "bursts_event" in connection.introspection.table_names() else 0
    t = time.perf_counter()
    if have < EVENTS:
        generate()
        print(f"Generated {SCHOOLS:,} schools, {CHILDREN:,} children, {EVENTS:,} activity rows and the rollups "
              f"in {time.perf_counter() - t:.0f} s", flush=True)  # fmt: skip
    if args.generate_only:
        return
    from apps.bursts.models import NationalCell, PlaceCell

    print(f"Rollup rows: NationalCell {NationalCell.objects.count():,}, PlaceCell {PlaceCell.objects.count():,}\n")
    print("| measure | ours ms | naive ms | ratio | load average |\n|---|---:|---:|---:|---|")
    none = stats.YearFilters()
    three = stats.YearFilters(gender="FEMALE", pp_eligible=True, sen=("K", "E"))
    region = Region.objects.filter(name="Bench region 3").values_list("pk", flat=True).first()
    place = stats.YearFilters(region_id=region, year=2, eal=True)
    compare("all schools, no filter", lambda: stats.cells_table(none), lambda: stats.naive_table(none))
    compare("all schools, three filters", lambda: stats.cells_table(three), lambda: stats.naive_table(three))
    compare("all schools, region + two filters", lambda: stats.cells_table(place), lambda: stats.naive_table(place))
    school = Account.objects.filter(zoho_id="BENCH-7").first()
    # Ours is the page's path (stats.school_table: by the account index, or from the
    # matching children with filters); the reference each school's events joined to children.
    compare("one school", lambda: stats.school_table(Event.objects.all(), school, none),
            lambda: stats.events_table(Event.objects.filter(student__account=school), none))  # fmt: skip
    compare("one school, three filters", lambda: stats.school_table(Event.objects.all(), school, three),
            lambda: stats.events_table(Event.objects.filter(account=school), three))  # fmt: skip
    if "ingestion".startswith(args.only):
        ingestion()


main()
