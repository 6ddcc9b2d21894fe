"""Core PE, Year 6, Unit 1A: Invasion, through tag rugby. Building on Year 5's passing and
getting free, six lessons of team tactics in 4v4 and 5v5 tag rugby: keeping the ball with
short passes and support runs, defending as a line, choosing between marking a player and
guarding a channel, refereeing, and a class tournament run by pupil captains and referees."""

from apps.content.seed.showcase.text import lesson
from apps.content.seed.showcase.text import posed_part as part

SLUG = "p6u1a-invasion"
UNIT = {
    "strapline": "Tag rugby tactics: support the carrier, defend as a line, referee fairly and win the tournament.",
    "cog_text": "Pupils learn to choose a tactic for the game in front of them, attacking or defending, and to "
    "keep a game fair as a referee and a captain.",
    "purpose": "Year 6 pupils play 4v4 and 5v5 tag rugby: they keep possession with short backward passes and "
    "support runs, defend as a line, choose between marking a player and guarding a channel, referee a game "
    "and run a class tournament with captains and referees.",
    "vocab": [
        ("Possession", "Your team keeps the ball by passing before the carrier is tagged."),
        ("Support run", "Running just behind and beside the carrier, ready for a pass."),
        ("Line speed", "How quickly the defenders move up together towards the attackers."),
        ("Channel", "A strip of the pitch, end to end, that one defender guards."),
        ("Onside", "Back behind the ball after a tag, before you may defend again."),
    ],
}

# Tag rugby movements nobody had drawn (joints as figures.STAND, 240 x 160).
POSES = {
    # Running to the right with the ball held in two hands in front of the chest.
    "tag-rugby-carry-ball": {"head": (128, 36), "neck": (126, 52), "hip": (118, 94), "le": (118, 74),
                             "lh": (134, 80), "re": (130, 74), "rh": (142, 76), "lk": (136, 114),
                             "lf": (130, 140), "rk": (106, 120), "rf": (88, 132)},
    # Running to the right, both arms swinging the ball across the body to a support player behind.
    "tag-rugby-pass": {"head": (124, 36), "neck": (122, 52), "hip": (120, 94), "le": (106, 72), "lh": (82, 82),
                       "re": (112, 76), "rh": (90, 90), "lk": (136, 116), "lf": (134, 144), "rk": (108, 120),
                       "rf": (92, 136)},
    # Defender low and balanced, one hand reaching forward to the carrier's hip for the tag.
    "tag-rugby-tag-pull": {"head": (142, 54), "neck": (136, 68), "hip": (114, 100), "le": (148, 84),
                           "lh": (168, 98), "re": (126, 84), "rh": (132, 104), "lk": (130, 122),
                           "lf": (134, 146), "rk": (100, 124), "rf": (88, 146)},
    # Kneeling in the end zone, placing the ball down with two hands for a try.
    "tag-rugby-try-ball": {"head": (152, 84), "neck": (144, 96), "hip": (110, 112), "le": (160, 116),
                           "lh": (170, 140), "re": (152, 118), "rh": (162, 142), "lk": (132, 146),
                           "lf": (96, 146), "rk": (134, 118), "rf": (142, 146)},
    # Referee: whistle hand at the mouth, other arm pointing out to show the decision.
    "tag-rugby-referee": {"le": (110, 62), "lh": (116, 46), "re": (150, 54), "rh": (180, 50)},
}  # fmt: skip

PITCH = (
    "Mark out three pitches, each about 25 m long and 15 m wide, with a 3 m end zone of cones across each end "
    "for tries."
)
RULES = (
    "Carry the ball in two hands; a defender scores a tag by pulling a tag from the carrier's belt and "
    "shouting 'tag!'. The carrier stops within three steps and passes within three seconds, sideways or "
    "backwards; the tagger hands the tag back. After four tags, or a forward pass, the ball goes to the other "
    "team. A try is the ball placed down with two hands in the end zone."
)
SAFE = (
    "Safety: tag belts over shirts with a tag on each hip; no contact, no fending off, no guarding your tags, "
    "no diving; no jewellery."
)

