"""Issue 33 in a real browser, the issue's "done when" as one journey: a teacher downloads pe
Year 1 Unit 1 for offline use and opens a class's recording page (kept on the device for the
day), the server goes away (every request the page or the service worker makes is refused:
offline mode alone would not stop the worker's own fetches), and the downloaded lesson still
teaches through its islands (the music player plays and seeks from the cache, the warm-up
steps, the dice, the roulette, the part slider, the adaptive levels), bookmarks say they need
a connection, the recording page opens from the device and keeps the taps made offline ("3
taps waiting to send"), and a page not downloaded says so plainly. Back online the taps are
recorded once; signing out leaves no signed-in page (lesson or recording page) in any cache.
A second journey downloads a dance unit for what pe Year 1 Unit 1 lacks: the video with its
lyrics in sync, and the forced ability choice, which needs a connection. Screenshots in
/tmp/shots/offline."""

import contextlib
import json
import re
import socket
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from apps.assessment.models import Judgement, Submission
from apps.assessment.tests.factories import make_class
from apps.content.models import DieSide, Part
from apps.content.tests.test_browser_classroom import part_links, pupil_view, sign_in
from tests.site.axe import AXE_JS, axe_violations, describe, serious

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

UNIT = "/pe/year/1/unit/1"
LESSON = f"{UNIT}/lesson/1"
NOT_DOWNLOADED = "/pe/year/2/unit/1"
DANCE_UNIT = "/dance/year/2/unit/1"
DANCE_LESSON = f"{DANCE_UNIT}/lesson/1"
SHOTS = Path("/tmp/shots/offline")
SIZES = {"1920": {"width": 1920, "height": 1080}, "1366": {"width": 1366, "height": 768}}
MEASURED = Path("/tmp/offline_measured.json")  # the note's numbers (docs/offline.md)

