"""Gym, Year 3, Unit 1: Shape and Balance. Six lessons on mats and low apparatus: the dish
and V-sit held with a tight tummy, the shoulder stand rocked into and rolled out of, and
balances linked by rolls and travels into a flowing sequence that ends in a straight jump.
Each lesson's gym card (knee scale, shoulder stand, headstand, V-sit, bridge, straight
jump, given by the catalogue) is taught as a safe Year 3 stage of that skill.

Written for this project by hand (no published scheme used). Each lesson runs about 40
minutes: warm-up 7, gym card 10, sequence 15, review 5, with mats out before the lesson
(or carried by fours: one pupil at each corner). Bare feet, no jewellery, hair tied back."""

from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "g3u1-shape-and-balance"
UNIT = {
    "strapline": "Squeeze, hold and flow: tight shapes, a shoulder stand and balances linked without a stop.",
    "cog_text": "Pupils learn that tension in the tummy and legs holds a shape still, and that a link is a "
    "movement that carries you smoothly from one balance into the next.",
    "purpose": "Year 3 pupils build core strength in the dish and V-sit, learn to rock into a shoulder stand and "
    "roll out of it with control, and link balances with rolls and travels into a flowing sequence.",
    "vocab": [
        ("Tension", "Squeezing your muscles tight so your shape stays firm and still."),
        ("Dish", "Lying on your back with shoulders and legs just off the mat, tummy pressed down."),
        ("V-sit", "Balancing on your bottom with legs and chest lifted to make a V."),
        ("Shoulder stand", "Balancing on your shoulders and upper arms with legs pointing to the ceiling."),
        ("Link", "A roll, travel or turn that joins one balance to the next."),
        ("Flow", "Moving from one part of a sequence to the next without stopping."),
    ],
}

# Poses nobody had drawn as step pictures (same joints as figures.STAND, 240 x 160).
POSES = {
    "dish-hold": {"head": (72, 122), "neck": (86, 130), "hip": (122, 140), "le": (64, 122), "lh": (44, 116),
                  "re": (64, 125), "rh": (44, 120), "lk": (148, 134), "lf": (172, 124), "rk": (148, 136),
                  "rf": (172, 127)},
    "knee-scale-hold": {"head": (78, 102), "neck": (92, 112), "hip": (134, 112), "le": (88, 128), "lh": (84, 146),
                        "re": (94, 128), "rh": (92, 146), "lk": (160, 100), "lf": (188, 92), "rk": (134, 142),
                        "rf": (162, 146)},
    "shoulder-stand-hold": {"head": (92, 138), "neck": (110, 134), "hip": (112, 94), "le": (126, 138),
                            "lh": (120, 110), "re": (128, 136), "rh": (122, 108), "lk": (110, 68), "lf": (108, 42),
                            "rk": (116, 68), "rf": (118, 42)},
    "tripod-headstand": {"head": (120, 140), "neck": (122, 126), "hip": (128, 96), "le": (104, 132), "lh": (100, 146),
                         "re": (144, 132), "rh": (148, 146), "lk": (110, 126), "lf": (136, 132), "rk": (142, 124),
                         "rf": (150, 130)},
    "log-roll-side": {"head": (74, 136), "neck": (90, 138), "hip": (132, 138), "le": (66, 128), "lh": (44, 128),
                      "re": (66, 132), "rh": (44, 134), "lk": (158, 138), "lf": (184, 140), "rk": (158, 141),
                      "rf": (184, 143)},
    "bridge-on-mat": {"head": (62, 138), "neck": (76, 136), "hip": (126, 106), "le": (92, 140), "lh": (110, 144),
                      "re": (94, 142), "rh": (112, 146), "lk": (156, 108), "lf": (164, 146), "rk": (160, 110),
                      "rf": (170, 146)},
}  # fmt: skip


def _plan(minutes, kit, set_out, safety):
    """The planning note's opening: time, equipment and how to set it out, safety."""
    return f"{minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety} How to do it:"


