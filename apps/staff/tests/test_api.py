from io import BytesIO

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from openpyxl import load_workbook

from apps.accounts.models import Account, AccountEvent
from apps.licences.models import Licence
from apps.users.tests.factories import AccountFactory, LicenceFactory

pytestmark = pytest.mark.django_db


def test_list_filters_sort_and_paging_headers(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    AccountFactory.create_batch(30, name="Api School")
    response = client.get("/api/accounts?search=api%20school&sort=-name&page=2")
    assert response.status_code == 200
    assert response["X-Total-Count"] == "30" and response["X-Page-Count"] == "2" and response["X-Current-Page"] == "2"
    assert 'rel="prev"' in response["Link"]
    assert len(response.json()) == 6
    frozen = client.get("/api/accounts?status[]=f").json()
    assert [a["name"] for a in frozen] == ["Frostgate Primary"]
    assert frozen[0]["frozen"] is True and frozen[0]["statusLabel"] == "Frozen"
    region = Account.objects.get(name="Birchwood Primary").region_id
    assert [a["name"] for a in client.get(f"/api/accounts?regionId={region}").json()] == ["Birchwood Primary"]
    by_status = client.get("/api/accounts?sort=-status&accountType[]=education").json()
    assert by_status[0]["status"] == 30 and by_status[-1]["status"] <= by_status[0]["status"]
    bursts = client.get("/api/accounts?wondeBurstsStatus[]=approved").json()
    assert {a["name"] for a in bursts} == {"Oakfield Primary", "Cedar Academy"}


def test_list_query_count_constant(signed_in, staff_viewer):
    # Every relation a row answers (region, county, authority, manager, parent school) is
    # set, so a missing select_related costs a query per row and the count grows.
    client = signed_in(staff_viewer)
    oak = Account.objects.get(name="Oakfield Primary")
    joins = {"region": oak.region, "county": oak.county, "authority": oak.authority, "manager": staff_viewer,
             "parent_school": oak.parent_school}  # fmt: skip
    path = "/api/accounts?search=counted"
    AccountFactory.create_batch(2, name="Counted School", **joins)
    client.get(path)

    def count():
        with CaptureQueriesContext(connection) as ctx:
            rows = client.get(path).json()
        return len(ctx), len(rows)

    before, rows = count()
    for account in AccountFactory.create_batch(12, name="Counted School", **joins):
        LicenceFactory(account=account)
    assert rows == 2 and count() == (before, 14)


def test_licences_list_query_count_constant(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    school = AccountFactory(parent_school=Account.objects.get(name="Riverside Learning Trust"))
    LicenceFactory(account=school)
    path = f"/api/licences?accountId={school.pk}"
    client.get(path)
    with CaptureQueriesContext(connection) as ctx:
        client.get(path)
    LicenceFactory.create_batch(5, account=school, licence_type_id=150)
    LicenceFactory.create_batch(3, account=school.parent_school)
    with CaptureQueriesContext(connection) as again:
        listed = client.get(path).json()
    assert len(listed) >= 9 and len(again) == len(ctx)


def test_account_detail_filters_and_zoho(signed_in, staff_viewer):
    client = signed_in(staff_viewer)
    oak = Account.objects.get(name="Oakfield Primary")
    data = client.get(f"/api/accounts/{oak.pk}").json()
    assert data["name"] == "Oakfield Primary" and data["hasBursts"] and data["hasHome"] and data["hasPeFull"]
    assert data["parentSchool"]["name"] == "Riverside Learning Trust"
    assert client.get("/api/accounts/zoho/Z-OAK").json() == {"data": {"id": oak.pk}}
    assert client.get("/api/accounts/zoho/none").status_code == 404
    options = client.get("/api/accounts/filters").json()
    assert {"regions", "counties", "authorities"} <= set(options)
    north = next(r for r in options["regions"] if r["name"] == "North West")
    assert north["managers"][0]["name"] == "Stella Staff"


def test_freeze_toggles(signed_in, staff_admin):
    client = signed_in(staff_admin)
    oak = Account.objects.get(name="Oakfield Primary")
    url = f"/api/accounts/{oak.pk}/freeze"
    assert client.get(url, headers={"X-CSRFToken": "x"}).json()["frozen"] is True
    assert client.get(url, headers={"X-CSRFToken": "x"}).json()["frozen"] is False
    assert AccountEvent.objects.filter(account=oak).count() == 2


def test_freeze_by_a_plain_link_from_another_site_is_refused(signed_in, staff_admin):
    # A GET that changes data: a cross-site link carries the cookie but cannot add a header.
    client = signed_in(staff_admin)
    oak = Account.objects.get(name="Oakfield Primary")
    assert client.get(f"/api/accounts/{oak.pk}/freeze").status_code == 403
    oak.refresh_from_db()
    assert oak.frozen is False


def test_export_is_xlsx_with_filename(signed_in, staff_viewer):
    response = signed_in(staff_viewer).get("/api/accounts/export?accountType[]=partner")
    assert response.status_code == 200
    assert 'filename="export.xlsx"' in response["Content-Disposition"]
    rows = list(load_workbook(BytesIO(b"".join(response.streaming_content))).active.values)
    assert rows[0][:2] == ("ID", "Name") and [r[1] for r in rows[1:]] == ["Active Partners Ltd"]


def test_licences_crud_and_types(signed_in, staff_admin):
    client = signed_in(staff_admin)
    school = AccountFactory(name="Crud School")
    types = client.get("/api/licence-types").json()
    assert {t["title"] for t in types} >= {"Trial", "BURSTS", "Membership"}
    bad = client.post("/api/licences", {"accountId": school.pk, "licenceTypeId": 50, "startDate": "2026-09-01",
                      "endDate": "2026-08-01"}, content_type="application/json")  # fmt: skip
    assert bad.status_code == 422 and bad.json()["message"] == "Validation failed"
    assert bad.json()["errors"]["endDate"] == ["End date must be after start date"]
    assert bad.json()["errors"]["products"] == ["Please select at least one"]
    assert not Licence.objects.filter(account=school).exists()
    created = client.post("/api/licences", {"accountId": school.pk, "licenceType": {"id": 160}, "status": "new",
                          "renew": True, "startDate": "2026-09-01", "endDate": "2027-08-31"},
                          content_type="application/json")  # fmt: skip
    assert created.status_code == 201
    body = created.json()
    assert (body["status"], body["renew"]) == ("", 0)
    trial = {"licenceTypeId": 150, "status": "purchase", "products": ["pe"], "startDate": "2026-09-01",
             "endDate": "2026-10-01"}  # fmt: skip
    updated = client.put(f"/api/licences/{body['id']}", trial, content_type="application/json")
    assert updated.json()["status"] == "purchase"
    listed = client.get(f"/api/licences?accountId={school.pk}").json()
    assert [lic["licenceType"]["title"] for lic in listed] == ["Trial"]
    assert client.delete(f"/api/licences/{body['id']}").status_code == 204
    assert list(AccountEvent.objects.filter(account=school).values_list("action", flat=True)) == [
        "licence_deleted", "licence_updated", "licence_added"]  # fmt: skip


def test_licence_create_without_account_is_422(signed_in, staff_admin):
    client = signed_in(staff_admin)
    before = Licence.objects.count()
    body = {"licenceTypeId": 20, "startDate": "2026-09-01", "endDate": "2027-08-31"}
    missing = client.post("/api/licences", body, content_type="application/json")
    assert missing.status_code == 422 and missing.json()["errors"]["accountId"] == ["Please fill out this field"]
    unknown = client.post("/api/licences", {**body, "accountId": 999999}, content_type="application/json")
    assert unknown.status_code == 404 and Licence.objects.count() == before


def test_inherited_licence_marked(signed_in, staff_viewer):
    trust = Account.objects.get(name="Riverside Learning Trust")
    oak = Account.objects.get(name="Oakfield Primary")
    LicenceFactory(account=trust)
    listed = signed_in(staff_viewer).get(f"/api/licences?accountId={oak.pk}").json()
    # The trust's licence is marked as inherited; the school's own are not.
    inherited = [lic["parent"] for lic in listed if lic["accountId"] == trust.pk]
    own = [lic["parent"] for lic in listed if lic["accountId"] == oak.pk]
    assert inherited and inherited == [{"accountId": trust.pk}] * len(inherited)
    assert own and own == [None] * len(own)


def test_viewer_cannot_write_licences(signed_in, staff_viewer):
    school = AccountFactory()
    response = signed_in(staff_viewer).post("/api/licences", {"accountId": school.pk, "licenceTypeId": 10,
                                            "startDate": "2026-01-01", "endDate": "2026-02-01"},
                                            content_type="application/json")  # fmt: skip
    assert response.status_code == 403
    assert not Licence.objects.filter(account=school).exists()


def test_users_search(signed_in, staff_admin, super_staff):
    found = signed_in(staff_admin).get("/api/users/search?search=teach").json()
    assert found["accounts"][0]["name"] == "Oakfield Primary"
    assert found["accounts"][0]["users"][0]["email"] == "teacher@oakfield.example.com"
    assert found["parents"] == []
    parents = signed_in(super_staff).get("/api/users/search?search=parent").json()["parents"]
    assert "parent@example.com" in [p["email"] for p in parents]


def test_list_sort_directions_and_remaining_filters(signed_in, staff_viewer, staff_admin):
    client = signed_in(staff_viewer)
    for sort, descending in (("status", False), ("-status", True)):
        rows = client.get(f"/api/accounts?sort={sort}&accountType[]=education").json()
        statuses = [a["status"] for a in rows]
        assert statuses == sorted(statuses, reverse=descending) and len(set(statuses)) > 1
    names = [a["name"] for a in client.get("/api/accounts?sort=-name&status[]=30").json()]
    assert names == sorted(names, reverse=True)
    oak = Account.objects.get(name="Oakfield Primary")

    def names_for(query):
        return {a["name"] for a in client.get(f"/api/accounts?{query}").json()}

    assert "Oakfield Primary" in names_for(f"countyId={oak.county_id}&authorityId={oak.authority_id}")
    assert "Cedar Academy" not in names_for(f"managerId={staff_admin.pk}")
    trials = names_for("licences[]=150&frame[]=current")
    assert "Birchwood Primary" in trials and "Oakfield Primary" not in trials
