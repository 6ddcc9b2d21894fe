"""Core PE, Year 2, Unit 1: Dynamic Balance. Six lessons (about 45 minutes) that build on
Year 1's Dynamic Balance (walking a floor line, stopping, zigzags, carrying, hopping): here
pupils walk a raised bench and turn on it, carry a beanbag on the back of the hand or the head
while changing speed, stick a one-foot hop landing for three seconds in different directions,
and choose an easier or harder route on an obstacle course and say why. Written for this
project."""

from apps.content.seed.showcase import text
from apps.content.seed.showcase.text import lesson

# Step pictures too plain to stand for a whole part in the lesson preview.
PLAIN = {"stand", "sit", "teacher", "pair", "wave", "point"}


def part(title, pupil, setup, rules, point, question, levels, steps, **extra):
    """A part whose planning note reads: minutes, set-out and safety, then 'How to play:' and the rules;
    its preview picture is its first step that shows the movement, not someone standing or sitting."""
    figure = next((f for _, _, f in steps if f not in PLAIN), steps[0][2])
    return text.part(title, pupil, f"{setup} How to play:", rules, point, question, levels, steps, figure=figure,
                     **extra)  # fmt: skip


SLUG = "p2u1-dynamic-balance"
UNIT = {
    "strapline": "Up on the bench, turn at the end, carry at speed and stick the landing: then choose your route.",
    "cog_text": "Pupils learn to judge what is hard but possible for them, choose a route and explain the choice.",
    "purpose": "Year 2 pupils build on Year 1's balancing on the move: they walk and turn on a raised bench, carry "
    "a beanbag on the back of the hand or head while changing speed, land a one-foot hop and hold it for three "
    "seconds, and choose a route on an obstacle course, explaining why.",
    "vocab": [
        ("Raised", "Up off the floor, like a bench: less room for your feet."),
        ("Balls of the feet", "The padded part behind your toes, where you turn and land."),
        ("Stick it", "Land and stay still for three, as if your foot is glued."),
        ("Speed", "How fast you move: change it smoothly, over a few steps."),
        ("Route", "The way you choose through a course: easier (green) or harder (red)."),
    ],
}

# Poses this unit needs that figures.POSES has not drawn (same joints, 240 x 160).
POSES = {
    # Walking with a beanbag on the back of the hand: arm held forward, hand flat at waist height.
    "beanbag-hand-walk": {"le": (106, 72), "lh": (98, 92), "re": (140, 78), "rh": (166, 76), "lk": (112, 120),
                          "lf": (100, 146), "rk": (130, 120), "rf": (140, 146)},
    # Both hands placing a beanbag on top of the head.
    "beanbag-head-place": {"le": (94, 32), "lh": (112, 16), "re": (146, 32), "rh": (128, 16)},
    # Pointing the way: one arm straight out towards the chosen route.
    "point": {"re": (146, 54), "rh": (174, 48)},
    # Walking along a bench, arms out, small steps.
    "bench-walk": {"le": (96, 60), "lh": (70, 62), "re": (144, 60), "rh": (170, 62), "lk": (116, 120),
                   "lf": (112, 146), "rk": (126, 120), "rf": (134, 146)},
    # Turning round on the bench on the balls of the feet, arms out.
    "bench-turn": {"head": (124, 36), "le": (98, 60), "lh": (74, 60), "re": (142, 60), "rh": (166, 60),
                   "lk": (116, 120), "lf": (114, 146), "rk": (126, 120), "rf": (128, 146)},
    # Walking the bench with a beanbag on the back of the hand.
    "bench-beanbag-hand": {"le": (96, 60), "lh": (70, 62), "re": (140, 76), "rh": (164, 74), "lk": (116, 120),
                           "lf": (112, 146), "rk": (126, 120), "rf": (134, 146)},
    # Walking the bench with a beanbag on the head, arms out.
    "bench-beanbag-head": {"head": (120, 52), "neck": (120, 68), "hip": (120, 104), "le": (98, 78), "lh": (74, 84),
                           "re": (142, 78), "rh": (166, 84), "lk": (114, 126), "lf": (112, 146), "rk": (128, 126),
                           "rf": (134, 146)},
}  # fmt: skip

