"""The drawn pictures in a real browser at 1920 x 1080 (issue 29), as a pupil sees them on
the projector: each theme disc its own picture with its movement on hover (still under
reduced motion), and the dice faces a picture with the word. Screenshots go to
$SHOTS (default /tmp/shots) to be looked at."""

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.content.tests.test_browser_classroom import part_links, pupil_view, sign_in
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path(os.environ.get("SHOTS", "/tmp/shots"))


@pytest.fixture
def projector(page, teacher):
    from apps.content.seed import seed_content

    seed_content()
    serve_axe(page.context)
    page.set_viewport_size({"width": 1920, "height": 1080})
    sign_in(page, "teacher@oakfield.example.com")
    SHOTS.mkdir(parents=True, exist_ok=True)
    return page


def loaded(image):
    """The picture has arrived and decoded (waits for it: a src just set is still loading)."""
    expect(image).to_have_js_property("complete", True)
    return image.evaluate("img => img.naturalWidth > 0")


def test_each_theme_disc_has_its_picture_and_shows_its_movement_on_hover(projector):
    page = projector
    page.goto("/home/themes")
    discs = page.locator("a.disc")
    expect(discs).to_have_count(12)
    pictures = [disc.locator("img").first for disc in discs.all()]
    assert all(loaded(img) for img in pictures)
    sources = [img.get_attribute("src") for img in pictures]
    assert len(set(sources)) == 12 and all(re.search(r"/showcase/theme-disc-[a-z]+-1\.svg$", s) for s in sources)

    space = page.locator("a.disc", has_text="Space")
    space.hover()
    animation = space.locator(".disc__animation")
    expect(animation).to_be_visible()
    frame = animation.locator(".disc__frame")
    expect(frame).to_have_attribute("src", re.compile(r"/theme-disc-space-2\.svg$"))
    assert loaded(frame)
    assert frame.evaluate("el => getComputedStyle(el).animationName") == "disc-swap"
    box = animation.bounding_box()
    assert box["width"] >= 220  # the movement is large enough to read across a hall
    page.screenshot(path=SHOTS / "theme-discs.png")
    found = serious(axe_violations(page, ".theme-menu"))
    assert found == [], describe("/home/themes", found)

    page.emulate_media(reduced_motion="reduce")
    page.mouse.move(0, 0)
    space.hover()
    assert frame.evaluate("el => getComputedStyle(el).animationName") == "none"
    assert frame.evaluate("el => getComputedStyle(el).opacity") == "1"  # the movement's pose, held still

    page.get_by_role("button", name="Pick a random theme").click()
    face = page.get_by_role("button", name=re.compile(r"^Going to "))
    expect(face.locator("img.die__image")).to_have_attribute("src", re.compile(r"/theme-disc-[a-z]+-1\.svg$"))


def test_dice_faces_show_a_picture_and_the_word(projector):
    page = projector
    pupil_view(page, "/pe/year/3/unit/2/lesson/1")
    page.goto(part_links(page)["warmup"])
    page.get_by_role("button", name="Dice", exact=True).click()
    dialog = page.get_by_role("dialog")
    die = dialog.get_by_role("button", name="Roll Movement")
    expect(die.locator("img")).to_have_attribute("src", re.compile(r"/showcase/side-[a-z-]+\.svg$"))
    assert loaded(die.locator("img"))
    die.click()
    rolled = dialog.locator('[aria-label^="Movement: "]')
    expect(rolled).to_have_attribute("data-state", "rolled", timeout=3000)
    word = rolled.locator(".die__label").inner_text()
    assert word in {"Hop", "Skip", "Jump", "Gallop", "Slide", "Crawl"}
    image = rolled.locator("img")
    expect(image).to_have_attribute("src", re.compile(rf"/showcase/side-{word.lower()}\.svg$"))
    assert loaded(image) and image.bounding_box()["height"] >= 100
    page.screenshot(path=SHOTS / "dice.png")
    found = serious(axe_violations(page, "dialog[open] .dice-island, .dice-modal"))
    assert found == [], describe("dice", found)
