"""Real Play, Club Unit 2: Story Games. Six club sessions for 4 to 7 year olds, each built
round a story written for the club (a runaway kite, toys at midnight, a snail going home, a
bun that rolls away, puddles that lead to other lands) with a warm-up, a chasing or
listening game, the story to act out and a short review. Sessions are 40 minutes: warm-up 8,
game 12, story 14, review 6. Children act the moves at different speeds and levels, then
remember a story's order, then make up chapters of their own."""

from apps.content.seed.showcase import text
from apps.content.seed.showcase.text import lesson

SLUG = "cu2-story-games"
UNIT = {
    "strapline": "A runaway kite, toys at midnight, a bun on the run: six club sessions of stories to play.",
    "cog_text": "Children act out stories as they are told, remember what happens next and make up chapters "
    "of their own.",
}

# Story movements nobody had drawn (joints as figures.STAND, 240 x 160, floor at 150).
POSES = {
    # A floppy rag doll: bent forward from the hips, head and arms dangling, knees soft.
    "story-rag-doll": {"head": (148, 82), "neck": (140, 70), "hip": (118, 96), "le": (146, 96), "lh": (150, 120),
                       "re": (152, 94), "rh": (158, 116), "lk": (122, 122), "lf": (114, 146), "rk": (130, 122),
                       "rf": (134, 146)},
    # A baker kneading dough: leaning a little forward, both hands pushing down and away.
    "story-knead-dough": {"head": (126, 38), "neck": (124, 54), "hip": (118, 96), "le": (138, 76),
                          "lh": (156, 94), "re": (142, 78), "rh": (160, 98)},
    # Landing a jump into a puddle: feet wide, knees bent, arms flung out low for the splash.
    "story-splash-land": {"head": (120, 62), "neck": (120, 76), "hip": (120, 110), "le": (100, 88),
                          "lh": (78, 100), "re": (140, 88), "rh": (162, 100), "lk": (100, 124), "lf": (92, 146),
                          "rk": (140, 124), "rf": (148, 146)},
}  # fmt: skip

PLAIN = {"stand", "sit", "teacher", "pair", "wave"}
AREA = "a 15 m square of cones on the playground or the hall"


def _plan(minutes, kit, set_out, safety):
    return f"About {minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety}"


def part(title, pupil, setup, rules, point, question, levels, steps, adapt, **extra):
    """A part with its own joining-in and more-active lines; its preview picture is its
    first step that shows the movement."""
    joining, more = adapt
    figure = next((f for _, _, f in steps if f not in PLAIN), steps[0][2])
    return text.part(title, pupil, setup, rules, point, question, levels, steps, figure=figure,
                     joining_in=joining, more_active=more, **extra)  # fmt: skip


def _story(title, pupil, story, setup, point, question, levels, steps, adapt):
    rules = f"Read the story slowly; children act each sentence, then freeze for the next. {story}"
    return part(title, pupil, setup, rules, point, question, levels, steps, adapt, story=story)


