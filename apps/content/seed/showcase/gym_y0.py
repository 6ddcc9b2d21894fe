"""Gym, EYFS (Reception), Unit 1: Shape and Balance. Six short lessons on mats for four- and
five-year-olds, each told as a little story: a long thin worm, a wide starfish, a small
curled hedgehog, a rolling pin, a big brown bear and a sideways crab. Children make the
three first shapes (long and thin, wide, small and curled), hold a shape still on their
tummy, back and bottom while everyone counts to three, and make animal shapes for a friend
to guess. Each lesson's gym card is named here (CARDS): an early stage of a shape, a roll
or an animal travel, never a balance upside down.

Written for this project by hand (no published scheme used). Each lesson runs about 25
minutes: warm-up 5, gym card 6, movements 10, review 4. Adults set out the mats before the
lesson; bare feet, no jewellery, hair tied back; nobody goes on a mat until the grown-up says
"mats". Counts are to three, out loud and together: Year 1 holds for five.
"""

from apps.content.seed.showcase import text
from apps.content.seed.showcase.figures import POSES as SHARED
from apps.content.seed.showcase.figures import STAND
from apps.content.seed.showcase.pictures import GYM_POSES

SLUG = "g0u1-shape-and-balance"
# Each lesson's gym card (catalogue.GYM_FOCUS titles): two shapes, the tuck, the log roll and
# two animal travels a four-year-old can make safely.
CARDS = {1: "Straight", 2: "Star Shape", 3: "Tuck", 4: "Log Roll", 5: "Bear Walk", 6: "Crab Walk"}
UNIT = {
    "strapline": "Long and thin, wide as a starfish, small as a hedgehog: make a shape, keep it still and "
    "count to three.",
    "cog_text": "Children learn that every shape has a name, that a shape can be made lying on the tummy, the "
    "back or the bottom, and that keeping still while we count is part of the shape.",
    "purpose": "Reception children make a long thin shape, a wide star and a small curled ball on the mat, "
    "hold a still shape on their tummy, back and bottom while everyone counts to three, and make animal "
    "shapes for a friend to guess.",
    "vocab": [
        ("Long and thin", "Stretched out like a worm: arms up, legs together."),
        ("Wide", "Arms and legs spread out far, like a starfish on the sand."),
        ("Curled", "Small and round like a hedgehog hiding, knees in and chin down."),
        ("Tummy, back, bottom", "The three parts of you that can lie or sit on the mat."),
        ("Freeze", "Stop and keep every bit of you still while we count."),
        ("Roll", "Turning over and over along the mat like a rolling pin."),
    ],
}

# Poses for this unit's step and level pictures (joints as figures.STAND, 240 x 160, floor 150).
_LONG_LYING = {
    "head": (74, 136),
    "neck": (90, 138),
    "hip": (132, 138),
    "le": (66, 128),
    "lh": (44, 128),
    "re": (66, 132),
    "rh": (44, 134),
    "lk": (158, 138),
    "lf": (184, 140),
    "rk": (158, 141),
    "rf": (184, 143),
}
_TUMMY = {
    "head": (60, 128),
    "neck": (76, 136),
    "hip": (126, 140),
    "le": (54, 138),
    "lh": (34, 136),
    "re": (56, 140),
    "rh": (36, 139),
    "lk": (154, 141),
    "lf": (182, 142),
    "rk": (154, 143),
    "rf": (182, 145),
}
_CRAB_SIT = {
    "head": (100, 92),
    "neck": (104, 106),
    "hip": (122, 138),
    "le": (92, 122),
    "lh": (84, 146),
    "re": (96, 124),
    "rh": (90, 146),
    "lk": (150, 118),
    "lf": (158, 146),
    "rk": (146, 120),
    "rf": (152, 146),
}
POSES = {
    # Long and thin, standing: arms up by the ears, legs together.
    "y0gym-long-standing": {**STAND, "le": (98, 38), "lh": (96, 8), "re": (142, 38), "rh": (144, 8),
                            "lk": (117, 120), "lf": (117, 146), "rk": (123, 120), "rf": (123, 146)},
    # Long and thin up on tiptoes: heels off the floor, arms stretched up.
    "y0gym-long-tiptoe": {"head": (120, 24), "neck": (120, 40), "hip": (120, 84), "le": (98, 26), "lh": (96, 2),
                          "re": (142, 26), "rh": (144, 2), "lk": (117, 110), "lf": (117, 136), "rk": (123, 110),
                          "rf": (123, 136)},
    # Long and thin lying on the back, arms stretched past the head.
    "y0gym-long-lying": dict(_LONG_LYING),
    # Lying on the tummy, long, arms forward, head lifted to look ahead.
    "y0gym-tummy-long": dict(_TUMMY),
    # A snake on its tummy: long, arms by the sides, head up.
    "y0gym-snake-tummy": {**_TUMMY, "head": (58, 118), "neck": (74, 130), "le": (92, 142), "lh": (112, 143),
                          "re": (94, 144), "rh": (114, 145)},
    # A star standing: arms and legs wide.
    "y0gym-star-standing": dict(SHARED["star"]),
    # A star on tiptoes: arms and legs wide, heels lifted.
    "y0gym-star-tiptoe": {**SHARED["star"], "head": (120, 26), "neck": (120, 42), "hip": (120, 86),
                          "le": (96, 40), "lh": (74, 22), "re": (144, 40), "rh": (166, 22), "lk": (106, 112),
                          "lf": (96, 138), "rk": (134, 112), "rf": (144, 138)},
    # A starfish lying on its back, arms and legs spread.
    "y0gym-starfish-lying": {"head": (54, 140), "neck": (70, 140), "hip": (120, 140), "le": (62, 128),
                             "lh": (48, 112), "re": (62, 148), "rh": (48, 150), "lk": (148, 128), "lf": (174, 118),
                             "rk": (148, 148), "rf": (176, 150)},
    # A star sitting on the bottom: legs wide and long, arms out wide.
    "y0gym-star-sitting": {**dict(GYM_POSES["gym-straddle"]), "le": (98, 84), "lh": (74, 66), "re": (142, 84),
                           "rh": (166, 66)},
    # A small ball sitting: knees hugged, chin down, feet on the mat.
    "y0gym-curl-sitting": dict(SHARED["tuck"]),
    # A hedgehog curled on its side.
    "y0gym-curl-side": {"head": (94, 122), "neck": (106, 128), "hip": (140, 138), "le": (116, 128),
                        "lh": (124, 116), "re": (118, 130), "rh": (126, 118), "lk": (122, 116), "lf": (148, 120),
                        "rk": (124, 119), "rf": (150, 123)},
    # A small ball balancing on the bottom: knees hugged, feet just off the mat.
    "y0gym-curl-balance": {"head": (106, 72), "neck": (108, 86), "hip": (120, 132), "le": (128, 100),
                           "lh": (142, 108), "re": (130, 102), "rh": (144, 110), "lk": (144, 102), "lf": (150, 128),
                           "rk": (146, 104), "rf": (152, 130)},
    # A tortoise: kneeling, curled small, forehead near the mat.
    "y0gym-tortoise-curl": {"head": (150, 128), "neck": (138, 120), "hip": (104, 118), "le": (146, 136),
                            "lh": (158, 146), "re": (148, 138), "rh": (160, 146), "lk": (128, 142), "lf": (96, 146),
                            "rk": (130, 144), "rf": (98, 147)},
    # A beetle on its back, arms and legs waving up.
    "y0gym-beetle-back": {"head": (70, 138), "neck": (86, 138), "hip": (126, 140), "le": (92, 118),
                          "lh": (84, 98), "re": (100, 116), "rh": (96, 96), "lk": (140, 112), "lf": (156, 98),
                          "rk": (148, 114), "rf": (166, 100)},
    # Log rolls: arms by the sides (easier), and arms stretched past the head.
    "y0gym-log-roll": {**_LONG_LYING, "le": (104, 140), "lh": (124, 140), "re": (106, 142), "rh": (126, 142)},
    "y0gym-log-roll-arms-up": dict(_LONG_LYING),
    # A bear: on hands and knees (a baby bear), and on hands and feet with the bottom up.
    "y0gym-bear-knees": {"head": (160, 96), "neck": (150, 104), "hip": (98, 104), "le": (154, 124),
                         "lh": (156, 146), "re": (146, 126), "rh": (146, 146), "lk": (96, 144), "lf": (62, 146),
                         "rk": (102, 145), "rf": (68, 147)},
    "y0gym-bear-walk": dict(SHARED["bear"]),
    # A bear on three paws: one front paw lifted forward.
    "y0gym-bear-three-paws": {**SHARED["bear"], "le": (170, 96), "lh": (190, 92)},
    # A crab sitting (bottom down), lifted (bottom up) and waving one claw.
    "y0gym-crab-sit": dict(_CRAB_SIT),
    "y0gym-crab-lift": dict(GYM_POSES["gym-crab-walk"]),
    "y0gym-crab-wave": {**GYM_POSES["gym-crab-walk"], "le": (76, 86), "lh": (66, 62)},
    # A bunny crouched small, hands on the floor in front.
    "y0gym-bunny-crouch": dict(GYM_POSES["gym-bunny-hop"]),
    # A frog: crouched low, knees wide, hands down between them.
    "y0gym-frog": {"head": (120, 84), "neck": (120, 98), "hip": (120, 120), "le": (110, 118), "lh": (112, 146),
                   "re": (130, 118), "rh": (128, 146), "lk": (94, 116), "lf": (106, 146), "rk": (146, 116),
                   "rf": (134, 146)},
    # A flamingo: standing on one leg, arms out like wings.
    "y0gym-flamingo": dict(SHARED["one-leg"]),
    # Floppy spaghetti: knees bent, arms hanging, head down.
    "y0gym-floppy": {"head": (126, 62), "neck": (122, 76), "hip": (120, 108), "le": (112, 96), "lh": (110, 118),
                     "re": (132, 96), "rh": (134, 118), "lk": (110, 126), "lf": (112, 146), "rk": (132, 126),
                     "rf": (130, 146)},
}  # fmt: skip

