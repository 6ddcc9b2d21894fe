"""The home programme's intro (issue 10 "Admin and sign-in" 10): the facts under the
video ("12 themes" ... "5 games") all show, none cut off, at 1920 and 1366 px."""

import pytest
from playwright.sync_api import expect

from apps.content.seed import seed_content

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CLIPPED = """list => [...list.querySelectorAll("li")].filter(li => {
  const box = li.getBoundingClientRect(), outer = list.getBoundingClientRect();
  return box.bottom > outer.bottom + 0.5 || box.top < outer.top - 0.5;
}).map(li => li.textContent)"""


@pytest.mark.parametrize(("width", "height"), [(1920, 1080), (1366, 768)])
def test_every_line_of_the_home_intro_shows(page, browser_login, home_user, width, height):
    seed_content()
    page.set_viewport_size({"width": width, "height": height})
    browser_login("oakfield-home1")
    lines = page.locator(".intro .video-player__lines")
    expect(lines.get_by_role("button", name="5 games")).to_be_visible()
    assert lines.evaluate(CLIPPED) == []
    assert lines.evaluate("list => list.scrollHeight <= list.clientHeight")