LESSONS = {
    1: lesson(
        "The Runaway Kite",
        "To act out a story's moves, changing speed (fast and slow) and level (high and low).",
        ["Fast moves and slow moves", "High up and low down", "Freeze when the story stops"],
        "30 streamers or bibs (kite tails), 4 hoops, cones, a tambourine, 15 ribbons about 1 m long.",
        f"{AREA.capitalize()}, hoops in the corners as kite shops; children spread out.",
        "Before the story, show the class 'high' (on tiptoes, arms up) and 'low' (crouched small) and "
        "'fast' and 'slow' with the tambourine: shaking is fast, tapping is slow.",
        ["fast", "slow", "high", "low", "freeze"],
        "Next time it is windy, watch a leaf or a flag and move the way it moves: fast, slow, high or low.",
        {
            "warmup": part(
                "Warm-up: Wind Speeds",
                "Be the wind! A breeze is slow, a gust is fast, a whirlwind spins. Calm means freeze low.",
                _plan(
                    8,
                    "a tambourine",
                    f"{AREA}; children in their own space.",
                    "move into spaces; a whirlwind spins slowly on the spot, never fast.",
                ),  # fmt: skip
                "Call 'breeze' (slow, floaty walking, arms swaying), 'gust' (quick little runs, then stop), "
                "'whirlwind' (turn slowly on the spot, arms out) and 'calm' (freeze low and small). Tap the "
                "tambourine for slow and shake it for fast.",
                "Listen to the tambourine as well as the words.",
                "Which wind was fast, and which was slow?",
                (
                    "breeze and calm only",
                    "all four winds",
                    "the winds at high and low levels: a high breeze, a low gust",
                ),
                [
                    ("Breeze", "Walk slowly, arms swaying.", "lean"),
                    ("Gust", "Quick little runs, then stop.", "run"),
                    ("Calm", "Freeze low and small.", "crouch"),
                ],
                (
                    "A child who finds turning makes them dizzy does the whirlwind with arms only, standing still.",
                    "Add 'hurricane': jog round the outside of the square and back to a space.",
                ),
            ),
            "game": part(
                "Game: Kite Tails",
                "Tuck in your kite tail. Catch other tails, but keep your own!",
                _plan(
                    12,
                    "a streamer or bib for each child, 4 hoops",
                    f"{AREA}, hoops (kite shops) in the corners.",
                    "tails tucked into the back of the waistband, never tied on; tag the tail, not the child.",
                ),  # fmt: skip
                "Every child tucks a tail in the back of their waistband, with most of it hanging out. On "
                "'go!' everyone tries to pull other children's tails while keeping their own. A child who "
                "loses a tail runs to a kite shop, takes a new one and joins in again. Stop after two "
                "minutes and count the tails collected.",
                "Turn your body so your tail is away from the chaser.",
                "How did you keep your tail safe?",
                (
                    "only two adults are tail catchers",
                    "everyone catches and everyone keeps their tail",
                    "children walk only, like a kite on a calm day",
                ),
                [
                    ("Tuck in", "Tail in the back of your waistband.", "stand"),
                    ("Dodge", "Keep your tail away.", "dodge"),
                    ("Catch", "Pull a tail gently.", "reach"),
                ],
                (
                    "A child who needs it wears the tail and is chased by one adult only, at walking pace.",
                    "Tails collected are taken back to a kite shop one at a time, at a run.",
                ),
            ),
            "story": _story(
                "Story: The Kite That Flew Away",
                "Kit the kite wants to fly. Show how she moves: high, low, fast and slow!",
                "Kit the kite was tugging on her string, high up in the sky. Whoosh! The wind snapped the string "
                "and Kit raced over the rooftops, fast and high. She swooped down, slowly, slowly, into the "
                "park and skimmed low over the grass. Snag! Kit was caught in a tall tree, stretched and still. "
                "A little bird pecked her free, and Kit floated gently down, down, down, into the hands of a "
                "girl who had been looking for her all day.",
                _plan(
                    14,
                    "nothing, or a ribbon each",
                    "children in their own space inside the square.",
                    "space to spread arms wide without touching anyone; stop on 'freeze'.",
                ),  # fmt: skip
                "Change your speed when the story changes: slow words, slow moves.",
                "Where in the story did Kit move fast, and where did she move slowly?",
                (
                    "act with the adult showing each move",
                    "act on your own, changing speed and level",
                    "act with a partner holding the other end of your ribbon",
                ),
                [
                    ("High and fast", "Race over the rooftops.", "arabesque"),
                    ("Snag!", "Caught in a tree, stretched and still.", "star"),
                    ("Float down", "Slowly, slowly, down.", "crouch"),
                ],
                (
                    "A child who finds the story quick acts one move per page with an adult beside them.",
                    "Tell the story again at double speed: every move bigger and quicker.",
                ),
            ),
            "review": part(
                "Review: Fast or Slow?",
                "Show me a moment from the story fast, then the same moment slow.",
                _plan(
                    6, "the tambourine", "children sit in a circle.", "stay sitting until it is your turn."
                ),  # fmt: skip
                "The adult names a moment (racing over the rooftops, floating down). Children show it with "
                "their arms, sitting, fast when the tambourine shakes and slow when it taps. Two children say "
                "which felt better, and why.",
                "Praise the children who change when the sound changes.",
                "Which moment did you like acting best, and was it fast or slow?",
                (
                    "copy the adult's fast and slow arms",
                    "show a moment fast, then slow",
                    "choose your own moment and show it high and low",
                ),
                [
                    ("Circle", "Sit in the circle.", "sit"),
                    ("Fast", "Arms whoosh fast!", "wave"),
                    ("Slow", "Arms float slowly.", "pair"),
                ],
                (
                    "A child who is shy to speak shows their answer with a thumbs up for fast or a flat hand for slow.",
                    "Children stand and show the moment with their whole body, then sit for the next one.",
                ),
            ),
            "alt": part(
                "Game: Kite and Flyer",
                "Hold a ribbon with your partner. The flyer leads; the kite flies high, low, fast and slow!",
                _plan(
                    12,
                    "a ribbon about 1 m long for each pair",
                    f"{AREA}; pairs spread out.",
                    "hold the ribbon ends loosely and let go if it pulls; walking pace for the flyer.",
                ),  # fmt: skip
                "In pairs, the flyer holds one end of the ribbon and walks slowly round the square; the kite "
                "holds the other end and moves beside them as the adult calls: 'high' (tiptoes, arms up), "
                "'low' (crouch and glide), 'fast' (quick steps), 'slow' (floaty steps). Swap jobs on 'new kite'.",
                "Kites watch the ribbon: if it gets tight, move closer to your flyer.",
                "How did the kite stay with the flyer?",
                (
                    "the kite moves on the spot while the flyer stands still",
                    "the flyer walks and the kite follows",
                    "the flyer changes direction without warning and the kite keeps up",
                ),
                [
                    ("Hold", "Each hold an end of the ribbon.", "pair"),
                    ("High", "The kite flies high.", "reach"),
                    ("Low", "The kite glides low.", "crouch"),
                ],
                (
                    "A child who prefers not to hold a partner's ribbon is a kite with an adult as their flyer.",
                    "Flyers jog instead of walk, and the kite changes level every four steps.",
                ),
            ),
        },
    ),
    2: lesson(
        "The Toy Box",
        "To move like different toy characters and remember the order they come out of the box.",
        ["Each toy moves its own way", "First, next, then, last", "Freeze when the clock strikes"],
        "4 hoops (toy boxes), 4 picture cards (tin soldier, rag doll, jack-in-the-box, wind-up mouse), cones, "
        "a drum or a pan and spoon for the clock.",
        f"{AREA.capitalize()}, the shop counter (a line of cones) at one end and the toy shelf at the other.",
        "Show the four picture cards in order before the story and put them on the floor where all can see.",
        ["character", "first", "next", "last", "freeze"],
        "Line up four toys at home in the order they come out of the box in the story, and move like each one.",
        {
            "warmup": part(
                "Warm-up: Wind-Up Toys",
                "I wind your key. Zoom off fast, then slow down, slower... and stop!",
                _plan(
                    8,
                    "nothing",
                    f"{AREA}; children in their own space.",
                    "toys travel into spaces and look where they are going.",
                ),  # fmt: skip
                "The adult turns a pretend key on children's backs ('click, click, click'). Toys move fast, "
                "then gradually slower until they stop still. Each round, name a new toy: a car (drive), a "
                "robot (stiff arms), a bouncing ball (little jumps), a spinning top (turn slowly).",
                "Slow down a little at a time, like a real wind-up toy.",
                "How did you show your toy running out of power?",
                (
                    "the adult says 'fast', 'slower', 'stop'",
                    "slow down on your own when the key runs out",
                    "slow down at a low level, sinking as you stop",
                ),
                [
                    ("Wind up", "Click, click, click.", "stand"),
                    ("Zoom", "Fast little steps.", "run"),
                    ("Run down", "Slower... slower... stop.", "robot"),
                ],
                (
                    "A child who needs it is wound up by an adult and travels holding their hand.",
                    "Children wind each other's keys and go for longer before running down.",
                ),
            ),
            "game": part(
                "Game: Toy Shop Statues",
                "Creep to the counter as a toy. When the shopkeeper turns, freeze like a statue!",
                _plan(
                    12,
                    "4 picture cards, cones",
                    "the toy shelf (start line) and the counter 12 m away.",
                    "creep and walk only; no running to the counter.",
                ),  # fmt: skip
                "The adult shopkeeper faces the counter wall. Toys move towards the counter in the way of the "
                "card shown (march like a soldier, flop like a rag doll). When the shopkeeper turns round, "
                "everyone freezes. A toy seen moving goes back to the shelf. The first toy to touch the "
                "counter is the next shopkeeper.",
                "Take small steps so you can freeze straight away.",
                "How did you freeze without wobbling?",
                (
                    "one kind of toy for the whole game",
                    "the shopkeeper changes the toy card each turn",
                    "freeze in the toy's shape, high or low, as the shopkeeper calls",
                ),
                [
                    ("March", "March like a tin soldier.", "robot"),
                    ("Flop", "Flop like a rag doll.", "story-rag-doll"),
                    ("Freeze!", "The shopkeeper turns.", "star"),
                ],
                (
                    "A child who finds the freeze hard holds a partner's hand and they freeze together.",
                    "Every toy sent back does five jumps at the shelf before setting off again.",
                ),
            ),
            "story": _story(
                "Story: Midnight in the Toy Box",
                "At midnight the toys wake up! Remember who comes out first, next, then last.",
                "Bong! The clock struck twelve and the lid of the toy box creaked open. First out came the tin "
                "soldier, marching with stiff knees, left, right, left. Next came the rag doll, flopping and "
                "floppy, all the way to the rug. Then up sprang the jack-in-the-box, boing, boing, boing! Last "
                "of all the wind-up mouse scurried out, round and round. They danced all night until... "
                "Bong! Six o'clock! Back in the box they hurried: the mouse, the jack, the doll and the "
                "soldier, and the lid closed with a click.",
                _plan(
                    14,
                    "the 4 picture cards, a hoop for each group",
                    "groups of four, each group round a hoop toy box.",
                    "one child springs out of the hoop at a time; flop gently, no falling backwards.",
                ),  # fmt: skip
                "Point to each picture card as its toy comes out, to help children remember the order.",
                "Which toy came out of the box first, and which came out last?",
                (
                    "act every toy with the adult",
                    "each child in the group is one toy and comes out in order",
                    "back into the box in reverse order without the cards",
                ),
                [
                    ("Soldier", "March out, stiff knees.", "robot"),
                    ("Rag doll", "Flop out, floppy.", "story-rag-doll"),
                    ("Jack", "Spring up, boing!", "jump"),
                ],
                (
                    "A child who finds remembering hard holds the picture card of their toy.",
                    "Groups act the night's dance twice, each time faster, before the clock strikes six.",
                ),
            ),
            "review": part(
                "Review: Who Came Next?",
                "I show you a toy. Show me the toy that came out next!",
                _plan(
                    6, "the 4 picture cards", "children sit in a circle.", "stay sitting to show the moves."
                ),  # fmt: skip
                "Hold up a picture card. Children show the next toy's move with their arms and face, sitting "
                "down. Then put the four cards in the middle in the wrong order and let two children fix it.",
                "Use 'first, next, then, last' in every answer.",
                "Can you tell the toys' order using 'first, next, then, last'?",
                (
                    "show the toy on the card",
                    "show the toy that came next",
                    "put all four cards in order and say why",
                ),
                [
                    ("Look", "Which card is it?", "sit"),
                    ("Next", "Show the next toy.", "wave"),
                    ("Order", "Fix the cards.", "teacher"),
                ],
                (
                    "A child who is unsure points to the card instead of showing the move.",
                    "Children stand and act the whole order from the soldier to the mouse.",
                ),
            ),
            "alt": part(
                "Game: Jack-in-the-Box",
                "Crouch in your box. On 'Pop!' spring up tall. Listen carefully for tricks!",
                _plan(
                    12,
                    "a hoop each, or a floor spot",
                    f"{AREA}; hoops spread out.",
                    "land on two feet with soft knees; stay in your own box.",
                ),  # fmt: skip
                "Each child crouches in a hoop. 'Pop!' means spring up tall with arms high; 'Box!' means crouch "
                "down small; 'Wobble' means sway on the spot; 'Lid!' means freeze. The adult tries tricks: "
                "'Pup!', 'Pot!', 'Pip!' mean stay still.",
                "Spring up fast and land softly with bent knees.",
                "What helped you not fall for the trick words?",
                (
                    "'Pop!' and 'Box!' only",
                    "all four calls and the tricks",
                    "pop up with a turn to face a new way",
                ),
                [
                    ("Box", "Crouch down small.", "crouch"),
                    ("Pop!", "Spring up tall.", "jump"),
                    ("Wobble", "Sway on the spot.", "lean"),
                ],
                (
                    "A child who cannot crouch sits on a chair in the box and pops up their arms.",
                    "On 'Pop!' jump twice and run round your hoop before crouching again.",
                ),
            ),
        },
    ),
    3: lesson(
        "The Snail's Long Journey",
        "To remember the order of a story's places and travel to each one in turn.",
        ["Remember the places in order", "Move like the creature in the story", "Look for a space on the way"],
        "4 picture cards on cones (cabbage leaf, flowerpot, puddle, garden wall), 30 beanbags (snail shells), "
        "cones, hoops.",
        f"{AREA.capitalize()}, a picture card on a cone in each corner; children start in the middle.",
        "Walk the four places in order with the children before the game: cabbage leaf, flowerpot, puddle, "
        "garden wall. Say the order together as you walk.",
        ["order", "journey", "first", "last", "remember"],
        "Draw Sam the snail's journey home: the cabbage leaf, the flowerpot, the puddle and the garden wall.",
        {
            "warmup": part(
                "Warm-up: Garden Creatures",
                "Move like the garden creature I call: a snail, a grasshopper, a butterfly or a worm!",
                _plan(
                    8,
                    "nothing",
                    f"{AREA}; children in their own space.",
                    "grasshoppers land softly; worms wriggle only in their own space.",
                ),  # fmt: skip
                "Call a creature: snail (very slow, low, on hands and feet), grasshopper (jumps on two feet), "
                "butterfly (tiptoes, arms flapping gently), worm (lying on the tummy, wriggling). Change "
                "creature every 20 seconds.",
                "Show how fast and how high each creature moves.",
                "Which creature was the slowest, and which was the highest?",
                (
                    "snail and butterfly only",
                    "all four creatures",
                    "change creature on a clap without the adult saying which",
                ),
                [
                    ("Snail", "Slow and low.", "bear"),
                    ("Grasshopper", "Jump, land softly.", "jump"),
                    ("Butterfly", "Tiptoe and flap.", "arabesque"),
                ],
                (
                    "A child who cannot get down to the floor is a snail walking slowly with a bent back.",
                    "Grasshoppers jump to a new space on every jump, not on the spot.",
                ),
            ),
            "game": part(
                "Game: Story Stepping Stones",
                "Listen for the places. Travel to each one in the right order!",
                _plan(
                    12,
                    "the 4 picture cards on cones",
                    "one card in each corner of the square.",
                    "travel round the edge, not across the middle, when the square is busy.",
                ),  # fmt: skip
                "The adult calls two places ('flowerpot, then puddle!'). Children travel to the first, touch "
                "the cone, then go to the second. Then three places, then all four. The way to travel changes "
                "each round (skip, hop, walk like a snail).",
                "Say the places quietly to yourself as you go.",
                "How did you remember the places in the right order?",
                (
                    "two places, with the adult pointing",
                    "three places, no pointing",
                    "all four places, and the adult says them only once",
                ),
                [
                    ("Listen", "Hear the places.", "stand"),
                    ("First", "Travel to the first place.", "run"),
                    ("Next", "Then to the next.", "hop"),
                ],
                (
                    "A child who finds it hard to remember travels with a partner who holds the order.",
                    "Children go round the places twice before coming back to the middle.",
                ),
            ),
            "story": _story(
                "Story: Sam the Snail Goes Home",
                "Sam the snail is far from home. Travel with Sam to each place, in order!",
                "Sam the snail had wandered far from home. First he crawled under the big cabbage leaf, slowly "
                "and low. Next he climbed up the tall flowerpot, stretch, stretch, and slid all the way down "
                "the other side, wheee! Then he reached the puddle and splashed across it on tiptoe. Last of "
                "all he climbed the garden wall, and there on the other side was his home. Sam curled up in "
                "his shell and went to sleep.",
                _plan(
                    14,
                    "the 4 picture cards on cones, a beanbag shell each",
                    "the picture cards in the corners; children start in the middle.",
                    "walk between places; climb and slide on the spot, not on real pots or walls.",
                ),  # fmt: skip
                "Stop at each place and act it there before the next sentence.",
                "Where did Sam go first, next, then, and last?",
                (
                    "travel with the adult to each place",
                    "travel to each place in order on your own",
                    "tell the story to a partner while they travel, then swap",
                ),
                [
                    ("Crawl", "Under the cabbage leaf.", "bear"),
                    ("Climb", "Up the tall flowerpot.", "reach"),
                    ("Curl up", "Home, asleep in your shell.", "tuck"),
                ],
                (
                    "A child who needs it acts the story standing on one spot while a partner travels.",
                    "After the story, children do Sam's journey again carrying the beanbag shell on their back.",
                ),
            ),
            "review": part(
                "Review: Story Map",
                "Put the pictures in order to make Sam's map, then walk it with your finger.",
                _plan(
                    6,
                    "the 4 picture cards",
                    "children sit in a circle round the cards.",
                    "sit still while others place the cards.",
                ),  # fmt: skip
                "Mix up the four cards in the middle. Four children in turn choose the next card and put it "
                "in the line. The class checks by saying the order together, then everyone 'walks' the map "
                "on the floor with two fingers.",
                "Ask 'how do you know?' so children say what came before.",
                "How did you know which picture came next?",
                (
                    "point to the first place",
                    "put the next card in the line",
                    "say the whole journey without looking",
                ),
                [
                    ("Mix", "The cards are mixed up.", "sit"),
                    ("Choose", "Put the next card down.", "teacher"),
                    ("Walk it", "Walk the map with two fingers.", "pair"),
                ],
                (
                    "A child who is unsure chooses between two cards the adult holds up.",
                    "Children make up a fifth place for Sam's journey and show its move.",
                ),
            ),
            "alt": part(
                "Game: Snail Trail Relay",
                "Carry your snail shell to every place in order, then home to your team!",
                _plan(
                    12,
                    "a beanbag per team, 4 picture cards on cones, hoops for team homes",
                    "four team hoops in the middle; the picture cards in the corners.",
                    "one runner per team at a time; pass the beanbag hand to hand, never thrown.",
                ),  # fmt: skip
                "Teams of four. Runner 1 carries the beanbag shell to the cabbage leaf, the flowerpot, the "
                "puddle and the wall, in order, then back to hand it on. Each place has its move: crawl past "
                "the leaf, reach up at the pot, tiptoe at the puddle, climb at the wall.",
                "Remember the order before you set off.",
                "Which place was easiest to remember, and why?",
                (
                    "visit two places only",
                    "visit all four places in order",
                    "carry the shell on your back as you go",
                ),
                [
                    ("Shell", "Take the beanbag shell.", "catch"),
                    ("In order", "Leaf, pot, puddle, wall.", "run"),
                    ("Hand on", "Give it to the next runner.", "pair"),
                ],
                (
                    "A child who needs it visits two places with a partner and hands on together.",
                    "Every runner does the journey twice before handing on.",
                ),
            ),
        },
    ),
    4: lesson(
        "The Bakery Bun",
        "To remember the order of a story and help a group add a new place to it.",
        ["Mix, knead, stretch and rise, in order", "Listen for what happens next", "Share your idea with the group"],
        "4 hoops (ovens), 30 beanbags (buns), 4 bibs for bakers, cones, 4 baking cards (mix, knead, stretch, rise).",
        f"{AREA.capitalize()}, four hoop ovens spread out; children start as buns in their own space.",
        "Show the four baking cards in order before the warm-up and leave them where children can see them.",
        ["knead", "rise", "order", "idea", "roll"],
        "Help someone bake or make a sandwich, and say the order you did it in: first, next, then, last.",
        {
            "warmup": part(
                "Warm-up: Baker's Dough",
                "Be the baker and the dough: mix, knead, stretch and rise!",
                _plan(
                    8,
                    "the 4 baking cards",
                    f"{AREA}; children in their own space.",
                    "stretch slowly; rise from a crouch without jumping.",
                ),  # fmt: skip
                "Hold up each card in turn. Mix: stir a giant bowl with the whole body, round and round. "
                "Knead: push the dough down and away, left hand then right. Stretch: pull the dough long, "
                "reaching wide. Rise: start small on the floor and grow slowly tall.",
                "Big, strong pushes for kneading; slow growing for rising.",
                "Which baking move used the most strength?",
                (
                    "copy the adult's baking moves",
                    "do each move when its card is shown",
                    "do the moves in order with no cards",
                ),
                [
                    ("Mix", "Stir the giant bowl.", "turn"),
                    ("Knead", "Push the dough down and away.", "story-knead-dough"),
                    ("Rise", "Grow slowly tall.", "reach"),
                ],
                (
                    "A child who finds the floor hard rises from sitting on a chair.",
                    "Repeat the four moves faster and add a jump at the top of the rise.",
                ),
            ),
            "game": part(
                "Game: Runaway Buns",
                "You are a bun on the run! Roll away from the bakers. Caught? Rise in the oven!",
                _plan(
                    12,
                    "4 bibs for bakers, 4 hoop ovens",
                    f"{AREA}, hoop ovens spread out.",
                    "bakers tag gently on the shoulder; only two buns in an oven at once.",
                ),  # fmt: skip
                "Four bakers in bibs chase the buns. A tagged bun goes to an oven, crouches and rises slowly "
                "while counting to five, then is baked and runs back into the game. Change bakers every "
                "minute.",
                "Look for the spaces away from the bakers.",
                "How did you get away from the bakers?",
                (
                    "bakers walk",
                    "bakers jog",
                    "buns hop instead of run",
                ),
                [
                    ("On the run", "Run into a space.", "run"),
                    ("Caught", "Go to an oven.", "dodge"),
                    ("Rise", "Rise slowly, count to five.", "reach"),
                ],
                (
                    "A child who needs it is a baker with an adult, chasing at walking pace.",
                    "Buns who are caught do five jumps in the oven instead of rising.",
                ),
            ),
            "story": _story(
                "Story: The Bun That Would Not Stay",
                "A bun rolls out of the bakery! Follow it, then help make up where it goes next.",
                "Baker Bea mixed the flour, kneaded the dough and put the buns in the oven to rise. But one "
                "bun did not want to be eaten! It rolled out of the door, bumped down the hill, wobbled over "
                "the bridge and hid in the flower bed. 'Where is my bun?' called Baker Bea. And then the bun "
                "rolled on to... where? You decide, and show us what the bun did there!",
                _plan(
                    14,
                    "the 4 baking cards, a hoop for each group",
                    "groups of four, each round a hoop bakery.",
                    "rolls are sideways log rolls on a soft surface only; on a hard playground, turn on the spot "
                    "instead.",
                ),  # fmt: skip
                "Let each group choose the bun's next place quickly; help them with a choice of two.",
                "Where did your group send the bun next, and how did you show it?",
                (
                    "act the story with the adult, then copy a new place the adult chooses",
                    "act the story, then the group chooses the next place",
                    "the group adds two new places and says them in order",
                ),
                [
                    ("Bake", "Knead the dough.", "story-knead-dough"),
                    ("Roll away", "Bump down the hill.", "turn"),
                    ("Next?", "Where does it go next?", "pair"),
                ],
                (
                    "A child who finds ideas hard chooses between two pictures the adult shows.",
                    "Groups act the whole story again with their new place, twice through.",
                ),
            ),
            "review": part(
                "Review: Recipe Recall",
                "Tell me the recipe in order. Then tell me where your bun went!",
                _plan(
                    6, "the 4 baking cards", "children sit in their groups.", "stay sitting for the review."
                ),  # fmt: skip
                "Children show the baking moves in order with their hands: mix, knead, stretch, rise. Each "
                "group then says the new place their bun rolled to, and the class does its move sitting down.",
                "Praise groups who listened to each other's ideas.",
                "Whose idea did your group use, and why?",
                (
                    "show the baking moves with the adult",
                    "say the recipe in order",
                    "say the recipe and the bun's whole journey",
                ),
                [
                    ("Recipe", "Mix, knead, stretch, rise.", "sit"),
                    ("Share", "Where did your bun go?", "pair"),
                    ("Show", "Everyone does the move.", "wave"),
                ],
                (
                    "A child who is shy shows the move while a friend says the place.",
                    "Groups stand and act their new place for the others to copy.",
                ),
            ),
            "alt": part(
                "Game: Cake Stall",
                "Fetch the ingredients one at a time, in the order on the recipe card!",
                _plan(
                    12,
                    "beanbags in 4 colours, a hoop bowl per team, a recipe card per team",
                    "a pile of coloured beanbags in the middle; team hoops round the edge.",
                    "one ingredient at a time, carried, never thrown.",
                ),  # fmt: skip
                "Each team's recipe card shows four colours in order (red strawberries, yellow butter, white "
                "flour, brown chocolate). One child at a time fetches the next ingredient and puts it in the "
                "bowl. When the recipe is done, the team mixes the cake with a big stir together.",
                "Check the card before you go: which colour is next?",
                "How did your team remember what came next on the recipe?",
                (
                    "two ingredients on the card",
                    "four ingredients in order",
                    "the card is turned over after one look",
                ),
                [
                    ("Check", "Look at the recipe card.", "stand"),
                    ("Fetch", "Run for the next ingredient.", "run"),
                    ("Stir", "Mix the cake together.", "turn"),
                ],
                (
                    "A child who needs it fetches with a partner, each holding a side of the hoop bowl.",
                    "Teams make the recipe twice, the second time hopping to fetch.",
                ),
            ),
        },
    ),
    5: lesson(
        "The Puddle Jumpers",
        "To make up a new chapter of a story game with a group and show it to others.",
        ["Listen to everyone's idea", "Choose three moves for your chapter", "Show it with a start and an end"],
        "15 hoops or floor spots (puddles), 4 picture cards (snowy land, jungle, desert, castle), 4 bibs, cones.",
        f"{AREA.capitalize()}, hoop puddles spread all over it; children start in their own space.",
        "Groups of four make their chapter; give each group an adult or a sports leader to help them choose "
        "fairly (one idea from each child).",
        ["chapter", "idea", "group", "show", "splash"],
        "Next time you see a puddle, think where it might take you, and make up a move for that place.",
        {
            "warmup": part(
                "Warm-up: Puddle Hop",
                "Jump into the puddles, hop over them and tiptoe round them!",
                _plan(
                    8,
                    "hoops or spots as puddles",
                    "puddles spread over the square.",
                    "land on two feet with bent knees; one child in a puddle at a time.",
                ),  # fmt: skip
                "Children travel between the puddles. Call 'splash' (two-footed jump into a puddle), 'hop over' "
                "(hop across a puddle), 'tiptoe round' (circle a puddle on tiptoes) and 'umbrella' (freeze "
                "with arms up like an umbrella).",
                "Bend your knees to land softly: a quiet splash.",
                "How did you make your landing soft?",
                (
                    "splash and tiptoe only",
                    "all four calls",
                    "hop over a puddle on one leg and land on the other",
                ),
                [
                    ("Splash", "Jump in with two feet.", "story-splash-land"),
                    ("Hop over", "Hop across.", "hop"),
                    ("Umbrella", "Freeze, arms up.", "reach"),
                ],
                (
                    "A child who cannot jump steps into the puddle with one big step.",
                    "Children splash in three puddles in a row before each freeze.",
                ),
            ),
            "game": part(
                "Game: Raindrop Tag",
                "The raindrops are coming! If you are caught, be an umbrella until a friend runs under you.",
                _plan(
                    12,
                    "4 bibs for raindrops, hoop puddles",
                    "puddles spread over the square.",
                    "raindrops tag gently on the shoulder; run under an umbrella by ducking, not pushing.",
                ),  # fmt: skip
                "Four raindrops in bibs chase. A tagged child freezes with arms up like an umbrella. A friend "
                "frees them by running under the umbrella (round in front of them, ducking). Standing in a "
                "puddle is safe for a count of three. Change raindrops every minute.",
                "Free a friend when the raindrops are far away.",
                "How did you help a friend who was stuck?",
                (
                    "two raindrops walking",
                    "four raindrops jogging",
                    "puddles are not safe: keep moving",
                ),
                [
                    ("Run", "Run away from the raindrops.", "run"),
                    ("Umbrella", "Caught! Arms up.", "reach"),
                    ("Free", "Duck under to free a friend.", "crouch"),
                ],
                (
                    "A child who needs it is a raindrop holding an adult's hand.",
                    "Freed children do a splash jump before they run off again.",
                ),
            ),
            "story": _story(
                "Story: Through the Magic Puddle",
                "Every puddle takes you somewhere new. Jump in and find out where!",
                "After the rain, Poppy found a puddle that shone like a mirror. She jumped in, SPLASH, and "
                "landed in a snowy land! She shivered, skated on the ice and made a snow angel. She jumped "
                "into the next puddle, SPLASH, and landed in a hot jungle! She climbed a tree and swung from a "
                "vine. Then Poppy saw one more puddle. She jumped in, SPLASH, and landed in... Now your group "
                "decides where the last puddle goes, and three things Poppy did there.",
                _plan(
                    14,
                    "hoop puddles, the 4 place cards for ideas",
                    "groups of four, each with a hoop puddle.",
                    "skate on the spot, not sliding on a shiny floor; snow angels lying on a soft surface only.",
                ),  # fmt: skip
                "Help each group choose: one child's place, then one move from each of the others.",
                "Where did your puddle take you, and what three things did you do there?",
                (
                    "act the snowy land and the jungle, then copy the adult's new place",
                    "the group chooses the new place and three moves",
                    "the group's new chapter has a problem that Poppy solves",
                ),
                [
                    ("Splash", "Jump into the puddle.", "story-splash-land"),
                    ("Snowy land", "Skate on the ice.", "side-step"),
                    ("Jungle", "Swing from a vine.", "lean"),
                ],
                (
                    "A child who finds ideas hard chooses a place card for the group.",
                    "Groups jump into two new puddles and make two chapters.",
                ),
            ),
            "review": part(
                "Review: Chapter Show",
                "Show your chapter. Can everyone guess where your puddle went?",
                _plan(
                    6,
                    "nothing",
                    "the class sits in a big horseshoe; groups show in the middle.",
                    "the audience stays sitting; one group shows at a time.",
                ),  # fmt: skip
                "Each group jumps into its puddle and shows its three moves, then freezes. The audience guesses "
                "the place, then says one move they liked. Clap every group.",
                "A clear start (the splash) and a clear end (a freeze) help the audience watch.",
                "What did you like about another group's chapter?",
                (
                    "watch and clap",
                    "guess the place",
                    "say the move you liked and why",
                ),
                [
                    ("Splash", "The group jumps in.", "story-splash-land"),
                    ("Show", "Three moves, then freeze.", "star"),
                    ("Guess", "Where did they go?", "wave"),
                ],
                (
                    "A child who prefers not to show stands at the side and says 'splash!' to start the group.",
                    "The audience copies each group's three moves after guessing.",
                ),
            ),
            "alt": part(
                "Game: Which Puddle?",
                "I call a land. Jump into the nearest puddle and move like you are there!",
                _plan(
                    12,
                    "hoop puddles, the 4 place cards",
                    "puddles spread over the square.",
                    "two children at most in a puddle; look before you jump.",
                ),  # fmt: skip
                "Children travel between the puddles. The adult holds up a place card and calls it: snowy "
                "land (shiver and skate), jungle (climb and swing), desert (slow, hot, tired steps), castle "
                "(bow and march). Children jump into the nearest puddle and act that land until the next call.",
                "Change your move straight away when the land changes.",
                "Which land was the most fun to move in, and why?",
                (
                    "two lands, with the adult showing the moves",
                    "four lands, with children's own moves",
                    "children call the lands for the group",
                ),
                [
                    ("Travel", "Move between puddles.", "run"),
                    ("Jump in", "Into the nearest puddle.", "story-splash-land"),
                    ("Castle", "Bow and march.", "robot"),
                ],
                (
                    "A child who needs it stays in one puddle and acts each land there.",
                    "Children jog a lap of the square between each land.",
                ),
            ),
        },
    ),
    6: lesson(
        "Our Story Festival",
        "To act out a class story in order, changing speed and level, and share the chapter their group made.",
        ["Remember the order of the chapters", "Show fast, slow, high and low", "Watch and clap for every group"],
        "Picture cards of the unit's characters (kite, tin soldier, snail, bun, Poppy), 4 hoops, cones, a "
        "tambourine, a bib for the rain cloud.",
        f"{AREA.capitalize()}, the five character cards on cones spaced round its edge; a stage area of cones at "
        "one end for the festival.",
        "Lay the character cards out in the unit's order and tell the children the festival will go through "
        "them all. Ask grown-ups collecting early to stay and watch.",
        ["festival", "chapter", "character", "audience", "order"],
        "Tell the whole class story to someone at home, showing one move for each chapter.",
        {
            "warmup": part(
                "Warm-up: Character Remix",
                "I call a character from our stories. Move like them!",
                _plan(
                    8,
                    "the character cards",
                    f"{AREA}; children in their own space.",
                    "buns roll on the spot; kites race only into spaces.",
                ),  # fmt: skip
                "Hold up a character card and call it: kite (race and float), tin soldier (march), snail (slow "
                "and low), runaway bun (turn and bump), Poppy (splash and skate). Change the order and the "
                "speed each time.",
                "Change your whole body for each character: speed, level and shape.",
                "Which character is your favourite to be, and how does it move?",
                (
                    "copy the adult's moves",
                    "move when the card is shown",
                    "children take turns to call a character",
                ),
                [
                    ("Kite", "Race and float.", "arabesque"),
                    ("Soldier", "March, stiff knees.", "robot"),
                    ("Snail", "Slow and low.", "bear"),
                ],
                (
                    "A child who needs it chooses one character and stays as it, moving beside an adult.",
                    "Children jog to the card's cone before each move.",
                ),
            ),
            "game": part(
                "Game: Story Cones",
                "Move like the character to its cone. Don't let the rain cloud catch you!",
                _plan(
                    12,
                    "the character cards on cones, a bib for the rain cloud",
                    "the five cards on cones spaced round the edge of the square.",
                    "the rain cloud tags gently; travel round the edge when the middle is busy.",
                ),  # fmt: skip
                "The adult calls a character. Children travel to its cone moving like it (the snail slowly, "
                "the kite fast). The rain cloud in a bib tags children on the way; a tagged child becomes a "
                "raindrop and joins the rain cloud, holding hands. The last three untagged children choose the "
                "next rain cloud.",
                "Move like the character and still look for the spaces.",
                "How did you stay like the character and still get away?",
                (
                    "the rain cloud walks",
                    "the rain cloud jogs and the raindrops join in",
                    "the adult calls two cones, one after the other",
                ),
                [
                    ("Listen", "Which character?", "stand"),
                    ("Travel", "Move like it to its cone.", "run"),
                    ("Rain cloud", "Dodge the tag!", "dodge"),
                ],
                (
                    "A child who needs it travels with an adult and cannot be tagged.",
                    "Tagged children do five jumps before joining the rain cloud.",
                ),
            ),
            "story": _story(
                "Story: The Great Story Parade",
                "All our stories in one parade! Act each chapter in order, then show your group's own chapter.",
                "One morning all the story characters came to the festival. First Kit the kite raced over the "
                "rooftops and floated down. Next the toys marched, flopped, sprang and scurried out of their "
                "box. Then Sam the snail crawled slowly all the way from the garden. After that the runaway "
                "bun came bumping down the hill. Last of all Poppy splashed out of her puddle, and each group "
                "showed where their puddle had taken them. Everyone danced together, and then they all took a "
                "bow.",
                _plan(
                    14,
                    "the character cards in order, the tambourine",
                    "the cards in a line on the stage; groups sit at the side between turns.",
                    "one group on the stage at a time for their chapter; the whole class acts the rest.",
                ),  # fmt: skip
                "Hold up each card as its chapter starts, and shake the tambourine between chapters.",
                "Which chapter came first in the parade, and which came last?",
                (
                    "act every chapter following the adult",
                    "act the chapters in order, changing speed and level",
                    "the group leads its own chapter for the whole class to copy",
                ),
                [
                    ("Kite", "Race, then float down.", "arabesque"),
                    ("Snail", "Crawl slowly along.", "bear"),
                    ("Bow", "Everyone takes a bow.", "lean"),
                ],
                (
                    "A child who finds the audience hard acts from the side, in a group, not alone.",
                    "Act the parade twice, the second time faster, with bigger moves.",
                ),
            ),
            "review": part(
                "Review: Story Stars",
                "Which chapter was your favourite? Give a story star to someone who helped you.",
                _plan(
                    6, "star stickers or paper stars", "children sit in a circle.", "stay sitting for the stars."
                ),  # fmt: skip
                "Each child says their favourite chapter with its move. Then they give a star (or a pretend star) "
                "to someone who helped them during the unit and say how they helped.",
                "Every star says what the friend did: 'you helped me remember the order'.",
                "Who helped you in our story games, and how did they help?",
                (
                    "show your favourite move",
                    "name your favourite chapter",
                    "give a star and say how the friend helped",
                ),
                [
                    ("Favourite", "Show your favourite move.", "wave"),
                    ("Star", "Give a star to a friend.", "pair"),
                    ("Thank you", "Say how they helped.", "sit"),
                ],
                (
                    "A child who is shy gives the star with a smile and an adult says why for them.",
                    "Children act a friend's favourite move after they say it.",
                ),
            ),
            "alt": part(
                "Game: Chapter Chase",
                "Run to the chapter I call. Act it there, then listen for the next one!",
                _plan(
                    12,
                    "the character cards on cones",
                    "the five cards on cones round the edge of the square.",
                    "look before you set off; slow down as you reach the cone.",
                ),  # fmt: skip
                "The adult calls a chapter ('the toy box!'). Children run to its cone and act it until the "
                "tambourine shakes. Then the next call. The adult sometimes calls 'story order!': children go "
                "round all the cones in the unit's order, acting each one.",
                "Remember the order for 'story order!': kite, toys, snail, bun, puddle.",
                "How did you remember the story order?",
                (
                    "run to the cone the adult points at",
                    "run to the cone that is called",
                    "'story order!' in reverse, from the puddle to the kite",
                ),
                [
                    ("Call", "Hear the chapter.", "stand"),
                    ("Run", "Run to its cone.", "run"),
                    ("Act", "Act it until the shake.", "star"),
                ],
                (
                    "A child who finds the order hard follows a partner round the cones.",
                    "Children skip, hop or gallop between cones instead of running.",
                ),
            ),
        },
    ),
}
