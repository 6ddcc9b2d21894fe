"""Early-years themes of journeys (PE Daily and PE Foundations share them): Pirate, Space,
Train and Bike, written in full for 4 and 5 year olds at home or in a setting."""

from apps.content.seed.showcase.text import part

PIRATE_SONG = [
    ("Hoist the sails and off we go", 0.0),
    ("Rocking high and rocking low", 3.0),
    ("Climb the mast and look around", 6.0),
    ("Treasure buried underground", 9.0),
    ("Dig, dig, dig and shout hooray", 12.0),
    ("Pirates sail away today", 15.0),
]
SPACE_SONG = [
    ("Ten, nine, eight, get in your place", 0.0),
    ("Seven, six, we're off to space", 3.0),
    ("Five, four, three, two, one", 6.0),
    ("Blast off up and past the sun", 9.0),
    ("Float and spin among the stars", 12.0),
    ("Wave hello to the moon and Mars", 15.0),
]
TRAIN_SONG = [
    ("Chuff, chuff, the train's away", 0.0),
    ("Wheels go round and round all day", 3.0),
    ("Up the hill, slow, slow, slow", 6.0),
    ("Down the hill, fast we go", 9.0),
    ("Toot, toot, the station's near", 12.0),
    ("Stop the train and give a cheer", 15.0),
]
BIKE_SONG = [
    ("Helmet on and off we ride", 0.0),
    ("Pedal, pedal, side by side", 3.0),
    ("Round the corner, look and steer", 6.0),
    ("Ring the bell, we're coming near", 9.0),
    ("Whizzing fast down the hill", 12.0),
    ("Squeeze the brakes and stop so still", 15.0),
]
SONGS = {
    "pirate-song": ("The Pirate Song", PIRATE_SONG, "warm-up-beat", "wave"),
    "space-song": ("The Rocket Song", SPACE_SONG, "cool-down-tune", "jump"),
    "train-song": ("The Train Song", TRAIN_SONG, "warm-up-beat", "train-wheels"),
    "bike-song": ("The Bike Song", BIKE_SONG, "cool-down-tune", "bike-steer"),
}

# The theme's page says what its children do (in place of the generated line).
INTROS = {
    "pirate": "All hands on deck: scrub, climb and hoist like a pirate crew, walk the plank and balance on a peg leg.",
    "space": "Count down, blast off and float: astronaut training, planet hops and soft moon landings.",
    "train": "Chuff fast and slow, stop at the stations when the whistle blows and take turns to be the engine.",
    "bike": "Pedal, steer and brake on an imaginary bike, and learn to ride safely near other people.",
}

