"""Evidence (issue 30): photos and short videos of children showing outcomes. Only children
with recorded photo consent; photos and videos checked by their first bytes; the class's
teachers upload, share and delete; kept until the school's date; erased with a child."""

import html
from datetime import timedelta

import pytest
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from apps.assessment.models import Evidence, Settings
from apps.assessment.tasks import evidence_expire_daily
from apps.assessment.tests.factories import make_class, make_outcome

pytestmark = pytest.mark.django_db

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
JPEG = b"\xff\xd8\xff\xe0" + b"\x00" * 64
MP4 = b"\x00\x00\x00\x18ftypmp42" + b"\x00" * 64
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'


@pytest.fixture
def wrens(teacher, settings, tmp_path):
    """Year 3 Wrens: three children, the teacher connected; the first two with photo consent."""
    settings.MEDIA_ROOT = tmp_path
    group = make_class(teacher.account, "Year 3 Wrens", 3, teachers=[teacher])
    children = list(group.students.order_by("last_name"))
    for child in children[:2]:
        child.photo_consent = True
        child.save(update_fields=["photo_consent"])
    return group, children


def _upload(client, group, children, *, data=PNG, name="run.png", **extra):
    payload = {"file": SimpleUploadedFile(name, data), "students": [c.pk for c in children], **extra}
    return client.post(f"/assessment/class/{group.pk}/evidence", payload)


def _stored():
    try:
        return default_storage.listdir("evidence")[0]
    except FileNotFoundError:
        return []


def test_a_teacher_uploads_a_photo_of_consented_children_with_outcomes(signed_in, teacher, wrens):
    group, children = wrens
    outcome = make_outcome()
    client = signed_in(teacher)
    assert "Evidence" in client.get(f"/assessment/class/{group.pk}").content.decode()
    response = _upload(client, group, children[:2], outcomes=[outcome.pk], caption="Underarm throw", shared="on")
    assert response.status_code == 302
    evidence = Evidence.objects.get()
    assert evidence.kind == "photo" and evidence.shared_with_parents and evidence.caption == "Underarm throw"
    assert set(evidence.students.all()) == set(children[:2]) and list(evidence.outcomes.all()) == [outcome]
    assert evidence.keep_until == timezone.localdate() + timedelta(days=365)
    assert evidence.uploaded_by == teacher and evidence.group == group
    assert default_storage.open(evidence.file.name).read() == PNG
    page = client.get(f"/assessment/class/{group.pk}/evidence").content.decode()
    assert "Underarm throw" in page and "Shared with parents" in page
    served = client.get(f"/assessment/evidence/{evidence.pk}/file")
    assert served["Content-Type"] == "image/png" and b"".join(served.streaming_content) == PNG


def test_a_child_without_photo_consent_is_never_in_evidence(signed_in, teacher, wrens):
    group, children = wrens
    response = _upload(signed_in(teacher), group, children)  # the third has no consent
    assert response.status_code == 400
    assert f"No photo consent recorded for {children[2].name}" in response.content.decode()
    assert not Evidence.objects.exists() and not _stored()


def test_photo_consent_is_recorded_on_the_evidence_page(signed_in, teacher, wrens):
    group, children = wrens
    client = signed_in(teacher)
    response = client.post(f"/assessment/class/{group.pk}/photo-consent", {"consent": [children[2].pk]})
    assert response.status_code == 302
    assert [c.photo_consent for c in group.students.order_by("last_name")] == [False, False, True]
    assert _upload(client, group, [children[2]]).status_code == 302


@pytest.mark.parametrize(
    ("data", "name", "extra", "message"),
    [
        (SVG, "a.svg", {}, "Upload a JPEG, PNG or WebP photo, or an MP4 or WebM video."),
        (b"GIF89a" + b"\x00" * 20, "a.png", {}, "Upload a JPEG, PNG or WebP photo, or an MP4 or WebM video."),
        (PNG + b"\x00" * (10 * 1024 * 1024), "big.png", {}, "The file is too big: at most 10 MB."),
        (PNG, "run.png", {"caption": "x" * 201}, "The caption is too long (at most 200 characters)."),
        (PNG, "run.png", {"outcomes": ["x"]}, "Choose outcomes of this class's year."),
    ],
    ids=["svg", "gif-named-png", "too-big", "long-caption", "bad-outcome"],
)
def test_a_hostile_upload_is_refused_with_a_message_and_writes_nothing(
    signed_in, teacher, wrens, data, name, extra, message
):
    group, children = wrens
    response = _upload(signed_in(teacher), group, children[:2], data=data, name=name, **extra)
    assert response.status_code == 400 and message in html.unescape(response.content.decode())
    assert not Evidence.objects.exists() and not _stored()


def test_a_nul_byte_in_a_file_name_or_caption_is_refused(signed_in, teacher, wrens):
    from apps.assessment.services.evidence import evidence_create

    group, children = wrens
    with pytest.raises(Exception, match="cannot be stored"):
        evidence_create(acting_user=teacher, group=group, upload=SimpleUploadedFile("a\x00.png", PNG),
                        students=children[:1], outcomes=[])  # fmt: skip
    client = signed_in(teacher)
    assert _upload(client, group, children[:1], caption="a\x00b").status_code == 400  # the site's bad-input 400
    assert not Evidence.objects.exists() and not _stored()


