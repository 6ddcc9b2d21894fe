"""Evidence a teacher shared with parents, on the parents' page (issue 31): a parent sees
their own child's shared photos and videos and nothing else (not an unshared one, not
another child's of the same class, not one with another child in it, not one past its
date); each file only through the parents' route, which checks all that again, and each
showing recorded. The school's preview shows the same."""

import re
from datetime import timedelta

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils import timezone

from apps.assessment.models import Evidence
from apps.bursts.models import ChildRead, Contact, Student

pytestmark = pytest.mark.django_db

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64


@pytest.fixture
def photos(switched_on, settings, tmp_path):
    """Ava's shared photo, Ava's unshared one, Cal's shared one (same class, Casey's child),
    Ava and Cal together (shared), and Ava's shared one past its date. Ava and Cal have photo
    consent recorded."""
    settings.MEDIA_ROOT = tmp_path
    kids = switched_on["kids"]
    Student.objects.filter(pk__in=[kids["ava"].pk, kids["cal"].pk]).update(photo_consent=True)
    today = timezone.localdate()

    def make(name, children, *, shared=True, keep=today + timedelta(days=30), caption=""):
        stored = default_storage.save(f"evidence/{name}.png", ContentFile(PNG))
        item = Evidence.objects.create(account=switched_on["account"], group=switched_on["kestrels"], file=stored,
                                       kind="photo", caption=caption or f"{name} caption", shared_with_parents=shared,
                                       keep_until=keep)  # fmt: skip
        item.students.set(children)
        return item

    return {
        "ava": make("ava", [kids["ava"]], caption="Ava balancing on one foot"),
        "ava_unshared": make("ava-unshared", [kids["ava"]], shared=False),
        "cal": make("cal", [kids["cal"]], caption="Cal throwing overarm"),
        "both": make("both", [kids["ava"], kids["cal"]], caption="Ava and Cal passing"),
        "ava_old": make("ava-old", [kids["ava"]], keep=today - timedelta(days=1), caption="An old photo"),
    }


def _sections(html):
    return re.findall(r'<section class="family-child".*?</section>', html, re.S)


def test_a_parent_sees_their_own_childs_shared_photo_and_nothing_else(signed_in, photos, personas):
    html = signed_in(personas["parent"]).get("/parents").content.decode()
    ava, ben = _sections(html)
    assert "Ava balancing on one foot" in ava and f"/parents/evidence/{photos['ava'].pk}" in ava
    assert timezone.localdate().strftime("%Y") in ava  # its date
    for other in ("ava_unshared", "cal", "both", "ava_old"):
        assert f'/parents/evidence/{photos[other].pk}"' not in html, other
    assert "Cal throwing" not in html and "Ava and Cal" not in html and "An old photo" not in html
    assert "No photos or videos shared yet" in ben
    casey = signed_in(personas["other_parent"]).get("/parents").content.decode()
    assert "Cal throwing overarm" in casey and "Ava balancing" not in casey


def test_the_file_is_served_only_to_the_childs_parent_while_shared_and_kept(signed_in, photos, personas, teacher):
    jordan = signed_in(personas["parent"])
    served = jordan.get(f"/parents/evidence/{photos['ava'].pk}")
    assert served.status_code == 200 and served["Content-Type"] == "image/png"
    assert b"".join(served.streaming_content) == PNG and "no-store" in served["Cache-Control"]
    for other in ("ava_unshared", "cal", "both", "ava_old"):  # another child's (same class): 404, as is the rest
        assert jordan.get(f"/parents/evidence/{photos[other].pk}").status_code == 404, other
    assert signed_in(personas["other_parent"]).get(f"/parents/evidence/{photos['ava'].pk}").status_code == 404
    assert signed_in(teacher).get(f"/parents/evidence/{photos['ava'].pk}").status_code == 404


def test_a_file_past_its_date_or_unshared_later_or_consent_withdrawn_is_gone(signed_in, photos, personas, switched_on):
    jordan = signed_in(personas["parent"])
    url = f"/parents/evidence/{photos['ava'].pk}"
    Evidence.objects.filter(pk=photos["ava"].pk).update(keep_until=timezone.localdate() - timedelta(days=1))
    assert jordan.get(url).status_code == 404 and "Ava balancing" not in jordan.get("/parents").content.decode()
    Evidence.objects.filter(pk=photos["ava"].pk).update(keep_until=timezone.localdate())  # its last day: shown
    assert jordan.get(url).status_code == 200
    Student.objects.filter(pk=switched_on["kids"]["ava"].pk).update(photo_consent=False)
    assert jordan.get(url).status_code == 404 and "Ava balancing" not in jordan.get("/parents").content.decode()
    Student.objects.filter(pk=switched_on["kids"]["ava"].pk).update(photo_consent=True)
    Evidence.objects.filter(pk=photos["ava"].pk).update(shared_with_parents=False)
    assert jordan.get(url).status_code == 404


def test_a_court_order_or_the_switch_turned_off_takes_the_file_away(signed_in, photos, personas, switched_on):
    from apps.parents.models import ParentView

    jordan = signed_in(personas["parent"])
    url = f"/parents/evidence/{photos['ava'].pk}"
    Contact.objects.filter(pk=switched_on["contacts"]["ava"].pk).update(court_order=True)
    assert jordan.get(url).status_code == 404
    Contact.objects.filter(pk=switched_on["contacts"]["ava"].pk).update(court_order=False)
    ParentView.objects.filter(account=switched_on["account"]).update(enabled=False)
    assert jordan.get(url).status_code == 404


def test_each_showing_of_a_file_is_recorded(signed_in, photos, personas, school_admin, switched_on):
    signed_in(personas["parent"]).get(f"/parents/evidence/{photos['ava'].pk}")
    read = ChildRead.objects.get(reader=personas["parent"])
    assert read.kind == "parent" and read.student_ids == [switched_on["kids"]["ava"].pk]
    assert read.fields == ["evidence"] and read.where == f"GET /parents/evidence/{photos['ava'].pk}"
    page = signed_in(personas["parent"]).get("/parents")
    assert page.status_code == 200 and "evidence" in ChildRead.objects.filter(where="GET /parents").get().fields


def test_the_schools_preview_shows_the_same_photos(client, signed_in, photos, personas, school_admin, switched_on):
    ava = switched_on["kids"]["ava"]
    mine = next(s for s in _sections(signed_in(personas["parent"]).get("/parents").content.decode()) if ">Ava<" in s)
    client.logout()
    admin = signed_in(school_admin)
    assert _sections(admin.get(f"/parents/school/preview/{ava.pk}").content.decode()) == [mine]
    assert admin.get(f"/parents/evidence/{photos['ava'].pk}").status_code == 200
    assert admin.get(f"/parents/evidence/{photos['ava_unshared'].pk}").status_code == 404
    assert ChildRead.objects.get(reader=school_admin, fields=["evidence"]).where.endswith("(preview)")


def test_the_access_layer_gives_a_parent_only_their_own_children_to_view(photos, personas, switched_on):
    from apps.assessment.models import Evidence as E

    jordan, kids = personas["parent"], switched_on["kids"]
    assert set(Student.objects.for_user(jordan)) == {kids["ava"], kids["ben"]}
    assert not Student.objects.for_user(jordan, "change").exists()
    assert list(E.objects.for_user(jordan)) == [photos["ava"]]
    assert not E.objects.for_user(jordan, "delete").exists()
    assert set(Contact.objects.for_user(jordan).values_list("student_id", flat=True)) == {kids["ava"].pk,
                                                                                          kids["ben"].pk}  # fmt: skip
