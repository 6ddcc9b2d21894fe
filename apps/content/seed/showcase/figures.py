"""Drawn figures for the step pictures: a child with a body (thick rounded limbs, a shirt,
a head that faces where they look), the props the movement needs and motion cues where it
moves, in SVG, made by scripts/media/make_media.py. A pose is where the head, neck, hip,
elbows, hands, knees and feet are on a 240 x 160 picture (joints missing from a pose are
STAND's). The props and cues come from the pose's name (PROPS, CUES, and words in it such
as "ball", "hoop" or "roll"), so a unit's own poses get them too."""

import math

STAND = {
    "head": (120, 36), "neck": (120, 52), "hip": (120, 95),
    "le": (106, 72), "lh": (102, 94), "re": (134, 72), "rh": (138, 94),
    "lk": (113, 120), "lf": (110, 146), "rk": (127, 120), "rf": (130, 146),
}  # fmt: skip

POSES = {
    "stand": {},
    "star": {"le": (96, 50), "lh": (74, 32), "re": (144, 50), "rh": (166, 32), "lk": (106, 120), "lf": (94, 146),
             "rk": (134, 120), "rf": (146, 146)},
    "one-leg": {"le": (96, 62), "lh": (72, 58), "re": (144, 62), "rh": (168, 58), "rk": (140, 112),
                "rf": (126, 126)},
    "tightrope": {"le": (96, 60), "lh": (70, 62), "re": (144, 60), "rh": (170, 62), "lk": (116, 120),
                  "lf": (112, 146), "rk": (126, 120), "rf": (134, 146)},
    "tuck": {"head": (120, 70), "neck": (120, 84), "hip": (116, 118), "le": (132, 100), "lh": (138, 120),
             "re": (134, 96), "rh": (140, 116), "lk": (136, 110), "lf": (122, 146), "rk": (138, 112),
             "rf": (128, 146)},
    "jump": {"head": (120, 24), "neck": (120, 40), "hip": (120, 82), "le": (104, 26), "lh": (98, 6),
             "re": (136, 26), "rh": (142, 6), "lk": (112, 106), "lf": (108, 128), "rk": (128, 106),
             "rf": (132, 128)},
    "land": {"head": (120, 56), "neck": (120, 70), "hip": (120, 108), "le": (102, 80), "lh": (86, 82),
             "re": (138, 80), "rh": (154, 82), "lk": (102, 118), "lf": (106, 146), "rk": (138, 118),
             "rf": (134, 146)},
    "run": {"head": (128, 36), "neck": (126, 52), "hip": (118, 94), "le": (140, 72), "lh": (152, 58),
            "re": (110, 70), "rh": (98, 86), "lk": (136, 114), "lf": (130, 140), "rk": (106, 120),
            "rf": (88, 132)},
    "throw": {"le": (104, 66), "lh": (92, 54), "re": (144, 46), "rh": (160, 28), "lk": (108, 120),
              "lf": (98, 146), "rk": (130, 120), "rf": (138, 146)},
    "catch": {"le": (100, 50), "lh": (106, 26), "re": (140, 50), "rh": (134, 26)},
    "reach": {"le": (110, 34), "lh": (108, 14), "re": (130, 34), "rh": (132, 14)},
    "crouch": {"head": (120, 76), "neck": (120, 90), "hip": (118, 120), "le": (106, 106), "lh": (100, 130),
               "re": (134, 106), "rh": (140, 130), "lk": (104, 122), "lf": (108, 146), "rk": (136, 122),
               "rf": (132, 146)},
    "lean": {"head": (140, 46), "neck": (134, 60), "hip": (118, 96), "le": (148, 80), "lh": (162, 96),
             "re": (150, 70), "rh": (170, 80)},
    "robot": {"le": (98, 56), "lh": (98, 34), "re": (142, 70), "rh": (160, 70), "lk": (112, 120),
              "lf": (112, 146), "rk": (128, 120), "rf": (128, 146)},
    "turn": {"le": (100, 60), "lh": (80, 66), "re": (140, 48), "rh": (158, 38), "rk": (134, 114),
             "rf": (124, 132)},
    "v-sit": {"head": (92, 60), "neck": (98, 74), "hip": (120, 124), "le": (110, 88), "lh": (124, 76),
              "re": (112, 90), "rh": (128, 80), "lk": (148, 96), "lf": (168, 72), "rk": (150, 100),
              "rf": (172, 76)},
    "hop": {"head": (120, 28), "neck": (120, 44), "hip": (120, 86), "le": (104, 60), "lh": (96, 42),
            "re": (136, 60), "rh": (144, 42), "lk": (116, 112), "lf": (118, 136), "rk": (136, 100),
            "rf": (132, 114)},
    "bear": {"head": (160, 90), "neck": (150, 96), "hip": (96, 90), "le": (154, 118), "lh": (158, 146),
             "re": (146, 120), "rh": (146, 146), "lk": (90, 118), "lf": (86, 146), "rk": (100, 118),
             "rf": (100, 146)},
    "teacher": {"re": (146, 56), "rh": (172, 44)},
    "side-step": {"le": (98, 68), "lh": (82, 80), "re": (142, 68), "rh": (158, 80), "lk": (104, 120),
                  "lf": (88, 146), "rk": (136, 120), "rf": (152, 146)},
    "arabesque": {"head": (92, 56), "neck": (104, 64), "hip": (136, 88), "le": (88, 74), "lh": (70, 70),
                  "re": (112, 48), "rh": (104, 30), "lk": (134, 118), "lf": (134, 146), "rk": (164, 80),
                  "rf": (194, 72)},
    "bridge": {"head": (70, 132), "neck": (78, 120), "hip": (150, 86), "le": (72, 132), "lh": (66, 146),
               "re": (82, 132), "rh": (80, 146), "lk": (176, 110), "lf": (176, 146), "rk": (170, 112),
               "rf": (168, 146)},
    "dodge": {"head": (104, 42), "neck": (108, 56), "hip": (122, 96), "le": (94, 74), "lh": (84, 90),
              "re": (126, 70), "rh": (146, 62), "lk": (108, 120), "lf": (92, 146), "rk": (138, 118),
              "rf": (150, 146)},
    "sit": {"head": (116, 64), "neck": (116, 80), "hip": (116, 124), "le": (108, 98), "lh": (124, 112),
            "re": (126, 98), "rh": (138, 112), "lk": (140, 108), "lf": (160, 132), "rk": (144, 112),
            "rf": (164, 138)},
    "wave": {"re": (142, 44), "rh": (152, 20)},
}  # fmt: skip
POSES["pair"] = POSES["wave"]

