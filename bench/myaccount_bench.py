"""My Account's home-learning children (issue 11): importing a 49 KB csv file of children
and exporting 5,000 children, each against a raw reference on the same rows in the same
run, and the query count of each (it must not grow with the rows).

- preview: `read_children` + `children_preview` (django-import-export's dry run) +
  `preview_token`, what the page runs on upload; against raw `csv` parsing alone, and raw
  `csv` parsing plus the same row rules (`row_errors`, duplicates) by hand;
- create: `preview_rows` + `children_create`, what the page's commit runs; against raw
  `csv` parsing plus a direct `bulk_create` of the same rows doing the same work per child
  (generated username, password hashed with the same hasher and encrypted);
- export: `children_xlsx` of the account's children as the page's export calls it;
  against raw openpyxl write-only of the same rows (same columns, the password decrypted).

Oakfield Primary (admin@oakfield.example.com) in a fresh SQLite database of its own under
var/. Times are medians of the repeats; ratio = reference / ours, the median of
per-round ratios (each round times ours then the reference), so above 1 means faster
than the reference. Exits non-zero when a query count grows with the rows.

    .venv/bin/python bench/myaccount_bench.py [--repeat 5] [--create-repeat 3]
"""

import argparse
import csv
import io
import random
import statistics
import time

from _django import setup_django

parser = argparse.ArgumentParser()
parser.add_argument("--repeat", type=int, default=5, help="rounds for the preview and the export")
parser.add_argument("--create-repeat", type=int, default=3, help="rounds for the create (hashing dominates)")
parser.add_argument("--children", type=int, default=5000, help="children in the large export")
args = parser.parse_args()

DB = setup_django("bench-myaccount.sqlite3")
DB.unlink(missing_ok=True)  # a fresh database: every run starts from the personas alone
DB = setup_django("bench-myaccount.sqlite3")

from django.core.management import call_command  # noqa: E402
from django.db import connection, transaction  # noqa: E402
from openpyxl import Workbook, load_workbook  # noqa: E402

from apps.accounts.models import Account  # noqa: E402
from apps.demo import seed as demo  # noqa: E402
from apps.myaccount.services import children  # noqa: E402
from apps.myaccount.services.import_file import MAX_BYTES, MAX_ROWS, Upload, read_children  # noqa: E402
from apps.myaccount.services.resources import HomeChildExportResource, children_xlsx, row_errors  # noqa: E402
from apps.users.models import User  # noqa: E402
from apps.users.services import home_credentials  # noqa: E402

TARGET_BYTES = 49_000
PERSONA_CHILD = "oakfield-home1"
FIRST = [
    "Oliver", "Amelia", "George", "Isla", "Noah", "Olivia", "Arthur", "Ava", "Muhammad", "Lily", "Leo", "Freya",
    "Harry", "Ivy", "Oscar", "Florence", "Archie", "Willow", "Henry", "Sophia", "Theodore", "Isabella", "Jack",
    "Evelyn", "Charlie", "Grace", "Alfie", "Mia", "Jacob", "Poppy", "Thomas", "Elsie", "Finley", "Rosie", "Aarav",
    "Zoë", "Mohammed", "Chloé", "Kacper", "Maja", "Oluwaseun", "Aisha", "Amelia-Rose", "Lily-Mae", "Tommy-Lee",
    "Alexander", "Ellie-May", "Sebastian", "Penelope", "Maximilian", "Anastasia", "Christopher", "Gabriella",
]  # fmt: skip
LAST = [
    "Smith", "Jones", "Williams", "Taylor", "Brown", "Davies", "Evans", "Wilson", "Thomas", "Johnson", "Roberts",
    "Robinson", "Thompson", "Wright", "Walker", "White", "Edwards", "Hughes", "Green", "Hall", "Khan", "Patel",
    "O'Brien", "McAllister", "Kowalski", "Nowak", "Okonkwo", "Adeyemi", "Fitzgerald", "Harrington-Smith",
    "Cunningham", "Montgomery", "Richardson", "Ashworth-Bennett", "Fairweather", "Llewellyn", "Kaczmarek",
    "Featherstonehaugh", "Oyelaran-Hughes", "Winterbottom", "Higginbotham", "Chowdhury", "Nwachukwu",
]  # fmt: skip
TREES = ["Oak", "Ash", "Elm", "Willow", "Rowan", "Hazel", "Beech", "Maple", "Chestnut", "Sycamore"]
TEACHERS = ["Mrs Patel", "Mr Hughes", "Miss Wright", "Mrs Okafor", "Mr Lewis", "Ms Fairclough", "Mrs Kowalczyk"]


