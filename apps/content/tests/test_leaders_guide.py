"""/leaders is a real guide for Year 5 and 6 sports leaders (issue 28): what a leader does,
how to explain a game, games to lead with their kit, set-up, rules and easier and harder
versions, safety, including everyone, praise and a checklist, printable; shown under the
support page content staff edit, and only to those who may open Real Leaders."""

import pytest

from apps.content.seed.leaders import CHECKLIST, GAMES

pytestmark = pytest.mark.django_db
HEADINGS = [
    "What does a sports leader do?",
    "How to set up and explain a game",
    "Keeping everyone safe",
    "Making sure everyone joins in",
    "Giving praise and feedback",
    "My leader's checklist",
]


def test_a_teacher_reads_the_leaders_guide_under_the_edited_page(signed_in, teacher, support):
    html = signed_in(teacher).get("/leaders").content.decode()
    assert 'data-support-page="/support/leaders"' in html  # the page staff edit stays on top
    guide = html[html.index('class="leader-guide"') :]
    assert "Young Leader&#x27;s Guide" in guide and "data-print" in guide
    for heading in HEADINGS:
        assert heading in guide, heading
    for game in GAMES:
        card = guide[guide.index(f">{game['name']}</h4>") :].split("</article>", 1)[0]
        for label in ("You need", "Set up", "How to play", "Make it easier", "Make it harder", "Watch out for"):
            assert f"<dt>{label}</dt>" in card, (game["name"], label)
        assert len(game["rules"]) >= 3 and card.count("<li>") == len(game["rules"])
    assert [when for when, _ in CHECKLIST] == ["Before the game", "During the game", "After the game"]
    assert all(f"<h4>{when}</h4>" in guide for when, _ in CHECKLIST)


def test_the_guide_shows_on_the_intro_too_but_not_to_those_without_leaders(signed_in, teacher, bursts_user, content):
    html = signed_in(teacher).get("/leaders").content.decode()
    assert "Real Leaders trains Year 5 and 6 pupils" in html and 'class="leader-guide"' in html
    html = signed_in(bursts_user).get("/leaders").content.decode()
    assert "data-no-access" in html and "leader-guide" not in html
