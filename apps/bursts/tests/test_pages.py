"""The BURSTS class and child pages (spec 2 §2 screens 16-21): texts, sorting and
paging, the forms' validation, invites, and deletes."""

from datetime import timedelta

import pytest
from django.core import mail
from django.utils import timezone

from apps.accounts.models import AccountEvent
from apps.bursts.models import Contact, Event, Group, Student
from apps.bursts.services import group_reinvite
from apps.bursts.services.recording import rollups_rebuild
from apps.bursts.tests.factories import make_contact, make_group, make_student
from apps.core import messages as text

pytestmark = pytest.mark.django_db


@pytest.fixture
def admin(signed_in, school_admin):
    return signed_in(school_admin)


def test_classes_list_shows_the_classes_in_the_first_response(admin, bursts_rows):
    for listing in (admin.get("/bursts/groups"), admin.get("/bursts/groups", headers={"HX-Request": "true"})):
        assert "Year 2 Kestrels" in listing.text and "1 active · 1 inactive" in listing.text
        assert "Reception Robins" not in listing.text  # Cedar's class
        assert "Loading classes" not in listing.text


def test_class_page_texts_and_teachers(admin, bursts_rows):
    page = admin.get(f"/bursts/groups/{bursts_rows['group'].pk}")
    assert "Kestrels class" in page.text and "Tom Teach" in page.text
    # Spec 2 §2 screen 18: '{label} Accounts', the label of its Invite / Re-invite button.
    label = "Re-invite" if bursts_rows["group"].date_invited else "Invite"
    assert f"{label} Accounts" in page.text and "Ava Adams" in page.text and "Ben Brown" in page.text
    empty = make_group(bursts_rows["group"].account, name="Empty class")
    page = admin.get(f"/bursts/groups/{empty.pk}")
    for message in (text.NO_TEACHERS, text.NO_ACTIVE_CHILDREN, text.NO_INACTIVE_CHILDREN):
        assert message in page.text


def test_teachers_list_only_for_admins(signed_in, teacher, bursts_rows):
    page = signed_in(teacher).get(f"/bursts/groups/{bursts_rows['group'].pk}")
    assert page.status_code == 200 and "Teachers" not in page.text and "Edit" not in page.text


def test_active_table_sorts_and_pages_by_16(admin, bursts_rows, django_assert_max_num_queries):
    group = bursts_rows["group"]
    for n in range(20):
        make_student(group, first_name=f"Kid{n:02d}", last_name="Zed", level=n % 10 + 1, total_seconds=n * 60)
    url = f"/bursts/groups/{group.pk}"
    first = admin.get(url, {"sort": "-totalSeconds"}, headers={"HX-Request": "true", "HX-Target": "active-table"})
    rows = first.text.count("<tr>") - 1
    assert rows == 16 and first.text.index("Kid19") < first.text.index("Kid18")
    assert "Page 1 of 2" in first.text and 'aria-sort="descending"' in first.text
    # The pager keeps the sort in its link and shows no template source (a {# #} comment
    # over several lines is printed as text).
    assert 'href="?sort=-totalSeconds&amp;page=2"' in first.text and "{#" not in first.text
    second = admin.get(
        url, {"sort": "-totalSeconds", "page": 2}, headers={"HX-Request": "true", "HX-Target": "active-table"}
    )
    assert "Kid00" in second.text and second.text.count("<tr>") - 1 == 5
    with django_assert_max_num_queries(13):  # + the users an admin may connect (issue 23)
        admin.get(url)


def test_child_page_shows_the_childs_figures(admin, bursts_rows):
    child = bursts_rows["active"]
    Student.objects.filter(pk=child.pk).update(brave=9000, wise=2500, sen="K", adventure_levels=[0, 3, 0, 5])
    page = admin.get(f"/bursts/groups/{child.group_id}/students/{child.pk}")
    assert "SEN support" in page.text and "12 " in page.text  # 754 s is 12 whole minutes
    assert "11500" in page.text and "15%" in page.text  # XP and (11500 mod 10000) / 100
    assert "Ann Adams" in page.text and "Back to class" in page.text
    other = bursts_rows["inactive"]
    page = admin.get(f"/bursts/students/{other.pk}")
    assert text.MISSING_EMAIL in page.text
    Contact.objects.filter(student=other).delete()
    assert text.NO_CONTACTS in admin.get(f"/bursts/students/{other.pk}").text


