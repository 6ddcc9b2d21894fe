import pytest


@pytest.fixture
def content(db):
    """The complete demo curriculum (about a second on SQLite)."""
    from apps.content.seed import seed_content

    seed_content()
