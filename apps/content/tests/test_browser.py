"""A teacher's journeys through the curriculum in a real browser."""

import re

import pytest
from playwright.sync_api import expect

from apps.content.seed import seed_content

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def teacher_page(page, browser_login, teacher):
    seed_content()
    browser_login("teacher@oakfield.example.com")
    return page


def test_open_a_lesson_from_the_dashboard_year_filter(teacher_page):
    page = teacher_page
    page.goto("/real")
    page.get_by_role("link", name="Year 5", exact=True).click()
    expect(page).to_have_url(re.compile(r"/real\?year=5$"))
    expect(page.locator('[data-programme="foundations"]')).to_have_class(re.compile("is-dimmed"))
    expect(page.locator('[data-programme="pe"]')).not_to_have_class(re.compile("is-dimmed"))
    # A second click on the same year clears the filter.
    page.get_by_role("link", name="Year 5", exact=True).click()
    expect(page).to_have_url(re.compile(r"/real$"))
    expect(page.locator(".is-dimmed")).to_have_count(0)
    page.get_by_role("link", name="Year 3", exact=True).click()
    page.get_by_role("link", name="Core PE").click()
    page.get_by_role("link", name="Year 3").click()
    page.get_by_role("link", name=re.compile("^Unit 2")).click()
    page.get_by_role("link", name=re.compile("^Lesson 4")).click()
    expect(page).to_have_url(re.compile(r"/pe/year/3/unit/2/lesson/4$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Lesson 4: Challenge: Net & Wall")
    expect(page).to_have_title("Challenge: Net & Wall | PE")


def test_product_menu_ability_choice_and_view_toggle(teacher_page):
    page = teacher_page
    page.goto("/real")
    page.locator(".product-menu > summary").click()
    section = page.locator('[data-menu-section="gym"]')
    section.locator("summary").first.click()
    section.get_by_text("Year 3", exact=True).click()
    section.get_by_role("link", name="Unit 1: Shape and Balance").click()
    expect(page).to_have_url(re.compile(r"/gym/year/3/unit/1$"))
    page.get_by_role("link", name=re.compile("^Lesson 2")).click()
    dialog = page.locator("#ability-choice")
    expect(dialog).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_be_visible()  # forced open until an ability is chosen
    with page.expect_navigation():  # the form posts and comes back to the same url
        dialog.get_by_role("button", name="Social").click()
    expect(page).to_have_url(re.compile(r"/gym/year/3/unit/1/lesson/2$"))
    expect(dialog).to_be_hidden()
    expect(page.locator("[data-chosen-ability]")).to_have_text("Social")
    assert page.evaluate("localStorage.getItem('g3u1-')") == "social"
    # Planning / Teaching, remembered across pages.
    with page.expect_navigation():
        page.get_by_role("button", name="Teaching").click()
    expect(page.locator("article.lesson")).to_have_attribute("data-view", "pupil")
    expect(page.get_by_role("heading", name="Key Vocab")).to_be_visible()
    page.reload()
    expect(page.locator("article.lesson")).to_have_attribute("data-view", "pupil")
    with page.expect_navigation():
        page.get_by_role("button", name="Planning").click()
    expect(page.get_by_role("heading", name="Teaching Tips")).to_be_visible()


def test_organiser_language_is_remembered_and_print_preview(teacher_page):
    page = teacher_page
    page.goto("/pe/year/3/unit/2/organiser")
    expect(page.locator('[data-curriculum-panel="en"]')).to_be_visible()
    page.get_by_role("button", name="Welsh").click()
    expect(page.locator('[data-curriculum-panel="cy"]')).to_be_visible()
    expect(page.locator('[data-curriculum-panel="en"]')).to_be_hidden()
    page.reload()
    expect(page.locator('[data-curriculum-panel="cy"]')).to_be_visible()
    expect(page.get_by_role("button", name="Welsh")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("localStorage.getItem('orgCurriculum')") == "cy"
    page.goto("/pe/year/3/unit/2")
    page.emulate_media(media="print")
    expect(page.locator("header.header")).to_be_hidden()
    expect(page.get_by_role("button", name="Print")).to_be_hidden()
    expect(page.get_by_role("heading", name="Learning Goals")).to_be_visible()
    expect(page.locator(".lesson-row")).to_have_count(6)
    assert page.pdf()[:4] == b"%PDF"
