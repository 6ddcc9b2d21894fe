"""The showcase set (issue 10): lessons written in full that a teacher could teach from.
Each showcase unit has six lessons whose parts carry their own activity, set-up, teaching
point, tricky/trickier/trickiest changes, review question and step pictures."""

import pytest

from apps.content.models import Lesson, Part, Unit
from apps.content.seed import showcase

pytestmark = pytest.mark.usefixtures("content")

TEXTS = ("title", "planning", "pupil_text", "how_to_play", "think_about", "tips", "tricky", "trickier", "trickiest")


@pytest.mark.parametrize("head", sorted(showcase.UNITS))
def test_showcase_units_are_written_in_full(head):
    unit = Unit.objects.get(slug__startswith=f"{head}-")
    assert unit.strapline == showcase.UNITS[head].UNIT["strapline"]
    if "purpose" in showcase.UNITS[head].UNIT:  # play units have no knowledge organiser
        assert unit.organiser.purpose == showcase.UNITS[head].UNIT["purpose"]
    lessons = list(Lesson.objects.filter(unit=unit).prefetch_related("parts__steps"))
    assert len(lessons) == 6
    for field in ("title", "goal_text", "equipment", "organisation", "tips", "home_challenge"):
        values = [getattr(lesson, field) for lesson in lessons]
        assert len(set(values)) == 6, field
    parts = [part for lesson in lessons for part in lesson.parts.all()]
    assert len(parts) == 30
    for field in TEXTS:
        values = [getattr(part, field) for part in parts]
        # Every part of the unit has its own words: nothing shared, nothing generated.
        assert len(set(values)) == len(values), (field, [v for v in values if values.count(v) > 1][:2])
        assert all(values), field
    for part in parts:
        assert part.steps.count() == 3, part.slug
        assert unit.title not in part.pupil_text.split(":")[0], part.pupil_text  # not the generated wording
        assert not part.pupil_text.startswith("Let's")


def test_showcase_review_questions_differ_within_each_lesson():
    for head in showcase.UNITS:
        for lesson in Lesson.objects.filter(unit__slug__startswith=f"{head}-").prefetch_related("parts"):
            questions = [p.think_about for p in lesson.parts.all() if not p.alternative]
            assert len(set(questions)) == len(questions) == 4


def test_showcase_dance_skills_have_their_own_moves_and_levels():
    part = Part.objects.get(slug="d2u1-machines-l1-skill")
    skills = list(part.skills.prefetch_related("levels"))
    assert [s.title for s in skills] == ["Piston", "Cog"]
    levels = [lv.skill_what for lv in skills[0].levels.all()]
    assert levels[0] == "Punch one arm up and down on the spot" and len(set(levels)) == 3
    assert [lyric.text for lyric in part.lesson.parts.get(type="performance", alternative=False).lyrics.all()][:2] == [
        "Switch on the factory, hear it hum",
        "Pistons pumping, here they come",
    ]


def test_showcase_media_are_made_and_no_test_card_is_left():
    """Drawn step pictures, a voice-over per part, lyric and step videos (scripts/media)."""
    from pathlib import Path

    from apps.content.seed import catalogue

    static = Path(showcase.__file__).resolve().parents[2] / "static"
    placeholders = {
        catalogue.HERO,
        catalogue.OLD_GUIDE,
        catalogue.VOICEOVER,
    }
    from django.db.models import Q

    from apps.content.seed.showcase import themes

    units = [m.SLUG for m in showcase.MODULES]
    parts = Part.objects.filter(
        Q(lesson__unit__slug__in=units) | Q(theme_item__slug__in=[*themes.THEMES, *themes.SKILLS])
    )
    assert parts.count() == 30 * len(units) + 2 * 8 * len(themes.THEMES) + len(themes.SKILLS)
    for part in parts.prefetch_related("steps"):
        slug = part.slug
        urls = [part.hero_image, part.audio_file, part.video] + [s.image for s in part.steps.all()]
        urls += [s.video for s in part.steps.all()]
        for url in filter(None, urls):
            assert url not in placeholders, (slug, url)
            assert (static / url.removeprefix("/static/")).is_file(), url
        assert part.audio_file.endswith(".opus") and part.hero_image.endswith(".svg")
        if part.type in ("song", "performance", "skill", "funs"):
            assert part.video.endswith(".webm"), slug


def test_showcase_themes_and_movement_skills_are_written_in_full():
    from apps.content.seed.showcase import themes

    for item, written in themes.THEMES.items():
        for product in ("home", "foundations"):
            parts = list(Part.objects.filter(theme_item__slug=item, theme_item__stage__programme__slug=product))
            assert len(parts) == len(written) == 8
            for field in TEXTS:
                values = [getattr(p, field) for p in parts]
                assert len(set(values)) == len(values) and all(values), (item, field)
            song = next(p for p in parts if p.type == "song")
            assert song.video.endswith(f"/{item}-song.webm") and song.lyrics.count() == 6
    for slug, written in themes.SKILLS.items():
        part = Part.objects.get(slug=slug)
        assert part.title == written["title"] and part.steps.count() == 3
        assert part.video.endswith(f"/skill-{slug}.webm")