CACHED_ENTRIES = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    found[name] = await Promise.all((await cache.keys()).map(async (request) => {
      const response = await cache.match(request);
      const type = response.headers.get("Content-Type") || "";
      return { url: request.url, type, text: type.includes("html") ? await response.text() : "" };
    }));
  }
  return found;
}"""


@pytest.fixture
def cable(live_server):
    server = urlsplit(live_server.url)
    cable = Cable((server.hostname, server.port))
    yield cable
    cable.unplug()


@pytest.fixture
def teacher_page(browser, cable, personas):
    from apps.content.seed import seed_content

    seed_content()
    base_url = f"http://localhost:{cable.port}"
    context = browser.new_context(base_url=base_url, viewport=SIZES["1920"], bypass_csp=True)
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()


def _shots(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    for label, size in SIZES.items():
        page.set_viewport_size(size)
        page.wait_for_timeout(150)
        page.screenshot(path=SHOTS / f"{name}-{label}.png")
    page.set_viewport_size(SIZES["1920"])


def _clean(page, where):
    # axe goes in as a script of the page: no request routing in this test, since Chromium
    # bypasses the service worker for a page's requests while Playwright routes any.
    if not page.evaluate("() => Boolean(window.axe)"):
        page.add_script_tag(path=str(AXE_JS))
    found = serious(axe_violations(page))
    assert found == [], "\n".join(describe(where, found))


class Cable:
    """A TCP forwarder between the browser and the live server. Unplugged, every connection
    is refused: the page's and the service worker's own fetches alike. (Playwright's offline
    mode lets a worker's fetches through, and routing requests makes Chromium bypass the
    worker for the page's, so neither shows what a teacher in the hall would see.)"""

    def __init__(self, target):
        self.target, self.port, self.open = target, 0, []
        self.delay = 0.0  # seconds before each chunk the server sends: a slow school Wi-Fi
        self.lock = threading.Lock()
        self.plug()

    def plug(self):
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self.port, self.listener = listener.getsockname()[1], listener
        threading.Thread(target=self._accept, args=(listener,), daemon=True).start()

    def _accept(self, listener):
        while True:
            try:
                client, _ = listener.accept()
                upstream = socket.create_connection(self.target)
            except OSError:
                return
            with self.lock:
                self.open += [client, upstream]
            for a, b, slow in ((client, upstream, False), (upstream, client, True)):
                threading.Thread(target=self._pipe, args=(a, b, slow), daemon=True).start()

    def _pipe(self, a, b, slow):
        try:
            while data := a.recv(16384):
                if slow and self.delay:
                    time.sleep(self.delay)
                b.sendall(data)
        except OSError:
            pass
        finally:
            with contextlib.suppress(OSError):
                b.shutdown(socket.SHUT_WR)

    def unplug(self):
        with contextlib.suppress(OSError):
            self.listener.shutdown(socket.SHUT_RDWR)
        self.listener.close()
        with self.lock:
            found, self.open = self.open, []
        for sock in found:
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()


def _network(context, cable, up):
    if up:
        cable.plug()
    else:
        cable.unplug()


def _download(page, cable=None, shots=False):
    """Download the open unit page's unit; with `cable` and `shots`, slowly, photographed half way."""
    control = page.get_by_role("region", name="Teach without Wi-Fi")
    expect(control).to_be_visible()
    expect(control.get_by_role("status")).to_contain_text(re.compile(r"about \d+(\.\d)? (MB|KB)"))
    if shots:
        _clean(page, "unit page with the download control")
        _shots(page, "unit-download")
        cable.delay = 0.05  # a slow connection, so the progress can be seen (and photographed) half way
    control.get_by_role("button", name="Download for offline").click()
    progress = control.locator("progress")
    if shots:
        expect(progress).to_be_visible()
        expect(control.get_by_role("button", name="Downloading…")).to_be_disabled()
        expect(control.get_by_role("button", name="Remove from this device")).to_be_hidden()
        expect(control.locator("[data-offline-detail]")).to_contain_text(re.compile(r"\d+ of \d+ files"))
        _shots(page, "unit-downloading")
        cable.delay = 0.0
    expect(control.get_by_role("status")).to_contain_text("Downloaded on", timeout=60_000)
    expect(progress).to_be_hidden()
    unit = urlsplit(page.url).path
    record = page.evaluate(
        "async (unit) => (await (await caches.open('pe-unit:' + unit)).match('/offline/record' + unit)).json()", unit
    )
    assert record["failed"] == 0 and record["files"] > 10, record
    return record


def _recording_page(page, group):
    """The class's recording page, reached as a teacher does: the lesson's "Assess this lesson"."""
    page.get_by_role("link", name="Assess this lesson").click()
    page.get_by_role("link", name=group.name).click()
    expect(page.get_by_role("heading", name=f"Assess {group.name}")).to_be_visible()
    return urlsplit(page.url).path


def test_a_downloaded_unit_teaches_and_records_offline_and_sign_out_leaves_no_page(teacher_page, cable, personas):
    page, context = teacher_page, teacher_page.context
    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 1 Robins", 6, teachers=[teacher], year=1)
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, LESSON)  # the Teaching view, as in the hall: downloaded pages keep it
    parts = part_links(page)
    page.goto(UNIT)
    assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    record = _download(page, cable, shots=True)
    assert record["files"] > 50, record
    _clean(page, "unit page, downloaded")
    _shots(page, "unit-downloaded")
    MEASURED.write_text(json.dumps(record, indent=2))

    # The class's recording page, opened online before the lesson, is kept on the device.
    page.goto(LESSON)
    recording = _recording_page(page, group)
    kept = page.locator("[data-offline-kept-note]")
    expect(kept).to_have_text("Kept on this device until midnight, so this class can be recorded without Wi-Fi.")
    _clean(page, "recording page, kept for offline use")
    _shots(page, "recording-kept")
    children = page.locator(".assess-name").all_inner_texts()
    assert len(children) == 6, children

    _network(context, cable, up=False)
    assert page.evaluate("fetch('/real').then(() => 'reached', () => 'refused')") == "refused"
    # The lesson, from the cache, with its music: play, then seek (a range of the cached file).
    page.goto(LESSON)
    expect(page.locator("article.lesson")).to_have_attribute("data-view", "pupil")
    player = page.get_by_test_id("music-player")
    player.get_by_role("button", name=re.compile("^Play ")).click()
    expect(player.get_by_role("button", name=re.compile("^Pause "))).to_be_visible()
    audio = player.locator("audio").element_handle()
    page.wait_for_function("a => a.currentTime > 0.3 && !a.error", arg=audio)
    seeked = page.evaluate(
        """a => new Promise((done) => {
             const state = () => ({ at: a.currentTime, error: a.error && a.error.code });
             a.addEventListener("seeked", () => done(state()), { once: true });
             setTimeout(() => done({ ...state(), timeout: true }), 8000);
             a.currentTime = a.duration * 0.6;
           })""",
        audio,
    )
    duration = page.evaluate("a => a.duration", audio)
    assert seeked["error"] is None and abs(seeked["at"] - duration * 0.6) < 1.5, (seeked, duration)
    page.wait_for_function("([a, from]) => a.currentTime > from + 0.2", arg=[audio, seeked["at"]])
    player.get_by_role("button", name=re.compile("^Pause ")).click()

    # Bookmarks live on the server: the panel says so rather than showing an empty list.
    page.get_by_role("button", name="Bookmarks", exact=True).click()
    panel = page.get_by_role("dialog", name="Bookmarks")
    expect(panel.get_by_role("alert")).to_have_text(
        "Bookmarks need a connection: they open here again when this device is back online."
    )
    expect(panel.get_by_text("You don't currently have any bookmarks.")).to_have_count(0)
    _clean(page, "lesson offline, bookmarks open")
    _shots(page, "bookmarks-offline")
    page.keyboard.press("Escape")

    # The warm-up: its steps move on, and its dice roll with their pictures.
    page.goto(parts["warmup"])
    steps = page.get_by_role("region", name=re.compile("Warm-up|warm-up|Warm up"))
    first = steps.get_by_test_id("current-step").get_attribute("aria-label")
    steps.get_by_role("button", name=re.compile("^Next")).first.click()
    expect(steps.get_by_test_id("current-step")).not_to_have_attribute("aria-label", first)
    dice_button = page.get_by_role("button", name="Dice", exact=True)
    if dice_button.count():
        dice_button.click()
        dialog = page.get_by_role("dialog")
        die = dialog.get_by_role("button", name=re.compile("^Roll ")).first
        die.click()
        rolled = dialog.locator('[data-state="rolled"]').first
        expect(rolled).to_be_visible(timeout=5000)
        image = rolled.locator("img").first
        if image.count():
            assert page.evaluate("i => i.complete && i.naturalWidth > 0", image.element_handle())
        page.keyboard.press("Escape")

    # The game's roulette spins and lands on one of its named games, drawn from the cache.
    page.goto(parts["application"])
    page.get_by_role("button", name="Dice", exact=True).click()
    dialog = page.get_by_role("dialog", name="Dice")
    dialog.get_by_role("button", name="Spin Game Roulette").click()
    landed = dialog.get_by_role("button", name=re.compile(r"^Game Roulette: .+\. Spin again$"))
    expect(landed).to_be_visible(timeout=10_000)
    game = re.match(r"^Game Roulette: (.+)\. Spin again$", landed.get_attribute("aria-label")).group(1)
    assert game in set(DieSide.objects.filter(die__title="Game Roulette").values_list("title", flat=True)), game
    picture = landed.locator("img").first
    if picture.count():
        page.wait_for_function("i => i.complete && i.naturalWidth > 0", arg=picture.element_handle())
    _shots(page, "roulette-offline")
    page.keyboard.press("Escape")

    # A part with a slider: step through its pictures, each drawn from the cache. The server
    # renders the island's mount point; the slider itself appears once the island has loaded.
    slider = None
    for url in parts.values():
        page.goto(url)
        found = page.locator('[data-island="PartSlider"]')
        if found.count():
            slider = found.first.locator(".part-slider")
            expect(slider).to_be_visible()
            break
    assert slider is not None, parts
    shown = slider.locator('.part-slider__slide[aria-hidden="false"]')
    expect(shown).to_have_attribute("data-step", "0")
    slider.get_by_role("button", name=re.compile("^Next")).first.click()
    expect(shown).to_have_attribute("data-step", "1")
    # Every picture of the part's steps (the hidden slides' too) came out of the cache whole.
    page.wait_for_function(
        """s => { const all = [...s.querySelectorAll("img")];
                  return all.length > 0 && all.every((i) => i.complete && i.naturalWidth > 0); }""",
        arg=slider.element_handle(),
    )
    # The same part's adaptive levels: the teacher makes it trickier for a group.
    part = Part.objects.get(slug=urlsplit(page.url).path.rsplit("/", 1)[1])
    levels = page.get_by_role("region", name="Adaptive Teaching")
    levels.get_by_role("button", name="Trickier").click()
    expect(levels.get_by_role("button", name="Trickier")).to_have_attribute("aria-pressed", "true")
    expect(levels.locator(".levels__text")).to_have_text(part.trickier)
    levels.get_by_role("button", name="Trickiest").click()
    expect(levels.locator(".levels__text")).to_have_text(part.trickiest)

    # The class's recording page from the device, reached from the lesson as online (its
    # "Assess this lesson" page is not kept: the offline page lists the classes kept today).
    page.goto(LESSON)
    page.get_by_role("link", name="Assess this lesson").click()
    expect(page.get_by_role("heading", name="You are offline")).to_be_visible()
    kept_today = page.get_by_role("region", name="Classes to record, kept on this device today")
    expect(kept_today).to_contain_text("Lesson 1: Wobbly Walkers")
    kept_today.get_by_role("link", name=f"Assess {group.name}").click()
    expect(page).to_have_url(re.compile(re.escape(recording) + "$"))
    # Three taps and Save, kept until back online.
    expect(kept).to_contain_text("You are offline: this is the copy of this page kept on this device at")
    rows = page.locator("tbody tr")
    expect(rows).to_have_count(6)
    for n in range(3):
        rows.nth(n).locator(".assess-tap").first.click()
    page.get_by_role("button", name="Save").click()
    waiting = page.locator("[data-offline-waiting]")
    expect(waiting).to_contain_text("3 taps waiting to send")
    expect(page.locator(".assess-tap[data-pending]")).to_have_count(3)
    assert not Judgement.objects.exists() and not Submission.objects.exists()
    _clean(page, "recording page offline, taps waiting")
    _shots(page, "recording-offline-waiting")

    # A page not downloaded: said plainly, with what this device has.
    shell = page.goto(NOT_DOWNLOADED)
    assert shell.status == 503  # the address's page was not served: nothing takes the shell for it
    expect(page.get_by_role("heading", name="You are offline")).to_be_visible()
    expect(page.get_by_text("This page has not been downloaded for offline use")).to_be_visible()
    expect(page.locator("[data-offline-units]")).to_contain_text("Unit 1")
    _clean(page, "offline page")
    _shots(page, "offline-page")

    # Back online: the first page loaded sends what waited, once.
    _network(context, cable, up=True)
    page.get_by_role("button", name="Try again").click()
    expect(page.get_by_role("heading", name="You are offline")).to_have_count(0)
    expect(page).to_have_url(re.compile(re.escape(NOT_DOWNLOADED) + "$"))
    expect(page.get_by_text("Sent: 3 taps saved while offline.")).to_be_visible()
    _shots(page, "taps-sent")
    assert Submission.objects.count() == 1
    assert Judgement.objects.filter(observed=True).count() == 3
    page.goto(recording)  # nothing waits now, and the page shows what was recorded
    expect(page.locator("[data-offline-waiting]")).to_be_hidden()
    assert page.evaluate("window.peOfflineQueue.count()") == 0
    assert Submission.objects.count() == 1

    # Signing out on a shared device: no page of the teacher's, and nothing of a child, stays.
    kept_copies = [
        e for name, entries in page.evaluate(CACHED_ENTRIES).items() if name.startswith("pe-assess:") for e in entries
    ]
    assert [e["url"] for e in kept_copies] == [page.url] and children[0] in kept_copies[0]["text"]  # what goes
    page.goto(UNIT)
    with page.expect_navigation():
        page.locator('[data-link="signout"]:visible').first.click()
    expect(page.get_by_label("Username or email")).to_be_visible()
    cached = page.evaluate(CACHED_ENTRIES)
    assert not [name for name in cached if name.startswith(("pe-unit:", "pe-assess:"))], list(cached)
    names = [*children, group.name]
    for name, entries in cached.items():
        for entry in entries:
            assert "text/html" not in entry["type"] or entry["url"].endswith("/offline"), (name, entry["url"])
            assert not urlsplit(entry["url"]).path.startswith("/assessment"), (name, entry["url"])
            for text in [teacher.email, teacher.first_name, *names]:
                assert text not in entry["text"], (name, entry["url"], text)