LESSONS = {
    1: lesson(
        "Bench Explorers",
        "To walk along a bench, turn at the end and come back steady.",
        [
            "Eyes on the end of the bench, arms out",
            "Stop before you turn",
            "Turn in small steps on the balls of the feet",
        ],
        "4 low gym benches, 8 mats, 6 skipping ropes, 4 cones, a tambourine.",
        "Four benches in parallel lanes across the middle of the hall, three metres apart, each with a mat at "
        "both ends and two metres clear beyond; a rope on the floor beside each bench as the lower line. Groups "
        "of six or seven per bench, sitting one metre back from the start mat.",
        "Teach bench carrying first: four pupils, knees bent, backs straight, all facing the way they walk, on "
        "your 'lift' and 'down'; check every bench sits flat before anyone steps on. Joining in: walk the floor "
        "rope, or the bench holding an adult's hand. More active: after stepping off, walk back along the "
        "painted lines of the hall, turning at each corner.",
        ["bench", "turn", "balls of the feet", "steady"],
        "Walk along a line at home (the edge of a rug, a crack in the path), turn on the balls of your feet at "
        "the end and walk back without stepping off.",
        {
            "warmup": part(
                "Warm-up: Line Patrol",
                "Patrol the painted lines: walk forwards, sideways and backwards, and turn at every corner.",
                "About 8 minutes. Use the hall's painted lines (or ropes laid end to end if there are none); "
                "pupils spread out on the lines. Safety: when two patrollers meet, both stop and one steps off "
                "to the side to let the other pass.",
                "Pupils walk heel to toe along the lines. At a corner or a junction they stop, turn on the balls "
                "of their feet and carry on. The teacher calls 'sideways', 'backwards' (small careful steps) and "
                "'freeze' (hold still on the line for a count of three). Finish with ankle circles and ten "
                "calf raises on the line.",
                "Turn on the balls of your feet, not your heels, in small steps.",
                "How did you turn at a corner without stepping off the line?",
                (
                    "walk forwards and turn at the corners",
                    "add sideways and backwards walking",
                    "turn all the way round at every junction, then carry on",
                ),
                [
                    ("Patrol", "Walk heel to toe along a painted line.", "tightrope"),
                    ("Corner", "Stop, then turn on the balls of your feet.", "turn"),
                    ("Freeze", "Hold still on the line for three.", "arms-wide"),
                ],
            ),
            "funs": part(
                "FUNS Station: Bench Turnaround",
                "Walk the bench to the end, turn round on the balls of your feet and walk back, steady all the way.",
                "About 12 minutes. One bench per group, mats at both ends, a rope on the floor beside it for "
                "anyone starting lower. Safety: one pupil on a bench at a time; if you lose your balance, step "
                "off forwards onto the floor or mat, never jump backwards.",
                "Step onto the bench from the start mat. Walk to the far end with arms out and eyes on the end. "
                "Stop a foot's length from the end, turn round in small steps on the balls of the feet, find the "
                "start with your eyes, then walk back and step down onto the mat. The next pupil goes when the "
                "bench is clear.",
                "Stop, then turn in small steps: your eyes find the new end before your feet move.",
                "Where did you look while you turned round?",
                (
                    "walk the floor rope and turn at the end",
                    "walk the bench and turn at the end in small steps",
                    "walk the bench, turning in the middle as well as at the end",
                ),
                [
                    ("Step on", "Step up from the mat, arms out.", "bench-walk"),
                    ("Turn", "Small steps on the balls of your feet.", "bench-turn"),
                    ("Walk back", "Eyes on the start, then step down.", "land"),
                ],
            ),
            "application": part(
                "Game: Harbour Wall",
                "Walk the harbour wall and back, steady every time. Step off? Climb back on where you stepped off.",
                "About 15 minutes. Each team of six or seven at its bench (the harbour wall); one pupil is the "
                "scorer and counts steady crossings on their fingers. Safety: one walker on the wall; the next "
                "waits on the start mat until the walker has stepped down.",
                "For three minutes, walkers take turns to walk the wall, turn at the end and come back. A "
                "crossing scores a point only if the walker never steps off. A walker who steps off climbs back "
                "on at the same place and finishes, but that crossing does not score. Play three rounds with a "
                "new scorer each time; after each round the team names one thing that made crossings steady.",
                "Steady beats speedy: a rushed crossing that falls off scores nothing.",
                "Did your team score more by going quickly or slowly, and why?",
                (
                    "the wall can be the floor rope for anyone who wants it",
                    "everyone walks the bench with a turn at the end",
                    "turn at the end and again in the middle on the way back",
                ),
                [
                    ("On the wall", "Step up onto the bench.", "bench-walk"),
                    ("Turn", "Turn at the end of the wall.", "bench-turn"),
                    ("Score", "Step down steady: a point.", "wave"),
                ],
            ),
            "review": part(
                "Review: Turning Talk",
                "Show your partner your turn on a floor line, then tell them the secret of a steady turn.",
                "About 5 minutes. Benches carried away in fours first; pairs at the painted lines or ropes.",
                "One partner walks a line, turns at the end and comes back while the other watches their feet. "
                "Swap. The teacher asks three pairs for their secret and repeats the best words: stop, small "
                "steps, eyes up.",
                "Watchers look at the feet: small steps on the balls of the feet?",
                "What did your feet do when you turned at the end?",
                (
                    "show the turn and say one word about it",
                    "show the turn and explain it in a sentence",
                    "show a turn in the middle of the line too, and say which was harder",
                ),
                [
                    ("Walk", "Walk the line to the end.", "tightrope"),
                    ("Watch", "Your partner watches your feet.", "pair"),
                    ("Tell", "Share the secret of a steady turn.", "teacher"),
                ],
            ),
            "alt": part(
                "Game: River Bridges",
                "Cross the river on a bridge, turn on the far side and come back across the same bridge.",
                "About 15 minutes; use it when benches cannot come out. A river across the hall between two "
                "lines of cones, with bridges over it: ropes laid straight, and lines of floor spots. Groups of "
                "four or five at each bridge. Safety: one crosser per bridge; the next waits on the bank.",
                "Cross the bridge, turn on the bridge at the far bank in small steps, and come back. Next time "
                "use a different bridge. A foot in the river? Step back onto the bridge where you stepped off "
                "and carry on.",
                "Turn on the bridge, not off it: stop, small steps, eyes on home.",
                "Which bridge was hardest to turn on, and why?",
                (
                    "cross the line of floor spots",
                    "cross a rope bridge heel to toe",
                    "cross a rope bridge, turn in the middle and walk the rest backwards",
                ),
                [
                    ("Bank", "Start on the river bank.", "stand"),
                    ("Cross", "Walk the bridge heel to toe.", "tightrope"),
                    ("Turn home", "Turn on the bridge and come back.", "turn"),
                ],
            ),
        },
    ),
    2: lesson(
        "Carry and Cross",
        "To walk the bench carrying a beanbag, and to carry it while changing speed.",
        [
            "Flat hand, still arm, elbow in",
            "Slow on the bench, quicker on the floor",
            "Change speed over a few steps, never with a skid",
        ],  # fmt: skip
        "4 low benches, 8 mats, a beanbag for every pupil, 8 hoops, 8 cones.",
        "Benches as in lesson 1, three metres apart with mats at both ends. For the game, a hoop (post office) "
        "at each end of every lane, three metres beyond the mats, and a cone halfway along the floor path "
        "back, on the outside of the lane.",
        "Teach speed with three words and use them all lesson: 'slow', 'steady', 'quick'. Joining in: carry the "
        "beanbag in a cupped hand or in two hands. More active: after each crossing, jog one lap of the hall "
        "carrying the beanbag before going again.",
        ["carry", "speed", "back of the hand", "smooth"],
        "Carry a beanbag or a rolled-up sock on the back of your hand: walk slowly, then quickly, then slowly "
        "again without dropping it.",
        {
            "warmup": part(
                "Warm-up: Gear Change",
                "Your legs have three gears. Change gear when I call, and keep the beanbag on the back of your hand!",
                "About 8 minutes. A beanbag each; pupils spread out in the open part of the hall. Safety: third "
                "gear is a jog, never a sprint; look for spaces.",
                "'First gear': walk slowly. 'Second gear': walk quickly. 'Third gear': jog. 'Brake': slow down "
                "over three steps and stop. The beanbag rides on the back of the hand the whole time. If it "
                "drops, stop, put it back and start again in first gear.",
                "Change gear gradually: speed up and slow down over a few steps.",
                "Which gear made the beanbag hardest to keep on, and why?",
                (
                    "carry the beanbag on a flat palm",
                    "carry it on the back of the hand",
                    "carry it on the back of the hand and swap hands at every 'brake'",
                ),
                [
                    ("First gear", "Walk slowly, beanbag on your hand.", "beanbag-hand-walk"),
                    ("Third gear", "Jog lightly, hand steady.", "run"),
                    ("Brake", "Slow down over three steps and stop.", "stand"),
                ],
            ),
            "funs": part(
                "FUNS Station: Bench Parcel",
                "Carry the parcel along the bench on the back of your hand, turn at the end and bring it back.",
                "About 12 minutes. Groups at their benches, a beanbag each. Safety: one pupil on a bench at a "
                "time; if the parcel falls, step down to fetch it, never reach down from the bench.",
                "Put the beanbag on the back of your hand. Walk the bench slowly, turn at the end in small "
                "steps and walk back. If it drops, step down, pick it up and start again from the start mat. "
                "On the third go, carry it on your head.",
                "Keep the hand flat and the elbow close: move your feet, not your arm.",
                "Why is carrying harder on the bench than on the floor?",
                (
                    "carry it in a cupped hand along the bench",
                    "carry it on the back of the hand, turning at the end",
                    "carry it on your head, turning at the end",
                ),
                [
                    ("Parcel on", "Beanbag on the back of your hand.", "beanbag-hand-walk"),
                    ("Cross", "Walk the bench slowly.", "bench-beanbag-hand"),
                    ("Turn", "Turn at the end, parcel still on.", "bench-turn"),
                ],
            ),
            "application": part(
                "Game: Parcel Couriers",
                "Deliver the parcels: slow and steady over the bench, quick on the way back!",
                "About 15 minutes. Each lane: a hoop of beanbag parcels at the start, the bench with its mats, "
                "an empty hoop at the far end and a floor path back past a cone. Teams of six or seven. Safety: "
                "the floor path back runs on the outside of the bench, away from the next lane.",
                "The courier puts a parcel on the back of the hand, walks the bench slowly, steps down and "
                "places it in the far hoop. They come back quickly on the floor path, slow to a walk at the "
                "cone and tag the next courier. A dropped parcel goes back to the start hoop. Count the parcels "
                "delivered in four minutes; play twice and try to beat your team's score.",
                "Slow down before the bench: a change of speed should be smooth, not a skid.",
                "Where did you go slowly and where quickly, and why?",
                (
                    "carry the parcel in your hand and walk the whole way",
                    "carry it on the back of your hand: slow on the bench, quicker on the floor",
                    "carry it on your head, and bring a second parcel back quickly on the back of your hand",
                ),
                [
                    ("Load", "Parcel on the back of your hand.", "beanbag-hand-walk"),
                    ("Slow", "Slow and steady over the bench.", "bench-beanbag-hand"),
                    ("Quick", "Quick back on the floor, walk at the cone.", "run"),
                ],
            ),
            "review": part(
                "Review: Speed Check",
                "Show me slow, quick and slow again with the beanbag on the back of your hand. Did it stay on?",
                "About 5 minutes. Benches put away in fours; pupils in a space with a beanbag each.",
                "The teacher calls 'slow', 'quick', 'slow' and pupils carry the beanbag through each change. "
                "Pairs then tell each other the one thing that kept the beanbag on when they changed speed.",
                "Listen for 'gradually', 'flat hand' and 'eyes ahead', and praise them.",
                "What is the secret of changing speed without dropping the beanbag?",
                (
                    "walk slowly, then quickly",
                    "walk slowly, jog, then walk slowly",
                    "jog, then stop in three steps without the beanbag moving",
                ),
                [
                    ("Slow", "Walk slowly, hand flat.", "beanbag-hand-walk"),
                    ("Quick", "Speed up over a few steps.", "walk-tall"),
                    ("Share", "Tell your partner the secret.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Royal Procession",
                "Wear your crown for the king or queen: slow along the palace corridors, quick across the courtyard!",
                "About 15 minutes. The benches are palace corridors; the open floor is the courtyard. A beanbag "
                "crown for every pupil. Safety: one pupil on each bench at a time.",
                "The king or queen (the teacher, then a pupil) calls 'procession' (walk slowly along a bench, "
                "crown on your head), 'courtyard' (walk quickly across the floor to another bench) and 'bow' "
                "(stop and bow slowly, crown staying on). A fallen crown goes back on, then bow before moving on.",
                "Tall back and still head: your legs change the speed, not your head.",
                "How did you keep your head still when you walked quickly?",
                (
                    "carry the crown in your hands",
                    "wear the crown on your head",
                    "wear it and turn round in the middle of each bench",
                ),
                [
                    ("Crown on", "Place the crown on your head.", "beanbag-head-place"),
                    ("Procession", "Walk slowly along the bench.", "bench-beanbag-head"),
                    ("Bow", "Stop and bow slowly.", "lean"),
                ],
            ),
        },
    ),
    3: lesson(
        "Hop and Carry",
        "To carry a beanbag while changing speed, and to land a hop on one foot and hold it for three seconds.",
        [
            "Land on the ball of the foot, then bend the knee",
            "Hold the landing: three elephants",
            "Carry smoothly as you speed up and slow down",
        ],  # fmt: skip
        "A beanbag for every pupil, 30 floor spots, 12 hoops, 4 cones, a clock with a second hand.",
        "Spots and hoops spread over the whole hall for the warm-up and the station. For the game, four hoop "
        "islands in the corners with four beanbags in each, a floor spot one hop in front of each island, and a "
        "cone square (the beach) in the middle; teams of six or seven start in the beach.",
        "Count every hold aloud as 'one elephant, two elephants, three elephants' so three seconds is a real "
        "three seconds. Hopping tires legs: keep goes short and swap legs often. Joining in: hop with a hand on "
        "a partner's shoulder, or land on two feet. More active: three hops in a row before each hold.",
        ["hop", "land", "hold", "three elephants"],
        "Hop onto a mark or a cushion, land softly on the same foot and hold for three elephants. Try the other foot.",
        {
            "warmup": part(
                "Warm-up: Switch and Stick",
                "Carry your beanbag around. On 'switch', change speed. On 'stick', put it down, hop once and hold!",
                "About 8 minutes. A beanbag each, pupils spread out. Safety: look before you hop, and hop on the "
                "spot, not towards anyone.",
                "Walk with the beanbag on the back of the hand. 'Switch' means change speed: walk to jog or jog "
                "to walk. 'Stick' means put the beanbag down, hop once on the spot and hold the landing for "
                "three elephants, then pick it up and go on. Finish with ankle circles and ten calf raises.",
                "Soft landing: the ball of the foot first, then the knee bends.",
                "How did bending your knee help you hold the landing?",
                (
                    "walk and change speed; hop with a hand on the wall",
                    "walk, jog and hop on the spot",
                    "hop forward over the beanbag before the hold",
                ),
                [
                    ("Carry", "Beanbag on the back of your hand.", "beanbag-hand-walk"),
                    ("Hop", "Put it down and hop once.", "hop"),
                    ("Stick", "Hold the landing for three.", "one-leg"),
                ],
            ),
            "funs": part(
                "FUNS Station: Sticky Landings",
                "Hop from one spot to the next and stick your landing like glue for three elephants.",
                "About 12 minutes. Lines of four floor spots a small stride apart, one line for every three "
                "pupils. Safety: start when the pupil in front has finished their last hold.",
                "Stand on one foot on the first spot. Hop to the next spot, land on the same foot and hold for "
                "three elephants, then hop on. At the end, change feet and come back. A partner counts the "
                "elephants and says 'stuck' or 'slipped'.",
                "Eyes on the next spot before you hop; arms out to catch the landing.",
                "What did your arms do when you landed?",
                (
                    "spots close together, land on two feet after each hop",
                    "spots a stride apart, land on one foot and hold for three",
                    "spots further apart, or hop sideways between them, and hold for three",
                ),
                [
                    ("Ready", "Stand on one foot on the first spot.", "one-leg"),
                    ("Hop", "Hop to the next spot.", "hop"),
                    ("Stick", "Land, arms out, hold for three elephants.", "one-leg"),
                ],
            ),
            "application": part(
                "Game: Coconut Islands",
                "Hop onto an island, stick the landing and carry a coconut home: quick on the sand, slow near home!",
                "About 15 minutes. Four hoop islands in the corners with beanbag coconuts, a floor spot (the "
                "landing stone) one hop in front of each; a cone square beach in the middle. Teams of six or "
                "seven in the beach. Safety: one pupil at each island at a time; the rest wait in the beach.",
                "One pupil from each team goes at a time. Walk to any island, hop from the landing stone into "
                "the hoop and hold for three elephants. Pick up one coconut, carry it on the back of the hand, "
                "jog across the open floor and slow to a walk for the last three steps into the beach. A "
                "dropped coconut goes back to its island. After three minutes count the coconuts; the winning "
                "team chooses the next round's rule from the levels.",
                "Hold the landing before you bend for the coconut; then speed up smoothly.",
                "Why does slowing down before the beach help you keep the coconut?",
                (
                    "land the hop on two feet and carry the coconut in your hand",
                    "land on one foot for three and carry it on the back of your hand",
                    "land on one foot for three and carry it on your head",
                ),
                [
                    ("Hop in", "Hop into the island and stick it.", "hop"),
                    ("Coconut", "Carry it on the back of your hand.", "beanbag-hand-walk"),
                    ("Home", "Slow down for the last three steps.", "walk-tall"),
                ],
            ),
            "review": part(
                "Review: Stick and Count",
                "Hop, land and hold while your partner counts three elephants. Did you stick it?",
                "About 5 minutes. Pairs, each pair with one floor spot.",
                "Each pupil has three hops on each foot while the partner counts and says 'stuck' or 'slipped'. "
                "The teacher asks who stuck more on one foot than the other, and why that might be.",
                "Listen for 'bend the knee', 'arms out' and 'eyes up'.",
                "Which foot is your stronger landing foot?",
                (
                    "hop and land on two feet",
                    "hop and land on one foot",
                    "hop forward a long way and land on one foot",
                ),
                [
                    ("Hop", "Hop from your spot.", "hop"),
                    ("Hold", "Land and hold still.", "one-leg"),
                    ("Count", "Your partner counts three elephants.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Hop to the Shop",
                "Hop to the shop, sticking every landing, then carry a loaf home quickly on your head.",
                "About 15 minutes. Lanes of three floor spots leading to a hoop (the shop) with beanbag loaves "
                "in it; teams of four per lane. Safety: the way home is round the outside of the lane.",
                "Hop onto each spot, holding every landing for three elephants. At the shop, put a loaf on your "
                "head and walk home quickly round the outside of the lane, slowing down before you hand the loaf "
                "to the next shopper.",
                "A held landing before every hop; a smooth slow-down before the hand-over.",
                "What happened when you hopped again before your landing was held?",
                (
                    "walk to the shop and carry the loaf in your hands",
                    "hop to each spot and carry the loaf on the back of your hand",
                    "hop on your weaker foot and carry the loaf on your head",
                ),
                [
                    ("Hop", "Hop from spot to spot.", "hop"),
                    ("Buy", "Put a loaf on your head.", "beanbag-head-place"),
                    ("Home", "Walk home quickly, then slow down.", "walk-tall"),
                ],
            ),
        },
    ),
    4: lesson(
        "Landing Like Glue",
        "To land a hop on one foot in different directions and hold it for three seconds.",
        [
            "Land toe first, then the knee bends over the toes",
            "Arms out and eyes up stop the wobble",
            "Hold for three before the next hop",
        ],  # fmt: skip
        "30 floor spots, 6 skipping ropes, 6 hoops, chalk or masking tape, a tambourine.",
        "Ropes laid straight on the floor for the station, one per group of five, two metres clear on each "
        "side. For the game, floor spots scattered across the hall one to one-and-a-half strides apart; for the "
        "alternative, twelve spots in a circle round a hoop, one clock per group of four or five.",
        "Watch the supporting knee: when a pupil lands it should point over the toes, not fall inwards. Joining "
        "in: land with a finger on a partner's shoulder, or hop over a painted line instead of a rope. More "
        "active: after every stuck landing, hop straight back again without putting the other foot down.",
        ["direction", "sideways", "stick", "knee over toes"],
        "Make a plus sign with tape or chalk. Hop forwards, sideways and backwards across it, holding each "
        "landing for three.",
        {
            "warmup": part(
                "Warm-up: Pogo Party",
                "Bounce like a pogo stick on two feet, then on one. When the tambourine shakes, stick it!",
                "About 8 minutes. Pupils spread out in the hall. Safety: small bounces on the spot first; "
                "bigger bounces only once everyone is warm.",
                "'Pogo' means small bounces on two feet; 'left pogo' hops on the left foot and 'right pogo' on "
                "the right. When the tambourine shakes, land and hold for three elephants. Then travel with "
                "pogo bounces and stick on the tambourine.",
                "Bounce from the ankles and stay light on the balls of the feet.",
                "Which pogo was hardest to stick, and why?",
                (
                    "two-foot pogo only",
                    "swap between two-foot and one-foot pogos",
                    "travel with one-foot pogos and stick on a floor spot",
                ),
                [
                    ("Pogo", "Small bounces on two feet.", "jump"),
                    ("One foot", "Hop on one foot.", "hop"),
                    ("Stick", "Tambourine: land and hold.", "one-leg"),
                ],
            ),
            "funs": part(
                "FUNS Station: Hop and Stick",
                "Hop over the rope forwards, backwards and sideways, and stick every landing for three elephants.",
                "About 12 minutes. One rope per group of five, laid straight with two metres of space on each "
                "side. Safety: one hopper at each end of the rope at a time, well apart.",
                "Stand beside the rope on one foot. Hop over it forwards and hold; hop back over it backwards "
                "and hold; then stand side on and hop over sideways and back. Move a step along the rope and go "
                "again. Change feet at the end.",
                "Knee over toes when you land: a knee that falls inwards makes you wobble.",
                "Which direction was hardest to land in, and why?",
                (
                    "hop forwards over the rope only",
                    "hop forwards, backwards and sideways over the rope",
                    "hop over with a quarter turn in the air, then stick it",
                ),
                [
                    ("Ready", "Stand on one foot beside the rope.", "stand"),
                    ("Hop over", "Hop over the rope.", "hop"),
                    ("Stick", "Knee over toes, hold for three.", "one-leg"),
                ],
            ),
            "application": part(
                "Game: Ice Floe Hop",
                "Hop from ice floe to ice floe across the frozen sea. Stick every landing, or the floe tips you back!",
                "About 15 minutes. Floor spots (ice floes) scattered across the middle of the hall; teams of "
                "five start on one side, each hopper with a partner on the shore. Safety: one pupil per floe; "
                "wait if the floe you want is taken.",
                "Hop from floe to floe across the sea. Every landing must be held for three elephants while "
                "the shore partner counts. If your other foot touches down, hop back one floe. Score a point "
                "for each crossing and swap hopping foot every crossing. Change roles after two crossings.",
                "Choose a floe you can reach: a short hop you can stick beats a long one you cannot.",
                "How did you choose which floe to hop to next?",
                (
                    "floes close together; land on two feet if you need to",
                    "floes a stride apart; land on one foot and hold for three",
                    "hop sideways or backwards onto some of the floes",
                ),
                [
                    ("Shore", "Stand on one foot on the shore.", "one-leg"),
                    ("Hop", "Hop to the next floe.", "hop"),
                    ("Stick", "Hold it for three elephants.", "arms-wide"),
                ],
            ),
            "review": part(
                "Review: Landing Judges",
                "Be a landing judge: watch your partner's hop and score the landing.",
                "About 5 minutes. Pairs with one floor spot.",
                "The hopper hops onto the spot three times in different directions. The judge gives one point "
                "for a soft landing, one for knee over toes and one for a held count of three. Swap. Share top "
                "scores and the tip that helped most.",
                "Judges score the landing, not how far the hop went.",
                "Which part of your body did you squeeze to hold the landing still?",
                (
                    "judge one thing: held for three or not",
                    "judge all three points",
                    "judge, then give a tip for a better landing",
                ),
                [
                    ("Hop", "Hop onto the spot.", "hop"),
                    ("Hold", "Hold for three.", "one-leg"),
                    ("Judge", "Your partner gives the score.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Hop Clock",
                "Hop from the middle of the clock to the number called, stick the landing, then hop back.",
                "About 15 minutes. Twelve floor spots in a circle round a hoop like a clock face, numbers "
                "chalked or on cards; a group of four or five per clock. Safety: one hopper on each clock.",
                "The hopper stands on one foot in the hoop. A partner calls a number; the hopper hops to that "
                "spot (forwards, sideways or backwards, depending on where it is), holds for three elephants and "
                "hops back to the middle. Three numbers, then swap.",
                "Turn your head to find the number before your feet move.",
                "Which numbers made you hop sideways or backwards?",
                (
                    "numbers 12, 3, 6 and 9 only, landing on two feet",
                    "any number, landing on one foot and holding",
                    "two numbers in a row without going back to the middle",
                ),
                [
                    ("Middle", "One foot in the hoop.", "one-leg"),
                    ("Hop out", "Hop to the number called.", "hop"),
                    ("Stick", "Hold it, then hop back.", "arms-wide"),
                ],
            ),
        },
    ),
    5: lesson(
        "Route Choosers",
        "To choose a harder or easier route on an obstacle course and explain the choice.",
        [
            "Try the route first, then choose",
            "Hard but possible is the right choice",
            "Say why: 'I chose... because...'",
        ],  # fmt: skip
        "4 low benches, 8 mats, 6 ropes, 12 hoops, 30 floor spots, beanbags, green and red cones (or cards).",
        "Four stations round the hall, each with a green (easier) and a red (harder) route side by side, marked "
        "with a cone of each colour. 1: a rope on the floor, or a bench. 2: spots to step on, or hoops to hop "
        "into. 3: carry a beanbag in the hand, or on the head, round a cone. 4: walk a bench, or walk it and "
        "turn in the middle. Groups of six or seven start at different stations.",
        "Praise good reasons, not only red routes: 'I chose green to get it right first' is a good reason. "
        "Joining in: a pupil takes the green route with a partner's hand. More active: pupils who finish a "
        "station go round it again on the other route.",
        ["route", "choose", "challenge", "because"],
        "Make a mini obstacle course at home with an easy and a hard way at each part. Tell someone which way "
        "you chose and why.",
        {
            "warmup": part(
                "Warm-up: Choose Your Path",
                "I will show you two ways to move. Choose one, do it, and tell me why you chose it.",
                "About 8 minutes. Pupils spread out on the hall's painted lines. Safety: give way to anyone "
                "already on your line.",
                "The teacher offers two choices each time: walk the line forwards or backwards; hop on your "
                "good foot or your other foot; carry a beanbag on your hand or your head. Pupils choose, do it "
                "for thirty seconds, and two of them say 'I chose... because...'.",
                "A good choice is hard enough to make you concentrate, but not so hard you keep falling off.",
                "Why did you choose the way you did?",
                (
                    "choose from two ways the teacher shows",
                    "choose, then try the other way too",
                    "invent a third, harder way for the class to try",
                ),
                [
                    ("Two ways", "Watch the two choices.", "teacher"),
                    ("Choose", "Pick one and do it.", "tightrope"),
                    ("Because", "Say 'I chose... because...'.", "wave"),
                ],
            ),
            "funs": part(
                "FUNS Station: Three Paths",
                "Try the green path and the amber path, then choose the path that is just right for you!",
                "About 12 minutes. At each bench: the green path is a rope on the floor, amber is the bench, and "
                "red is the bench with a beanbag on the head and a turn in the middle. Groups of six or seven "
                "per bench. Safety: one pupil on the bench at a time; red only once amber is steady.",
                "Everyone tries green and amber once. Then each pupil chooses a path for three more goes and "
                "tells a partner why. If a path is too easy (no wobbles at all) or too hard (stepping off every "
                "time), change it.",
                "Just right means a few wobbles, but you keep going.",
                "How did you know a path was just right for you?",
                (
                    "green path: the rope on the floor",
                    "amber path: the bench with a turn at the end",
                    "red path: the bench with a beanbag on your head and a turn in the middle",
                ),
                [
                    ("Green", "Walk the rope on the floor.", "tightrope"),
                    ("Amber", "Walk the bench and turn.", "bench-turn"),
                    ("Red", "The bench with a beanbag on your head.", "bench-beanbag-head"),
                ],
            ),
            "application": part(
                "Game: Route Quest",
                "At every station choose the green or the red route, then tell your quest partner why.",
                "About 15 minutes. The four two-route stations round the hall; pupils in pairs (quest partners). "
                "Safety: one pupil on each bench at a time; carried beanbags go back in the hoop at the end of "
                "the station.",
                "Pairs move round the stations in order. At each one, each partner chooses a route, does it and "
                "says 'I chose... because...'; the other gives a thumbs up for a steady go. The teacher calls "
                "'move on' every two minutes. In round two, pupils change at least one choice and explain why.",
                "Ask: was it the right choice? If not, what will you choose next time?",
                "Which choice would you change next time, and why?",
                (
                    "green at every station, explaining each choice",
                    "red at one station or more",
                    "red at every station you can do steadily; explain where you chose green",
                ),
                [
                    ("Choose", "Green or red? Point to your route.", "point"),
                    ("Go", "Complete it steadily.", "tightrope"),
                    ("Explain", "Tell your partner why.", "pair"),
                ],
            ),
            "review": part(
                "Review: Why That Way?",
                "Stand by the station where you made your best choice and tell us why it was a good one.",
                "About 5 minutes. The course is still out; pupils walk to a station of their choice.",
                "Each pupil stands by one station. The teacher asks two pupils at each station for their "
                "reason, then everyone helps put the equipment away, benches carried in fours.",
                "Good reasons name the skill: 'I chose the bench because I can turn now'.",
                "What makes a choice a good one?",
                (
                    "point to your station and say green or red",
                    "say your choice and a reason",
                    "say how you would make your route harder next lesson",
                ),
                [
                    ("Walk", "Walk to your best station.", "walk-tall"),
                    ("Stand", "Stand beside it.", "stand"),
                    ("Tell", "Point and say why it was a good choice.", "point"),
                ],
            ),
            "alt": part(
                "Game: Build a Route",
                "With your partner, build a short route with an easy way and a hard way. Then swap with another pair!",
                "About 15 minutes, with no benches. Each pair has a rope, two floor spots, a hoop and a beanbag, "
                "and a space of its own. Safety: routes stay inside your space, and ropes lie flat.",
                "Pairs build a route with two ways through: an easy one and a hard one (for example, step into "
                "the hoop or hop into it and stick; carry the beanbag in the hand or on the head). They try "
                "both, then swap with another pair, choose a way through the other route and explain why.",
                "Make the hard way possible: you must be able to do it yourself.",
                "Which way through the other pair's route did you choose, and why?",
                (
                    "build with a rope and a hoop",
                    "build with all four pieces",
                    "build a route with a choice at every piece",
                ),
                [
                    ("Build", "Lay out your route together.", "crouch"),
                    ("Try", "Try both ways through.", "hop"),
                    ("Swap", "Try another pair's route.", "pair"),
                ],
            ),
        },
    ),
    6: lesson(
        "Obstacle Challenge",
        "To carry while changing speed, stick each hop landing and choose a route on a course, explaining why.",
        [
            "Plan your route before you start",
            "Carry smoothly through every change of speed",
            "Stick every hop landing for three",
        ],  # fmt: skip
        "4 low benches, 8 mats, 6 ropes, 12 hoops, 30 floor spots, a beanbag each, green and red cones.",
        "One long course round the hall: a carry station (beanbag in the hand or on the head, walk then jog "
        "between two cones), a hop station (spots close together or far apart, each landing held), a bench "
        "station (walk it, or walk it and turn in the middle) and a finish spot. Green and red routes at each. "
        "Pairs start at different stations.",
        "Before the course, pupils tell their partner their plan. Compare with lesson 1: ask who chose a bench "
        "route today who could not walk the bench then. Joining in: green routes with a partner's hand, landing "
        "on two feet. More active: two laps, the second with every red route the pupil can do steadily.",
        ["plan", "course", "improve", "personal best"],
        "Show someone at home your best one-foot landing and your smoothest carry, and tell them which was harder "
        "in our first lesson.",
        {
            "warmup": part(
                "Warm-up: Quick Replay",
                "Show me the moves from our lessons: turn on a line, change gear, pogo and stick!",
                "About 8 minutes. Pupils spread out on the painted lines with a beanbag each. Safety: look for "
                "spaces before every change.",
                "The teacher calls moves from the unit: 'patrol' (walk a line and turn at the corner), 'gears' "
                "(carry the beanbag and change speed), 'pogo' and 'stick' (hop and hold for three). Pupils who "
                "remember the teaching point say it as they move.",
                "Ask for the teaching point of each move, not only the move.",
                "Which move has improved most since our first lesson?",
                (
                    "the teacher shows each move first",
                    "pupils do each move from the call alone",
                    "pupils take turns to call a move and its teaching point",
                ),
                [
                    ("Patrol", "Walk a line and turn at the corner.", "turn"),
                    ("Gears", "Carry and change speed.", "beanbag-hand-walk"),
                    ("Stick", "Hop and hold for three.", "one-leg"),
                ],
            ),
            "funs": part(
                "FUNS Station: Trickiest Bit",
                "Find the part of the course that is hardest for you and practise it with your partner's help.",
                "About 12 minutes. The course is set out; pairs go to the station they find hardest, no more "
                "than three pairs at one station. Safety: one pupil at a time on a bench.",
                "Partners take turns on the hard bit, three goes each. The watcher gives one tip in our words "
                "(eyes up, soft knee, flat hand, small steps). After three goes, decide together: green or red "
                "route for the challenge?",
                "Practise the hard bit slowly first, then at challenge speed.",
                "What tip from your partner helped most?",
                (
                    "practise the green route of your hard bit",
                    "practise the red route of your hard bit",
                    "practise linking your hard bit with the station before it",
                ),
                [
                    ("Choose", "Go to your hardest station.", "point"),
                    ("Practise", "Three goes each.", "tightrope"),
                    ("Tip", "Your partner gives one tip.", "pair"),
                ],
            ),
            "application": part(
                "Game: Grand Obstacle Course",
                "Plan your route, tell your partner, then take on the grand obstacle course!",
                "About 15 minutes. The full course; pairs start at different stations and go round in order. "
                "Safety: no more than two pupils at a station; wait for the bench to be clear; beanbags go back "
                "at the carry station.",
                "Before each lap the pupil tells their partner the plan: green or red at each station. The "
                "partner watches and checks three things: the carry stayed on through the speed change, each "
                "hop landing was held for three, and the plan was followed. Swap. On the second lap, change one "
                "green to red, or explain why not.",
                "A good plan is one you can do steadily; change it if it is not working.",
                "Did you keep to your plan, and what did you change?",
                (
                    "green at every station",
                    "red at one or two stations",
                    "red at every station, landing each hop on your weaker foot",
                ),
                [
                    ("Plan", "Tell your partner your route.", "pair"),
                    ("Carry and hop", "Carry, speed up, hop and stick.", "hop"),
                    ("Bench", "Walk the bench and finish still.", "bench-walk"),
                ],
            ),
            "review": part(
                "Review: Then and Now",
                "Think back to our first lesson. Show us something you can do now that you could not do then.",
                "About 5 minutes. The class sits in a circle once the course is cleared away.",
                "Think, pair, share: 'In lesson one I... Now I can...'. Three pupils show their move. The "
                "teacher links each answer to a lesson of the unit.",
                "Help pupils be specific: which station, which foot, which route.",
                "What can you do now that you could not do in our first lesson?",
                (
                    "show the move",
                    "show it and say what changed",
                    "say what you will practise next",
                ),
                [
                    ("Think", "Remember lesson one.", "sit"),
                    ("Share", "Tell your partner 'Now I can...'.", "pair"),
                    ("Show", "Three pupils show their move.", "one-leg"),
                ],
            ),
            "alt": part(
                "Game: Steady Relay",
                "Race the course as a team. Steady wins: drop the beanbag or wobble, and start that bit again.",
                "About 15 minutes. Four short copies of the course (carry, hop, bench), one per team of six or "
                "seven. Safety: one runner per lane at a time; tag the next runner's hand at the start line.",
                "Each runner tells the team green or red for each station before going. A dropped beanbag or a "
                "landing not held for three sends the runner back to the start of that station. The team's "
                "score is the number of red routes done steadily in four minutes, not the time.",
                "Points come from steady red routes, so choose wisely.",
                "How did your team decide who took the red routes?",
                (
                    "green routes, walking between stations",
                    "at least one red route each",
                    "every runner chooses two red routes",
                ),
                [
                    ("Choose", "Tell your team your routes.", "point"),
                    ("Go", "Carry and hop steadily.", "beanbag-hand-walk"),
                    ("Tag", "Tag the next runner.", "wave"),
                ],
            ),
        },
    ),
}

# Each part's adaptations: (joining in, more active).
ADAPTATIONS = {
    (1, "warmup"): ("Walk the lines forwards only, with a partner beside you.",
                    "Walk the lines on tiptoes and turn all the way round at every junction."),
    (1, "funs"): ("Walk the floor rope, or the bench holding an adult's hand.",
                  "After stepping off, walk back along the painted lines, turning at each corner."),
    (1, "application"): ("Your crossing can be on the floor rope and still score.",
                         "Walkers waiting their turn do ten calf raises on the start mat."),
    (1, "review"): ("Show the turn with a partner holding your hand.",
                    "Show a turn with your eyes on a target the whole time."),
    (1, "alt"): ("Cross the line of spots with an adult beside you.",
                 "Cross a different bridge every time, turning in the middle."),
    (2, "warmup"): ("Carry the beanbag in two cupped hands and stay in first and second gear.",
                    "Swap hands at every brake and add a fourth gear: skipping."),
    (2, "funs"): ("Carry the beanbag in a cupped hand, or walk the floor rope with it.",
                  "Carry a beanbag on each hand along the bench."),
    (2, "application"): ("Carry the parcel in two hands, walking the whole way.",
                         "Jog a lap of the hall with the parcel before tagging the next courier."),
    (2, "review"): ("Walk slowly and quickly only; no jogging.", "Add a stop in three steps after every change."),
    (2, "alt"): ("Carry the crown in your hands and walk the floor beside the bench.",
                 "Turn round in the middle of every bench with the crown on."),
    (3, "warmup"): ("Hop with one hand on the wall or a partner's shoulder.",
                    "Hop forward over the beanbag and back before each hold."),
    (3, "funs"): ("Land on two feet, or hop with a hand on a partner's shoulder.",
                  "Three hops in a row before each hold."),
    (3, "application"): ("Step into the island instead of hopping, and carry the coconut in your hand.",
                         "Hop into two islands before coming home."),
    (3, "review"): ("Land on two feet and hold for three.", "Land on your weaker foot and hold for five."),
    (3, "alt"): ("Walk to the shop and carry the loaf in two hands.", "Hop to each spot on your weaker foot."),
    (4, "warmup"): ("Stay with two-foot pogos.", "Travel with one-foot pogos all the way round the hall."),
    (4, "funs"): ("Hop over a painted line instead of the rope, with a finger on a partner's shoulder.",
                  "Hop straight back again after each stuck landing without putting the other foot down."),
    (4, "application"): ("Choose the closest floes and land on two feet.", "Hop only sideways or backwards."),
    (4, "review"): ("Be the judge first, then hop with a hand on your partner's shoulder.",
                    "Hop three times in a row and score all three landings."),
    (4, "alt"): ("Step out to the number instead of hopping.", "Two numbers in a row on your weaker foot."),
    (5, "warmup"): ("Choose with a partner and do it together.", "Try both ways every time and say which was harder."),
    (5, "funs"): ("Stay on the green path with a partner's hand.",
                  "Carry a beanbag on the back of the hand along the red path."),
    (5, "application"): ("Take the green route with a partner's hand at every station.",
                         "Go round again, changing every green choice you can do steadily to red."),
    (5, "review"): ("Point to your station and show your move instead of saying it.",
                    "Say what would make your red route harder still."),
    (5, "alt"): ("Build with a partner and an adult, using two pieces.", "Build a route with three ways through."),
    (6, "warmup"): ("Do each move with a partner beside you.", "Jog between the calls and add a turn to each move."),
    (6, "funs"): ("Practise the green route of your hard bit with a partner's hand.",
                  "Practise your hard bit on your weaker side as well."),
    (6, "application"): ("Green routes, with landings on two feet.",
                         "Two laps, the second with every red route you can do steadily."),
    (6, "review"): ("Show your move instead of telling it.", "Set yourself one target for the next balance unit."),
    (6, "alt"): ("Green routes, walking between stations.", "Every runner takes three red routes."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)
