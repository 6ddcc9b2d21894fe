"""Recorded reads (issue 23): a child's sensitive fields read on the child's page or through
the API, and every export holding children, are recorded (who, when, which children, which
fields) and shown to the school's admins and staff admins on the BURSTS access log."""

import pytest

from apps.bursts.models import SENSITIVE_FIELDS, ChildRead

pytestmark = pytest.mark.django_db


@pytest.fixture
def rows(bursts_rows):
    return bursts_rows


def _reads():
    return list(ChildRead.objects.order_by("pk").values_list("reader__email", "kind", "student_ids", "fields"))


def test_the_childs_page_records_who_read_which_fields(signed_in, teacher, rows):
    child = rows["active"]
    assert signed_in(teacher).get(f"/bursts/students/{child.pk}").status_code == 200
    assert _reads() == [("teacher@oakfield.example.com", "page", [child.pk], list(SENSITIVE_FIELDS))]


def test_the_api_records_a_child_and_a_page_of_children(signed_in, teacher, rows):
    client = signed_in(teacher)
    assert client.get(f"/api/students/{rows['inactive'].pk}").status_code == 200
    assert client.get("/api/students").status_code == 200
    reads = ChildRead.objects.order_by("pk")
    assert [(r.kind, r.where, r.student_ids) for r in reads] == [
        ("api", f"GET /api/students/{rows['inactive'].pk}", [rows["inactive"].pk]),
        ("api", "GET /api/students", sorted([rows["active"].pk, rows["inactive"].pk])),
    ]


def test_a_refused_read_records_nothing(signed_in, other_teacher, temp_user, rows):
    for user in (other_teacher, temp_user):
        client = signed_in(user)
        assert client.get(f"/bursts/students/{rows['active'].pk}").status_code == 404
        assert client.get(f"/api/students/{rows['active'].pk}").status_code == 404
    assert _reads() == []


def test_an_export_is_recorded(signed_in, school_admin, rows):
    child = rows["active"]
    response = signed_in(school_admin).post(f"/bursts/students/{child.pk}/data/export", {"format": "json"})
    assert response.status_code == 200
    read = ChildRead.objects.get()
    assert (read.kind, read.student_ids, read.reader) == ("export", [child.pk], school_admin)
    assert "dob" in read.fields and "ethnicity" in read.fields


def test_the_school_admin_reads_the_log_with_paging(signed_in, school_admin, teacher, rows,
                                                    django_assert_max_num_queries):  # fmt: skip
    teacher_client = signed_in(teacher)
    for _ in range(27):
        teacher_client.get(f"/bursts/students/{rows['active'].pk}")
    admin = signed_in(school_admin)
    page = admin.get("/bursts/log")
    assert page.status_code == 200 and "BURSTS access log" in page.text
    assert page.text.count("Tom Teach") == 25 and "Ava Adams" in page.text and "Date of birth" in page.text
    second = admin.get("/bursts/log", {"page": 2}, headers={"HX-Request": "true", "HX-Target": "child-log"})
    assert second.text.count("Tom Teach") == 2 and "<html" not in second.text
    with django_assert_max_num_queries(12):
        admin.get("/bursts/log")


def test_who_reads_the_log(signed_in, personas, oak, rows):
    ChildRead.objects.create(account=oak, reader=personas["teacher"], kind="page", where="/x",
                             student_ids=[rows["active"].pk], fields=["dob"])  # fmt: skip
    for persona in ("teacher", "other_teacher", "temp_user"):
        response = signed_in(personas[persona]).get("/bursts/log")
        assert response.status_code == 302, persona
    for persona in ("school_admin", "pe_lead", "bursts_lead"):
        assert signed_in(personas[persona]).get("/bursts/log").status_code == 200, persona
    assert signed_in(personas["staff_admin"]).get(f"/accounts/{oak.pk}/bursts/log").status_code == 200
    viewer = signed_in(personas["staff_viewer"]).get(f"/accounts/{oak.pk}/bursts/log")
    assert viewer.status_code == 302
    cedar = signed_in(personas["bursts_user"]).get("/bursts/log")  # another school's user: not theirs
    assert cedar.status_code == 302
