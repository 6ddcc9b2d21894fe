"""The Young Leader's Guide shown on /leaders (issue 28): a printable guide written for Year 5
and 6 sports leaders (10 to 11 year olds) to read themselves: what a leader does, how to
set up and explain a game to younger children, four games to lead (each with its kit,
set-up, rules and ways to make it easier or harder), keeping everyone safe and included,
praise and feedback, and a checklist. Written for this project; content/leaders_guide.html
lays it out."""

TITLE = "The Young Leader's Guide"
INTRO = (
    "You have been chosen as a sports leader. That means younger children will look up to you at break, at "
    "lunch and in PE. This guide shows you how to lead games that are safe, fair and fun. Read it with your "
    "teacher, keep a printed copy in your leader's folder, and use the checklist every time you lead."
)

ROLE = {
    "title": "What does a sports leader do?",
    "text": "A leader helps other children play. You are not the boss and you are not a referee who just blows "
    "a whistle: you are the person who makes the game work for everyone.",
    "jobs": [
        "Set up the space and the equipment before the game.",
        "Explain the game so that everyone understands it.",
        "Keep the game safe, and stop it when it is not.",
        "Make sure everyone is joined in, and nobody is left out for long.",
        "Praise good playing and kind behaviour, and help children improve.",
        "Tidy up and tell the adult on duty how it went.",
    ],
}

# Show, tell, check, go: the routine for explaining any game.
EXPLAIN = {
    "title": "How to set up and explain a game",
    "text": "Younger children remember what they see better than what they hear. Keep talking short and show "
    "them instead. Use these six steps every time.",
    "steps": [
        ("Set up first", "Put the cones and equipment out before the children arrive, so nobody waits."),
        (
            "Gather them in",
            "Ask the children to stand or sit in a half circle in front of you, where they can all see you. Stand "
            "with the sun behind them, not behind you, so they are not squinting.",
        ),
        ("Name the game", "Say the name of the game and what you are trying to do, in one sentence."),
        ("Show it", "Play it for a few seconds with a helper, slowly, while the others watch."),
        ("Tell the rules", "Give no more than three rules. Start with the safety rule."),
        (
            "Check and go",
            "Ask two quick questions ('What do you do when I say red?'), then say 'Ready, steady, go!'",
        ),
    ],
    "signal": "Agree your stop signal before you start (a clap, a raised hand or the word 'freeze') and practise "
    "it once. If they cannot stop, the game cannot start.",
}

# Each game: name, ages, players, equipment, set-up, how to play, easier, harder, watch out for.
GAMES = [
    {
        "name": "Traffic Lights",
        "ages": "Ages 4 to 6",
        "players": "Any number",
        "equipment": "Cones to mark the space; a red, an amber and a green card (or just call the colours).",
        "setup": "Mark a square about 15 big steps on each side. The children spread out inside it, each one a "
        "car. You stand at one side where everyone can see you.",
        "rules": [
            "Green: drive (jog) around the space, steering into gaps.",
            "Amber: slow down to a walk.",
            "Red: stop and stand still.",
            "A car that bumps another car parks at the side for a count of five, then drives back in.",
        ],
        "easier": "Use only green and red. Let children walk on green.",
        "harder": "Add 'roundabout' (turn on the spot), 'bumpy road' (hop) and 'reverse' (walk backwards "
        "carefully). Call the colours faster.",
        "safety": "Look out for children running with their heads down. Stop the game if cars start crashing.",
    },
    {
        "name": "Fishes and Sharks",
        "ages": "Ages 5 to 7",
        "players": "10 to 30",
        "equipment": "Cones for the sea; 4 or 5 hoops (islands); 2 bibs for the sharks.",
        "setup": "Mark a square for the sea and spread the hoops inside it. Choose two sharks and give them "
        "bibs. Everyone else is a fish.",
        "rules": [
            "Fishes swim around the sea. Sharks try to tag them gently on the shoulder.",
            "A fish standing in a hoop island is safe, but only for a count of three.",
            "A tagged fish becomes a shark and takes a bib from the next shark in line.",
            "Change the sharks every two minutes, even if nobody has been caught.",
        ],
        "easier": "Sharks walk instead of running. Add more islands, and let four fish share one.",
        "harder": "Take away one island each round. Fishes must swim with a hop or a skip.",
        "safety": "Tags are gentle, on the shoulder only: no pushing or grabbing clothes. Keep the islands well "
        "away from walls.",
    },
    {
        "name": "Cone Collectors",
        "ages": "Ages 5 to 7",
        "players": "4 teams of 3 to 6",
        "equipment": "About 30 cones or beanbags in a pile; 4 hoops (one for each team).",
        "setup": "Put the pile of cones in the middle of the space. Put the 4 team hoops in the corners, about 10 "
        "big steps from the middle. Each team lines up behind its hoop.",
        "rules": [
            "One player from each team at a time runs to the middle, takes one cone and brings it back to the hoop.",
            "When they are back, they high-five the next player, who then goes.",
            "When the middle is empty, players may take a cone from another team's hoop (one at a time, no guarding).",
            "Stop after three minutes. The team with the most cones wins the round.",
        ],
        "easier": "Walk instead of run, or bring the hoops closer to the middle.",
        "harder": "Players must carry the cone on their head, or travel in a way you call (hop, skip, side-step).",
        "safety": "Only one player from each team may be out at a time. Players go round the hoops, not through them.",
    },
    {
        "name": "Target Rollers",
        "ages": "Ages 4 to 7",
        "players": "Groups of 3 or 4",
        "equipment": "A soft ball and 3 skittles (or plastic bottles) for each group; a cone for the rolling line.",
        "setup": "Stand the skittles in a triangle. Put the rolling cone about 3 big steps away. One child rolls, "
        "one stands the skittles up, the others wait behind the cone.",
        "rules": [
            "Roll the ball underarm along the floor at the skittles: bend your knees and point at the target "
            "after you let go.",
            "Count the skittles you knock down.",
            "The skittle setter rolls the ball back, and everyone moves on one job.",
            "Play five rounds and add up your score.",
        ],
        "easier": "Move the cone closer, or use a bigger ball and more skittles.",
        "harder": "Move the cone further back, or only score for the middle skittle.",
        "safety": "Nobody stands near the skittles while someone is rolling. Roll, never throw.",
    },
]