def test_every_written_step_names_a_drawn_pose():
    """A unit file's steps name poses of figures.POSES or of its own POSES; each is drawn."""
    from apps.content.seed.showcase.figures import all_poses

    poses = all_poses()
    for module in showcase.MODULES:
        for number, lesson in module.LESSONS.items():
            for key, words in lesson["parts"].items():
                unknown = [figure for _, _, figure in words["steps"] if figure not in poses]
                assert not unknown, (module.SLUG, number, key, unknown)
    static = showcase.MEDIA_DIR
    assert [name for name in poses if not (static / f"{name}.svg").is_file()] == []


def test_a_written_parts_own_adaptations_are_what_teachers_see():
    """A written part's joining-in and more-active lines win over the generated ones named
    after its activity ('Run two groups of ... side by side' under a review)."""
    checked = 0
    for module in showcase.MODULES:
        for number, lesson in module.LESSONS.items():
            alt_type = next(t for t in lesson["parts"] if t in showcase.ALT_TYPES)
            for key, words in lesson["parts"].items():
                if not words.get("more_active"):
                    continue
                type_ = alt_type if key == "alt" else key
                slug = f"{module.SLUG}-l{number}-{type_}" + ("-alt" if key == "alt" else "")
                part = Part.objects.get(slug=slug)
                assert (part.joining_in, part.more_active) == (words["joining_in"], words["more_active"]), slug
                checked += 1
    assert checked >= 60  # EYFS and Year 2 write theirs for every part


def test_a_written_gym_unit_names_its_own_cards(monkeypatch):
    """A written unit's CARDS choose its lessons' gym cards (a Year 1 unit gets no headstand);
    a lesson it does not name, and every generated unit, keeps the catalogue's turn."""
    from apps.content.models import GymCard
    from apps.content.seed import curriculum

    cards = list(GymCard.objects.all())
    unit = Unit.objects.get(slug="g3u1-shape-and-balance")
    monkeypatch.setattr(showcase.unit_module(unit.slug), "CARDS", {1: "Star", 2: "Log Roll"}, raising=False)
    parts = [p for p in curriculum._lesson_parts(curriculum._lesson_plans([unit]), cards) if p.type == "card"]
    assert [p.card.title for p in parts[:2]] == ["Star", "Log Roll"]
    assert parts[0].title.startswith("Gym Card: Star (")
    assert parts[2].card == cards[(3 + unit.number) % len(cards)]
    generated = Part.objects.get(slug="g4u2-travel-and-flight-l1-card")
    assert generated.card == cards[(1 + 2) % len(cards)]


def test_year_1_gym_teaches_its_own_year_1_cards():
    from apps.content.seed.showcase import gym_y1

    parts = Part.objects.filter(lesson__unit__slug=gym_y1.SLUG, type="card").order_by("lesson__number")
    assert [p.card.title for p in parts] == ["Straight", "Tuck", "Star Shape", "Straddle", "Pike", "Straight Jump"]
    assert not {"Headstand", "Shoulder Stand", "Bridge"} & {p.card.title for p in parts}
    # The written card part teaches that card: its title names both.
    assert parts[0].title == "Gym Card: Straight (Pencil Shape)"


def test_a_unit_not_written_in_full_says_its_lessons_are_sample_text(client, teacher):
    """Issue 28: lessons not written for real stay sample text, and say so on the page."""
    client.force_login(teacher)
    written = Unit.objects.get(slug="p1u1-dynamic-balance")
    sample = Unit.objects.filter(programme__slug="pe", year__number=1, number=2).first()
    assert written.written and sample is not None and not sample.written
    assert Unit.objects.filter(written=True).count() == len(showcase.MODULES)
    note = "Sample lesson: this unit is not written in full yet"
    assert note not in client.get("/pe/year/1/unit/1/lesson/1").content.decode()
    page = client.get("/pe/year/1/unit/2/lesson/1")
    assert page.status_code == 200 and note in page.content.decode()
    assert "Sample unit:" in client.get("/pe/year/1/unit/2").content.decode()


def test_a_written_units_gym_card_page_shows_its_written_words(client, teacher):
    """The gym card page of a written unit's card (by the part's slug or the card's) shows
    the lesson's words and levels, not the card's generic ones; a sample unit keeps those."""
    client.force_login(teacher)
    part = Part.objects.select_related("card").get(slug="g3u1-shape-and-balance-l1-card")
    lesson = "/gym/year/3/unit/1/lesson/1/card/"
    for slug in (part.slug, part.card.slug):
        html = client.get(lesson + slug).content.decode()
        assert part.pupil_text in html and part.tips in html, slug
        assert part.trickiest.split(": ", 1)[1][1:] in html, slug
        assert part.card.skill_what not in html and part.card.trickiest.split(": ", 1)[1] not in html, slug
    # Each level shows the picture its unit file poses for it (Year 4's arch lying along a bench).
    html = client.get("/gym/year/4/unit/1/lesson/1/card/g4u1-shape-and-balance-l1-card").content.decode()
    assert all(f"/showcase/{name}.svg" in html for name in ("y4gym-arch-chest", "y4gym-arch", "y4gym-arch-bench"))
    sample = Part.objects.select_related("card").get(slug="g4u2-travel-and-flight-l1-card")
    html = client.get("/gym/year/4/unit/2/lesson/1/card/" + sample.slug).content.decode()
    assert sample.card.skill_what in html and sample.card.trickiest.split(": ", 1)[1] in html