# Background and shirt colour per pose, so neighbouring steps look different.
COLOURS = [("#e3f2fd", "#1565c0"), ("#fff3e0", "#d84315"), ("#e8f5e9", "#2e7d32"), ("#fce4ec", "#c2185b"),
           ("#ede7f6", "#5e35b1")]  # fmt: skip
INK = "#1b1b1b"  # every outline: the figure reads as one shape from the back of a hall
SKIN = "#f2c29b"
HAIR = "#4e342e"
LEGS, LEGS_BACK = "#37474f", "#1c262b"
CUE = "#ef6c00"  # motion cues: arcs, speed lines, turns
FLOOR = 150

# Props drawn with a pose (words in its name choose them too: PROP_WORDS).
PROPS = {
    "tightrope": ["line"], "throw": ["ball"], "catch": ["ball"], "teacher": ["board"], "jump": [], "hop": [],
    "v-sit": ["mat"], "bridge": ["mat"], "tuck": ["mat"], "arabesque": ["mat"], "sit": [],
}  # fmt: skip
PROP_WORDS = [
    ("ball", ("ball", "throw", "catch", "bounce", "dribble", "kick", "pass", "bowl", "receive", "juggl")),
    ("beanbag", ("beanbag", "bean-bag")),
    ("hoop", ("hoop",)),
    ("cone", ("cone", "slalom", "zigzag")),
    ("rope", ("rope", "skipping")),
    ("bench", ("bench", "apparatus")),
    ("mat", ("roll", "mat", "headstand", "handstand", "shoulder-stand", "cartwheel", "dish", "arch", "scale")),
    ("racket", ("racket", "tennis", "badminton", "volley", "rally", "forehand", "backhand")),
    ("bat", ("bat", "strike", "cricket", "rounders", "hit")),
    ("line", ("tightrope", "beam", "line-walk")),
]
# Motion cues: "up" (in the air), "down" (landing), ("lines", 1 or -1: travelling right or
# left), ("arc", joint: that hand or foot swings), "turn", ("roll", 1 or -1).
CUES = {
    "jump": ["up"], "hop": ["up"], "land": ["down"], "run": [("lines", 1)], "throw": [("arc", "rh")],
    "catch": [("arc", "lh")], "turn": ["turn"], "dodge": [("lines", -1)], "side-step": [("lines", 1)],
    "wave": [("arc", "rh")], "pair": [], "reach": [("arc", "rh"), ("arc", "lh")], "crouch": ["down"],
    "bear": [("lines", 1)], "lean": [("arc", "rh")], "robot": [("arc", "re")], "star": [],
    "tightrope": [("lines", 1)], "one-leg": [], "tuck": [], "stand": [], "teacher": [], "sit": [],
}  # fmt: skip
CUE_WORDS = [
    (("lines", 1), ("run", "sprint", "chase", "jog", "gallop", "travel", "race", "dash", "walk", "crawl", "slide")),
    ("down", ("land", "squat", "crouch", "duck")),
    ("turn", ("turn", "spin", "twist", "pivot", "swirl", "cog")),
    (("roll", 1), ("roll",)),
    ("up", ("jump", "hop", "leap", "spring", "bounce", "skip", "blast")),
    (("arc", "rh"), ("throw", "bowl", "pass", "send", "strike", "swing", "hit", "wave", "punch", "piston")),
    (("arc", "rf"), ("kick",)),
]
# Which way the face looks when the head alone does not say (lying, rolling, upside down).
FACING = {"v-sit": "right", "bridge": "up", "bear": "right", "sit": "right", "tuck": "right"}


