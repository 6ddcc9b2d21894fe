"""The lesson page against trivial Django views in the same run: a bare HttpResponse
(the floor of the whole middleware stack) and a page that renders only base.html (the
floor plus the shared chrome). Signed in as the Oakfield teacher, demo curriculum,
median of the repeats. Also prints the lesson page's query count. Goal: the lesson
page within 4x of the trivial view.

    .venv/bin/python bench/lesson_bench.py [--repeat 25]
"""

import argparse
import statistics
import sys
import time
import types

from _django import setup_django

parser = argparse.ArgumentParser()
parser.add_argument("--repeat", type=int, default=25)
args = parser.parse_args()

DB = setup_django("bench-lessons.sqlite3")

from django.conf import settings  # noqa: E402
from django.core.cache import cache  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.db import connection  # noqa: E402
from django.http import HttpResponse  # noqa: E402
from django.shortcuts import render  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import clear_url_caches, path  # noqa: E402

from apps.content.seed import seed_content  # noqa: E402
from apps.demo import seed as demo  # noqa: E402
from apps.users.models import User  # noqa: E402

LESSON = "/pe/year/3/unit/2/lesson/4"
PART = LESSON + "/warmup/p3u2-net-wall-l4-warmup"
UNIT = "/pe/year/3/unit/2"
BACKEND = "allauth.account.auth_backends.AuthenticationBackend"
TEACHER = None


def trivial(request):
    return HttpResponse("ok")


def trivial_page(request):
    return render(request, "base.html", {"title": "Trivial"})


def install_trivial_urls():
    import project.urls

    module = types.ModuleType("bench_lesson_urls")
    module.urlpatterns = [path("bench/trivial", trivial), path("bench/page", trivial_page)]
    module.urlpatterns += project.urls.urlpatterns
    sys.modules[module.__name__] = module
    settings.ROOT_URLCONF = module.__name__
    clear_url_caches()


def timed(client, url, cold=False):
    def once():
        response = client.get(url)
        assert response.status_code == 200, (url, response.status_code)
        return response.content

    once()
    times = []
    for _ in range(args.repeat):
        if cold:
            cache.clear()  # the content cache: this request loads the lesson from the database
        start = time.perf_counter()
        once()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def paired(client, url, reference):
    """Median of per-round ratios, each round timing the reference then the page, so a
    busy shared machine slows both sides of a ratio alike."""

    def once(u):
        start = time.perf_counter()
        response = client.get(u)
        assert response.status_code == 200, (u, response.status_code)
        return time.perf_counter() - start

    once(url), once(reference)
    return statistics.median(once(url) / once(reference) for _ in range(args.repeat))


def queries(client, url):
    with CaptureQueriesContext(connection) as ctx:
        client.get(url)
    return len(ctx)


def main():
    call_command("migrate", verbosity=0)
    demo.seed_personas()
    seed_content()
    install_trivial_urls()
    global TEACHER
    TEACHER = User.objects.get(email="teacher@oakfield.example.com")
    client = Client()
    client.force_login(TEACHER, backend=BACKEND)
    floor = timed(client, "/bench/trivial")
    chrome = timed(client, "/bench/page")
    rows = [("lesson page", LESSON), ("part page (warm-up)", PART), ("unit page", UNIT)]
    print(f"trivial view (HttpResponse): {floor:.2f} ms; base.html page: {chrome:.2f} ms")
    print(f"{'page':<22}{'ms':>8}{'x trivial':>11}{'x base.html':>13}{'queries':>9}")
    for name, url in rows:
        ms = timed(client, url)
        x_floor, x_chrome = paired(client, url, "/bench/trivial"), paired(client, url, "/bench/page")
        print(f"{name:<22}{ms:>8.2f}{x_floor:>11.2f}{x_chrome:>13.2f}{queries(client, url):>9}")
    lesson = paired(client, LESSON, "/bench/trivial")
    ms = timed(client, LESSON, cold=True)
    cache.clear()
    print(f"{'lesson page, cold':<22}{ms:>8.2f}{ms / floor:>11.2f}{ms / chrome:>13.2f}{queries(client, LESSON):>9}")
    print("(x columns: median of paired per-round ratios; the cold row: ratio of medians)")
    print(f"lesson page goal (within 4x of the trivial view): {'met' if lesson <= 4 else 'NOT met'} ({lesson:.2f}x)")


main()