THEMES = {
    "pirate": {
        "warmup": part(
            "Warm-up: Shipshape",
            "All hands on deck! Scrub the deck, climb the rigging and hoist the sails.",
            "Children spread out on the 'ship' (the room or garden).",
            "Call a job: 'scrub the deck' (crouch and scrub), 'climb the rigging' (climb on the spot), "
            "'hoist the sails' (pull down hand over hand), 'captain's coming' (salute and freeze).",
            "Make every job big and busy.",
            "Which pirate job made your heart beat fastest?",
            ("two jobs", "all four jobs", "jobs called faster and faster"),
            [
                ("Scrub", "Crouch and scrub the deck.", "crouch"),
                ("Climb", "Climb the rigging.", "reach"),
                ("Hoist", "Pull the sails up.", "lean"),
            ],
        ),
        "game": part(
            "Game: Pirate Treasure Hunt",
            "Follow the map clues to find the hidden treasure!",
            "A grown-up hides a 'treasure' (a toy) and gives three movement clues.",
            "Each clue says how to travel: 'Tiptoe to the tree, hop to the door, crawl under the table.' "
            "The treasure is at the last clue.",
            "Listen to the whole clue before you go.",
            "Which clue was the trickiest to move for?",
            ("one clue at a time with help", "three clues", "make the clues for a grown-up"),
            [
                ("Clue one", "Tiptoe to the first place.", "crouch"),
                ("Clue two", "Hop to the next place.", "hop"),
                ("Treasure!", "Crawl to find it.", "bear"),
            ],
        ),
        "game-2": part(
            "Game: Walk the Plank",
            "Walk the plank without wobbling into the sea!",
            "A line of tape, a rope or a low bench is the plank.",
            "Walk heel to toe to the end of the plank, then jump off into the 'sea' and land with soft "
            "knees. Swim back to the ship.",
            "Arms out, eyes on the end of the plank.",
            "How did you stop wobbling on the plank?",
            ("walk beside the plank", "walk on the plank", "walk the plank backwards"),
            [
                ("Plank", "Heel to toe, arms out.", "tightrope"),
                ("Jump", "Jump into the sea.", "jump"),
                ("Land", "Soft knees, then swim back.", "land"),
            ],
        ),
        "song": part(
            "Song: The Pirate Song",
            "Sing the pirate song and do the actions!",
            "Children stand with space around them.",
            "Play the song video. Actions: rock side to side, climb, shade eyes to look, dig, shout hooray, "
            "wave goodbye.",
            "Big actions and big voices.",
            "Which action in the pirate song was your favourite?",
            ("copy the grown-up", "sing and do the actions", "make up a new verse"),
            [
                ("Sail", "Rock high and low.", "lean"),
                ("Look", "Climb and look around.", "reach"),
                ("Dig", "Dig for the treasure.", "crouch"),
            ],
            lyrics=PIRATE_SONG,
            song="pirate-song",
        ),
        "story": part(
            "Story: Captain Kindheart",
            "Captain Kindheart's parrot has flown away. Let's find him!",
            "Children in their own space.",
            "Act the story as it is read.",
            "Pause for each action.",
            "How did the crew work together to find the parrot?",
            ("act with a grown-up", "act on your own", "add a parrot sound for each part"),
            [
                ("Row", "Row the little boat.", "sit"),
                ("Climb", "Climb the palm tree.", "reach"),
                ("Hug", "Hug the parrot safely.", "pair"),
            ],
            story="Captain Kindheart's parrot flew away! We rowed our boat to the island, tiptoed along the "
            "sand, climbed the tallest palm tree and there he was. We carried him gently home, and he "
            "squawked 'thank you!'",
        ),
        "skill": part(
            "Skill: Pirate Balance",
            "Stand on one leg like a pirate with a peg leg. Can you hold it for five?",
            "Children in their own space.",
            "Lift one foot and hold, arms out. Count to five, then swap legs. Try it on a rocking ship (sway gently).",
            "Look at something still in front of you.",
            "What helped you hold your peg-leg balance?",
            ("hold a grown-up's hand", "balance on your own for five", "balance while the ship rocks"),
            [
                ("Peg leg", "Lift one foot.", "one-leg"),
                ("Arms out", "Arms wide for balance.", "star"),
                ("Swap", "Try the other leg.", "one-leg"),
            ],
        ),
        "wider": part(
            "Wider: Pirate Flags",
            "Design your own pirate flag and make up a move for it.",
            "Paper and crayons.",
            "Draw a flag with a picture on it, then make up a move that matches the picture.",
            "Encourage a move that uses the whole body.",
            "What is on your flag and what is its move?",
            ("draw and copy a move", "draw and make a move", "teach your move to a friend"),
            [
                ("Draw", "Draw your flag.", "sit"),
                ("Move", "Make a matching move.", "star"),
                ("Show", "Show a friend.", "pair"),
            ],
        ),
        "wider-2": part(
            "Wider: Message in a Bottle",
            "Send a message in a bottle: draw where you would sail to.",
            "Paper, a plastic bottle or a box.",
            "Draw the island you would sail to, roll it up, put it in the bottle and tell someone how you "
            "would travel there.",
            "Ask children to use travel words: sail, swim, climb.",
            "Where would you sail, and how would you get there?",
            ("draw it", "draw and tell it", "draw, tell and act it"),
            [
                ("Draw", "Draw your island.", "sit"),
                ("Roll", "Roll it into the bottle.", "crouch"),
                ("Tell", "Tell how you would travel.", "pair"),
            ],
        ),
    },
    "space": {
        "warmup": part(
            "Warm-up: Astronaut Training",
            "Astronauts need to be fit! Do your space training.",
            "Children spread out.",
            "Call a training move: 'moon jumps' (slow big jumps), 'rocket runs' (fast on the spot), "
            "'space walk' (slow-motion walking), 'countdown' (crouch and count from five).",
            "Slow moves really slow, fast moves really fast.",
            "Which training move was the hardest work?",
            ("two moves", "all four moves", "mix two moves together"),
            [
                ("Moon jumps", "Slow, big jumps.", "jump"),
                ("Rocket runs", "Fast feet on the spot.", "run"),
                ("Space walk", "Slow motion.", "side-step"),
            ],
        ),
        "game": part(
            "Game: Planet Hop",
            "Hop from planet to planet. Don't fall into space!",
            "Cushions or paper plates (planets) spread on the floor.",
            "Travel from planet to planet in the way called: hop, jump, stretch. Feet touch only planets.",
            "Look at the next planet before you jump.",
            "How did you reach the planet that was far away?",
            ("planets close together", "planets further apart", "hop on one leg only"),
            [
                ("Start", "Stand on the first planet.", "stand"),
                ("Hop", "Hop to the next one.", "hop"),
                ("Land", "Land and balance.", "land"),
            ],
        ),
        "game-2": part(
            "Game: Meteor Dodge",
            "Meteors are coming! Dodge the soft balls rolled across space.",
            "A grown-up rolls soft balls (meteors) across the room; children stand at one side.",
            "Cross space from one side to the other without a meteor touching your feet. Jump or side-step.",
            "Watch the ball, then move early.",
            "How did you get out of the meteor's way?",
            ("slow rolls", "faster rolls", "two meteors at once"),
            [
                ("Watch", "Watch the meteor.", "stand"),
                ("Dodge", "Side-step or jump.", "dodge"),
                ("Across", "Reach the other side.", "wave"),
            ],
        ),
        "song": part(
            "Song: The Rocket Song",
            "Count down with the rocket song and blast off!",
            "Children crouch in their own space.",
            "Play the song video. Crouch for the countdown, blast off with a big jump on 'blast off', then "
            "float, spin and wave.",
            "Crouch low so the blast off is big.",
            "How did your body show the rocket blasting off?",
            ("copy the grown-up", "sing and do the actions", "count down in a whisper, blast off loud"),
            [
                ("Countdown", "Crouch low and count.", "crouch"),
                ("Blast off", "Big jump!", "jump"),
                ("Float", "Float and spin.", "turn"),
            ],
            lyrics=SPACE_SONG,
            song="space-song",
        ),
        "story": part(
            "Story: The Moon Picnic",
            "We're taking a picnic to the moon!",
            "Children in their own space.",
            "Act the story as it is read.",
            "Slow moon moves: everything floats.",
            "What would you take on a picnic to the moon?",
            ("act with a grown-up", "act on your own", "add a space sound for each part"),
            [
                ("Pack", "Pack the picnic.", "crouch"),
                ("Fly", "Fly the rocket.", "star"),
                ("Float", "Float on the moon.", "turn"),
            ],
            story="We packed sandwiches and a cake, climbed into the rocket and counted down. Blast off! We "
            "landed on the moon with a bump, floated out of the door and had our picnic. But the cake "
            "floated away, so we bounced after it in big moon jumps!",
        ),
        "skill": part(
            "Skill: Moon Landing",
            "Land like a spaceship on the moon: soft and still.",
            "Children in their own space.",
            "Jump up, then land on two feet with knees bent and arms forward, and hold still for three.",
            "Soft knees make a quiet landing.",
            "What made your moon landing quiet?",
            ("a small jump and land", "a big jump and land", "jump, turn and land"),
            [
                ("Ready", "Crouch ready.", "crouch"),
                ("Jump", "Jump up.", "jump"),
                ("Land", "Soft landing, hold for three.", "land"),
            ],
        ),
        "wider": part(
            "Wider: Alien Visitors",
            "An alien has landed! Make up how your alien walks, then teach it to a friend.",
            "Any space to walk in; paper and crayons to draw the alien if you like.",
            "Decide how your alien moves: how many legs, bouncy or slow, tall or low, wobbly or stiff? Give "
            "it a name and walk its walk across the room. Then teach the walk to a friend or a grown-up and "
            "walk side by side.",
            "Ask what makes the walk an alien's: one thing it does differently.",
            "What is your alien called, and how does it walk?",
            ("copy a grown-up's alien walk", "make up a walk and show it", "teach your walk so a friend can do it"),
            [
                ("Invent", "Choose how your alien moves.", "robot"),
                ("Walk", "Walk your alien walk.", "giant-stride"),
                ("Teach", "Teach it to a friend.", "pair"),
            ],
        ),
        "wider-2": part(
            "Wider: Build a Rocket",
            "Build a rocket from boxes and tubes and show how it blasts off.",
            "Boxes, tubes, tape and paper.",
            "Build a rocket with a grown-up, count down and blast it off with a big jump.",
            "Let children choose how many stages the rocket has.",
            "Where would your rocket fly to?",
            ("build with help", "build it yourself", "build and name your rocket"),
            [
                ("Build", "Build your rocket.", "sit"),
                ("Countdown", "Count down from five.", "crouch"),
                ("Blast off", "Jump!", "jump"),
            ],
        ),
    },
    "train": {
        "warmup": part(
            "Warm-up: Engine Shed",
            "The engines are waking up in the shed. Get your wheels turning!",
            "Children spread out in the 'engine shed' (the room or garden), each in their own space.",
            "Call what the engines do: 'wheels turning' (march on the spot, arms circling at your sides), "
            "'full steam' (chuff quickly on your toes), 'puff the steam' (jump and blow out 'pfff'), "
            "'station' (stop and stand still). Start slow and build up speed.",
            "Arms and legs go together, like wheels joined by a rod.",
            "What did your body do when the engine went faster?",
            ("wheels turning and station only", "all four calls", "calls given faster, with a slow call in between"),
            [
                ("Wheels", "March and circle your arms.", "train-wheels"),
                ("Full steam", "Chuff fast on your toes.", "run"),
                ("Station", "Stop and stand still.", "stand"),
            ],
        ),
        "game": part(
            "Game: Whistle Stops",
            "Chuff round the track. When the whistle blows, stop at a station!",
            "Spread out cushions, hoops or mats as stations. A grown-up is the guard with a whistle or a clap.",
            "Children chuff around the space between the stations. One whistle: stop on the nearest station "
            "and stand still. Two whistles: chuff on. The guard can call 'up the hill' (slow, heavy steps) or "
            "'down the hill' (quick, light steps).",
            "Look for a station that is empty before you go to it.",
            "How did you stop without bumping into anyone?",
            ("walk between the stations", "chuff fast and slow on the calls", "fewer stations than trains"),
            [
                ("Chuff", "Chuff round the track.", "run"),
                ("Hill", "Slow, heavy steps up the hill.", "train-wheels"),
                ("Whistle", "Stop still on a station.", "whistle-stop"),
            ],
        ),
        "game-2": part(
            "Game: Engine and Carriages",
            "Join on behind the engine and follow where it goes.",
            "Children in twos or threes, with space to move. At home, a grown-up can be the carriage.",
            "The front child is the engine; the carriage holds the engine's shoulders. The engine chooses the "
            "way and the speed; the carriage matches its steps. On 'all change' the engine goes to the back and "
            "the carriage becomes the engine.",
            "Engines: go slowly enough for your carriage to keep up.",
            "How did you know what your engine was going to do?",
            ("walk with a grown-up as the engine", "take turns to be the engine", "a train of four that turns corners"),
            [
                ("Join on", "Hands on the engine's shoulders.", "pair"),
                ("Follow", "Match your engine's steps.", "train-wheels"),
                ("All change", "The engine goes to the back.", "side-step"),
            ],
        ),
        "song": part(
            "Song: The Train Song",
            "Sing the train song and chuff along with the actions!",
            "Children stand in a space, or in a line as one long train.",
            "Play the song video. Actions: chuff on the spot, circle the arms, big slow steps for the hill, quick "
            "steps down it, pull the whistle cord for 'toot, toot', then stop and cheer.",
            "Slow steps really slow, fast steps really fast.",
            "Which part of the song made your train go fastest?",
            ("copy the grown-up", "sing and do the actions", "sing it as a long train following a leader"),
            [
                ("Chuff", "Chuff along on the spot.", "train-wheels"),
                ("Toot", "Pull the whistle cord.", "reach"),
                ("Stop", "Stop and cheer.", "jump"),
            ],
            lyrics=TRAIN_SONG,
            song="train-song",
        ),
        "story": part(
            "Story: The Little Night Train",
            "The little night train is taking the sleepy animals home. Come aboard!",
            "Children in their own space.",
            "Read the story and pause for each action: creep out of the shed, chuff up the mountain, duck "
            "through the tunnel, stop to let the animals on, chuff home and curl up to sleep.",
            "Quiet moves for a night-time train.",
            "Which animal would you let on your train, and where would it sit?",
            ("act with a grown-up", "act on your own", "make the sound of each animal that gets on"),
            [
                ("Creep out", "Creep quietly out of the shed.", "tiptoe-sneak"),
                ("Tunnel", "Duck low through the tunnel.", "crouch"),
                ("Station", "Stop and wave to the animals.", "wave"),
            ],
            story="When the moon came up, the little night train crept out of the shed. It chuffed slowly up "
            "the mountain, puffing hard, and whooshed down the other side. It ducked through a long dark "
            "tunnel and stopped at three stations: an owl got on, then a hedgehog, then a sleepy fox. At last "
            "the little train chuffed home, and everyone curled up and fell fast asleep.",
        ),
        "skill": part(
            "Skill: Stop at the Station",
            "Travel fast, then stop at the station without wobbling. Can you freeze like a statue?",
            "Children in their own space; a cushion or hoop in front of each child is their station.",
            "Chuff on the spot, then run to your station, take little steps to slow down, bend your knees and "
            "stop with both feet on it. Stand still for three.",
            "Little steps and bent knees are your brakes.",
            "What did your feet do to help you stop?",
            ("walk to the station and stop", "run to the station and stop", "run, and stop on the station called"),
            [
                ("Chuff", "Run on your toes.", "run"),
                ("Brake", "Little steps, knees bend.", "land"),
                ("Still", "Freeze on your station.", "stand"),
            ],
        ),
        "wider": part(
            "Wider: Ticket Office",
            "Make a train ticket and hand it to the guard. Where will your train take you?",
            "Paper, crayons and a hole punch or pen to 'clip' the ticket.",
            "Draw a ticket with a picture of where you want to go. Give it to a grown-up, who clips it and "
            "says how to travel there: 'Hop to the beach!' 'Tiptoe to the castle!'",
            "Let children choose the places; the grown-up chooses the move.",
            "Where did your ticket take you, and how did you travel?",
            ("draw a ticket with help", "draw the ticket and travel", "make tickets for a grown-up to travel on"),
            [
                ("Draw", "Draw your ticket.", "sit"),
                ("Ticket", "Hand it to the guard.", "pair"),
                ("Travel", "Travel the way it says.", "hop"),
            ],
        ),
        "wider-2": part(
            "Wider: Track Builder",
            "Build a railway track with a bridge and a tunnel, then drive your train along it.",
            "Tape, rope, chalk outside or a line of cushions; a table or chairs with a blanket for the tunnel.",
            "Lay a track together. Add a bridge to step over (a cushion) and a tunnel to crawl through (under "
            "the table). Chuff along the whole track, stopping at the end.",
            "Check the track is clear of toys before anyone travels it.",
            "Which part of your track was the trickiest to get along?",
            ("follow a track a grown-up made", "build part of the track", "build it and guide a grown-up along it"),
            [
                ("Lay", "Lay the track.", "crouch"),
                ("Bridge", "Step over the bridge.", "step-over-log"),
                ("Tunnel", "Crawl through the tunnel.", "crawl-under"),
            ],
        ),
    },
    "bike": {
        "warmup": part(
            "Warm-up: Bike Check",
            "Check your bike before the ride: tyres, bell, brakes and helmet!",
            "Children in their own space, each with an imaginary bike.",
            "Call each check: 'pump the tyres' (crouch and pump your arms up and down), 'ring the bell' (jump "
            "and say 'ding ding'), 'test the brakes' (squeeze your hands and freeze), 'helmet on' (hands on "
            "head). Then ride on the spot, slowly at first.",
            "Big pumps bend the knees right down.",
            "Which check made your legs work hardest?",
            ("two checks with a grown-up", "all four checks", "all four, then ride to a new space"),
            [
                ("Pump", "Crouch and pump the tyres.", "crouch"),
                ("Bell", "Jump and ring your bell.", "jump"),
                ("Ride", "Ride on the spot.", "bike-steer"),
            ],
        ),
        "game": part(
            "Game: Cone Corners",
            "Ride your bike round the track, steer round the cones and brake at the line!",
            "Set a track of cones, cushions or shoes around the space, with a stop line (a rope or tape).",
            "Hold your handlebars and travel with quick steps round the track. Steer round each cone without "
            "touching it. At the stop line, squeeze the brakes and stop with both feet flat.",
            "Look at the next cone, not your feet.",
            "How did you get round the corners without knocking a cone?",
            ("walk the bike round", "ride round and brake at the line", "ride a zigzag in and out of the cones"),
            [
                ("Steer", "Steer round the cone.", "bike-steer"),
                ("Brake", "Squeeze the brakes.", "bike-brake"),
                ("Feet down", "Both feet flat, stop.", "stand"),
            ],
        ),
        "game-2": part(
            "Game: Busy Bike Park",
            "Lots of riders in the park! Ride safely and never bump.",
            "The whole space is the park; at home, family members ride too.",
            "Everyone rides their imaginary bike at once. Look where you are going, say 'ding ding' when you "
            "pass someone, and brake if someone is in your way. On 'park your bike' stand still beside it.",
            "Ride into the spaces, not towards people.",
            "What is one thing you did to keep other riders safe?",
            ("ride slowly with a grown-up", "ride with everyone and ring the bell", "ride faster, still no bumps"),
            [
                ("Look", "Look for a space.", "tiptoe-look"),
                ("Ring", "Say 'ding ding' as you pass.", "wave"),
                ("Ride", "Ride into the space.", "bike-steer"),
            ],
        ),
        "song": part(
            "Song: The Bike Song",
            "Sing the bike song and ride along with it!",
            "Children sit on the floor with space around them, or stand holding handlebars.",
            "Play the song video. Actions: helmet on, pedal your legs, lean round the corner, ring the bell, "
            "pedal very fast, then squeeze the brakes and freeze.",
            "Freeze on the very last word.",
            "How did your legs change when the song went down the hill?",
            ("copy the grown-up", "sing and do the actions", "sing it once slow and once fast"),
            [
                ("Helmet", "Helmet on.", "reach"),
                ("Pedal", "Pedal, pedal.", "bike-steer"),
                ("Brakes", "Squeeze and freeze.", "bike-brake"),
            ],
            lyrics=BIKE_SONG,
            song="bike-song",
        ),
        "story": part(
            "Story: The Ride to the Duck Pond",
            "We're riding our bikes to the duck pond. Helmets on!",
            "Children in their own space.",
            "Read the story and pause for each action: helmet on, pedal slowly, push hard up the hill, whizz "
            "down it, brake for the ducks, then feed them.",
            "Stop the moment the ducks cross.",
            "Why did we have to brake at the duck pond?",
            ("act with a grown-up", "act on your own", "add a new place to ride to"),
            [
                ("Pedal", "Pedal along the path.", "bike-steer"),
                ("Brake", "Brake for the ducks!", "bike-brake"),
                ("Feed", "Crouch and feed the ducks.", "crouch"),
            ],
            story="We put on our helmets and pedalled slowly along the path. The hill was steep, so we pushed "
            "and pushed to the top, then whizzed all the way down. At the pond a mother duck and five "
            "ducklings waddled across, so we squeezed our brakes and waited. Then we crouched down and fed "
            "them, and pedalled home for tea.",
        ),
        "skill": part(
            "Skill: Pedal Power",
            "Lie on your back and pedal your legs in the air. Can you go slow, then fast?",
            "Children lie on a mat, rug or grass with space around them.",
            "Lie on your back with arms by your sides and lift your knees. Pedal your legs in big circles, "
            "slowly for five, then fast for five, keeping your back flat on the floor. Stop, rest your feet "
            "down and stand up to ride.",
            "Keep your back and your head on the floor.",
            "Where did you feel your legs working?",
            ("pedal slowly for five", "slow, then fast on the call", "pedal backwards, then one leg at a time"),
            [
                ("Ready", "Sit, then lie back, knees up.", "sit"),
                ("Pedal", "Pedal slow, then fast.", "pedal-on-back"),
                ("Ride off", "Stand up and ride away.", "bike-steer"),
            ],
        ),
        "wider": part(
            "Wider: Safe Rider Poster",
            "Draw yourself riding safely. What keeps a rider safe?",
            "Paper and crayons.",
            "Draw yourself on a bike or scooter with a helmet. Add one safe thing: a bell, lights, a grown-up "
            "beside you, riding on the path. Tell someone your safety rule.",
            "Ask 'why does that keep you safe?' after each idea.",
            "What is your safety rule for riding near other people?",
            ("draw with help", "draw and tell one rule", "draw, tell a rule and show it on the bike track"),
            [
                ("Draw", "Draw your safe ride.", "sit"),
                ("Helmet", "Show your helmet on.", "reach"),
                ("Tell", "Tell your safety rule.", "pair"),
            ],
        ),
        "wider-2": part(
            "Wider: Wheels Hunt",
            "Go on a wheels hunt! How many wheels can you find?",
            "At home or on a walk with a grown-up.",
            "Find things with wheels: a bike, a pram, a car, a toy. Count the wheels on each. For every wheel "
            "you find, spin round once like a wheel, then roll along the floor like one.",
            "Spin slowly and stop before you get dizzy.",
            "Which thing had the most wheels?",
            ("find two things with help", "find and count five", "draw a tally of the wheels you found"),
            [
                ("Find", "Point to the wheels.", "tiptoe-look"),
                ("Spin", "Spin once like a wheel.", "turn"),
                ("Roll", "Roll along like a wheel.", "floor-log-roll"),
            ],
        ),
    },
}
