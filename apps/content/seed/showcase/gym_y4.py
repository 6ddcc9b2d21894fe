"""Gym, Year 4, Unit 1: Shape and Balance. Six lessons between Year 3's tight shapes and
Year 5's headstand and group balances: the arch and the crab bridge for a bendy back and
strong shoulders, partner balances that match (side by side) and mirror (face to face), and
sequences varied by changing level and the body parts balanced on. Each lesson's gym card is
named here (CARDS: Arch, Bridge, Arabesque, Knee Scale, Shoulder Stand, Straight Jump); no
headstand, which Year 3 starts and Year 5 builds in stages. Each card's three levels (with a
partner's help, on your own, then on a bench or harder still) have their own pictures
(LEVEL_FIGURES), which the gym card page shows.

Written for this project by hand (no published scheme used). Each lesson runs 40 minutes:
warm-up 7, gym card 10, sequence 17, review 6, mats out before the lesson (carried by four,
one pupil at each corner). Bare feet, no jewellery, hair tied back."""

from apps.content.seed.showcase.pictures import GYM_POSES
from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "g4u1-shape-and-balance"
CARDS = {1: "Arch", 2: "Bridge", 3: "Arabesque", 4: "Knee Scale", 5: "Shoulder Stand", 6: "Straight Jump"}
UNIT = {
    "strapline": "Bend, match and mirror: arches and bridges, partner balances and sequences that change level.",
    "cog_text": "Pupils learn that a bendy back needs strong arms and legs to hold it, and that a partner "
    "balance is read by where the partners stand: side by side they match, face to face they mirror.",
    "purpose": "Year 4 pupils build flexibility in the back and shoulders with the arch and the crab bridge, "
    "balance with a partner by matching and mirroring, and vary a sequence of balances by changing its level "
    "and the body parts they balance on.",
    "vocab": [
        ("Arch", "Lying on your tummy with chest and legs lifted, your back curved like a banana."),
        ("Crab bridge", "Tummy to the ceiling on hands and feet, arms straight and hips pushed high."),
        ("Match", "Partners side by side making the same balance, the same way round."),
        ("Mirror", "Partners face to face, one copying the other as if in a mirror."),
        ("Level", "How high the balance is: low near the mat, medium, or high and stretched tall."),
        ("Base", "The body parts touching the mat or bench that hold you up."),
    ],
}

# Shapes the shared library has no step picture of (joints as figures.STAND, 240 x 160).
POSES = {
    # Lying on the tummy, chest and legs lifted, arms reaching forward.
    "y4gym-arch": dict(GYM_POSES["gym-arch"]),
    # Tummy up on hands and feet, hips lifted: the crab bridge before it travels.
    "y4gym-crab": dict(GYM_POSES["gym-crab-walk"]),
    # An arabesque on a low bench (the name puts the bench under it).
    "y4gym-arabesque-bench": {"head": (92, 56), "neck": (104, 64), "hip": (136, 88), "le": (88, 74),
                              "lh": (70, 70), "re": (112, 48), "rh": (104, 30), "lk": (134, 118),
                              "lf": (134, 146), "rk": (164, 80), "rf": (194, 72)},
}  # fmt: skip
_ARCH = POSES["y4gym-arch"]
_SCALE = {
    "head": (78, 102),
    "neck": (92, 112),
    "hip": (134, 112),
    "le": (88, 128),
    "lh": (84, 146),
    "re": (94, 128),
    "rh": (92, 146),
    "lk": (160, 100),
    "lf": (188, 92),
    "rk": (134, 142),
    "rf": (162, 146),
}
_CANDLE = {
    "head": (92, 138),
    "neck": (110, 134),
    "hip": (112, 94),
    "le": (126, 138),
    "lh": (120, 110),
    "re": (128, 136),
    "rh": (122, 108),
    "lk": (110, 68),
    "lf": (108, 42),
    "rk": (116, 68),
    "rf": (118, 42),
}
# The card levels' own pictures (level_figures): each level posed as its words say.
POSES |= {
    # Chest and arms lifted, legs resting on the mat (a partner holds the ankles).
    "y4gym-arch-chest": {**_ARCH, "lk": (148, 140), "lf": (174, 144), "rk": (148, 142), "rf": (174, 146)},
    # The arch lying along a bench.
    "y4gym-arch-bench": dict(_ARCH),
    # Crab bridge with the feet raised (on a bench's height), hands on the mat.
    "y4gym-crab-feet-raised": {**POSES["y4gym-crab"], "hip": (130, 98), "lk": (156, 92), "lf": (176, 110),
                           "rk": (154, 94), "rf": (174, 112)},
    # Arabesque with one arm forward at shoulder height, holding a partner's shoulder.
    "y4gym-arabesque-hold": {"head": (96, 58), "neck": (106, 68), "hip": (136, 92), "le": (86, 72), "lh": (66, 70),
                             "re": (88, 76), "rh": (68, 76), "lk": (134, 120), "lf": (134, 146), "rk": (160, 96),
                             "rf": (186, 100)},
    # Knee scale with the leg slid back along the mat.
    "y4gym-knee-scale-low": {**_SCALE, "lk": (162, 138), "lf": (190, 144)},
    # Knee scale on a bench.
    "y4gym-knee-scale-bench": dict(_SCALE),
    # Shoulder stand with bent knees.
    "y4gym-candle-bent": {**_CANDLE, "lk": (96, 80), "lf": (112, 58), "rk": (100, 82), "rf": (116, 60)},
    # Shoulder stand with the legs opened to a straddle.
    "y4gym-shoulder-straddle": {**_CANDLE, "lk": (94, 68), "lf": (80, 44), "rk": (130, 68), "rf": (146, 44)},
}  # fmt: skip


SAFE = "Bare feet, no jewellery, hair tied back; one pupil on a mat at a time unless the task is in pairs."


def _plan(minutes, kit, set_out, organisation, safety=SAFE):
    return f"{minutes} minutes. Kit: {kit}. Set out: {set_out} Organisation: {organisation} Safety: {safety}"


