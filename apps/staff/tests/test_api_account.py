"""GET/PUT/DELETE accounts/{id} and GET accounts/self (spec 1 §3 Account, §7, issue 20):
the figures it counts, who reads it, who changes it (audited), and that nobody deletes it."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.accounts.models import Account, AccountEvent, County
from apps.bursts.models import SchoolYear
from apps.myaccount.models import TrainingItem
from apps.users.models import User
from apps.users.tests.factories import AccountFactory, UserFactory

pytestmark = pytest.mark.django_db
JSON = "application/json"


def academic_year(day):
    """BURSTS' academic year: 2025 is August 2025 to July 2026."""
    return day.year if day.month >= 8 else day.year - 1


FIGURES = ("totalTraining", "totalHome", "totalAccountLogins", "lastAccountLogin", "totalHomeLogins", "lastHomeLogin",
           "totalMinutes", "previousMinutes", "totalActive", "previousActive")  # fmt: skip


def _figures(client, account_id):
    body = client.get(f"/api/accounts/{account_id}").json()
    return {name: body[name] for name in FIGURES}


def test_figures_are_counted_from_training_sign_ins_and_bursts(signed_in, staff_viewer, hazel_admin):
    """Oakfield's seeded training (4 items), its users' and children's sign-in records and
    the BURSTS rollups of this academic year and the last, none of them null or 0 by rote."""
    oak = Account.objects.get(name="Oakfield Primary")
    now = timezone.now()
    year = academic_year(timezone.localdate())
    users = User.objects.filter(account=oak)
    User.objects.filter(account=oak, kind="account").update(total_logins=2, last_login=now - timedelta(days=3))
    User.objects.filter(pk=users.filter(kind="account").first().pk).update(last_login=now - timedelta(hours=1))
    User.objects.filter(account=oak, kind="home").update(total_logins=1, last_login=now - timedelta(days=2))
    SchoolYear.objects.update_or_create(account=oak, academic_year=year, defaults={"seconds": 600, "active": 12})
    SchoolYear.objects.update_or_create(account=oak, academic_year=year - 1, defaults={"seconds": 3661, "active": 7})
    staff = users.filter(kind="account").count()
    home = users.filter(kind="home").count()
    figures = _figures(signed_in(staff_viewer), oak.pk)
    assert figures["totalTraining"] == TrainingItem.objects.filter(account=oak).count() == 4
    assert figures["totalHome"] == home > 0
    assert figures["totalAccountLogins"] == 2 * staff and figures["totalHomeLogins"] == home
    assert figures["lastAccountLogin"].startswith((now - timedelta(hours=1)).date().isoformat())
    assert figures["lastHomeLogin"].startswith((now - timedelta(days=2)).date().isoformat())
    assert (figures["totalMinutes"], figures["totalActive"]) == (10, 12)
    assert (figures["previousMinutes"], figures["previousActive"]) == (61, 7)


def test_an_account_with_nothing_counts_zero_and_never_signed_in(signed_in, staff_viewer):
    empty = AccountFactory(name="Empty School")
    figures = _figures(signed_in(staff_viewer), empty.pk)
    assert figures == {name: None if name.startswith("last") else 0 for name in FIGURES}


