"""The classroom islands on the demo curriculum's real pages, in a real browser, as the
teacher at Oakfield (issue 5 "Done when"): roll dice, step warm-ups and parts with mouse,
drag and keyboard, change adaptive levels, play a video with its lyrics, and drag the
music player and find it in place after a reload."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

LESSON = "/pe/year/3/unit/1/lesson/1"
WARMUP = f"{LESSON}/warmup/p3u1-invasion-l1-warmup"
SKILL = f"{LESSON}/skill/p3u1-invasion-l1-skill"
REVIEW = f"{LESSON}/review/p3u1-invasion-l1-review"
SONG = "/dance/year/3/unit/1/lesson/1/performance/d3u1-carnival-l1-performance"


@pytest.fixture
def classroom(teacher, browser_login, page):
    from apps.content.seed import seed_content

    seed_content()
    browser_login("teacher@oakfield.example.com")
    return page


def drag(page, locator, dx, dy=0, steps=8):
    box = locator.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + dx, y + dy, steps=steps)
    page.mouse.up()


def test_warm_up_steps_with_mouse_drag_and_keyboard(classroom):
    page = classroom
    from apps.content.models import WarmUpStep

    texts = list(WarmUpStep.objects.filter(part__slug=WARMUP.rsplit("/", 1)[1]).values_list("text", flat=True))
    page.goto(WARMUP)
    steps = page.get_by_role("region", name="Warm-up steps")
    current = steps.get_by_test_id("current-step")
    expect(current).to_contain_text(texts[0])
    expect(steps.get_by_role("button", name="Step 3, locked")).to_be_disabled()
    steps.get_by_role("button", name="Next", exact=True).click()
    expect(current).to_contain_text(texts[1])
    drag(page, current, -160)
    expect(current).to_contain_text(texts[2])
    drag(page, current, 40)  # too short: stays
    expect(current).to_contain_text(texts[2])
    steps.get_by_role("button", name=re.compile("^Next step")).focus()
    page.keyboard.press("ArrowLeft")
    expect(current).to_contain_text(texts[1])
    page.keyboard.press("End")
    expect(current).to_contain_text("?")
    expect(current).to_contain_text(texts[-1])


def test_roll_each_die_of_a_review_part(classroom):
    page = classroom
    page.goto(REVIEW)
    page.get_by_role("button", name="Dice", exact=True).click()
    dialog = page.get_by_role("dialog", name="Dice")
    expect(dialog.get_by_role("heading", name="Click a die to roll")).to_be_visible()
    width = dialog.bounding_box()["width"]
    for name in ("Ability", "Fitness"):
        die = dialog.get_by_role("button", name=f"Roll {name}")
        die.click()
        expect(dialog.locator(f'[aria-label^="{name}: "]')).to_have_attribute("data-state", "rolled")
    expect(dialog.locator(".dice-modal__result")).to_have_text(re.compile(r"^Fitness: .+"))
    # A long side title ("10 Star Jumps") must not reshape the dialog under the pupils' eyes.
    assert dialog.bounding_box()["width"] == width


def test_part_slider_with_keyboard_and_drag_and_step_video(classroom):
    page = classroom
    page.goto(SKILL)
    slider = page.get_by_role("region", name="Steps")
    shown = slider.locator('.part-slider__slide[aria-hidden="false"]')
    expect(shown).to_have_attribute("aria-label", re.compile(r"^Step 1 of 3"))
    slider.get_by_role("button", name="Next", exact=True).focus()
    page.keyboard.press("ArrowRight")
    expect(shown).to_have_attribute("aria-label", re.compile(r"^Step 2 of 3"))
    drag(page, slider.locator(".part-slider__viewport"), -200)
    expect(shown).to_have_attribute("aria-label", re.compile(r"^Step 3 of 3"))
    expect(slider.get_by_role("button", name="Next", exact=True)).to_be_disabled()
    # Skill parts always offer the step video.
    shown.get_by_role("button", name="Show video").click()
    expect(shown.locator("video")).to_be_visible()
    # Big enough to watch from the back of the class, not the file's own 320 px.
    assert shown.locator("video").bounding_box()["width"] >= 600


def test_change_adaptive_levels(classroom):
    page = classroom
    from apps.content.models import Part

    part = Part.objects.get(slug=SKILL.rsplit("/", 1)[1])
    page.goto(SKILL)
    levels = page.get_by_role("region", name="Adaptive Teaching")
    expect(levels.get_by_role("heading", name="Adaptive Teaching")).to_be_visible()
    expect(
        levels.get_by_text("Explore the buttons below to change the activity and make it easier or harder.")
    ).to_be_visible()
    levels.get_by_role("button", name="Trickier").click()
    expect(levels.get_by_text(part.trickier)).to_be_visible()
    expect(levels.get_by_role("button", name="Trickier")).to_have_attribute("aria-pressed", "true")
    levels.get_by_role("button", name="Trickiest").focus()
    page.keyboard.press("Enter")
    expect(levels.get_by_text(part.trickiest)).to_be_visible()
    # A new page starts with nothing selected again.
    page.goto(f"{LESSON}/application/p3u1-invasion-l1-application")
    expect(page.get_by_role("region", name="Adaptive Teaching").get_by_role("heading")).to_have_text(
        "Adaptive Teaching"
    )


def test_play_a_video_and_its_lyrics_follow(classroom):
    page = classroom
    from apps.content.models import Lyric

    words = list(Lyric.objects.filter(part__slug=SONG.rsplit("/", 1)[1]).values_list("text", flat=True))
    page.goto(SONG)
    player = page.get_by_role("region", name="Video")
    lyrics = player.get_by_role("list", name="Lyrics")
    player.locator("video").evaluate("v => { v.muted = true; }")
    player.get_by_role("button", name="Play").click()
    expect(player.get_by_role("button", name="Pause")).to_be_visible()
    expect(lyrics.locator('[aria-current="true"]')).to_have_text(words[0])
    expect(lyrics.locator('[aria-current="true"]')).to_have_text(words[1], timeout=8000)
    expect(lyrics.locator('[aria-current="true"]')).to_have_text(words[2], timeout=8000)
    player.get_by_role("button", name="Pause").click()
    expect(player.get_by_role("button", name="Play")).to_be_visible()


def test_drag_the_music_player_and_find_it_in_place_after_reload(classroom):
    page = classroom
    page.goto(LESSON)
    player = page.get_by_test_id("music-player")
    # Docked in the page until moved (issue 10: it must cover no text), then floating.
    expect(player).to_have_class(re.compile("music-player--docked"))
    start = player.bounding_box()
    x, y = round(start["x"]) - 300, round(start["y"]) + 200
    drag(page, player.get_by_role("button", name=re.compile("^Move music player")), -300, 200)
    expect(player).to_have_class(re.compile("music-player--floating"))
    expect(player).to_have_css("left", f"{x}px")
    expect(player).to_have_css("top", f"{y}px")
    player.get_by_role("button", name=re.compile("^Move music player")).focus()
    page.keyboard.press("ArrowRight")
    expect(player).to_have_css("left", f"{x + 10}px")
    page.reload()
    expect(page.get_by_test_id("music-player")).to_have_css("left", f"{x + 10}px")
    expect(page.get_by_test_id("music-player")).to_have_css("top", f"{y}px")
    stored = page.evaluate("() => JSON.parse(localStorage.getItem('musicPlayerPosition'))")
    assert stored == {"x": x + 10, "y": y}
    page.get_by_role("button", name="Show tracks").click()
    expect(page.get_by_role("list", name="Tracks").get_by_role("listitem").first).to_have_css("height", "52px")


def test_a_chosen_track_plays_and_the_next_follows_at_its_end(classroom):
    page = classroom
    page.goto(LESSON)
    player = page.get_by_test_id("music-player")
    audio = player.locator("audio")
    audio.evaluate("a => { a.muted = true; }")
    player.get_by_role("button", name="Show tracks").click()
    player.get_by_role("button", name="Cool-down Tune").click()
    # Playing for real (a play cancelled by the track change used to leave it stopped on Play).
    expect(player.get_by_role("button", name="Pause Cool-down Tune")).to_be_visible()
    page.wait_for_function("a => !a.paused && a.currentTime > 0", arg=audio.element_handle())
    # The test server sends no byte ranges, so the track cannot be seeked: it plays to its end fast.
    audio.evaluate("a => { a.playbackRate = 16; }")
    expect(player.get_by_role("button", name="Pause Warm-up Beat")).to_be_visible()
    page.wait_for_function(
        "a => a.src.endsWith('warm-up-beat.mp3') && !a.paused && a.currentTime > 0", arg=audio.element_handle()
    )


def test_spin_the_roulettes(classroom, settings):
    settings.ROOT_URLCONF = "apps.bookmarks.tests.urls"
    page = classroom
    page.goto("/pe/roulettes")
    page.get_by_role("button", name="Roulette").click()
    dialog = page.get_by_role("dialog", name="Click a roulette to spin")
    wheel = dialog.get_by_role("button", name="Spin Lucky Dip")
    wheel.click()
    expect(wheel).to_have_attribute("data-state", "rolling")
    wheel.click()  # ignored while it spins
    # 3.5 s later it shows one of the pooled roulette sides.
    expect(dialog.locator('[aria-label^="Lucky Dip: "]')).to_have_attribute("data-state", "rolled", timeout=6000)
    pooled = {"Animal Walks", "Mirror Me", "Traffic Lights", "Follow the Leader", "Tag", "Stuck in the Mud"}
    pooled |= {"Bean Game", "Treasure Hunt"}
    result = dialog.locator(".dice-modal__result").inner_text().removeprefix("Lucky Dip: ")
    assert result in pooled
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(page.get_by_role("button", name="Roulette")).to_be_focused()


def test_theme_die_picks_a_theme_and_goes_there(classroom):
    page = classroom
    page.goto("/home/themes")
    page.get_by_role("button", name="Pick a random theme").click()
    expect(page.get_by_role("button", name=re.compile(r"^Going to "))).to_be_visible()
    page.wait_for_url(re.compile(r"/home/themes/[a-z-]+$"), timeout=5000)


def test_reduced_motion_shortens_the_spin_with_the_same_outcome(classroom, settings):
    settings.ROOT_URLCONF = "apps.bookmarks.tests.urls"
    page = classroom
    page.emulate_media(reduced_motion="reduce")
    page.goto("/pe/roulettes")
    page.get_by_role("button", name="Roulette").click()
    dialog = page.get_by_role("dialog", name="Click a roulette to spin")
    wheel = dialog.get_by_role("button", name="Spin Game Roulette")
    wheel.click()
    # No spinning animation while it rolls ...
    assert dialog.locator(".die--rolling").evaluate("el => getComputedStyle(el).animationName") == "none"
    # ... and a fifth of 3.5 s later, still a side of that roulette, announced as usual.
    expect(dialog.locator('[aria-label^="Game Roulette: "]')).to_have_attribute("data-state", "rolled", timeout=1500)
    expect(dialog.locator(".dice-modal__result")).to_have_text(
        re.compile(r"^Game Roulette: (Tag|Stuck in the Mud|Bean Game|Treasure Hunt)$")
    )


@pytest.mark.parametrize("path", [WARMUP, SKILL, LESSON])
def test_every_island_control_is_at_least_44px_and_shows_focus(classroom, path):
    page = classroom
    page.goto(path)
    page.wait_for_selector("[data-island] button")
    sizes = page.eval_on_selector_all(
        "[data-island] button:not([hidden]), [data-island] a",
        """els => els.filter(el => el.offsetParent !== null && !el.closest('[inert], [hidden]')).map(el => {
            const r = el.getBoundingClientRect();
            return [el.getAttribute('aria-label') || el.textContent.trim(), Math.round(r.width), Math.round(r.height)];
        })""",
    )
    assert sizes
    small = [s for s in sizes if s[1] < 44 or s[2] < 44]
    assert small == []
    first = page.locator("[data-island] button:visible").first
    first.focus()
    assert first.evaluate("el => getComputedStyle(el).outlineStyle") != "none"


def test_bookmark_a_demo_lesson_page_through_and_delete(classroom, teacher):
    from apps.bookmarks.models import Bookmark

    for i in range(1, 6):
        Bookmark.objects.create(user=teacher, url=f"/gym/year/1/unit/1/lesson/{i}", title=f"Gym lesson {i}")
    page = classroom
    page.goto(LESSON)
    page.get_by_role("button", name="Bookmarks").click()
    panel = page.get_by_role("dialog", name="Bookmarks")
    panel.get_by_role("button", name="Bookmark this page").click()
    expect(panel.get_by_role("button", name="Unbookmark this page")).to_be_visible()
    items = panel.locator(".bookmarks__list .bookmarks__item")
    expect(items.first).to_have_class(re.compile("bookmarks__item--match"))  # saved and listed
    mark = Bookmark.objects.get(user=teacher, url=LESSON)
    # The breadcrumb titles before the lesson's own, joined by " - ".
    assert (mark.subtitle, mark.product) == ("Core PE - Year 3 - Unit 1", "pe")
    expect(items).to_have_count(5)
    panel.get_by_role("button", name="Older").click()
    expect(items).to_have_count(1)
    expect(items.first).to_contain_text("Gym lesson 1")
    panel.get_by_role("button", name="Newer").click()
    panel.get_by_role("button", name="Delete bookmark Gym lesson 5").click()
    expect(panel.get_by_role("button", name="Delete bookmark Gym lesson 5")).to_have_count(0)
    expect(panel.get_by_role("button", name="Older")).to_have_count(0)  # 5 left: one page
    assert not Bookmark.objects.filter(user=teacher, title="Gym lesson 5").exists()
    # The lesson is recorded as last visited, and the bookmark leads back to it.
    page.goto("/real")
    expect(page.locator(".bookmarks__toggle")).to_be_visible()  # the panel has mounted
    page.locator("[data-open-bookmarks]").first.click()
    panel = page.get_by_role("dialog", name="Bookmarks")
    expect(panel.locator(".bookmarks__link").first).to_have_attribute("href", LESSON)
    panel.locator(".bookmarks__list .bookmarks__link", has_text=mark.title).first.click()
    expect(page).to_have_url(re.compile(re.escape(LESSON) + "$"))


# A sample unit's card: its levels play the card's level clip (a written unit's levels show
# their own posed pictures instead, issue 29).
GYM_CARD = "/gym/year/4/unit/2/lesson/1/card/g4u2-travel-and-flight-l1-card"
DANCE_SKILL = "/dance/year/3/unit/1/lesson/1/skill/d3u1-carnival-l1-skill"


def test_gym_skill_starts_at_tricky_and_a_level_change_hides_the_video(classroom):
    page = classroom
    page.goto(GYM_CARD)
    levels = page.get_by_role("region", name="Adaptive Teaching")
    expect(levels.get_by_role("button", name="Tricky", exact=True)).to_have_attribute("aria-pressed", "true")
    levels.get_by_role("button", name="Watch video").click()
    expect(levels.locator("video")).to_be_visible()
    levels.get_by_role("button", name="Trickiest").click()
    expect(levels.locator("video")).to_have_count(0)
    expect(levels.get_by_role("button", name="Trickiest")).to_have_attribute("aria-pressed", "true")


def test_dance_skill_pages_open_at_the_years_level(classroom):
    page = classroom
    page.goto(DANCE_SKILL)
    page.get_by_role("button", name="Teaching").click()  # the pupil view shows the dance view
    dance = page.get_by_role("region", name="Dance skill")
    tabs = dance.get_by_role("tab")
    expect(tabs.first).to_have_text("Intro")
    expect(tabs.nth(1)).to_have_text("Exploration")
    tabs.first.focus()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    expect(tabs.nth(2)).to_have_attribute("aria-selected", "true")
    # Year 3 fits the second level.
    expect(dance.get_by_role("button", name="Trickier")).to_have_attribute("aria-pressed", "true")
    expect(dance.get_by_role("button", name="Trickiest")).to_be_visible()
