"""seed_content loads every programme, year and unit count of spec 2 §1 and §9, and
running it again changes nothing and keeps editors' changes."""

from django.core.management import call_command

from apps.content.models import (
    Ability,
    Adventure,
    Die,
    GymCard,
    Lesson,
    Lyric,
    Part,
    Programme,
    ThemeItem,
    Unit,
    WarmUpStep,
)
from apps.content.seed import seed_content


def _units(programme, **filters):
    return Unit.objects.filter(programme__slug=programme, letter="", **filters)


def test_every_programme_year_unit_and_lesson_count(content):
    assert list(Programme.objects.values_list("slug", flat=True)) == [
        "pe", "gym", "dance", "foundations", "play", "leaders", "home", "assessment",
    ]  # fmt: skip
    assert Programme.objects.get(slug="assessment").coming_soon
    for year in range(7):
        assert _units("pe", year__number=year).count() == 6
        assert _units("gym", year__number=year).count() == 2
        assert _units("dance", year__number=year).count() == 1
    assert _units("play", stage__slug="club").count() == 2
    for unit in Unit.objects.prefetch_related("lessons"):
        assert [lesson.number for lesson in unit.lessons.all()] == [1, 2, 3, 4, 5, 6]


def test_lettered_sub_units_carry_their_sport_focus(content):
    subs = Unit.objects.filter(programme__slug="pe", year__number=6, number=1).exclude(letter="")
    assert [(u.code, u.get_focus_display(), u.live) for u in subs] == [
        ("1A", "Invasion", True),
        ("1B", "Net & Wall", True),
        ("1C", "Target", False),
    ]


def test_catalogues(content):
    themes = ["Pirate", "Jungle", "Cat", "Tightrope", "Train", "Space",
              "Seaside", "Juggling", "Clown", "Bike", "Squirrel", "Fairytale"]  # fmt: skip
    for product in ("home", "foundations"):
        items = ThemeItem.objects.filter(stage__programme__slug=product, stage__slug="themes")
        assert list(items.values_list("title", flat=True)) == themes
    skills = ThemeItem.objects.filter(stage__programme__slug="home", stage__slug="funs")
    assert skills.count() == 12
    assert skills.first().title == "One Leg Balance"
    assert list(Ability.objects.values_list("slug", flat=True)) == [
        "personal", "social", "cognitive", "creative", "physical", "fitness",
    ]  # fmt: skip
    assert Adventure.objects.count() == 7
    assert GymCard.objects.count() == 35
    for focus in ("balance", "shape", "travel", "flight", "rotation"):
        assert GymCard.objects.filter(focus=focus).count() == 7
    lucky = Die.objects.get(slug="lucky-dip")
    roulette_sides = sum(d.sides.count() for d in Die.objects.filter(roulette=True).exclude(slug="lucky-dip"))
    assert lucky.sides.count() == roulette_sides > 0


def test_parts_have_steps_and_media(content):
    warmup = Part.objects.filter(type="warmup").first()
    assert warmup.steps.count() == 3
    assert WarmUpStep.objects.filter(part=warmup, end=True).count() == 1
    song = Part.objects.filter(type="song").first()
    assert song.video.endswith(".webm")
    assert [lyric.time for lyric in Lyric.objects.filter(part=song)] == [0, 1.5, 3, 4.5]
    assert Lesson.objects.get(unit__slug="pe-y3-u2", number=4).parts.filter(alternative=True).count() == 1


def test_media_files_exist():
    from pathlib import Path

    from apps.content.seed import catalogue

    root = Path(__file__).resolve().parents[1] / "static"
    for url in [catalogue.VIDEO, catalogue.SKILL_VIDEO, catalogue.HERO, catalogue.VOICEOVER, *catalogue.SIDES]:
        assert (root / url.removeprefix("/static/")).is_file(), url


def test_seeding_again_changes_nothing_and_keeps_edits(content):
    Part.objects.filter(slug="pe-y3-u2-l4-warmup").update(title="Edited by content staff")
    counts = {m: m.objects.count() for m in (Unit, Lesson, Part, Die, GymCard, ThemeItem)}
    call_command("seed_content", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert {m: m.objects.count() for m in counts} == counts
    assert Part.objects.get(slug="pe-y3-u2-l4-warmup").title == "Edited by content staff"


def test_reset_regenerates(content):
    Part.objects.filter(slug="pe-y3-u2-l4-warmup").update(title="Edited")
    seed_content(reset=True)
    assert Part.objects.get(slug="pe-y3-u2-l4-warmup").title == "Warm-up: Net & Wall"
