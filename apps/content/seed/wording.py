"""Wording of the generated demo lessons (every lesson outside the showcase set).

Each part draws a real activity from a small pool (warm-ups, practices, games, reviews,
theme stories, songs and wider ideas), picked by lesson so the six lessons of a unit never
repeat one, and every text names its own unit, lesson and part. The pools are written for
this project; the showcase set (seed/showcase) replaces these words with lessons written
out in full."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Activity:
    name: str
    equipment: str
    setup: str
    rules: str
    point: str
    question: str  # "{topic}" is the unit or theme
    tricky: str
    trickier: str
    trickiest: str
    steps: tuple


WARMUPS = [
    Activity("Traffic Lights", "cones", "Mark a square with four cones.",
             "Green means jog, amber means walk on tiptoes, red means freeze. Change the colour every few seconds.",
             "Stop on the balls of your feet with knees soft.",
             "How did your body get ready for {topic} today?",
             "Call the colours slowly and show a card as well.", "Add 'purple': jog backwards carefully.",
             "Pupils take turns to call the colours.",
             ("Green: jog into a space.", "Amber: tiptoe walk, arms out.", "Red: freeze and hold still.")),
    Activity("Shadow Steps", "cones", "Pairs stand one behind the other inside the area.",
             "The leader travels in any way they like; the shadow copies every move. Swap on the whistle.",
             "Keep a safe gap of two big steps.",
             "What did you copy from your partner that you could use in {topic}?",
             "Leaders walk and use big, slow moves.", "Leaders change speed and direction.",
             "Shadows copy a mirror image, facing their leader.",
             ("Leader travels; shadow follows.", "Change the way you travel.", "Swap roles on the whistle.")),
    Activity("Busy Bees", "cones, music", "Everyone starts in their own space in the hive (the square).",
             "Buzz around the space while the music plays. When it stops, the teacher calls a body part and "
             "pupils touch that body part to a partner's: elbow to elbow, foot to foot.",
             "Look up for spaces, not at the floor.",
             "Which body parts will you use most in {topic}?",
             "Walk and stop with both feet.", "Skip or gallop between the calls.",
             "Call two body parts at once.",
             ("Buzz around the hive.", "Music stops: find a partner.", "Touch the body part that was called.")),
    Activity("Corners", "4 cones with numbers 1-4", "Put a numbered cone in each corner of the area.",
             "Pupils travel between corners. The caller shuts their eyes and calls a number: anyone in that "
             "corner does five star jumps, then play on.",
             "Travel with quick, light feet and change direction on the outside foot.",
             "Which corner move helped your {topic} most, and why?",
             "Walk between corners.", "Choose a different way of travelling each time.",
             "Call two corners at once.",
             ("Travel to any corner.", "Listen for the number.", "Corner called: five star jumps.")),
    Activity("Beanbag Rescue", "one beanbag each", "Pupils balance a beanbag on their head.",
             "Move around the area. If your beanbag falls you freeze until a friend picks it up and puts it "
             "back without dropping their own.",
             "Move smoothly and keep your head level.",
             "How did helping others warm you up for {topic}?",
             "Carry the beanbag on a flat hand.", "Balance it on a shoulder.",
             "Balance it on the back of a hand while side-stepping.",
             ("Beanbag on your head.", "Freeze if it falls.", "Rescue a friend carefully.")),
    Activity("Number Scramble", "cones", "Everyone jogs freely in the square.",
             "The teacher calls a number and pupils make groups of that size as fast as they can, then "
             "hold a shape together.",
             "Move into space and be kind about who joins your group.",
             "How quickly did your group make a {topic} shape, and what helped?",
             "Numbers 2 and 3 only.", "Numbers up to 5 and a named shape.",
             "Call a sum: 'two plus two!'",
             ("Jog in the square.", "Listen for the number.", "Make a group and a shape.")),
    Activity("Sticky Feet", "cones", "Pupils spread out, each beside a cone.",
             "Hop, skip and jump around the cones. On 'sticky!' your feet stick to the floor: reach, "
             "twist and lean as far as you can without unsticking.",
             "Stretch slowly and keep breathing.",
             "Where did you feel the stretch, and why does that matter for {topic}?",
             "Sticky on two feet.", "Sticky on one foot.", "Sticky on one foot with eyes closed for three.",
             ("Hop, skip or jump.", "'Sticky!' Feet stay still.", "Reach and twist without moving your feet.")),
    Activity("Fruit Salad", "cones in 3 colours", "Give everyone a fruit: apple, banana or cherry.",
             "Call a fruit and those pupils run to a cone of the other colour. 'Fruit salad!' sends "
             "everyone.",
             "Look before you go and slow down near others.",
             "What did you listen for before you moved, and how will that help in {topic}?",
             "Walk when the fruit is called.", "Hop when your fruit is called.",
             "Call two fruits and a way to travel.",
             ("Remember your fruit.", "Your fruit is called: go!", "'Fruit salad!' Everyone moves.")),
]  # fmt: skip

PRACTICES = [
    Activity("Follow My Lead", "cones, a beanbag or ball each", "Pupils face the teacher in rows with space.",
             "The teacher shows the skill in three small steps; pupils copy each one, then practise alone.",
             "Watch, copy, then try it slowly before speeding up.",
             "Which part of {topic} did you find easiest to copy?",
             "Practise each step on its own.", "Join the steps together.", "Do the whole skill and add a turn.",
             ("Watch the skill.", "Copy one step at a time.", "Put the steps together.")),
    Activity("Partner Coach", "one ball or beanbag per pair", "Pairs spread out, one performs, one coaches.",
             "The performer tries the skill five times; the coach watches for one teaching point and says "
             "what went well. Swap.",
             "Coaches say one thing that went well and one thing to try.",
             "What did your coach notice about your {topic}?",
             "Coach looks only at the feet.", "Coach looks at feet and arms.",
             "Coach chooses the next challenge.",
             ("Performer tries five times.", "Coach gives one tip.", "Swap roles.")),
    Activity("Station Circuit", "cones, hoops, beanbags, balls",
             "Set four stations in the corners, a small group at each.",
             "Practise the skill a different way at each station for one minute, then rotate clockwise.",
             "Give your best try at every station, not just the first.",
             "Which station made your {topic} better, and why?",
             "Stay at the easiest version of each station.", "Count your best score at each station.",
             "Beat your own score on the second round.",
             ("Start at your station.", "One minute of practice.", "Rotate on the whistle.")),
    Activity("Beat Your Best", "cones, a stopwatch", "Pupils in their own space with a cone to return to.",
             "Try the skill as many times as you can in 30 seconds with good technique, then rest and try to "
             "beat your score.",
             "Quality first: only count the ones done properly.",
             "How did you beat your best at {topic}?",
             "Count in 45 seconds.", "Count in 30 seconds.", "Count in 30 seconds with the other side of the body.",
             ("Ready at your cone.", "30 seconds: go!", "Rest, then beat your best.")),
    Activity("Freeze Frame", "music", "Pupils travel freely while music plays.",
             "When the music stops, freeze in a position from the skill. The teacher picks freezes to show "
             "the class and says why they are good.",
             "Hold still for three seconds: tight tummy, strong arms.",
             "What makes a strong {topic} freeze?",
             "Freeze in any shape you like.", "Freeze in the shape the teacher calls.",
             "Freeze in a shape that links to your partner's.",
             ("Travel to the music.", "Music stops: freeze.", "Show a freeze to a partner.")),
    Activity("Mirror Pairs", "one hoop per pair", "Partners face each other across a hoop.",
             "One pupil leads the skill slowly; the other mirrors it. After six tries, swap leaders.",
             "Slow and clear so your partner can follow.",
             "How did mirroring your partner change the way you moved in {topic}?",
             "Lead with arms only.", "Lead with arms and legs.", "Lead and add a change of level.",
             ("Face your partner.", "Leader moves slowly.", "Mirror, then swap.")),
]  # fmt: skip

GAMES = [
    Activity("End Zone", "bibs, cones, one ball per team", "Two teams in a 20 m by 15 m area with an end zone each.",
             "Pass the ball to a teammate standing in the end zone to score. No running with the ball; "
             "defenders stay an arm's length away.",
             "Move into a space where the passer can see you.",
             "When did your team use {topic} to get into the end zone?",
             "Defenders walk only.", "Three passes before a score.", "Add a second ball.",
             ("Find a space.", "Pass and move.", "Score in the end zone.")),
    Activity("Castle Keepers", "skittles, soft balls, hoops", "Teams guard skittles standing in hoops.",
             "Roll or throw soft balls to knock over the other team's skittles while keeping yours standing.",
             "Step towards your target as you throw.",
             "How did you protect your castle and use {topic} at the same time?",
             "Move the skittles closer.", "Underarm rolls only.", "One skittle is the king: it scores double.",
             ("Guard your skittles.", "Aim and roll.", "Count the skittles standing.")),
    Activity("Rob the Nest", "hoops, beanbags", "Four teams, a hoop (nest) in each corner, beanbags in the middle.",
             "One at a time, fetch a beanbag from the middle or any nest and bring it home. Most beanbags "
             "after two minutes wins.",
             "Fast feet, then slow down to place the beanbag.",
             "What plan did your team make to use {topic} in Rob the Nest?",
             "Only from the middle.", "From any nest.", "Carry the beanbag on your head.",
             ("Wait your turn.", "Fetch one beanbag.", "Place it in your nest.")),
    Activity("Stuck in the Mud", "bibs, cones", "Two taggers wear bibs; everyone else spreads out in the area.",
             "If you are tagged, stand with legs apart. A friend frees you by crawling through.",
             "Dodge with quick changes of direction.",
             "Who helped you get unstuck, and how did {topic} help you dodge?",
             "One tagger.", "Three taggers.", "Freed players must do a balance first.",
             ("Taggers wear bibs.", "Tagged: legs apart.", "Crawl through to free a friend.")),
    Activity("Cone Flip", "20 cones", "Two teams; half the cones up, half upside down.",
             "One team turns cones up, the other turns them down. Stop after a minute and count.",
             "Bend your knees to reach low, don't bend your back.",
             "What did your team do to win more cones in the {topic} game?",
             "Walk only.", "Jog and use one hand.", "Use your non-writing hand only.",
             ("Pick your team.", "Flip cones for a minute.", "Count up and down.")),
    Activity("Over the Rope", "a rope or low net between two chairs, one soft ball per pair",
             "Pairs face each other across a rope tied at waist height, each in a court marked by four cones.",
             "Send the ball over the rope so it lands in your partner's court; they catch it after one bounce and "
             "send it back. A point when it lands in and is not caught.",
             "Get back to the middle of your court after every send.",
             "Where did you aim to win a point, and how is that used in {topic}?",
             "Catch and throw, no bounce needed.", "Hit it back with a hand after one bounce.",
             "Hit it back with a racket, and play to five points.",
             ("Ready in the middle.", "Send it over the rope.", "Back to the middle.")),
    Activity("Keep It Up", "one balloon or soft volleyball per group of four, cones",
             "Groups of four in a circle inside a cone square.",
             "Keep the ball off the ground with hands or forearms; every player must touch it before it goes "
             "back over to the group opposite.",
             "Move your feet under the ball before you play it.",
             "How did your group keep the rally going in {topic}?",
             "Use a balloon and catch it if you need to.", "Use a soft ball and no catching.",
             "Three touches only, then send it to the next group.",
             ("Circle up.", "Everyone touches it once.", "Send it over.")),
    Activity("Non-Stop Cricket", "a bat, a soft ball, two cones (wicket and run cone), stumps",
             "A batter at the wicket, a run cone five metres to the side, fielders spread out.",
             "The bowler bowls underarm; the batter must hit and run round the run cone. The bowler can bowl as "
             "soon as the ball is back, even if the batter is not.",
             "Watch the ball onto the bat and hit into the spaces.",
             "Where did you hit to score more runs, and how does that help in {topic}?",
             "Hit from a tee.", "Hit a bowled ball.", "Fielders must throw to the bowler through a teammate.",
             ("Batter ready side on.", "Hit and run round the cone.", "Fielders return fast.")),
    Activity("Diamond Rounders", "a bat, a soft ball, four cones as bases",
             "Four bases in a diamond, batting team behind the backstop, fielders spread out.",
             "Hit the ball and run to as many bases as you can before the ball is back with the bowler. Each base "
             "is a half point, home a whole.",
             "Run on the outside of each base and listen for 'stop'.",
             "When did you decide to run or stop, and what does that teach us about {topic}?",
             "Throw the ball instead of hitting it.", "Hit a bowled ball.", "Fielders may stump a base to get out.",
             ("Hit into space.", "Run the bases.", "Stop when the ball is back.")),
    Activity("Relay Challenge", "batons or beanbags, cones",
             "Teams of four behind a start cone, a turning cone 15 m away.",
             "Each runner runs round the turning cone and hands the baton to the next runner inside the "
             "change zone. Time each team and race again to beat the time.",
             "Pump your arms and look ahead, not at the other teams.",
             "What made your team's changeovers faster in {topic}?",
             "Walk the changeover first.", "Run the changeover at speed.",
             "The receiver starts to run before taking the baton.",
             ("Ready behind the cone.", "Run round and back.", "Pass the baton in the zone.")),
    Activity("Jump and Throw Pentathlon", "cones, tape measure, beanbags, foam javelins",
             "Five stations: standing jump, hop-step-jump, beanbag push, javelin throw, 10 m sprint.",
             "Pairs do each event, one measuring while the other performs, and write down their best of two.",
             "Quality first: balance at the start and the finish of each event.",
             "Which event improved most, and what does that tell you about {topic}?",
             "Three events only.", "All five events.", "Beat your best from last time at each event.",
             ("Try the event.", "Measure it.", "Write down your best.")),
    Activity("Treasure Trail", "a simple map of the area, 10 markers with letters",
             "Hide lettered markers around the area; teams of three get a map with the markers drawn on.",
             "Find the markers in any order and write down each letter. The letters make a word.",
             "Turn the map so it matches what you can see.",
             "How did your team use the map to plan the trail in {topic}?",
             "Markers in sight of the start.", "Markers out of sight.", "Find them in a set order against the clock.",
             ("Set the map.", "Find a marker.", "Write the letter.")),
    Activity("Team Crossing", "hoops or mats (islands), cones",
             "Mark a river 10 m wide with cones; each team of five has three hoops fewer than its players.",
             "Get the whole team across by standing only in the hoops, moving hoops forward as you go. If a foot "
             "touches the river, the team starts again.",
             "Agree a plan before anyone moves.",
             "Who had the idea that worked, and how did you agree in {topic}?",
             "One more hoop.", "Three fewer hoops than players.", "Nobody may talk: plan with signals.",
             ("Make a plan.", "Move the hoops.", "Everyone across.")),
    Activity("Sequence Swap", "mats, benches",
             "Groups of three share a mat and a bench.",
             "Each pupil makes a balance, a roll and a jump; the group links all nine into one sequence and shows "
             "it to another group, who copy one part.",
             "Hold every balance for three seconds before moving on.",
             "Which link in your sequence was smoothest, and why, in {topic}?",
             "Link two moves.", "Link all three with a clear start and finish.", "Add the bench and a change of level.",
             ("Make your three moves.", "Link them in the group.", "Show and swap.")),
    Activity("Apparatus Trail", "mats, benches, a low box, hoops",
             "Set a trail of four pieces of apparatus round the hall with mats beside each; groups of four start "
             "at different pieces.",
             "At each piece show a travel on, a balance and a safe way off, then move on clockwise when the "
             "tambourine sounds.",
             "Look where you will land before you get off any apparatus.",
             "Which way off the apparatus was the safest and neatest, and why, in {topic}?",
             "Travel along the floor beside the apparatus.", "Travel along it and balance in the middle.",
             "Add a jump off with a shape and a soft landing.",
             ("Travel on.", "Balance.", "Safe way off.")),
    Activity("Target Golf", "hoops, beanbags", "Hoops (holes) spread around; pupils in threes.",
             "Throw your beanbag towards hole one, then from where it lands to hole two. Fewest throws round "
             "the course wins.",
             "Eyes on the target, swing and follow through.",
             "How did you choose your throw for each hole, and how is that like {topic}?",
             "Big hoops close together.", "Smaller hoops further apart.", "Throw with the other hand.",
             ("Throw to hole one.", "Throw from where it lands.", "Count your throws.")),
]  # fmt: skip

REVIEWS = [
    Activity("Thumbs Check", "none", "Pupils sit in a circle.",
             "Read each question; pupils show thumbs up, middle or down, then two pupils explain why.",
             "Every answer is welcome; ask for a reason.",
             "What is one thing you can now do in {topic} that you could not before?",
             "Answer with thumbs only.", "Answer with a reason.", "Ask a question of your own.",
             ("Sit in the circle.", "Show your thumbs.", "Explain why.")),
    Activity("Show Me", "none", "Pupils stand in their own space.",
             "The teacher names a skill from today; pupils show it, and the teacher picks two to watch.",
             "Show it slowly so others can learn from it.",
             "Which {topic} skill would you show a friend, and why?",
             "Show the skill with a partner.", "Show it on your own.", "Show it and explain one teaching point.",
             ("Stand in your space.", "Show the skill.", "Watch two friends.")),
    Activity("Pair Share", "none", "Pupils sit with their partner.",
             "Partners tell each other one success and one thing to practise, then share with the class.",
             "Listen to your partner before you speak.",
             "What will you practise before the next {topic} lesson?",
             "Use a sentence starter: 'I was good at…'.", "Give a reason.", "Suggest a challenge for your partner.",
             ("Sit with your partner.", "Share a success.", "Share a next step.")),
    Activity("Ticket Out", "none", "Pupils line up at the door.",
             "Each pupil says or shows one thing they learned before they leave.",
             "Short answers; everybody has a turn.",
             "What did you learn about {topic} today?",
             "Show it instead of saying it.", "Say it in a sentence.", "Link it to another sport.",
             ("Line up.", "Say or show one thing.", "Leave quietly.")),
    Activity("Hot Seat", "a chair or spot", "One pupil sits on the hot seat facing the class.",
             "Classmates ask the pupil about today's activity; the pupil answers and demonstrates.",
             "Ask questions that start with 'how' or 'why'.",
             "How would you explain {topic} to someone who missed the lesson?",
             "The teacher asks the questions.", "Pupils ask the questions.",
             "The pupil on the seat asks the class.",
             ("Choose a pupil.", "Ask 'how' and 'why'.", "Answer and show.")),
    Activity("Gallery Walk", "none", "Half the class show their best moment; the other half walk around.",
             "Watchers find one thing they like in each performance, then swap.",
             "Be specific: say what was good and why.",
             "Which performance showed {topic} best, and what made it good?",
             "Watch one friend.", "Watch three friends.", "Give each one a tip.",
             ("Half perform.", "Half watch and walk.", "Swap over.")),
]  # fmt: skip

STORIES = [
    (
        "The Lost Treasure Map",
        "Tiptoe, crawl under branches and leap the stream to find the map.",
        "How did you move quietly in the story?",
    ),
    (
        "The Sleepy Giant",
        "Creep past the giant without waking him, then run home when he yawns.",
        "Which move was quietest, and why?",
    ),
    (
        "The Magic Carpet",
        "Sit on the carpet, lean as it swoops and balance when it lands.",
        "How did you keep your balance on the carpet?",
    ),
    (
        "The Rainy Day Rescue",
        "Splash in puddles, shelter under a tree and rescue a kitten.",
        "How did you help in the story?",
    ),
]
SONGS = [
    ("Clap and Stamp", ["Clap, clap, stamp your feet", "Turn around and find the beat",
                        "Reach up high and touch the sky", "Wave to friends as they go by"]),
    ("Hop and Stop", ["Hop, hop, stop!", "Wiggle to the top", "Crouch down low like a seed",
                      "Grow up tall, that's all we need"]),
]  # fmt: skip
WIDER = [
    ("Look and find", "Find three things in the playground that match the {topic} theme and act them out."),
    ("Talk time", "Talk with a grown-up about {topic}: what you would see, hear and do there."),
    ("Make it", "Draw or build something from the {topic} theme and show how it moves."),
]

# Which pool each part type draws from.
POOLS = {
    "warmup": WARMUPS,
    "skill": PRACTICES,
    "funs": PRACTICES,
    "card": PRACTICES,
    "movements": PRACTICES,
    "performance": PRACTICES,
    "application": GAMES,
    "game": GAMES,
    "review": REVIEWS,
}
PART_LABELS = {
    "warmup": "warm-up",
    "skill": "skill",
    "funs": "FUNS station",
    "application": "game",
    "review": "review",
    "card": "gym card",
    "movements": "movement sequence",
    "performance": "performance",
    "game": "game",
    "story": "story",
    "song": "song",
    "wider": "wider learning",
}


@dataclass(frozen=True)
class Where:
    """Where a part sits: 'Year 3 Net & Wall, lesson 4' or 'Pirate theme'."""

    label: str  # "Year 3 Net & Wall" or "Pirate"
    topic: str  # "net & wall" or "pirate"
    lesson: int = 0  # 0 for theme parts
    verb: str = ""
    focus: str = ""  # a KS2 unit's sport: its games are that sport's

    @property
    def name(self):
        return f"{self.label}, lesson {self.lesson}" if self.lesson else f"{self.label} theme"


def pick(pool, where, offset=0):
    return pool[(where.lesson + offset + len(where.topic)) % len(pool)]


# The games that fit each KS2 focus: a unit plays only games of its own sport.
FOCUS_GAMES = {
    "invasion": ["End Zone", "Rob the Nest", "Stuck in the Mud"],
    "net-wall": ["Over the Rope", "Keep It Up"],
    "striking": ["Non-Stop Cricket", "Diamond Rounders"],
    "athletics": ["Relay Challenge", "Jump and Throw Pentathlon"],
    "oaa": ["Treasure Trail", "Team Crossing"],
    "gymnastics": ["Sequence Swap", "Apparatus Trail"],
    "target": ["Castle Keepers", "Target Golf"],
}
# Games of no particular sport, for EYFS, KS1 and the club.
OPEN_GAMES = ["End Zone", "Castle Keepers", "Rob the Nest", "Stuck in the Mud", "Cone Flip", "Target Golf"]


def named_after(type_, activity, point, topic):
    """The texts that name the part's activity: made from the final activity (a written
    part's own), so they never name an activity the lesson does not contain."""
    label = PART_LABELS[type_]
    return {
        "joining_in": f"In {activity}, let pupils who need it work with a partner, use bigger targets or walk.",
        "more_active": f"Run two groups of {activity} side by side so nobody waits for a turn.",
        "physical_goal": f"{point} ({topic})",
        "cognitive_goal": f"Explain how {activity} helps with {topic}.",
        "keywords": [w for w in (topic.split(":")[0], activity.split()[0].lower(), label.split()[0]) if w],
    }


