"""Core PE, Year 5, Unit 1A: Invasion, through netball. Six lessons of End Zone Netball
(4v4 and 5v5, a point for a catch in the end zone): shoulder and bounce passes, getting
free, the give-and-go, winning the ball back and a planned centre pass, ending in a
festival. Netball footwork throughout: land, pivot, pass within three seconds, defend from
one metre, no contact."""

from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "p5u1a-invasion"
UNIT = {
    "strapline": "Pass, get free and win it back: End Zone Netball, 4v4 building to 5v5.",
    "cog_text": "Pupils learn that the team with the ball spreads out to make space and the team without it "
    "closes the space, and that a pass into space beats a defender.",
    "purpose": "Year 5 pupils play End Zone Netball, a netball game where a catch in the end zone scores: "
    "they pass with the shoulder and bounce pass to a moving teammate, get free with a dodge and the "
    "give-and-go, switch from attack to defence at once and plan a centre pass set play.",
    "vocab": [
        ("Possession", "Your team has the ball; keep it by passing to a free teammate."),
        ("Landing foot", "The first foot down when you catch: it stays put while you pivot."),
        ("Pivot", "Turning on the landing foot while the other foot steps around it."),
        ("Give-and-go", "Pass, then sprint into space for the return pass."),
        ("Turnover", "When your team loses the ball and must defend at once."),
        ("Set play", "A planned move the team has practised for a restart."),
    ],
}

# Netball movements nobody had drawn (joints as figures.STAND, 240 x 160).
POSES = {
    # Throwing arm cocked high behind the head, other arm pointing at the target, front foot forward.
    "netball-shoulder-pass": {"le": (102, 64), "lh": (80, 58), "re": (140, 48), "rh": (150, 26),
                              "lk": (106, 120), "lf": (96, 146), "rk": (132, 120), "rf": (142, 146)},
    # Both arms pushed down and forward at the floor, knees bent, a step in.
    "netball-bounce-pass": {"head": (110, 42), "neck": (113, 58), "hip": (122, 98), "le": (100, 78),
                            "lh": (82, 100), "re": (106, 80), "rh": (86, 104), "lk": (106, 120),
                            "lf": (96, 146), "rk": (136, 122), "rf": (144, 146)},
    # Defender one metre away: arms up and wide, knees bent, on the toes.
    "marker-arms-up": {"hip": (120, 98), "le": (100, 50), "lh": (86, 28), "re": (140, 50), "rh": (154, 28),
                     "lk": (98, 120), "lf": (90, 146), "rk": (142, 120), "rf": (150, 146)},
    # Holding the ball at the chest on the landing foot, the other foot stepping round.
    "netball-pivot": {"le": (104, 78), "lh": (114, 68), "re": (136, 78), "rh": (126, 68), "lk": (116, 120),
                      "lf": (114, 146), "rk": (138, 116), "rf": (160, 136)},
    # Leaping sideways across a passing lane with both hands reaching for the ball.
    "netball-intercept": {"head": (142, 42), "neck": (134, 56), "hip": (116, 94), "le": (152, 46),
                          "lh": (172, 30), "re": (154, 56), "rh": (178, 44), "lk": (124, 118), "lf": (138, 140),
                          "rk": (104, 118), "rf": (90, 140)},
}  # fmt: skip

# One pitch per 8-10 pupils; every game below uses the same pitches.
PITCH = (
    "Mark out three pitches side by side, each about 20 m long and 12 m wide (a netball court's width), "
    "with a 2 m end zone of cones across each end."
)
RULES = (
    "Netball footwork: no running with the ball; land, pivot on the landing foot and pass within three "
    "seconds. Defenders stay a big step (1 m) from the ball and never touch or snatch it."
)

