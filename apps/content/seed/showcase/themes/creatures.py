"""Early-years themes of animals and places (PE Daily and PE Foundations share them): Jungle,
Cat, Squirrel and Seaside, written in full for 4 and 5 year olds at home or in a setting."""

from apps.content.seed.showcase.text import part

JUNGLE_SONG = [
    ("Down in the jungle, what do you see?", 0.0),
    ("A monkey swinging in a tree", 3.0),
    ("A tiger creeping, soft and low", 6.0),
    ("A snake that slithers, slow, slow, slow", 9.0),
    ("A frog that leaps across the stream", 12.0),
    ("An elephant stamping, the biggest I've seen", 15.0),
]
CAT_SONG = [
    ("Little cat wakes up and yawns", 0.0),
    ("Stretches out across the lawn", 3.0),
    ("Creeping, creeping, soft and slow", 6.0),
    ("Pounce! And off the mice all go", 9.0),
    ("Wash your whiskers, lick your paw", 12.0),
    ("Curl up small and sleep once more", 15.0),
]
SQUIRREL_SONG = [
    ("Scamper, scamper up the tree", 0.0),
    ("Stop and look, what can you see?", 3.0),
    ("Gather nuts, one, two, three", 6.0),
    ("Hide them where the fox can't see", 9.0),
    ("Leap from branch to branch so high", 12.0),
    ("Curl your tail and wave goodbye", 15.0),
]
SEASIDE_SONG = [
    ("Off to the seaside, hip hooray", 0.0),
    ("Tiptoe on the sand all day", 3.0),
    ("Jump the waves, one, two, three", 6.0),
    ("Scuttle like a crab by the sea", 9.0),
    ("Swim your arms and splash about", 12.0),
    ("Build a castle, then shout it out!", 15.0),
]
SONGS = {
    "jungle-song": ("The Jungle Song", JUNGLE_SONG, "warm-up-beat", "monkey-swing"),
    "cat-song": ("The Cat Song", CAT_SONG, "cool-down-tune", "cat-long-stretch"),
    "squirrel-song": ("The Squirrel Song", SQUIRREL_SONG, "warm-up-beat", "squirrel-scamper"),
    "seaside-song": ("The Seaside Song", SEASIDE_SONG, "warm-up-beat", "swim-arms"),
}

# The theme's page says what its children do (in place of the generated line).
INTROS = {
    "jungle": "Swing, stalk, leap and slither like jungle animals along a trail of branches, logs and rivers.",
    "cat": "Stretch long and curl small, creep on quiet paws and pounce, and say how a stretch feels.",
    "squirrel": "Scamper and look out, carry nuts home without dropping them and remember where they were hidden.",
    "seaside": "Jump the waves, scuttle like a crab and build sandcastle shapes with a partner.",
}

