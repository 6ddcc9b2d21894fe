"""Core PE, Year 3, Unit 1: Invasion. Six lessons of invasion games played with the hands:
the chest and bounce pass, catching on the move, getting free, marking and intercepting,
the footwork rule and refereeing your own game, ending in a small-sided festival.

Written for this project by hand (no published scheme used). Each lesson runs about 40
minutes: warm-up 8, skill 12, game 15, review 5; the alternative game takes 15 minutes
in place of the main game. Year 4's unit (pe_y4) builds on it with the feet."""

from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "p3u1-invasion"
UNIT = {
    "strapline": "Pass, catch, get free and mark: keep the ball as a team and score in the end zone.",
    "cog_text": "Pupils learn that a team keeps the ball by passing to someone in space, and wins it back by "
    "marking the player who wants it.",
    "purpose": "Year 3 pupils learn to pass and catch with their hands on the move, to get free from a "
    "defender, to mark and intercept, and to run a fair small-sided game themselves.",
    "vocab": [
        ("Chest pass", "A two-handed push pass from your chest to a teammate's chest."),
        ("Bounce pass", "A pass that bounces once, about two thirds of the way to the catcher."),
        ("Get free", "Move away from your defender into space so you can be passed to."),
        ("Mark", "Stay close to one opponent, between them and the ball, to stop them getting it."),
        ("Intercept", "Catch or knock down a pass that was meant for an opponent."),
        ("Pivot", "Keep one foot on the floor and turn on it while holding the ball."),
    ],
}

# Poses nobody had drawn (same joints as figures.STAND, on the 240 x 160 picture).
POSES = {
    "pass-chest": {"head": (126, 36), "neck": (123, 52), "hip": (116, 95), "le": (142, 62), "lh": (166, 58),
                   "re": (144, 68), "rh": (168, 64), "lk": (104, 120), "lf": (96, 146), "rk": (134, 120),
                   "rf": (146, 146)},
    "pass-bounce": {"head": (128, 40), "neck": (124, 56), "hip": (112, 98), "le": (140, 74), "lh": (160, 92),
                    "re": (142, 78), "rh": (162, 96), "lk": (100, 122), "lf": (92, 146), "rk": (134, 120),
                    "rf": (148, 146)},
    "pivot-with-ball": {"head": (116, 36), "neck": (118, 52), "hip": (120, 95), "le": (100, 66), "lh": (114, 60),
              "re": (138, 66), "rh": (126, 60), "lk": (102, 118), "lf": (82, 138), "rk": (126, 120),
              "rf": (128, 146)},
    "mark-player": {"head": (120, 46), "neck": (120, 62), "hip": (120, 102), "le": (98, 54), "lh": (78, 38),
                    "re": (142, 54), "rh": (162, 38), "lk": (102, 124), "lf": (94, 146), "rk": (138, 124),
                    "rf": (146, 146)},
    "ball-at-chest": {"le": (102, 70), "lh": (114, 62), "re": (138, 70), "rh": (126, 62)},
    "hand-up-call": {"head": (122, 36), "neck": (121, 52), "hip": (118, 95), "le": (104, 70), "lh": (92, 86),
                      "re": (136, 38), "rh": (150, 18), "lk": (112, 120), "lf": (104, 146), "rk": (132, 118),
                      "rf": (142, 146)},
}  # fmt: skip


def _plan(minutes, kit, set_out, safety):
    """The planning note's opening: time, equipment and how to set it out, safety."""
    return f"{minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety} How to play:"