# The data ---------------------------------------------------------------------------------


def children_rows(count, seed=11):
    """Distinct (first name, last name, class) rows, as a primary school's MIS export."""
    rng = random.Random(seed)
    classes = [f"Year {y} {t} Class ({rng.choice(TEACHERS)})" for y in range(1, 7) for t in rng.sample(TREES, 2)]
    rows, seen = [], set()
    while len(rows) < count:
        row = (rng.choice(FIRST), rng.choice(LAST), rng.choice(classes))
        key = tuple(v.casefold() for v in row)
        if key not in seen:
            seen.add(key)
            rows.append(row)
    return rows


def csv_file(rows, limit=TARGET_BYTES):
    """A csv as Excel writes it (header, CRLF, utf-8) with as many of `rows` as fit in `limit`."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["First Name", "Last Name", "Class"])
    used = 0
    for row in rows[:MAX_ROWS]:
        mark = out.tell()
        writer.writerow(row)
        if len(out.getvalue().encode()) > limit:
            out.seek(mark)
            out.truncate()
            break
        used += 1
    return out.getvalue().encode(), used


# Measuring --------------------------------------------------------------------------------


class Queries:
    """Counts every statement the database runs (DEBUG is off, so no query log)."""

    def __init__(self):
        self.sql = []

    def __call__(self, execute, sql, params, many, context):
        self.sql.append(sql)
        return execute(sql, params, many, context)

    def __enter__(self):
        self._wrap = connection.execute_wrapper(self)
        self._wrap.__enter__()
        return self

    def __exit__(self, *exc):
        self._wrap.__exit__(*exc)

    @property
    def count(self):
        return len(self.sql)

    @property
    def inserts(self):
        return sum(s.lstrip().upper().startswith('INSERT INTO "USERS_USER"') for s in self.sql)

    @property
    def username_rounds(self):
        """Lookups of candidate usernames: one a round, a further round only on a clash."""
        lookup = 'SELECT "users_user"."username" AS "username" FROM "users_user" WHERE "users_user"."username" IN ('
        return sum(s.startswith(lookup) for s in self.sql)


def rounds(ours, reference, repeat, before=None):
    """Each round: ours then the reference (each after `before`, untimed). Returns the
    median ms of each side, the median of per-round reference/ours ratios, and the last
    round's queries of each side."""
    ours_t, ref_t, ratios = [], [], []
    for _ in range(repeat):
        pair, queries = [], []
        for fn in (ours, reference):
            if before:
                before()
            with Queries() as q:
                start = time.perf_counter()
                fn()
                pair.append(time.perf_counter() - start)
            queries.append(q)
        ours_t.append(pair[0])
        ref_t.append(pair[1])
        ratios.append(pair[1] / pair[0])
    times = statistics.median(ours_t) * 1000, statistics.median(ref_t) * 1000, statistics.median(ratios)
    return times, queries


def counted(fn, before=None):
    if before:
        before()
    with Queries() as q:
        fn()
    return q


# The two sides ----------------------------------------------------------------------------


def imported(account):
    return User.objects.filter(account=account, kind=User.Kind.HOME).exclude(username=PERSONA_CHILD)


def our_preview(admin, account, data):
    def run():
        dataset = read_children(Upload("children.csv", "text/csv", data))
        rows = children.children_preview(user=admin, account=account, dataset=dataset)
        token = children.preview_token(rows, user=admin, account=account)
        assert all(r.valid for r in rows), [r.errors for r in rows if not r.valid][:3]
        return rows, token

    return run


