"""Core PE, EYFS (Reception), Unit 1: Balance. Six short lessons (about 25 minutes) for
four- and five-year-olds: standing still on flat feet and on tiptoes, walking, tiptoeing and
marching into a space and stopping without bumping, and having another go after a wobble.
Each lesson tells a small story (lighthouses, ducks, a marching band, penguins, teddies, a
museum) so children who cannot yet read a card know what to do. Written for this project."""

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


SLUG = "p0u1-balance"
UNIT = {
    "strapline": "Stand tall and still, tiptoe into a space and stop: wobbles are how we learn.",
    "cog_text": "Children learn that looking at one still thing, arms out and 'I can try again' help them keep still.",
    "purpose": "Reception children learn to stand still on flat feet and on tiptoes, to walk, tiptoe and march "
    "into a space and stop without bumping, and to have another go after a wobble.",
    "vocab": [
        ("Still", "Every part of you stops: feet, arms and head."),
        ("Tiptoes", "Heels up off the floor, standing on the front of your feet."),
        ("Space", "A place where you cannot touch anyone with your arms out."),
        ("Wobble", "When your body starts to tip: stop, steady and try again."),
        ("March", "Walk with knees up high and arms swinging, like a band."),
    ],
}

# Poses this unit needs that figures.POSES has not drawn (same joints, 240 x 160).
POSES = {
    # Flat feet together, arms straight out at the sides at shoulder height.
    "arms-wide": {"le": (100, 54), "lh": (76, 54), "re": (140, 54), "rh": (164, 54), "lk": (116, 120),
                  "lf": (115, 146), "rk": (124, 120), "rf": (125, 146)},
    # Stretched tall on tiptoes: heels lifted off the floor, arms straight out.
    "tiptoe-tall": {"head": (120, 22), "neck": (120, 38), "hip": (120, 82), "le": (100, 36), "lh": (78, 30),
                    "re": (140, 36), "rh": (162, 30), "lk": (117, 110), "lf": (117, 136), "rk": (123, 110),
                    "rf": (123, 136)},
    # Marching: one knee lifted high in front, the opposite arm swinging forward.
    "march-knee": {"le": (132, 68), "lh": (146, 56), "re": (110, 72), "rh": (100, 90), "lk": (118, 120),
                   "lf": (117, 146), "rk": (146, 94), "rf": (146, 124)},
    # An ordinary walking step, arms swinging low.
    "walk-tall": {"head": (122, 36), "neck": (121, 52), "le": (112, 72), "lh": (106, 92), "re": (130, 72),
                  "rh": (140, 88), "lk": (112, 120), "lf": (100, 146), "rk": (130, 120), "rf": (140, 146)},
    # A beanbag held on a flat hand, arm forward.
    "beanbag-palm": {"re": (140, 78), "rh": (164, 76)},
    # Up on tiptoes holding a beanbag on a flat hand.
    "beanbag-tiptoe": {"head": (120, 22), "neck": (120, 38), "hip": (120, 82), "le": (100, 36), "lh": (78, 30),
                       "re": (142, 46), "rh": (166, 44), "lk": (117, 110), "lf": (117, 136), "rk": (123, 110),
                       "rf": (123, 136)},
    # Walking tall with a beanbag on the head, arms a little out.
    "beanbag-head-walk": {"head": (122, 36), "neck": (121, 52), "le": (104, 72), "lh": (92, 90), "re": (136, 72),
                          "rh": (148, 90), "lk": (112, 120), "lf": (100, 146), "rk": (130, 120), "rf": (140, 146)},
    # Stepping into a hoop, knee up.
    "hoop-step": {"le": (132, 68), "lh": (146, 56), "re": (110, 72), "rh": (100, 90), "lk": (118, 120),
                  "lf": (117, 146), "rk": (146, 94), "rf": (146, 124)},
    # Standing still inside a hoop.
    "hoop-stand": {},
}  # fmt: skip

