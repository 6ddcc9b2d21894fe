"""Pictures beyond the written steps (issue 29): a drawn pose and a short step video for
every gym card and each of its levels, every dance move's levels, the twelve early-years
theme discs (two poses the disc's hover animation alternates) and the dice and roulette
sides. scripts/media/make_media.py draws them into the showcase media; the seed points at
them by the names made here."""

from django.utils.text import slugify

from apps.content.seed import catalogue as c
from apps.content.seed.showcase.figures import POSES

# Gym skills nobody else draws, in the figures' joints (240 x 160, floor at 150).
GYM_POSES = {
    "gym-knee-scale": {"head": (78, 102), "neck": (92, 112), "hip": (134, 112), "le": (88, 128), "lh": (84, 146),
                       "re": (94, 128), "rh": (92, 146), "lk": (160, 100), "lf": (188, 92), "rk": (134, 142),
                       "rf": (162, 146)},
    "gym-shoulder-stand": {"head": (92, 138), "neck": (110, 134), "hip": (112, 94), "le": (126, 138),
                           "lh": (120, 110), "re": (128, 136), "rh": (122, 108), "lk": (110, 68), "lf": (108, 42),
                           "rk": (116, 68), "rf": (118, 42)},
    "gym-headstand": {"head": (120, 136), "neck": (120, 120), "hip": (120, 78), "le": (102, 128), "lh": (98, 146),
                      "re": (138, 128), "rh": (142, 146), "lk": (116, 52), "lf": (116, 26), "rk": (124, 52),
                      "rf": (124, 26)},
    "gym-straddle": {"head": (120, 76), "neck": (120, 92), "hip": (120, 134), "le": (98, 96), "lh": (76, 100),
                     "re": (142, 96), "rh": (164, 100), "lk": (94, 140), "lf": (66, 144), "rk": (146, 140),
                     "rf": (174, 144)},
    "gym-pike": {"head": (140, 96), "neck": (126, 106), "hip": (98, 138), "le": (142, 118), "lh": (158, 132),
                 "re": (144, 120), "rh": (160, 134), "lk": (128, 140), "lf": (158, 140), "rk": (130, 142),
                 "rf": (160, 142)},
    "gym-straight": {"le": (116, 34), "lh": (116, 12), "re": (124, 34), "rh": (124, 12), "lk": (117, 120),
                     "lf": (117, 146), "rk": (123, 120), "rf": (123, 146)},
    "gym-dish": {"head": (72, 122), "neck": (86, 130), "hip": (122, 140), "le": (64, 122), "lh": (44, 116),
                 "re": (64, 125), "rh": (44, 120), "lk": (148, 134), "lf": (172, 124), "rk": (148, 136),
                 "rf": (172, 127)},
    "gym-arch": {"head": (72, 114), "neck": (86, 128), "hip": (122, 140), "le": (66, 116), "lh": (48, 104),
                 "re": (68, 118), "rh": (50, 107), "lk": (148, 134), "lf": (170, 120), "rk": (148, 136),
                 "rf": (170, 123)},
    "gym-bunny-hop": {"head": (150, 100), "neck": (136, 108), "hip": (104, 102), "le": (144, 126), "lh": (150, 146),
                      "re": (148, 128), "rh": (156, 146), "lk": (114, 120), "lf": (94, 132), "rk": (118, 122),
                      "rf": (98, 134)},
    "gym-crab-walk": {"head": (76, 96), "neck": (88, 108), "hip": (128, 112), "le": (86, 126), "lh": (84, 146),
                      "re": (92, 126), "rh": (92, 146), "lk": (150, 116), "lf": (156, 146), "rk": (146, 118),
                      "rf": (150, 146)},
    "gym-caterpillar": {"head": (88, 122), "neck": (100, 112), "hip": (130, 80), "le": (96, 128), "lh": (92, 146),
                        "re": (100, 128), "rh": (98, 146), "lk": (142, 112), "lf": (154, 146), "rk": (144, 112),
                        "rf": (158, 146)},
    "gym-skip": {"head": (120, 28), "neck": (120, 44), "hip": (120, 86), "le": (106, 62), "lh": (96, 78),
                 "re": (134, 34), "rh": (146, 20), "lk": (138, 80), "lf": (134, 106), "rk": (122, 114),
                 "rf": (122, 138)},
    "gym-cat-spring": {"head": (154, 100), "neck": (140, 110), "hip": (104, 92), "le": (150, 128), "lh": (158, 146),
                       "re": (154, 130), "rh": (164, 146), "lk": (86, 100), "lf": (70, 118), "rk": (90, 106),
                       "rf": (74, 124)},
    "gym-tuck-jump": {"head": (120, 26), "neck": (120, 42), "hip": (116, 84), "le": (132, 56), "lh": (140, 72),
                      "re": (134, 58), "rh": (142, 74), "lk": (138, 70), "lf": (126, 96), "rk": (140, 72),
                      "rf": (128, 98)},
    "gym-star-jump": {"head": (120, 18), "neck": (120, 34), "hip": (120, 76), "le": (98, 28), "lh": (78, 10),
                      "re": (142, 28), "rh": (162, 10), "lk": (104, 100), "lf": (90, 122), "rk": (136, 100),
                      "rf": (150, 122)},
    "gym-half-turn-jump": {"head": (120, 24), "neck": (120, 40), "hip": (120, 82), "le": (108, 58), "lh": (130, 52),
                           "re": (132, 58), "rh": (110, 52), "lk": (118, 106), "lf": (118, 128), "rk": (122, 106),
                           "rf": (122, 128)},
    "gym-pike-jump": {"head": (124, 24), "neck": (116, 40), "hip": (104, 80), "le": (134, 52), "lh": (150, 70),
                      "re": (136, 54), "rh": (152, 72), "lk": (130, 80), "lf": (156, 80), "rk": (130, 84),
                      "rf": (156, 84)},
    "gym-straddle-jump": {"head": (120, 22), "neck": (120, 38), "hip": (120, 80), "le": (100, 56), "lh": (78, 64),
                          "re": (140, 56), "rh": (162, 64), "lk": (96, 76), "lf": (72, 70), "rk": (144, 76),
                          "rf": (168, 70)},
    "gym-leap": {"head": (132, 22), "neck": (126, 38), "hip": (120, 78), "le": (106, 44), "lh": (86, 36),
                 "re": (144, 40), "rh": (162, 28), "lk": (96, 86), "lf": (72, 94), "rk": (146, 74),
                 "rf": (172, 72)},
    "gym-log-roll": {"head": (74, 136), "neck": (90, 138), "hip": (132, 138), "le": (66, 128), "lh": (44, 128),
                     "re": (66, 132), "rh": (44, 134), "lk": (158, 138), "lf": (184, 140), "rk": (158, 141),
                     "rf": (184, 143)},
    "gym-egg-roll": {"head": (152, 124), "neck": (138, 112), "hip": (104, 126), "le": (134, 128), "lh": (122, 142),
                     "re": (136, 130), "rh": (124, 144), "lk": (130, 140), "lf": (100, 146), "rk": (132, 142),
                     "rf": (102, 146)},
    "gym-teddy-bear-roll": {"head": (104, 78), "neck": (110, 94), "hip": (120, 134), "le": (94, 104),
                            "lh": (78, 108), "re": (136, 104), "rh": (160, 108), "lk": (96, 124), "lf": (76, 110),
                            "rk": (144, 124), "rf": (164, 110)},
    "gym-forward-roll": {"head": (140, 136), "neck": (134, 122), "hip": (116, 88), "le": (146, 130),
                         "lh": (152, 146), "re": (150, 132), "rh": (158, 146), "lk": (104, 116), "lf": (98, 146),
                         "rk": (108, 118), "rf": (104, 146)},
    "gym-backward-roll": {"head": (140, 138), "neck": (126, 136), "hip": (108, 104), "le": (138, 124),
                          "lh": (148, 126), "re": (140, 126), "rh": (150, 128), "lk": (128, 88), "lf": (150, 98),
                          "rk": (130, 90), "rf": (152, 100)},
    "gym-cartwheel": {"head": (120, 122), "neck": (120, 106), "hip": (120, 64), "le": (108, 126), "lh": (98, 146),
                      "re": (132, 126), "rh": (142, 146), "lk": (98, 44), "lf": (78, 26), "rk": (142, 44),
                      "rf": (162, 26)},
    # Theme and dice poses.
    "gym-plank": {"head": (66, 104), "neck": (80, 112), "hip": (122, 124), "le": (80, 130), "lh": (76, 146),
                  "re": (84, 130), "rh": (80, 146), "lk": (148, 132), "lf": (174, 144), "rk": (148, 134),
                  "rf": (174, 146)},
    "gym-pedal": {"head": (104, 66), "neck": (106, 82), "hip": (110, 124), "le": (96, 104), "lh": (92, 126),
                  "re": (100, 106), "rh": (96, 128), "lk": (136, 100), "lf": (146, 124), "rk": (134, 116),
                  "rf": (162, 108)},
    "gym-pirate": {"le": (100, 70), "lh": (110, 90), "re": (144, 50), "rh": (136, 30)},
}  # fmt: skip


