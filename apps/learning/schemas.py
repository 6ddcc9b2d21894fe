"""The Learning Hub API's shapes (spec 2 §3 "Micro-learn entry")."""

from ninja import Schema


class MicroLearnImageOut(Schema):
    url: str
    alt: str


class MicroLearnOut(Schema):
    """A category with its storylines as `children`, or a storyline. `text` is rich text
    already sanitised as the page shows it; `time` is about how many minutes it takes."""

    id: int
    type: str
    title: str
    url: str
    images: list[MicroLearnImageOut]
    text: str
    time: int | None
    children: list["MicroLearnOut"]