LESSONS = {
    1: lesson(
        "Tight Shapes",
        "To hold a dish and a V-sit for five seconds with a tight tummy.",
        [
            "Press your lower back into the mat in the dish",
            "Squeeze legs together and point your toes",
            "Count to five out loud: holding your breath makes you wobble",
        ],
        "8-10 mats, a tambourine, a 5-second sand timer or a count on the board.",
        "Mats in rows across the hall, 2 m apart, three or four pupils to a mat; everyone faces the teacher.",
        "Show the dish yourself or with a confident pupil, and praise a shaky but tight shape over a floppy "
        "still one: tension is the target.",
        ["tension", "dish", "V-sit", "hold"],
        "Hold a dish on the carpet for five seconds, three times, and teach someone at home how to do it.",
        {
            "warmup": part(
                "Warm-up: Shape Tag",
                "Run from the taggers. If you are caught, hold a tight shape until a friend frees you.",
                _plan(
                    7,
                    "2 bibs for taggers, the mats",
                    "Mats pushed to the sides; the middle of the hall clear.",
                    "Tag with a light touch on the shoulder; run round the mats, not over them.",
                ),
                "Two taggers. A tagged pupil holds a straight shape (arms up, legs together, tight). A free "
                "pupil unfreezes them by standing in front and copying the shape for a count of three. Change "
                "taggers every minute, and change the shape called: straight, then star, then tuck.",
                "Squeeze everything: fingers, tummy, legs, toes.",
                "Which muscles did you squeeze to keep your shape still?",
                (
                    "tagged pupils hold the shape on two feet",
                    "tagged pupils hold it on tiptoes",
                    "tagged pupils hold it on one foot",
                ),
                [
                    ("Run", "Find the spaces, away from the taggers.", "run"),
                    ("Caught", "Hold a tight straight shape.", "reach"),
                    ("Freed", "A friend copies you for three.", "pair"),
                ],
            ),
            "card": part(
                "Card: Tight Tummy Scale",
                "Make a table on your hands and knees, then stretch one leg back and hold it high.",
                _plan(
                    10,
                    "a mat per three or four pupils",
                    "Mats in rows, pupils kneeling along the long side.",
                    "Hands under shoulders, knee under hip; lift the leg only as high as the back stays flat.",
                ),
                "Start as a flat table on hands and knees. Slide one leg straight back along the mat, then lift "
                "it until it is in line with your back: that is the knee scale. Hold for five, lower slowly, "
                "change legs. The tight tummy from the dish keeps the back flat.",
                "Flat back like a table top: if your back sags, lower the leg a little.",
                "What did your tummy do to keep your back flat?",
                (
                    "slide the leg back along the mat and hold it there",
                    "lift the leg in line with the back and hold for five",
                    "lift the leg and the opposite arm together and hold for five",
                ),
                [
                    ("Table", "Hands and knees, flat back.", "bear"),
                    ("Stretch", "Slide one leg straight back.", "knee-scale-hold"),
                    ("Hold", "Lift it in line and count to five.", "knee-scale-hold"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Dish to V-sit",
                "Hold a dish, roll onto your side, sit up and balance in a V-sit.",
                _plan(
                    15,
                    "a mat per three or four pupils",
                    "Mats in rows; one pupil works while the others watch and count, then swap.",
                    "One pupil on a mat at a time; come out of a shape slowly.",
                ),
                "Teach each part, then link them. Dish: lie on your back, arms by ears, lift shoulders and legs "
                "just off the mat, hold for five. Roll onto your side and sit up. V-sit: sit tall, lean back a "
                "little, lift bent legs, then straighten them if you can, hold for five. The watchers count out "
                "loud and say 'tight' or 'floppy'.",
                "Lift only a little in the dish: the lower back stays pressed into the mat.",
                "Why is a small lift better than a big one in the dish?",
                (
                    "dish with arms by your sides, V-sit with hands on the mat",
                    "dish with arms by your ears, V-sit with bent legs",
                    "dish with arms by your ears, V-sit with straight legs and arms out",
                ),
                [
                    ("Dish", "Shoulders and legs just off the mat.", "dish-hold"),
                    ("Roll and sit", "Roll to your side and sit up tall.", "sit"),
                    ("V-sit", "Lift your legs and hold for five.", "v-sit"),
                ],
            ),
            "review": part(
                "Review: Shape Spotters",
                "Watch your partner's dish. Is it tight or floppy? Give one tip.",
                _plan(
                    5,
                    "the mats",
                    "Pairs on a mat, one performing and one spotting.",
                    "Performers hold for five only, then rest.",
                ),
                "The performer holds a dish then a V-sit; the spotter checks three things: toes pointed, legs "
                "together, back pressed down. They give one tip, then swap. The teacher asks two spotters to "
                "share what they saw.",
                "Spotters name a body part in their tip: toes, legs, back or tummy.",
                "What makes a shape look tight and strong?",
                (
                    "say 'tight' or 'floppy'",
                    "give one tip about a body part",
                    "give a tip and show it yourself",
                ),
                [
                    ("Perform", "Hold a dish for five.", "dish-hold"),
                    ("Spot", "Check toes, legs, back.", "pair"),
                    ("Tip", "Give one tip and swap.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Five-Second Circuit",
                "Visit four mats and hold a different tight shape on each for five seconds.",
                _plan(
                    15,
                    "4 mats, 4 shape cards (dish, V-sit, tuck, star)",
                    "One mat in each corner with a shape card on it; groups of 6-8 at each mat.",
                    "Walk between mats; one pupil per mat end.",
                ),
                "Groups hold the shape on their mat's card three times for five seconds, with the group "
                "counting out loud, then move clockwise on the tambourine. At the last mat, choose your best "
                "shape and show it to the group.",
                "Same tension every time: shape, squeeze, count, relax.",
                "Which shape was the hardest to hold for five, and why?",
                (
                    "hold each shape for three seconds",
                    "hold each for five seconds",
                    "hold each for five, then move into the next mat's shape without stopping",
                ),
                [
                    ("Read the card", "Which shape is on this mat?", "teacher"),
                    ("Hold", "Squeeze and count to five.", "tuck"),
                    ("Move on", "Walk to the next mat.", "run"),
                ],
            ),
        },
    ),
    2: lesson(
        "Rock to Candle",
        "To rock back into a shoulder stand and hold it with straight legs.",
        [
            "Rock back with a tight tuck, chin on chest",
            "Hands on your back, elbows on the mat",
            "Push your toes to the ceiling and squeeze",
        ],
        "A mat per three pupils, a tambourine.",
        "Mats in rows 2 m apart, three pupils to a mat taking turns, heads towards the middle of the mat.",
        "Check every mat has room behind the head. Never push a pupil over their head; shoulders and upper "
        "arms take the weight, never the neck.",
        ["shoulder stand", "rock", "tuck", "straight"],
        "Lie on your back on a bed or carpet and rock in a tuck ten times without using your hands to sit up.",
        {
            "warmup": part(
                "Warm-up: Tuck Rocks",
                "Hug your knees, tuck your chin and rock like a rocking chair.",
                _plan(
                    7,
                    "a mat per three pupils",
                    "Mats in rows; pupils sit on the mat in a tuck.",
                    "Chin tucked to the chest so the head never bangs the mat.",
                ),
                "Jog round the hall for 30 seconds, then to a mat. Sit in a tuck, hug the knees and rock back "
                "to the shoulders and forward to the feet, five times. Then rock and stand up without using "
                "your hands.",
                "Round back like a banana: a round back rocks, a flat back bumps.",
                "Why does tucking your chin help you rock?",
                (
                    "small rocks, hands holding knees",
                    "big rocks back to the shoulders",
                    "rock back and stand up with no hands",
                ),
                [
                    ("Jog", "Jog round the mats.", "run"),
                    ("Tuck", "Hug your knees, chin in.", "tuck"),
                    ("Rock", "Rock back and forward.", "crouch"),
                ],
            ),
            "card": part(
                "Card: Candlestick Rocks",
                "Rock back, put your hands on your back and push your legs up like a candle.",
                _plan(
                    10,
                    "a mat per three pupils",
                    "Pupils lie along the mat, head at one end with a clear metre beyond it.",
                    "Weight on the shoulders and upper arms, never the neck; come down "
                    "by bending the knees to the chest.",
                ),
                "From the tuck rock, rock back and keep going until the hips are over the shoulders. Put your "
                "hands on your lower back, elbows on the mat, and push the legs up: first bent, then straight. "
                "Hold for five, bend the knees back to the chest and roll down slowly.",
                "Hips over shoulders, toes to the ceiling, elbows in.",
                "What do your hands and elbows do in a shoulder stand?",
                (
                    "hold it with bent legs, knees over your face",
                    "straighten the legs and hold for five",
                    "hold for five, then open into a straddle and close again",
                ),
                [
                    ("Rock back", "Tight tuck, roll to the shoulders.", "tuck"),
                    ("Hands on back", "Elbows on the mat.", "shoulder-stand-hold"),
                    ("Candle", "Push your toes to the ceiling.", "shoulder-stand-hold"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Dish, Rock, Candle",
                "Hold a dish, tuck and rock back into your candle, then come down slowly.",
                _plan(
                    15,
                    "a mat per three pupils",
                    "The same mats; two watch, one performs.",
                    "Wait for the mat to be clear before you start.",
                ),
                "Link last lesson's dish to today's candle: dish for five, pull the knees into a tuck, rock back "
                "into the shoulder stand, hold for five, roll down into a tuck and finish in a V-sit. Each pupil "
                "does the sequence three times; watchers count the holds.",
                "Pull in to a tight tuck before you rock: small and round is easier to rock.",
                "How did the tuck help you get into the candle?",
                (
                    "dish, tuck rock, candle with bent legs",
                    "dish, rock, candle with straight legs, V-sit",
                    "do it all with no pauses except the holds",
                ),
                [
                    ("Dish", "Hold for five.", "dish-hold"),
                    ("Rock", "Tuck and rock back.", "tuck"),
                    ("Candle", "Legs up and hold for five.", "shoulder-stand-hold"),
                ],
            ),
            "review": part(
                "Review: Candle Check",
                "Show your candle. Are your legs straight up like a candle flame?",
                _plan(
                    5,
                    "the mats",
                    "Half the class performs while the other half watches from the mat ends.",
                    "Performers come down with bent knees.",
                ),
                "Performers hold a shoulder stand for five. Watchers look for hips over shoulders and straight, "
                "pointed legs, and give a thumbs up or a tip. Swap.",
                "A straight candle has the hips right above the shoulders.",
                "Where should your hips be in a good candle?",
                (
                    "show a candle with bent legs",
                    "show a straight candle",
                    "show a straight candle and explain the hands and elbows",
                ),
                [
                    ("Perform", "Hold your candle.", "shoulder-stand-hold"),
                    ("Watch", "Hips over shoulders?", "pair"),
                    ("Thumbs", "Thumbs up or a tip.", "wave"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Partner Candles",
                "One partner makes a candle while the other checks it is straight, then swap.",
                _plan(
                    15,
                    "a mat per pair",
                    "Pairs on a mat, one working, one kneeling beside it.",
                    "The helper only checks and talks: no lifting or pushing legs.",
                ),
                "The worker rocks into a candle. The helper kneels at the side and says 'hips up', 'squeeze' "
                "or 'straight'. Then both do candles side by side and try to match: same time up, same time "
                "down.",
                "Match your partner: start on 'three, two, one, rock'.",
                "How did you and your partner match your candles?",
                (
                    "the helper counts the hold",
                    "the helper gives tips",
                    "both go up and down together in time",
                ),
                [
                    ("Help", "Kneel at the side and check.", "pair"),
                    ("Rock up", "Rock into the candle.", "shoulder-stand-hold"),
                    ("Match", "Go up together.", "tuck"),
                ],
            ),
        },
    ),
    3: lesson(
        "Strong Bases",
        "To roll out of a shoulder stand with control into a crouch or a new balance.",
        [
            "Bend your knees to your chest to come out of the candle",
            "Roll forward with a round back",
            "Feet under you, arms forward, and stand without hands",
        ],
        "A mat per three pupils, a tambourine, a drawing of the tripod triangle (two hands and a forehead) per mat.",
        "Mats in rows 2 m apart; three pupils to a mat, taking turns from the same end.",
        "The tripod is a Year 3 first step on the way to a headstand: knees rest on elbows and feet stay near "
        "the mat; no pupil kicks up to a full headstand in this unit.",
        ["roll out", "crouch", "tripod", "base"],
        "Show someone at home how you roll out of a candle to a crouch on a soft carpet or bed.",
        {
            "warmup": part(
                "Warm-up: Animal Bases",
                "Travel like animals on your hands and feet to make your arms and shoulders strong.",
                _plan(
                    7,
                    "the mats",
                    "Mats to the sides; travel in the middle.",
                    "Travel in the same direction round the hall; look up so you do not bump.",
                ),
                "Thirty seconds of each: bear (hands and feet, hips high), crab (tummy up, hips up), frog (squat "
                "and spring to land on hands then feet). Between animals, stop and hold a tight star.",
                "Hands flat with fingers spread, like a starfish.",
                "Which animal made your arms work the hardest?",
                (
                    "bear and crab walks slowly",
                    "all three animals at a steady pace",
                    "add a hold on three points in each animal",
                ),
                [
                    ("Bear", "Hands and feet, hips high.", "bear"),
                    ("Frog", "Squat and spring.", "crouch"),
                    ("Star", "Stop and hold a tight star.", "star"),
                ],
            ),
            "card": part(
                "Card: Tripod First Step",
                "Make a triangle with your hands and head and rest your knees on your elbows.",
                _plan(
                    10,
                    "a mat per three pupils",
                    "Pupils kneel at one end of the mat facing along it.",
                    "Feet stay near the mat; no kicking up. The top of the forehead touches the mat, not the "
                    "back of the head.",
                ),
                "Kneel. Put your hands flat, shoulder-width apart, and the top of your forehead in front of them "
                "so the two hands and head make a triangle. Walk the feet in until the hips are high, then lift "
                "one knee onto one elbow, then the other. Hold for three, then step down and kneel up.",
                "Triangle first: hands and head make a triangle, not a straight line.",
                "Why is a triangle base stronger than a line?",
                (
                    "triangle base with feet on the mat, hips high",
                    "one knee on an elbow and hold for three",
                    "both knees on the elbows and hold for three",
                ),
                [
                    ("Triangle", "Hands and forehead make a triangle.", "crouch"),
                    ("Hips high", "Walk your feet in.", "bear"),
                    ("Knees up", "Rest your knees on your elbows.", "tripod-headstand"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Candle to Crouch",
                "Hold a candle, bend your knees and roll forward to a crouch, then stand up tall.",
                _plan(
                    15,
                    "a mat per three pupils",
                    "Start on your back at one end of the mat so there is room to roll forward.",
                    "Hands reach forward as you roll so the weight comes over the feet.",
                ),
                "Candle for five, bend the knees to the chest, roll forward with a round back and reach the "
                "arms forward to land in a crouch, feet close to the bottom. Then stand and finish with a "
                "stretch. Practise three times; a partner says where it was smooth or bumpy.",
                "Feet tucked close to your bottom when you land, then reach forward.",
                "What helps you come up to your feet without using your hands?",
                (
                    "roll out to sitting, then stand",
                    "roll out to a crouch and stand",
                    "roll out to a crouch and straight into a stretch jump",
                ),
                [
                    ("Candle", "Hold it for five.", "shoulder-stand-hold"),
                    ("Knees in", "Bend your knees to your chest.", "tuck"),
                    ("Crouch", "Roll forward to a crouch.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Roll-Out Judges",
                "Watch a roll-out. Give it a score out of three: control, feet and finish.",
                _plan(
                    5,
                    "the mats",
                    "Groups of three stay at their mat.",
                    "Judges sit at the side of the mat, not the end.",
                ),
                "Each pupil performs candle to crouch once. The two judges hold up fingers: one for a still "
                "candle, one for feet under them, one for a tall finish. The teacher asks a group to show its "
                "best roll-out.",
                "Ask which of the three points is hardest and why.",
                "Which part of your roll-out needs the most practice?",
                (
                    "judge one point",
                    "judge all three points",
                    "judge and give a tip for the weakest point",
                ),
                [
                    ("Perform", "Candle, roll, crouch.", "shoulder-stand-hold"),
                    ("Judge", "Fingers up for each point.", "pair"),
                    ("Finish", "Stand tall for the judges.", "reach"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Candle Escape Routes",
                "Find three different ways out of your candle: to a crouch, to a sit and to a roll sideways.",
                _plan(
                    15,
                    "a mat per three pupils",
                    "Groups at their mats; a card with the three escape routes on each mat.",
                    "Come down from the candle before you change direction.",
                ),
                "Candle, then escape one of three ways: roll forward to a crouch, lower to a straddle sit, or "
                "bend the knees to one side and log roll away. Try all three, choose a favourite and show it to "
                "the group.",
                "Every escape starts with bent knees coming down slowly.",
                "Which way out of the candle was the most controlled?",
                (
                    "escape to sitting",
                    "escape to a crouch or a straddle sit",
                    "escape into a log roll and finish in a dish",
                ),
                [
                    ("Candle", "Up into the candle.", "shoulder-stand-hold"),
                    ("Choose", "Pick a way out.", "teacher"),
                    ("Escape", "Roll away on your side.", "log-roll-side"),
                ],
            ),
        },
    ),
    4: lesson(
        "Link It Up",
        "To link a shoulder stand to another balance with a roll or travel that flows.",
        [
            "Finish one move in the starting place of the next",
            "Keep moving slowly through the link: no sitting and waiting",
            "Hold every balance for three before you move on",
        ],
        "A mat per three pupils, 2 low benches, a tambourine.",
        "Mats in rows; two low benches at the end of the hall with a mat beside each for the alternative.",
        "Model a jerky link and a smooth one and ask pupils what changed; praise slow, controlled links "
        "over fast ones.",
        ["link", "flow", "V-sit", "log roll"],
        "Plan three balances and two links on paper, with pictures, and bring it to the next lesson.",
        {
            "warmup": part(
                "Warm-up: Travel Links",
                "Travel one way, hold a balance, then travel a new way when the tambourine shakes.",
                _plan(7, "a tambourine", "Clear floor space.", "Travel into spaces; hold balances away from others."),
                "Pupils choose a travel (skip, side-step, bear walk). On one tap, they hold a balance on three "
                "points; on a shake, they choose a new travel. Challenge: go from the balance into the new "
                "travel without stopping.",
                "Go straight from the balance into the travel, like a smooth gear change.",
                "How did you get from your balance into the next travel?",
                (
                    "travel and hold on four points",
                    "travel and hold on three points",
                    "hold on two points and flow straight into the new travel",
                ),
                [
                    ("Travel", "Choose a way to travel.", "side-step"),
                    ("Balance", "Tap: hold on three points.", "one-leg"),
                    ("New travel", "Shake: travel a new way.", "bear"),
                ],
            ),
            "card": part(
                "Card: Balance on Your Bottom",
                "Sit tall, lean back a little and lift your legs to balance in a V.",
                _plan(
                    10,
                    "a mat per three pupils",
                    "Pupils sit along the mat, all facing the same way.",
                    "Lean back only until the legs lift; keep the back straight, not rounded.",
                ),
                "From a tall sit with bent knees, hold the back of the thighs, lean back and lift the feet. "
                "Let go and reach the arms forward. Straighten the legs if you can. Hold for five. Then try "
                "rolling back from the V-sit into a candle and back again.",
                "Balance on the bit of your bottom just behind the sit bones: find the tipping point.",
                "Where is your balance point in a V-sit?",
                (
                    "hold the backs of your legs, feet lifted",
                    "arms forward, bent legs, hold for five",
                    "straight legs, then roll back to a candle and return to the V",
                ),
                [
                    ("Sit tall", "Knees bent, hands on thighs.", "sit"),
                    ("Lift", "Lean back, lift your feet.", "v-sit"),
                    ("Hold", "Arms forward and hold for five.", "v-sit"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Candle, Roll, V-sit",
                "Link a candle, a log roll and a V-sit so you never stop except to hold.",
                _plan(
                    15,
                    "a mat per three pupils",
                    "Pupils start on their backs across the mat so the log roll goes along it.",
                    "Check the mat is clear on the side you roll to.",
                ),
                "Candle for three, lower the legs to a dish, log roll along the mat (arms above the head, body "
                "long and tight), roll onto the back, sit up into a V-sit and hold for three. Practise until "
                "it flows, then show it to your group.",
                "Hold, then go: each balance ends by moving straight into the link.",
                "Where in your sequence did you stop when you did not mean to?",
                (
                    "candle, sit, log roll, sit",
                    "candle, dish, log roll, V-sit",
                    "two log rolls, and finish the V-sit with straight legs",
                ),
                [
                    ("Candle", "Hold for three.", "shoulder-stand-hold"),
                    ("Log roll", "Long and tight along the mat.", "log-roll-side"),
                    ("V-sit", "Sit up and hold.", "v-sit"),
                ],
            ),
            "review": part(
                "Review: Smooth or Stop?",
                "Watch a sequence and wave a hand every time it stops when it should flow.",
                _plan(
                    5,
                    "the mats",
                    "One group performs at a time; the class sits facing them.",
                    "Watchers sit still on their mat ends.",
                ),
                "Three performers show candle, roll, V-sit. The class waves a hand at every unplanned stop. "
                "Then the teacher asks: what could they do to keep it flowing there?",
                "Good answers suggest a link: keep rolling, reach, or move straight into the next shape.",
                "What could you change to keep your sequence flowing?",
                (
                    "spot a stop",
                    "spot a stop and say where",
                    "suggest a link to remove the stop",
                ),
                [
                    ("Watch", "Watch the sequence.", "sit"),
                    ("Wave", "Wave at a stop.", "wave"),
                    ("Fix", "Suggest a smoother link.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Bench Link",
                "Balance on the bench, step off onto the mat and roll away into your V-sit.",
                _plan(
                    15,
                    "2 low benches, a mat beside each",
                    "Benches at the end of the hall, a mat along the side of each; groups of four take turns.",
                    "One pupil on a bench at a time; step off, never jump backwards off a bench.",
                ),
                "Walk along the bench, hold a balance in the middle (knee scale or one-leg), step off onto the "
                "mat, crouch, log roll along the mat and finish in a V-sit. The group rotates between the "
                "floor sequence and the bench.",
                "Step off softly onto the mat and go straight into the crouch.",
                "How did you link the bench balance to the floor?",
                (
                    "walk the bench and step off to a crouch",
                    "add a balance on the bench and the log roll",
                    "add a half turn on the bench before the balance",
                ),
                [
                    ("Bench", "Walk and balance.", "tightrope"),
                    ("Step off", "Land softly on the mat.", "land"),
                    ("Roll to V", "Log roll and sit in a V.", "log-roll-side"),
                ],
            ),
        },
    ),
    5: lesson(
        "Make It Flow",
        "To link balances with rolls and travels so the sequence flows without stopping.",
        [
            "Choose balances that lead into each other",
            "Use a roll or travel to change level",
            "Practise until your partner cannot see the joins",
        ],
        "A mat per pair, 2 low benches, a planning sheet and pencil per pair.",
        "Pairs at a mat; a bench at each end of the hall for pairs who want apparatus.",
        "Give pairs time to plan and practise; visit each pair once and ask 'where is the join?'.",
        ["sequence", "level", "join", "smooth"],
        "Draw your sequence as a comic strip: three balance boxes with arrows for the links.",
        {
            "warmup": part(
                "Warm-up: Mat Pathways",
                "Travel round the mats in a pattern: straight lines, curves and zigzags.",
                _plan(
                    7,
                    "the mats",
                    "Mats laid out in rows with corridors between them.",
                    "Travel between the mats, not on them.",
                ),
                "Call a pathway and a travel ('curved skip', 'zigzag side-step', 'straight bear walk'). On the "
                "tambourine, stop on a mat and hold a dish or V-sit. Repeat with new pathways.",
                "Change direction smoothly: slow down into the corner.",
                "Which pathway was hardest to keep smooth?",
                (
                    "walk the pathways",
                    "skip and side-step them",
                    "choose your own pathway and travel and show them",
                ),
                [
                    ("Pathway", "Travel round the mats.", "side-step"),
                    ("Stop", "Tambourine: onto a mat.", "land"),
                    ("Hold", "Dish or V-sit.", "v-sit"),
                ],
            ),
            "card": part(
                "Card: Hips to the Sky",
                "Lie on your back, feet flat, and push your hips up to make a bridge.",
                _plan(
                    10,
                    "a mat per pair",
                    "Pupils lie along the mat, knees bent, feet flat near the bottom.",
                    "Push through the feet; the head and shoulders stay on the mat.",
                ),
                "Shoulder bridge: feet flat, arms by the sides, push the hips up until the body is a straight "
                "slope from knees to shoulders. Hold for five and lower one part of the back at a time. Next "
                "step: the table top, sitting with hands behind, push the tummy up to make a flat table.",
                "Squeeze your bottom to push the hips higher.",
                "What pushes your hips up in a bridge?",
                (
                    "shoulder bridge with hips a little up",
                    "shoulder bridge in a straight slope for five",
                    "table top with a straight tummy for five",
                ),
                [
                    ("Lie", "Knees bent, feet flat.", "sit"),
                    ("Push up", "Hips to the sky.", "bridge-on-mat"),
                    ("Lower", "Down one bit of your back at a time.", "dish-hold"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Three Balances, Two Links",
                "With your partner, plan three balances and two links, and practise until it flows.",
                _plan(
                    15,
                    "a mat per pair, a planning sheet",
                    "Pairs at their mats.",
                    "Practise one pupil at a time on the mat.",
                ),
                "Pairs choose three balances from the unit (dish, V-sit, candle, knee scale, bridge) and two "
                "links (log roll, rock, travel), and write them on the sheet. Each starts and finishes still. "
                "Practise five times; the partner marks where it stops.",
                "Put the balances in an order that flows: a candle flows into a rock, a rock into a V-sit.",
                "Why did you choose that order for your balances?",
                (
                    "two balances and one link",
                    "three balances and two links",
                    "three balances, two links and a change of level",
                ),
                [
                    ("Plan", "Write three balances and two links.", "pair"),
                    ("Practise", "Perform it on the mat.", "knee-scale-hold"),
                    ("Polish", "Partner spots the joins.", "v-sit"),
                ],
            ),
            "review": part(
                "Review: Flow Partners",
                "Perform your sequence for another pair. They tell you the smoothest link.",
                _plan(
                    5,
                    "the mats, the planning sheets",
                    "Two pairs share a mat: one performs, one watches.",
                    "Performers take turns on the mat.",
                ),
                "Each pupil performs once. The watching pair says the smoothest link and one place to make "
                "smoother. Then swap.",
                "Ask watchers to use the words link, flow and still.",
                "Which link in your sequence is the smoothest?",
                (
                    "say the best balance",
                    "say the smoothest link",
                    "say one change that would make it flow more",
                ),
                [
                    ("Perform", "Show your sequence.", "shoulder-stand-hold"),
                    ("Watch", "Spot the best link.", "pair"),
                    ("Swap", "Now the others perform.", "wave"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Apparatus Flow",
                "Take your sequence onto a bench: one balance on the bench, the others on the mat.",
                _plan(
                    15,
                    "2 low benches, mats beside them",
                    "A bench with a mat along each side; groups of four rotate.",
                    "Carry the bench with four pupils, one at each corner, bending the knees; step off forwards.",
                ),
                "Pupils adapt their floor sequence: start with a balance on the bench, step off to the mat, "
                "link with a roll, finish with a floor balance. Practise three times; the group watches the "
                "last go.",
                "Change level with the step off: high on the bench, low on the mat.",
                "How did the bench change your sequence?",
                (
                    "one balance on the bench, then step off",
                    "a balance on the bench, a step off and a roll",
                    "two balances on the bench linked by a half turn",
                ),
                [
                    ("On the bench", "Hold a balance.", "one-leg"),
                    ("Step off", "Land on the mat.", "land"),
                    ("Roll and hold", "Roll and finish still.", "log-roll-side"),
                ],
            ),
        },
    ),
    6: lesson(
        "Sequence Show",
        "To perform a flowing sequence with a V-sit or dish, a shoulder stand and a straight-jump finish.",
        [
            "Start still and finish still",
            "Hold every balance for three",
            "Finish with a straight jump and a soft landing",
        ],
        "A mat per pair, a low bench or box top per group of four, a speaker for music.",
        "Pairs at mats for practice; half the class performs while the other half watches, then swap.",
        "Make the show feel special: music, an audience and applause. Praise the control of each pupil "
        "against their first lesson, not against each other.",
        ["perform", "straight jump", "control", "audience"],
        "Perform your sequence for someone at home on a carpet and ask them which balance was the stillest.",
        {
            "warmup": part(
                "Warm-up: Shape Call-Out",
                "I call a shape, you make it fast and tight: dish, V-sit, tuck, star, candle.",
                _plan(
                    7, "a mat per pair", "Pairs at their mats.", "Only two pupils on a mat; candles only on the mat."
                ),
                "Jog round the mats. When a shape is called, go to the nearest mat and make it for three "
                "seconds, then jog on. Finish with the shapes in the order of your own sequence.",
                "Get into the shape quickly, then squeeze.",
                "Which shape can you now hold best?",
                (
                    "the teacher shows each shape",
                    "pupils make the shape from the name",
                    "pupils link two shapes called together",
                ),
                [
                    ("Jog", "Round the mats.", "run"),
                    ("Call", "Shape called: go to a mat.", "teacher"),
                    ("Squeeze", "Hold it for three.", "dish-hold"),
                ],
            ),
            "card": part(
                "Card: Stick the Landing",
                "Jump up straight and tall, then land softly with bent knees and hold still.",
                _plan(
                    10,
                    "a mat per pair, 2 low benches or box tops with a mat in front",
                    "Mats for floor jumps; benches or box tops for jumps down.",
                    "One pupil at a time on the bench; land on the mat with two feet, knees bent.",
                ),
                "Straight jump: swing the arms up, jump from two feet, body straight and tight in the air, "
                "toes pointed, land on the balls of the feet and bend the knees, arms forward, and hold for "
                "three. Floor first, then from a low bench onto the mat.",
                "Land like a feather: toes, heels, bend, hold.",
                "What made your landing quiet and still?",
                (
                    "jump on the floor and land in a crouch",
                    "jump on the floor and land and hold for three",
                    "jump from the bench with a straight shape and land and hold",
                ),
                [
                    ("Swing", "Arms back, knees bent.", "crouch"),
                    ("Jump", "Straight and tight in the air.", "jump"),
                    ("Land", "Soft knees, arms forward, hold.", "land"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Our Final Sequence",
                "Perform your sequence: a dish or V-sit, a candle, links that flow and a straight jump finish.",
                _plan(
                    15,
                    "a mat per pair, music",
                    "Half the class at mats ready; the rest sit as the audience.",
                    "Performers keep to their own mat.",
                ),
                "Pupils add the straight jump to the end of last lesson's sequence and practise twice. Then "
                "half the class performs to music together while the other half watches one chosen performer "
                "and gives them two stars and a wish. Swap.",
                "Show the audience a still start and a still finish.",
                "What did your audience like best about your sequence?",
                (
                    "a sequence of two balances, a link and the jump",
                    "three balances, two links and the jump",
                    "add a change of level and a bench balance",
                ),
                [
                    ("Ready", "Still start on the mat.", "stand"),
                    ("Perform", "Balances and links.", "shoulder-stand-hold"),
                    ("Finish", "Straight jump and land.", "jump"),
                ],
            ),
            "review": part(
                "Review: Stars and a Wish",
                "Tell your performer two stars and one wish about their sequence.",
                _plan(
                    5,
                    "none",
                    "Audience pupils sit with the performer they watched.",
                    "Cool down first with slow stretches on the mat.",
                ),
                "Each audience pupil gives two stars (something that was still, tight or smooth) and one wish "
                "(something to practise). The teacher asks the class what has improved since the first lesson.",
                "Stars and wishes should use the unit's words: tension, hold, link, flow.",
                "What can you do now that you could not do in the first lesson?",
                (
                    "give one star",
                    "give two stars and a wish",
                    "give a wish and show how to do it",
                ),
                [
                    ("Stretch", "Cool down slowly.", "lean"),
                    ("Stars", "Two things you liked.", "pair"),
                    ("Wish", "One thing to practise.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Partner Match",
                "Perform your sequence side by side with a partner, doing the same moves at the same time.",
                _plan(
                    15,
                    "a mat per pair, music",
                    "Partners on one mat side by side, or two mats together.",
                    "Leave an arm's length between you on the mat.",
                ),
                "Pairs merge their sequences into one they can both do: three balances, two links and the "
                "straight jump. They perform in unison, then try starting one after the other (a canon). "
                "Show one version to another pair.",
                "Count together out loud in practice so you stay in time.",
                "How did you keep in time with your partner?",
                (
                    "the same moves, one after the other",
                    "the same moves at the same time",
                    "the same moves, one version mirrored",
                ),
                [
                    ("Side by side", "Start still together.", "pair"),
                    ("Match", "Balance at the same time.", "v-sit"),
                    ("Jump", "Finish together with a jump.", "jump"),
                ],
            ),
        },
    ),
}

# The card levels' own pictures (level_figures): each level posed as its words say.
POSES |= {
    # Knee scale with the leg lifted and the opposite arm reaching forward.
    "y3gym-scale-arm-reach": {**POSES["knee-scale-hold"], "re": (74, 110), "rh": (54, 106)},
    # Tripod base: hands and forehead on the mat, feet walked in, hips high.
    "y3gym-headstand-base": {**POSES["tripod-headstand"], "hip": (136, 92), "lk": (158, 118), "lf": (180, 146),
                             "rk": (162, 120), "rf": (186, 146)},
    # Tripod with one knee resting on an elbow, the other foot on the mat.
    "y3gym-headstand-one-knee": {**POSES["tripod-headstand"], "lk": (98, 116), "lf": (118, 100), "rk": (156, 120),
                                 "rf": (176, 146)},
    # Balancing on the bottom, feet lifted, hands holding the backs of the legs.
    "y3gym-v-sit-hold-legs": {"head": (96, 64), "neck": (102, 78), "hip": (120, 124), "le": (112, 100),
                              "lh": (132, 112), "re": (114, 102), "rh": (134, 114), "lk": (142, 100),
                              "lf": (162, 112), "rk": (144, 104), "rf": (164, 116)},
    # Shoulder bridge with the hips only a little off the mat.
    "y3gym-bridge-low-on-mat": {**POSES["bridge-on-mat"], "hip": (122, 124), "lk": (152, 112), "rk": (156, 114)},
    # A straight jump off the end of a bench: legs together, arms up.
    "y3gym-bench-jump": {"head": (120, 36), "neck": (120, 52), "hip": (120, 92), "le": (106, 40), "lh": (100, 26),
                         "re": (134, 40), "rh": (140, 26), "lk": (116, 114), "lf": (114, 134), "rk": (124, 114),
                         "rf": (126, 134)},
}  # fmt: skip
LEVEL_FIGURES = {
    1: ("y4gym-knee-scale-low", "knee-scale-hold", "y3gym-scale-arm-reach"),
    2: ("y4gym-candle-bent", "shoulder-stand-hold", "y4gym-shoulder-straddle"),
    3: ("y3gym-headstand-base", "y3gym-headstand-one-knee", "tripod-headstand"),
    4: ("y3gym-v-sit-hold-legs", "v-sit-bent-knees", "v-sit"),
    5: ("y3gym-bridge-low-on-mat", "bridge-on-mat", "y2gym-table"),
    6: ("crouch", "land", "y3gym-bench-jump"),
}
for number, figures in LEVEL_FIGURES.items():
    LESSONS[number]["parts"]["card"]["level_figures"] = list(figures)
