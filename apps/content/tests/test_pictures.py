"""Pictures that show the movement (issue 29): every gym card and each of its levels, every
dance move's levels, the generated skill parts and their steps, the theme discs and the dice
sides have a drawn picture and (but discs and sides) a clip made from their poses; the old
placeholder clip of a moving square and its picture are gone, and nothing points at them."""

from pathlib import Path

import pytest

from apps.content.models import Die, DieSide, GymCard, Part, SkillLevel, Step, ThemeItem
from apps.content.props import gym_levels_props
from apps.content.seed import catalogue, showcase
from apps.content.seed.showcase import pictures

STATIC = Path(showcase.__file__).resolve().parents[2] / "static"
OLD = ("/static/content/media/skill.webm", "/static/content/media/skill.svg")


def on_disk(url):
    return (STATIC / url.removeprefix("/static/")).is_file()


def test_the_placeholder_clip_and_picture_are_gone():
    for url in OLD:
        assert not on_disk(url), f"{url} is back: every part and level has its own picture and clip"
    assert not hasattr(catalogue, "SKILL_VIDEO") and not hasattr(catalogue, "SKILL_IMAGE")


@pytest.mark.usefixtures("content")
def test_no_part_step_level_card_theme_or_die_points_at_the_placeholder():
    rows = [
        *Part.objects.values_list("slug", "video", "hero_image"),
        *Step.objects.values_list("part__slug", "video", "image"),
        *SkillLevel.objects.values_list("label", "video", "hero_image"),
        *GymCard.objects.values_list("slug", "video", "hero_image"),
        *ThemeItem.objects.values_list("slug", "animation", "home_item"),
        *Die.objects.values_list("slug", "preview_image", "preview_image"),
        *DieSide.objects.values_list("title", "image", "image"),
    ]
    assert [row for row in rows if set(row[1:]) & set(OLD)] == []
    assert [row for row in rows if any(url and not on_disk(url) for url in row[1:])] == []


@pytest.mark.usefixtures("content")
def test_gym_cards_and_their_levels_have_their_own_pictures_and_clips():
    cards = list(GymCard.objects.all())
    assert len(cards) == sum(len(t) for t in catalogue.GYM_FOCUS.values())
    seen = set()
    for card in cards:
        levels = gym_levels_props(card)["levels"]
        urls = [card.hero_image, card.video] + [lv[k] for lv in levels for k in ("heroImage", "video")]
        assert all(on_disk(url) for url in urls), card.slug
        assert len(set(urls)) == 8, card.slug  # the card and each level: a picture and a clip of its own
        assert card.video.endswith(".webm") and card.hero_image.endswith(".svg")
        seen |= set(urls)
    assert len(seen) == 8 * len(cards)


@pytest.mark.usefixtures("content")
def test_dance_levels_and_generated_skill_parts_show_their_movement():
    levels = SkillLevel.objects.select_related("skill")
    assert levels.exists()
    for level in levels:
        assert f"/dance-{level.skill.title.lower().replace(' ', '-')}-{level.level}." in level.hero_image or (
            "/dance-dance-" in level.hero_image
        ), level.label
        assert level.video.endswith(f"-{level.level}.webm")
    prowl = SkillLevel.objects.filter(skill__title="Prowl", level="trickiest").first()
    assert prowl.hero_image.endswith("/showcase/dance-prowl-trickiest.svg")
    part = Part.objects.filter(type="funs", title__startswith="FUNS Station: Underarm Throw").first()
    assert part.video.endswith("/move-underarm-throw.webm") and part.hero_image.endswith("/move-underarm-throw.svg")
    assert part.steps.first().image == part.hero_image


@pytest.mark.usefixtures("content")
def test_theme_discs_and_dice_sides_have_their_own_pictures():
    discs = ThemeItem.objects.filter(stage__slug="themes", stage__programme__slug="home")
    assert len({d.home_item for d in discs}) == len(catalogue.EARLY_YEARS_THEMES) == 12
    for disc in discs:
        assert disc.home_item.endswith(f"/theme-disc-{disc.slug}-1.svg")
        assert disc.animation.endswith(f"/theme-disc-{disc.slug}-2.svg")
    movement = Die.objects.get(slug="movement")
    assert [s.image.rsplit("/", 1)[1] for s in movement.sides.all()] == [
        "side-hop.svg", "side-skip.svg", "side-jump.svg", "side-gallop.svg", "side-slide.svg", "side-crawl.svg",
    ]  # fmt: skip
    sides = list(DieSide.objects.all())
    assert len({s.image for s in sides}) == len({s.title for s in sides})  # each side its own picture


def test_every_picture_names_its_movement_for_a_screen_reader():
    svg = (showcase.MEDIA_DIR / f"{pictures.gym_name('rotation', 4)}.svg").read_text()
    assert 'role="img"' in svg and 'aria-label="Forward Roll"' in svg


@pytest.mark.usefixtures("content")
def test_content_seeded_before_the_pictures_is_moved_off_the_placeholder():
    from apps.content.seed import seed_content

    card = GymCard.objects.get(slug="rotation-4")
    GymCard.objects.filter(pk=card.pk).update(video=OLD[0], hero_image="/static/content/media/card.svg")
    part = Part.objects.filter(type="skill").first()
    Part.objects.filter(pk=part.pk).update(video=OLD[0])
    Step.objects.filter(part=part).update(image=OLD[1])
    seed_content()
    card.refresh_from_db()
    assert card.video.endswith("/showcase/gym-rotation-4.webm") and card.hero_image.endswith("/gym-rotation-4.svg")
    part.refresh_from_db()
    assert part.video.endswith("/showcase/move-travel.webm")
    assert not Step.objects.filter(image__in=OLD).exists()