def test_a_video_is_stored_as_a_video(signed_in, teacher, wrens):
    group, children = wrens
    assert _upload(signed_in(teacher), group, children[:1], data=MP4, name="clip.mp4").status_code == 302
    assert Evidence.objects.get().kind == "video"


def test_only_the_class_s_teachers_reach_its_evidence(signed_in, teacher, other_teacher, staff_viewer, wrens):
    group, children = wrens
    client = signed_in(teacher)
    _upload(client, group, children[:1])
    evidence = Evidence.objects.get()
    for user in (other_teacher, staff_viewer):
        other = signed_in(user)
        assert other.get(f"/assessment/class/{group.pk}/evidence").status_code in (302, 404)
        assert other.get(f"/assessment/evidence/{evidence.pk}/file").status_code in (302, 404)
        assert other.post(f"/assessment/evidence/{evidence.pk}/delete").status_code in (302, 404)
        assert _upload(other, group, children[:1]).status_code in (302, 404)
        assert Evidence.objects.count() == 1
    assert Evidence.objects.for_user(other_teacher).count() == 0 == Evidence.objects.for_user(staff_viewer).count()


def test_sharing_switches_and_delete_takes_the_file(signed_in, teacher, wrens, django_capture_on_commit_callbacks):
    group, children = wrens
    client = signed_in(teacher)
    _upload(client, group, children[:1])
    evidence = Evidence.objects.get()
    client.post(f"/assessment/evidence/{evidence.pk}/share", {"shared": "on"})
    assert Evidence.objects.get().shared_with_parents
    client.post(f"/assessment/evidence/{evidence.pk}/share")
    assert not Evidence.objects.get().shared_with_parents
    with django_capture_on_commit_callbacks(execute=True):
        assert client.post(f"/assessment/evidence/{evidence.pk}/delete").status_code == 302
    assert not Evidence.objects.exists() and not default_storage.exists(evidence.file.name)


def test_the_list_reads_in_a_fixed_number_of_queries(signed_in, teacher, wrens):
    group, children = wrens
    client = signed_in(teacher)
    url = f"/assessment/class/{group.pk}/evidence"
    _upload(client, group, children[:2], outcomes=[make_outcome().pk])
    client.get(url)
    with CaptureQueriesContext(connection) as one:
        client.get(url)
    for n in range(4):
        _upload(client, group, children[:2], outcomes=[make_outcome(f"Outcome {n}").pk])
    client.get(url)  # the uploads' messages shown
    with CaptureQueriesContext(connection) as five:
        assert client.get(url).content.decode().count("data-evidence=") == 5
    assert len(five) == len(one)


def test_the_nightly_task_deletes_evidence_past_its_date_with_its_file(
    signed_in, teacher, wrens, django_capture_on_commit_callbacks
):
    group, children = wrens
    Settings.objects.create(account=group.account, evidence_keep_days=30)
    client = signed_in(teacher)
    _upload(client, group, children[:1])
    _upload(client, group, children[:1])
    old, new = Evidence.objects.order_by("id")
    assert new.keep_until == timezone.localdate() + timedelta(days=30)
    Evidence.objects.filter(pk=old.pk).update(keep_until=timezone.localdate() - timedelta(days=1))
    with django_capture_on_commit_callbacks(execute=True):
        assert evidence_expire_daily() == 1
    assert list(Evidence.objects.all()) == [new]
    assert not default_storage.exists(old.file.name) and default_storage.exists(new.file.name)


def test_erasing_a_child_deletes_the_evidence_showing_them(
    signed_in, teacher, school_admin, wrens, django_capture_on_commit_callbacks
):
    from apps.privacy.services import child_erase

    group, children = wrens
    client = signed_in(teacher)
    _upload(client, group, children[:2])  # shows both
    _upload(client, group, children[1:2])  # shows the second only
    both, second = Evidence.objects.order_by("id")
    with django_capture_on_commit_callbacks(execute=True):
        child_erase(student=children[0], acting_user=school_admin)
    assert list(Evidence.objects.all()) == [second]
    assert not default_storage.exists(both.file.name) and default_storage.exists(second.file.name)


def test_the_school_sets_how_long_evidence_is_kept(signed_in, school_admin, teacher, wrens):
    group, children = wrens
    admin = signed_in(school_admin)
    refused = admin.post("/assessment/settings", {"preset": "expected", "swimming_years": ["3"],
                                                   "evidence_keep_days": "0"})  # fmt: skip
    assert refused.status_code == 400 and "Keep evidence for 1 to 3650 days." in refused.content.decode()
    assert not Settings.objects.exists()
    admin.post("/assessment/settings", {"preset": "expected", "swimming_years": ["3"], "evidence_keep_days": "30"})
    assert (
        'name="evidence_keep_days" min="1" max="3650" required value="30"'
        in admin.get("/assessment/settings").content.decode()
    )
    _upload(signed_in(teacher), group, children[:1])
    assert Evidence.objects.get().keep_until == timezone.localdate() + timedelta(days=30)
