"""Assessment taps kept while offline (issue 33), in the browser. A teacher records a lesson
with the server out of reach (every /api/ request aborted): the save is kept on the device,
the grid shows its taps waiting and the page says "3 taps waiting to send", through a
reload too; back online the save is sent and recorded once. A save whose answer was lost
on the way back is sent again and still recorded once (its Idempotency-Key). Signing out
with taps unsent asks first. axe on the page while taps wait."""

import pytest
from playwright.sync_api import expect

from apps.assessment.models import Judgement, Submission
from apps.assessment.tests.factories import make_class, pe_lesson
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

TEACHER = "teacher@oakfield.example.com"
SHOTS = "/tmp/shots/offline-taps"


@pytest.fixture
def setup(browser, live_server, personas):
    from apps.content.seed import seed_content

    seed_content()
    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 3 Owls", 12, teachers=[teacher])
    # No service worker: this part keeps taps without one (the worker's own test is apart).
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1366, "height": 768}, bypass_csp=True,
                                  service_workers="block")  # fmt: skip
    context.set_default_timeout(20_000)
    serve_axe(context)
    page = context.new_page()
    yield page, group, pe_lesson()
    context.close()


def _sign_in(page):
    from conftest import sign_in_through_form

    sign_in_through_form(page, TEACHER)


def _tap_three(page):
    rows = page.locator("tbody tr")
    for n in range(3):
        rows.nth(n).locator(".assess-tap").first.click()
    page.get_by_role("button", name="Save").click()


def _shot(page, name):
    page.evaluate("window.scrollTo(0, 0)")
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=f"{SHOTS}/{name}-{width}.png", full_page=False)
    page.set_viewport_size({"width": 1366, "height": 768})


def test_taps_made_offline_wait_on_the_device_and_are_recorded_once_back_online(setup):
    page, group, lesson = setup
    _sign_in(page)
    page.goto(f"/assessment/lesson/{lesson.pk}/class/{group.pk}")
    expect(page.locator("[data-assess-form]")).to_be_visible()

    page.context.route("**/api/**", lambda route: route.abort())  # the server out of reach
    _tap_three(page)
    waiting = page.locator("[data-offline-waiting]")
    expect(waiting).to_contain_text("3 taps waiting to send")
    expect(page.locator(".assess-tap[data-pending]")).to_have_count(3)
    expect(page.locator(".assess-status")).to_have_text("Saved on this device: 3 taps waiting to send.")
    expect(page.get_by_role("button", name="Save")).to_be_disabled()  # the save is made: no second one
    assert not Judgement.objects.exists()
    found = serious(axe_violations(page))
    assert not found, "\n".join(describe("recording with taps waiting", found))
    _shot(page, "grid-waiting")

    page.reload()  # kept on the device, and still waiting: the page load's send fails too
    expect(waiting).to_contain_text("3 taps waiting to send")
    expect(page.locator(".assess-tap[data-pending]")).to_have_count(3)
    assert not Judgement.objects.exists()

    page.context.unroute("**/api/**")
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".assess-status")).to_have_text("Sent: this save is recorded.")
    expect(waiting).to_be_hidden()
    expect(page.locator(".assess-tap[data-pending]")).to_have_count(0)
    assert page.evaluate("window.peOfflineQueue.count()") == 0
    assert Judgement.objects.filter(observed=True).count() == 3
    assert Judgement.objects.count() == 12 * lesson.outcomes.count()
    assert Submission.objects.count() == 1
    page.reload()  # nothing left to send: nothing sent again
    expect(page.locator(".assess-status")).to_contain_text("0 changed")
    assert Judgement.objects.count() == 12 * lesson.outcomes.count()


def test_a_save_whose_answer_was_lost_is_sent_again_and_recorded_once(setup):
    page, group, lesson = setup
    _sign_in(page)
    page.goto(f"/assessment/lesson/{lesson.pk}/class/{group.pk}")

    def lost(route):
        route.fetch()  # the server records it...
        route.abort()  # ...and the answer never arrives

    page.context.route("**/api/assessment/classes/*", lost)
    _tap_three(page)
    expect(page.locator("[data-offline-waiting]")).to_contain_text("3 taps waiting to send")
    recorded = Judgement.objects.count()
    assert recorded == 12 * lesson.outcomes.count()
    page.context.unroute("**/api/assessment/classes/*")
    page.get_by_role("button", name="Send now").click()
    expect(page.locator(".assess-status")).to_have_text("Sent: this save is recorded.")
    assert Judgement.objects.count() == recorded  # the repeat wrote nothing
    assert Judgement.objects.filter(observed=True).count() == 3
    assert Submission.objects.count() == 1


def test_signing_out_with_taps_unsent_asks_first(setup):
    page, group, lesson = setup
    _sign_in(page)
    page.goto(f"/assessment/lesson/{lesson.pk}/class/{group.pk}")
    page.context.route("**/api/**", lambda route: route.abort())
    _tap_three(page)
    expect(page.locator("[data-offline-waiting]")).to_contain_text("3 taps waiting to send")

    submit = "document.querySelector('form[action$=\"/logout\"]').requestSubmit()"
    with page.expect_event("dialog") as asked:
        page.evaluate(submit)
    assert asked.value.message.startswith("3 taps not sent yet")
    asked.value.dismiss()
    expect(page.locator("[data-offline-waiting]")).to_contain_text("3 taps waiting to send")
    assert "/assessment/" in page.url  # still signed in, taps kept

    with page.expect_event("dialog") as asked:
        page.evaluate(submit)
    asked.value.accept()
    page.wait_for_url("**/login**")
    keys = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('pe-offline-taps:'))")
    assert keys == []  # the next user of the device neither sends nor sees them
