"""The Young Leader's Guide on /leaders in a real browser (issue 28): readable at 1920x1080
and 1366x768 with no serious axe violation, the Print button reachable by keyboard, and
printing shows the guide for the leaders' folders without the teachers' notes above it.
Screenshots go to $SHOTS_DIR when it is set."""

import os

import pytest
from playwright.sync_api import expect

from apps.content.tests.test_browser_classroom import sign_in
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_a_teacher_opens_and_prints_the_leaders_guide(page, teacher, support):
    serve_axe(page.context)
    sign_in(page, "teacher@oakfield.example.com")
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto("/leaders")
        guide = page.get_by_role("region", name="The Young Leader's Guide")
        expect(guide.get_by_role("heading", name="Fishes and Sharks")).to_be_visible()
        expect(guide.get_by_role("heading", name="My leader's checklist")).to_be_visible()
        found = serious(axe_violations(page))
        assert found == [], describe(f"/leaders at {width}", found)
        if folder := os.environ.get("SHOTS_DIR"):
            page.screenshot(path=f"{folder}/leaders-{width}.png", full_page=True)
    button = page.get_by_role("button", name="Print the guide")
    button.focus()
    expect(button).to_be_focused()
    page.emulate_media(media="print")
    expect(page.get_by_role("heading", name="Leader training guide")).to_be_hidden()
    expect(guide.get_by_role("heading", name="Traffic Lights")).to_be_visible()
    expect(button).to_be_hidden()
