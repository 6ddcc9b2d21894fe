"""Class-level access in the browser (issue 23), at 1366x768 with axe on every page: a
teacher signs in and sees only their classes and children (another class's address is not
found); the school's admin connects a teacher on the class page's Teachers card and reads
the BURSTS access log, where the teacher's read of a child shows."""

import os
import re

import pytest
from playwright.sync_api import expect

from apps.bursts.tests.factories import make_group, make_student
from conftest import PASSWORD
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = os.environ.get("SHOTS_DIR", "")


@pytest.fixture
def laptop(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1366, "height": 768})
    context.set_default_timeout(10_000)
    serve_axe(context)
    yield context
    context.close()


def _sign_in(context, email):
    page = context.new_page()
    page.goto("/login")
    page.get_by_label("Username or email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_load_state("domcontentloaded")
    return page


def _check(page, name):
    found = serious(axe_violations(page))
    assert found == [], "\n".join(describe(name, found))
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=True)


def test_a_teacher_sees_only_their_classes(laptop, bursts_rows, oak, personas):
    herons = make_group(oak, name="Year 5 Herons")
    herons.teachers.add(personas["other_teacher"])
    make_student(herons, first_name="Hal", last_name="Heron")
    page = _sign_in(laptop, "teacher@oakfield.example.com")
    page.goto("/bursts/groups")
    cards = page.locator("#bursts-groups")
    expect(cards).to_contain_text(bursts_rows["group"].name)
    expect(cards).not_to_contain_text("Year 5 Herons")
    expect(page.get_by_role("link", name="Access log")).to_have_count(0)
    _check(page, "teacher-classes")
    page.get_by_role("link", name=bursts_rows["group"].name).click()
    expect(page.locator("#active-table")).to_contain_text("Ava Adams")
    expect(page.locator("body")).not_to_contain_text("Hal Heron")
    _check(page, "teacher-class")
    page.locator("#active-table").get_by_role("link", name="Ava Adams").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Ava Adams")
    _check(page, "teacher-child")
    # Another class's address: the server answers not found (asked with the teacher's own
    # cookies, past the service worker, which would show its offline page were the request
    # to fail), and the page the browser shows names nothing of that class.
    answer = laptop.request.get(f"/bursts/groups/{herons.pk}", max_redirects=0)
    assert answer.status == 404, (answer.status, answer.text()[:300])
    page.goto(f"/bursts/groups/{herons.pk}")
    expect(page.locator("body")).not_to_contain_text("Hal Heron")
    expect(page.locator("body")).not_to_contain_text("Year 5 Herons")


def test_the_admin_connects_a_teacher_and_reads_the_log(laptop, bursts_rows, personas):
    teacher = _sign_in(laptop, "teacher@oakfield.example.com")
    teacher.goto(f"/bursts/students/{bursts_rows['active'].pk}")
    teacher.close()
    laptop.clear_cookies()
    page = _sign_in(laptop, "admin@oakfield.example.com")
    page.goto(f"/bursts/groups/{bursts_rows['group'].pk}")
    card = page.locator("#class-teachers")
    expect(card.locator("[data-teachers]")).to_contain_text("Tom Teach")
    card.get_by_label("Connect a teacher").select_option(label="Fiona McLeod")
    card.get_by_role("button", name="Connect", exact=True).click()
    expect(page.locator("#class-teachers")).to_contain_text("Teacher connected.")
    expect(page.locator("#class-teachers [data-teachers]")).to_contain_text("Fiona McLeod")
    _check(page, "admin-class-teachers")
    page.goto("/bursts/groups")
    page.get_by_role("link", name="Access log").click()
    expect(page).to_have_url(re.compile(r"/bursts/log$"))
    log = page.locator("#child-log")
    expect(log).to_contain_text("Tom Teach")
    expect(log).to_contain_text("Ava Adams")
    expect(log).to_contain_text("Date of birth")
    _check(page, "admin-access-log")
