"""Real Dance, Year 5, Unit 1: Heroes. Six lessons in which groups of four or five
choreograph a hero's story in three sections (the call, the struggle, the rescue) to the
Hero Song: a hero motif and how to develop it, unison, canon and formations, safe contact
work (counter balance, counter tension, a supported jump), filming a section to improve it,
and a show for an audience with feedback. Lessons are 45 minutes: warm-up 7, skill 12,
performance 18, review 8."""

from apps.content.seed.showcase import text
from apps.content.seed.showcase.text import lesson

SLUG = "d5u1-heroes"
UNIT = {
    "strapline": "The city calls, the storm pulls, a friend is rescued: a hero's story in three sections.",
    "cog_text": "Pupils learn to build a motif, develop it and share the stage in unison, canon and formations, "
    "and to trust a partner in contact work.",
    "purpose": "Year 5 pupils choreograph a hero's story in three sections: a hero motif and its developments "
    "(level, speed, size and direction), unison, canon and formations for the call, action and reaction with "
    "safe counter balance and counter tension for the struggle, a rise and a supported jump for the rescue; "
    "they film a section and improve it, then perform to an audience and give feedback.",
    "vocab": [
        ("Motif", "A short phrase of moves that stands for an idea and comes back in the dance."),
        ("Develop", "Change a motif (its level, speed, size or direction) so it stays recognisable."),
        ("Formation", "The shape the group makes on the stage: a line, a V, a circle, a cluster."),
        ("Counter tension", "Partners hold wrists and lean away from each other, each holding the other up."),
        ("Action and reaction", "One dancer moves and the other answers as if it reached them."),
    ],
}

# The Hero Song: original words, one line every three seconds over the Hero Anthem (120 bpm,
# six counts a line). The three sections follow the words: lines 1-4 the call, 5-6 the
# struggle, 7-8 the rescue.
HERO_SONG = [
    ("Sirens sound across the town", 0.0),
    ("One by one the heroes come", 3.0),
    ("Strike your pose and hold it strong", 6.0),
    ("Leap together, all as one", 9.0),
    ("The storm pulls hard, we lean, we stand", 12.0),
    ("Reach out low and take a hand", 15.0),
    ("Rise together, bring them home", 18.0),
    ("No hero ever works alone", 21.0),
]

# Hero movements nobody had drawn (joints as figures.STAND, 240 x 160, floor at 150).
POSES = {
    # Feet wide, fists on hips, elbows out, chin up: the hero's power pose.
    "hero-power-pose": {"le": (88, 78), "lh": (104, 96), "re": (152, 78), "rh": (136, 96), "lk": (106, 120),
                        "lf": (94, 146), "rk": (134, 120), "rf": (146, 146)},
    # One fist punched up and forward, the other arm back, one knee lifted: ready to fly.
    "hero-fly-punch": {"le": (106, 70), "lh": (94, 88), "re": (140, 42), "rh": (156, 20), "lk": (116, 120),
                       "lf": (114, 146), "rk": (136, 102), "rf": (130, 124)},
    # A lunge forward, forearm up in front of the face as a shield, other hand pushing.
    "hero-shield-lunge": {"head": (126, 44), "neck": (124, 60), "hip": (116, 100), "le": (142, 62),
                          "lh": (146, 42), "re": (140, 78), "rh": (158, 70), "lk": (100, 124), "lf": (82, 146),
                          "rk": (142, 118), "rf": (150, 146)},
    # Knocked low by the storm: kneeling on one knee, one hand on the floor, one reaching up.
    "hero-crumple-reach": {"head": (112, 82), "neck": (114, 96), "hip": (118, 122), "le": (132, 80),
                           "lh": (142, 58), "re": (106, 112), "rh": (98, 136), "lk": (112, 146), "lf": (88, 146),
                           "rk": (138, 122), "rf": (142, 146)},
    # Leaning back with straight arms forward, as if holding a partner's wrists (counter tension).
    "hero-lean-back": {"head": (100, 46), "neck": (104, 60), "hip": (120, 98), "le": (124, 70), "lh": (144, 70),
                       "re": (126, 74), "rh": (146, 74), "lk": (130, 122), "lf": (126, 146), "rk": (136, 120),
                       "rf": (140, 146)},
}  # fmt: skip

# Step pictures too plain to stand for a whole part in the lesson preview.
PLAIN = {"stand", "sit", "teacher", "pair", "wave"}

SAFE = (
    "Safety: bare feet or trainers, never socks on a shiny floor; no jewellery; contact is palm to palm or a "
    "wrist grip only; ask 'Ready?' and wait for 'Ready!' before any lean; nobody lifts anyone off the floor."
)
FILM = (
    "Film on a school tablet only, only pupils on the school's photo consent list, and delete the clips at the "
    "end of the unit."
)


def _plan(minutes, kit, set_out, organisation, safety=SAFE):
    return f"Time: {minutes} min. Equipment: {kit}. Set out: {set_out} Organisation: {organisation} {safety}"


def part(title, pupil, setup, rules, point, question, levels, steps, adapt, **extra):
    """A part with its own joining-in and more-active lines, whose preview picture is its
    first step that shows the movement."""
    joining, more = adapt
    figure = next((f for _, _, f in steps if f not in PLAIN), steps[0][2])
    return text.part(title, pupil, setup, rules, point, question, levels, steps, figure=figure,
                     joining_in=joining, more_active=more, **extra)  # fmt: skip


def _skill(title, pupil, setup, rules, point, question, levels, steps, adapt, *moves):
    moves = [{"title": t, "how": how, "levels": list(lv)} for t, how, lv in moves]
    return part(title, pupil, setup, rules, point, question, levels, steps, adapt, moves=moves)


def _perform(title, pupil, setup, rules, point, question, levels, steps, adapt):
    return part(title, pupil, setup, rules, point, question, levels, steps, adapt, lyrics=HERO_SONG, song="hero-song")


