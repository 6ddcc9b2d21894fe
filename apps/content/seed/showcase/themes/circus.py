"""Early-years themes of the circus and of stories (PE Daily and PE Foundations share them):
Tightrope, Juggling, Clown and Fairytale, written in full for 4 and 5 year olds at home or
in a setting."""

from apps.content.seed.showcase.text import part

TIGHTROPE_SONG = [
    ("Step up, step up, to the circus show", 0.0),
    ("On the tightrope, there I go", 3.0),
    ("Arms out wide and eyes ahead", 6.0),
    ("Heel to toe, the ringmaster said", 9.0),
    ("Halfway there, stop, hold it still", 12.0),
    ("Now take a bow. What a thrill!", 15.0),
]
JUGGLING_SONG = [
    ("Toss it up and catch it, one", 0.0),
    ("Juggling, juggling, lots of fun", 3.0),
    ("Toss it up and catch it, two", 6.0),
    ("Watch it, catch it, yes you do", 9.0),
    ("Round your tummy, round your knee", 12.0),
    ("Toss it up and catch it, three!", 15.0),
]
CLOWN_SONG = [
    ("Here come the clowns, big steps, small", 0.0),
    ("Wobbly legs, but don't you fall", 3.0),
    ("Make a funny face, make a funny shape", 6.0),
    ("Flap your arms and swish your cape", 9.0),
    ("Hat on your head, walk slow, slow, slow", 12.0),
    ("Jump and stop! And on with the show!", 15.0),
]
FAIRYTALE_SONG = [
    ("Once upon a time, in a land far away", 0.0),
    ("A giant went stomping along one day", 3.0),
    ("An elf went tiptoe, quick and small", 6.0),
    ("A princess twirled around the hall", 9.0),
    ("Shh, a troll is fast asleep", 12.0),
    ("Tiptoe past him, don't make a peep!", 15.0),
]
SONGS = {
    "tightrope-song": ("The Tightrope Song", TIGHTROPE_SONG, "warm-up-beat", "tightrope"),
    "juggling-song": ("The Juggling Song", JUGGLING_SONG, "warm-up-beat", "juggle-toss"),
    "clown-song": ("The Clown Song", CLOWN_SONG, "warm-up-beat", "clown-wobble"),
    "fairytale-song": ("The Fairytale Song", FAIRYTALE_SONG, "cool-down-tune", "giant-stride"),
}

# The theme's page says what its children do (in place of the generated line).
INTROS = {
    "tightrope": "Walk the line with arms out and eyes ahead, stop halfway to balance, and try again slowly "
    "after a wobble.",
    "juggling": "Toss and catch scarves and beanbags, pass them round the body and try for one more catch each day.",
    "clown": "Silly walks, funny faces and shapes, jumping stops and a hat balanced on the head.",
    "fairytale": "Be giants, elves and princesses: change size and speed, tiptoe past the troll and retell a "
    "story with actions.",
}

