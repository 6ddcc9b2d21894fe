"""The parents' personas in the demo (issue 31): Jordan sees two Oakfield children (in two
classes), Casey one child of the same class as Jordan's first, and nobody else's; the
synced Oakfield holds contacts the MIS marks without parental responsibility or under a
court order, which are never linked."""

import pytest

from apps.bursts.models import Contact
from apps.demo.bursts import seed_bursts
from apps.demo.parents import seed_parents
from apps.parents.selectors import children_for_parent

pytestmark = pytest.mark.django_db


def test_the_parent_personas_see_their_own_children(personas):
    seed_bursts()
    seed_parents()
    seed_parents()  # again: nothing changes
    jordan = list(children_for_parent(personas["parent"]))
    casey = list(children_for_parent(personas["other_parent"]))
    assert len(jordan) == 2 and len({c.group_id for c in jordan}) == 2
    assert len(casey) == 1 and casey[0].group_id in {c.group_id for c in jordan}
    assert not {c.pk for c in casey} & {c.pk for c in jordan}
    assert {c.account.name for c in jordan + casey} == {"Oakfield Primary"}
    flagged = Contact.objects.filter(student__account__name="Oakfield Primary", court_order=True)
    assert flagged.exists() and Contact.objects.filter(parental_responsibility=False).exists()
    assert not flagged.filter(web_linked__isnull=False).exists()


def test_jordans_child_has_a_photo_shared_with_parents(personas):
    from django.core.files.storage import default_storage

    from apps.assessment.models import Evidence
    from apps.parents.selectors import shared_evidence

    seed_bursts()
    seed_parents()
    seed_parents()  # again: still one photo
    jordan = list(children_for_parent(personas["parent"]))
    shown = list(shared_evidence(personas["parent"], [c.pk for c in jordan]))
    assert len(shown) == 1 and Evidence.objects.count() == 1
    assert default_storage.open(shown[0].file.name).read(8) == b"\x89PNG\r\n\x1a\n"
    assert not shared_evidence(personas["other_parent"], [c.pk for c in children_for_parent(personas["other_parent"])])
