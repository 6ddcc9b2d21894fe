# ruff: noqa: E501 (written outcomes read best one to a line)
"""Real Gym, Real Dance, Real Play, the early-years themes, the KS2 movement skills and
swimming: learning outcomes written for each (issue 27). Same shape as seed/outcomes/pe.py."""

GYM = {
    # Unit 1: Shape and Balance; Unit 2: Travel and Flight
    "g0u1": [
        ("motor", "eyfs-strength", "Make a long thin shape, a wide star and a small curled ball on the mat."),
        ("motor", "eyfs-strength", "Hold a still shape on tummy, back and bottom while counting to three."),
        ("creative", "eyfs-strength", "Show a shape of an animal and let a friend guess it."),
    ],
    "g0u2": [
        ("motor", "eyfs-energy", "Crawl, creep and slide along the floor and on low apparatus."),
        ("motor", "eyfs-energy", "Jump off a low box onto two feet and land like a spring."),
        ("healthy", "eyfs-space", "Climb on and off apparatus carefully, waiting for a turn."),
    ],
    "g1u1": [
        ("motor", "ks1-movements", "Perform a tuck, straddle and pike shape sitting and standing, with pointed toes."),
        ("motor", "ks1-movements", "Balance on three then two points and hold the balance for five seconds."),
        ("cognitive", "ks1-movements", "Name the gym shapes and point them out in a partner's balance."),
    ],
    "g1u2": [
        ("motor", "ks1-movements", "Travel using bunny hops, bear walks and crab walks with control."),
        ("motor", "ks1-movements", "Perform a straight jump and a tuck jump from the floor and land in control."),
        ("creative", "ks1-movements", "Join a travel and a jump into a short floor pattern they can repeat."),
    ],
    "g2u1": [
        ("motor", "ks1-movements", "Move in and out of an arabesque and a knee scale with control."),
        ("motor", "ks1-movements", "Balance on a bench or low beam in a star or straight shape."),
        ("creative", "ks1-movements", "Make a sequence of three shapes and balances with a clear start and finish."),
    ],
    "g2u2": [
        ("motor", "ks1-movements", "Perform a star jump and a half turn jump off a low box with a safe landing."),
        ("motor", "ks1-movements", "Travel across the mat with a log roll and an egg roll, keeping the body tight."),
        ("social", "ks1-movements", "Watch a partner's jump and say one thing that made the landing good."),
    ],
    "g3u1": [
        ("motor", "ks2-flexibility", "Hold a V-sit and a dish shape for five seconds, showing core strength."),
        ("motor", "ks2-flexibility", "Perform a shoulder stand and roll out of it in control."),
        ("creative", "ks2-flexibility", "Link balances with a roll or travel so the sequence flows without stopping."),
    ],
    "g3u2": [
        ("motor", "ks2-flexibility", "Perform a pike jump and a straddle jump from a two-footed take-off."),
        ("motor", "ks2-flexibility", "Travel with a cat spring and a caterpillar walk along a bench."),
        ("cognitive", "ks2-compare", "Use the gym card's trickier level to set their own next challenge."),
    ],
    "g4u1": [
        ("motor", "ks2-flexibility", "Show a bridge and an arch shape, building flexibility in shoulders and back."),
        ("social", "ks2-flexibility", "Create a partner balance using matching and mirroring shapes."),
        ("creative", "ks2-flexibility", "Vary a sequence of balances by changing level and body part."),
    ],
    "g4u2": [
        ("motor", "ks2-flexibility", "Perform a forward roll from a crouch and a backward roll down a slope."),
        ("motor", "ks2-flexibility", "Use a springboard or low box for flight with a clear shape in the air."),
        ("healthy", "ks2-flexibility", "Check mats and landing areas and say why they are placed as they are."),
    ],
    "g5u1": [
        ("motor", "ks2-flexibility", "Perform a headstand progression (tripod, then headstand with support)."),
        ("social", "ks2-flexibility", "Make counter balances and counter tensions in threes and fours."),
        ("creative", "ks2-flexibility", "Compose a group sequence in canon and unison around a theme."),
    ],
    "g5u2": [
        ("motor", "ks2-flexibility", "Perform a cartwheel with hands and feet in a line and a straight finish."),
        ("motor", "ks2-flexibility", "Leap from one foot to the other with a split in the air."),
        ("cognitive", "ks2-compare", "Judge a partner's flight against the card's points and suggest one change."),
    ],
    "g6u1": [
        ("motor", "ks2-flexibility", "Hold a handstand against a wall or with a spotter and come down safely."),
        ("creative", "ks2-flexibility", "Choreograph a paired sequence on apparatus with balances at three levels."),
        ("personal", "ks2-compare", "Record their hardest balance and compare it with their Year 5 best."),
    ],
    "g6u2": [
        ("motor", "ks2-flexibility", "Perform a dish roll and a backward roll to standing in a sequence."),
        ("motor", "ks2-flexibility", "Vault onto and off a box with flight and a controlled landing."),
        ("cognitive", "ks2-compare", "Score a group performance for execution and composition and explain the score."),
    ],
}

