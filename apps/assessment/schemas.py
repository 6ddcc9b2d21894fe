"""Assessment's API shapes (issue 30)."""

from datetime import datetime

from ninja import Field, Schema


class StrandOut(Schema):
    slug: str
    title: str


class OutcomeOut(Schema):
    id: int
    text: str
    unitId: int | None
    strand: StrandOut
    statement: str


class LevelOut(Schema):
    id: int | None = None
    code: str
    label: str
    short: str
    meets: bool


class PresetOut(Schema):
    preset: str
    title: str
    levels: list[LevelOut]
    defaultLevel: str


class ScaleOut(Schema):
    preset: str
    title: str
    withBelow: bool
    withAbove: bool
    levels: list[LevelOut]
    defaultLevelId: int | None  # None: not chosen yet, the expected preset read unsaved
    defaultLevel: str  # its code


class ScalesOut(Schema):
    presets: list[PresetOut]
    current: ScaleOut


class ChildOut(Schema):
    id: int
    name: str


class AttainmentOut(Schema):
    childId: int
    outcomeId: int
    levelId: int
    observed: bool
    recordedAt: datetime


class ClassAssessmentOut(Schema):
    """A class as the recording page reads it: its children, the lesson's outcomes (none
    without a lesson), the scale, and each child's current level on those outcomes."""

    groupId: int
    groupName: str
    lessonId: int | None
    children: list[ChildOut]
    outcomes: list[OutcomeOut]
    scale: ScaleOut
    cycle: list[str]  # level codes
    current: list[AttainmentOut]


class MarkIn(Schema):
    """A level by id, or by code (a school's scale read before it was saved has no ids)."""

    childId: int
    outcomeId: int
    levelId: int | None = None
    level: str = Field("", max_length=20)


class RecordIn(Schema):
    lessonId: int
    marks: list[MarkIn] = []
    absent: list[int] = []


class RecordedOut(Schema):
    judgements: int
    observed: int
    absent: int


class ReportRowOut(Schema):
    child: ChildOut
    cells: list[AttainmentOut | None]


class UnitOut(Schema):
    id: int
    title: str


class ClassReportOut(Schema):
    groupId: int
    groupName: str
    unit: UnitOut | None
    units: list[UnitOut]
    outcomes: list[OutcomeOut]
    rows: list[ReportRowOut]
    observed: int
    byDefault: int
    notAssessed: int


# Reports (issue 30) --------------------------------------------------------------------------


class FigureOut(Schema):
    """A group's current judgements: the share meeting the expectation, observed and by
    default apart; only `hidden` and `note` for a group of fewer than 5 children."""

    hidden: bool
    note: str | None = None
    children: int | None = None
    judgements: int | None = None
    meetsPct: int | None = None
    observed: int | None = None
    observedMeetsPct: int | None = None
    byDefault: int | None = None


class GapOut(Schema):
    between: list[str]
    hidden: bool
    note: str | None = None
    points: int | None = None
    observedPoints: int | None = None


class GroupFigureOut(Schema):
    label: str
    figure: FigureOut


class SplitOut(Schema):
    key: str
    title: str
    groups: list[GroupFigureOut]
    gap: GapOut


class StrandFigureOut(Schema):
    slug: str
    title: str
    figure: FigureOut


class YearFigureOut(Schema):
    year: int
    figure: FigureOut


class SchoolReportOut(Schema):
    accountId: int
    school: str
    total: FigureOut
    splits: list[SplitOut]
    years: list[YearFigureOut]
    strands: list[StrandFigureOut]


class ClassFigureOut(Schema):
    id: int
    name: str
    figure: FigureOut


class CohortReportOut(Schema):
    year: int
    total: FigureOut
    splits: list[SplitOut]
    strands: list[StrandFigureOut]
    classes: list[ClassFigureOut]


class ChildStrandOut(Schema):
    slug: str
    title: str
    judgements: int
    meets: int
    observed: int
    byDefault: int


class ChildOutcomeOut(Schema):
    outcomeId: int
    text: str
    strand: str
    level: str
    meets: bool
    observed: bool
    recordedAt: datetime


class ChildUnitOut(Schema):
    id: int | None
    title: str
    outcomes: list[ChildOutcomeOut]


class ChildReportOut(Schema):
    child: ChildOut
    strands: list[ChildStrandOut]
    units: list[ChildUnitOut]


class StrandCellOut(Schema):
    judgements: int
    meets: int
    observed: int


class StrandRowOut(Schema):
    child: ChildOut
    cells: list[StrandCellOut | None]


class ClassStrandsOut(Schema):
    groupId: int
    groupName: str
    strands: list[StrandOut]
    rows: list[StrandRowOut]
    totals: list[FigureOut]
