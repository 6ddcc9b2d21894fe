# ruff: noqa: E501 (written outcomes read best one to a line)
"""What a Knowledge Organiser lists under "Skills and Knowledge" and "Key Vocabulary" for
each unit topic (issue 27): written per topic, so every unit of a topic shares its words
and no unit borrows another topic's. Keyed by the unit's focus or, without one, its title."""

TOPICS = {
    # Core PE, EYFS
    "Balance": (
        ["Standing tall with a still head helps you balance.", "Stopping in a space keeps everyone safe."],
        [
            ("Balance", "Staying steady without falling."),
            ("Still", "Not moving at all."),
            ("Tiptoes", "Standing up high on the front of your feet."),
        ],
    ),
    "Coordination: Ball Skills": (
        ["Watch the ball all the way into your hands.", "Roll the ball gently so a friend can stop it."],
        [
            ("Roll", "Push the ball along the floor."),
            ("Catch", "Stop the ball with your hands and hold it."),
            ("Hug", "Pull the ball into your tummy to keep it."),
        ],
    ),
    "Agility: Reaction": (
        ["Listen and look for the signal before you move.", "Small quick steps help you change direction."],
        [
            ("Signal", "A sound or sign that tells you what to do."),
            ("React", "Move as soon as you see or hear it."),
            ("Dodge", "Move quickly out of the way."),
        ],
    ),
    "Static Balance": (
        ["More body parts on the floor make a balance easier.", "Squeezing your muscles helps you keep still."],
        [
            ("Points", "The body parts touching the floor."),
            ("Statue", "A shape that stays perfectly still."),
            ("Squeeze", "Make your muscles tight."),
        ],
    ),
    "Coordination": (
        ["Step with the opposite foot when you throw.", "Your heart beats faster when you are active."],
        [
            ("Underarm", "Throwing with your hand swinging low and forward."),
            ("Aim", "Look at where you want it to go."),
            ("Bounce", "The ball hits the floor and comes back up."),
        ],
    ),
    "Agility": (
        ["Look up to see spaces and other people.", "Bend your knees to change direction quickly."],
        [
            ("Weave", "Move in and out of things."),
            ("Hop", "Jump off one foot and land on the same foot."),
            ("Skip", "Step and hop on one foot, then the other."),
        ],
    ),
    # Core PE, KS1
    "Dynamic Balance": (
        ["Eyes up, arms out and soft knees keep you steady on the move.", "Slow down before you stop or turn."],
        [
            ("Dynamic", "Moving, not still."),
            ("Wobble", "A small loss of balance you can fix."),
            ("Soft knees", "Knees a little bent, ready to move or stop."),
        ],
    ),
    "Coordination: Sending": (
        ["Point at the target, step and follow through towards it.", "Send to a teammate who is ready and calling."],
        [
            ("Send", "Roll, throw or kick the ball to someone or somewhere."),
            ("Target", "What you are aiming at."),
            ("Follow through", "Your arm keeps moving towards the target after you let go."),
        ],
    ),
    "Agility: Footwork": (
        ["Stay on the balls of your feet to move quickly.", "Push off your outside foot to change direction."],
        [
            ("Footwork", "How you move your feet."),
            ("Side-step", "Moving sideways without crossing your feet."),
            ("Fake", "Pretend to go one way, then go the other."),
        ],
    ),
    "Counter Balance": (
        [
            "Move into and out of a partner balance slowly, together.",
            "A counter balance leans away; a counter tension pushes together.",
        ],
        [
            ("Counter balance", "Two people leaning away and holding each other up."),
            ("Counter tension", "Two people pushing against each other to balance."),
            ("Trust", "Believing your partner will keep you safe."),
        ],
    ),
    "Jumping": (
        ["Swing your arms to jump further or higher.", "Land on the balls of your feet with knees bent."],
        [
            ("Take-off", "The moment your feet leave the ground."),
            ("Landing", "How your feet meet the ground."),
            ("Leap", "Take off from one foot and land on the other."),
        ],
    ),
    "Ball Chasing": (
        ["Get your body behind a rolling ball before you stop it.", "Call 'mine' so two people do not chase one ball."],
        [
            ("Track", "Follow the ball with your eyes and feet."),
            ("Collect", "Pick up or stop the ball."),
            ("Return", "Send the ball back quickly."),
        ],
    ),
    # Core PE, KS2 focuses
    "invasion": (
        [
            "Attackers make space and keep possession; defenders close space and win the ball.",
            "A pass into space lets a teammate run onto it.",
        ],
        [
            ("Possession", "Your team has the ball."),
            ("Marking", "Staying close to an opponent to stop them."),
            ("Support", "Moving to help the player with the ball."),
            ("Intercept", "Catching a pass meant for someone else."),
        ],
    ),
    "net-wall": (
        ["Get back to a ready position after every shot.", "Aim for space away from your opponent."],
        [
            ("Rally", "Shots back and forth without a mistake."),
            ("Court", "The area the game is played in."),
            ("Serve", "The shot that starts a rally."),
            ("Volley", "Hitting the ball before it bounces."),
        ],
    ),
    "oaa": (
        ["Set the map so it matches the ground in front of you.", "Share roles and listen to every idea."],
        [
            ("Map key", "What the symbols on a map mean."),
            ("Orienteer", "Find your way using a map."),
            ("Control", "A marker you need to find on a course."),
        ],
    ),
    "athletics": (
        ["Drive your arms to run faster.", "Measure and record to see your progress."],
        [
            ("Sprint", "Running as fast as you can over a short distance."),
            ("Pace", "Running at a speed you can keep up."),
            ("Personal best", "Your best ever time or distance."),
        ],
    ),
    "gymnastics": (
        ["Tension in the body makes shapes and balances clear.", "Land on the balls of the feet and bend the knees."],
        [
            ("Sequence", "Moves linked together with a start and a finish."),
            ("Tension", "Tight muscles that hold a shape."),
            ("Canon", "Doing the same move one after another."),
        ],
    ),
    "striking": (
        ["Stand side on and watch the ball onto the bat.", "Fielders back each other up."],
        [
            ("Strike", "Hit the ball with a bat or hand."),
            ("Fielder", "A player who stops and returns the ball."),
            ("Backstop", "The fielder behind the batter."),
        ],
    ),
    "target": (
        ["A smooth swing and a follow-through give control of weight.", "Sometimes blocking is better than scoring."],
        [
            ("Weight", "How hard or soft you send the ball."),
            ("Jack", "The small target ball."),
            ("Block", "Put a ball in the way of an opponent's path."),
        ],
    ),
    # Real Gym
    "Shape and Balance": (
        [
            "A balance has a clear shape, held still for three to five seconds.",
            "Point toes and stretch fingers to finish a shape.",
        ],
        [
            ("Tuck", "Knees pulled in to the chest."),
            ("Straddle", "Legs straight and wide apart."),
            ("Pike", "Legs straight together, body folded at the hips."),
        ],
    ),
    "Travel and Flight": (
        ["Take off from two feet and land in control on two feet.", "Keep the body tight when you roll."],
        [
            ("Flight", "Moving through the air."),
            ("Travel", "Moving from one place to another."),
            ("Rotation", "Turning around a point, like a roll."),
        ],
    ),
    # Real Dance
    "Animals": (
        ["Animals move at different speeds and levels.", "Stop and start with the music."],
        [("Level", "High, medium or low."), ("Stomp", "A heavy, loud step."), ("Slither", "Moving low and smoothly.")],
    ),
    "Weather": (
        ["Change speed and energy to show different weather.", "A pattern repeats the same moves in order."],
        [
            ("Pattern", "Moves repeated in the same order."),
            ("Gentle", "Soft and light."),
            ("Swirl", "Spinning round and round."),
        ],
    ),
    "Machines": (
        ["Sharp, repeated moves look like machine parts.", "Count in eights to keep in time."],
        [
            ("Unison", "Moving at the same time."),
            ("Sharp", "Quick, sudden moves."),
            ("Repeat", "Do the same move again."),
        ],
    ),
    "Carnival": (
        ["A motif is a short set of moves that shows an idea.", "Keep to the beat of the music in a procession."],
        [
            ("Motif", "A short phrase of moves that shows an idea."),
            ("Procession", "Moving together in lines."),
            ("Formation", "Where dancers stand in relation to each other."),
        ],
    ),
    "Space Dance": (
        ["Dynamics are how a move is done: fast, slow, light or strong.", "Slow moves need more control."],
        [
            ("Dynamics", "How a move is done: its speed and energy."),
            ("Orbit", "Travelling in a curve around something."),
            ("Weightless", "Moving as if there is no gravity."),
        ],
    ),
    "Heroes": (
        ["A dance can tell a story in sections.", "Contact work needs trust and a clear signal."],
        [
            ("Choreograph", "Create and put together a dance."),
            ("Contact", "Dancers touching or taking weight."),
            ("Section", "One part of a dance."),
        ],
    ),
    "Street Dance": (
        ["Street dance uses bounce, groove and freezes on the beat.", "A crew shares the floor and features soloists."],
        [
            ("Groove", "A steady bounce to the beat."),
            ("Crew", "A group that dances together."),
            ("Freeze", "A sudden still shape."),
        ],
    ),
    # Real Play
    "Playground Legends": (
        ["Every game has rules everyone agrees before playing.", "Invite someone new to join your game."],
        [
            ("Rules", "What everyone agrees to do in a game."),
            ("Tagger", "The player who chases."),
            ("Safe", "A place or pose where you cannot be caught."),
        ],
    ),
    "Story Games": (
        ["Move to show what happens in the story.", "Listen for clue words before you move."],
        [
            ("Character", "A person or animal in a story."),
            ("Chapter", "One part of a story."),
            ("Act out", "Show a story with your body."),
        ],
    ),
}