def _sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def _unit(v):
    length = math.hypot(*v) or 1.0
    return (v[0] / length, v[1] / length)


def _at(a, v, k=1.0):
    return (a[0] + v[0] * k, a[1] + v[1] * k)


def _n(x):
    return f"{x:.1f}".removesuffix(".0")


def _pts(*points):
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _shade(colour, k=0.62):
    """A darker shade of #rrggbb: the limbs on the far side of the body."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"#{int(r * k):02x}{int(g * k):02x}{int(b * k):02x}"


def _limb(points, colour, width):
    """A thick rounded limb with a dark outline."""
    p = _pts(*points)
    return (f'<polyline points="{p}" stroke="{INK}" stroke-width="{width + 5}"/>'
            f'<polyline points="{p}" stroke="{colour}" stroke-width="{width}"/>')  # fmt: skip


def _dot(point, r, fill, width=3):
    return (
        f'<circle cx="{_n(point[0])}" cy="{_n(point[1])}" r="{r}" fill="{fill}" stroke="{INK}" stroke-width="{width}"/>'
    )


def _torso(j, shirt):
    """A shirt from the shoulders to the hips, and shorts."""
    neck, hip = j["neck"], j["hip"]
    u = _unit(_sub(hip, neck))
    p = (-u[1], u[0])
    top = _at(neck, u, 4)
    shirt_path = _pts(_at(top, p, 12), _at(top, p, -12), _at(hip, p, -10), _at(hip, p, 10))
    low = _at(hip, u, 5)
    shorts = _pts(_at(hip, p, 10.5), _at(hip, p, -10.5), _at(low, p, -10.5), _at(low, p, 10.5))
    return (f'<polygon points="{shirt_path}" fill="{shirt}" stroke="{INK}" stroke-width="12"/>'
            f'<polygon points="{shirt_path}" fill="{shirt}" stroke="{shirt}" stroke-width="6"/>'
            f'<polygon points="{shorts}" fill="{LEGS_BACK}" stroke="{LEGS_BACK}" stroke-width="6"/>')  # fmt: skip


def _facing(name, j):
    """The way the face looks, as a direction on the picture, or None for the front."""
    word = FACING.get(name)
    if word is None:
        dx, dy = _sub(j["head"], j["neck"])
        if abs(dx) >= 5:
            return (1 if dx > 0 else -1, 0)
        if abs(dy) < 8:  # lying down: looking up
            return (0, -1)
        return None
    return {"front": None, "left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[word]


def _arc_points(centre, radius, start, end, steps=10):
    return [
        (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a))
        for a in (start + (end - start) * i / steps for i in range(steps + 1))
    ]


def _head(j, face):
    """The head: skin, hair on the side away from the face, eyes and a nose or a smile."""
    h, neck = j["head"], j["neck"]
    up = _unit(_sub(h, neck))
    right = (-up[1], up[0])
    r = 14
    back = up if face is None else _unit(_sub(up, face))
    centre = math.atan2(back[1], back[0])
    hair = _arc_points(h, r - 3.5, centre - 1.75, centre + 1.75)
    parts = [_dot(h, r, SKIN, 3.5),
             f'<polyline points="{_pts(*hair)}" stroke="{HAIR}" stroke-width="7" stroke-linecap="round"/>']  # fmt: skip
    if face is None:
        for side in (-1, 1):
            eye = _at(_at(h, up, 1), right, 5 * side)
            parts.append(f'<circle cx="{_n(eye[0])}" cy="{_n(eye[1])}" r="2.2" fill="{INK}"/>')
        m0, m1 = _at(_at(h, up, -6), right, -4), _at(_at(h, up, -6), right, 4)
        ctrl = _at(h, up, -9)
        parts.append(f'<path d="M{_pts(m0)} Q{_pts(ctrl)} {_pts(m1)}" stroke="{INK}" stroke-width="2" fill="none"/>')
    else:
        eye = _at(_at(h, face, 7), up, 2 if face[1] == 0 else 0)
        if face[1] != 0:  # looking up or down: the eye sits to the front of the head
            eye = _at(h, face, 7)
        nose = _at(h, face, 14)
        parts.append(f'<circle cx="{_n(eye[0])}" cy="{_n(eye[1])}" r="2.4" fill="{INK}"/>')
        parts.append(_dot(nose, 3, SKIN, 2))
    return "".join(parts)


def _body(name, pose, shirt, *, dx=0, dy=0, mirror=False):
    """The child: far arm and leg, shirt, near leg, head, near arm, each outlined."""
    j = {**STAND, **pose}
    if mirror:
        j = {k: (240 - x, y) for k, (x, y) in j.items()}
    j = {k: (x + dx, y + dy) for k, (x, y) in j.items()}
    back_shirt = _shade(shirt)

    def arm(side, colour):
        shoulder = _at(j["neck"], _unit(_sub(j["hip"], j["neck"])), 5)
        return _limb([shoulder, j[f"{side}e"], j[f"{side}h"]], colour, 9) + _dot(j[f"{side}h"], 5.2, SKIN, 2.5)

    def leg(side, colour):
        return _limb([j["hip"], j[f"{side}k"], j[f"{side}f"]], colour, 11) + _dot(j[f"{side}f"], 6, "#ffffff", 2.5)

    return (
        '<g fill="none" stroke-linecap="round" stroke-linejoin="round">'
        + arm("l", back_shirt) + leg("l", LEGS_BACK) + _torso(j, shirt) + leg("r", LEGS)
        + _head(j, _facing(name, j)) + arm("r", shirt) + "</g>"
    )  # fmt: skip


def _words(name):
    return name.lower()


def _says(name, keys):
    """Whether a pose's name has one of the words (a word starts with it; "ball" also ends
    one, as in "netball"; a key with a hyphen is looked for as it is)."""
    tokens = _words(name).split("-")
    return any(
        (k in _words(name)) if "-" in k else any(t.startswith(k) or (k == "ball" and t.endswith(k)) for t in tokens)
        for k in keys
    )


def props_for(name):
    if name in PROPS:
        return list(PROPS[name])
    return [prop for prop, keys in PROP_WORDS if _says(name, keys)]


def cues_for(name, pose):
    cues = list(CUES[name]) if name in CUES else [cue for cue, keys in CUE_WORDS if _says(name, keys)]
    j = {**STAND, **pose}
    airborne = max(j["lf"][1], j["rf"][1]) < 136 and j["head"][1] < j["hip"][1] < 112
    if "up" not in cues and airborne:
        cues.append("up")  # both feet off the floor, head up: a jump
    return cues


def _arrowhead(tip, towards):
    """A filled arrowhead at `tip`, pointing along `towards`."""
    u = _unit(towards)
    p = (-u[1], u[0])
    base = _at(tip, u, -11)
    points = _pts(tip, _at(base, p, 7), _at(base, p, -7))
    return f'<polygon points="{points}" fill="{CUE}" stroke="{CUE}" stroke-width="2" stroke-linejoin="round"/>'


def _cue_svg(cue, j):
    kind = cue[0] if isinstance(cue, tuple) else cue
    xs = [x for x, _ in j.values()]
    ys = [y for _, y in j.values()]
    line = f'stroke="{CUE}" stroke-width="4.5" stroke-linecap="round" fill="none"'
    if kind == "up":
        low = max(j["lf"][1], j["rf"][1])
        cx = (j["lf"][0] + j["rf"][0]) / 2
        shadow = f'<ellipse cx="{_n(cx)}" cy="{FLOOR - 1}" rx="28" ry="4.5" fill="#000" opacity=".16"/>'
        lines = "".join(
            f'<line x1="{_n(cx + off)}" y1="{_n(low + 12)}" x2="{_n(cx + off)}" '
            f'y2="{_n(min(FLOOR - 6, low + 12 + ln))}" {line}/>'
            for off, ln in ((-14, 10), (0, 16), (14, 10))
            if low + 12 < FLOOR - 8
        )
        return shadow + lines
    if kind == "down":
        out = []
        for foot in (j["lf"], j["rf"]):
            for side in (-1, 1):
                x0 = foot[0] + side * 10
                out.append(f'<line x1="{_n(x0)}" y1="{FLOOR - 4}" x2="{_n(x0 + side * 9)}" y2="{FLOOR - 13}" {line}/>')
        return "".join(out)
    if kind == "lines":
        direction = cue[1]
        edge = (min(xs) - 8) if direction > 0 else (max(xs) + 8)
        rows = [(j["neck"][1] + 6, 22), (j["hip"][1], 30), ((j["lk"][1] + j["rk"][1]) / 2 + 4, 18)]
        return "".join(
            f'<line x1="{_n(edge)}" y1="{_n(y)}" x2="{_n(edge - direction * length)}" y2="{_n(y)}" {line}/>'
            for y, length in rows
        )
    if kind == "arc":
        joint = cue[1]
        start, end = STAND[joint], j[joint]
        dist = math.hypot(*_sub(end, start))
        if dist < 18:
            return ""
        middle = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
        u = _unit(_sub(end, start))
        p = (-u[1], u[0])
        body = j["hip"]
        if (middle[0] + p[0] - body[0]) ** 2 + (middle[1] + p[1] - body[1]) ** 2 < (middle[0] - body[0]) ** 2 + (
            middle[1] - body[1]
        ) ** 2:
            p = (-p[0], -p[1])  # bulge away from the body
        ctrl = _at(middle, p, 0.45 * dist + 6)
        tip = _at(end, _unit(_sub(end, ctrl)), -9)
        first = _at(start, _unit(_sub(ctrl, start)), 8)
        return (f'<path d="M{_pts(first)} Q{_pts(ctrl)} {_pts(tip)}" {line} stroke-dasharray="8 6"/>'
                + _arrowhead(tip, _sub(tip, ctrl)))  # fmt: skip
    if kind == "turn":
        c = (j["head"][0], min(ys) - 2)
        c = (c[0], max(22, c[1]))
        pts = _arc_points((c[0], c[1] - 4), 22, math.radians(200), math.radians(480), 14)
        return (f'<polyline points="{_pts(*pts)}" {line}/>'
                + _arrowhead(_at(pts[-1], _unit(_sub(pts[-1], pts[-2])), 6), _sub(pts[-1], pts[-2])))  # fmt: skip
    if kind == "roll":
        direction = cue[1]
        cx, cy = sum(xs) / len(xs), sum(ys) / len(ys)
        radius = max(math.hypot(x - cx, y - cy) for x, y in j.values()) + 10
        radius = min(radius, cy - 4)
        a0, a1 = (math.radians(200), math.radians(330)) if direction > 0 else (math.radians(340), math.radians(210))
        pts = _arc_points((cx, cy), radius, a0, a1, 14)
        return (f'<polyline points="{_pts(*pts)}" {line}/>'
                + _arrowhead(_at(pts[-1], _unit(_sub(pts[-1], pts[-2])), 6), _sub(pts[-1], pts[-2])))  # fmt: skip
    return ""


def _ball_at(name, j):
    words = _words(name)
    if _says(name, ("kick", "dribble", "foot")):
        foot = max((j["lf"], j["rf"]), key=lambda f: abs(f[0] - 120))
        side = 1 if foot[0] >= j["hip"][0] else -1
        return (foot[0] + side * 13, FLOOR - 9)
    if "bounce" in words:
        hand = max((j["lh"], j["rh"]), key=lambda h: abs(h[0] - j["hip"][0]))
        return (hand[0] + 4, FLOOR - 10)
    if any(k in words for k in ("catch", "receive")) and math.hypot(*_sub(j["lh"], j["rh"])) < 44:
        return ((j["lh"][0] + j["rh"][0]) / 2, min(j["lh"][1], j["rh"][1]) - 10)
    # In or just leaving the hand that has moved furthest from standing.
    hand = max(("lh", "rh"), key=lambda h: math.hypot(*_sub(j[h], STAND[h])))
    ahead = _unit(_sub(j[hand], j[f"{hand[0]}e"]))
    return _at(j[hand], ahead, 14 if any(k in words for k in ("throw", "bowl", "pass", "send")) else 10)


def _prop_svg(prop, name, j, shirt):
    if prop == "ball":
        x, y = _ball_at(name, j)
        return (_dot((x, y), 9, "#ffca28", 3)
                + f'<path d="M{_n(x - 8)} {_n(y - 2)} Q{_n(x)} {_n(y + 4)} {_n(x + 8)} {_n(y - 2)}" stroke="{INK}" '
                'stroke-width="1.8" fill="none"/>')  # fmt: skip
    if prop == "beanbag":
        if "head" in _words(name) or "balance" in _words(name):
            x, y = j["head"][0], j["head"][1] - 18
        else:
            x, y = _at(j["rh"], _unit(_sub(j["rh"], j["re"])), 8)
        return (f'<rect x="{_n(x - 9)}" y="{_n(y - 6)}" width="18" height="12" rx="4" fill="#e53935" '
                f'stroke="{INK}" stroke-width="2.5"/>')  # fmt: skip
    if prop == "hoop":
        cx = (j["lf"][0] + j["rf"][0]) / 2
        return (f'<ellipse cx="{_n(cx)}" cy="{FLOOR - 2}" rx="40" ry="8" fill="none" stroke="{INK}" stroke-width="8"/>'
                f'<ellipse cx="{_n(cx)}" cy="{FLOOR - 2}" rx="40" ry="8" fill="none" stroke="#8e24aa" '
                'stroke-width="4.5"/>')  # fmt: skip
    if prop == "cone":
        return "".join(
            f'<path d="M{x - 11} {FLOOR} L{x} {FLOOR - 26} L{x + 11} {FLOOR} Z" fill="#ff7043" stroke="{INK}" '
            f'stroke-width="2.5" stroke-linejoin="round"/>'
            f'<rect x="{x - 7}" y="{FLOOR - 14}" width="14" height="4" fill="#fff"/>'
            for x in (26, 214)
        )
    if prop == "rope":
        lh, rh = j["lh"], j["rh"]
        low = max(j["lf"][1], j["rf"][1]) + 6
        ctrl = ((lh[0] + rh[0]) / 2, 2 * low - (lh[1] + rh[1]) / 2)
        return f'<path d="M{_pts(lh)} Q{_pts(ctrl)} {_pts(rh)}" stroke="#6d4c41" stroke-width="4" fill="none"/>'
    if prop == "line":
        return '<line x1="14" y1="148" x2="226" y2="148" stroke="#8d6e63" stroke-width="6" stroke-dasharray="12 5"/>'
    if prop == "mat":
        return (
            f'<rect x="14" y="{FLOOR - 7}" width="212" height="12" rx="4" fill="#1e88e5" stroke="{INK}" '
            'stroke-width="2.5"/>'
        )
    if prop == "board":
        return (
            '<rect x="180" y="26" width="46" height="34" rx="4" fill="#fff" stroke="#455a64" stroke-width="3"/>'
            '<path d="M188 38h28M188 46h20" stroke="#90a4ae" stroke-width="3"/>'
        )
    if prop in ("racket", "bat"):
        hand = "rh"
        u = _unit(_sub(j[hand], j[f"{hand[0]}e"]))
        if prop == "bat":
            tip = _at(j[hand], u, 34)
            return (f'<line x1="{_n(j[hand][0])}" y1="{_n(j[hand][1])}" x2="{_n(tip[0])}" y2="{_n(tip[1])}" '
                    f'stroke="{INK}" stroke-width="12" stroke-linecap="round"/>'
                    f'<line x1="{_n(j[hand][0])}" y1="{_n(j[hand][1])}" x2="{_n(tip[0])}" y2="{_n(tip[1])}" '
                    'stroke="#c48b5a" stroke-width="7" stroke-linecap="round"/>')  # fmt: skip
        neck = _at(j[hand], u, 12)
        centre = _at(j[hand], u, 24)
        angle = math.degrees(math.atan2(u[1], u[0]))
        return (f'<line x1="{_n(j[hand][0])}" y1="{_n(j[hand][1])}" x2="{_n(neck[0])}" y2="{_n(neck[1])}" '
                f'stroke="{INK}" stroke-width="4"/><ellipse cx="{_n(centre[0])}" cy="{_n(centre[1])}" rx="13" ry="10" '
                f'transform="rotate({_n(angle)} {_n(centre[0])} {_n(centre[1])})" fill="#fff59d" stroke="{INK}" '
                'stroke-width="3"/>')  # fmt: skip
    return ""


BENCH = 20  # how far a figure on a bench is lifted


def _bench():
    return (f'<rect x="34" y="{FLOOR - BENCH}" width="172" height="9" rx="2" fill="#a1887f" stroke="{INK}" '
            'stroke-width="2.5"/>'
            f'<rect x="52" y="{FLOOR - BENCH + 9}" width="8" height="{BENCH - 9}" fill="#795548"/>'
            f'<rect x="180" y="{FLOOR - BENCH + 9}" width="8" height="{BENCH - 9}" fill="#795548"/>')  # fmt: skip


def _highlight(joints, j):
    """Rings round the body parts a picture is about (the body-part die)."""
    out = []
    for joint in joints:
        if joint == "back":
            x, y = ((j["neck"][0] + j["hip"][0]) / 2, (j["neck"][1] + j["hip"][1]) / 2)
        else:
            x, y = j[joint]
        out.append(f'<circle cx="{_n(x)}" cy="{_n(y)}" r="17" fill="none" stroke="{INK}" stroke-width="8"/>'
                   f'<circle cx="{_n(x)}" cy="{_n(y)}" r="17" fill="none" stroke="#ffd600" '
                   'stroke-width="5"/>')  # fmt: skip
    return "".join(out)


def colours(name):
    return COLOURS[sum(map(ord, name)) % len(COLOURS)]


def _figure(name, pose, shirt, props, cues, highlight, dy):
    """(floor props, the child with held props, cues and rings) of one child."""
    j = {k: (x, y + dy) for k, (x, y) in {**STAND, **pose}.items()}
    ground = "".join(_prop_svg(p, name, j, shirt) for p in props if p in ("mat", "line", "hoop", "cone"))
    held = "".join(_prop_svg(p, name, j, shirt) for p in props if p not in ("mat", "line", "hoop", "cone", "bench"))
    cue_svg = "".join(_cue_svg(c, j) for c in cues)
    if dy:
        cue_svg = cue_svg.replace(f'cy="{FLOOR - 1}"', f'cy="{FLOOR - 1 + dy}"')
    return ground, cue_svg + _body(name, pose, shirt, dy=dy) + held + _highlight(highlight, j)


def _placed(svg, cx, scale, mirror=False):
    """A child drawn at x=120 moved to x=cx and scaled about its feet (mirrored if asked)."""
    flip = -scale if mirror else scale
    return f'<g transform="translate({cx} {FLOOR}) scale({flip} {scale}) translate(-120 -{FLOOR})">{svg}</g>'


HELPER = {"re": (146, 66), "rh": (170, 72)}  # a helper's hand held out to the child


def _pathway():
    return (f'<path d="M22 146 C60 128 96 158 140 144 S196 132 204 142" stroke="{CUE}" stroke-width="4" '
            'stroke-dasharray="3 7" stroke-linecap="round" fill="none"/>' + _arrowhead((212, 146), (8, 4)))  # fmt: skip


def figure_svg(name, pose=None, *, props=None, cues=None, highlight=(), label=None, partner=None, helper=False,
               pathway=False):  # fmt: skip
    """The picture of pose `name` (or of `pose`, drawn under that name): 240 x 160, the
    child with its props and motion cues. `partner` adds a second child (that pose, facing
    the first), `helper` a grown-up's hand at the side, `pathway` a path on the floor."""
    pose = all_poses()[name] if pose is None else pose
    back, shirt = colours(name)
    props = props_for(name) if props is None else props
    cues = cues_for(name, pose) if cues is None else cues
    dy = -BENCH if "bench" in props else 0
    if name == "pair" and partner is None:
        partner = POSES["wave"]
    elif name.endswith("-pair") and partner is None:
        partner = pose  # a shape made with a partner, facing: both children hold it
    ground, child = _figure(name, pose, shirt, props, cues, highlight, dy)
    if partner is not None:
        other_shirt = "#ef6c00" if shirt != COLOURS[1][1] else "#1565c0"
        _, other = _figure(name, partner, other_shirt, [], [], (), dy)
        child = _placed(child, 74, 0.74) + _placed(other, 170, 0.74, mirror=True)
    elif helper:
        _, grown = _figure("helper", HELPER, "#78909c", [], [], (), dy)
        child = _placed(grown, 214, 0.9, mirror=True) + child
    title = (label or name.replace("-", " ")).replace("&", "and").replace("<", "").replace('"', "")
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160" role="img" '
        f'aria-label="{title}"><rect width="240" height="160" rx="12" fill="{back}"/>'
        f'<rect x="0" y="{FLOOR}" width="240" height="10" fill="#b0bec5"/>'
        f"{ground}{_bench() if dy else ''}{_pathway() if pathway else ''}{child}</svg>\n"
    )


def all_poses():
    """The shared poses and each written unit's own (a module's POSES, in the same joints):
    a unit that needs a movement nobody has drawn adds it in its own file."""
    from apps.content.seed import showcase
    from apps.content.seed.showcase import themes

    poses = dict(POSES)
    for module in [*showcase.MODULES, themes]:  # the themes and movement skills draw theirs too
        for name, pose in getattr(module, "POSES", {}).items():
            assert poses.get(name, pose) == pose, f"pose {name} drawn twice, differently"
            poses[name] = pose
    return poses
