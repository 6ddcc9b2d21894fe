"""The content calls' documented answers: the islands' props as props.py builds them, each
property named (issue 22), and the intros."""

from ninja import Schema


class TimedLine(Schema):
    """A caption or lyric line: its words and the second of the video it starts at."""

    text: str
    time: int | float


class IntroLink(Schema):
    title: str
    url: str


class IntroOut(Schema):
    """A product intro by slug (spec 1 §7): what a user without the product, or without
    BURSTS (intro-bursts, wonde-guide), is shown."""

    slug: str
    title: str
    text: str
    video: str
    product: str | None
    lines: list[TimedLine]
    links: list[IntroLink]


class StepOut(Schema):
    """A step of a part's slider (props.step_props)."""

    id: int
    subtitle: str
    text: str
    image: str
    audio: str
    video: str
    textLines: list[TimedLine]
    skillWhat: str
    skillHow: str
    dice: list[str]


class WarmUpStepOut(Schema):
    """A warm-up step (props.warmup_props); `end` marks the mystery step shown as '?'."""

    subtitle: str
    text: str
    end: bool
    dice: list[str]


class SkillLevelOut(Schema):
    level: str
    label: str
    heroImage: str
    video: str


class SkillOut(Schema):
    title: str
    levels: list[SkillLevelOut]


class PlayCharacteristic(Schema):
    """A Real Play part's characteristic of effective learning, as the content keeps it."""

    focus: str
    subtitle: str
    pupil_text: str


class PartOut(Schema):
    """A part with everything an island needs (props.part_data)."""

    id: int
    slug: str
    type: str
    title: str
    displayTitle: str
    video: str
    textLines: list[TimedLine]
    heroImage: str
    audioFile: str
    pupilText: str
    reviewNumber: int
    dice: list[str]
    tricky: str
    trickier: str
    trickiest: str
    joiningIn: str
    moreActive: str
    keywords: list[str]
    playCharacteristics: list[PlayCharacteristic]
    alternative: bool
    steps: list[StepOut]
    warmUpSteps: list[WarmUpStepOut]
    lyrics: list[TimedLine]
    skills: list[SkillOut]


class LessonUnit(Schema):
    slug: str
    title: str
    cogLabel: str
    abilitySelect: bool


class LessonOut(Schema):
    """GET content/lesson: a lesson with its original and alternative parts."""

    id: int
    uri: str
    title: str
    goalText: str
    homeChallenge: str
    warmUpIntro: str
    funsText: str
    unit: LessonUnit
    parts: list[PartOut]
    altParts: list[PartOut]


class SideImage(Schema):
    id: int
    url: str


class DieSideOut(Schema):
    sideTitle: str
    image: list[SideImage]


class DieOut(Schema):
    """A die or roulette (props.die_props)."""

    slug: str
    title: str
    colour: str
    roulette: bool
    previewImage: str
    sides: list[DieSideOut]


class TrackOut(Schema):
    id: int
    title: str
    url: str


class PlaylistOut(Schema):
    """GET content/playlists/{slug}: its tracks, and whether the user shows the jukebox."""

    slug: str
    title: str
    tracks: list[TrackOut]
    showJukebox: bool


class ThemeItemSummary(Schema):
    """An item of a theme stage's list."""

    title: str
    uri: str
    homeItem: str
    playTypes: list[str]


class ThemeItemOut(Schema):
    """GET content/themes/{product}/{stage}/{item}: the item with its home parts."""

    title: str
    uri: str
    homeItem: str
    funs: bool
    pointImages: list[str]
    homeParts: list[PartOut]


class AbilityOut(Schema):
    """An ability cog (GET content/abilities)."""

    slug: str
    title: str
    colour: str
    cogText: str
    abilityWhat: str
    abilityHow: str