def part_words(type_, where, *, offset=0, alternative=False):
    """The texts of one generated part: a dict of Part fields plus "steps" and "equipment"."""
    if type_ in ("story", "song", "wider"):
        return _theme_words(type_, where, offset)
    # Card and performance parts share the practice pool with the lesson's other main part.
    offset += (3 if alternative else 0) + (2 if type_ in ("card", "performance") else 0)
    pool = POOLS[type_]
    if pool is GAMES:
        names = FOCUS_GAMES.get(where.focus) or OPEN_GAMES
        pool = [g for g in GAMES if g.name in names]
        # The alternative is the next game of the pool, never the original's.
        offset = offset - (3 if alternative else 0) + (1 if alternative else 0)
    act = pick(pool, where, offset)
    label = PART_LABELS[type_]
    topic = where.topic
    kind = "Alternative " if alternative else ""
    return {
        "activity": act.name,
        "planning": f"{where.name} {kind.lower()}{label} - {act.name}. {act.setup} {act.rules}",
        "pupil_text": f"{where.name}: {act.name}. {act.rules.split('. ')[0].rstrip('.')}.",
        "how_to_play": act.rules,
        "think_about": act.question.format(topic=topic),
        "tips": f"{act.point} In {where.name} look for it in the {label}.",
        "tricky": f"Tricky: {act.tricky}",
        "trickier": f"Trickier: {act.trickier}",
        "trickiest": f"Trickiest: {act.trickiest}",
        **named_after(type_, act.name, act.point, topic),
        "steps": [(f"{act.name} {n}", text) for n, text in enumerate(act.steps, 1)],
        "equipment": act.equipment,
    }


