"""The bookmark calls' input and output shapes."""

from ninja import Field, Schema


class Page(Schema):
    """A page as a bookmark and the last-visited record keep it."""

    url: str = Field(..., max_length=500)
    title: str = Field(..., max_length=200)
    subtitle: str = Field("", max_length=500)
    product: str = Field("", max_length=20)


class BookmarkOut(Schema):
    id: int
    url: str
    title: str
    subtitle: str
    product: str
    match: bool