def test_detail_costs_the_same_queries_however_much_the_account_holds(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    school = AccountFactory(name="Counted School")
    path = f"/api/accounts/{school.pk}"
    client.get(path)

    def count():
        with CaptureQueriesContext(connection) as ctx:
            assert client.get(path).status_code == 200
        return len(ctx)

    before = count()
    for n in range(6):
        UserFactory(account=school, total_logins=n, last_login=timezone.now())
        UserFactory(account=school, kind="home", email=None, username=f"counted-home{n}", total_logins=1)
        TrainingItem.objects.create(account=school, title=f"Course {n}")
        AccountFactory(name=f"Child {n}", parent_school=school)
    SchoolYear.objects.create(account=school, academic_year=academic_year(timezone.localdate()), seconds=60, active=1)
    assert count() == before
    assert _figures(client, school.pk)["totalTraining"] == 6


def test_school_users_read_their_own_account_and_no_other(signed_in, school_admin, teacher, trial_admin,
                                                          home_user, staff_admin):  # fmt: skip
    oak = school_admin.account
    for user in (school_admin, teacher):
        client = signed_in(user)
        own = client.get(f"/api/accounts/{oak.pk}")
        assert own.status_code == 200 and own.json()["name"] == "Oakfield Primary"
        assert own.json()["zohoId"] == "" and own.json()["zohoUrl"] == ""  # the provider's CRM links: staff only
        assert client.get("/api/accounts/self").json() == own.json()
        assert client.get(f"/api/accounts/{trial_admin.account_id}").status_code == 404
    assert signed_in(home_user).get("/api/accounts/self").status_code == 404
    assert signed_in(home_user).get(f"/api/accounts/{oak.pk}").status_code == 404
    staff = signed_in(staff_admin)
    assert staff.get(f"/api/accounts/{oak.pk}").json()["zohoId"] == "Z-OAK"
    assert staff.get("/api/accounts/self").status_code == 404  # staff have no account of their own


def test_a_trust_admin_reads_its_schools(signed_in, hazel_admin):
    trust = Account.objects.get(name="Riverside Learning Trust")
    admin = User.objects.get(email="admin@riverside.example.com")
    oak = Account.objects.get(name="Oakfield Primary")
    client = signed_in(admin)
    assert client.get(f"/api/accounts/{oak.pk}").status_code == 200
    assert [c["name"] for c in client.get("/api/accounts/self").json()["childSchools"]] == sorted(
        Account.objects.filter(parent_school=trust).values_list("name", flat=True)
    )


def test_staff_admins_change_an_account_and_it_is_audited(signed_in, staff_admin, staff_viewer, school_admin):
    oak = school_admin.account
    county = County.objects.exclude(pk=oak.county_id).first()
    body = {"name": "Oakfield Primary Academy", "accountType": "Partner", "status": 20, "countyId": county.pk,
            "address": {"line2": "Oak Park"}, "managerId": staff_viewer.pk, "parentSchoolId": None}  # fmt: skip
    for refused in (staff_viewer, school_admin):
        assert signed_in(refused).put(f"/api/accounts/{oak.pk}", body, content_type=JSON).status_code == 403
    assert Account.objects.get(pk=oak.pk).name == "Oakfield Primary"
    response = signed_in(staff_admin).put(f"/api/accounts/{oak.pk}", body, content_type=JSON)
    assert response.status_code == 200
    data = response.json()
    assert (data["name"], data["accountType"], data["status"], data["county"]["id"]) == (
        "Oakfield Primary Academy", "Partner", 20, county.pk)  # fmt: skip
    assert data["address"]["line1"] == "1 Oak Lane" and data["address"]["line2"] == "Oak Park"
    assert data["manager"]["id"] == staff_viewer.pk and data["parentSchool"] is None
    event = AccountEvent.objects.get(account=oak, action="account_updated")
    assert event.actor == staff_admin
    assert set(event.detail["changes"]) == {"name", "account_type", "status", "county", "address_line2", "manager",
                                            "parent_school"}  # fmt: skip
    assert signed_in(staff_admin).put(f"/api/accounts/{oak.pk}", {"name": "Oakfield Primary Academy"},
                                      content_type=JSON).status_code == 200  # fmt: skip
    assert AccountEvent.objects.filter(account=oak, action="account_updated").count() == 1  # no change, no row


def test_account_changes_are_checked_and_errors_name_the_payload(signed_in, staff_admin, school_admin, teacher):
    oak = school_admin.account
    client = signed_in(staff_admin)
    cases = [
        ({"name": ""}, "name"),
        ({"accountType": "education"}, "accountType"),
        ({"countyId": 999999}, "countyId"),
        ({"managerId": teacher.pk}, "managerId"),
        ({"parentSchoolId": oak.pk}, "parentSchoolId"),
        ({"uri": "not a slug"}, "uri"),
        ({"address": {"postcode": "x" * 13}}, "address.postcode"),
    ]
    for body, field in cases:
        response = client.put(f"/api/accounts/{oak.pk}", body, content_type=JSON)
        assert response.status_code == 422, body
        assert list(response.json()["errors"]) == [field], response.json()
    assert not AccountEvent.objects.filter(action="account_updated").exists()


def test_nobody_deletes_an_account(signed_in, super_staff, school_admin, trial_admin):
    oak = school_admin.account
    for user in (super_staff, school_admin):
        response = signed_in(user).delete(f"/api/accounts/{oak.pk}")
        assert response.status_code == 403 and response.json()["message"] == "School accounts cannot be deleted."
    assert signed_in(school_admin).delete(f"/api/accounts/{trial_admin.account_id}").status_code == 404
    assert Account.objects.filter(pk=oak.pk).exists()


def test_account_type_has_the_specs_spelling_everywhere(signed_in, staff_viewer, school_admin):
    staff = signed_in(staff_viewer)
    listed = staff.get("/api/accounts?accountType[]=Partner").json()
    assert [a["accountType"] for a in listed] == ["Partner"]
    assert staff.get("/api/accounts?accountType[]=partner").json() == listed  # the page's boxes send the value
    assert {a["accountType"] for a in staff.get("/api/accounts").json()} <= set(Account.Type.labels)
    own = signed_in(school_admin).get("/api/auth/self").json()
    assert own["account"]["accountType"] == "Education"
    assert signed_in(school_admin).get("/api/accounts/self").json()["accountType"] == "Education"


def test_a_page_past_the_end_is_empty_and_says_so(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    total = Account.objects.count()
    response = client.get("/api/accounts?page=7")
    assert response.status_code == 200 and response.json() == []
    assert (response["X-Total-Count"], response["X-Page-Count"], response["X-Current-Page"]) == (str(total), "1", "7")
    assert 'page=1>; rel="prev"' in response["Link"] and 'rel="next"' not in response["Link"]
    assert client.get("/api/accounts?page=0").json()["errors"] == {"page": ["Pages are numbered from 1"]}