LESSONS = {
    1: lesson(
        "The Call",
        "To create a four-count hero motif and perform it in unison and in canon for the call section.",
        [
            "A motif is short, clear and comes back",
            "Hold the power pose for its full two counts",
            "In canon, wait for the dancer before you",
        ],
        "A speaker and the Hero Song, a drum or tambourine, 30 floor spots, 6 cones to mark a stage, 6 hero "
        "cards (flight, strength, speed, shield, stretch, invisibility).",
        "Own space for the warm-up and skill; groups of four or five, each with a hero card, for the "
        "performance; the class sits as an audience for the review.",
        "Year 5 have made machine and carnival dances: remind them a motif is like a hero's logo, a short "
        "phrase the audience learns to recognise. Count every phrase in out loud: '5, 6, 7, 8'.",
        ["motif", "unison", "canon", "counts", "power pose"],
        "Teach your hero motif to someone at home, then watch them do it and check it is the same four counts.",
        {
            "warmup": part(
                "Warm-up: Hero Training Camp",
                "Travel through the city and freeze in a hero shape on the drum!",
                _plan(
                    7,
                    "a drum, the speaker",
                    "floor spots scattered over the hall.",
                    "own space, everyone moving at once.",
                    "Safety: travel into spaces, not towards people; stop on the drum.",
                ),  # fmt: skip
                "Play the Hero Anthem. Pupils travel round the hall in the way called: 'super speed' (light, "
                "quick steps), 'strength' (slow, heavy strides), 'flight' (long, gliding steps with arms wide). "
                "On the drum, they freeze in a hero shape at a high, medium or low level, as called. Finish "
                "with shoulder rolls, wrist circles and a calf stretch on a spot.",
                "Freeze with the whole body: a strong middle, a still head and eyes looking where you point.",
                "Which travel showed a hero's power the best, and why?",
                (
                    "travel and freeze in any hero shape",
                    "freeze at the level the teacher calls",
                    "freeze in a shape that links to the nearest dancer",
                ),
                [
                    ("Super speed", "Light, quick steps into the spaces.", "run"),
                    ("Flight", "Long gliding steps, arms wide.", "arabesque"),
                    ("Freeze!", "Hold a hero shape on the drum.", "hero-power-pose"),
                ],
                (
                    "A pupil who tires quickly walks the travels and still freezes on the drum.",
                    "Add a tuck jump before each freeze, landing softly.",
                ),
            ),
            "skill": _skill(
                "Skill: The Hero Motif",
                "Make your four-count hero motif: power pose, power move, and show it twice the same.",
                _plan(
                    12,
                    "the speaker, hero cards",
                    "a spot each, all facing the front.",
                    "own space to learn the teacher's motif, then pairs to make their own.",
                    "Safety: leave an arm's length of space around you for the power move.",
                ),  # fmt: skip
                "Teach the class motif on counts 1-4: 1-2 power pose (feet wide, fists on hips, chin up), 3-4 "
                "the flying punch (one fist up and forward, knee lifts). Then pairs keep counts 1-2 and change "
                "counts 3-4 to show their own hero power from a card. Each pair shows their motif twice in a "
                "row: it must look the same both times.",
                "Every move starts and stops exactly on a count; say the counts in your head.",
                "What makes a motif easy for an audience to recognise when it comes back?",
                (
                    "learn the class motif and perform it on the counts",
                    "change counts 3-4 to show your own hero power",
                    "add a travel on counts 5-8 that ends back in the power pose",
                ),
                [
                    ("Power pose", "Counts 1-2: feet wide, fists on hips.", "hero-power-pose"),
                    ("Power move", "Counts 3-4: punch up, knee lifts.", "hero-fly-punch"),
                    ("Again", "Show it twice, the same each time.", "pair"),
                ],
                (
                    "A pupil who finds it hard to remember copies a partner's motif, side by side.",
                    "Perform the motif four times in a row, facing a new wall each time.",
                ),
                (
                    "Power Pose",
                    "Feet wide, fists on hips, elbows out and chin up; hold it still for two counts.",
                    (
                        "Hold the power pose for two counts, copying the leader",
                        "Hold it, then travel four counts and hit it again",
                        "Hit the pose at a low level, then rise into it at a high level",
                    ),
                ),
                (
                    "Flying Punch",
                    "Punch one fist up and forward as the opposite knee lifts; finish still.",
                    (
                        "Punch and lift on the spot, copying the leader",
                        "Punch, then fly forward four steps on a curved pathway",
                        "Punch in canon with a partner, one count apart",
                    ),
                ),
            ),
            "performance": _perform(
                "Perform: The Call (Section 1)",
                "The sirens sound and the heroes answer one by one. Strike your motif together!",
                _plan(
                    18,
                    "the Hero Song, 6 cones",
                    "a stage marked by cones at one end of the hall.",
                    "groups of four or five, numbered 1 to 5, starting low and still in a cluster.",
                    "Safety: each dancer keeps their own space in the cluster when they rise.",
                ),  # fmt: skip
                "Play the Hero Song. On 'Sirens sound' everyone is low and still. On 'One by one the heroes come' "
                "the dancers rise in canon, number 1 first, one count apart, each into the power pose. On 'Strike "
                "your pose' the whole group performs the class motif in unison; on 'Leap together' they travel "
                "four counts to a line facing the audience. Practise each line, then put it to the song.",
                "In canon, move only after the dancer before you has arrived; in unison, watch the edge of "
                "your eye and match the group.",
                "How did your group make the canon clear to an audience?",
                (
                    "rise in canon, then the motif in unison, with the teacher counting",
                    "the whole call section to the song with no counting",
                    "rise in canon in reverse order (5 to 1) and finish in a line of different levels",
                ),
                [
                    ("Sirens", "Low and still in a cluster.", "crouch"),
                    ("One by one", "Rise in canon into your power pose.", "hero-power-pose"),
                    ("All as one", "The motif in unison.", "hero-fly-punch"),
                ],
                (
                    "A pupil who needs it is number 1, so they rise first and then join the unison.",
                    "Groups repeat the section, then add a second run with the canon twice as fast.",
                ),
            ),
            "review": part(
                "Review: Motif Spotters",
                "Watch another group. Point when the motif appears. Was it in canon or in unison?",
                _plan(
                    8,
                    "the speaker",
                    "groups sit in a horseshoe facing the stage.",
                    "two groups pair up: one performs the call, one watches, then swap.",
                    "Safety: audiences sit well back from the stage cones.",
                ),  # fmt: skip
                "Each group performs the call twice. Watchers raise a hand every time they see the power pose, "
                "then tell the performers one place the canon was clear and one place the unison was exact "
                "(or nearly).",
                "Name the count: 'on count 3 your punches matched'.",
                "Where in the call did you see the motif, and what made it stand out?",
                (
                    "point when the motif appears",
                    "say whether each part was canon or unison",
                    "suggest a count where the canon could be sharper",
                ),
                [
                    ("Watch", "Sit still and watch the stage.", "sit"),
                    ("Spot it", "Hand up for the power pose.", "wave"),
                    ("Tell", "Canon or unison? Say the count.", "pair"),
                ],
                (
                    "Watchers can show canon with a hand wave and unison with a clap instead of speaking.",
                    "Performing groups show their call a third time straight after the comment, with the fix.",
                ),
            ),
            "alt": _perform(
                "Perform: Hero Roll Call",
                "Step out of the line one by one, show your power, and join the team pose!",
                _plan(
                    18,
                    "the Hero Song, hero cards",
                    "each group in a line across the stage.",
                    "groups of four or five in a line, each dancer with their own hero power.",
                    "Safety: step forward into clear space, never backwards into the line.",
                ),  # fmt: skip
                "Play the Hero Song. Each dancer in turn steps forward, shows their power pose and their own "
                "counts 3-4, then steps back. On 'Leap together' the whole line performs the class motif in "
                "unison and freezes in a team pose that mixes high, medium and low.",
                "Step out with confidence and look at the audience before your move.",
                "How did each dancer's power look different, and what stayed the same?",
                (
                    "step out one at a time with the teacher naming each dancer",
                    "step out on the counts, no names called",
                    "two dancers step out together as a pair and answer each other",
                ),
                [
                    ("Line up", "A line across the stage.", "stand"),
                    ("Step out", "Show your own power.", "hero-fly-punch"),
                    ("Team pose", "High, medium and low together.", "hero-power-pose"),
                ],
                (
                    "A pupil unsure of performing alone steps out with a partner.",
                    "Between turns, the line marks the motif on the spot instead of standing still.",
                ),
            ),
        },
    ),
    2: lesson(
        "Develop the Motif",
        "To develop the hero motif by changing its level, speed, size and direction, and to change formation.",
        [
            "Change one thing and the motif stays recognisable",
            "Slow motion needs control, not just slowness",
            "Move to the new formation by the shortest path",
        ],
        "A speaker and the Hero Song, a drum, 30 floor spots, 6 cones, 4 'dial' cards (level, speed, size, "
        "direction), 6 formation cards (line, V, circle, diagonal, two lines, cluster).",
        "Pairs for the warm-up; own space for the skill; groups of four or five on a stage for the performance.",
        "Show the four dials on the board. Demonstrate the class motif four times, each with one dial turned, "
        "and ask which dial changed: this is the skill pupils use all unit.",
        ["develop", "level", "formation", "slow motion", "direction"],
        "Draw your group's two formations from above, with a dot for each dancer and an arrow for each path.",
        {
            "warmup": part(
                "Warm-up: Sidekick Mirror",
                "Be your partner's mirror: copy every move at exactly the same time.",
                _plan(
                    7,
                    "the speaker",
                    "pairs spread out on spots facing each other.",
                    "pairs, a leader and a mirror, swapping every 30 seconds.",
                ),  # fmt: skip
                "The leader moves slowly: reaches, bends, turns the head, rises and sinks. The mirror copies as "
                "if in a mirror (the leader's right hand is the mirror's left). Then palm to palm: the pair "
                "touch palms lightly and move their hands together, the leader guiding, without pushing.",
                "Leaders move slowly enough that the mirror is never behind.",
                "How did the leader help the mirror keep up?",
                (
                    "mirror arm moves only",
                    "mirror the whole body, changing level",
                    "palm to palm with no leader: both share the lead",
                ),
                [
                    ("Face", "Face your partner on your spot.", "pair"),
                    ("Mirror", "Copy the reach at the same time.", "reach"),
                    ("Palm to palm", "Hands touch lightly, move together.", "lean"),
                ],
                (
                    "A pupil who finds contact uncomfortable mirrors with a small gap between the palms.",
                    "After each swap, pairs jog to a new spot and mirror a quicker sequence.",
                ),
            ),
            "skill": _skill(
                "Skill: Motif Dials",
                "Turn one dial at a time: change the level, the speed, the size or the direction of your motif.",
                _plan(
                    12,
                    "dial cards, the drum",
                    "spots in rows, everyone facing the front.",
                    "own space to try each dial, then pairs to choose two developments.",
                    "Safety: in slow motion, keep the standing knee soft; large moves need a clear space.",
                ),  # fmt: skip
                "Perform the motif (power pose, flying punch) once as learned. Then turn one dial at a time: "
                "level (the whole motif low, on one knee), speed (slow motion over eight counts, or double "
                "speed), size (tiny, then as big as you can), direction (facing the back or a corner). Pairs "
                "choose two developments to keep and put them after the original: original, development one, "
                "development two.",
                "Change one dial at a time so the motif is still the motif.",
                "Which dial changed the feeling of your motif the most?",
                (
                    "perform the motif with one dial turned, called by the teacher",
                    "choose two dials and link them after the original",
                    "turn two dials at once (slow and low) and keep the motif recognisable",
                ),
                [
                    ("Original", "The motif as you learned it.", "hero-power-pose"),
                    ("Slow motion", "Eight counts for the punch.", "hero-fly-punch"),
                    ("Low level", "The whole motif on one knee.", "hero-crumple-reach"),
                ],
                (
                    "A pupil who finds balance hard does the low level sitting, and the slow motion with a "
                    "hand on a wall.",
                    "Perform original and both developments back to back three times without a pause.",
                ),
                (
                    "Slow-Motion Punch",
                    "The flying punch stretched over eight counts, every part moving at the same slow speed.",
                    (
                        "Punch in slow motion over four counts, copying the leader",
                        "Punch over eight counts while travelling forward",
                        "Slow-motion punch in canon round the group, then all at double speed",
                    ),
                ),
                (
                    "Flying Glide",
                    "Lean forward on one leg, arms wide, and glide as if flying between the buildings.",
                    (
                        "Glide forward on the spot with the leader",
                        "Glide on a curved pathway for eight counts",
                        "Glide from high to low and back, changing direction at the middle",
                    ),
                ),
            ),
            "performance": _perform(
                "Perform: The Call in Formation",
                "Perform the call again, then change formation and show your developed motif!",
                _plan(
                    18,
                    "the Hero Song, formation cards, 6 cones",
                    "a stage marked by cones.",
                    "groups of four or five, each with two formation cards (say, a line and a V).",
                    "Safety: walk the new paths slowly first, so nobody crosses into a dancer.",
                ),  # fmt: skip
                "Groups perform the call from lesson 1 (rise in canon, motif in unison). On 'Leap together' they "
                "travel to their first formation, then perform one development of the motif. On the drum at "
                "the end of the song they change to the second formation and perform the other development. "
                "Walk the paths first, then put it to the song.",
                "Know your place in each formation and arrive on the count, not late.",
                "Which formation made your group look most powerful, and why?",
                (
                    "one formation (a line), with the teacher calling the change",
                    "two formations from the cards, changing on the drum",
                    "three formations, with the leader of the V changing each time",
                ),
                [
                    ("Line", "A line facing the audience.", "hero-power-pose"),
                    ("Travel", "Shortest path to the V.", "run"),
                    ("V", "The developed motif in a V.", "hero-fly-punch"),
                ],
                (
                    "A pupil who needs it stands at the point of the V, so the others move round them.",
                    "Groups add a third formation and travel to it with flying glides.",
                ),
            ),
            "review": part(
                "Review: Which Dial?",
                "Watch a group's developed motif. Which dial did they turn?",
                _plan(
                    8,
                    "dial cards",
                    "the class sits facing the stage.",
                    "groups take turns to show the original and one development.",
                    "Safety: audiences sit well back from the stage cones.",
                ),  # fmt: skip
                "Each group shows the original motif and one development without saying which. The audience holds "
                "up (or points to) the dial card they think was turned, then one watcher says what the change "
                "did to the hero (stronger, sneakier, more tired).",
                "Ask for the dial and the effect: 'slower, so it looked like the hero was struggling'.",
                "What did the change of dial tell the audience about the hero?",
                (
                    "name the dial that was turned",
                    "say what the change made the hero look like",
                    "suggest a dial for the struggle section and say why",
                ),
                [
                    ("Watch", "Original, then development.", "sit"),
                    ("Choose", "Point to the dial card.", "teacher"),
                    ("Explain", "What did it show?", "pair"),
                ],
                (
                    "Watchers who find words hard hold up the dial card and show the change with their hands.",
                    "Performers show the development again with a second dial added.",
                ),
            ),
            "alt": _perform(
                "Perform: Back-to-Back Sidekicks",
                "Rise back to back with your sidekick, then burst out into your developed motif!",
                _plan(
                    18,
                    "the Hero Song",
                    "pairs spread over the stage area.",
                    "pairs of similar height, sitting back to back.",
                ),  # fmt: skip
                "Play the Hero Song. On 'Sirens sound' pairs sit back to back, knees bent, feet flat. On 'One by "
                "one' they press their backs together, say 'Ready? Ready!' and push up to standing together. On "
                "'Strike your pose' they turn outwards and perform their developed motif, then finish facing "
                "each other in mirrored power poses.",
                "Push into your partner's back evenly and walk the feet in close as you rise.",
                "How did you and your sidekick rise together without using your hands?",
                (
                    "rise back to back with hands on the floor to help",
                    "rise back to back with no hands",
                    "rise in canon with the next pair, one count apart",
                ),
                [
                    ("Back to back", "Sit, backs together, knees bent.", "sit"),
                    ("Rise", "Push together and stand up.", "lean"),
                    ("Burst out", "Turn and show your motif.", "hero-fly-punch"),
                ],
                (
                    "A pair who cannot rise together stands back to back and sinks and rises a little way.",
                    "Pairs sink and rise three times before bursting out.",
                ),
            ),
        },
    ),
    3: lesson(
        "The Struggle",
        "To show a struggle with action and reaction, counter balance and counter tension, safely with a partner.",
        [
            "Action and reaction: the reaction starts as the action arrives",
            "Ask 'Ready?' and wait for 'Ready!' before any lean",
            "Lean only as far as your partner can hold",
        ],
        "A speaker and the Hero Song, a drum, 30 floor spots, 6 cones, mats for any pair who want them.",
        "Pairs of similar height and size, spread round the hall; pairs join to make their group of four or five "
        "for the performance.",
        "Teach the contact rules before anything else and stop the class if anyone breaks them. Show a counter "
        "tension with a confident pupil first, slowly, and let pairs choose how far to lean.",
        ["action", "reaction", "counter balance", "counter tension", "trust"],
        "Explain to someone at home the difference between a counter balance and a counter tension, and show it "
        "with your hands.",
        {
            "warmup": part(
                "Warm-up: Push and Give",
                "Your partner sends a push through the air. Show how it reaches you and knocks you back!",
                _plan(
                    7,
                    "the drum",
                    "pairs facing each other two big steps apart.",
                    "pairs; one sends, one reacts; swap on the drum.",
                ),  # fmt: skip
                "No contact yet. The sender pushes slowly through the air towards a body part (shoulder, hip, "
                "hand); the reactor lets that part be pushed and the body follow, in slow motion, then "
                "recovers. Try strong and light pushes. Finish with a gentle partner stretch: palms together, "
                "step back and lengthen the arms.",
                "React exactly when the push arrives, with the body part it aimed at.",
                "How did the reactor show how strong the push was?",
                (
                    "react with the arm or shoulder only",
                    "react with the whole body, changing level",
                    "send two pushes and react to both in one movement",
                ),
                [
                    ("Send", "Push slowly through the air.", "hero-shield-lunge"),
                    ("React", "Let the push knock you back.", "hero-lean-back"),
                    ("Recover", "Come back strong.", "hero-power-pose"),
                ],
                (
                    "A pupil who prefers not to react with the whole body reacts with one hand and arm.",
                    "Pairs move to a new space after every swap and add a jump to the recovery.",
                ),
            ),
            "skill": _skill(
                "Skill: Lean and Hold",
                "Share your weight with your partner: lean in for a counter balance, lean out for a counter tension.",
                _plan(
                    12,
                    "mats for pairs who want them",
                    "pairs spread out, an arm's length from any wall.",
                    "pairs of similar height; the teacher shows each lean first with a pupil.",
                ),  # fmt: skip
                "Counter balance: stand facing, a small step apart, palms together at shoulder height. Ask "
                "'Ready?', answer 'Ready!', then both walk the feet back a little and lean in, bodies straight, "
                "holding for four counts; walk the feet in to finish. Counter tension: hold each other's "
                "wrists, feet close together, ask and answer, then both lean back with straight arms, hold for "
                "four counts and come up together. Move in and out of each lean slowly.",
                "Straight body from head to heels; move the feet, not the hips, to lean further.",
                "Why must both partners lean at the same time, and what happens if one lets go?",
                (
                    "a small lean, palm to palm, for four counts",
                    "counter balance, then counter tension, linked without letting go",
                    "counter tension while one partner sinks to a low level and rises",
                ),
                [
                    ("Ready?", "Palms together, ask and answer.", "pair"),
                    ("Lean in", "Both lean in: counter balance.", "lean"),
                    ("Lean out", "Wrist grip, lean back: counter tension.", "hero-lean-back"),
                ],
                (
                    "A pupil not ready to take weight keeps the lean tiny or leans against a wall beside their "
                    "partner.",
                    "Pairs find a third way to share weight (shoulder to shoulder, back to back) and hold for eight.",
                ),
                (
                    "Partner Lean",
                    "Palms together, both bodies straight, both lean in and hold each other up.",
                    (
                        "A small lean in, palm to palm, for four counts",
                        "A deeper lean in, then walk the feet back in together",
                        "Lean in, then turn under one arm into a new lean without letting go",
                    ),
                ),
                (
                    "Crumple Low",
                    "React to the storm: crumple slowly down to one knee, reaching up for help.",
                    (
                        "Crumple to one knee on the leader's count",
                        "Crumple as your partner's slow-motion push arrives",
                        "Crumple in canon along a line, then rise in reverse order",
                    ),
                ),
            ),
            "performance": _perform(
                "Perform: The Struggle (Section 2)",
                "The storm pulls at the heroes. Show the struggle in slow motion, then hold on together!",
                _plan(
                    18,
                    "the Hero Song, 6 cones",
                    "the stage; groups start in the last formation of the call.",
                    "the groups of four or five, in pairs inside the group; a spare dancer is the storm.",
                ),  # fmt: skip
                "Play the song from 'The storm pulls hard'. In slow motion, the storm (or one partner) sends "
                "pushes through the air; dancers react and crumple low. On 'we lean, we stand' pairs take a "
                "counter balance or counter tension and hold for four counts. Link it to the end of the call: "
                "call, struggle, freeze. Rehearse the leans without the music first.",
                "Keep the slow motion slow all the way; the hold is the moment the audience remembers.",
                "How did your group show that the heroes were struggling, without touching the storm?",
                (
                    "the struggle with reactions only and a short palm-to-palm lean",
                    "reactions, then a counter tension held for four counts",
                    "reactions in canon, then both leans, linked without letting go",
                ),
                [
                    ("The storm", "Push through the air in slow motion.", "hero-shield-lunge"),
                    ("Crumple", "React and sink low.", "hero-crumple-reach"),
                    ("Hold on", "Lean and hold together.", "hero-lean-back"),
                ],
                (
                    "A dancer who needs it is the storm, sending the pushes and taking no weight.",
                    "Groups perform the call and the struggle twice through without stopping.",
                ),
            ),
            "review": part(
                "Review: Trust Check",
                "Tell your partner one thing they did that made you feel safe when you leaned.",
                _plan(
                    8,
                    "none",
                    "pairs sit facing each other.",
                    "pairs, then the whole class.",
                    "Safety: seated; no leans during the review.",
                ),  # fmt: skip
                "Pairs talk for one minute: what made the lean feel safe (the signal, a slow start, straight "
                "arms)? Then two pairs show their best lean to the class, and the class names which kind it "
                "was (counter balance or counter tension) and one thing that made it safe.",
                "Thank your partner by naming the exact thing they did.",
                "What makes contact work safe, and who is responsible for it?",
                (
                    "name one thing your partner did to keep you safe",
                    "say whether a lean was a counter balance or a counter tension",
                    "explain how to make a lean deeper safely",
                ),
                [
                    ("Talk", "What made it feel safe?", "pair"),
                    ("Show", "Two pairs show their lean.", "lean"),
                    ("Name it", "Balance or tension?", "teacher"),
                ],
                (
                    "A pupil who finds it hard to say can point to the rule on the board that their partner kept.",
                    "Pairs who finish early practise going from one lean to the other without letting go.",
                ),
            ),
            "alt": _perform(
                "Perform: Tug of the Storm",
                "Pull against an invisible storm in slow motion. Who will hold on?",
                _plan(
                    18,
                    "the Hero Song",
                    "the stage; a line across it marks the storm's edge.",
                    "groups of four or five in a line, linked by wrist grips.",
                ),  # fmt: skip
                "Play the song from 'The storm pulls hard'. The line pulls against an invisible storm in slow "
                "motion, leaning back together in counter tension with the person at the end holding a "
                "partner's wrist. One dancer is pulled away (slow-motion reaction) and crumples low; on 'Reach "
                "out low' the line reaches for them.",
                "Everyone in the line leans the same amount so nobody is pulled off balance.",
                "How did the line show that the storm was strong?",
                (
                    "the line leans and reacts with no one pulled away",
                    "one dancer is pulled away and crumples low",
                    "two dancers are pulled away in canon and the line reforms",
                ),
                [
                    ("Link", "Wrist grips along the line.", "pair"),
                    ("Pull", "Lean back against the storm.", "hero-lean-back"),
                    ("Pulled away", "One dancer crumples low.", "hero-crumple-reach"),
                ],
                (
                    "A pupil who prefers no contact stands at the end and reacts to the storm alone.",
                    "Groups repeat with the pulled-away dancer changing each time.",
                ),
            ),
        },
    ),
    4: lesson(
        "The Rescue",
        "To show a rescue with a safe rise and a supported jump, and to improve it after watching it on film.",
        [
            "The helper's arms are straight and the feet are wide",
            "The jumper does the jumping; helpers only steady",
            "Watch the clip for one thing to change",
        ],
        "A speaker and the Hero Song, a drum, 6 cones, mats for the supported jump, one school tablet per two groups.",
        "Groups of three for the skill (a jumper and two helpers); the groups of four or five for the "
        "performance, two groups sharing a tablet.",
        "Teach the supported jump on a mat without music: rehearse the grip and a bend of the knees first, and "
        "check every group's grip before anyone jumps. Filming "
        "is for learning: the clips stay on the tablet and are deleted after the unit.",
        ["rescue", "supported jump", "rise", "film", "improve"],
        "Tell someone at home how a rescue in your dance works, and say one thing you changed after watching the film.",
        {
            "warmup": part(
                "Warm-up: Rescue Relay",
                "Frozen by the storm? Wait for a hero to rescue you, then rise up together!",
                _plan(
                    7,
                    "4 bibs, the drum",
                    "the whole hall, cones marking the edges.",
                    "four storm-catchers in bibs, everyone else a hero.",
                    "Safety: catchers tag gently on the shoulder; rescuers pull up with a wrist grip, never "
                    "by the arms or clothes.",
                ),  # fmt: skip
                "Storm-catchers tag heroes, who crumple to one knee, reaching up. A free hero rescues them: "
                "wrist grip, 'Ready? Ready!', and both lean back a little as the frozen hero rises to standing. "
                "Swap catchers every minute. Finish walking, with arm circles and a hamstring stretch.",
                "Rescuers stand with wide feet and lean back as the partner rises.",
                "What did the rescuer do to make the rise safe?",
                (
                    "rescue with a high five, no rise",
                    "rescue with a wrist grip and a rise",
                    "two heroes are needed to rescue one, one on each side",
                ),
                [
                    ("Frozen", "Tagged? Kneel and reach up.", "hero-crumple-reach"),
                    ("Grip", "Rescuer grips the wrist.", "pair"),
                    ("Rise", "Lean back as your partner rises.", "hero-lean-back"),
                ],
                (
                    "A pupil who cannot kneel is frozen standing with one arm up, and rescued with a high five.",
                    "Add six more catchers for the last minute so rescuers have to be quick.",
                ),
            ),
            "skill": _skill(
                "Skill: Rise and Supported Jump",
                "Help a friend rise, then steady them as they jump high: a rescue that looks like flying!",
                _plan(
                    12,
                    "a mat for every group of three",
                    "mats spread out, two metres apart.",
                    "groups of three: a jumper between two helpers; swap so everyone jumps twice.",
                ),  # fmt: skip
                "Rise: the jumper kneels, reaching up; a helper grips the wrist and leans back as the jumper "
                "stands. Supported jump: the helpers stand either side, facing the same way, and each holds "
                "the jumper's nearest forearm with one hand and steadies the upper arm with the other. On "
                "'3, 2, 1' the jumper bends the knees and jumps straight up from two feet, landing softly on "
                "two feet. Helpers steady; they never lift or throw. Walk it, then jump it.",
                "Jumper: bend, jump, land with soft knees. Helpers: straight back, firm hands, no lifting.",
                "Who does the work in a supported jump, and what is the helpers' job?",
                (
                    "a small supported jump on the spot",
                    "a rise from kneeling straight into a supported jump",
                    "a supported jump with a shape in the air (a tuck or a star)",
                ),
                [
                    ("Rise", "Helper leans back, jumper stands.", "hero-lean-back"),
                    ("Grip", "Forearm and upper arm, both sides.", "pair"),
                    ("Jump!", "Jump high; helpers steady.", "jump"),
                ],
                (
                    "A pupil who should not jump does the rise only, or is the helper with an adult beside them.",
                    "Each group performs rise, jump and power pose three times, changing roles each time.",
                ),
                (
                    "Rise Together",
                    "The rescuer grips the wrist and leans back as the partner rises from one knee.",
                    (
                        "Rise from kneeling with a helper's wrist grip",
                        "Rise from sitting with a helper, in slow motion",
                        "Rise in canon with the next pair, one count apart",
                    ),
                ),
                (
                    "Supported Jump",
                    "Jump straight up from two feet with a helper steadying each arm; land softly.",
                    (
                        "A small supported jump on the mat",
                        "A supported jump straight out of the rise",
                        "A supported jump with a tuck or star shape in the air",
                    ),
                ),
            ),
            "performance": _perform(
                "Perform: The Rescue (Section 3)",
                "Reach out, rise together and bring your friend home. Then watch your film and make it better!",
                _plan(
                    18,
                    "the Hero Song, a tablet per two groups, mats",
                    "two groups share a stage area with a mat.",
                    "groups of four or five; one pupil of the partner group films.",
                    SAFE + " " + FILM,
                ),  # fmt: skip
                "Play the song from 'Reach out low'. The dancer who crumpled in the struggle is rescued: a rise, "
                "then a supported jump, while the others travel round them on a curved pathway. On 'No hero "
                "ever works alone' everyone finishes in a group shape that touches. The partner group films it "
                "once; the group watches the clip, chooses one thing to change (timing, spacing or a clearer "
                "shape) and performs it again.",
                "Watch the clip for one thing only, and say it as a count: 'on count 5 we were late'.",
                "What did you change after watching the film, and was the second try better?",
                (
                    "the rescue with a rise only",
                    "the rescue with a rise and a supported jump",
                    "rise and jump in canon with two rescues, then the touching group shape",
                ),
                [
                    ("Reach", "Reach out to your friend.", "lean"),
                    ("Jump!", "The supported jump.", "jump"),
                    ("Home", "Finish in a group shape.", "hero-power-pose"),
                ],
                (
                    "A dancer who should not jump does the rise and then leads the travel round the group.",
                    "Groups film a second time and compare the two clips side by side.",
                ),
            ),
            "review": part(
                "Review: Replay and Improve",
                "Watch your second film. Say what you changed and how it made the rescue better.",
                _plan(
                    8,
                    "the tablets",
                    "groups sit round their tablet.",
                    "groups of four or five; one pupil controls the tablet.",
                    "Safety: the tablet stays flat on the floor or with the teacher. " + FILM,
                ),  # fmt: skip
                "Groups watch both clips. Each dancer completes the sentence 'We changed ... so that ...'. "
                "One group shares with the class, and the teacher asks the class what they notice in the "
                "second clip.",
                "Use 'so that' to link the change to its effect.",
                "What changed between the first and second clip, and why does it matter to the audience?",
                (
                    "say what you changed",
                    "say what changed and why",
                    "say what to change next time and how you would check it",
                ),
                [
                    ("Watch", "Both clips, one after the other.", "sit"),
                    ("Compare", "What is different?", "teacher"),
                    ("Say it", "We changed ... so that ...", "pair"),
                ],
                (
                    "A pupil who finds speaking hard points to the moment in the clip and a partner says it.",
                    "Groups walk through their next change while the others share.",
                ),
            ),
            "alt": _perform(
                "Perform: Human Chain Rescue",
                "Make a chain of heroes to reach your friend, then pull them up and home!",
                _plan(
                    18,
                    "the Hero Song, a tablet per two groups",
                    "the stage; one dancer at the far side.",
                    "groups of four or five; one dancer is the one to rescue.",
                    SAFE + " " + FILM,
                ),  # fmt: skip
                "Play the song from 'Reach out low'. The group builds a chain towards the friend: one dancer "
                "holds the next one's wrist and leans back (counter tension) while the next reaches further, "
                "until the last one grips the friend's wrist. The chain rises and draws the friend to standing, "
                "then all travel back together in unison. Film it, watch, change one thing and repeat.",
                "The dancer at the back of the chain has the widest feet and leans the most.",
                "How did the chain keep everyone balanced as it stretched?",
                (
                    "a chain of hand holds, no lean",
                    "a chain with counter tension and a rise",
                    "a chain that reaches, rises and changes formation on the way home",
                ),
                [
                    ("Reach", "The chain stretches out.", "lean"),
                    ("Hold", "Lean back, wrists held.", "hero-lean-back"),
                    ("Home", "Travel home in unison.", "run"),
                ],
                (
                    "A pupil who prefers not to take weight is the friend who is rescued, or films.",
                    "Groups rebuild the chain a second time in the opposite direction.",
                ),
            ),
        },
    ),
    5: lesson(
        "The Whole Story",
        "To link the call, the struggle and the rescue with clear transitions, and improve a section after filming.",
        [
            "A transition moves the story on; it is not a gap",
            "Start and finish in stillness",
            "Fix one thing at a time from the film",
        ],
        "A speaker and the Hero Song, a drum, 6 cones, mats, one tablet per two groups, a whiteboard with the "
        "three section names.",
        "The groups of four or five in their own stage areas; two groups share a tablet.",
        "Write the three sections and their lines of the song on the board. Give groups a time for each run "
        "through, so the lesson is mostly dancing, not talking.",
        ["transition", "section", "structure", "stillness", "rehearse"],
        "Write your dance as a story map: three boxes (the call, the struggle, the rescue) with the moves in "
        "each and an arrow for each transition.",
        {
            "warmup": part(
                "Warm-up: Section Shuffle",
                "I call a section, you dance its moves. Listen: the order keeps changing!",
                _plan(
                    7,
                    "the drum",
                    "pupils in own space over the whole hall.",
                    "own space, then into groups on the last call.",
                    "Safety: no leans or jumps in the warm-up; show them marked (small).",
                ),  # fmt: skip
                "Call 'the call' (rise and power pose), 'the struggle' (slow-motion reaction and crumple), 'the "
                "rescue' (reach and rise) and 'formation!' (find your group and make your first formation). "
                "Change the order, and speed up the calls. Finish with a calf and shoulder stretch in the "
                "formation.",
                "Change from one section to the next straight away, with a clear new shape.",
                "Which section is your group's strongest, and which needs the most work today?",
                (
                    "the teacher shows each section as it is called",
                    "the teacher calls; pupils remember the moves",
                    "a pupil calls, and the calls come twice as fast",
                ),
                [
                    ("The call", "Rise into a power pose.", "hero-power-pose"),
                    ("The struggle", "React and crumple low.", "hero-crumple-reach"),
                    ("The rescue", "Reach and rise.", "reach"),
                ],
                (
                    "A pupil who finds the changes quick follows a partner, copying their moves.",
                    "Add a jog to a new space between every call.",
                ),
            ),
            "skill": _skill(
                "Skill: Transitions",
                "Join the sections with a move that carries the story on: a shield turn or a run to a new place.",
                _plan(
                    12,
                    "the drum",
                    "groups in their stage areas.",
                    "groups of four or five, working from the end of one section to the start of the next.",
                ),  # fmt: skip
                "Groups find the last shape of the call and the first shape of the struggle, and make a "
                "four-count transition between them: a shield turn (turn with one forearm up against the "
                "storm) or a run to the struggle's places. Then the same from the struggle to the rescue. "
                "Practise each transition three times, with the counts out loud, then once silently.",
                "Arrive in the next section's first shape on count 4, not count 5.",
                "How does your transition tell the audience the story has moved on?",
                (
                    "one transition (call to struggle), with the teacher counting",
                    "both transitions, counted by the group",
                    "both transitions, with a formation change inside one of them",
                ),
                [
                    ("End shape", "The last shape of the call.", "hero-fly-punch"),
                    ("Shield turn", "Turn, forearm up against the storm.", "turn"),
                    ("Arrive", "First shape of the struggle.", "hero-shield-lunge"),
                ],
                (
                    "A pupil who struggles with turns walks the transition with the shield arm up.",
                    "Groups make a second version of each transition and choose the better one.",
                ),
                (
                    "Shield Turn",
                    "Turn on the spot with one forearm up in front of the face, as if against the storm.",
                    (
                        "A half turn with the shield arm up",
                        "A full turn that ends in a lunge",
                        "A turn that travels, arriving in the next formation",
                    ),
                ),
                (
                    "Rescue Run",
                    "A fast, light run on a curved pathway that ends in a stillness.",
                    (
                        "Run four counts to a new place and freeze",
                        "Run on a curved pathway round a partner",
                        "Run in canon, each dancer one count after the last",
                    ),
                ),
            ),
            "performance": _perform(
                "Perform: The Whole Story (Full Run)",
                "Dance the whole story from the sirens to 'no hero ever works alone'. Film it and improve it!",
                _plan(
                    18,
                    "the Hero Song, a tablet per two groups, mats",
                    "two groups share a stage with a mat.",
                    "groups of four or five; the partner group films, then swap.",
                    SAFE + " " + FILM,
                ),  # fmt: skip
                "Run the whole dance to the song: the call (canon rise, motif in unison, formation), the "
                "struggle (reactions, a lean), the rescue (a rise, a supported jump, the group shape), with "
                "both transitions. The partner group films. Groups watch, choose the section that needs most "
                "work, rehearse only that section twice, then film the whole dance again.",
                "A still start and a still finish: hold each for three counts.",
                "Which section did you improve, and what did you change in it?",
                (
                    "run the dance with the teacher calling the sections",
                    "run the dance to the song alone",
                    "run it with a second development of the motif added to the rescue",
                ),
                [
                    ("The call", "Canon rise, motif in unison.", "hero-power-pose"),
                    ("The struggle", "React and lean.", "hero-lean-back"),
                    ("The rescue", "Rise, jump, group shape.", "jump"),
                ],
                (
                    "A dancer who finds the whole dance long performs the call and the rescue, and watches the "
                    "struggle from the side of the stage as the storm.",
                    "Groups run the whole dance three times, the last at performance energy.",
                ),
            ),
            "review": part(
                "Review: Director's Notes",
                "You are the director. Watch the film and write one note that will make the dance better.",
                _plan(
                    8,
                    "the tablets, a sticky note and pencil per group",
                    "groups sit round their tablet.",
                    "groups of four or five, a director chosen for each section.",
                    "Safety: the tablet stays flat on the floor or with the teacher. " + FILM,
                ),  # fmt: skip
                "Each section's director watches their section on the film and writes one note with a count "
                "and a fix ('Struggle, count 7: lean at the same time'). The group reads the notes and puts "
                "them in order of importance for lesson 6.",
                "A good note names the moment, the problem and the fix.",
                "Which director's note will make the biggest difference to the show, and why?",
                (
                    "say one note out loud",
                    "write a note with a count and a fix",
                    "order the group's notes and explain the first one",
                ),
                [
                    ("Watch", "Watch your section.", "sit"),
                    ("Note", "Count, problem, fix.", "teacher"),
                    ("Order", "Most important first.", "pair"),
                ],
                (
                    "A pupil who finds writing hard says their note and a partner writes it.",
                    "Groups rehearse the first note's fix at the side while others finish.",
                ),
            ),
            "alt": _perform(
                "Perform: Heroes in Canon",
                "Every group starts the story one line after the last: a whole-class canon!",
                _plan(
                    18,
                    "the Hero Song",
                    "groups in a big arc round the hall, all facing the middle.",
                    "four to six groups, numbered in order round the arc.",
                ),  # fmt: skip
                "Play the song twice through without stopping. Group 1 starts the call on 'Sirens sound', group "
                "2 on 'One by one', group 3 on 'Strike your pose' and so on, so the story ripples round the "
                "hall. Each group holds its final group shape until the last group finishes.",
                "Keep to your own counts, not the group beside you: canon only works if nobody catches up.",
                "What did the whole-class canon look like from the middle of the hall?",
                (
                    "two groups in canon, one line apart",
                    "every group in canon, one line apart",
                    "every group in canon, and the last line in unison for all",
                ),
                [
                    ("Wait", "Still until your line.", "crouch"),
                    ("Go", "Start the call on your line.", "hero-power-pose"),
                    ("Hold", "Hold your final shape.", "hero-fly-punch"),
                ],
                (
                    "A group who needs more time starts first, so they have the longest run.",
                    "Run the canon again in the opposite order round the arc.",
                ),
            ),
        },
    ),
    6: lesson(
        "The Hero Show",
        "To perform the whole hero dance to an audience and give feedback with two stars and a wish.",
        [
            "Perform with focus: eyes up and faces in character",
            "Audiences watch in silence and applaud at the end",
            "Feedback names a moment and a dance word",
        ],
        "A speaker and the Hero Song, 6 cones to mark a stage, mats, star and wish cards (two stars and a wish "
        "per group), a self-assessment sheet per pupil.",
        "A stage at one end of the hall with the audience sitting in rows; groups wait at the side of the stage.",
        "Treat it as a real show: a stage, a running order on the board, an announcer, applause. Give "
        "the first group a rehearsal on the stage so the rest see where to stand.",
        ["perform", "audience", "focus", "feedback", "self-assessment"],
        "Perform the hero motif for someone at home and ask them for two stars and a wish.",
        {
            "warmup": part(
                "Warm-up: Hero Leaders",
                "Lead the class in a warm-up move from our hero dance!",
                _plan(
                    7,
                    "the speaker",
                    "pupils in own space facing the front.",
                    "one leader from each group takes a turn at the front.",
                    "Safety: leaders choose moves without leans or jumps; everyone keeps their own space.",
                ),  # fmt: skip
                "Play the Hero Anthem. Each group's leader has one minute to lead a warm-up move from the unit: "
                "a travel from hero training, the slow-motion punch, a flying glide, a shield turn, the rescue "
                "run on the spot. Finish with shoulder, calf and hamstring stretches led by the teacher.",
                "Leaders face the class, count out loud and show each move big.",
                "What makes a good warm-up leader?",
                (
                    "lead a move the teacher chooses",
                    "lead your own choice of move",
                    "lead two moves linked with a transition",
                ),
                [
                    ("Leader", "Face the class and count.", "teacher"),
                    ("Glide", "Follow the flying glide.", "arabesque"),
                    ("Shield turn", "Follow the shield turn.", "turn"),
                ],
                (
                    "A pupil who is nervous to lead alone leads with a partner beside them.",
                    "Everyone adds a jog on the spot between the leaders' moves.",
                ),
            ),
            "skill": _skill(
                "Skill: Final Polish",
                "Fix your director's first note, then polish your opening and your final stillness.",
                _plan(
                    12,
                    "the notes from lesson 5, the speaker",
                    "groups in their stage areas.",
                    "groups of four or five; the group director keeps the notes.",
                ),  # fmt: skip
                "Groups rehearse the first note from lesson 5 twice. Then polish the opening stillness (low, "
                "still, eyes down for three counts) and the closing group shape (touching, levels, eyes to the "
                "audience for three counts). One full run to the song, marked for any leans and jumps.",
                "Stillness is part of the dance: hold it until the count, with the eyes still too.",
                "What is the difference between standing still and performing a stillness?",
                (
                    "rehearse the note and the closing shape",
                    "rehearse the note, the opening and the closing shape",
                    "rehearse everything and add a focus change (all eyes to one point) in the struggle",
                ),
                [
                    ("The note", "Fix the first director's note.", "teacher"),
                    ("Opening", "Low and still for three counts.", "crouch"),
                    ("Closing", "Group shape, eyes to the audience.", "hero-power-pose"),
                ],
                (
                    "A pupil who finds stillness hard holds the shape with a hand on a partner's shoulder.",
                    "Groups run the dance twice at full energy, not marked.",
                ),
                (
                    "Opening Freeze",
                    "Low and still before the sirens, eyes down, for three counts.",
                    (
                        "Hold the opening shape for three counts",
                        "Hold it, then rise in canon on the counts",
                        "Hold it with every dancer at a different level",
                    ),
                ),
                (
                    "Closing Reach",
                    "The final group shape: dancers touch, reach at different levels and look at the audience.",
                    (
                        "Reach into the group shape and hold for three counts",
                        "Reach in canon into the shape",
                        "Reach, hold and slowly turn the whole shape to face a new side",
                    ),
                ),
            ),
            "performance": _perform(
                "Perform: The Hero Show",
                "It is showtime! Perform your hero story for the audience, from the sirens to the last stillness.",
                _plan(
                    18,
                    "the Hero Song, stage cones, a mat on the stage",
                    "the stage at one end of the hall; the audience in rows facing it.",
                    "groups perform in the running order; the rest are the audience.",
                ),  # fmt: skip
                "The announcer introduces each group by name and hero powers. The group takes its opening "
                "stillness, the song plays, and they perform the whole dance. The audience watches in silence "
                "and applauds at the end; the group bows together and leaves the stage the way it came.",
                "Perform to the back row: big moves, eyes up and faces in character.",
                "How did it feel to perform to an audience, and what helped you stay focused?",
                (
                    "perform the dance with the teacher calling the sections",
                    "perform the whole dance to the song",
                    "perform it with a new development of the motif only your group knows",
                ),
                [
                    ("Wait", "Still at the side of the stage.", "stand"),
                    ("Perform", "The whole hero story.", "hero-fly-punch"),
                    ("Bow", "Bow together to the audience.", "lean"),
                ],
                (
                    "A dancer who is anxious about performing can be the announcer for their group, then join "
                    "the closing shape.",
                    "Groups perform twice: once to the class and once to the group that gave their feedback.",
                ),
            ),
            "review": part(
                "Review: Two Stars and a Wish",
                "Give a group two stars and a wish, then mark yourself on your sheet.",
                _plan(
                    8,
                    "star and wish cards, self-assessment sheets, pencils",
                    "the audience stays in rows.",
                    "each group gives feedback to the group that performed before them.",
                    "Safety: seated review; no contact.",
                ),  # fmt: skip
                "After each performance the feedback group gives two stars (things that worked, each with a "
                "dance word: motif, canon, unison, formation, counter tension, stillness) and one wish (one "
                "change, with the moment it belongs to). Then each pupil marks the sheet: I can perform a motif "
                "and develop it; I can use canon and unison; I can use contact safely; my next step is ...",
                "A star names the moment; a wish is kind, specific and possible.",
                "What is your next step as a dancer, and how will you work on it?",
                (
                    "give a star with a dance word",
                    "give two stars and a wish, each naming a moment",
                    "give a wish and say how the group could rehearse it",
                ),
                [
                    ("Stars", "Two things that worked.", "wave"),
                    ("Wish", "One change, kind and specific.", "pair"),
                    ("My sheet", "Mark yourself and a next step.", "sit"),
                ],
                (
                    "A pupil who finds writing hard circles the smiley faces on the sheet and says the next step.",
                    "Groups act out the wish they were given, straight away, for the class.",
                ),
            ),
            "alt": _perform(
                "Perform: Hero Show in the Round",
                "The audience sits all round you. Perform so everyone can see your story!",
                _plan(
                    18,
                    "the Hero Song, a mat",
                    "a circle of cones in the middle of the hall; the audience sits round it.",
                    "groups perform in turn inside the circle.",
                ),  # fmt: skip
                "Each group adapts its dance for an audience all round: the formations open out so nobody has "
                "their back to the same people all the time, and the motif faces a new side each time it "
                "comes back. Perform to the song; the audience applauds at the end.",
                "Turn the motif to a new side each time, so every part of the audience sees it.",
                "What did you change so the whole audience could see the story?",
                (
                    "perform facing one side, then turn for the finish",
                    "face a new side each time the motif comes back",
                    "change the formation to a circle facing out for the rescue",
                ),
                [
                    ("The round", "The audience all round.", "sit"),
                    ("Face out", "The motif to a new side.", "hero-power-pose"),
                    ("Finish", "A group shape facing out.", "reach"),
                ],
                (
                    "A dancer who needs it stays on the side they know best and the others turn round them.",
                    "Groups perform twice, starting facing a different side each time.",
                ),
            ),
        },
    ),
}

SONGS = {"hero-song": ("The Hero Song", HERO_SONG, "hero-anthem", "hero-power-pose")}
