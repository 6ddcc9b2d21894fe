"""The MIS's legal flags on a contact (issue 31), as the fake partner serves them in
Wonde's contact relationship, carried into Contact by Sync Class, and kept up to date by
the next sync: the parents' page never links a contact without parental responsibility
or under a court order."""

import pytest

from apps.bursts.models import Contact

pytestmark = pytest.mark.django_db


def _contact(student_wonde_id):
    return Contact.objects.get(student__wonde_id=student_wonde_id)


def test_sync_class_carries_parental_responsibility_and_court_orders(signed_in, school_admin, wonde, oakfield):
    contacts = wonde.store.schools[oakfield.wonde_id].records["contacts"]
    assert contacts["C201009"]["relationship"]["parental_responsibility"] is False  # the fake's shape
    assert contacts["C201012"]["relationship"]["court_order"] is True
    client = signed_in(school_admin)
    client.post(f"/sync/{oakfield.wonde_id}/groups/G201")
    assert (_contact("S201009").parental_responsibility, _contact("S201009").court_order) == (False, False)
    assert (_contact("S201012").parental_responsibility, _contact("S201012").court_order) == (True, True)
    assert (_contact("S201000").parental_responsibility, _contact("S201000").court_order) == (True, False)
    # The MIS changes: a court order recorded (as {"data": ...} with "Y"), responsibility given.
    wonde.store.put(oakfield.wonde_id, "contacts", {"id": "C201000", "relationship": {"data": {
        "relationship": "Mother", "parental_responsibility": "Y", "court_order": "Y"}}})  # fmt: skip
    wonde.store.put(oakfield.wonde_id, "contacts", {"id": "C201009", "relationship": {
        "relationship": "Father", "parental_responsibility": True, "court_order": False}})  # fmt: skip
    client.post(f"/sync/{oakfield.wonde_id}/groups/G201")
    assert _contact("S201000").court_order is True
    assert _contact("S201009").parental_responsibility is True
