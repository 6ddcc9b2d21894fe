"""The twelve KS2 movement skills of PE Daily (home learning for 7 to 11 year olds), written
in full to the skills' outcomes (seed/outcomes/other.py). Each part says what the skill is
(pupil_text), how to do it (planning), its teaching points (tips), three levels that change
the task, three posed steps, practice games (how_to_play) and a home challenge, which the
skill page shows from engaging_adults: the challenge brings in the family."""

from apps.content.seed.showcase.text import part

SKILLS = {
    "one-leg-balance": part(
        "Skill: One Leg Balance",
        "A one-leg balance is standing still on one foot with your body tall and steady. Can you hold it for "
        "30 seconds, then move your free leg without a wobble?",
        "A flat floor at home, in bare feet or trainers, with a wall or chair back within reach; a timer.",
        "Stand on one foot with the other knee lifted to hip height and your arms out. Hold for 30 seconds. "
        "Then, keeping the standing foot still, move the free leg to three places: knee up in front, foot "
        "resting on the standing ankle, leg stretched behind. Time each leg.",
        "Standing knee soft, not locked. Squeeze your tummy and stand tall. Fix your eyes on one still spot at "
        "eye level.",
        "Which leg is your weaker side, and what will you do to close the gap?",
        (
            "hold 30 seconds, free knee lifted, arms out",
            "move the free leg to front, side and behind without putting it down",
            "hold ten seconds with your eyes closed, starting on your weaker leg",
        ),
        [
            ("Lift", "Knee to hip height, arms out.", "one-leg"),
            ("Move", "Stretch the free leg behind.", "arabesque"),
            ("Eyes closed", "Hold for ten, arms out.", "one-leg"),
        ],
        how_to_play="Balance Clock: balance while a partner counts; every ten seconds they call a new place for "
        "your free leg. Sock Swap: on one leg, take off a sock and put it back on without touching down. "
        "Statue Duel: you and someone at home balance with eyes closed; the last one still balancing wins.",
        engaging_adults="Time your best balance on each leg every day for a week and write it down. Start "
        "with your weaker leg each day. Has the gap between your legs closed by the end of the week?",
    ),
    "seated-balance": part(
        "Skill: Seated Balance",
        "A seated balance is holding yourself still on your bottom with your feet off the floor. Your tummy "
        "muscles do the work. Can you hold a V-sit and spin without putting your feet down?",
        "A carpet, mat or rug with space around you.",
        "Sit tall and lean back a little. Lift your feet off the floor with your knees bent and reach your arms "
        "forward: a bent-knee V-sit. Hold for ten. Then straighten your legs into a V. Finally, from a bent "
        "V-sit, push with your hands to spin on your bottom and stop still facing a new way.",
        "Balance on the back of your bottom, not your lower back. Tummy tight, chest lifted. Arms reach "
        "forward, level with your knees.",
        "Which muscles did you feel working, and how do they help you sit and stand tall?",
        (
            "bent-knee V-sit with toes touching the floor, for ten",
            "bent-knee V-sit with feet up, then straighten your legs",
            "straight-leg V-sit, then a half spin on your bottom, stopping still",
        ),
        [
            ("Bent V-sit", "Knees bent, feet up, arms forward.", "v-sit-bent-knees"),
            ("Straight V", "Straighten your legs.", "v-sit"),
            ("Spin", "Push round and stop still.", "seated-spin"),
        ],
        how_to_play="Tick-Tock: in a bent V-sit, rock gently side to side without your feet touching down. Spin "
        "and Stop: spin on your bottom and freeze the moment someone calls 'stop'. Cushion Pass: two players "
        "face each other in V-sits and pass a cushion with their feet.",
        engaging_adults="Hold a V-sit for a whole song every day. Each day try straighter legs or a longer hold. "
        "Tell someone at home how your tummy muscles help you sit up tall at your desk.",
    ),
    "floor-work": part(
        "Skill: Floor Work",
        "Floor work is moving along the ground with your body tight and in control: rolling, crawling and "
        "sliding. Can you link three moves and stand up at the end without using your hands?",
        "A clear floor at least three metres long: a carpet, rug or grass, with furniture moved back.",
        "Travel across the space in three moves: a log roll (long, tight body, arms above your head), a bear "
        "crawl (hands and feet, knees just off the floor) and a plank walk (hands walk forward from a plank "
        "while the feet slide after). Link them, changing direction between moves, and finish by rising to a "
        "standing balance without your hands.",
        "Tight body: legs squeezed together, toes pointed. In the crawl, hips level with your shoulders. To "
        "stand without hands, lean forward over your front foot and push up through your legs.",
        "Where in your pattern was it hardest to keep a tight body, and why?",
        (
            "log roll and bear crawl across, standing up any way",
            "link three moves with a change of direction in the middle",
            "link three moves smoothly and rise to a one-leg balance with no hands",
        ),
        [
            ("Log roll", "Long, tight body.", "floor-log-roll"),
            ("Bear crawl", "Knees just off the floor.", "bear"),
            ("Rise", "Stand up, no hands.", "kneel-to-stand"),
        ],
        how_to_play="Pattern Dice: roll a die; 1 or 2 is a log roll, 3 or 4 a bear crawl, 5 or 6 a plank walk. "
        "Roll three times and link the moves in that order. Copy My Pattern: one person makes a three-move "
        "pattern and the other copies it exactly. No-Hands Rise: from lying, sitting or kneeling, stand up "
        "without your hands when someone claps.",
        engaging_adults="Make up a floor pattern of three moves with two changes of direction. Teach it to "
        "someone at home and perform it side by side, both finishing in a balance without using your hands.",
    ),
    "stance": part(
        "Skill: Stance",
        "Your stance is how you stand, ready for what comes next. A good ready stance lets you move any way, "
        "fast. Can you choose the right stance to receive, defend or set off?",
        "A clear space, a mirror if you have one, and a partner.",
        "Make a ready stance: feet shoulder-width apart, knees bent, weight on the balls of your feet, hands "
        "up. Check it in the mirror. Then change on a call: 'receive' (ready stance, hands up for the ball), "
        "'defend' (lower and wider, arms out), 'go' (one foot forward, then set off for three quick steps).",
        "Feet shoulder-width apart. Knees bent, weight forward on the balls of your feet. Head up, hands ready.",
        "Why does a low, wide stance make you harder to knock off balance?",
        (
            "hold a ready stance for ten and check it in a mirror",
            "change between receive, defend and go on a call",
            "hold a low, wide stance against gentle pushes, then compare it with standing tall",
        ),
        [
            ("Ready", "Feet apart, knees bent, hands up.", "ready-stance"),
            ("Defend", "Lower and wider, arms out.", "low-wide-stance"),
            ("Go", "Push off and go.", "run"),
        ],
        how_to_play="Stance Call: a partner calls 'receive', 'defend' or 'go'; score a point for each right "
        "stance. Steady Test: stand tall, feet together, while a partner gives a gentle, slow push on the "
        "shoulder; then try it in a low, wide stance. Which is steadier? Mirror Defender: your partner "
        "shuffles left and right; stay in front of them in your defending stance.",
        engaging_adults="Watch a sport on TV and spot a player receiving, defending and setting off. Show those "
        "three stances to someone at home and explain why each player chose it.",
    ),
    "dynamic-balance": part(
        "Skill: Dynamic Balance",
        "Dynamic balance is staying steady while you move. Can you walk a line with a beanbag on your head, "
        "forwards, backwards and sideways, and stop from a run on one foot?",
        "A line on the floor (tape, a rope or a crack between floorboards), a beanbag or a folded cloth, and "
        "space to jog.",
        "Put the beanbag on your head. Walk the line forwards, small steps, head still. Walk back along it "
        "backwards, then sideways. Then jog round the room; on 'stop', freeze on one foot and hold for five.",
        "Head still and level. Small, careful steps along the line. Arms out; when you stop, bend the standing "
        "knee a little.",
        "Which way along the line was hardest, and what did you change to keep the beanbag on?",
        (
            "walk the line forwards with the beanbag on your head",
            "forwards, backwards and sideways without dropping it",
            "run, stop on the call and hold one foot for five, then walk the line",
        ),
        [
            ("Forwards", "Beanbag on, walk the line.", "beanbag-head-balance"),
            ("Backwards", "Walk back, head still.", "beanbag-head-walk-back"),
            ("Stop", "Run, stop on one foot.", "one-leg"),
        ],
        how_to_play="Line Walk Time Trial: walk the line forwards and back with the beanbag on; if it falls, "
        "start again. Run, Stop, Balance: jog round the room and freeze on one foot when someone calls. "
        "Balance Course: link a line walk, cushion stepping stones and a row of books to step along, and time "
        "it.",
        engaging_adults="Set up a balance course at home with at least three parts. Time yourself, then make it "
        "harder (add a turn, or walk one part backwards) and try to beat your time.",
    ),
    "jumping-and-landing": part(
        "Skill: Jumping and Landing",
        "Jumping is pushing off the ground; landing is stopping safely. Jump high and far, then land like a "
        "cat: quiet, soft and still.",
        "Pupils in their own space on grass or a carpet, with a line to jump from and a sock to mark landings.",
        "Swing your arms back and bend your knees, then swing them up and jump as high as you can. Land "
        "toe-ball-heel with your knees bending and freeze. Then a standing long jump from the line: swing, "
        "push forwards, land on two feet and stay still. Last, jump a pattern in rhythm: hop, hop, bound, "
        "bound, jump.",
        "Swing your arms hard: they lift you. Land toe, ball, heel with your knees bending over your toes. "
        "Freeze for two: a quiet landing means your legs took the force.",
        "Why do you bend your knees when you land, and what would happen to your joints if you did not?",
        (
            "a jump for height, landing toe-ball-heel and still",
            "a standing long jump: mark it and beat it",
            "hop, hop, bound, bound, jump in rhythm, landing still",
        ),
        [
            ("Swing", "Arms back, knees bend.", "crouch"),
            ("Jump", "Arms up, push off.", "jump"),
            ("Land", "Toe, ball, heel: freeze.", "land"),
        ],
        how_to_play="Sock Marker: jump from the line and mark your landing with a sock, then try to pass it. "
        "Silent Landings: someone listens with eyes closed and says if your landing was silent. Pattern Copy: "
        "someone claps a hop-and-bound pattern and you jump it in rhythm.",
        engaging_adults="Measure your best standing long jump in foot-lengths every day for a week. Teach "
        "someone at home to land toe-ball-heel, and tell them why bent knees protect their joints.",
    ),
    "counter-balance": part(
        "Skill: Counter Balance",
        "In a counter balance two people share their weight: each would fall without the other. Can you and a "
        "partner lean away, hold still and come back up together?",
        "A partner of a similar size (a friend or family member), grass or a carpet, and space around you.",
        "Stand facing your partner, toes close together, and hold each other's wrists. Agree your signals: "
        "'ready', 'lean', 'up'. On 'lean', both lean back slowly until your arms are straight and hold still "
        "for five. On 'up', pull in together to standing. Never let go while your partner is leaning.",
        "Hold wrists, not hands. Lean back slowly with a straight body. Move in and out together on your signal.",
        "How did your signals help you move into and out of the balance safely?",
        (
            "lean away holding wrists, knees bent, for five",
            "lean away with straight bodies, then lean in palm to palm",
            "lean away and lower to sitting together, then rise together on your signal",
        ),
        [
            ("Hold", "Face each other, hold wrists.", "pair"),
            ("Lean", "Lean back, arms straight.", "counter-lean-away"),
            ("Up", "On 'up', come back to standing.", "stand"),
        ],
        how_to_play="Signal Practice: practise 'ready, lean, up' until you both move at the same moment. Balance "
        "Statues: when someone calls a number, make that many counter balances in a row, holding each for five. "
        "Invent It: find a counter balance with a new grip or a new body part touching, and give it a name.",
        engaging_adults="Invent a new counter balance with someone at home, name it and show it to your family. "
        "Explain the signals you use to start and finish it.",
    ),
    "sending-and-receiving": part(
        "Skill: Sending and Receiving",
        "Sending is getting a ball to a partner or target; receiving is taking it under control. Can you throw, "
        "catch and pass with the right amount of force?",
        "A soft ball and a partner, in a garden, park or hall; two shoes to make a gate; a towel as a target.",
        "Stand three big steps from your partner. Throw underarm, stepping towards them with the opposite "
        "foot; catch with two hands, watching the ball in. After three catches, step back. Then, on the ground, "
        "pass with the inside of your foot through the gate and trap it under your sole.",
        "Step towards your target with the opposite foot. Hands ready and watch the ball in. Side-foot pass: "
        "standing foot beside the ball, strike with the inside of the foot, trap with the sole.",
        "How did you decide how hard to send the ball so it reached your partner or the target?",
        (
            "underarm throw and two-handed catch at three steps",
            "step back after every three catches; catch one-handed up close",
            "side-foot pass and trap through a gate, the ball stopping at your partner's feet",
        ),
        [
            ("Throw", "Step and throw.", "throw"),
            ("Catch", "Hands ready, watch it in.", "catch"),
            ("Pass", "Inside of the foot.", "side-foot-kick"),
        ],
        how_to_play="Step Back: each clean catch, the thrower takes a step back; each drop, a step in. Gate "
        "Passing: a point for every pass through the gate that your partner traps first time. Target Weight: "
        "roll or pass the ball so it stops on the towel; too hard and it rolls off.",
        engaging_adults="With someone at home, find how far apart you can stand and still make five catches in "
        "a row. Then count how many passes out of ten you can make stop on a towel.",
    ),
    "ball-skills": part(
        "Skill: Ball Skills",
        "Ball skills are keeping a ball under your control with your hands, feet or a bat. Can you dribble with "
        "either hand and keep the ball up for more touches than yesterday?",
        "A bouncy ball on a hard floor or path for dribbling; a soft ball (or a balloon to start) for keepy-ups.",
        "Dribble on the spot with one hand, pushing the ball down with your fingertips; ten bounces, then the "
        "other hand. Walk as you dribble and change hands every four bounces. Then keepy-ups: drop the ball "
        "onto your thigh or foot (or tap it up on a bat), tap it up and catch it; add a touch each time.",
        "Fingertips push the ball, not a slapping palm. Ball at waist height beside you, eyes up. For "
        "keepy-ups, a flat surface under the ball and small taps.",
        "What helped you keep the ball under control when you changed speed?",
        (
            "dribble on the spot, ten with each hand",
            "dribble walking, changing hands every four and changing speed on a call",
            "keepy-ups with feet and thighs, or a bat, for as many touches as you can",
        ),
        [
            ("Dribble", "Fingertips push it down.", "bounce-dribble"),
            ("Keepy-up", "Flat thigh, small tap.", "keepy-up-knee"),
            ("Catch", "Catch and count.", "catch"),
        ],
        how_to_play="Hand Switch: dribble while someone holds up fingers; call the number and change hands. "
        "Speed Dial: dribble at walking, jogging and walking speed as someone calls one, two or three. "
        "Keepy-Up Ladder: one touch and catch, then two touches and catch, and so on: how high can you climb?",
        engaging_adults="Record your best keepy-up score every day for a week on a chart and try to beat it. "
        "Show someone at home your dribble with both hands.",
    ),
    "footwork": part(
        "Skill: Footwork",
        "Footwork is moving your feet quickly and neatly so you can change direction fast. Can you get through "
        "a ladder at speed and change direction on a signal?",
        "A 'ladder' of chalk lines, tape or sticks on the floor (eight squares about a foot apart), and a timer.",
        "Go through the ladder in-in-out-out: both feet into a square, both out either side, and on to the "
        "next. Start at walking pace, then speed up without touching a line. Then side-step along the outside "
        "of the ladder and cross-step back, changing direction when someone claps.",
        "Stay on the balls of your feet. Small, quick steps, arms pumping. On the signal, plant your outside "
        "foot and push off the other way.",
        "How quickly did your heart rate come back down after the challenge, and what does that tell you?",
        (
            "in-in-out-out through the ladder at walking pace",
            "the ladder at speed without touching a line",
            "side-step and cross-step, changing direction on a clap, then time your recovery",
        ),
        [
            ("In-in", "Both feet in the square.", "ladder-quick-feet"),
            ("Side-step", "Side-step, feet never cross.", "side-step"),
            ("Cross-step", "Cross over and go.", "cross-step"),
        ],
        how_to_play="Clean Ladder: time a run through the ladder; every touched line adds a second. Mirror "
        "Feet: a partner side-steps and changes direction; mirror them. Pulse Check: after 30 seconds of ladder "
        "work, count your pulse for 15 seconds, then time how long until your breathing is back to normal.",
        engaging_adults="Lay a ladder at home and time three runs. After each one, time how long your heart "
        "takes to slow down. Does it recover faster by the end of the week?",
    ),
    "ball-chasing": part(
        "Skill: Ball Chasing",
        "Ball chasing is getting to a moving ball fast, picking it up cleanly and sending it back. Can you "
        "fetch and return a ball quicker than last time?",
        "A tennis-sized ball, a partner, a bucket or hoop as the target, and a garden, park or playground.",
        "Your partner rolls the ball away. Run to get in line behind it, get low with your body behind the ball "
        "and scoop it up in two hands. Turn and send it straight back to your partner's hands or into the "
        "bucket.",
        "Run to get behind the ball, not beside it. Get low, body behind it, two hands scooping. Turn and send "
        "it back straight away.",
        "Where did you put your body to stop the ball getting past you?",
        (
            "chase a slow roll, get behind it and pick it up in two hands",
            "chase it and return it to your partner's hands in under ten seconds",
            "rolls to either side: chase, pick up cleanly and hit the target",
        ),
        [
            ("Chase", "Run to get behind it.", "run"),
            ("Pick up", "Low, two hands scoop.", "crouch-pick-up-ball"),
            ("Return", "Send it straight back.", "throw"),
        ],
        how_to_play="Fetch and Return: time from the roll to the ball back in your partner's hands. Bucket Back: "
        "return the ball into the bucket; a point for each one in. Five in a Row: five fetches, timed, with "
        "the rolls going left and right.",
        engaging_adults="Time five fetch-and-returns in a row with someone at home rolling the ball. Write down "
        "your time and try to beat it by the end of the week.",
    ),
    "reaction-response": part(
        "Skill: Reaction / Response",
        "Reaction is how fast you start moving after a signal; response is choosing the right move. Can you go "
        "the instant you hear, see or feel the signal, and choose the right action?",
        "A clear space to sprint three steps each way, a partner, and a 30 cm ruler.",
        "Stand in a ready stance. Set off on your partner's clap and sprint three steps. Then your partner "
        "points left or right, or calls 'catch' or 'drop' as they let go of a ball: do the right action. Last, "
        "do the ruler-drop test: your partner holds the ruler above your open finger and thumb and lets go "
        "without warning; your score is where you catch it.",
        "Weight on the balls of your feet so you can go any way. Watch or listen for one signal only. Move at "
        "once: a push of the feet, no wind-up.",
        "Which signal did you react to fastest: sound, sight or touch? Why do you think that is?",
        (
            "set off on a clap from a ready stance",
            "sprint the way your partner points; catch or let drop on the call",
            "set off on a touch with eyes closed, then beat your ruler-drop score",
        ),
        [
            ("Ready", "Ready stance, eyes and ears on.", "ready-stance"),
            ("Go!", "React and sprint.", "run"),
            ("Ruler drop", "Pinch the ruler as it falls.", "ruler-drop-pinch"),
        ],
        how_to_play="Left, Right, Catch, Drop: your partner gives one of four signals and tries to trick you. "
        "Sound, Sight, Touch: set off on a clap, a dropped hand or a tap on the shoulder; which was quickest? "
        "Ruler Drop: five tries each; the lower the number where you catch it, the faster your reaction.",
        engaging_adults="Do the ruler-drop test five times a day with someone at home and write down your best "
        "score. Is it lower by the end of the week?",
    ),
}