# Step pictures too plain to stand for a whole part in the lesson preview.
PLAIN = {"stand", "sit", "teacher", "pair", "wave", "point", "hand-up-call"}


def part(title, pupil, setup, rules, point, question, levels, steps, **extra):
    """A part whose preview picture is its first step that shows the movement."""
    figure = next((f for _, _, f in steps if f not in PLAIN), steps[0][2])
    return text.part(title, pupil, setup, rules, point, question, levels, steps, figure=figure, **extra)


def card(title, pupil, setup, rules, point, question, levels, steps, figures):
    """A gym card part: `figures` are the poses of its tricky, trickier and trickiest levels."""
    return part(title, pupil, setup, rules, point, question, levels, steps, level_figures=figures)


def _plan(minutes, kit, set_out, safety):
    """The planning note's opening: time, equipment and how to set it out, safety."""
    return f"About {minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety} How to do it:"


MATS = "One mat for every three children, in rows across the hall, two big steps between mats; adults lay them out."
ON_MATS = "One child on a mat at a time, the other two sitting at its end; feet off the mat until you say 'mats'."

LESSONS = {
    1: text.lesson(
        "Long and Thin",
        "To make a long thin shape lying on my back and standing up, and keep it still while we count to three.",
        [
            "Long and thin: arms up by your ears, legs together",
            "Stretch from your fingers to your toes",
            "Freeze and keep still while we count to three",
        ],
        "10 mats, a tambourine, a picture of a worm and a picture of a snail.",
        "Mats in rows across the hall, two big steps apart; three children sit behind each mat facing you. "
        "Keep the middle of the hall clear for the warm-up.",
        "Show every shape yourself and say its name as you make it. Count slowly, together and out loud: "
        "'one, two, three, freeze'. Praise stillness: 'Maya's worm is so still, I thought she was asleep!'",
        ["long", "thin", "stretch", "freeze", "worm"],
        "Lie on the carpet as long and thin as a worm while someone at home counts to three. Then curl up as "
        "small as a snail.",
        {
            "warmup": part(
                "Warm-up: Worms Wake Up",
                "Wiggle like a worm waking up. When the tambourine shakes, stand up long and thin!",
                _plan(
                    5,
                    "a tambourine",
                    "Mats at the sides of the hall; the middle clear.",
                    "Walk in the spaces, never on the mats; stop in a space of your own.",
                ),
                "Children start sitting in a space. Tell them the worms are waking up: wiggle fingers, then "
                "toes, then the whole body. Then walk slowly in and out of each other. When the tambourine "
                "shakes, stop and stretch up long and thin, arms up by the ears, while everyone counts to "
                "three. Wiggle and walk again. Play five or six times.",
                "Stretch up so tall your fingers could touch the ceiling.",
                "How did you make yourself long and thin?",
                (
                    "copy the teacher's long thin worm",
                    "walk, then stretch up on your own when the tambourine shakes",
                    "walk, stretch up and keep every bit still for the whole count of three",
                ),
                [
                    ("Wiggle", "Wiggle your fingers and toes.", "sit"),
                    ("Walk", "Walk in the spaces.", "walk-tall"),
                    ("Stretch", "Stand up long and thin.", "y0gym-long-standing"),
                ],
            ),
            "card": card(
                "Card: Long Thin Worm",
                "Lie on your back, long and thin like a worm: arms past your head, legs together.",
                _plan(6, "the mats", MATS, ON_MATS),
                "Show it first: lie on your back on the mat, stretch your arms past your head, press your legs "
                "together and point your toes. The first child on each mat makes the worm; the two at the end "
                "count to three with you. Swap until everyone has had two goes. Then stand up and make the "
                "same long thin shape standing.",
                "Legs stuck together like one long worm.",
                "What did you do with your arms to make your worm long?",
                (
                    "lie long and thin on your back",
                    "stand up long and thin, arms up by your ears",
                    "stand long and thin up on your tiptoes",
                ),
                [
                    ("Lie down", "Lie on your back on the mat.", "sit"),
                    ("Stretch", "Arms past your head.", "y0gym-long-lying"),
                    ("Freeze", "Legs together, count to three.", "y0gym-long-lying"),
                ],
                ("y0gym-long-lying", "y0gym-long-standing", "y0gym-long-tiptoe"),
            ),
            "movements": part(
                "Movements: Worm or Snail?",
                "When I say 'worm', be long and thin. When I say 'snail', curl up small!",
                _plan(10, "the mats, the worm and snail pictures", MATS, ON_MATS),
                "Hold up the worm picture and make a long thin worm lying on the mat; hold up the snail and "
                "curl up small on your knees with your head tucked in. Each child on a mat plays for four "
                "calls, then swaps with the next. Sometimes call slowly, sometimes quickly. After a few turns, "
                "let a child at the end of the mat choose the call.",
                "Change shape, then freeze: a worm stays long, a snail stays small.",
                "Is it easier to be a long worm or a small snail?",
                (
                    "make each shape with the grown-up, looking at the picture",
                    "make each shape when you hear 'worm' or 'snail'",
                    "change slowly from worm to snail over a count of three",
                ),
                [
                    ("Worm", "Lie long and thin.", "y0gym-long-lying"),
                    ("Snail", "Curl up small.", "y0gym-tortoise-curl"),
                    ("Worm again", "Stretch out long.", "y0gym-long-lying"),
                ],
            ),
            "review": part(
                "Review: Show Me Long",
                "Show me your best long thin shape. Can your partner see your legs together?",
                _plan(4, "the mats", "Pairs sitting by a mat.", "One child on the mat at a time."),
                "One partner makes a long thin shape, lying or standing; the other looks at the legs: "
                "together? Thumbs up. Swap. Then everyone stands and makes their tallest, thinnest shape for "
                "you to see, and you name a few children who kept still for three.",
                "Look at the legs: together means long and thin.",
                "Where did you make your long shape: lying down or standing up?",
                (
                    "make a long shape with your partner",
                    "make it and hold it while your partner counts",
                    "make it lying down and then standing, still each time",
                ),
                [
                    ("Long", "Make your long thin shape.", "y0gym-long-standing"),
                    ("Look", "Are the legs together?", "pair"),
                    ("Thumbs up", "Swap and try again.", "wave"),
                ],
            ),
            "alt": part(
                "Movements: Spaghetti Shapes",
                "Be hard spaghetti, long and straight. Then I cook you: go soft and floppy!",
                _plan(
                    10,
                    "a tambourine, the mats",
                    "Children in spaces near the mats.",
                    "Melt down slowly to the floor; no flopping into anyone.",
                ),
                "Hard spaghetti: stand long and thin, arms up, squeeze everything. Shake the tambourine: the "
                "spaghetti goes in the pan and slowly melts into a floppy shape, then lies down long on the "
                "mat. Tap the tambourine: take it out, stand up long and stiff again. Play four times.",
                "Hard spaghetti is stiff and still; cooked spaghetti is soft and slow.",
                "How did your body feel when you were hard spaghetti?",
                (
                    "stand hard and long, then flop with the grown-up",
                    "melt slowly to lie long on the mat",
                    "melt down, then stand up hard and long without using your hands",
                ),
                [
                    ("Hard", "Stand long and stiff.", "y0gym-long-standing"),
                    ("Cooking", "Go soft and floppy.", "y0gym-floppy"),
                    ("Lie long", "Lie long on the mat.", "y0gym-long-lying"),
                ],
            ),
        },
    ),
    2: text.lesson(
        "Wide Like a Starfish",
        "To make a wide star on my back, on my bottom and standing, and hold it still for three.",
        [
            "Wide: arms and legs stretched out away from you",
            "Spread your fingers like a starfish",
            "A star can lie on your back or sit on your bottom",
        ],
        "10 mats, a tambourine, quiet music for the warm-up, a picture of a starfish.",
        "Mats in rows two big steps apart, three children to a mat sitting at its end. Check that two wide "
        "stars on neighbouring mats cannot touch.",
        "Use the word 'wide' every time and show wide against long with your own arms. Some children lie "
        "with knees bent: show them the picture and say 'long legs, like the starfish'.",
        ["wide", "star", "starfish", "back", "bottom"],
        "Make a starfish on your bed or the carpet and ask someone at home to count to three. Can you make "
        "one sitting up too?",
        {
            "warmup": part(
                "Warm-up: Twinkle Stars",
                "Tiptoe round the hall. When the music stops, be a twinkling star: arms and legs wide!",
                _plan(
                    5,
                    "quiet music",
                    "Mats at the sides; the middle clear.",
                    "Tiptoe in the spaces; make your star where nobody can touch your hands.",
                ),
                "Children tiptoe while the music plays. When it stops, they stop and make a wide star "
                "standing up, and twinkle their fingers while everyone counts to three. Next time they freeze "
                "with still fingers. Finish by making a star as wide as they can, then as small as they can.",
                "Wide arms, wide legs, fingers spread.",
                "How did you make your star wide?",
                (
                    "walk and make a star when the music stops",
                    "tiptoe and make a still star for three",
                    "tiptoe and make a star on your tiptoes",
                ),
                [
                    ("Tiptoe", "Tiptoe in the spaces.", "tiptoe-tall"),
                    ("Star", "Music stops: arms and legs wide.", "y0gym-star-standing"),
                    ("Twinkle", "Twinkle your fingers, then freeze.", "y0gym-star-standing"),
                ],
            ),
            "card": card(
                "Card: Starfish on the Sand",
                "Lie on your back like a starfish on the sand: arms and legs stretched out wide.",
                _plan(6, "the mats, the starfish picture", MATS, ON_MATS),
                "Show the starfish picture. The first child on each mat lies on their back and spreads arms "
                "and legs wide, fingers spread. Everyone counts to three. The two at the end check: are the "
                "legs long? Swap. Then stand up on the mat's end and make the starfish standing, and last on "
                "tiptoes.",
                "Reach out to all four corners of the mat.",
                "What makes a starfish different from a worm?",
                (
                    "a starfish lying on your back",
                    "a starfish standing up, held for three",
                    "a starfish up on your tiptoes, held for three",
                ),
                [
                    ("Lie down", "Lie on your back.", "y0gym-long-lying"),
                    ("Spread", "Arms and legs wide.", "y0gym-starfish-lying"),
                    ("Stand", "Now a starfish standing.", "y0gym-star-standing"),
                ],
                ("y0gym-starfish-lying", "y0gym-star-standing", "y0gym-star-tiptoe"),
            ),
            "movements": part(
                "Movements: Stars in the Night Sky",
                "Make a star on your back, then a star sitting on your bottom. Keep it still while we count.",
                _plan(10, "the mats, a tambourine", MATS, ON_MATS),
                "Tell the story: it is night and the stars come out one by one. On one tap, the child on the "
                "mat lies in a star on their back (count three). On two taps, they sit up into a star on their "
                "bottom: legs long and wide, arms out (count three). On a shake, curl up small and rest. "
                "Next child. Second go: the children at the end call 'back' or 'bottom'.",
                "Keep your legs wide and long when you sit up.",
                "Which star was harder to keep still: on your back or on your bottom?",
                (
                    "a star on your back only",
                    "a star on your back, then on your bottom",
                    "a star on your back, on your bottom, then standing, without a rest",
                ),
                [
                    ("On your back", "Lie in a star.", "y0gym-starfish-lying"),
                    ("On your bottom", "Sit up in a wide star.", "y0gym-star-sitting"),
                    ("Rest", "Curl up small.", "y0gym-curl-sitting"),
                ],
            ),
            "review": part(
                "Review: Star Checkers",
                "Make your best star. Your partner checks: wide arms? Wide legs? Still?",
                _plan(4, "the mats", "Pairs at a mat.", "Stars on the mat, one child at a time."),
                "One partner makes a star lying or sitting; the other checks three things and holds up a "
                "finger for each: wide arms, wide legs, still for three. Swap. Ask two children to show a "
                "three-finger star.",
                "Point to the arms, then the legs, then count.",
                "How many fingers did your star get?",
                (
                    "say 'wide' or 'not wide'",
                    "check the arms and legs",
                    "check arms, legs and stillness and show your partner how to make it wider",
                ),
                [
                    ("Star", "Make your best star.", "y0gym-star-sitting"),
                    ("Check", "Wide arms, wide legs?", "pair"),
                    ("Count", "Still for three?", "point"),
                ],
            ),
            "alt": part(
                "Movements: Pop Goes the Star",
                "Curl up small and hide. When you hear 'pop!', burst out into a big wide star!",
                _plan(10, "the mats, a tambourine", MATS, "Burst out on your own mat; one child on a mat."),
                "The child on the mat curls up small on their knees, hiding. Everyone whispers 'one, two, "
                "three...' and shouts 'pop!': the star bursts into a wide shape standing, then holds it still "
                "for three. Then curl up again. Next time pop into a star lying on your back, then a star "
                "sitting on your bottom.",
                "Pop out fast, then freeze: a still star, not a wobbly one.",
                "What did you do to stop your star wobbling after the pop?",
                (
                    "pop up into a star on two feet",
                    "pop up into a star on your tiptoes, held for three",
                    "pop into the star the grown-up calls: standing, on your back or on your bottom",
                ),
                [
                    ("Hide", "Curl up small.", "y0gym-tortoise-curl"),
                    ("Pop", "Burst into a star!", "y0gym-star-standing"),
                    ("Freeze", "A star on your back, still.", "y0gym-starfish-lying"),
                ],
            ),
        },
    ),
    3: text.lesson(
        "Curl Up Like a Hedgehog",
        "To curl up small and round and keep still while we count to three, on my bottom and on my side.",
        [
            "Small: knees in, chin down, hug tight",
            "A hedgehog can curl up sitting or lying on its side",
            "Stay curled and still until three",
        ],
        "10 mats, a tambourine, a picture of a hedgehog, a soft toy fox (or a picture).",
        "Mats in rows, two big steps apart; three children to a mat, sitting at its end.",
        "Tuck your own chin when you show it and say 'look at your tummy'. A child who rolls out of a ball on "
        "their side is trying hard: praise the curl, not the stillness, the first time.",
        ["small", "curl", "hedgehog", "tummy", "side"],
        "Curl up like a hedgehog on the carpet, on your bottom and on your side. Ask someone at home to count "
        "to three.",
        {
            "warmup": part(
                "Warm-up: Hedgehog Hide",
                "Walk through the leaves. When the fox comes, curl up small and still like a hedgehog!",
                _plan(
                    5,
                    "a soft toy fox or a picture of one",
                    "Mats at the sides; the middle clear.",
                    "Walk, never run; curl up in a space of your own.",
                ),
                "Children are hedgehogs walking through autumn leaves (shuffle feet, swish arms). When you "
                "hold up the fox and say 'fox!', they crouch and curl up small: knees in, chin down, arms "
                "round the knees. Count to three together, quietly. The fox goes away, the hedgehogs uncurl "
                "and walk on.",
                "Curl up fast and keep your chin tucked in.",
                "Where did you tuck your head when the fox came?",
                (
                    "walk and crouch down small",
                    "walk, curl up small and hug your knees",
                    "walk, curl up on your side and stay still until three",
                ),
                [
                    ("Leaves", "Shuffle through the leaves.", "walk-tall"),
                    ("Fox!", "Crouch down small.", "crouch"),
                    ("Curl", "Hug your knees, chin down.", "y0gym-curl-sitting"),
                ],
            ),
            "card": card(
                "Card: Hedgehog Ball",
                "Sit on your bottom and hug your knees in tight, chin down: a small round hedgehog.",
                _plan(6, "the mats, the hedgehog picture", MATS, ON_MATS),
                "Show the hedgehog picture. Sitting on the mat: knees up to the chest, arms hug them, chin "
                "down to look at the tummy. Count to three. Then gently lie over onto your side and stay "
                "curled: a sleeping hedgehog. Last, the brave hedgehog: sit, hug the knees and lift the "
                "feet off the mat for three.",
                "Chin down, knees in, hug tight.",
                "How small can you make your hedgehog?",
                (
                    "a ball sitting on your bottom, feet on the mat",
                    "a ball curled on your side, held for three",
                    "a ball sitting with your feet just off the mat, held for three",
                ),
                [
                    ("Sit", "Sit on your bottom.", "sit"),
                    ("Hug", "Knees in, chin down.", "y0gym-curl-sitting"),
                    ("Side", "Curl up on your side.", "y0gym-curl-side"),
                ],
                ("y0gym-curl-sitting", "y0gym-curl-side", "y0gym-curl-balance"),
            ),
            "movements": part(
                "Movements: Sleepy Animals",
                "Animals go to sleep in different ways. Sleep like a snake on your tummy, a starfish on your "
                "back, a hedgehog on your bottom.",
                _plan(10, "the mats, a tambourine", MATS, ON_MATS),
                "Tell the story: it is bedtime at the zoo. Call an animal and the child on the mat makes its "
                "sleeping shape and keeps still while the others count to three: snake (long on your tummy, "
                "head up), starfish (wide on your back), hedgehog (curled on your bottom). A tap of the "
                "tambourine wakes the animal up. Four calls each, then swap.",
                "Sleeping animals do not move, not even a finger.",
                "Which sleeping animal was on its tummy?",
                (
                    "make the animal the grown-up shows you",
                    "make the animal that is called and keep still for three",
                    "the children at the end choose the animal; make it without a picture",
                ),
                [
                    ("Snake", "Long on your tummy.", "y0gym-snake-tummy"),
                    ("Starfish", "Wide on your back.", "y0gym-starfish-lying"),
                    ("Hedgehog", "Curled on your bottom.", "y0gym-curl-sitting"),
                ],
            ),
            "review": part(
                "Review: Shh, Still!",
                "Make your hedgehog. I will tiptoe past: can you stay so still that I do not see you?",
                _plan(4, "none", "Everyone in a space on the floor.", "Curl up in your own space."),
                "Everyone curls up as a hedgehog on their bottom. You tiptoe round as the fox, counting to "
                "three out loud, and whisper 'still' to each hedgehog who is not moving. Ask: who curled on "
                "their side? Who kept their feet off the floor?",
                "Chin tucked and eyes closed helps you keep still.",
                "What helped you keep still when the fox came past?",
                (
                    "curl up on your bottom",
                    "curl up and keep still while the fox counts to three",
                    "curl up with your feet off the floor while the fox goes past",
                ),
                [
                    ("Curl up", "Make your hedgehog.", "y0gym-curl-sitting"),
                    ("Shh", "Stay so still.", "y0gym-curl-side"),
                    ("Tell", "What helped you?", "hand-up-call"),
                ],
            ),
            "alt": part(
                "Movements: Curl on Tummy, Back, Bottom",
                "Curl up small on the part I show you: your tummy, your back or your bottom.",
                _plan(10, "the mats, three cards (tummy, back, bottom)", MATS, ON_MATS),
                "Show a card. Tummy: a tortoise, kneeling and curled with your forehead near the mat. Back: "
                "a beetle on its back, knees bent up over the tummy and arms up, small and round. Bottom: a "
                "hedgehog. The child on the mat curls and holds it for three; the others say which part is on "
                "the mat. Swap.",
                "Every curl is small: knees in and chin down.",
                "Which curled animal was on its back?",
                (
                    "curl on your bottom and on your tummy",
                    "curl on the part on the card",
                    "curl on one part, then roll slowly onto another without uncurling",
                ),
                [
                    ("Tummy", "A tortoise, curled.", "y0gym-tortoise-curl"),
                    ("Back", "A beetle, curled.", "y0gym-beetle-back"),
                    ("Bottom", "A hedgehog, curled.", "y0gym-curl-sitting"),
                ],
            ),
        },
    ),
    4: text.lesson(
        "Roll Like a Rolling Pin",
        "To roll along the mat, long and thin, from my back to my tummy and stop in a still shape.",
        [
            "Stay long and thin like a rolling pin",
            "Roll from your back onto your tummy",
            "Stop and freeze in a shape for three",
        ],
        "10 mats, a tambourine, a rolling pin (real or a picture).",
        "Mats in rows, long sides facing you, two big steps apart; three children at the end of each mat. "
        "Every roll goes along the mat from one long side to the other, so children never roll off its end.",
        "Show the rolling pin rolling straight, then show what happens if one end is bent. Roll beside a "
        "child who drifts: 'follow me, long like the pin'. One roller on a mat at a time.",
        ["roll", "rolling pin", "tummy", "back", "stop"],
        "Roll along the carpet like a rolling pin (move the toys first!) and stop on your tummy.",
        {
            "warmup": part(
                "Warm-up: Sleeping Bunnies",
                "Sleep on your tummy like a bunny. When we sing 'wake up', hop about the hall!",
                _plan(
                    5,
                    "none (sing the song together)",
                    "Mats at the sides; the middle clear.",
                    "Hop in the spaces; lie down in a space of your own.",
                ),
                "Sing the traditional song: 'See the little bunnies sleeping till it's nearly noon. Shall we "
                "wake them with a merry tune? They're so still, are they ill? Wake up soon! Hop, little "
                "bunnies...'. Children lie still on their tummies, long, then on their backs in the next "
                "verse, then curled on their bottoms. On 'hop', they hop about the hall.",
                "Keep still while we sing: bunnies do not wake up until 'hop'.",
                "Which part of you was on the floor when you were sleeping?",
                (
                    "sleep on your tummy, then hop",
                    "sleep on your tummy, your back, then your bottom",
                    "sleep in the shape that is called, and hop with feet together",
                ),
                [
                    ("Sleep", "Lie still on your tummy.", "y0gym-tummy-long"),
                    ("Wake", "Crouch like a bunny.", "y0gym-bunny-crouch"),
                    ("Hop", "Hop, little bunnies!", "hop"),
                ],
            ),
            "card": card(
                "Card: Rolling Pin",
                "Lie long and thin, then roll over and over across the mat like a rolling pin.",
                _plan(
                    6,
                    "the mats, a rolling pin",
                    MATS,
                    "Roll across the mat from one long side to the "
                    "other; the next child waits until the roller has stood up.",
                ),
                "Lie on your back across the mat, long and thin, arms by your sides. Roll over onto your tummy "
                "and stop. Then keep going: tummy, back, tummy, all the way across the mat. Stand up at the "
                "far side and walk round to the end. Last, roll with your arms stretched past your head.",
                "Legs together, body long and stiff, just like the rolling pin.",
                "What helped you roll in a straight line?",
                (
                    "roll from your back onto your tummy and stop",
                    "roll across the mat, arms by your sides",
                    "roll across the mat with your arms stretched past your head",
                ),
                [
                    ("Long", "Lie long, arms by your sides.", "y0gym-long-lying"),
                    ("Roll", "Over onto your tummy.", "y0gym-log-roll"),
                    ("Across", "Keep rolling to the side.", "y0gym-log-roll-arms-up"),
                ],
                ("y0gym-tummy-long", "y0gym-log-roll", "y0gym-log-roll-arms-up"),
            ),
            "movements": part(
                "Movements: Roll and Stop",
                "Roll across the mat. When the tambourine taps, stop and make a shape on your tummy or back.",
                _plan(10, "the mats, a tambourine", MATS, ON_MATS),
                "The child on the mat rolls slowly across it. When you tap the tambourine, they stop and hold "
                "the shape they land in: long on the tummy, or make a star on the back. Count to three. Then "
                "roll on to the end, sit up and make a ball on the bottom. Next child. Second go: call 'tummy' "
                "or 'back' before the tap.",
                "Stop, then freeze: no little wobbles after the roll.",
                "Were you on your tummy or your back when you stopped?",
                (
                    "roll and stop on your tummy",
                    "roll and stop on the part that is called",
                    "roll, stop, make a star on that part, then roll on and sit in a ball",
                ),
                [
                    ("Roll", "Roll across the mat.", "y0gym-log-roll"),
                    ("Stop", "Freeze long on your tummy.", "y0gym-tummy-long"),
                    ("Sit", "Sit up in a small ball.", "y0gym-curl-sitting"),
                ],
            ),
            "review": part(
                "Review: Which Side Am I On?",
                "Make a still shape. Can your partner say: tummy, back or bottom?",
                _plan(4, "the mats", "Pairs at a mat.", "One child on the mat at a time."),
                "One partner makes a still shape lying on their tummy or back, or sitting on their bottom. "
                "The other says which part is on the mat and counts to three. Swap three times. Ask the class "
                "to show you one shape on each part.",
                "Look at what is touching the mat.",
                "Which part of you is touching the mat?",
                (
                    "point to the part on the mat",
                    "say 'tummy', 'back' or 'bottom'",
                    "say the part and the shape: long, wide or small",
                ),
                [
                    ("Shape", "Make a still shape.", "y0gym-star-sitting"),
                    ("Guess", "Tummy, back or bottom?", "pair"),
                    ("Swap", "Now your partner.", "y0gym-snake-tummy"),
                ],
            ),
            "alt": part(
                "Movements: Animal Beds",
                "Every animal has a bed. Find yours and sleep still: a snake on its tummy, a beetle on its back.",
                _plan(10, "the mats, animal pictures (snake, beetle, frog)", MATS, ON_MATS),
                "Each mat is a bed. Hold up an animal picture: snake (long on the tummy, head up), beetle "
                "(on the back, arms and legs up in the air), frog (sitting on the bottom, knees wide, hands "
                "between the feet). The child on the mat rolls onto the mat like a rolling pin, then makes "
                "the animal and holds it for three. Swap.",
                "Roll in, then become the animal and freeze.",
                "Which animal slept on its back?",
                (
                    "make the animal without the roll",
                    "roll onto the mat, then make the animal",
                    "roll, make the animal, then roll again into the next one called",
                ),
                [
                    ("Roll in", "Roll onto the mat.", "y0gym-log-roll"),
                    ("Beetle", "On your back, legs up.", "y0gym-beetle-back"),
                    ("Snake", "On your tummy, head up.", "y0gym-snake-tummy"),
                ],
            ),
        },
    ),
    5: text.lesson(
        "Animal Shapes",
        "To make an animal's shape with my body, keep it still for three and let a friend guess the animal.",
        [
            "Think about the animal's legs, back and head",
            "Make the shape, then freeze for three",
            "Guess a friend's animal and say what you saw",
        ],
        "10 mats, a tambourine, animal picture cards (bear, bunny, frog, flamingo, snake, crab).",
        "Mats in rows, two big steps apart; three children to a mat. Keep the animal cards in your hand; "
        "stick one of each on the wall for children who want to check.",
        "Let children make the animal any way they like, then praise what makes it that animal: 'Your "
        "flamingo is on one leg!' A wobbly flamingo that puts a foot down and tries again is doing well.",
        ["animal", "shape", "guess", "paws", "freeze"],
        "Make an animal shape at home and ask someone to guess it. Then swap: you guess theirs.",
        {
            "warmup": part(
                "Warm-up: Zookeeper Says",
                "Walk round the zoo. When the zookeeper says 'Zookeeper says bear!', be a bear!",
                _plan(
                    5,
                    "none",
                    "Mats at the sides; the middle clear.",
                    "Move in the spaces; animals on hands and feet look where they are going.",
                ),
                "Children walk. Call 'Zookeeper says...' and an animal: bear (walk on hands and feet), bunny "
                "(crouch and hop), frog (crouch low, knees wide), flamingo (stand on one leg). If you call an "
                "animal without 'Zookeeper says', they keep walking; nobody is out, a child who changed just "
                "laughs and walks on.",
                "Listen for 'Zookeeper says' before you change.",
                "Which animal stood on one leg?",
                (
                    "copy the zookeeper's animal",
                    "make the animal only when you hear 'Zookeeper says'",
                    "make the animal and keep it still for three",
                ),
                [
                    ("Walk", "Walk round the zoo.", "walk-tall"),
                    ("Frog", "Crouch low, knees wide.", "y0gym-frog"),
                    ("Flamingo", "Stand on one leg.", "y0gym-flamingo"),
                ],
            ),
            "card": card(
                "Card: Big Brown Bear",
                "Walk like a big brown bear: hands and feet on the floor, bottom up high.",
                _plan(
                    6,
                    "the mats",
                    "Mats in two long lines with a path of floor between them.",
                    "Bears walk slowly along the path, one behind the other, a bear's length apart.",
                ),
                "Baby bear first: hands and knees on the mat, walk slowly forwards. Then big bear: hands and "
                "feet on the floor, knees a little bent, bottom up high, and walk slowly along the path. On "
                "the tambourine, the bear stops and lifts one front paw for three.",
                "Hands flat, fingers spread like big bear paws.",
                "How many paws does your bear walk on?",
                (
                    "baby bear on hands and knees",
                    "big bear on hands and feet, bottom up",
                    "big bear, then stop and lift one paw for three",
                ),
                [
                    ("Baby bear", "Hands and knees.", "y0gym-bear-knees"),
                    ("Big bear", "Hands and feet, bottom up.", "y0gym-bear-walk"),
                    ("Lift a paw", "Stop on three paws.", "y0gym-bear-three-paws"),
                ],
                ("y0gym-bear-knees", "y0gym-bear-walk", "y0gym-bear-three-paws"),
            ),
            "movements": part(
                "Movements: Guess My Animal",
                "Make an animal shape and freeze. Can your friends guess which animal you are?",
                _plan(10, "the mats, the animal cards", MATS, ON_MATS),
                "Show a card secretly to the child on the mat (or whisper). They make the animal's shape and "
                "hold it still while the two at the end count to three, then guess. The guesser says one thing "
                "they saw ('it had long legs', 'it was on one leg'). Swap. After two rounds, children choose "
                "their own animal.",
                "Freeze first, so your friends can see the shape.",
                "What did you see that told you which animal it was?",
                (
                    "copy the animal on the card",
                    "make the animal the grown-up whispers, still for three",
                    "choose your own animal and hold it still for three",
                ),
                [
                    ("Think", "Which animal will you be?", "point"),
                    ("Bunny", "Make the shape and freeze.", "y0gym-bunny-crouch"),
                    ("Guess", "Your friends guess.", "hand-up-call"),
                ],
            ),
            "review": part(
                "Review: What Gave It Away?",
                "Watch two friends' animals. Tell us how you knew which animal it was.",
                _plan(4, "the animal cards", "Children sit in a line facing you.", "Sit still to watch."),
                "Two children show an animal shape each at the front, still for three. The class guesses, and "
                "you ask: what gave it away? The legs, the arms, the back? Point to the part. Then everyone "
                "makes their favourite animal in their space.",
                "Point to the part of the body that told you.",
                "Which part of your animal did your friends look at?",
                (
                    "say the animal's name",
                    "say the name and point to the part that told you",
                    "say the name and a way to make it look even more like that animal",
                ),
                [
                    ("Watch", "Watch the two animals.", "sit"),
                    ("Bear", "A bear, still for three.", "y0gym-bear-walk"),
                    ("Say", "What gave it away?", "hand-up-call"),
                ],
            ),
            "alt": part(
                "Movements: Animal Dice",
                "Roll the big dice. Which animal is it? Make its shape and hold it still.",
                _plan(
                    10,
                    "the mats, a big soft dice with an animal picture stuck on each side",
                    "Groups of three at a mat, the dice with the adult or a child at each end.",
                    "Roll the dice on the floor, never at anyone.",
                ),
                "One child rolls; the child on the mat makes the animal that lands face up (bear, bunny, frog, "
                "flamingo, snake, crab) and holds it for three. Then they swap places. A child who rolls the "
                "same animal twice makes it in a new way: a bigger bear, a smaller frog.",
                "Look at the picture, then make the shape and freeze.",
                "Which animal was hardest to keep still?",
                (
                    "make the animal with the picture next to you",
                    "make the animal rolled, still for three",
                    "make the animal rolled, then a different animal on the same body part",
                ),
                [
                    ("Roll", "Roll the dice.", "y0gym-bunny-crouch"),
                    ("Snake", "Make the animal shape.", "y0gym-snake-tummy"),
                    ("Frog", "Try a new one.", "y0gym-frog"),
                ],
            ),
        },
    ),
    6: text.lesson(
        "Shape Zoo Show",
        "To show a long, a wide and a small shape and an animal shape, each still for a count of three.",
        [
            "Start still and finish still",
            "Long, wide, small, then your animal",
            "Freeze for three in every shape",
        ],
        "10 mats, a tambourine, music, the animal picture cards.",
        "Mats in rows, two big steps apart; half the class shows on the mats while the other half sits at "
        "the front as the audience, then swap.",
        "Keep the show short and say each shape's name out loud as children make it. Clap every performer. "
        "Notice the still start and finish and say it: that is what makes it a show.",
        ["show", "long", "wide", "small", "audience"],
        "Put on a shape show at home: a long shape, a wide shape, a small shape and your best animal.",
        {
            "warmup": part(
                "Warm-up: Follow the Zookeeper",
                "Follow me round the zoo and copy my shapes and animals.",
                _plan(
                    5,
                    "music",
                    "Mats at the sides; the middle clear.",
                    "Walk in a line behind the grown-up, an arm's length apart.",
                ),
                "Lead a line of children round the hall to the music. Every few steps, stop and make a shape "
                "or animal: long and thin, a wide star, a small ball, a bear, a flamingo. Everyone copies and "
                "holds it for three, then follows on. Let two children lead a short turn each.",
                "Watch the leader and make the same shape.",
                "Which shape was the leader making when we stopped?",
                (
                    "follow and copy the grown-up",
                    "follow and copy the child leading",
                    "lead the line and choose the shapes",
                ),
                [
                    ("Follow", "Walk behind the leader.", "walk-tall"),
                    ("Star", "Copy a wide star.", "y0gym-star-standing"),
                    ("Ball", "Copy a small ball.", "y0gym-curl-sitting"),
                ],
            ),
            "card": card(
                "Card: Sideways Crab",
                "Sit like a crab: hands behind you, feet flat. Lift your bottom and walk sideways!",
                _plan(
                    6,
                    "the mats",
                    MATS,
                    "Crabs walk sideways along the mat, one crab on a mat; hands "
                    "point to the feet so wrists do not hurt.",
                ),
                "Sit on the mat with knees bent and feet flat, hands on the mat behind you, fingers pointing "
                "to your feet. That is a crab resting. Push your tummy up to lift your bottom off the mat, "
                "hold for three, then sit down. Brave crabs walk three steps sideways, or lift one claw and "
                "wave it.",
                "Tummy up to the sky, like a table.",
                "What did you push with to lift your crab up?",
                (
                    "a crab sitting, bottom on the mat",
                    "lift your bottom and hold for three",
                    "lift your bottom and wave one claw for three",
                ),
                [
                    ("Sit", "Hands behind, feet flat.", "y0gym-crab-sit"),
                    ("Lift", "Bottom up, tummy up.", "y0gym-crab-lift"),
                    ("Wave", "Wave one claw.", "y0gym-crab-wave"),
                ],
                ("y0gym-crab-sit", "y0gym-crab-lift", "y0gym-crab-wave"),
            ),
            "movements": part(
                "Movements: Zoo Show",
                "Show us your shapes: start still, then long, wide, small, and your animal. Freeze for three "
                "each time.",
                _plan(10, "the mats, music", MATS, ON_MATS),
                "Practise once with you calling: still start standing, long thin shape lying on the back, wide "
                "star, small ball on the bottom, an animal of your choice, still finish standing. Count three "
                "for each. Then half the class performs to music while the other half watches, and swap.",
                "A still start and a still finish make it a show.",
                "Which animal did you choose for the end of your show?",
                (
                    "three shapes with the grown-up calling",
                    "three shapes and an animal, with a still start and finish",
                    "three shapes and an animal, each on a different part: back, bottom, feet",
                ),
                [
                    ("Start", "Stand still, ready.", "y0gym-long-standing"),
                    ("Wide", "A wide star.", "y0gym-starfish-lying"),
                    ("Animal", "Your animal, still.", "y0gym-crab-lift"),
                ],
            ),
            "review": part(
                "Review: Clap for Three",
                "Tell a performer one shape you saw. Then we clap three claps for them!",
                _plan(
                    4,
                    "none",
                    "Audience children sit beside the performer they watched.",
                    "Cool down lying long and still on the floor first.",
                ),
                "Lie long and still for a count of three, then sit up. Each watcher tells their performer one "
                "shape they saw by name ('I saw your wide star'). Everyone gives three claps. Ask: what can you "
                "do now that you could not do before?",
                "Say the shape's name: long, wide, small, or the animal.",
                "What is your favourite shape now, and why?",
                (
                    "point to the shape you liked",
                    "say the name of one shape you saw",
                    "say the name and why it was good: still, wide, small or long",
                ),
                [
                    ("Lie still", "Lie long and rest.", "y0gym-long-lying"),
                    ("Tell", "I saw your wide star!", "pair"),
                    ("Clap", "Three claps!", "wave"),
                ],
            ),
            "alt": part(
                "Movements: Story Shapes",
                "Listen to the story. When you hear a shape or an animal, make it and freeze!",
                _plan(10, "the mats", MATS, "One child on a mat; the others make their shapes on the floor beside it."),
                "Tell a short story and pause on every shape: 'A long thin worm went to the beach. It saw a "
                "wide starfish on the sand, and a small crab curled in its shell. Then the crab walked "
                "sideways home, and the worm fell asleep on its tummy.' Children make each shape and hold "
                "it for three. Tell it twice; the second time, children add their own animal at the end.",
                "Listen, make the shape, then freeze.",
                "Which shapes did you make in the story?",
                (
                    "make the shapes with the grown-up",
                    "make each shape as you hear it, still for three",
                    "make the shapes and add your own animal at the end of the story",
                ),
                [
                    ("Worm", "A long thin worm.", "y0gym-long-lying"),
                    ("Starfish", "A wide starfish.", "y0gym-starfish-lying"),
                    ("Crab", "A crab walking sideways.", "y0gym-crab-lift"),
                ],
            ),
        },
    ),
}

