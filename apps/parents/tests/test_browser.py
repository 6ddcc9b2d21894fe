"""The parents' page in the browser (issue 31), axe on every page: Jordan signs in on a
phone (360 px wide) and sees their two children, the photo of Ava a teacher shared (not an
unshared one, not the classmate's), and nothing of the classmate's, moves
through the page by keyboard with the focus visible; the school's admin previews Ava's
page on a laptop and it reads exactly as Jordan's. SHOTS_DIR set: screenshots of each page
at 360x740, 1366x768 and 1920x1080."""

import os

import pytest
from playwright.sync_api import expect

from conftest import PASSWORD
from tests.settle import image_width
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = os.environ.get("SHOTS_DIR", "")
SIZES = {"360": (360, 740), "1366": (1366, 768), "1920": (1920, 1080)}


def _context(browser, live_server, size):
    width, height = SIZES[size]
    context = browser.new_context(base_url=live_server.url, viewport={"width": width, "height": height})
    context.set_default_timeout(20_000)
    serve_axe(context)
    return context


def _sign_in(context, email):
    page = context.new_page()
    page.goto("/login")
    page.get_by_label("Username or email").fill(email)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_load_state("domcontentloaded")
    return page


def _check(page, name, size):
    found = serious(axe_violations(page))
    assert found == [], "\n".join(describe(name, found))
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), f"{name}: scrolls sideways"
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}-{size}.png", full_page=True)


def _a_term_of_pe(family, teacher):
    """Ava's class had a PE lesson assessed (one outcome not yet met) and Ava was active at home."""
    from apps.assessment.services import lesson_record, scale_ensure
    from apps.assessment.tests.factories import pe_lesson
    from apps.bursts.models import Event
    from apps.content.seed import seed_content

    seed_content()
    lesson, group, ava = pe_lesson(year=2), family["kestrels"], family["kids"]["ava"]
    outcomes = list(lesson.outcomes.all())
    scale = scale_ensure(account=group.account)
    below = next(level for level in scale.levels.all() if not level.meets)
    lesson_record(acting_user=teacher, group=group, lesson=lesson, students=list(group.students.all()),
                  outcomes=outcomes, scale=scale, marks={(ava.pk, outcomes[-1].pk): below.pk})  # fmt: skip
    for n, seconds in enumerate((540, 720, 300)):
        Event.objects.create(student=ava, account=ava.account, app_id=f"b{n}", kind="activity", seconds=seconds)
    Event.objects.create(student=ava, account=ava.account, app_id="lv2", kind="level", level=2)
    ava.adventure_levels = [0, 3, 1]
    ava.save(update_fields=["adventure_levels"])
    _photos(family, teacher)


def _photos(family, teacher):
    """Ava's photo shared with parents, another of Ava not shared, Cal's shared (Casey's)."""
    from django.core.files.base import ContentFile

    from apps.assessment.services.evidence import evidence_create
    from apps.bursts.models import Student
    from apps.demo.parents import balance_png

    kids = family["kids"]
    Student.objects.filter(pk__in=[kids["ava"].pk, kids["cal"].pk]).update(photo_consent=True)
    for name, caption, shared in (("ava", "Ava balancing on one foot", True), ("ava", "Ava unshared", False),
                                  ("cal", "Cal balancing", True)):  # fmt: skip
        child = Student.objects.get(pk=kids[name].pk)
        evidence_create(acting_user=teacher, group=family["kestrels"], upload=ContentFile(balance_png(), name="b.png"),
                        students=[child], outcomes=[], caption=caption, shared=shared)  # fmt: skip


def test_a_parent_on_a_phone_sees_their_two_children_and_the_preview_matches(browser, live_server, switched_on,
                                                                            teacher):  # fmt: skip
    _a_term_of_pe(switched_on, teacher)
    sizes = ["360", "1366", "1920"] if SHOTS else ["360"]
    for size in sizes:
        phone = _context(browser, live_server, size)
        page = _sign_in(phone, "jordan.parent@example.net")
        assert page.url.endswith("/parents")
        children = page.locator("section.family-child h2")
        expect(children).to_have_text(["Ava", "Ben"])
        expect(page.locator("main")).not_to_contain_text("Cal")
        expect(page.locator("section.family-child").first).to_contain_text("Space Station level 3")
        photo = page.get_by_role("img", name="Ava balancing on one foot")
        expect(photo).to_be_visible()
        assert image_width(photo) == 320  # served through the parents' route
        expect(page.locator("main")).not_to_contain_text("Ava unshared")
        assert page.locator("section.family-child img").count() == 1
        _check(page, "parents-home", size)
        jordan_ava = page.locator("section.family-child").first.inner_text()
        # By keyboard: the skip link first, then the header's links, each with a visible focus.
        page.keyboard.press("Tab")
        expect(page.locator(".skip-link")).to_be_focused()
        page.keyboard.press("Tab")
        page.keyboard.press("Tab")
        focused = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
        assert focused != "none"
        page.get_by_role("navigation", name="Your account").get_by_role("link", name="Privacy").click()
        expect(page.get_by_role("heading", level=2, name="For children")).to_be_visible()
        _check(page, "parents-privacy", size)
        phone.close()

        laptop = _context(browser, live_server, size)
        admin = _sign_in(laptop, "admin@oakfield.example.com")
        admin.goto("/parents/school")
        _check(admin, "parents-school", size)
        admin.get_by_label("See exactly what a child's parent will see").select_option(label="Ava Lee")
        admin.get_by_role("button", name="Preview").click()
        expect(admin.get_by_role("heading", level=1)).to_have_text("Preview: what Ava's parent sees")
        assert admin.locator("section.family-child").inner_text() == jordan_ava
        _check(admin, "parents-preview", size)
        laptop.close()

        if SHOTS:
            joining = _context(browser, live_server, size)
            join = joining.new_page()
            join.goto(f"/parents/join/{switched_on['contacts']['dee'].uid}")
            _check(join, "parents-join-refused", size)
            from apps.bursts.models import Contact

            invited = switched_on["contacts"]["cal"].invited
            fresh = Contact.objects.create(
                student=switched_on["kids"]["cal"], email=f"sam{size}@example.org", first_name="Sam", invited=invited
            )
            join.goto(f"/parents/join/{fresh.uid}")
            _check(join, "parents-join", size)
            joining.close()
