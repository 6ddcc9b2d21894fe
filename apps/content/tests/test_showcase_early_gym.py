"""Gym Unit 1 for EYFS and Year 2 written in full (issue 28): each lesson teaches its own card
(shapes, a roll and animal travels for four-year-olds; floor and bench balances and a jump for
Year 2; nothing upside down), and each card's three levels are pictured (issue 29): EYFS's by poses
of their own, Year 2's by the card's level pictures, which its words follow."""

import pytest

from apps.content.models import Part
from apps.content.seed import showcase
from apps.content.seed.showcase import gym_y0, gym_y2

UPSIDE_DOWN = {"Headstand", "Shoulder Stand", "Bridge", "Cartwheel", "Forward Roll", "Backward Roll"}
UNITS = [
    (gym_y0, 0, ["Straight", "Star Shape", "Tuck", "Log Roll", "Bear Walk", "Crab Walk"]),
    (gym_y2, 2, ["Knee Scale", "Arabesque", "Star", "Straight", "Tuck", "Straight Jump"]),
]


@pytest.mark.usefixtures("content")
@pytest.mark.parametrize(("module", "year", "cards"), UNITS)
def test_early_gym_units_teach_their_own_cards(client, teacher, module, year, cards):
    parts = Part.objects.filter(lesson__unit__slug=module.SLUG, type="card", alternative=False).select_related("card")
    assert [p.card.title for p in parts.order_by("lesson__number")] == cards
    assert not UPSIDE_DOWN & set(cards)
    first = parts.get(lesson__number=1)
    assert first.title == f"Gym Card: {cards[0]} ({module.LESSONS[1]['parts']['card']['activity']})"
    client.force_login(teacher)
    page = client.get(f"/gym/year/{year}/unit/1/lesson/1").content.decode()
    assert module.LESSONS[1]["title"] in page
    assert "Sample lesson: this unit is not written in full yet" not in page


def test_eyfs_card_levels_have_pictures_of_their_own():
    """EYFS works on mats only, so its levels are its own (lying, standing, on tiptoes...), not
    the cards' helper, alone and bench pictures: each level names a pose drawn for it."""
    for lesson in gym_y0.LESSONS.values():
        card = lesson["parts"]["card"]
        figures = card["level_figures"]
        assert len(set(figures)) == 3, card["title"]  # tricky, trickier, trickiest each look different
        for name in figures:
            svg = (showcase.MEDIA_DIR / f"{name}.svg").read_text()
            assert f'aria-label="{name.replace("-", " ")}"' in svg
        assert "bench" not in " ".join((card["tricky"], card["trickier"], card["trickiest"]))


@pytest.mark.usefixtures("content")
def test_eyfs_card_page_shows_its_own_level_pictures_and_no_bench_clip(client, teacher):
    """The card page's levels are the unit's poses (lying, standing, on tiptoes), never the
    card's generic helper or bench level clip."""
    client.force_login(teacher)
    page = client.get("/gym/year/0/unit/1/lesson/1/card/g0u1-shape-and-balance-l1-card").content.decode()
    for name in gym_y0.LESSONS[1]["parts"]["card"]["level_figures"]:
        assert f"{name}.svg" in page
    assert "-trickiest.webm" not in page and "-tricky.webm" not in page


def test_year_2_card_levels_say_what_the_card_level_pictures_show():
    """The gym card page shows the card's level pictures (a helper's hand, alone, on a bench):
    Year 2's written levels are those three stages."""
    for lesson in gym_y2.LESSONS.values():
        card = lesson["parts"]["card"]
        assert "partner's hand" in card["tricky"] and "on your own" in card["trickier"], card["title"]
        assert "bench" in card["trickiest"] and "bench" not in card["tricky"] + card["trickier"], card["title"]
