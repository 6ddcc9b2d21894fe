"""Issue 21 in a real browser: the classroom on a projector and a laptop. Captions made from a
video's lines, a presenter's clicker moving through steps and parts, the current place in the
breadcrumbs readable at 1366×768, the site bar, pictures, videos and lyrics using a 1920×1080
screen, and a home child's own words. Part pages are reached from the lesson's own links."""

import re

import pytest
from playwright.sync_api import expect

from apps.content.tests.test_browser_classroom import (
    DANCE_LESSON,
    GYM_LESSON,
    LAPTOP,
    PE_LESSON,
    PROJECTOR,
    part_links,
    pupil_view,
    sign_in,
)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

HOME_SONG = "/home/themes/pirate/song/home-themes-pirate-song"
HOME_SKILL = "/home/funs/one-leg-balance"


@pytest.fixture
def seeded(db):
    from apps.content.seed import seed_content

    seed_content()


# Captions -------------------------------------------------------------------------------

# Every <video> on the page with the lines its player shows: its <track>, and the cues Chromium
# parsed from the track's WebVTT file.
CAPTIONS_JS = """
async () => {
  const out = [];
  for (const video of document.querySelectorAll("main video")) {
    const figure = video.closest(".video-player");
    const lines = figure ? [...figure.querySelectorAll(".video-player__line")].map((b) => b.textContent.trim()) : [];
    const track = video.querySelector("track");
    let cues = null;
    if (track) {
      const start = Date.now();
      while (track.readyState < 2 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
      cues = track.readyState === 2 ? [...track.track.cues].map((c) => c.getCueAsHTML().textContent) : "not loaded";
    }
    out.push({
      lines,
      track: track && { kind: track.kind, srclang: track.srclang, default: track.default, mode: track.track.mode },
      guide: Boolean(track && track.src.includes("/media/guides/")),
      cues,
    });
  }
  return out;
}
"""


def check_captions(page, name, expect_videos=1):
    page.wait_for_selector("main video")
    videos = page.evaluate(CAPTIONS_JS)
    with_lines = [v for v in videos if v["lines"]]
    assert len(with_lines) >= expect_videos, (name, videos)
    for video in with_lines:
        wanted = {"kind": "captions", "srclang": "en", "default": True, "mode": "showing"}
        assert video["track"] == wanted, (name, video)
        if video["guide"]:  # a narrated guide: its own captions from its script; the line only names it
            assert isinstance(video["cues"], list) and len(video["cues"]) >= 3, (name, video)
            continue
        # One cue a line, in the order the player lists them (lines at the same time share one).
        assert "\n".join(video["cues"]) == "\n".join(video["lines"]), (name, video)
    return with_lines


def test_every_video_with_lines_has_a_captions_track(page, seeded, teacher, home_user):
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, DANCE_LESSON)
    dance = part_links(page)
    page.goto(dance["performance"])
    (song,) = check_captions(page, "dance performance lyrics")
    assert len(song["cues"]) >= 6
    pupil_view(page, GYM_LESSON)
    page.goto(part_links(page)["card"])
    check_captions(page, "gym card video")
    # The planning view shows the song's video too.
    page.goto(dance["performance"])
    page.get_by_role("button", name="Planning").click()
    page.wait_for_load_state("domcontentloaded")
    check_captions(page, "dance performance, planning view")
    page.goto("/dance")
    check_captions(page, "the dance intro's timed lines")
    sign_in(page, "oakfield-home1")
    page.goto("/home")
    check_captions(page, "the home intro's timed lines")
    page.goto(HOME_SONG)
    check_captions(page, "a home song's lyrics")
    # A video without lines has nothing to make captions from, and gets no empty track.
    page.goto(HOME_SKILL)
    page.get_by_role("button", name="Show video").first.click()
    for video in page.evaluate(CAPTIONS_JS):
        assert video["lines"] or video["track"] is None, video


# Projector clickers ---------------------------------------------------------------------


def current_step(page):
    return page.evaluate(
        """() => (document.querySelector('[data-testid="current-step"]')
                  || document.querySelector('.part-slider__slide[aria-hidden="false"]'))?.getAttribute("aria-label")"""
    )


