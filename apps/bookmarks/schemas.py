"""The bookmark calls' input and output shapes."""

from ninja import Schema


class Page(Schema):
    """A page as a bookmark and the last-visited record keep it."""

    url: str
    title: str
    subtitle: str = ""
    product: str = ""


class BookmarkOut(Schema):
    id: int
    url: str
    title: str
    subtitle: str
    product: str
    match: bool
