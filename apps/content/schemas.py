"""The content calls' documented answers (most return the islands' props as built in props.py)."""

from ninja import Schema


class IntroOut(Schema):
    """A product intro by slug (spec 1 §7): what a user without the product, or without
    BURSTS (intro-bursts, wonde-guide), is shown."""

    slug: str
    title: str
    text: str
    video: str
    product: str | None
    lines: list[dict]
    links: list[dict]
