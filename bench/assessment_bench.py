"""Assessment reports at scale, on PostgreSQL (issue 30): a class report (each child by
strand) and a school's cohort report with group splits (gender, pupil premium, SEN, EAL),
read from the attainment rollup as the pages do (apps/assessment/selectors/reports.py),
against the naive way on the same rows (each child's judgements read one child at a time,
their latest per outcome worked out in Python); the two must agree exactly.

--size 1 is the issue's size: 1,000 schools x 300 children x 40 outcomes x 3 judgements
(36,000,000 judgements, 12,000,000 attainment rows). Children, judgements and attainment
are loaded with COPY (streamed from Python); accounts, classes, scales and outcomes with
bulk_create. The database is the bench's own (platform_abench), dropped at the end unless
--keep.

    .venv/bin/python bench/assessment_bench.py [--size 0.1] [--repeat 7] [--keep]
"""

import argparse
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser()
parser.add_argument("--size", type=float, default=0.1, help="1 = 1,000 schools x 300 children x 40 x 3")
parser.add_argument("--repeat", type=int, default=7)
parser.add_argument("--keep", action="store_true", help="keep the database (and reuse it next run)")
parser.add_argument("--db", default="postgres://postgres@127.0.0.1:5432/platform_abench")
args = parser.parse_args()

SCHOOLS = max(int(1000 * args.size), 2)
CHILDREN, CLASS_SIZE, OUTCOMES, PER_CELL = 300, 30, 40, 3
CLASSES = CHILDREN // CLASS_SIZE
STRANDS = ["motor", "rules", "healthy", "social"]

sys.path.insert(0, str(ROOT))
os.environ["DATABASE_URL"] = args.db
os.environ.setdefault("DJANGO_DEBUG", "1")
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
NAME = args.db.rsplit("/", 1)[1]
SERVER = args.db.rsplit("/", 1)[0] + "/postgres"


def _database(create: bool):
    import psycopg

    with psycopg.connect(SERVER, autocommit=True) as conn:
        exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", [NAME]).fetchone()
        if create and not exists:
            conn.execute(f'CREATE DATABASE "{NAME}"')
        if not create and exists:
            conn.execute(f'DROP DATABASE "{NAME}" WITH (FORCE)')


_database(create=True)
import django  # noqa: E402

django.setup()
from django.conf import settings  # noqa: E402

settings.DEBUG = False

from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from apps.accounts.models import Account  # noqa: E402
from apps.assessment.models import Attainment, Judgement, Level, Scale  # noqa: E402
from apps.assessment.selectors import reports as rs  # noqa: E402
from apps.bursts.models import Group, Student  # noqa: E402
from apps.content.models import CurriculumStatement, Outcome, Strand  # noqa: E402
from apps.users.models import User  # noqa: E402


def _copy(table, columns, rows):
    """COPY rows (tuples) into table, streamed in chunks of text."""
    with connection.cursor() as cursor:
        raw = cursor.cursor
        with raw.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
            chunk = []
            for row in rows:
                chunk.append("\t".join("\\N" if v is None else str(v) for v in row))
                if len(chunk) == 20000:
                    copy.write("\n".join(chunk) + "\n")
                    chunk = []
            if chunk:
                copy.write("\n".join(chunk) + "\n")


