"""Core PE, Year 4, Unit 1: Invasion. Six lessons of invasion games played with the feet,
building on Year 3's passing and marking with the hands: dribbling with small touches and
the head up, passing along the ground, width and depth in attack, tracking and closing
space in defence, and encouraging teammates, ending in a class cup.

Written for this project by hand (no published scheme used). Each lesson runs about 40
minutes: warm-up 8, skill 12, game 15, review 5; the alternative game takes 15 minutes
in place of the main game. Indoors, use size 3 or 4 low-bounce (futsal or foam) balls."""

from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "p4u1-invasion"
UNIT = {
    "strapline": "Dribble with your head up, spread out wide and deep, and defend as a team.",
    "cog_text": "Pupils learn that a team attacks by spreading out to give the dribbler passing options, and "
    "defends by tracking runners and closing the space in front of its own end zone.",
    "purpose": "Year 4 pupils move on from passing with the hands to dribbling and passing with the feet, "
    "learn to use width and depth as a team, defend together by tracking and closing space, and encourage "
    "one another.",
    "vocab": [
        ("Dribble", "Move with the ball using small touches so it stays close to your feet."),
        ("Width", "Players spread out to the sides of the pitch to stretch the defence."),
        ("Depth", "Players ahead of and behind the ball so there is always a pass forward or back."),
        ("Track", "Run with an opponent who does not have the ball so they cannot get free."),
        ("Jockey", "Defend side-on and low, backing off slowly to slow the dribbler down."),
        ("Encourage", "Help a teammate keep going by using their name and praising what they did."),
    ],
}

# Poses nobody had drawn (same joints as figures.STAND, on the 240 x 160 picture).
POSES = {
    "dribble-feet": {"head": (130, 36), "neck": (127, 52), "hip": (120, 96), "le": (110, 72), "lh": (98, 88),
                     "re": (142, 72), "rh": (152, 88), "lk": (136, 120), "lf": (152, 144), "rk": (112, 122),
                     "rf": (100, 146)},
    "pass-side-foot": {"head": (118, 36), "neck": (118, 52), "hip": (120, 95), "le": (100, 64), "lh": (82, 76),
                       "re": (140, 64), "rh": (160, 74), "lk": (110, 120), "lf": (106, 146), "rk": (142, 118),
                       "rf": (150, 140)},
    "jockey": {"head": (112, 52), "neck": (115, 68), "hip": (122, 106), "le": (102, 82), "lh": (90, 100),
               "re": (134, 82), "rh": (148, 98), "lk": (104, 126), "lf": (94, 146), "rk": (142, 126),
               "rf": (152, 146)},
    "foot-on-ball": {"head": (120, 36), "neck": (120, 52), "hip": (120, 95), "le": (104, 68), "lh": (90, 82),
                  "re": (136, 68), "rh": (150, 82), "lk": (112, 120), "lf": (110, 146), "rk": (140, 116),
                  "rf": (150, 134)},
}  # fmt: skip


def _plan(minutes, kit, set_out, safety):
    """The planning note's opening: time, equipment and how to set it out, safety."""
    return f"{minutes} minutes. You need: {kit}. Set out: {set_out} Safety: {safety} How to play:"


