"""Gym, Year 2, Unit 1: Shape and Balance. Six lessons on mats and low benches for six- and
seven-year-olds: moving into a knee scale and an arabesque slowly, holding them for five and
coming out with control; getting on and off a bench safely and balancing on it in a star and
a straight shape; a tuck balance on the bottom; and a sequence of three shapes and balances
with a still start, a jump off the bench and a still finish. Each lesson's gym card is named
here (CARDS): a Year 2 balance, shape or jump, harder than Year 1's floor shapes and easier
than Year 3's dish, V-sit and shoulder stand. Its levels follow the card's posed pictures:
with a partner's help, on your own, on a bench.

Written for this project by hand (no published scheme used). Each lesson runs about 35
minutes: warm-up 6, gym card 8, movements 16, review 5. Every balance this unit is 'in for
three, hold for five, out for three'. Benches are carried by four pupils, one at each corner,
knees bent, walking; a mat lies at the end of every bench. Bare feet, no jewellery, hair tied
back.
"""

from apps.content.seed.showcase import text
from apps.content.seed.showcase.figures import POSES as SHARED
from apps.content.seed.showcase.figures import STAND

SLUG = "g2u1-shape-and-balance"
# Each lesson's gym card (catalogue.GYM_FOCUS titles): no shoulder stand, headstand or bridge.
CARDS = {1: "Knee Scale", 2: "Arabesque", 3: "Star", 4: "Straight", 5: "Tuck", 6: "Straight Jump"}
UNIT = {
    "strapline": "In for three, hold for five, out for three: knee scales, arabesques and balances on a bench, "
    "joined into a sequence with a still start and finish.",
    "cog_text": "Pupils learn that moving slowly into and out of a balance is part of the balance, that a narrow "
    "bench asks for a tight body and eyes looking ahead, and that a sequence needs a start and a finish the "
    "audience can see.",
    "purpose": "Year 2 pupils move in and out of a knee scale and an arabesque with control, balance on a low "
    "bench in a star and a straight shape, and make a sequence of three shapes and balances with a clear, "
    "still start and finish.",
    "vocab": [
        ("Knee scale", "Balancing on two hands and one knee with the other leg stretched back level with your back."),
        ("Arabesque", "Standing on one straight leg, the other stretched out behind, arms out like wings."),
        ("Control", "Moving slowly and smoothly, so you choose exactly where your body goes."),
        ("Bench", "A long, narrow seat used as apparatus: we balance on it, never run on it."),
        ("Start position", "The still shape you show before your sequence begins."),
        ("Finish position", "The still shape you hold for three at the very end."),
    ],
}

# Poses for this unit's step pictures (joints as figures.STAND, 240 x 160, floor 150).
_TABLE = {
    "head": (160, 96),
    "neck": (150, 104),
    "hip": (98, 104),
    "le": (152, 124),
    "lh": (152, 146),
    "re": (148, 126),
    "rh": (148, 146),
    "lk": (98, 144),
    "lf": (64, 146),
    "rk": (102, 145),
    "rf": (68, 147),
}
_STRAIGHT_UP = {
    "le": (98, 38),
    "lh": (96, 8),
    "re": (142, 38),
    "rh": (144, 8),
    "lk": (117, 120),
    "lf": (117, 146),
    "rk": (123, 120),
    "rf": (123, 146),
}
_TIPTOE_UP = {
    "head": (120, 24),
    "neck": (120, 40),
    "hip": (120, 84),
    "le": (98, 26),
    "lh": (96, 2),
    "re": (142, 26),
    "rh": (144, 2),
    "lk": (117, 110),
    "lf": (117, 136),
    "rk": (123, 110),
    "rf": (123, 136),
}
_STAR_ONE_FOOT = {**SHARED["star"], "lk": (114, 120), "lf": (112, 146), "rk": (140, 112), "rf": (164, 118)}
_TUCK_BALANCE = {
    "head": (106, 72),
    "neck": (108, 86),
    "hip": (120, 132),
    "le": (128, 100),
    "lh": (142, 108),
    "re": (130, 102),
    "rh": (144, 110),
    "lk": (144, 102),
    "lf": (150, 128),
    "rk": (146, 104),
    "rf": (152, 130),
}
POSES = {
    # A flat table on hands and knees.
    "y2gym-table": dict(_TABLE),
    # From the table, one leg slid straight back along the mat, toes touching it.
    "y2gym-leg-back": {**_TABLE, "rk": (70, 126), "rf": (40, 144)},
    # Standing tall, arms out like wings, one foot pointed behind with the toes on the floor.
    "y2gym-arabesque-toe": {"head": (112, 38), "neck": (114, 54), "hip": (122, 96), "le": (100, 66), "lh": (80, 64),
                            "re": (134, 64), "rh": (154, 62), "lk": (120, 121), "lf": (120, 146), "rk": (142, 120),
                            "rf": (162, 146)},
    # A low arabesque: the back foot lifted to knee height, chest a little forward.
    "y2gym-arabesque-low": {"head": (104, 44), "neck": (108, 58), "hip": (126, 96), "le": (94, 68), "lh": (74, 66),
                            "re": (128, 64), "rh": (148, 58), "lk": (124, 121), "lf": (124, 146), "rk": (150, 110),
                            "rf": (174, 118)},
    # A star on one foot, the other leg stretched out to the side.
    "y2gym-star-one-foot": dict(_STAR_ONE_FOOT),
    # The same shapes on a low bench (a name with "bench" draws the bench under the child).
    "y2gym-bench-star": dict(SHARED["star"]),
    # On the bench the arms make a narrow V so the raised child stays in the picture.
    "y2gym-bench-straight": {**STAND, **_STRAIGHT_UP, "le": (102, 42), "lh": (98, 26), "re": (138, 42),
                             "rh": (142, 26)},
    # A straight shape lying on the back, arms past the head.
    "y2gym-straight-lying": {"head": (74, 136), "neck": (90, 138), "hip": (132, 138), "le": (66, 128),
                             "lh": (44, 128), "re": (66, 132), "rh": (44, 134), "lk": (158, 138), "lf": (184, 140),
                             "rk": (158, 141), "rf": (184, 143)},
    # A straight shape standing on tiptoes, arms up.
    "y2gym-straight-tiptoe": dict(_TIPTOE_UP),
    # Tuck balances on the bottom: feet lifted holding the knees, then arms let go and reach forward.
    "y2gym-tuck-balance": dict(_TUCK_BALANCE),
    "y2gym-tuck-balance-arms": {**_TUCK_BALANCE, "le": (128, 90), "lh": (152, 84), "re": (130, 92), "rh": (154, 86)},
    # Ready to jump from the end of a bench: knees bent, arms swung back.
    "y2gym-bench-take-off": {**SHARED["crouch"], "le": (104, 100), "lh": (94, 118), "re": (136, 100),
                             "rh": (146, 118)},
}  # fmt: skip

