import pytest


@pytest.fixture
def content(db):
    """The complete demo curriculum (the Year 6 swimming outcomes among it)."""
    from apps.content.seed import seed_content

    seed_content()


@pytest.fixture
def year6(personas, content):
    """Oakfield's Year 6 Kites: 10 pupils (4 girls, 3 disadvantaged, 2 with SEND) with
    swimming recorded: 8 swim 25 m, 6 use a range of strokes, 7 perform safe self-rescue."""
    from apps.premium.tests.factories import year6_class

    return year6_class(personas["school_admin"])