def test_a_clicker_moves_through_the_steps_and_on_to_the_next_part(page, seeded, teacher):
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, PE_LESSON)
    parts = part_links(page)
    page.goto(parts["warmup"])
    expect(page.get_by_test_id("current-step")).to_be_visible()
    page.locator("main h1").click()  # focus on the page itself, as after a click on the board
    assert current_step(page) == "Step 1 of 4"
    page.keyboard.press("PageDown")
    assert current_step(page) == "Step 2 of 4"
    page.keyboard.press("ArrowRight")
    assert current_step(page) == "Step 3 of 4"
    page.keyboard.press("PageUp")
    assert current_step(page) == "Step 2 of 4"
    page.keyboard.press("ArrowLeft")
    assert current_step(page) == "Step 1 of 4"
    for _ in range(3):
        page.keyboard.press("PageDown")
    assert current_step(page) == "Step 4 of 4"
    # Past the last step: the lesson's next part, its slider at the first step.
    with page.expect_navigation():
        page.keyboard.press("PageDown")
    assert page.url.endswith(parts["funs"])
    expect(page.locator(".part-slider__slide[aria-hidden='false']")).to_have_attribute("data-step", "0")
    page.keyboard.press("PageDown")
    assert current_step(page).startswith("Step 2 of 3")
    page.keyboard.press("PageUp")
    # Before the first step: the previous part.
    with page.expect_navigation():
        page.keyboard.press("PageUp")
    assert page.url.endswith(parts["warmup"])
    # A key with a modifier keeps its own meaning: Alt+Right is not a step.
    page.locator("main h1").click()
    page.keyboard.press("Alt+ArrowRight")
    page.wait_for_timeout(200)
    assert page.url.endswith(parts["warmup"]) and current_step(page) == "Step 1 of 4"


def test_a_clicker_goes_through_the_dance_views_pages(page, seeded, teacher):
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, DANCE_LESSON)
    parts = part_links(page)
    page.goto(parts["skill"])
    tabs = page.get_by_role("tab")
    expect(tabs.first).to_have_attribute("aria-selected", "true")
    page.locator("main h1").click()
    page.keyboard.press("PageDown")
    expect(tabs.nth(1)).to_have_attribute("aria-selected", "true")
    for _ in range(tabs.count() - 2):
        page.keyboard.press("PageDown")
    expect(tabs.last).to_have_attribute("aria-selected", "true")
    with page.expect_navigation():
        page.keyboard.press("PageDown")
    assert page.url.endswith(parts["performance"])


# Breadcrumbs on a laptop ------------------------------------------------------------------

# The current place (the last crumb): where it is, whether all of it is inside the header and
# the window, and whether anything covers it (the point at the middle of each of its lines is
# the crumb itself).
LAST_CRUMB_JS = """
() => {
  const list = document.querySelector(".header .breadcrumbs");
  const last = list.querySelector(":scope > li:last-child");
  const header = document.querySelector("header.header").getBoundingClientRect();
  const links = document.querySelector(".header__links").getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(last);
  const rects = [...range.getClientRects()].filter((r) => r.width && r.height);
  const inside = (r) => r.left >= 0 && r.right <= innerWidth
    && r.top >= header.top - 1 && r.bottom <= header.bottom + 1;
  const overlaps = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
  const covered = rects.filter((r) => {
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !hit || !last.contains(hit);
  });
  const shown = [...list.querySelectorAll(":scope > li:not([hidden])")].map((li) => li.textContent.trim());
  return {
    text: last.textContent.trim(),
    rendered: rects.length > 0,
    outside: rects.filter((r) => !inside(r)).length,
    underLinks: rects.filter((r) => overlaps(r, links)).length,
    covered: covered.length,
    clipped: last.scrollWidth > last.clientWidth + 1 || getComputedStyle(last).textOverflow === "ellipsis",
    header: header.height,
    shown,
    folded: [...list.querySelectorAll(".breadcrumbs__more .menu__panel a, .breadcrumbs__more .menu__panel span")]
      .map((el) => el.textContent.trim()).filter(Boolean),
  };
}
"""


def last_crumb(page):
    page.wait_for_timeout(150)  # the header's islands mounted and the crumbs fitted again
    return page.evaluate(LAST_CRUMB_JS)


def assert_readable(result, where):
    assert result["rendered"] and not result["clipped"], (where, result)
    assert result["outside"] == 0 and result["underLinks"] == 0 and result["covered"] == 0, (where, result)