def _theme_words(type_, where, offset):
    topic = where.topic
    if type_ == "story":
        title, moves, question = STORIES[(len(topic) + offset + where.lesson) % len(STORIES)]
        text = f"{where.name}: the story of {title.lower()}. {moves}"
        steps = [(f"Chapter {n}", s.strip() + ".") for n, s in enumerate(moves.rstrip(".").split(", "), 1)]
        return {"activity": title, "planning": f"{where.name}: read the story of {title.lower()} "
                f"aloud. Pupils act each part as you read: {moves}", "pupil_text": text, "story": text,
                "how_to_play": "Listen to the story and do the moves.", "think_about": question,
                "tips": f"Pause after each line of {title} so everyone can act it out.", "steps": steps,
                "equipment": "none"}  # fmt: skip
    if type_ == "song":
        title, lines = SONGS[(len(topic) + offset + where.lesson) % len(SONGS)]
        return {"activity": title, "planning": f"{where.name}: sing the {title} song and do the actions.",
                "pupil_text": f"{where.name}: sing {title}. {lines[0]}!", "lyrics": lines,
                "think_about": f"Which {where.label} song action was your favourite?",
                "tips": f"Sing {title} slowly first, then at full speed.",
                "steps": [(f"Verse line {n}", line + ".") for n, line in enumerate(lines[:3], 1)],
                "equipment": "speaker"}  # fmt: skip
    title, text = WIDER[(len(topic) + offset + where.lesson) % len(WIDER)]
    text = text.format(topic=where.label)
    return {"activity": title, "planning": f"{where.label} wider learning - {title}: {text}", "pupil_text": text,
            "think_about": f"What did you find out about {where.label}?",
            "tips": f"Share the best {title.lower()} ideas at the end.",
            "steps": [(title, text), ("Share", "Tell a friend what you found.")], "equipment": "none"}  # fmt: skip


