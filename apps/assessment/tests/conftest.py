import pytest

from apps.assessment.tests.factories import make_class, pe_lesson


@pytest.fixture
def content(db):
    """The complete demo curriculum (about a second on SQLite)."""
    from apps.content.seed import seed_content

    seed_content()


@pytest.fixture
def lesson(content):
    return pe_lesson()


@pytest.fixture
def oak_class(personas):
    """Oakfield's Year 3 Owls: 30 children, the teacher persona connected to it."""
    return make_class(personas["teacher"].account, "Year 3 Owls", 30, teachers=[personas["teacher"]])