def test_a_downloaded_dance_unit_plays_its_lyric_video_and_says_the_ability_needs_a_connection(teacher_page, cable):
    page, context = teacher_page, teacher_page.context
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, DANCE_LESSON)  # the unit asks for an ability first: Social
    expect(page.locator("[data-chosen-ability]")).to_have_text("Social")
    parts = part_links(page)
    page.goto(DANCE_UNIT)
    _download(page)

    _network(context, cable, up=False)
    assert page.evaluate("fetch('/real').then(() => 'reached', () => 'refused')") == "refused"
    # The song's video plays from the cache, and the highlighted lyric moves on with it.
    page.goto(parts["performance"])
    figure = page.locator("figure.video-player").first
    lyrics = figure.get_by_role("list", name="Lyrics")
    expect(lyrics).to_be_visible()
    current = lyrics.locator('[aria-current="true"]')
    figure.get_by_role("button", name="Play", exact=True).click()
    expect(figure.get_by_role("button", name="Pause", exact=True)).to_be_visible()
    expect(current).to_have_count(1)
    first = current.inner_text()
    expect(current).not_to_have_text(first, timeout=20_000)
    video = figure.locator("video").first.element_handle()
    page.wait_for_function("v => v.currentTime > 1 && !v.error", arg=video)
    _shots(page, "lyrics-offline")

    # The ability is the server's: offline the dialog says so, and which one the pages show.
    page.goto(DANCE_LESSON)
    expect(page.locator("[data-chosen-ability]")).to_have_text("Social")
    page.get_by_role("button", name="Change ability").click()
    dialog = page.locator("#ability-choice")
    other = dialog.locator('button[name="ability"]:not([aria-pressed="true"])').first
    other.click()
    expect(dialog.get_by_role("alert")).to_have_text(
        "Choosing an ability needs a connection, and this device is offline. The downloaded lessons show the "
        "ability chosen when they were downloaded: Social. Choose again when you are back online."
    )
    expect(page).to_have_url(re.compile(re.escape(DANCE_LESSON) + "$"))  # still the lesson, not an error page
    _clean(page, "ability choice offline")
    _shots(page, "ability-offline")

    # Planning / Teaching is a form the server answers: offline it says it was not saved.
    dialog.get_by_role("button", name="Close").click()
    page.get_by_role("button", name="Planning").click()
    expect(page.get_by_role("heading", name="You are offline")).to_be_visible()
    expect(page.get_by_text("What you sent needs a connection, so it was not saved.")).to_be_visible()
    expect(page.get_by_text("This page has not been downloaded for offline use")).to_be_hidden()
    expect(page.get_by_role("button", name="Try again")).to_be_hidden()
    _clean(page, "offline page after a form")
    _shots(page, "form-offline")
    page.get_by_role("button", name="Go back").click()
    expect(page.locator("article.lesson")).to_have_attribute("data-view", "pupil")
    page.get_by_role("button", name="Change ability").click()

    # Back online, the same choice is saved and the lesson shows it.
    _network(context, cable, up=True)
    chosen = other.inner_text().strip()
    with page.expect_navigation():
        other.click()
    expect(page.locator("[data-chosen-ability]")).to_have_text(chosen)