DANCE = {
    "d0u1": [
        ("creative", "eyfs-energy", "Move like different animals: stomping, slithering, hopping and flying."),
        ("motor", "eyfs-space", "Stop and start with the music, finding their own space each time."),
        ("personal", "eyfs-energy", "Show a favourite animal move to the class with confidence."),
    ],
    "d1u1": [
        ("creative", "ks1-dance", "Show sun, rain, wind and snow with different actions, speeds and levels."),
        ("motor", "ks1-dance", "Repeat a short weather pattern of four moves in time with the music."),
        ("social", "ks1-dance", "Watch another group's weather dance and say which weather they saw."),
    ],
    "d2u1": [
        ("creative", "ks1-dance", "Make robotic, repeated actions like machine parts, sharp and in time."),
        ("motor", "ks1-dance", "Perform a machine dance with a partner, moving in unison and in turn."),
        ("cognitive", "ks1-dance", "Count beats in eights and start a movement on the right count."),
    ],
    "d3u1": [
        ("creative", "ks2-dance", "Create a carnival motif with travelling steps and costume-like arm actions."),
        ("motor", "ks2-dance", "Perform a procession in lines, keeping in time with the steel band beat."),
        ("social", "ks2-dance", "Combine their motif with a group's to make a parade section."),
    ],
    "d4u1": [
        ("creative", "ks2-dance", "Show floating, orbiting and launching with changes of speed and dynamic."),
        ("motor", "ks2-dance", "Hold a slow, controlled balance as if weightless before moving on."),
        ("cognitive", "ks2-compare", "Describe a dance using words for action, space, dynamics and relationship."),
    ],
    "d5u1": [
        ("creative", "ks2-dance", "Choreograph a hero's story in three sections: the call, the struggle, the rescue."),
        ("social", "ks2-dance", "Use lifts, leans and contact with a partner safely to show rescue."),
        ("cognitive", "ks2-compare", "Improve a section after watching it on video and say what changed."),
    ],
    "d6u1": [
        ("motor", "ks2-dance", "Perform street dance steps (bounce, rock, step-touch, freeze) on the beat."),
        ("creative", "ks2-dance", "Build a crew routine with a formation change and a solo feature."),
        ("personal", "ks2-dance", "Perform to an audience and respond to feedback with a clear next step."),
    ],
}

PLAY = {
    "cu1": [
        ("social", "ks1-games", "Learn and play traditional playground games, keeping to their rules."),
        ("personal", "ks1-games", "Choose a playground game for a group and explain how to play it."),
        ("healthy", "ks1-games", "Stay active for a whole club session by joining a new game when one ends."),
    ],
    "cu2": [
        ("creative", "ks1-dance", "Act out the moves of a story as it is read, changing speed and level."),
        ("cognitive", "ks1-games", "Remember the order of a story's events and move to each one."),
        ("social", "ks1-games", "Help make up a new chapter of a story game with a group."),
    ],
}

