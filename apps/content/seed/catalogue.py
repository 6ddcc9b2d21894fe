"""Fixed catalogues of spec 2 §3 and §9, and the words the demo content is made from."""

MEDIA = "/static/content/media/"
# Each product's narrated guide (apps/core/guides, made by scripts/media/make_guides.py): its
# intro video, Curriculum tile Guide and menu Video guide. The colour-bars guide.webm is gone.
GUIDES = MEDIA + "guides/"
OLD_GUIDE = MEDIA + "guide.webm"  # rows seeded before the guides point here: re-seeding moves them


def guide(slug):
    return f"{GUIDES}{slug}.webm"


HERO = MEDIA + "hero.svg"
THEME_IMAGE = MEDIA + "theme.svg"
CARD_IMAGE = MEDIA + "card.svg"
VOICEOVER = MEDIA + "voiceover.wav"
SIDES = [MEDIA + f"side-{n}.svg" for n in range(1, 7)]
# Music with a beat and a melody, made by scripts/media/make_media.py (sox).
TRACKS = [
    ("Warm-up Beat", MEDIA + "showcase/warm-up-beat.mp3"),
    ("Cool-down Tune", MEDIA + "showcase/cool-down-tune.mp3"),
]
EXTRA_TRACKS = {
    "dance-music": [
        ("Machine Groove", MEDIA + "showcase/machine-groove.mp3"),
        ("Hero Anthem", MEDIA + "showcase/hero-anthem.mp3"),  # Year 5 Heroes' warm-ups and rehearsals
    ]
}

# slug, tile title, short name, coming soon
PROGRAMMES = [
    ("pe", "Core PE", "PE", False),
    ("gym", "Real Gym", "Gym", False),
    ("dance", "Real Dance", "Dance", False),
    ("foundations", "PE Foundations", "Foundations", False),
    ("play", "Real Play", "Play", False),
    ("leaders", "Real Leaders", "Leaders", False),
    ("home", "PE Daily", "Daily", False),
    ("assessment", "PE Assessment", "Assessment", True),
]
INTROS = {
    "pe": "Six units a year from EYFS to Year 6, six lessons each, building physical, social and thinking skills.",
    "gym": "Two gymnastics units a year built on balance, shape, travel, flight and rotation cards.",
    "dance": "One dance unit a year: explore, create and perform with music and video.",
    "foundations": "Early years themes that grow movement, language and confidence through play.",
    "play": "Club sessions of playful games and stories for after-school and lunchtime clubs.",
    "leaders": "Training for Year 5 and 6 pupils to lead games for younger children.",
    "home": "Daily activity at home: early years and KS1 themes and KS2 movement skills.",
    "assessment": "Assessment tools for every year group.",
}