def test_contact_modal_states_and_invite(admin, bursts_rows, django_capture_on_commit_callbacks):
    parent, emailed, missing = bursts_rows["parent"], bursts_rows["emailed"], bursts_rows["missing"]
    assert text.CONTACT_CONNECTED in admin.get(f"/bursts/contacts/{parent.pk}").text
    assert text.CONTACT_NO_EMAIL in admin.get(f"/bursts/contacts/{missing.pk}").text
    modal = admin.get(f"/bursts/contacts/{emailed.pk}")
    assert ">Invite<" in modal.text
    with django_capture_on_commit_callbacks(execute=True):
        response = admin.post(f"/bursts/contacts/{emailed.pk}/invite", follow=True)
    assert text.INVITE_SENT in response.text and len(mail.outbox) == 1
    assert str(emailed.uid) in mail.outbox[0].body
    assert "Re-Invite" in admin.get(f"/bursts/contacts/{emailed.pk}").text
    refused = admin.post(f"/bursts/contacts/{missing.pk}/invite")
    assert refused.status_code == 400 and len(mail.outbox) == 1


def test_reinvite_once_a_day_across_midnight(bursts_rows, school_admin, django_capture_on_commit_callbacks):
    group = bursts_rows["group"]
    today = timezone.localdate()
    with django_capture_on_commit_callbacks(execute=True):
        results = group_reinvite(group=group, acting_user=school_admin, today=today)
    assert results == [["Ben Brown", True]] and len(mail.outbox) == 1
    with pytest.raises(Exception, match=text.REINVITE_ONCE):
        group_reinvite(group=group, acting_user=school_admin, today=today)
    again = group_reinvite(group=group, acting_user=school_admin, today=today + timedelta(days=1))
    assert again == [["Ben Brown", True]]


def test_invite_modal_results_and_no_contact(admin, bursts_rows):
    group = bursts_rows["group"]
    make_student(group, first_name="Cal", last_name="Cole", status=0)
    assert "Invite Accounts" in admin.get(f"/bursts/groups/{group.pk}/reinvite").text
    done = admin.post(f"/bursts/groups/{group.pk}/reinvite", headers={"HX-Request": "true"})
    assert "Invites sent for 1 child." in done.text and "Cal Cole" in done.text and "no contact" in done.text
    again = admin.post(f"/bursts/groups/{group.pk}/reinvite", headers={"HX-Request": "true"})
    assert again.status_code == 400 and text.REINVITE_ONCE in again.text
    assert "Re-invite Accounts" in admin.get(f"/bursts/groups/{group.pk}/reinvite").text


def test_add_child_goes_to_the_child(admin, bursts_rows):
    group = bursts_rows["group"]
    response = admin.post("/bursts/students/new", {"first_name": "  Dan ", "last_name": "Day", "email": "d@example.org",
                                                   "group": group.pk})  # fmt: skip
    child = Student.objects.get(first_name="Dan")
    assert response.url == f"/bursts/groups/{group.pk}/students/{child.pk}"
    assert child.contacts.get().email == "d@example.org"
    assert AccountEvent.objects.filter(action="bursts_child_added").exists()


@pytest.mark.parametrize(
    "data",
    [
        {"first_name": "", "last_name": "Day"},
        {"first_name": "Dan", "last_name": ""},
        {"first_name": "Dan", "last_name": "Day", "email": "not-an-email"},
        {"first_name": "Da\x00n", "last_name": "Day"},
        {"first_name": "D" * 101, "last_name": "Day"},
        {"first_name": "Dan", "last_name": "Day", "group": "999999"},
    ],
)
def test_bad_child_input_writes_nothing(admin, bursts_rows, data):
    before = Student.objects.count()
    response = admin.post("/bursts/students/new", data)
    assert 400 <= response.status_code < 500
    assert Student.objects.count() == before


def test_child_in_another_schools_class_is_refused(admin, bursts_rows):
    response = admin.post("/bursts/students/new", {"first_name": "Dan", "last_name": "Day",
                                                   "group": bursts_rows["other_group"].pk})  # fmt: skip
    assert response.status_code in (400, 404) and not Student.objects.filter(first_name="Dan").exists()


def test_edit_child_code_must_be_unique(admin, bursts_rows):
    child, other = bursts_rows["active"], bursts_rows["other_child"]
    response = admin.post(f"/bursts/students/{child.pk}/edit", {"first_name": "Ava", "last_name": "Adams",
                                                                "code": other.code})  # fmt: skip
    assert response.status_code == 400 and text.CODE_TAKEN in response.text


