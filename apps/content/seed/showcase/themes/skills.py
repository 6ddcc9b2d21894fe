"""The KS2 movement skills of PE Daily written in full so far."""

from apps.content.seed.showcase.text import part

SKILLS = {
    "one-leg-balance": part(
        "Skill: One Leg Balance",
        "Stand tall on one leg and hold it still. How long can you balance?",
        "Pupils in their own space at home with room to wobble safely.",
        "Stand on one leg with the other knee lifted, arms out. Hold for ten, then swap. Then try with "
        "arms folded, then with eyes closed for three.",
        "Squeeze your tummy and look at one spot.",
        "Which was harder: arms folded or eyes closed, and why?",
        ("hold for five with arms out", "hold for ten with arms folded", "hold with eyes closed and then swap legs"),
        [
            ("Lift", "Lift one knee, arms out.", "one-leg"),
            ("Hold", "Look at a spot and hold.", "one-leg"),
            ("Challenge", "Fold your arms and hold.", "stand"),
        ],
    ),
    "jumping-and-landing": part(
        "Skill: Jumping and Landing",
        "Jump high and land like a cat: quiet, soft and still.",
        "Pupils in their own space on a soft surface.",
        "Swing your arms back, jump up tall, and land on the balls of your feet with knees bent, then "
        "freeze. Try a star jump and a tuck jump.",
        "A quiet landing is a good landing.",
        "What did your arms and knees do to make the landing quiet?",
        ("a small straight jump", "a star jump and freeze", "a tuck jump and freeze"),
        [
            ("Swing", "Swing your arms back.", "crouch"),
            ("Jump", "Jump up tall.", "jump"),
            ("Land", "Soft knees and freeze.", "land"),
        ],
    ),
}
