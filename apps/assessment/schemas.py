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