LESSONS = {
    1: lesson(
        "Pass and Catch",
        "To pass with a chest pass and catch with two hands, stepping towards the ball.",
        [
            "Hands make a W shape behind the ball, thumbs nearly touching",
            "Step towards your partner as you push the ball from your chest",
            "Reach for the ball and pull it into your body as you catch",
        ],
        "A size 4 netball or soft handball per pair, 20 cones, 4 hoops, 16 beanbags, bibs in 4 colours.",
        "Pairs 3-4 m apart along two lines of cones for the skill; four teams of 6-8 at the corners for the game.",
        "Teach the catch before the pass: a pupil who can catch will want to pass. Keep pairs close at first "
        "and move them back a step only after five good catches.",
        ["chest pass", "catch", "W hands", "step"],
        "Throw a rolled-up pair of socks to someone at home: 10 chest passes, each one caught with W hands.",
        {
            "warmup": part(
                "Warm-up: Pass and Jog",
                "Jog with your partner and pass the ball between you without dropping it.",
                _plan(
                    8,
                    "a ball per pair and 8 cones",
                    "Mark out a 20 x 20 m square with the cones.",
                    "Everyone jogs the same way round at first; look up before every pass.",
                ),
                "Pairs jog side by side inside the square, about two big steps apart, and hand or gently toss "
                "the ball across to each other. On 'switch', change sides. On 'freeze', stop and pass five "
                "times standing still.",
                "Show your hands before the ball comes: fingers spread, ready.",
                "What did your hands do just before the ball reached you?",
                (
                    "walk side by side and hand the ball across",
                    "jog and toss it across with two hands",
                    "jog and pass it across with a bounce",
                ),
                [
                    ("Side by side", "Jog next to your partner, two steps apart.", "run"),
                    ("Hands ready", "Show your hands, fingers spread.", "catch"),
                    ("Freeze and pass", "Stop and pass five times.", "pass-chest"),
                ],
            ),
            "skill": part(
                "Skill: Passing, the Chest Pass",
                "Push the ball from your chest to your partner's chest, then catch theirs with W hands.",
                _plan(
                    12,
                    "a ball per pair and two lines of cones 3 m apart",
                    "Two lines of cones across the hall; partners stand opposite each other on a cone.",
                    "Pass only when your partner shows their hands; balls that roll away are fetched on "
                    "the outside of the lines.",
                ),
                "Show the chest pass slowly: ball at the chest, W hands, step and push, fingers point at the "
                "partner at the end. Pairs make ten passes, counting out loud. Every ten good catches, the "
                "pair takes one step back.",
                "Step and push: the step gives the pass its power, the push gives it its direction.",
                "Why does stepping towards your partner help the pass?",
                (
                    "stand 2 m apart and pass from a kneel",
                    "stand 4 m apart and step into every pass",
                    "pass, then jog to a new cone and receive the next pass there",
                ),
                [
                    ("W hands", "Hold the ball at your chest, thumbs behind it.", "ball-at-chest"),
                    ("Step and push", "Step forward and push your arms out.", "pass-chest"),
                    ("Catch", "Reach, catch and pull it in.", "catch"),
                ],
            ),
            "application": part(
                "Game: Rob the Nest Passing Chain",
                "Get the beanbags home, but only by passing the ball along your team's chain.",
                _plan(
                    15,
                    "a hoop 'nest' per team in each corner, 16 beanbags in the middle, a ball per team",
                    "Put the beanbags in a pile in the middle; each team lines up by its corner hoop.",
                    "Only one runner from each team goes into the middle at a time; no diving for beanbags.",
                ),
                "The team stands in a chain from its hoop towards the middle, 3 m apart. The runner collects one "
                "beanbag and swaps it for the ball at the front of the chain; the ball must be passed and "
                "caught all the way down the chain to the hoop before the next runner goes. A dropped ball "
                "goes back one pass. Most beanbags in the nest after 3 minutes wins; swap runners every round.",
                "Face the person passing to you, then turn to pass on: do not throw over your shoulder.",
                "How did your team make its passes faster without dropping them?",
                (
                    "players stand 2 m apart and may hand the ball on",
                    "players stand 3 m apart and must chest pass",
                    "every other pass must be a bounce pass",
                ),
                [
                    ("Runner", "Collect one beanbag from the middle.", "run"),
                    ("Down the chain", "Pass and catch all the way home.", "pass-chest"),
                    ("In the nest", "The last catcher puts the beanbag in the hoop.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Catch Clinic",
                "Show your partner your best catch and tell them what your hands were doing.",
                _plan(
                    5,
                    "a ball per pair",
                    "Pairs sit 2 m apart along one line.",
                    "Soft, gentle passes only; sit with legs crossed, not out in front.",
                ),
                "One partner makes three gentle passes; the other catches and says 'W, reach, pull' as they "
                "do it. Swap. Finish by asking three pupils to show a catch to the class.",
                "Listen for the words W, reach and pull in pupils' answers.",
                "What are the three parts of a good catch?",
                (
                    "say one part of the catch",
                    "say all three parts and show them",
                    "spot which part a partner forgot and help them fix it",
                ),
                [
                    ("W", "Hands in a W, thumbs together.", "sit"),
                    ("Reach", "Reach out to meet the ball.", "catch"),
                    ("Pull", "Pull the ball in to your tummy.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Stuck in the Mud Catch to Free",
                "Dodge the taggers. If you are stuck, a teammate frees you with a pass you catch.",
                _plan(
                    15,
                    "a 20 x 20 m square of cones, 3 bibs for taggers, 4 balls for the free players",
                    "One square; the taggers wear bibs and start in the middle.",
                    "Tag with a gentle touch on the shoulder or back; no pushing.",
                ),
                "Three taggers chase. A tagged player stands still with W hands up. A free player with a ball "
                "frees them by passing to them from about 2 m: if they catch it, they are free and pass the "
                "ball back. Change taggers every 90 seconds.",
                "Stand still and show a clear target with your hands so the pass can find you.",
                "How did you make it easy for a teammate to free you?",
                (
                    "passes may be from 1 m away",
                    "passes from 2 m, chest or bounce",
                    "the freed player must catch on one knee, ready to push up and run",
                ),
                [
                    ("Dodge", "Run into space away from the taggers.", "dodge"),
                    ("Stuck", "Stand still with W hands up.", "catch"),
                    ("Free!", "Catch the pass and pass it back.", "pass-chest"),
                ],
            ),
        },
    ),
    2: lesson(
        "Pass and Move",
        "To pass to a partner on the move and move into space to receive the next pass.",
        [
            "Pass to where your partner is going, not where they are",
            "After you pass, move into a new space",
            "Use a bounce pass to get the ball under a defender's arms",
        ],
        "A ball per pair, 24 cones, bibs in 2 colours, 4 hoops.",
        "Grids of 10 x 10 m for pairs and threes; two end-zone pitches of 20 x 15 m for the game.",
        "Pupils will stand still after passing: call 'pass and move!' and praise the first pupil who moves "
        "off after a pass.",
        ["bounce pass", "space", "on the move", "lead"],
        "With a family member, pass a ball while walking along a path and count passes without a drop.",
        {
            "warmup": part(
                "Warm-up: Spaces and Signals",
                "Jog into a space, and when I call a number, get into a group that size with one ball.",
                _plan(
                    8,
                    "a ball for every three pupils, 8 cones",
                    "A 20 x 20 m square of cones.",
                    "Look for spaces, not people; slow down as you join a group.",
                ),
                "Pupils jog among the cones. On 'space!', they stop in a space with nobody within arm's reach. "
                "On a number (2, 3 or 4), they make a group of that size, and the group passes the ball "
                "round once with chest passes before jogging on.",
                "A good space has nobody near you and a clear line to the ball.",
                "How do you know you are standing in a good space?",
                (
                    "walk and stop in a space",
                    "jog and make groups with a pass each",
                    "groups must pass with bounce passes only",
                ),
                [
                    ("Jog", "Jog into the spaces.", "run"),
                    ("Space!", "Stop where nobody can touch you.", "star"),
                    ("Group pass", "Make a group and pass it round.", "pass-chest"),
                ],
            ),
            "skill": part(
                "Skill: Passing on the Move",
                "Pass a bounce pass to your partner as they run, then run on for the next one.",
                _plan(
                    12,
                    "a ball per pair, 4 cones per grid",
                    "10 x 10 m grids, one pair per grid.",
                    "Run in your own grid only; the passer calls the catcher's name before every pass.",
                ),
                "Teach the bounce pass: W hands, step, push down so the ball lands about two thirds of the way "
                "to the catcher and bounces up to their waist. Then pairs travel the length of the grid, "
                "passing across as they jog: the passer aims a little in front of the runner.",
                "Aim for the space in front of your partner so they run onto the ball.",
                "Where should the ball go when your partner is running?",
                (
                    "walk and pass across from 2 m",
                    "jog and bounce pass in front of the runner",
                    "add a still defender in the grid who the pass must get past",
                ),
                [
                    ("Bounce pass", "Push the ball down and forward.", "pass-bounce"),
                    ("Lead the runner", "Aim just in front of your partner.", "run"),
                    ("Run on", "Catch and look for your partner.", "catch"),
                ],
            ),
            "application": part(
                "Game: End Zone Three against One",
                "Three attackers get the ball into the end zone while one defender tries to stop you.",
                _plan(
                    15,
                    "2 pitches of 20 x 15 m with a 2 m end zone at each end (cones), a ball, bibs",
                    "Put two pitches side by side with 3 m between them; a team of three and a defender on each pitch.",
                    "The defender may not touch the ball while it is held, only a ball in the air; no snatching.",
                ),
                "Attackers start at one end and score by catching a pass in the end zone. No running with "
                "the ball: a player who catches must stop and pass within three seconds. The defender scores "
                "a point for every interception. Swap the defender after each score.",
                "Pass and move: the moment the ball leaves your hands, run to a new space.",
                "What did you do after you passed?",
                (
                    "the defender walks only",
                    "the defender may jog and intercept",
                    "every player must touch the ball before a score counts",
                ),
                [
                    ("Start", "Three attackers at one end with the ball.", "stand"),
                    ("Pass and move", "Pass, then run to a new space.", "run"),
                    ("Score", "Catch a pass in the end zone.", "catch"),
                ],
            ),
            "review": part(
                "Review: Where Was the Space?",
                "Stand where the best space was in your game and show your partner.",
                _plan(
                    5,
                    "the pitch cones",
                    "Pupils stand on their pitch where they played.",
                    "Walk, do not run, to your chosen space.",
                ),
                "On 'go', every pupil walks to the place on their pitch where they were most often free. The "
                "teacher picks two pupils to explain why that space was good. Finish with a thumbs-up count of "
                "who passed and then moved every time.",
                "Good answers mention being away from the defender and in a line with the ball.",
                "Why was that space a good place to get a pass?",
                (
                    "point to a space",
                    "walk to it and say why it was good",
                    "show the run you made to get there",
                ),
                [
                    ("Think", "Where were you free most often?", "stand"),
                    ("Walk there", "Stand in that space.", "star"),
                    ("Tell", "Tell your partner why it worked.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Pass and Move",
                "Steal the balls from the middle, but your team has to pass them home.",
                _plan(
                    15,
                    "a hoop per team in each corner, 8 balls in a central hoop, bibs in 4 colours",
                    "Four teams of 4-6, one per corner of a 20 x 20 m square.",
                    "One ball per team in play at a time; passes must be below head height.",
                ),
                "Two players from each team go to the middle. One picks up a ball and may not move with it; "
                "she passes to her partner, who must have moved to a new space, and they pass their way to "
                "the home hoop. A ball dropped goes back to the middle. Swap players every two balls.",
                "The catcher moves before the pass, not after.",
                "Who moved first, the passer or the catcher, and why?",
                (
                    "three players go out together",
                    "two players go out",
                    "the teams may intercept each other's passes",
                ),
                [
                    ("Pick up", "Take one ball from the middle.", "crouch"),
                    ("Move", "Your partner runs into space.", "hand-up-call"),
                    ("Pass home", "Pass your way back to the hoop.", "pass-bounce"),
                ],
            ),
        },
    ),
    3: lesson(
        "Get Free",
        "To get free from a defender by dodging into space and calling for the ball.",
        [
            "Move away from your defender, then come back towards the ball",
            "Change speed and direction: slow, then fast",
            "Show a hand as a target when you are free",
        ],
        "A ball per three, 24 cones, bibs in 2 colours, a whistle.",
        "Threes in 10 x 10 m grids for the skill; 3 v 2 on two end-zone pitches for the game.",
        "Freeze a game when a pupil gets free well and ask the class to say what they did; repeat it in slow motion.",
        ["dodge", "get free", "space", "target hand"],
        "Play tag with someone at home using a fake: step one way, go the other, and count your escapes.",
        {
            "warmup": part(
                "Warm-up: Dodge and Dash",
                "Follow your partner everywhere, then lose them with a dodge when I call 'dash'.",
                _plan(
                    8,
                    "8 cones",
                    "A 20 x 20 m square.",
                    "Dodge into space, never towards another pair; stop on the whistle.",
                ),
                "Pairs: one leads, one follows about an arm's length behind. On 'dash', the leader dodges (steps "
                "one way, pushes off and goes the other) and sprints three steps. If the follower can still "
                "touch their shoulder, the follower wins. Swap roles every two dashes.",
                "Drop your shoulder and step one way, then push hard off that foot the other way.",
                "What helped you lose your partner?",
                (
                    "walk and change direction",
                    "jog, dodge and dash three steps",
                    "the leader must stop dead before the dodge",
                ),
                [
                    ("Follow", "Stay an arm's length behind.", "run"),
                    ("Fake", "Step one way.", "dodge"),
                    ("Dash", "Push off and sprint the other way.", "run"),
                ],
            ),
            "skill": part(
                "Skill: Getting Free, Dodge and Call",
                "Dodge away from your defender, show a target hand and call for the ball.",
                _plan(
                    12,
                    "a ball per three, 4 cones per grid",
                    "10 x 10 m grids; in each, a feeder on one side with the ball, an attacker and a "
                    "defender in the middle.",
                    "The defender is passive at first: follows but does not intercept; no holding.",
                ),
                "The attacker has five seconds to get free from the defender and receive a pass from the "
                "feeder. Teach: go away from the ball, then dodge back towards it, hand up, 'Yes!'. Five "
                "goes each, then rotate: feeder to attacker, attacker to defender, defender to feeder.",
                "Go away to come back: a short run away from the ball makes space to dodge into.",
                "Why do you run away from the ball first?",
                (
                    "the defender stands still with arms out",
                    "the defender follows at walking pace",
                    "the defender may intercept, and the attacker has three seconds",
                ),
                [
                    ("Go away", "Take your defender away from the ball.", "run"),
                    ("Dodge back", "Fake, then cut back to the ball.", "dodge"),
                    ("Call", "Hand up, 'Yes!', catch the pass.", "hand-up-call"),
                ],
            ),
            "application": part(
                "Game: End Zone Three against Two",
                "Three attackers against two defenders. Dodge, get free and score in the end zone.",
                _plan(
                    15,
                    "2 pitches of 20 x 15 m with 2 m end zones, a ball per pitch, bibs",
                    "Two pitches side by side, 3 m apart; threes attack, pairs defend.",
                    "No contact: defenders stay an arm's length from the player with the ball.",
                ),
                "Attackers score by catching a pass in the end zone. The player with the ball may not run "
                "and has three seconds to pass. Defenders win the ball by intercepting and then attack the "
                "other end with one attacker joining them. Rotate defenders every two minutes.",
                "Two attackers always get free: if your teammate is marked, you move.",
                "How did the player without the ball help the team score?",
                (
                    "play 3 v 1 and let the passer take two steps",
                    "play 3 v 2 with the three-second rule",
                    "play 3 v 2 and a score needs four passes first",
                ),
                [
                    ("Mark up", "Defenders stand close to an attacker.", "mark-player"),
                    ("Get free", "Dodge into a space.", "dodge"),
                    ("Score", "Catch the pass in the end zone.", "catch"),
                ],
            ),
            "review": part(
                "Review: Get Free Freeze",
                "When I say freeze, point to the teammate who is most free and tell me why.",
                _plan(
                    5,
                    "one pitch of the game",
                    "Play one slow 3 v 2 game while the class sits along the side.",
                    "Players walk only during the review game.",
                ),
                "Six players walk through a 3 v 2. The teacher calls 'freeze' three times; the class points to "
                "the attacker who is most free and one pupil says why (space, hand up, away from the "
                "defender).",
                "Ask for one reason each time: space, a target hand or a call.",
                "How can you tell who is free in a game?",
                (
                    "point to the free player",
                    "point and give one reason",
                    "say where the ball should go next and why",
                ),
                [
                    ("Walk it", "Play the game at walking pace.", "run"),
                    ("Freeze", "Everyone stops.", "star"),
                    ("Point", "Who is free? Why?", "teacher"),
                ],
            ),
            "alt": part(
                "Game: Stuck in the Mud Shadow Escape",
                "Your shadow follows you. Dodge them and get to a hoop before they touch you.",
                _plan(
                    15,
                    "10 hoops scattered in a 20 x 20 m square, bibs for half the class",
                    "Pairs anywhere in the square, one in a bib (the shadow).",
                    "Touch the shoulder only; watch for other pairs when you dash.",
                ),
                "The shadow stays at arm's length. On the whistle, the runner dodges and sprints to any hoop. "
                "If the shadow touches them before they get both feet in, the runner is stuck (stands with "
                "feet apart) until any other runner crawls through their legs. Swap roles after three "
                "whistles.",
                "Change speed: walk slowly, then burst away.",
                "Which worked better, being fast or changing speed?",
                (
                    "the shadow starts two steps away",
                    "the shadow starts an arm's length away",
                    "runners must reach two hoops in a row",
                ),
                [
                    ("Shadow", "Shadow stays an arm's length away.", "mark-player"),
                    ("Escape", "Dodge and sprint to a hoop.", "dodge"),
                    ("Stuck", "Feet apart until someone frees you.", "star"),
                ],
            ),
        },
    ),
    4: lesson(
        "Mark and Intercept",
        "To mark a player and try to intercept or block a pass.",
        [
            "Stand between your player and the ball, side-on so you can see both",
            "Arms out and up to make yourself big",
            "Watch the passer's eyes: they look where they will pass",
        ],
        "A ball per three, 24 cones, bibs in 2 colours, 4 hoops, 8 beanbags.",
        "Threes in 10 x 10 m grids for the skill; 4 v 4 on two end-zone pitches for the game.",
        "Praise a good mark even when it does not win the ball: it forced a harder pass. Count interceptions "
        "as loudly as scores.",
        ["mark", "intercept", "side-on", "big"],
        "Watch a netball, handball or basketball clip with a grown-up and spot one player marking another.",
        {
            "warmup": part(
                "Warm-up: Shadow Your Partner",
                "Stay close to your partner like a shadow, wherever they go.",
                _plan(
                    8, "8 cones", "A 20 x 20 m square.", "Shadows keep an arm's length: no holding shirts or bumping."
                ),
                "Partners face each other. The leader side-steps, jogs and changes direction; the shadow stays "
                "in front of them on soft knees and keeps an arm's length away. On 'switch', swap roles. "
                "Finish by shadowing on tiptoe with arms up for ten seconds.",
                "Side-step, do not cross your feet: it keeps you balanced to change direction.",
                "How did you stay close without bumping into your partner?",
                (
                    "the leader walks",
                    "the leader jogs and side-steps",
                    "the shadow keeps arms up the whole time",
                ),
                [
                    ("Face", "Stand opposite your partner.", "stand"),
                    ("Side-step", "Stay in front, feet apart.", "side-step"),
                    ("Arms up", "Make yourself big.", "mark-player"),
                ],
            ),
            "skill": part(
                "Skill: Marking and Intercepting",
                "Stand between your player and the ball, watch the passer and snatch the pass.",
                _plan(
                    12,
                    "a ball per three, 4 cones per grid",
                    "10 x 10 m grids; two passers stand on opposite sides, a defender in the middle.",
                    "Intercept a ball in the air only: never grab the ball from someone's hands.",
                ),
                "The two passers pass to each other; the defender in the middle tries to touch or catch the "
                "pass. Passers may take one pivot step but may not move. Ten passes, then rotate. Teach "
                "the defender: side-on, arms up, watch the passer's eyes and step across the line of the pass.",
                "Step across the line of the pass as soon as the passer's eyes give it away.",
                "What told you where the pass was going?",
                (
                    "the defender stands still and reaches only",
                    "the defender may move and intercept",
                    "passers must pass within two seconds",
                ),
                [
                    ("Side-on", "See the ball and your player.", "mark-player"),
                    ("Read", "Watch the passer's eyes.", "stand"),
                    ("Intercept", "Step across and catch it.", "reach"),
                ],
            ),
            "application": part(
                "Game: End Zone Interceptors",
                "Four against four. Each defender marks one player and an interception wins the ball.",
                _plan(
                    15,
                    "2 pitches of 20 x 15 m with 2 m end zones, a ball per pitch, bibs in 2 colours",
                    "Two pitches side by side; teams of four, each player given one opponent to mark.",
                    "Stay an arm's length from the player with the ball; intercept only a ball in the air.",
                ),
                "Player-to-player marking: every defender knows their opponent by name and stays with them. "
                "Score by catching in the end zone (1 point); an interception also scores 1 point for the "
                "defending team, who then attack. The three-second passing rule stays.",
                "Stay goal-side: between your player and the end zone you are defending.",
                "Where did you stand so your player could not get the ball?",
                (
                    "defenders may only block, not intercept",
                    "defenders mark and intercept",
                    "a team must make three passes after an interception before it can score",
                ),
                [
                    ("Pick a player", "Find your opponent and stand with them.", "mark-player"),
                    ("Stay with them", "Side-step to stay goal-side.", "side-step"),
                    ("Win it", "Intercept the pass.", "reach"),
                ],
            ),
            "review": part(
                "Review: Interception Replay",
                "Act out the best interception you made today in slow motion.",
                _plan(
                    5,
                    "a ball per three",
                    "Threes in a space, sitting down between turns.",
                    "Everything in slow motion: no real grabbing.",
                ),
                "Each three replays one interception in slow motion: the pass, the defender reading it and the "
                "step across. The teacher chooses two threes to show the class and asks what the defender "
                "saw.",
                "Good replays show the defender moving before the ball leaves the passer's hands.",
                "When did the defender start to move?",
                (
                    "replay it and say 'I caught it'",
                    "replay it and say what you saw",
                    "replay it and show how the passer could have stopped you",
                ),
                [
                    ("Set up", "Passer, catcher and defender.", "pair"),
                    ("Slow pass", "The pass in slow motion.", "pass-chest"),
                    ("Step across", "The defender intercepts.", "reach"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Guards",
                "Pass the beanbags home while the guards mark your players and try to intercept.",
                _plan(
                    15,
                    "a hoop 'nest' at each end of a 20 x 15 m pitch, 8 beanbags, a ball, bibs",
                    "One pitch per eight pupils: four raiders, four guards.",
                    "Guards intercept passes in the air only; raiders may not run with the ball.",
                ),
                "Raiders take a beanbag from the guards' nest, swap it for the ball and must pass the ball "
                "four times to reach their own nest. Each guard marks one raider. An interception sends the "
                "beanbag back. Swap roles after four minutes.",
                "Guards, stay close to your raider so the pass is hard to make.",
                "How did marking your raider stop the beanbags getting home?",
                (
                    "raiders need three passes",
                    "raiders need four passes",
                    "raiders need four passes and every raider must catch one",
                ),
                [
                    ("Raid", "Take a beanbag from the nest.", "run"),
                    ("Guard", "Mark your raider closely.", "mark-player"),
                    ("Pass home", "Four passes to your nest.", "pass-bounce"),
                ],
            ),
        },
    ),
    5: lesson(
        "Play Fair, Play On",
        "To keep the rules of a small-sided game ourselves and settle disagreements fairly.",
        [
            "Land and pivot: no running with the ball",
            "Restart fast and fairly after a foul or a ball out",
            "Settle a disagreement with 'rock, paper, scissors' and play on",
        ],
        "A ball per pair, 24 cones, bibs in 2 colours, rule cards (one per pitch, written by the class).",
        "Pairs in a space for the warm-up and skill; 4 v 4 on two end-zone pitches, each with a pupil referee.",
        "Step back and let the pupils run the game: help only when a referee asks. Write the class's three "
        "rules on the board before the game.",
        ["rule", "pivot-with-ball", "fair", "referee"],
        "Teach someone at home the footwork rule and a fair way to settle an argument in a game.",
        {
            "warmup": part(
                "Warm-up: Land and Pivot",
                "Jog, catch, land on two feet and pivot to face a new partner.",
                _plan(
                    8,
                    "a ball for every two pupils, 8 cones",
                    "A 20 x 20 m square.",
                    "Land on two feet with soft knees; look before you pivot.",
                ),
                "Pupils jog; ball carriers toss the ball up gently, catch it and land on two feet. Then they "
                "pivot (keep one foot on the floor, turn on it) to face a free player and pass to them. The "
                "receiver does the same.",
                "Keep the landing foot glued to the floor when you turn.",
                "Which foot stayed on the floor when you pivoted?",
                (
                    "walk, stop and pivot",
                    "jog, catch and land, then pivot",
                    "pivot both ways and pass with a bounce pass",
                ),
                [
                    ("Catch", "Catch your own toss.", "catch"),
                    ("Land", "Two feet, soft knees.", "land"),
                    ("Pivot", "Turn on one foot to face a partner.", "pivot-with-ball"),
                ],
            ),
            "skill": part(
                "Skill: Pivoting and the Footwork Rule",
                "Catch on the move, stop in two steps and pivot to find a pass without running with the ball.",
                _plan(
                    12,
                    "a ball per pair",
                    "Pairs in a space, 4 m apart.",
                    "Keep the space between pairs; stop on the whistle to listen.",
                ),
                "Teach the rule: you may not run with the ball. Catch, land, pivot and pass. The partner jogs "
                "past; the catcher lands on one foot then the other and pivots on the first to pass back. "
                "Partners then judge each other: 'fair' or 'footwork' after each catch.",
                "Land, then freeze the first foot: it is your pivot foot.",
                "How can you tell if someone has run with the ball?",
                (
                    "catch standing still and pivot",
                    "catch on the move and stop in two steps",
                    "catch, pivot away from a partner's arms and pass",
                ),
                [
                    ("Jog and catch", "Run onto the pass.", "run"),
                    ("Stop in two", "Land one foot, then the other.", "land"),
                    ("Pivot and pass", "Turn on the first foot and pass.", "pivot-with-ball"),
                ],
            ),
            "application": part(
                "Game: End Zone Pupil Referee",
                "Play four against four and run the game yourselves, with a pupil referee in charge.",
                _plan(
                    15,
                    "2 pitches of 20 x 15 m with 2 m end zones, a ball, bibs and a rule card per pitch",
                    "Two pitches; a referee from each team takes turns of 3 minutes.",
                    "The referee stands outside the pitch, beside the middle.",
                ),
                "Three class rules on the card: no running with the ball, arm's length from the player with "
                "the ball, the ball is out when it touches the cones or beyond. The referee says 'footwork', "
                "'contact' or 'out' and gives the ball to the other team. Players settle any other argument "
                "with one 'rock, paper, scissors' and play on. The teacher only watches.",
                "Restart quickly: the ball goes to the other team where the rule was broken.",
                "How did your team settle an argument without stopping the game for long?",
                (
                    "the referee calls only footwork",
                    "the referee calls footwork, contact and out",
                    "no referee: players call their own fouls",
                ),
                [
                    ("Rule card", "Read the three rules.", "teacher"),
                    ("Play", "Play the game with no adult.", "run"),
                    ("Call it", "Referee calls and restarts.", "wave"),
                ],
            ),
            "review": part(
                "Review: Fair Play Panel",
                "Tell us one moment when your team played fair even when it was hard.",
                _plan(
                    5, "a ball to pass round", "The class sits in a circle.", "Only the pupil holding the ball speaks."
                ),
                "Pass the ball round the circle. The holder may share a fair-play moment (a rule kept, an "
                "honest call, a helped-up opponent) or pass on. The referees say which rule was hardest to "
                "call and why.",
                "Praise honesty, such as owning up to a footwork fault.",
                "Which rule was the hardest to keep, and how did you keep it?",
                (
                    "say a rule you kept",
                    "tell a fair-play moment",
                    "say a rule you would change to make the game fairer",
                ),
                [
                    ("Circle", "Sit in a circle.", "sit"),
                    ("Speak", "Holder of the ball speaks.", "pair"),
                    ("Referees", "Referees tell the hardest call.", "teacher"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Honest Calls",
                "Raid the nests, and call your own fouls: honest teams earn a bonus beanbag.",
                _plan(
                    15,
                    "4 hoops in the corners of a 20 x 20 m square, 12 beanbags in the middle, a ball per team",
                    "Four teams of 4-6, one per corner.",
                    "One raider per team in the middle at a time; walk when carrying the beanbag.",
                ),
                "A raider takes a beanbag from the middle and it travels home only by passes. Players call "
                "their own footwork or drop; a team that calls its own fault puts the beanbag back but wins "
                "one bonus beanbag at the end of the round from the teacher. Disagreements: 'rock, paper, "
                "scissors' once.",
                "Say 'my fault' quickly and restart: honesty keeps the game going.",
                "How did calling your own faults change the game?",
                (
                    "the teacher calls faults",
                    "teams call their own faults",
                    "another team's player calls your faults",
                ),
                [
                    ("Raid", "Take a beanbag.", "run"),
                    ("Pass home", "Pivot and pass to a teammate.", "pivot-with-ball"),
                    ("Own up", "Call your own fault.", "wave"),
                ],
            ),
        },
    ),
    6: lesson(
        "End Zone Festival",
        "To get free, mark and run our own games fairly in a class festival.",
        [
            "Pass and move to get free",
            "Mark one player and intercept",
            "Referee fairly and shake hands after every game",
        ],
        "A ball per pitch, 36 cones, bibs in 4 colours, a results board, rule cards.",
        "Three end-zone pitches of 20 x 15 m; six teams of four or five play a round robin.",
        "Put the results board up before the lesson; give each team a pupil captain who keeps the team's "
        "score of passes, interceptions and fair-play points.",
        ["festival", "captain", "fair play", "round robin"],
        "Tell someone at home the score of your best game and the best pass or interception you saw.",
        {
            "warmup": part(
                "Warm-up: Pass Masters Circuit",
                "Visit three stations and show your chest pass, bounce pass and dodge.",
                _plan(
                    8,
                    "12 cones, 3 balls, 3 hoops",
                    "Three stations in a line: chest pass wall, bounce pass gate (two cones 1 m apart), dodge cones.",
                    "Wait behind the cone until the player before you has finished.",
                ),
                "Teams move round the stations every two minutes: 10 chest passes in pairs, bounce passes "
                "through the gate, a dodge round the cones to receive a pass. Captains check every player "
                "has a turn.",
                "Remember W hands, step and push from the first lessons.",
                "Which of the three skills is your strongest now?",
                (
                    "stand close at every station",
                    "stand 4 m apart and add a dodge",
                    "every pass is on the move",
                ),
                [
                    ("Chest pass", "Ten passes with your partner.", "pass-chest"),
                    ("Bounce pass", "Through the gate.", "pass-bounce"),
                    ("Dodge", "Dodge and receive.", "dodge"),
                ],
            ),
            "skill": part(
                "Skill: Marking and Getting Free, 2 v 2",
                "Two attackers and two defenders: get free as a pair, mark as a pair.",
                _plan(
                    12,
                    "a ball per four, 4 cones per grid",
                    "10 x 10 m grids, a team of four in each.",
                    "Defenders intercept only the ball in the air.",
                ),
                "Attackers keep the ball for five passes to score a point; defenders mark one attacker each "
                "and win the ball with an interception. Switch roles after every point or interception. "
                "Captains remind the pair: one goes away, one comes to the ball.",
                "Attackers split apart; defenders each pick one and stay goal-side.",
                "What is one job for an attacker and one for a defender?",
                (
                    "score with three passes",
                    "score with five passes",
                    "score with five passes, and the last one must be a bounce pass",
                ),
                [
                    ("Split", "Attackers move apart.", "run"),
                    ("Mark", "Defenders pick one each.", "mark-player"),
                    ("Five passes", "Pass and move to score.", "pass-chest"),
                ],
            ),
            "application": part(
                "Game: End Zone Festival Round Robin",
                "Play every team in three short games and earn points for scores and for fair play.",
                _plan(
                    15,
                    "3 pitches of 20 x 15 m with 2 m end zones, 3 balls, bibs, a results board",
                    "Three pitches in a row, 3 m apart; six teams play three 4-minute games.",
                    "One ball per pitch; spare players wait on the side line, not on the pitch.",
                ),
                "Each game: 4 v 4 (or 5 v 5), the class rules, a pupil referee from the resting team. Three "
                "points for a win, one for a draw, one bonus point for a fair-play call from the referee. "
                "Teams rotate pitches on the whistle. Captains bring the score to the board.",
                "Pass and move in attack, mark and stay goal-side in defence.",
                "What did your team do best in attack and in defence?",
                (
                    "play 4 v 3 if a team needs an extra player",
                    "play 4 v 4 with all the class rules",
                    "a score counts double if every player touched the ball",
                ),
                [
                    ("Line up", "Captains shake hands.", "wave"),
                    ("Play", "Get free and mark.", "dodge"),
                    ("Score it", "Captains take the result to the board.", "teacher"),
                ],
            ),
            "review": part(
                "Review: Team Talk Trophy",
                "With your team, choose a player who got free, marked well or played fair, and say why.",
                _plan(
                    5,
                    "the results board",
                    "Teams sit together by the board.",
                    "Cool down first: walk a lap of the hall, breathing slowly.",
                ),
                "Each team gives a trophy to one teammate for getting free, marking or fair play and says "
                "one thing they did. The teacher reads the results and the fair-play points, and asks what "
                "has improved since the first lesson.",
                "Listen for the words of the unit: get free, mark, intercept, fair.",
                "What can you do now that you could not do in the first lesson?",
                (
                    "choose a player for the trophy",
                    "choose and say what they did",
                    "say what your team should practise next",
                ),
                [
                    ("Cool down", "Walk a slow lap.", "run"),
                    ("Team talk", "Choose a trophy winner.", "pair"),
                    ("Share", "Tell the class why.", "teacher"),
                ],
            ),
            "alt": part(
                "Game: Stuck in the Mud Team Rescue",
                "A team game of tag: get free of the taggers and rescue teammates with a pass.",
                _plan(
                    15,
                    "a 20 x 20 m square, bibs for two teams, 3 balls",
                    "Two teams: one tags, one runs with three balls among them; swap every two minutes.",
                    "Tag with a touch on the shoulder; runners look up for other players.",
                ),
                "Runners can be tagged only when they hold no ball. A tagged runner stands with W hands "
                "up and is freed by catching a pass. Taggers win by sticking the whole team; runners score "
                "a point for every 20 seconds with at least one player free. Teams referee their own tags.",
                "Taggers, mark the runners who have no ball; runners, pass to the one in danger.",
                "Who needed the ball most, and why?",
                (
                    "four balls for the runners",
                    "three balls for the runners",
                    "two balls, and a ball may not go back to the player who passed it",
                ),
                [
                    ("Tag", "Taggers chase the runners.", "run"),
                    ("Stuck", "W hands up, wait for a pass.", "catch"),
                    ("Rescue", "A teammate passes to free you.", "pass-bounce"),
                ],
            ),
        },
    ),
}

# Lesson 1's own ways to join in and to be more active (a ball per pair: nobody queues, so the
# more active line raises the demand instead).
LESSON_1_ADAPTATIONS = {
    "warmup": ("Walk the square side by side and hand the ball across instead of tossing it.",
               "Jog a step further apart and pass on every third step, not only on the call."),
    "skill": ("Stand one step apart with a larger, softer ball and roll it before you pass it.",
              "Take a step back after every five good catches, not ten, and pass to either side of the chest."),
    "application": ("Stand at the front of the chain next to the hoop, where the passes are short.",
                    "Be the runner for two turns in a row, then count the chain's passes out loud."),
    "review": ("Catch a rolled ball first, then a gentle pass, saying 'W, reach, pull' with your partner.",
               "Kneel up instead of sitting, and catch a pass thrown a little to one side."),
    "alt": ("Be freed by a pass from one step away, or free a friend by handing the ball over.",
            "Free a stuck teammate with a bounce pass as well as a chest pass."),
}  # fmt: skip
for _key, (_joining, _active) in LESSON_1_ADAPTATIONS.items():
    LESSONS[1]["parts"][_key].update(joining_in=_joining, more_active=_active)

# Lessons 2-6: each part's own ways to join in and to be more active (balls per pair or three,
# so the more active line raises the demand rather than splitting a queue).
ADAPTATIONS = {
    (2, "warmup"): ("Walk with a buddy, and hand the ball round the group instead of passing it.",
                    "After the group's pass round, jog to a corner cone and back before the next call."),
    (2, "skill"): ("Walk the grid 2 m apart with a larger, softer ball, and pass to a partner who stops to catch.",
                   "Jog back down the grid passing too, so the pair is never standing still."),
    (2, "application"): ("Play in the end zone as a catcher who cannot be marked, or take two steps before passing.",
                         "The passer must run to a new space before the next catch, or the pass does not count."),
    (2, "review"): ("Point to the space from where you stand, or walk there holding a partner's hand.",
                    "Walk to your space, then jog back and walk to a second space you used."),
    (2, "alt"): ("Pass from two steps away to a partner who stands still to catch, or roll the ball home.",
                 "The next pair runs out as a ball lands in the home hoop; the rest bounce pass in their corner."),
    (3, "warmup"): ("Walk the dodge with a step each way, and the follower points instead of touching.",
                    "Dash five steps, not three, and jog back to your partner straight away."),
    (3, "skill"): ("Attack against a defender who stands still, with a feeder only 2 m away.",
                   "The feeder moves along the side of the grid so the attacker has to find a new space each go."),
    (3, "application"): ("Play as an extra attacker nobody marks, or take two steps with the ball.",
                         "Defenders who win the ball must run it to a team-mate with a pass within two seconds."),
    (3, "review"): ("Point to the free player from the side, or walk through the slow game beside a buddy.",
                    "Between freezes, the watchers march on the spot and change which attacker they follow."),
    (3, "alt"): ("Start two steps from the shadow and run to a near hoop; a stuck runner may be freed by a high five.",
                 "Runners must reach a different hoop every whistle, and freeing a friend counts as a dash."),
    (4, "warmup"): ("Shadow at walking pace, or mirror a partner's arm moves while standing.",
                    "Shadow for 20 seconds without a stop, then switch straight into the next turn."),
    (4, "skill"): ("Defend with a bigger, softer ball and passers who pass slowly at chest height.",
                   "Passers move one step along their side after each pass, so the defender keeps stepping across."),
    (4, "application"): ("Mark a partner who walks, or be the team's end-zone catcher who is not marked.",
                         "After an interception, every player on both teams finds a new space before the next pass."),
    (4, "review"): ("Show the step across with a buddy, or point to where the defender stood.",
                    "Replay your interception three times, taking a new role in the three each time."),
    (4, "alt"): ("Guard the nest in a pair, or raid with a team-mate who carries the beanbag.",
                 "Guards jog back round their nest after every interception before they guard again."),
    (5, "warmup"): ("Hold the ball, walk, stop and pivot, with a larger, softer ball.",
                    "Toss, catch, land and pivot both ways before each pass, and keep jogging after."),
    (5, "skill"): ("Catch standing still from a partner 2 m away, and pivot holding a buddy's hand.",
                   "The partner jogs past on both sides in turn, so each catch needs a pivot the other way."),
    (5, "application"): ("Help the referee by pointing to where the ball went out, or play with two steps allowed.",
                         "After a call, the other team restarts within three seconds, so play never stops for long."),
    (5, "review"): ("Point to the rule you kept on the rule card, or whisper your moment to a buddy who says it.",
                    "Stand, and chest pass the ball round the circle instead of handing it on."),
    (5, "alt"): ("Raid with a partner, or stand on the sideline and call the team's faults with the teacher.",
                 "Every player not raiding jogs into a new space in their corner to be ready for a pass."),
    (6, "warmup"): ("Stay at the near cone of each station, with a larger, softer ball and a buddy.",
                    "Work in pairs side by side at each station, all pairs at once, so nobody waits behind a cone."),
    (6, "skill"): ("Attack in a grid without defenders, or defend by blocking only.",
                   "Switch roles after every point without stopping: the defenders start with the ball at once."),
    (6, "application"): ("Join a team as a sixth player who cannot be marked, or be the referee's helper.",
                         "Resting teams pass in pairs along the side line, changing partners each minute."),
    (6, "review"): ("Give the trophy by pointing or drawing, or choose with a buddy.",
                    "Cool down with a jog and a walk lap, then stretch while the results are read."),
    (6, "alt"): ("Carry a ball of your own all game, so you cannot be tagged, and pass it to free friends.",
                 "Taggers who stick someone jog to the side line and back before tagging again."),
}  # fmt: skip
for (_n, _key), (_joining, _active) in ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)