THEMES = {
    "tightrope": {
        "warmup": part(
            "Warm-up: Ringmaster Says",
            "Welcome to the circus! Warm up your body for the big top.",
            "Children spread out round the 'circus ring' (the room or garden).",
            "The ringmaster calls: 'tiptoes' (walk round the ring on tiptoes), 'big top' (stretch up tall), "
            "'star' (a big star shape), 'statue' (freeze on one leg for three). Only move when the ringmaster "
            "says so.",
            "Tall tiptoes, long stretch, still statue.",
            "Which call was the hardest to hold still for?",
            ("two calls with a grown-up", "all four calls", "all four, with a statue on the other leg"),
            [
                ("Big top", "Stretch up tall.", "reach"),
                ("Star", "A big star shape.", "star"),
                ("Statue", "Freeze on one leg.", "one-leg"),
            ],
        ),
        "game": part(
            "Game: Rope Walkers",
            "Walk the tightrope from one end to the other, arms out, eyes ahead!",
            "Lay ropes, skipping ropes or lines of tape on the floor: some straight, some wavy. One walker per "
            "rope at a time.",
            "Step onto the rope, arms out wide, and walk heel to toe to the end, looking at the end of the "
            "rope, not your feet. If you step off, go back a little way and try again slowly. Step off at the "
            "end and wave to the crowd.",
            "Slow feet, arms out, eyes on the end.",
            "What did you do when you stepped off the rope?",
            ("walk beside the rope", "walk along a straight rope", "walk along a wavy rope"),
            [
                ("Step on", "Stand at the start.", "stand"),
                ("Walk", "Heel to toe, arms out.", "tightrope"),
                ("Wave", "Wave to the crowd.", "wave"),
            ],
        ),
        "game-2": part(
            "Game: Halfway Freeze",
            "Walk the tightrope. When the drum sounds, stop and hold your balance!",
            "A rope or a line of tape for each walker; a grown-up with a drum, a pan and spoon, or a clap.",
            "Walk along the rope. When the drum sounds, stop where you are and hold a balance: one foot "
            "lifted, or up on tiptoes, for a count of three. Then carry on to the end.",
            "Look at one still thing while you hold your balance.",
            "Which balance could you hold still on the rope?",
            ("stop and stand still on two feet", "stop and lift one foot", "stop, lift one foot and count to five"),
            [
                ("Walk", "Walk the rope.", "tightrope"),
                ("Drum!", "Stop and lift one foot.", "one-leg"),
                ("Finish", "Walk off the end.", "stand"),
            ],
        ),
        "song": part(
            "Song: The Tightrope Song",
            "Sing the tightrope song and walk the rope as you sing!",
            "Each child stands at the start of a rope or a line of tape.",
            "Play the song video. Actions: march on the spot, step onto the rope, arms out, walk heel to toe, "
            "stop and balance on one leg, then take a bow.",
            "Keep your arms out while you sing.",
            "Where on the rope did you stop and balance?",
            ("copy the grown-up on the spot", "sing and walk the rope", "sing and walk the rope backwards"),
            [
                ("Arms out", "Arms out wide.", "tightrope"),
                ("Stop", "Hold it still.", "one-leg"),
                ("Bow", "Take a bow.", "wave"),
            ],
            lyrics=TIGHTROPE_SONG,
            song="tightrope-song",
        ),
        "story": part(
            "Story: Tilly's First Tightrope",
            "Tilly is walking the tightrope for the first time. Will she get to the end?",
            "Children in their own space, each with a line to walk.",
            "Read the story and act it: climb the ladder, step onto the rope, wobble and step off, try again "
            "slowly, stop halfway and balance, reach the end and bow.",
            "It is fine to step off: try again, slowly.",
            "What did Tilly do after she stepped off the rope?",
            ("act with a grown-up", "act on your own", "act it walking on a line"),
            [
                ("Climb", "Climb the ladder.", "reach"),
                ("Wobble", "Wobble and step off.", "lean"),
                ("Try again", "Walk slowly, arms out.", "tightrope"),
            ],
            story="Tilly climbed the tall ladder to the tightrope. She stepped on and wobbled, wobbled, and "
            "stepped off onto the platform. The crowd clapped anyway. Tilly took a deep breath, held her arms "
            "out wide and tried again, very slowly. Halfway across she stopped and stood on one leg. Then she "
            "walked to the end and took a great big bow.",
        ),
        "skill": part(
            "Skill: Tightrope Balance",
            "Walk along a line with your arms out and your eyes ahead. Can you stop halfway and balance?",
            "A straight line of tape, a rope or a chalk line for each child, with space either side.",
            "Look at the end of the line. Put your arms out like a T. Walk heel to toe, slowly. Halfway, stop "
            "and lift one foot for three, then walk to the end.",
            "Eyes ahead: your feet know where to go.",
            "Where did you look to keep your balance?",
            ("walk the line holding a hand", "walk the line and stop halfway", "walk it backwards, then stop halfway"),
            [
                ("Look ahead", "Eyes on the end.", "tiptoe-look"),
                ("Arms out", "Heel to toe, arms out.", "tightrope"),
                ("Halfway", "Lift one foot and hold.", "one-leg"),
            ],
        ),
        "wider": part(
            "Wider: Circus Poster",
            "Make a poster for your tightrope act. What is your act called?",
            "Paper, crayons and stickers.",
            "Draw yourself on the tightrope, arms out. Give your act a name ('The Amazing Amira!'). Show the "
            "poster and then perform your act along a line.",
            "Ask children what their arms and eyes are doing in the picture.",
            "What is your act called, and what do you do on the rope?",
            ("draw with help", "draw and name your act", "draw, name and perform your act"),
            [
                ("Draw", "Draw your act.", "sit"),
                ("Name", "Tell the name of your act.", "pair"),
                ("Perform", "Walk the line.", "tightrope"),
            ],
        ),
        "wider-2": part(
            "Wider: Balancing Act",
            "Circus stars balance things. Can you walk with a soft toy on your head?",
            "A soft toy, a beanbag or a folded cloth; a clear floor.",
            "Balance the toy on your open hand and walk slowly across the room. Then try it on your head, "
            "walking slowly with your head still. Try again if it falls.",
            "Walk slowly and keep your head still.",
            "Was it easier on your hand or on your head, and why?",
            ("balance it on your hand", "walk with it on your head", "walk along a line with it on your head"),
            [
                ("Hand", "Balance it on your hand.", "beanbag-carry"),
                ("Head", "Now on your head.", "beanbag-head-balance"),
                ("Line", "Walk a line with it.", "tightrope"),
            ],
        ),
    },
    "juggling": {
        "warmup": part(
            "Warm-up: Juggler's Hands",
            "Jugglers need busy hands. Wake your hands up!",
            "Children in their own space.",
            "Call a hand job: 'shake' (shake your hands high, then low), 'clap' (clap in front, then behind "
            "you), 'wiggle' (wiggle your fingers up to the sky and down to your toes), 'juggle' (pretend to "
            "toss and catch balls, looking up).",
            "Watch your hands as they move.",
            "Which hand job made your hands feel warm?",
            ("shake and clap", "all four jobs", "all four, faster and faster"),
            [
                ("Shake", "Shake your hands high.", "reach"),
                ("Wiggle", "Wiggle down to your toes.", "crouch"),
                ("Juggle", "Pretend to juggle.", "juggle-toss"),
            ],
        ),
        "game": part(
            "Game: Scarf Catch",
            "Toss a scarf up high, watch it float and catch it in two hands!",
            "A light scarf, tissue or plastic bag for each child (they fall slowly), then a beanbag.",
            "Toss the scarf up above your head. Watch it float down and catch it with two hands. Count your "
            "catches. When you can catch the scarf five times, try a beanbag: it falls faster.",
            "Eyes on the scarf all the way into your hands.",
            "Why was the scarf easier to catch than the beanbag?",
            ("catch a scarf dropped by a grown-up", "toss and catch your own scarf", "toss, clap, then catch"),
            [
                ("Toss", "Toss the scarf up.", "juggle-toss"),
                ("Watch", "Watch it float down.", "tiptoe-look"),
                ("Catch", "Catch in two hands.", "catch"),
            ],
        ),
        "game-2": part(
            "Game: Round the World",
            "Pass the beanbag round your body without dropping it!",
            "A beanbag or rolled pair of socks for each child.",
            "Pass the beanbag from hand to hand round your waist, then round one knee, then round your head "
            "and back. That is one trip round the world. Then go the other way.",
            "Hand it over; do not let go until the other hand has it.",
            "Which part of the world was hardest to get round?",
            ("round your waist", "round waist, knee and head", "the whole world, then the other way, faster"),
            [
                ("Waist", "Round your waist.", "beanbag-round-waist"),
                ("Knee", "Round your knee.", "beanbag-under-leg"),
                ("Head", "Over your head.", "reach"),
            ],
        ),
        "song": part(
            "Song: The Juggling Song",
            "Sing the juggling song and toss and catch on the numbers!",
            "Each child with a scarf or beanbag, in their own space.",
            "Play the song video. Toss and catch on 'one', 'two' and 'three'. Pass the beanbag round your "
            "tummy and your knee on 'round your tummy, round your knee'.",
            "Small tosses, so you catch every time.",
            "How many catches did you make in the song?",
            ("copy the grown-up with no beanbag", "sing, toss and catch", "toss a little higher each time"),
            [
                ("Toss", "Toss it up.", "juggle-toss"),
                ("Catch", "Catch it.", "catch"),
                ("Round", "Round your tummy.", "beanbag-round-waist"),
            ],
            lyrics=JUGGLING_SONG,
            song="juggling-song",
        ),
        "story": part(
            "Story: Jojo Learns to Juggle",
            "Jojo wants to juggle in the circus, but everything keeps falling! What will Jojo do?",
            "Children in their own space, with a scarf or beanbag each if you have them.",
            "Read the story and act it: toss and drop, pick it up, try one scarf, catch, count the catches, "
            "and juggle in the show.",
            "Every drop is a chance to try again.",
            "What did Jojo do to get better at catching?",
            ("act with a grown-up", "act on your own", "count your own catches along with Jojo"),
            [
                ("Toss", "Toss one scarf.", "juggle-toss"),
                ("Drop", "Oops! Pick it up.", "crouch"),
                ("Catch", "Catch it!", "catch"),
            ],
            story="Jojo tried to juggle three balls, and they all fell down: bonk, bonk, bonk! So Jojo "
            "started with one scarf. Toss, catch. Toss, catch. Then one beanbag: one catch, two catches, "
            "three! Every day Jojo tried for one more. On the night of the show, Jojo tossed and caught and "
            "tossed and caught, and the crowd cheered.",
        ),
        "skill": part(
            "Skill: Toss and Catch",
            "Toss a beanbag up and catch it with two hands. How many in a row?",
            "A beanbag or rolled pair of socks for each child, with space above them.",
            "Hold the beanbag in two hands. Toss it a little way up, no higher than your head. Watch it and "
            "make your hands into a cup to catch it. Count your catches in a row, and try for one more.",
            "Hands like a cup; watch it into them.",
            "How many catches did you make in a row, and what was your next try?",
            ("drop it from one hand to the other", "toss and catch above your head", "toss, clap once and catch"),
            [
                ("Hold", "Hold it in two hands.", "beanbag-carry"),
                ("Toss", "A little toss up.", "juggle-toss"),
                ("Catch", "Catch in a cup.", "catch"),
            ],
        ),
        "wider": part(
            "Wider: Make a Juggling Ball",
            "Make your own juggling ball to practise with at home.",
            "An old sock, a cup of rice or dried lentils, and an elastic band; a grown-up to help.",
            "Fill the toe of the sock with rice, twist it and tie it tight with the band, then fold the top "
            "over. Give it a name, then toss and catch it.",
            "A grown-up ties the band; check it is tight before playing.",
            "What did you call your juggling ball?",
            ("watch and help fill it", "fill it with a grown-up", "make two and swap one with a friend"),
            [
                ("Fill", "Fill the sock.", "sit"),
                ("Name", "Give it a name.", "pair"),
                ("Try it", "Toss and catch.", "juggle-toss"),
            ],
        ),
        "wider-2": part(
            "Wider: Catch Chart",
            "Count your catches each day and draw a star for each one. Can you beat yesterday?",
            "Paper, a pencil or stickers; a beanbag or scarf.",
            "Each day, count how many catches you make in a row. Draw that many stars on your chart. The next "
            "day, try for one more.",
            "Celebrate one more catch, not the most catches.",
            "How many catches in a row did you make, and how many will you try for tomorrow?",
            ("count with a grown-up", "count and draw the stars", "count for five days and look for the best"),
            [
                ("Catch", "Count your catches.", "catch"),
                ("Stars", "Draw a star for each.", "sit"),
                ("One more", "Try for one more.", "juggle-toss"),
            ],
        ),
    },
    "clown": {
        "warmup": part(
            "Warm-up: Clown Walks",
            "The clowns are coming! Warm up with some very silly walks.",
            "Children spread out in the 'circus ring'.",
            "Call a walk: 'big steps' (giant steps with swinging arms), 'tiny steps' (teeny steps, knees "
            "together), 'wobbly legs' (knees knocking, arms flapping), 'jumping stop' (jump and land still). "
            "Finish every walk with a jumping stop.",
            "Make the big steps really big and the tiny steps really tiny.",
            "Which walk was the silliest, and which was the hardest?",
            ("big steps and tiny steps", "all four walks", "make up a walk for everyone to copy"),
            [
                ("Big steps", "Giant clown steps.", "giant-stride"),
                ("Tiny steps", "Teeny, tiny steps.", "clown-tiny-steps"),
                ("Wobbly", "Wobbly legs.", "clown-wobble"),
            ],
        ),
        "game": part(
            "Game: Silly Walk Stop",
            "Do a silly walk to the music. When it stops, jump and freeze in a funny shape!",
            "Music to play and pause; children spread out.",
            "A grown-up calls a silly walk and plays the music. When the music stops, do a jumping stop: "
            "jump, land on two feet and freeze in a funny shape. Hold it until the music starts again.",
            "Land, then freeze: no wobbling.",
            "What funny shape did you freeze in?",
            ("walk and stop", "walk, jump and freeze", "walk, jump, turn in the air and freeze"),
            [
                ("Silly walk", "Walk the walk called.", "clown-wobble"),
                ("Jump", "Music stops: jump!", "jump"),
                ("Funny freeze", "Land in a funny shape.", "star"),
            ],
        ),
        "game-2": part(
            "Game: Make Me Smile",
            "Can you make the grumpy ringmaster smile with a funny face and a funny shape?",
            "Children in twos, or a child and a grown-up, facing each other a big step apart.",
            "One partner is the grumpy ringmaster and tries not to smile. The clown makes a funny face, then a "
            "funny shape, with no touching and no noise. When the ringmaster smiles, swap over.",
            "Funny, kind and no touching.",
            "What did you do that made your partner smile?",
            ("funny faces only", "a funny face and a funny shape", "a funny shape on one leg"),
            [
                ("Grumpy", "The ringmaster stays grumpy.", "stand"),
                ("Funny shape", "Make a funny shape.", "one-leg"),
                ("Smile!", "A smile? Swap over.", "pair"),
            ],
        ),
        "song": part(
            "Song: The Clown Song",
            "Sing the clown song with big steps, wobbles and a jumping stop!",
            "Children stand with space around them.",
            "Play the song video. Actions: big steps then tiny steps, wobble your legs, make a funny face and "
            "shape, flap your arms, walk slowly with hands on your head, then jump and stop.",
            "Stop dead still on the last word.",
            "Which clown action made you laugh?",
            ("copy the grown-up", "sing and do the actions", "sing it with a beanbag hat on your head"),
            [
                ("Big steps", "Big steps, small.", "giant-stride"),
                ("Wobble", "Wobbly legs.", "clown-wobble"),
                ("Stop", "Jump and stop!", "land"),
            ],
            lyrics=CLOWN_SONG,
            song="clown-song",
        ),
        "story": part(
            "Story: Coco's Runaway Hat",
            "Coco the Clown's hat keeps falling off! Help Coco get to the show on time.",
            "Children in their own space.",
            "Read the story and act it: tiny steps past the sleeping lion, a big step over the puddle, a "
            "wobbly walk over the bumpy path, then walk slowly with the hat on your head and finish with a "
            "jumping stop.",
            "Slow and careful when the hat is on.",
            "How did Coco keep the hat on in the end?",
            ("act with a grown-up", "act on your own", "act it with a beanbag hat on your head"),
            [
                ("Tiny steps", "Past the sleeping lion.", "clown-tiny-steps"),
                ("Big step", "Over the puddle.", "giant-stride"),
                ("Stop", "Jumping stop!", "land"),
            ],
            story="Coco the Clown was late for the show, and her hat kept falling off. She took tiny steps "
            "past the sleeping lion, a giant step over the muddy puddle, and wobbled all along the bumpy path. "
            "Her hat fell off again! So Coco put it on her head and walked very slowly, head still, all the "
            "way into the ring. Then she did a jumping stop, and the crowd cheered.",
        ),
        "skill": part(
            "Skill: Hat Balance",
            "Put a 'hat' on your head and walk slowly without it falling off!",
            "A beanbag, a folded cloth or a paper plate as the hat for each child; a clear space.",
            "Put the hat on top of your head. Stand tall with your head still and your eyes forward. Walk "
            "slowly to a spot, stop, then turn round slowly and walk back.",
            "Head still, eyes forward, small steps.",
            "What helped you keep your hat on?",
            ("stand still with the hat on for five", "walk slowly to a spot", "walk there, turn and walk back"),
            [
                ("Hat on", "Put the hat on your head.", "reach"),
                ("Walk", "Head still, walk slowly.", "beanbag-head-balance"),
                ("Walk back", "Turn and walk back.", "beanbag-head-walk-back"),
            ],
        ),
        "wider": part(
            "Wider: Clown Face Mirror",
            "Make clown faces in a mirror. Happy, surprised, grumpy, silly!",
            "A mirror; paper and crayons.",
            "Look in the mirror and make a happy face, a surprised face, a grumpy face and your silliest face. "
            "Then draw your favourite clown face and show it to someone.",
            "Name the feeling each face shows.",
            "Which face was your favourite, and what feeling does it show?",
            ("copy a grown-up's faces", "make four faces", "make a face and a shape to match it"),
            [
                ("Faces", "Make a face in the mirror.", "stand"),
                ("Draw", "Draw your clown face.", "sit"),
                ("Show", "Show someone.", "pair"),
            ],
        ),
        "wider-2": part(
            "Wider: Clown Costume",
            "Dress up as a clown and show off your clown walk!",
            "Dressing-up clothes, big shirts and a grown-up's shoes (walk slowly in them).",
            "Dress up in big clothes. Walk in the big shoes with giant, slow steps. Then show your best clown "
            "walk and a jumping stop to your family.",
            "Big shoes: lift your feet and go slowly.",
            "How did you walk in the big shoes?",
            ("dress up with help", "dress up and show a walk", "dress up and show two walks and a stop"),
            [
                ("Dress up", "Put on big clothes.", "reach"),
                ("Big shoes", "Big, slow steps.", "giant-stride"),
                ("Show", "Show your clown walk.", "clown-wobble"),
            ],
        ),
    },
    "fairytale": {
        "warmup": part(
            "Warm-up: Magic Wand",
            "The fairy godparent waves a magic wand. What will you turn into?",
            "Children spread out; a grown-up holds a 'wand' (a spoon or a stick).",
            "Wave the wand and call what the children turn into: 'a tall tower' (stretch up on tiptoes), 'a "
            "tiny mouse' (crouch small and scurry), 'a frog' (frog jumps), 'a shining star' (a big star shape). "
            "Wave the wand again to turn them back.",
            "Change your size: tall as a tower, tiny as a mouse.",
            "What was the biggest thing you turned into, and the smallest?",
            ("two spells, copying", "all four spells", "children take turns to cast a spell"),
            [
                ("Tower", "Stretch up tall.", "reach"),
                ("Mouse", "Crouch small.", "crouch"),
                ("Frog", "Frog jumps.", "frog-jump"),
            ],
        ),
        "game": part(
            "Game: Tiptoe Past the Troll",
            "Tiptoe over the troll's bridge. If the troll wakes up, freeze!",
            "A 'bridge' of tape, a rope or a line of cushions; a grown-up is the sleeping troll beside it.",
            "Children tiptoe over the bridge while the troll snores. When the troll wakes up and roars, freeze "
            "on the spot. Anyone the troll sees moving goes back to the start. Everyone over the bridge wins; "
            "then a child is the troll.",
            "Tiny, quiet tiptoes; freeze the moment the troll roars.",
            "How did you stay so quiet and still?",
            ("walk over, freeze on the roar", "tiptoe over, freeze on the roar", "tiptoe over backwards"),
            [
                ("Tiptoe", "Tiptoe over the bridge.", "tiptoe-sneak"),
                ("Roar!", "Freeze!", "troll-freeze"),
                ("Across", "Reach the other side.", "run"),
            ],
        ),
        "game-2": part(
            "Game: Giants and Elves",
            "Be a giant, an elf or a prince or princess. Listen for the call!",
            "Children spread out with plenty of space.",
            "Call a character: 'giants' (tall, big, slow, heavy steps), 'elves' (small, quick, light steps), "
            "'princes and princesses' (glide and twirl). On 'magic spell!' everyone freezes as a statue. "
            "Change the calls quickly.",
            "Giants slow and heavy, elves quick and light.",
            "How did you change your body from a giant to an elf?",
            ("giants and elves", "all three and the spell", "a child calls for everyone"),
            [
                ("Giant", "Big, slow steps.", "giant-stride"),
                ("Elf", "Small, quick steps.", "tiptoe-sneak"),
                ("Twirl", "Glide and twirl.", "turn"),
            ],
        ),
        "song": part(
            "Song: The Fairytale Song",
            "Sing the fairytale song and be each character as it comes!",
            "Children stand with space around them.",
            "Play the song video. Actions: open a storybook, stomp like a giant, tiptoe like an elf, twirl like "
            "a princess, lay your head on your hands for the sleeping troll, then tiptoe with a finger on your "
            "lips.",
            "Stomp big and tiptoe small.",
            "Which fairytale character did you like being best?",
            ("copy the grown-up", "sing and do the actions", "sing the last line in a whisper"),
            [
                ("Giant", "Stomp along.", "giant-stride"),
                ("Twirl", "Twirl around.", "turn"),
                ("Shh", "Tiptoe past the troll.", "tiptoe-sneak"),
            ],
            lyrics=FAIRYTALE_SONG,
            song="fairytale-song",
        ),
        "story": part(
            "Story: The Three Billy Goats Gruff",
            "Three billy goats want to cross the troll's bridge. Act the story, then tell it back!",
            "Children in their own space, with a line or rope as the bridge.",
            "Read the story and act each goat: small, quick steps for the little goat, bigger steps for the "
            "middle goat, huge stomping steps for the big goat. Then retell the story together, doing the "
            "actions in the right order.",
            "Each goat is bigger and slower than the one before.",
            "Which goat crossed first, which was next and which was last?",
            ("act with a grown-up", "act on your own", "retell the story with actions, in order"),
            [
                ("Little goat", "Trip, trap: small steps.", "tiptoe-sneak"),
                ("Middle goat", "Trip, trap: bigger steps.", "step-over-log"),
                ("Big goat", "Huge stomping steps.", "giant-stride"),
            ],
            story="Three billy goats wanted the sweet grass over the river. Trip, trap went the little goat. "
            "'Who's that on my bridge?' roared the troll. 'Wait for my bigger brother!' Trip, trap went the "
            "middle goat, and he said the same. Then TRIP, TRAP, TRIP, TRAP came the big billy goat, who "
            "butted the troll into the river. All three goats ate the sweet grass happily ever after.",
        ),
        "skill": part(
            "Skill: Giant Steps, Elf Steps",
            "Change your size and speed: tall, slow giant steps, then small, quick elf steps.",
            "Children in a line along one side of the space, with room to travel across.",
            "Travel across as a giant: stand tall, take long, slow, heavy steps. Come back as an elf: bend low "
            "and take small, quick, light steps. On 'spell!', freeze in a star.",
            "Long and slow, then short and quick.",
            "How many giant steps did it take to cross, and how many elf steps?",
            ("giant steps across and back", "giant across, elf back", "change each time the grown-up claps"),
            [
                ("Giant", "Tall, long, slow steps.", "giant-stride"),
                ("Elf", "Low, small, quick steps.", "tiptoe-sneak"),
                ("Spell", "Freeze in a star.", "star"),
            ],
        ),
        "wider": part(
            "Wider: Fairytale Map",
            "Draw a map of a fairytale, then walk along it doing each part's action.",
            "A big sheet of paper or chalk outside; crayons.",
            "Choose a fairytale together. Draw its places in order along a path: a house, a forest, a bridge, "
            "a castle. Walk the map from start to end, doing an action at each place.",
            "Ask 'what happens next?' at each place.",
            "What happened at each place on your map, in order?",
            ("follow a map a grown-up drew", "draw the places with help", "draw it and tell the story as you walk"),
            [
                ("Draw", "Draw the places.", "sit"),
                ("Walk", "Walk the path.", "giant-stride"),
                ("Act", "Do each place's action.", "turn"),
            ],
        ),
        "wider-2": part(
            "Wider: Cushion Castle",
            "Build a castle from cushions and boxes, then guard it, glide into it and stomp around it.",
            "Cushions, boxes and blankets.",
            "Build castle walls together. Take turns: a guard stands tall at the gate, a princess or prince "
            "glides in and twirls, a giant stomps round the outside without knocking the walls down.",
            "Giants stay outside the walls; no climbing on boxes.",
            "Who lives in your castle, and how do they move?",
            ("build with help", "build and be one character", "build and be all three characters"),
            [
                ("Build", "Build the walls.", "crouch"),
                ("Guard", "Stand tall at the gate.", "stand"),
                ("Glide", "Glide in and twirl.", "turn"),
            ],
        ),
    },
}
