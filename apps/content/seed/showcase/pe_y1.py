"""Core PE, Year 1, Unit 1: Dynamic Balance. Six lessons of balancing on the move:
walking lines, stopping still, changing direction, carrying, hopping and a class show."""

from apps.content.seed.showcase.text import lesson, part

SLUG = "p1u1-dynamic-balance"
UNIT = {
    "strapline": "Keep steady while you move: walk the line, stop still, turn and carry.",
    "cog_text": "Pupils learn that a still head, soft knees and arms out help them stay steady on the move.",
    "purpose": "Year 1 pupils learn to keep their balance while travelling, stopping, turning and carrying, "
    "and use it in simple games.",
    "vocab": [
        ("Balance", "Staying steady without falling or wobbling."),
        ("Wobble", "A little loss of balance you can fix."),
        ("Soft knees", "Knees a little bent, ready to move or stop."),
        ("Freeze", "Stop still, quickly, and hold it."),
    ],
}

LESSONS = {
    1: lesson(
        "Wobbly Walkers",
        "To walk along a line with a still head and arms out.",
        ["Look at the end of the line, not your feet", "Arms out like an aeroplane", "Small, slow steps"],
        "30 floor spots, 6 skipping ropes, 6 beanbags, a tambourine.",
        "Ropes laid straight across the hall with space between them; groups of five, one group per rope.",
        "Show a wobbly walk and a steady walk and ask pupils to spot the difference before they try.",
        ["balance", "wobble", "line", "arms out"],
        "Walk along a line on the floor at home, heel to toe, and count your steps.",
        {
            "warmup": part(
                "Warm-up: Snails and Cheetahs",
                "Move like a snail, then a cheetah, and freeze when the tambourine shakes!",
                "Pupils spread out in the hall, each on a floor spot.",
                "Call 'snail' for slow creeping, 'cheetah' for fast light running. When the tambourine "
                "shakes, freeze with arms out. Anyone who wobbles does two slow snail steps and freezes again.",
                "Freeze with soft knees and arms out wide: that is your balancing shape.",
                "What helped you freeze without a wobble?",
                (
                    "call only 'snail' and 'freeze'",
                    "call faster and add 'crab' for sideways",
                    "freeze on one foot for three seconds",
                ),
                [
                    ("Snail", "Creep slowly around the spots.", "crouch"),
                    ("Cheetah", "Run fast and light, looking for spaces.", "run"),
                    ("Freeze", "Tambourine: freeze, arms out, soft knees.", "star"),
                ],
            ),
            "funs": part(
                "FUNS Station: Tightrope Walk",
                "Walk along the rope like a tightrope walker: head still, arms out, eyes at the end.",
                "Lay one skipping rope straight on the floor for each group of five.",
                "One at a time, walk heel to toe along the rope to the end and jog back round the outside. "
                "If a foot comes off the rope, stop, find your balance and carry on.",
                "Eyes on the end of the rope; a still head keeps the body steady.",
                "Where did you look to stay on the rope?",
                (
                    "walk beside the rope, one foot on it",
                    "walk heel to toe all the way",
                    "walk it with a beanbag on your head",
                ),
                [
                    ("Arms out", "Stand at the start with arms out wide.", "tightrope"),
                    ("Heel to toe", "Put your heel just in front of your toes.", "tightrope"),
                    ("Eyes up", "Look at the end of the rope, not your feet.", "stand"),
                ],
            ),
            "application": part(
                "Game: Crocodile River",
                "Cross the river on the stepping stones without falling in with the crocodiles!",
                "Scatter floor spots (stones) across a 10 m 'river' between two lines of cones.",
                "Pupils cross from bank to bank stepping only on the stones. Two 'crocodiles' kneel beside "
                "the river and call 'snap!' if they see a wobble; a snapped pupil goes back to the start.",
                "Step, then stop and steady yourself before the next stone.",
                "How did you stop yourself wobbling between stones?",
                (
                    "put the stones close together",
                    "spread the stones out so pupils must stretch",
                    "cross while holding a beanbag in each hand",
                ),
                [
                    ("Start", "Stand on the bank behind the cones.", "stand"),
                    ("Stone to stone", "Step onto a stone, stop, steady.", "one-leg"),
                    ("Safe!", "Reach the far bank and wave.", "wave"),
                ],
            ),
            "review": part(
                "Review: Steady or Wobbly?",
                "Show me a wobbly walk, then a steady walk. Which one is yours today?",
                "Pupils stand on a floor spot facing the teacher.",
                "The teacher walks a line wobbly, then steady; pupils say which is which and why. Pupils "
                "then show their own steady walk to a partner.",
                "Ask pupils to name one thing that made the walk steady.",
                "What is one tip you would give a friend walking the tightrope?",
                ("show the steady walk with a partner's hand", "show it on your own", "show it and explain one tip"),
                [
                    ("Watch", "Which walk is steady?", "teacher"),
                    ("Show", "Walk your steady line.", "tightrope"),
                    ("Tell", "Tell a partner your best tip.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Balance Bridge",
                "Cross the bridge (a bench) one step at a time, then jump off and land like a statue.",
                "Two low benches with mats at the end; groups of four at each bench.",
                "Walk along the bench with arms out, step off the end onto the mat and land with soft "
                "knees. The next walker goes when the one before has landed.",
                "Wait until the bench is clear; land with feet apart and knees bent.",
                "How did you land without falling over?",
                ("hold an adult's hand on the bench", "walk the bench on your own", "walk sideways along the bench"),
                [
                    ("Step on", "Step up onto the bench.", "tightrope"),
                    ("Walk across", "Arms out, small steps.", "tightrope"),
                    ("Land", "Step off, land like a statue.", "land"),
                ],
            ),
        },
    ),
    2: lesson(
        "Stop and Go",
        "To stop quickly and hold a balance after travelling.",
        ["Bend your knees to stop", "Arms out to catch your balance", "Hold still and count to three"],
        "20 cones, 31 floor spots, a drum, bibs in 4 colours; for Sleeping Bears, 3 hoops.",
        "Whole class in a 20 m square of cones; the game in four colour teams.",
        "Use the drum for 'stop'; vary the wait so pupils listen rather than guess.",
        ["stop", "freeze", "soft knees", "steady"],
        "Play Stop and Go with someone at home: they clap, you freeze and count to three.",
        {
            "warmup": part(
                "Warm-up: Drum Beats",
                "Walk to slow drum beats, jog to fast ones and freeze when the drum stops!",
                "Pupils spread out inside the square of cones.",
                "Slow beats: walk. Fast beats: jog. No beat: freeze and hold still for three counts. Two "
                "loud beats: change direction.",
                "Stop with both feet flat, knees bent, arms out.",
                "What did you do with your knees when the drum stopped?",
                ("walk and freeze only", "add jogging and the change of direction", "freeze on one foot"),
                [
                    ("Slow beats", "Walk around the square.", "walk-tall"),
                    ("Fast beats", "Jog lightly on your toes.", "run"),
                    ("Silence", "Freeze! Count one, two, three.", "star"),
                ],
            ),
            "funs": part(
                "FUNS Station: Stop on the Spot",
                "Jog to a spot, stop on it and hold your balance while I count to three.",
                "Scatter floor spots, one more than there are pupils.",
                "Pupils jog around the spots. On 'stop', they land on the nearest spot with two feet and "
                "hold. On 'statue', they hold a balance on one foot instead.",
                "Get low to stop: bend your knees as your feet land.",
                "Why is it easier to stop when your knees bend?",
                (
                    "walk, and stop on a spot with two feet",
                    "jog, stop on two feet, then lift one foot and hold for three",
                    "jog, and stop on the spot the teacher points to, on one foot",
                ),
                [
                    ("Jog", "Jog around the spots.", "run"),
                    ("Stop", "Land on a spot with two feet.", "land"),
                    ("Statue", "Hold a balance on one foot.", "one-leg"),
                ],
            ),
            "application": part(
                "Game: Colour Corners",
                "Run to your colour's corner when it is called, and stop inside it without stepping out.",
                "A 2 m square of floor spots in each corner of the area, one colour team per corner.",
                "Everyone travels in the middle. When a colour is called, that team races to their corner "
                "and must stop inside the square in a balance. First team all balanced scores a point.",
                "Slow down with small steps just before the corner.",
                "What helped you stop inside the corner?",
                ("walk to the corners", "call two colours at once", "teams must balance on one foot in the corner"),
                [
                    ("Travel", "Move around the middle.", "run"),
                    ("Call!", "Your colour: race to your corner.", "run"),
                    ("Stop in", "Stop inside the square and balance.", "star"),
                ],
            ),
            "review": part(
                "Review: Freeze Frame Photo",
                "Show your best stop as if someone is taking your photo.",
                "Half the class performs while the other half watches, then swap.",
                "Performers jog and stop on the drum; watchers 'take a photo' (hands as a camera) of the "
                "steadiest stop and say why they chose it.",
                "Watchers should name a body part: knees, arms or eyes.",
                "Whose stop was the steadiest, and what did they do?",
                ("stop on two feet", "stop on one foot", "stop, then lower slowly to a crouch"),
                [
                    ("Jog", "Jog on the spot.", "run"),
                    ("Stop", "Stop on the drum.", "land"),
                    ("Photo", "Watchers choose the steadiest stop.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Sleeping Bears",
                "Tiptoe past the sleeping bears. When they wake up, freeze!",
                "Three 'bears' lie down in dens (hoops) inside the area.",
                "Pupils tiptoe around the dens. When the teacher says 'wake up', bears sit up and look: "
                "anyone still moving or wobbling becomes a bear for the next round.",
                "Tiptoe with small steps so you can stop at once.",
                "How did you keep still when the bears were looking?",
                ("bears wake up slowly", "bears wake up fast", "freeze in a balance on one foot when they wake"),
                [
                    ("Tiptoe", "Creep past the bears.", "tiptoe-sneak"),
                    ("Wake up!", "Freeze at once.", "star"),
                    ("New bears", "Wobblers join the bears.", "sit"),
                ],
            ),
        },
    ),
    3: lesson(
        "Zigzag Paths",
        "To change direction and keep balance.",
        ["Push off the outside foot", "Lean a little into the turn", "Keep your eyes up"],
        "30 cones, 12 hoops, 20 beanbags, 2 bibs, a whistle; for Busy Roads, a beanbag each.",
        "Five groups of six: a snake each in the warm-up, then a zigzag of cones each across the hall.",
        "Walk the zigzag first; add speed only when pupils stay steady.",
        ["zigzag", "direction", "lean", "push"],
        "Make a zigzag path with socks or cushions at home and travel along it three ways.",
        {
            "warmup": part(
                "Warm-up: Follow the Snake",
                "Follow your leader in a wiggly line like a snake. Don't lose the tail!",
                "Groups of six in a line, one behind the other.",
                "The leader walks a wiggly path; the others follow in their footsteps. On the whistle the "
                "leader goes to the back and the next pupil leads.",
                "Keep one big step between you and the person in front.",
                "Which way of turning kept your snake together?",
                (
                    "the leader walks gentle curves",
                    "the leader makes wiggles and sharp corners",
                    "the leader stops: the snake freezes, then sets off a new way",
                ),
                [
                    ("Line up", "Stand one behind the other.", "stand"),
                    ("Wiggle", "Follow the leader's path.", "walk-tall"),
                    ("Swap", "Whistle: leader to the back.", "wave"),
                ],
            ),
            "funs": part(
                "FUNS Station: Cone Zigzag",
                "Zigzag through the cones without touching them, then jog back on the outside.",
                "Five cones in a zigzag, two big steps apart.",
                "Travel round each cone, changing direction at every one. Try walking, then skipping, "
                "then side-stepping.",
                "Push off the foot furthest from the cone to change direction.",
                "Which foot did you push off to turn?",
                ("walk round the cones", "skip round the cones", "side-step, always facing forward"),
                [
                    ("Start", "Stand by the first cone.", "stand"),
                    ("Zig", "Push off and go round.", "side-step"),
                    ("Zag", "Change direction at the next cone.", "side-step"),
                ],
            ),
            "application": part(
                "Game: Fox and Chickens",
                "Chickens, zigzag away from the fox and get back to the coop!",
                "A coop (a hoop for each chicken) at one end; the fox stands in the middle.",
                "Chickens leave the coop to collect beanbag 'corn' from the far end. The fox tags; a tagged "
                "chicken puts the corn back and starts again. Count the corn in the coop after two minutes.",
                "Dodge with a quick change of direction, not by running in a straight line.",
                "How did a zigzag help you get past the fox?",
                ("the fox walks", "two foxes", "chickens carry the corn on their heads"),
                [
                    ("Coop", "Start in your hoop.", "crouch"),
                    ("Dodge", "Zigzag past the fox.", "dodge"),
                    ("Home", "Bring the corn back to the coop.", "run"),
                ],
            ),
            "review": part(
                "Review: Draw the Path",
                "Draw your zigzag in the air with your finger, then walk it.",
                "Pupils stand in their space.",
                "Pupils draw a zigzag in the air, walk it, then show a partner where they pushed off.",
                "Listen for 'push', 'lean' and 'eyes up'.",
                "Where did your body lean when you changed direction?",
                (
                    "draw and walk a zigzag with two turns",
                    "walk a zigzag with four turns and freeze at the end",
                    "side-step the zigzag, facing the same wall all the way",
                ),
                [
                    ("Draw", "Draw a zigzag in the air.", "reach"),
                    ("Walk", "Walk your zigzag.", "side-step"),
                    ("Show", "Show a partner your push.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Busy Roads",
                "Drive your car along the roads and steer round the roundabouts without bumping!",
                "Hoops (roundabouts) spread out; each pupil holds a beanbag 'steering wheel'.",
                "Drive around, going round every roundabout you meet. 'Red light' means stop; 'reverse' "
                "means walk backwards carefully.",
                "Look ahead for space and steer early.",
                "How did you steer round the roundabouts without bumping?",
                (
                    "walk your car round one roundabout at a time",
                    "go round a roundabout, then turn sharply to reach the next one",
                    "reverse round a roundabout, looking over your shoulder",
                ),
                [
                    ("Drive", "Steer into space.", "run"),
                    ("Roundabout", "Go all the way round.", "side-step"),
                    ("Red light", "Stop on the spot.", "stand"),
                ],
            ),
        },
    ),
    4: lesson(
        "Carry It Steady",
        "To carry an object while moving and keep balance.",
        ["Carry it close to your body", "Smooth, even steps", "Stop and steady before you place it"],
        "A beanbag each, 8 quoits, 8 hoops, 16 cones; for Treasure Collectors, 30 beanbags and 4 hoops.",
        "Teams of four (seven or eight teams) in lanes 2 m apart, each at a cone facing a hoop 8 m away.",
        "Celebrate steady carrying over speed; a dropped beanbag is a chance to reset.",
        ["carry", "smooth", "steady", "place"],
        "Carry a soft toy on a plate from one room to another without dropping it.",
        {
            "warmup": part(
                "Warm-up: Waiters and Waitresses",
                "Carry your beanbag 'plate of food' around the restaurant without dropping it!",
                "Every pupil has a beanbag on a flat hand.",
                "Walk around the restaurant (the hall). On 'busy!' walk faster; on 'customer!' stop and "
                "bow without dropping your plate. Swap hands each round.",
                "Keep your hand flat and your elbow close to your side.",
                "How did you keep your plate from falling?",
                (
                    "hold the beanbag with both hands",
                    "carry it on one flat hand",
                    "carry it on the back of your hand and change direction on 'new table!'",
                ),
                [
                    ("Plate up", "Beanbag on a flat hand.", "beanbag-palm"),
                    ("Busy!", "Walk faster, keep it flat.", "run"),
                    ("Customer!", "Stop and bow.", "lean"),
                ],
            ),
            "funs": part(
                "FUNS Station: Head Carry",
                "Balance the beanbag on your head and walk to the hoop and back.",
                "A hoop 8 m away from each line of four.",
                "Walk to the hoop with the beanbag on your head, put it in the hoop without using your "
                "hands (bend and tip), then walk back for the next person.",
                "Walk tall and smooth; a bouncy walk makes it fall.",
                "Why does a tall, smooth walk keep the beanbag on?",
                ("carry it on your shoulder", "carry it on your head", "carry one on your head and one on a hand"),
                [
                    ("On your head", "Place the beanbag on your head.", "beanbag-head-place"),
                    ("Smooth steps", "Walk tall to the hoop.", "beanbag-head-walk"),
                    ("Tip it in", "Bend and tip it into the hoop.", "lean"),
                ],
            ),
            "application": part(
                "Game: Egg and Spoon Relay",
                "Carry the 'egg' on your quoit spoon to the hoop. Drop it? Stop, pick it up, carry on.",
                "Four relay lanes; a quoit and a beanbag egg for each team.",
                "The first runner carries the egg on the quoit to the hoop and back, then passes it on. "
                "If the egg drops, stop, put it back and carry on from there. Team sits down when finished.",
                "Eyes on the egg, small quick steps.",
                "What did your team do to stop dropping the egg?",
                (
                    "walk straight to the hoop and back",
                    "weave round the halfway cone on the way there and back",
                    "weave round the cone, then hop twice at the hoop and hold on one foot, egg still on",
                ),
                [
                    ("Egg on spoon", "Beanbag on the quoit.", "beanbag-palm"),
                    ("Carry", "Small quick steps to the hoop.", "run"),
                    ("Hand over", "Pass it to the next runner.", "pair"),
                ],
            ),
            "review": part(
                "Review: Smooth or Bumpy",
                "Walk with your beanbag: is it smooth or bumpy? Tell your partner.",
                "Pairs, one walks while the other watches.",
                "The walker carries the beanbag on a flat hand; the watcher says 'smooth' or 'bumpy' and "
                "gives one tip. Swap.",
                "A smooth walk has knees that bend a little every step.",
                "What is the secret of a smooth carry?",
                ("carry with two hands", "carry with one hand", "carry on your head"),
                [
                    ("Walk", "Carry the beanbag.", "beanbag-hand-walk"),
                    ("Watch", "Partner says smooth or bumpy.", "pair"),
                    ("Tip", "Try again with the tip.", "tightrope"),
                ],
            ),
            "alt": part(
                "Game: Treasure Collectors",
                "Collect the treasure one piece at a time and carry it home on your head.",
                "Beanbag 'treasure' in the middle, a hoop 'home' for each team of four in the corners.",
                "One pupil at a time walks to the middle, puts a beanbag on their head and walks home. "
                "Dropped treasure goes back to the middle.",
                "Slow is safe; steady wins treasure.",
                "Was it better to go fast or slow, and why?",
                ("carry in your hand", "carry on your head", "carry two at once"),
                [
                    ("Walk out", "Walk to the treasure.", "walk-tall"),
                    ("Load up", "Beanbag on your head.", "beanbag-head-place"),
                    ("Home", "Walk tall back to your hoop.", "beanbag-head-walk"),
                ],
            ),
        },
    ),
    5: lesson(
        "Hop, Skip and Balance",
        "To hop and skip then stop in a balance.",
        ["Land on the ball of the foot", "Arms help you lift and balance", "Hold the finish for three"],
        "30 floor spots, 24 hoops (or more floor spots), 6 beanbags, 6 cones, music.",
        "Own space for the warm-up; then groups of five at lines of hoops and in rows of lily pads.",
        "Hopping tires legs quickly: short goes and swap legs often.",
        ["hop", "skip", "land", "hold"],
        "Hop to five and back on each leg, then hold a balance and count to five.",
        {
            "warmup": part(
                "Warm-up: Hopscotch Music",
                "Skip to the music, and when it stops, hop to a spot and balance!",
                "Floor spots scattered in the space; music ready.",
                "Skip while the music plays. When it stops, hop to the nearest spot and hold a one-leg "
                "balance until it starts again.",
                "Swing your arms to help the skip.",
                "Which leg is your best balancing leg?",
                ("walk instead of skip", "skip and hop", "hop to two spots in a row"),
                [
                    ("Skip", "Skip to the music.", "hop"),
                    ("Hop", "Music stops: hop to a spot.", "hop"),
                    ("Balance", "Hold still on one leg.", "one-leg"),
                ],
            ),
            "funs": part(
                "FUNS Station: Hoop Hops",
                "Hop into each hoop and hold a balance before the next hop.",
                "Five hoops in a line, a small step apart, for each group.",
                "Hop into the first hoop, hold for two counts, hop to the next. Change legs at the end and come back.",
                "Land softly on the ball of your foot and bend the knee.",
                "What helped you hold still after each hop?",
                (
                    "jump into each hoop with two feet",
                    "hop into each hoop on one leg",
                    "hop on your less steady leg and hold each landing for three",
                ),
                [
                    ("Ready", "Stand on one leg at the start.", "one-leg"),
                    ("Hop", "Hop into the hoop.", "hop"),
                    ("Hold", "Hold for two counts.", "one-leg"),
                ],
            ),
            "application": part(
                "Game: Hopping Frogs",
                "Frogs, hop from lily pad to lily pad to get across the pond!",
                "Floor spots (lily pads) across the area; teams of five in lines.",
                "Hop from pad to pad across the pond and back. If both feet touch the 'water', go back "
                "one pad. First team with everyone across wins.",
                "Short hops are safer than long ones.",
                "How did you choose which lily pad to hop to?",
                (
                    "jump from pad to pad with two feet",
                    "hop pad to pad, holding each landing for two",
                    "hop across on one leg and back on the other, holding every landing for two",
                ),
                [
                    ("Line up", "Stand at the edge of the pond.", "stand"),
                    ("Hop across", "Pad to pad.", "hop"),
                    ("Land", "Balance on the last pad.", "one-leg"),
                ],
            ),
            "review": part(
                "Review: Best Finish",
                "Hop, hop, skip, then finish in your best balance. Hold it!",
                "Pupils in a circle; one group performs at a time.",
                "Groups show 'hop, hop, skip and balance'. The class counts the hold out loud and "
                "says what made the best finishes steady.",
                "Count the hold together to build the class's focus.",
                "What made the best finishes so steady?",
                (
                    "finish on two feet",
                    "finish on one foot",
                    "finish on one foot, then tell the circle what helped: eyes, arms or steps",
                ),
                [
                    ("Hop, hop", "Two hops forward.", "hop"),
                    ("Skip", "One big skip.", "hop"),
                    ("Finish", "Hold your best balance.", "one-leg"),
                ],
            ),
            "alt": part(
                "Game: Hopscotch Race",
                "Hop through the hopscotch and balance at the end.",
                "Ropes laid as a simple hopscotch grid for each group.",
                "Hop in single squares, jump in double squares, turn at the end and come back. Throw a "
                "beanbag into a square: you must hop over it.",
                "Look at where you are landing next.",
                "Which part of the hopscotch was the trickiest, and why?",
                (
                    "throw the beanbag, then step through the grid, stepping over its square",
                    "hop the singles, jump the doubles and hop over the beanbag's square",
                    "as trickier, and on the way back pick up the beanbag standing on one leg",
                ),
                [
                    ("Throw", "Throw your beanbag into a square.", "throw"),
                    ("Hop", "Hop and jump through the grid.", "hop"),
                    ("Turn", "Turn and come back.", "turn"),
                ],
            ),
        },
    ),
    6: lesson(
        "Balance Show",
        "To link travelling and balancing into a short show.",
        ["Start and finish still", "Choose two ways to travel", "Show a balance in the middle"],
        "A rope, a hoop and a floor spot for every pair, music; for Balance Circus, 15 beanbags.",
        "Pairs spread around the hall, each with a rope, a hoop and a spot as its stage; half perform, half watch.",
        "Let pupils choose their moves; praise a clear start and finish above all.",
        ["show", "start", "finish", "link"],
        "Show your grown-up your balance show and teach them one move from it.",
        {
            "warmup": part(
                "Warm-up: Remember When",
                "Do a move from each lesson: tightrope, stop, zigzag, carry and hop!",
                "Pupils in their own space.",
                "The teacher names a lesson ('Carry It Steady!') and pupils do its move until the next "
                "call. Finish with a still balance.",
                "Praise pupils who remember the teaching points, not just the moves.",
                "Which move from this unit do you like best?",
                ("the teacher shows each move", "pupils remember the moves", "pupils lead the calls"),
                [
                    ("Tightrope", "Walk a pretend line.", "tightrope"),
                    ("Zigzag", "Change direction.", "side-step"),
                    ("Hop and hold", "Hop then balance.", "one-leg"),
                ],
            ),
            "funs": part(
                "FUNS Station: Make Your Show",
                "Choose two ways to travel and one balance, and put them together.",
                "Pairs at a station with a rope, a hoop and a spot.",
                "Start still, travel one way (e.g. along the rope), balance (e.g. on the spot), travel "
                "another way and finish still. Practise it three times.",
                "A clear start and finish make it a show.",
                "How does your show start and finish?",
                (
                    "travel, balance, stop",
                    "two different travels and a balance",
                    "add a change of direction and a hop and hold",
                ),
                [
                    ("Start", "Stand still and ready.", "stand"),
                    ("Travel and balance", "Move, then hold a balance.", "one-leg"),
                    ("Finish", "Finish still with a smile.", "star"),
                ],
            ),
            "application": part(
                "Game: Balance Show Gallery",
                "Perform your show while the gallery watches, then watch theirs.",
                "Half the class performs at the stations; half sit as the gallery.",
                "Performers show their sequence twice. The gallery gives a thumbs up for a still start, "
                "a balance and a still finish. Swap.",
                "Gallery pupils watch one performer closely.",
                "What did you like about the show you watched?",
                ("perform with a partner", "perform on your own", "perform it to music"),
                [
                    ("Ready", "Performers get ready.", "stand"),
                    ("Show", "Perform twice.", "tightrope"),
                    ("Applause", "Gallery claps and gives thumbs.", "wave"),
                ],
            ),
            "review": part(
                "Review: Balance Stars",
                "Tell the class what you learned about balance this unit.",
                "Whole class sitting in a circle.",
                "Pupils take turns to finish the sentence 'To stay steady I...'. Choose three pupils to "
                "show their best move from the unit.",
                "Link answers back to head still, soft knees and arms out.",
                "What will you remember about staying steady?",
                ("say it with a friend", "say it on your own", "say it and show it"),
                [
                    ("Circle", "Sit in the circle.", "sit"),
                    ("Say", "'To stay steady I...'", "pair"),
                    ("Show", "Three pupils show their best move.", "star"),
                ],
            ),
            "alt": part(
                "Game: Balance Circus",
                "Be a circus act: tightrope walker, juggler carrying beanbags or a hopping clown!",
                "Stations set as circus rings: rope (tightrope), beanbags (juggler), hoops (clowns).",
                "Groups choose an act, practise it and perform to the others when the ringmaster "
                "(teacher) introduces them.",
                "Encourage a big finish pose for the audience.",
                "Which circus act needed the best balance, and why?",
                ("choose one act", "link two acts", "perform all three acts"),
                [
                    ("Choose", "Pick a circus act.", "teacher"),
                    ("Practise", "Practise it in your ring.", "tightrope"),
                    ("Perform", "Ringmaster calls you in!", "star"),
                ],
            ),
        },
    ),
}

# Each lesson in full for a teacher planning it: each part's time, kit, set-out and safety before
# how to play, and its own ways to join in and to be more active (35 minutes: 6 + 10 + 14 + 5; the
# alternative game takes the main game's 14).
# Step pictures too plain to stand for a whole part in the lesson preview.
PLAIN = {"stand", "sit", "teacher", "pair", "wave"}
PLANS = {
    1: {
        "warmup": (
            "6 minutes. You need: 30 floor spots, a tambourine. Set out: spots spread over the hall, one per "
            "pupil, away from walls. Safety: cheetahs run only in the spaces, never between two spots that are "
            "close together; trainers or bare feet, never socks.",
            "Walk as a snail beside a friend, and freeze holding their hand.",
            "Cheetahs touch three different spots before each freeze.",
        ),
        "funs": (
            "10 minutes. You need: 6 skipping ropes, 6 beanbags. Set out: the ropes straight across the hall, "
            "3 m apart, a group of five at the start of each. Safety: one walker on a rope at a time; the next "
            "goes when the walker reaches the end; jog back round the outside.",
            "Walk beside the rope with one foot on it, or hold a partner's hand along it.",
            "Walk the rope backwards, heel to toe, after each forward walk.",
        ),
        "application": (
            "14 minutes. You need: 20 floor spots (stones), 8 cones, 2 bibs for the crocodiles. Set out: two "
            "lines of cones 10 m apart are the banks; the spots scattered between them, a step apart. Safety: "
            "crocodiles kneel at the sides and never touch; cross at walking pace, never jump between stones.",
            "Cross with the stones close together, or holding a crocodile's hand as a helper.",
            "Cross and come back on different stones before the next crossing.",
        ),
        "review": (
            "5 minutes. You need: the floor spots. Set out: pupils on spots facing the teacher, a rope in front. "
            "Safety: pupils walk their line one pair at a time.",
            "Point to the steady walk, then show it holding a partner's hand.",
            "Show the steady walk forwards, then three steps backwards, still heel to toe.",
        ),
        "alt": (
            "14 minutes. You need: 2 low benches, 2 mats. Set out: the benches apart across the hall, a mat at "
            "each far end; a group of four behind each bench. Safety: one walker on a bench at a time; the next "
            "steps up when the walker has landed and left the mat; an adult stands by each bench.",
            "Walk the bench holding an adult's hand, or walk the rope on the floor beside it.",
            "Walk the bench with a beanbag on your head, then land and hold still for five.",
        ),
    },
    2: {
        "warmup": (
            "6 minutes. You need: 20 cones, a drum. Set out: the cones as a 20 m square in the middle of the "
            "hall, 2 m clear of the walls; pupils spread out inside it. Safety: a jog is light and slow enough "
            "to stop in two steps; on two loud beats, look before you change direction.",
            "Walk for every beat, and freeze holding a partner's hand when the drum stops.",
            "Skip on the fast beats and freeze on one foot when the drum stops.",
        ),
        "funs": (
            "10 minutes. You need: 31 floor spots (one more than the class). Set out: the spots scattered over "
            "the square, a big step apart. Safety: jog round the spots and step onto one, never jump onto it; "
            "if someone is already on a spot, find another.",
            "Walk to a spot with a partner and stop side by side, holding hands.",
            "Jog round two spots before stopping on a third, and hold every stop for five.",
        ),
        "application": (
            "14 minutes. You need: bibs in 4 colours, 16 floor spots, the cones. Set out: four spots mark a 2 m "
            "square in each corner of the cone square, one corner per colour; teams wear their colour and start "
            "in the middle. Safety: when a colour is called, everyone else freezes, so the runners have a clear "
            "path; slow to a walk at your corner's spots.",
            "Travel with a partner from your team and stop inside the corner together.",
            "Skip or gallop in the middle between calls, and jog back round the outside after each point.",
        ),
        "review": (
            "5 minutes. You need: the drum. Set out: half the class sits along one side of the square as "
            "watchers; performers spread out inside it. Safety: performers jog in their own space, a big step "
            "from anyone else.",
            "Perform holding a partner's hand and stop together on the drum.",
            "Performers jog, stop and hold, then set off again each time the drum beats twice.",
        ),
        "alt": (
            "14 minutes. You need: 3 hoops, 3 bibs for the bears. Set out: the hoops (dens) spread out inside "
            "the square, 5 m apart; the other pupils start on the edge of the square. Safety: tiptoe only, never "
            "run; bears stay sitting in their dens and only look.",
            "Tiptoe holding a partner's hand, and freeze together when the bears wake.",
            "Tiptoe all the way round a den and back to the edge before the bears wake.",
        ),
    },
    3: {
        "warmup": (
            "6 minutes. You need: a whistle. Set out: groups of six, each in a line in its own part of the hall. "
            "Safety: leaders walk, never run, and keep their snake away from the walls and the other snakes; "
            "one big step between each pupil and the next.",
            "Walk at the back of the snake beside an adult or a partner.",
            "Leaders lead with skips or side-steps, and the snake copies every change.",
        ),
        "funs": (
            "10 minutes. You need: 25 cones. Set out: five zigzags of five cones across the hall, two big steps "
            "apart, 3 m between zigzags; a group of six at the start of each. Safety: the next pupil sets off "
            "when the one in front has passed the third cone; jog back on the outside, away from the next line.",
            "Walk the zigzag holding a partner's hand, with the cones moved a step wider apart.",
            "Touch the top of each cone as you go round it, bending low on every turn.",
        ),
        "application": (
            "14 minutes. You need: 12 hoops, 20 beanbags, 4 cones, 2 bibs for the foxes. Set out: the hoops "
            "(the coop) along one end, 2 m from the wall, two or three chickens to a hoop; the beanbag corn "
            "inside four cones 15 m away at the other end; the fox starts in the middle. Safety: the fox tags "
            "with a gentle touch on the arm or back; no diving; new foxes every round.",
            "Collect corn from a pile set halfway, walking beside a helper.",
            "Take a turn as the fox, or go back out for corn as soon as you have dropped yours in the coop.",
        ),
        "review": (
            "5 minutes. Set out: pupils in a space, with room for five steps in every direction. Safety: walk, "
            "never run; look where you are going before each turn.",
            "Walk your zigzag holding a partner's hand while they point to each turn.",
            "Walk your zigzag three times, adding a turn each time and freezing with soft knees at every turn.",
        ),
        "alt": (
            "14 minutes. You need: 12 hoops, a beanbag each. Set out: the hoops (roundabouts) spread over the "
            "hall, 3 m apart. Safety: drive at a walk or a gentle jog; on 'reverse', look over your shoulder "
            "and take small steps.",
            "Drive as a bus with a partner: one behind, hands on the driver's shoulders.",
            "Go round every roundabout twice, once each way, before driving on.",
        ),
    },
    4: {
        "warmup": (
            "6 minutes. You need: a beanbag each. Set out: pupils spread out in the hall. Safety: 'busy!' is "
            "quick walking, never running; look up for spaces, not down at the plate.",
            "Carry the plate in two cupped hands, walking beside a partner.",
            "Swap hands every ten steps and weave round three other waiters before each 'customer!'.",
        ),
        "funs": (
            "10 minutes. You need: a beanbag each, 8 hoops, 8 cones. Set out: up to eight lanes across the "
            "hall, 2 m apart, each with a cone start line and a hoop 8 m away; a team of four behind each cone. "
            "Safety: walk only; the next walker sets off when the one in front is back past the cone.",
            "Carry the beanbag on your shoulder or in your hand, with a partner walking beside you.",
            "Walk once round the hoop with the beanbag on your head before you tip it in.",
        ),
        "application": (
            "14 minutes. You need: a quoit and a beanbag egg for each team, the hoops, 8 more cones. Set out: "
            "the same lanes, with a cone halfway along each one to weave round. Safety: walk or jog, never run; "
            "come back down the side of your lane so you never meet the next runner head on.",
            "Carry the egg in a cupped hand instead of on the quoit, walking.",
            "Go to the hoop and back twice before handing over.",
        ),
        "review": (
            "5 minutes. You need: a beanbag for each pair. Set out: pairs in a space with room for five steps "
            "each way. Safety: walkers look where they are going, not only at the beanbag.",
            "Watch your partner first, then walk carrying the beanbag in two hands.",
            "Walk a square, four straight lines and three turns, without the beanbag moving.",
        ),
        "alt": (
            "14 minutes. You need: 30 beanbags, 4 hoops, 4 cones. Set out: a hoop (home) in each corner, 2 m "
            "from the walls, with a cone 3 m out from it; the treasure in a pile in the middle. Safety: one "
            "collector from each team out at a time; walk only; bend the knees to pick up and tip the treasure "
            "off.",
            "Carry the treasure in your hand, with a partner walking beside you.",
            "Walk home the long way, round your team's cone, before the next collector goes.",
        ),
    },
    5: {
        "warmup": (
            "6 minutes. You need: 30 floor spots, music. Set out: the spots scattered over the hall, a big step "
            "apart. Safety: skip in the spaces; hop no more than three hops to a spot, and if a spot is taken, "
            "walk to another.",
            "Walk or gallop to the music, and hold your balance with a hand on a partner's shoulder.",
            "Skip round three spots before each stop, and balance on the other leg each time.",
        ),
        "funs": (
            "10 minutes. You need: 24 hoops (or floor spots). Set out: six lines of four hoops a small step "
            "apart, 3 m between lines; a group of five at the start of each. Safety: one hopper in a line at a "
            "time; the next starts when the hopper has left the last hoop; land inside the hoop, never on its "
            "edge, which slides; change legs every go.",
            "Jump into each hoop with two feet, holding a partner's hand.",
            "While you wait, do five hops on the spot on each leg, holding the last one.",
        ),
        "application": (
            "14 minutes. You need: 30 floor spots, 6 cones. Set out: the pond is 8 m wide between two lines of "
            "cones; six rows of five spots (lily pads) a short hop apart, one row per team of five. Safety: one "
            "frog on each row at a time; short hops only; a tired frog may step to the next pad.",
            "Step from pad to pad, or hop holding an adult's hand.",
            "Hop across and back again before tagging the next frog.",
        ),
        "review": (
            "5 minutes. Set out: the class in a circle round a clear middle. Safety: one group in the middle at "
            "a time; hop forwards into the space, not towards the circle.",
            "Perform holding a partner's hand and finish on two feet.",
            "Do the pattern twice without stopping, finishing on the other leg the second time.",
        ),
        "alt": (
            "14 minutes. You need: the hoops and floor spots, 6 beanbags. Set out: a hopscotch grid for each "
            "group of five, one hoop or spot a square (one, one, two side by side, one, two side by side, one), "
            "or chalked outside. Safety: one player in a grid at a time; throw the beanbag underarm, gently, "
            "and only when the grid is clear.",
            "Jump with two feet in every square, holding a partner's hand.",
            "Go through the grid twice, throwing the beanbag one square further each time.",
        ),
    },
    6: {
        "warmup": (
            "6 minutes. Set out: pupils in their own space, spread over the hall. Safety: tightropes, zigzags "
            "and hops stay in your own space; stop still before you start each new move.",
            "Do each move beside a partner, copying them.",
            "Jog between the calls and add a hop and hold to every freeze.",
        ),
        "funs": (
            "10 minutes. You need: a skipping rope, a hoop and a floor spot for every pair. Set out: pairs "
            "spread round the hall, each with its rope, hoop and spot laid in a line, 2 m apart. Safety: keep "
            "your show on your own stage; step and hop inside the hoop, never on its edge.",
            "Make the show side by side with a partner or an adult: one travel and one balance.",
            "Perform your show three times in a row, travelling a different way each time.",
        ),
        "application": (
            "14 minutes. You need: the pairs' stages from the station, music. Set out: half the pairs at their "
            "stages; the other half sit along one side as the gallery, each watching one pair. Safety: the "
            "gallery sits well clear of the stages; performers stay on their own stage.",
            "Perform a show of one travel and one balance, holding your partner's hand.",
            "Perform your show twice without stopping, then jog back to the gallery round the outside.",
        ),
        "review": (
            "5 minutes. Set out: the class sitting in a circle with the equipment cleared away. Safety: the "
            "three pupils show their moves in the middle one at a time.",
            "Point to what helps you stay steady (eyes, arms or knees) instead of finishing the sentence.",
            "Finish the sentence, then stand and hold a balance on one foot for five.",
        ),
        "alt": (
            "14 minutes. You need: 6 of the ropes, 8 of the hoops, 15 beanbags. Set out: three circus rings round "
            "the hall: ropes laid straight (tightrope walkers), beanbags (jugglers carry them on hand or head) "
            "and hoops a small step apart (hopping clowns). Safety: one act performs at a time while the others "
            "sit and watch; clowns hop inside the hoops, never on the edge.",
            "Be a tightrope walker on a floor rope, holding a partner's hand.",
            "Go through all three rings before each performance.",
        ),
    },
}
for _number, _plans in PLANS.items():
    for _key, (_plan, _joining, _active) in _plans.items():
        _part = LESSONS[_number]["parts"][_key]
        _part.update(planning=f"{_plan} How to play: {_part['how_to_play']}", joining_in=_joining, more_active=_active)
        # The part's preview picture is its first step that shows the movement, not someone standing.
        _part["figure"] = next((f for _, _, f in _part["steps"] if f not in PLAIN), _part["steps"][0][2])
LESSONS[1]["equipment"] = (
    "30 floor spots, 6 skipping ropes, 6 beanbags, 8 cones, 2 bibs, a tambourine; "
    "for the Balance Bridge alternative, 2 low benches and 2 mats."
)
