"""Issue 28: all twelve early-years themes and all twelve KS2 movement skills are written in
full (showcase/themes), none generated; their steps show their own drawn movement, each theme
part says how a child who needs it joins in, and a movement skill's page gives its teaching
points, practice games and home challenge."""

import pytest
from django.utils.text import slugify

from apps.content.models import Part
from apps.content.seed import catalogue
from apps.content.seed.showcase import themes

pytestmark = pytest.mark.usefixtures("content")


def test_every_theme_and_movement_skill_is_written_not_generated():
    assert sorted(themes.THEMES) == sorted(slugify(t) for t in catalogue.EARLY_YEARS_THEMES)
    assert sorted(themes.SKILLS) == sorted(slugify(t) for t in catalogue.KS2_SKILLS)
    parts = Part.objects.filter(theme_item__isnull=False).prefetch_related("steps")
    assert parts.count() == 2 * 8 * 12 + 12
    for part in parts:
        # The generated words name the theme in their pupil text ("Bike: Cone Flip. ...").
        assert not part.pupil_text.startswith(f"{part.theme_item.title}:"), part.slug
        steps = list(part.steps.all())
        assert len(steps) == 3 and all(s.image.endswith(".svg") for s in steps), part.slug
    bike = Part.objects.get(slug="home-themes-bike-skill")
    assert bike.title == "Skill: Pedal Power"
    assert [s.image.rsplit("/", 1)[1] for s in bike.steps.all()] == ["sit.svg", "pedal-on-back.svg", "bike-steer.svg"]
    # A teacher reads each part's own joining-in and keywords, and no goal named after its activity.
    trail = Part.objects.get(slug="foundations-themes-jungle-game")
    assert trail.joining_in == themes.THEMES["jungle"]["game"]["joining_in"] != ""
    assert trail.joining_in.startswith("Make the branch high") and trail.cognitive_goal == trail.physical_goal == ""
    assert trail.keywords == ["under", "over", "across"]
    song = Part.objects.get(slug="foundations-themes-fairytale-song")
    assert song.lyrics.first().text == "Once upon a time, in a land far away"


def test_a_movement_skill_page_gives_its_teaching_points_games_and_home_challenge(signed_in, home_user):
    html = signed_in(home_user).get("/home/funs/footwork/skill/footwork").content.decode()
    assert "Teaching points" in html and "Stay on the balls of your feet." in html
    assert "Practice games" in html and "Mirror Feet" in html
    assert "Home challenge" in html and "Lay a ladder at home and time three runs." in html
