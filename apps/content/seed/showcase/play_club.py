"""Real Play, Club Unit 1: Playground Legends. Six club sessions, each built round a
playground legend (a dragon, a giant, a sea monster...) with a chasing game, a story to
act out and a calm review."""

from apps.content.seed.showcase.text import lesson, part

SLUG = "cu1-playground-legends"
UNIT = {
    "strapline": "Dragons, giants and sea monsters: six club sessions of chasing games and stories to act out.",
    "cog_text": "Children play fairly, listen to the story clues and move in lots of ways.",
}


def _story(title, pupil, story, setup, point, question, levels, steps):
    levels = [f"{level} in {title.split(': ', 1)[1]}" for level in levels]  # each story its own
    return part(title, pupil, setup, f"Read the story aloud; children act each part. {story}", point, question,
                levels, steps, story=story)  # fmt: skip


LESSONS = {
    1: lesson(
        "The Dragon's Gold",
        "To dodge and chase safely in a group game.",
        ["Look for spaces", "Tag gently with one hand", "Be a good sport when you are caught"],
        "20 yellow beanbags (gold), 4 hoops (caves), 2 red bibs (dragons), cones.",
        "A 15 m square of cones on the playground; caves (hoops) in the corners; children spread out.",
        "Explain 'gentle tag' with a demonstration on an adult first.",
        ["dodge", "chase", "gentle", "space"],
        "Hide a sock 'gold' at home for someone to find, then swap.",
        {
            "warmup": part(
                "Warm-up: Dragon Wake-Up",
                "The dragon is waking up! Stretch your wings, swish your tail and breathe fire.",
                "Children spread out inside the cones.",
                "Follow the leader's dragon moves: stretch tall (wings), sway hips (tail), stamp (feet), and "
                "a big 'whoosh' with arms (fire). Get faster each time.",
                "Big moves warm the whole body.",
                "Which dragon move made you feel warm?",
                ("slow dragon moves", "faster dragon moves", "dragon moves while walking"),
                [
                    ("Wings", "Stretch up tall and wide.", "star"),
                    ("Tail", "Swish your hips side to side.", "turn"),
                    ("Fire", "Whoosh your arms forward!", "throw"),
                ],
            ),
            "game": part(
                "Game: Steal the Dragon's Gold",
                "Sneak into the cave, take one piece of gold and get home before the dragon tags you!",
                "Gold (beanbags) in the middle; two dragons guard it; children start at the edge.",
                "Children run in to take one piece of gold and carry it back to their cave. A tagged child "
                "returns the gold and tries again. Swap dragons after two minutes.",
                "Watch the dragons and go when they look away.",
                "How did you get the gold past the dragons?",
                ("one slow-walking dragon", "two dragons", "carry the gold on your head"),
                [
                    ("Sneak", "Creep towards the gold.", "crouch"),
                    ("Grab", "Take one piece.", "reach"),
                    ("Home", "Dodge back to your cave.", "dodge"),
                ],
            ),
            "story": _story(
                "Story: The Dragon Who Lost Her Fire",
                "Help the little dragon find her fire again!",
                "Little dragon woke up and her fire was gone. She tiptoed past the sleeping bats, climbed the "
                "tall mountain, slid down the other side and splashed across the river. At the top of the "
                "volcano she took a huge breath... and WHOOSH, her fire was back!",
                "Children in a space, ready to act.",
                "Pause after each sentence so every child can act it.",
                "Which part of the dragon's journey was the hardest to act?",
                ("act with the adult", "act on your own", "add a sound for each part"),
                [
                    ("Tiptoe", "Tiptoe past the bats.", "crouch"),
                    ("Climb", "Climb the tall mountain.", "reach"),
                    ("Whoosh", "Breathe your fire!", "throw"),
                ],
            ),
            "review": part(
                "Review: Dragon Treasure Chest",
                "Put one good thing from today in the treasure chest.",
                "Children sit in a circle around a hoop (the chest).",
                "Each child says or shows one thing they did well and 'puts it' in the chest with a beanbag.",
                "Every answer counts; help shy children with a choice of two.",
                "What was the best thing you did in today's game?",
                ("show it", "say it", "say what a friend did well"),
                [
                    ("Circle", "Sit round the chest.", "sit"),
                    ("Share", "Say one good thing.", "pair"),
                    ("Treasure", "Put your beanbag in.", "reach"),
                ],
            ),
            "alt": part(
                "Game: Sleeping Dragon",
                "Creep up to the sleeping dragon. When she wakes, run home!",
                "One adult is the dragon asleep at one end; children start at the other.",
                "Children creep closer. When the dragon roars and wakes, everyone runs back home before "
                "they are tagged. Tagged children become baby dragons.",
                "Creep with small steps so you can turn and run.",
                "How did you know when to run?",
                ("the dragon wakes slowly", "the dragon wakes suddenly", "creep on hands and feet"),
                [
                    ("Creep", "Tiny steps towards the dragon.", "crouch"),
                    ("Roar!", "The dragon wakes.", "star"),
                    ("Run", "Run home safely.", "run"),
                ],
            ),
        },
    ),
    2: lesson(
        "The Giant's Garden",
        "To travel in different ways and stop on a signal.",
        ["Big steps and small steps", "Stop still on the signal", "Share the space"],
        "Hoops (flower beds), 30 beanbags (vegetables), a tambourine, cones.",
        "Hoops spread around a 15 m square; children start in their own space.",
        "Use the tambourine for 'giant coming': everyone freezes.",
        ["giant", "tiny", "freeze", "travel"],
        "Walk around your garden or park with giant steps and tiny steps.",
        {
            "warmup": part(
                "Warm-up: Giant Steps, Tiny Steps",
                "Walk like a giant, then like a tiny mouse. Freeze when the giant sneezes!",
                "Children spread out in the square.",
                "Call 'giants' (big stomping steps), 'mice' (tiny quick steps). 'Atishoo!' means freeze.",
                "Arms help: wide for giants, tucked in for mice.",
                "How did your body change from a giant to a mouse?",
                ("giants and mice only", "add 'birds' (flap and skip)", "change on every clap"),
                [
                    ("Giant", "Big stomping steps.", "run"),
                    ("Mouse", "Tiny quick steps.", "crouch"),
                    ("Atishoo!", "Freeze!", "star"),
                ],
            ),
            "game": part(
                "Game: Vegetable Patch",
                "Pick the giant's vegetables one at a time and plant them in your garden!",
                "Beanbag vegetables in hoops; teams of four each have an empty hoop garden.",
                "Take one vegetable from any patch to your garden. When the tambourine shakes (giant coming), "
                "freeze. Anyone moving puts their vegetable back.",
                "Move quickly but safely; look before you go.",
                "How did your team fill your garden?",
                ("walk only", "hop on the way back", "carry two vegetables, one in each hand"),
                [
                    ("Pick", "Take one vegetable.", "reach"),
                    ("Plant", "Put it in your garden.", "crouch"),
                    ("Freeze", "Giant coming: freeze!", "star"),
                ],
            ),
            "story": _story(
                "Story: The Giant's Lost Shoe",
                "The giant has lost his shoe. Can you carry it home for him?",
                "The giant lost his shoe in the garden! We crept under the cabbage leaves, jumped over the "
                "carrots, balanced along the hosepipe and together lifted the giant shoe. We carried it all "
                "the way home, and the giant gave us a giant-sized thank you!",
                "Children in a space with a partner.",
                "Let pairs show 'lifting together' carefully.",
                "How did you and your partner carry the giant shoe together?",
                ("act with the adult", "act with a partner", "act with a partner and no talking"),
                [
                    ("Creep", "Under the cabbage leaves.", "crouch"),
                    ("Jump", "Over the carrots.", "jump"),
                    ("Carry", "Lift the shoe together.", "pair"),
                ],
            ),
            "review": part(
                "Review: Giant Thumbs",
                "Giant thumbs up if you had fun, tiny thumbs if it was tricky.",
                "Children sit in a circle.",
                "Ask three questions about the session; children show giant or tiny thumbs, and two children "
                "explain their answer.",
                "Tricky is good: it means we are learning.",
                "What was tricky today, and what helped?",
                ("thumbs only", "thumbs and a word", "thumbs and a sentence"),
                [
                    ("Listen", "Hear the question.", "sit"),
                    ("Thumbs", "Giant or tiny thumbs.", "wave"),
                    ("Tell", "Say why.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Giant's Keys",
                "The giant is guarding his keys. Creep up and take them without being seen!",
                "An adult giant stands facing a wall with a beanbag 'bunch of keys' behind them.",
                "Children creep up. When the giant turns, freeze. Anyone seen moving goes back. Whoever takes "
                "the keys must get home before being tagged.",
                "Creep slowly and freeze like a statue.",
                "What was your plan to get the keys?",
                ("giant turns slowly", "giant turns quickly", "take the keys as a team, passing them back"),
                [
                    ("Creep", "Creep up to the giant.", "crouch"),
                    ("Freeze", "Giant turns: freeze.", "stand"),
                    ("Grab", "Take the keys and run!", "run"),
                ],
            ),
        },
    ),
    3: lesson(
        "The Sea Monster",
        "To work together to avoid a tagger.",
        ["Hold hands safely", "Move together as a team", "Watch the sea monster"],
        "Blue cones (the sea's edge), 4 hoops (islands), a blue bib (monster), a parachute or sheet.",
        "A 15 m square 'sea' with hoop islands; children in small groups.",
        "Islands are safe for three seconds only, so everyone keeps moving.",
        ["team", "island", "together", "swim"],
        "Play 'islands' with cushions on the floor at home.",
        {
            "warmup": part(
                "Warm-up: Swim the Sea",
                "Swim across the sea with different strokes. Watch out for the waves!",
                "Children spread out in the sea.",
                "Call a stroke: front crawl (arms over), breaststroke (arms push), doggy paddle. 'Big wave!' "
                "means crouch and hold on.",
                "Arms big, feet walking carefully.",
                "Which swimming stroke was the hardest to do?",
                ("one stroke at a time", "change strokes on the call", "swim backwards carefully"),
                [
                    ("Crawl", "Arms over, one, two.", "run"),
                    ("Paddle", "Doggy paddle fast.", "crouch"),
                    ("Big wave", "Crouch and hold on.", "tuck"),
                ],
            ),
            "game": part(
                "Game: Sea Monster Islands",
                "Swim around the sea and jump onto an island when the sea monster comes!",
                "Hoop islands spread out; one adult or child is the sea monster.",
                "Everyone swims. On 'sea monster!' reach an island; only three may share one. Anyone tagged "
                "in the water joins the monster's tail (holding hands).",
                "Look for an island with space, not the closest one.",
                "How did you choose your island?",
                ("many islands", "fewer islands", "the monster's tail can tag too"),
                [
                    ("Swim", "Swim around the sea.", "run"),
                    ("Monster!", "Find an island.", "dodge"),
                    ("Safe", "Three on an island.", "pair"),
                ],
            ),
            "story": _story(
                "Story: The Friendly Sea Monster",
                "The sea monster is lonely. Let's make friends with it!",
                "Everyone was scared of the sea monster. One day we rowed our boat out, dived under the waves, "
                "swam with the fishes and found the monster crying on a rock. We gave it a big wave and "
                "a smile. Now the sea monster plays with us every day!",
                "Children in their own space.",
                "Talk about how it feels to be left out.",
                "How can we make sure nobody is left out of our games?",
                ("act with the adult", "act on your own", "act with a partner as the monster"),
                [
                    ("Row", "Row the boat.", "sit"),
                    ("Dive", "Dive under the waves.", "tuck"),
                    ("Wave", "Wave to the monster.", "wave"),
                ],
            ),
            "review": part(
                "Review: Message in a Bottle",
                "Send a message in a bottle: one kind thing someone did today.",
                "Children sit in a circle; pass a beanbag 'bottle' around.",
                "Whoever holds the bottle says one kind thing they saw someone do, then passes it on.",
                "Model naming the child and the kind thing.",
                "Who helped you today, and how?",
                ("pass and smile", "say a name", "say a name and the kind thing"),
                [
                    ("Pass", "Pass the bottle.", "sit"),
                    ("Message", "Say a kind thing.", "pair"),
                    ("Clap", "Clap for kindness.", "wave"),
                ],
            ),
            "alt": part(
                "Game: Parachute Sea",
                "Make waves with the parachute: calm sea, windy sea, storm!",
                "Children hold the edge of a parachute or big sheet in a circle.",
                "Make calm ripples, then windy waves, then a storm. On 'sea monster!' lift it high and two "
                "named children swap places underneath.",
                "Hold on with two hands and work together.",
                "What did your team need to do to make a big wave?",
                ("small ripples only", "waves and swaps", "a ball 'boat' stays on during the storm"),
                [
                    ("Hold", "Two hands on the edge.", "stand"),
                    ("Waves", "Shake the parachute.", "crouch"),
                    ("Swap", "Run underneath.", "run"),
                ],
            ),
        },
    ),
    4: lesson(
        "The Troll Bridge",
        "To balance and travel along a line.",
        ["Arms out to balance", "Look ahead", "Take turns on the bridge"],
        "Skipping ropes or chalk lines (bridges), low benches if indoors, cones, a green bib (troll).",
        "Four rope 'bridges' across the area with a queue of four at each.",
        "Keep queues short: four children per bridge.",
        ["bridge", "balance", "troll", "turn"],
        "Walk along the edge of a path or a line of tape at home like the troll bridge.",
        {
            "warmup": part(
                "Warm-up: Billy Goats",
                "Be a little, middle and big billy goat!",
                "Children spread out.",
                "Call 'little goat' (quick light skips), 'middle goat' (trots) or 'big goat' (slow heavy "
                "stomps). 'Troll!' means freeze.",
                "Show the difference in speed and weight.",
                "How did the big goat move differently from the little goat?",
                ("little and big only", "all three goats", "goats on hands and feet"),
                [
                    ("Little goat", "Light skips.", "hop"),
                    ("Big goat", "Slow stomps.", "run"),
                    ("Troll!", "Freeze.", "star"),
                ],
            ),
            "game": part(
                "Game: Trip Trap Bridge",
                "Cross the bridge without the troll catching you wobbling!",
                "Rope bridges on the floor; the troll stands beside them.",
                "Cross the rope heel to toe saying 'trip, trap'. If the troll sees a foot come off, the goat "
                "goes back to start. Everyone who crosses scores one.",
                "Slow and steady beats fast and wobbly.",
                "How did you stay on the bridge?",
                ("walk beside the rope", "walk on the rope", "walk the rope backwards"),
                [
                    ("Start", "Stand at the bridge.", "stand"),
                    ("Trip, trap", "Heel to toe.", "tightrope"),
                    ("Across", "Made it!", "wave"),
                ],
            ),
            "story": _story(
                "Story: The Troll Who Wanted to Play",
                "The troll is grumpy because nobody plays with him. Let's teach him a game!",
                "The troll lived under the bridge and was grumpy. We crossed the bridge very quietly, then "
                "knocked on his door. 'Would you like to play?' We taught him hopping, skipping and jumping. "
                "The troll laughed so much his grumpy face fell off!",
                "Children in a space.",
                "Let children suggest which game to teach the troll.",
                "Which game would you teach the troll, and why?",
                ("act with the adult", "act on your own", "act and teach a partner"),
                [
                    ("Quiet", "Cross very quietly.", "tightrope"),
                    ("Knock", "Knock on the door.", "reach"),
                    ("Play", "Hop, skip and jump!", "hop"),
                ],
            ),
            "review": part(
                "Review: Over the Bridge",
                "Cross the bridge and tell the troll one thing you learned.",
                "One rope bridge; the adult is a friendly troll at the end.",
                "Each child walks the bridge and tells the troll one thing (e.g. 'arms out helps').",
                "Praise good balance as they cross.",
                "What is your top tip for crossing the troll bridge?",
                ("walk with a hand to hold", "walk on your own", "walk and say your tip"),
                [
                    ("Walk", "Cross the bridge.", "tightrope"),
                    ("Tell", "Tell the troll.", "pair"),
                    ("Sit", "Sit down happily.", "sit"),
                ],
            ),
            "alt": part(
                "Game: Troll Tag",
                "The trolls are out! Get to the safe bridges before they tag you.",
                "Rope bridges are safe zones; two trolls with bibs.",
                "Children run freely. Standing on a bridge in a balance is safe for five seconds. Tagged "
                "children become trolls.",
                "Balance on the bridge to stay safe.",
                "When was the best time to use a safe bridge?",
                ("one troll", "two trolls", "the safe balance must be on one leg"),
                [
                    ("Run", "Run freely.", "run"),
                    ("Bridge", "Balance on a bridge.", "one-leg"),
                    ("Tag", "Tagged: become a troll.", "dodge"),
                ],
            ),
        },
    ),
    5: lesson(
        "The Wizard's Spells",
        "To listen and respond quickly to instructions.",
        ["Listen to the whole spell", "Move the way the spell says", "Freeze when the wand points"],
        "A wand (a stick or baton), coloured spots, 10 soft balls.",
        "Children spread out in a 15 m square with coloured spots scattered.",
        "Use a calm voice for spells; let children take turns as wizard.",
        ["spell", "listen", "wizard", "change"],
        "Be the wizard at home: cast spells for your family to move.",
        {
            "warmup": part(
                "Warm-up: Wizard Says",
                "Do what the wizard says, but only if the wizard says 'abracadabra' first!",
                "Children in their own space facing the wizard (adult).",
                "'Abracadabra, hop!' means hop. A spell without 'abracadabra' means stay still. Anyone who "
                "moves helps the wizard with the next spell.",
                "Listen to the whole spell before you move.",
                "How did you listen for the magic word?",
                ("slow spells", "quick spells", "two moves in one spell"),
                [
                    ("Listen", "Wait for 'abracadabra'.", "stand"),
                    ("Move", "Do the spell.", "hop"),
                    ("Still", "No magic word: don't move!", "star"),
                ],
            ),
            "game": part(
                "Game: Frozen Spell",
                "The wizard's wand freezes you! Friends unfreeze you with a high five.",
                "Two wizards with soft-ball 'wands'.",
                "Wizards tag with the soft ball. Frozen children hold a star shape until a friend gives them "
                "a high five.",
                "Help your friends: unfreezing is as important as dodging.",
                "How many friends did you unfreeze?",
                ("one wizard", "two wizards", "unfreeze by crawling round your friend"),
                [
                    ("Dodge", "Dodge the wand.", "dodge"),
                    ("Frozen", "Star shape.", "star"),
                    ("High five", "Unfreeze a friend.", "pair"),
                ],
            ),
            "story": _story(
                "Story: The Spell That Went Wrong",
                "Oh no! The wizard's spell has turned everyone into animals!",
                "The wizard sneezed in the middle of a spell. Poof! We turned into frogs and hopped. Poof! We "
                "turned into snakes and slithered. Poof! We turned into birds and flew. At last the wizard "
                "said the right spell and we were children again. Phew!",
                "Children in their own space.",
                "Let children choose the next animal after the story.",
                "Which animal was the most fun to be, and how did it move?",
                ("act with the adult", "act on your own", "make up a new animal spell"),
                [
                    ("Frog", "Hop, hop, hop.", "hop"),
                    ("Snake", "Slither on your tummy.", "crouch"),
                    ("Bird", "Flap and fly.", "star"),
                ],
            ),
            "review": part(
                "Review: Magic Mirror",
                "Tell the magic mirror what made today magical.",
                "Children sit in a circle; pass a hoop 'mirror'.",
                "Look through the mirror and say one thing you enjoyed or got better at.",
                "Encourage 'I got better at...' answers.",
                "What did you get better at today?",
                ("say one word", "say a sentence", "say what a friend got better at"),
                [
                    ("Mirror", "Hold the hoop.", "sit"),
                    ("Say", "One magical thing.", "pair"),
                    ("Pass", "Pass the mirror on.", "reach"),
                ],
            ),
            "alt": part(
                "Game: Colour Spells",
                "When the wizard calls a colour, run to a spot of that colour!",
                "Coloured spots scattered; children move freely.",
                "Call a colour: children go to a spot of that colour. Add a move: 'Red, hopping!'",
                "Look up to find the colour before you run.",
                "How did you find a spot of the right colour quickly?",
                ("walk to the colour", "move the way the spell says", "two colours: touch both"),
                [
                    ("Move", "Travel freely.", "run"),
                    ("Colour!", "Find a spot.", "reach"),
                    ("Spell move", "Travel the way called.", "hop"),
                ],
            ),
        },
    ),
    6: lesson(
        "Legends Festival",
        "To play a favourite legend game and lead part of it.",
        ["Remember the rules", "Play fairly", "Help a friend to join in"],
        "Equipment from the unit: beanbags, hoops, ropes, bibs, parachute, soft balls.",
        "Three game areas around the playground; children vote for the games.",
        "Let children explain the rules before each game; step back and praise leaders.",
        ["festival", "favourite", "rules", "lead"],
        "Teach your favourite legend game to someone at home.",
        {
            "warmup": part(
                "Warm-up: Legends Parade",
                "March in the legends parade as a dragon, a giant, a sea monster, a troll and a wizard!",
                "Children in a line behind a leader.",
                "Parade around the playground. Each time the music changes, change legend and move like it.",
                "Show each legend clearly with your whole body.",
                "Which legend did you move like best?",
                ("follow the leader's legend", "choose your own legend", "children take turns to lead"),
                [
                    ("Dragon", "Wings and tail.", "star"),
                    ("Giant", "Big stomps.", "run"),
                    ("Wizard", "Cast a spell.", "throw"),
                ],
            ),
            "game": part(
                "Game: Festival Choice",
                "Vote for your favourite legend game and play it!",
                "The three most popular games from the unit set up in three areas.",
                "Children vote with their feet by standing at a game. A child leader explains the rules; "
                "play for four minutes, then change.",
                "Leaders: short rules, then 'go!'",
                "What makes a good game leader?",
                ("adult leads", "a child leads with help", "a child leads alone"),
                [
                    ("Vote", "Stand at a game.", "stand"),
                    ("Rules", "Listen to the leader.", "teacher"),
                    ("Play", "Play fairly.", "run"),
                ],
            ),
            "story": _story(
                "Story: The Legends' Party",
                "All the legends are coming to a party. Let's get ready!",
                "The dragon brought fireworks, the giant brought a giant cake, the sea monster brought "
                "bubbles and the troll brought music. The wizard made it all sparkle. Everybody danced, "
                "jumped and laughed until the moon came out.",
                "Children in their own space.",
                "Invite children to add what they would bring.",
                "What would you bring to the legends' party?",
                ("act with the adult", "act on your own", "add your own legend to the story"),
                [
                    ("Fireworks", "Jump and burst!", "jump"),
                    ("Bubbles", "Float and pop.", "reach"),
                    ("Dance", "Dance at the party.", "turn"),
                ],
            ),
            "review": part(
                "Review: Legend Medals",
                "Everyone gets a legend medal. What is yours for?",
                "Children sit in a circle.",
                "The adult gives each child a pretend medal for something specific (fair play, fast feet, "
                "kind words). Children add one for a friend.",
                "Make every medal specific to the child.",
                "What would you give a medal for, and who would get it?",
                ("receive a medal", "give a medal", "give a medal and say why"),
                [
                    ("Circle", "Sit together.", "sit"),
                    ("Medal", "Receive your medal.", "wave"),
                    ("Give", "Give one to a friend.", "pair"),
                ],
            ),
            "alt": part(
                "Game: Legends Relay",
                "Move like each legend in the relay: dragon, giant, troll, wizard!",
                "Teams of four in lines; a cone 8 m away.",
                "Runner 1 flies like a dragon to the cone and back, runner 2 stomps like a giant, runner 3 "
                "balances like a troll on a bridge, runner 4 casts spells while skipping.",
                "Cheer for every team, not just your own.",
                "Which legend was the fastest to move like?",
                ("walk the relay", "jog the relay", "each runner does two legends"),
                [
                    ("Dragon", "Fly to the cone.", "run"),
                    ("Giant", "Stomp back.", "run"),
                    ("Cheer", "Cheer every team.", "wave"),
                ],
            ),
        },
    ),
}