SAFE = {
    "title": "Keeping everyone safe",
    "points": [
        "Check the space before you start: no glass, wet patches, bags or coats in the way, and well away from "
        "walls and doors.",
        "Mark the edges with cones so everyone knows where the game ends.",
        "Make sure shoes are on and laces are tied.",
        "Tags are gentle, on the shoulder or back only.",
        "Use your stop signal straight away if play gets rough or someone falls.",
        "If someone is hurt, stop the game, stay with them, and send a friend to fetch the adult on duty. Do not "
        "move someone who is hurt.",
        "Know where the adult on duty is before you start, every time.",
    ],
}

INCLUDE = {
    "title": "Making sure everyone joins in",
    "points": [
        "Make teams fairly: number the children 1, 2, 1, 2. Never let captains pick teams.",
        "Look for anyone standing on their own and invite them in with a job (the starter, the scorer, a helper).",
        "Change a rule so that everyone can play: walk instead of run, a bigger target, a closer line.",
        "Nobody is out for long: after a count of five, or after the next round, everyone comes back in.",
        "Give every child a turn at the special jobs, like being the shark or calling the colours.",
        "Learn names and use them. Children try harder for someone who knows their name.",
    ],
}

PRAISE = {
    "title": "Giving praise and feedback",
    "text": "Praise tells a child exactly what they did well, so they do it again. Feedback gives them one "
    "thing to try next. Say it kindly, close to them, not shouted across the playground.",
    "examples": [
        ("Say what they did", "'Great dodging, Sam. You looked for the space.' is better than 'Good job'."),
        ("Praise trying and kindness", "'Well done for helping Amy up, Jay.'"),
        ("One tip at a time", "'Next time, bend your knees when you roll.'"),
        ("Well done, then next time", "'Well done for waiting your turn. Next time, try to roll it straighter.'"),
        ("Thank everyone at the end", "'Thank you for playing so fairly. My favourite moment was ...'"),
    ],
}

# Before, during and after: the leader ticks each one.
CHECKLIST = [
    (
        "Before the game",
        [
            "I know the game and its three rules.",
            "The equipment is out and counted.",
            "The space is safe and its edges are marked.",
            "I know my stop signal.",
            "I know where the adult on duty is.",
        ],
    ),
    (
        "During the game",
        [
            "Everyone can see and hear me.",
            "Everyone is joining in.",
            "The game is not too easy or too hard (if it is, I change it).",
            "I have praised at least three children by name.",
        ],
    ),
    (
        "After the game",
        [
            "The equipment is back and counted.",
            "I thanked the players.",
            "I told the adult on duty how it went.",
            "I know one thing that went well and one thing I will change next time.",
        ],
    ),
]

GUIDE = {
    "title": TITLE,
    "intro": INTRO,
    "role": ROLE,
    "explain": EXPLAIN,
    "games": GAMES,
    "lists": [SAFE, INCLUDE],
    "praise": PRAISE,
    "checklist": CHECKLIST,
}
