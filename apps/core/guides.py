"""The narrated guides (issue 29): one video and its WebVTT captions per key, made by
scripts/media/make_guides.py from scripts/media/guides_text.py and served as static files.

Keys: the dashboard Guide's welcome, each product (PRODUCTS), bursts and learning, and the
My Account pages' users and training. A product's guide is also its intro video, its
Curriculum tile's Guide and its menu's Video guide; the home guide opens /home."""

from apps.core.catalogue import PRODUCTS

# Fixed URLs, as the content seed's media (seed/catalogue.MEDIA): the rows that hold them
# (intros, programmes, menu items) keep them; whitenoise serves them under these names.
GUIDE_DIR = "/static/content/media/guides/"
GUIDES = ["welcome", *PRODUCTS, "bursts", "learning", "users", "training"]


def guide_src(key: str) -> str:
    """The guide's video, as the URL the pages play (raises KeyError for an unknown key)."""
    if key not in GUIDES:
        raise KeyError(key)
    return f"{GUIDE_DIR}{key}.webm"


def guide_captions(src: str) -> str | None:
    """The captions (.vtt) of a guide's video URL, or None when the URL is not a guide."""
    if not src or not src.startswith(GUIDE_DIR) or not src.endswith(".webm"):
        return None
    key = src.removeprefix(GUIDE_DIR).removesuffix(".webm")
    return f"{GUIDE_DIR}{key}.vtt" if key in GUIDES else None


def guide(key: str, title: str) -> dict:
    """A guide as the pages' templates use it: key, title, video and captions."""
    src = guide_src(key)
    return {"key": key, "title": title, "src": src, "captions": guide_captions(src)}