# The skills a topic's lessons practise, one a lesson in turn: a skill part names its skill.
SKILL_NAMES = {
    "Balance": ["Standing Tall", "Tiptoe Balance", "Stop and Stand"],
    "Coordination: Ball Skills": ["Rolling", "Hug Catch", "Two-Hand Catch"],
    "Agility: Reaction": ["Quick Start", "Stop on a Signal", "Dodging"],
    "Static Balance": ["Four-Point Balance", "Two-Point Balance", "One-Foot Balance"],
    "Coordination": ["Underarm Throw", "Bounce and Catch", "Kicking"],
    "Agility": ["Hopping", "Skipping", "Weaving"],
    "Dynamic Balance": ["Line Walking", "Travel and Freeze", "Hop and Hold"],
    "Coordination: Sending": ["Underarm Roll", "Underarm Throw", "Chest Pass", "Bounce Pass"],
    "Agility: Footwork": ["Side-Step", "Gallop", "Change of Direction"],
    "Counter Balance": ["Partner Lean", "Counter Tension", "Group Balance"],
    "Jumping": ["Two-Foot Jump", "Hop", "Leap", "Jump for Height"],
    "Ball Chasing": ["Tracking a Ball", "Stopping a Rolling Ball", "Collect and Return"],
    "invasion": ["Passing", "Dribbling", "Getting Free", "Marking"],
    "net-wall": ["Ready Position", "Forehand", "Backhand", "Serve"],
    "oaa": ["Map Reading", "Route Planning", "Team Problem Solving"],
    "athletics": ["Sprinting", "Throwing", "Jumping for Distance", "Pacing"],
    "gymnastics": ["Shapes", "Balances", "Rolls", "Linking Moves"],
    "striking": ["Batting", "Bowling", "Fielding", "Catching"],
    "target": ["Underarm Send", "Aiming", "Weight of Shot"],
    "Animals": ["Prowl", "Pounce"],
    "Weather": ["Swirl", "Drizzle"],
    "Machines": ["Piston", "Cog"],
    "Carnival": ["Shimmy", "Parade"],
    "Space Dance": ["Float", "Blast Off"],
    "Heroes": ["Power Pose", "Rescue Run"],
    "Street Dance": ["Bounce", "Freeze"],
}
