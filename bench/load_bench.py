"""Load benchmark: gunicorn (sync workers, as production) on loopback, a bounded asyncio
client, the main pages beside the floor (a signed-in view returning a bare response
through the same middleware), all in one run, so the ratios hold on a busy machine.

For each page and round: "serial" = one client, median time per request (CPU per
request, / the floor's), and "load" = `--concurrency` clients for `--seconds`: req/s
(/ the floor's), p50/p95/p99 and errors. Prints min/median/max of the ratios over the
rounds. Sessions are made for the personas directly (no password is read or written)
and deleted at the end, so the demo's personas are left as they were.

    DATABASE_URL=postgres://.../platform_bench REDIS_URL=redis://127.0.0.1:6379/N \\
        .venv/bin/python bench/load_bench.py [--accounts 10000] [--users 20000] [--rounds 3]

Without DATABASE_URL it builds an SQLite database of its own under var/. With one, it
adds the bench's rows (DEMO-n accounts, bench-n users) to that database: give it one of
its own.
"""

import argparse
import asyncio
import os
import secrets
import statistics
import subprocess
import sys
import time
from datetime import date, timedelta
from pathlib import Path
from urllib.request import urlopen

ROOT = Path(__file__).resolve().parent.parent
parser = argparse.ArgumentParser()
parser.add_argument("--accounts", type=int, default=10_000)
parser.add_argument("--users", type=int, default=20_000, help="extra school users, for user search")
parser.add_argument("--big", type=int, default=500, help="licences and users of one large account")
parser.add_argument("--rounds", type=int, default=3)
parser.add_argument("--seconds", type=float, default=4.0)
parser.add_argument("--serial", type=int, default=40, help="requests of the serial (one client) phase")
parser.add_argument("--concurrency", type=int, default=50)
parser.add_argument("--workers", type=int, default=3)
parser.add_argument("--profile", action="store_true",
                    help="serve with the Procfile's web line under honcho (the production profile's command, "
                         "access log included) instead of the bench's own gunicorn command")  # fmt: skip
parser.add_argument("--port", type=int, default=8107)
parser.add_argument("--seed-only", action="store_true", help="build the database and stop (measure later)")
parser.add_argument("--only", default="", help="page names separated by ; (the floor always runs)")
args = parser.parse_args()

if not os.environ.get("DATABASE_URL"):
    (ROOT / "var").mkdir(exist_ok=True)
    os.environ["DATABASE_URL"] = f"sqlite:///{ROOT / 'var' / 'bench-load.sqlite3'}"
os.environ.update(DJANGO_DEBUG="1", SECRET_KEY=secrets.token_urlsafe(50), DJANGO_SETTINGS_MODULE="load_site")
sys.path[:0] = [str(ROOT / "bench"), str(ROOT)]

import django  # noqa: E402

django.setup()

from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY  # noqa: E402
from django.contrib.sessions.backends.db import SessionStore  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402

from apps.accounts.models import Account  # noqa: E402
from apps.content.seed import seed_content  # noqa: E402
from apps.demo import seed as demo  # noqa: E402
from apps.licences.models import Licence  # noqa: E402
from apps.users.models import User  # noqa: E402

BACKEND = "allauth.account.auth_backends.AuthenticationBackend"
BIG = "Bench Large Academy"
LESSON = "/pe/year/3/unit/2/lesson/4"


def setup():
    call_command("migrate", verbosity=0)
    if not User.objects.filter(email="teacher@oakfield.example.com").exists():
        demo.seed_personas()  # only once: seeding again is harmless, but not needed
    seed_content()
    if Account.objects.filter(zoho_id__startswith="DEMO-").count() < args.accounts:
        demo.seed_accounts(args.accounts)
    big, made = Account.objects.get_or_create(name=BIG, defaults={"status": 30, "zoho_id": "BENCH-BIG"})
    if made:
        start = date.today() - timedelta(days=3000)
        Licence.objects.bulk_create(
            Licence(account=big, licence_type_id=50, start_date=start + timedelta(days=7 * n),
                    end_date=start + timedelta(days=7 * n + 365), products=["pe"], years=[3], status="new")
            for n in range(args.big)
        )  # fmt: skip
        User.objects.bulk_create(
            User(email=f"staff{n}@large.example.com", first_name=f"Member{n}", last_name="Large", account=big)
            for n in range(args.big)
        )
    have = User.objects.filter(email__startswith="bench-").count()
    if have < args.users:
        ids = list(Account.objects.filter(zoho_id__startswith="DEMO-").values_list("pk", flat=True))
        User.objects.bulk_create(
            (User(email=f"bench-{n}@school{n % 997}.example.com", first_name=f"Pupil{n % 1500}", last_name=f"Bench{n}",
                  account_id=ids[n % len(ids)]) for n in range(have, args.users)),
            batch_size=5000,
        )  # fmt: skip
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("VACUUM ANALYZE")  # what autovacuum would have done by now
    return big


