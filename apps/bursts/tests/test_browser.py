"""BURSTS in the browser (issue 12): an Oakfield admin sorts and pages a class's active
table, invites a class and reads the results, adds and edits a child, invites a contact,
and filters the year statistics and reads the chart."""

import re
from datetime import timedelta

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from apps.bursts.models import Event, Student
from apps.bursts.models.codelists import ethnicity_code
from apps.bursts.services.recording import rollups_rebuild
from apps.bursts.tests.factories import make_student

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

ADMIN = "admin@oakfield.example.com"


def _open_class(page, group):
    page.goto("/bursts/groups")
    page.get_by_role("link", name=group.name).click()
    expect(page).to_have_url(re.compile(rf"/bursts/groups/{group.pk}$"))


def test_class_table_sorted_and_paged(page, browser_login, bursts_rows):
    group = bursts_rows["group"]
    for n in range(20):
        make_student(group, first_name=f"Kid{n:02d}", last_name="Zed", level=n % 10 + 1, total_seconds=n * 60)
    browser_login(ADMIN)
    _open_class(page, group)
    table = page.locator("#active-table")
    expect(table.locator("tbody tr")).to_have_count(16)
    table.get_by_role("link", name="Active minutes").click()
    expect(table.locator('th[aria-sort="ascending"]')).to_contain_text("Active minutes")
    expect(table.locator("tbody tr").first).to_contain_text("Kid00")
    table.get_by_role("link", name="Active minutes").click()
    expect(table.locator('th[aria-sort="descending"]')).to_contain_text("Active minutes")
    expect(table.locator("tbody tr").first).to_contain_text("Kid19")
    table.get_by_role("link", name="Next").click()
    expect(table).to_contain_text("Page 2 of 2")
    expect(table.locator("tbody tr")).to_have_count(5)  # 21 active children, 16 a page
    expect(table.locator("tbody tr").last).to_contain_text("Kid00")
    table.locator("tbody tr").first.get_by_role("link").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile(r"Kid0\d Zed"))


def test_invite_a_class_and_read_the_results(page, browser_login, bursts_rows):
    group = bursts_rows["group"]
    make_student(group, first_name="Cal", last_name="Cole", status=0)  # no contact at all
    browser_login(ADMIN)
    _open_class(page, group)
    grid = page.locator("#inactive-grid")
    expect(grid.locator("[data-inactive-count]")).to_have_text("2")
    grid.get_by_role("link", name="Invite", exact=True).click()
    dialog = page.get_by_role("dialog", name="Invite Accounts")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Send Invites").click()
    expect(dialog.locator("[data-sent]")).to_have_text("Invites sent for 1 child.")
    expect(dialog.locator("[data-no-contact]")).to_contain_text("Cal Cole")
    expect(dialog.locator("[data-no-contact]")).to_contain_text("no contact")
    dialog.get_by_role("link", name="Done").click()
    grid.get_by_role("link", name="Re-invite", exact=True).click()
    again = page.get_by_role("dialog", name="Re-invite Accounts")
    expect(again).to_contain_text("You can only re-invite children once a day.")


def test_add_and_edit_a_child(page, browser_login, bursts_rows):
    group = bursts_rows["group"]
    browser_login(ADMIN)
    page.goto("/bursts/groups")
    page.get_by_role("link", name="Add Child").click()
    page.get_by_label("First Name").fill("  Dan ")
    page.get_by_label("Last Name").fill("Day")
    page.get_by_label("Contact Email").fill("dan.parent@example.org")
    page.get_by_label("Class").select_option(label=group.name)
    page.get_by_role("button", name="Save").click()
    child = Student.objects.get(last_name="Day")
    expect(page).to_have_url(re.compile(rf"/bursts/groups/{group.pk}/students/{child.pk}$"))
    expect(page.get_by_role("heading", level=1)).to_have_text("Dan Day")  # trimmed
    expect(page.locator("[data-contacts]")).to_contain_text("dan.parent@example.org")

    page.get_by_role("link", name="Edit").click()
    expect(page.get_by_label("Unique Code")).to_have_value(child.code)
    page.get_by_label("First Name").fill("")
    page.get_by_role("button", name="Save").click()  # blocked while invalid: still on the form
    expect(page).to_have_url(re.compile(rf"/students/{child.pk}/edit$"))
    page.get_by_label("First Name").fill("Daniel")
    page.get_by_role("button", name="Save").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Daniel Day")
    assert Student.objects.get(pk=child.pk).first_name == "Daniel"


