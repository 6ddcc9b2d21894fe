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
from apps.content.seed import seed_content, showcase


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
    # Every theme's song is written (showcase/themes): its own video and six lines three seconds apart.
    song = Part.objects.get(slug="home-themes-juggling-song")
    assert song.video.endswith("/juggling-song.webm")
    assert [lyric.time for lyric in Lyric.objects.filter(part=song)] == [0, 3, 6, 9, 12, 15]
    assert Lesson.objects.get(unit__slug="p3u2-net-wall", number=4).parts.filter(alternative=True).count() == 1


def test_media_files_exist():
    from pathlib import Path

    from apps.content.seed import catalogue

    root = Path(__file__).resolve().parents[1] / "static"
    for url in [catalogue.guide("pe"), catalogue.HERO, catalogue.VOICEOVER, *catalogue.SIDES]:
        assert (root / url.removeprefix("/static/")).is_file(), url


def test_seeding_again_changes_nothing_and_keeps_edits(content):
    Part.objects.filter(slug="p3u2-net-wall-l4-warmup").update(title="Edited by content staff")
    counts = {m: m.objects.count() for m in (Unit, Lesson, Part, Die, GymCard, ThemeItem)}
    call_command("seed_content", stdout=open("/dev/null", "w"))  # noqa: SIM115
    assert {m: m.objects.count() for m in counts} == counts
    assert Part.objects.get(slug="p3u2-net-wall-l4-warmup").title == "Edited by content staff"


def test_reset_regenerates(content):
    Part.objects.filter(slug="p3u2-net-wall-l4-warmup").update(title="Edited")
    seed_content(reset=True)
    assert Part.objects.get(slug="p3u2-net-wall-l4-warmup").title == "Warm-up: Sticky Feet"


def test_unit_slugs_differ_in_their_first_five_characters(content):
    """The ability choice is stored locally under the first five characters of the unit
    slug (spec 2 §9): every gym unit used to share 'gym-y'."""
    slugs = list(Unit.objects.values_list("slug", flat=True))
    assert len({slug[:5] for slug in slugs}) == len(slugs) == 75


def test_generated_lessons_have_words_of_their_own(content):
    lesson_parts = Part.objects.filter(lesson__isnull=False)
    for field in ("planning", "pupil_text"):
        values = list(lesson_parts.values_list(field, flat=True))
        assert len(set(values)) == len(values), field
    assert not Part.objects.filter(pupil_text__startswith="Let's").exists()
    for lesson in Lesson.objects.select_related("unit").prefetch_related("parts"):
        parts = [p for p in lesson.parts.all() if not p.alternative]
        questions = [p.think_about for p in parts]
        assert len(set(questions)) == len(questions) == 4, lesson
        assert len({p.tricky for p in lesson.parts.all()}) == 5, lesson
        if not showcase.lesson(lesson.unit.slug, lesson.number):  # generated: names its unit and lesson
            assert f"lesson {lesson.number}" in parts[0].pupil_text and lesson.unit.title in parts[0].pupil_text
    for field in ("equipment", "organisation", "tips"):
        for unit in Unit.objects.all():
            values = list(Lesson.objects.filter(unit=unit).values_list(field, flat=True))
            assert len(set(values)) > (3 if field == "equipment" else 5), (unit.slug, field, values)


def test_demo_parts_offer_roulettes_and_the_lucky_dip(content):
    dice = {p.slug: p.dice for p in Part.objects.filter(lesson__unit__slug="p3u2-net-wall", lesson__number=4)}
    assert "warm-up-roulette" in dice["p3u2-net-wall-l4-warmup"]
    assert dice["p3u2-net-wall-l4-application"] == ["game-roulette"]
    assert dice["p3u2-net-wall-l4-application-alt"] == ["lucky-dip"]
    play = Part.objects.get(slug="cu1-playground-legends-l2-game-alt")
    assert play.dice == ["lucky-dip"]