def lesson_words(unit_title, where, activities, equipment):
    """Lesson-level planning made from the lesson's own activities."""
    names = [a for a in activities if a]
    kit = [item.strip() for e in equipment for item in e.split(",") if item.strip() not in ("", "none")]
    kit = list(dict.fromkeys(kit))
    verb = where.verb.lower() or "practise"
    return {
        "goal_text": f"To {verb} {unit_title.lower()} in {', '.join(names[:3])}.",
        "learning_points": [
            f"{where.verb or 'Practise'} {unit_title.lower()} with control",
            f"Use the teaching point of {names[1] if len(names) > 1 else names[0]}",
            "Help and praise a partner",
        ],  # fmt: skip
        "equipment": (", ".join(kit) or "No equipment") + ".",
        "organisation": f"{names[0]} in one large square; {names[-1] if len(names) > 1 else names[0]} "
        f"in groups spread around the space. Lesson {where.lesson} of {unit_title}.",
        "tips": f"Lesson {where.lesson} ({where.verb}): demonstrate {names[0]} first, keep talk short, and praise "
        f"pupils who {verb} {unit_title.lower()} with control.",
        "home_challenge": f"Teach someone at home {names[0]} and show them how you {verb} {unit_title.lower()}.",
        "funs_text": f"FUNS station for {unit_title}: {names[1] if len(names) > 1 else names[0]}.",
    }