LESSONS = {
    1: lesson(
        "Shoulder Pass, Bounce Pass",
        "To send a shoulder pass and a bounce pass to a teammate who is moving into space.",
        [
            "Step towards your target as you pass",
            "Shoulder pass goes high and far; bounce pass goes low and short",
            "Aim in front of a moving teammate, not at them",
        ],  # fmt: skip
        "15 size 4 netballs (one between two), 30 cones, 4 sets of bibs in 2 colours, a whistle.",
        "Pairs 5 m apart for the skill; three 20 m x 12 m pitches with end zones for the game, 4v4 or 5v5 "
        "with a rolling substitute.",
        "Demonstrate both passes with a confident pupil first; say 'high and far' and 'low and short' out loud "
        "so the class hears the difference.",
        ["shoulder pass", "bounce pass", "landing foot", "pivot", "end zone"],
        "Against a wall at home, do 20 shoulder passes and 20 bounce passes, stepping towards the wall each time.",
        {
            "warmup": part(
                "Warm-up: Land and Pivot",
                "Jog, jump-stop on the whistle, land on one foot and pivot to face a new way!",
                "Time: 8 min. Equipment: a whistle, 8 cones. Set out: the cones mark a 20 m square. "
                "Organisation: the whole class spread out in the square. Safety: look up and jog into spaces; "
                "land with bent knees.",
                "Pupils jog in and out of each other. One whistle: jump, land on one foot (the landing foot) "
                "and freeze. Two whistles: pivot a quarter turn on the landing foot, the other foot stepping "
                "round, then jog on. Finish with one minute of skips, side-steps and high knees.",
                "Land on the ball of the foot with a bent knee; the landing foot stays glued while you turn.",
                "Which foot stays on the floor when you pivot, and why can't it move?",
                (
                    "land on two feet, then pivot",
                    "land on one foot and pivot a quarter turn",
                    "land on the foot the teacher calls (left or right) and pivot a half turn",
                ),
                [
                    ("Jog", "Jog into the spaces, eyes up.", "run"),
                    ("Land", "Whistle: land on one foot and freeze.", "land"),
                    ("Pivot", "Turn on the landing foot; the other foot steps round.", "netball-pivot"),
                ],
            ),
            "skill": part(
                "Skill: Shoulder and Bounce Pass",
                "Send a shoulder pass high and far, and a bounce pass low and short, to your partner.",
                "Time: 15 min. Equipment: one netball between two. Set out: pairs face each other 5 m apart in "
                "lines across the hall or playground, all passing the same way. Organisation: pairs; the "
                "teacher demonstrates each pass, then pupils practise 10 of each. Safety: leave 3 m between "
                "pairs; only pass when your partner is looking.",
                "Shoulder pass: ball held in the throwing hand beside and above the shoulder, other hand "
                "pointing at the partner, step forward on the opposite foot and push the ball through. Bounce "
                "pass: ball at the chest in two hands, step and push it down so it bounces two-thirds of the way "
                "to the partner and comes up to their waist. Then the catcher starts jogging sideways and the "
                "passer aims in front of them.",
                "Step as you pass; follow through with the fingers pointing at the target; bounce it nearer "
                "your partner than you.",
                "When would a bounce pass beat a defender better than a shoulder pass?",
                (
                    "3 m apart, partner standing still",
                    "5 m apart, partner jogging sideways for the pass",
                    "7 m apart with a defender between you who may intercept a loose pass",
                ),
                [
                    ("Shoulder pass", "Ball up by the shoulder, point, step and push.", "netball-shoulder-pass"),
                    ("Bounce pass", "Push it down two-thirds of the way.", "netball-bounce-pass"),
                    ("Catch", "Hands up, fingers spread, pull it in.", "catch"),
                ],
            ),
            "application": part(
                "Game: End Zone Netball 4v4",
                "Score a point when a teammate catches your pass inside the end zone!",
                f"Time: 20 min. Equipment: a netball and 2 sets of bibs per pitch, cones. Set out: {PITCH} "
                "Organisation: 4v4 (or 5v5) per pitch; extra pupils come on when a point is scored. Safety: "
                "no contact; defenders stay 1 m from the ball; call 'mine' when going for a loose ball.",
                f"Start with a pass from your own end zone. {RULES} A point is scored when a teammate catches "
                "the ball standing inside the end zone you are attacking. After a point, the other team starts "
                "from their end zone. Play 5-minute games and change opponents.",
                "Spread out: if you are all near the ball, no one is free. Use the shoulder pass to a far "
                "teammate and the bounce pass under a defender's arms.",
                "Which pass helped your team score most, and why?",
                (
                    "defenders may only block, not intercept; 4 seconds to pass",
                    "normal rules: defenders may intercept",
                    "a point only counts after every player on the team has touched the ball",
                ),
                [
                    ("Spread out", "Find a space away from your teammates.", "run"),
                    ("Pass", "Pivot, then pass to the free player.", "netball-shoulder-pass"),
                    ("Score", "Catch it inside the end zone.", "catch"),
                ],
            ),
            "review": part(
                "Review: Which Pass When?",
                "Show me with your hands: high or low? I will tell you what the defender is doing.",
                "Time: 5 min. Equipment: one netball. Set out: the class sits in a semicircle facing two "
                "pupils and a 'defender'. Organisation: whole class. Safety: demonstrators pass gently.",
                "The defender puts their arms up high (class shows 'low': a bounce pass), then crouches low "
                "(class shows 'high': a shoulder pass). Two pupils then explain the step and the aim of each pass.",
                "Listen for 'step towards the target' and 'aim in front of a moving player'.",
                "Where did you aim when your teammate was running?",
                (
                    "name one pass and show it",
                    "name both passes and say when to use each",
                    "coach a partner's pass with one tip",
                ),
                [
                    ("Arms high", "The defender reaches up: go low.", "marker-arms-up"),
                    ("Bounce it", "Show the bounce pass action.", "netball-bounce-pass"),
                    ("Tell", "Tell a partner when you would use each.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Passing",
                "Take a ball from the nest and pass it home: no running with the ball!",
                "Time: 20 min. Equipment: 12 balls (netballs or foam), 4 hoops, 16 cones. Set out: a hoop "
                "'nest' full of balls in the centre of a 20 m square and a team hoop in each corner. "
                "Organisation: four teams of 7-8. Safety: one runner per team at a time; roll spare balls out "
                "of the way.",
                "One runner from each team goes to the nest and takes a ball. Teammates spread out between the "
                "nest and the corner. The ball must travel home by shoulder or bounce passes only, and the last "
                "catcher places it in the team hoop. A dropped ball goes back to the nest. Most balls after "
                "3 minutes wins; change runners every ball.",
                "Move to a space where the passer can see you; call their name and show your hands.",
                "How did your team make the passing chain shorter and safer?",
                (
                    "balls may also be carried the last 3 m",
                    "passes only, any pass",
                    "alternate shoulder and bounce passes, and one defender guards the nest",
                ),
                [
                    ("Take one", "Runner takes a ball from the nest.", "crouch"),
                    ("Pass it on", "Shoulder or bounce pass along the chain.", "netball-bounce-pass"),
                    ("Home", "Place it in your team's hoop.", "stand"),
                ],
            ),
        },
    ),
    2: lesson(
        "Get Free",
        "To dodge and lead into space, and pass to a teammate as they arrive there.",
        ["Dodge one way, then sprint the other", "Lead into space and show your hands", "Pass early, in front"],
        "15 netballs, 30 cones, bibs in 2 colours, 12 floor spots, a whistle.",
        "Groups of three (passer, attacker, defender) in 8 m channels; then the three End Zone pitches.",
        "Shadow the move yourself: step, push off, sprint. Pupils copy the timing before adding a ball.",
        ["dodge", "lead", "space", "timing", "marker"],
        "Play shadow with someone at home: they follow you and you try to lose them with a dodge.",
        {
            "warmup": part(
                "Warm-up: Lose Your Shadow",
                "Try to lose your shadow with a sharp dodge, then swap roles!",
                "Time: 8 min. Equipment: cones marking a 20 m square, a whistle. Set out: the whole area "
                "in use. Organisation: pairs, one leader and one shadow. Safety: shadows stay an arm's length "
                "behind; no pushing or pulling.",
                "The leader jogs and suddenly changes direction with a dodge (step one way, push off, go the "
                "other). The shadow tries to stay close. On the whistle both freeze: if the shadow can touch the "
                "leader's shoulder, the shadow scores. Swap every minute.",
                "Sell the fake: a real step and a lean one way, then a hard push off the outside foot.",
                "What made your dodge fool your shadow?",
                (
                    "walk, with the leader changing direction on the teacher's clap",
                    "jog, leader chooses when to dodge",
                    "leader must dodge twice in 5 seconds and finish in a space",
                ),
                [
                    ("Jog", "Leader jogs, shadow follows.", "run"),
                    ("Fake", "Step and lean one way.", "dodge"),
                    ("Go", "Push off and sprint the other way.", "side-step"),
                ],
            ),
            "skill": part(
                "Skill: Dodge and Lead",
                "Get away from your marker with a dodge and lead into space for the pass.",
                "Time: 15 min. Equipment: a netball and 2 cones per group of three. Set out: 8 m channels "
                "side by side, a cone at each end. Organisation: a passer at one end, an attacker and a "
                "defender in the channel; swap roles after 5 goes. Safety: defender stays a step away and "
                "does not touch; pass only when the channel is clear.",
                "The defender stands beside the attacker. The attacker dodges (fake one way, push off the "
                "outside foot) and leads towards the passer with hands up. The passer sends a shoulder or "
                "bounce pass in front of the attacker. The attacker lands, pivots to face the far cone and "
                "the defender counts how many catches they stopped.",
                "Attacker: change of speed matters more than speed. Passer: pass as the lead starts, into "
                "the space ahead, not to where the attacker is now.",
                "When is the best moment to pass to a leading player?",
                (
                    "the defender only walks and may not intercept",
                    "the defender moves at full speed but keeps 1 m away",
                    "the defender may intercept, and the attacker must also dodge back for a second pass",
                ),
                [
                    ("Dodge", "Fake one way, push off the other.", "dodge"),
                    ("Lead", "Sprint into space, hands up.", "run"),
                    ("Land", "Catch, land and pivot to face up.", "netball-pivot"),
                ],
            ),
            "application": part(
                "Game: End Zone Four Passes",
                "Four passes, then score in the end zone: keep getting free to make them!",
                f"Time: 20 min. Equipment: a netball and bibs per pitch, cones. Set out: {PITCH} "
                "Organisation: 4v4 or 5v5 with a rolling substitute. Safety: no contact; a defender stays "
                "1 m from the ball; stop on the whistle.",
                f"As End Zone Netball, but the team needs four passes in a row before an end-zone catch "
                f"scores. {RULES} A dropped ball or an interception goes to the other team, who start their "
                "count from zero. Play 5-minute games.",
                "Everyone without the ball is leading or making space for someone else to lead; stand still "
                "and your marker wins.",
                "How did your team get the four passes when the defenders were close?",
                (
                    "three passes, and defenders start from their own end zone",
                    "four passes, defenders mark a player each",
                    "five passes, and a pass back to the last passer does not count",
                ),
                [
                    ("Dodge", "Lose your marker.", "dodge"),
                    ("Lead", "Lead into space for the pass.", "run"),
                    ("Count", "Shoulder pass: that's four!", "netball-shoulder-pass"),
                ],
            ),
            "review": part(
                "Review: Freeze and Spot the Space",
                "Freeze! Point to the biggest space on the pitch. Who should lead into it?",
                "Time: 5 min. Equipment: one game's bibs and ball. Set out: one pitch; the rest of the class "
                "sits along its side. Organisation: one team of 4 plays 4 defenders for a minute. Safety: "
                "players walk the replay.",
                "The teacher freezes the game. Watchers point at the biggest space and name who should lead "
                "into it and when the pass should go. The players walk the move to test the answer.",
                "Praise answers that link the dodge, the lead and the timing of the pass.",
                "Who was free, and what did they do to get free?",
                (
                    "point to a space",
                    "say who should lead into the space",
                    "explain the dodge, the lead and when the pass should go",
                ),
                [
                    ("Freeze", "Whistle: everyone stops.", "stand"),
                    ("Point", "Where is the space?", "teacher"),
                    ("Walk it", "Walk the lead and the pass.", "run"),
                ],
            ),
            "alt": part(
                "Game: Stuck in the Mud Netball",
                "If you are stuck, a teammate frees you with a pass you catch!",
                "Time: 15 min. Equipment: 6 netballs, 4 bibs, cones marking a 20 m square. Set out: one "
                "square per half-class. Organisation: 4 taggers in bibs per half-class; six free players each "
                "start with a ball. Safety: tag gently on the back or shoulder; no running with the ball, so "
                "ball-holders stand still.",
                "Taggers tag players who have no ball; a tagged player is stuck with legs apart and hands up. "
                "A player with a ball frees them by passing it to them: a caught pass frees them and they now "
                "hold the ball. Players with a ball cannot be tagged but must pass within three seconds. "
                "Change taggers every 2 minutes.",
                "Stuck players: show your hands as a target. Free players: dodge and lead to get a pass.",
                "How did a dodge help you get the ball before a tagger reached you?",
                (
                    "two taggers; five seconds to pass",
                    "four taggers; three seconds to pass",
                    "four taggers and only bounce passes free a stuck player",
                ),
                [
                    ("Dodge", "Dodge away from the tagger.", "dodge"),
                    ("Stuck", "Tagged: stand with hands up.", "catch"),
                    ("Free", "A bounce pass frees a teammate.", "netball-bounce-pass"),
                ],
            ),
        },
    ),
    3: lesson(
        "Give and Go",
        "To beat a defender with the give-and-go in a 3v2, and turn to defend the moment the ball is lost.",
        ["Pass and sprint straight into space", "Make the defender choose", "Lose it? Mark up at once"],
        "15 netballs, 30 cones, bibs in 3 colours, a whistle.",
        "Groups of five (three attackers, two defenders) in 15 m channels; then 3v2 waves on the three pitches.",
        "Walk through the give-and-go with three pupils before anyone runs it; the 'go' is the part they forget.",
        ["give-and-go", "overload", "3v2", "turnover", "mark up"],
        "Draw a give-and-go on paper with arrows: one for the pass, one for the run, one for the return.",
        {
            "warmup": part(
                "Warm-up: Triangle Passing on the Move",
                "Pass, then run to a new corner of the triangle: never stand still!",
                "Time: 8 min. Equipment: 3 cones and a netball per group of four. Set out: triangles of cones "
                "6 m apart across the area. Organisation: groups of four, two on one cone. Safety: pass only to a "
                "player who is looking; keep triangles 4 m apart.",
                "Pass to the next cone and follow your pass, running to the back of that cone's queue. After "
                "2 minutes, change direction. Then add: pass and run to the empty cone instead.",
                "Pass and go straight away; run on the outside of the triangle, not through it.",
                "Why does running after your pass help your team?",
                (
                    "walk to the next cone after passing",
                    "jog and use the shoulder pass",
                    "two balls in the triangle at once",
                ),
                [
                    ("Pass", "Shoulder pass to the next cone.", "netball-shoulder-pass"),
                    ("Go", "Run after your pass.", "run"),
                    ("Catch", "Catch, land, pivot to the next cone.", "netball-pivot"),
                ],
            ),
            "skill": part(
                "Skill: Give and Go",
                "Give the ball, go into space, get it back: you have beaten your defender!",
                "Time: 15 min. Equipment: a netball and 4 cones per group of five. Set out: 15 m x 10 m "
                "channels with an end line of cones. Organisation: three attackers start at one end, two "
                "defenders in the middle; swap roles every 4 goes. Safety: defenders stay 1 m from the ball; "
                "no contact.",
                "First walk it: A passes to B, then sprints past the defender into the space; B passes straight "
                "back. Then play it live, 3v2: attackers try to reach the end line with a catch. When a "
                "defender moves to the ball-carrier, the free attacker is open; when they stay back, the "
                "give-and-go runner is open.",
                "Give and go at once: the run starts as the ball leaves your hands. The return pass goes in "
                "front of the runner.",
                "How does having three attackers against two defenders help?",
                (
                    "walk-through against defenders who stand still",
                    "defenders walk, attackers jog",
                    "live 3v2 at full speed in 6 seconds",
                ),
                [
                    ("Give", "Pass to a teammate.", "netball-shoulder-pass"),
                    ("Go", "Sprint past your defender into space.", "run"),
                    ("Get it back", "Catch the return pass.", "catch"),
                ],
            ),
            "application": part(
                "Game: End Zone 3v2 Waves",
                "Three attack, two defend: win it and you attack the other way!",
                "Time: 20 min. Equipment: a netball and bibs per pitch, cones. Set out: the three pitches "
                "with end zones. Organisation: 5 or 6 per pitch, three attackers against two defenders; a "
                "waiting group at each end. Safety: no contact; waiting groups stand behind the end zone.",
                f"Three attackers try to score a catch in the end zone against two defenders. {RULES} If the "
                "defenders win the ball, they turn straight round and attack the other end, and one waiting "
                "player joins them to make three; the attackers who lost it now defend. Count the points each "
                "wave scores.",
                "When the ball is lost, everyone turns into a marker in one second: find a player and mark up.",
                "What did your team do in the first second after losing the ball?",
                (
                    "defenders can only block, not intercept",
                    "full rules, waves as described",
                    "the new attackers have 10 seconds to score after a turnover",
                ),
                [
                    ("3v2", "Three attackers, two defenders.", "run"),
                    ("Win it", "Intercept the pass.", "netball-intercept"),
                    ("Turn", "Lost it? Mark up at once.", "marker-arms-up"),
                ],
            ),
            "review": part(
                "Review: Draw the Give-and-Go",
                "Draw the give-and-go on the floor with your finger: pass, run, return.",
                "Time: 5 min. Equipment: a mini whiteboard or chalk. Set out: groups of five sit together. "
                "Organisation: group talk, then two groups show. Safety: sit away from the equipment.",
                "Groups draw the three arrows (pass, run, return pass) and the two defenders. Ask one group to "
                "walk it through for the class.",
                "Check the run goes past the defender, into space, not to the ball.",
                "What is the one word that makes the give-and-go work?",
                (
                    "draw the pass and the run",
                    "draw the pass, the run and the return",
                    "draw it and show what the runner does if the defender follows",
                ),
                [
                    ("Draw", "Three arrows: pass, run, return.", "sit"),
                    ("Show", "Walk it through.", "run"),
                    ("Explain", "Tell the class why it works.", "pair"),
                ],
            ),
            "alt": part(
                "Game: End Zone Give-and-Go Bonus",
                "Score in the end zone: two points if a give-and-go made it!",
                f"Time: 20 min. Equipment: a netball and bibs per pitch, cones. Set out: {PITCH} "
                "Organisation: 4v4 per pitch; one pupil per pitch is a 'spotter' on the side, swapping each "
                "game. Safety: defenders stay 1 m from the ball; no contact.",
                f"Play End Zone Netball. {RULES} A normal score is one point; if the spotter saw a give-and-go "
                "in the move that scored, it is worth two. When the ball is lost, the team that lost it must all "
                "mark a player before the other team's second pass, or the other team gets a bonus point.",
                "Look for the give-and-go every time you pass; after a turnover, mark the nearest player.",
                "How often did your team try the give-and-go, and did it work?",
                (
                    "spotter gives two points for any pass-and-run",
                    "two points only for a give-and-go",
                    "three points if two give-and-gos happen in one move",
                ),
                [
                    ("Give", "Pass to a teammate.", "netball-bounce-pass"),
                    ("Go", "Run past your marker.", "run"),
                    ("Spot", "Spotter signals two points.", "wave"),
                ],
            ),
        },
    ),
    4: lesson(
        "Win It Back",
        "To switch from attack to defence straight away and deny the other team space.",
        [
            "Ball lost: turn, find, mark",
            "Stand goal-side, between your player and the end zone",
            "Watch the passer's eyes to intercept",
        ],  # fmt: skip
        "15 netballs, 30 cones, bibs in 2 colours, a whistle.",
        "Pairs, then threes for the skill; the three pitches for the game, 4v4 or 5v5.",
        "Shout the switch words (turn, find, mark) with the class until they say them without you.",
        ["marking", "goal-side", "intercept", "deny", "switch"],
        "Watch a few minutes of a netball or football match and count how quickly a team starts defending after "
        "losing the ball.",
        {
            "warmup": part(
                "Warm-up: Mirror Marking",
                "Stay in front of your partner like a mirror and keep them out of your gate!",
                "Time: 8 min. Equipment: 2 cones per pair. Set out: each pair has a 'gate' of two cones 3 m "
                "apart. Organisation: pairs, an attacker and a marker who stands in front of the gate. Safety: "
                "side-step, do not cross feet; no contact.",
                "The attacker side-steps and dodges to try to walk through the gate; the marker mirrors, staying "
                "between the attacker and the gate. 30 seconds, then swap. Then add jogging speed.",
                "Side-step on your toes with knees bent; watch the attacker's hips, not their head.",
                "Where do you stand to stop your player reaching the gate?",
                (
                    "attacker walks",
                    "attacker jogs and dodges",
                    "gate 5 m wide and attacker may use a fake",
                ),
                [
                    ("Ready", "Stand in front of the gate, knees bent.", "land"),
                    ("Mirror", "Side-step with your attacker.", "side-step"),
                    ("Block", "Stay between them and the gate.", "marker-arms-up"),
                ],
            ),
            "skill": part(
                "Skill: Goal-Side Marking",
                "Mark your player goal-side and jump in front of the pass to steal it!",
                "Time: 15 min. Equipment: a netball per group of three, 2 cones. Set out: groups of three in "
                "8 m channels. Organisation: a passer, an attacker and a defender; swap every 5 passes. "
                "Safety: defenders go for the ball, never the player; land on your feet after an interception.",
                "The defender marks the attacker goal-side (between the attacker and the far cone), "
                "watching both the attacker and the passer. The passer may pass after a count of two. The "
                "defender tries to step in front of the attacker and catch or tip the pass. Then the defender "
                "marks the passer from 1 m with arms up to block the pass instead.",
                "Stand a little to the side so you can see the ball and your player; move as the passer's arms "
                "go back, not after the ball is gone.",
                "What clue told you where the pass was going?",
                (
                    "the passer must use a slow shoulder pass",
                    "any pass; the defender starts goal-side",
                    "the defender must also recover to mark if the pass gets through",
                ),
                [
                    ("Goal-side", "Stand between your player and the end.", "marker-arms-up"),
                    ("Read", "Watch the passer's eyes and arms.", "stand"),
                    ("Intercept", "Step across and take the ball.", "netball-intercept"),
                ],
            ),
            "application": part(
                "Game: End Zone Turnover",
                "Lose the ball? Turn, find a player and mark, before they make two passes!",
                f"Time: 20 min. Equipment: a netball and bibs per pitch, cones. Set out: {PITCH} "
                "Organisation: 4v4 or 5v5, each defender marks one player (name your player before the start). "
                "Safety: no contact; defenders stay 1 m from the ball.",
                f"Play End Zone Netball. {RULES} The teacher or a spotter shouts 'turnover!' each time the "
                "ball changes team. If every player of the team that lost it is marking within three seconds, "
                "that team earns a bonus point. An interception that leads to a score is worth two.",
                "Turn, find, mark: the nearest defender goes to the ball, everyone else picks up a player and "
                "stands goal-side.",
                "How long did it take your team to mark up after losing the ball?",
                (
                    "five seconds to mark up for the bonus",
                    "three seconds to mark up for the bonus",
                    "three seconds, and a bonus only if the attackers then fail to make two passes",
                ),
                [
                    ("Turnover!", "The ball is lost: turn.", "turn"),
                    ("Find", "Find your player.", "run"),
                    ("Mark", "Goal-side, arms ready.", "marker-arms-up"),
                ],
            ),
            "review": part(
                "Review: Turn, Find, Mark",
                "Show me 'turn, find, mark' in three seconds, with your partner as your player.",
                "Time: 5 min. Equipment: none. Set out: pairs in spaces around one pitch. Organisation: "
                "whole class. Safety: walk the moves.",
                "The teacher calls 'turnover!'; every pupil turns, finds their partner and stands goal-side in "
                "three counts. Ask two pupils why goal-side matters and how the team denies space.",
                "Listen for 'between my player and the end zone'.",
                "Why is the first three seconds after losing the ball so important?",
                (
                    "show the goal-side position",
                    "show turn, find and mark in three counts",
                    "explain how the whole team closes the space",
                ),
                [
                    ("Turn", "Turn to face the play.", "turn"),
                    ("Find", "Find your partner.", "pair"),
                    ("Mark", "Goal-side in three counts.", "marker-arms-up"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Interceptions",
                "Pass the balls to your nest, but the defenders can steal them on the way!",
                "Time: 20 min. Equipment: 8 balls, 2 hoops, cones, bibs. Set out: a 20 m x 12 m pitch with a "
                "hoop 'nest' at each end holding four balls. Organisation: 4v4 per pitch. Safety: no contact; "
                "only one ball in play per team at a time.",
                "Each team tries to pass a ball from the other team's nest to their own. Balls move only by "
                "passes (netball footwork). Defenders mark and try to intercept; an intercepted ball is taken "
                "back to the nest it came from. The team with more balls in its nest after 4 minutes wins.",
                "Defenders: mark goal-side of the player nearest the nest you are guarding.",
                "Who on your team made the most interceptions, and what did they do?",
                (
                    "one defender only, three attackers",
                    "4v4 with man-to-man marking",
                    "4v4 and each team also guards its own nest from being raided",
                ),
                [
                    ("Raid", "Take a ball from their nest.", "crouch"),
                    ("Pass", "Pass it towards your nest.", "netball-shoulder-pass"),
                    ("Steal", "Defenders intercept.", "netball-intercept"),
                ],
            ),
        },
    ),
    5: lesson(
        "Centre Pass Plays",
        "To plan a set play for the centre pass restart and talk it through with the team.",
        [
            "Everyone has a job in the set play",
            "Decoy runs make space for the real lead",
            "Say it, walk it, run it",
        ],  # fmt: skip
        "15 netballs, 30 cones, bibs in 2 colours, a mini whiteboard per team.",
        "Teams of 4-5 each with a pitch half; then the three End Zone pitches, 5v5.",
        "Give every team one minute and one whiteboard: a simple plan that all can say is better than a clever one.",
        ["centre pass", "set play", "decoy", "restart", "signal"],
        "Design a set play for a game you play at break time and draw it with arrows.",
        {
            "warmup": part(
                "Warm-up: Number Calls",
                "When your number is called, sprint and lead to the spot for a pass!",
                "Time: 8 min. Equipment: a netball per team, 5 cones per team. Set out: a centre cone and "
                "four cones 6 m away in a cross. Organisation: teams of five, numbered 1 to 5; number 1 "
                "starts in the centre with the ball. Safety: sprint to your own cone only.",
                "The teacher calls two numbers; those players sprint from the middle to any two outer cones "
                "and lead back; the centre player passes to the first one to show hands. Rotate the centre "
                "player every minute.",
                "Lead with your hands up and call the passer's name.",
                "How did the centre player choose who to pass to?",
                ("call one number", "call two numbers", "call two numbers and one is a defender"),
                [
                    ("Listen", "Wait for your number.", "stand"),
                    ("Sprint", "Sprint to a cone.", "run"),
                    ("Lead", "Lead back for the pass.", "catch"),
                ],
            ),
            "skill": part(
                "Skill: Centre Pass Set Play",
                "Plan your team's centre pass: who fakes, who leads, who catches first?",
                "Time: 15 min. Equipment: a netball, a whiteboard and 5 cones per team. Set out: each team "
                "has half a pitch with a centre circle of cones. Organisation: teams of five plan, walk and run "
                "their play; then one team defends another's. Safety: walk the play before running it.",
                "Every score in the lesson's game is restarted by a centre pass from the middle of the pitch. "
                "Teams plan a play: one decoy runner drags a defender away, one player leads into the space "
                "left behind for the first pass, and one more is ready for the second pass towards the end "
                "zone. They draw it with arrows, say it, walk it, then run it against two defenders.",
                "A decoy must look real. The first lead starts as the whistle blows and goes into the space "
                "the decoy has made.",
                "How does a decoy run make space for a teammate?",
                (
                    "plan and run it with no defenders",
                    "run it against two walking defenders",
                    "run it against full defenders and add a second option if the first lead is marked",
                ),
                [
                    ("Plan", "Draw the arrows on the board.", "teacher"),
                    ("Decoy", "Fake run drags a defender away.", "dodge"),
                    ("First pass", "Lead into the space for the pass.", "netball-shoulder-pass"),
                ],
            ),
            "application": part(
                "Game: End Zone Centre Pass",
                "Start every point with your team's set play. Did the plan work?",
                f"Time: 20 min. Equipment: a netball and bibs per pitch, cones. Set out: {PITCH} "
                "A cone circle 1 m wide marks the centre. Organisation: 5v5 per pitch. Safety: on the centre "
                "pass whistle, defenders start 2 m away; no contact.",
                f"Play End Zone Netball. {RULES} Play restarts with a centre pass from the centre circle after "
                "every point; the team that conceded takes it. The team calls its play's code word first. A "
                "point scored within four passes of the centre pass counts double.",
                "Run the plan at full speed, and if the first lead is marked, use the second option straight away.",
                "Which part of your set play worked, and what would you change?",
                (
                    "defenders start 3 m away at the centre pass",
                    "normal centre pass, 2 m away",
                    "the defending team may guess the play and call it out: if right, they earn a point",
                ),
                [
                    ("Call", "Centre calls the code word.", "wave"),
                    ("Run the play", "Decoy and lead.", "dodge"),
                    ("Score", "Catch in the end zone.", "catch"),
                ],
            ),
            "review": part(
                "Review: Coach's Clipboard",
                "Be the coach: which team's set play would you copy, and why?",
                "Time: 5 min. Equipment: the teams' whiteboards. Set out: teams sit by their pitch. "
                "Organisation: each team shows its board to the next team. Safety: stay seated.",
                "Teams swap boards and give one 'keep' and one 'change' for the other team's play. One team "
                "walks its play for the class while another talks it through.",
                "Praise teams whose every player could say their own job.",
                "Did everyone on your team know their job in the play?",
                (
                    "say your own job in the play",
                    "explain the whole play",
                    "suggest a change to another team's play",
                ),
                [
                    ("Swap", "Swap boards with another team.", "pair"),
                    ("Talk", "One keep, one change.", "sit"),
                    ("Show", "Walk the best play.", "run"),
                ],
            ),
            "alt": part(
                "Game: End Zone Sideline Restarts",
                "When the ball goes out, restart with your sideline set play!",
                f"Time: 20 min. Equipment: a netball and bibs per pitch, cones. Set out: {PITCH} "
                "Organisation: 4v4 or 5v5. Safety: the thrower stands outside the line; defenders stay 1 m away.",
                f"Play End Zone Netball. {RULES} When the ball goes over a side line, the other team restarts "
                "with a pass from the line. Each team plans one sideline play (a decoy and a lead, or a "
                "give-and-go with the thrower) and names it. A score straight from a planned restart counts "
                "double.",
                "The thrower steps back on court as soon as the ball is passed: that makes an extra attacker.",
                "What makes a restart play hard to defend?",
                (
                    "sideline thrower has 5 seconds",
                    "3 seconds, and one planned play",
                    "3 seconds and two plays, chosen by a code word",
                ),
                [
                    ("Out", "Ball over the line.", "stand"),
                    ("Restart", "Thrower passes from the line.", "netball-shoulder-pass"),
                    ("Back in", "Thrower steps on for the return.", "run"),
                ],
            ),
        },
    ),
    6: lesson(
        "End Zone Festival",
        "To play 5v5 End Zone Netball using the give-and-go, quick marking after a turnover and a planned centre pass.",
        ["Attack: spread out, get free, give and go", "Defend: turn, find, mark", "Restart: run your set play"],
        "15 netballs, 30 cones, bibs in 6 colours, a results sheet and pencil, a whistle.",
        "Six teams of five; three pitches with a team resting and scoring beside each game.",
        "Keep each game to 5 minutes and rotate quickly; the resting team keeps the score and spots the skills.",
        ["festival", "fair play", "tactic", "overload", "captain"],
        "Teach someone at home the three rules of End Zone Netball and play it with a soft ball.",
        {
            "warmup": part(
                "Warm-up: Team Warm-up Leaders",
                "Your captain leads your team through a warm-up from this unit!",
                "Time: 8 min. Equipment: a netball per team, cones. Set out: each team by its pitch. "
                "Organisation: teams of five with a captain. Safety: captains check the space is clear; "
                "build from walking to running.",
                "Captains lead three minutes of pulse raiser (jog, side-step, land and pivot) and three minutes "
                "of passing on the move from a warm-up they remember. The teacher visits each team.",
                "A good warm-up starts slow and gets faster, and uses the moves of the game.",
                "What did your captain do to get your team ready for the game?",
                (
                    "captain copies the teacher's warm-up",
                    "captain chooses the activities",
                    "captain adds a passing drill the team needs most",
                ),
                [
                    ("Pulse", "Jog and side-step.", "side-step"),
                    ("Footwork", "Land and pivot.", "netball-pivot"),
                    ("Passing", "Pass on the move.", "netball-bounce-pass"),
                ],
            ),
            "skill": part(
                "Skill: Team Plan Practice",
                "Practise your team's give-and-go, turnover and set play before the festival!",
                "Time: 12 min. Equipment: a netball, a whiteboard, 6 cones per team. Set out: each team in a "
                "half pitch. Organisation: teams of five; 4 minutes on each part of the plan. Safety: walk then "
                "run; no contact.",
                "Teams practise their three plans: a give-and-go in a 3v2 (two of the team defend), the "
                "turnover call (the teacher shouts 'turnover!' and everyone marks up) and their centre pass "
                "play. The captain checks everyone can say their job.",
                "Short, sharp practices: three good repeats then move on.",
                "Which part of your team's plan needs the most practice?",
                (
                    "practise one part",
                    "practise all three parts",
                    "practise all three against another team's defence",
                ),
                [
                    ("Give-and-go", "Pass and sprint past.", "run"),
                    ("Turnover", "Turn, find, mark.", "marker-arms-up"),
                    ("Set play", "Run the centre pass plan.", "dodge"),
                ],
            ),
            "application": part(
                "Game: End Zone Festival",
                "Play every team in 5-minute games: win with smart passing, quick marking and your set play!",
                f"Time: 25 min. Equipment: a netball and 2 sets of bibs per pitch, cones, a results sheet. "
                f"Set out: {PITCH} Organisation: six teams, three games at once, each team plays four games "
                "and rests for one (keeping score). Safety: no contact; captains shake hands before and after.",
                f"Full End Zone Netball, 5v5. {RULES} Every point restarts with a centre pass. Three points for a "
                "win, one for a draw, and a bonus point for the team the resting team saw marking up fastest "
                "after turnovers.",
                "Stick to the plan under pressure; the team that talks wins more ball.",
                "Which of your team's tactics worked best in the festival?",
                (
                    "4-minute games, defenders 1.5 m away",
                    "5-minute games, full rules",
                    "5-minute games, and a point scored from a give-and-go counts double",
                ),
                [
                    ("Handshake", "Captains shake hands.", "pair"),
                    ("Play", "Give and go to score.", "run"),
                    ("Defend", "Mark up after a turnover.", "marker-arms-up"),
                ],
            ),
            "review": part(
                "Review: Festival Awards",
                "Vote for the player who helped the team most, and say what they did.",
                "Time: 7 min. Equipment: the results sheet. Set out: the class sits together. Organisation: "
                "teams talk for one minute, then share. Safety: sit away from the pitches.",
                "Read the results. Each team names one teammate for an award (best give-and-go, fastest to "
                "mark, best set play caller) and says what they did. Finish with one thing each pupil has "
                "improved since lesson one.",
                "Make the awards about the unit's skills, not just goals scored.",
                "What can you do now in a game that you could not do at the start of the unit?",
                (
                    "name a teammate's good play",
                    "name it and say why it helped",
                    "name your own improvement since lesson one",
                ),
                [
                    ("Results", "Hear the results.", "teacher"),
                    ("Award", "Name a teammate's best play.", "pair"),
                    ("Cheer", "Three cheers for everyone.", "wave"),
                ],
            ),
            "alt": part(
                "Game: End Zone Captains' Cup",
                "Captains choose a tactic for each game: will it beat the other team?",
                f"Time: 25 min. Equipment: a netball and bibs per pitch, cones, tactic cards. Set out: {PITCH} "
                "Organisation: six teams of five; three games at a time, winners move up a pitch and losers "
                "move down. Safety: no contact; captains check their team is ready.",
                f"Play 5v5 End Zone Netball. {RULES} Before each game the captain picks one tactic card: 'give "
                "and go', 'mark man-to-man', 'run the set play'. After the game, the resting team says whether "
                "they saw it. Winners of the top pitch hold the Captains' Cup.",
                "Pick the tactic that beats the team you are playing, not just your favourite.",
                "Why did your captain choose that tactic for that game?",
                (
                    "the teacher chooses the tactic for each team",
                    "the captain chooses one tactic",
                    "the captain chooses a tactic for attack and one for defence",
                ),
                [
                    ("Choose", "Captain picks a tactic.", "teacher"),
                    ("Play", "Play with the tactic.", "netball-shoulder-pass"),
                    ("Move", "Winners move up a pitch.", "run"),
                ],
            ),
        },
    ),
}


# Each review's own adaptations: joining in, and more active than sitting to talk.
REVIEW_ADAPTATIONS = {
    1: (
        "Pupils who find it hard to explain can point to the pass on a picture card or show it with a partner.",
        "Pupils pass with a partner (shoulder or bounce, as the class calls) while they answer, instead of sitting.",
    ),
    2: (
        "A pupil who finds the pitch hard to read stands beside the teacher and points to the space from there.",
        "Watchers jog to stand in the space they spot, then jog back.",
    ),
    3: (
        "Give pupils three cones and a ball to move on the floor instead of drawing.",
        "Each group runs its drawing at walking pace twice before it shows the class.",
    ),
    4: (
        "Pupils who need it mark a partner at walking pace, with an adult calling the count more slowly.",
        "Play five quick rounds: after each 'turnover!' call, pupils jog to a new partner.",
    ),
    5: (
        "Pupils who find talking hard point to their own arrow on the board to show their job.",
        "Each team runs its play once more at full speed after the swap.",
    ),
    6: (
        "Pupils can write or draw their award nomination instead of saying it aloud.",
        "Award winners lead the class in a one-minute cool-down jog and stretch.",
    ),
}
for _n, (_joining, _active) in REVIEW_ADAPTATIONS.items():
    LESSONS[_n]["parts"]["review"].update(joining_in=_joining, more_active=_active)

# Each game's own adaptations: joining in, and more active.
GAME_ADAPTATIONS = {
    (1, "application"): (
        "A pupil who needs it may take one step with the ball and has five seconds to pass; use a bigger, softer ball.",
        "Add a rule that the passer must move to a new space within three seconds of passing.",
    ),
    (1, "alt"): (
        "Pupils who need it may roll or bounce the ball along a shorter chain.",
        "The runner must sprint back to the nest the moment the ball leaves their hands.",
    ),
    (2, "application"): (
        "A pupil who needs it has a 2 m circle of space around them when they hold the ball.",
        "Defenders who miss an interception must touch their own end line before defending again.",
    ),
    (2, "alt"): (
        "Stuck pupils who need it may be freed by a pass from closer, or by a rolled ball.",
        "Add a fifth tagger and shorten the time to pass to two seconds.",
    ),
    (3, "application"): (
        "Let a pupil who needs it join as a fourth attacker, with no defender marking them.",
        "The waiting player must sprint in to join the new attack within five seconds.",
    ),
    (3, "alt"): (
        "A pupil who needs it scores with a catch anywhere in the attacking half of the pitch.",
        "After each point, both teams sprint to touch their own end line before the restart.",
    ),
    (4, "application"): (
        "A pupil who needs it marks a named player at walking pace, with a partner helping to call 'turnover'.",
        "Make the mark-up bonus count only within two seconds.",
    ),
    (4, "alt"): (
        "Pupils who need it defend in a pair, sharing one player to mark.",
        "Put two balls in play for each team at once.",
    ),
    (5, "application"): (
        "Give a pupil who needs it a fixed, simple job in the play (such as the first lead) and walk it first.",
        "After a score, the team that conceded must take the centre pass within five seconds.",
    ),
    (5, "alt"): (
        "A pupil who needs it takes the sideline pass with defenders 2 m away.",
        "Ball over the line: the nearest player sprints to take the restart within three seconds.",
    ),
    (6, "application"): (
        "Teams choose a buddy for any pupil who needs help with the rules; a game's first minute may be walked.",
        "Resting teams do a passing drill beside the pitch while they keep the score.",
    ),
    (6, "alt"): (
        "Captains make sure every teammate touches the ball, and a pupil who needs it chooses their own position.",
        "Winners move up a pitch at a run, and games restart within 20 seconds.",
    ),
}
for (_n, _key), (_joining, _active) in GAME_ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)

# Lesson 1's warm-up and skill: their own ways to join in and to be more active.
for _key, (_joining, _active) in {
    "warmup": ("Walk instead of jogging; land on two feet and pivot with a hand on a partner's shoulder.",
               "Jog with a netball, land, pivot and pass it to the nearest pupil on each whistle."),
    "skill": ("Stand 3 m apart and pass to a partner standing still, with a bigger or softer ball.",
              "Pass to a partner jogging sideways across the square, and count passes caught in 30 seconds."),
}.items():  # fmt: skip
    LESSONS[1]["parts"][_key].update(joining_in=_joining, more_active=_active)

# Lessons 2-6's warm-up and skill: their own ways to join in and to be more active.
WARMUP_SKILL_ADAPTATIONS = {
    (2, "warmup"): ("Walk the dodge, and the shadow points at the leader instead of touching.",
                    "Leaders make a dodge every five steps, and the pair swaps without stopping on each whistle."),
    (2, "skill"): ("Lead against a defender who stands still, with the passer 4 m away and a softer ball.",
                   "After each catch, the attacker jogs the ball back to the start and passes it in to the passer."),
    (3, "warmup"): ("Pass to the next cone from 4 m, standing still, with a bigger or softer ball.",
                    "Play 'pass and run to the empty cone' from the start, so nobody waits in a queue."),
    (3, "skill"): ("Walk the give-and-go against one walking defender, or be the attacker the defenders leave free.",
                   "Defenders who win the ball attack back to the start line at once, so every go runs both ways."),
    (4, "warmup"): ("Mirror at walking pace in a wider gate, or mirror a partner's arm moves standing still.",
                    "Mirror for 30 seconds without a stop, then swap roles straight into the next turn."),
    (4, "skill"): ("Mark an attacker who walks, with the passer counting to four before each pass.",
                   "After each pass, the attacker leads to a new spot in the channel and the defender must follow."),
    (5, "warmup"): ("Lead to the nearest cone with a buddy, or be the centre player who passes.",
                    "Call three numbers at once, and every player not called jogs round their own cone."),
    (5, "skill"): ("Draw the play with the team, then walk your own arrow with a buddy beside you.",
                   "Run the play three times in a row, each player taking a different arrow each time."),
    (6, "warmup"): ("Walk the pulse raiser beside the captain, and pass standing still with a softer ball.",
                    "Captains add a sprint and a jump to catch between each passing drill."),
    (6, "skill"): ("Take the same simple job in each of the three plans, walked first with a buddy.",
                   "Run each plan at full speed after walking it, and swap the defenders every go."),
}  # fmt: skip
for (_n, _key), (_joining, _active) in WARMUP_SKILL_ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)