# Step pictures too plain to stand for a whole part in the lesson preview.
PLAIN = {"stand", "sit", "teacher", "pair", "wave", "point", "hand-up-call"}


def part(title, pupil, setup, rules, point, question, levels, steps, **extra):
    """A part whose preview picture is its first step that shows the movement."""
    figure = next((f for _, _, f in steps if f not in PLAIN), steps[0][2])
    return text.part(title, pupil, setup, rules, point, question, levels, steps, figure=figure, **extra)


def _plan(minutes, kit, set_out, safety):
    """The planning note's opening: time, equipment and how to set it out, safety."""
    return f"{minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety} How to do it:"


MATS = "One mat for every three pupils, in rows across the hall with two big steps between mats."
ON_MATS = "Three pupils to a mat, one working at a time from its long side; the others sit at its end."
BENCHES = (
    "Four low benches spread round the hall, each with a mat at its far end and one along each side; "
    "groups of seven or eight sit at the near end of a bench."
)
ON_BENCH = (
    "One pupil on a bench at a time; step on from the side near the end, step off the far end onto "
    "the mat; nobody jumps on or runs along a bench."
)

LESSONS = {
    1: text.lesson(
        "Table to Knee Scale",
        "To move slowly from a flat table into a knee scale, hold it for five and come out of it with control.",
        [
            "Hands under shoulders, knees under hips: a flat table",
            "Stretch the leg back long before you lift it",
            "Lower it as slowly as you lifted it",
        ],
        "14 mats, 2 low benches, a tambourine, a beanbag for each mat.",
        "Mats in rows across the hall with two big steps between them; three pupils to a mat, working one at a "
        "time from the mat's long side so the teacher sees every pupil side on. Before the lesson, set two low "
        "benches at the side of the hall, a mat along each side of each, for the card's trickiest level.",
        "Teach the rhythm of the whole unit today: 'in, two, three; hold, two, three, four, five; out, two, "
        "three'. A beanbag on the lower back shows at once whether the table is flat.",
        ["table", "knee scale", "in", "hold", "out"],
        "Make a flat table on the carpet with a soft toy on your back, then lift one leg into a knee scale "
        "without the toy falling off.",
        {
            "warmup": part(
                "Warm-up: Tables and Statues",
                "Jog in the spaces. On 'table', make a flat table on hands and knees. On 'statue', balance on "
                "one foot!",
                _plan(
                    6,
                    "a tambourine",
                    "Mats at the sides of the hall; the middle clear.",
                    "Jog round the mats, not over them; make your shape in a space of your own.",
                ),
                "Pupils jog, then walk, then skip as you tap the tambourine. Call 'table': hands under "
                "shoulders, knees under hips, back flat, held for five. Call 'statue': stand on one foot, arms "
                "out, for five. Between calls, loosen up: wrist circles, ankle circles and a slow cat stretch "
                "(round the back up, then flat) on hands and knees.",
                "Get into the shape, then hold it still: count the five in your head.",
                "How did you keep your back flat in the table?",
                (
                    "walk and make the shape called",
                    "jog and hold the shape for five",
                    "jog; on 'table' lift one hand and hold for five",
                ),
                [
                    ("Jog", "Jog into the spaces.", "run"),
                    ("Table", "Hands and knees, back flat.", "y2gym-table"),
                    ("Statue", "One foot, arms out.", "one-leg"),
                ],
            ),
            "card": part(
                "Card: Slow Knee Scale",
                "From a flat table, slide one leg back, lift it level with your back and hold for five.",
                _plan(
                    8,
                    "the mats, 2 low benches",
                    f"{MATS} The two benches at the side, a mat along each side.",
                    "Lift the leg only as high as your back stays flat; never kick it up. One pupil on a "
                    "bench at a time.",
                ),
                "Start in a flat table. Slide one leg straight back along the mat until it is long, toes "
                "pointed. Lift it slowly until it is level with your back (in, two, three), hold it still "
                "(hold, two, three, four, five) and lower it slowly back to the mat and under your hip (out, "
                "two, three). The two watchers count out loud; one can hold a hand under the lifted knee until the "
                "worker can hold it alone. Then the other leg, then swap. A pupil who holds it alone for five "
                "tries it on one of the two benches, a partner standing beside.",
                "Long leg first, then lift: a straight line from your head to your toes.",
                "What did you do to stop your leg dropping before five?",
                (
                    "a knee scale with a partner's hand under your lifted knee, held for five",
                    "a knee scale on your own: in for three, hold for five, out for three",
                    "a knee scale on a bench, hands and one knee on the bench, held for five",
                ),
                [
                    ("Table", "Flat back, hands under shoulders.", "y2gym-table"),
                    ("Slide", "Slide one leg back, toes down.", "y2gym-leg-back"),
                    ("Lift", "Lift it level and hold for five.", "knee-scale-hold"),
                ],
            ),
            "movements": part(
                "Movements: Beanbag Table",
                "Put a beanbag on your lower back. Move into your knee scale and out again without it falling.",
                _plan(16, "the mats, a beanbag per mat", MATS, ON_MATS),
                "A watcher places the beanbag on the worker's lower back. The worker makes a table, then moves "
                "into a knee scale on the count: in for three, hold for five, out for three. If the beanbag "
                "slides, the back was not flat or the move was too fast: try again. Each pupil has two goes "
                "on each leg, then swap. To finish, join them: table, knee scale on one leg, table, knee scale "
                "on the other, table.",
                "Slow is strong: a fast lift tips the beanbag off.",
                "When did the beanbag start to slide, and why?",
                (
                    "table with the beanbag on, lifting one hand for three",
                    "knee scale with the beanbag on: in, hold, out",
                    "knee scale on one leg, then the other, with the beanbag staying on all the way",
                ),
                [
                    ("Beanbag on", "A flat table.", "y2gym-table"),
                    ("In and hold", "Knee scale for five.", "knee-scale-hold"),
                    ("Out", "Lower slowly to the table.", "y2gym-leg-back"),
                ],
            ),
            "review": part(
                "Review: In, Hold, Out",
                "Watch your partner's knee scale. Was it slow in, still for five and slow out?",
                _plan(
                    5,
                    "the mats",
                    "Pairs at a mat, one working and one watching.",
                    "Work on your own mat; hold for five only, then rest.",
                ),
                "The worker shows one knee scale. The watcher holds up a finger for each thing they saw: slow "
                "in, still hold, slow out. They say which part to work on, and the worker tries once more. "
                "Swap. Ask two pupils who scored three fingers to show the class.",
                "Watch the lifted foot: it tells you whether the move was slow and the hold still.",
                "Which was hardest: going in, holding or coming out?",
                (
                    "say whether your partner held still for five",
                    "check in, hold and out, one finger each",
                    "check all three and show your partner how to make the weakest part better",
                ),
                [
                    ("Show", "One knee scale.", "knee-scale-hold"),
                    ("Watch", "In, hold, out?", "pair"),
                    ("Fingers", "One finger for each.", "point"),
                ],
            ),
            "alt": part(
                "Movements: Shadow Scales",
                "Kneel beside your partner. Be their shadow: go into the knee scale exactly when they do.",
                _plan(
                    16,
                    "the mats",
                    "Pairs side by side on a mat, facing the same way.",
                    "Leave an arm's length between you on the mat.",
                ),
                "The leader moves into a knee scale at their own speed and the shadow copies at the same "
                "moment, watching out of the corner of the eye. Hold together for five, come out together. "
                "The leader changes the speed and the leg. Swap after three goes. Then show another pair, "
                "who say whether the two scales went in and came out together.",
                "The leader moves slowly enough for the shadow to keep up.",
                "How did you know when your leader was going to move?",
                (
                    "copy your partner's table and one leg slide",
                    "copy the whole knee scale: in, hold, out, together",
                    "copy it when the leader changes legs and speed without warning",
                ),
                [
                    ("Side by side", "Two tables, together.", "y2gym-table"),
                    ("Shadow", "Go in at the same time.", "y2gym-leg-back"),
                    ("Hold", "Hold the knee scale together.", "knee-scale-hold"),
                ],
            ),
        },
    ),
    2: text.lesson(
        "Aeroplane Arabesque",
        "To balance on one foot in an arabesque, moving into it and out of it slowly, and to walk along a "
        "bench with control.",
        [
            "Standing leg straight and strong, eyes on a spot ahead",
            "Arms out like aeroplane wings",
            "Tip the chest forward only as far as the back leg lifts",
        ],
        "13 mats, 4 low benches, a tambourine, a picture stuck on the wall at the end of each row to look at.",
        "Floor work in rows in the middle of the hall; four benches along the sides, carried out by four pupils "
        "when you say, and three of the floor mats moved to each: one at its far end, one along each side. Set "
        "one bench out with its mats yourself before the lesson, for the card's trickiest level.",
        "Teach bench carrying before anyone steps on one: four pupils, one at each corner, bend the knees, lift "
        "together, walk, put it down together. For the arabesque, a hand on a wall or a partner's shoulder is "
        "a good first step, not a cheat.",
        ["arabesque", "wings", "standing leg", "bench", "carry"],
        "Stand in an arabesque while you brush your teeth (toe behind you on the floor, then lifted). Can you "
        "hold it for five without a wobble?",
        {
            "warmup": part(
                "Warm-up: Aeroplanes Land",
                "Fly around the hall with your wings out. When the tambourine shakes, land and balance!",
                _plan(
                    6,
                    "a tambourine",
                    "Mats at the sides; the middle clear.",
                    "Fly in the spaces, looking ahead; land away from others.",
                ),
                "Pupils fly (jog with arms out), banking round each other. On the tambourine they land: stop "
                "with soft knees and balance as you call: two feet with wings out, then one foot, then one "
                "foot with the chest tipping forward a little. Finish with calf and ankle stretches and ten "
                "rises onto tiptoes and down.",
                "Land, stop, then balance: one after the other, never all at once.",
                "What helped you land without a wobble?",
                (
                    "land on two feet with your wings out",
                    "land and balance on one foot for three",
                    "land on one foot and tip forward into a low arabesque for three",
                ),
                [
                    ("Fly", "Jog with your wings out.", "run"),
                    ("Land", "Stop with soft knees.", "land"),
                    ("Tip", "One foot, tip forward.", "y2gym-arabesque-low"),
                ],
            ),
            "card": part(
                "Card: Aeroplane Arabesque",
                "Stand tall on one leg, stretch the other leg back and lift it, arms out like aeroplane wings.",
                _plan(
                    8,
                    "the mats, the pictures on the wall",
                    MATS,
                    "Balance on the mat, an arm's length from anyone; put the foot down if you start to tip.",
                ),
                "Stand tall, arms out to the sides, eyes on the picture. Point one foot behind you with the "
                "toes on the floor. Slowly lift it off the floor (in, two, three), letting the chest tip "
                "forward a little as the leg rises. Hold for five, then bring the foot down and stand tall "
                "again (out, two, three). Other leg. Hold a partner's hand at first if you need to; the watchers "
                "check that the standing leg stays straight. Pupils who hold it alone try it on the bench you set "
                "out, a partner beside them.",
                "Straight standing leg, long back leg, wings level.",
                "Where did you look to keep still on one foot?",
                (
                    "an arabesque holding a partner's hand, back foot lifted, for five",
                    "an arabesque on your own, back leg as high as your hip, held for five",
                    "an arabesque on a bench, held for five and lowered slowly",
                ),
                [
                    ("Tall", "Arms out, toes behind.", "y2gym-arabesque-toe"),
                    ("Lift", "Lift the back foot slowly.", "y2gym-arabesque-low"),
                    ("Hold", "Tip forward and hold for five.", "arabesque"),
                ],
            ),
            "movements": part(
                "Movements: Bench Walkers",
                "Walk along the bench with your arms out and your eyes ahead, stop in the middle, then step off "
                "onto the mat and land.",
                _plan(16, "4 low benches, 12 mats", BENCHES, ON_BENCH),
                "Groups carry their bench out and lay its three mats. One at a time: step onto the bench "
                "near its end, walk along it with arms out and eyes on the far end, stop in the middle and "
                "stand tall and straight for five, walk on, and step off the end onto the mat, landing on two "
                "feet with bent knees. The next pupil starts when the first has landed. Three goes each, then "
                "carry the benches back.",
                "Eyes on the end of the bench, not on your feet.",
                "Why does looking ahead help you walk along the bench?",
                (
                    "walk along holding a partner's hand, then step off",
                    "walk along on your own, stop and stand straight for five",
                    "walk along, stop and balance with your toe pointed behind you for five",
                ),
                [
                    ("Step on", "Step up near the end.", "bench-walk"),
                    ("Stop", "Stand straight for five.", "y2gym-bench-straight"),
                    ("Step off", "Land on the mat, knees bent.", "land"),
                ],
            ),
            "review": part(
                "Review: Wobble Detectives",
                "Watch your partner's arabesque. Find the wobble: was it the standing leg, the arms or the eyes?",
                _plan(5, "the mats", "Pairs at a mat.", "Balance on the mat; hold for five only."),
                "The worker holds an arabesque for five. The detective looks for the wobble and names where it "
                "started: standing leg (bent), arms (dropped), eyes (looking down). They give one tip and the "
                "worker tries again. Swap. Ask the class which tip worked best.",
                "Find where the wobble starts, then give a tip for that part.",
                "Where did your partner's wobble start?",
                (
                    "say 'wobble' or 'still'",
                    "say where the wobble started",
                    "say where it started and give a tip that makes it still",
                ),
                [
                    ("Balance", "Hold your arabesque.", "arabesque"),
                    ("Detect", "Where is the wobble?", "pair"),
                    ("Tip", "Give one tip, try again.", "point"),
                ],
            ),
            "alt": part(
                "Movements: Scale to Aeroplane",
                "Start low in a knee scale, then stand up and balance high in an arabesque.",
                _plan(16, "the mats", MATS, ON_MATS),
                "For a hall with no benches out. Knee scale on the mat, held for five. Bring the knee in, stand "
                "up slowly without using your hands if you can, and balance in an arabesque with the same leg "
                "stretched back, held for five. Finish standing still. Low, then high: the same shape in two "
                "places. Practise three times, then show the others on your mat.",
                "The same long back leg in both balances.",
                "How are the knee scale and the arabesque the same?",
                (
                    "knee scale, then stand and point your toe behind",
                    "knee scale, then stand and lift into a low arabesque",
                    "knee scale, stand, and arabesque at hip height, each held for five",
                ),
                [
                    ("Low", "Knee scale for five.", "knee-scale-hold"),
                    ("Stand", "Stand up slowly.", "stand"),
                    ("High", "Arabesque for five.", "arabesque"),
                ],
            ),
        },
    ),
    3: text.lesson(
        "Bench Balances",
        "To get on a bench safely, balance on it in a star and in a straight shape for five, and get off with "
        "a soft landing.",
        [
            "Step on with one foot, then the other; eyes along the bench",
            "Squeeze to keep the shape still for five",
            "Step off the end and land on two feet, knees bent",
        ],
        "4 low benches, 12 mats (one at the end and one along each side of each bench), a tambourine.",
        "Four benches spread round the hall with a mat at the end and along each side; groups of seven or "
        "eight sit at the near end, and the next pupil waits there until the one on the bench has landed.",
        "On a narrow bench the feet stay on the bench and the arms make the star wide. Stand beside any pupil "
        "who asks for a hand for their first go, and move round the benches so every group sees you.",
        ["star", "straight", "still", "step off", "land"],
        "Find a line at home (a rug edge or a paving line outside) and balance on it in a star and a straight "
        "shape for five each.",
        {
            "warmup": part(
                "Warm-up: Line Walkers",
                "Walk along the lines on the hall floor like a tightrope. On the tambourine, freeze in a star "
                "or a straight shape on the line!",
                _plan(
                    6,
                    "a tambourine",
                    "Benches at the sides; the floor lines clear.",
                    "Walk, never run, on the lines; step off a line to pass someone.",
                ),
                "Pupils walk heel to toe along the floor lines, arms out. On one tap, they freeze on the line in "
                "a star (feet on the line, arms wide); on two taps, a straight shape (tall, arms up). Then "
                "walk the line on tiptoes, and last a few steps backwards.",
                "Heel to toe, eyes to the end of the line.",
                "Which shape was harder to hold on the line?",
                (
                    "walk the line forwards and freeze",
                    "walk it on tiptoes and freeze for five",
                    "walk it backwards for three steps and freeze on tiptoes",
                ),
                [
                    ("Tightrope", "Heel to toe on a line.", "tightrope"),
                    ("Star", "Freeze wide on the line.", "star"),
                    ("Straight", "Freeze tall, arms up.", "y2gym-straight-tiptoe"),
                ],
            ),
            "card": part(
                "Card: Star Balance",
                "Make a big star, then lift one leg out to the side and balance on one foot.",
                _plan(
                    8,
                    "the mats, 4 benches",
                    "Mats in rows; the benches still at the sides with a mat at the far end and along each side.",
                    "Stars on one foot on the floor first; only try the bench when you can hold five on the floor.",
                ),
                "Stand in a star on two feet: arms wide, legs wide, fingers spread; hold for five. Now shift "
                "your weight onto one foot and lift the other leg out to the side: a star on one foot, held "
                "for five, holding a partner's hand at first. Those who can hold it on their own go to a bench "
                "and try it there, with a partner standing beside them.",
                "Squeeze the standing leg and keep the arms wide and level.",
                "What did you do with your arms when you lifted a leg?",
                (
                    "a star on one foot holding a partner's hand, for five",
                    "a star on one foot on your own, for five",
                    "a star on one foot on a bench, for five",
                ),
                [
                    ("Wide", "A star on two feet.", "star"),
                    ("One foot", "Lift one leg to the side.", "y2gym-star-one-foot"),
                    ("On the bench", "Now on the bench.", "y2gym-bench-star"),
                ],
            ),
            "movements": part(
                "Movements: Bench Shapes",
                "Step onto the bench, balance in a star, walk on, balance in a straight shape, then step off and land.",
                _plan(16, "4 low benches, 12 mats", BENCHES, ON_BENCH),
                "Groups carry their bench out. One pupil at a time: step on near the end, walk to the middle, "
                "balance in a star (feet on the bench, arms wide) for five, walk on, balance in a straight "
                "shape (feet together, arms up by the ears) for five, walk to the end and step off onto the "
                "mat, landing on two feet with bent knees and holding for three. The group counts the fives "
                "out loud. Three goes each.",
                "Stop walking before you make the shape, then squeeze and count.",
                "What did you do to stop yourself wobbling off the bench?",
                (
                    "one shape on the bench with a partner's hand to hold",
                    "a star and a straight shape on the bench, five each",
                    "a star on one foot and a straight shape on tiptoes on the bench, five each",
                ),
                [
                    ("Walk", "Walk along, eyes ahead.", "bench-walk"),
                    ("Star", "Balance in a star for five.", "y2gym-bench-star"),
                    ("Straight", "Balance tall for five.", "y2gym-bench-straight"),
                ],
            ),
            "review": part(
                "Review: Bench Judges",
                "Judge your group's balances: still for five? Soft landing? Show a thumb for each.",
                _plan(
                    5,
                    "the benches and mats",
                    "Groups at their bench; one performer, the rest judges.",
                    "One pupil on the bench at a time.",
                ),
                "One performer shows a star and a straight shape on the bench and steps off. The judges show "
                "a thumb up or sideways for two things: still for five, and a soft, still landing. They say "
                "one reason. Two or three performers per group, then carry the benches back together.",
                "Judges say what they saw, not who they like.",
                "What makes a landing look soft and still?",
                (
                    "thumbs for one thing: still or not",
                    "thumbs for still balances and a soft landing",
                    "thumbs for both and a reason for each",
                ),
                [
                    ("Perform", "Balance on the bench.", "y2gym-bench-star"),
                    ("Land", "Step off and hold.", "land"),
                    ("Judge", "Thumbs and a reason.", "wave"),
                ],
            ),
            "alt": part(
                "Movements: Bench Travel and Hold",
                "Travel along the bench in a new way each time, and stop halfway to balance.",
                _plan(16, "4 low benches, 12 mats", BENCHES, ON_BENCH),
                "For pupils ready for more on the bench. Travel along it in three ways: walking forwards, "
                "side-stepping (feet never cross) and tiptoeing. Each time, stop halfway and balance in a star "
                "or a straight shape for five, then travel on and step off onto the mat. The group watches "
                "and says which travel made the balance easiest to start.",
                "Small steps on the bench; stop fully before you balance.",
                "Which way of travelling made it easiest to stop and balance?",
                (
                    "walk forwards and stop in a straight shape",
                    "side-step or tiptoe and stop in a star",
                    "tiptoe, stop in a star on one foot, then side-step to the end",
                ),
                [
                    ("Side-step", "Side-step along the bench.", "bench-turn"),
                    ("Stop", "Stop in a star.", "y2gym-bench-star"),
                    ("Off", "Step off and land.", "land"),
                ],
            ),
        },
    ),
    4: text.lesson(
        "Still Start, Still Finish",
        "To balance on a bench in a straight shape and show a still start and a still finish to a short sequence.",
        [
            "Your start position tells the audience you are ready",
            "Straight: legs together, arms up by your ears, tall",
            "Hold the finish for three before you relax",
        ],
        "4 low benches, 12 mats, 4 spare mats, a tambourine, start and finish cards (a drawing of a still figure).",
        "Benches spread round the hall with their mats, groups of seven or eight at each; the spare mats in "
        "a row at the front for pupils practising on the floor.",
        "Praise the start and finish as loudly as the balance: they are what make a sequence look planned. "
        "Ask every pupil to show you their start position before they begin.",
        ["start position", "finish position", "straight", "tiptoes", "sequence"],
        "Make up a start and a finish position at home and show them to someone, holding each for three.",
        {
            "warmup": part(
                "Warm-up: Ready, Steady, Shape",
                "Ready: choose a still start shape. Steady: hold it. Shape: travel, then freeze in a shape!",
                _plan(
                    6,
                    "a tambourine",
                    "Benches at the sides with their mats; the middle clear.",
                    "Travel in the spaces; freeze where nobody is close.",
                ),
                "Call 'ready': pupils make a still start shape (tall, arms by the sides, or arms up). "
                "'Steady': hold it for three. 'Shape': travel (walk, skip, side-step) until the tambourine, "
                "then freeze in a star, straight shape or arabesque, held for five. Change the start shape "
                "every round.",
                "Still before you go, still when you stop.",
                "What did your start shape look like?",
                (
                    "copy the teacher's start shape",
                    "choose your own start shape and hold it for three",
                    "a start shape, a travel, and a balance on one foot at the end",
                ),
                [
                    ("Ready", "A still start shape.", "y2gym-straight-tiptoe"),
                    ("Travel", "Skip into the spaces.", "run"),
                    ("Freeze", "Freeze in a shape.", "arabesque"),
                ],
            ),
            "card": part(
                "Card: Straight and Tall",
                "Make your body long and straight: lying down, then standing on tiptoes, then on the bench.",
                _plan(
                    8,
                    "the mats, the benches",
                    "Mats in rows; benches at the sides with their mats.",
                    "Tiptoes on the bench only once you can hold five on tiptoes on the floor.",
                ),
                "Lie on your back on the mat: legs together, toes pointed, arms up past your head, everything "
                "squeezed. A partner gently pushes your hip: a straight body rolls over in one piece, like a "
                "log. Stand and make the same shape, then rise onto tiptoes and hold for five. Pupils who hold "
                "it go to a bench and make it on tiptoes there.",
                "Squeeze from your fingers to your toes, as stiff as a plank.",
                "How could your partner tell your body was straight?",
                (
                    "a straight shape on tiptoes holding a partner's hand, for five",
                    "a straight shape on tiptoes on your own, for five",
                    "a straight shape on tiptoes on a bench, for five",
                ),
                [
                    ("Lie", "Long and straight on the mat.", "y2gym-straight-lying"),
                    ("Tiptoes", "Stand tall on tiptoes.", "y2gym-straight-tiptoe"),
                    ("Bench", "Straight on the bench.", "y2gym-bench-straight"),
                ],
            ),
            "movements": part(
                "Movements: Start, Bench, Finish",
                "Show a still start beside the bench, a balance on it, step off, and a still finish on the mat.",
                _plan(16, "the benches and mats, the start and finish cards", BENCHES, ON_BENCH),
                "Each pupil plans four parts: a start position on the floor beside the bench (held for three), "
                "a balance on the bench (star or straight, held for five), a step off the end onto the mat, "
                "and a finish position on the mat (held for three: a tuck, a straddle or a straight shape). "
                "Practise three times. The group says 'start' and 'finish' out loud when they see them.",
                "Hold the finish until the group says 'finish'.",
                "How does the audience know your sequence has finished?",
                (
                    "a start, one balance on the bench, step off and stand still",
                    "a start shape, one balance, step off and a finish shape for three",
                    "a start shape, two balances on the bench, step off and a finish shape on the mat",
                ),
                [
                    ("Start", "Still, beside the bench.", "y2gym-straight-tiptoe"),
                    ("Balance", "A star on the bench.", "y2gym-bench-star"),
                    ("Finish", "Land and hold for three.", "land"),
                ],
            ),
            "review": part(
                "Review: Can You See My Start?",
                "Show your partner your sequence. Can they tell you your start and your finish shapes?",
                _plan(
                    5,
                    "the benches and mats",
                    "Pairs at a bench; one performs, one watches.",
                    "One pupil on the bench at a time.",
                ),
                "The performer shows the sequence once. The watcher describes the start and finish shapes and "
                "says whether each was held for three. Swap. Ask: whose start told you straight away that they "
                "were ready?",
                "Describe the shape: tall, wide, small, on tiptoes.",
                "Which part of your sequence was the stillest?",
                (
                    "say the start shape",
                    "say the start and finish shapes",
                    "say both and whether each was held for three",
                ),
                [
                    ("Start", "Show your start.", "y2gym-straight-tiptoe"),
                    ("Watch", "What was the start?", "pair"),
                    ("Finish", "And the finish?", "y2gym-straight-lying"),
                ],
            ),
            "alt": part(
                "Movements: Floor Start and Finish",
                "Make a short sequence on the mat: a start, a knee scale, an arabesque and a finish.",
                _plan(16, "the mats", MATS, ON_MATS),
                "For a hall without benches. On the mat: a start position (held for three), a knee scale "
                "(in, hold, out), stand up, an arabesque (in, hold, out) and a finish position (held for "
                "three). Practise three times, then show the others on your mat, who say the start and "
                "finish shapes.",
                "Start and finish shapes are part of the sequence: plan them too.",
                "Which finish position did you choose, and why?",
                (
                    "a start, one balance and a finish",
                    "a start, a knee scale, an arabesque and a finish",
                    "a start, both balances on each leg and a finish, with no stops between",
                ),
                [
                    ("Start", "A still start.", "stand"),
                    ("Knee scale", "In, hold, out.", "knee-scale-hold"),
                    ("Arabesque", "Then the finish.", "arabesque"),
                ],
            ),
        },
    ),
    5: text.lesson(
        "Three in a Row",
        "To make up a sequence of three different shapes and balances with a clear start and finish, and remember it.",
        [
            "Choose three different balances: one low, one on the bench, one standing",
            "Move slowly from one balance to the next",
            "Practise it the same way three times",
        ],
        "10 mats, 4 low benches with their mats, a sequence card (start, three boxes, finish) and a pencil per pair.",
        "Pairs at a mat near a bench; a bench is shared by three or four pairs, one pupil on it at a time. "
        "The cards and pencils in a tray at the front.",
        "Give pairs thinking time, then visit each and ask 'what is your first balance, and how will you get "
        "from it to the next?'. A sequence a pupil can do the same way three times is better than a harder "
        "one they forget.",
        ["sequence", "order", "low", "high", "remember"],
        "Draw your sequence at home: stick figures of your start, three balances and finish, with arrows.",
        {
            "warmup": part(
                "Warm-up: Name It, Make It",
                "I call a balance we have learned; you make it and hold it for five.",
                _plan(
                    6,
                    "a tambourine",
                    "Mats in rows; benches at the sides.",
                    "Jog round the mats, and go onto a mat only for floor balances.",
                ),
                "Pupils jog. Call a balance from the unit: table, knee scale, arabesque, star, straight. Pupils "
                "go to the nearest mat (or space) and hold it for five. Then call two together ('knee scale "
                "then arabesque') for pupils to join with a slow stand-up.",
                "Know it, show it: the right shape, then still.",
                "Which balance can you now hold best?",
                (
                    "copy the teacher's balance",
                    "make the balance from its name alone",
                    "join two balances that are called together",
                ),
                [
                    ("Jog", "Jog round the mats.", "run"),
                    ("Knee scale", "Make it, hold for five.", "knee-scale-hold"),
                    ("Arabesque", "Then stand and balance.", "arabesque"),
                ],
            ),
            "card": part(
                "Card: Tuck Balance",
                "Sit in a small tuck, hug your knees and lift your feet off the mat: balance on your bottom.",
                _plan(
                    8,
                    "the mats, the benches with their mats",
                    f"{MATS} Benches at the side, a mat along each side.",
                    "Balance on the middle of the mat; rock back gently if you tip, chin tucked; "
                    "on a bench, sit across its middle.",
                ),
                "Sit on the mat in a tuck: knees to the chest, arms hugging them, chin down. Lean back a little "
                "and lift both feet just off the mat: you are balancing on your bottom. A partner's hand on your "
                "back helps at first. Hold for five and put the feet down slowly. Pupils who hold it alone let "
                "go of the knees and reach forward, or sit across a bench (mats on both sides) and balance "
                "there.",
                "Lean back only a little: your tummy holds you there.",
                "Where is the balancing point when your feet come off the mat?",
                (
                    "a tuck balance, feet off the mat, with a partner's hand on your back",
                    "a tuck balance on your own, feet off the mat for five",
                    "a tuck balance sitting across a bench, feet off, for five",
                ),
                [
                    ("Tuck", "Hug your knees, chin down.", "tuck"),
                    ("Lift", "Feet off the mat, hold.", "y2gym-tuck-balance"),
                    ("Let go", "Arms forward, still.", "y2gym-tuck-balance-arms"),
                ],
            ),
            "movements": part(
                "Movements: Three in a Row",
                "With your partner, plan three balances in order, with a start and a finish, and practise it.",
                _plan(
                    16,
                    "the mats, the benches, a sequence card and pencil per pair",
                    "Pairs at a mat near a bench.",
                    "One pupil on the bench at a time; practise one at a time on the mat.",
                ),
                "Each pupil chooses three balances from the unit: one low (tuck balance or knee scale), one on "
                "the bench (star or straight), one standing (arabesque or star on one foot). They draw them in "
                "order on the card with a start and a finish, then practise it three times while the partner "
                "checks it against the card. Each balance is held for five.",
                "Same order, same shapes, every time: that is a sequence.",
                "Why did you put your balances in that order?",
                (
                    "three balances from the teacher's list, in the teacher's order",
                    "your own three balances in your own order, five each",
                    "your own three, with the balance on the bench made on one foot",
                ),
                [
                    ("Plan", "Draw your three balances.", "pair"),
                    ("Low", "A tuck balance.", "y2gym-tuck-balance"),
                    ("High", "An arabesque.", "arabesque"),
                ],
            ),
            "review": part(
                "Review: Sequence Swap",
                "Show your sequence to another pair. Can they say your three balances in the right order?",
                _plan(5, "the sequence cards", "Two pairs together at a mat and bench.", "Performers take turns."),
                "One pupil performs; the watchers say the three balances in order and check them against the "
                "card. Was there a start? A finish? Swap until all four have shown. Ask the class: what helped "
                "you remember your order?",
                "Say the balances in order: first, second, third.",
                "What helped you remember your sequence?",
                (
                    "say one balance you saw",
                    "say all three in order",
                    "say all three in order and which one was the stillest",
                ),
                [
                    ("Perform", "Show your three.", "y2gym-bench-straight"),
                    ("Remember", "First, second, third?", "hand-up-call"),
                    ("Check", "Look at the card.", "pair"),
                ],
            ),
            "alt": part(
                "Movements: Pick Three Cards",
                "Pick three balance cards from the pile, put them in an order and make them into a sequence.",
                _plan(
                    16,
                    "the mats, a pile of balance picture cards per group (table, knee scale, arabesque, "
                    "star, straight, tuck balance)",
                    "Groups of three at a mat with a pile of cards.",
                    "One pupil on the mat at a time.",
                ),
                "Each pupil picks three cards without looking, lays them in a row and adds a start and a "
                "finish. They practise the sequence twice, then show the group, who check the order against "
                "the cards. Pick again and make a new one. A card you cannot do yet: do its tricky version.",
                "Look at the next card while you hold the balance before it.",
                "Which two cards were hardest to join, and why?",
                (
                    "pick two cards and join them",
                    "pick three cards and make a sequence with a start and finish",
                    "pick three and change the order so it joins more smoothly",
                ),
                [
                    ("Pick", "Pick three cards.", "point"),
                    ("Star", "Balance on one foot.", "y2gym-star-one-foot"),
                    ("Table", "Then the next card.", "y2gym-table"),
                ],
            ),
        },
    ),
    6: text.lesson(
        "Balance Show",
        "To perform my sequence of three shapes and balances with a still start, a straight jump off the "
        "bench and a still finish.",
        [
            "Start still and hold your finish for three",
            "Hold every balance for five",
            "Jump straight up off the bench and land softly on the mat",
        ],
        "4 low benches with a mat at the far end and one along each side, 4 spare mats, music, the sequence cards.",
        "Benches round the hall with their mats; half the class performs (two or three per bench, taking "
        "turns) while the other half sits as the audience, then swap.",
        "Make it feel like a show: music, an audience, applause. Judge each pupil against their first lesson, "
        "not against each other, and tell them what has improved.",
        ["perform", "audience", "straight jump", "landing", "still"],
        "Perform your sequence for someone at home on a carpet (step off a low step instead of the bench) and "
        "ask which balance was the stillest.",
        {
            "warmup": part(
                "Warm-up: Soft Landings",
                "Jog, and on the tambourine do a small jump and land like a cat: quiet feet, soft knees.",
                _plan(
                    6,
                    "a tambourine",
                    "Benches at the sides with their mats; the middle clear.",
                    "Jump on the spot, never forwards into someone.",
                ),
                "Pupils jog in the spaces. On the tambourine, stop and do a small jump on the spot, landing "
                "on two feet with knees bent and arms forward, held for three. Listen: the quietest landings "
                "win. Then run through the start positions and two balances from their sequence.",
                "Land on your toes, then heels, then bend: quiet as a cat.",
                "What made your landing quiet?",
                (
                    "a small jump, landing on two feet",
                    "a small jump, a quiet landing held for three",
                    "a bigger jump, arms up, a quiet landing held for three",
                ),
                [
                    ("Jog", "Jog in the spaces.", "run"),
                    ("Jump", "A small jump up.", "jump"),
                    ("Land", "Quiet feet, soft knees.", "land"),
                ],
            ),
            "card": part(
                "Card: Jump Off the Bench",
                "Jump straight up in a pencil shape, then land softly on the mat with bent knees and hold.",
                _plan(
                    8,
                    "the benches and mats",
                    BENCHES,
                    "One pupil on the bench at a time; jump from the end onto the mat, straight up, never "
                    "backwards or sideways; land on two feet.",
                ),
                "On the mat first: bend the knees, swing the arms up, jump straight up with legs together, "
                "toes pointed and arms by the ears, then land on two feet, knees bent, arms forward, and hold "
                "for three, holding a partner's hand the first time. Then from the end of the bench: stand "
                "tall, bend, jump up and out onto the mat in the same straight shape and land and hold.",
                "Straight in the air, soft on the mat, still for three.",
                "How did you stop yourself falling forward when you landed?",
                (
                    "a straight jump on the mat holding a partner's hand, landing held for three",
                    "a straight jump on the mat on your own, straight in the air, landing held for three",
                    "a straight jump off the end of a bench onto the mat, landing held for three",
                ),
                [
                    ("Bend", "Knees bent, arms back.", "crouch"),
                    ("Jump", "Straight up, arms up.", "jump"),
                    ("Land", "Soft knees, hold for three.", "land"),
                ],
            ),
            "movements": part(
                "Movements: Our Balance Show",
                "Perform your sequence: a still start, three balances, a straight jump off the bench and a "
                "still finish.",
                _plan(16, "the benches and mats, music, the sequence cards", BENCHES, ON_BENCH),
                "Pupils change the end of last lesson's sequence: the last balance is on the bench, and they "
                "leave it with a straight jump off the end instead of a step, then hold the landing as their "
                "finish. Practise twice. Then half the class performs to music, three or four at each bench "
                "taking turns, while the other half watches one chosen performer. Swap.",
                "Show the audience your still start and your still finish.",
                "What did your audience like best about your show?",
                (
                    "two balances, a step off and a still finish",
                    "three balances, the straight jump off the bench and a still finish",
                    "three balances at three heights and the jump, with slow, smooth moves between them",
                ),
                [
                    ("Start", "A still start.", "y2gym-straight-tiptoe"),
                    ("Balance", "Balance on the bench.", "y2gym-bench-star"),
                    ("Jump off", "Straight jump, land, hold.", "y2gym-bench-take-off"),
                ],
            ),
            "review": part(
                "Review: Tell Me Three",
                "Tell your performer three things: their start, one balance by its name, and their landing.",
                _plan(
                    5,
                    "none",
                    "Audience pupils sit beside the performer they watched.",
                    "Cool down first: lie in a straight shape, then hug your knees and rock gently.",
                ),
                "Each watcher tells their performer three things they saw: how they started, one balance by "
                "name ('your arabesque was still for five'), and how they landed. Then ask the class what they "
                "can do now that they could not do at the start of the unit.",
                "Use the balance names: knee scale, arabesque, star, straight, tuck.",
                "What can you do now that you could not do in the first lesson?",
                (
                    "tell one thing you saw",
                    "tell the start, one balance by name and the landing",
                    "tell all three and one thing to practise next",
                ),
                [
                    ("Cool down", "Lie long and straight.", "y2gym-straight-lying"),
                    ("Tell", "Start, balance, landing.", "pair"),
                    ("Share", "What can you do now?", "hand-up-call"),
                ],
            ),
            "alt": part(
                "Movements: Side-by-Side Show",
                "Perform a sequence with your partner, side by side, doing the same balances at the same time.",
                _plan(
                    16,
                    "the benches and mats, music",
                    "Pairs share a bench: one at each end, or side by side on the floor beside it.",
                    "Only one partner on the bench at a time; the other matches on the floor beside it.",
                ),
                "Pairs choose three balances they can both do and agree a start and a finish. One partner "
                "balances on the bench while the other makes the same balance on the floor beside it, at the "
                "same moment, then they swap places for the next show. Count together in practice. Finish with "
                "a straight jump, off the end of the bench for one and on the mat beside it for the other, "
                "landing at the same moment.",
                "Count together out loud in practice so you move together.",
                "How did you and your partner keep in time?",
                (
                    "the same balances, one after the other",
                    "the same balances at the same time",
                    "the same balances at the same time, one on the bench and one on the floor",
                ),
                [
                    ("Ready", "Start side by side.", "pair"),
                    ("Together", "The same balance at once.", "y2gym-bench-straight"),
                    ("Land", "Jump and land together.", "land"),
                ],
            ),
        },
    ),
}

