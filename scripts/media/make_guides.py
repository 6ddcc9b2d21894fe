"""Makes the narrated guides into apps/content/static/content/media/guides/ (committed):
one <key>.webm and its <key>.vtt captions per guide of scripts/media/guides_text.py
(welcome, each product, bursts, learning, users, training).

For each slide it signs in to the demo site as the slide's persona, opens the page at
1920x1080 with Playwright (Debian's /usr/bin/chromium), outlines the part it talks about
and writes the caption on it; espeak-ng says each sentence; the captions are the same
sentences at the times they are said; ffmpeg makes a small VP9/Opus file (960x540, 2 fps).

Without --base it makes its own demo site: a fresh SQLite database under a temporary
folder, migrate, seed_demo and runserver on a free port, stopped at the end.
Needs Debian's espeak-ng, ffmpeg and fonts-dejavu-core (and the dev requirements'
Playwright), only to make the files. Run:
    .venv/bin/python scripts/media/make_guides.py [--base http://127.0.0.1:8105] [key ...]"""

import argparse
import contextlib
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1].parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

from guides_text import GUIDES  # noqa: E402

OUT = ROOT / "apps/content/static/content/media/guides"
PASSWORD = "Password1!"  # the demo personas' (README)
SIZE = {"width": 1920, "height": 1080}
RATE = 22050  # espeak-ng's wav rate
GAP, SLIDE_GAP = 0.35, 0.9  # seconds of silence after a sentence, and after a slide

# The outline and the caption drawn on the page before its picture.
HIGHLIGHT = """([selector, caption]) => {
  const target = document.querySelector(selector);
  if (!target) return false;
  target.scrollIntoView({block: target.offsetHeight > innerHeight * 0.7 ? "start" : "center"});
  const box = target.getBoundingClientRect();
  const ring = document.createElement("div");
  Object.assign(ring.style, {position: "fixed", left: box.left - 10 + "px", top: box.top - 10 + "px",
    width: box.width + 20 + "px", height: box.height + 20 + "px", border: "8px solid #f59e0b",
    borderRadius: "14px", boxShadow: "0 0 0 4000px rgba(15, 23, 42, 0.45)", zIndex: 99998,
    pointerEvents: "none"});
  const bar = document.createElement("div");
  bar.textContent = caption;
  // The caption goes at the top, leaving the bottom to the video's captions and controls,
  // unless the part described is up there.
  const place = box.top < 160 ? {bottom: "0"} : {top: "0"};
  Object.assign(bar.style, {position: "fixed", left: "0", right: "0", ...place, padding: "28px 48px",
    background: "#0f172a", color: "#fff", font: "bold 52px DejaVu Sans, sans-serif", zIndex: 99999,
    textAlign: "center"});
  // An open modal dialog is in the top layer, above anything else: draw inside it.
  (target.closest("dialog[open]") || document.body).append(ring, bar);
  // A video on the page shows as an empty player: a guide never pictures a guide.
  for (const video of document.querySelectorAll("video")) {
    video.removeAttribute("src");
    video.removeAttribute("poster");
    video.load();
  }
  return true;
}"""


def run(*args, **kwargs):
    """Runs espeak-ng, ffmpeg or manage.py with our own arguments."""
    return subprocess.run([str(a) for a in args], check=True, capture_output=True, **kwargs)  # noqa: S603


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def demo_site(tmp):
    """A demo site of its own: fresh database, the demo seed, runserver; stopped after."""
    env = {**os.environ, "DJANGO_DEBUG": "1", "DATABASE_URL": f"sqlite:///{tmp}/guides.sqlite3"}
    manage = [sys.executable, str(ROOT / "manage.py")]
    run(*manage, "migrate", "-v0", env=env)
    run(*manage, "seed_demo", env=env)
    port = free_port()
    server = subprocess.Popen([*manage, "runserver", f"127.0.0.1:{port}", "--noreload"], env=env,  # noqa: S603
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(100):
            with contextlib.suppress(OSError):
                urllib.request.urlopen(base + "/login", timeout=2)  # noqa: S310 (our own server)
                break
            time.sleep(0.3)
        yield base
    finally:
        server.terminate()
        server.wait(10)


def sign_in(page, base, persona):
    page.context.clear_cookies()
    page.goto(base + "/login")
    page.get_by_label("Username or email").fill(persona)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_load_state("domcontentloaded")
    if page.url.split("?")[0].endswith("/login/code"):  # staff's second step: the demo's authenticator
        sys.path.insert(0, str(ROOT))
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "project.settings")
        os.environ["DJANGO_DEBUG"] = "1"
        import django

        django.setup()
        from apps.demo.mfa import demo_totp_code

        page.get_by_label("Authentication code").fill(demo_totp_code())
        page.get_by_role("button", name="Continue").click()
        page.wait_for_load_state("domcontentloaded")


