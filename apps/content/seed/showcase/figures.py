"""Drawn figures for the showcase step pictures: a jointed figure per pose, in SVG, made
by scripts/media/make_media.py. A pose is where the head, neck, hip, elbows, hands, knees
and feet are on a 240 x 160 picture; props (a rope, a ball, a partner) are drawn with it."""

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

# Background and figure colour per pose, so neighbouring steps look different.
COLOURS = [("#e3f2fd", "#1f4e8c"), ("#fff3e0", "#c2410c"), ("#e8f5e9", "#1b5e20"), ("#fce4ec", "#ad1457"),
           ("#ede7f6", "#4527a0")]  # fmt: skip
LIMBS = [("neck", "hip"), ("neck", "le"), ("le", "lh"), ("neck", "re"), ("re", "rh"), ("hip", "lk"),
         ("lk", "lf"), ("hip", "rk"), ("rk", "rf")]  # fmt: skip


def _body(pose, colour, dx=0):
    joints = {**STAND, **pose}
    lines = "".join(
        f'<line x1="{joints[a][0] + dx}" y1="{joints[a][1]}" x2="{joints[b][0] + dx}" y2="{joints[b][1]}"/>'
        for a, b in LIMBS
    )
    hx, hy = joints["head"]
    return (f'<g stroke="{colour}" stroke-width="9" stroke-linecap="round" fill="none">{lines}</g>'
            f'<circle cx="{hx + dx}" cy="{hy}" r="13" fill="{colour}"/>')  # fmt: skip


def _props(name, colour):
    if name == "tightrope":
        return '<line x1="20" y1="148" x2="220" y2="148" stroke="#8d6e63" stroke-width="5" stroke-dasharray="10 4"/>'
    if name in ("throw", "catch"):
        x, y = (176, 16) if name == "throw" else (120, 14)
        return f'<circle cx="{x}" cy="{y}" r="10" fill="#f2b705" stroke="{colour}" stroke-width="2"/>'
    if name == "teacher":
        return '<rect x="176" y="30" width="40" height="28" rx="4" fill="#fff" stroke="#555" stroke-width="3"/>'
    if name in ("hop", "jump"):
        return '<path d="M96 150 q24 -10 48 0" stroke="#90a4ae" stroke-width="4" fill="none"/>'
    return ""


def figure_svg(name):
    pose = all_poses()[name]
    back, colour = COLOURS[sum(map(ord, name)) % len(COLOURS)]
    body = (
        _body(pose, colour, dx=-40) + _body(POSES["wave"], "#c2410c", dx=40) if name == "pair" else _body(pose, colour)
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160" role="img" '
        f'aria-label="{name.replace("-", " ")}"><rect width="240" height="160" rx="12" fill="{back}"/>'
        f'<rect x="0" y="150" width="240" height="10" fill="#cfd8dc"/>{_props(name, colour)}{body}</svg>\n'
    )


def all_poses():
    """The shared poses and each written unit's own (a module's POSES, in the same joints):
    a unit that needs a movement nobody has drawn adds it in its own file."""
    from apps.content.seed import showcase

    poses = dict(POSES)
    for module in showcase.MODULES:
        for name, pose in getattr(module, "POSES", {}).items():
            assert poses.get(name, pose) == pose, f"pose {name} drawn twice, differently"
            poses[name] = pose
    return poses
