"""Real Dance, Year 2, Unit 1: Machines. Pupils build a dance factory: pistons, cogs,
conveyor belts and robots, moving in time, in unison and in canon, to the Machine Song."""

from apps.content.seed.showcase.text import lesson, part

SLUG = "d2u1-machines"
UNIT = {
    "strapline": "Build a dance factory: sharp pistons, turning cogs and robots moving in time.",
    "cog_text": "Pupils learn to move with sharp and smooth actions in time with the music and with others.",
    "purpose": "Year 2 pupils create and perform machine dances, using sharp and smooth actions, levels, "
    "unison and canon, and learn to watch and describe dance.",
    "vocab": [
        ("Sharp", "A quick, sudden movement that stops dead."),
        ("Smooth", "A flowing movement with no stops."),
        ("Unison", "Everyone doing the same move at the same time."),
        ("Canon", "The same move started one after another, like a wave."),
    ],
}

MACHINE_SONG = [
    ("Switch on the factory, hear it hum", 0.0),
    ("Pistons pumping, here they come", 3.0),
    ("Cogs go round and round and round", 6.0),
    ("Stamp your feet and shake the ground", 9.0),
    ("Robots march and robots freeze", 12.0),
    ("Power down now, if you please", 15.0),
]


def _moves(*moves):
    return [{"title": t, "how": how, "levels": levels} for t, how, levels in moves]


def _skill(title, pupil, setup, rules, point, question, levels, steps, *moves):
    return part(title, pupil, setup, rules, point, question, levels, steps, moves=_moves(*moves))


def _performance(title, pupil, setup, rules, point, question, levels, steps):
    return part(title, pupil, setup, rules, point, question, levels, steps, lyrics=MACHINE_SONG, song="machine-song")


