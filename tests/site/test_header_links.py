"""Who sees which header and More-menu link (spec 1 "Common chrome", §6; spec 2 header).
Each link follows a named rule in apps.access.rules.py; here they are checked as a
user would meet them, in the rendered header."""

import re

import pytest

from apps.access import rules as can

pytestmark = pytest.mark.django_db

# Support, My Profile and Sign Out are on every signed-in header.
COMMON = {"support", "profile", "signout"}
MORE_COMMON = {"community", "store", "faqs"}


def header_of(client, path="/profile"):
    response = client.get(path)
    assert response.status_code == 200
    found = re.search(r"<header\b.*?</header>", response.content.decode(), re.S)
    assert found, "no header on the page"
    return found.group(0)


def links(header):
    """(bar links, More-menu links) by their data-link keys, without the common ones."""
    more = re.search(r'<ul class="menu__panel" aria-label="More">.*?</ul>', header, re.S)
    more_keys = set(re.findall(r'data-link="([\w-]+)"', more.group(0))) if more else set()
    bar = re.sub(r'<ul class="menu__panel" aria-label="More">.*?</ul>', "", header, flags=re.S)
    bar_keys = set(re.findall(r'data-link="([\w-]+)"', bar))
    # The common links are left out of the comparison, so check here that they are there.
    assert bar_keys >= COMMON, bar_keys
    assert not more or more_keys >= MORE_COMMON, more_keys
    return bar_keys - COMMON, more_keys - COMMON - MORE_COMMON


STAFF = ({"bursts", "learning", "accounts", "create"}, {"bursts_faqs"})
FULL_ADMIN = ({"bursts", "learning", "my_account"}, {"users", "home_learning", "training", "bursts_faqs"})


@pytest.mark.parametrize(
    ("persona", "bar", "more"),
    [
        ("super_staff", *STAFF),
        ("staff_admin", *STAFF),
        ("staff_viewer", *STAFF),
        ("school_admin", *FULL_ADMIN),
        ("pe_lead", *FULL_ADMIN),
        ("teacher", {"bursts", "learning"}, {"bursts_faqs"}),
        ("temp_user", {"bursts", "learning"}, {"bursts_faqs"}),
        # A trial is not the full programme licence: no My Account, and Birchwood has no BURSTS.
        ("trial_admin", {"bursts", "learning"}, set()),
        ("bursts_user", {"bursts", "learning"}, {"bursts_faqs"}),
    ],
)
def test_header_links_per_role(signed_in, personas, persona, bar, more, django_assert_max_num_queries):
    client = signed_in(personas[persona])
    # Session, user, account and its licences: each link's rule reuses the one access lookup.
    with django_assert_max_num_queries(5):
        header = header_of(client)
    assert '<ul class="menu__panel" aria-label="More">' in header  # school users and staff have a More menu
    assert links(header) == (bar, more)


def test_home_user_sees_only_the_home_entry(signed_in, home_user):
    header = header_of(signed_in(home_user))
    assert links(header) == ({"home"}, set())
    assert "<summary>More</summary>" not in header
    assert 'href="/home"' in header


def test_staff_see_accounts_and_create_and_school_users_do_not(signed_in, staff_viewer, teacher):
    staff_header = header_of(signed_in(staff_viewer))
    assert '<a href="/accounts" data-link="accounts"' in staff_header
    assert '<a href="/create" data-link="create"' in staff_header
    assert 'data-link="accounts"' not in header_of(signed_in(teacher))


def test_my_account_links_need_an_admin_of_a_full_licence(school_admin, teacher, trial_admin, staff_admin):
    assert can.can_manage_own_account(school_admin)
    assert not can.can_manage_own_account(teacher)
    assert not can.can_manage_own_account(trial_admin)
    assert not can.can_manage_own_account(staff_admin)
    assert can.can_see_home_learning(school_admin)


def test_home_learning_link_needs_home_learning_on_the_account(signed_in, school_admin):
    from apps.licences.models import Licence, LicenceType

    Licence.objects.filter(account=school_admin.account, licence_type__is_home=True).delete()
    assert not can.can_see_home_learning(school_admin)
    _, more = links(header_of(signed_in(school_admin)))
    assert "home_learning" not in more
    assert {"users", "training"} <= more
    assert LicenceType.objects.filter(is_home=True).exists()


def test_signed_out_pages_have_no_header(client, db):
    assert "<header" not in client.get("/login").content.decode()
