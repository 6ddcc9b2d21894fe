"""Staff journeys in a real browser: filter, sort and page the accounts list; add,
edit and delete a licence through the modal; freeze and unfreeze; export."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone
from openpyxl import load_workbook
from playwright.sync_api import expect

from apps.accounts.models import Account
from apps.staff.services import export
from apps.users.tests.factories import AccountFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def cards(page):
    return page.locator("#account-results [data-account] .account-card__name")


def test_filter_sort_and_page_the_list(page, browser_login, staff_viewer):
    AccountFactory.create_batch(30, name="Paged Academy")
    AccountFactory(name="Paged Academy Zulu")
    browser_login("viewer@example.com")
    page.goto("/accounts")
    page.get_by_label("Search").fill("paged")
    page.get_by_label("Search").press("Enter")
    expect(page.locator("[data-total]")).to_have_text("31 accounts")
    expect(page).to_have_url(re.compile(r"search=paged"))
    page.get_by_label("Sort by").select_option("-name")
    expect(cards(page).first).to_have_text("Paged Academy Zulu")
    expect(page).to_have_url(re.compile(r"sort=-name"))
    page.get_by_role("link", name="Next").click()
    expect(page.get_by_text("Page 2 of 2")).to_be_visible()
    expect(cards(page)).to_have_count(7)
    expect(page).to_have_url(re.compile(r"page=2"))
    # Filters persist: a bare /accounts reopens them.
    page.goto("/accounts")
    expect(page).to_have_url(re.compile(r"search=paged.*sort=-name|sort=-name.*search=paged"))
    page.get_by_role("link", name="Clear filters").click()
    page.get_by_label("Search").fill("")
    region = page.get_by_label("Region")
    region.press_sequentially("york")
    expect(page.locator("#region-options option")).to_have_count(1)
    expect(page.locator("#region-options option").first).to_have_attribute("value", "Yorkshire")
    region.fill("Yorkshire")
    region.press("Tab")
    expect(cards(page)).to_have_text(["Birchwood Primary"])
    page.get_by_label("Search").fill("nothing-like-this")
    page.get_by_label("Search").press("Enter")
    expect(page.get_by_text("No Accounts Found.")).to_be_visible()
    expect(page.locator(".pagination")).to_have_count(0)


def test_add_edit_delete_licence_through_the_modal(page, browser_login, staff_admin):
    school = Account.objects.create(name="Modal Primary")
    browser_login("staff@example.com")
    page.goto(f"/accounts/{school.pk}")
    expect(page.get_by_text("No licences have been added.")).to_be_visible()
    page.get_by_role("link", name="Add licence").click()
    dialog = page.locator("dialog#licence-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator("#id_licence_type")).to_be_focused()
    # Legacy uses its own products and years: their boxes are not shown.
    expect(dialog.get_by_text("Year access")).to_be_hidden()
    expect(dialog.get_by_label("PE", exact=True)).to_be_hidden()
    dialog.get_by_label("Licence type").select_option(label="Trial")
    status = dialog.get_by_label("Status")
    expect(status.locator("option")).to_have_text(["Free", "Purchase", "Cancelled", "Expired"])
    expect(dialog.get_by_label("PE", exact=True)).to_be_visible()
    expect(dialog.get_by_text("Year access")).to_be_hidden()
    # A custom type starts with its own products ticked (Trial: PE, Gym, Dance).
    for product in ("PE", "Gym", "Dance"):
        expect(dialog.get_by_label(product, exact=True)).to_be_checked()
        dialog.get_by_label(product, exact=True).uncheck()
    start = timezone.localdate()
    dialog.get_by_label("Start Date").fill(f"{start:%Y-%m-%d}")
    dialog.get_by_label("Start Date").dispatch_event("change")
    expect(dialog.locator("#id_end_date")).to_have_value(f"{start + timedelta(days=30):%Y-%m-%d}")
    dialog.get_by_label("Renew").check()
    expect(dialog.locator("[data-end-label]")).to_have_text("Renew Date")
    dialog.get_by_role("button", name="Save").click()
    expect(dialog.get_by_text("Please select at least one")).to_be_visible()
    dialog = page.locator("dialog#licence-dialog")
    # The end date was never typed, so after the refused save it still follows the start.
    later = start - timedelta(days=7)
    dialog.get_by_label("Start Date").fill(f"{later:%Y-%m-%d}")
    dialog.get_by_label("Start Date").dispatch_event("change")
    expect(dialog.locator("#id_end_date")).to_have_value(f"{later + timedelta(days=30):%Y-%m-%d}")
    dialog.get_by_label("PE", exact=True).check()
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator("dialog#licence-dialog")).to_have_count(0)
    expect(page.locator(".toast").filter(has_text="Trial Added")).to_be_visible()
    expect(page.get_by_role("link", name="Add licence")).to_be_focused()  # focus back on the opener
    licence = page.locator("[data-group=current] [data-licence]")
    expect(licence).to_contain_text("Trial")
    expect(page.locator("[data-events]")).to_contain_text("Stella Staff added a Trial licence")

    licence.get_by_role("link", name=re.compile("^Edit")).click()
    dialog = page.locator("dialog#licence-dialog")
    dialog.get_by_label("Status").select_option("purchase")
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator(".toast").filter(has_text="Saved")).to_be_visible()
    expect(page.locator("[data-licence]")).to_contain_text("Purchase")

    page.locator("[data-licence]").get_by_role("link", name=re.compile("^Delete")).click()
    confirm = page.locator("dialog#licence-dialog")
    expect(confirm.get_by_role("heading", name="Delete licence?")).to_be_visible()
    confirm.get_by_role("button", name="Delete").click()
    expect(page.get_by_text("No licences have been added.")).to_be_visible()
    expect(page.locator("[data-events]")).to_contain_text("deleted the Trial licence")
    # The opener went with the licence: focus lands on the section heading, not the page top.
    expect(page.get_by_role("heading", name="Membership")).to_be_focused()


def test_freeze_and_unfreeze(page, browser_login, staff_admin):
    oak = Account.objects.get(name="Oakfield Primary")
    browser_login("staff@example.com")
    page.goto(f"/accounts/{oak.pk}")
    page.get_by_role("button", name="Freeze").focus()
    page.keyboard.press("Enter")
    expect(page.locator(".toast").filter(has_text="Account frozen")).to_be_visible()
    expect(page.locator("[data-frozen]")).to_be_visible()
    expect(page.get_by_role("button", name="Unfreeze")).to_be_focused()  # the swapped intro keeps focus
    expect(page.locator("[data-events]")).to_contain_text("Stella Staff froze the account")
    page.keyboard.press("Enter")
    expect(page.locator(".toast").filter(has_text="Account unfrozen")).to_be_visible()
    expect(page.locator("[data-frozen]")).to_have_count(0)
    oak.refresh_from_db()
    assert not oak.frozen


def test_tabs_load_with_their_own_urls(page, browser_login, staff_viewer):
    oak = Account.objects.get(name="Oakfield Primary")
    browser_login("viewer@example.com")
    page.goto(f"/accounts/{oak.pk}")
    page.get_by_role("link", name="Users", exact=True).focus()
    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(rf"/accounts/{oak.pk}/users$"))
    expect(page.locator("[data-tab=users]")).to_be_focused()
    expect(page.locator("#tab-panel")).to_contain_text("teacher@oakfield.example.com")
    expect(page.locator("[data-tab=users]")).to_have_attribute("aria-current", "page")


def _rows(download, tmp_path):
    target = tmp_path / "export.xlsx"
    download.save_as(target)
    return list(load_workbook(target).active.values)


def test_export_downloads_the_filtered_rows(page, browser_login, staff_viewer, tmp_path):
    browser_login("viewer@example.com")
    page.goto("/accounts?accountType=partner")
    with page.expect_download() as download:
        page.locator("[data-export]").click()
    assert download.value.suggested_filename == "export.xlsx"
    rows = _rows(download.value, tmp_path)
    assert rows[0][:2] == ("ID", "Name")
    assert [r[1] for r in rows[1:]] == ["Active Partners Ltd"]


def test_large_export_shows_progress_then_link(page, browser_login, staff_viewer, monkeypatch, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    monkeypatch.setattr(export, "THRESHOLD", 3)
    browser_login("viewer@example.com")
    page.goto("/accounts?status=30")
    page.locator("[data-export]").click()
    expect(page).to_have_url(re.compile(r"/accounts/export/"))
    with page.expect_download() as download:
        page.get_by_role("link", name="Download export.xlsx").click()
    rows = _rows(download.value, tmp_path)
    assert len(rows) - 1 == Account.objects.filter(status=30).count()


def test_controls_are_large_and_a_card_opens_from_anywhere(page, browser_login, staff_viewer):
    browser_login("viewer@example.com")
    page.goto("/accounts?status=30")
    small = page.evaluate(
        """() => [...document.querySelectorAll('main button, main input, main select, main summary, main .button')]
            .filter((e) => e.offsetParent !== null)
            .map((e) => [e.name || e.textContent.trim(), (e.closest('label') || e).getBoundingClientRect().height])
            .filter(([, height]) => height < 44)"""
    )
    assert small == []
    card = page.locator("[data-account]").first
    card.scroll_into_view_if_needed()
    box = card.bounding_box()
    page.mouse.click(box["x"] + box["width"] - 12, box["y"] + box["height"] - 12)  # far from the name link
    expect(page).to_have_url(re.compile(r"/accounts/\d+$"))