def performance_lines(topic):
    """Four lyric lines of a generated dance performance, naming its unit."""
    return [f"Ready, steady, {topic.lower()}!", "Step and turn and hold it still",
            "Reach up high, then travel low", f"Finish in your {topic.lower()} shape"]  # fmt: skip


DANCE_MOVES = {
    "Animals": [("Prowl", "Creep low on hands and feet."), ("Pounce", "Spring forward and land softly.")],
    "Weather": [("Swirl", "Spin with arms wide like the wind."), ("Drizzle", "Flick fingers down, tiptoe small.")],
    "Machines": [("Piston", "Punch arms up and down in time."), ("Cog", "Turn on the spot with sharp stops.")],
    "Carnival": [("Shimmy", "Shake shoulders as you side-step."), ("Parade", "March with high knees and proud arms.")],
    "Space Dance": [("Float", "Move slowly as if there is no gravity."), ("Blast Off", "Crouch, count down, jump.")],
    "Heroes": [("Power Pose", "Strong, wide stance, fists on hips."), ("Rescue Run", "Run, reach and lift.")],
    "Street Dance": [("Bounce", "Soft knees bouncing on the beat."), ("Freeze", "Stop sharp in a cool shape.")],
}  # fmt: skip


def dance_moves(unit_title, lesson):
    """The two dance moves of a lesson; later lessons add the lesson number to the count."""
    moves = DANCE_MOVES.get(unit_title, [("Travel", "Travel on the beat."), ("Freeze", "Stop sharp.")])
    counts = 4 + 2 * (lesson % 3)
    return [(title, f"{how} Count {counts} beats.") for title, how in moves]


def dance_levels(move):
    return [
        ("tricky", f"{move} on the spot, copying the leader"),
        ("trickier", f"{move} while travelling in a pathway you choose"),
        ("trickiest", f"{move} with a change of level, in canon with a partner"),
    ]
