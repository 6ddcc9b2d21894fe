"""Reads of the support pages: which a user may open, the folder navigation, one page
with its blocks, and the search (PostgreSQL full-text search; a word match elsewhere)."""

from dataclasses import dataclass

from django.contrib.postgres.search import SearchHeadline, SearchQuery, SearchRank, SearchVector
from django.db import connection
from django.db.models import Prefetch, Q

from apps.access import rules as can
from apps.core.html import plain_text
from apps.support.models import SupportBlock, SupportPage

NO_ACCESS = "You do not have access to this support page."
MAX_QUERY = 100
MAX_RESULTS = 20
SEARCH_CONFIG = "english"


def visible_pages(user):
    """Every page the user may open, in navigation order (one query: the folder is small)."""
    pages = SupportPage.objects.select_related("parent").order_by("position", "title")
    return [p for p in pages if can.can_open_support_page(user, p)]


@dataclass
class Folder:
    page: SupportPage
    children: list


def navigation(pages):
    """The left folder navigation: top-level pages with their children, from visible_pages."""
    folders = {p.pk: Folder(p, []) for p in pages if p.parent_id is None}
    for page in pages:
        if page.parent_id in folders:
            folders[page.parent_id].children.append(page)
    return list(folders.values())


def page_at(slugs):
    """The page at /support/{slug1}/{slug2}, its blocks and their items loaded; None if
    there is none."""
    if not 1 <= len(slugs) <= 2:
        return None
    query = Q(slug=slugs[-1], parent=None) if len(slugs) == 1 else Q(slug=slugs[1], parent__slug=slugs[0])
    if len(slugs) == 2:
        query &= Q(parent__parent=None)
    blocks = SupportBlock.objects.prefetch_related("links", "documents", "videos")
    return (
        SupportPage.objects.select_related("parent")
        .prefetch_related(Prefetch("blocks", queryset=blocks))
        .filter(query)
        .first()
    )


def slugs_of(uri):
    """The slugs of a support page's uri as the API is sent it (spec 1 §7 "support pages by
    uri", leading slash optional): "support/bursts/faqs", "/support/leaders" or "faqs"."""
    slugs = [s for s in (uri or "").strip().split("/") if s]
    return slugs[1:] if slugs[:1] == ["support"] else slugs


def open_page(user, slugs):
    """(page, allowed): the page at these slugs (None if there is none) and whether the user
    may open it, by the same rule as /support/{slug1}/{slug2}."""
    page = page_at(slugs)
    return page, page is not None and can.can_open_support_page(user, page)


def visible_children(user, page):
    """The pages in a page's folder the user may open, in navigation order."""
    children = page.children.select_related("parent").order_by("position", "title")
    return [c for c in children if can.can_open_support_page(user, c)]


LEADERS_PAGE = ["leaders"]  # /leaders shows support/leaders (spec 2 §1)


def clean_query(raw):
    """The search words as typed, without control characters, at most MAX_QUERY long."""
    text = "".join(ch for ch in (raw or "") if ch.isprintable())
    return " ".join(text.split())[:MAX_QUERY]


@dataclass
class Result:
    page: SupportPage
    snippet: str


def search(user, query):
    """Pages the user may open that match the words, best first."""
    query = clean_query(query)
    if not query:
        return []
    visible = {p.pk: p for p in visible_pages(user)}
    base = SupportPage.objects.filter(pk__in=visible)
    if connection.vendor == "postgresql":
        return _postgres_search(base, query, visible)
    return _simple_search(base, query, visible)


def _postgres_search(base, query, visible):
    terms = SearchQuery(query, search_type="websearch", config=SEARCH_CONFIG)
    vector = (
        SearchVector("title", weight="A", config=SEARCH_CONFIG)
        + SearchVector("summary", weight="B", config=SEARCH_CONFIG)
        + SearchVector("search_text", weight="C", config=SEARCH_CONFIG)
    )
    rows = (
        base.annotate(document=vector)
        .filter(document=terms)
        .annotate(
            rank=SearchRank(vector, terms),
            snippet=SearchHeadline(
                "search_text", terms, config=SEARCH_CONFIG, start_sel="", stop_sel="", max_words=30, min_words=12
            ),
        )
        .order_by("-rank", "title")
        .values_list("pk", "snippet")[:MAX_RESULTS]
    )
    return [Result(visible[pk], snippet) for pk, snippet in rows]


def _simple_search(base, query, visible):
    """SQLite (laptops, tests): every word somewhere in the page; title matches first."""
    words = query.split()[:8]
    for word in words:
        base = base.filter(Q(title__icontains=word) | Q(summary__icontains=word) | Q(search_text__icontains=word))
    pages = [visible[pk] for pk in base.values_list("pk", flat=True)]
    first = words[0].lower()
    pages.sort(key=lambda p: (not any(w.lower() in p.title.lower() for w in words), p.title))
    return [Result(p, _snippet(p.search_text, first)) for p in pages[:MAX_RESULTS]]


def _snippet(text, word, width=160):
    """About `width` characters of the page's words around the first match, cut at spaces."""
    at = text.lower().find(word)
    start = text.rfind(" ", 0, max(0, at - width // 3)) + 1 if at > width // 3 else 0
    end = text.find(" ", start + width)
    end = len(text) if end < 0 else end
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def page_text(page):
    """The words of a page and its blocks, for the search index."""
    parts = [page.summary]
    for block in page.blocks.all():
        parts += [block.label, plain_text(block.text)]
        parts += [item.title for item in block.links.all()]
        parts += [item.title for item in block.documents.all()]
        parts += [item.title for item in block.videos.all()]
    return " ".join(p for p in parts if p)


@dataclass
class BlockGroup:
    kind: str
    blocks: list


def block_groups(page):
    """A page's blocks in order, with neighbouring FAQ blocks kept together (one list of
    questions); every other block stands alone."""
    groups = []
    for block in page.blocks.all():
        if block.kind == SupportBlock.Kind.FAQ and groups and groups[-1].kind == SupportBlock.Kind.FAQ:
            groups[-1].blocks.append(block)
        else:
            groups.append(BlockGroup(block.kind, [block]))
    return groups
