"""Gym, Year 1, Unit 1: Shape and Balance. Six lessons on mats for five- and six-year-olds:
the gym shapes (pencil, star, tuck, straddle, pike) made sitting, standing and lying, held
still for five, balances on four, three and then two points, and a short sequence of shapes
with a log roll and a straight jump to finish. Each lesson's gym card is named here (CARDS),
a Year 1 shape or jump: no headstands, shoulder stands or bridges.

Written for this project by hand (no published scheme used). Each lesson runs about 35
minutes: warm-up 6, gym card 8, movements 15, review 5. Bare feet, no jewellery, hair tied
back; mats are carried by four pupils, one at each corner, walking; nobody goes on a mat
until the teacher says "mats".
"""

from apps.content.seed.showcase.figures import STAND
from apps.content.seed.showcase.pictures import GYM_POSES
from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "g1u1-shape-and-balance"
# Each lesson's gym card (catalogue.GYM_FOCUS titles): Year 1 shapes (the shape cards, so the card
# choice beside them lists shapes, not headstands) and a straight jump.
CARDS = {1: "Straight", 2: "Tuck", 3: "Star Shape", 4: "Straddle", 5: "Pike", 6: "Straight Jump"}
UNIT = {
    "strapline": "Pencil, star, tuck, straddle and pike: make the gym shapes, hold them still and balance on "
    "three and then two points.",
    "cog_text": "Pupils learn the names of the gym shapes, that squeezing your muscles keeps a shape still, and "
    "that fewer points on the mat make a balance harder.",
    "purpose": "Year 1 pupils learn the five gym shapes sitting, standing and lying, hold them still for five "
    "with pointed toes, balance on three and then two points, and join shapes, a log roll and a straight "
    "jump into a short sequence with a still start and finish.",
    "vocab": [
        ("Pencil", "A long straight shape: arms up by your ears, legs together, toes pointed."),
        ("Star", "A wide shape: arms and legs stretched out away from your body."),
        ("Tuck", "A small round shape: knees hugged to your chest, chin down."),
        ("Straddle", "Legs straight and wide apart, like a big letter V."),
        ("Pike", "Legs straight and together, body folded forward over them."),
        ("Point", "A small part of the body you balance on, like a hand, a foot or a knee."),
        ("Still", "Not moving at all, like a statue."),
    ],
}

# Poses for this unit's step pictures (same joints as figures.STAND, 240 x 160, floor 150).
_BEAR = {
    "head": (160, 90),
    "neck": (150, 96),
    "hip": (96, 90),
    "le": (154, 118),
    "lh": (158, 146),
    "re": (146, 120),
    "rh": (146, 146),
    "lk": (90, 118),
    "lf": (86, 146),
    "rk": (100, 118),
    "rf": (100, 146),
}
POSES = {
    "y1gym-pencil": {**STAND, "le": (108, 30), "lh": (110, 6), "re": (132, 30), "rh": (130, 6), "lk": (117, 120),
                     "lf": (117, 146), "rk": (123, 120), "rf": (123, 146)},
    "y1gym-straddle-sit": dict(GYM_POSES["gym-straddle"]),
    "y1gym-pike-sit": dict(GYM_POSES["gym-pike"]),
    "y1gym-star-jump": dict(GYM_POSES["gym-star-jump"]),
    "y1gym-three-points": {**_BEAR, "rk": (70, 84), "rf": (44, 80)},
    "y1gym-two-points": {**_BEAR, "le": (174, 98), "lh": (198, 92), "rk": (70, 84), "rf": (44, 80)},
    "y1gym-star-lying": {"head": (54, 140), "neck": (70, 140), "hip": (120, 140), "le": (62, 128), "lh": (48, 112),
                         "re": (62, 148), "rh": (48, 150), "lk": (148, 128), "lf": (174, 118), "rk": (148, 148),
                         "rf": (176, 150)},
    "y1gym-straddle-stand": {**STAND, "lk": (104, 120), "lf": (86, 146), "rk": (136, 120), "rf": (154, 146),
                             "le": (100, 70), "lh": (84, 56), "re": (140, 70), "rh": (156, 56)},
}  # fmt: skip


def _plan(minutes, kit, set_out, safety):
    """The planning note's opening: time, equipment and how to set it out, safety."""
    return f"{minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety} How to do it:"


MATS = "One mat for every three pupils, in rows across the hall with two big steps between mats."
ON_MATS = "Three pupils to a mat, one on it at a time; feet off the mat until the teacher says 'go'."

