"""The done-when of issue 29's authoring, in a real browser: a content editor changes a
lesson's steps (new words, a step moved up), previews the part as a pupil at 1920x1080,
and rolls the change back from the lesson's revisions, with no JSON on any screen; axe
on each page. Screenshots at 1920x1080 and 1366x768 when SHOTS_DIR is set."""

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.content import models as m
from apps.content.seed import seed_content
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

NEW_WORDS = "Crouch low, watch the ball onto the racket and push it over the net."
JSON_LOOK = re.compile(r'^\s*[\[{]|"\w+":')


def _shot(page, name):
    if folder := os.environ.get("SHOTS_DIR"):
        Path(folder).mkdir(parents=True, exist_ok=True)
        for width, height in ((1920, 1080), (1366, 768)):
            page.set_viewport_size({"width": width, "height": height})
            page.screenshot(path=f"{folder}/{name}-{width}.png", full_page=False)
        page.set_viewport_size({"width": 1920, "height": 1080})


def _no_json(page):
    values = page.eval_on_selector_all("textarea, input[type=text]", "els => els.map(e => e.value)")
    assert not [v for v in values if JSON_LOOK.search(v)], [v for v in values if JSON_LOOK.search(v)][:3]


def _axe(page, where):
    found = serious(axe_violations(page, "#content-main, main"))
    assert not found, "\n".join(describe(where, found))


def test_an_editor_changes_steps_previews_as_a_pupil_and_rolls_back(page, browser_login, staff_viewer):
    seed_content()
    lesson = m.Lesson.objects.get(unit__slug="p3u2-net-wall", number=4)
    part = lesson.parts.filter(alternative=False).exclude(type="warmup").filter(steps__isnull=False).first()
    steps = list(part.steps.order_by("position"))
    old_first, old_second = steps[0].text, steps[1].text
    serve_axe(page.context)
    page.set_viewport_size({"width": 1920, "height": 1080})
    browser_login("viewer@example.com")

    # The lesson in the editors' tool: lists as lines, parts listed, previews offered.
    page.goto(f"/admin/content/lesson/{lesson.pk}/change/")
    _no_json(page)
    expect(page.get_by_role("link", name="Preview as a pupil")).to_be_visible()
    _axe(page, "lesson form")
    _shot(page, "lesson-form")
    page.locator(f"tr:has(input[value='{part.slug}'])").get_by_role("link", name="Change").click()
    expect(page).to_have_url(re.compile(rf"/admin/content/part/{part.pk}/change/"))
    _no_json(page)
    expect(page.get_by_role("checkbox").first).to_be_visible()  # dice are ticks, not a list

    # New words for step 1, and step 2 moved up with the keyboard-reachable button.
    first = page.locator("#steps-group .inline-related:not(.empty-form)").nth(0)
    first.locator("textarea[name$='-text']").fill(NEW_WORDS)
    second = page.locator("#steps-group .inline-related:not(.empty-form)").nth(1)
    second.get_by_role("button", name=re.compile("^Move up")).focus()
    page.keyboard.press("Enter")
    expect(
        page.locator("#steps-group .inline-related:not(.empty-form)").nth(0).locator("textarea[name$='-text']")
    ).to_have_value(old_second)
    _axe(page, "part form")
    _shot(page, "part-form")
    page.get_by_role("button", name="Save and continue editing").click()
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    texts = list(part.steps.order_by("position").values_list("text", flat=True))
    assert texts[:2] == [old_second, NEW_WORDS]

    # Preview as a pupil: the real part page, in the pupil view, with the new words.
    with page.context.expect_page() as opened:
        page.get_by_role("link", name="Preview as a pupil").click()
    preview = opened.value
    preview.set_viewport_size({"width": 1920, "height": 1080})
    preview.wait_for_load_state("domcontentloaded")
    expect(preview).to_have_url(re.compile(rf"{part.slug}\?preview=pupil$"))
    expect(preview.get_by_role("button", name="Teaching")).to_have_attribute("aria-pressed", "true")
    expect(preview.locator("main")).to_contain_text(NEW_WORDS)
    _shot(preview, "preview-pupil")
    preview.close()

    # History: who changed what; restore the revision from before the edit.
    page.get_by_role("link", name="History").click()
    expect(page).to_have_url(re.compile(rf"/admin/content/lesson/{lesson.pk}/revisions/"))
    rows = page.locator("tr[data-revision]")
    expect(rows).to_have_count(2)
    expect(rows.first).to_contain_text("steps 1: subtitle, text")
    expect(rows.first).to_contain_text(staff_viewer.name or staff_viewer.email)
    _no_json(page)
    _axe(page, "revisions")
    _shot(page, "revisions")
    rows.nth(1).get_by_role("button", name=re.compile("^Restore")).click()
    expect(page.locator(".messagelist")).to_contain_text("Restored")
    expect(page.locator("tr[data-revision]").first).to_contain_text("Restored the revision of")
    texts = list(part.steps.order_by("position").values_list("text", flat=True))
    assert texts[:2] == [old_first, old_second]

    page.goto(f"{lesson.path}/{part.type}/{part.slug}?preview=pupil")
    expect(page.locator("main")).to_contain_text(old_first[:60])
    expect(page.locator("main")).not_to_contain_text(NEW_WORDS)

    # The unit file page: a broken file is refused with where and why, and nothing loads.
    page.goto("/admin/content/unit/")
    page.get_by_role("link", name="Import a unit file").click()
    page.get_by_label("Unit file (JSON)").set_input_files(
        files=[{"name": "unit.json", "mimeType": "application/json", "buffer": b'{"format": "a spreadsheet"}'}]
    )
    page.get_by_role("button", name="Import").click()
    expect(page.get_by_role("alert")).to_contain_text("Nothing was loaded. This is not a unit file")
    _axe(page, "import")
    _shot(page, "unit-import")
