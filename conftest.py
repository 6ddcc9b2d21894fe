"""Shared fixtures: one per role of spec §6 (from the demo personas, so tests and
the demo agree), a Playwright page on Debian's Chromium, and a fast test set-up."""

import os
import shutil

import pytest

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PASSWORD = "Password1!"


# pytest-xdist runs the suite in parallel processes ("gw0", "gw1", ...). Each gets its own
# test database from pytest-django; what they would otherwise share is made per-process
# here: cache keys (Redis in CI), the Celery queue, MEDIA_ROOT. Live servers listen on a
# port the system picks, so they never collide.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "main")
RUN = os.environ.get("PYTEST_XDIST_TESTRUNUID", "")[:8] or str(os.getpid())


def pytest_configure(config):
    import tempfile

    from django.conf import settings

    # Hashing is the slowest thing in a test that creates users; production keeps PBKDF2.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    # The MIS partner: nothing listens here (tests that sync start the fake, apps/sync/tests).
    settings.WONDE_BASE_URL, settings.WONDE_BACKOFF = "http://127.0.0.1:9/v1.0", 0.01
    # Before the first cache use: cache.clear() then deletes only this process's keys.
    settings.CACHES["default"]["KEY_PREFIX"] = f"test-{RUN}-{WORKER}"
    settings.MEDIA_ROOT = config._test_media = tempfile.mkdtemp(prefix=f"media-{WORKER}-")
    _sqlite_file_for_tests(settings, config._test_media)
    _flush_waits_out_a_deadlock()
    # Test-only: requests a test chooses are held back (the `slowdown` fixture); inert otherwise.
    settings.MIDDLEWARE = [*settings.MIDDLEWARE, "tests.slowdown.SlowdownMiddleware"]
    _force_login_passes_mfa()
    from project.celery import app

    # Tasks run in the test process; tests about the worker start a real one, on a queue
    # of this process's own.
    app.conf.task_always_eager = True
    app.conf.task_default_queue = f"test-{RUN}-{WORKER}"
    app.conf.task_routes = None  # every kind of task on this one queue (production splits them)


def _sqlite_file_for_tests(settings, folder):
    """On SQLite (make test without DATABASE_URL) the test database is a file, not memory:
    an in-memory database gives the live server's request threads one shared connection,
    and the parallel requests of a unit download broke it ("bad parameter or other API
    misuse"). A file gives each thread its own; WAL and immediate transactions let them
    wait for each other instead of failing. In memory (tmpfs) where there is one."""
    database = settings.DATABASES["default"]
    if not database["ENGINE"].endswith("sqlite3"):
        return
    import tempfile

    shm = "/dev/shm"  # noqa: S108 - only as the parent of a private directory mkdtemp makes
    where = tempfile.mkdtemp(prefix="sqlite-", dir=shm) if os.access(shm, os.W_OK) else folder
    settings.TEST_SQLITE_DIR = where
    database.setdefault("TEST", {})["NAME"] = os.path.join(where, "test.sqlite3")
    database.setdefault("OPTIONS", {}).update({
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=OFF;",
    })  # fmt: skip


def _flush_waits_out_a_deadlock():
    """A transactional test's flush (TRUNCATE of every table) can meet a request the browser
    sent just before the test ended, still running in the live server: PostgreSQL then
    reports a deadlock and aborts the flush. The request finishes in a moment, so the flush
    is tried again (seen once in a full run, after the evidence browser test)."""
    import time

    from django.core.management.base import CommandError
    from django.core.management.commands import flush
    from django.db import DatabaseError

    handle = flush.Command.handle

    def retrying(self, **options):
        from tests import seed_snapshot

        for attempt in range(1, 6):
            try:
                if seed_snapshot.active() and options.get("database", "default") == "default":
                    seed_snapshot.restore()  # the seed put back, not an empty database
                    return None
                return handle(self, **options)
            except (CommandError, DatabaseError) as error:
                if attempt == 5 or "deadlock" not in f"{error} {error.__cause__}".lower():
                    raise
                time.sleep(0.2 * attempt)

    flush.Command.handle = retrying


def _force_login_passes_mfa():
    """Staff with admin rights and super staff must pass a second factor (issue 23). A test
    client's force_login signs in as if with the password and the code: allauth's records
    of both steps in the session, as /login and /login/code write them. The second factor's
    own tests sign in through those pages, or set `client.skip_mfa = True` first."""
    from django.http import HttpRequest
    from django.test.client import ClientMixin

    signed_in = ClientMixin._login

    def _login(self, user, backend=None):
        signed_in(self, user, backend)
        if getattr(self, "skip_mfa", False):
            return
        from allauth.account.internal.flows.login import record_authentication

        request = HttpRequest()
        request.session = self.session
        record_authentication(request, user, "password")
        record_authentication(request, user, "mfa", type="totp")
        request.session.save()

    ClientMixin._login = _login


