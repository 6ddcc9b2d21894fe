"""Gym, Year 5, Unit 1: Shape and Balance. Six lessons that build a headstand in safe stages
(tripod, tucked headstand with a spotter, headstand with support), counter balances and
counter tensions in pairs, threes and fours, and a group sequence in canon and unison on
the theme 'Bridges and Towers'. Each lesson's gym card (knee scale, shoulder stand,
headstand, V-sit, bridge, straight jump, given by the catalogue) is taught as a Year 5 stage.

Written for this project by hand (no published scheme used). Each lesson runs about 45
minutes: warm-up 7, gym card 10, sequence 18, review 5, mats out before the lesson (carried
by fours, one pupil at each corner). Bare feet, no jewellery, hair tied back."""

from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "g5u1-shape-and-balance"
UNIT = {
    "strapline": "Upside down and together: a headstand in safe stages, group balances and a sequence in canon.",
    "cog_text": "Pupils learn that a wide, strong base and a tight body make a balance safe, and that partners "
    "balance by pushing or pulling with equal force.",
    "purpose": "Year 5 pupils build a headstand in safe stages, make counter balances and counter tensions in "
    "threes and fours, and compose a group sequence in canon and unison on the theme 'Bridges and Towers'.",
    "vocab": [
        ("Base", "The body parts you balance on; a wide base is a steady base."),
        ("Tripod", "Head and two hands making a triangle on the mat."),
        ("Counter balance", "Partners leaning towards each other, each holding the other up by pushing."),
        ("Counter tension", "Partners leaning away from each other, each holding the other up by pulling."),
        ("Canon", "The same move performed one after another, like a wave."),
        ("Unison", "Everyone performing the same move at the same time."),
    ],
}

# Balances nobody had drawn (joints as figures.STAND, 240 x 160).
POSES = {
    # Upside down on head and hands, body and legs straight up.
    "y5gym-headstand-straight": {"head": (120, 138), "neck": (120, 124), "hip": (120, 84), "le": (104, 130),
                                 "lh": (98, 146), "re": (136, 130), "rh": (142, 146), "lk": (118, 58),
                                 "lf": (118, 32), "rk": (122, 58), "rf": (122, 32)},
    # Leaning back with straight arms, holding a partner's wrists (counter tension).
    "y5gym-lean-away": {"head": (92, 46), "neck": (100, 60), "hip": (116, 100), "le": (128, 62), "lh": (156, 60),
                        "re": (130, 66), "rh": (158, 64), "lk": (134, 120), "lf": (132, 146), "rk": (138, 122),
                        "rf": (140, 146)},
    # Leaning in with straight arms, pushing against a partner's hands (counter balance).
    "y5gym-lean-in": {"head": (150, 48), "neck": (142, 60), "hip": (112, 100), "le": (160, 58), "lh": (182, 50),
                      "re": (162, 62), "rh": (184, 56), "lk": (104, 122), "lf": (94, 146), "rk": (108, 124),
                      "rf": (100, 146)},
}  # fmt: skip

SAFE = "Bare feet, no jewellery, hair tied back; one pupil on a mat end at a time; the teacher sees every mat."


def _plan(minutes, kit, set_out, organisation, safety=SAFE):
    return f"Time: {minutes} min. Equipment: {kit}. Set out: {set_out} Organisation: {organisation} Safety: {safety}"