def generate():
    started = time.perf_counter()
    call_command("migrate", verbosity=0)
    if Account.objects.filter(zoho_id="ABENCH-0").exists():
        print("Reusing the data of an earlier run (--keep).")
        return
    rng = random.Random(30)
    statement = CurriculumStatement.objects.create(code="ks2-bench", key_stage="ks2", text="Bench statement")
    strands = [Strand.objects.create(slug=f"bench-{s}", title=s.title(), kind="knowledge", position=n)
               for n, s in enumerate(STRANDS)]  # fmt: skip
    outcomes = Outcome.objects.bulk_create(
        Outcome(year=3, text=f"Bench outcome {n}", strand=strands[n % 4], statement=statement, order=n)
        for n in range(OUTCOMES)
    )
    accounts = Account.objects.bulk_create(
        Account(name=f"Assessment bench school {n:04d}", zoho_id=f"ABENCH-{n}", status=30) for n in range(SCHOOLS)
    )
    scales = Scale.objects.bulk_create(Scale(account=a, preset="expected") for a in accounts)
    levels = Level.objects.bulk_create(
        Level(scale=s, code=c, label=lb, short=sh, position=i, meets=m)
        for s in scales
        for i, (c, lb, sh, m) in enumerate([("towards", "Working towards", "WT", False),
                                            ("expected", "Expected", "EXP", True),
                                            ("greater", "Greater depth", "GD", True)])
    )  # fmt: skip
    by_scale = defaultdict(list)
    for level in levels:
        by_scale[level.scale_id].append(level)
    for s in scales:
        s.default_level = by_scale[s.pk][1]
    Scale.objects.bulk_update(scales, ["default_level"])
    groups = Group.objects.bulk_create(
        Group(account=a, name=f"Class {c + 1}") for a in accounts for c in range(CLASSES)
    )
    print(f"Accounts, classes, scales, outcomes: {time.perf_counter() - started:.0f} s", flush=True)

    # Children: each class one year (two classes a year, Reception to Year 6 and beyond wrap).
    def children():
        n = 0
        for g_index, group in enumerate(groups):
            year = (g_index % CLASSES) * 7 // CLASSES
            for _ in range(CLASS_SIZE):
                n += 1
                yield (n, group.account_id, group.pk, "Child", f"B{n}", f"AB{n}", year,
                       "MALE" if rng.random() < 0.5 else "FEMALE", rng.choices(["", "K", "E"], [85, 12, 3])[0],
                       rng.random() < 0.22, rng.random() < 0.24, rng.random() < 0.18, "", 2, 1, "[]", 0, 0, 0,
                       0, 0, 0, "", "", "2026-09-01 00:00+00")  # fmt: skip

    _copy("bursts_student", ["id", "account_id", "group_id", "first_name", "last_name", "code", "year", "gender",
                             "sen", "pp_indicator", "pp_eligible", "eal", "wonde_id", "status", "level",
                             "adventure_levels", "adventure_total", "brave", "helpful", "imaginative", "wise",
                             "total_seconds", "ethnicity", "nationality", "date_created"], children())  # fmt: skip
    print(f"Children: {time.perf_counter() - started:.0f} s", flush=True)

    # Judgements: three lessons a term per outcome; most children on track by default, a
    # few tapped below or above (each child leaning one way); the rollup is the third.
    level_ids = {s.account_id: [lv.pk for lv in by_scale[s.pk]] for s in scales}
    start = datetime(2026, 9, 8, 14, 30, tzinfo=UTC)
    student_rows = list(Student.objects.order_by("pk").values_list("pk", "account_id", "group_id"))
    attain = []

    def judgements():
        jid = 0
        for sid, account_id, group_id in student_rows:
            towards, expected, greater = level_ids[account_id]
            lean = rng.choices([towards, None, greater], [12, 78, 10])[0]
            for o_index, outcome in enumerate(outcomes):
                for k in range(PER_CELL):
                    jid += 1
                    tapped = lean is not None and rng.random() < 0.7 or rng.random() < 0.02
                    level = (lean or rng.choice([towards, greater])) if tapped else expected
                    at = start + timedelta(weeks=o_index // 4 * 2 + k * 4, days=group_id % 5)
                    label = {towards: "Working towards", expected: "Expected", greater: "Greater depth"}[level]
                    yield (jid, account_id, sid, outcome.pk, level, label, "t" if tapped else "f", "lesson",
                           group_id, at.isoformat())  # fmt: skip
                    if k == PER_CELL - 1:
                        attain.append((account_id, sid, outcome.pk, level, "t" if tapped else "f", jid, at.isoformat()))

    _copy("assessment_judgement", ["id", "account_id", "student_id", "outcome_id", "level_id", "level_label",
                                   "observed", "source", "group_id", "recorded_at"], judgements())  # fmt: skip
    print(f"Judgements: {time.perf_counter() - started:.0f} s", flush=True)
    _copy("assessment_attainment", ["account_id", "student_id", "outcome_id", "level_id", "observed",
                                    "judgement_id", "recorded_at"], attain)  # fmt: skip
    attain.clear()
    with connection.cursor() as cursor:
        for table in ("bursts_student", "assessment_judgement"):
            cursor.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT max(id) FROM {table}))")
        for table in ("bursts_student", "assessment_judgement", "assessment_attainment", "bursts_group"):
            cursor.execute(f"ANALYZE {table}")
    counts = [m.objects.count() for m in (Judgement, Attainment, Student)]
    print(
        f"Loaded in {time.perf_counter() - started:.0f} s: {counts[0]:,} judgements, {counts[1]:,} attainment "
        f"rows, {counts[2]:,} children",
        flush=True,
    )


# The naive way: each child's judgements, one child at a time, the latest per outcome in Python.