# Early-years themes (home and foundations share them), EYFS goals.
THEMES = {
    "pirate": [
        ("motor", "eyfs-strength", "Walk the plank (a line or bench) and balance on one leg in the crow's nest."),
        ("motor", "eyfs-energy", "Row, climb the rigging and dig for treasure with big arm actions."),
        ("creative", "eyfs-energy", "Make up a pirate move for a friend to copy."),
    ],
    "jungle": [
        ("motor", "eyfs-energy", "Move like jungle animals: swing, stalk, leap and slither."),
        ("motor", "eyfs-space", "Crawl under and step over obstacles in a jungle trail."),
        ("cognitive", "eyfs-space", "Follow a sequence of three animal moves called out in order."),
    ],
    "cat": [
        ("motor", "eyfs-strength", "Stretch like a cat: arch the back and make a long reach, then curl small."),
        ("motor", "eyfs-space", "Creep quietly on hands and feet and pounce to a spot."),
        ("healthy", "eyfs-strength", "Say which part of the body they stretched and how it felt."),
    ],
    "tightrope": [
        ("motor", "eyfs-strength", "Walk along a rope on the floor with arms out, looking ahead."),
        ("motor", "eyfs-strength", "Stop halfway along the line and hold a still balance."),
        ("personal", "eyfs-strength", "Try the line again after stepping off, going slowly."),
    ],
    "train": [
        ("motor", "eyfs-energy", "Travel fast and slow, stopping at stations when a whistle sounds."),
        ("motor", "eyfs-space", "Move as a train carriage holding a friend's shoulders, matching their steps."),
        ("social", "eyfs-space", "Take turns to be the engine that leads the train."),
    ],
    "space": [
        ("motor", "eyfs-energy", "Crouch for a countdown and blast off into a big jump."),
        ("motor", "eyfs-strength", "Float slowly on the moon, stepping and reaching without wobbling."),
        ("creative", "eyfs-energy", "Invent an alien walk and teach it to a friend."),
    ],
    "seaside": [
        ("motor", "eyfs-energy", "Jump the waves: two-footed jumps over a line, landing softly."),
        ("motor", "eyfs-strength", "Scuttle sideways like a crab and stop in a crab balance."),
        ("social", "eyfs-space", "Build a sandcastle shape with a partner, holding it together."),
    ],
    "juggling": [
        ("motor", "eyfs-strength", "Toss a scarf or beanbag up and catch it with two hands."),
        ("motor", "eyfs-strength", "Pass a beanbag from hand to hand around the body."),
        ("personal", "eyfs-strength", "Count how many catches in a row and try to add one more."),
    ],
    "clown": [
        ("motor", "eyfs-energy", "Do silly walks: big steps, tiny steps, wobbly legs and a jumping stop."),
        ("creative", "eyfs-energy", "Make a funny face and a funny shape to make a friend smile."),
        ("motor", "eyfs-strength", "Balance a beanbag on the head while walking slowly."),
    ],
    "bike": [
        ("motor", "eyfs-strength", "Pedal the legs lying on the back, fast and slow, keeping the back flat."),
        ("motor", "eyfs-space", "Ride an imaginary bike around a track, steering round cones and braking."),
        ("healthy", "eyfs-space", "Say one way to stay safe when riding near other people."),
    ],
    "squirrel": [
        ("motor", "eyfs-energy", "Scamper, stop and look around, then scamper to a new tree."),
        ("motor", "eyfs-strength", "Gather nuts (beanbags) and carry them home without dropping them."),
        ("cognitive", "eyfs-space", "Remember where the nuts were hidden and fetch them in order."),
    ],
    "fairytale": [
        ("creative", "eyfs-energy", "Move as a giant, an elf and a princess, changing size and speed."),
        ("motor", "eyfs-space", "Tiptoe past a sleeping troll and freeze when it wakes."),
        ("cognitive", "eyfs-energy", "Retell a fairytale with actions in the right order."),
    ],
}