LESSONS = {
    1: lesson(
        "Strong Bases",
        "To make a strong tripod balance, knees resting on the elbows, as the first stage of a headstand.",
        [
            "Head and hands make a triangle",
            "Top of the forehead on the mat, not the crown",
            "Knees rest on the elbows, back straight",
        ],  # fmt: skip
        "12 mats, a tambourine, a picture of the tripod triangle on the board.",
        "Mats in rows 2 m apart, two or three pupils to a mat, working one at a time from the mat's end.",
        "Draw the triangle on the board and show where the forehead goes; check every tripod yourself before "
        "anyone lifts their knees.",
        ["base", "tripod", "triangle", "tension"],
        "On a carpet or bed, make the head-and-hands triangle and hold it (knees on the floor) for ten seconds.",
        {
            "warmup": part(
                "Warm-up: Base Swap",
                "Travel, and on the tambourine balance on the number of body parts I call!",
                _plan(
                    7,
                    "a tambourine, the mats",
                    "Mats pushed to the edges; the middle of the hall clear.",
                    "The whole class travelling in the spaces.",
                ),
                "Pupils jog, skip and side-step. On the tambourine the teacher calls a number: 4 (e.g. hands and "
                "feet), 3, 2 or 1. Pupils hold a balance on that many parts for five. Finish with wrist circles, "
                "neck rolls side to side (never backwards) and a slow cat-stretch on hands and knees.",
                "Wide bases are steady; squeeze your tummy to hold still.",
                "Which balance had the widest base, and was it the steadiest?",
                ("call 4 and 3 points", "call 4, 3 and 2 points", "call 2 and 1 points with eyes closed for three"),
                [
                    ("Travel", "Jog into the spaces.", "run"),
                    ("Four points", "Hold a balance on hands and feet.", "bear"),
                    ("One point", "Hold a balance on one foot.", "one-leg"),
                ],
            ),
            "card": part(
                "Card: Knee Scale Base",
                "Make a flat table, stretch one leg back and hold your knee scale for five.",
                _plan(10, "a mat per two or three pupils", "Mats in rows.", "One pupil per mat end; partners check."),
                "From hands and knees with hands under shoulders, stretch one leg straight back and lift it level "
                "with the back. Hold for five, lower, change legs. Year 5 adds: lift the opposite arm forward too, "
                "then hold with eyes on the mat between the hands, the same place the forehead will go in the tripod.",
                "A flat back and a tight tummy; the lifted leg stays straight with a pointed foot.",
                "How does your tummy help your back stay flat?",
                ("leg slides back along the mat", "leg lifted level with the back", "leg and opposite arm lifted"),
                [
                    ("Table", "Hands under shoulders, flat back.", "bear"),
                    ("Stretch", "Leg straight back and up.", "knee-scale-hold"),
                    ("Reach", "Opposite arm forward, hold for five.", "knee-scale-hold"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Tripod Triangle",
                "Build the triangle with your head and hands, then rest your knees on your elbows.",
                _plan(
                    18,
                    "a mat per two or three pupils",
                    "Mats in rows, pupils kneeling at the mat's end.",
                    "Pairs: a worker and a checker; swap after each go.",
                    SAFE + " Nobody kicks up; come down the way you went up.",
                ),
                "Kneel, put hands shoulder-width apart, then the top of the forehead in front of them so head and "
                "hands make a triangle (the checker looks from the side). Walk the feet in until the hips are over "
                "the head. Place one knee, then the other, on the elbows and hold for three. Lower the knees one at "
                "a time. Link: tripod, come down, roll sideways into a log roll, finish in a star.",
                "Push the floor away with the hands so the neck carries little weight.",
                "Where were your hips when the tripod felt steady?",
                (
                    "triangle and feet walked in, knees stay on the mat",
                    "one knee on an elbow",
                    "both knees on the elbows for five",
                ),
                [
                    ("Triangle", "Head and hands make a triangle.", "tripod-headstand"),
                    ("Knees up", "Knees rest on the elbows.", "tripod-headstand"),
                    ("Finish", "Lower, log roll, finish in a star.", "log-roll-side"),
                ],
            ),
            "review": part(
                "Review: Triangle Check",
                "Look at your partner's triangle from the side: is it a triangle or a line?",
                _plan(5, "the mats", "Pairs on a mat.", "One shows, one checks; swap."),
                "The performer builds the triangle (knees on the mat). The checker looks from the side and says "
                "'triangle' or 'line', then one tip. Two pairs show the class.",
                "A line (hands level with the head) tips over; a triangle holds.",
                "Why is a triangle base steadier than a line?",
                ("say 'triangle' or 'line'", "give one tip", "show the fix yourself"),
                [
                    ("Build", "Make the triangle.", "tripod-headstand"),
                    ("Check", "Look from the side.", "pair"),
                    ("Tip", "Give one tip.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Four-Point to Three-Point",
                "Balance on four points, lift one away to balance on three, then make your tripod.",
                _plan(18, "a mat per two or three pupils", "Mats in rows.", "Pairs, taking turns."),
                "Start in a four-point balance (hands and feet, tummy up or down). Lift one point away and hold for "
                "three: a three-point balance. Then kneel and build the tripod triangle, knees on the mat or on "
                "the elbows. Link the three balances with a roll or a turn.",
                "Move your weight over the base before you lift a point away.",
                "What did you do before lifting a point away?",
                ("four-point and tripod on the knees", "four-, three-point and tripod", "add a link between each"),
                [
                    ("Four points", "Hands and feet.", "bear"),
                    ("Three points", "Lift one away and hold.", "arabesque"),
                    ("Tripod", "Head and hands triangle.", "tripod-headstand"),
                ],
            ),
        },
    ),
    2: lesson(
        "Up and Over Together",
        "To lift into a tucked headstand with a spotter and make a partner counter balance.",
        [
            "Tripod first, then lift the knees off the elbows",
            "Spotter stands beside the hips",
            "Partners lean in with equal push",
        ],  # fmt: skip
        "12 mats, a tambourine.",
        "Mats in rows; groups of three (performer, spotter, checker) at each mat.",
        "Teach spotting before anyone lifts: the spotter kneels beside the hips and steadies, never lifts.",
        ["tuck headstand", "spotter", "counter balance", "push"],
        "With someone at home, stand facing each other, press palms together and lean in: how far can you lean?",
        {
            "warmup": part(
                "Warm-up: Mirror and Match",
                "Copy your partner's shape like a mirror, then match it side by side!",
                _plan(7, "the mats", "Middle of the hall clear.", "Pairs facing each other."),
                "The leader makes a slow shape (star, tuck, arabesque, lean); the partner mirrors it. On the "
                "tambourine, pairs stand side by side and match the shape instead. Swap leaders each minute. "
                "Finish with wrist and shoulder circles.",
                "Slow moves are easier to copy; hold each shape for three.",
                "Which shapes were hardest to copy exactly?",
                ("leader holds still shapes", "leader moves slowly between shapes", "leader adds a change of level"),
                [
                    ("Mirror", "Copy face to face.", "star"),
                    ("Match", "Copy side by side.", "arabesque"),
                    ("Swap", "A new leader.", "pair"),
                ],
            ),
            "card": part(
                "Card: Shoulder Stand Lift",
                "Rock back into a shoulder stand and push your feet up to the ceiling.",
                _plan(10, "a mat per two or three pupils", "Mats in rows.", "One pupil per mat; partners count."),
                "Sit, rock back, and support the hips with the hands, elbows on the mat. Year 5: straighten the "
                "legs to the ceiling and hold for five, then lower them to a pike (legs over the head) and back up "
                "again, then roll forward to a crouch with control.",
                "Hips high over the shoulders; squeeze legs together and point the toes.",
                "What do your hands and elbows do in the shoulder stand?",
                ("legs bent", "legs straight for five", "straight, to pike and back up"),
                [
                    ("Rock", "Rock back onto the shoulders.", "tuck"),
                    ("Lift", "Legs straight to the ceiling.", "shoulder-stand-hold"),
                    ("Roll out", "Roll forward to a crouch.", "crouch"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Tuck Headstand and Lean-In",
                "Tripod, lift your knees into a tucked headstand, then balance with a partner.",
                _plan(
                    18,
                    "a mat per group of three",
                    "Mats in rows.",
                    "Threes: performer, spotter, checker.",
                    SAFE + " The spotter steadies at the hips and never pushes; tuck down the way you came up.",
                ),
                "From the tripod (knees on elbows), squeeze the tummy and lift the knees off the elbows, keeping "
                "them tucked, until the hips are over the head. Hold for three; the spotter kneels beside and "
                "steadies the hips. Lower knees to elbows, then feet to the mat. Then in pairs: face each other, "
                "press palms and both lean in with straight bodies: a counter balance. Link them.",
                "Lift slowly with a tight tummy; the tuck stays small.",
                "What does the spotter do, and what must they never do?",
                (
                    "tripod with spotter",
                    "tucked headstand with spotter for three",
                    "tucked headstand for five, spotter ready but not touching",
                ),
                [
                    ("Tripod", "Knees on elbows.", "tripod-headstand"),
                    ("Tuck up", "Knees lift, hips over the head.", "tuck"),
                    ("Lean in", "Palms together, lean in.", "y5gym-lean-in"),
                ],
            ),
            "review": part(
                "Review: Spotter's Report",
                "Spotters, tell your performer one thing that made their tuck steady.",
                _plan(5, "the mats", "Groups of three on a mat.", "Each spotter reports to their performer."),
                "Spotters report: where the hips were, how slowly they lifted, how they came down. The teacher asks "
                "two groups to explain what a spotter does.",
                "Praise spotters who steady, never lift.",
                "How did a good spotter help you feel safe?",
                ("name one thing the spotter did", "explain the spotter's job", "coach a performer's lift"),
                [
                    ("Lift", "Performer shows the tuck.", "tuck"),
                    ("Report", "Spotter gives one point.", "pair"),
                    ("Share", "Explain the spotter's job.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Partner Lean Ladder",
                "Lean in, then lean away, with a partner: how many different balances can you make?",
                _plan(18, "a mat per pair", "Mats in rows.", "Pairs of similar height."),
                "Pairs make a ladder of four balances: palms together leaning in, one hand each leaning in, wrists "
                "held leaning away, then sitting down together while leaning away. Each is held for five and "
                "linked with a turn or a roll. Show your best two.",
                "Equal push or pull from both partners; move slowly into the balance and out of it.",
                "Why must both partners push or pull equally?",
                ("two balances standing", "four balances", "four balances and one at a low level"),
                [
                    ("Lean in", "Palms together, lean in.", "y5gym-lean-in"),
                    ("Lean away", "Hold wrists, lean back.", "y5gym-lean-away"),
                    ("Sit down", "Lower together, still leaning.", "crouch"),
                ],
            ),
        },
    ),
    3: lesson(
        "Towers of Three",
        "To make counter balances and counter tensions in threes, holding each for five.",
        ["Agree who pushes and who pulls", "Move in slowly, hold, move out slowly", "Everyone's base stays wide"],
        "12 mats, picture cards of three-person balances, a tambourine.",
        "Groups of three of similar size, a mat per group.",
        "Check each group can say 'ready, lean, hold, back' before they try a balance.",
        ["counter balance", "counter tension", "trio", "hold"],
        "Sketch a balance for three people using stick figures and arrows for the push or pull.",
        {
            "warmup": part(
                "Warm-up: Three's a Crowd",
                "Find two friends when I call 'three!' and make a shape together, fast!",
                _plan(7, "a tambourine", "Middle of the hall clear.", "The whole class travelling."),
                "Pupils jog and skip. On 'three!' they join a group of three and make a shape with one point of "
                "contact (hands, backs or feet) and hold for five. Change the call: 'tall', 'wide', 'low'.",
                "Look for a group quickly; share the weight so no one is squashed.",
                "How did your group decide what shape to make?",
                ("any shape in threes", "a shape with one contact", "a shape with one contact at a low level"),
                [
                    ("Travel", "Jog into the spaces.", "run"),
                    ("Group", "Find two friends.", "pair"),
                    ("Shape", "Hold a group shape.", "star"),
                ],
            ),
            "card": part(
                "Card: Headstand with Support",
                "Tripod, tuck up, then slowly straighten your legs with your spotters either side.",
                _plan(
                    10,
                    "a mat per three, or a mat against a wall",
                    "Mats in rows or against the wall bars.",
                    "Threes: performer and two spotters at the hips.",
                    SAFE + " Only pupils who hold a tucked headstand for five try this; the rest work on the tuck.",
                ),
                "From a tucked headstand, straighten the legs slowly upward while the spotters hold lightly at the "
                "hips; squeeze legs together, point the toes, hold for three. Come down by bending the knees back "
                "into the tuck, then to the mat.",
                "Straighten from the tuck slowly; hips stay over the head.",
                "What happens if the legs go up before the hips are over the head?",
                (
                    "tucked headstand with two spotters",
                    "one leg straight with spotters",
                    "both legs straight for three with spotters",
                ),
                [
                    ("Tuck", "Tucked headstand.", "tuck"),
                    ("Straighten", "Legs slowly up.", "y5gym-headstand-straight"),
                    ("Down", "Tuck, then feet down.", "crouch"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Trio Towers",
                "In your three, make a tower that pushes and a bridge that pulls!",
                _plan(
                    18,
                    "a mat per three, picture cards",
                    "Mats in rows, a card on each.",
                    "Threes of similar size.",
                    SAFE + " No standing on anyone; no weight on a partner's back.",
                ),
                "Groups try two balances from the cards, then make one of their own: a counter balance (two lean in "
                "against the middle pupil's hands, who keeps a wide base) and a counter tension (the middle pupil "
                "holds both partners' wrists as they lean away). Hold each for five and link them with a turn.",
                "Say 'ready, lean, hold, back' out loud together.",
                "Which of your balances pushes, and which pulls?",
                ("copy a card's balance", "copy one and make one", "make two and link them smoothly"),
                [
                    ("Ready", "Wide bases, knees soft, hands ready.", "land"),
                    ("Push", "Lean in for the tower.", "y5gym-lean-in"),
                    ("Pull", "Lean away for the bridge.", "y5gym-lean-away"),
                ],
            ),
            "review": part(
                "Review: Push or Pull?",
                "Watch each group: is it a counter balance or a counter tension?",
                _plan(5, "none", "Groups around the hall.", "Half the groups show; the rest watch, then swap."),
                "Watchers show palms together for push (counter balance) or hands pulling for pull (counter "
                "tension) and say how they could tell.",
                "Look at the arms: bent in to push, straight out to pull.",
                "How can you tell a counter balance from a counter tension?",
                ("show push or pull", "explain how you knew", "suggest a change that makes it steadier"),
                [
                    ("Watch", "Watch a group's balance.", "sit"),
                    ("Show", "Push or pull with your hands.", "y5gym-lean-away"),
                    ("Say", "How did you know?", "pair"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Balance Carousel",
                "Move round the stations and make each trio balance on its card!",
                _plan(
                    18,
                    "6 mats, 6 balance cards",
                    "Six stations in a circle, a card on each mat.",
                    "Threes, one group per station, moving on every 3 minutes.",
                ),
                "Each card shows a counter balance or counter tension for three. Groups try it, hold it for five, "
                "then change it to make it their own. On the tambourine, move on clockwise.",
                "Agree the push or pull before you move in.",
                "Which station's balance did you change, and how?",
                ("copy the card", "copy it and hold for five", "copy it, then change the level"),
                [
                    ("Read", "Read the card.", "teacher"),
                    ("Balance", "Make the trio balance.", "y5gym-lean-in"),
                    ("Move on", "Move to the next station.", "run"),
                ],
            ),
        },
    ),
    4: lesson(
        "Group Balances",
        "To build counter balances and counter tensions in fours and perform them in unison.",
        ["Each of the four has a job", "Count together so you move in unison", "Wide bases, slow movements"],
        "12 mats, a tambourine, music with a steady beat.",
        "Groups of four, a pair of mats per group.",
        "Give each group one job card each: base, leaner, caller, checker, and rotate the jobs.",
        ["unison", "group balance", "caller", "base"],
        "Teach someone at home a pair V-sit: feet together, hands held, both sit tall.",
        {
            "warmup": part(
                "Warm-up: Follow the Caller",
                "Move together as a four, exactly at the same time as your caller says!",
                _plan(7, "music", "Middle of the hall clear.", "Groups of four in a line."),
                "The caller at the front says 'step, step, turn, freeze' and the group moves in unison. Change "
                "caller each minute. Finish with a slow back and hamstring stretch.",
                "Start on the same count: 'five, six, seven, eight'.",
                "What helped your group move at exactly the same time?",
                ("walk in unison", "travel and turn in unison", "add a jump in unison"),
                [
                    ("Line up", "Groups in a line.", "stand"),
                    ("Move", "Step and turn together.", "turn"),
                    ("Freeze", "All freeze at once.", "star"),
                ],
            ),
            "card": part(
                "Card: Pair V-sit",
                "Make a V-sit, then a V-sit with your partner, feet together and hands held!",
                _plan(10, "a mat per pair", "Mats in rows.", "Pairs of similar leg length."),
                "Hold your own V-sit for five (legs straight if you can). Then sit facing a partner, soles of the "
                "feet together, hold hands and lift the legs together into a shared V: a pair counter tension. "
                "Hold for five and lower together.",
                "Sit tall, lean back a little, squeeze the legs straight.",
                "How does holding hands help the pair V-sit?",
                ("own V-sit with bent legs", "own V-sit with straight legs", "pair V-sit for five"),
                [
                    ("V-sit", "Your own V-sit.", "v-sit"),
                    ("Feet together", "Face your partner.", "pair"),
                    ("Lift", "Lift together and hold.", "v-sit"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Four in Unison",
                "Make two group balances and move between them all at the same time!",
                _plan(
                    18,
                    "two mats per group of four",
                    "Pairs of mats side by side.",
                    "Groups of four with jobs.",
                    SAFE + " No one stands on anyone; lower together on the caller's count.",
                ),
                "Groups build a counter balance (two pairs lean in towards each other) and a counter tension (a "
                "four holding wrists in a ring and leaning out). They travel in unison between them (e.g. four "
                "side-steps and a turn) on the caller's count, holding each balance for five.",
                "The caller counts every move; the checker says if the group was in time.",
                "How does counting help a group move in unison?",
                (
                    "one group balance and a travel",
                    "two balances and a travel in unison",
                    "two balances, travel in unison and a change of level",
                ),
                [
                    ("Lean in", "Pairs lean in together.", "y5gym-lean-in"),
                    ("Travel", "Side-step in unison.", "side-step"),
                    ("Ring", "Hold wrists and lean out.", "y5gym-lean-away"),
                ],
            ),
            "review": part(
                "Review: In Time or Out?",
                "Watch the group: were they in unison? Where did they lose time?",
                _plan(5, "none", "Groups in a circle.", "Two groups show; others watch."),
                "Watchers clap once each time the group arrives in a balance together; a messy clap means out of "
                "time. Groups say where they lost time and how to fix it.",
                "Unison is about starting together, not just finishing together.",
                "Where did your group lose time, and how will you fix it?",
                ("say 'in time' or 'out'", "say where it went out", "suggest a fix"),
                [
                    ("Watch", "Watch the group.", "sit"),
                    ("Clap", "Clap on each balance.", "wave"),
                    ("Fix", "Say how to fix it.", "teacher"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Group Balance Challenge",
                "How many group balances can your four make in five minutes, all held for five?",
                _plan(18, "two mats per group, a tally card", "Pairs of mats side by side.", "Groups of four."),
                "Groups invent as many counter balances and counter tensions as they can, each held for five and "
                "checked by the checker, and draw each on the tally card. Then choose the best two and link them "
                "with a travel in unison.",
                "Change one thing each time: level, contact, push or pull.",
                "Which change made the biggest difference to your balance?",
                ("three balances", "five balances", "five balances and a linked pair in unison"),
                [
                    ("Invent", "Make a new balance.", "y5gym-lean-in"),
                    ("Hold", "Hold for five.", "y5gym-lean-away"),
                    ("Draw", "Draw it on the card.", "teacher"),
                ],
            ),
        },
    ),
    5: lesson(
        "Bridges and Towers",
        "To compose a group sequence on the theme 'Bridges and Towers' using canon and unison.",
        ["Canon: one after another", "Unison: all together", "Start and finish still"],
        "12 mats, a tambourine, music, a mini whiteboard per group.",
        "Groups of four, two mats per group.",
        "Give a clear structure: start, bridge in canon, tower in unison, finish.",
        ["canon", "unison", "compose", "theme"],
        "Draw your group's sequence as a comic strip of four pictures.",
        {
            "warmup": part(
                "Warm-up: Canon Wave",
                "Do the move one after another, like a Mexican wave, then all together!",
                _plan(7, "music", "Middle of the hall clear.", "Groups of four in a line."),
                "The group does a simple move (reach up, crouch, star jump) one after another on each count: canon. "
                "Then all together on the count: unison. The teacher calls 'canon' or 'unison' and the move.",
                "Count out loud so each person knows when to start.",
                "How is a canon different from unison?",
                ("one move in canon", "canon and unison", "canon starting from either end"),
                [
                    ("Ready", "Stand in a line.", "stand"),
                    ("Canon", "One after another.", "reach"),
                    ("Unison", "All together.", "star"),
                ],
            ),
            "card": part(
                "Card: Bridge Shapes",
                "Make a bridge on your hands and feet, tummy up high!",
                _plan(10, "a mat per pair", "Mats in rows.", "Pairs, one works, one checks."),
                "Lie on your back, feet flat near the bottom, hands by the ears, fingers to the shoulders. Push up "
                "into a bridge (crab) with hips high and hold for three. If a full bridge is not ready, a shoulder "
                "bridge (shoulders on the mat, hips lifted) is the Year 5 stage. Then make bridge shapes of your own: "
                "on front, back or side.",
                "Push through the hands and feet; lower slowly with the chin tucked.",
                "Which bridge shape could you hold steadiest?",
                ("shoulder bridge", "crab bridge on hands and feet", "full bridge with straight arms"),
                [
                    ("Lie", "Feet flat, hands by ears.", "sit"),
                    ("Push", "Push up, tummy high.", "bridge-on-mat"),
                    ("Hold", "Hold for three, lower slowly.", "bridge"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Bridges in Canon, Towers in Unison",
                "Build your group sequence: bridges one after another, towers all together!",
                _plan(18, "two mats per group, a whiteboard", "Pairs of mats side by side.", "Groups of four."),
                "Groups compose: a still start; a bridge each in canon (one after another); a travel in unison; a "
                "tower (a group counter balance or counter tension) in unison; a still finish. They write it on the "
                "whiteboard, practise it three times and add one headstand stage from earlier lessons.",
                "Clear start and finish; count out loud in the canon.",
                "Where in your sequence is the canon, and where is the unison?",
                (
                    "start, canon bridges, finish",
                    "add the tower in unison",
                    "add a headstand stage and a change of level",
                ),
                [
                    ("Bridges", "Bridges in canon.", "bridge"),
                    ("Travel", "Travel in unison.", "side-step"),
                    ("Tower", "Tower in unison.", "y5gym-lean-in"),
                ],
            ),
            "review": part(
                "Review: Sequence Critics",
                "Watch another group's sequence. Say one thing that was great and one to improve.",
                _plan(5, "the whiteboards", "Groups in pairs of groups.", "One group shows, the other comments; swap."),
                "Critics check: a still start and finish, a clear canon, a clear unison. They give 'two stars and a "
                "wish'.",
                "Name the part: start, canon, unison, finish.",
                "What made the other group's canon easy to see?",
                ("one star", "two stars", "two stars and a wish"),
                [
                    ("Perform", "One group performs.", "star"),
                    ("Watch", "Critics watch.", "sit"),
                    ("Stars", "Two stars and a wish.", "pair"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Tower Builders",
                "Make three towers in canon, then one giant group tower in unison!",
                _plan(18, "two mats per group", "Pairs of mats side by side.", "Groups of four."),
                "Pairs in the group take turns (canon) to make a pair tower (counter balance). Then all four make a "
                "giant tower in unison and lower together. Link with rolls.",
                "Wait for the pair before you to hold before you start.",
                "Why must each pair wait before starting in a canon?",
                ("two towers in canon", "three towers and a giant tower", "add a roll between each"),
                [
                    ("Pair tower", "First pair leans in.", "y5gym-lean-in"),
                    ("Next pair", "Next pair in canon.", "y5gym-lean-away"),
                    ("Giant tower", "All four in unison.", "star"),
                ],
            ),
        },
    ),
    6: lesson(
        "Sequence Show",
        "To perform a group sequence with a headstand stage, counter balances and a straight-jump finish.",
        ["Show your best headstand stage", "Hold balances for five", "Finish with a straight jump and landing"],
        "12 mats, a low bench or box top per group, a tambourine, music.",
        "Groups of four, two mats and a bench per group.",
        "Let groups rehearse with music twice before the show; praise control more than difficulty.",
        ["perform", "control", "straight jump", "landing"],
        "Perform your part of the sequence at home and explain canon and unison to someone.",
        {
            "warmup": part(
                "Warm-up: Remember the Moves",
                "Show the tripod, a bridge and a partner balance from this unit!",
                _plan(7, "the mats", "Mats in rows.", "Groups of four."),
                "The teacher calls moves from each lesson: tripod, tuck headstand (with spotter), pair lean-in, "
                "bridge, V-sit. Groups show each for five. Finish with wrist and neck mobility.",
                "Every move starts and ends still.",
                "Which move from this unit are you proudest of?",
                ("show two moves", "show four moves", "show four and link them"),
                [
                    ("Tripod", "Head and hands triangle.", "tripod-headstand"),
                    ("Bridge", "Tummy up high.", "bridge"),
                    ("Lean", "Partner lean-in.", "y5gym-lean-in"),
                ],
            ),
            "card": part(
                "Card: Straight Jump Finish",
                "Jump off the bench, straight and tall, and land like a statue!",
                _plan(
                    10,
                    "a low bench and a mat per group",
                    "A mat at the end of each bench.",
                    "Groups queue behind the bench.",
                    SAFE + " One jumper at a time; the next waits until the mat is clear.",
                ),
                "Step to the end of the bench, swing the arms up and jump, body straight and tight, arms by the ears. "
                "Land on the balls of the feet, knees bent over the toes, arms forward, and hold for three.",
                "Straight in the air: squeeze legs together and point the toes; soft knees to land.",
                "What do your knees do when you land?",
                ("jump from the floor", "jump from the bench", "jump from the bench with a quarter turn"),
                [
                    ("Step up", "Stand on the bench end.", "stand"),
                    ("Jump", "Straight and tight.", "jump"),
                    ("Land", "Soft knees, hold for three.", "land"),
                ],
            ),
            "movements": part(
                "Movement Sequence: Bridges and Towers Show",
                "Perform your group sequence: headstand stage, canon bridges, unison towers, straight-jump finish!",
                _plan(
                    18,
                    "two mats and a bench per group, music",
                    "Stations round the hall.",
                    "Groups of four; half perform, half watch, then swap.",
                ),
                "Groups rehearse twice, then perform: still start, each pupil's headstand stage (tripod, tuck or "
                "supported headstand), bridges in canon, a group tower in unison, a straight jump off the bench and "
                "a still finish.",
                "Control over difficulty: choose the stage you can hold for three.",
                "Which part of your sequence showed the best control?",
                (
                    "tripod and one tower",
                    "tuck headstand, canon and unison",
                    "supported headstand, canon, unison and a jump with a turn",
                ),
                [
                    ("Headstand", "Your headstand stage.", "y5gym-headstand-straight"),
                    ("Tower", "Group tower.", "y5gym-lean-in"),
                    ("Finish", "Straight jump and land.", "land"),
                ],
            ),
            "review": part(
                "Review: Show Awards",
                "Give an award to a group: best canon, best unison or best control!",
                _plan(5, "none", "The class sits together.", "Whole class."),
                "Pupils vote for each award and say why, naming the move. Then each pupil tells a partner what "
                "they can do now that they could not at the start of the unit.",
                "Keep awards about skills: control, canon, unison.",
                "What can you do now that you could not do at the start?",
                ("name a group's best move", "say why it was best", "compare it with lesson one"),
                [
                    ("Vote", "Vote for an award.", "wave"),
                    ("Say why", "Name the move.", "pair"),
                    ("Reflect", "Tell a partner your progress.", "sit"),
                ],
            ),
            "alt": part(
                "Movement Sequence: Sequence Swap Show",
                "Teach your sequence to another group and perform theirs!",
                _plan(18, "two mats and a bench per group", "Stations round the hall.", "Pairs of groups."),
                "Groups teach their sequence to another group in 5 minutes, then both perform the other's version. "
                "Compare: what was easy to teach, what was hard?",
                "Teach it in parts: start, canon, unison, finish.",
                "What made your sequence easy or hard to teach?",
                ("teach the start and canon", "teach the whole sequence", "teach it and improve one part"),
                [
                    ("Teach", "Show your sequence.", "teacher"),
                    ("Learn", "Learn theirs.", "pair"),
                    ("Perform", "Perform their version.", "star"),
                ],
            ),
        },
    ),
}


# Each review's own adaptations: joining in, and more active than sitting to talk.
REVIEW_ADAPTATIONS = {
    1: (
        "A pupil not ready to go upside down shows the triangle with two hands and a beanbag for the head.",
        "Each pair swaps roles three times, building the triangle each time.",
    ),
    2: (
        "Pupils still working on the tripod report on a partner's tripod instead of the tuck.",
        "Performers show the tuck twice more, using the spotter's point.",
    ),
    3: (
        "Watchers who find it hard to explain can show push or pull with a partner's hands.",
        "Watching groups copy the balance they saw, then say whether it pushed or pulled.",
    ),
    4: (
        "A pupil who finds counting hard claps with the caller rather than alone.",
        "Each group performs its unison travel again after the fix.",
    ),
    5: (
        "Critics can use a card with a thumbs-up for each part (start, canon, unison, finish).",
        "Groups perform the improved part straight after the wish.",
    ),
    6: (
        "Pupils can vote with a card or a thumbs-up rather than speaking.",
        "Award groups perform their best eight counts once more for the class.",
    ),
}
for _n, (_joining, _active) in REVIEW_ADAPTATIONS.items():
    LESSONS[_n]["parts"]["review"].update(joining_in=_joining, more_active=_active)

# Each sequence's own adaptations: joining in, and more active.
SEQUENCE_ADAPTATIONS = {
    (1, "movements"): (
        "A pupil not ready to lift the knees holds the triangle with knees on the mat; "
        "a pupil with a neck or back problem does a four-point balance.",
        "Between goes, waiting pupils hold a dish for five.",
    ),
    (1, "alt"): (
        "Pupils who need it balance on four and three points only, with a partner's hand to steady them.",
        "After each balance, travel on hands and feet to a new space before the next.",
    ),
    (2, "movements"): (
        "A pupil not ready for the tuck stays at the tripod with knees on the elbows, then joins the lean-in.",
        "Waiting pupils practise the lean-in with a partner while the performer works.",
    ),
    (2, "alt"): (
        "Pairs who need it lean only a little, with feet close to their partner's.",
        "Pairs bear-walk to a new mat between balances.",
    ),
    (3, "movements"): (
        "A pupil who needs it is the steady middle of the trio, with a wide base and an adult nearby.",
        "Groups repeat each balance three times, with a star jump between.",
    ),
    (3, "alt"): (
        "A pupil who needs it may make the card's balance as a pair, not a three.",
        "Groups jog a lap of the hall between stations.",
    ),
    (4, "movements"): (
        "A pupil who finds unison hard stands beside the caller and follows the counts.",
        "Groups repeat the travel between balances twice, on a faster count.",
    ),
    (4, "alt"): (
        "A group may draw its balances first and then try them.",
        "Groups aim for seven balances, jogging to a new space for each.",
    ),
    (5, "movements"): (
        "A pupil not ready for a bridge shows a shoulder bridge or a bridge shape on the knees.",
        "Groups perform the whole sequence three times in a row.",
    ),
    (5, "alt"): (
        "Pairs who need it build a low tower, sitting or kneeling.",
        "Add a roll and a jump between each tower.",
    ),
    (6, "movements"): (
        "Each pupil chooses the headstand stage they can hold for three: the tripod is a fine choice.",
        "Groups perform twice, the second time to the music.",
    ),
    (6, "alt"): (
        "A pupil who needs it teaches or learns one part only.",
        "Both groups perform both sequences back to back.",
    ),
}
for (_n, _key), (_joining, _active) in SEQUENCE_ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)

# The card levels' own pictures (level_figures): each level posed as its words say.
POSES |= {
    # Shoulder stand lowered to a pike: straight legs over the face.
    "y5gym-shoulder-stand-pike": {"head": (92, 138), "neck": (110, 134), "hip": (114, 98), "le": (126, 138),
                                  "lh": (120, 110), "re": (128, 136), "rh": (122, 108), "lk": (92, 86),
                                  "lf": (68, 76), "rk": (94, 88), "rf": (70, 78)},
    # Headstand with one leg straight up, the other still tucked.
    "y5gym-headstand-one-leg": {"head": (120, 138), "neck": (120, 124), "hip": (122, 88), "le": (104, 130),
                                "lh": (98, 146), "re": (136, 130), "rh": (142, 146), "lk": (120, 62),
                                "lf": (120, 36), "rk": (140, 76), "rf": (146, 100)},
    # V-sit with a partner, facing, feet together (the picture draws the partner).
    "y5gym-v-sit-pair": {"head": (92, 60), "neck": (98, 74), "hip": (120, 124), "le": (110, 88), "lh": (124, 76),
                         "re": (112, 90), "rh": (128, 80), "lk": (148, 96), "lf": (168, 72), "rk": (150, 100),
                         "rf": (172, 76)},
    # A straight jump off a bench turning a quarter: arms folded in to turn.
    "y5gym-bench-quarter-turn": {"head": (120, 36), "neck": (120, 52), "hip": (120, 92), "le": (108, 68),
                                 "lh": (130, 62), "re": (132, 68), "rh": (110, 62), "lk": (118, 114),
                                 "lf": (118, 134), "rk": (122, 114), "rf": (122, 134)},
}  # fmt: skip
LEVEL_FIGURES = {
    1: ("y4gym-knee-scale-low", "knee-scale-hold", "y3gym-scale-arm-reach"),
    2: ("y4gym-candle-bent", "y6gym-shoulder-stand-straight", "y5gym-shoulder-stand-pike"),
    3: ("y6gym-headstand-tuck", "y5gym-headstand-one-leg", "y5gym-headstand-straight"),
    4: ("v-sit-bent-knees", "v-sit", "y5gym-v-sit-pair"),
    5: ("bridge-on-mat", "y4gym-crab", "bridge"),
    6: ("jump", "y3gym-bench-jump", "y5gym-bench-quarter-turn"),
}
for number, figures in LEVEL_FIGURES.items():
    LESSONS[number]["parts"]["card"]["level_figures"] = list(figures)