def test_invite_a_contact(page, browser_login, bursts_rows):
    child, contact = bursts_rows["inactive"], bursts_rows["emailed"]
    browser_login(ADMIN)
    page.goto(f"/bursts/groups/{child.group_id}/students/{child.pk}")
    contacts = page.locator("[data-contacts]")
    expect(contacts).to_contain_text("Missing Email")  # Gran has no email
    contacts.get_by_role("link", name=re.compile("Bob Brown")).click()
    dialog = page.get_by_role("dialog", name="Bob Brown")
    expect(dialog).to_contain_text(contact.email)
    dialog.get_by_role("button", name="Invite").click()
    expect(page.locator('[data-island="Toasts"]')).to_contain_text("Invite sent")
    contacts.get_by_role("link", name=re.compile("Bob Brown")).click()
    dialog = page.get_by_role("dialog", name="Bob Brown")
    expect(dialog).to_contain_text("Send another invite email")
    expect(dialog.get_by_role("button", name="Re-Invite")).to_be_visible()


def test_filter_the_year_statistics_and_read_the_chart(page, browser_login, bursts_rows):
    child = bursts_rows["active"]  # no gender recorded
    Event.objects.create(student=child, account=child.account, app_id="b1", kind="activity", seconds=185,
                         adventure_id=3, level=2, date_created=timezone.now() - timedelta(minutes=5))  # fmt: skip
    rollups_rebuild()
    browser_login(ADMIN)
    page.goto("/bursts/year")
    chart = page.locator('[data-island="YearChart"]')
    expect(chart.locator("[data-series]")).to_have_count(2)  # total active and total minutes
    table = page.locator("[data-year-table]")
    expect(table).to_contain_text("Pirate Cove level 2")
    expect(table.locator("tr", has_text="Total minutes")).to_contain_text("3")  # 185 s: 3 whole minutes

    level = chart.get_by_role("button", name="Total active")
    level.focus()
    page.keyboard.press("Enter")
    expect(level).to_have_attribute("aria-pressed", "false")
    expect(chart.locator("[data-series]")).to_have_count(1)

    page.get_by_label("Gender").select_option("FEMALE")
    expect(page.locator("[data-year-table]")).not_to_contain_text("Pirate Cove level 2")
    expect(page.get_by_label("Gender")).to_have_value("FEMALE")
    page.get_by_role("link", name="Reset").click()
    expect(page.get_by_label("Gender")).to_have_value("")
    expect(page.locator("[data-year-table]")).to_contain_text("Pirate Cove level 2")


def test_filter_options_are_each_ethnicity_once_and_a_child_added_in_class_takes_its_year(
    page, browser_login, bursts_rows
):
    """Issue 21: the Ethnicity select listed one option a child (228 for 15); a child added
    from a Year 1 class page was saved as EYFS."""
    group, child = bursts_rows["group"], bursts_rows["active"]
    Student.objects.filter(pk=child.pk).update(ethnicity="WBRI", nationality="GBR", year=1)
    for n, spelling in enumerate(["White - British", "White British", "WBRI", "Asian - Indian", "Asian or Asian "
                                  "British - Indian"] * 3):  # fmt: skip
        make_student(group, first_name=f"S{n}", last_name="Spelt", year=1, ethnicity=ethnicity_code(spelling),
                     nationality="GBR")  # fmt: skip
    Event.objects.create(student=child, account=child.account, app_id="b2", kind="activity", seconds=185,
                         adventure_id=3, level=2, date_created=timezone.now() - timedelta(minutes=5))  # fmt: skip
    rollups_rebuild()
    browser_login(ADMIN)
    page.goto("/bursts/year")
    page.wait_for_load_state("networkidle")  # HTMX listens before the filters are changed
    ethnicity = page.get_by_label("Ethnicity")
    expect(ethnicity.locator("option")).to_have_text(["All", "White - British", "Indian"])
    expect(page.get_by_label("Nationality").locator("option")).to_have_text(["All", "British"])
    for label, shown in (("White - British", True), ("Indian", False)):  # each change reloads the results
        page.get_by_label("Ethnicity").select_option(label=label)
        # The table waits for the results of this choice (the burst is a white British child's).
        table = expect(page.locator("[data-year-table]"))
        (table.to_contain_text if shown else table.not_to_contain_text)("Pirate Cove level 2")
    expect(page.get_by_label("Ethnicity")).to_have_value("AIND")

    _open_class(page, group)
    page.get_by_role("link", name="Add Child").click()
    expect(page.get_by_label("Year", exact=True)).to_have_value("1")
    page.get_by_label("First Name").fill("Yara")
    page.get_by_label("Last Name").fill("One")
    page.get_by_role("button", name="Save").click()
    expect(page.locator("[data-facts]")).to_contain_text("Year 1")
    assert Student.objects.get(first_name="Yara").year == 1
