"""Evidence in the browser (issue 30): from the class page, a teacher records a child's photo
consent, uploads a real PNG of that child, sees it in the class's list and shares it with
parents; axe finds nothing serious; screenshots at 1920x1080 and 1366x768."""

import struct
import zlib

import pytest
from playwright.sync_api import expect

from apps.assessment.models import Evidence
from apps.assessment.tests.factories import make_class
from tests.settle import image_width
from tests.site.axe import axe_violations, describe, serious, serve_axe

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

SHOTS = "/tmp/shots/evidence"


def _png(width=8, height=8) -> bytes:
    """A real PNG (green squares), written by hand: no imaging library is installed."""

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\x2e\xa0\x4a" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


@pytest.fixture
def desk(browser, live_server, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1920, "height": 1080}, bypass_csp=True)
    context.set_default_timeout(10_000)
    serve_axe(context)
    page = context.new_page()
    yield page
    context.close()


def test_a_teacher_records_consent_uploads_a_photo_and_shares_it(desk, personas, tmp_path):
    from conftest import sign_in_through_form

    teacher = personas["teacher"]
    group = make_class(teacher.account, "Year 3 Wrens", 4, teachers=[teacher])
    child = group.students.order_by("last_name").first()
    page = desk
    sign_in_through_form(page, teacher.email)
    page.goto(f"/assessment/class/{group.pk}")
    page.get_by_role("link", name="Evidence").click()
    expect(page.get_by_role("heading", name="Evidence: Year 3 Wrens")).to_be_visible()

    consent = page.locator("form[data-consent]")
    consent.get_by_label(child.name).check()
    consent.get_by_role("button", name="Save photo consent").click()
    expect(page.get_by_text("Photo consent saved.")).to_be_visible()

    photo = tmp_path / "throw.png"
    photo.write_bytes(_png())
    upload = page.locator("form[data-upload]")
    upload.get_by_label("Photo (JPEG, PNG, WebP) or video").set_input_files(str(photo))
    upload.get_by_label("Caption (optional)").fill("Underarm throw to a target")
    upload.get_by_label(child.name).check()
    upload.get_by_role("button", name="Upload evidence").click()
    expect(page.get_by_text("Evidence uploaded.")).to_be_visible()
    item = page.locator("[data-evidence]")
    expect(item).to_have_count(1)
    expect(item.get_by_text("Not shared with parents")).to_be_visible()
    assert image_width(item.locator("img")) == 8  # served through the view

    found = serious(axe_violations(page))
    assert not found, "\n".join(describe("evidence", found))
    page.screenshot(path=f"{SHOTS}/evidence-1920.png", full_page=True)
    page.set_viewport_size({"width": 1366, "height": 768})
    page.screenshot(path=f"{SHOTS}/evidence-1366.png", full_page=True)

    item.get_by_role("button", name="Share with parents").click()
    expect(page.locator("[data-evidence] [data-shared]")).to_be_visible()
    assert Evidence.objects.get().shared_with_parents


def test_the_school_sets_its_evidence_period(desk, personas):
    from conftest import sign_in_through_form

    admin = personas["school_admin"]
    page = desk
    sign_in_through_form(page, admin.email)
    page.goto("/assessment/settings")
    page.get_by_label("Keep photos and videos for (days)").fill("90")
    page.get_by_role("button", name="Save settings").click()
    expect(page.get_by_label("Keep photos and videos for (days)")).to_have_value("90")
    found = serious(axe_violations(page))
    assert not found, "\n".join(describe("settings", found))
    page.screenshot(path=f"{SHOTS}/settings-1920.png", full_page=True)
    page.set_viewport_size({"width": 1366, "height": 768})
    page.screenshot(path=f"{SHOTS}/settings-1366.png", full_page=True)
