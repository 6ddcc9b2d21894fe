"""What a home-learning child reads (issue 21). The spec's texts ("Adaptive Teaching",
"EYFS / KS 1", "KS2") are written for teachers and stay for teachers and for pupils in class;
a home child (a user flagged home-only, aged 4 to 11, at home with a grown-up) reads these
instead, on the pages only they see this way: /home, the two stage menus and every part page
with Tricky / Trickier / Trickiest. Short words, the buttons called by the names they show."""

# AdaptiveLevels (levels mode) with no level chosen: its heading, and the region's name.
LEVELS_TITLE = "Pick your challenge"
LEVELS_TEXT = "Press Tricky, Trickier or Trickiest to make it easier or harder."

# /home: the line under the title, and the two stage tiles (title, then who they are for).
HOME_LEAD = "Let's get moving at home! Pick a theme to play, or a skill to practise."
STAGE_INTROS = {
    "themes": "Twelve themes to play, each with lots of ways to move.",
    "funs": "Twelve movement skills to practise, each with videos and challenges.",
}


def ages(years):
    """'Ages 4 to 7' for school years [0, 1, 2] (Reception starts at 4, Year 6 ends at 11)."""
    if not years:
        return ""
    return f"Ages {min(years) + 4} to {max(years) + 5}"


def levels_words():
    """The AdaptiveLevels props that put the home child's words in place of the spec's."""
    return {"introTitle": LEVELS_TITLE, "introText": LEVELS_TEXT}