LESSONS = {
    1: lesson(
        "Switch On the Factory",
        "To make sharp and smooth machine actions.",
        ["Sharp moves stop dead", "Smooth moves never stop", "Keep in time with the beat"],
        "A speaker, 30 floor spots, 4 picture cards of machines (washing machine, digger, clock, robot).",
        "Pupils in their own space facing the front for the skill; pairs for the performance.",
        "Say 'sharp' in a sharp voice and 'smooth' in a smooth voice: the voice shows the move.",
        ["sharp", "smooth", "machine", "beat"],
        "Find a machine at home (a washing machine, a whisk) and make up a dance move of it.",
        {
            "warmup": part(
                "Warm-up: Power Up",
                "Your body is a machine. Switch on one part at a time!",
                "Pupils stand in their own space, floppy like a switched-off machine.",
                "The teacher 'switches on' one body part at a time: fingers, wrists, elbows, shoulders, "
                "head, hips, knees, feet. Each part moves to the beat and keeps going until 'power off'.",
                "Move only the part that is switched on, then add the next.",
                "Which body part was hardest to move on its own?",
                (
                    "switch on three body parts",
                    "switch on the whole body one part at a time",
                    "switch parts off in a different order",
                ),
                [
                    ("Switched off", "Floppy and still.", "crouch"),
                    ("Power up", "Switch on fingers, then elbows.", "robot"),
                    ("Full power", "Every part moves to the beat.", "star"),
                ],
            ),
            "skill": _skill(
                "Skill: Sharp and Smooth",
                "Make a sharp piston and a smooth cog. Can you feel the difference?",
                "Pupils in their own space facing the front.",
                "Learn two machine moves: the Piston (punch up and down, stop dead each time) and the Cog "
                "(turn smoothly on the spot with arms as teeth). Practise each to eight counts.",
                "Freeze between piston punches; never stop during the cog.",
                "How is a sharp move different from a smooth one?",
                ("piston with one arm", "piston with both arms and knees", "piston while turning like a cog"),
                [
                    ("Piston", "Punch up, stop. Punch down, stop.", "robot"),
                    ("Cog", "Turn smoothly, arms out like teeth.", "turn"),
                    ("Both", "Four pistons, then four cog turns.", "star"),
                ],
                (
                    "Piston",
                    "Punch up and down, stopping dead on each beat.",
                    (
                        "Punch one arm up and down on the spot",
                        "Punch both arms and bend the knees each beat",
                        "Piston up high, then down low, changing level every two beats",
                    ),
                ),
                (
                    "Cog",
                    "Turn on the spot smoothly, arms out as the teeth.",
                    (
                        "Turn slowly on the spot",
                        "Turn and travel forward at the same time",
                        "Turn at a low level, then rise as you turn",
                    ),
                ),
            ),
            "performance": _performance(
                "Perform: Machine Song (Verse 1)",
                "Dance the first verse of the Machine Song with your pistons and cogs.",
                "Pupils in their own space facing the screen.",
                "Play the Machine Song video. Pupils do pistons on 'pistons pumping' and cogs on 'cogs go "
                "round', and freeze when the music stops.",
                "Watch the words: each line tells you the move.",
                "Which line of the song told you to move smoothly?",
                ("copy the teacher", "dance it on your own", "start low and grow as the song builds"),
                [
                    ("Listen", "Hear the factory hum.", "stand"),
                    ("Pistons", "Pump on the beat.", "robot"),
                    ("Cogs", "Turn smoothly round.", "turn"),
                ],
            ),
            "review": part(
                "Review: Sharp or Smooth?",
                "Watch your partner's move. Was it sharp or smooth?",
                "Pairs face each other.",
                "One partner shows a machine move; the other says 'sharp' or 'smooth' and shows it back. "
                "Swap three times.",
                "Ask for the word and a reason: 'sharp, because it stopped'.",
                "Which machine move did you enjoy the most, and was it sharp or smooth?",
                ("show and guess", "show, guess and copy", "invent a new machine move to show"),
                [
                    ("Show", "Partner A shows a move.", "robot"),
                    ("Guess", "Partner B says sharp or smooth.", "pair"),
                    ("Swap", "Change over.", "pair"),
                ],
            ),
            "alt": _performance(
                "Perform: Machine Mirror",
                "Be your partner's machine reflection while the Machine Song plays.",
                "Pairs face each other in their own space.",
                "Play the Machine Song. One partner leads pistons and cogs; the other mirrors. Swap at 'Robots march'.",
                "Leaders move slowly so the mirror can keep up.",
                "How did you keep in time with your partner?",
                ("mirror arm moves only", "mirror the whole body", "mirror and change levels together"),
                [
                    ("Face", "Face your partner.", "pair"),
                    ("Lead", "Leader makes machine moves.", "robot"),
                    ("Swap", "Swap at 'robots march'.", "pair"),
                ],
            ),
        },
    ),
    2: lesson(
        "The Conveyor Belt",
        "To travel in time with a partner in unison.",
        ["Start together on 'five, six, seven, eight'", "Same move, same time", "Keep your place in the line"],
        "A speaker, cones to mark two straight 'belts', beanbags as parcels.",
        "Lines of four along the belts marked by cones; pupils face the same way.",
        "Count the '5, 6, 7, 8' in every time so starts are together.",
        ["unison", "travel", "count", "line"],
        "Count '5, 6, 7, 8' and march with a grown-up in unison around the kitchen.",
        {
            "warmup": part(
                "Warm-up: Factory Line",
                "Follow the line leader along the factory floor, copying every move.",
                "Lines of four, one behind the other.",
                "The leader travels with a machine move (march, slide, shuffle). The line copies in unison. "
                "On the clap, the leader goes to the back.",
                "Look at the shoulders of the person in front to stay in time.",
                "How did your line stay together?",
                ("march only", "choose a machine move", "change the move every eight counts"),
                [
                    ("Line up", "Stand in your line.", "stand"),
                    ("Copy", "Copy the leader's move.", "run"),
                    ("Clap", "Leader goes to the back.", "wave"),
                ],
            ),
            "skill": _skill(
                "Skill: Conveyor Belt Moves",
                "Slide and shuffle like parcels on a conveyor belt, all at the same time.",
                "Lines of four stand along a belt of cones.",
                "Learn the Slide (side-step with arms pushing) and the Shuffle (tiny quick steps forward). "
                "Lines perform each move to eight counts in unison.",
                "Everybody starts on 'five, six, seven, eight'.",
                "What helps a whole line move in unison?",
                ("slide on the spot", "slide along the belt", "slide, then shuffle, without a gap"),
                [
                    ("Slide", "Side-step, arms push.", "side-step"),
                    ("Shuffle", "Tiny quick steps forward.", "run"),
                    ("Unison", "The whole line together.", "pair"),
                ],
                (
                    "Slide",
                    "Side-step along the belt, arms pushing the parcel.",
                    (
                        "Slide four steps one way and back",
                        "Slide eight steps, pushing arms on every step",
                        "Slide with a low push then a high push",
                    ),
                ),
                (
                    "Shuffle",
                    "Tiny quick steps, knees soft, like a parcel on rollers.",
                    (
                        "Shuffle forward four counts",
                        "Shuffle forward and back in eight counts",
                        "Shuffle in a square, turning a quarter each time",
                    ),
                ),
            ),
            "performance": _performance(
                "Perform: Machine Song in Unison",
                "Dance the Machine Song with your line, all together in unison.",
                "Lines of four along the belts.",
                "Play the Machine Song. Lines slide on line 1, pistons on line 2, cogs on line 3, stamp on "
                "line 4, march on line 5 and power down together on line 6.",
                "Choose a line leader to start each move for the others.",
                "Which part of the song was your line most together?",
                ("follow the leader", "dance without a leader", "add a freeze between each line"),
                [
                    ("Slide", "Slide along the belt.", "side-step"),
                    ("Pistons and cogs", "Pump, then turn.", "robot"),
                    ("Power down", "Slowly sink to the floor.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Together or Not?",
                "Watch another line. Were they in unison?",
                "Half the lines perform, half watch.",
                "Watchers show thumbs up when a line is in unison and point to the moment a line was "
                "most together. Swap.",
                "Ask watchers what they looked at: feet, arms or heads.",
                "What did the best line do to stay together?",
                ("watch one line", "watch two lines", "give one line a tip"),
                [
                    ("Watch", "Look at the dancers' feet.", "teacher"),
                    ("Thumbs", "Thumbs up for unison.", "wave"),
                    ("Tip", "Give a tip to a line.", "pair"),
                ],
            ),
            "alt": _performance(
                "Perform: Parcel Pass",
                "Pass a parcel (beanbag) along your line in time with the Machine Song.",
                "Lines of four sit one behind the other.",
                "On each beat, pass the parcel back over your head, then under your legs, in time with the "
                "music. At 'freeze' everyone holds still.",
                "Pass on the beat, not as fast as you can.",
                "How did you keep the parcel in time?",
                ("pass over the head only", "over, then under", "over, under and round the side"),
                [
                    ("Sit", "Sit in your line.", "sit"),
                    ("Pass", "Over the head on the beat.", "reach"),
                    ("Freeze", "Hold when the music says.", "sit"),
                ],
            ),
        },
    ),
    3: lesson(
        "Robots on the Move",
        "To change level and direction as a robot.",
        [
            "Robots move in straight lines and sharp turns",
            "Change level: high, medium, low",
            "Arms and legs stay stiff",
        ],
        "A speaker, 4 direction signs (forward, back, left, right), hoops as charging points.",
        "Pupils in their own space; hoops spread out as charging points.",
        "Call directions clearly and use the signs for pupils who need to see them.",
        ["level", "direction", "stiff", "robot"],
        "Program a grown-up robot: give them four commands and see if they follow.",
        {
            "warmup": part(
                "Warm-up: Charging Points",
                "Robots, run out of battery and find a charging point to power up!",
                "Hoops (charging points) spread around.",
                "Robots march stiffly. On 'low battery' they slow down to a shuffle. On 'charge!' they go "
                "to a hoop and power up from low to high.",
                "Stiff arms, straight legs, sharp turns.",
                "How did your robot move when its battery was low?",
                ("walk like a robot", "march and turn sharply", "march backwards on 'reverse'"),
                [
                    ("March", "Stiff robot march.", "robot"),
                    ("Low battery", "Slow shuffle.", "crouch"),
                    ("Charge", "Power up in a hoop.", "reach"),
                ],
            ),
            "skill": _skill(
                "Skill: Robot Levels",
                "Your robot can be high, medium or low. Show me all three!",
                "Pupils in their own space.",
                "Learn the Robot Walk (stiff, straight lines, 90-degree turns) and the Robot Reach (reach "
                "high, medium, low with sharp stops).",
                "Each level change is sharp: move, stop, move.",
                "Why does a robot move in straight lines and sharp turns?",
                ("robot walk forward and back", "add quarter turns", "walk at a low level"),
                [
                    ("Walk", "Stiff steps, straight line.", "robot"),
                    ("Turn", "Quarter turn, sharp stop.", "turn"),
                    ("Reach", "High, medium, low.", "reach"),
                ],
                (
                    "Robot Walk",
                    "Stiff legs, straight lines and sharp quarter turns.",
                    (
                        "Walk four steps forward, stop",
                        "Walk, quarter turn, walk again",
                        "Walk at a low level with bent knees, then high on tiptoes",
                    ),
                ),
                (
                    "Robot Reach",
                    "Reach to a level and stop dead: high, medium, low.",
                    (
                        "Reach high and low with one arm",
                        "Reach high, medium and low with both arms",
                        "Reach to three levels while turning",
                    ),
                ),
            ),
            "performance": _performance(
                "Perform: Robot Verse",
                "Dance the robot verse of the Machine Song using three levels.",
                "Pupils in their own space facing the screen.",
                "Play the Machine Song. On 'robots march and robots freeze' pupils robot-walk, then freeze "
                "at a level the teacher calls (high, medium, low).",
                "Freeze still as soon as the word 'freeze' is sung.",
                "Which level was your favourite freeze?",
                ("freeze at one level", "freeze at the level called", "change level on every freeze"),
                [
                    ("Walk", "Robot-walk on the beat.", "robot"),
                    ("Freeze", "Stop dead on 'freeze'.", "star"),
                    ("Level", "High, medium or low.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Robot Controllers",
                "Give your partner robot three commands. Did they follow them?",
                "Pairs: one controller, one robot.",
                "The controller gives three commands (forward 4, turn, reach low). The robot follows. Swap.",
                "Commands must be clear; robots only do what they hear.",
                "How did the commands help your robot move in different directions?",
                ("two commands", "three commands", "four commands including a level"),
                [
                    ("Command", "Give three commands.", "teacher"),
                    ("Robot", "Follow them exactly.", "robot"),
                    ("Swap", "Change over.", "pair"),
                ],
            ),
            "alt": _performance(
                "Perform: Broken Robots",
                "Your robot has a glitch! Dance the Machine Song with a wobble and a fix.",
                "Pupils in their own space.",
                "Dance the robot moves; when the teacher calls 'glitch', shake one body part, then 'fixed!' "
                "and carry on in time.",
                "Glitches are funny but still in control.",
                "How did you show your robot was broken and then fixed?",
                ("glitch with one arm", "glitch with the whole body", "glitch at a low level"),
                [
                    ("Dance", "Robot moves.", "robot"),
                    ("Glitch", "Shake one part.", "star"),
                    ("Fixed", "Back in time.", "robot"),
                ],
            ),
        },
    ),
    4: lesson(
        "Cogs in Canon",
        "To perform a move in canon with a group.",
        ["Wait for the person before you", "Same move, one after another", "Finish together"],
        "A speaker, cones to mark group circles.",
        "Groups of four in small circles spread around the hall.",
        "Walk the canon first with counting out loud before adding music.",
        ["canon", "cog", "turn", "wave"],
        "Do a Mexican wave with your family on the sofa: one after another!",
        {
            "warmup": part(
                "Warm-up: Mexican Wave",
                "Make a wave around the circle: one after another, up and down.",
                "The whole class in one big circle.",
                "The teacher starts a wave: reach up and down, each pupil after the one before. Try a slow "
                "wave, a fast wave and a wave with a jump.",
                "Watch the person next to you to know when to go.",
                "How did you know when it was your turn in the wave?",
                ("a slow wave", "a fast wave", "a wave in both directions at once"),
                [
                    ("Circle", "Stand in the big circle.", "stand"),
                    ("Wave", "Reach up when it reaches you.", "reach"),
                    ("Jump wave", "Jump instead of reach.", "jump"),
                ],
            ),
            "skill": _skill(
                "Skill: Cog Canon",
                "Turn like a cog, one after another around your group.",
                "Groups of four in a small circle.",
                "Number yourselves 1 to 4. Dancer 1 does a cog turn on counts 1-2, dancer 2 on 3-4 and so on, "
                "then all four turn together on 'whole factory!'.",
                "Count out loud in your group at first.",
                "What is the difference between canon and unison?",
                ("cog turn in canon", "cog and piston in canon", "canon forward and back round the circle"),
                [
                    ("Number", "Number 1 to 4.", "pair"),
                    ("Canon", "Turn one after another.", "turn"),
                    ("Together", "All turn on 'whole factory!'.", "star"),
                ],
                (
                    "Cog Turn",
                    "Turn on the spot with your arms as cog teeth.",
                    ("Turn when your number is called", "Turn in canon on the counts", "Turn in canon, high, then low"),
                ),
                (
                    "Piston Wave",
                    "Punch up in turn around the circle, like a wave.",
                    (
                        "Punch up in turn with one arm",
                        "Punch up and down in turn",
                        "Punch up in turn, then back the other way",
                    ),
                ),
            ),
            "performance": _performance(
                "Perform: Machine Song in Canon",
                "Dance the Machine Song, with the cogs line in canon.",
                "Groups of four in their circles.",
                "Play the Machine Song. Every line is in unison except 'cogs go round', which your group "
                "does in canon 1-2-3-4.",
                "Freeze at the end of each line so the canon is clear.",
                "How did your group make the canon look like a wave?",
                ("canon with counting out loud", "canon with the music only", "two canons in the song"),
                [
                    ("Unison", "Together for the first lines.", "pair"),
                    ("Canon", "Cogs one after another.", "turn"),
                    ("Finish", "Power down together.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Spot the Canon",
                "Watch another group. Did they use canon or unison?",
                "Two groups pair up; one performs, one watches.",
                "Watchers call 'canon' or 'unison' for each line of the song and say which one looked best.",
                "Use the words canon and unison in every answer.",
                "Which looked better in canon, and why?",
                ("name one canon", "name each canon and unison", "suggest where to add another canon"),
                [
                    ("Watch", "Watch the other group.", "teacher"),
                    ("Call", "Canon or unison?", "wave"),
                    ("Best", "Which looked best?", "pair"),
                ],
            ),
            "alt": _performance(
                "Perform: Factory Dominoes",
                "Fall and rise like dominoes, one after another, to the Machine Song.",
                "Lines of four side by side.",
                "On 'stamp your feet', each dancer in turn sinks low and rises back up, like dominoes "
                "falling and standing up.",
                "Sink slowly with control; never fall on the floor.",
                "How did you make the domino effect clear?",
                ("sink to medium", "sink low", "sink and rise with a turn"),
                [
                    ("Line", "Stand side by side.", "stand"),
                    ("Sink", "One after another sink low.", "crouch"),
                    ("Rise", "Rise up in turn.", "reach"),
                ],
            ),
        },
    ),
    5: lesson(
        "Build a Machine",
        "To create a group machine with linked actions.",
        ["Every part connects to another", "Choose sharp or smooth for your part", "Keep your action going"],
        "A speaker, 4 machine picture cards, a tambourine.",
        "Groups of four or five around the hall, each with a picture card.",
        "Start one pupil, then add one at a time so every part links.",
        ["create", "link", "group", "action"],
        "Draw the machine your group made and label what each person did.",
        {
            "warmup": part(
                "Warm-up: Machine Parts",
                "Turn into the machine part I call: wheel, lever, spring or fan!",
                "Pupils in their own space.",
                "Call a machine part; pupils make its action until the tambourine shakes, then freeze. "
                "Wheel: roll arms; lever: up and down; spring: bounce; fan: spin.",
                "Make the action big enough to see from the other side of the hall.",
                "Which machine part was the most fun to be?",
                ("copy the teacher's action", "make your own action", "do two parts at once"),
                [
                    ("Wheel", "Roll your arms.", "turn"),
                    ("Spring", "Bounce on soft knees.", "jump"),
                    ("Fan", "Spin on the spot.", "turn"),
                ],
            ),
            "skill": _skill(
                "Skill: Linking Parts",
                "Add your part to the machine and keep it going!",
                "Groups of four or five.",
                "Pupil 1 starts a repeating action. Pupil 2 joins, touching or linking to pupil 1's action, "
                "then pupil 3 and so on until the whole machine works.",
                "Keep your action going the whole time.",
                "How did your part link to the part before?",
                ("link by standing close", "link by touching", "link and change level"),
                [
                    ("Start", "Pupil 1 starts a part.", "robot"),
                    ("Join", "Link your part on.", "pair"),
                    ("Whole machine", "Everyone moving.", "star"),
                ],
                (
                    "Lever",
                    "Up and down like a lever.",
                    ("Lever with one arm", "Lever with your whole body", "Lever that lifts a partner's arm"),
                ),
                (
                    "Spring",
                    "Bounce on soft knees.",
                    ("Spring on the spot", "Spring and travel", "Spring high and low, linked to a partner"),
                ),
            ),
            "performance": _performance(
                "Perform: Our Machine",
                "Show your group's machine to the Machine Song: switch on, work, power down.",
                "Groups in their space.",
                "Switch on one part at a time during the first two lines, work the whole machine until "
                "'robots freeze', then power down part by part.",
                "A clear start and a clear end.",
                "What does your machine make?",
                ("machine with three parts", "every part linked", "machine that travels across the room"),
                [
                    ("Switch on", "One part at a time.", "robot"),
                    ("Work", "All parts together.", "pair"),
                    ("Power down", "One part at a time.", "crouch"),
                ],
            ),
            "review": part(
                "Review: Machine Show",
                "Watch a machine. What do you think it makes?",
                "Groups show their machines in turn.",
                "The class guesses what each machine makes and names one sharp and one smooth part.",
                "Look for the links between dancers.",
                "What was the cleverest link between two parts?",
                ("guess what it makes", "name a sharp and a smooth part", "suggest an extra part"),
                [
                    ("Watch", "Watch the machine.", "teacher"),
                    ("Guess", "What does it make?", "wave"),
                    ("Tell", "Name a sharp and a smooth part.", "pair"),
                ],
            ),
            "alt": _performance(
                "Perform: Chocolate Factory",
                "Your machine makes chocolate: mix, pour, wrap and box it in time with the song.",
                "Groups of four in a line.",
                "Each dancer is one job: mixer (stir), pourer (pour), wrapper (wrap), boxer (box). Pass the "
                "chocolate along in time with the Machine Song.",
                "Do your job on the beat.",
                "Which job was the sharpest move and which was the smoothest?",
                ("one job each", "swap jobs at the chorus", "speed up and slow down"),
                [
                    ("Mix", "Stir smoothly.", "turn"),
                    ("Wrap", "Wrap sharply.", "robot"),
                    ("Box", "Box and pass it on.", "reach"),
                ],
            ),
        },
    ),
    6: lesson(
        "The Machine Show",
        "To perform the whole machine dance and describe it.",
        ["Remember the order", "Use unison and canon", "Start and finish in a freeze"],
        "A speaker, the machine cards, cones to mark a stage.",
        "A stage at one end of the hall; groups wait in the wings and the audience sits facing the stage.",
        "Rehearse once, then perform; praise specific moments by name.",
        ["perform", "audience", "unison", "canon"],
        "Perform your favourite machine move for your family and tell them if it is sharp or smooth.",
        {
            "warmup": part(
                "Warm-up: Factory Remix",
                "Do a move from each lesson: power up, slide, robot, cog wave and link!",
                "Pupils in their own space.",
                "The teacher calls moves from the unit in a new order. Pupils change move on every call.",
                "Praise pupils who make sharp moves sharp and smooth moves smooth.",
                "Which move from this unit could you teach someone?",
                ("the teacher shows the moves", "the teacher calls the moves", "pupils call the moves"),
                [
                    ("Power up", "Switch on body parts.", "robot"),
                    ("Slide", "Conveyor belt slide.", "side-step"),
                    ("Cog", "Turn smoothly.", "turn"),
                ],
            ),
            "skill": _skill(
                "Skill: Rehearsal",
                "Rehearse your machine dance from the start to the end.",
                "Groups in their own space.",
                "Put the unit together: switch on, conveyor slide, robots, cog canon and your group "
                "machine. Rehearse twice.",
                "Check the start and end freezes.",
                "Which part of your dance needs one more practice?",
                ("rehearse with the teacher counting", "rehearse with the music", "rehearse and add an ending"),
                [
                    ("Switch on", "Start in a freeze.", "crouch"),
                    ("Dance", "All your machine moves.", "robot"),
                    ("Freeze", "End in a freeze.", "star"),
                ],
                (
                    "Factory Start",
                    "Start low and switched off, then power up.",
                    ("Rise slowly", "Rise one body part at a time", "Rise in canon across the group"),
                ),
                (
                    "Power Down",
                    "Slow down and sink to finish.",
                    ("Sink to the floor", "Sink one part at a time", "Sink in canon, last dancer points up"),
                ),
            ),
            "performance": _performance(
                "Perform: The Machine Show",
                "It's showtime! Perform the Machine Song for the audience.",
                "Groups take turns on the stage.",
                "Each group performs the whole Machine Song dance; the audience claps on the power down.",
                "Audience watches quietly and looks for unison and canon.",
                "What did you feel when you performed?",
                ("perform with the teacher", "perform as a group", "perform and add your own ending"),
                [
                    ("Wings", "Wait in the wings.", "stand"),
                    ("Stage", "Perform the dance.", "robot"),
                    ("Bow", "Bow to the audience.", "lean"),
                ],
            ),
            "review": part(
                "Review: Dance Critics",
                "Tell a group the best thing about their machine dance.",
                "Whole class sits facing the stage.",
                "After each show, two critics say one thing they liked, using a dance word (sharp, smooth, "
                "unison, canon, level).",
                "Model a good comment: 'I liked the canon because it looked like a wave.'",
                "Which dance word describes your group's dance best?",
                ("say one thing you liked", "use a dance word", "give a tip too"),
                [
                    ("Watch", "Watch the show.", "teacher"),
                    ("Like", "One thing you liked.", "wave"),
                    ("Dance word", "Use a dance word.", "pair"),
                ],
            ),
            "alt": _performance(
                "Perform: Machine Showdown",
                "Two machines face each other and take turns, like a dance battle, to the Machine Song.",
                "Two groups face each other across the stage.",
                "Groups take turns: one line of the song each, answering the other machine's moves.",
                "Answer with your own move, not a copy.",
                "How did your group answer the other machine?",
                ("copy the other group", "answer with a different move", "finish with both machines as one"),
                [
                    ("Face", "Groups face each other.", "pair"),
                    ("Turns", "One line each.", "robot"),
                    ("Together", "Join as one machine.", "star"),
                ],
            ),
        },
    ),
}

SONGS = {"machine-song": ("The Machine Song", MACHINE_SONG, "machine-groove", "robot")}
