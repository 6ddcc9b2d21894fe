"""Home learning in a real browser: add children row by row, import a file with its
preview, bulk delete; screenshots at 1920×1080 and 1366×768 under /tmp/shots-myaccount/."""

from pathlib import Path

import pytest
from playwright.sync_api import expect

from apps.users.models import User

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = Path("/tmp/shots-myaccount")


def test_add_children_then_import_with_preview(page, browser_login, hazel_admin):
    SHOTS.mkdir(exist_ok=True)
    browser_login("admin@hazelwood.example.com")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto("/account/home?filter=inactive")
    page.get_by_role("link", name="Add children").click()
    dialog = page.locator("dialog#home-dialog")
    dialog.get_by_label("First name, row 1").fill("Ava")
    dialog.get_by_label("Last name, row 1").fill("Stone")
    dialog.get_by_label("Class, row 1").fill("Class 3")
    dialog.get_by_label("Class, row 1").blur()
    expect(dialog.get_by_label("First name, row 2")).to_be_visible()  # all rows valid: a new blank row
    dialog.get_by_label("First name, row 2").fill("Ben")
    dialog.get_by_label("First name, row 2").blur()
    expect(dialog.get_by_text("Please fill out this field")).to_be_visible()
    page.screenshot(path=str(SHOTS / "home-add-1366.png"))
    dialog.get_by_role("button", name="Add children").click()
    result = page.locator("dialog#home-dialog")
    expect(result.get_by_role("heading", name="Imported Children")).to_be_visible()
    ava = User.objects.get(first_name="Ava", kind="home", account=hazel_admin.account)
    expect(result.locator("table")).to_contain_text(ava.username)
    result.get_by_role("link", name="Close").click()
    expect(page.locator("#account-home")).to_contain_text(ava.username)

    page.get_by_role("link", name="Import children").click()
    dialog = page.locator("dialog#home-dialog")
    csv = b"First name,Last name,Class\nCara,Dale,Class 3\nDan,,Class 3\nEmil,Frost,Class 4\n"
    dialog.get_by_label("File (csv, txt or xlsx)").set_input_files(files=[
        {"name": "class3.csv", "mimeType": "text/csv", "buffer": csv}])  # fmt: skip
    dialog.get_by_role("button", name="Preview").click()
    expect(dialog.locator("[data-preview]")).to_contain_text("Last name: Please fill out this field")
    expect(dialog).to_contain_text("Nothing has been added yet")
    assert not User.objects.filter(first_name="Cara").exists()
    page.screenshot(path=str(SHOTS / "home-import-preview-1366.png"))
    dialog.get_by_role("button", name="Import 2 children").click()
    expect(page.locator("dialog#home-dialog").get_by_role("heading", name="Imported Children")).to_be_visible()
    assert set(User.objects.filter(first_name__in=["Cara", "Dan", "Emil"]).values_list("first_name", flat=True)) == {
        "Cara", "Emil"}  # fmt: skip


def test_bulk_delete_and_screenshots(page, browser_login, hazel_admin):
    SHOTS.mkdir(exist_ok=True)
    browser_login("admin@hazelwood.example.com")
    for width, height in ((1920, 1080), (1366, 768)):
        page.set_viewport_size({"width": width, "height": height})
        page.goto("/account/home")
        page.screenshot(path=str(SHOTS / f"home-{width}.png"), full_page=True)
    page.goto("/account/home?filter=inactive")
    page.get_by_role("link", name="Select Many").click()
    page.get_by_role("link", name="Select All").click()
    expect(page.locator("[data-select-all]")).to_contain_text("All 1 inactive children are selected.")
    page.get_by_role("button", name="Delete Selected").click()
    dialog = page.locator("dialog#home-dialog")
    expect(dialog).to_contain_text("Warning. This action will delete 1 of 3 users.")
    dialog.get_by_role("button", name="Delete").click()
    expect(page.locator("#account-home")).to_contain_text("No children")
    assert not User.objects.filter(username="noahr48").exists()
