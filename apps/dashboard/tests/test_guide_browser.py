import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def test_the_guide_opens_a_video_modal_with_its_keys(page, browser_login, school_admin):
    browser_login("admin@oakfield.example.com")
    page.get_by_role("link", name="Guide").click()
    dialog = page.get_by_role("dialog", name="Guide")
    expect(dialog).to_be_visible()
    keys = dialog.locator("[data-guide]")
    expect(keys).to_have_text(["Welcome", "PE", "BURSTS", "Learning Hub"])
    dialog.get_by_role("button", name="BURSTS").click()
    expect(dialog.get_by_role("button", name="BURSTS")).to_have_attribute("aria-pressed", "true")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()


def test_no_bursts_guide_without_bursts(page, browser_login, trial_admin):
    browser_login("admin@birchwood.example.com")
    page.get_by_role("link", name="Guide").click()
    expect(page.get_by_role("dialog", name="Guide").locator("[data-guide]")).to_have_text(
        ["Welcome", "PE", "Learning Hub"]
    )


CAPTIONS = """video => new Promise((done) => {
  const track = video.querySelector("track");
  const ready = () => done({src: video.currentSrc, track: track.src, mode: video.textTracks[0].mode,
    cues: [...(video.textTracks[0].cues || [])].map((c) => c.text)});
  if (track.readyState === 2) ready(); else track.addEventListener("load", ready, {once: true});
  video.textTracks[0].mode = "showing";
})"""


def test_two_guide_keys_play_two_different_guides_with_captions(page, browser_login, school_admin):
    """Issue 29: Welcome and BURSTS are two narrated guides, each with its own captions track
    loaded and showing; the open Guide passes axe."""
    from tests.site.axe import axe_violations, serve_axe

    serve_axe(page.context)
    browser_login("admin@oakfield.example.com")
    page.get_by_role("link", name="Guide").click()
    dialog = page.get_by_role("dialog", name="Guide")
    video = dialog.locator("video")
    video.evaluate("v => { v.preload = 'auto'; v.load(); }")
    welcome = video.evaluate(CAPTIONS)
    dialog.get_by_role("button", name="BURSTS").click()
    video.evaluate("v => { v.preload = 'auto'; v.load(); }")
    bursts = video.evaluate(CAPTIONS)
    assert welcome["src"].endswith("/guides/welcome.webm") and bursts["src"].endswith("/guides/bursts.webm")
    assert welcome["track"].endswith("/guides/welcome.vtt") and bursts["track"].endswith("/guides/bursts.vtt")
    assert welcome["mode"] == bursts["mode"] == "showing"
    assert welcome["cues"][0] == "Welcome to the PE Platform."
    assert bursts["cues"][0].startswith("BURSTS shows your classes")
    assert video.locator("track").count() == 1  # the last guide's captions went with it
    video.evaluate("v => { v.muted = true; return v.play(); }")
    page.wait_for_function(
        "v => v.currentTime > 1 && v.textTracks[0].activeCues.length > 0", arg=video.element_handle()
    )
    violations = [v for v in axe_violations(page, "#guide-dialog") if v["impact"] in ("serious", "critical")]
    assert violations == []
