"""A teacher goes from the header to the Learning Hub and its Micro Learns."""

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)])
def test_learning_hub_to_micro_learns(page, browser_login, personas, micro_learns, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    browser_login("teacher@oakfield.example.com")
    page.get_by_role("link", name="Learning Hub").first.click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Learning Hub")
    expect(page.locator('[data-tile="news"]')).to_contain_text("Coming Soon")
    expect(page.locator('[data-tile="community"]')).to_have_attribute("target", "_blank")

    page.locator('[data-tile="micro"]').click()
    expect(page).to_have_url(re.compile(r"/learning/micro$"))
    expect(page.get_by_role("heading", level=2)).to_have_text(
        ["Teaching well", "Inclusion", "Leading PE", "No Category"]
    )
    card = page.locator(".micro-card", has_text="Adapting for SEND")
    expect(card).to_contain_text("~10 mins")
    expect(card.locator("img")).to_be_visible()
    # Cards sit side by side on a laptop and a desktop, inside the page.
    boxes = [c.bounding_box() for c in page.locator(".micro-card").all()[:3]]
    assert boxes[0]["y"] == boxes[1]["y"] and boxes[2]["x"] + boxes[2]["width"] <= size[0]
