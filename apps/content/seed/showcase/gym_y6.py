"""Gym, Year 6, Unit 1: Shape and Balance. Six lessons above Year 5's headstand stages and
group balances: a handstand built from the lunge, bunny kicks and a wall walk to a kick-up
with spotters, with a safe way down; paired sequences on apparatus with balances at three
levels, performed in canon and in unison; pupils record their hardest balance, compare it
with their Year 5 best and finish with a group sequence that they lead themselves. Each
lesson's gym card is named here (CARDS: Arabesque, Shoulder Stand, V-sit, Bridge, Headstand,
Half Turn Jump), each a Year 6 stage; each card's three levels have their own pictures
(LEVEL_FIGURES), which the gym card page shows.

Written for this project by hand (no published scheme used). Each lesson runs 45 minutes:
warm-up 7, gym card 10, sequence 20, review 8, mats and apparatus out before the lesson
(carried by four, one pupil at each corner). Bare feet, no jewellery, hair tied back."""

from apps.content.seed.showcase.pictures import GYM_POSES
from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "g6u1-shape-and-balance"
CARDS = {1: "Arabesque", 2: "Shoulder Stand", 3: "V-sit", 4: "Bridge", 5: "Headstand", 6: "Half Turn Jump"}
UNIT = {
    "strapline": "Upside down with control: a handstand at the wall, duets on apparatus and a personal best to beat.",
    "cog_text": "Pupils learn that a handstand is a straight line stacked over the hands, that a spotter makes "
    "practice safe, and that judging their own balances honestly against clear points shows them what to "
    "practise next.",
    "purpose": "Year 6 pupils build a handstand from a lunge, with a wall and spotters and a safe way down, "
    "choreograph paired sequences on apparatus with balances at three levels in canon and unison, and record "
    "their hardest balance to compare it with their best from Year 5.",
    "vocab": [
        ("Handstand", "Balancing upside down on straight arms, body stacked in a line over the hands."),
        ("Lunge", "One knee bent forward, the back leg straight: where a handstand starts and ends."),
        ("Spotter", "A partner who stands beside the performer, ready to catch the legs and keep them safe."),
        ("Choreograph", "To plan the moves, their order, timing and where they happen."),
        ("Execution", "How well each skill is done: straight lines, pointed toes, still holds, soft landings."),
        ("Personal best", "The hardest balance you can hold with control, recorded so you can beat it."),
    ],
}

# Movements the shared library has no step picture of (joints as figures.STAND, 240 x 160).
POSES = {
    # Lunge with arms by the ears: the start and finish of a handstand.
    "y6gym-lunge": {"head": (132, 40), "neck": (128, 56), "hip": (112, 96), "le": (134, 38), "lh": (142, 16),
                    "re": (130, 40), "rh": (138, 18), "lk": (146, 116), "lf": (150, 146), "rk": (96, 120),
                    "rf": (78, 146)},
    # Hands flat, hips over the hands, knees bent and both feet kicked up together.
    "y6gym-bunny-legs-up": {"head": (120, 128), "neck": (118, 112), "hip": (124, 74), "le": (112, 130),
                         "lh": (110, 148), "re": (126, 130), "rh": (128, 148), "lk": (144, 56), "lf": (160, 76),
                         "rk": (146, 58), "rf": (162, 78)},
    # Straight handstand: hands on the mat, body and legs in one line.
    "y6gym-handstand": {"head": (120, 126), "neck": (120, 108), "hip": (120, 66), "le": (112, 128),
                        "lh": (110, 148), "re": (128, 128), "rh": (130, 148), "lk": (119, 40), "lf": (119, 14),
                        "rk": (121, 40), "rf": (121, 14)},
    # Wall walk: hands on the mat, feet walked up the wall behind, body a slope.
    "y6gym-wall-slope": {"head": (78, 126), "neck": (86, 110), "hip": (138, 72), "le": (82, 128),
                        "lh": (80, 148), "re": (90, 128), "rh": (88, 148), "lk": (166, 52), "lf": (194, 34),
                        "rk": (168, 54), "rf": (196, 36)},
    # A V-sit on a low bench (the name puts the bench under it).
    "y6gym-v-sit-bench": {"head": (96, 84), "neck": (104, 98), "hip": (124, 134), "le": (92, 112),
                          "lh": (80, 124), "re": (146, 112), "rh": (158, 124), "lk": (146, 104), "lf": (168, 86),
                          "rk": (148, 106), "rf": (170, 88)},
    "y6gym-half-turn": dict(GYM_POSES["gym-half-turn-jump"]),
    "y6gym-plank": dict(GYM_POSES["gym-plank"]),
}  # fmt: skip
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
_BRIDGE = {
    "head": (70, 132),
    "neck": (78, 120),
    "hip": (150, 86),
    "le": (72, 132),
    "lh": (66, 146),
    "re": (82, 132),
    "rh": (80, 146),
    "lk": (176, 110),
    "lf": (176, 146),
    "rk": (170, 112),
    "rf": (168, 146),
}
# The card levels' own pictures (level_figures): each level posed as its words say.
POSES |= {
    # Shoulder stand stacked straight: hips right over the shoulders, legs in line.
    "y6gym-shoulder-stand-straight": {**_CANDLE, "hip": (110, 90), "lk": (110, 62), "lf": (110, 34),
                                      "rk": (112, 62), "rf": (112, 34)},
    # Shoulder stand with the arms flat on the mat, no hands on the back.
    "y6gym-shoulder-stand-arms-flat": {**_CANDLE, "hip": (110, 90), "le": (132, 144), "lh": (156, 146),
                                       "re": (134, 145), "rh": (158, 147), "lk": (110, 62), "lf": (110, 34),
                                       "rk": (112, 62), "rf": (112, 34)},
    # V-sit with bent knees, hands beside the hips.
    "y6gym-v-sit-tucked": {"head": (98, 80), "neck": (104, 94), "hip": (120, 138), "le": (106, 118),
                           "lh": (108, 146), "re": (110, 120), "rh": (112, 146), "lk": (142, 110), "lf": (164, 124),
                           "rk": (144, 112), "rf": (166, 126)},
    # Full bridge with one foot lifted.
    "y6gym-bridge-one-leg": {**_BRIDGE, "rk": (190, 86), "rf": (214, 74)},
    # Tucked headstand: knees to the chest over the head and hands.
    "y6gym-headstand-tuck": {"head": (120, 138), "neck": (120, 124), "hip": (122, 90), "le": (104, 130),
                             "lh": (98, 146), "re": (136, 130), "rh": (142, 146), "lk": (138, 74), "lf": (144, 98),
                             "rk": (140, 76), "rf": (146, 100)},
    # A straight headstand held alone.
    "y6gym-headstand-alone": dict(GYM_POSES["gym-headstand"]),
    # The half turn jump from a bench or box top.
    "y6gym-half-turn-bench": dict(GYM_POSES["gym-half-turn-jump"]),
}  # fmt: skip