LESSONS = {
    1: lesson(
        "Pass Back, Support On",
        "To keep possession in 4v4 tag rugby with short backward passes and quick support runs.",
        [
            "Run straight at the space, then pass before the tag",
            "Support just behind and beside the carrier",
            "Short, flat passes: hands out to the catcher",
        ],  # fmt: skip
        "30 tag belts (2 tags each), 8 size 4 rugby balls, 36 cones, bibs in 2 colours, a whistle.",
        "Lines of three in 20 m lanes for the skill; three 25 m x 15 m pitches with end zones for 4v4 games.",
        "Remind pupils of Year 5: a pass into space beats a defender. In tag rugby the pass goes back, so the "
        "space is made by running forward and the support runner arriving late.",
        ["tag", "support run", "possession", "try", "onside"],
        "Practise passing a ball or rolled-up socks sideways and back to someone while both of you walk forward.",
        {
            "warmup": part(
                "Warm-up: Tag Belt Grab",
                "Keep your own tags and grab as many as you can: no contact, just quick feet!",
                "Time: 8 min. Equipment: a tag belt each, 4 cones. Set out: a 20 m square. Organisation: "
                "everyone is a tagger and a runner. " + SAFE,
                "Everyone wears a belt with two tags. On the whistle, pupils try to pull others' tags while "
                "dodging to keep their own. A pulled tag is held up, shouted ('tag!') and handed straight "
                "back, and the tagged player puts it back on before joining in again. Count tags pulled in 60 "
                "seconds. Finish with side-steps, skips and a gentle stretch of the legs.",
                "Step and swerve away from the tagger; keep your hands away from your own tags.",
                "What did your feet do when someone reached for your tag?",
                (
                    "half the class are taggers, half runners",
                    "everyone tags and runs",
                    "runners hold a ball in two hands while they dodge",
                ),
                [
                    ("Belts on", "Tags on each hip, belt over the shirt.", "stand"),
                    ("Dodge", "Swerve away from the tagger.", "dodge"),
                    ("Tag!", "Reach low and pull a tag.", "tag-rugby-tag-pull"),
                ],
            ),
            "skill": part(
                "Skill: Backward Pass and Support Run",
                "Run forward, pass back to your support runner just before you are tagged!",
                "Time: 15 min. Equipment: a ball and 4 cones per group of three, tag belts. Set out: 20 m lanes "
                "side by side, 5 m apart. Organisation: groups of three, a carrier and two support runners "
                "starting a little behind; then one defender joins. " + SAFE,
                "The carrier runs straight up the lane holding the ball in two hands; the support runners stay "
                "a step behind and to each side and call for the ball. On the teacher's call ('pass!') the "
                "carrier turns the hips and swings a short pass sideways or back; the catcher runs onto it and "
                "carries on. Then add a defender walking towards the group: pass before the tag.",
                "Hands out to the catcher, fingers spread; the support runner arrives late and fast, not "
                "standing level with the carrier.",
                "Why must the support runner stay behind the carrier?",
                (
                    "walk it, with two passes in the lane",
                    "jog it, with four passes in the lane",
                    "run it against a defender who may tag",
                ),
                [
                    ("Carry", "Run straight, ball in two hands.", "tag-rugby-carry-ball"),
                    ("Pass back", "Swing it back to the support runner.", "tag-rugby-pass"),
                    ("Support", "Run onto the pass and keep going.", "run"),
                ],
            ),
            "application": part(
                "Game: End Zone Tag Rugby 4v4",
                "Keep the ball with quick passes and support runs, and score a try in the end zone!",
                f"Time: 20 min. Equipment: a ball, tag belts and 2 colours of bibs per pitch, cones. Set out: "
                f"{PITCH} Organisation: 4v4 on each pitch, a spare pupil swaps in after each try. " + SAFE,
                f"Start with a pass from halfway. {RULES} After a tag, defenders go back behind the ball "
                "(onside) before they defend again. Play 5-minute games; count tries and how many tags each team "
                "needed to score.",
                "Always have a support runner behind the carrier; pass as the tagger reaches, not after.",
                "How many tags did your team use before scoring, and how could you use fewer?",
                (
                    "six tags before the ball changes hands",
                    "four tags before the ball changes hands",
                    "four tags, and a try only counts if three players touched the ball",
                ),
                [
                    ("Carry", "Run at the space.", "tag-rugby-carry-ball"),
                    ("Pass", "Pass back to support before the tag.", "tag-rugby-pass"),
                    ("Try", "Place it down in the end zone.", "tag-rugby-try-ball"),
                ],
            ),
            "review": part(
                "Review: Support Spotters",
                "Spot the best support run: who was behind the carrier, ready for the pass?",
                "Time: 5 min. Equipment: one ball. Set out: the class sits along one pitch. Organisation: four "
                "pupils walk an attack while the class watches. Safety: walking pace only.",
                "Four pupils walk an attack: once with support runners level with the carrier (the pass goes "
                "forward) and once with them a step behind. The class says which worked and why. Then partners "
                "tell each other one thing that kept their team's possession.",
                "Listen for 'behind and to the side' and 'call for it'.",
                "What kept your team in possession today?",
                (
                    "point to where the support runner should be",
                    "say why the support runner stays behind",
                    "explain how support runs keep possession",
                ),
                [
                    ("Watch", "Watch the walk-through.", "sit"),
                    ("Spot", "Point to the best support run.", "teacher"),
                    ("Share", "Tell your partner one thing.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Rob the Nest Tag Rugby",
                "Carry a ball from the nest to your corner, passing back if a tagger gets close!",
                "Time: 20 min. Equipment: 12 rugby balls, 4 hoops, tag belts, 4 bibs for taggers, cones. "
                "Set out: a nest of balls in the middle of a 25 m square; a team hoop in each corner. "
                "Organisation: four teams of six or seven; one tagger from each team guards the middle. " + SAFE,
                "Teams send three players at a time to take a ball from the nest and carry it to their corner, "
                "passing backwards between them. If the carrier is tagged, they stop and must pass back within "
                "three seconds; a forward pass or a dropped ball goes back to the nest. Most balls in the hoop "
                "after 3 minutes wins; swap taggers each round.",
                "Support runners stay behind and wide so the carrier always has a safe pass.",
                "Why did passing back help you get the ball home?",
                (
                    "taggers walk",
                    "taggers jog, three raiders",
                    "two raiders only, so every pass has to be perfect",
                ),
                [
                    ("Raid", "Take a ball from the nest.", "tag-rugby-carry-ball"),
                    ("Pass", "Tagged? Pass back to support.", "tag-rugby-pass"),
                    ("Home", "Put it in your hoop.", "crouch"),
                ],
            ),
        },
    ),
    2: lesson(
        "Line Speed",
        "To move up together as a defensive line and tag the carrier to win the ball back.",
        ["Stay in a line, an arm's span apart", "Move up together on the call", "Tag, then back onside fast"],
        "30 tag belts, 8 rugby balls, 36 cones, bibs in 2 colours, a whistle.",
        "Lines of four facing lines of four in 20 m lanes; then the three pitches for 4v4.",
        "Link to Year 5: you turned, found and marked after losing the ball. Now the whole defence moves up as "
        "one line.",
        ["defensive line", "line speed", "gap", "turnover", "call"],
        "Walk along a pavement or corridor side by side with your family and stay exactly level for 20 steps.",
        {
            "warmup": part(
                "Warm-up: Line Up, Move Up",
                "Stay in a perfect line with your group as you jog, side-step and sprint!",
                "Time: 8 min. Equipment: 4 cones per group of four. Set out: lanes 20 m long. Organisation: "
                "groups of four in a line, shoulder to shoulder, an arm's span apart. Safety: look along the "
                "line, not down; stop on the whistle.",
                "The end player calls 'up!' (sprint 5 m together), 'hold!' (stop and stay level), 'slide!' "
                "(side-step together) and 'back!' (jog backwards carefully). The group keeps a straight line "
                "and the same gaps. Change the caller each length.",
                "Look along the line and match the speed of the player next to you.",
                "How did your group keep the line straight?",
                (
                    "walk the calls",
                    "jog the calls",
                    "sprint the calls and the caller changes without a signal",
                ),
                [
                    ("Line up", "Shoulder to shoulder, arm's span apart.", "star"),
                    ("Up!", "Move up together.", "run"),
                    ("Slide!", "Side-step together.", "side-step"),
                ],
            ),
            "skill": part(
                "Skill: Defending as a Line",
                "Move up together as a line, close the gaps and tag the carrier!",
                "Time: 15 min. Equipment: a ball and tag belts per group, cones. Set out: 20 m lanes, the "
                "defenders on one end line and attackers 15 m away. Organisation: four attackers against three "
                "defenders; swap every 3 attacks. " + SAFE,
                "Attackers walk, then jog forward, passing along their line. Defenders call 'up!' and move up "
                "together as soon as the first pass is made, each defender taking the attacker in front and "
                "inside. The line tries to make the tag before the attackers reach halfway. After a tag, "
                "defenders get back onside and go again.",
                "Move up as the ball moves, not after; keep inside shoulders level so there are no gaps.",
                "What happened when one defender rushed ahead of the line?",
                (
                    "three defenders against three walking attackers",
                    "three defenders against four jogging attackers",
                    "three against four at full speed, and a defender who runs ahead gives a free pass",
                ),
                [
                    ("Line", "Defenders stand level.", "side-step"),
                    ("Up!", "Move up together on the pass.", "run"),
                    ("Tag", "Tag the carrier in front.", "tag-rugby-tag-pull"),
                ],
            ),
            "application": part(
                "Game: End Zone Line Defence",
                "Defend as a line: win the ball back before they reach halfway for a bonus!",
                f"Time: 20 min. Equipment: a ball, tag belts and bibs per pitch, cones. Set out: {PITCH} A cone "
                "on each side marks halfway. Organisation: 4v4 per pitch. " + SAFE,
                f"Play tag rugby. {RULES} When the defending team wins the ball (by four tags or a forward "
                "pass) before the attackers have crossed halfway, they earn a bonus point. The defending team "
                "must call 'up!' before moving up from onside.",
                "Call it, move it together, tag it: one voice starts the line moving.",
                "Who called your line up, and did everyone move together?",
                (
                    "the bonus counts anywhere on the pitch",
                    "the bonus counts before halfway",
                    "the bonus counts only if the turnover comes within three tags",
                ),
                [
                    ("Call", "'Up!' from the middle defender.", "wave"),
                    ("Move up", "Defenders move up together.", "run"),
                    ("Win it", "Tag and win the ball back.", "tag-rugby-tag-pull"),
                ],
            ),
            "review": part(
                "Review: Gap Finders",
                "Show me the gap in this line: where would an attacker run?",
                "Time: 5 min. Equipment: 4 cones. Set out: four pupils stand as a line, one a step ahead. "
                "Organisation: the class sits facing them. Safety: walk any demonstration.",
                "The teacher moves one defender forward, then one back. Pupils point to the gap that opens and "
                "explain how the line should fix it. Two pupils describe when their team's line moved up best.",
                "Praise answers that use 'level', 'together' and 'gap'.",
                "Where does a gap open when one defender rushes ahead?",
                (
                    "point to the gap",
                    "say how to close it",
                    "say how an attacker would use it and how the line stops that",
                ),
                [
                    ("Look", "Look at the line.", "teacher"),
                    ("Point", "Point to the gap.", "reach"),
                    ("Fix", "Say how to close it.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Stuck in the Mud Line Tag",
                "The taggers must stay in a line! If you are tagged, you are stuck until a teammate frees you.",
                "Time: 15 min. Equipment: tag belts, 4 bibs, cones. Set out: a 25 m x 15 m area per half class. "
                "Organisation: four taggers in bibs per area, the rest are runners. " + SAFE,
                "The four taggers must move as a line with hands out to the side (not holding hands), an arm's "
                "span apart, and pull tags as the runners try to get past from one end to the other. A tagged "
                "runner is stuck with the tag held up until a teammate runs round them. Change taggers when "
                "they have stuck half the runners or after 2 minutes.",
                "Taggers: move up together and close the gaps; runners: look for the gap.",
                "How did the tagging line stop runners slipping through the gaps?",
                (
                    "taggers in a line of three, runners walk",
                    "taggers in a line of four, runners jog",
                    "taggers must stay in a straight line the whole time or the runner goes free",
                ),
                [
                    ("Line", "Taggers in a line.", "star"),
                    ("Run", "Runners look for the gap.", "dodge"),
                    ("Stuck", "Tagged: hold the tag up.", "reach"),
                ],
            ),
        },
    ),
    3: lesson(
        "Mark or Guard",
        "To defend by marking a player or by guarding a channel, and say when each works better.",
        [
            "Marking: stay with your player",
            "Guarding: stay in your channel and tag whoever comes",
            "Talk: 'mine', 'yours', 'switch'",
        ],  # fmt: skip
        "30 tag belts, 8 rugby balls, 48 cones in 2 colours, bibs in 2 colours, a whistle.",
        "Pitches marked into four channels by cones; attack 4v4 with the defence changing system on the call.",
        "Draw the two systems on a whiteboard first: arrows following players, then boxes for channels.",
        ["marking", "channel", "zone", "switch", "communication"],
        "Watch a team sport on TV or in the park: do the defenders follow a player or guard an area?",
        {
            "warmup": part(
                "Warm-up: Channel Shadowing",
                "Stay in your channel and mirror the attacker in it. Don't let them past!",
                "Time: 8 min. Equipment: cones marking four 4 m wide channels. Set out: channels 20 m long. "
                "Organisation: pairs, one attacker and one defender per channel. Safety: stay in your own "
                "channel; no contact.",
                "The attacker jogs and side-steps up the channel; the defender mirrors, staying in front. Then "
                "attackers may cross into the next channel: defenders stay in their own channel and pick up "
                "whoever arrives. Swap every 30 seconds.",
                "Low and balanced, on your toes; let the attacker go when they leave your channel.",
                "What did you do when your attacker left your channel?",
                (
                    "attackers stay in one channel",
                    "attackers may cross one channel",
                    "attackers may cross any channel and defenders call 'yours!' as they pass on",
                ),
                [
                    ("Ready", "Low, on your toes, in front.", "crouch"),
                    ("Mirror", "Side-step with the attacker.", "side-step"),
                    ("Pass on", "'Yours!' as they change channel.", "wave"),
                ],
            ),
            "skill": part(
                "Skill: Marking a Player or Guarding a Channel",
                "Try both ways of defending: follow your player, then guard your channel!",
                "Time: 15 min. Equipment: a ball and tag belts per group of eight, cones in 2 colours. Set out: "
                "a 20 m pitch split into four channels. Organisation: 4v4; attackers try to reach the end line. "
                + SAFE,
                "Round one, marking: each defender chooses a player and follows them anywhere. Round two, "
                "guarding: each defender stays in a channel and tags whoever comes into it. Attackers switch "
                "positions and use crossing runs to cause problems. Count how far the attackers get each time.",
                "Marking works against one fast runner; guarding works when attackers swap places a lot. "
                "Talk all the time.",
                "Which way of defending stopped the crossing runs better?",
                (
                    "attackers walk and make one crossing run",
                    "attackers jog and cross whenever they like",
                    "attackers play at full speed and the defence may change system once a round",
                ),
                [
                    ("Mark", "Follow your player anywhere.", "run"),
                    ("Guard", "Stay in your channel.", "side-step"),
                    ("Tag", "Tag whoever comes in.", "tag-rugby-tag-pull"),
                ],
            ),
            "application": part(
                "Game: End Zone Mark or Guard",
                "Your captain calls 'mark' or 'guard' before each attack. Which one wins more ball?",
                f"Time: 20 min. Equipment: a ball, tag belts and bibs per pitch, cones. Set out: {PITCH} "
                "Cones every 4 m along the ends show the channels. Organisation: 4v4, a captain on each team. " + SAFE,
                f"Play tag rugby. {RULES} Before each new attack the defending captain calls 'mark' or "
                "'guard'. A spotter on the side tallies turnovers won under each call. Swap captains at "
                "half-time.",
                "Listen for your captain's call and talk to your neighbour when an attacker crosses.",
                "Which call won your team more ball, and why?",
                (
                    "captain calls one system for the whole game",
                    "captain calls before each attack",
                    "captain can change the call during an attack with 'switch!'",
                ),
                [
                    ("Call", "Captain calls 'mark' or 'guard'.", "wave"),
                    ("Defend", "Mark a player or guard a channel.", "side-step"),
                    ("Tally", "Spotter tallies the turnovers.", "teacher"),
                ],
            ),
            "review": part(
                "Review: Which System When?",
                "Thumbs up for marking, thumbs sideways for guarding: which would you use?",
                "Time: 5 min. Equipment: the spotters' tallies. Set out: the class sits together. "
                "Organisation: whole class. Safety: sit away from the pitches.",
                "The teacher describes three attacks (one very fast runner; four attackers who keep swapping; "
                "a team that passes wide). Pupils show their choice and one explains it, using the tallies.",
                "Listen for reasons about the attackers, not just 'it is easier'.",
                "Which system would you choose against a team with one very fast runner?",
                (
                    "show a choice",
                    "show a choice and give a reason",
                    "show a choice, give a reason and say what the other team might do next",
                ),
                [
                    ("Listen", "Hear the attack.", "sit"),
                    ("Choose", "Thumbs for your system.", "wave"),
                    ("Explain", "Say why.", "pair"),
                ],
            ),
            "alt": part(
                "Game: End Zone Channel Defence",
                "Each defender guards a channel: can the attackers find the gap between them?",
                f"Time: 20 min. Equipment: a ball, tag belts, bibs, cones in 2 colours. Set out: {PITCH} "
                "Cones split each pitch into four channels. Organisation: 4v4; defenders each own a channel. " + SAFE,
                f"Play tag rugby. {RULES} Defenders must stay in their own channel. Attackers score two points "
                "for a try made by a run across two channels. After 4 minutes, the defenders may leave their "
                "channel to mark a player: compare the score.",
                "Guarding works when neighbours talk: say 'yours' as a runner crosses into the next channel.",
                "When did guarding a channel work better than marking a player?",
                (
                    "attackers may not cross channels",
                    "attackers may cross one channel at a time",
                    "two points for crossing two channels and three for three",
                ),
                [
                    ("Guard", "Stay in your channel.", "crouch"),
                    ("Talk", "'Yours!' as they cross.", "wave"),
                    ("Tag", "Tag in your channel.", "tag-rugby-tag-pull"),
                ],
            ),
        },
    ),
    4: lesson(
        "Read the Attack",
        "To choose a defensive system for the attack in front of you, using a tally of the game.",
        ["Watch the attack before you choose", "Count turnovers to see what works", "Change the plan at half-time"],
        "30 tag belts, 8 rugby balls, 36 cones, bibs, a tally sheet and pencil per pitch, a whistle.",
        "Three pitches for 5v5 matches with two halves; a spotter per pitch keeps the tally.",
        "Teach the tally first: a stroke for each pass, a circle for each tag, a cross for each turnover won.",
        ["tally", "turnover", "system", "half-time", "target"],
        "Keep a tally of passes and turnovers for five minutes of any game you watch, then say what it tells you.",
        {
            "warmup": part(
                "Warm-up: Call the System",
                "Jog in your group: on 'mark' find your partner, on 'guard' find your channel!",
                "Time: 8 min. Equipment: cones for channels. Set out: one pitch split into four channels per "
                "group of eight. Organisation: groups of eight, pairs within them. Safety: jog, look up, no "
                "contact.",
                "Everyone jogs around the pitch. On 'mark', each pupil finds their partner and stands goal-side "
                "of them. On 'guard', each pupil sprints to their own channel and faces the far end. The last "
                "pair or channel to be ready does five star jumps.",
                "Decide fast: find, move, set.",
                "How quickly could your group switch from one system to the other?",
                (
                    "one call at a time, walking",
                    "calls while jogging",
                    "calls while jogging, and 'switch' means change to the other system",
                ),
                [
                    ("Jog", "Jog around the pitch.", "run"),
                    ("Mark!", "Find your partner.", "pair"),
                    ("Guard!", "Sprint to your channel.", "side-step"),
                ],
            ),
            "skill": part(
                "Skill: Choosing the Defence",
                "Watch the attack, pick the defence, then test it!",
                "Time: 15 min. Equipment: a ball and tag belts per group, a card per attacking team. Set out: "
                "20 m pitches with channels marked. Organisation: 4v4; the attacking team secretly picks a card: "
                "'one star runner', 'swap positions', 'go wide'. " + SAFE,
                "The attackers attack three times using their card's plan. The defenders watch the first attack, "
                "then talk for 20 seconds and choose to mark or guard for the next two. Then swap roles. Teams "
                "record which system won the ball back.",
                "Look for who has the ball most and where the attackers run before you choose.",
                "What clue in the first attack told you which system to choose?",
                (
                    "the teacher tells the defenders the card",
                    "defenders choose after one attack",
                    "defenders choose before any attack, from the attackers' warm-up",
                ),
                [
                    ("Watch", "Watch the first attack.", "stand"),
                    ("Talk", "Choose mark or guard.", "pair"),
                    ("Test", "Defend the next attacks.", "tag-rugby-tag-pull"),
                ],
            ),
            "application": part(
                "Game: End Zone Tally Match",
                "Play two halves. Use the spotter's tally at half-time to choose your defence!",
                f"Time: 22 min. Equipment: a ball, tag belts, bibs, a tally sheet and pencil per pitch, cones. "
                f"Set out: {PITCH} Organisation: 5v5 with one spotter per pitch (swap each match). " + SAFE,
                f"Play tag rugby. {RULES} Two halves of 4 minutes. The spotter tallies passes, tags and turnovers "
                "won for each team. At half-time each team reads its tally, chooses its defence and sets a "
                "target (such as 'win the ball back within three tags').",
                "Use the tally to decide, not a guess; set one target the whole team can hear.",
                "What did your tally show, and did your half-time change work?",
                (
                    "the spotter only tallies turnovers",
                    "the spotter tallies passes, tags and turnovers",
                    "the team also sets an attacking target from the tally",
                ),
                [
                    ("Play", "First half: defend your way.", "tag-rugby-tag-pull"),
                    ("Tally", "Read the spotter's tally.", "teacher"),
                    ("Change", "Second half: the new plan.", "run"),
                ],
            ),
            "review": part(
                "Review: Reading the Numbers",
                "What do your team's numbers say? Tell us one thing to keep and one to change.",
                "Time: 5 min. Equipment: the tally sheets. Set out: teams sit in their groups. Organisation: "
                "one minute of team talk, then share. Safety: sit away from the pitches.",
                "Each team reads its tally: passes, tags, turnovers won. They say one thing the numbers show and "
                "set a target for the next lesson. The teacher writes the targets down.",
                "Link numbers to actions: lots of tags but few turnovers means the line was slow to get back onside.",
                "What target will your team set for next lesson?",
                (
                    "read one number and say what it means",
                    "compare two numbers",
                    "set a team target from the numbers",
                ),
                [
                    ("Read", "Read your tally.", "sit"),
                    ("Talk", "Keep one, change one.", "pair"),
                    ("Target", "Tell the class your target.", "wave"),
                ],
            ),
            "alt": part(
                "Game: End Zone Overload Defence",
                "Four defenders against five attackers: choose the system that stops the overload!",
                f"Time: 20 min. Equipment: a ball, tag belts, bibs, cones. Set out: {PITCH} Organisation: 5 "
                "attackers against 4 defenders; swap after 4 attacks. " + SAFE,
                f"Play tag rugby with five attackers and four defenders. {RULES} The defenders choose to mark "
                "(leaving one attacker free) or to guard four channels before each set of four tags, and count "
                "tries conceded under each.",
                "With one fewer player, guard the dangerous space first and drift across together.",
                "Which system worked best with one fewer defender?",
                (
                    "attackers walk, four defenders",
                    "attackers jog, four defenders",
                    "full speed with only three defenders",
                ),
                [
                    ("Count", "Five against four.", "teacher"),
                    ("Choose", "Mark or guard?", "pair"),
                    ("Drift", "Slide across together.", "side-step"),
                ],
            ),
        },
    ),
    5: lesson(
        "Referee and Captain",
        "To referee a small-sided tag rugby game, calling tags, forward passes and tries clearly and fairly.",
        ["Whistle, signal, say it", "Stand where you can see the ball", "Captains keep everyone involved"],
        "30 tag belts, 8 rugby balls, 36 cones, bibs, 3 whistles for referees, 3 armbands or bibs for captains.",
        "Three pitches for 4v4; a pupil referee on each pitch and a captain for each team, rotating every game.",
        "Teach the four signals together first, then let each pupil referee for at least one short game.",
        ["referee", "signal", "forward pass", "captain", "fair"],
        "Referee a game in the playground this week and explain one decision to the players.",
        {
            "warmup": part(
                "Warm-up: Referee Signals",
                "Learn the four referee signals, then show them as fast as you can!",
                "Time: 8 min. Equipment: none. Set out: pupils in spaces facing the teacher. Organisation: whole "
                "class, then pairs. Safety: check arm's-length space around you.",
                "Learn: try (point to the ground where the ball was placed), forward pass (throwing action "
                "forward, then point to the team who gets the ball), tag (hold an arm up as if holding the tag), "
                "offside (arm held across the chest, then point). The teacher calls a decision; pupils jog on the "
                "spot and show the signal. Then pairs test each other.",
                "Big, clear signals that the back of the pitch can see; hold them for two seconds.",
                "Why must a referee's signal be big and clear?",
                (
                    "learn two signals",
                    "learn all four",
                    "partner describes a moment and you give the right signal",
                ),
                [
                    ("Try", "Point to the ground.", "tag-rugby-referee"),
                    ("Tag", "Arm up, as if holding the tag.", "reach"),
                    ("Test", "Partner calls, you signal.", "pair"),
                ],
            ),
            "skill": part(
                "Skill: Refereeing Tag Rugby",
                "Referee a short attack: where do you stand, what do you call?",
                "Time: 15 min. Equipment: a ball, tag belts and a whistle per group of seven, cones. Set out: "
                "20 m pitches. Organisation: 3v3 with a referee; the referee changes after each attack. " + SAFE,
                "The referee stands to the side and a little behind the ball, moving level with it. Attackers "
                "play one set of four tags. The referee blows and signals a try, a forward pass, a tag not "
                "passed within three seconds or an offside defender, and says the decision in a few words "
                "('Forward pass, blue ball'). Players accept the call and play on.",
                "Stay level with the ball and a few steps away; whistle first, then signal, then say it.",
                "Where did you stand to see a forward pass?",
                (
                    "call tries and tags only",
                    "call tries, tags and forward passes",
                    "call everything, including offside, and explain one decision at the end",
                ),
                [
                    ("Position", "Level with the ball, to the side.", "run"),
                    ("Whistle", "Blow and signal.", "tag-rugby-referee"),
                    ("Say it", "'Forward pass, blue ball.'", "teacher"),
                ],
            ),
            "application": part(
                "Game: End Zone Referee Rounds",
                "Play 4v4 with a pupil referee and a captain on each team: make it fair!",
                f"Time: 20 min. Equipment: a ball, tag belts, bibs, a whistle and 2 armbands per pitch, cones. "
                f"Set out: {PITCH} Organisation: 4v4, a referee and two captains per pitch; change roles every "
                "4-minute game so that everyone referees once. " + SAFE,
                f"Play tag rugby. {RULES} The referee makes every call. Captains pick who starts, rotate the "
                "substitute on and make sure every teammate touches the ball in each attack. Only captains may "
                "ask the referee about a decision, politely.",
                "Referees: be loud, be quick, be fair. Captains: talk to your team, not to the referee.",
                "How did your referee and captains keep the game fair and fun?",
                (
                    "the teacher helps each referee with the calls",
                    "the pupil referee calls alone",
                    "the referee also awards a fair-play point to the team that accepted calls best",
                ),
                [
                    ("Captains", "Shake hands and pick starters.", "pair"),
                    ("Referee", "Whistle and signal.", "tag-rugby-referee"),
                    ("Play", "Tag rugby, fair and fast.", "tag-rugby-carry-ball"),
                ],
            ),
            "review": part(
                "Review: The Referee's Report",
                "Referees, tell us about your hardest decision. Would you call it the same way again?",
                "Time: 5 min. Equipment: none. Set out: the class sits together. Organisation: three referees "
                "report, the class responds. Safety: sit away from the pitches.",
                "Three pupils who refereed describe a hard decision and how they made it. The class says what "
                "they saw. Captains say one thing they did to keep their team involved.",
                "Praise referees who explained a call calmly and players who accepted it.",
                "What makes a referee easy to play for?",
                (
                    "name one signal you used",
                    "describe a decision and why you made it",
                    "say what you would do differently next time",
                ),
                [
                    ("Report", "Describe a hard call.", "teacher"),
                    ("Listen", "The class listens.", "sit"),
                    ("Thank", "Thank the referee.", "wave"),
                ],
            ),
            "alt": part(
                "Game: End Zone Captain's Call",
                "Captains choose the plan, the referee keeps it fair: can your team stick to it?",
                f"Time: 20 min. Equipment: a ball, tag belts, bibs, a whistle and 2 armbands per pitch, cones. "
                f"Set out: {PITCH} Organisation: 5v5, a pupil referee per pitch; a new captain each game. " + SAFE,
                f"Play tag rugby. {RULES} Before each game, the captains tell the referee their team's defence "
                "(mark or guard) and one attacking target. At the end the referee says whether each team stuck "
                "to its plan, and awards a bonus point if it did.",
                "Captains: one clear plan that everyone can say back to you.",
                "How did your captain help the team stick to the plan?",
                (
                    "captains choose the defence only",
                    "captains choose the defence and an attacking target",
                    "captains may change the plan once, telling the referee at a try",
                ),
                [
                    ("Plan", "Captain tells the referee.", "teacher"),
                    ("Play", "Stick to the plan.", "tag-rugby-pass"),
                    ("Check", "Referee awards the bonus.", "tag-rugby-referee"),
                ],
            ),
        },
    ),
    6: lesson(
        "Tag Rugby Tournament",
        "To play a class tournament using our defensive systems, with pupil referees and captains.",
        ["Warm up, plan, play, review", "Defend as a line with your chosen system", "Referee fairly, accept calls"],
        "30 tag belts, 9 rugby balls, 36 cones, bibs in 6 colours, 3 whistles, a results chart and pen.",
        "Six teams of five: three matches at a time, the resting team referees and keeps the tally.",
        "Put the fixtures and rules up on a board before the lesson so the tournament runs itself.",
        ["tournament", "fixture", "fair play", "tactic", "debrief"],
        "Plan a tournament for a game your family plays: teams, fixtures and a fair way to score it.",
        {
            "warmup": part(
                "Warm-up: Captain's Warm-up",
                "Captains, lead your team's tag rugby warm-up: get them moving, passing and ready!",
                "Time: 8 min. Equipment: a ball and cones per team, tag belts. Set out: each team by a pitch "
                "edge. Organisation: six teams of five, each with a captain. " + SAFE,
                "Captains lead 3 minutes of pulse raiser (jog, side-step, change of direction), 3 minutes of "
                "passing back along a running line and 2 minutes of their choice from the unit's warm-ups. "
                "The teacher checks each warm-up builds from slow to fast.",
                "Start slow, get faster, and finish with the skills of the game.",
                "Was your team ready to play after the warm-up? How could you tell?",
                (
                    "captain follows a card from the teacher",
                    "captain plans the warm-up",
                    "captain adds a defensive line drill the team needs",
                ),
                [
                    ("Pulse", "Jog and side-step.", "side-step"),
                    ("Pass", "Pass back along a line.", "tag-rugby-pass"),
                    ("Line", "Move up together.", "run"),
                ],
            ),
            "skill": part(
                "Skill: Pre-Match Team Plan",
                "Agree your team's plan: how you attack, how you defend, who does what.",
                "Time: 10 min. Equipment: a whiteboard and pen per team, a ball and belts. Set out: teams in "
                "their own space. Organisation: teams of five. " + SAFE,
                "Teams agree and then practise: one attacking move (such as a support run after a short pass), "
                "their first-choice defence (mark or guard) and a signal for changing it. Each player says their "
                "job. Teams walk, then jog the plan twice.",
                "Keep the plan simple enough that the quietest player can explain it.",
                "What is your team's plan, in one sentence?",
                (
                    "a defence only",
                    "a defence and an attacking move",
                    "a defence, an attacking move and a signal to switch",
                ),
                [
                    ("Agree", "Write the plan.", "teacher"),
                    ("Walk", "Walk the plan.", "tag-rugby-carry-ball"),
                    ("Jog", "Jog it twice.", "run"),
                ],
            ),
            "application": part(
                "Game: End Zone Tag Rugby Tournament",
                "Play your tournament matches: stick to your plan, referee fairly, win with style!",
                f"Time: 25 min. Equipment: a ball, tag belts, bibs, a whistle per pitch, a results chart. "
                f"Set out: {PITCH} Organisation: six teams, three 5v5 matches at a time, 5 minutes each; the "
                "resting team provides referees and a spotter. " + SAFE,
                f"Tag rugby, 5v5. {RULES} Three points for a win, one for a draw, and one fair-play point from "
                "the referee. Teams shake hands before and after each match. The winners of the league play a "
                "final if time allows.",
                "Before each match, captains remind the team of the plan; referees stand level with the ball.",
                "Which part of your team's plan made the biggest difference in the tournament?",
                (
                    "6 tags before a turnover and the teacher referees the final",
                    "4 tags, pupil referees",
                    "4 tags, pupil referees, and the fair-play point decides a tie",
                ),
                [
                    ("Handshake", "Shake hands before the match.", "pair"),
                    ("Attack", "Carry, pass and support.", "tag-rugby-carry-ball"),
                    ("Score", "Try in the end zone.", "tag-rugby-try-ball"),
                ],
            ),
            "review": part(
                "Review: Tournament Debrief",
                "What did you learn about tactics, refereeing and being a good teammate?",
                "Time: 7 min. Equipment: the results chart. Set out: the class sits together. Organisation: "
                "teams talk for a minute, then share. Safety: sit away from the pitches.",
                "Announce the results and the fair-play award. Each team shares one thing their plan did well. "
                "Pupils tell a partner how they have improved since Year 5 and since lesson one.",
                "Keep the focus on decisions and fair play, not only the winners.",
                "How are you a better games player now than you were in Year 5?",
                (
                    "name one thing your team did well",
                    "name one thing you improved",
                    "compare how you play now with how you played in Year 5",
                ),
                [
                    ("Results", "Hear the results.", "teacher"),
                    ("Share", "One thing your plan did well.", "sit"),
                    ("Cheer", "Cheer the fair-play winners.", "wave"),
                ],
            ),
            "alt": part(
                "Game: End Zone Tournament Plate",
                "Play for the Cup or the Plate: every team has a final to win!",
                f"Time: 25 min. Equipment: a ball, tag belts, bibs, a whistle per pitch, a results chart. "
                f"Set out: {PITCH} Organisation: six teams; three rounds of 4-minute matches, then the top two "
                "play the Cup final, the next two the Plate, the last two a Bowl. " + SAFE,
                f"Tag rugby, 5v5. {RULES} Round results decide the finals. Every final has a pupil referee and "
                "captains who choose the team's system before kick-off.",
                "Every final counts: plan for the team you are playing.",
                "What did your captain change to beat your final opponent?",
                (
                    "the teacher chooses each team's system",
                    "captains choose the system",
                    "captains choose and may switch once at a try",
                ),
                [
                    ("Rounds", "Three quick rounds.", "run"),
                    ("Final", "Play your final.", "tag-rugby-pass"),
                    ("Award", "Cup, Plate and Bowl.", "wave"),
                ],
            ),
        },
    ),
}


# Each review's own adaptations: joining in, and more active than sitting to talk.
REVIEW_ADAPTATIONS = {
    1: (
        "Pupils who need it point to the support position on a drawn pitch rather than explaining aloud.",
        "Groups of four walk, then jog, the attack with the support runner behind before sharing.",
    ),
    2: (
        "Pupils can come to the line and step into the gap to show it instead of pointing.",
        "Every pupil takes a turn as the defender who closes the gap, jogging into place.",
    ),
    3: (
        "Pupils who find it hard to choose may copy a partner's thumbs and then say if they agree.",
        "Pupils jog to one side of the hall for marking and the other for guarding.",
    ),
    4: (
        "Pair a pupil who finds numbers hard with the spotter, who reads the tally aloud.",
        "Teams walk the change they have chosen once before they sit down.",
    ),
    5: (
        "A referee who finds reporting hard can show the signal and let a partner explain.",
        "The class shows each referee signal as it is named.",
    ),
    6: (
        "Pupils can share their improvement with a partner rather than the whole class.",
        "Finish with a team cool-down jog and stretch led by each captain.",
    ),
}
for _n, (_joining, _active) in REVIEW_ADAPTATIONS.items():
    LESSONS[_n]["parts"]["review"].update(joining_in=_joining, more_active=_active)

# Each game's own adaptations: joining in, and more active.
GAME_ADAPTATIONS = {
    (1, "application"): (
        "A pupil who needs it carries the ball against walking defenders, or has a free first pass.",
        "After a try, the scoring team sprints back to halfway before the restart.",
    ),
    (1, "alt"): (
        "Pupils who need it raid in a four, with taggers walking.",
        "Only two raiders at a time, and taggers change every minute.",
    ),
    (2, "application"): (
        "A pupil who needs it defends in the middle of the line, where both neighbours help with the call.",
        "Defenders touch their own try line after each try before defending again.",
    ),
    (2, "alt"): (
        "Runners who need it may walk, and a stuck runner is freed by a high five.",
        "Add a fifth tagger to the line and shorten the rounds to one minute.",
    ),
    (3, "application"): (
        "A pupil who needs it guards the channel nearest the teacher and hears the call repeated.",
        "Captains call a new system every set of tags, so players switch at speed.",
    ),
    (3, "alt"): (
        "A pupil who needs it guards a channel with a partner.",
        "Narrow the channels and let attackers cross at any time.",
    ),
    (4, "application"): (
        "A pupil who needs it keeps the tally with a partner, or tallies only turnovers.",
        "The spotter swaps with a player every 2 minutes so everyone plays more.",
    ),
    (4, "alt"): (
        "A pupil who needs it attacks in the team of five, where there is more space.",
        "Defenders get back onside by sprinting behind the ball, never walking.",
    ),
    (5, "application"): (
        "A pupil who needs it referees with a partner: one watches tags, the other watches passes.",
        "The referee stays level with the ball at all times, so referees run too.",
    ),
    (5, "alt"): (
        "A pupil who needs it is the captain's helper, reminding the team of the plan.",
        "Teams restart within five seconds of a try.",
    ),
    (6, "application"): (
        "Captains give a buddy to any pupil who needs help with the rules; a match's first minute may be walked.",
        "Resting teams play a passing game beside the pitch when they are not refereeing.",
    ),
    (6, "alt"): (
        "Every team plays a final, so every pupil has a last match at their own level.",
        "The round winners play their final with one player fewer.",
    ),
}
for (_n, _key), (_joining, _active) in GAME_ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)

# Lesson 1's warm-up and skill: their own ways to join in and to be more active.
for _key, (_joining, _active) in {
    "warmup": ("Walk, and pull tags only from pupils walking too; or be the tag counter for a round.",
               "Pull tags with your weaker hand only, and count your pulls out loud."),
    "skill": ("Walk the lane with the pass made from two steps away; the defender only walks and points.",
              "The carrier passes on the defender's second step, and the support runner calls left or right."),
}.items():  # fmt: skip
    LESSONS[1]["parts"][_key].update(joining_in=_joining, more_active=_active)

# Lessons 2-6's warm-up and skill: their own ways to join in and to be more active.
WARMUP_SKILL_ADAPTATIONS = {
    (2, "warmup"): ("Walk the calls at the end of the line, with a hand on the next player's shoulder to stay level.",
                    "Add 'down!' (touch the floor) and 'turn!' calls, and jog back to the start between lengths."),
    (2, "skill"): ("Defend at the middle of the line between two team-mates, with attackers who walk.",
                   "After each tag, the defenders sprint back onside together before the next attack starts."),
    (3, "warmup"): ("Shadow at walking pace, and keep to the first round (one partner, one channel) throughout.",
                    "Attackers cross into a new channel every five steps, so each defender picks up a new runner."),
    (3, "skill"): ("Guard the channel nearest the end line, or mark a player who walks.",
                   "Attackers jog back to the start after every tag, and the rounds switch without a stop."),
    (4, "warmup"): ("Play the calls at walking pace beside a partner, who points to where you go.",
                    "Add a third call, 'switch!', where partners swap channels, and run every call."),
    (4, "skill"): ("Play in the team's middle channel, with a team-mate telling you the system before each attack.",
                   "While the defenders talk for 20 seconds, the attackers jog their plan round the pitch."),
    (5, "warmup"): ("Show the signals sitting down, copying a partner who shows each one first.",
                    "Jog a lap of the hall between calls, stopping to show the signal on each whistle."),
    (5, "skill"): ("Referee with a partner who blows the whistle while you give the signal.",
                   "The referee runs level with the ball the whole attack, and play restarts within five seconds."),
    (6, "warmup"): ("Walk the pulse raiser, and pass standing still with a partner from 3 m.",
                    "Captains add a sprint to a cone and back after every passing length."),
    (6, "skill"): ("Take the same job in the attacking move and the defence, walked first with a buddy.",
                   "Jog the plan twice, then run it at full speed against two team-mates defending."),
}  # fmt: skip
for (_n, _key), (_joining, _active) in WARMUP_SKILL_ADAPTATIONS.items():
    LESSONS[_n]["parts"][_key].update(joining_in=_joining, more_active=_active)