def test_the_current_place_is_readable_on_every_part_page_at_1366(page, seeded, teacher, home_user):
    page.set_viewport_size(LAPTOP)
    sign_in(page, "teacher@oakfield.example.com")
    checked = 0
    for lesson in (PE_LESSON, GYM_LESSON, DANCE_LESSON):
        pupil_view(page, lesson)
        for url in sorted(set(part_links(page).values())):
            page.goto(url)
            result = last_crumb(page)
            assert_readable(result, url)
            assert page.locator("main h1").inner_text().strip().startswith(result["text"]), (url, result)
            assert result["header"] <= 70, (url, result)  # still one header row
            checked += 1
    # The gym card's trail shows its unit, with the ability's dot, beside the current place.
    pupil_view(page, GYM_LESSON)
    page.goto(part_links(page)["card"])
    result = last_crumb(page)
    assert any(text.startswith("Unit") for text in result["shown"]), (result["shown"], result.get("folded"))
    expect(page.locator(".breadcrumbs > li:not([hidden]) .ability-dot")).to_be_visible()
    # The longest current place of the dance lesson: the top of the path folds into a menu
    # that still offers every crumb as a link.
    pupil_view(page, DANCE_LESSON)
    page.goto(part_links(page)["performance"])
    result = last_crumb(page)
    assert_readable(result, "dance performance")
    assert "Lesson 1" in result["shown"], result
    if result["folded"]:
        page.locator(".breadcrumbs__more summary").click()
        menu = page.get_by_role("list", name="More breadcrumbs")
        expect(menu).to_be_visible()
        expect(menu.get_by_role("link")).to_have_count(len(result["folded"]))
        menu.get_by_role("link").first.click()
        page.wait_for_load_state("domcontentloaded")
        assert page.url.rstrip("/").endswith("/dance"), page.url
    sign_in(page, "oakfield-home1")
    for url in (HOME_SONG, "/home/themes/pirate/warmup/home-themes-pirate-warmup", HOME_SKILL):
        page.goto(url)
        assert_readable(last_crumb(page), url)
        checked += 1
    assert checked >= 15, checked


def test_a_narrower_window_folds_the_path_or_gives_it_a_row(page, seeded, teacher):
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, DANCE_LESSON)
    performance = part_links(page)["performance"]
    for width in (1280, 1100, 1030, 900):
        page.set_viewport_size({"width": width, "height": 768})
        page.goto(performance)
        result = last_crumb(page)
        assert_readable(result, width)
        assert result["text"] == "Perform: Machine Song (Verse 1)", result
    # Back to a wide window, the whole path shows on one line again.
    page.set_viewport_size(PROJECTOR)
    page.wait_for_timeout(300)
    result = page.evaluate(LAST_CRUMB_JS)
    assert result["folded"] == [] and len(result["shown"]) == 5, result


# A 1920×1080 projector --------------------------------------------------------------------


def header_font(page):
    return page.evaluate(
        "() => [...document.querySelectorAll('.header__links > li > a, .header__links summary, .breadcrumbs')]"
        ".map((el) => parseFloat(getComputedStyle(el).fontSize))"
    )


def test_the_site_bar_grows_with_a_pupil_view_on_a_projector(page, seeded, teacher):
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, PE_LESSON)
    funs = part_links(page)["funs"]
    for url in (PE_LESSON, funs):
        page.set_viewport_size(PROJECTOR)
        page.goto(url)
        sizes = header_font(page)
        assert min(sizes) >= 21.5, (url, sizes)  # the pupil view's buttons are 23 px here
        header = page.locator("header.header").bounding_box()["height"]
        assert header <= 4 * max(sizes), (url, header)  # one row still
        page.set_viewport_size(LAPTOP)
        page.wait_for_timeout(100)
        assert min(header_font(page)) >= 15.5, url  # a laptop keeps its own size
    # The planning view and other pages keep the usual 17 px bar.
    page.set_viewport_size(PROJECTOR)
    page.goto(PE_LESSON)
    page.get_by_role("button", name="Planning").click()
    page.wait_for_load_state("domcontentloaded")
    assert max(header_font(page)) <= 17.5