SAFE = "Bare feet, no jewellery, hair tied back; a clear metre round every mat; the teacher can see every station."


def _plan(minutes, kit, set_out, organisation, safety=SAFE):
    return f"{minutes} min. Equipment: {kit}. Set out: {set_out} Organisation: {organisation} Safety: {safety}"


LESSONS = {
    1: lesson(
        "Lunge and Kick",
        "To kick up from a lunge into a bunny kick on straight arms and come back down to the lunge with control.",
        [
            "Lunge, arms by your ears",
            "Hands flat, shoulder-width, arms locked straight",
            "Kick the hips over the hands, land softly",
        ],
        "12 mats, a tambourine, a record card and pencil per pupil.",
        "Mats in rows with a clear metre all round; pairs share a mat, working from one end.",
        "Check every pupil's arms are locked straight before anyone kicks higher; a bent arm is how a kick ends "
        "on the nose. Start the record cards today: pupils write their Year 5 best balance at the top.",
        ["lunge", "bunny kick", "straight arms", "stack"],
        "Hold a plank on straight arms for thirty seconds, three times, with a minute's rest between.",
        {
            "warmup": part(
                "Warm-up: Strong Arms Circuit",
                "Get your wrists and shoulders ready to hold you upside down: four moves, forty seconds each!",
                _plan(
                    7,
                    "a tambourine, the mats",
                    "Mats in rows.",
                    "Pupils at a mat each end; the teacher times forty seconds per move.",
                ),
                "Wrist circles and rocking forward over flat hands on hands and knees; bear walk along the mat "
                "and back; plank on straight arms with slow shoulder taps; crab walk along the mat. Between "
                "moves, ten seconds to shake out. Pupils choose the version they can keep going for forty "
                "seconds.",
                "Fingers spread wide and pressing the mat: the hands are your feet today.",
                "Which move made your shoulders work hardest?",
                (
                    "plank on the knees, bear walk slowly",
                    "plank on the toes with shoulder taps",
                    "plank with shoulder taps and bear walk backwards too",
                ),
                [
                    ("Wrists", "Rock over flat hands.", "bear"),
                    ("Plank taps", "Straight arms, tap a shoulder.", "y6gym-plank"),
                    ("Crab", "Tummy up, travel the mat.", "y4gym-crab"),
                ],
            ),
            "card": part(
                "Card: Arabesque to Lunge",
                "Balance in an arabesque, then tip forward into a lunge with your arms by your ears.",
                _plan(
                    10,
                    "a mat per pair, 2 benches with mats along both sides",
                    "Mats in rows; benches at the sides for pupils ready for the trickiest.",
                    "Pairs: one works, one helps and watches the line from the side.",
                    SAFE + " On a bench, step down forwards onto the mat.",
                ),
                "Arabesque: stand on one leg, lift the other straight back and tip the chest forward until body "
                "and leg make a line, arms by the ears. Hold for five. Then step the lifted leg forward into a "
                "lunge, arms still by the ears, and hold for three: the lunge is where every handstand starts.",
                "One long line from fingers to back toe, in the arabesque and in the lunge.",
                "Why do the arms stay by your ears when you step into the lunge?",
                (
                    "arabesque with a hand on your partner's shoulder, then lunge",
                    "arabesque on your own for five, then step into the lunge",
                    "arabesque along a bench for five, then step down into the lunge on the mat",
                ),
                [
                    ("Arabesque", "Leg back, chest forward.", "arabesque"),
                    ("Step", "Bring the back leg forward.", "stand"),
                    ("Lunge", "Front knee bent, arms by ears.", "y6gym-lunge"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Bunny Kicks",
                "From a lunge, put your hands down and kick both feet up together like a bunny.",
                _plan(
                    20,
                    "a mat per pair",
                    "Mats in rows, pupils facing along the mat.",
                    "Pairs: the kicker and a checker beside the mat; swap every three kicks.",
                    SAFE + " Arms locked straight; kick only as high as you can land softly.",
                ),
                "Crouch at the end of the mat, hands flat and shoulder-width, eyes between the hands. Push off "
                "both feet, lifting the hips over the hands with bent knees, and land softly on both feet. Build "
                "up: small kicks, hips higher, then from the lunge: reach the hands down, kick the back leg and "
                "push off the front, land on the back leg then the front, and return to the lunge.",
                "Shoulders over the hands at the top: stack them like bricks.",
                "Where were your shoulders when the kick felt strongest?",
                (
                    "bunny kicks from a crouch, hips to waist height",
                    "bunny kicks with the hips over the hands",
                    "from a lunge, kick one leg then the other, and land back in the lunge",
                ),
                [
                    ("Lunge", "Arms by ears, ready.", "y6gym-lunge"),
                    ("Kick", "Hands flat, hips over hands.", "y6gym-bunny-legs-up"),
                    ("Land", "Soft feet, back to a crouch.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Rate My Kick",
                "Score your own kick out of three, then check it with your partner. Do you agree?",
                _plan(8, "record cards and pencils", "Pairs on their mat.", "Each pupil rates themselves first."),
                "Pupils give themselves a point for each of three things: hands flat and shoulder-width, arms "
                "straight at the top, a soft landing. The partner watches one more kick and gives their score. "
                "Where the scores differ they talk it through. Each pupil writes the agreed score and one target "
                "on the record card, under their Year 5 best.",
                "Be honest: a 2 with a clear target beats a 3 you cannot repeat.",
                "Did your partner's score match yours? What did they see that you could not?",
                (
                    "score yourself on one point",
                    "score all three and compare with your partner",
                    "score all three, agree with your partner and set a target",
                ),
                [
                    ("Kick", "One more kick to judge.", "y6gym-bunny-legs-up"),
                    ("Score", "Points out of three.", "pair"),
                    ("Record", "Write the score and target.", "sit"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Safe Exits",
                "Learn the safe way down from upside down: turn your hips and step out to the side.",
                _plan(
                    20,
                    "a mat per pair",
                    "Mats in rows with a metre of space on both sides.",
                    "Pairs: one works, one watches which way the hips turn.",
                    SAFE + " Practise exits before anyone kicks high; never roll out of a handstand today.",
                ),
                "From a crouch, hands flat, kick a small bunny kick and turn the hips so the feet land to one "
                "side of the hands, like half a cartwheel. Practise both sides. Then from a lunge: kick, turn "
                "and step out. The watcher calls 'turn' at the top until the pupil does it without the call.",
                "Move one hand as your hips turn: step out, never fall over.",
                "Why does a safe exit turn to the side instead of going over?",
                (
                    "turn out from a small kick from a crouch",
                    "turn out to both sides from a crouch",
                    "kick from a lunge and turn out on the call, then without it",
                ),
                [
                    ("Crouch", "Hands flat at the mat's end.", "crouch"),
                    ("Kick", "A small bunny kick.", "y6gym-bunny-legs-up"),
                    ("Step out", "Turn the hips, land to the side.", "side-step"),
                ],
            ),
        },
    ),
    2: lesson(
        "Up the Wall",
        "To walk the feet up a wall towards a handstand, come down safely, and kick up with a spotter.",
        [
            "Walk the feet up, walk the hands in",
            "Tummy tight, eyes on the hands",
            "Spotters stand to the side, never in front",
        ],
        "12 mats, a clear wall with mats along its foot, 2 benches, a tambourine.",
        "Mats along a clear wall for the wall walk; the rest in rows for spotted kick-ups; threes at each mat.",
        "Teach the spotter's job before anyone kicks: stand beside the lunge, catch the thigh with both hands, "
        "never stand in front. Pupils choose how far up the wall to walk; no one is pushed higher.",
        ["wall walk", "spotter", "catch", "control"],
        "Practise the lunge-to-bunny-kick on grass or a carpet with someone watching: ten kicks, soft landings.",
        {
            "warmup": part(
                "Warm-up: Plank Partners",
                "Face your partner in a plank and high-five with alternate hands without dropping your hips!",
                _plan(7, "the mats", "Mats in rows.", "Pairs face to face at a mat."),
                "Pairs hold a plank face to face and high-five right to right, then left to left, ten times. Then "
                "one partner holds a bear position while the other crawls round them, and swap. Finish with "
                "wrist circles and shoulder rolls.",
                "Hips level: if they wiggle, widen your feet.",
                "How did a wider base help you lift a hand?",
                (
                    "plank on the knees, five high-fives",
                    "plank on the toes, ten high-fives",
                    "plank on the toes, high-five and a shoulder tap between each",
                ),
                [
                    ("Plank", "Face your partner.", "y6gym-plank"),
                    ("High-five", "Alternate hands, hips still.", "pair"),
                    ("Crawl round", "Bear around your partner.", "bear"),
                ],
            ),
            "card": part(
                "Card: Straight Shoulder Stand",
                "Rock into a shoulder stand and push your hips up until your body is a straight line to your toes.",
                _plan(
                    10,
                    "a mat per pair",
                    "Mats in rows with a clear metre beyond each pupil's head.",
                    "Pairs: one balances, one kneels beside the hips to help and check the line.",
                    SAFE + " Weight on the shoulders and upper arms, never the neck; come down by bending the knees.",
                ),
                "Rock back, hands supporting the back, and push the hips up over the shoulders until the body is "
                "straight from shoulders to toes: the same line as a handstand, upside down on the shoulders. "
                "Hold for ten. For the trickiest, take the hands off the back and lay the arms flat on the mat "
                "beside you, and hold for five.",
                "Hands push the back up: the higher the hips, the straighter the line.",
                "How is this straight shoulder stand like a handstand?",
                (
                    "hold it with your partner's hand guiding your hips up",
                    "hold a straight line on your own for ten",
                    "hold it with the arms flat on the mat and no hands on your back for five",
                ),
                [
                    ("Rock", "Tuck and rock back.", "tuck"),
                    ("Straight", "Hips up, one line to the toes.", "shoulder-stand-hold"),
                    ("Down", "Bend the knees and roll out.", "sit"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Wall Walk",
                "Walk your feet up the wall and your hands in towards it, then walk back down.",
                _plan(
                    20,
                    "mats along the foot of a clear wall, 2 benches",
                    "Mats against the wall, one pupil per mat width, a bench near each end; the rest of the class "
                    "at mats in rows.",
                    "Half the class at the wall with a partner beside; the other half practise kicks; swap.",
                    SAFE + " Walk down the way you went up; anyone who feels stuck bends the knees and walks down.",
                ),
                "Sit with the back against the wall, legs out, and mark where the feet reach: that is where the "
                "hands go. Turn round into a plank with the feet at the wall. Walk the feet up the wall while "
                "walking the hands in, only as far as feels strong (a slope is fine). Hold for five, eyes on the "
                "hands, then walk the hands out and the feet down. To finish, pairs start their duet on apparatus: "
                "a matching balance on a bench beside the wall, the wall walk in turn, and a matching balance "
                "to end.",
                "Push tall through the shoulders; the tummy stays tight so the back stays flat.",
                "How far up the wall could you walk with your arms straight?",
                (
                    "feet up to hip height, hold for three",
                    "walk in until the body is a steep slope, hold for five",
                    "walk in until the tummy nearly touches the wall, hold for five",
                ),
                [
                    ("Plank", "Feet at the wall.", "y6gym-plank"),
                    ("Walk up", "Feet up, hands in.", "y6gym-wall-slope"),
                    ("Hold", "Straight arms, tight tummy.", "y6gym-handstand"),
                ],
            ),
            "review": part(
                "Review: Spotter Report",
                "Spotters, tell your performer what you saw at the top. Performers, do you agree?",
                _plan(8, "record cards", "Threes at a mat.", "Each three: performer, spotter, recorder."),
                "Each performer does one more spotted kick-up or wall walk. The spotter reports two things: were "
                "the arms straight, and did they come down safely (step out or walk down)? The performer scores "
                "themselves out of three and the recorder writes it on the card with the spotter's comment.",
                "Spotters describe what they saw, not what they think of the person.",
                "What did your spotter see that you could not feel?",
                (
                    "report on straight arms",
                    "report on arms and a safe way down",
                    "report on both and give the next step to practise",
                ),
                [
                    ("Kick", "One more go.", "y6gym-bunny-legs-up"),
                    ("Report", "Spotter says what they saw.", "pair"),
                    ("Write", "Recorder fills in the card.", "sit"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Spotted Kick-Up",
                "In threes, kick up from a lunge while two spotters catch your legs at the top.",
                _plan(
                    20,
                    "a mat per three",
                    "Mats in rows, a spotter standing on each side of the mat's middle.",
                    "Threes: kicker and two spotters; rotate after three kicks.",
                    SAFE + " Spotters stand to the side, never in front; they catch the thigh, never the feet.",
                ),
                "The kicker lunges, places the hands and kicks one leg up then the other. The spotters catch "
                "a thigh each and help the kicker stack up for a count of three, then lower the legs one at a "
                "time back to the lunge. Spotters say 'down' if the kicker's arms bend.",
                "Spotters catch with both hands and step in as the legs rise.",
                "What must a spotter never do, and why?",
                (
                    "kick to the spotters' hands and come straight down",
                    "kick up, be caught and hold for three",
                    "kick up, hold, and as the spotters let go, hold alone for a moment",
                ),
                [
                    ("Lunge", "Arms by ears, spotters ready.", "y6gym-lunge"),
                    ("Caught", "Spotters catch the thighs.", "y6gym-handstand"),
                    ("Down", "One leg at a time to the lunge.", "y6gym-bunny-legs-up"),
                ],
            ),
        },
    ),
    3: lesson(
        "Three Levels",
        "To choreograph a paired sequence on a bench or box top with a balance at low, medium and high level.",
        [
            "A balance at each level: low, medium, high",
            "Use the apparatus to make the high level higher",
            "Plan the links as carefully as the balances",
        ],
        "12 mats, 4 benches, 2 box tops, a planning sheet and pencil per pair.",
        "Four stations, each with a bench or a box top and mats round it; three pairs at a station.",
        "Set the apparatus out before the lesson and check it with the pupils in the warm-up. Ask each pair to "
        "talk you through their plan before they try it on the apparatus.",
        ["choreograph", "level", "apparatus", "duet"],
        "Sketch your duet's three balances as stick figures, labelled low, medium and high, with arrows for links.",
        {
            "warmup": part(
                "Warm-up: Apparatus Tour",
                "Visit each station with your partner and do one safe travel on, along or off the apparatus.",
                _plan(
                    7,
                    "the stations as set out",
                    "Four stations round the hall.",
                    "Pairs, a minute at each station, moving on the tambourine.",
                    SAFE + " One pupil on a bench or box top at a time; step off forwards.",
                ),
                "At each station the pair travels over the apparatus once each: walk along the bench and step "
                "off, bear walk along the bench, step up onto the box top and step down, log roll along the mat "
                "beside it. Pupils check the apparatus is steady and the mats touch it.",
                "Look where you are going to land before you step off.",
                "What did you check before you used each piece of apparatus?",
                (
                    "walk along and step off",
                    "choose a travel at each station",
                    "choose a travel and finish it with a balance on the mat",
                ),
                [
                    ("Along", "Walk along the bench.", "bench-walk"),
                    ("Off", "Step off and land.", "land"),
                    ("Roll", "Log roll on the mat.", "log-roll-side"),
                ],
            ),
            "card": part(
                "Card: Bench V-sit",
                "Balance on your bottom with legs and arms lifted in a V, first with bent knees, then on a bench.",
                _plan(
                    10,
                    "a mat per pair, the benches",
                    "Mats in rows; benches at the stations.",
                    "Pairs.",
                    SAFE + " On the bench, sit in the middle with the hands beside you ready to steady.",
                ),
                "Sit tall, lean back a little and lift straight legs until the body makes a V. Tricky: knees "
                "bent, hands on the mat beside the hips, lift the feet and hold for ten. Trickier: hands off, "
                "legs straight, arms stretched forward, hold for ten. Trickiest: on the bench, hands lift off, "
                "hold for five.",
                "Lift the chest as the legs rise: the V opens upwards, not backwards.",
                "What did you do with your chest to stop rolling backwards?",
                (
                    "a V-sit with bent knees and hands on the mat beside you",
                    "a V-sit on your own, arms forward, for ten",
                    "a V-sit on a bench with hands lifted, for five",
                ),
                [
                    ("Tucked", "Knees bent, hands down.", "y6gym-v-sit-tucked"),
                    ("Alone", "Arms forward, hold for ten.", "v-sit"),
                    ("Bench", "V-sit on the bench.", "y6gym-v-sit-bench"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Three-Level Duet",
                "Plan a duet at your station: a low balance on the mat, a medium one and a high one on the apparatus.",
                _plan(
                    20,
                    "the stations, planning sheets",
                    "Three pairs per station.",
                    "Pairs plan, practise and perform at their station.",
                ),
                "Pairs write their duet: a still start; a low balance on the mat (V-sit, bridge, shoulder stand); "
                "a medium balance on or against the apparatus (knee scale on the bench, a lunge with a hand on "
                "the box); a high balance on the apparatus (arabesque on the bench, standing star on the box "
                "top); links between them (a roll, a step, a jump off); a still finish. Partners match or mirror "
                "each balance. Practise three times; adjust the links that stop.",
                "High means really high: stretch up from the top of the apparatus.",
                "Which link was hardest to make smooth, and what did you change?",
                (
                    "three levels with walk links",
                    "three levels with a roll and a step as links",
                    "three levels, matched or mirrored, with a jump off as one link",
                ),
                [
                    ("Low", "V-sit on the mat.", "v-sit"),
                    ("Medium", "Knee scale on the bench.", "knee-scale-hold"),
                    ("High", "Arabesque on the bench.", "y4gym-arabesque-bench"),
                ],
            ),
            "review": part(
                "Review: Level Spotting",
                "Watch another pair's duet. Name the three levels and the best link.",
                _plan(8, "planning sheets", "Pairs of pairs at a station.", "One pair performs, one watches; swap."),
                "The watchers name each level as it happens and the link that flowed best. The performers then "
                "score their own duet out of three for levels (clear low, medium and high) and out of three for "
                "links, and write both on the sheet.",
                "Watchers call the level out loud as it happens: 'low', 'medium', 'high'.",
                "Which of your levels was clearest to the watchers?",
                (
                    "name the three levels",
                    "name the levels and the best link",
                    "name both and suggest a higher high",
                ),
                [
                    ("Perform", "The duet at its station.", "y4gym-arabesque-bench"),
                    ("Call", "Watchers call each level.", "hand-up-call"),
                    ("Score", "Score levels and links.", "pair"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Apparatus Choices",
                "Choose two pieces of apparatus and build your three levels across both.",
                _plan(
                    20,
                    "benches, box tops, mats",
                    "A bench and a box top side by side at two stations, mats round both.",
                    "Pairs take turns on the linked apparatus.",
                ),
                "Pairs start on the mat (low), travel to the bench for the medium balance, and finish on the box "
                "top for the high balance, stepping down to a still finish. They decide where to match and where "
                "to mirror.",
                "Plan the route before you move: which way round the apparatus?",
                "How did two pieces of apparatus change your route?",
                (
                    "low on the mat, high on the bench",
                    "low, medium on the bench, high on the box top",
                    "all three with a jump off the box top to finish",
                ),
                [
                    ("Low", "Balance on the mat.", "dish-hold"),
                    ("Bench", "Medium balance on the bench.", "bench-walk"),
                    ("Box top", "Stretch tall and step down.", "tiptoe-tall"),
                ],
            ),
        },
    ),
    4: lesson(
        "Canon and Unison Duets",
        "To perform a duet on apparatus in canon and in unison, and judge which suits each part.",
        [
            "Canon: the same move, one after the other",
            "Unison: the same move at the same time",
            "Count out loud until the timing is in your heads",
        ],
        "12 mats, 4 benches, 2 box tops, the duet planning sheets, self-score sheets.",
        "The same stations as last lesson; pairs at the station where they planned their duet.",
        "Watch for pairs who rush the canon: the second partner starts only when the first has reached the "
        "hold. Pupils start recording their hardest balance on the self-score sheet today.",
        ["canon", "unison", "timing", "execution"],
        "Watch a clip of synchronised swimmers or divers and note where they move in canon and where in unison.",
        {
            "warmup": part(
                "Warm-up: Echo Moves",
                "Your partner echoes every move one count after you. Then do it together!",
                _plan(7, "a tambourine", "Middle of the hall clear.", "Pairs, one behind the other."),
                "The leader travels and balances on the counts of eight; the partner does the same move one count "
                "later (canon). On the tambourine they switch to moving at the same time (unison). Swap leaders "
                "each eight. Finish with wrist circles and a long reach.",
                "The echo waits: one count behind, no more, no less.",
                "Which was harder to keep: the canon or the unison?",
                (
                    "the leader walks and holds a balance",
                    "the leader skips, hops and balances",
                    "the leader changes level every two counts",
                ),
                [
                    ("Lead", "Leader moves on the count.", "hop"),
                    ("Echo", "Partner follows one count later.", "side-step"),
                    ("Together", "Both move together.", "star"),
                ],
            ),
            "card": part(
                "Card: Full Bridge",
                "Push up from your back onto hands and feet with straight arms and a high, round back.",
                _plan(
                    10,
                    "a mat per pair",
                    "Mats in rows.",
                    "Pairs: one bridges, one checks arms and helps at the tricky level.",
                    SAFE + " Come down by tucking the chin and lowering the shoulders first.",
                ),
                "Lie on the back, feet flat near the bottom, hands by the ears with fingers pointing to the "
                "shoulders. Push the tummy up and straighten the arms until the head lifts off the mat. Hold for "
                "five and lower slowly, chin tucked. The trickiest lifts one foot off the mat for three without "
                "dropping the hips.",
                "Push the shoulders over the hands to straighten the arms.",
                "How do you come down from the bridge safely?",
                (
                    "a bridge with your partner's hands under your shoulders to guide the push",
                    "a full bridge on your own with straight arms for five",
                    "a full bridge lifting one foot for three, then the other",
                ),
                [
                    ("Hands by ears", "Fingers point to shoulders.", "sit"),
                    ("Push", "Tummy high, arms straight.", "bridge"),
                    ("Lower", "Chin tucked, shoulders first.", "bridge-on-mat"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Canon or Unison?",
                "Perform your duet twice, once in canon and once in unison, then build the best mix.",
                _plan(
                    20,
                    "the stations, the duet sheets",
                    "Pairs at their stations.",
                    "Pairs practise both versions, then choose.",
                ),
                "Pairs perform their three-level duet in unison, counting out loud. Then in canon: partner two "
                "starts each move when partner one reaches its hold. They mark on the sheet which parts looked "
                "best each way (a balance on the bench often works in canon, a jump off in unison) and rehearse a "
                "final version that uses both, adding a handstand stage (bunny kick, spotted kick-up or wall "
                "walk) in canon.",
                "In canon the first partner holds still until the second has arrived.",
                "Which part of your duet looks best in canon, and why?",
                (
                    "the whole duet in unison",
                    "the duet in unison and in canon",
                    "a final mix of canon and unison with a handstand stage in canon",
                ),
                [
                    ("Unison", "Both balance together.", "knee-scale-hold"),
                    ("Canon", "One after the other.", "y6gym-bunny-legs-up"),
                    ("Mix", "Jump off together.", "jump"),
                ],
            ),
            "review": part(
                "Review: Self-Score Sheet",
                "Score your own duet for execution and for composition, then write your hardest balance.",
                _plan(8, "self-score sheets and pencils", "Pupils sit with their partner.", "On your own first."),
                "Execution (out of three): straight lines, still holds, soft landings. Composition (out of three): "
                "three clear levels, canon and unison both used, smooth links. Each pupil scores alone, then "
                "compares with their partner, and writes their hardest balance of the unit so far and how long "
                "they held it.",
                "Score what you did today, not what you can do on a good day.",
                "Where did your score and your partner's differ, and who was right?",
                (
                    "score execution",
                    "score execution and composition",
                    "score both, compare, and write one target for each",
                ),
                [
                    ("Think", "Replay your duet in your head.", "sit"),
                    ("Score", "Execution and composition.", "pair"),
                    ("Hardest", "Write your hardest balance.", "point"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Canon Along the Bench",
                "In fours, travel and balance along a bench one after another, then finish together.",
                _plan(
                    20,
                    "4 benches with mats along both sides",
                    "A bench per four.",
                    "Fours in a line at one end of the bench.",
                    SAFE + " One pupil steps onto the bench only when the one ahead has moved on.",
                ),
                "The four travel along the bench in canon: each walks on, holds a balance (arabesque, knee "
                "scale, V-sit) for three and steps off onto the mat, the next starting as the one ahead holds. "
                "On the mat all four make a group balance in unison and hold for five.",
                "Start on the hold of the pupil ahead, not when they step off.",
                "How did you keep the spacing even in your canon?",
                (
                    "canon walk along the bench and unison finish",
                    "canon walk with a balance on the bench",
                    "canon balances and a unison group balance to finish",
                ),
                [
                    ("Walk on", "One after another.", "bench-walk"),
                    ("Hold", "Balance on the bench for three.", "y4gym-arabesque-bench"),
                    ("Together", "Unison group balance.", "y5gym-lean-away"),
                ],
            ),
        },
    ),
    5: lesson(
        "Personal Best",
        "To record my hardest balance with control, compare it with my Year 5 best and set a target.",
        [
            "Choose a balance you can hold with control",
            "Time it honestly: start when still, stop at a wobble",
            "Compare, then set one target",
        ],
        "12 mats, a clear wall with mats, 2 benches, a stopwatch and record card per pair.",
        "Four challenge stations round the hall: wall handstand, headstand, bridge, bench balance.",
        "Keep it personal: pupils compare with their own Year 5 best, not with each other. A balance only "
        "counts if it was held still and come out of safely.",
        ["personal best", "record", "compare", "target"],
        "Tell someone at home your personal best and your target, and practise the safest part of it for a week.",
        {
            "warmup": part(
                "Warm-up: Balance Ladder",
                "Climb the ladder: each balance is a rung harder than the last. How high can you climb?",
                _plan(7, "the mats", "Mats in rows.", "Pupils on their own at a mat."),
                "Rungs called by the teacher, each held for five: four points, three points, two points (a knee "
                "and a hand), one foot, one foot with eyes closed, an arabesque. Pupils stay on the highest rung "
                "they can hold still until the next call. Finish with wrist and shoulder mobility.",
                "Climb only when the last rung was still.",
                "Which rung was your limit today, and what made it hard?",
                (
                    "climb to two points",
                    "climb to one foot",
                    "climb to the arabesque with eyes closed for three",
                ),
                [
                    ("Four points", "Hands and feet.", "bear"),
                    ("One foot", "Arms out, still.", "one-leg"),
                    ("Top rung", "Arabesque for five.", "arabesque"),
                ],
            ),
            "card": part(
                "Card: Headstand Best",
                "Go back to your Year 5 headstand stage and beat it: tuck, then straight, then alone.",
                _plan(
                    10,
                    "a mat per three",
                    "Mats in rows.",
                    "Threes: performer, spotter beside the hips, timer.",
                    SAFE + " Triangle of head and hands first; tuck down the way you went up.",
                ),
                "Build the tripod triangle (top of the forehead in front of the hands), walk the feet in, lift "
                "the knees to a tuck, then straighten the legs slowly to the ceiling. The spotter kneels beside "
                "the hips with hands ready. Hold, then bend the knees and tuck down. The timer times from still "
                "to the first wobble.",
                "Straighten the legs slowly from the tuck: slow up is steady up.",
                "How does your headstand now compare with your headstand in Year 5?",
                (
                    "a tucked headstand with the spotter steadying the hips",
                    "a straight headstand with the spotter's hands ready, held for three",
                    "a straight headstand alone for five, tucking down with control",
                ),
                [
                    ("Triangle", "Head and hands.", "tripod-headstand"),
                    ("Straighten", "Legs slowly to the ceiling.", "y5gym-headstand-straight"),
                    ("Tuck down", "Knees down, then feet.", "crouch"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Best Balance Challenge",
                "Visit the challenge stations and find your hardest balance. Your partner times and records it.",
                _plan(
                    20,
                    "the four stations, stopwatches, record cards",
                    "Stations: wall walk or spotted kick-up at the wall; headstand mats; bridge mats; a bench.",
                    "Pairs rotate every four minutes; one works, one times and records, then swap.",
                    SAFE + " Spotters at the wall and headstand stations; no one tries a stage they have not "
                    "practised in this unit.",
                ),
                "At each station pupils choose the hardest stage they can hold with control: wall walk or "
                "spotted handstand, tucked or straight headstand, crab or full bridge, arabesque or V-sit on the "
                "bench. The partner times it from still to the first wobble and writes the stage and the time. "
                "Two tries per station; the better one counts.",
                "Choose control over difficulty: a still stage beats a wobbly harder one.",
                "Which station gave you your personal best, and why there?",
                (
                    "try two stations at your chosen stage",
                    "try all four stations",
                    "try all four and go up one stage where you held for five",
                ),
                [
                    ("Wall", "Wall walk or spotted handstand.", "y6gym-wall-slope"),
                    ("Headstand", "Straight and still.", "y5gym-headstand-straight"),
                    ("Bridge", "Full bridge, straight arms.", "bridge"),
                ],
            ),
            "review": part(
                "Review: Then and Now",
                "Compare your best today with your Year 5 best. What has changed, and what is next?",
                _plan(8, "record cards", "Pupils sit with their card.", "On your own, then with a partner."),
                "Each pupil circles their personal best on the card and compares it with the Year 5 best written "
                "in the first lesson: a harder stage, a longer hold, or a safer way down. They write one target "
                "for the show and tell their partner how they will practise it.",
                "A target says what, how long and how: 'straight headstand, five seconds, no spotter'.",
                "What is the biggest change since Year 5, and what helped most?",
                (
                    "circle today's best",
                    "compare it with Year 5",
                    "compare and write a target with a way to practise",
                ),
                [
                    ("Card", "Circle your best.", "sit"),
                    ("Compare", "Then and now.", "pair"),
                    ("Target", "Tell your partner the plan.", "point"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Balance Judges",
                "Judge your partner's hardest balance with three checks, then they judge yours.",
                _plan(20, "a mat per pair, judging cards", "Mats in rows.", "Pairs: performer and judge; swap."),
                "The performer shows their hardest balance three times. The judge gives a point for each check: "
                "a clear shape, held still for three, a safe way out. The best of the three scores goes on the "
                "card with the stage. Then the performer tries one stage harder, and the judge says whether it "
                "kept all three points.",
                "The way out counts as much as the balance itself.",
                "Did the harder stage keep all three points?",
                (
                    "judge one balance for shape",
                    "judge all three checks",
                    "judge all three and compare with a stage harder",
                ),
                [
                    ("Perform", "Show your hardest balance.", "y6gym-handstand"),
                    ("Judge", "Three checks.", "pair"),
                    ("Harder", "Try one stage up.", "shoulder-stand-hold"),
                ],
            ),
        },
    ),
    6: lesson(
        "Group Sequence Show",
        "To perform a group sequence on apparatus with a handstand stage, three levels, canon and unison.",
        [
            "Every pupil shows their target balance",
            "Canon and unison both clear",
            "Half turn jump and a still finish",
        ],
        "12 mats, 4 benches, 2 box tops, music, the record cards and duet sheets.",
        "Four stations with apparatus; two pairs join as a group of four at each.",
        "Give each group a leader who runs the warm-up and the rehearsal. Praise control and clear timing; "
        "difficulty is each pupil's choice from their record card.",
        ["group", "leader", "half turn", "perform"],
        "Write a short review of your group's show: one thing you led, one thing you learned, one thing for Unit 2.",
        {
            "warmup": part(
                "Warm-up: Leaders' Warm-up",
                "Your group leader takes the warm-up: wrists, shoulders, a pulse raiser and two balances.",
                _plan(
                    7,
                    "the mats",
                    "Groups of four at their stations.",
                    "One leader per group, chosen the lesson before, with a warm-up card.",
                ),
                "Each leader runs a warm-up of four parts from the card: a pulse raiser (jog or skip round the "
                "station), wrist and shoulder circles, a plank with shoulder taps, and two balances from the "
                "unit. The teacher moves between groups and checks the wrists are warmed.",
                "Leaders: demonstrate, then watch and praise by name.",
                "What did your leader do that helped everyone join in?",
                (
                    "leader follows the card exactly",
                    "leader adds one move of their own",
                    "leader adds a move and gives each pupil one tip",
                ),
                [
                    ("Pulse", "Jog round the station.", "run"),
                    ("Wrists", "Circles and planks.", "bear"),
                    ("Balance", "Two balances from the unit.", "arabesque"),
                ],
            ),
            "card": part(
                "Card: Half Turn Finish",
                "Jump up, turn half way round in the air, and land facing the other way, still as a statue.",
                _plan(
                    10,
                    "benches and box tops with a mat in front of each",
                    "A mat at the jumping end of each piece of apparatus.",
                    "Groups queue behind their apparatus.",
                    SAFE + " One jumper at a time; the mat is clear before the next jump.",
                ),
                "Swing the arms up, jump from two feet and turn the head and shoulders the way you want to go; "
                "the hips follow. Body straight, arms tight to the chest or above the head. Land on the balls of "
                "the feet facing the way you came, knees bent, and hold for three. Floor first, then from the "
                "bench, then from the box top into a balance.",
                "Turn the head first and the body follows.",
                "Where did you look to land facing the right way?",
                (
                    "a half turn jump from the floor towards a partner standing as your target",
                    "a half turn jump from a bench, landing and holding for three",
                    "a half turn jump from the box top, landing and going straight into a balance",
                ),
                [
                    ("Swing", "Arms back, knees bent.", "crouch"),
                    ("Turn", "Head first, half way round.", "y6gym-half-turn"),
                    ("Land", "Face the other way and hold.", "land"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Group Show",
                "Join two duets into one group sequence and perform it for the class!",
                _plan(
                    20,
                    "the stations, music",
                    "Groups of four at their stations; the rest of the class sits as the audience.",
                    "Groups rehearse for ten minutes, then perform one at a time.",
                ),
                "The two pairs join their duets: a still start; each pupil's handstand stage in canon; the "
                "three-level balances with one pair in unison and the other in canon; a group balance at the "
                "high level in unison; a half turn jump off the apparatus and a still finish. The leader runs "
                "the rehearsal and counts in the performance.",
                "Show the audience a clear start, a clear finish and everything still in between.",
                "Where in your group sequence was the canon, and where the unison?",
                (
                    "join the duets with a unison start and finish",
                    "add the handstand stages in canon",
                    "add a group balance in unison and the half turn jump finish",
                ),
                [
                    ("Canon", "Handstand stages one by one.", "y6gym-handstand"),
                    ("Levels", "Balances on the apparatus.", "y6gym-v-sit-bench"),
                    ("Finish", "Half turn jump, still.", "y6gym-half-turn"),
                ],
            ),
            "review": part(
                "Review: Score and Reflect",
                "Score your group's performance, then look back at your record card: did you hit your target?",
                _plan(8, "record cards, self-score sheets", "Groups sit together.", "Each pupil, then the group."),
                "Each pupil scores the group's performance for execution and composition (out of three each) "
                "and explains one score. Then they look at their record card: the Year 5 best, the personal best "
                "from Lesson 5 and the target. Did they reach it in the show? They write one sentence for Unit 2.",
                "Explain a score with something you saw, not a feeling.",
                "Did you reach the target you set in the last lesson?",
                (
                    "score execution for your group",
                    "score both and explain one",
                    "score both, explain both, and write your Unit 2 sentence",
                ),
                [
                    ("Score", "Execution and composition.", "hand-up-call"),
                    ("Card", "Target hit?", "sit"),
                    ("Cool down", "Slow stretches.", "lean"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Leaders' Rehearsal",
                "Leaders run the rehearsal: stop, fix one thing, run it again.",
                _plan(20, "the stations", "Groups of four at their stations.", "A new leader every five minutes."),
                "Each pupil leads the group for five minutes: they watch a run-through, stop it at one place, "
                "give one fix (timing, a straighter line, a softer landing) and run that part again. After four "
                "leaders the group performs the whole sequence once for another group.",
                "A good leader gives one fix at a time and says what good looks like.",
                "What was the most useful fix a leader gave your group?",
                (
                    "lead one run-through",
                    "lead and give one fix",
                    "lead, fix and check the fix worked",
                ),
                [
                    ("Watch", "Leader watches a run-through.", "teacher"),
                    ("Fix", "One fix, shown clearly.", "point"),
                    ("Again", "Run the part again.", "y6gym-lunge"),
                ],
            ),
        },
    ),
}

# Per-part joining-in (for a pupil who needs more support) and more-active lines.
ADAPTATIONS = {
    (1, "warmup"): ("Do each move on the knees, or against a wall for the plank.",
                    "Add a bear walk backwards and ten fast shoulder taps each round."),
    (1, "card"): ("Make the lunge only, with arms by the ears, holding a partner's hand.",
                  "Arabesque, lunge and back to arabesque five times without putting the foot down."),
    (1, "movements"): ("Kick from a crouch with the hips to waist height, or rock forward over the hands.",
                       "Ten kicks from the lunge, landing in the lunge every time."),
    (1, "review"): ("Score one point with a thumbs up or down.",
                    "Show the kick again after setting the target."),
    (1, "alt"): ("Practise the hand and foot placing from kneeling.",
                 "Step out to both sides five times each from the lunge."),
    (2, "warmup"): ("Plank on the knees and high-five one hand only.",
                    "High-five, shoulder tap and a push-up between each."),
    (2, "card"): ("Stay in the candle with bent knees and a partner beside you.",
                  "Hold the arms-flat version, then lower the legs to a pike and back up."),
    (2, "movements"): ("Keep the feet on a low box against the wall instead of walking up.",
                       "Walk up and down the wall three times without resting."),
    (2, "review"): ("Report with a thumbs up or down for each point.",
                    "Do the skill once more, using the spotter's point."),
    (2, "alt"): ("Be a spotter or kick a bunny kick between the spotters.",
                 "Three kick-ups per turn, holding each for three."),
    (3, "warmup"): ("Walk the tour with an adult or buddy and choose the low route.",
                    "Do two travels at each station."),
    (3, "card"): ("Keep the feet on the mat and lift the chest tall, or hold a partner's hands.",
                  "V-sit, lower to a dish and back up five times."),
    (3, "movements"): ("Choose balances on big bases and use the bench only for the high level.",
                       "Perform the duet three times in a row with a jog lap between."),
    (3, "review"): ("Point to the level card as each balance happens.",
                    "Perform the duet once more with the suggested higher balance."),
    (3, "alt"): ("Use one piece of apparatus only.",
                 "Add a fourth balance and a jump off the box top."),
    (4, "warmup"): ("Walk the echo and balance on two feet.",
                    "Echo a hop and a jump, with a balance on the eighth count."),
    (4, "card"): ("Stay in the crab bridge with the partner checking the arms.",
                  "Hold the full bridge, then walk the hands in a little closer to the feet."),
    (4, "movements"): ("Perform in unison beside your partner, with them counting for you.",
                       "Perform the final mix three times, with a jog lap between each."),
    (4, "review"): ("Score execution only with the partner's help.",
                    "Show the balance you wrote as your hardest."),
    (4, "alt"): ("Walk the bench and hold the balance on the mat.",
                 "Go twice round the canon without stopping."),
    (5, "warmup"): ("Stay on the rung you can hold; a hand on a partner is allowed.",
                    "Add a hop between each rung."),
    (5, "card"): ("Build the triangle with the knees on the mat and time that.",
                  "Straight headstand, then open to a straddle and close before tucking down."),
    (5, "movements"): ("Choose from the bridge and bench stations only, with an adult nearby.",
                       "Try each station three times instead of two."),
    (5, "review"): ("Circle today's best with a partner reading the card aloud.",
                    "Practise the target balance twice straight after writing it."),
    (5, "alt"): ("Judge a balance on a big base.",
                 "Show five different balances for the judge."),
    (6, "warmup"): ("Co-lead with a partner, taking one part of the card each.",
                    "Leaders add thirty seconds of skipping between parts."),
    (6, "card"): ("Make a quarter turn from the floor.",
                  "Half turn jumps from the floor both ways, ten times, holding each landing."),
    (6, "movements"): ("Choose the handstand stage you can hold: a bunny kick is a fine choice.",
                       "Perform the sequence twice, the second time to the music."),
    (6, "review"): ("Give the scores by holding up fingers.",
                    "Perform the part with the lowest score once more."),
    (6, "alt"): ("Lead with a card of fix words to choose from.",
                 "Run the whole sequence after each leader."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)

# Each card's tricky, trickier and trickiest posed as its words say (the gym card page shows them).
LEVEL_FIGURES = {
    1: ("y4gym-arabesque-hold", "y6gym-lunge", "y4gym-arabesque-bench"),
    2: ("shoulder-stand-hold", "y6gym-shoulder-stand-straight", "y6gym-shoulder-stand-arms-flat"),
    3: ("y6gym-v-sit-tucked", "v-sit", "y6gym-v-sit-bench"),
    4: ("y4gym-crab", "bridge", "y6gym-bridge-one-leg"),
    5: ("y6gym-headstand-tuck", "y5gym-headstand-straight", "y6gym-headstand-alone"),
    6: ("jump", "y6gym-half-turn", "y6gym-half-turn-bench"),
}
for number, figures in LEVEL_FIGURES.items():
    LESSONS[number]["parts"]["card"]["level_figures"] = list(figures)
