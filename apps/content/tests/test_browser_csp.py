"""The Content-Security-Policy breaks nothing (issue 9): the main pages of each persona,
a lesson with its islands and a part view load in Chromium without a single CSP
violation (an inline style or script the policy refuses would show here)."""

import pytest

from tests.settle import settle

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PAGES = {
    "teacher@oakfield.example.com": ["/", "/pe", "/pe/year/3/unit/2", "/pe/year/3/unit/2/lesson/4", "/profile"],
    "staff@example.com": ["/accounts", "/user-search?search=oak", "/create"],
}


def _watch(page):
    violations = []
    page.on("console", lambda m: "Content Security Policy" in m.text and violations.append(m.text))
    page.add_init_script(
        "document.addEventListener('securitypolicyviolation',"
        " e => console.error('Content Security Policy: ' + e.violatedDirective + ' ' + e.blockedURI))"
    )
    return violations


@pytest.mark.parametrize("identifier", list(PAGES))
def test_pages_load_without_csp_violations(page, browser_login, personas, content, identifier):
    violations = _watch(page)
    browser_login(identifier)
    for path in PAGES[identifier]:
        page.goto(path)
        # Not "networkidle": a guide video with preload=metadata keeps its connection open.
        settle(page)  # the islands' chunks loaded and rendered (after "load")
    assert violations == []
