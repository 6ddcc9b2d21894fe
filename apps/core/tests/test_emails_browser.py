"""Long email addresses on cards and the sync list break only before the @ and the dots, at
1366x768 (issue 20: "hazelwood.example.co" / "m" on the sync list's cards)."""

import pytest
from playwright.sync_api import expect

from apps.accounts.models import Account
from apps.sync.models import Employee
from apps.users.tests.factories import UserFactory

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SHOTS = "/tmp/shots-issue20"
LONG = "christopher.montgomery-smithson@hazelwood-primary-academy.example.co.uk"

# The character each new line of an element's text starts with (Range rectangles per character).
BREAKS_AFTER = """el => {
  const found = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let top = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      if (top !== null && rect.top > top + 2) found.push(node.data[i]);
      top = rect.top;
    }
  }
  return found;
}"""


def breaks(locator):
    """Every element `locator` finds: the characters its second and later lines start with."""
    return {el.inner_text(): el.evaluate(BREAKS_AFTER) for el in locator.all()}


def assert_only_at_and_dots(found):
    wrapped = {email: chars for email, chars in found.items() if chars}
    assert wrapped, "no address wrapped: the test proves nothing"
    for email, chars in wrapped.items():
        assert set(chars) <= {"@", "."}, f"{email} has lines starting with {chars}"


def test_cards_and_the_sync_list_break_emails_only_before_the_at_and_dots(page, browser_login, personas, hazel_admin):
    page.set_viewport_size({"width": 1366, "height": 768})
    oak = Account.objects.get(name="Oakfield Primary")
    for n, (first, last) in enumerate([("Hannah", "Brooks"), ("Ben", "Carter"), ("Grace", "Whitfield")]):
        Employee.objects.create(account=oak, wonde_id=f"E9{n}", first_name=first, last_name=last,
                                email=f"{first[0].lower()}.{last.lower()}@oakfield.example.com")  # fmt: skip
    Employee.objects.create(account=oak, wonde_id="E99", first_name="Chris", last_name="Montgomery", email=LONG)
    browser_login("admin@oakfield.example.com")
    page.goto(f"/sync/{oak.wonde_id}/employees")
    emails = page.locator(".employee-card .note")
    expect(emails.first).to_be_visible()
    assert_only_at_and_dots(breaks(emails))
    page.screenshot(path=f"{SHOTS}/sync-list-emails-1366.png", full_page=True)

    UserFactory(account=hazel_admin.account, email=LONG, first_name="Chris", last_name="Montgomery")
    page.context.clear_cookies()
    browser_login("admin@hazelwood.example.com")
    page.goto("/account/users")
    assert_only_at_and_dots(breaks(page.locator(".user-card__email")))
    page.screenshot(path=f"{SHOTS}/user-cards-emails-1366.png", full_page=True)
