"""The licence modal while its field refresh is slow (issue 20): an end date typed at
60 ms and 150 ms a key and boxes ticked while a refresh is on its way (held back 300 to
1,500 ms by tests/slowdown.py) are saved exactly as typed and ticked; the refresh never
moves focus and is not sent for every digit of a date."""

import re
from datetime import date, timedelta
from pathlib import Path

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from apps.accounts.models import Account
from apps.licences.models import Licence, LicenceType
from tests.slowdown import is_refresh

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-issue20")


def _wait_for_refreshes(page, held, count):
    for _ in range(100):
        if len(held.seen) >= count:
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"{len(held.seen)} refreshes sent, waited for {count}")


def _type_date(field, day, delay):
    """Types a date digit by digit, as a person does (month, day, year in Chromium's en-US)."""
    field.press_sequentially(f"{day:%m%d%Y}", delay=delay)


def test_ticks_and_a_typed_end_date_survive_a_slow_refresh(page, browser_login, staff_admin, slowdown):
    SHOTS.mkdir(exist_ok=True)
    school = Account.objects.create(name="Slow Refresh Primary")
    browser_login("staff@example.com")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"/accounts/{school.pk}")
    page.wait_for_load_state("networkidle")
    page.get_by_role("link", name="Add licence").click()
    dialog = page.locator("dialog#licence-dialog")
    held = slowdown(is_refresh, [1.5, 0.3, 1.2, 0.8])

    dialog.get_by_label("Licence type").select_option(label="Other")
    expect(dialog.get_by_label("PE", exact=True)).to_be_visible()
    end = dialog.get_by_label("End Date")
    wanted = timezone.localdate() + timedelta(days=200)
    sent = len(held.seen)
    _type_date(end, wanted, 60)
    expect(end).to_have_value(f"{wanted:%Y-%m-%d}")
    # The end date's refresh goes once the date stops changing, not for each of its 8 digits.
    _wait_for_refreshes(page, held, sent + 1)
    # Ticked while that refresh is on its way: the answer must not untick it.
    pe = dialog.get_by_label("PE", exact=True)
    pe.check()
    page.wait_for_timeout(1_700)
    expect(pe).to_be_checked()
    expect(pe).to_be_focused()
    expect(end).to_have_value(f"{wanted:%Y-%m-%d}")
    assert len(held.seen) - sent == 1, [s["post"].get("end_date") for s in held.seen]
    page.screenshot(path=str(SHOTS / "licence-modal-ticked-1366.png"))

    # Renew and Dance at once, Save straight away with Renew's refresh still on its way.
    dialog.get_by_label("Renew").check()
    dialog.get_by_label("Dance", exact=True).check()
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator(".toast").filter(has_text="Other Added")).to_be_visible()
    licence = Licence.objects.get(account=school)
    assert (licence.end_date, licence.products, licence.renew) == (wanted, ["pe", "dance"], True)


def test_editing_the_end_date_and_ticking_at_150_ms_a_key(page, browser_login, staff_admin, slowdown):
    school = Account.objects.create(name="Slow Edit Primary")
    start = timezone.localdate()
    trial = LicenceType.objects.get(pk=150)
    licence = Licence.objects.create(account=school, licence_type=trial, status="free", start_date=start,
                                     end_date=start + timedelta(days=30), products=["pe"])  # fmt: skip
    browser_login("staff@example.com")
    page.goto(f"/accounts/{school.pk}")
    page.wait_for_load_state("networkidle")
    page.locator("[data-licence]").get_by_role("link", name=re.compile("^Edit")).click()
    dialog = page.locator("dialog#licence-dialog")
    held = slowdown(is_refresh, [1.5, 1.0, 0.3])
    end = dialog.get_by_label("End Date")
    wanted = date(start.year + 1, 3, 15)
    # As a person would: the dialog has opened (its first field focused) before they click the date.
    expect(end).to_have_value(f"{licence.end_date:%Y-%m-%d}")
    page.wait_for_load_state("networkidle")
    end.click()
    _type_date(end, wanted, 150)
    _wait_for_refreshes(page, held, 1)
    dialog.get_by_label("Gym", exact=True).check()
    dialog.get_by_label("PE", exact=True).uncheck()
    dialog.get_by_label("Dance", exact=True).check()
    page.wait_for_timeout(1_600)  # the refresh has landed
    expect(dialog.get_by_label("PE", exact=True)).not_to_be_checked()
    expect(dialog.get_by_label("Gym", exact=True)).to_be_checked()
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator(".toast").filter(has_text="Saved")).to_be_visible()
    licence.refresh_from_db()
    assert (licence.end_date, licence.products) == (wanted, ["gym", "dance"])
    assert len(held.seen) == 1


def test_a_custom_type_opens_with_its_products_ticked(page, browser_login, staff_admin):
    school = Account.objects.create(name="Defaults Primary")
    browser_login("staff@example.com")
    page.goto(f"/accounts/{school.pk}")
    page.wait_for_load_state("networkidle")
    page.get_by_role("link", name="Add licence").click()
    dialog = page.locator("dialog#licence-dialog")
    dialog.get_by_label("Licence type").select_option(label="Gateway")
    expect(dialog.get_by_label("PE", exact=True)).to_be_checked()
    expect(dialog.get_by_label("Foundations", exact=True)).to_be_checked()
    expect(dialog.get_by_label("Gym", exact=True)).not_to_be_checked()
    expect(dialog.locator("[data-years-field] input:checked")).to_have_count(7)
