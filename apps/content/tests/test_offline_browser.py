"""Issue 33 in a real browser: a teacher downloads pe Year 1 Unit 1 for offline use, the
server goes away (every request the page or the service worker makes is refused: offline
mode alone would not stop the worker's own fetches), and the downloaded lessons still teach
through their islands (the music player plays and seeks from the cache, the warm-up steps,
the dice, the part slider) while a page not downloaded says so plainly. Back online, signing
out leaves no signed-in page in the device's caches. Screenshots in /tmp/shots/offline."""

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

from apps.content.tests.test_browser_classroom import part_links, pupil_view, sign_in
from tests.site.axe import AXE_JS, axe_violations, describe, serious

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

UNIT = "/pe/year/1/unit/1"
LESSON = f"{UNIT}/lesson/1"
NOT_DOWNLOADED = "/pe/year/2/unit/1"
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


def test_a_downloaded_unit_teaches_offline_and_sign_out_leaves_no_page(teacher_page, cable, personas):
    page, context = teacher_page, teacher_page.context
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, LESSON)  # the Teaching view, as in the hall: downloaded pages keep it
    parts = part_links(page)
    page.goto(UNIT)
    assert page.evaluate("navigator.serviceWorker.ready.then((r) => Boolean(r.active))")
    control = page.get_by_role("region", name="Teach without Wi-Fi")
    expect(control).to_be_visible()
    expect(control.get_by_role("status")).to_contain_text(re.compile(r"about \d+(\.\d)? (MB|KB)"))
    _clean(page, "unit page with the download control")
    _shots(page, "unit-download")

    # A slow connection, so the progress can be seen (and photographed) half way.
    cable.delay = 0.05
    control.get_by_role("button", name="Download for offline").click()
    progress = control.locator("progress")
    expect(progress).to_be_visible()
    expect(control.get_by_role("button", name="Downloading…")).to_be_disabled()
    expect(control.get_by_role("button", name="Remove from this device")).to_be_hidden()
    expect(control.locator("[data-offline-detail]")).to_contain_text(re.compile(r"\d+ of \d+ files"))
    _shots(page, "unit-downloading")
    cable.delay = 0.0
    expect(control.get_by_role("status")).to_contain_text("Downloaded on", timeout=60_000)
    expect(progress).to_be_hidden()
    _clean(page, "unit page, downloaded")
    _shots(page, "unit-downloaded")
    record = page.evaluate(
        "async () => (await (await caches.open('pe-unit:/pe/year/1/unit/1'))"
        ".match('/offline/record/pe/year/1/unit/1')).json()"
    )
    assert record["failed"] == 0 and record["files"] > 50, record
    MEASURED.write_text(json.dumps(record, indent=2))

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

    # A page not downloaded: said plainly, with what this device has.
    page.goto(NOT_DOWNLOADED)
    expect(page.get_by_role("heading", name="You are offline")).to_be_visible()
    expect(page.get_by_text("This page has not been downloaded for offline use")).to_be_visible()
    expect(page.locator("[data-offline-units]")).to_contain_text("Unit 1")
    _clean(page, "offline page")
    _shots(page, "offline-page")

    _network(context, cable, up=True)
    page.get_by_role("button", name="Try again").click()
    expect(page.get_by_role("heading", name="You are offline")).to_have_count(0)
    expect(page).to_have_url(re.compile(re.escape(NOT_DOWNLOADED) + "$"))

    # Signing out on a shared device: no page of the teacher's stays on it.
    page.goto(UNIT)
    with page.expect_navigation():
        page.locator('[data-link="signout"]:visible').first.click()
    expect(page.get_by_label("Username or email")).to_be_visible()
    cached = page.evaluate(CACHED_ENTRIES)
    assert not [name for name in cached if name.startswith("pe-unit:")], list(cached)
    teacher = personas["teacher"]
    for name, entries in cached.items():
        for entry in entries:
            assert "text/html" not in entry["type"] or entry["url"].endswith("/offline"), (name, entry["url"])
            assert teacher.email not in entry["text"] and teacher.first_name not in entry["text"], (name, entry["url"])