def test_the_lyrics_show_the_whole_verse_beside_the_video_at_1080p(page, seeded, teacher):
    page.set_viewport_size(PROJECTOR)
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, DANCE_LESSON)
    page.goto(part_links(page)["performance"])
    lyrics = page.get_by_role("list", name="Lyrics")
    expect(lyrics).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    result = lyrics.evaluate(
        """(list) => {
          const box = list.getBoundingClientRect();
          const video = list.closest(".video-player").querySelector("video").getBoundingClientRect();
          const lines = [...list.querySelectorAll(".video-player__line")].map((l) => l.getBoundingClientRect());
          return { lines: lines.length, scrolls: list.scrollHeight > list.clientHeight + 1,
                   allInBox: lines.every((l) => l.top >= box.top - 1 && l.bottom <= box.bottom + 1),
                   onScreen: lines.every((l) => l.bottom <= innerHeight),
                   beside: box.left >= video.right, videoWidth: video.width / innerWidth,
                   used: (box.right - video.left) / innerWidth };
        }"""
    )
    assert result["lines"] >= 6 and not result["scrolls"], result
    assert result["allInBox"] and result["onScreen"], result
    # The video and its lyrics use the width: no empty right half.
    assert result["beside"] and result["videoWidth"] >= 0.45 and result["used"] >= 0.9, result


def test_step_pictures_and_videos_use_the_screen_and_the_skill_video_shows_once(page, seeded, teacher):
    page.set_viewport_size(PROJECTOR)
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, PE_LESSON)
    parts = part_links(page)
    page.goto(parts["application"])
    picture = page.locator(".part-slider__slide[aria-hidden='false'] .part-slider__image")
    box = picture.bounding_box()
    assert box["width"] >= 0.3 * PROJECTOR["width"], box  # it was 240 px (13 %)
    text = page.locator(".part-slider__slide[aria-hidden='false'] .part-slider__text").bounding_box()
    assert text["x"] >= box["x"] + box["width"], (box, text)  # the words beside it
    next_box = page.get_by_role("button", name="Next", exact=True).bounding_box()
    assert next_box["y"] + next_box["height"] <= PROJECTOR["height"]
    # The funs part: each step plays the skill video, which does not show a second time below.
    page.goto(parts["funs"])
    expect(page.get_by_role("region", name="Skill video")).to_have_count(0)
    shown_videos = (
        "() => [...document.querySelectorAll('main video')]"
        ".filter((v) => !v.closest('[inert], [aria-hidden=\"true\"]'))"
        ".map((v) => v.getBoundingClientRect().width)"
    )
    page.wait_for_function(f"({shown_videos})().length > 0")  # the island renders after load
    shown = page.evaluate(shown_videos)
    assert len(shown) == 1 and shown[0] >= 0.4 * PROJECTOR["width"], shown
    # The gym card's video takes the right of the screen beside its picture and What / How.
    pupil_view(page, GYM_LESSON)
    page.goto(part_links(page)["card"])
    video = page.locator(".part-view__video video").bounding_box()
    hero = page.locator(".part-view--gym > .hero").bounding_box()
    assert video["x"] >= hero["x"] + hero["width"] and video["width"] >= 0.5 * PROJECTOR["width"], (video, hero)
    assert video["x"] + video["width"] >= 0.9 * PROJECTOR["width"], video


# A home child's words ------------------------------------------------------------------------


def test_a_home_child_reads_words_for_them_and_a_teacher_the_spec(page, seeded, teacher, home_user):
    sign_in(page, "oakfield-home1")
    page.goto(HOME_SKILL)
    levels = page.get_by_role("region", name="Pick your challenge")
    expect(levels.get_by_role("heading", name="Pick your challenge")).to_be_visible()
    expect(levels).to_contain_text("Press Tricky, Trickier or Trickiest to make it easier or harder.")
    expect(page.locator("main")).not_to_contain_text("Adaptive Teaching")
    expect(page.locator("main")).not_to_contain_text("Explore the buttons below")
    page.goto("/home")
    expect(page.locator("main .lead").first).to_have_text(
        "Let's get moving at home! Pick a theme to play, or a skill to practise."
    )
    tiles = page.locator("main .choice-tiles")
    expect(tiles).to_contain_text("Ages 4 to 7")
    expect(tiles).not_to_contain_text("KS")  # (the intro video's own timed lines are its captions)
    # The teacher's pupil view keeps the spec's text.
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, PE_LESSON)
    page.goto(part_links(page)["application"])
    levels = page.get_by_role("region", name="Adaptive Teaching")
    expect(levels.get_by_role("heading", name="Adaptive Teaching")).to_be_visible()
    expect(levels).to_contain_text("Explore the buttons below to change the activity and make it easier or harder.")
    assert re.search("Pick your challenge", page.content()) is None
