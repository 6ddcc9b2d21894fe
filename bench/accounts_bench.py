"""Staff accounts with 10,000 accounts: the accounts list page and the API list
against the Django admin changelist of the same accounts, and the full xlsx export
against a raw openpyxl write-only dump of the same rows (time and peak memory).
Prints ratios (reference time / our time: above 1 means faster than the reference).

    .venv/bin/python bench/accounts_bench.py [--accounts 10000] [--repeat 7]
"""

import argparse
import statistics
import tempfile
import time
import tracemalloc

from _django import setup_django

parser = argparse.ArgumentParser()
parser.add_argument("--accounts", type=int, default=10_000)
parser.add_argument("--repeat", type=int, default=7)
args = parser.parse_args()

DB = setup_django(f"bench-accounts-{args.accounts}.sqlite3")

from django.core.management import call_command  # noqa: E402
from django.db import connection, reset_queries  # noqa: E402
from django.http import QueryDict  # noqa: E402
from django.test import Client  # noqa: E402
from openpyxl import Workbook  # noqa: E402

from apps.accounts.models import Account  # noqa: E402
from apps.demo import seed as demo  # noqa: E402
from apps.staff.filters import accounts_filtered  # noqa: E402
from apps.staff.selectors import listing  # noqa: E402
from apps.staff.services import export  # noqa: E402
from apps.users.models import User  # noqa: E402


def setup():
    call_command("migrate", verbosity=0)
    demo.seed_personas()
    have = Account.objects.filter(zoho_id__startswith="DEMO-").count()
    if have < args.accounts:
        demo.seed_accounts(args.accounts)
    return Account.objects.count()


def timed(fn, repeat=args.repeat):
    fn()  # warm-up
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def get(client, url):
    def run():
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
        b"".join(response) if response.streaming else response.content

    return run


def peak_memory(fn):
    tracemalloc.start()
    fn()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak


def raw_rows():
    return Account.objects.values_list(*[name for _, name in export.COLUMNS if name != "latest_end"]).iterator(
        chunk_size=2000
    )


def raw_export():
    """The reference: the same accounts' columns written by openpyxl write-only."""
    wb = Workbook(write_only=True)
    ws = wb.create_sheet("Accounts")
    ws.append(export.HEADERS)
    for row in raw_rows():
        ws.append(row)
    with tempfile.TemporaryFile() as out:
        wb.save(out)


def our_export(qs=None):
    if qs is None:  # every account, through the list's filter set as a staff export reads them
        qs = accounts_filtered(User.objects.get(email="staff@example.com"), QueryDict())
    with export.accounts_xlsx(qs):
        pass


def main():
    total = setup()
    staff = User.objects.get(email="staff@example.com")
    client = Client()
    client.force_login(staff, backend="allauth.account.auth_backends.AuthenticationBackend")
    rows = []

    def compare(label, ours, reference):
        ours_t, ref_t = timed(ours), timed(reference)
        rows.append((label, ours_t, ref_t, ref_t / ours_t))

    compare("accounts page, first page", get(client, "/accounts?sort=name"), get(client, "/admin/accounts/account/"))
    compare(
        "accounts page, status 30, by status",
        get(client, "/accounts?status=30&sort=-status"),
        get(client, "/admin/accounts/account/?status__exact=30&o=-2"),
    )
    last = -(-total // listing.PER_PAGE)
    compare("accounts page, last page", get(client, f"/accounts?sort=name&page={last}"),
            get(client, f"/admin/accounts/account/?p={last}"))  # fmt: skip
    compare("API list, first page", get(client, "/api/accounts?sort=name"), get(client, "/admin/accounts/account/"))
    compare("API list, search", get(client, "/api/accounts?search=oak"), get(client, "/admin/accounts/account/?q=oak"))
    export_repeat = max(2, args.repeat // 3)
    ours_t = timed(our_export, export_repeat)
    ref_t = timed(raw_export, export_repeat)
    rows.append((f"full export ({total} rows)", ours_t, ref_t, ref_t / ours_t))

    reset_queries()
    small = Account.objects.order_by("pk")[: max(total // 5, 1)].values_list("pk", flat=True)
    small_qs = Account.objects.filter(pk__in=list(small)).order_by("name")
    mem_small = peak_memory(lambda: our_export(small_qs))
    mem_full = peak_memory(our_export)
    mem_raw = peak_memory(raw_export)

    print(f"{total} accounts, {connection.vendor}, median of {args.repeat} (exports {export_repeat})")
    print(f"{'measure':40} {'ours ms':>9} {'ref ms':>9} {'ref/ours':>9}")
    for label, ours, ref, ratio in rows:
        print(f"{label:40} {ours * 1000:9.1f} {ref * 1000:9.1f} {ratio:9.2f}")
    growth = f"x{mem_full / mem_small:.2f} for x{total / len(small):.0f} rows"
    print(f"export peak memory: {len(small)} rows {mem_small / 1e6:.1f} MB, {total} rows {mem_full / 1e6:.1f} MB")
    print(f"  ({growth}); raw openpyxl {mem_raw / 1e6:.1f} MB")


main()
