"""The showcase lessons in a real browser, as a teacher shows them to the class: the
written words, the drawn step pictures, the voice-over, the lyric video and the dice."""

import re

import pytest
from playwright.sync_api import expect

from apps.content.models import Part
from apps.content.tests.test_browser_classroom import part_links, pupil_view, sign_in
from tests.settle import image_width

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def seeded(db):
    from apps.content.seed import seed_content

    seed_content()


def loaded(image):
    return image_width(image) > 0


def test_showcase_parts_render_their_words_pictures_and_media(page, seeded, teacher):
    page.set_viewport_size({"width": 1920, "height": 1080})
    sign_in(page, "teacher@oakfield.example.com")
    pupil_view(page, "/pe/year/1/unit/1/lesson/1")
    cards = page.locator(".part-card")
    expect(cards.first).to_contain_text("Snails and Cheetahs")
    assert all(loaded(img) for img in cards.locator("img").all())
    parts = part_links(page)

    page.goto(parts["funs"])
    funs = Part.objects.get(slug=parts["funs"].rsplit("/", 1)[1])
    expect(page.locator(".lead").first).to_have_text(funs.pupil_text)
    slider = page.get_by_role("region", name="Steps", exact=True)
    expect(slider).to_contain_text("Stand at the start with arms out wide.")
    picture = slider.locator(".part-slider__image").first
    expect(picture).to_have_attribute("src", re.compile(r"/showcase/tightrope\.svg$"))
    assert loaded(picture)

    page.goto(parts["application"])
    expect(page.get_by_label("Voiceover")).to_have_attribute("src", re.compile(r"/showcase/.+-l1-application\.opus$"))
    page.get_by_role("button", name="Dice", exact=True).click()
    expect(page.get_by_role("dialog", name="Dice")).to_contain_text("Game Roulette")

    pupil_view(page, "/dance/year/2/unit/1/lesson/1")
    page.goto(part_links(page)["performance"])
    video = page.locator("figure.video-player video").first
    expect(video).to_have_attribute("src", re.compile(r"/showcase/machine-song\.webm$"))
    expect(page.get_by_role("list", name="Lyrics")).to_contain_text("Pistons pumping, here they come")
    assert (
        video.evaluate(
            "v => new Promise(r => v.readyState > 0 ? r(v.duration) : v.onloadedmetadata = () => r(v.duration))"
        )
        > 15
    )