def swap(pose):
    """The same pose with the other arm and leg leading (the next beat of a march or run)."""
    joints = {**POSES["stand"], **pose}
    names = {"le": "re", "lh": "rh", "lk": "rk", "lf": "rf", "re": "le", "rh": "lh", "rk": "lk", "rf": "lf"}
    return {names.get(k, k): v for k, v in joints.items()}


def pose(name):
    from apps.content.seed.showcase.figures import all_poses

    return GYM_POSES.get(name) or all_poses()[name]


# Gym card title -> (pose, motion cues, props); every GYM_FOCUS card is here.
GYM = {
    "Star": ("star", [], ["mat"]), "Arabesque": ("arabesque", [], ["mat"]),
    "Knee Scale": ("gym-knee-scale", [], ["mat"]), "Shoulder Stand": ("gym-shoulder-stand", [], ["mat"]),
    "Headstand": ("gym-headstand", [], ["mat"]), "V-sit": ("v-sit", [], ["mat"]), "Bridge": ("bridge", [], ["mat"]),
    "Tuck": ("tuck", [], ["mat"]), "Straddle": ("gym-straddle", [], ["mat"]), "Pike": ("gym-pike", [], ["mat"]),
    "Straight": ("gym-straight", [], ["mat"]), "Dish": ("gym-dish", [], ["mat"]), "Arch": ("gym-arch", [], ["mat"]),
    "Star Shape": ("star", [], ["mat"]),
    "Bunny Hop": ("gym-bunny-hop", ["up", ("lines", 1)], ["mat"]),
    "Crab Walk": ("gym-crab-walk", [("lines", -1)], ["mat"]), "Bear Walk": ("bear", [("lines", 1)], ["mat"]),
    "Caterpillar": ("gym-caterpillar", [("lines", -1)], ["mat"]),
    "Side Step": ("side-step", [("lines", 1)], ["mat"]), "Skip": ("gym-skip", ["up", ("lines", 1)], ["mat"]),
    "Cat Spring": ("gym-cat-spring", ["up", ("lines", 1)], ["mat"]),
    "Straight Jump": ("jump", ["up"], ["mat"]), "Tuck Jump": ("gym-tuck-jump", ["up"], ["mat"]),
    "Star Jump": ("gym-star-jump", ["up"], ["mat"]), "Half Turn Jump": ("gym-half-turn-jump", ["up", "turn"], ["mat"]),
    "Pike Jump": ("gym-pike-jump", ["up"], ["mat"]), "Straddle Jump": ("gym-straddle-jump", ["up"], ["mat"]),
    "Leap": ("gym-leap", ["up", ("lines", 1)], ["mat"]),
    "Log Roll": ("gym-log-roll", [("roll", 1)], ["mat"]), "Egg Roll": ("gym-egg-roll", [("roll", 1)], ["mat"]),
    "Teddy Bear Roll": ("gym-teddy-bear-roll", [("roll", -1)], ["mat"]),
    "Forward Roll": ("gym-forward-roll", [("roll", 1)], ["mat"]),
    "Backward Roll": ("gym-backward-roll", [("roll", -1)], ["mat"]),
    "Cartwheel": ("gym-cartwheel", [("roll", 1)], ["mat"]), "Dish Roll": ("gym-dish", [("roll", 1)], ["mat"]),
}  # fmt: skip
LEVELS = ("tricky", "trickier", "trickiest")
# What each level's picture adds: a helper's hand (tricky), alone (trickier), on a bench (trickiest).
LEVEL_PROPS = {"tricky": ["mat"], "trickier": ["mat"], "trickiest": ["bench"]}