LESSONS = {
    1: lesson(
        "Arch and Dish",
        "To make an arch on the tummy and a dish on the back, and roll from one to the other with control.",
        [
            "Arch: lift the chest and legs together, looking at the mat",
            "Dish: lower back pressed into the mat",
            "Roll slowly and keep the shape as you turn",
        ],
        "10 mats, a tambourine, a picture of the arch and the dish on the board.",
        "Mats in rows across the hall, two big steps apart, three pupils to a mat taking turns along its length.",
        "Show the arch small first: a low, long arch held still is better than a high one that crunches the "
        "lower back. Stop anyone who lifts by throwing the head back.",
        ["arch", "dish", "curve", "roll"],
        "Lie on your tummy on a carpet and hold a small arch for five, three times; show someone the dish too.",
        {
            "warmup": part(
                "Warm-up: Curve Switch",
                "Jog in the spaces. When I call 'dish' lie on your back, 'arch' on your tummy!",
                _plan(
                    7,
                    "a tambourine",
                    "Mats pushed to the walls; the middle of the hall clear.",
                    "The whole class in the spaces, each pupil on their own.",
                ),
                "Pupils jog, skip and side-step. On the tambourine the teacher calls a shape: 'dish' (lie on "
                "your back, shoulders and feet just off the floor), 'arch' (lie on your tummy, chest and feet "
                "just off) or 'pencil' (stand tall). Hold for three, then travel on. Finish with cat and cow "
                "stretches on hands and knees: round the back up, then let it dip slowly, five times.",
                "Get down into the shape quickly and quietly, then squeeze.",
                "Which muscles lift you in the arch, and which in the dish?",
                (
                    "the teacher shows each shape as she calls it",
                    "pupils make the shape from the word alone",
                    "the teacher calls two shapes and pupils roll from one to the other",
                ),
                [
                    ("Travel", "Jog into a space.", "run"),
                    ("Dish", "On your back, shoulders and feet up.", "dish-hold"),
                    ("Arch", "On your tummy, chest and feet up.", "y4gym-arch"),
                ],
            ),
            "card": part(
                "Card: Superman Arch",
                "Lie on your tummy, reach your arms forward and lift your chest and legs into a long arch.",
                _plan(
                    10,
                    "a mat per three pupils, a bench for the trickiest",
                    "Mats in rows; a low bench along one wall with a mat beside it.",
                    "Threes at a mat: one works, one helps, one counts; swap every go.",
                    SAFE + " Eyes on the mat so the neck stays long; lift only as far as it is comfortable.",
                ),
                "Lie on your tummy, legs together, arms stretched past the head. Squeeze the bottom and lift "
                "the chest, arms and legs a hand's width off the mat, looking down at the mat. Hold for five and "
                "lower slowly. The helper kneels at the feet and presses lightly on the ankles for the tricky "
                "level; the counter counts out loud.",
                "Long, not high: reach your fingers and toes away from each other.",
                "Where should your eyes look to keep your neck safe in the arch?",
                (
                    "lift the chest and arms while a partner presses lightly on your ankles",
                    "lift the chest, arms and legs together on your own and hold for five",
                    "lie along a bench, arms and legs reaching off its ends, and hold the arch for five",
                ),
                [
                    ("Lie long", "Tummy down, arms past your head.", "log-roll-side"),
                    ("Lift", "Chest, arms and legs up a hand's width.", "y4gym-arch"),
                    ("Lower", "Down slowly, then rest on a cheek.", "sit"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Dish to Arch Rolls",
                "Hold a dish, roll onto your tummy into an arch, and roll back without losing the shape.",
                _plan(
                    17,
                    "a mat per three pupils",
                    "Mats in rows, pupils lying across the mat so they roll along it.",
                    "One roller per mat; the other two watch the shape and count.",
                    SAFE + " Roll along the mat, never off its side; arms stay by the ears.",
                ),
                "Start in a dish, arms by the ears. Keep every muscle tight and roll a quarter onto your side, "
                "then on to your tummy, finishing in an arch. Hold for three. Roll on to your back again into "
                "the dish. Once it is smooth, add a still start and finish: stand in a pencil, lower down to the "
                "mat, then dish, roll, arch, roll, dish, and stand up in a pencil.",
                "Turn the whole body at once, like a rolling pin: hips and shoulders together.",
                "What stops the shape going floppy as you roll?",
                (
                    "roll from dish to arch with the arms by your sides",
                    "roll from dish to arch and back with arms by your ears",
                    "roll dish, arch, dish, arch along the mat without stopping, then stand in a pencil",
                ),
                [
                    ("Dish", "Arms by ears, tummy tight.", "dish-hold"),
                    ("Roll", "Turn hips and shoulders together.", "log-roll-side"),
                    ("Arch", "Land on your tummy in an arch.", "y4gym-arch"),
                ],
            ),
            "review": part(
                "Review: Curve Check",
                "Look at your partner's arch from the side. Is the curve in the whole back or only the neck?",
                _plan(
                    6,
                    "the mats",
                    "Pairs on a mat.",
                    "One holds an arch, one looks from the side at mat height; swap.",
                ),
                "The performer holds an arch for five. The checker kneels at the side and looks for a long, "
                "even curve from fingers to toes, eyes down. They say 'whole back' or 'neck only' and one tip. "
                "The teacher asks two checkers to show the class what they saw.",
                "Look from the side at the same height as the mat.",
                "How did you tell a long arch from a neck-only one?",
                (
                    "say 'whole back' or 'neck only'",
                    "give one tip to make the curve longer",
                    "give the tip and show the better arch yourself",
                ),
                [
                    ("Hold", "Partner holds an arch.", "y4gym-arch"),
                    ("Look", "Kneel and look from the side.", "pair"),
                    ("Tip", "Give one tip, then swap.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Curved and Straight Corners",
                "Visit four corners and hold a curved or a straight shape at each one.",
                _plan(
                    17,
                    "4 mats with a shape card on each (arch, dish, straight, cat back)",
                    "One mat in each corner of the hall; groups of seven or eight.",
                    "Groups start at different corners and move clockwise on the tambourine.",
                ),
                "At each corner the group takes turns to hold the card's shape three times for five seconds: "
                "the arch, the dish, a straight shape lying on the back, and the cat back (hands and knees, back "
                "rounded up). After every corner, pupils say whether the shape was curved or straight.",
                "Curved shapes bend the back one way or the other; straight ones keep it flat and long.",
                "Which corner's shape bent your back the most?",
                (
                    "hold each shape for three",
                    "hold each for five",
                    "hold each for five, then roll or move into the next corner's shape",
                ),
                [
                    ("Corner card", "Read the shape on the mat.", "teacher"),
                    ("Curved", "Hold the arch for five.", "y4gym-arch"),
                    ("Straight", "Hold a long straight shape.", "log-roll-side"),
                ],
            ),
        },
    ),
    2: lesson(
        "Crab Bridges",
        "To push up into a crab bridge with straight arms and high hips, and match a partner's bridge.",
        [
            "Hands under shoulders, fingers pointing to your feet",
            "Push the hips up to the ceiling",
            "Arms straight and strong",
        ],
        "10 mats, 2 low benches, a tambourine.",
        "Mats in rows; pairs share a mat, working side by side along its length; benches at the hall's ends.",
        "Warm the wrists and shoulders well first. Pupils who feel the lower back pinch should stay at the "
        "shoulder bridge: it builds the same strength.",
        ["crab bridge", "hips", "straight arms", "match"],
        "Push up into a shoulder bridge on a carpet, hold for ten, and count how many you can do in a minute.",
        {
            "warmup": part(
                "Warm-up: Crab Tag",
                "Taggers walk like bears, everyone else walks like a crab. Tagged? Hold a crab bridge!",
                _plan(
                    7,
                    "3 bibs for taggers",
                    "Mats at the sides; a clear space in the middle.",
                    "Three taggers; everyone else travels on hands and feet, tummy up.",
                    SAFE + " Travel slowly and look over your shoulder before you move backwards.",
                ),
                "Taggers bear-walk (tummy down) and tag with a touch on the knee. Tagged pupils stop and lift "
                "their hips high into a crab bridge until a free pupil crab-walks round them once. Change taggers "
                "every minute. Finish with wrist circles and shoulder rolls.",
                "Fingers point towards your feet when tummy up: the shoulders thank you.",
                "Which way should your fingers point when your tummy is up?",
                (
                    "tagged pupils sit until freed",
                    "tagged pupils hold a crab bridge until freed",
                    "free pupils must crab-walk round the tagged pupil twice",
                ),
                [
                    ("Crab walk", "Tummy up, travel on hands and feet.", "y4gym-crab"),
                    ("Taggers", "Taggers bear-walk to catch you.", "bear"),
                    ("Caught", "Hold your hips up high.", "bridge"),
                ],
            ),
            "card": part(
                "Card: Crab Bridge",
                "Sit, put your hands behind you and push your tummy up high into a crab bridge.",
                _plan(
                    10,
                    "a mat per pair, 2 low benches with a mat beside each",
                    "Mats in rows; benches with mats for pupils ready for the trickiest.",
                    "Pairs: one bridges, one checks the arms and hips; swap each go.",
                    SAFE + " Come down by bending the arms slowly to sit; never drop the head back.",
                ),
                "Start with the shoulder bridge: lie on the back, feet flat, push the hips up and hold for "
                "five. Then the crab bridge: sit with feet flat, hands behind the hips with fingers pointing "
                "to the feet, and push the tummy up until the body is a flat table, arms straight. Hold for "
                "five and sit down slowly.",
                "Push the floor away with your hands and feet together.",
                "What happens to your hips when your arms bend?",
                (
                    "a shoulder bridge with your partner's hand under your back as a guide to lift to",
                    "a crab bridge on your own, arms straight, tummy flat, for five",
                    "a crab bridge with your feet up on a low bench and your hands on the mat",
                ),
                [
                    ("Shoulder bridge", "Feet flat, hips up.", "bridge-on-mat"),
                    ("Hands back", "Sit, hands behind, fingers forward.", "sit"),
                    ("Crab bridge", "Push your tummy high.", "y4gym-crab"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Matching Bridges",
                "Side by side with your partner, make the same bridge at the same moment and hold it.",
                _plan(
                    17,
                    "a mat per pair",
                    "Pairs side by side along a mat.",
                    "Pairs: one calls '3, 2, 1, bridge'; both move together.",
                ),
                "Pairs match three bridges in turn: a shoulder bridge, a crab bridge and a bear bridge (hands "
                "and feet, tummy down, hips high). Both face the same way, start on the call and hold for five. "
                "Then they join them: shoulder bridge, roll to the side, crab bridge, sit, turn over into a bear "
                "bridge, finishing still. The partner who calls changes every time.",
                "Matching means the same shape, the same way round, at the same moment.",
                "How did you make sure you started and finished at exactly the same time?",
                (
                    "match one bridge, holding for three",
                    "match all three bridges, holding each for five",
                    "match all three and join them without stopping, finishing together",
                ),
                [
                    ("Shoulder bridge", "Both lift hips together.", "bridge-on-mat"),
                    ("Crab bridge", "Tummy up, the same way round.", "bridge"),
                    ("Bear bridge", "Tummy down, hips high.", "bear"),
                ],
            ),
            "review": part(
                "Review: Bridge Inspectors",
                "Inspect another pair's bridges: straight arms, high hips, matching timing?",
                _plan(6, "the mats", "Two pairs share a mat.", "One pair performs, the other inspects; swap."),
                "Inspectors watch the matching bridges and give a thumbs up for each check: straight arms, "
                "hips high, same time. Then one tip. The teacher asks which check was hardest to pass.",
                "Check one thing at a time: arms, then hips, then timing.",
                "Which of the three checks was the hardest to pass, and why?",
                (
                    "inspect straight arms only",
                    "inspect arms, hips and timing",
                    "inspect all three and show the tip for the weakest",
                ),
                [
                    ("Perform", "One pair shows its bridges.", "y4gym-crab"),
                    ("Inspect", "The other pair checks.", "pair"),
                    ("Thumbs", "A thumb for each check.", "wave"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Over and Under",
                "Make a strong bridge for your partner to crawl under, then swap.",
                _plan(
                    17,
                    "a mat per pair",
                    "Pairs along a mat.",
                    "One makes the bridge, the other travels under it; swap after three goes.",
                    SAFE + " The bridge is a bear bridge (tummy down); the crawler keeps low and never touches it.",
                ),
                "One partner holds a bear bridge (hands and feet, hips high) for the count of eight. The other "
                "crawls under it on tummy or back, then makes a matching bear bridge beside their partner. "
                "Both lower and roll sideways to a crab bridge. Repeat with the roles swapped.",
                "The bridge stays still and strong; the crawler goes slowly.",
                "What made the bridge strong enough to crawl under?",
                (
                    "crawl round the bridge, then match it",
                    "crawl under the bridge, then match it",
                    "crawl under, match it, then roll into crab bridges together",
                ),
                [
                    ("Bridge", "Hold a strong bear bridge.", "bear"),
                    ("Under", "Partner crawls underneath.", "pair"),
                    ("Crab", "Roll over into crab bridges.", "y4gym-crab"),
                ],
            ),
        },
    ),
    3: lesson(
        "Mirror Balances",
        "To mirror a partner's balance face to face, copying the shape, the level and the timing.",
        [
            "Face your partner across the mirror line",
            "Their right is your left",
            "Move slowly so your mirror can keep up",
        ],
        "10 mats, 2 benches, a skipping rope or floor line per pair as a mirror line.",
        "Pairs facing each other across a line on the floor or across the middle of a mat.",
        "Show the difference between matching and mirroring with a volunteer before pairs start: side by side "
        "you copy, face to face you reflect.",
        ["mirror", "arabesque", "leader", "reflect"],
        "Stand in front of a real mirror and try three balances: notice which hand your reflection lifts.",
        {
            "warmup": part(
                "Warm-up: Shadow Travel",
                "Follow your partner like a shadow. When they freeze in a balance, you freeze in the same one!",
                _plan(7, "a tambourine", "Middle of the hall clear.", "Pairs, one behind the other."),
                "The leader travels (walk, skip, side-step, hop) and the shadow copies a step behind. On the "
                "tambourine the leader freezes in a balance and the shadow matches it beside them. Swap leaders "
                "each time. Finish facing your partner for two slow reaches: they lead, you reflect.",
                "Leaders: make it possible to follow, not a race.",
                "What did the leader do to make it easy to follow?",
                (
                    "leader walks and freezes on two feet",
                    "leader skips and hops and freezes on one foot",
                    "leader changes travel every four counts and freezes at a new level",
                ),
                [
                    ("Follow", "Shadow your leader.", "side-step"),
                    ("Freeze", "Match their balance.", "one-leg"),
                    ("Face", "Turn and reflect a reach.", "reach"),
                ],
            ),
            "card": part(
                "Card: Arabesque Reach",
                "Stand on one leg, tip forward and stretch the other leg back to make a long arabesque.",
                _plan(
                    10,
                    "a mat per pair, 2 benches with mats either side",
                    "Mats in rows; benches for pupils ready for the trickiest.",
                    "Pairs: one balances, one helps or counts.",
                    SAFE + " On the bench, one pupil at a time; step down forwards, never jump off backwards.",
                ),
                "Stand tall, fix the eyes on a spot on the floor ahead. Lift one leg straight back and tip the "
                "chest forward at the same time, arms out to the sides, until the body and lifted leg make a "
                "long line. Hold for five and return to standing. Change legs.",
                "See-saw: as the chest goes down, the back leg goes up.",
                "Where did you fix your eyes to help you stay still?",
                (
                    "hold your partner's shoulder and make the arabesque for five",
                    "make the arabesque on your own, arms out, for five",
                    "make the arabesque along a bench and hold for five",
                ),
                [
                    ("Stand tall", "Eyes on a spot ahead.", "stand"),
                    ("Tip", "Chest forward, leg back.", "arabesque"),
                    ("On the bench", "Arabesque along the bench.", "y4gym-arabesque-bench"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Mirror Pairs",
                "Face your partner and mirror three balances: a leader moves, the mirror reflects.",
                _plan(
                    17,
                    "a mat per pair, a rope as the mirror line",
                    "A rope across the middle of each mat; partners kneel either side of it.",
                    "Pairs: leader and mirror; swap after each sequence.",
                ),
                "The leader chooses three balances from this unit (arabesque, arch, crab bridge, a one-leg "
                "balance) and moves slowly into each, holding for five. The mirror reflects every move at the "
                "same time: if the leader lifts the right leg, the mirror lifts the left. Then they link the "
                "three with a slow travel along their own side of the line.",
                "Leaders move slowly and clearly; mirrors watch the whole body, not just the hands.",
                "How is mirroring different from matching?",
                (
                    "mirror two balances with hand support allowed",
                    "mirror three balances, holding each for five",
                    "mirror three balances and the travel between them, with no stops",
                ),
                [
                    ("Face", "Kneel either side of the line.", "pair"),
                    ("Reflect", "Mirror your leader's arabesque.", "arabesque"),
                    ("Balance", "Mirror a one-leg balance.", "one-leg"),
                ],
            ),
            "review": part(
                "Review: Mirror or Match?",
                "Watch two pairs. Was each one a mirror or a match? How do you know?",
                _plan(6, "the mats", "The class sits round two mats.", "Two pairs show; everyone else decides."),
                "Two pairs perform one balance each, one mirrored and one matched, without saying which. The "
                "class shows a flat hand (mirror) or two fingers side by side (match), and one pupil explains "
                "using the words face, side and opposite.",
                "Look at where the partners stand before you look at the shape.",
                "What did you look at first to decide between mirror and match?",
                (
                    "decide mirror or match",
                    "decide and give one reason",
                    "decide, give a reason, and show how to turn it into the other one",
                ),
                [
                    ("Watch", "Two pairs show a balance.", "arabesque"),
                    ("Decide", "Mirror or match?", "sit"),
                    ("Explain", "Say how you know.", "hand-up-call"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Bench Mirror",
                "Stand either side of a bench and mirror your partner's balances over it.",
                _plan(
                    17,
                    "2 benches with mats along both sides",
                    "Benches down the hall; pairs take one side each.",
                    "Pairs at a bench, four pairs to a bench spaced along it.",
                ),
                "The bench is the mirror. The leader makes a balance with one hand or foot on the bench (a "
                "lunge, a knee scale, a side balance) and the mirror reflects it on the other side. After three "
                "balances, swap leaders. Pairs then choose their best two to show.",
                "Touch the bench lightly: it is the mirror, not something to lean on.",
                "How did the bench help you keep the mirror exact?",
                (
                    "mirror balances with two hands on the bench",
                    "mirror balances with one hand or foot on the bench",
                    "mirror balances and step over the bench to swap sides between them",
                ),
                [
                    ("Either side", "Stand each side of the bench.", "pair"),
                    ("Reflect", "Mirror a knee scale.", "knee-scale-hold"),
                    ("Step over", "Swap sides and go again.", "tightrope"),
                ],
            ),
        },
    ),
    4: lesson(
        "Levels and Bases",
        "To change a balance's level and base, matching a partner at low, medium and high.",
        [
            "Low near the mat, high stretched tall",
            "Fewer body parts in the base is harder",
            "Match your partner's level as well as the shape",
        ],
        "10 mats, 6 level cards (low, medium, high), 6 dice, a tambourine.",
        "Pairs at a mat; the level cards and dice in a hoop at the front.",
        "Keep asking two questions as you move round: 'Which level?' and 'What is your base?'. Praise pairs who "
        "change the base to make a balance harder rather than wobbling on a big one.",
        ["low", "medium", "high", "base"],
        "Make up a balance at home at each level (low, medium, high) and draw the three shapes.",
        {
            "warmup": part(
                "Warm-up: Level Call",
                "Travel at the level I call: low on hands and feet, medium in a crouch, high on tiptoes!",
                _plan(7, "a tambourine", "Mats at the walls; the middle clear.", "Pupils on their own."),
                "The teacher calls 'low' (bear walk or crawl), 'medium' (crouch walk with bent knees) or 'high' "
                "(tiptoe walk, arms up). On the tambourine pupils balance at that level for five. Then a "
                "partner joins and they match each other's level. Finish with wrist circles and a slow reach "
                "down to the toes and up to the ceiling.",
                "Change level fast, then hold still.",
                "Which level made balancing hardest, and why?",
                (
                    "teacher calls the level and shows a balance",
                    "pupils choose their balance at the level called",
                    "pairs match a balance at the level called, changing base each time",
                ),
                [
                    ("Low", "Travel on hands and feet.", "bear"),
                    ("Medium", "Crouch and walk.", "crouch"),
                    ("High", "Tiptoes, arms up.", "tiptoe-tall"),
                ],
            ),
            "card": part(
                "Card: Knee Scale Line",
                "On hands and knees, stretch one leg back and up into a long line and hold your knee scale.",
                _plan(
                    10,
                    "a mat per pair, 2 benches",
                    "Mats in rows; benches with a mat either side.",
                    "Pairs: one balances, one helps.",
                    SAFE + " Hands under shoulders, knee under hip; on the bench, kneel in the middle, never at "
                    "an end.",
                ),
                "From a flat table on hands and knees, stretch one leg back, toes pointed, and lift it level with "
                "the back. Hold for five, lower and change legs. The helper can support the lifted ankle for "
                "the tricky level. On the bench, the hands and one knee stay on the bench's top.",
                "Back flat as a tray: lift the leg no higher than the back.",
                "How did you keep your back flat while the leg lifted?",
                (
                    "lift the leg with your partner holding the ankle level",
                    "lift the leg on your own and hold it level for five",
                    "make the knee scale on a bench, hands and knee on its top, and hold for five",
                ),
                [
                    ("Table", "Flat back on hands and knees.", "bear"),
                    ("Stretch", "Leg straight back and level.", "knee-scale-hold"),
                    ("Hold", "Count five out loud.", "knee-scale-hold"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Low, Medium, High",
                "With your partner, match a balance at each level, changing your base each time.",
                _plan(17, "a mat per pair, level cards", "Pairs at their mats.", "Pairs plan together, then perform."),
                "Pairs choose one matching balance for each level: low (arch, dish, crab bridge), medium (knee "
                "scale, kneeling balance) and high (arabesque, tiptoe stretch). Each must use a different base. "
                "They link them with a roll or a travel and finish still, then perform three times, trying to "
                "make the base smaller each go.",
                "Say your base out loud as you hold: 'two hands and a knee'.",
                "What did you change to make a balance harder without wobbling?",
                (
                    "two levels with a big base",
                    "three levels, each on a different base",
                    "three levels, each base smaller than the last, linked without stopping",
                ),
                [
                    ("Low", "Arch or dish on the mat.", "dish-hold"),
                    ("Medium", "Knee scale together.", "knee-scale-hold"),
                    ("High", "Arabesque, stretched tall.", "arabesque"),
                ],
            ),
            "review": part(
                "Review: Spot the Change",
                "Watch a pair's balances and tell them what changed each time: the level or the base?",
                _plan(6, "the mats", "Two pairs share a mat.", "One pair shows, one pair spots; swap."),
                "The performing pair shows its three balances. Spotters name the level and the base of each "
                "and say which balance was the steadiest. The teacher asks for one balance where only the base "
                "changed.",
                "Name the base by its body parts: 'one foot and one hand'.",
                "Which change made a balance harder: level or base?",
                (
                    "name each level",
                    "name each level and base",
                    "name level and base and suggest a harder base",
                ),
                [
                    ("Show", "Pair shows three balances.", "arabesque"),
                    ("Spot", "Name level and base.", "pair"),
                    ("Suggest", "Offer a harder base.", "point"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Base Dice",
                "Roll the dice to find how many body parts to balance on, then match it at the level card!",
                _plan(17, "a dice and a level card per pair", "Pairs at a mat.", "Pairs take turns to roll."),
                "A pair turns over a level card (low, medium, high) and rolls the dice: 1 or 2 means two "
                "points of balance, 3 or 4 mean three points, 5 or 6 mean four. They make a matching balance on "
                "that many points at that level and hold for five, then roll again. After four rolls they link their "
                "favourite two.",
                "Count your points out loud before you lift anything.",
                "Which roll gave you the hardest balance to match?",
                (
                    "roll for points only, any level",
                    "roll for points and turn a level card",
                    "roll, turn a card, and link the new balance to the last",
                ),
                [
                    ("Roll", "How many points?", "sit"),
                    ("Four points", "Match on four points.", "bear"),
                    ("Two points", "Match on two points.", "y1gym-two-points"),
                ],
            ),
        },
    ),
    5: lesson(
        "Change It Up",
        "To vary a sequence of balances by changing the level and the body parts they balance on.",
        [
            "Keep the order, change the balance",
            "Change one thing at a time: level or base",
            "Every change still starts and ends still",
        ],
        "10 mats, 4 benches or box tops, a planning card and pencil per pair.",
        "Pairs at mats; benches or box tops at the sides for pairs who take their sequence onto apparatus.",
        "Ask each pair to show you the 'before' and the 'after' of one change; the best changes make a sequence "
        "more interesting to watch without making it wobblier.",
        ["vary", "change", "shoulder stand", "contrast"],
        "Write your pair's sequence on a card, then draw one change you would make to it next lesson.",
        {
            "warmup": part(
                "Warm-up: Copy and Change",
                "Copy your partner's balance, then change one thing: the level or the base!",
                _plan(7, "a tambourine", "Middle of the hall clear.", "Pairs."),
                "Pairs travel around the hall. On the tambourine, the leader makes a balance; the partner copies "
                "it, then changes one thing about it (higher, lower, or a different base) and holds for three. "
                "The leader says what changed. Swap. Finish with shoulder circles and a cat stretch.",
                "Change just one thing so your partner can see it.",
                "What was the smallest change that still made a new balance?",
                (
                    "copy the balance only",
                    "copy, then change the level",
                    "copy, then change the level and the base",
                ),
                [
                    ("Travel", "Travel beside your partner.", "side-step"),
                    ("Copy", "Copy the leader's balance.", "one-leg"),
                    ("Change", "Change the level.", "crouch"),
                ],
            ),
            "card": part(
                "Card: Shoulder Stand Shapes",
                "Rock back into a shoulder stand, then change the shape of your legs while you hold it.",
                _plan(
                    10,
                    "a mat per pair",
                    "Pupils lie along the mat with a clear metre beyond the head.",
                    "Pairs: one balances, one kneels beside the hips to help and count.",
                    SAFE + " Weight on the shoulders and upper arms, never on the neck; no one pushes a "
                    "partner's legs over.",
                ),
                "Rock back, support the hips with the hands, elbows on the mat, and straighten the legs to the "
                "ceiling. Hold for five. Then change the shape of the legs without losing balance: open them to "
                "a straddle, close them, bend them to a tuck, and straighten again. Roll out forwards to sit "
                "with the knees bent.",
                "Hips over shoulders first, then change the legs slowly.",
                "Why do the hips have to be over the shoulders before you change the legs?",
                (
                    "hold the shoulder stand with your partner kneeling beside your hips",
                    "hold it on your own, legs straight, for five",
                    "open to a straddle and close again twice while you hold it",
                ),
                [
                    ("Rock back", "Tuck and rock onto the shoulders.", "tuck"),
                    ("Straight", "Legs up to the ceiling.", "shoulder-stand-hold"),
                    ("Change", "Open to a straddle, then close.", "y1gym-straddle-sit"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Sequence Remix",
                "Take your three-balance sequence and remix it: change a level, change a base, add a shoulder stand.",
                _plan(17, "a mat per pair, planning cards", "Pairs at their mats.", "Pairs plan, practise and show."),
                "Pairs write their Lesson 4 sequence on the card. Then they remix it: one balance moves to a new "
                "level, one changes its base, and the shoulder stand goes in where it fits (a roll back into it "
                "after a low balance works well). They practise the remix three times, then show the old version "
                "and the remix to another pair.",
                "A good remix looks different but still flows: plan where each link goes.",
                "Which change made your sequence better to watch?",
                (
                    "change one balance's level",
                    "change a level and a base",
                    "change a level and a base and add the shoulder stand with a smooth link",
                ),
                [
                    ("Plan", "Write it on the card.", "pair"),
                    ("New level", "Move a balance up or down.", "tiptoe-tall"),
                    ("Shoulder stand", "Roll back into it.", "shoulder-stand-hold"),
                ],
            ),
            "review": part(
                "Review: Remix Report",
                "Watch another pair's old sequence and their remix. What changed, and was it better?",
                _plan(6, "the planning cards", "Two pairs share a mat.", "One pair shows both versions; swap."),
                "The watching pair names every change they saw (level, base, a new balance) and says whether "
                "the remix flowed as well as the old version. The performers tick the changes on their card "
                "that were seen.",
                "A change counts only if the watchers could see it.",
                "Which of your changes did the watchers miss, and how could you make it clearer?",
                (
                    "name one change",
                    "name every change",
                    "name every change and say which made it better",
                ),
                [
                    ("Old", "Show the first version.", "knee-scale-hold"),
                    ("Remix", "Show the remix.", "shoulder-stand-hold"),
                    ("Report", "Watchers name the changes.", "pair"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Apparatus Remix",
                "Take your remix onto a bench or box top: one balance high on it, the rest on the mat.",
                _plan(
                    17,
                    "4 benches or box tops, mats beside them",
                    "Apparatus spread round the hall with a mat on each long side.",
                    "Two or three pairs share a piece of apparatus, taking turns.",
                    SAFE + " Carry benches with four pupils, knees bent; step off forwards onto the mat.",
                ),
                "Pairs move one balance of their remix onto the apparatus (a matching arabesque on the bench "
                "is a good choice), step off to the mat and finish their sequence there. Watch each pair step "
                "off once before they go alone.",
                "Use the apparatus to make the high level really high.",
                "How did the bench change the levels in your sequence?",
                (
                    "start on the bench, finish on the mat",
                    "one balance on the bench, two on the mat",
                    "a balance on the bench and a mirrored one on the mat",
                ),
                [
                    ("On the bench", "Arabesque on the bench.", "y4gym-arabesque-bench"),
                    ("Step off", "Land softly on the mat.", "land"),
                    ("Low finish", "Finish in a low balance.", "dish-hold"),
                ],
            ),
        },
    ),
    6: lesson(
        "Pairs Sequence Show",
        "To perform a partner sequence that matches and mirrors, changes level and ends with a straight jump.",
        [
            "Still start, still finish",
            "Show both a match and a mirror",
            "Straight jump: tall in the air, soft on landing",
        ],
        "10 mats, 4 benches with a mat at each end, a speaker for music, score cards (1, 2, 3).",
        "Pairs at mats for practice; half the class performs while the other half judges, then swap.",
        "Rehearse the jump and the landing before the show. Judge control and clear matching and mirroring, not "
        "how hard the balances are.",
        ["perform", "match", "mirror", "straight jump"],
        "Teach your sequence to someone at home and perform it together, matching side by side.",
        {
            "warmup": part(
                "Warm-up: Pairs Recall",
                "Show me the moves of the unit with your partner: arch, crab bridge, mirror and match!",
                _plan(7, "the mats", "Pairs at their mats.", "Pairs."),
                "Jog round the mats; on each call pairs go to a mat and show the move: 'arch' (both), 'crab "
                "bridge' (matching), 'mirror' (face to face, one-leg balance), 'low, medium, high' (three quick "
                "balances). Finish with wrist, ankle and shoulder circles.",
                "Every move in the show starts and ends still: practise that now.",
                "Which move from the unit do you and your partner do best?",
                (
                    "show the moves one at a time with the teacher",
                    "show each move from the word alone",
                    "show two moves linked together on the call",
                ),
                [
                    ("Arch", "Both hold an arch.", "y4gym-arch"),
                    ("Crab", "Matching crab bridges.", "y4gym-crab"),
                    ("Mirror", "Face to face balance.", "pair"),
                ],
            ),
            "card": part(
                "Card: Jump and Hold",
                "Jump up straight and tall, land softly with bent knees and hold your landing like a statue.",
                _plan(
                    10,
                    "4 benches with a mat at one end of each",
                    "Benches round the hall, a mat at the jumping end.",
                    "Groups of five or six at each bench, in a queue.",
                    SAFE + " One jumper at a time; the next waits until the mat is clear.",
                ),
                "Swing the arms up and jump from two feet, body straight, legs together, toes pointed. Land on "
                "the balls of the feet, bend the knees over the toes, arms forward, and hold for three. Floor "
                "first, then from the end of the bench onto the mat, then from the bench straight into a "
                "balance on the mat.",
                "Toes, heels, bend, hold: four parts to every landing.",
                "Which part of your landing kept you still?",
                (
                    "jump from the floor with your partner calling 'swing, jump, land'",
                    "jump from the bench onto the mat, land and hold for three",
                    "jump from the bench, land, and go straight into a balance on the mat",
                ),
                [
                    ("Swing", "Arms back, knees bent.", "crouch"),
                    ("Jump", "Straight and tall.", "jump"),
                    ("Land", "Bend, arms forward, hold.", "land"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Partner Showcase",
                "Perform your sequence: a still start, a match, a mirror, a level change and a jump finish.",
                _plan(
                    17,
                    "mats, benches, music, score cards",
                    "Half the pairs at mats and benches; the rest sit facing them as judges.",
                    "Half perform at once while the other half judge one pair each; swap.",
                ),
                "Pairs rehearse twice: still start, a matching bridge or arch, a mirrored balance, balances at "
                "two levels, and a straight jump (from the bench if they use one) to a still finish. Then half "
                "the class performs to the music while each judge watches one pair, then they swap.",
                "Hold each balance for three so the judges can see it.",
                "Where in your sequence did you match, and where did you mirror?",
                (
                    "a still start, a match, a mirror and the jump",
                    "add balances at two levels",
                    "add a bench balance and a jump off the bench into the finish",
                ),
                [
                    ("Start", "Still start side by side.", "pair"),
                    ("Match", "Matching crab bridges.", "bridge"),
                    ("Finish", "Straight jump and hold.", "jump"),
                ],
            ),
            "review": part(
                "Review: Judges' Table",
                "Judges, hold up 1, 2 or 3 for your pair's control, and say why.",
                _plan(6, "score cards", "Judges sit with the pair they watched.", "Pairs with their judge."),
                "Judges score three things with a card (1, 2 or 3): still start and finish, a clear match and "
                "mirror, soft landing. They explain each score in one sentence. Pairs say what they can do now "
                "that they could not at the start of the unit.",
                "A score needs a reason: 'a 2, because the mirror was a bit late'.",
                "What can you do now that you could not do in the first lesson?",
                (
                    "score one thing",
                    "score all three",
                    "score all three and give a tip for the lowest",
                ),
                [
                    ("Score", "Hold up 1, 2 or 3.", "hand-up-call"),
                    ("Explain", "Say why in a sentence.", "pair"),
                    ("Stretch", "Cool down slowly.", "lean"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Mirror Fours",
                "Two pairs face each other and mirror each other's whole sequence!",
                _plan(17, "two mats per four", "Two mats end to end.", "Fours: two pairs facing."),
                "Pair A performs their sequence; pair B, facing them, mirrors it at the same time. Then swap. "
                "The four choose the sequence that mirrored best and show it to another four.",
                "Both pairs keep the same counts: count out loud in practice.",
                "What made one pair's sequence easier to mirror?",
                (
                    "mirror the first two moves",
                    "mirror the whole sequence",
                    "mirror the whole sequence and finish with the jump together",
                ),
                [
                    ("Face", "Two pairs face each other.", "pair"),
                    ("Reflect", "Mirror the balances.", "arabesque"),
                    ("Jump", "Finish together.", "land"),
                ],
            ),
        },
    ),
}

# Per-part joining-in (for a pupil who needs more support) and more-active lines.
ADAPTATIONS = {
    (1, "warmup"): ("Walk and make the shapes sitting on the mat edge first.",
                    "Do two star jumps between every call."),
    (1, "card"): ("Lift only the chest, arms resting on the mat.",
                  "Hold five arches of five seconds with three seconds' rest between."),
    (1, "movements"): ("Roll from a dish to lying on your side only, with a partner turning with you.",
                       "Roll the whole length of the mat and back, holding each shape for three."),
    (1, "review"): ("Point to the right picture (long curve or neck only) instead of saying it.",
                    "Show the long arch yourself after giving the tip."),
    (1, "alt"): ("Use the corners with a partner and hold each shape for three.",
                 "Bear-walk between corners."),
    (2, "warmup"): ("Sit and lift the hips for a count of three when tagged.",
                    "Be a tagger for two turns in a row."),
    (2, "card"): ("Stay with the shoulder bridge and lift one foot for a moment.",
                  "Hold the crab bridge, then lift one hand to wave and put it back."),
    (2, "movements"): ("Match the shoulder bridge only, with the partner counting.",
                       "Repeat the three joined bridges four times, changing the caller each go."),
    (2, "review"): ("Inspect one thing only, using a thumbs up.",
                    "After inspecting, show the bridge the inspected pair found hardest."),
    (2, "alt"): ("Hold the bridge on knees and hands (a low table) for your partner to crawl beside.",
                 "Crawl under, then bear-walk a lap of the mat before matching."),
    (3, "warmup"): ("Walk only, and freeze on two feet.",
                    "Skip and hop as the shadow, and freeze on one foot every time."),
    (3, "card"): ("Hold a wall or a partner and lift the leg only a little.",
                  "Hold the arabesque, then change legs without putting the foot down between."),
    (3, "movements"): ("Mirror arm shapes sitting down, then add one standing balance.",
                       "Mirror five balances in a row, with a travel between each."),
    (3, "review"): ("Answer with the hand sign only.",
                    "Show the balance as both a mirror and a match with your partner."),
    (3, "alt"): ("Keep both hands on the bench and mirror the leg shapes.",
                 "Step over the bench after every balance and go again from the other side."),
    (4, "warmup"): ("Travel at two levels, high and low, with a partner.",
                    "Jog between calls and add a jump at 'high'."),
    (4, "card"): ("Slide the leg back along the mat and hold it there.",
                  "Lift the opposite arm forward too and hold for five."),
    (4, "movements"): ("Use two levels and a big base, with a partner holding a hand if needed.",
                       "Perform the three levels five times, making the base smaller each time."),
    (4, "review"): ("Name the level only, with a level card to point to.",
                    "Show the harder base you suggested."),
    (4, "alt"): ("Use the dice with 3 to 6 only, so the balances have three or four points.",
                 "Jog a lap of the mat after each roll."),
    (5, "warmup"): ("Copy the balance only, with the partner naming the change for you.",
                    "Change two things each time."),
    (5, "card"): ("Stay in the candle with bent legs and your partner beside you.",
                  "Straddle and close three times, then roll out to stand without hands."),
    (5, "movements"): ("Change one balance only, with the teacher helping you choose.",
                       "Perform the old version and the remix back to back twice."),
    (5, "review"): ("Point to the card to show which change you saw.",
                    "Show the remix once more with the change made clearer."),
    (5, "alt"): ("Stand on the bench with two feet and step off holding a hand.",
                 "Move two balances onto the bench."),
    (6, "warmup"): ("Show each move with the teacher's pair as a model.",
                    "Jog a lap between each call."),
    (6, "card"): ("Jump from a line on the floor, holding a partner's hand.",
                  "Ten bench jumps, each landing held for three."),
    (6, "movements"): ("Perform a shorter sequence: still start, one match, the jump.",
                       "Perform twice, the second time adding the bench."),
    (6, "review"): ("Give your scores with the cards only and one word.",
                    "Perform the part you scored lowest again after the tip."),
    (6, "alt"): ("Mirror the start and the jump only.",
                 "Perform twice, swapping which pair leads."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)

# Each card's tricky, trickier and trickiest posed as its words say (the gym card page shows them).
LEVEL_FIGURES = {
    1: ("y4gym-arch-chest", "y4gym-arch", "y4gym-arch-bench"),
    2: ("bridge-on-mat", "y4gym-crab", "y4gym-crab-feet-raised"),
    3: ("y4gym-arabesque-hold", "arabesque", "y4gym-arabesque-bench"),
    4: ("y4gym-knee-scale-low", "knee-scale-hold", "y4gym-knee-scale-bench"),
    5: ("y4gym-candle-bent", "shoulder-stand-hold", "y4gym-shoulder-straddle"),
    6: ("jump", "land", "one-leg"),
}
for number, figures in LEVEL_FIGURES.items():
    LESSONS[number]["parts"]["card"]["level_figures"] = list(figures)
