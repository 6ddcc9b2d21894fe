"""Printing (issue 33) in the browser, print media emulated at 1366x768: a lesson page
prints without the site's navigation or buttons; the paper recording sheet lists the class's
children and axe finds nothing serious on it."""

import pytest
from playwright.sync_api import expect

from apps.assessment.selectors import class_children
from apps.assessment.tests.factories import make_class, pe_lesson
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = "/tmp/shots/print"


@pytest.fixture
def laptop(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1366, "height": 768}, bypass_csp=True)
    context.set_default_timeout(10_000)
    serve_axe(context)
    page = context.new_page()
    yield page
    context.close()


def _no_chrome(page):
    expect(page.locator("header.header")).to_be_hidden()
    expect(page.locator("footer.footer")).to_be_hidden()
    for button in page.locator("button, .button").all():
        expect(button).to_be_hidden()


def test_lesson_and_paper_sheet_print(laptop, personas):
    from apps.content.seed import seed_content
    from conftest import sign_in_through_form

    seed_content()
    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 3 Owls", 12, teachers=[teacher])
    lesson = pe_lesson()
    page = laptop
    sign_in_through_form(page, "teacher@oakfield.example.com")
    page.emulate_media(media="print")

    page.goto(lesson.path)
    page.wait_for_load_state("load")
    expect(page.locator("main h1")).to_be_visible()
    _no_chrome(page)
    page.screenshot(path=f"{SHOTS}/lesson-print-1366.png", full_page=True)

    page.goto(f"/assessment/class/{group.pk}/unit/{lesson.unit_id}/end")
    link = page.locator("a", has_text="Print a paper sheet")
    expect(link).to_be_hidden()  # the link itself does not print
    page.goto(link.get_attribute("href"))
    page.wait_for_load_state("load")
    _no_chrome(page)
    names = page.locator("tbody th").all_inner_texts()
    assert names == [c.name for c in class_children(teacher, group)] and len(names) == 12
    found = serious(axe_violations(page))
    assert not found, "\n".join(describe("paper sheet", found))
    page.screenshot(path=f"{SHOTS}/sheet-print-1366.png", full_page=True)