def raw_parse(data):
    return [[cell.strip() for cell in row] for row in csv.reader(io.StringIO(data.decode("utf-8")))][1:]


def raw_preview_checked(account, data):
    """Raw csv plus the same row rules, written by hand: required names, lengths and
    characters, duplicates in the file or among the account's children (one query)."""

    def run():
        rows = raw_parse(data)
        existing = {tuple(v.casefold() for v in r) for r in User.objects.filter(account=account, kind=User.Kind.HOME)
                    .values_list("first_name", "last_name", "home_group")}  # fmt: skip
        result = []
        for first, last, group in rows:
            errors = row_errors(first, last, group)
            key = (first.casefold(), last.casefold(), group.casefold())
            if not errors and key in existing:
                errors["first_name"] = "duplicate"
            existing.add(key)
            result.append(errors)
        assert not any(result)
        return result

    return run


def our_create(admin, account, token, expected):
    def run():
        rows = children.preview_rows(token, user=admin, account=account)
        created = children.children_create(acting_user=admin, account=account, dataset=children.dataset_of(rows))
        assert len(created) == expected, len(created)

    return run


def raw_create(account, data, expected):
    """Raw csv, then one bulk_create of the same children with the same work per child:
    a unique generated username, a new password hashed (same hasher) and encrypted."""

    def taken(candidates):
        return User.objects.filter(username__in=candidates).values_list("username", flat=True)

    @transaction.atomic
    def run():
        rows = raw_parse(data)
        usernames = home_credentials.usernames_for([(r[0], r[1]) for r in rows], taken=taken)
        new = []
        for (first, last, group), username in zip(rows, usernames, strict=True):
            password = home_credentials.new_password()
            new.append(User(kind=User.Kind.HOME, account=account, email=None, username=username, first_name=first,
                            last_name=last, home_group=group, password=home_credentials.password_hash(password),
                            home_password=home_credentials.encrypt(password)))  # fmt: skip
        User.objects.bulk_create(new, batch_size=MAX_ROWS)  # as the resource's batch: the whole file
        assert len(new) == expected

    return run


def our_export(admin, account):
    def run():
        return children_xlsx(children.children_of(admin, account).order_by("first_name", "last_name"))

    return run


def raw_export(account):
    """openpyxl write-only of the same rows: same columns, same order, password decrypted."""

    def run():
        book = Workbook(write_only=True)
        sheet = book.create_sheet("Children")
        sheet.append([f.column_name for f in HomeChildExportResource().get_export_fields()])
        rows = (User.objects.filter(account=account, kind=User.Kind.HOME).order_by("first_name", "last_name")
                .values_list("first_name", "last_name", "home_group", "username", "home_password"))  # fmt: skip
        for first, last, group, username, stored in rows.iterator(chunk_size=2000):
            sheet.append([first, last, group, username, home_credentials.decrypt(stored)])
        out = io.BytesIO()
        book.save(out)
        return out.getvalue()

    return run


def add_children(account, total):
    """Children straight into the table up to `total` (the persona child included): each
    with its own encrypted password; one shared hash, as the export never reads it."""
    have = User.objects.filter(account=account, kind=User.Kind.HOME).count()
    rows = children_rows(total, seed=29)[have:]
    password = home_credentials.new_password()
    hashed = home_credentials.password_hash(password)
    User.objects.bulk_create(
        [User(kind=User.Kind.HOME, account=account, email=None, username=f"bench{have + n:05d}", first_name=first,
              last_name=last, home_group=group, password=hashed,
              home_password=home_credentials.encrypt(f"{password}{n}")) for n, (first, last, group) in enumerate(rows)],
        batch_size=500,
    )  # fmt: skip
    assert User.objects.filter(account=account, kind=User.Kind.HOME).count() == total


# The run ----------------------------------------------------------------------------------