def gym_name(focus, number):
    return f"gym-{focus}-{number}"


def gym_cards():
    """(media name, title, focus) of every gym card."""
    return [(gym_name(f, n), t, f) for f, titles in c.GYM_FOCUS.items() for n, t in enumerate(titles, 1)]


# Dance move -> pose (words in a move's title: "jump", "spin"...; the rest by DANCE_WORDS).
DANCE = {
    "Prowl": "bear", "Pounce": "gym-cat-spring", "Swirl": "turn", "Drizzle": "crouch", "Piston": "robot",
    "Cog": "turn", "Shimmy": "side-step", "Parade": "gym-skip", "Float": "arabesque", "Blast Off": "jump",
    "Power Pose": "star", "Rescue Run": "run", "Bounce": "hop", "Freeze": "star", "Travel": "run",
    # Year 5 Heroes' own moves, drawn in its own poses (showcase/dance_y5.py).
    "Flying Punch": "hero-fly-punch", "Slow-Motion Punch": "hero-fly-punch", "Crumple Low": "hero-crumple-reach",
    "Rise Together": "hero-lean-back", "Partner Lean": "lean", "Opening Freeze": "crouch",
}  # fmt: skip
DANCE_WORDS = [
    ("jump", "jump"), ("leap", "gym-leap"), ("hop", "hop"), ("spin", "turn"), ("turn", "turn"), ("twist", "turn"),
    ("run", "run"), ("march", "gym-skip"), ("skip", "gym-skip"), ("stomp", "gym-skip"), ("step", "side-step"),
    ("slide", "side-step"), ("crawl", "bear"), ("creep", "bear"), ("low", "crouch"), ("crouch", "crouch"),
    ("melt", "crouch"), ("shrink", "crouch"), ("grow", "reach"), ("reach", "reach"), ("stretch", "reach"),
    ("wave", "wave"), ("robot", "robot"), ("punch", "robot"), ("balance", "one-leg"), ("freeze", "star"),
    ("mirror", "pair"), ("partner", "pair"), ("throw", "throw"), ("swim", "reach"), ("fly", "arabesque"),
    ("float", "arabesque"), ("glide", "arabesque"), ("sway", "lean"), ("shake", "side-step"), ("wiggle", "side-step"),
]  # fmt: skip