# Per-part joining-in (for a child who needs more support) and more-active lines.
ADAPTATIONS = {
    (1, "warmup"): ("Hold a grown-up's hand and stretch up together.",
                    "Tiptoe instead of walking, and stretch up on tiptoes."),
    (1, "card"): ("Lie long with a partner holding your feet together.",
                  "Make a worm lying, then standing, then lying again, five times."),
    (1, "movements"): ("Look at the picture and copy the grown-up beside you.",
                       "Stand up and make the worm standing between calls."),
    (1, "review"): ("Show the long shape standing, with a partner beside you.",
                    "Show a long shape lying, standing and on tiptoes."),
    (1, "alt"): ("Melt down holding a grown-up's hands.",
                 "Jump up into hard spaghetti each time, landing still."),
    (2, "warmup"): ("Walk with a partner and make a star together.",
                    "Jog lightly and make a star jump before each star."),
    (2, "card"): ("Lie in a star with a grown-up pointing to where your hands and feet go.",
                  "Move from a lying star to a standing star and back, five times."),
    (2, "movements"): ("Make the star on your back only, with a partner counting.",
                       "Stand up and jump into a star between each shape."),
    (2, "review"): ("Point to your partner's arms and legs with a grown-up.",
                    "Show a star on your back, bottom and feet, one after the other."),
    (2, "alt"): ("Pop up slowly with a grown-up holding your hand.",
                 "Pop up into a star jump, land, then freeze in a star."),
    (3, "warmup"): ("Hold a partner's hand through the leaves and crouch together.",
                    "Jog through the leaves and curl up fast."),
    (3, "card"): ("Curl up sitting with your back against a wall or a grown-up.",
                  "Curl, uncurl into a long shape and curl again, five times."),
    (3, "movements"): ("Make the sleeping animals with a picture beside you.",
                       "Tiptoe once round the mat between each animal."),
    (3, "review"): ("Curl up next to a grown-up.",
                    "Curl up with your feet off the floor for the whole count."),
    (3, "alt"): ("Curl on your bottom only, with a grown-up beside you.",
                 "Curl on all three parts in turn without a rest."),
    (4, "warmup"): ("Sleep on your tummy, then walk like a bunny instead of hopping.",
                    "Hop with feet together all round the hall."),
    (4, "card"): ("Roll from your back to your tummy with a grown-up's hand on your hip.",
                  "Roll across the mat and back again."),
    (4, "movements"): ("Roll once and stop on your tummy, with a partner beside the mat.",
                       "Roll across, stand up, run round the mat and roll again."),
    (4, "review"): ("Point to the part on the mat instead of saying it.",
                    "Make a shape on each part in turn for your partner."),
    (4, "alt"): ("Make the animal lying on the mat without the roll.",
                 "Roll in and out of every bed."),
    (5, "warmup"): ("Walk beside a grown-up and copy their animal.",
                    "Bear walk between every animal."),
    (5, "card"): ("Be a baby bear on hands and knees with a partner beside you.",
                  "Bear walk the whole path and back again."),
    (5, "movements"): ("Copy the animal on the card, with a grown-up helping.",
                       "Make three animals one after the other for your friends to guess."),
    (5, "review"): ("Point to the animal card instead of saying the name.",
                    "Make the animal you guessed as well."),
    (5, "alt"): ("Use a dice with only bear, bunny and snake on it.",
                 "Bear walk round the mat before each roll."),
    (6, "warmup"): ("Hold the leader's hand at the front of the line.",
                    "Skip between the stops instead of walking."),
    (6, "card"): ("Sit as a crab and lift your bottom with a grown-up's hand under your back.",
                  "Walk the crab sideways across the mat and back."),
    (6, "movements"): ("Show two shapes and an animal with a grown-up calling each one.",
                       "Do your show twice without stopping."),
    (6, "review"): ("Point to the shape you liked, with a partner's help.",
                    "Show your favourite shape again after the claps."),
    (6, "alt"): ("Make the shapes standing, with a grown-up beside you.",
                 "Walk like a crab between every part of the story."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)