def main():
    started = time.perf_counter()
    call_command("migrate", verbosity=0)
    demo.seed_personas()
    admin = User.objects.get(email="admin@oakfield.example.com")
    account = Account.objects.get(pk=admin.account_id)

    data, n_rows = csv_file(children_rows(MAX_ROWS + 500))
    small, n_small = csv_file(children_rows(100))
    assert len(data) < MAX_BYTES and n_rows <= MAX_ROWS
    assert len(read_children(Upload("children.csv", "text/csv", data))) == n_rows
    print(f"import file: {len(data):,} bytes, {n_rows} children (limits: under {MAX_BYTES:,} bytes, {MAX_ROWS:,} rows)")

    def clean():
        imported(account).delete()

    results, counts = [], []

    # Preview: nothing is written, so no cleaning between rounds.
    preview = our_preview(admin, account, data)
    preview()
    times, _ = rounds(preview, lambda: raw_parse(data), args.repeat)
    results.append(("import preview (dry run) vs raw csv parse", *times))
    times, (q_big, q_ref) = rounds(preview, raw_preview_checked(account, data), args.repeat)
    results.append(("import preview vs raw csv + same row rules", *times))
    q_small = counted(our_preview(admin, account, small))
    counts.append(("import preview", f"{n_small} rows", q_small.count, f"{n_rows} rows", q_big.count, q_ref.count))

    # Create: every round starts from the account without the imported children.
    _, token = preview()
    _, small_token = our_preview(admin, account, small)()
    create, reference = our_create(admin, account, token, n_rows), raw_create(account, data, n_rows)
    times, (c_big, c_ref) = rounds(create, reference, args.create_repeat, before=clean)
    results.append(("import create (1 transaction) vs raw csv + bulk_create", *times))
    c_small = counted(our_create(admin, account, small_token, n_small), before=clean)
    clean()
    counts.append(("import create", f"{n_small} rows", c_small.count, f"{n_rows} rows", c_big.count, c_ref.count))

    # Export: 1,000 children, then the large account.
    export, raw = our_export(admin, account), raw_export(account)
    add_children(account, 1000)
    e_small = counted(export)
    add_children(account, args.children)
    book = load_workbook(io.BytesIO(export()), read_only=True)
    assert book.active.max_row == args.children + 1, book.active.max_row
    times, (e_big, e_ref) = rounds(export, raw, args.repeat)
    results.append((f"export xlsx, {args.children:,} children vs raw openpyxl", *times))
    counts.append(("export xlsx", "1,000 children", e_small.count, f"{args.children:,} children", e_big.count,
                   e_ref.count))  # fmt: skip

    print(f"SQLite, median of {args.repeat} rounds ({args.create_repeat} for the create); ratio = reference / ours")
    print(f"{'measure':<56}{'ours ms':>10}{'ref ms':>10}{'ratio':>8}")
    for label, ours_ms, ref_ms, ratio in results:
        print(f"{label:<56}{ours_ms:>10.1f}{ref_ms:>10.1f}{ratio:>8.3f}")
    print(f"{'queries':<16}{'small':>16}{'':>8}{'large':>18}{'':>8}{'reference (large)':>20}")
    for label, small_label, small_n, big_label, big_n, ref_n in counts:
        print(f"{label:<16}{small_label:>16}{small_n:>8}{big_label:>18}{big_n:>8}{ref_n:>20}")
    print(f"(create: {c_small.inserts} and {c_big.inserts} INSERT of the new children, {c_ref.inserts} in the "
          f"reference; {c_small.username_rounds} and {c_big.username_rounds} username lookups, "
          "one a round)")  # fmt: skip

    fixed = [
        ("preview", q_small.count, q_big.count),
        ("create, besides username rounds", c_small.count - c_small.username_rounds,
         c_big.count - c_big.username_rounds),
        ("export", e_small.count, e_big.count),
    ]  # fmt: skip
    grown = [f"{name} {a} -> {b}" for name, a, b in fixed if b != a]
    print(f"goal (query counts constant in the number of children): {'met' if not grown else 'NOT met'}"
          + (f" ({'; '.join(grown)})" if grown else ""))  # fmt: skip
    print(f"run time {time.perf_counter() - started:.0f} s")
    return 1 if grown else 0


raise SystemExit(main())
