"""Early-years themes Pirate and Space (PE Daily and PE Foundations) and two KS2 movement
skills (One Leg Balance, Jumping and Landing), written in full."""

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
SONGS = {
    "pirate-song": ("The Pirate Song", PIRATE_SONG, "warm-up-beat", "wave"),
    "space-song": ("The Rocket Song", SPACE_SONG, "cool-down-tune", "jump"),
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
            "Wider: Star Spotting",
            "Look at the night sky with a grown-up. Can you make a star shape?",
            "A window or garden at night, or a picture of stars.",
            "Find a bright star, then make a star shape with your body and hold it for five.",
            "Talk about how far away the stars are.",
            "How many stars could you see?",
            ("look at a picture", "look at the sky", "draw the stars you saw"),
            [
                ("Look", "Find a bright star.", "reach"),
                ("Star", "Make a star shape.", "star"),
                ("Count", "Hold it for five.", "stand"),
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
}

SKILLS = {
    "one-leg-balance": part(
        "Skill: One Leg Balance",
        "Stand tall on one leg and hold it still. How long can you balance?",
        "Pupils in their own space at home with room to wobble safely.",
        "Stand on one leg with the other knee lifted, arms out. Hold for ten, then swap. Then try with "
        "arms folded, then with eyes closed for three.",
        "Squeeze your tummy and look at one spot.",
        "Which was harder: arms folded or eyes closed, and why?",
        ("hold for five with arms out", "hold for ten with arms folded", "hold with eyes closed and then swap legs"),
        [
            ("Lift", "Lift one knee, arms out.", "one-leg"),
            ("Hold", "Look at a spot and hold.", "one-leg"),
            ("Challenge", "Fold your arms and hold.", "stand"),
        ],
    ),
    "jumping-and-landing": part(
        "Skill: Jumping and Landing",
        "Jump high and land like a cat: quiet, soft and still.",
        "Pupils in their own space on a soft surface.",
        "Swing your arms back, jump up tall, and land on the balls of your feet with knees bent, then "
        "freeze. Try a star jump and a tuck jump.",
        "A quiet landing is a good landing.",
        "What did your arms and knees do to make the landing quiet?",
        ("a small straight jump", "a star jump and freeze", "a tuck jump and freeze"),
        [
            ("Swing", "Swing your arms back.", "crouch"),
            ("Jump", "Jump up tall.", "jump"),
            ("Land", "Soft knees and freeze.", "land"),
        ],
    ),
}