def session_for(email):
    user = User.objects.get(email=email)
    store = SessionStore()
    store.update({SESSION_KEY: str(user.pk), BACKEND_SESSION_KEY: BACKEND})
    store[HASH_SESSION_KEY] = user.get_session_auth_hash()
    # As a session after both sign-in steps: staff with admin rights must have passed
    # their second factor, or every staff page sends them to /login/code (allauth's record).
    now = time.time()
    store["account_authentication_methods"] = [{"method": "password", "at": now}, {"method": "mfa", "at": now}]
    store["account_authentication_methods_user"] = str(user.pk)
    store.create()
    return store.session_key


def _first_link(page, prefix):
    """The first link on `page` (as the teacher) that starts with `prefix`: the demo's
    part slugs are content, not fixed here."""
    import re

    from django.test import Client

    client = Client()
    client.force_login(User.objects.get(email="teacher@oakfield.example.com"), backend=BACKEND)
    found = re.search(rf'href="({re.escape(prefix)}[^"]+)"', client.get(page).content.decode())
    client.logout()
    if not found:
        raise SystemExit(f"no link to {prefix}... on {page}")
    return found.group(1)


def pages(big):
    oak = Account.objects.get(name="Oakfield Primary")
    last = -(-Account.objects.count() // 24)
    part = _first_link(LESSON, f"{LESSON}/warmup/")
    return [
        ("content", "dashboard /", "/", "teacher"),
        ("content", "/real", "/real", "teacher"),
        ("content", "unit", "/pe/year/3/unit/2", "teacher"),
        ("content", "lesson", LESSON, "teacher"),
        ("content", "part (warm-up)", part, "teacher"),
        ("content", "theme", "/home/themes/pirate", "teacher"),
        ("staff", "accounts, first page", "/accounts?sort=name", "staff"),
        ("staff", "accounts, last page", f"/accounts?sort=name&page={last}", "staff"),
        ("staff", "accounts, search", "/accounts?search=willowbrook", "staff"),
        ("staff", "account detail", f"/accounts/{oak.pk}", "staff"),
        ("staff", f"account, {args.big} licences", f"/accounts/{big.pk}", "staff"),
        ("staff", f"users tab, {args.big} users", f"/accounts/{big.pk}/users", "staff"),
        ("staff", "user search", "/user-search?search=pupil12+bench", "staff"),
        ("api", "API accounts", "/api/accounts", "staff"),
        ("api", "API accounts, last page", f"/api/accounts?page={last}", "staff"),
        ("api", f"API licences, {args.big}", f"/api/licences?accountId={big.pk}", "staff"),
        ("api", "API user search", "/api/users/search?search=pupil12+bench", "staff"),
    ]


# The client ------------------------------------------------------------------------


async def fetch(path, cookie):
    reader, writer = await asyncio.open_connection("127.0.0.1", args.port)
    request = (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: sessionid={cookie}\r\n"
               "X-Requested-With: XMLHttpRequest\r\nConnection: close\r\n\r\n")  # fmt: skip
    writer.write(request.encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    return data[9:12] == b"200" or data[:200]


async def _serial(path, cookie, n):
    times = []
    for _ in range(n):
        start = time.perf_counter()
        ok = await fetch(path, cookie)
        times.append(time.perf_counter() - start)
        if ok is not True:
            raise SystemExit(f"{path}: not 200: {ok}")
    return statistics.median(times) * 1000


async def _load(path, cookie):
    latencies, errors = [], 0
    deadline = time.perf_counter() + args.seconds

    async def client():
        nonlocal errors
        while time.perf_counter() < deadline:
            start = time.perf_counter()
            try:
                ok = await fetch(path, cookie) is True
            except OSError:
                ok = False
            if ok:
                latencies.append(time.perf_counter() - start)
            else:
                errors += 1

    start = time.perf_counter()
    await asyncio.gather(*(client() for _ in range(args.concurrency)))
    elapsed = time.perf_counter() - start
    q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0] * 99
    return {"rps": len(latencies) / elapsed, "p50": q[49] * 1000, "p95": q[94] * 1000, "p99": q[98] * 1000,
            "errors": errors}  # fmt: skip


def measure(path, cookie):
    return asyncio.run(_serial(path, cookie, args.serial)), asyncio.run(_load(path, cookie))


def start_server():
    env = {**os.environ, "PYTHONPATH": f"{ROOT / 'bench'}:{ROOT}"}
    bin_dir = Path(sys.executable).parent
    if args.profile:  # the Procfile's own web line; its access log goes nowhere here
        env.update(PATH=f"{bin_dir}:{env.get('PATH', '')}", PORT=str(args.port), BIND="127.0.0.1",
                   WEB_CONCURRENCY=str(args.workers))  # fmt: skip
        command = [str(bin_dir / "honcho"), "start", "-f", "Procfile", "web"]
    else:
        command = [str(bin_dir / "gunicorn"), "project.wsgi:application", "-w", str(args.workers),
                   "-b", f"127.0.0.1:{args.port}", "--log-level", "warning"]  # fmt: skip
    server = subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL if args.profile else None)
    for _ in range(100):
        try:
            urlopen(f"http://127.0.0.1:{args.port}/login", timeout=1).read()
            return server
        except OSError:
            time.sleep(0.2)
    server.terminate()
    raise SystemExit("gunicorn did not start")