def _latest(child_ids):
    latest = {}
    for cid in child_ids:
        for j in (
            Judgement.objects.filter(student_id=cid).select_related("level", "outcome").order_by("recorded_at", "id")
        ):
            latest[(cid, j.outcome_id)] = j
    return latest


def naive_class(group):
    children = list(Student.objects.filter(group=group).order_by("last_name", "first_name", "id"))
    cells = defaultdict(lambda: [0, 0, 0])  # judgements, meets, observed per (child, strand)
    for (cid, _), j in _latest([c.pk for c in children]).items():
        cell = cells[(cid, j.outcome.strand_id)]
        cell[0] += 1
        cell[1] += j.level.meets
        cell[2] += j.observed
    return {k: tuple(v) for k, v in cells.items()}


def fast_class(user, group):
    report = rs.class_strands(user, group)
    return {(row["student"].pk, s.pk): (c.judgements, c.meets, c.observed)
            for row in report["grid"] for s, c in zip(report["strands"], row["cells"], strict=True) if c}  # fmt: skip


SPLIT_OF = {"gender": lambda s: s.gender or "", "pp": lambda s: s.pp_eligible, "sen": lambda s: bool(s.sen),
            "eal": lambda s: s.eal}  # fmt: skip


def naive_cohort(account, year):
    children = {c.pk: c for c in Student.objects.filter(account=account, year=year)}
    groups = defaultdict(lambda: [set(), 0, 0, 0])  # children, judgements, meets, observed
    for (cid, _), j in _latest(list(children)).items():
        child = children[cid]
        for key in ("all", *SPLIT_OF):
            g = groups[(key, "all" if key == "all" else SPLIT_OF[key](child))]
            g[0].add(cid)
            g[1] += 1
            g[2] += j.level.meets
            g[3] += j.observed
    return {k: (len(v[0]), v[1], v[2], v[3]) for k, v in groups.items()}


def fast_cohort(user, account, year):
    report = rs.cohort_report(user, account, year)
    values = {key: {label: value for value, label in vals} for key, _, vals in rs.SPLITS}
    out = {}
    t = report["total"]
    out[("all", "all")] = (t.children, t.judgements, t.meets, t.observed)
    for split in report["splits"]:
        for label, f in split.rows:
            if f.judgements:
                out[(split.key, values[split.key][label])] = (f.children, f.judgements, f.meets, f.observed)
    return out, report


def timed(fn, repeat):
    fn()  # warm
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main():
    print(f"Assessment bench: {SCHOOLS:,} schools x {CHILDREN} children x {OUTCOMES} outcomes x {PER_CELL} "
          f"judgements = {SCHOOLS * CHILDREN * OUTCOMES * PER_CELL:,} judgements", flush=True)  # fmt: skip
    generate()
    account = Account.objects.get(zoho_id=f"ABENCH-{SCHOOLS // 2}")
    user = User.objects.filter(email="admin@abench.example.com").first() or User.objects.create_user(
        email="admin@abench.example.com", account=account, first_name="Bench", last_name="Admin"
    )
    User.objects.filter(pk=user.pk).update(admin=1)
    user.refresh_from_db()
    group = Group.objects.filter(account=account).order_by("pk")[3]  # Year 2: two classes, 60 children
    year = Student.objects.filter(group=group).values_list("year", flat=True).first()
    fast, _ = fast_cohort(user, account, year)
    assert fast_class(user, group) == naive_class(group), "the class report differs from the naive read"
    assert fast == naive_cohort(account, year), "the cohort report differs from the naive read"
    print("Both reports equal the naive read of the same rows.\n")
    print("| Report (one school, warm) | rollup, ms | naive, ms | ratio |\n|---|---|---|---|")
    for label, ours, ref in (
        (f"Class report, {CLASS_SIZE} children by strand", lambda: fast_class(user, group), lambda: naive_class(group)),
        (f"Cohort report, Year {year} with group splits", lambda: fast_cohort(user, account, year),
         lambda: naive_cohort(account, year)),
    ):  # fmt: skip
        a, b = timed(ours, args.repeat), timed(ref, max(1, args.repeat // 3))
        print(f"| {label} | {a:.1f} | {b:.1f} | {b / a:.0f}× |", flush=True)
    a = timed(lambda: rs.school_report(user, account), args.repeat)
    print(f"| Whole-school report ({CHILDREN} children), group splits and years | {a:.1f} | | |")


if __name__ == "__main__":
    try:
        main()
    finally:
        connection.close()
        if not args.keep:
            _database(create=False)
            print(f"Dropped {NAME}.")
