"""Helpers that turn the showcase's hand-written lessons into the fields the seed writes.

Every text of the showcase set was written for this project (no published scheme was
used). Figures name the drawn step pictures of static/content/media/showcase/: a pose of
figures.POSES or of the unit module's own POSES (figures.all_poses)."""


def part(title, pupil, setup, rules, point, question, levels, steps, **extra):
    """One part: `levels` are the tricky, trickier and trickiest changes; `steps` are
    (subtitle, text, figure) for the step pictures."""
    tricky, trickier, trickiest = levels
    return {
        "title": title,
        "activity": title.split(": ", 1)[-1],
        "pupil_text": pupil,
        "planning": f"{setup} {rules}",
        "how_to_play": rules,
        "tips": point,
        "think_about": question,
        "tricky": f"Tricky: {tricky}",
        "trickier": f"Trickier: {trickier}",
        "trickiest": f"Trickiest: {trickiest}",
        "steps": list(steps),
        "figure": steps[0][2],
        **extra,
    }


def lesson(title, goal, points, equipment, organisation, tips, vocab, home, parts):
    return {
        "title": title,
        "goal_text": goal,
        "learning_points": points,
        "equipment": equipment,
        "organisation": organisation,
        "tips": tips,
        "key_vocab": vocab,
        "home_challenge": home,
        "parts": parts,
    }


# Step pictures too plain to stand for a whole part in the lesson preview.
PLAIN = {"stand", "sit", "teacher", "pair", "wave"}


def posed_part(title, pupil, setup, rules, point, question, levels, steps, **extra):
    """A part whose preview picture is its first step that shows the movement, not someone
    standing, sitting or listening (the written units share it)."""
    figure = next((f for _, _, f in steps if f not in PLAIN), steps[0][2])
    return part(title, pupil, setup, rules, point, question, levels, steps, figure=figure, **extra)