THEMES = {
    "jungle": {
        "warmup": part(
            "Warm-up: Jungle Wake-Up",
            "The sun is up and the jungle animals are waking. Wake up with them!",
            "Children spread out in the 'jungle' (the room or garden).",
            "Call an animal and show its move: 'giraffe' (stretch up tall on tiptoes), 'elephant' (slow, "
            "heavy stamps with your arms as a swinging trunk), 'monkey' (swing your arms up high, one then the "
            "other), 'snake' (lie on your tummy and slither). Call them in a new order each time.",
            "Make each animal different: tall, heavy, swingy or low.",
            "Which animal woke up your arms the most?",
            ("two animals, copying a grown-up", "all four animals", "all four, with a freeze between each"),
            [
                ("Giraffe", "Stretch up tall.", "reach"),
                ("Elephant", "Stamp and swing your trunk.", "elephant-stamp"),
                ("Monkey", "Swing your arms up high.", "monkey-swing"),
            ],
        ),
        "game": part(
            "Game: Jungle Trail",
            "Find your way through the jungle: under the branches, over the logs, across the river!",
            "Make a trail: a table or a rope between two chairs to crawl under, cushions or rolled towels as "
            "logs to step over, two ropes or lines of tape as a river to leap.",
            "Travel the trail one at a time, starting when the explorer in front has passed the first branch. "
            "Crawl under without touching, step over each log with high knees, then leap the river. Go back to "
            "the start along the outside.",
            "Under: tummy low. Over: knees high. Across: big push.",
            "Which part of the trail did you need to go slowest on?",
            ("walk the trail holding a hand", "the whole trail on your own", "the trail, then back the other way"),
            [
                ("Under", "Crawl under the branches.", "crawl-under"),
                ("Over", "Step over the log.", "step-over-log"),
                ("Across", "Leap the river.", "leap-across"),
            ],
        ),
        "game-2": part(
            "Game: Three Animal Calls",
            "Listen for three animals, then do their moves in the right order!",
            "Children in their own space; a grown-up calls.",
            "The grown-up calls three animals, for example 'snake, frog, monkey'. Children do each animal's "
            "move for a count of five, in that order, then freeze. Change the order every time. Then a child "
            "calls three for everyone else.",
            "Say the three animals quietly to yourself before you start.",
            "How did you remember which animal came next?",
            ("one animal, then two", "three animals in order", "three animals called, then done backwards"),
            [
                ("Snake", "Slither on your tummy.", "snake-slither"),
                ("Frog", "Leap like a frog.", "frog-jump"),
                ("Monkey", "Swing through the trees.", "monkey-swing"),
            ],
        ),
        "song": part(
            "Song: The Jungle Song",
            "Sing the jungle song and be each animal as it comes!",
            "Children stand with space around them.",
            "Play the song video. Actions: shade your eyes to look, swing like a monkey, creep low like a "
            "tiger, slither your arms like a snake, leap like a frog, stamp like an elephant.",
            "Change your move the moment a new animal is sung.",
            "Which jungle animal was the hardest to be?",
            ("copy the grown-up", "sing and do the actions", "add a verse about a new animal"),
            [
                ("Look", "What do you see?", "tiptoe-look"),
                ("Creep", "Creep like a tiger.", "creep-low"),
                ("Leap", "Leap like a frog.", "frog-jump"),
            ],
            lyrics=JUNGLE_SONG,
            song="jungle-song",
        ),
        "story": part(
            "Story: The Parrot's Red Feather",
            "Polly Parrot has lost her red feather. Let's find it in the jungle!",
            "Children in their own space.",
            "Read the story and pause for each action: creep through the long grass, swing on a vine, slither "
            "under the branches, leap the river, then hand the feather back.",
            "Wait for the words before each move.",
            "Where in the jungle was the feather hiding?",
            ("act with a grown-up", "act on your own", "tell the grown-up which move comes next"),
            [
                ("Creep", "Creep through the long grass.", "creep-low"),
                ("Swing", "Swing on the vine.", "monkey-swing"),
                ("Leap", "Leap over the river.", "leap-across"),
            ],
            story="Polly Parrot woke up and her best red feather was gone! We crept through the long grass, "
            "swung across on a vine and slithered under the low branches. We leapt over the river, and there "
            "was the elephant, with the red feather stuck on the end of his trunk. He gave a big sneeze, the "
            "feather floated down, and we gave it back to Polly.",
        ),
        "skill": part(
            "Skill: Leap the River",
            "Run, push off one foot and leap right over the river!",
            "Two ropes, scarves or lines of tape make a 'river' on grass or a carpet, narrow at one end and wide "
            "at the other. Nothing to trip on beyond it.",
            "Take three running steps, push off one foot, stretch your legs in the air and land on the far "
            "bank, bending your knees. Start at the narrow end; move along as you get better.",
            "Push off one foot, land soft on two.",
            "What did you do to leap across the widest part?",
            ("step over a narrow river", "leap a wider river", "leap, land on two feet and freeze"),
            [
                ("Run up", "Three running steps.", "run"),
                ("Leap", "Push off one foot.", "leap-across"),
                ("Land", "Bend your knees.", "land"),
            ],
        ),
        "wider": part(
            "Wider: Animal Footprints",
            "Make animal footprints and guess which animal made them.",
            "Paint and paper, sand, mud or chalk outside; pictures of animal footprints.",
            "Look at the footprint pictures together. Make prints with fingers, hands or feet. A grown-up "
            "guesses the animal, then everyone moves like it across the room.",
            "Talk about big and small prints: big animals, heavy moves; small animals, light moves.",
            "Which animal made the biggest footprint, and how did it move?",
            ("make prints with help", "make prints and guess", "make a trail of prints for someone to follow"),
            [
                ("Look", "Look at the prints.", "tiptoe-look"),
                ("Print", "Press your hand down.", "crouch"),
                ("Move", "Move like that animal.", "bear"),
            ],
        ),
        "wider-2": part(
            "Wider: Jungle Den",
            "Build a jungle den to hide in, then crawl inside like a jungle animal.",
            "Chairs and a blanket or sheet; cushions for inside.",
            "Build a den together by draping the blanket over the chairs. Crawl in on hands and knees, curl up "
            "and hide, then come out as a different animal each time.",
            "Check the chairs are steady before anyone crawls in.",
            "Which animal would live in your den?",
            ("help a grown-up build it", "build and crawl in", "build it and come out as three animals in turn"),
            [
                ("Build", "Lay the blanket over.", "reach"),
                ("Crawl in", "Crawl in on hands and knees.", "crawl-under"),
                ("Hide", "Curl up small.", "tuck"),
            ],
        ),
    },
    "cat": {
        "warmup": part(
            "Warm-up: Cat Nap Stretch",
            "The cat is waking up from a nap. Stretch like a cat!",
            "Children on a mat, rug or grass in their own space.",
            "Start curled up asleep. Yawn and reach up tall, then stretch long: hands walk forward, bottom up "
            "high. Curl small again, then prowl around on hands and feet and back to your mat.",
            "Stretch slowly; cats never rush a stretch.",
            "Which part of you felt the biggest stretch?",
            ("reach and curl", "reach, long stretch and curl", "the whole stretch, then prowl and do it again"),
            [
                ("Reach", "Yawn and reach up tall.", "reach"),
                ("Long stretch", "Hands forward, bottom up.", "cat-long-stretch"),
                ("Curl", "Curl up small.", "cat-curl"),
            ],
        ),
        "game": part(
            "Game: Creep and Pounce",
            "Creep up on the mouse very quietly. When you hear 'pounce', spring!",
            "A grown-up is the mouse, holding a soft toy or beanbag 'mouse', at one end of the space. Cats start "
            "at the other end.",
            "Cats creep on hands and feet towards the mouse. If the mouse turns round, freeze! When the mouse "
            "calls 'pounce', spring forward onto your hands and feet and land on a spot. The first cat to reach "
            "the mouse is the next mouse.",
            "Hands and feet down softly so the mouse cannot hear you.",
            "How did you creep without making a sound?",
            ("creep and freeze", "creep, freeze and pounce", "pounce onto a cushion and hold still"),
            [
                ("Creep", "Creep on hands and feet.", "creep-low"),
                ("Freeze", "The mouse turns: freeze!", "crouch"),
                ("Pounce", "Spring to a spot.", "cat-pounce"),
            ],
        ),
        "game-2": part(
            "Game: Cats on the Wall",
            "Walk along the wall like a careful cat, then jump down into the garden.",
            "A line of tape, a rope or a plank on the floor is the 'wall'; a cushion or mat is the garden.",
            "Walk along the wall, one foot in front of the other, arms out like whiskers. At the end, jump down "
            "into the garden and land on your feet with soft knees, like a cat.",
            "Eyes on the end of the wall, not your feet.",
            "How did you land as quietly as a cat?",
            ("walk beside the wall", "walk along it and jump down", "walk along it on tiptoes, then jump and turn"),
            [
                ("Wall", "Walk along the wall.", "tightrope"),
                ("Jump", "Jump down.", "jump"),
                ("Land", "Land on soft paws.", "land"),
            ],
        ),
        "song": part(
            "Song: The Cat Song",
            "Sing the cat song from waking up to curling back to sleep!",
            "Children sit or kneel on a mat with space around them.",
            "Play the song video. Actions: yawn, stretch long, creep on hands and feet, pounce, lick a paw and "
            "wash your whiskers, curl up small.",
            "Make the stretch long and the curl small.",
            "Which part of the song did you like acting best?",
            ("copy the grown-up", "sing and do the actions", "sing it in a tiny kitten voice, then a big cat voice"),
            [
                ("Stretch", "Stretch out long.", "cat-long-stretch"),
                ("Pounce", "Pounce!", "cat-pounce"),
                ("Sleep", "Curl up small.", "cat-curl"),
            ],
            lyrics=CAT_SONG,
            song="cat-song",
        ),
        "story": part(
            "Story: Whiskers and the Ball of Wool",
            "Whiskers the kitten has found a ball of wool. What will he do?",
            "Children in their own space.",
            "Read the story and pause for each action: pat the wool, creep after it, pounce, spin round "
            "tangled up, then curl up to sleep.",
            "Act each part until the next line is read.",
            "What happened when Whiskers got tangled up?",
            ("act with a grown-up", "act on your own", "make up what Whiskers does next"),
            [
                ("Pat", "Pat the wool with a paw.", "crouch"),
                ("Creep", "Creep after the wool.", "creep-low"),
                ("Spin", "Spin round, all tangled.", "turn"),
            ],
            story="Whiskers found a red ball of wool. He patted it with one paw and it rolled away, so he "
            "crept after it, very slowly. Pounce! He caught it, but he spun round and round until he was "
            "tangled from his ears to his tail. Mum cat untangled him, and Whiskers curled up small and fell "
            "asleep.",
        ),
        "skill": part(
            "Skill: Cat Stretch",
            "Stretch long like a cat, then curl up small. Feel the stretch!",
            "Children on a mat, rug or grass with space in front of them.",
            "Start on hands and knees. Walk your hands forward and push your bottom up high for a long stretch; "
            "hold for three. Then sit back on your heels and curl small, forehead down; hold for three.",
            "Breathe slowly while you hold the stretch.",
            "Which part of your body did you stretch, and how did it feel?",
            (
                "long stretch and curl with help",
                "long stretch, then curl, holding each",
                "stretch one arm and the other leg out long",
            ),
            [
                ("Start", "Hands and knees.", "hands-and-knees"),
                ("Stretch", "Hands forward, bottom high.", "cat-long-stretch"),
                ("Curl", "Sit back and curl small.", "cat-curl"),
            ],
        ),
        "wider": part(
            "Wider: Cat Watching",
            "Watch a cat move. Then move just like it!",
            "A real cat (a pet or a neighbour's, from a window) or a short film of a cat.",
            "Watch the cat with a grown-up. Spot one thing it does: stretch, creep, jump or wash. Copy it, "
            "then show a friend and see if they can guess.",
            "Talk about how quiet and slow a cat's moves are.",
            "What did the cat do, and could your friend guess it?",
            ("watch and copy with help", "watch, copy and show", "copy two cat moves one after the other"),
            [
                ("Watch", "Watch the cat.", "tiptoe-look"),
                ("Copy", "Copy how it moves.", "creep-low"),
                ("Show", "Show a friend.", "pair"),
            ],
        ),
        "wider-2": part(
            "Wider: Paw Print Trail",
            "Make a trail of paw prints, then creep along it like a cat.",
            "Paper circles or sticky notes with paw prints drawn on, or chalk outside.",
            "Draw paw prints and lay them in a trail round the room, with a 'mouse' (a soft toy) at the end. "
            "Creep along the trail, putting a hand or foot on each print, and pounce on the mouse.",
            "Put the prints close enough for small hands and feet.",
            "Where did your trail lead, and who found the mouse?",
            ("follow a trail made for you", "make part of the trail", "make a trail with a turn for a grown-up"),
            [
                ("Print", "Draw paw prints.", "sit"),
                ("Trail", "Creep along the prints.", "creep-low"),
                ("Mouse", "Pounce on the mouse.", "cat-pounce"),
            ],
        ),
    },
    "squirrel": {
        "warmup": part(
            "Warm-up: Squirrel Morning",
            "The squirrels are waking up in their tree. Scamper, stop and look!",
            "Children spread out in the 'wood' (the room or garden).",
            "Call a squirrel job: 'scamper' (quick, light steps, bent forward), 'look out' (stop on tiptoes, "
            "hand over your eyes, look left and right), 'branch to branch' (jump from one spot to the next), "
            "'shake your tail' (wiggle your bottom). Mix the calls.",
            "Scamper on your toes so your feet are quiet.",
            "What did you look out for on your tiptoes?",
            ("scamper and look out", "all four calls", "calls faster, and freeze on 'look out'"),
            [
                ("Scamper", "Quick, light steps.", "squirrel-scamper"),
                ("Look out", "Tiptoes, look around.", "tiptoe-look"),
                ("Branch", "Jump to the next branch.", "hop"),
            ],
        ),
        "game": part(
            "Game: Tree to Tree",
            "Scamper from tree to tree. Stop and look around. Watch out for the fox!",
            "Chairs, cones or cushions spread out are the trees; a grown-up is the fox.",
            "Scamper to a tree, stop, and look around for a count of three. Then scamper to a different tree. "
            "When the fox calls 'fox!', crouch down small behind your tree and keep still until the fox says "
            "'all clear'.",
            "Choose a tree nobody else is going to.",
            "How did you choose which tree to scamper to next?",
            ("walk from tree to tree", "scamper, stop and look", "visit every tree once, without a second visit"),
            [
                ("Scamper", "Scamper to a tree.", "squirrel-scamper"),
                ("Look", "Stop and look for three.", "tiptoe-look"),
                ("Fox!", "Crouch small and still.", "crouch"),
            ],
        ),
        "game-2": part(
            "Game: Nut Gatherers",
            "Winter is coming! Gather the nuts and carry them home to your drey.",
            "Beanbags, rolled socks or small balls (nuts) spread out; a box, basket or hoop (the drey) at one side.",
            "Scamper to a nut, pick it up and carry it home in two hands, held close to your tummy, without "
            "dropping it. Reach up and put it in the drey, then go for the next. Count the nuts together at "
            "the end.",
            "Hold the nut close and walk when you need to.",
            "What helped you carry a nut without dropping it?",
            ("carry in two hands, walking", "carry and scamper", "carry two nuts, one in each hand"),
            [
                ("Gather", "Pick up one nut.", "crouch"),
                ("Carry", "Hold it close, go home.", "beanbag-carry"),
                ("Store", "Reach up to the drey.", "reach"),
            ],
        ),
        "song": part(
            "Song: The Squirrel Song",
            "Sing the squirrel song and do the squirrel jobs!",
            "Children stand with space around them.",
            "Play the song video. Actions: scamper on the spot, shade your eyes, pick up nuts and count them on "
            "your fingers, hide them behind your back, leap, curl your arm like a tail and wave.",
            "Count the nuts on your fingers as you sing.",
            "Where would you hide your nuts from the fox?",
            ("copy the grown-up", "sing and do the actions", "sing it and hide a real 'nut' on 'hide them'"),
            [
                ("Scamper", "Scamper up the tree.", "squirrel-scamper"),
                ("Gather", "One, two, three nuts.", "crouch"),
                ("Leap", "Leap branch to branch.", "jump"),
            ],
            lyrics=SQUIRREL_SONG,
            song="squirrel-song",
        ),
        "story": part(
            "Story: Sammy's Secret Nuts",
            "Sammy Squirrel hid three nuts before winter. Can you help him find them again?",
            "Children in their own space.",
            "Read the story and act it: scamper, dig and hide a nut in three places, shiver as winter comes, "
            "then fetch the nuts in the same order. Ask the children to say the places before the end is read.",
            "Say the three hiding places together before winter comes.",
            "Where did Sammy hide his first nut, his second and his third?",
            ("act with a grown-up", "act on your own", "tell the hiding places in order before they are read"),
            [
                ("Scamper", "Scamper to the log.", "squirrel-scamper"),
                ("Hide", "Dig and hide a nut.", "crouch"),
                ("Leap", "Leap up the oak tree.", "jump"),
            ],
            story="In autumn Sammy Squirrel found three nuts. He scampered to the old log and hid the first one "
            "underneath. He buried the second under a pile of red leaves, and he leapt up the oak tree and "
            "hid the third in a hole. Then winter came and Sammy shivered. He was hungry! He went to the log, "
            "then the leaves, then the oak tree, and found every one.",
        ),
        "skill": part(
            "Skill: Branch to Branch",
            "Jump from branch to branch like a squirrel and land without falling off!",
            "Cushions, paper plates or spots (branches) in a line, a big step apart, on a non-slip floor.",
            "Stand on the first branch. Bend your knees, swing your arms and jump with two feet to the next "
            "branch. Land with bent knees and hold still for two before the next jump.",
            "Swing your arms forward to help you jump.",
            "How did you land without falling off the branch?",
            ("branches close together", "branches further apart", "hop on one foot from branch to branch"),
            [
                ("Ready", "Bend your knees, arms back.", "crouch"),
                ("Jump", "Jump to the next branch.", "jump"),
                ("Land", "Land and hold still.", "land"),
            ],
        ),
        "wider": part(
            "Wider: Autumn Treasure Walk",
            "Go on a walk and collect squirrel treasure: conkers, acorns and leaves.",
            "A bag and a grown-up; a park, garden or school grounds.",
            "Scamper between trees collecting treasure. At home, sort it: big and small, smooth and bumpy. "
            "Talk about which treasure a squirrel would eat.",
            "Look, do not eat: wash hands after the walk.",
            "Which treasure would a squirrel like best?",
            ("collect with help", "collect and sort", "sort, then make a picture with the treasure"),
            [
                ("Look", "Look under the trees.", "tiptoe-look"),
                ("Collect", "Pick up an acorn.", "crouch"),
                ("Sort", "Sort big and small.", "sit"),
            ],
        ),
        "wider-2": part(
            "Wider: Hide and Fetch",
            "Hide three nuts around the room. Can a squirrel fetch them in the right order?",
            "Three beanbags or soft toys as nuts.",
            "One person hides the nuts one at a time while the squirrel watches, saying each place: 'under "
            "the cushion, by the door, behind the chair'. The squirrel scampers to fetch them in the same "
            "order, then swaps to be the hider.",
            "Say the places out loud to help remember them.",
            "How did you remember the order of the hiding places?",
            ("two nuts", "three nuts in order", "four nuts, fetched in order"),
            [
                ("Hide", "Hide a nut.", "crouch"),
                ("Remember", "Say where they are.", "tiptoe-look"),
                ("Fetch", "Scamper to fetch them.", "squirrel-scamper"),
            ],
        ),
    },
    "seaside": {
        "warmup": part(
            "Warm-up: Beach Day",
            "We're at the beach! Tiptoe on the hot sand, swim and fly like a seagull.",
            "Children spread out on the 'beach' (the room or garden).",
            "Call a beach move: 'hot sand' (quick tiptoes), 'swim' (big front-crawl arms as you walk), "
            "'seagull' (lean forward, arms wide, glide on one leg, then the other), 'sunbathe' (lie on your "
            "back and stretch out). Mix the calls.",
            "Hot sand: lift your feet quickly.",
            "Which beach move made you breathe faster?",
            ("two moves with a grown-up", "all four moves", "all four, with a new move you make up"),
            [
                ("Hot sand", "Quick tiptoes.", "run"),
                ("Swim", "Big swimming arms.", "swim-arms"),
                ("Seagull", "Arms wide, glide.", "seagull-glide"),
            ],
        ),
        "game": part(
            "Game: Jump the Waves",
            "Here come the waves! Jump over them with two feet and land softly on the sand.",
            "A rope or a line of tape is the sea's edge; on a soft surface. A grown-up can wiggle a rope along "
            "the floor as a wave.",
            "Stand behind the line. On 'wave!', jump over it with two feet together and land softly, knees "
            "bent. On 'big wave!', jump over two ropes laid a little apart. Jump back when the wave goes out.",
            "Two feet take off together and land together.",
            "How did you make your landing soft on the sand?",
            ("step over the wave", "two-footed jumps over one wave", "jump a big wave and hold the landing"),
            [
                ("Ready", "Knees bent, arms back.", "crouch"),
                ("Jump", "Two feet over the wave.", "jump"),
                ("Land", "Soft knees on the sand.", "land"),
            ],
        ),
        "game-2": part(
            "Game: Sandcastle Partners",
            "Build a sandcastle shape with a partner. Hold it still before the sea comes in!",
            "Children in twos (or a child with a grown-up), with space around each pair.",
            "A grown-up calls a castle part: 'tower' (join hands high), 'wall' (stand side by side, arms "
            "linked), 'bridge' (face each other and join hands to make an arch). Hold it for five. On 'the sea "
            "is coming!', melt down together to the floor.",
            "Agree who goes where before you build.",
            "How did you and your partner keep the castle standing?",
            ("copy a castle a grown-up shows", "build each part called", "make up a castle part for others to copy"),
            [
                ("Tower", "Join hands up high.", "pair"),
                ("Hold", "Stretch tall and hold for five.", "reach"),
                ("Melt", "The sea comes: melt down.", "crouch"),
            ],
        ),
        "song": part(
            "Song: The Seaside Song",
            "Sing the seaside song and do a beach day in one song!",
            "Children stand with space around them.",
            "Play the song video. Actions: cheer, tiptoe on the spot, jump three times, scuttle sideways, swim "
            "your arms, then build a castle with your hands and shout 'hooray!'",
            "Land your three jumps softly.",
            "What would you do first at the seaside?",
            ("copy the grown-up", "sing and do the actions", "sing it with a partner facing you"),
            [
                ("Tiptoe", "Tiptoe on the sand.", "run"),
                ("Jump", "Jump the waves.", "jump"),
                ("Swim", "Swim your arms.", "swim-arms"),
            ],
            lyrics=SEASIDE_SONG,
            song="seaside-song",
        ),
        "story": part(
            "Story: Little Crab Finds a Home",
            "Little Crab has grown too big for his shell. Help him find a new home!",
            "Children in their own space.",
            "Read the story and act it: scuttle sideways along the sand, jump over the waves, swim through "
            "the rock pool, try the shells, and curl up small in the last one.",
            "Scuttle sideways, never forwards, like a real crab.",
            "Why did Little Crab need a new home?",
            ("act with a grown-up", "act on your own", "act a shell that is too small and one too big"),
            [
                ("Scuttle", "Scuttle along the sand.", "crab-scuttle"),
                ("Waves", "Jump the waves.", "jump"),
                ("Curl", "Curl up in the shell.", "tuck"),
            ],
            story="Little Crab's shell was too tight. He scuttled sideways along the sand to look for a new "
            "one. He jumped over three waves and swam across a rock pool. The first shell was too big, the "
            "second was too small, but the third was just right. Little Crab curled up inside, snug and happy.",
        ),
        "skill": part(
            "Skill: Crab Walk",
            "Lift your tummy up high and scuttle sideways like a crab!",
            "Children on a carpet, mat or grass with space to each side.",
            "Sit down, put your hands on the floor behind you with fingers pointing to your bottom, and your "
            "feet flat. Push your tummy up high like a table. Walk sideways: hand and foot, hand and foot. "
            "Stop and hold your crab still.",
            "Tummy up high, like a flat table.",
            "What did your hands and feet do to move you sideways?",
            ("lift your tummy and hold for three", "crab walk sideways to a spot", "crab walk, stop and lift one foot"),
            [
                ("Sit", "Hands behind, feet flat.", "sit"),
                ("Scuttle", "Tummy up, go sideways.", "crab-scuttle"),
                ("Balance", "Stop and lift one foot.", "crab-lift-leg"),
            ],
        ),
        "wider": part(
            "Wider: Shell Hunt",
            "Find shells at the beach or in pictures. Which one is your favourite?",
            "Real shells, a beach, or pictures of shells.",
            "Look at shells together: curly, flat, stripy, spiky. Choose one and make a move for it: spin for "
            "a curly shell, lie flat for a flat one, make spikes with your fingers for a spiky one.",
            "Put shells back where you found them on the beach.",
            "What move did you make for your favourite shell?",
            ("look and copy a move", "choose a shell and make its move", "line up three shells and do their moves"),
            [
                ("Look", "Look at the shells.", "tiptoe-look"),
                ("Curly", "Spin for a curly shell.", "turn"),
                ("Sort", "Sort the shells.", "sit"),
            ],
        ),
        "wider-2": part(
            "Wider: Beach Postcard",
            "Draw a postcard of you at the beach doing something active.",
            "Card or paper and crayons.",
            "Draw yourself at the beach: jumping waves, swimming, crab walking or building a castle. Tell a "
            "grown-up about it, then show them the move on your postcard.",
            "Ask what their body is doing in the picture.",
            "What are you doing on your postcard, and can you show it?",
            ("draw with help", "draw and tell it", "draw, tell and show the move"),
            [
                ("Draw", "Draw your beach day.", "sit"),
                ("Show", "Show the move.", "swim-arms"),
                ("Send", "Give it to someone.", "pair"),
            ],
        ),
    },
}