# Per-part joining-in (for a pupil who needs more support) and more-active lines.
ADAPTATIONS = {
    (1, "warmup"): ("Walk, and make the table with a partner beside you.",
                    "Add a bear walk between each call."),
    (1, "card"): ("Keep the toes on the mat and hold the slide for three.",
                  "Do five knee scales on each leg, in for three, hold for five, out for three."),
    (1, "movements"): ("Hold the table with the beanbag on and lift one hand only.",
                       "Join table, knee scale, table, knee scale three times without the beanbag falling."),
    (1, "review"): ("Check one thing only: still for five.",
                    "Show your partner the weakest part done well before you swap."),
    (1, "alt"): ("Copy the leader's table and leg slide only.",
                 "Lead five knee scales at different speeds."),
    (2, "warmup"): ("Land on two feet and hold your wings out.",
                    "Fly faster and land in a low arabesque every time."),
    (2, "card"): ("Keep one hand on a wall or a partner's shoulder.",
                  "Hold the arabesque for ten, then change legs without putting the foot down between."),
    (2, "movements"): ("Walk along a line on the floor beside the bench, or hold a partner's hand on it.",
                       "Walk the bench forwards and back, stopping twice."),
    (2, "review"): ("Say 'wobble' or 'still' only.",
                    "Show the tip yourself before your partner tries it."),
    (2, "alt"): ("Knee scale, then stand and stand still on two feet.",
                 "Do the knee scale and arabesque on each leg twice."),
    (3, "warmup"): ("Walk beside the line with one foot on it.",
                    "Walk the line twice as far and freeze on tiptoes."),
    (3, "card"): ("Hold the star on two feet, a partner's hand on your shoulder.",
                  "Change from a star on one foot to a star on the other without stopping."),
    (3, "movements"): ("Balance on the bench in one shape with a partner holding your hand.",
                       "Do both shapes on tiptoes, then walk back along the bench."),
    (3, "review"): ("Judge one thing: still or not.",
                    "Perform again with the judges' reason fixed."),
    (3, "alt"): ("Walk forwards only, stopping in a straight shape.",
                 "Travel all three ways, back and forth."),
    (4, "warmup"): ("Copy the teacher's start shape and walk between calls.",
                    "Skip between calls and freeze on one foot each time."),
    (4, "card"): ("Stay lying in the straight shape; a partner checks it is straight.",
                  "Hold it on tiptoes on the bench for ten."),
    (4, "movements"): ("Start, walk along the bench holding a hand, step off and stand still.",
                       "Add a second balance and a turn on the bench."),
    (4, "review"): ("Say only the start shape.",
                    "Show your partner a better start shape after theirs."),
    (4, "alt"): ("A start, one balance you choose and a finish.",
                 "Do the sequence twice in a row without stopping."),
    (5, "warmup"): ("Copy a partner's balance for each call.",
                    "Join three balances called together."),
    (5, "card"): ("Keep your feet on the mat and rock gently in the tuck.",
                  "Hold the balance with arms forward for ten, then lift the feet higher."),
    (5, "movements"): ("Two balances from the list, with the partner's card to read.",
                       "Add a second sequence and perform both."),
    (5, "review"): ("Point to the balances on the card instead of saying them.",
                    "Perform the other pair's sequence from their card."),
    (5, "alt"): ("Pick two cards and join them.",
                 "Pick four cards and join them all."),
    (6, "warmup"): ("Jump holding a partner's hands and land together.",
                    "Jump with a half turn and land still."),
    (6, "card"): ("Step off the bench onto the mat instead of jumping.",
                  "Jump off the bench five times, each landing held for three."),
    (6, "movements"): ("Two balances and a step off the bench, with the teacher calling each part.",
                       "Perform your sequence twice in a row without a rest."),
    (6, "review"): ("Tell one thing with a partner's help.",
                    "Show your performer one thing to practise next."),
    (6, "alt"): ("Do the same balances one after the other, not at the same time.",
                 "Perform the pair sequence twice, swapping places the second time."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)