def test_a_kept_recording_page_is_never_shown_to_the_next_user_of_the_device(teacher_page, cable, personas):
    """A shared iPad: the teacher's session ends without the Sign Out form (it ran out, or the
    next person signs straight in), and another teacher is signed in on the device. Their first
    page deletes the kept recording page, so offline they get the offline page, not the class."""
    from django.conf import settings
    from django.test import Client

    page, context = teacher_page, teacher_page.context
    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 1 Wrens", 4, teachers=[teacher], year=1)
    sign_in(page, "teacher@oakfield.example.com")
    page.goto(LESSON)
    # The device's worker is installed (it precaches every island: seconds on a loaded machine)
    # before the class is opened, as on a device that has been used before.
    assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    recording = _recording_page(page, group)
    expect(page.locator("[data-offline-kept-note]")).to_contain_text("Kept on this device until midnight")
    assert any(name.startswith("pe-assess:") for name in page.evaluate("caches.keys()"))

    # The next user's session, set straight in the browser: no signed-out page in between.
    client = Client()
    client.force_login(personas["other_teacher"])
    context.clear_cookies()
    session = client.cookies[settings.SESSION_COOKIE_NAME].value
    context.add_cookies([{"name": settings.SESSION_COOKIE_NAME, "value": session, "domain": "localhost", "path": "/"}])
    page.goto(UNIT)
    expect(page.get_by_role("region", name="Teach without Wi-Fi")).to_be_visible()  # signed in, as the other teacher
    page.wait_for_function(
        "async () => !(await caches.keys()).some((name) => name.startsWith('pe-assess:'))"
    )  # what their first page does, unseen: waited on, not timed
    _download(page)  # the other teacher's own download, for a page to sign out from offline

    _network(context, cable, up=False)
    page.goto(recording)
    expect(page.get_by_role("heading", name="You are offline")).to_be_visible()
    expect(page.get_by_text("Year 1 Wrens")).to_have_count(0)
    expect(page.locator(".assess-name")).to_have_count(0)

    # Signing out in the hall: the server cannot hear it, and the page says so plainly.
    page.goto(UNIT)
    expect(page.get_by_role("region", name="Teach without Wi-Fi")).to_be_visible()
    page.locator('[data-link="signout"]:visible').first.click()
    expect(page.get_by_text("Signing out needs a connection: this device is still signed in.")).to_be_visible()
    expect(page.get_by_role("button", name="Go back")).to_be_visible()
    assert not [n for n in page.evaluate("caches.keys()") if n.startswith(("pe-unit:", "pe-assess:"))]
    _shots(page, "sign-out-offline")
