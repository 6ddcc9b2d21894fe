"""The twelve early-years themes (PE Daily and PE Foundations share them) and the twelve KS2
movement skills of PE Daily, written in full: each theme's eight parts in a module of
related themes, the skills in skills.py, their own poses in poses.py. showcase.theme_words
reads THEMES and SKILLS; make_media.py makes SONGS' lyric videos."""

from apps.content.seed.showcase.themes import circus, creatures, journeys, skills
from apps.content.seed.showcase.themes.adaptations import JOINING_IN
from apps.content.seed.showcase.themes.poses import POSES

# Each part with its own joining-in line (adaptations.py).
THEMES = {
    slug: {key: {**words, "joining_in": JOINING_IN[slug][key]} for key, words in parts.items()}
    for slug, parts in {**journeys.THEMES, **creatures.THEMES, **circus.THEMES}.items()
}
SONGS = {**journeys.SONGS, **creatures.SONGS, **circus.SONGS}
SKILLS = skills.SKILLS
# Each theme item's line on its page: a theme's own, a skill's first sentence (what it is).
INTROS = {**journeys.INTROS, **creatures.INTROS, **circus.INTROS}
INTROS |= {slug: words["pupil_text"].split(". ")[0].rstrip(".") + "." for slug, words in SKILLS.items()}

__all__ = ["INTROS", "POSES", "SKILLS", "SONGS", "THEMES"]
