"""Classroom islands in Debian's Chromium against an in-process server with the demo
curriculum: the JavaScript a lesson page loads (gzipped, per chunk, and which islands each
page pulls in), and how soon a dice roll and a bookmark toggle change the screen after the
click (click → attribute/text change → next frame). Each response time is also given as a
ratio to a reference measured in the same page and run: a bare <button> whose click handler
changes its own text (the least a click can cost on this machine).

    .venv/bin/python bench/islands_bench.py [--repeat 9]

Needs a fresh `npx vite build` (reads static/dist like production)."""

import argparse
import gzip
import statistics
from pathlib import Path
from urllib.parse import urlparse

from _django import setup_django

parser = argparse.ArgumentParser()
parser.add_argument("--repeat", type=int, default=9)
args = parser.parse_args()

DB = setup_django("bench-islands.sqlite3", async_unsafe=True)

from django.contrib.staticfiles.handlers import StaticFilesHandler  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.test.testcases import LiveServerThread  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from apps.content.seed import seed_content  # noqa: E402
from apps.demo import seed as demo  # noqa: E402

LESSON = "/pe/year/3/unit/1/lesson/1"
REVIEW = f"{LESSON}/review/p3u1-invasion-l1-review"
WARMUP = f"{LESSON}/warmup/p3u1-invasion-l1-warmup"
BOOKMARKABLE = LESSON  # lesson pages are bookmarkable
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]

# Resolves with ms from the click to the first frame after `el` changed as `changed` says.
CLICK_TO_FRAME = """async ([selector, kind]) => {
  const el = document.querySelector(selector);
  return await new Promise((resolve) => {
    let t0 = 0;
    const done = () => { observer.disconnect(); requestAnimationFrame(() => resolve(performance.now() - t0)); };
    const observer = new MutationObserver(done);
    observer.observe(el, kind === "state"
      ? { attributes: true, attributeFilter: ["data-state"] }
      : { childList: true, characterData: true, subtree: true });
    t0 = performance.now();
    el.click();
  });
}"""
REFERENCE_BUTTON = """() => {
  const b = document.createElement("button");
  b.id = "bench-reference"; b.textContent = "Off";
  b.addEventListener("click", () => { b.textContent = b.textContent === "Off" ? "On" : "Off"; });
  document.body.append(b);
}"""


def setup():
    call_command("migrate", verbosity=0)
    demo.seed_personas()
    seed_content()


def start_server():
    server = LiveServerThread("localhost", StaticFilesHandler, port=0)
    server.daemon = True
    server.start()
    server.is_ready.wait()
    if server.error:
        raise server.error
    return f"http://localhost:{server.port}"


def median_ms(values):
    return statistics.median(values)


def reference(page):
    page.evaluate(REFERENCE_BUTTON)
    return [page.evaluate(CLICK_TO_FRAME, ["#bench-reference", "text"]) for _ in range(args.repeat)]


def scripts_of(page, path):
    loaded = []
    page.on("response", lambda r: loaded.append(r) if r.request.resource_type == "script" else None)
    page.goto(path)
    page.wait_for_load_state("networkidle")
    chunks = {}
    for response in loaded:
        body = response.body()
        chunks[Path(urlparse(response.url).path).name] = (len(body), len(gzip.compress(body, 9)))
    page.remove_listener("response", lambda r: None)
    return chunks


def main():
    setup()
    base = start_server()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS, headless=True)
        context = browser.new_context(base_url=base, viewport={"width": 1280, "height": 900})
        page = context.new_page()
        page.goto("/login")
        page.get_by_label("Username or email").fill("teacher@oakfield.example.com")
        page.get_by_label("Password").fill("Password1!")
        page.get_by_role("button", name="Sign in").click()
        page.wait_for_url(f"{base}/")

        print("JavaScript per page (bytes; gzip -9 of what the browser received):")
        for path in ("/", LESSON, WARMUP, REVIEW):
            fresh = context.new_page()
            chunks = scripts_of(fresh, path)
            raw = sum(r for r, _ in chunks.values())
            gz = sum(g for _, g in chunks.values())
            islands = sorted(n.split("-")[0] for n in chunks if n[0].isupper())
            print(f"  {path}: {len(chunks)} files, {raw / 1024:.1f} KiB raw, {gz / 1024:.1f} KiB gzipped")
            print(f"    island chunks: {', '.join(islands)}")
            fresh.close()

        page.goto(REVIEW)
        page.get_by_role("button", name="Dice", exact=True).click()
        ref = reference(page)
        die = 'button.die[aria-label*="Fitness"]'
        rolls = []
        for _ in range(args.repeat):
            rolls.append(page.evaluate(CLICK_TO_FRAME, [die, "state"]))
            page.wait_for_selector(f'{die}[data-state="rolled"]')
        page.goto(BOOKMARKABLE)
        page.get_by_role("button", name="Bookmarks").click()
        page.wait_for_selector(".bookmarks__list[aria-busy=false]")
        ref += reference(page)
        toggles = []
        for _ in range(args.repeat):
            toggles.append(page.evaluate(CLICK_TO_FRAME, [".bookmarks__add", "text"]))
            page.wait_for_selector(".bookmarks__add[aria-busy=false]")
        browser.close()

    r = median_ms(ref)
    print(f"Click to visible change (median of {args.repeat}; budget 100 ms):")
    print(f"  reference bare button: {r:.1f} ms")
    for name, values in (("dice roll (idle→rolling)", rolls), ("bookmark toggle", toggles)):
        m = median_ms(values)
        print(f"  {name}: {m:.1f} ms (max {max(values):.1f} ms), {m / r:.2f}x the reference")


if __name__ == "__main__":
    main()