def pytest_unconfigure(config):
    from django.conf import settings
    from django.core.cache import cache

    shutil.rmtree(config._test_media, ignore_errors=True)
    if getattr(settings, "TEST_SQLITE_DIR", None):
        shutil.rmtree(settings.TEST_SQLITE_DIR, ignore_errors=True)
    cache.clear()
    if settings.REDIS_URL:  # the queue's bindings, left in Redis by a worker test
        import redis

        client = redis.Redis.from_url(settings.REDIS_URL)
        for key in client.scan_iter(match=f"_kombu.binding*.test-{RUN}-{WORKER}"):
            client.delete(key)


@pytest.fixture(autouse=True)
def _clean_cache():
    """Rate limits and cached pages live in the cache (Redis in CI): start each test clean."""
    from django.core.cache import cache

    cache.clear()
    yield


# The demo personas and the curriculum are seeded once into each worker's test database,
# not per test (issue 34): 1,884 tests use the personas (about a second each to seed) and
# 282 the curriculum (1.6 s each; seed_content() finds it there in 0.09 s). A test inside
# a transaction rolls its changes back; a transactional test (live server) flushes the
# database after itself, and both are seeded again, committed, before the next test that
# asks for either: a test that asks for the personas always finds the curriculum too,
# whatever ran before it on its worker.
_SEEDED = {"ready": False, "flushed": False}
CONTENT_FIXTURES = {"content", "lesson", "year6"}


def _seed(blocker):
    from apps.content.seed import seed_content
    from apps.demo import seed as demo

    with blocker.unblock():
        demo.seed_personas()
        seed_content()
    _SEEDED["flushed"] = False


def _transactional(item):
    marker = item.get_closest_marker("django_db")
    names = getattr(item, "fixturenames", ())
    return (
        "transactional_db" in names
        or "live_server" in names
        or bool(marker and (marker.kwargs.get("transaction") or marker.kwargs.get("reset_sequences")))
    )


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    from tests import seed_snapshot

    _seed(django_db_blocker)
    with django_db_blocker.unblock():
        seed_snapshot.take()  # PostgreSQL: a flush puts this back instead (tests/seed_snapshot.py)
    _SEEDED["ready"] = True


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item):
    # Before the test's fixtures open its transaction, so that the seed is committed.
    wanted = {"personas", *CONTENT_FIXTURES} & set(getattr(item, "fixturenames", ()))
    if _SEEDED["ready"] and _SEEDED["flushed"] and wanted:
        from pytest_django.plugin import blocking_manager_key

        _seed(item.config.stash[blocking_manager_key])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    yield
    from tests import seed_snapshot

    if _transactional(item) and not seed_snapshot.active():
        _SEEDED["flushed"] = True


def put_back_the_seed():
    """After a module fixture committed rows of its own: the seeded test database again,
    as after a transactional test (the snapshot on PostgreSQL, a flush elsewhere)."""
    from django.core.management import call_command

    call_command("flush", interactive=False, verbosity=0)  # the snapshot's restore where active
    from tests import seed_snapshot

    if not seed_snapshot.active():
        _SEEDED["flushed"] = True


@pytest.fixture
def personas(db):
    """Every demo persona, by role name."""
    from apps.users.models import User

    if not User.objects.filter(email="super@example.com").exists():  # flushed, and asked for late
        from apps.demo import seed as demo

        demo.seed_personas()
    by_email = {u.email: u for u in User.objects.select_related("account")}
    return {
        "super_staff": by_email["super@example.com"],
        "staff_admin": by_email["staff@example.com"],
        "staff_viewer": by_email["viewer@example.com"],
        "school_admin": by_email["admin@oakfield.example.com"],
        "teacher": by_email["teacher@oakfield.example.com"],
        "pe_lead": by_email["lead@oakfield.example.com"],
        "temp_user": by_email["temp@oakfield.example.com"],
        "other_teacher": by_email["year5@oakfield.example.com"],  # a teacher of another class
        "bursts_lead": by_email["bursts.lead@oakfield.example.com"],
        "invited_user": by_email["invited@oakfield.example.com"],
        "trial_admin": by_email["admin@birchwood.example.com"],
        "bursts_user": by_email["bursts@cedar.example.com"],
        "frozen_user": by_email["admin@frozen.example.com"],
        "expired_user": by_email["admin@expired.example.com"],
        "home_user": User.objects.get(username="oakfield-home1"),
        # Issue 31: parents on the web (apps/demo/parents.py); linked to children by each test.
        "parent": by_email["jordan.parent@example.net"],
        "other_parent": by_email["casey.parent@example.net"],
        # Issue 32: a receiving secondary's PE contact (apps/demo/passport.py).
        "receiver": by_email["pe@northgate-secondary.example.com"],
    }


@pytest.fixture
def support(db):
    """The demo help pages (apps/demo/support.py): the folder the personas see."""
    from apps.demo.support import seed_support

    seed_support()


@pytest.fixture
def micro_learns(db):
    """The demo micro learns (apps/demo/learning.py)."""
    from apps.demo.learning import seed_learning

    seed_learning()


