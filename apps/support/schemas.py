"""The support API's shapes (spec 1 §3 "Support block and entries")."""

from ninja import Schema


class SupportLinkOut(Schema):
    title: str
    url: str
    external: bool


class SupportDocumentOut(Schema):
    url: str
    title: str
    extension: str


class SupportVideoOut(Schema):
    url: str
    title: str
    extension: str
    poster: str


class SupportBlockOut(Schema):
    """A block: `type` is faq, text, links, documents or videos; `text` is rich text already
    sanitised as the page shows it. Blocks are not nested here, so `children` is empty."""

    id: int
    type: str
    label: str
    text: str
    hyperLinks: list[SupportLinkOut]
    documents: list[SupportDocumentOut]
    videos: list[SupportVideoOut]
    children: list[int]


class SupportEntryOut(Schema):
    """A page in the folder (spec 1 §3 Support entries); `product` is the audience, with
    core given as pe and daily as home ("" for every signed-in user)."""

    title: str
    slug: str
    product: str
    uri: str
    summary: str
    children: list["SupportEntryOut"]


class SupportPageOut(Schema):
    """One support page by its uri: its blocks and the pages in its folder the caller may open."""

    id: int
    title: str
    slug: str
    product: str
    uri: str
    summary: str
    blocks: list[SupportBlockOut]
    children: list[SupportEntryOut]