def dance_pose(title):
    if title in DANCE:
        return DANCE[title]
    words = title.lower()
    return next((p for key, p in DANCE_WORDS if key in words), "star")


def dance_name(title, level):
    return f"dance-{slugify(title)}-{level}"


# Early-years theme -> the two poses its disc alternates on hover (its written theme's own
# movement, themes/poses.py), and a prop.
THEMES = {
    "Pirate": ("gym-pirate", "crouch", []), "Jungle": ("monkey-swing", "creep-low", []),
    "Cat": ("bear", "gym-cat-spring", []), "Tightrope": ("tightrope", "one-leg", ["line"]),
    "Train": ("train-wheels", "train-wheels*", []), "Space": ("crouch", "jump", []),
    "Seaside": ("gym-crab-walk", "gym-crab-walk*", []), "Juggling": ("throw", "catch", ["ball"]),
    "Clown": ("clown-wobble", "giant-stride", []), "Bike": ("gym-pedal", "gym-pedal*", []),
    "Squirrel": ("squirrel-scamper", "tiptoe-look", []), "Fairytale": ("giant-stride", "tiptoe-sneak", []),
}  # fmt: skip


def theme_name(title, frame):
    return f"theme-disc-{slugify(title)}-{frame}"


def theme_frames(title):
    """[(media name, pose, props)] of a theme's two frames (a "*" pose is swapped)."""
    first, second, props = THEMES[title]
    frames = []
    for frame, name in ((1, first), (2, second)):
        base = name.rstrip("*")
        joints = swap(pose(base)) if name.endswith("*") else pose(base)
        frames.append((theme_name(title, frame), base, joints, props))
    return frames