LESSONS = {
    1: lesson(
        "Close Control",
        "To dribble a ball with the feet in small touches, keeping it close and looking up.",
        [
            "Small touches with the inside and outside of the foot",
            "Keep the ball within a step of your feet",
            "Glance up between touches to see space and people",
        ],
        "A size 3 or 4 low-bounce ball per pupil, 30 cones, 6 hoops, bibs in 2 colours.",
        "Everyone with a ball in a 20 x 20 m square; the game in the same square.",
        "Start with the balls stopped under the sole of the foot: that is 'ball still, listen' for the "
        "whole unit. Year 3 passed with their hands; today the feet do the work.",
        ["dribble", "touch", "close", "head up"],
        "Dribble a ball (or a rolled-up pair of socks) around five cushions or shoes at home, head up.",
        {
            "warmup": part(
                "Warm-up: Ball Mastery Moves",
                "Wake up your feet: toe taps, sole rolls and little touches on the ball.",
                _plan(
                    8,
                    "a ball per pupil, 8 cones",
                    "A 20 x 20 m square; pupils spread out, a ball each.",
                    "Keep the ball on the floor; when it gets away, walk to fetch it round the others.",
                ),
                "Thirty seconds of each move, with a rest of ten: toe taps (touch the top of the ball with "
                "alternate soles), sole rolls (roll it side to side under one foot), inside touches (tap it "
                "between the insides of your feet). On 'stop', put a sole on the ball and look at the teacher.",
                "Stay on your toes and keep your touches light: tap, do not kick.",
                "Which move was easiest to do without looking down?",
                (
                    "toe taps only, holding a partner's shoulder",
                    "all three moves on your own",
                    "do the moves while counting the fingers the teacher holds up",
                ),
                [
                    ("Toe taps", "Tap the top of the ball with each sole in turn.", "hop"),
                    ("Sole roll", "Roll the ball side to side under one foot.", "foot-on-ball"),
                    ("Stop", "Sole on the ball, eyes on the teacher.", "foot-on-ball"),
                ],
            ),
            "skill": part(
                "Skill: Dribbling with Small Touches",
                "Dribble around the square with the ball close to your feet and your head up.",
                _plan(
                    12,
                    "a ball per pupil, 6 hoops",
                    "Hoops scattered in the square as 'holes' to avoid.",
                    "Walking pace first; only speed up when the ball stays close.",
                ),
                "Show the dribble: small touches with the inside and outside of the foot, ball a step away, "
                "glance up every two or three touches. Pupils dribble around the square avoiding the hoops "
                "and each other. Hold up fingers: pupils call the number, so they must look up. Then "
                "'turn!': stop the ball with the sole, turn and go the other way.",
                "Touch, glance, touch: the ball stays close so your eyes can leave it.",
                "How close did the ball need to be so you could look up?",
                (
                    "walk with the ball and use the inside of the foot",
                    "jog, using the inside and outside of the foot",
                    "jog, using only your weaker foot, and call the numbers",
                ),
                [
                    ("Small touch", "Tap the ball with the inside of your foot.", "dribble-feet"),
                    ("Look up", "Glance up between touches.", "stand"),
                    ("Turn", "Sole on the ball, turn, go again.", "foot-on-ball"),
                ],
            ),
            "application": part(
                "Game: Stuck in the Mud Dribblers",
                "Dribble away from the taggers. If you are stuck, a teammate frees you with a dribble round you.",
                _plan(
                    15,
                    "a ball for every dribbler, 3 bibs for taggers, 8 cones",
                    "The 20 x 20 m square; taggers start in the middle without a ball.",
                    "Taggers touch the shoulder or back only; dribblers keep the ball below knee height.",
                ),
                "Three taggers chase the dribblers. A tagged dribbler stops with a sole on the ball and a hand "
                "up. A free dribbler frees them by dribbling a full circle around them without losing the "
                "ball. Change taggers every 90 seconds; count how many are stuck at the end.",
                "Dribble into space away from the taggers, not into a crowd.",
                "Where on the pitch was it safest to dribble, and why?",
                (
                    "two taggers who walk",
                    "three taggers who jog",
                    "freeing needs a circle with the weaker foot",
                ),
                [
                    ("Dribble away", "Head up, find space.", "dribble-feet"),
                    ("Stuck", "Sole on the ball, hand up.", "foot-on-ball"),
                    ("Free a friend", "Dribble a circle round them.", "dribble-feet"),
                ],
            ),
            "review": part(
                "Review: Eyes Up Check",
                "Dribble slowly while I hold up colours. Shout the colour you see.",
                _plan(
                    5, "a ball per pupil, 4 coloured bibs", "Pupils dribble slowly in the square.", "Walking pace only."
                ),
                "The teacher holds up a coloured bib every few seconds; pupils shout the colour while "
                "dribbling. Then ask two pupils to explain how they kept the ball while looking up.",
                "Pupils who call the colour quickly are looking up: ask them to share how.",
                "What did you do with your touches so you could look up?",
                (
                    "stop the ball and then look up",
                    "walk, dribble and call the colour",
                    "jog, dribble with the weaker foot and call the colour",
                ),
                [
                    ("Dribble", "Slow, small touches.", "dribble-feet"),
                    ("Look", "What colour is up?", "teacher"),
                    ("Tell", "Share your tip with a partner.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Dribble Raid",
                "Dribble a ball from the middle nest back to your own hoop, one at a time.",
                _plan(
                    15,
                    "a hoop per team in the 4 corners, 12 balls in the middle (a ring of cones)",
                    "A 20 x 20 m square; four teams of 4-6 line up behind their hoop.",
                    "One raider from each team at a time; balls are dribbled, never kicked long.",
                ),
                "On 'go', the first raider from each team dribbles to the middle, takes one ball and dribbles it "
                "back into the team's hoop, stopping it with the sole. Then the next raider goes. When the "
                "middle is empty, raiders may take from other teams' hoops. Stop after 3 minutes and count.",
                "Slow down and use tiny touches as you reach the hoop so the ball stops inside.",
                "When did you dribble fast, and when did you slow down?",
                (
                    "carry the ball to the middle and dribble it back",
                    "dribble both ways",
                    "dribble with the weaker foot only",
                ),
                [
                    ("Go", "Dribble to the middle.", "dribble-feet"),
                    ("Raid", "Take one ball home.", "run"),
                    ("Stop it", "Sole on the ball in your hoop.", "foot-on-ball"),
                ],
            ),
        },
    ),
    2: lesson(
        "Dribble, Look, Pass",
        "To dribble into space, look up and pass along the ground to a teammate who has moved wide.",
        [
            "Dribble into space until a defender comes, then pass",
            "Pass with the inside of the foot, ankle firm",
            "Support players spread out wide so the pass is easy",
        ],
        "A low-bounce ball per pair, 30 cones for the channels and three pitches, bibs in 2 colours.",
        "Pairs in 20 m channels for the skill; 3 v 1 on three end-zone pitches of 20 x 15 m for the game.",
        "Ask 'dribble or pass?' all lesson: dribble when there is space in front, pass when a defender "
        "closes you down.",
        ["pass", "inside of the foot", "wide", "space"],
        "Pass a ball against a wall ten times with each foot, stopping it with the sole each time.",
        {
            "warmup": part(
                "Warm-up: Gate Dribbles",
                "Dribble through as many cone gates as you can in one minute.",
                _plan(
                    8,
                    "a ball per pupil, 20 cones",
                    "Ten gates (two cones 1 m apart) scattered in a 20 x 20 m square.",
                    "Only one pupil through a gate at a time; look before you go.",
                ),
                "Pupils dribble through any gate, then find a different one. They count their gates in one "
                "minute, rest, and try to beat it. Round two: after each gate, turn with the sole.",
                "Look up to find the next empty gate before you reach this one.",
                "How did you find the next gate quickly?",
                (
                    "walk the gates",
                    "jog and beat your first score",
                    "go through a gate, then turn and go back through it the other way",
                ),
                [
                    ("Find a gate", "Look up for an empty gate.", "stand"),
                    ("Through", "Dribble through it.", "dribble-feet"),
                    ("Next", "Turn and find another.", "foot-on-ball"),
                ],
            ),
            "skill": part(
                "Skill: Dribble and Pass Wide",
                "Dribble forward, then pass to your partner out wide with the inside of your foot.",
                _plan(
                    12,
                    "a ball per pair, 3 cones per channel",
                    "Channels 20 m long and 8 m wide; one partner in the middle, one wide by the side cones.",
                    "Pass along the floor only, below knee height; wait until the channel in front is clear.",
                ),
                "Teach the pass: standing foot beside the ball pointing at the partner, ankle firm, push "
                "through the middle of the ball with the inside of the foot. The middle player dribbles "
                "five touches, looks up and passes across to the wide partner, who stops it and dribbles on. "
                "They swap across to the far end, then come back the other way.",
                "Standing foot points where you want the ball to go.",
                "Where did your standing foot point when the pass was good?",
                (
                    "pass from 4 m with the ball still",
                    "dribble, then pass from 8 m",
                    "pass first time, without stopping the ball",
                ),
                [
                    ("Dribble", "Five small touches forward.", "dribble-feet"),
                    ("Look", "Find your partner out wide.", "stand"),
                    ("Pass", "Inside of the foot, ankle firm.", "pass-side-foot"),
                ],
            ),
            "application": part(
                "Game: End Zone Dribble In",
                "Three attackers against one defender. Score by dribbling in and stopping the ball in the end zone.",
                _plan(
                    15,
                    "3 pitches of 20 x 15 m with a 2 m end zone at one end, a ball per pitch, bibs",
                    "Three pitches side by side with 3 m between; four players per pitch.",
                    "No slide tackles and no tackling from behind; the ball stays on the floor.",
                ),
                "The three attackers start at the far end and score by dribbling into the end zone and "
                "stopping the ball with a sole. The defender wins the ball by tackling from the front or "
                "intercepting, then dribbles it over the start line to score. Two attackers must stay wide "
                "near the side lines. Rotate the defender after every score.",
                "If the defender comes to you, pass wide; if they do not, keep dribbling.",
                "How did you decide when to dribble and when to pass?",
                (
                    "the defender walks",
                    "the defender jogs and tackles",
                    "a score counts only after a pass to a wide player",
                ),
                [
                    ("Spread out", "Two attackers go wide.", "run"),
                    ("Dribble or pass", "Pass when the defender comes.", "pass-side-foot"),
                    ("Score", "Stop the ball in the end zone.", "foot-on-ball"),
                ],
            ),
            "review": part(
                "Review: Dribble or Pass?",
                "I will show you a picture with cones. Show me a thumb up for dribble or a flat hand for pass.",
                _plan(
                    5,
                    "cones and a ball",
                    "Pupils sit in a line facing a pitch set out with cones.",
                    "Sit down and stay seated while you answer.",
                ),
                "The teacher stands with a ball and places a cone defender near or far. Pupils show thumb "
                "(dribble) or flat hand (pass) and one pupil explains. Three pictures: space in front, "
                "defender close, defender close with a wide teammate free.",
                "Good answers say where the space is and where the defender is.",
                "When is passing better than dribbling?",
                (
                    "show thumb or flat hand",
                    "show it and say why",
                    "say where the pass should go and which foot to use",
                ),
                [
                    ("Look", "Where is the defender?", "teacher"),
                    ("Choose", "Thumb for dribble, hand for pass.", "wave"),
                    ("Explain", "Say why.", "sit"),
                ],
            ),
            "alt": part(
                "Game: End Zone Two Wingers",
                "Four against three, with two wingers on the sides who cannot be tackled.",
                _plan(
                    15,
                    "2 pitches of 25 x 15 m with end zones, 4 cones per wing channel, a ball, bibs",
                    "A 2 m channel down each side of each pitch; a winger of the attacking team in each.",
                    "Wingers stay in their channel; no tackles into the channel.",
                ),
                "Two attackers and two wingers against three defenders. Wingers may not be tackled but have "
                "only three touches. Score by dribbling into the end zone. After a score or a lost ball, the "
                "teams swap and the wingers change.",
                "Use the winger: pass wide, then run forward for the return.",
                "How did the wingers help your team to score?",
                (
                    "wingers have unlimited touches",
                    "wingers have three touches",
                    "wingers have two touches and must pass it back inside",
                ),
                [
                    ("Wingers", "One in each side channel.", "stand"),
                    ("Pass wide", "Find the free winger.", "pass-side-foot"),
                    ("Run in", "Run forward for the return.", "run"),
                ],
            ),
        },
    ),
    3: lesson(
        "Wide and Deep",
        "To use width and depth as a team so the player with the ball always has a pass.",
        [
            "Make a triangle with the player on the ball",
            "One player wide, one ahead, one behind",
            "Move again every time the ball moves",
        ],
        "A ball per four, 36 cones, bibs in 2 colours.",
        "Fours in 10 x 10 m grids for the skill; 4 v 3 on two pitches split into three lanes for the game.",
        "Use a whiteboard with four magnets to show a flat line (easy to defend) and a triangle (hard to "
        "defend) before the skill.",
        ["width", "depth", "triangle", "support"],
        "Draw your team's triangle shape on paper and show a grown-up where the passes go.",
        {
            "warmup": part(
                "Warm-up: Triangle Passing",
                "Pass round your triangle, then move to make a new triangle with the same friends.",
                _plan(
                    8,
                    "a ball per three, 8 cones",
                    "A 20 x 20 m square; threes stand in a triangle 5 m apart.",
                    "Passes along the floor; look before you move to a new triangle.",
                ),
                "Threes pass round their triangle with the inside of the foot. On 'move', the player who "
                "just passed runs to a new spot so there is still a triangle, and passing goes on. Count "
                "passes in a minute.",
                "Open your body so you can see the ball and the next player.",
                "Why is a triangle better than a straight line?",
                (
                    "stop the ball, then pass",
                    "pass and move to a new spot",
                    "pass first time round the triangle",
                ),
                [
                    ("Triangle", "Stand 5 m apart in a triangle.", "stand"),
                    ("Pass", "Inside of the foot.", "pass-side-foot"),
                    ("Move", "Run to make a new triangle.", "run"),
                ],
            ),
            "skill": part(
                "Skill: Getting Free in a Triangle",
                "Three attackers keep the ball from one defender by staying wide and deep.",
                _plan(
                    12,
                    "a ball per four, 4 cones per grid",
                    "10 x 10 m grids; three attackers on the edges, a defender in the middle.",
                    "The defender tackles from the front only; no barging.",
                ),
                "The attackers try to make eight passes while the defender tries to touch the ball. "
                "Attackers stay on the edges of the grid: when the ball moves, the two without it move so "
                "that one is wide and one is across the middle (deep), away from the defender's shadow. "
                "The player who loses the ball swaps with the defender.",
                "Get out of the defender's shadow: there must be a clear line from the ball to you.",
                "Where did you move when the defender stood between you and the ball?",
                (
                    "a grid of 12 x 12 m and five passes",
                    "a 10 x 10 m grid and eight passes",
                    "two touches only, and ten passes",
                ),
                [
                    ("Wide", "One support player goes wide.", "run"),
                    ("Deep", "One goes across the middle.", "dodge"),
                    ("Pass", "Pass to the open player.", "pass-side-foot"),
                ],
            ),
            "application": part(
                "Game: End Zone Channels",
                "Four attackers against three defenders on a pitch split into three lanes. Keep a player in each.",
                _plan(
                    15,
                    "2 pitches of 25 x 20 m with end zones, cones marking 3 lanes, a ball, bibs",
                    "Lay two lines of cones down each pitch to make a left, middle and right lane.",
                    "Stay on your own pitch; stop the ball with the sole on the whistle.",
                ),
                "Attackers score by dribbling into the end zone. Attackers must have a player in each lane at "
                "all times (width) and one behind the ball (depth). Defenders win the ball and dribble it over "
                "the halfway line to score. After four attacks, swap.",
                "Wide players stay wide until the ball comes: they stretch the defence.",
                "How did having someone in every lane help your team?",
                (
                    "four attackers against two defenders",
                    "four against three",
                    "four against three, and a score must follow a pass from a wide lane",
                ),
                [
                    ("Lanes", "One attacker in each lane.", "stand"),
                    ("Stretch", "Pass wide to open the middle.", "pass-side-foot"),
                    ("Dribble in", "Dribble into the end zone.", "dribble-feet"),
                ],
            ),
            "review": part(
                "Review: Shape Snapshot",
                "Freeze like a photo. Is your team a flat line or a triangle?",
                _plan(
                    5,
                    "one pitch with a team of four and three defenders",
                    "The class sits round one pitch.",
                    "Players walk only.",
                ),
                "The teacher restarts one game at walking pace and calls 'snapshot' three times. The class "
                "says 'line' or 'triangle'; one pupil moves a player to make a better shape and says why.",
                "Look for a player wide, one ahead and one behind the ball.",
                "Which player would you move to make the shape better, and where?",
                (
                    "say 'line' or 'triangle'",
                    "move one player to make a triangle",
                    "say which pass the new shape makes possible",
                ),
                [
                    ("Walk", "Play at walking pace.", "run"),
                    ("Snapshot", "Freeze!", "star"),
                    ("Fix it", "Move a player to make a triangle.", "teacher"),
                ],
            ),
            "alt": part(
                "Game: End Zone Wide Gates",
                "Dribble through a gate to score: the wide gates are worth two points, the middle one.",
                _plan(
                    15,
                    "2 pitches of 25 x 20 m, 3 gates of two cones on each end line, a ball, bibs",
                    "Three gates on each end line: one in each corner, one in the middle.",
                    "Gates are 2 m wide; nobody stands in a gate to block it.",
                ),
                "4 v 4. Score by dribbling through one of the other team's gates: middle 1 point, corner gates "
                "2 points. The team must spread wide to reach the corner gates, and keep one player back to "
                "stop a quick break.",
                "Spread wide to reach the corner gates, but keep someone behind the ball.",
                "Why were the corner gates harder to defend?",
                (
                    "every gate is worth one point",
                    "corner gates two points",
                    "corner gates two points only after a pass from the other side",
                ),
                [
                    ("Spread", "Go wide to the corners.", "run"),
                    ("Switch", "Pass across to the far side.", "pass-side-foot"),
                    ("Gate", "Dribble through to score.", "dribble-feet"),
                ],
            ),
        },
    ),
    4: lesson(
        "Defend Together",
        "To defend as a team by tracking a runner and closing the space to our end zone.",
        [
            "Jockey: side-on, low and backing off slowly",
            "Track your runner: stay between them and your end zone",
            "The nearest defender goes to the ball; the others close the space behind",
        ],
        "A low-bounce ball per three for the skill and one per pitch for the game, 30 cones, bibs in 2 colours.",
        "Threes in 15 m channels for the skill; 4 v 4 on two end-zone pitches for the game.",
        "Praise a defender who makes an attacker pass backwards: it is a win for the defence.",
        ["jockey", "track", "close down", "goal-side"],
        "Play one against one in the garden or park: can you stop someone dribbling past you without a tackle?",
        {
            "warmup": part(
                "Warm-up: Jockey Shadows",
                "Stay side-on and low, and back off as your partner walks at you with the ball.",
                _plan(
                    8,
                    "a ball per pair, 8 cones",
                    "A 20 x 20 m square; pairs face each other, 3 m apart.",
                    "Defenders do not tackle in the warm-up; look behind as you back off.",
                ),
                "The attacker dribbles slowly towards the defender. The defender jockeys: side-on, knees "
                "bent, backing off, keeping 1 m from the ball. On the whistle, swap. Finish with the "
                "defender showing the attacker to one side with their body.",
                "Side-on, not square: then you can turn and run if they go past.",
                "Why do you stand side-on when you jockey?",
                (
                    "the attacker walks without a ball",
                    "the attacker dribbles slowly",
                    "the defender must show the attacker to their weaker foot",
                ),
                [
                    ("Face", "Stand 3 m from your partner.", "stand"),
                    ("Jockey", "Side-on, low, back off.", "jockey"),
                    ("Show", "Push them to one side.", "side-step"),
                ],
            ),
            "skill": part(
                "Skill: Marking and Tracking a Runner",
                "Track your runner so the pass cannot reach them, then jockey if they get the ball.",
                _plan(
                    12,
                    "a ball per three, 4 cones per channel",
                    "Channels 15 m long; a passer at one end, a runner and a defender in the channel.",
                    "Tackle from the front only, and only when the ball is close to the attacker's feet.",
                ),
                "The runner tries to get free and receive a pass, then dribble over the far line. The "
                "defender tracks the runner (stays goal-side and close), tries to intercept, and if the "
                "runner receives, jockeys and waits for a heavy touch to tackle. Five goes, then rotate.",
                "Goal-side and ball-side: see the ball and your runner at the same time.",
                "How did tracking your runner stop the pass?",
                (
                    "the runner walks",
                    "the runner jogs and may dodge",
                    "the defender must win the ball, not just stop the run",
                ),
                [
                    ("Track", "Stay with the runner, goal-side.", "run"),
                    ("Jockey", "They receive: side-on and low.", "jockey"),
                    ("Win it", "Tackle on a heavy touch.", "pass-side-foot"),
                ],
            ),
            "application": part(
                "Game: End Zone Defend the Line",
                "Four against four. Defenders track their runner; win the ball and dribble it over halfway.",
                _plan(
                    15,
                    "2 pitches of 25 x 20 m with end zones, a ball per pitch, bibs in 2 colours",
                    "Two pitches side by side; each defender is given an attacker to track.",
                    "No slide tackles and no tackling from behind; stop the ball with the sole on the whistle.",
                ),
                "Attackers score by dribbling into the end zone. Defenders each track one attacker; the "
                "nearest one to the ball jockeys and the others drop back to close the space in front of "
                "the end zone. Defenders score two points for winning the ball and dribbling over halfway. "
                "Swap roles every four minutes.",
                "One goes to the ball, the rest get back between the ball and the end zone.",
                "What did the defenders who were not near the ball do?",
                (
                    "three attackers against four defenders",
                    "four against four",
                    "defenders score only if they win it in the attackers' half",
                ),
                [
                    ("Find your runner", "Stand goal-side of the attacker you track.", "side-step"),
                    ("Close down", "Nearest defender jockeys.", "jockey"),
                    ("Get back", "Others close the space.", "run"),
                ],
            ),
            "review": part(
                "Review: Close the Door",
                "Show me with your team how you closed the door to your end zone.",
                _plan(5, "one pitch", "Teams of four stand in their defending end.", "Walk only."),
                "The teacher walks a ball towards each team in turn. The team shows the shape: one player "
                "jockeys, the others close the space behind. The class says whether the door is open (a gap) "
                "or closed.",
                "Point to the gaps: a defender behind the ball closes them.",
                "Which space did your team need to close first?",
                (
                    "show the jockey",
                    "show the whole team's shape",
                    "show the shape and say who tracks whom",
                ),
                [
                    ("Ball comes", "Teacher walks the ball in.", "teacher"),
                    ("Jockey", "Nearest defender goes.", "jockey"),
                    ("Close", "The others fill the gaps.", "mark-player"),
                ],
            ),
            "alt": part(
                "Game: Stuck in the Mud Trackers",
                "Dribblers try to reach the far side; trackers close them down and freeze them with a tackle.",
                _plan(
                    15,
                    "a ball per dribbler, bibs for 4 trackers, 8 cones",
                    "A 20 x 20 m square; dribblers start on one side, trackers in the middle.",
                    "A freeze is a fair tackle or a touch of the ball, never a push or a kick at legs.",
                ),
                "Dribblers cross the square to score. Trackers freeze a dribbler by touching their ball: the "
                "dribbler stands with a sole on the ball and is freed by a dribbler passing the ball to them. "
                "Trackers work in pairs: one jockeys, one cuts off the space. Change trackers every crossing.",
                "Trackers, work as a pair: one slows the dribbler, one blocks the space.",
                "How did working as a pair make freezing easier?",
                (
                    "two trackers",
                    "four trackers in pairs",
                    "four trackers, and a frozen dribbler can be freed only by a pass",
                ),
                [
                    ("Cross", "Dribblers set off.", "dribble-feet"),
                    ("Close down", "Trackers jockey.", "jockey"),
                    ("Frozen", "Sole on the ball until freed.", "foot-on-ball"),
                ],
            ),
        },
    ),
    5: lesson(
        "Team Talk",
        "To encourage teammates by name and praise a good pass, not just a score.",
        [
            "Call a name before you pass",
            "Praise the pass, the run or the tackle, not only the score",
            "After a mistake, say 'next one' and get back in position",
        ],
        "A ball per pair, 30 cones, bibs in 2 colours, a clipboard and pencil per pitch.",
        "Pairs and fours in grids for the warm-up and skill; 4 v 4 on two pitches with a pupil observer each.",
        "Model the words: 'Good pass, Amir!' 'Next one, Lily.' Write three praise phrases on the board and "
        "ban 'you're rubbish'.",
        ["encourage", "praise", "name", "team"],
        "Praise someone at home by name for something they did well today, and tell them what it was.",
        {
            "warmup": part(
                "Warm-up: Name and Pass",
                "Call your partner's name, pass and say one kind word when they pass back.",
                _plan(
                    8,
                    "a ball per pair, 8 cones",
                    "A 20 x 20 m square; pairs move around it.",
                    "Pass only when your partner is looking at you.",
                ),
                "Pairs jog and pass along the ground. Before each pass, the passer calls the partner's name; "
                "after a good pass, the receiver says 'thanks, [name]' or 'great pass'. Then fours: call a name "
                "from the group and pass to them.",
                "Call, then pass: the name gets your teammate ready.",
                "How did hearing your name help you receive the ball?",
                (
                    "pairs standing still",
                    "pairs on the move",
                    "fours, calling a name before every pass",
                ),
                [
                    ("Call", "Say your partner's name.", "hand-up-call"),
                    ("Pass", "Inside of the foot.", "pass-side-foot"),
                    ("Praise", "'Great pass!'", "wave"),
                ],
            ),
            "skill": part(
                "Skill: Passing with a Call",
                "Pass round your square, calling names, and praise the best pass of each round.",
                _plan(
                    12,
                    "a ball per four, 4 cones per square",
                    "10 x 10 m squares, a player on each corner.",
                    "Stay on your corner; passes along the ground.",
                ),
                "Fours pass round the square and across it, calling the name before each pass. After each "
                "round of one minute, the group chooses the best pass and says why (weight, aim, the call). "
                "Add a defender in the middle for the last two rounds.",
                "Praise the detail: 'good weight', 'on my foot', 'great call'.",
                "What makes a pass worth praising?",
                (
                    "no defender, stop the ball first",
                    "a defender who walks",
                    "a defender who jogs and two touches only",
                ),
                [
                    ("Corners", "One player on each corner.", "stand"),
                    ("Call and pass", "Name, then pass.", "pass-side-foot"),
                    ("Best pass", "Choose it and say why.", "pair"),
                ],
            ),
            "application": part(
                "Game: End Zone Shout Outs",
                "Play four against four. Your team earns a bonus point every time someone praises a teammate by name.",
                _plan(
                    15,
                    "2 pitches of 25 x 20 m with end zones, a ball, bibs, a clipboard per pitch",
                    "Two pitches; one pupil from each team sits out in turn as observer with the clipboard.",
                    "Observers sit behind the side line, not on the pitch.",
                ),
                "Play the end-zone game with all the rules so far. The observer tallies every time a player "
                "praises a teammate by name ('great run, Zak!'). A score is one point; every three tallies "
                "is a bonus point. Swap the observer every three minutes.",
                "Encourage straight after a mistake as well as after a good pass.",
                "How did the shout outs change how your team played?",
                (
                    "any kind word counts",
                    "praise must use a name",
                    "praise must use a name and say what was good",
                ),
                [
                    ("Observer", "Tally the praise.", "sit"),
                    ("Play", "Dribble, pass and defend.", "dribble-feet"),
                    ("Shout out", "'Great pass, Amir!'", "wave"),
                ],
            ),
            "review": part(
                "Review: Praise Tally",
                "Listen to your observer's tally. Who was praised, and what for?",
                _plan(
                    5,
                    "the clipboards",
                    "Teams sit with their observer.",
                    "Cool down first with a slow walk round the pitch.",
                ),
                "Observers read out the tally and one praise they heard. Each pupil tells a teammate one thing "
                "they did well. The teacher asks which words helped most after a mistake.",
                "Celebrate praise of passes, runs and tackles, not just of scores.",
                "Which words helped your team most after a mistake?",
                (
                    "say one kind word to a teammate",
                    "praise a teammate by name for one thing",
                    "praise a teammate and give them one helpful tip",
                ),
                [
                    ("Cool down", "Walk a slow lap.", "run"),
                    ("Tally", "Hear your observer.", "teacher"),
                    ("Praise", "Tell a teammate what they did well.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Team Cheer",
                "Dribble the balls home. Your team cheers each raider by name, and silence costs a ball.",
                _plan(
                    15,
                    "4 hoops in the corners, 12 balls in the middle, bibs in 4 colours",
                    "A 20 x 20 m square; four teams of 4-6, one per corner.",
                    "One raider per team at a time; wait behind the hoop.",
                ),
                "One raider at a time dribbles a ball home from the middle or from another team's hoop. The "
                "waiting team must cheer their raider by name; if the teacher hears a team go silent, that "
                "team puts one ball back. Each team also chooses one raider to praise for a clever raid at "
                "the end.",
                "Cheer the raider on by name the whole way, win or lose the ball.",
                "How did it feel to be cheered by name?",
                (
                    "raid only from the middle",
                    "raid from the middle and other hoops",
                    "a defender from each team may guard its hoop",
                ),
                [
                    ("Raid", "Dribble to the middle.", "dribble-feet"),
                    ("Cheer", "Team cheers by name.", "wave"),
                    ("Home", "Stop the ball in your hoop.", "foot-on-ball"),
                ],
            ),
        },
    ),
    6: lesson(
        "Class Cup",
        "To use width, depth and team defending, and encourage each other, in a class cup.",
        [
            "Attack wide and deep",
            "Defend together: track and close the space",
            "Encourage by name and shake hands at the end",
        ],
        "A ball per pitch, 40 cones, bibs in 4 colours, a results board, one clipboard per pitch.",
        "Three end-zone pitches of 25 x 20 m; six teams of four or five play a round robin.",
        "Give each team a captain who leads the warm-up and chooses the team's player of the match. Keep "
        "games short (4 minutes) so every team plays three.",
        ["cup", "captain", "tactic", "sportsmanship"],
        "Tell someone at home your team's plan in attack and in defence, and who was your player of the match.",
        {
            "warmup": part(
                "Warm-up: Captains' Ball Mastery",
                "Your captain leads the team through the ball mastery moves and a passing triangle.",
                _plan(
                    8,
                    "a ball per pupil, 12 cones",
                    "Each team in its own 10 x 10 m grid.",
                    "Captains check the space is clear before each move.",
                ),
                "Captains lead 30 seconds each of toe taps, sole rolls and inside touches, then a triangle "
                "passing round of one minute calling names. The teacher visits each grid and checks heads are "
                "up.",
                "Captains, look for heads up and light touches.",
                "What does a good warm-up for a feet game need?",
                (
                    "the teacher calls the moves",
                    "captains call the moves",
                    "captains choose and demonstrate a move of their own",
                ),
                [
                    ("Captain leads", "Follow your captain's call.", "teacher"),
                    ("Moves", "Toe taps, sole rolls, touches.", "hop"),
                    ("Triangle", "Pass round, calling names.", "pass-side-foot"),
                ],
            ),
            "skill": part(
                "Skill: Attack and Defend, Three against Two",
                "Three attackers use width and depth; two defenders track and close. Then swap.",
                _plan(
                    12,
                    "a ball per team, 4 cones per grid",
                    "15 x 10 m grids with an end line to dribble over.",
                    "Tackle from the front only; stop on the whistle.",
                ),
                "Three attack, two defend. Attackers score by dribbling over the end line; defenders score by "
                "winning the ball and passing it back to the teacher or captain at the start. Five attacks, "
                "then swap roles. Captains remind the team of its plan.",
                "Attackers, make the triangle; defenders, one presses, one covers.",
                "What was your team's plan in attack and in defence?",
                (
                    "three against one",
                    "three against two",
                    "three against two, two touches each",
                ),
                [
                    ("Triangle", "Attackers wide and deep.", "run"),
                    ("Press and cover", "One presses, one covers.", "jockey"),
                    ("Score", "Dribble over the line.", "dribble-feet"),
                ],
            ),
            "application": part(
                "Game: End Zone Cup",
                "Play three short games against different teams. Win points for scores, tackles and praise.",
                _plan(
                    15,
                    "3 pitches of 25 x 20 m with end zones, 3 balls, bibs, a results board",
                    "Three pitches in a row, 3 m apart; six teams play three 4-minute games.",
                    "Spare players wait behind the side line; no slide tackles.",
                ),
                "4 v 4 end-zone games with all the unit's rules. Three points for a win, one for a draw and "
                "one bonus point, given by the resting team's observer, for the team that encouraged each "
                "other best. Teams rotate on the whistle; captains take results to the board.",
                "Keep your shape: wide and deep with the ball, goal-side without it.",
                "What did your team do better in the last game than in the first?",
                (
                    "play four against three for a team that is short",
                    "four against four with all the rules",
                    "a score counts double after a pass from a wide player",
                ),
                [
                    ("Kick-off", "Captains shake hands.", "wave"),
                    ("Play", "Attack wide, defend together.", "dribble-feet"),
                    ("Results", "Captains report to the board.", "teacher"),
                ],
            ),
            "review": part(
                "Review: Cup Reflections",
                "With your team, choose your player of the match and say what they did.",
                _plan(
                    5,
                    "the results board",
                    "Teams sit together by the board.",
                    "Cool down with slow stretches of the thighs and calves first.",
                ),
                "Captains announce the player of the match with one reason (a run into width, a track back, "
                "praise for others). The teacher reads the results, then asks what the class can do now that "
                "it could not in Year 3.",
                "Connect answers back to width, depth, tracking and encouraging.",
                "What have you learned this unit that you did not know in Year 3?",
                (
                    "choose a player of the match",
                    "choose and give a reason",
                    "say one team target for the next unit",
                ),
                [
                    ("Stretch", "Cool down slowly.", "lean"),
                    ("Choose", "Player of the match.", "pair"),
                    ("Tell", "Share the reason.", "teacher"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Cup Challenge",
                "Every team raids and defends at once. The most balls at the end wins the cup.",
                _plan(
                    15,
                    "4 hoops in the corners, 12 balls in the middle, bibs in 4 colours",
                    "A 25 x 25 m square; four teams, one per corner.",
                    "One defender per team stays at its hoop and tackles from the front only.",
                ),
                "Each team has two raiders and one defender at a time. Raiders dribble balls home from the "
                "middle or other hoops, and may pass to each other. Defenders track raiders near their hoop "
                "and win balls back. Rotate roles every minute; teams cheer each other by name.",
                "Raiders work as a pair, one wide; defenders close the space to the hoop.",
                "How did your team share the jobs of raiding and defending?",
                (
                    "raiders take from the middle only",
                    "raiders take from anywhere",
                    "a ball from another hoop must be passed once before it goes home",
                ),
                [
                    ("Raiders", "Two raiders go out.", "dribble-feet"),
                    ("Defender", "Guard your hoop.", "jockey"),
                    ("Count", "Most balls wins.", "foot-on-ball"),
                ],
            ),
        },
    ),
}

# Lesson 1's own ways to join in and to be more active (every pupil has a ball, so nobody
# queues: the more active line raises the demand instead).
LESSON_1_ADAPTATIONS = {
    "warmup": ("Sit on the floor for the toe taps and sole rolls, or use a larger, softer ball.",
               "Do each move on the spot, then while travelling slowly round the square."),
    "skill": ("Walk the dribble with a larger ball and fewer hoops in your part of the square.",
              "Dribble with the weaker foot only, and turn on each number called, not only on 'turn!'."),
    "application": ("Dribble inside a 'safe' hoop for a count of five when you need a rest from the taggers.",
                    "Be a tagger who also dribbles a ball: tag only while your ball stays close."),
    "review": ("Point to the bib's colour instead of shouting it, dribbling at walking pace.",
               "Call the colour and the number of fingers the teacher holds up at the same time."),
    "alt": ("Carry the ball to the middle and dribble only the way home, or raid with a partner.",
            "Raid with the weaker foot only and stop the ball in the hoop with the sole every time."),
}  # fmt: skip
for _key, (_joining, _active) in LESSON_1_ADAPTATIONS.items():
    LESSONS[1]["parts"][_key].update(joining_in=_joining, more_active=_active)

# Lessons 2-6: each part's own ways to join in and to be more active (balls per pupil, pair or
# four, so the more active line raises the demand rather than splitting a queue).
ADAPTATIONS = {
    (2, "warmup"): ("Walk the gates with a larger, softer ball, and use gates made 2 m wide.",
                    "Go through a gate, then do five toe taps on the ball before finding the next one."),
    (2, "skill"): ("Pass from 4 m to a partner who stops the ball with a hand or a foot, in a shorter channel.",
                   "Dribble back up the channel after each pass, so both partners are always on the ball."),
    (2, "application"): ("Play as a wide attacker the defender may not tackle, or dribble at walking pace.",
                         "After a score, the attackers jog back to the start line with the ball at their feet."),
    (2, "review"): ("Show thumb or flat hand with a buddy, and point to where the pass should go.",
                    "Stand and answer with your feet: a dribble on the spot for 'dribble', a side-step for 'pass'."),
    (2, "alt"): ("Play as a winger with no touch limit, in a wider channel, or in a pair sharing a wing.",
                 "Wingers run the length of their channel with each attack, even when the ball is on the other wing."),
    (3, "warmup"): ("Stand in a smaller triangle 3 m apart, and stop the ball before each pass.",
                    "Every player moves to a new spot after every pass, not only on 'move'."),
    (3, "skill"): ("Be an attacker with a 12 x 12 m grid and a defender who only walks.",
                   "Count two passes, then the defender may change: everyone swaps role every minute."),
    (3, "application"): ("Play in the middle lane with a buddy, or as a fifth attacker who is never tackled.",
                         "On each whistle, every attacker moves to a different lane before the next pass."),
    (3, "review"): ("Point to the line or triangle from the side, or walk a player to a new spot with a buddy.",
                    "The watchers stand and step into the shape themselves on 'snapshot', then sit."),
    (3, "alt"): ("Score through any gate with a pass as well as a dribble, or play in a pair with a buddy.",
                 "After a score, the scoring team jogs back to its own end line before the restart."),
    (4, "warmup"): ("Jockey a partner who walks with no ball, using a hand on the hip to stay side-on.",
                    "The attacker changes direction every three touches, and the defender follows for 20 seconds."),
    (4, "skill"): ("Defend a runner who walks, in a shorter channel, or track with a buddy beside you.",
                   "The passer joins in after the pass to make it two against one, then the pupils rotate."),
    (4, "application"): ("Track a named attacker at walking pace, or defend in a pair beside a buddy.",
                         "Defenders who win the ball dribble it over halfway, then all jog to their starting spots."),
    (4, "review"): ("Show the jockey with a buddy, or point to the gap from the side.",
                    "Show the shape three times as the ball moves left, right and centre."),
    (4, "alt"): ("Dribble with a larger ball, or be freed by any team-mate's touch on your ball.",
                 "Frozen dribblers do toe taps on their ball until they are freed."),
    (5, "warmup"): ("Pass to a partner 3 m away while standing still, with a larger, softer ball.",
                    "After each 'thanks', the receiver dribbles five touches into a new space before passing."),
    (5, "skill"): ("Stand on a corner of a smaller square, stop the ball, then call and pass.",
                   "Pass and run to follow the ball to the next corner, so the four keep moving round."),
    (5, "application"): ("Be the observer for a longer turn with the clipboard, or play with a buddy.",
                         "After every score, both teams jog to touch their own end line before the restart."),
    (5, "review"): ("Tell a team-mate your praise with a thumbs-up and their name, or write it down.",
                    "Praise three team-mates, each for a different thing, while you walk round the pitch."),
    (5, "alt"): ("Raid with a partner, or carry the ball in your hands from the middle to home.",
                 "Waiting players cheer while jogging on the spot, and raiders sprint back after every raid."),
    (6, "warmup"): ("Do the moves sitting on the floor, or with a larger, softer ball.",
                    "Add a jog round the grid between each set of moves."),
    (6, "skill"): ("Attack in a three against one, or play wide where you may not be tackled.",
                   "Swap roles after every attack, not every five, and start at once with the ball."),
    (6, "application"): ("Join a team as a fifth player who may not be tackled, or play the first minute walking.",
                         "Resting teams dribble and pass in pairs along the side line while they watch."),
    (6, "review"): ("Choose the player of the match with a buddy, or write their name on the board.",
                    "Captains read the result while the class stretches standing, then jog a last lap."),
    (6, "alt"): ("Raid with a partner, or guard from inside your hoop, tackling only balls within reach.",
                 "Raiders who get a ball home sprint back out straight away; defenders swap every 30 seconds."),
}  # fmt: skip
for (_n, _key), (_joining, _active) in ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)
