"""Every support page × every persona (spec 1 §6): partner accounts and staff see the
partner page, BURSTS pages need BURSTS, product-tied pages need the product (a page in a
folder also what its folder needs). A refused page is an error toast and the user's
dashboard; it is not listed in the navigation either."""

import pytest

pytestmark = pytest.mark.django_db

GENERAL = {"/support/getting-started", "/support/getting-started/signing-in",
           "/support/getting-started/inviting-staff", "/support/faqs", "/support/faqs/membership"}  # fmt: skip
CORE = {"/support/faqs/planning"}
LEADERS = {"/support/leaders"}
BURSTS = {"/support/bursts", "/support/bursts/faqs", "/support/bursts/parents"}
HOME = {"/support/daily", "/support/daily/setting-up", "/support/daily/families"}
PARTNER = {"/support/partner"}
ALL = GENERAL | CORE | LEADERS | BURSTS | HOME | PARTNER

OAKFIELD = GENERAL | CORE | LEADERS | BURSTS | HOME  # full pe with leaders, BURSTS, home learning
EXPECTED = {
    "super_staff": ALL,
    "staff_admin": ALL,
    "staff_viewer": ALL,
    "school_admin": OAKFIELD,
    "teacher": OAKFIELD,
    "pe_lead": OAKFIELD,
    "temp_user": OAKFIELD,
    "trial_admin": GENERAL | CORE | LEADERS,  # a pe trial: no BURSTS, no home learning
    "bursts_user": GENERAL | BURSTS,
    "home_user": GENERAL | HOME,
}
DASHBOARD = {"bursts_user": "/bursts", "home_user": "/home"}


@pytest.mark.parametrize("persona", sorted(EXPECTED))
def test_each_page_opens_or_is_refused(signed_in, personas, support, persona):
    client = signed_in(personas[persona])
    for path in sorted(ALL):
        response = client.get(path)
        if path in EXPECTED[persona]:
            assert response.status_code == 200, path
        else:
            assert (response.status_code, response["Location"]) == (302, DASHBOARD.get(persona, "/")), path
            toasts = [str(m) for m in response.wsgi_request._messages]
            assert toasts[-1:] == ["You do not have access to this support page."], path


@pytest.mark.parametrize("persona", sorted(EXPECTED))
def test_navigation_lists_only_what_the_user_may_open(signed_in, personas, support, persona):
    html = signed_in(personas[persona]).get("/support").content.decode()
    for path in sorted(ALL):
        listed = f'href="{path}"' in html
        if persona == "home_user":
            # No folder navigation for home users; the welcome tiles still list top-level pages.
            assert listed == (path in EXPECTED[persona] and path.count("/") == 2), path
        else:
            assert listed == (path in EXPECTED[persona]), path


def test_signed_out_visitors_are_sent_to_sign_in(client, support):
    for path in ("/support", "/support/getting-started", "/support/partner"):
        response = client.get(path)
        assert response.status_code == 302 and response["Location"].startswith("/login"), path


def test_a_partner_account_sees_the_partner_page(signed_in, support):
    from apps.users.tests.factories import UserFactory

    user = UserFactory()
    user.account.account_type = "partner"
    user.account.save()
    assert signed_in(user).get("/support/partner").status_code == 200
