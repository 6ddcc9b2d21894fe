"""The classroom rules the islands used to apply themselves (issue 22): which dice a part
shows, the lucky dip's sides, and the tricky levels by year are the server's, handed to the
islands as data. The islands' own tests check they draw what they are given."""

import pytest

from apps.content import props, selectors
from apps.content.models import Die, DieSide

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _only_these_dice(db):
    # The demo curriculum may be in the database (seeded once per test worker): these tests
    # make their own dice under the same slugs.
    Die.objects.all().delete()


def _die(slug, sides, *, roulette=False):
    die = Die.objects.create(slug=slug, title=slug.replace("-", " ").title(), roulette=roulette)
    for n, title in enumerate(sides):
        DieSide.objects.create(die=die, title=title, image=f"/static/{title.lower()}.svg" if title else "", position=n)
    return die


def test_the_lucky_dip_spins_every_roulette_side_shown_with_it_once():
    actions = _die("actions", ["Jump", "Hop"])
    colours = _die("colours", ["Red", "Blue"], roulette=True)
    shapes = _die("shapes", ["Star", "Red"], roulette=True)
    lucky = _die("lucky-dip", ["Blue"])
    shown = props.dice_props([actions, colours, shapes, lucky])
    dip = next(d for d in shown["dice"] if d["slug"] == "lucky-dip")
    assert dip["roulette"] is True
    assert [s["sideTitle"] for s in dip["sides"]] == ["Blue", "Red", "Star"]
    assert [s["sideTitle"] for s in next(d for d in shown["dice"] if d["slug"] == "actions")["sides"]] == [
        "Jump",
        "Hop",
    ]
    assert shown["roulette"] is True


def test_a_die_with_no_side_is_not_shown():
    empty = _die("empty", [])
    shown = props.dice_props([empty, _die("numbers", ["One"])])
    assert [d["slug"] for d in shown["dice"]] == ["numbers"]
    assert shown["roulette"] is False


def test_review_parts_add_the_ability_and_fitness_dice():
    class Part:
        dice = ["actions"]

    review, skill = Part(), Part()
    review.type, skill.type = "review", "skill"
    assert selectors.review_dice(review) == ["actions", "ability", "fitness"]
    assert selectors.review_dice(skill) == ["actions"]


def test_tricky_levels_by_year_as_the_spec_lists_them():
    assert [selectors.start_level(y) for y in range(7)] == [0, 0, 0, 1, 1, 2, 2]
    assert [len(selectors.levels_for_year(y)) for y in (0, 2, 3, 6)] == [2, 2, 3, 3]