# KS2 movement skills (home's Movement Skills stage).
SKILLS = {
    "one-leg-balance": [
        ("motor", "ks2-flexibility", "Hold a one-leg balance for 30 seconds with the free leg in different positions."),
        ("motor", "ks2-flexibility", "Balance on one leg with eyes closed for ten seconds."),
        ("personal", "ks2-compare", "Time their best one-leg balance on each leg and work on the weaker side."),
    ],
    "seated-balance": [
        ("motor", "ks2-flexibility", "Hold a V-sit with bent then straight legs, arms forward."),
        ("motor", "ks2-flexibility", "Spin on the bottom with feet off the floor and stop in control."),
        ("healthy", "ks2-flexibility", "Explain how core muscles help posture when sitting and moving."),
    ],
    "floor-work": [
        ("motor", "ks2-flexibility", "Move across the floor with rolls, crawls and slides, keeping body tension."),
        ("creative", "ks2-dance", "Link three floor moves into a smooth pattern with changes of direction."),
        ("motor", "ks2-flexibility", "Push up from the floor to a standing balance without using the hands."),
    ],
    "stance": [
        (
            "motor",
            "ks2-running",
            "Take a ready stance: feet shoulder-width, knees bent, weight on the balls of the feet.",
        ),
        ("rules", "ks2-games", "Choose the right stance to receive, defend or set off in a game."),
        ("cognitive", "ks2-games", "Explain why a low, wide stance makes them harder to knock off balance."),
    ],
    "dynamic-balance": [
        ("motor", "ks2-flexibility", "Walk along a line forwards, backwards and sideways with a beanbag on the head."),
        ("motor", "ks2-running", "Run, stop on a call and hold a balance on one foot."),
        ("personal", "ks2-compare", "Set up a harder balance course at home and beat their time."),
    ],
    "jumping-and-landing": [
        ("motor", "ks2-running", "Jump for height and distance, swinging the arms and landing toe-ball-heel."),
        ("motor", "ks2-running", "Hop and bound in a pattern, keeping a rhythm."),
        ("healthy", "ks2-running", "Explain how bending the knees on landing protects the joints."),
    ],
    "counter-balance": [
        ("motor", "ks2-flexibility", "Lean away from a partner, holding wrists, and balance each other's weight."),
        ("social", "ks2-flexibility", "Agree signals with a partner to move into and out of a counter balance."),
        ("creative", "ks2-flexibility", "Invent a new counter balance and show it to the family."),
    ],
    "sending-and-receiving": [
        ("motor", "ks2-running", "Throw and catch with one and two hands over increasing distances."),
        ("motor", "ks2-running", "Kick a ball to a partner with the inside of the foot and trap it."),
        ("cognitive", "ks2-games", "Choose how hard to send a ball so it reaches a target without bouncing away."),
    ],
    "ball-skills": [
        ("motor", "ks2-running", "Dribble a ball with the hand, changing hands and speed."),
        ("motor", "ks2-running", "Keep a ball up with feet, thighs or a bat for as many touches as they can."),
        ("personal", "ks2-compare", "Record their best keepy-up score and beat it over a week."),
    ],
    "footwork": [
        ("motor", "ks2-running", "Move through a ladder pattern of in-in-out-out at speed."),
        ("motor", "ks2-running", "Side-step and cross-step, changing direction on a signal."),
        ("healthy", "ks2-running", "Feel the heart rate rise after a footwork challenge and time the recovery."),
    ],
    "ball-chasing": [
        ("motor", "ks2-running", "Chase and collect a rolling ball, get the body behind it and pick it up cleanly."),
        ("rules", "ks2-games", "Return a ball quickly to a target after fetching it in a fielding drill."),
        ("personal", "ks2-compare", "Time a fetch-and-return drill and improve their time."),
    ],
    "reaction-response": [
        ("motor", "ks2-running", "React to a sound, sight or touch signal by setting off as fast as possible."),
        ("cognitive", "ks2-games", "Respond to a changing signal (left, right, catch, drop) with the right action."),
        ("personal", "ks2-compare", "Measure their reaction with a ruler-drop test and try to improve it."),
    ],
}

# Swimming and water safety: a school swims in one or more KS2 years; these build to the
# end-of-KS2 standard (outcomes by year, taught wherever the school's lessons are).
SWIMMING = {
    3: [
        ("healthy", "swim-rescue", "Enter and leave the pool safely and know the pool's rules and signs."),
        ("motor", "swim-strokes", "Push and glide on front and back, face in the water, for five metres."),
        ("motor", "swim-25m", "Swim ten metres with a recognised kick and arm action, with or without aids."),
    ],
    4: [
        ("motor", "swim-strokes", "Swim front crawl and backstroke with regular breathing."),
        ("motor", "swim-25m", "Swim 15 to 25 metres on front or back without stopping."),
        ("healthy", "swim-rescue", "Float and tread water for 30 seconds, then signal for help."),
    ],
    5: [
        ("motor", "swim-25m", "Swim at least 25 metres competently and confidently without aids."),
        ("motor", "swim-strokes", "Swim breaststroke with a timed kick, and one other stroke over 25 metres."),
        ("healthy", "swim-rescue", "Perform a safe self-rescue: shout, float, swim to safety in clothing."),
    ],
    6: [
        (
            "motor",
            "swim-strokes",
            "Use front crawl, backstroke and breaststroke effectively, choosing a stroke to suit the task.",
        ),
        ("healthy", "swim-rescue", "Explain the dangers of open water and the Float to Live advice."),
        ("personal", "swim-25m", "Swim 25 metres and further, timing it and improving their time."),
    ],
}