EARLY_YEARS_THEMES = [
    "Pirate", "Jungle", "Cat", "Tightrope", "Train", "Space",
    "Seaside", "Juggling", "Clown", "Bike", "Squirrel", "Fairytale",
]  # fmt: skip
KS2_SKILLS = [
    "One Leg Balance", "Seated Balance", "Floor Work", "Stance", "Dynamic Balance", "Jumping and Landing",
    "Counter Balance", "Sending and Receiving", "Ball Skills", "Footwork", "Ball Chasing", "Reaction / Response",
]  # fmt: skip
# slug, title, colour (the breadcrumb dot)
ABILITIES = [
    ("personal", "Personal", "yellow"),
    ("social", "Social", "pink"),
    ("cognitive", "Cognitive", "blue"),
    ("creative", "Creative", "green"),
    ("physical", "Physical", "red"),
    ("fitness", "Fitness", "blue"),
]
ADVENTURES = [
    "Jungle Journey", "Space Mission", "Pirate Island", "Arctic Trek",
    "Desert Quest", "Ocean Dive", "Mountain Climb",
]  # fmt: skip
GYM_FOCUS = {
    "balance": ["Star", "Arabesque", "Knee Scale", "Shoulder Stand", "Headstand", "V-sit", "Bridge"],
    "shape": ["Tuck", "Straddle", "Pike", "Straight", "Dish", "Arch", "Star Shape"],
    "travel": ["Bunny Hop", "Crab Walk", "Bear Walk", "Caterpillar", "Side Step", "Skip", "Cat Spring"],
    "flight": ["Straight Jump", "Tuck Jump", "Star Jump", "Half Turn Jump", "Pike Jump", "Straddle Jump", "Leap"],
    "rotation": ["Log Roll", "Egg Roll", "Teddy Bear Roll", "Forward Roll", "Backward Roll", "Cartwheel", "Dish Roll"],
}
FOCUS_LABELS = ["invasion", "net-wall", "oaa", "athletics", "gymnastics", "striking", "target"]
PE_UNITS = {
    "early": ["Balance", "Coordination: Ball Skills", "Agility: Reaction", "Static Balance", "Coordination", "Agility"],
    "ks1": [
        "Dynamic Balance", "Coordination: Sending", "Agility: Footwork", "Counter Balance", "Jumping", "Ball Chasing",
    ],
    "ks2": ["Invasion", "Net & Wall", "OAA", "Athletics", "Gymnastics", "Striking & Fielding"],
}  # fmt: skip
# Year 5 and 6 units split into lettered sub-units: (year, unit) -> [(letter, focus, live)].
SPLITS = {
    (5, 1): [("A", "invasion", True), ("B", "net-wall", True)],
    (5, 4): [("A", "athletics", True), ("B", "target", True)],
    (6, 1): [("A", "invasion", True), ("B", "net-wall", True), ("C", "target", False)],
    (6, 6): [("A", "striking", True), ("B", "oaa", True), ("C", "gymnastics", False)],
}
GYM_UNITS = ["Shape and Balance", "Travel and Flight"]
DANCE_UNITS = ["Animals", "Weather", "Machines", "Carnival", "Space Dance", "Heroes", "Street Dance"]
PLAY_UNITS = ["Playground Legends", "Story Games"]
LESSON_TITLES = ["Explore", "Practise", "Link", "Challenge", "Create", "Show"]
LEARNING_BEHAVIOURS = ["I can work safely with a partner", "I can keep trying when it is hard", "I can share ideas"]
SECOND_COLUMN = {
    "gym": "Gym Skills",
    "dance": "Dance Focus",
}
SECOND_COLUMN_DEFAULT = "Fundamental Movement Skills"
# Part types of a lesson, in order; the first four are the lesson's preview.
LESSON_PARTS = {
    "pe": ["warmup", "skill", "application", "review"],
    "pe-early": ["warmup", "funs", "application", "review"],
    "gym": ["warmup", "card", "movements", "review"],
    "dance": ["warmup", "skill", "performance", "review"],
    "play": ["warmup", "game", "story", "review"],
}
ALT_PART = {"pe": "application", "pe-early": "application", "gym": "movements", "dance": "performance", "play": "game"}
PART_TITLES = {
    "warmup": "Warm-up: {activity}",
    "skill": "Skill: {activity}",
    "funs": "FUNS Station: {activity}",
    "application": "Game: {activity}",
    "review": "Review: {activity}",
    "card": "Gym Card: {topic}",
    "movements": "Movement Sequence: {activity}",
    "performance": "Perform: {activity}",
    "game": "Game: {activity}",
    "story": "Story: {activity}",
    "song": "Song: {activity}",
    "wider": "Wider: {activity}",
}
# Dice on generated parts (spec 2 §3): warm-ups roll the movement die and spin the warm-up
# roulette; PE and Play games spin the game roulette, and their Alternative the lucky dip.
PART_DICE = {"warmup": ["movement", "warm-up-roulette"]}
PLAY_CHARACTERISTICS = [
    {"focus": "pdv - Physical Development", "subtitle": "Moving and handling", "pupil_text": "Move in lots of ways."},
    {"focus": "pse - Personal Development", "subtitle": "Making friends", "pupil_text": "Play fairly with others."},
    {"focus": "cal - Communication", "subtitle": "Listening", "pupil_text": "Listen to the story clues."},
]
DICE = [
    # slug, title, colour, roulette, sites, side titles
    ("ability", "Ability", "yellow", False, ["pe", "gym", "dance"], [a[1] for a in ABILITIES]),
    ("fitness", "Fitness", "red", False, ["pe", "gym", "dance", "home"],
     ["10 Star Jumps", "Run on the Spot", "5 Squats", "Plank for 10", "Hop 10 Times", "Skip for 20"]),
    ("movement", "Movement", "blue", False, ["pe", "foundations", "home", "play"],
     ["Hop", "Skip", "Jump", "Gallop", "Slide", "Crawl"]),
    ("body-part", "Body Part", "green", False, ["pe", "gym", "dance", "foundations"],
     ["Hands", "Feet", "Knees", "Elbows", "Head", "Back"]),
    ("warm-up-roulette", "Warm-up Roulette", "blue", True, ["pe", "play", "home"],
     ["Animal Walks", "Mirror Me", "Traffic Lights", "Follow the Leader"]),
    ("game-roulette", "Game Roulette", "green", True, ["pe", "play", "foundations"],
     ["Tag", "Stuck in the Mud", "Bean Game", "Treasure Hunt"]),
]  # fmt: skip
LUCKY_DIP = "lucky-dip"