# Dice and roulette side -> (pose, body parts ringed, props).
SIDES = {
    "Personal": ("one-leg", [], []), "Social": ("pair", [], []), "Cognitive": ("dodge", [], []),
    "Creative": ("arabesque", [], []), "Physical": ("run", [], []), "Fitness": ("gym-star-jump", [], []),
    "10 Star Jumps": ("gym-star-jump", [], []), "Run on the Spot": ("run", [], []), "5 Squats": ("land", [], []),
    "Plank for 10": ("gym-plank", [], ["mat"]), "Hop 10 Times": ("hop", [], []),
    "Skip for 20": ("gym-skip", [], ["rope"]),
    "Hop": ("hop", [], []), "Skip": ("gym-skip", [], []), "Jump": ("jump", [], []), "Gallop": ("run", [], []),
    "Slide": ("side-step", [], []), "Crawl": ("bear", [], []),
    "Hands": ("star", ["lh", "rh"], []), "Feet": ("stand", ["lf", "rf"], []), "Knees": ("land", ["lk", "rk"], []),
    "Elbows": ("robot", ["le", "re"], []), "Head": ("stand", ["head"], []), "Back": ("bear", ["back"], []),
    "Animal Walks": ("bear", [], []), "Mirror Me": ("pair", [], []), "Traffic Lights": ("run", [], ["cone"]),
    "Follow the Leader": ("run", [], []), "Tag": ("dodge", [], []), "Stuck in the Mud": ("star", [], []),
    "Bean Game": ("reach", [], []), "Treasure Hunt": ("crouch", [], []),
}  # fmt: skip


def side_name(title):
    return f"side-{slugify(title)}"


def side_image(title):
    """The URL of a die side's picture (every side of catalogue.DICE has one)."""
    from apps.content.seed import showcase

    return showcase.MEDIA + f"{side_name(title)}.svg"


# A movement skill, theme or dance move named by a lesson part -> (pose, props): its picture
# and its short clip (the generated skill and FUNS parts, the theme items' animations).
MOVES = {
    "Standing Tall": ("gym-straight", []), "Tiptoe Balance": ("reach", []), "Stop and Stand": ("stand", []),
    "Rolling": ("crouch", ["ball"]), "Hug Catch": ("catch", ["ball"]), "Two-Hand Catch": ("catch", ["ball"]),
    "Quick Start": ("run", []), "Stop on a Signal": ("land", []), "Dodging": ("dodge", []),
    "Four-Point Balance": ("bear", ["mat"]), "Two-Point Balance": ("gym-knee-scale", ["mat"]),
    "One-Foot Balance": ("one-leg", []), "Underarm Throw": ("throw", ["ball"]), "Bounce and Catch": ("catch", ["ball"]),
    "Kicking": ("run", ["ball"]), "Hopping": ("hop", []), "Skipping": ("gym-skip", []), "Weaving": ("run", ["cone"]),
    "Line Walking": ("tightrope", ["line"]), "Travel and Freeze": ("star", []), "Hop and Hold": ("hop", []),
    "Underarm Roll": ("crouch", ["ball"]), "Chest Pass": ("throw", ["ball"]), "Bounce Pass": ("throw", ["ball"]),
    "Side-Step": ("side-step", []), "Gallop": ("run", []), "Change of Direction": ("dodge", ["cone"]),
    "Partner Lean": ("pair", []), "Counter Tension": ("pair", []), "Group Balance": ("pair", []),
    "Two-Foot Jump": ("jump", []), "Hop": ("hop", []), "Leap": ("gym-leap", []), "Jump for Height": ("jump", []),
    "Tracking a Ball": ("run", ["ball"]), "Stopping a Rolling Ball": ("crouch", ["ball"]),
    "Collect and Return": ("crouch", ["ball"]), "Passing": ("throw", ["ball"]), "Dribbling": ("run", ["ball"]),
    "Getting Free": ("dodge", []), "Marking": ("side-step", []), "Ready Position": ("crouch", ["racket"]),
    "Forehand": ("throw", ["racket"]), "Backhand": ("turn", ["racket"]), "Serve": ("reach", ["racket"]),
    "Map Reading": ("teacher", []), "Route Planning": ("teacher", ["cone"]), "Team Problem Solving": ("pair", []),
    "Sprinting": ("run", []), "Throwing": ("throw", ["ball"]), "Jumping for Distance": ("gym-leap", []),
    "Pacing": ("run", []), "Shapes": ("star", ["mat"]), "Balances": ("arabesque", ["mat"]),
    "Rolls": ("gym-log-roll", ["mat"]), "Linking Moves": ("gym-cartwheel", ["mat"]), "Batting": ("turn", ["bat"]),
    "Bowling": ("throw", ["ball"]), "Fielding": ("crouch", ["ball"]), "Catching": ("catch", ["ball"]),
    "Underarm Send": ("throw", ["beanbag"]), "Aiming": ("throw", ["beanbag", "hoop"]),
    "Weight of Shot": ("throw", ["beanbag"]),
    "One Leg Balance": ("one-leg", []), "Seated Balance": ("v-sit", ["mat"]), "Floor Work": ("bear", ["mat"]),
    "Stance": ("land", []), "Dynamic Balance": ("tightrope", ["line"]), "Jumping and Landing": ("land", []),
    "Counter Balance": ("pair", []), "Sending and Receiving": ("throw", ["ball"]), "Ball Skills": ("catch", ["ball"]),
    "Footwork": ("side-step", ["cone"]), "Ball Chasing": ("run", ["ball"]), "Reaction / Response": ("dodge", []),
}  # fmt: skip