def _persona_fixture(name):
    @pytest.fixture(name=name)
    def fixture(personas):
        return personas[name]

    return fixture


for _name in (
    "super_staff", "staff_admin", "staff_viewer", "school_admin", "teacher", "pe_lead", "temp_user",
    "other_teacher", "bursts_lead", "invited_user", "trial_admin", "bursts_user", "frozen_user", "expired_user",
    "home_user",
):  # fmt: skip
    globals()[_name] = _persona_fixture(_name)


@pytest.fixture
def hazel_admin(personas):
    """The admin of Hazelwood Primary (apps/demo/myaccount.py): a full member not synced
    from an MIS, so its admin invites by email."""
    from apps.demo.myaccount import seed_myaccount
    from apps.users.models import User

    seed_myaccount()
    return User.objects.select_related("account").get(email="admin@hazelwood.example.com")


@pytest.fixture
def other_school_user(db):
    """A user of a school that is not Oakfield, for "no other school's data" checks."""
    from apps.users.tests.factories import UserFactory

    return UserFactory(email="someone@elsewhere.example.com")


@pytest.fixture
def signed_in(client):
    """signed_in(user) -> the test client signed in as that user."""

    def sign_in(user):
        client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
        return client

    return sign_in


# Browser tests ---------------------------------------------------------------------


@pytest.fixture(scope="session")
def browser():
    if not (os.path.exists(CHROMIUM) or shutil.which("chromium")):
        pytest.skip("Debian's chromium is not installed (make test installs it)")
    from playwright.sync_api import expect, sync_playwright

    # Assertions wait as long as actions do (the page fixture's 10 s): on a loaded 2-core
    # machine a save and its refreshed list took longer than expect's own 5 s default.
    expect.set_options(timeout=10_000)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1280, "height": 900})
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def slowdown():
    """slowdown(match, delays) holds back the requests `match(request)` picks for the given
    seconds in turn (tests/slowdown.py); .seen lists them. Disarmed after the test."""
    from tests.slowdown import SLOWDOWN

    def arm(match, delays):
        SLOWDOWN.arm(match, delays)
        return SLOWDOWN

    yield arm
    SLOWDOWN.disarm()


@pytest.fixture
def browser_login(page, live_server):
    """browser_login(identifier) starts the page signed in, on next_path (or where a sign-in
    lands): the session a sign-in through the form makes, second factor included,
    given to the browser as its cookie (about half a second less per test than the form).
    The sign-in tests override this fixture with the real form (apps/signin/tests), and
    any other password goes through the form too."""

    def login(identifier, password=PASSWORD, next_path=""):
        if password != PASSWORD:
            return sign_in_through_form(page, identifier, password, next_path)
        return sign_in_with_session(page, live_server.url, identifier, next_path)

    return login


def session_cookie(identifier, site_url):
    """(user, cookie): the session cookie a sign-in of identifier (email or username) makes
    at the site at site_url, second factor included (force_login, above), for a browser
    context's add_cookies."""
    from urllib.parse import urlparse

    from django.conf import settings
    from django.test import Client

    from apps.users.models import User

    user = User.objects.get(**{"email" if "@" in identifier else "username": identifier})
    client = Client()
    client.force_login(user, backend="allauth.account.auth_backends.AuthenticationBackend")
    cookie = {"name": settings.SESSION_COOKIE_NAME, "value": client.cookies[settings.SESSION_COOKIE_NAME].value,
              "domain": urlparse(site_url).hostname, "path": "/", "httpOnly": True, "secure": False,
              "sameSite": "Lax"}  # fmt: skip
    return user, cookie


def sign_in_with_session(page, site_url, identifier, next_path=""):
    """The page's context gets the session of a signed-in identifier, then opens next_path
    or the page the form's sign-in lands on."""
    from apps.access.entitlements import user_access

    user, cookie = session_cookie(identifier, site_url)
    page.context.add_cookies([cookie])
    page.goto(next_path or user_access(user).dashboard_path)
    return page


def sign_in_through_form(page, identifier, password=PASSWORD, next_path=""):
    """Signs in on any page (a test's own viewport) through the real /login form and, for
    staff, the second step."""
    page.goto("/login" + (f"?next={next_path}" if next_path else ""))
    page.get_by_label("Username or email").fill(identifier)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_load_state("domcontentloaded")
    enter_demo_code(page)
    return page


def enter_demo_code(page):
    """The demo staff personas' second step (issue 23): the code of the demo's authenticator
    app (apps/demo/mfa.py), as a person reads it off their phone. Nothing when not asked."""
    if page.url.split("?")[0].endswith("/login/code"):
        from apps.demo.mfa import demo_totp_code

        for step in (0, 1):  # a code is good once: a second sign-in in the same 30 s takes the next
            page.get_by_label("Authentication code").fill(demo_totp_code(step=step))
            page.get_by_role("button", name="Continue").click()
            page.wait_for_load_state("domcontentloaded")
            if not page.url.split("?")[0].endswith("/login/code"):
                break