def spread(values):
    return f"{min(values):.2f} / {statistics.median(values):.2f} / {max(values):.2f}"


def main():
    big = setup()
    if args.seed_only:
        return
    cookies = {"teacher": session_for("teacher@oakfield.example.com"), "staff": session_for("staff@example.com")}
    rows = pages(big)
    if args.only:
        wanted = set(args.only.split(";"))
        rows = [row for row in rows if row[1] in wanted]
    server = start_server()
    results = {name: [] for _, name, _, _ in rows}
    floors = []
    try:
        for path in [r[2] for r in rows]:  # every page answers 200 before anything is timed
            asyncio.run(_serial(path, cookies[next(r[3] for r in rows if r[2] == path)], 2))
        for round_ in range(args.rounds):
            for _, name, path, who in rows:
                # The floor beside each page, so a busier moment slows both sides alike.
                floor = measure("/bench/floor", cookies[who])
                page = measure(path, cookies[who])
                floors.append(floor)
                results[name].append((page[0] / floor[0], page[1]["rps"] / floor[1]["rps"], page, floor))
            print(f"round {round_ + 1} of {args.rounds} done", flush=True)
    finally:
        server.terminate()
        server.wait()
        SessionStore().delete(cookies["teacher"])
        SessionStore().delete(cookies["staff"])

    serial_floor = statistics.median(f[0] for f in floors)
    rps_floor = statistics.median(f[1]["rps"] for f in floors)
    served = "the Procfile's web line under honcho: gunicorn" if args.profile else "gunicorn"
    print(f"\n{connection.vendor}, {Account.objects.count()} accounts, {User.objects.count()} users, {served} "
          f"{args.workers} sync workers, {args.concurrency} clients x {args.seconds:.0f} s, "
          f"{args.rounds} rounds")  # fmt: skip
    print(f"floor: {serial_floor:.2f} ms a request alone, {rps_floor:.0f} req/s under load (medians)\n")
    print("| kind | page | CPU x floor (min / med / max) | req/s x floor (min / med / max) | req/s | p50 ms | p95 ms "
          "| p99 ms | errors |")  # fmt: skip
    print("|---|---|---|---|---:|---:|---:|---:|---:|")
    for kind, name, _, _ in rows:
        got = results[name]
        last = got[len(got) // 2][2][1]
        errors = sum(g[2][1]["errors"] for g in got)
        print(f"| {kind} | {name} | {spread([g[0] for g in got])} | {spread([g[1] for g in got])} | "
              f"{statistics.median(g[2][1]['rps'] for g in got):.0f} | {last['p50']:.0f} | {last['p95']:.0f} | "
              f"{last['p99']:.0f} | {errors} |")  # fmt: skip


main()