LESSONS = {
    1: lesson(
        "Tall and Still",
        "To stand still on two feet and then on tiptoes, arms out, for a count of five.",
        [
            "Feet flat and still first, then up on tiptoes",
            "Arms out wide help you keep still",
            "Look at one thing that is not moving",
        ],  # fmt: skip
        "30 floor spots, a tambourine, a picture of a ship fixed to the wall at children's eye height, "
        "music to play and pause.",
        "Scatter the floor spots in the middle of the hall, two big steps apart and well away from walls, "
        "doors and stacked equipment; every child starts on a spot facing the ship picture. Sit in a circle "
        "on the spots for the review.",
        "Count out loud together and slowly: the count to five is the target children can see and hear. "
        "Joining in: a child who finds tiptoes hard stays flat-footed or holds an adult's hand or the wall bars. "
        "More active: children who hold still easily walk to a new spot between every count.",
        ["still", "tiptoes", "arms out", "count"],
        "Stand on tiptoes with your arms out while a grown-up counts to five. Can you do it looking at a toy?",
        {
            "warmup": part(
                "Warm-up: Wake Up Feet",
                "Wiggle your toes, stamp your feet and stretch up tall. Then find a spot and stand still!",
                "About 5 minutes. One floor spot per child, two big steps apart. Safety: bare feet or "
                "trainers, never socks on a shiny floor; walking only in this warm-up.",
                "On their spots, children copy the teacher: wiggle toes, stamp feet, pat knees, stretch up "
                "tall. Then they walk in and out of the spots. When the tambourine shakes, they stand on the "
                "nearest spot with feet flat and keep still while everyone counts to three.",
                "Feet flat on the spot, as if they are glued down.",
                "How did your feet feel when you stood really still?",
                (
                    "stay on your own spot and copy the teacher",
                    "walk around the spots and stop on any spot when the tambourine shakes",
                    "walk to a spot you have not used yet and be still before the count starts",
                ),
                [
                    ("Wiggle and stamp", "Wiggle your toes, then stamp your feet.", "march-knee"),
                    ("Walk about", "Walk in and out of the spots.", "walk-tall"),
                    ("Glue your feet", "Tambourine: stand still on a spot.", "stand"),
                ],
            ),
            "funs": part(
                "FUNS Station: Lighthouse Statues",
                "Be a lighthouse: feet still, arms out wide, eyes on the ship. Can you stay still for five?",
                "About 7 minutes. Children stay on their spots facing the ship picture. Safety: check that "
                "wide arms touch nobody; step the spots apart if they do.",
                "Show the lighthouse first: feet flat and together, arms out at shoulder height, eyes on the "
                "ship. Everyone counts to five slowly. Then the lighthouse grows: rise onto tiptoes, arms "
                "still out, and count to five again. Shake out and rest, then try three more times.",
                "Eyes on the ship and arms out: looking at one still thing helps the body stay still.",
                "Was it easier to keep still on flat feet or on tiptoes?",
                (
                    "feet a little apart and flat, count to five",
                    "feet together, then up on tiptoes for five",
                    "on tiptoes, lift your arms slowly from out wide to up high without a wobble",
                ),
                [
                    ("Feet flat", "Stand with your feet together and flat.", "stand"),
                    ("Arms out", "Arms out wide, eyes on the ship.", "arms-wide"),
                    ("Grow tall", "Up on tiptoes and count to five.", "tiptoe-tall"),
                ],
            ),
            "application": part(
                "Game: Windy Day Trees",
                "You are a tree with roots in the ground. The wind can blow your branches, but your feet stay still!",
                "About 10 minutes. Each child on a spot is a tree; the teacher is the wind and walks between "
                "the trees. Safety: branches (arms) wave up high or out to the side, never into a neighbour.",
                "The wind calls 'breeze' (sway your arms gently), 'storm' (wave your arms big and fast) and "
                "'sunshine' (stop, arms out, up on tiptoes to reach the sun, and count to five). Feet never "
                "leave the spot. A tree whose feet move plants its roots again, feet flat for a count of "
                "three, and joins back in. After a few rounds, a child can be the wind.",
                "Keep your feet flat and still while your arms move; on 'sunshine', stretch tall and freeze.",
                "What did you do to keep your roots still in the storm?",
                (
                    "feet apart and flat for every call",
                    "feet together, and 'sunshine' on tiptoes for five",
                    "stay up on tiptoes for the breeze as well as the sunshine",
                ),
                [
                    ("Roots down", "Stand on your spot, feet flat.", "stand"),
                    ("Storm", "Wave your branches, feet still.", "reach"),
                    ("Sunshine", "Up on tiptoes and hold for five.", "tiptoe-tall"),
                ],
            ),
            "review": part(
                "Review: Count to Five",
                "Show your partner your tallest, stillest lighthouse while they count to five on their fingers.",
                "About 3 minutes. Pairs side by side on their spots; one stands, one counts.",
                "The counter holds up a finger for each count while the lighthouse stands on tiptoes with "
                "arms out. Swap. Finish sitting in a circle: ask two children what helped them keep still.",
                "Listen for 'eyes on one thing', 'arms out' and 'feet still', and say them back.",
                "What is your best trick for keeping still?",
                (
                    "stand still on flat feet while your partner counts",
                    "stand on tiptoes for the whole count of five",
                    "stand on tiptoes, then tell your partner which trick you used",
                ),
                [
                    ("Partner", "Sit next to your partner.", "sit"),
                    ("Lighthouse", "Stand tall on tiptoes, arms out.", "tiptoe-tall"),
                    ("Count", "Your partner counts to five on their fingers.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Statue Shop",
                "You are statues in a shop. When the shopkeeper turns round, stand as still as stone!",
                "About 10 minutes. Children on their spots; the teacher, as the shopkeeper, stands at the "
                "front with the music. Safety: dance on your own spot only, so nobody bumps.",
                "While the music plays and the shopkeeper's back is turned, the statues dance on their spots. "
                "When the music stops the shopkeeper turns round: statues freeze on two feet with arms out "
                "and count to five in their heads. The shopkeeper dusts the stillest statues with a pretend "
                "feather duster, and they choose the next dance move.",
                "Freeze fast, then keep every part still: feet, arms and face.",
                "Which part of your body was hardest to keep still?",
                (
                    "freeze with your feet apart",
                    "freeze with feet together and arms out",
                    "freeze up on tiptoes with arms out",
                ),
                [
                    ("Dance", "Dance on your spot to the music.", "star"),
                    ("Freeze", "Music stops: freeze, arms out.", "arms-wide"),
                    ("Stone still", "Stay still while the shopkeeper looks.", "stand"),
                ],
            ),
        },
    ),
    2: lesson(
        "Tiptoe and Stop",
        "To tiptoe into a space, stop and stand still for a count of five.",
        ["Little steps just before you stop", "Stop with both feet together", "Arms out, then count to five"],
        "30 floor spots, 8 cones to mark the edge of the pond, a tambourine, a drum or a saucepan and spoon.",
        "Mark a large square (the pond) with cones, at least two metres in from the walls; scatter the floor "
        "spots inside it. Everyone starts standing on the edge of the square and comes in on the teacher's "
        "signal.",
        "Use two sounds only: the drum means walk like a giant, the tambourine means tiptoe like a mouse. "
        "Joining in: a child who is unsure walks holding an adult's hand, or stops on flat feet. More active: "
        "after stopping, children tiptoe on the spot for five counts before walking on.",
        ["tiptoe", "stop", "space", "still"],
        "Play giants and mice with someone at home: giant steps to the kitchen, mouse steps back, and freeze!",
        {
            "warmup": part(
                "Warm-up: Giants and Mice",
                "Giants stomp with big heavy steps. Mice tiptoe with tiny quiet steps. Can you hear the difference?",
                "About 5 minutes. The whole class inside the cone square. Safety: giants stomp, they do not "
                "run; everyone walks into spaces, not at other children.",
                "Drum beats: walk like a giant, big steps, arms swinging. Tambourine: tiptoe like a mouse, heels "
                "up, tiny steps, as quiet as you can. Silence: stop where you are and stand still.",
                "Mice stay up on their tiptoes the whole time: heels never touch the floor.",
                "Which was quieter, the giant or the mouse, and why?",
                (
                    "giants and mice with the teacher calling the words as well",
                    "change between giants and mice quickly",
                    "mice tiptoe backwards for three steps when the tambourine shakes twice",
                ),
                [
                    ("Giant", "Big heavy steps, arms swinging.", "march-knee"),
                    ("Mouse", "Tiny steps on tiptoes.", "tiptoe-tall"),
                    ("Silence", "Stop and stand still.", "stand"),
                ],
            ),
            "funs": part(
                "FUNS Station: Spot Stop",
                "Tiptoe in and out of the spots. When the tambourine taps, stop on a spot and stay still for five.",
                "About 7 minutes. Floor spots scattered inside the square, one for every child. Safety: if two "
                "children reach the same spot, the second finds another one.",
                "Children tiptoe around the spots. On one tap of the tambourine, they stop on the nearest empty "
                "spot, feet together, arms out, and everyone counts to five. Then tiptoe on. Show one child "
                "who slows down with little steps before the spot.",
                "Slow down with little steps before the spot, then land both feet together.",
                "What did you do just before you stopped?",
                (
                    "walk to the spots and stop on flat feet",
                    "tiptoe to the spots and stop on flat feet",
                    "tiptoe to the spots and stay up on tiptoes for the count of five",
                ),
                [
                    ("Tiptoe", "Tiptoe in and out of the spots.", "tiptoe-tall"),
                    ("Little steps", "Slow down near a spot.", "walk-tall"),
                    ("Stop", "Both feet on the spot, arms out, count to five.", "arms-wide"),
                ],
            ),
            "application": part(
                "Game: Duck Pond",
                "Waddle, tiptoe and walk around the pond. When the heron comes, be as still as a reed!",
                "About 10 minutes. The cone square is the pond; children are ducks; the teacher is the heron "
                "standing on the edge. Safety: ducks look up for spaces and never touch another duck.",
                "The teacher calls 'waddle' (feet wide, side to side), 'tiptoe' or 'walk'. On 'heron!' the "
                "ducks stop in a space, stand tall like reeds with arms out and count to five. The heron "
                "looks for a duck who is moving or touching someone: that duck shows a still reed and "
                "joins back in. After three rounds choose a still duck to be the heron.",
                "Find a space first, then stop: a reed stands on its own.",
                "How did you find a space before the heron came?",
                (
                    "walk and stop on flat feet when the heron comes",
                    "tiptoe and stop with feet together",
                    "stop as a reed on tiptoes and stay up until the heron flies away",
                ),
                [
                    ("Waddle", "Waddle around the pond.", "walk-tall"),
                    ("Heron!", "Stop in a space.", "arms-wide"),
                    ("Reed", "Stand tall and still for five.", "tiptoe-tall"),
                ],
            ),
            "review": part(
                "Review: Feet Talk",
                "Show me with your feet: a giant step, a mouse step, and a stop.",
                "About 3 minutes. Children stand on a spot each, facing the teacher.",
                "The teacher says 'giant', 'mouse' and 'stop' slowly; children show each one on the spot. Then "
                "ask: 'Show me what your feet do when you stop.' Choose two children to show the class.",
                "Praise feet that come together and stay still, not the fastest stop.",
                "What did your feet do to stop without a wobble?",
                (
                    "show the three moves copying the teacher",
                    "show them without the teacher showing first",
                    "show them and say one word about your stop",
                ),
                [
                    ("Giant step", "One big step on the spot.", "march-knee"),
                    ("Mouse step", "One tiny tiptoe step.", "tiptoe-tall"),
                    ("Stop", "Feet together, still.", "stand"),
                ],
            ),
            "alt": part(
                "Game: Puppy Walk",
                "Take your pretend puppy for a walk. When I say 'sit', you both stop in a space!",
                "About 10 minutes. Children inside the cone square, each holding a pretend lead. Safety: "
                "puppies walk on the lead, they do not pull anyone along.",
                "The teacher calls 'walk' (walk with your puppy), 'sleeping puppy' (tiptoe, do not wake it), "
                "'parade' (march proudly) and 'sit' (stop in a space, arms out, and count to five while your "
                "puppy sits). Children with a space around them get a pat on the head from their puppy.",
                "Look where you are going, not at your puppy, so you can stop in a space.",
                "Why did the sleeping puppy need tiptoes?",
                (
                    "walk and sit only",
                    "walk, tiptoe and sit",
                    "add the march, and sit on tiptoes",
                ),
                [
                    ("Walk", "Walk your puppy into a space.", "walk-tall"),
                    ("Sleeping puppy", "Tiptoe so it stays asleep.", "tiptoe-tall"),
                    ("Sit!", "Stop, arms out, count to five.", "arms-wide"),
                ],
            ),
        },
    ),
    3: lesson(
        "March Into Space",
        "To walk, tiptoe and march around the hall and stop in a space without bumping.",
        ["Look up to find a space", "Knees up and arms swinging to march", "A space is where your arms touch nobody"],
        "A drum (or a saucepan and a wooden spoon), 8 hoops, 30 floor spots, 8 cones.",
        "Use the whole hall inside a cone boundary two metres from the walls; lay the hoops (bus stops) spread "
        "out inside it for the game. Children start in a line behind the teacher for the marching band.",
        "Say 'eyes up' often and point to spaces as you walk among the children. Joining in: a child who finds "
        "the crowd hard walks on the outside track with an adult. More active: add a jog between stops for "
        "children who are ready, and longer walking between the calls.",
        ["march", "space", "walk", "bump"],
        "March around your garden or living room like a band, then stop and check your space with arms out.",
        {
            "warmup": part(
                "Warm-up: Marching Band",
                "Join the band! March behind me with your knees up high and your arms swinging.",
                "About 5 minutes. Children in a line behind the teacher, who beats the drum. Safety: one big "
                "step between you and the child in front.",
                "The teacher leads the band around the hall, marching to the drum. On 'own way!', every child "
                "marches their own path around the hall. On a loud double beat, everyone stops and stands "
                "still. Then line up behind a new leader.",
                "Knee up, opposite arm forward: it keeps the march steady.",
                "How did you keep one big step behind the person in front?",
                (
                    "march slowly behind the teacher",
                    "march your own way around the hall",
                    "lead the band for one round and choose when to stop",
                ),
                [
                    ("Line up", "Stand behind the leader.", "stand"),
                    ("March", "Knees up, arms swinging.", "march-knee"),
                    ("Stop", "Double beat: stop and stand still.", "arms-wide"),
                ],
            ),
            "funs": part(
                "FUNS Station: Space Bubbles",
                "You are inside a bubble. Move around without popping anyone's bubble, then stop and check it!",
                "About 7 minutes. The whole class inside the cone boundary. Safety: slow walking first; check "
                "that the space is big enough for arms out before speeding up.",
                "Children walk, tiptoe or march as the teacher calls. On 'bubble check!' they stop and turn "
                "slowly with arms out: if their fingers touch no-one, their bubble is safe. If they touch "
                "someone, both take two steps apart and check again.",
                "Look for a gap before you stop; stop in the middle of it, not next to a friend.",
                "How did you know you had found a good space?",
                (
                    "walk and check your bubble",
                    "tiptoe or march, then check your bubble",
                    "move to a new space on the far side of the hall before the bubble check",
                ),
                [
                    ("Move", "Walk, tiptoe or march.", "walk-tall"),
                    ("Bubble check", "Stop and put your arms out.", "arms-wide"),
                    ("Turn slowly", "Turn: can you touch anyone?", "turn"),
                ],
            ),
            "application": part(
                "Game: Bus Stops",
                "Travel round the town. When I call 'bus stop', find a hoop and stand inside it, still and ready.",
                "About 10 minutes. Eight hoops (bus stops) spread inside the boundary. Safety: no more than "
                "three children at one bus stop; walk, do not run, to the hoops.",
                "The teacher calls 'walk', 'tiptoe' or 'march' and children travel around the town, in and out "
                "of the bus stops. On 'bus stop!' they step into a hoop, feet together, arms by their sides, "
                "and wait for the bus (count to five). Each round take a hoop away, so children must share "
                "stops without bumping.",
                "Walk to a bus stop with space in it, not the nearest one.",
                "What did you do when a bus stop was full?",
                (
                    "plenty of hoops, one child in each",
                    "fewer hoops, share a stop carefully",
                    "call a way to travel to the stop, such as marching or tiptoes",
                ),
                [
                    ("Travel", "Walk, tiptoe or march around the town.", "walk-tall"),
                    ("Bus stop!", "Step into a hoop.", "hoop-step"),
                    ("Wait", "Stand still until the bus comes.", "hoop-stand"),
                ],
            ),
            "review": part(
                "Review: Bubble Show",
                "Show me how you check your bubble. Is your space safe?",
                "About 3 minutes. Children stand wherever they are in the hall.",
                "Everyone checks their bubble with arms out. The teacher picks three children in good spaces "
                "and asks the class why those spaces are good. Finish by marching quietly to the door.",
                "Ask 'how do you know?' so children say 'I can't touch anyone'.",
                "Why do we need a space of our own when we move?",
                (
                    "check your bubble with a partner watching",
                    "check it on your own",
                    "check it and tell the class how you found your space",
                ),
                [
                    ("Arms out", "Check your bubble.", "arms-wide"),
                    ("Watch", "Look at three good spaces.", "teacher"),
                    ("March out", "March quietly to the door.", "march-knee"),
                ],
            ),
            "alt": part(
                "Game: Parade Pairs",
                "March, walk or tiptoe behind your partner. When the drum stops, both of you stop in a space.",
                "About 10 minutes. Pairs, one behind the other, spread around the hall. Safety: followers "
                "stay one big step behind their leader.",
                "The leader chooses to walk, tiptoe or march and where to go; the follower copies. When the "
                "drum stops, both stop, step apart and check their bubbles with arms out. Swap leaders every "
                "round.",
                "Leaders look for spaces so the pair never bumps another pair.",
                "How did the leader keep the pair away from other pairs?",
                (
                    "leader walks and follower copies",
                    "leader changes between walking, tiptoeing and marching",
                    "leader changes direction as well, and the pair stops on tiptoes",
                ),
                [
                    ("Leader", "Leader chooses the move.", "march-knee"),
                    ("Follow", "Follower copies one step behind.", "walk-tall"),
                    ("Drum stops", "Both stop and check bubbles.", "arms-wide"),
                ],
            ),
        },
    ),
    4: lesson(
        "Wobble and Stop",
        "To travel and stop in a space, and to have another go after a wobble.",
        [
            "Wobbles are fine: stop, steady, try again",
            "Arms out when you start to wobble",
            "Say 'I can try again'",
        ],  # fmt: skip
        "6 skipping ropes, 8 hoops, 30 floor spots, 8 cones, a tambourine.",
        "Lay the ropes in gentle wiggles (sleepy snakes) across the middle of the hall with three metres "
        "between them, groups of five at each; keep the hoops and cones at the side for the penguin game.",
        "Wobble on purpose yourself and say 'I can try again' so children hear that wobbling is part of "
        "learning. Joining in: a child who steps off often walks beside the rope with one foot on it. More "
        "active: children walk the rope, then tiptoe back round the outside and go again.",
        ["wobble", "try again", "steady", "stop"],
        "Lay a scarf or a belt on the floor and walk along it like a sleepy snake. Wobble? Say 'I can try again'!",
        {
            "warmup": part(
                "Warm-up: Wobbly Jellies",
                "Wobble like a jelly all over, then set like a jelly and stand still!",
                "About 5 minutes. Children in their own space inside the cone boundary. Safety: jellies wobble "
                "on the spot, they do not fall to the floor.",
                "Children walk around. On 'jelly!' they stop and wobble every part on the spot. On 'set!' they "
                "stand still, feet together, arms out, and count to five. The teacher shows a wobble and says "
                "'I can try again' before setting.",
                "From a wobble to still: arms out, feet together, eyes on one thing.",
                "How did you stop your jelly wobbling?",
                (
                    "wobble on the spot, then set on flat feet",
                    "walk between calls and set with feet together",
                    "set on tiptoes after the wobble",
                ),
                [
                    ("Walk", "Walk into a space.", "walk-tall"),
                    ("Jelly!", "Wobble all over on the spot.", "star"),
                    ("Set!", "Stand still, arms out.", "arms-wide"),
                ],
            ),
            "funs": part(
                "FUNS Station: Sleepy Snakes",
                "Walk along the sleepy snake's back. If you step off, stop, say 'I can try again' and step back on!",
                "About 7 minutes. One wiggly rope per group of five, three metres apart. Safety: one child on "
                "the rope at a time; the next child starts when the one in front reaches the tail.",
                "Walk along the rope from head to tail with arms out, then walk back round the outside. If a "
                "foot comes off, stop, stand still, say 'I can try again' and step back on where you came off.",
                "Arms out and little steps, with eyes on the snake's tail.",
                "What did you say when your foot came off the snake?",
                (
                    "walk beside the rope with one foot on it",
                    "walk with both feet on the rope",
                    "tiptoe all the way along the rope",
                ),
                [
                    ("Start", "Stand at the snake's head, arms out.", "arms-wide"),
                    ("Walk along", "Little steps along its back.", "tightrope"),
                    ("Try again", "Stepped off? Stop, then step back on.", "stand"),
                ],
            ),
            "application": part(
                "Game: Penguin Parade",
                "Penguins, walk, tiptoe and march around the ice. When the seal swims by, freeze in a space!",
                "About 10 minutes. Hoops (ice holes) spread inside the cone boundary; children are penguins. "
                "Safety: penguins never step inside an ice hole and never touch another penguin.",
                "The teacher calls 'waddle', 'tiptoe' or 'parade' (march) and the penguins move around the "
                "ice holes. On 'seal!' they freeze in a space, flippers out, and count to five. A penguin who "
                "wobbles says 'I can try again' and freezes once more: that penguin gets a cheer.",
                "Freeze in a space, arms out; a wobble means try again, not out.",
                "What did you do after a wobble in the penguin parade?",
                (
                    "waddle and freeze on flat feet",
                    "tiptoe or march, and freeze with feet together",
                    "freeze on tiptoes until the seal has gone",
                ),
                [
                    ("Waddle", "Waddle round the ice holes.", "walk-tall"),
                    ("Seal!", "Freeze in a space, flippers out.", "arms-wide"),
                    ("Try again", "Wobble? Say it and freeze again.", "tiptoe-tall"),
                ],
            ),
            "review": part(
                "Review: Try Again Circle",
                "Stand on your spot. Show me a wobble, then show me how you get still again.",
                "About 3 minutes. Children stand on spots in a big circle.",
                "Everyone wobbles, then says 'I can try again' together and stands still with arms out for "
                "five. Ask two children to tell the class about a wobble they had today and what they did "
                "next.",
                "Praise the trying again, not only the stillness.",
                "When did you try again today?",
                (
                    "say 'I can try again' with the class",
                    "show a wobble and then stand still",
                    "tell the class about your own wobble",
                ),
                [
                    ("Wobble", "Wobble on your spot.", "star"),
                    ("Say it", "'I can try again!'", "wave"),
                    ("Still", "Stand still, arms out, for five.", "arms-wide"),
                ],
            ),
            "alt": part(
                "Game: Tiptoe Trail",
                "Follow the trail: walk the rope, tiptoe round the hoops and stop on the big spot at the end.",
                "About 10 minutes. Three or four trails, each a rope, two hoops and a floor spot at the end; "
                "groups of five or six at each trail. Safety: start when the child in front is in the hoops.",
                "Walk along the rope, tiptoe around the two hoops, then stop on the last spot with arms out and "
                "count to five. A child who steps off or wobbles says 'I can try again' and has another go at "
                "that bit before carrying on.",
                "Slow down before the last spot so you can stop still.",
                "Which part of the trail made you wobble, and what did you do?",
                (
                    "walk the whole trail",
                    "tiptoe round the hoops and stop with feet together",
                    "tiptoe the whole trail and stop on tiptoes",
                ),
                [
                    ("Rope", "Walk along the rope.", "tightrope"),
                    ("Hoops", "Tiptoe round the hoops.", "tiptoe-tall"),
                    ("Stop", "Stop on the spot and count.", "stand"),
                ],
            ),
        },
    ),
    5: lesson(
        "Brave Wobblers",
        "To have another go after a wobble, saying 'I can try again'.",
        ["Everyone wobbles: it is how we learn", "Stop, steady, then start again", "Help a friend try again"],
        "A beanbag for every child, 6 skipping ropes, 6 hoops, 3 mats, 6 small soft toys or extra beanbags "
        "(teddies), 30 floor spots.",
        "Set three rescue paths across the hall: a rope, then three floor spots, then a hoop, ending at a mat "
        "(the teddy hospital); groups of five at each start. Beanbags in a box by the teacher.",
        "This lesson's goal is the trying, so celebrate every 'I can try again' out loud. Joining in: a child "
        "who is upset by a dropped beanbag carries it in two hands. More active: children who manage a path "
        "easily go round again carrying the beanbag on their shoulder.",
        ["wobble", "try again", "brave", "beanbag"],
        "Walk around your home with a beanbag or a folded sock on your head. If it falls, say 'I can try again'.",
        {
            "warmup": part(
                "Warm-up: Beanbag Hats",
                "Put your beanbag hat on your head and walk around. If it falls, pick it up and try again!",
                "About 5 minutes. Every child has a beanbag; everyone in the open space of the hall. Safety: "
                "bend your knees to pick up a fallen beanbag and look around first.",
                "Walk with the beanbag on your head. When it falls, stop, pick it up, put it back and say 'I "
                "can try again'. The teacher calls 'tiptoe' and 'march' to make it harder. Count how many "
                "times you tried again: lots is good!",
                "Walk tall and smooth, head still like a bowl of water.",
                "What happened to your hat when you marched?",
                (
                    "carry the beanbag on a flat hand",
                    "carry it on your head while you walk",
                    "carry it on your head while you tiptoe",
                ),
                [
                    ("Hat on", "Put the beanbag on your head.", "beanbag-head-place"),
                    ("Walk tall", "Walk smoothly around the hall.", "beanbag-head-walk"),
                    ("Try again", "It fell? Put it back on.", "crouch"),
                ],
            ),
            "funs": part(
                "FUNS Station: Tiptoe Towers",
                "Be a tall tower on your tiptoes with a beanbag on your hand. Wobble? Start again!",
                "About 7 minutes. Each child on a floor spot with a beanbag. Safety: spots two big steps apart.",
                "Hold the beanbag on a flat hand, arm out. Rise onto tiptoes and count to five. If you wobble or "
                "the beanbag falls, put your heels down, say 'I can try again' and build the tower again. Try "
                "five towers; show a partner your best one.",
                "Heels down, steady, then up again: a fresh start each time.",
                "How many times did you try again, and did it get easier?",
                (
                    "flat feet with the beanbag on your hand",
                    "tiptoes with the beanbag on your hand",
                    "tiptoes with the beanbag on your head",
                ),
                [
                    ("Build", "Beanbag on a flat hand.", "beanbag-palm"),
                    ("Up tall", "Rise onto tiptoes for five.", "beanbag-tiptoe"),
                    ("Start again", "Heels down and build again.", "stand"),
                ],
            ),
            "application": part(
                "Game: Teddy Rescue",
                "The teddies need the hospital! Carry a teddy along the rescue path without dropping it.",
                "About 10 minutes. Three rescue paths: a rope, three floor spots and a hoop, ending at a mat; "
                "groups of five at each start with two teddies. Safety: one rescuer on the path at a time.",
                "The rescuer carries a teddy in one hand along the rope, steps from spot to spot, stands "
                "still in the hoop for five, then places the teddy gently on the mat. If the teddy falls or a "
                "foot slips off, stop, say 'I can try again' and start that bit again. Walk back round the "
                "outside and hand on to the next rescuer.",
                "Stop and steady yourself before each new bit of the path.",
                "Where on the path did you need to try again?",
                (
                    "carry the teddy in two hands",
                    "carry it in one hand",
                    "carry it on your flat hand, arm out",
                ),
                [
                    ("Rope", "Walk the rope with the teddy.", "tightrope"),
                    ("Spots", "Step from spot to spot.", "walk-tall"),
                    ("Hospital", "Still in the hoop, then place the teddy.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Brave Faces",
                "Tell a friend about a wobble you had today and what you did next.",
                "About 3 minutes. Children sit in a circle.",
                "Pairs tell each other about one wobble. The class says 'I can try again!' together, then two "
                "children show the class a tower on tiptoes, wobble or no wobble.",
                "Use the children's own words back to them: 'You tried again five times!'",
                "What did you say to yourself after a wobble?",
                (
                    "show your wobble and your try again",
                    "tell your partner about it",
                    "tell the class about it",
                ),
                [
                    ("Circle", "Sit in the circle.", "sit"),
                    ("Tell", "Tell a friend about your wobble.", "pair"),
                    ("Together", "Say 'I can try again!'", "wave"),
                ],
            ),
            "alt": part(
                "Game: Crown Carry",
                "Wear the beanbag crown across the circle and give it to a friend. If it falls, try again!",
                "About 10 minutes. Children stand in a big circle on floor spots; two or three beanbag crowns. "
                "Safety: only the children wearing crowns walk across the circle.",
                "A child with the crown on their head walks across the circle to a friend, stops, bows slowly "
                "and puts the crown on the friend's head. If it falls, they pick it up, say 'I can try again' "
                "and carry on from where it fell. Everyone claps every try again.",
                "Stop still before you bow, then bow slowly.",
                "How did you bow without the crown falling off?",
                (
                    "carry the crown in your hands",
                    "wear the crown and walk",
                    "wear the crown and tiptoe",
                ),
                [
                    ("Crown on", "Beanbag crown on your head.", "beanbag-head-place"),
                    ("Walk across", "Walk tall across the circle.", "beanbag-head-walk"),
                    ("Bow", "Stop, bow, give it to a friend.", "lean"),
                ],
            ),
        },
    ),
    6: lesson(
        "Still Statues Show",
        "To travel, stop in a space and stand still on tiptoes, trying again after a wobble.",
        ["Travel into a space and stop", "Tiptoes, arms out, count to five", "Wobble? I can try again"],
        "30 floor spots, a tambourine, music to play and pause, 4 cones.",
        "Floor spots scattered in one half of the hall (the museum); the other half is where visitors walk. "
        "Mark the line between them with four cones.",
        "Keep the show relaxed: every child performs with others, never alone, unless they want to. Joining "
        "in: a child can perform holding a partner's hand. More active: statues travel to three different "
        "spots in each turn.",
        ["show", "still", "space", "try again"],
        "Put on a statue show at home: walk, tiptoe or march to a cushion and stand as still as a statue.",
        {
            "warmup": part(
                "Warm-up: Walk, Tiptoe, March",
                "Walk like a giant, tiptoe like a mouse, march like a band and shine like a lighthouse!",
                "About 5 minutes. The whole hall, children in their own space. Safety: look up for spaces.",
                "The teacher calls the moves from the unit: 'giant', 'mouse', 'band', 'jelly' and "
                "'lighthouse' (stop, arms out, tiptoes, count to five). Children do each until the next call.",
                "Praise children who remember how each move goes, not only what it is called.",
                "Which move from our lessons do you like best?",
                (
                    "the teacher shows each move as it is called",
                    "children remember the moves on their own",
                    "a child calls the moves for the class",
                ),
                [
                    ("Giant", "Big heavy steps.", "march-knee"),
                    ("Mouse", "Tiny steps on tiptoes.", "tiptoe-tall"),
                    ("Lighthouse", "Stop, arms out, count to five.", "arms-wide"),
                ],
            ),
            "funs": part(
                "FUNS Station: Pick and Practise",
                "Choose how to travel to a spot, then stand as a statue on tiptoes. Practise it three times!",
                "About 7 minutes. Floor spots in the museum half of the hall. Safety: two big steps between spots.",
                "Each child chooses walk, tiptoe or march, travels to a spot, stops, and holds a tiptoe statue "
                "with arms out for five. Practise three times with a different spot each time. If you wobble, "
                "try again straight away.",
                "A clear start, a still stop and a count: that is a statue.",
                "How will you travel to your spot in the show?",
                (
                    "travel and stop on flat feet",
                    "travel and hold a tiptoe statue for five",
                    "travel two different ways before your statue",
                ),
                [
                    ("Choose", "Walk, tiptoe or march.", "walk-tall"),
                    ("Stop", "Stop on a spot.", "stand"),
                    ("Statue", "Tiptoes, arms out, count to five.", "tiptoe-tall"),
                ],
            ),
            "application": part(
                "Game: Statue Museum",
                "Half of you are statues in the museum, half are visitors. Statues, stay still while visitors look!",
                "About 10 minutes. Statues in the museum half, visitors behind the cones. Safety: visitors walk "
                "and look with their eyes, never touching a statue.",
                "Statues travel their chosen way to a spot and hold their tiptoe statue. The visitors walk "
                "slowly through the museum and point to a statue that is very still or that tried again after "
                "a wobble. Change over after two goes.",
                "Visitors look for still feet, arms out and a brave try again.",
                "Which statue did you point to, and why?",
                (
                    "statues hold a flat-footed statue",
                    "statues hold a tiptoe statue for five",
                    "statues change to a new spot and a new statue when the tambourine shakes",
                ),
                [
                    ("Travel", "Statues travel to a spot.", "march-knee"),
                    ("Statue", "Hold your tiptoe statue.", "tiptoe-tall"),
                    ("Visitors", "Visitors walk and point.", "teacher"),
                ],
            ),
            "review": part(
                "Review: I Can Circle",
                "Finish the sentence: 'I can...' Show us what you learned in these lessons.",
                "About 3 minutes. The class sits in a circle.",
                "Go round the circle: each child says 'I can stand still', 'I can stop in a space' or 'I can "
                "try again', and shows it if they like. Finish with everyone standing in one still statue "
                "together.",
                "Give every child a turn; pass is fine, and they can show instead of saying.",
                "What can you do now that you could not do before?",
                (
                    "show your 'I can' instead of saying it",
                    "say your 'I can'",
                    "say your 'I can' and how you learned it",
                ),
                [
                    ("Circle", "Sit in the circle.", "sit"),
                    ("I can", "Say what you can do.", "wave"),
                    ("Class statue", "Everyone still together.", "tiptoe-tall"),
                ],
            ),
            "alt": part(
                "Game: Tiptoe Disco",
                "Dance to the music. When it stops, tiptoe to a spot and be a statue!",
                "About 10 minutes. Floor spots scattered, fewer than there are children, so spots are shared. "
                "Safety: two children can share a spot by standing side by side, never pushing.",
                "Dance while the music plays. When it stops, tiptoe to a spot and hold a statue with arms out "
                "until the music starts again. Anyone who wobbles says 'I can try again' and makes the statue "
                "once more.",
                "Tiptoe, do not run, to the spot; then stop still.",
                "How did you share a spot without bumping?",
                (
                    "a spot for everyone, statue on flat feet",
                    "fewer spots, statue on flat feet",
                    "fewer spots, statue on tiptoes",
                ),
                [
                    ("Disco", "Dance to the music.", "star"),
                    ("Tiptoe", "Music stops: tiptoe to a spot.", "tiptoe-tall"),
                    ("Statue", "Hold still, arms out.", "arms-wide"),
                ],
            ),
        },
    ),
}

# Each part's adaptations: (joining in, more active).
ADAPTATIONS = {
    (1, "warmup"): ("Copy the moves sitting on the spot, then stand for the still count.",
                    "Walk to three different spots between each tambourine shake."),
    (1, "funs"): ("Stand with one hand on the wall or an adult's hand for the count.",
                  "Hold the tiptoe lighthouse while slowly turning the head to look at a second ship."),
    (1, "application"): ("Be a tree with feet apart and one hand on a chair back.",
                         "Be the wind: walk between the trees and call the weather."),
    (1, "review"): ("Count for your partner with your fingers only, without standing.",
                    "Hold the lighthouse for ten, not five."),
    (1, "alt"): ("Freeze sitting down, as a sitting statue.", "Dance with bigger moves and freeze on tiptoes."),
    (2, "warmup"): ("Walk beside an adult, copying their giant and mouse steps.",
                    "Jog like a giant on fast drum beats, then tiptoe."),
    (2, "funs"): ("Walk to the spots and stop with feet flat.", "Tiptoe to a spot across the square each time."),
    (2, "application"): ("Walk with a partner duck, holding hands, and stop together.",
                         "Be the heron for a round and look for still reeds."),
    (2, "review"): ("Show the moves sitting on a chair, using only your feet.",
                    "Show each move three times in a row without a wobble."),
    (2, "alt"): ("Walk your puppy holding an adult's hand.", "Walk your puppy on tiptoes the whole time."),
    (3, "warmup"): ("March behind the leader holding a partner's hand.", "Lead the band and choose the stops."),
    (3, "funs"): ("Walk on the outside track with an adult and check your bubble there.",
                  "Move to a space on the far side of the hall before every check."),
    (3, "application"): ("Walk to the nearest bus stop with an adult.",
                         "Go to a bus stop you have not used yet each round."),
    (3, "review"): ("Check your bubble sitting down, arms out.",
                    "Check your bubble, then find a bigger space and check again."),
    (3, "alt"): ("Follow a partner who walks only.", "Leaders change direction and speed."),
    (4, "warmup"): ("Wobble and set sitting down.", "Jog between the calls."),
    (4, "funs"): ("Walk beside the rope with one foot on it, holding an adult's hand.",
                  "Walk the rope backwards after walking it forwards."),
    (4, "application"): ("Waddle with a partner penguin and freeze together.",
                         "Freeze on tiptoes every time the seal comes."),
    (4, "review"): ("Show the wobble and the still part sitting down.",
                    "Show the wobble and the still part on tiptoes."),
    (4, "alt"): ("Walk the trail with an adult beside you.", "Go round the trail twice before stopping."),
    (5, "warmup"): ("Carry the beanbag in two hands.", "Carry it on your head while you march."),
    (5, "funs"): ("Build the tower on flat feet with the beanbag in two hands.",
                  "Build the tower on tiptoes with the beanbag on your head."),
    (5, "application"): ("Carry the teddy in two hands, with an adult walking beside you.",
                         "Go round the rescue path twice with two teddies."),
    (5, "review"): ("Show your wobble and try again instead of telling it.",
                    "Tell two friends about two different wobbles."),
    (5, "alt"): ("Carry the crown in your hands across the circle.", "Tiptoe across the circle wearing the crown."),
    (6, "warmup"): ("Do each move sitting or holding an adult's hand.", "Jog between the calls."),
    (6, "funs"): ("Practise with a partner holding your hand.", "Travel to three spots before the statue."),
    (6, "application"): ("Be a statue holding a partner's hand.",
                         "Change spot and statue every time the tambourine shakes."),
    (6, "review"): ("Show your 'I can' with a thumbs up.", "Show your 'I can' and then a second one."),
    (6, "alt"): ("Dance sitting down and freeze as a sitting statue.", "Dance with big moves and freeze on tiptoes."),
}  # fmt: skip
for (number, key), (joining, more) in ADAPTATIONS.items():
    LESSONS[number]["parts"][key].update(joining_in=joining, more_active=more)