LESSONS = {
    1: lesson(
        "Pencil, Star and Ball",
        "To make a pencil, a star and a ball shape and hold each one still while I count to five.",
        [
            "A pencil is long and thin: arms up by your ears, legs together",
            "A star is wide: arms and legs stretched out",
            "Squeeze your muscles to keep a shape still",
        ],
        "10 mats, a tambourine or drum, three picture cards (pencil, star, ball).",
        "Mats in rows across the hall, two big steps apart, three pupils sitting behind each mat facing you.",
        "Show each shape yourself first and name it every time. Praise stillness more than how big the shape "
        "is: 'Amir's star is frozen like a statue!'",
        ["pencil", "star", "tuck", "still", "squeeze"],
        "Show someone at home a pencil, a star and a ball, and ask them to count to five while you hold each.",
        {
            "warmup": part(
                "Warm-up: Shape Statues",
                "Walk, skip and tiptoe around the hall. When the drum stops, freeze in the shape I call.",
                _plan(
                    6,
                    "a tambourine or drum",
                    "Mats at the sides of the hall; the middle clear.",
                    "Walk round the mats, never over them; find a space of your own when you freeze.",
                ),
                "Pupils travel the way you say (walk, tiptoe, skip) while you tap the drum. Stop and call "
                "'pencil', 'star' or 'ball'. Count out loud to three while they freeze, then off again. After "
                "a few goes, hold up the picture card instead of calling.",
                "Freeze fast and keep every part still, even your fingers.",
                "Which shape was easiest to keep still?",
                (
                    "walk and freeze in the shape the teacher shows you",
                    "tiptoe and freeze in the shape that is called",
                    "skip and freeze in the shape on the card, held for five",
                ),
                [
                    ("Travel", "Walk into the spaces.", "walk-tall"),
                    ("Freeze", "Drum stops: freeze in a star.", "star"),
                    ("Pencil", "Long and thin, arms up.", "y1gym-pencil"),
                ],
            ),
            "card": part(
                "Card: Pencil Shape",
                "Stand tall like a pencil: arms up by your ears, legs together, then lie down and do it again.",
                _plan(8, "the mats", MATS, ON_MATS),
                "Standing: feet together, arms stretched up by the ears, fingers together. Count to five. Then "
                "the first pupil on each mat lies on their back and makes the same pencil, arms over their "
                "head on the mat. The other two check: are the legs together, are the toes pointed? Swap.",
                "Legs glued together, toes pointed like the tip of a pencil.",
                "How do you make your pencil long and thin?",
                (
                    "make the pencil standing, arms up",
                    "make the pencil standing and lying on your back, held for five",
                    "make the pencil standing on tiptoes and lying on your tummy, held for five",
                ),
                [
                    ("Stand tall", "Feet together, arms up.", "y1gym-pencil"),
                    ("Lie down", "Lie on your back on the mat.", "log-roll-side"),
                    ("Pencil", "Arms over your head, toes pointed.", "log-roll-side"),
                ],
            ),
            "movements": part(
                "Movements: Shape Sandwich",
                "Make a pencil, then a star, then a ball on your mat, holding each one for five.",
                _plan(15, "the mats, the three picture cards", MATS, ON_MATS),
                "Teach each shape lying on the mat: pencil on your back, star on your back (arms and legs wide), "
                "ball (hug your knees, chin down). Then put them together: pencil, star, ball, with the two "
                "waiting pupils counting out loud to five for each. Swap after each turn.",
                "Get into the shape, squeeze, then count: do not move until five.",
                "What did you squeeze to keep your star still?",
                (
                    "make the three shapes standing up",
                    "make the three shapes lying on your back",
                    "make them lying down and change shape slowly, with no wobble",
                ),
                [
                    ("Star", "Arms and legs wide on the mat.", "y1gym-star-lying"),
                    ("Ball", "Hug your knees, chin down.", "tuck"),
                    ("Pencil", "Long and thin again.", "log-roll-side"),
                ],
            ),
            "review": part(
                "Review: Guess My Shape",
                "Make a shape. Can your partner say its name?",
                _plan(5, "the mats", "Pairs sitting by a mat.", "Shapes on the mat, one at a time."),
                "One partner makes a pencil, star or ball on the mat. The other says its name and one thing that "
                "was good (straight legs, wide arms, still). Swap twice. Finish with everyone making their best "
                "shape for you to see.",
                "Use the shape's name every time.",
                "What are the names of the three shapes we learned?",
                (
                    "point to the picture card of the shape",
                    "say the name of the shape",
                    "say the name and one thing that made it good",
                ),
                [
                    ("Make", "Make a shape on the mat.", "y1gym-star-lying"),
                    ("Guess", "Your partner names it.", "pair"),
                    ("Swap", "Now you guess.", "tuck"),
                ],
            ),
            "alt": part(
                "Movements: Shape Corners",
                "Go to a corner, look at the picture and make that shape on the mat.",
                _plan(
                    15,
                    "4 mats, 4 picture cards (pencil, star, ball, pencil on tiptoes)",
                    "A mat in each corner of the hall with a picture card on the wall above it; groups of 6-8.",
                    "Walk between corners when the drum says; three on a mat at a time.",
                ),
                "Each group makes the shape on their card three times, holding for five while the group counts. "
                "On the drum, walk to the next corner clockwise. After all four, everyone chooses their "
                "favourite shape and shows it.",
                "Look at the picture carefully: where are the arms and legs?",
                "Which corner's shape was the hardest to hold?",
                (
                    "copy the shape with a grown-up or a partner beside you",
                    "make the shape on your own and hold for five",
                    "make the shape and hold it with your eyes closed",
                ),
                [
                    ("Look", "Look at the picture card.", "point"),
                    ("Make", "Make the shape on the mat.", "y1gym-star-lying"),
                    ("Hold", "Count to five together.", "y1gym-pencil"),
                ],
            ),
        },
    ),
    2: lesson(
        "Tiny Tucks",
        "To make a tuck shape sitting, standing and lying, and hold it still for five.",
        [
            "Hug your knees in close to your chest",
            "Tuck your chin down so you are small and round",
            "Keep the tuck tight even when you rock",
        ],
        "10 mats, a tambourine, a soft toy or beanbag per mat.",
        "Mats in rows across the hall, two big steps apart, three pupils to a mat; rockers lie along the mat, "
        "watchers sit at its ends, never behind a rocker's head.",
        "Say 'small and round' every time you show the tuck. Children often tuck with their heads up: "
        "hold a beanbag under your own chin to show 'chin down'.",
        ["tuck", "small", "round", "chin", "rock"],
        "Make a tuck on your bed or the carpet and rock gently like an egg five times without letting go.",
        {
            "warmup": part(
                "Warm-up: Big and Small",
                "Travel around the hall. On 'big' stretch as tall and wide as you can; on 'small' curl up tiny.",
                _plan(
                    6,
                    "a tambourine",
                    "Mats at the sides, the middle clear.",
                    "Curl up in a space of your own, away from walls and mats.",
                ),
                "Pupils jog lightly, walk or hop on your call. Shake the tambourine and call 'big' (a star on "
                "tiptoes) or 'small' (a crouched tuck, hands round knees). Hold for three, then travel again. "
                "Finish with 'small, big, small' fast.",
                "Small means knees in and chin down.",
                "How did you make your body small?",
                (
                    "walk, then make the shape that is called",
                    "jog, then make the shape on a count of three",
                    "hop, then change between big and small without stopping",
                ),
                [
                    ("Travel", "Jog lightly into spaces.", "run"),
                    ("Big", "Stretch tall and wide.", "star"),
                    ("Small", "Curl up tiny.", "crouch"),
                ],
            ),
            "card": part(
                "Card: Tuck Shape",
                "Sit on the mat and hug your knees to your chest, chin down: you are a tuck.",
                _plan(8, "the mats", MATS, ON_MATS),
                "Sitting: bring your knees up, hug them with both arms, chin down to your knees, feet together. "
                "Hold for five. Then stand and do a standing tuck: bend your knees into a crouch and hug them. "
                "The two watching pupils check the chin and the hug.",
                "Knees in, arms round, chin down: small and round like a ball.",
                "What is the difference between a tuck and a pencil?",
                (
                    "a tuck sitting, feet on the mat",
                    "a tuck sitting with feet lifted, held for five",
                    "a tuck on your bottom with feet lifted, then a standing tuck, held for five each",
                ),
                [
                    ("Sit", "Sit on the mat, knees up.", "sit"),
                    ("Hug", "Hug your knees, chin down.", "tuck"),
                    ("Crouch", "Now a tuck on your feet.", "crouch"),
                ],
            ),
            "movements": part(
                "Movements: Egg Rocks",
                "Make a tuck on your back and rock like an egg: back and forth, then side to side.",
                _plan(15, "the mats", MATS, "One pupil rocks on each mat; the others sit at the ends, not behind."),
                "Sit in a tuck. Roll gently back onto your rounded back and forwards to your bottom, five times, "
                "keeping the hug tight. Then lie on your back in the tuck and rock side to side. Finish by "
                "rocking back and up to your feet if you can. Watchers count the rocks.",
                "Round back like an egg; never roll back onto your head or neck.",
                "Why does a round back help you rock?",
                (
                    "rock side to side lying in a tuck",
                    "rock back and forth five times, staying tucked",
                    "rock back and forth and come up onto your feet in a tuck",
                ),
                [
                    ("Tuck", "Sit in a tight tuck.", "tuck"),
                    ("Rock back", "Round back, chin down.", "crouch"),
                    ("Rock up", "Rock forward to your feet.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Tuck Checkers",
                "Watch your partner's tuck. Is their chin down? Are their knees hugged in?",
                _plan(5, "the mats", "Pairs at a mat.", "Hold the tuck for five only, then rest."),
                "One partner makes a sitting tuck; the other checks two things: chin down, knees hugged. They "
                "give a thumbs up for each. Swap. Ask two pupils to show a tuck that got two thumbs up.",
                "Check with your eyes: chin and knees.",
                "How can you tell a tuck is tight?",
                (
                    "give a thumbs up for a good tuck",
                    "check the chin and the knees",
                    "check both and tell your partner how to make it tighter",
                ),
                [
                    ("Tuck", "Make a sitting tuck.", "tuck"),
                    ("Check", "Chin down? Knees in?", "pair"),
                    ("Thumbs", "Thumbs up and swap.", "wave"),
                ],
            ),
            "alt": part(
                "Movements: Tuck and Stretch",
                "Curl into a tuck, then stretch into a pencil, slowly, like a flower opening.",
                _plan(15, "the mats, a tambourine", MATS, ON_MATS),
                "On the mat, lie in a tuck on your side. On a slow tambourine shake, stretch out into a long "
                "pencil over five counts. On a tap, curl back into a tuck. Do it on your back, then standing "
                "(crouch to tall pencil). Watchers say 'tight' when the shape is held still.",
                "Change slowly: the in-between is part of the movement.",
                "Was it harder to change slowly or quickly?",
                (
                    "tuck to pencil lying on your back",
                    "tuck to pencil on your side and back, over five counts",
                    "crouching tuck to pencil on tiptoes, over five counts",
                ),
                [
                    ("Tuck", "Curl up small.", "crouch"),
                    ("Grow", "Stretch up slowly.", "reach"),
                    ("Pencil", "Long and tall.", "y1gym-pencil"),
                ],
            ),
        },
    ),
    3: lesson(
        "Three Points",
        "To balance still on four points and then on three points for five seconds.",
        [
            "A point is a small part of you touching the mat: a hand, a knee, a foot",
            "Lift one point slowly and keep the rest still",
            "Look at the mat in front of your hands to stay steady",
        ],
        "10 mats, a tambourine, number cards 4 and 3.",
        "Mats in rows, two big steps apart, three pupils to a mat; the number card you hold up tells everyone "
        "how many points to balance on.",
        "Count the points out loud with the class ('one hand, two hands, one knee...'). A wobbly three-point "
        "balance that comes back to four calmly is a success.",
        ["point", "balance", "star", "lift", "steady"],
        "Make a balance on three points at home and ask someone to count how long you can hold it.",
        {
            "warmup": part(
                "Warm-up: Animal Walks",
                "Walk like a bear on hands and feet, then like a cat on hands and knees.",
                _plan(
                    6,
                    "a tambourine",
                    "Mats at the sides, the middle clear.",
                    "Look where you are going; slow walks only, no racing.",
                ),
                "Pupils travel as the animal you call: bear (hands and feet, bottom up), cat (hands and knees), "
                "then a tall giraffe (tiptoes, arms up). On the tambourine everyone freezes as their animal and "
                "counts their points touching the floor.",
                "Hands flat, fingers spread like a star.",
                "How many points was your bear standing on?",
                (
                    "cat walk only",
                    "bear and cat walks, counting points when you freeze",
                    "bear walk, then freeze and lift one hand",
                ),
                [
                    ("Bear", "Hands and feet, bottom up.", "bear"),
                    ("Freeze", "Count your points: four.", "bear"),
                    ("Giraffe", "Tall on tiptoes.", "tiptoe-tall"),
                ],
            ),
            "card": part(
                "Card: Big Star",
                "Stand in a big star: arms and legs wide. Then make a star lying on your back.",
                _plan(8, "the mats", MATS, ON_MATS),
                "Standing star: feet wider than shoulders, arms stretched out and up, fingers spread. Hold for "
                "five. Then lie on the mat in a star on your back. Count the points touching the mat in each "
                "star. Try a star on one foot to finish: how many points now?",
                "Stretch from your middle to your fingertips and toes.",
                "How many points does a standing star balance on?",
                (
                    "a star lying on your back",
                    "a standing star held for five",
                    "a standing star on tiptoes, then lift one foot, held for three",
                ),
                [
                    ("Stand", "Feet wide, arms wide.", "star"),
                    ("Lie", "A star on your back.", "y1gym-star-lying"),
                    ("Lift", "Star on one foot.", "one-leg"),
                ],
            ),
            "movements": part(
                "Movements: Four, Three, Still",
                "Balance on hands and knees, then lift one hand or knee and hold still on three points.",
                _plan(15, "the mats, number cards 4 and 3", MATS, ON_MATS),
                "Start on hands and knees (four points). Lift one hand off the mat and hold for five. Back to "
                "four. Lift one knee and hold. Then try a bear on hands and feet and lift one foot behind you. "
                "Show the 3 card: everyone finds their own three-point balance.",
                "Lift slowly; keep your tummy tight so you do not tip.",
                "Which point was hardest to lift, and why?",
                (
                    "four points, lifting one hand for three counts",
                    "three points by lifting a hand or a knee, held for five",
                    "three points on hands and one foot, held for five",
                ),
                [
                    ("Four", "Hands and feet down.", "bear"),
                    ("Lift", "Lift one foot slowly.", "y1gym-three-points"),
                    ("Hold", "Count to five, still.", "y1gym-three-points"),
                ],
            ),
            "review": part(
                "Review: Count My Points",
                "Show your partner a balance. Can they count how many points are touching the mat?",
                _plan(5, "the mats", "Pairs at a mat.", "Hold for five only; come down gently."),
                "One partner balances; the other counts the points touching the mat and says the number. Swap. "
                "Ask: who can show a balance on three points that nobody else has made?",
                "Point to each body part on the mat as you count.",
                "Is a balance on three points easier or harder than on four?",
                (
                    "count the points with the teacher",
                    "count your partner's points",
                    "count the points and name the body parts",
                ),
                [
                    ("Balance", "Hold a three-point balance.", "y1gym-three-points"),
                    ("Count", "Your partner counts.", "pair"),
                    ("Swap", "Now you count.", "bear"),
                ],
            ),
            "alt": part(
                "Movements: Balance Dice",
                "Roll the dice and balance on that many points.",
                _plan(
                    15,
                    "the mats, a large dice per group with sides 2, 3, 3, 4, 4, 5",
                    "Groups of three at a mat with a dice.",
                    "One pupil on the mat at a time; others sit at the ends.",
                ),
                "One pupil rolls, and the pupil on the mat balances on that many points for five while the "
                "roller counts. Then rotate: roller to the mat, balancer to the end. Heads never count as a point: "
                "show that a 5 can be two feet, two hands and your bottom, sitting with hands behind you.",
                "Think first, then move into the balance slowly.",
                "Which number was hardest to balance on?",
                (
                    "roll and balance on four or five points",
                    "balance on the number rolled, held for five",
                    "balance on the number rolled in a different way each time",
                ),
                [
                    ("Roll", "Roll the dice.", "point"),
                    ("Balance", "Balance on that many points.", "y1gym-three-points"),
                    ("Still", "Hold it for five.", "bear"),
                ],
            ),
        },
    ),
    4: lesson(
        "Straddle and Two Points",
        "To make a straddle shape sitting and standing, and balance still on two points.",
        [
            "In a straddle your legs are straight and wide apart",
            "Point your toes and keep your knees straight",
            "Two points is harder: go slowly and squeeze",
        ],
        "10 mats, a tambourine, number cards 3 and 2.",
        "Mats in rows, two big steps apart; pupils in pairs for the warm-up and review, threes on the mats for "
        "the straddle and two-point balances.",
        "Some children cannot get their legs straight in a sitting straddle: that is fine, sit up tall instead. "
        "For two-point balances, let children hold a partner's hand first.",
        ["straddle", "wide", "straight", "two points", "toes"],
        "Sit in a straddle while you watch TV and reach forward to touch your knees, then your toes.",
        {
            "warmup": part(
                "Warm-up: Traffic Lights",
                "Green: jog. Amber: walk and make a star. Red: freeze in a balance on two feet.",
                _plan(
                    6,
                    "red, amber and green cards",
                    "Mats at the sides, the middle clear.",
                    "Stop in your own space when you see red.",
                ),
                "Hold up a card: green (jog), amber (walk, stopping to make a star every few steps), red (freeze "
                "as still as a statue on two feet). Add blue: balance on one foot for three.",
                "On red, freeze straight away with soft knees.",
                "What helped you stop quickly on red?",
                (
                    "walk on green, freeze on red",
                    "jog on green, star on amber, freeze on red",
                    "add blue: balance on one foot for three",
                ),
                [
                    ("Green", "Jog into spaces.", "run"),
                    ("Amber", "Walk and make a star.", "star"),
                    ("Red", "Freeze still.", "stand"),
                ],
            ),
            "card": part(
                "Card: Straddle Shape",
                "Sit tall with your legs straight and wide apart, toes pointed: that is a straddle.",
                _plan(8, "the mats", MATS, ON_MATS),
                "Sitting straddle: sit tall, legs straight and wide, toes pointed, arms out to the sides. Hold "
                "for five. Then a standing straddle: feet wide apart, legs straight, arms up in a V. Watchers "
                "check that the knees are straight, not bent.",
                "Knees straight, toes pointed, sit up tall.",
                "How is a straddle different from a star?",
                (
                    "a sitting straddle with hands on the mat behind you",
                    "a sitting straddle, arms out to the sides, held for five",
                    "a sitting straddle, then reach forward to your toes and hold for five",
                ),
                [
                    ("Sit tall", "Legs straight and wide.", "y1gym-straddle-sit"),
                    ("Toes", "Point your toes.", "y1gym-straddle-sit"),
                    ("Stand", "A straddle on your feet.", "y1gym-straddle-stand"),
                ],
            ),
            "movements": part(
                "Movements: Three to Two",
                "Balance on three points, then lift one more and hold still on two.",
                _plan(15, "the mats, number cards 3 and 2", MATS, ON_MATS),
                "Start on hands and knees and lift one hand (three points). Now lift the opposite knee and "
                "stretch that leg out behind: two points, one hand and one knee. Hold for five. Try other two-"
                "point balances: sitting on your bottom with feet lifted (bottom and hands), or standing on one "
                "foot with one hand down. Come back to four points slowly.",
                "Opposite hand and leg: reach long and squeeze your tummy.",
                "Why are two points harder than three?",
                (
                    "three points, or two points with a partner holding your hand",
                    "two points (a hand and a knee) held for five",
                    "two points in two different ways, held for five each",
                ),
                [
                    ("Three", "Hands and knees, lift a hand.", "y1gym-three-points"),
                    ("Two", "Stretch the opposite leg.", "y1gym-two-points"),
                    ("Down", "Back to four points slowly.", "bear"),
                ],
            ),
            "review": part(
                "Review: Shape Spotter",
                "Your partner balances. Spot the shape and count the points.",
                _plan(5, "the mats", "Pairs at a mat.", "Hold for five only; come down slowly."),
                "One partner makes a straddle or a two-point balance; the other names the shape and counts the "
                "points. Swap. Ask a pair to show a straddle balance and the class names it.",
                "Say the shape's name and the number of points.",
                "Which shape did your partner make, and how many points were on the mat?",
                (
                    "name the shape",
                    "name the shape and count the points",
                    "name it, count the points and say one way to make it better",
                ),
                [
                    ("Balance", "Make a straddle.", "y1gym-straddle-sit"),
                    ("Spot", "Name the shape.", "pair"),
                    ("Count", "Count the points.", "point"),
                ],
            ),
            "alt": part(
                "Movements: Mirror Balances",
                "Face your partner and copy their balance like a mirror.",
                _plan(15, "the mats", "Pairs facing each other across a mat.", "Keep an arm's length apart."),
                "The leader makes a shape or balance slowly: a straddle sit, a star, a three-point balance. The "
                "mirror copies at the same time. Hold for five, then the other partner leads. End with a two-"
                "point balance copied by both.",
                "Move slowly so your mirror can follow.",
                "What did you watch to copy your partner exactly?",
                (
                    "copy shapes standing up",
                    "copy shapes and three-point balances",
                    "copy a two-point balance and hold it together",
                ),
                [
                    ("Lead", "Make a straddle slowly.", "y1gym-straddle-stand"),
                    ("Copy", "Mirror your partner.", "pair"),
                    ("Two points", "Hold a two-point balance.", "y1gym-two-points"),
                ],
            ),
        },
    ),
    5: lesson(
        "Pike and Shape Spotting",
        "To make a pike shape sitting and lying, and name the gym shapes in a partner's balance.",
        [
            "In a pike your legs are straight and together, and you fold forward",
            "Every shape has a name: pencil, star, tuck, straddle, pike",
            "Look at legs and arms to spot a shape",
        ],
        "10 mats, a tambourine, five shape picture cards.",
        "The five shape cards on the wall where everyone can see them; mats in rows below, three pupils to a "
        "mat, all facing the cards.",
        "Show the pike and the straddle side by side: 'legs together is pike, legs apart is straddle'. "
        "Children should not bounce to reach their toes: reach and hold.",
        ["pike", "straddle", "tuck", "star", "pencil"],
        "Teach someone at home all five gym shapes and ask them to guess the names.",
        {
            "warmup": part(
                "Warm-up: Shape Says",
                "Travel around. When I say 'Shape says pike', make the pike. If I do not say 'Shape says', "
                "keep moving!",
                _plan(6, "none", "Mats at the sides, the middle clear.", "Make floor shapes in your own space."),
                "Like 'Simon says': pupils jog, skip or walk. Call 'Shape says tuck' (everyone tucks), 'Shape "
                "says star', and sometimes just 'pencil' (no one should stop). Nobody is out: a pupil who "
                "stopped just does a star jump and carries on.",
                "Listen for 'Shape says' before you change.",
                "Which shape could you make fastest?",
                (
                    "travel and copy the teacher's shape",
                    "make the shape only when you hear 'Shape says'",
                    "make the shape standing and then lying down",
                ),
                [
                    ("Travel", "Skip into spaces.", "run"),
                    ("Listen", "'Shape says tuck!'", "crouch"),
                    ("Star", "'Shape says star!'", "star"),
                ],
            ),
            "card": part(
                "Card: Pike Shape",
                "Sit tall with your legs straight and together, then fold forward to reach for your toes.",
                _plan(8, "the mats", MATS, ON_MATS),
                "Sitting pike: sit tall, legs straight and together, toes pointed. Reach your arms forward over "
                "your legs and hold for five, no bouncing. Then lie on your back and lift straight legs up to "
                "make a pike on your back, hands holding behind your knees. Last, a standing pike: legs straight "
                "and together, fold forward and slide your hands down your legs. Watchers check the legs are "
                "together.",
                "Legs together and straight; reach, do not bounce.",
                "How is a pike different from a straddle?",
                (
                    "a sitting pike with hands on your knees",
                    "a sitting pike reaching forward, held for five",
                    "a sitting pike, then a standing pike: fold forward and reach down straight legs, five each",
                ),
                [
                    ("Sit tall", "Legs straight and together.", "y1gym-pike-sit"),
                    ("Reach", "Fold forward, hold for five.", "y1gym-pike-sit"),
                    ("Compare", "Open your legs: a straddle.", "y1gym-straddle-sit"),
                ],
            ),
            "movements": part(
                "Movements: Five Shape Flow",
                "Make the five gym shapes one after the other: pencil, star, tuck, straddle, pike.",
                _plan(15, "the mats, the five picture cards on the wall", MATS, ON_MATS),
                "On the mat, pupils go through all five shapes in order, holding each for a count of three: "
                "pencil (lying), star (lying), tuck (sitting), straddle (sitting), pike (sitting). Then let them "
                "choose their own order of three shapes and practise it twice.",
                "Hold each shape still before you change.",
                "Which change from one shape to the next was smoothest?",
                (
                    "three shapes, looking at the cards",
                    "all five shapes in order, held for three",
                    "your own order of five, held for five each",
                ),
                [
                    ("Pencil", "Long and thin.", "log-roll-side"),
                    ("Tuck", "Small and round.", "tuck"),
                    ("Pike", "Legs together, fold.", "y1gym-pike-sit"),
                ],
            ),
            "review": part(
                "Review: Name That Shape",
                "I will make a shape. Put your hand up and tell me its name.",
                _plan(5, "the five picture cards", "Pupils sit in a line facing you.", "Sit still to watch."),
                "Make each shape yourself or ask a pupil to. Pupils name it and point to the card. Then a pupil "
                "makes a shape and chooses someone to name it.",
                "Look at the legs first: together or apart? Straight or bent?",
                "How can you tell a pike from a straddle?",
                (
                    "point to the picture card",
                    "say the shape's name",
                    "say the name and why you know",
                ),
                [
                    ("Watch", "Look at the shape.", "y1gym-pike-sit"),
                    ("Name", "Put your hand up: pike!", "hand-up-call"),
                    ("Show", "Now you make one.", "y1gym-straddle-sit"),
                ],
            ),
            "alt": part(
                "Movements: Partner Shapes",
                "Make the same shape as your partner, side by side, at the same time.",
                _plan(15, "the mats", "Pairs side by side on a mat.", "Leave an arm's length between you."),
                "Pairs agree a shape, count '1, 2, 3' and make it together, holding for five. Then make "
                "matching shapes: one makes a straddle, the other a pike, side by side. Show another pair, "
                "who names both shapes.",
                "Count together so you start at the same time.",
                "How did you and your partner stay together?",
                (
                    "copy your partner's shape",
                    "make the same shape together, held for five",
                    "make two different shapes together and let another pair name them",
                ),
                [
                    ("Agree", "Choose a shape.", "pair"),
                    ("Together", "Make it at the same time.", "y1gym-pike-sit"),
                    ("Show", "Another pair names it.", "point"),
                ],
            ),
        },
    ),
    6: lesson(
        "My Shape Sequence",
        "To show a short sequence: a still start, two shapes, a log roll and a straight jump to finish.",
        [
            "Start and finish still, like a statue",
            "Hold each shape for five",
            "Land from your jump with soft knees",
        ],
        "10 mats, a tambourine, music.",
        "Mats in rows, two big steps apart; half the class performs while half watches.",
        "Keep sequences short so every child can remember them. Praise the still start and finish: they "
        "show the audience the sequence is planned.",
        ["sequence", "start", "finish", "log roll", "land"],
        "Show your sequence at home: a still start, two shapes, a roll and a straight jump.",
        {
            "warmup": part(
                "Warm-up: Shape Relay",
                "Take turns to run to your mat, make the shape on the card and run back.",
                _plan(
                    6,
                    "the mats, shape cards",
                    "Groups of three in lines behind a mat 5 m away.",
                    "Walk, do not run, when you reach the mat; one pupil on a mat at a time.",
                ),
                "The first pupil in each line jogs to the mat, makes the shape you call and holds for three, "
                "then jogs back and high-fives the next. Change the shape each round. No racing: the winning "
                "team is the one with the stillest shapes.",
                "Stop, shape, hold, then go.",
                "Which shape did your team hold best?",
                (
                    "walk to the mat and make the shape",
                    "jog to the mat and hold the shape for three",
                    "jog, make the shape standing and then lying",
                ),
                [
                    ("Jog", "Jog to your mat.", "run"),
                    ("Shape", "Make the shape called.", "tuck"),
                    ("Back", "Jog back and high-five.", "pair"),
                ],
            ),
            "card": part(
                "Card: Straight Jump",
                "Jump up in a pencil shape and land softly with bent knees.",
                _plan(
                    8, "the mats", MATS, "Jump straight up, never forwards; land on the mat with feet a little apart."
                ),
                "Stand with feet together. Swing your arms up and jump straight up in a pencil: legs together, "
                "toes pointed, arms by your ears. Land on both feet, knees bent, arms forward, and hold still "
                "for three. Watchers listen for a quiet landing.",
                "Land like a cat: quiet feet, soft knees, still.",
                "What made your landing quiet?",
                (
                    "a small jump and a still landing",
                    "a straight jump in a pencil, landing still for three",
                    "a straight jump, then land and go straight into a tuck",
                ),
                [
                    ("Bend", "Bend your knees, arms back.", "crouch"),
                    ("Jump", "Straight up like a pencil.", "jump"),
                    ("Land", "Soft knees, hold still.", "land"),
                ],
            ),
            "movements": part(
                "Movements: Show My Sequence",
                "Start still, make two shapes, log roll across the mat, then finish with a straight jump.",
                _plan(15, "the mats, music", MATS, ON_MATS),
                "Teach the log roll: lie in a pencil and roll sideways across the mat, arms above your head, legs "
                "together. Then build the sequence: still start, two shapes of your choice held for five, log "
                "roll, stand up, straight jump, still finish. Practise twice, then half the class performs to "
                "music while the other half watches.",
                "Still at the start, still at the end.",
                "What do you do at the very start and end of a sequence?",
                (
                    "one shape, a log roll and a jump",
                    "two shapes, a log roll and a jump, with a still start and finish",
                    "three shapes with a roll between and a jump to finish",
                ),
                [
                    ("Start", "Stand still like a statue.", "y1gym-pencil"),
                    ("Roll", "Log roll across the mat.", "log-roll-side"),
                    ("Finish", "Straight jump and land.", "land"),
                ],
            ),
            "review": part(
                "Review: Two Stars",
                "Tell your performer two things they did well.",
                _plan(5, "none", "Watchers sit with the performer they watched.", "Cool down with slow stretches."),
                "Watchers give two stars: one shape they saw by name, and one thing that was still or soft. "
                "Then the class shares what they can do now that they could not at the start of the unit.",
                "Use the shape names in your stars.",
                "What can you do now that you could not do before?",
                (
                    "give one star",
                    "give two stars and name a shape",
                    "give two stars and a tip for next time",
                ),
                [
                    ("Stretch", "Stretch slowly.", "lean"),
                    ("Star", "Tell two things they did well.", "pair"),
                    ("Share", "What can you do now?", "hand-up-call"),
                ],
            ),
            "alt": part(
                "Movements: Star Jump Sequence",
                "Make a sequence with a star, a tuck and a star jump to finish.",
                _plan(15, "the mats", MATS, "Jump on the floor, land on the mat; one at a time."),
                "Still start in a pencil, a star held for five, a tuck held for five, stand up, a star jump and "
                "land still. Practise twice, then show a partner who names the shapes they saw.",
                "Stretch wide in the air, land with feet together.",
                "How did you show the star shape in the air?",
                (
                    "a star, a tuck and a straight jump",
                    "a star, a tuck and a star jump",
                    "a star, a tuck, a log roll and a star jump",
                ),
                [
                    ("Star", "Hold a star for five.", "star"),
                    ("Tuck", "Hold a tuck for five.", "tuck"),
                    ("Star jump", "Jump wide, land still.", "y1gym-star-jump"),
                ],
            ),
        },
    ),
}

# Per-part joining-in (for a pupil who needs more support) and more-active lines.
ADAPTATIONS = {
    (1, "warmup"): ("Walk with a partner and freeze in the shape together.",
                    "Skip between freezes and do two star jumps before each shape."),
    (1, "card"): ("Make the pencil lying on your back with a partner checking your toes.",
                  "Make ten pencils, standing then lying, without a rest."),
    (1, "movements"): ("Make the shapes standing, with the picture card beside you.",
                       "Do the three shapes five times in a row, jumping up between each."),
    (1, "review"): ("Point to the right picture card instead of saying the name.",
                    "Make every shape you guess as well."),
    (1, "alt"): ("Stay with a grown-up or buddy and copy their shape.",
                 "Jog to the next corner and do three star jumps before starting."),
    (2, "warmup"): ("Walk and make big and small shapes with a partner.",
                    "Jog and jump into a star on 'big'."),
    (2, "card"): ("Make the tuck sitting with your back against a wall or a partner's back.",
                  "Tuck, stand, tuck again ten times without letting go of your knees."),
    (2, "movements"): ("Rock side to side only, with a partner at your side.",
                       "Rock up to your feet and jump up into a pencil each time."),
    (2, "review"): ("Show a thumbs up or down with a partner.",
                    "Hold your tuck and then check your partner's while still in a crouch."),
    (2, "alt"): ("Do it lying down, with a partner calling the changes.",
                 "Go from tuck to pencil and jump up at the top."),
    (3, "warmup"): ("Do the cat walk, with a partner beside you.",
                    "Bear walk for the whole song without resting."),
    (3, "card"): ("Make the star lying on your back.",
                  "Jump into a star, land and hold, ten times."),
    (3, "movements"): ("Stay on four points and lift a hand for three counts, with a partner's hand to hold.",
                       "Change your three-point balance every five counts without stopping."),
    (3, "review"): ("Count your partner's points with the teacher.",
                    "Show three different three-point balances one after another."),
    (3, "alt"): ("Use a dice with only 3, 4 and 5 on it.",
                 "Jog round the mat before each roll."),
    (4, "warmup"): ("Walk on green with a partner.",
                    "Do a star jump every time the card changes."),
    (4, "card"): ("Sit in a straddle with your back against a wall.",
                  "Move from a sitting straddle to a standing straddle ten times."),
    (4, "movements"): ("Balance on three points, or on two holding a partner's hand.",
                       "Hold each two-point balance, then travel in a bear walk to another space."),
    (4, "review"): ("Point to the picture card of your partner's shape.",
                    "Make a balance your partner has not seen yet."),
    (4, "alt"): ("Copy shapes standing up with the teacher leading.",
                 "Lead and copy ten shapes without a rest."),
    (5, "warmup"): ("Travel with a partner and copy their shape.",
                    "Do two tuck jumps each time you make a shape."),
    (5, "card"): ("Make the pike with your hands on your knees and your back against a wall.",
                  "Move from a pike to a straddle and back five times without bending your knees."),
    (5, "movements"): ("Make three shapes with the picture cards beside you.",
                       "Go through all five shapes five times without stopping."),
    (5, "review"): ("Point to the picture card.",
                    "Make the shape you named after each one."),
    (5, "alt"): ("Copy a grown-up's shape side by side.",
                 "Make five matching shapes and jump up between each."),
    (6, "warmup"): ("Walk to the mat with a partner.",
                    "Go twice each turn, a different shape each time."),
    (6, "card"): ("Jump from standing on a line and land on two feet, holding a partner's hand.",
                  "Do ten straight jumps, holding each landing for three."),
    (6, "movements"): ("Make one shape and a jump, with a partner beside you.",
                       "Do your sequence three times in a row without a rest."),
    (6, "review"): ("Give one star with a partner's help.",
                    "Show your sequence once more after hearing your stars."),
    (6, "alt"): ("Star, tuck and a small jump, with the teacher calling each part.",
                 "Do the sequence three times, adding a log roll each time."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)

# The card levels' own pictures (level_figures): each level posed as its words say, so the
# gym card page shows, say, the straddle with hands behind, then arms out, then reaching.
POSES |= {
    # Sitting straddle leaning on the hands, placed on the mat behind the hips.
    "y1gym-straddle-sit-hands-back": {**POSES["y1gym-straddle-sit"], "le": (106, 110), "lh": (100, 134),
                                      "re": (134, 110), "rh": (140, 134)},
    # Sitting straddle folding forward, both hands reaching for the toes.
    "y1gym-straddle-reach": {**POSES["y1gym-straddle-sit"], "head": (120, 100), "neck": (120, 114),
                             "le": (96, 124), "lh": (72, 140), "re": (144, 124), "rh": (168, 140)},
    # Sitting pike, back upright, hands resting on the knees.
    "y1gym-pike-sit-hands-knees": {**POSES["y1gym-pike-sit"], "head": (102, 80), "neck": (100, 96),
                                   "le": (110, 116), "lh": (126, 136), "re": (112, 118), "rh": (128, 138)},
    # Standing pike: straight legs, folded forward, hands reaching down to the floor.
    "y1gym-pike-stand": {"head": (144, 124), "neck": (134, 108), "hip": (104, 88), "le": (138, 126),
                         "lh": (140, 146), "re": (142, 126), "rh": (146, 146), "lk": (106, 117), "lf": (108, 146),
                         "rk": (110, 117), "rf": (112, 146)},
}  # fmt: skip
LEVEL_FIGURES = {
    1: ("y1gym-pencil", "y2gym-straight-lying", "y2gym-straight-tiptoe"),
    2: ("y0gym-curl-sitting", "y2gym-tuck-balance", "crouch"),
    3: ("y1gym-star-lying", "star", "y2gym-star-one-foot"),
    4: ("y1gym-straddle-sit-hands-back", "y1gym-straddle-sit", "y1gym-straddle-reach"),
    5: ("y1gym-pike-sit-hands-knees", "y1gym-pike-sit", "y1gym-pike-stand"),
    6: ("land", "jump", "tuck"),
}
for number, figures in LEVEL_FIGURES.items():
    LESSONS[number]["parts"]["card"]["level_figures"] = list(figures)