def picture(page, base, slide, path):
    first, *clicks = [s.strip() for s in slide["path"].split(">>")]
    page.goto(base + first)
    for selector in clicks:
        page.locator(selector).first.click()
        page.wait_for_load_state("domcontentloaded")
    page.wait_for_load_state("networkidle")
    if slide["open"]:
        page.locator(slide["open"]).first.click()
    page.add_style_tag(content="*{animation:none!important;transition:none!important} .toasts{display:none!important}")
    if not page.evaluate(HIGHLIGHT, [slide["target"], slide["caption"]]):
        raise SystemExit(f"{page.url}: nothing matches {slide['target']!r} ({slide['caption']})")
    page.wait_for_timeout(150)
    page.screenshot(path=path)


def speak(text, path):
    run("espeak-ng", "-v", "en-gb", "-s", 155, "-p", 45, "-w", path, text)
    with wave.open(str(path)) as w:
        return w.readframes(w.getnframes()), w.getnframes() / w.getframerate()


def stamp(seconds):
    ms = round(seconds * 1000)
    return f"{ms // 3_600_000:02d}:{ms // 60_000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}"


def make_guide(page, base, key, guide, tmp):
    """The slides' pictures, the voice, the captions and the video of one guide."""
    persona = None
    audio, cues, durations, clock = bytearray(), [], [], 0.0
    silence = lambda seconds: b"\0\0" * round(seconds * RATE)  # noqa: E731 (16-bit mono)
    for n, slide in enumerate(guide["slides"]):
        if (slide["persona"] or guide["persona"]) != persona:
            persona = slide["persona"] or guide["persona"]
            sign_in(page, base, persona)
        picture(page, base, slide, tmp / f"{key}-{n}.png")
        start = clock
        for i, line in enumerate(slide["lines"]):
            frames, seconds = speak(line, tmp / f"{key}-{n}-{i}.wav")
            cues.append((clock, clock + seconds, line))
            pause = SLIDE_GAP if i == len(slide["lines"]) - 1 else GAP
            audio += frames + silence(pause)
            clock += seconds + pause
        durations.append(clock - start)
    with wave.open(str(tmp / f"{key}.wav"), "wb") as w:
        w.setnchannels(1), w.setsampwidth(2), w.setframerate(RATE)
        w.writeframes(bytes(audio))
    listing = "".join(f"file '{tmp / f'{key}-{n}.png'}'\nduration {d:.3f}\n" for n, d in enumerate(durations))
    listing += f"file '{tmp / f'{key}-{len(durations) - 1}.png'}'\n"  # the concat demuxer's last picture
    (tmp / f"{key}.txt").write_text(listing)
    run("ffmpeg", "-y", "-loglevel", "error", "-f", "concat", "-safe", "0", "-i", tmp / f"{key}.txt",
        "-i", tmp / f"{key}.wav", "-vf", "scale=960:540:flags=lanczos,fps=2,format=yuv420p",
        "-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "46", "-row-mt", "1", "-deadline", "good", "-cpu-used", "4",
        "-g", "40", "-c:a", "libopus", "-b:a", "12k", "-ac", "1", "-t", f"{clock:.3f}",
        OUT / f"{key}.webm")  # fmt: skip
    vtt = ["WEBVTT", ""]
    for i, (start, end, text) in enumerate(cues, 1):
        vtt += [str(i), f"{stamp(start)} --> {stamp(end)}", text, ""]
    (OUT / f"{key}.vtt").write_text("\n".join(vtt))
    return clock


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", help="a running demo site (default: make one)")
    parser.add_argument("keys", nargs="*", help="only these guides (default: all)")
    args = parser.parse_args()
    keys = args.keys or list(GUIDES)
    OUT.mkdir(parents=True, exist_ok=True)
    began = time.monotonic()
    tmp = Path(tempfile.mkdtemp(prefix="guides-"))
    from playwright.sync_api import sync_playwright

    with contextlib.ExitStack() as stack:
        base = args.base or stack.enter_context(demo_site(tmp))
        pw = stack.enter_context(sync_playwright())
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium")
        page = browser.new_page(viewport=SIZE, reduced_motion="reduce", bypass_csp=True)  # for the outline
        lengths = {key: round(make_guide(page, base, key, GUIDES[key], tmp), 1) for key in keys}
        browser.close()
    shutil.rmtree(tmp)
    sizes = {key: (OUT / f"{key}.webm").stat().st_size + (OUT / f"{key}.vtt").stat().st_size for key in keys}
    print(json.dumps({"seconds": lengths, "bytes": sizes, "total_bytes": sum(sizes.values()),
                      "took_seconds": round(time.monotonic() - began)}, indent=1))  # fmt: skip


if __name__ == "__main__":
    main()