def test_delete_child_goes_to_bursts_and_class_delete_to_the_classes(admin, bursts_rows):
    child = bursts_rows["active"]
    assert "Delete Student" in admin.get(f"/bursts/students/{child.pk}/delete").text
    assert admin.post(f"/bursts/students/{child.pk}/delete").url == "/bursts/groups"
    group = bursts_rows["group"]
    assert text.CLASS_DELETE_TEXT in admin.get(f"/bursts/groups/{group.pk}/delete").text
    assert admin.post(f"/bursts/groups/{group.pk}/delete").url == "/bursts/groups"
    assert not Group.objects.filter(pk=group.pk).exists()
    assert not Student.objects.filter(pk=bursts_rows["inactive"].pk).exists()


def test_staff_account_bursts_redirects_to_the_groups_tab(signed_in, super_staff, oak, bursts_rows):
    client = signed_in(super_staff)
    assert client.get(f"/accounts/{oak.pk}/bursts").url == f"/accounts/{oak.pk}/bursts/groups"
    tab = client.get(f"/accounts/{oak.pk}/bursts/groups")
    assert f'href="/accounts/{oak.pk}/bursts/groups/{bursts_rows["group"].pk}"' in tab.text


def test_no_bursts_shows_the_intro_text(signed_in, trial_admin):
    assert text.BURSTS_NO_ACCESS in signed_in(trial_admin).get("/bursts/groups").text


def test_unknown_bursts_path_redirects_home(admin):
    assert admin.get("/bursts/nothing-here").url == "/"


def test_inactive_grid_sorted_by_name_24_a_page(admin, bursts_rows):
    group = bursts_rows["group"]
    for n in range(30):
        make_contact(make_student(group, first_name=f"In{n:02d}", last_name="Active", status=0))
    grid = admin.get(
        f"/bursts/groups/{group.pk}", {"ipage": 2}, headers={"HX-Request": "true", "HX-Target": "inactive-grid"}
    )
    assert "Page 2 of 2" in grid.text and grid.text.count("bursts-grid__card") == 7


def _queries(client, url, **kwargs):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    with CaptureQueriesContext(connection) as queries:
        assert client.get(url, **kwargs).status_code == 200, url
    return len(queries)


def test_list_pages_make_the_same_queries_for_more_rows(admin, bursts_rows, signed_in, staff_viewer):
    """Classes list, class page (table, grid, teachers, awards), child page, year results,
    and the staff accounts table: the query count does not grow with the rows."""
    group, child = bursts_rows["group"], bursts_rows["active"]
    htmx = {"HX-Request": "true"}
    urls = [("/bursts/groups", htmx), ("/bursts/groups", {}), (f"/bursts/groups/{group.pk}", {}),
            (f"/bursts/groups/{group.pk}/students/{child.pk}", {}), ("/bursts/year/results", {})]  # fmt: skip

    def grow(n):
        for k in range(n):
            extra = make_group(group.account, name=f"Extra {n}-{k}")
            make_student(extra, first_name=f"E{n}{k}", last_name="Kid")
            kid = make_student(group, first_name=f"A{n}{k}", last_name="Kid", status=2)
            make_contact(make_student(group, first_name=f"I{n}{k}", last_name="Kid", status=0))
            make_contact(child, email=f"c{n}{k}@example.org", priority=3)
            Event.objects.create(student=kid, account=kid.account, app_id=f"q{n}{k}", kind="activity", seconds=90,
                                 adventure_id=1 + k % 7, level=1 + k % 10)  # fmt: skip

    before = [_queries(admin, url, headers=headers) for url, headers in urls]
    grow(5)
    assert [_queries(admin, url, headers=headers) for url, headers in urls] == before
    rollups_rebuild()
    staff = signed_in(staff_viewer)
    accounts = _queries(staff, "/bursts/stats/accounts")
    grow(8)
    other = bursts_rows["other_child"]  # a second school in the table
    Event.objects.create(student=other, account=other.account, app_id="q-cedar", kind="activity", seconds=90,
                         adventure_id=1, level=1)  # fmt: skip
    rollups_rebuild()
    page = staff.get("/bursts/stats/accounts")
    assert "Oakfield Primary" in page.text and "Cedar Academy" in page.text
    assert _queries(staff, "/bursts/stats/accounts") == accounts