def move_pose(name):
    """(pose, props, motion cues or None) of a named movement: MOVES, a theme's first frame,
    a dance move, else the pose its words name."""
    if name in MOVES:
        return (*MOVES[name], None)
    if name in THEMES:
        first, _, props = THEMES[name]
        return first, props, None
    return dance_pose(name), [], None


def move_name(name):
    return f"move-{slugify(name) or 'skill'}"


def move_names():
    """Every movement the seed names: the topics' skills, the KS2 movement skills, the themes
    and the dance moves."""
    from apps.content.seed import wording
    from apps.content.seed.outcomes.topics import SKILL_NAMES

    names = [*MOVES, *c.KS2_SKILLS, *c.EARLY_YEARS_THEMES, *(s for v in SKILL_NAMES.values() for s in v)]
    names += [t for moves in wording.DANCE_MOVES.values() for t, _ in moves] + ["Travel", "Freeze"]
    return list(dict.fromkeys(names))


def dance_moves():
    """Every dance move the seed has levels for: the generated ones and the written units'."""
    from apps.content.seed import showcase, wording

    titles = [t for moves in wording.DANCE_MOVES.values() for t, _ in moves] + ["Travel", "Freeze"]
    for module in showcase.MODULES:
        for lesson in module.LESSONS.values():
            for words in lesson["parts"].values():
                titles += [m["title"] for m in words.get("moves", [])]
    return list(dict.fromkeys(titles))


# The URLs the seed gives parts, steps, levels, cards, theme items and dice (issue 29): no
# placeholder clip or picture is left; a movement nobody named gets the "Travel" clip.
FALLBACK_MOVE = "Travel"


def _url(name, ext):
    from apps.content.seed import showcase

    return showcase.MEDIA + f"{name}.{ext}"


def move_media(name):
    """(picture, clip) of a named movement (a skill, a theme, a KS2 movement skill or a dance
    move or unit), else of FALLBACK_MOVE."""
    from apps.content.seed import wording

    if name in wording.DANCE_MOVES:  # a dance unit: its first move
        name = wording.DANCE_MOVES[name][0][0]
    if name not in move_names():
        name = FALLBACK_MOVE
    return _url(move_name(name), "svg"), _url(move_name(name), "webm")


def gym_card_media(focus, number):
    name = gym_name(focus, number)
    return _url(name, "svg"), _url(name, "webm")


def dance_level_media(title, level):
    """(picture, clip) of a dance move's level; a move no script has drawn yet shows the
    generic dance move's."""
    from apps.content.seed import showcase

    name = dance_name(title, level)
    if f"{name}.svg" not in showcase._files():
        name = dance_name("Dance", level)
    return _url(name, "svg"), _url(name, "webm")


def theme_disc(title):
    """(picture, hover frame) of an early-years theme's disc."""
    return _url(theme_name(title, 1), "svg"), _url(theme_name(title, 2), "svg")
