import pytest
from django.utils import timezone

from apps.bursts.tests.factories import make_contact, make_group, make_student


@pytest.fixture
def family(personas):
    """Oakfield: Ava (Year 2 Kestrels) and her brother Ben (Year 5 Herons), whose parent is
    the 'parent' persona (Jordan); Cal, in Ava's class, whose parent is 'other_parent'
    (Casey); Dee, whose contact has no parental responsibility, and Eve, whose contact is
    named in a court order. Each contact was invited; Jordan's and Casey's are linked."""
    oakfield = personas["teacher"].account
    kestrels = make_group(oakfield, name="Year 2 Kestrels")
    kestrels.teachers.add(personas["teacher"])
    herons = make_group(oakfield, name="Year 5 Herons")
    kids = {
        "ava": make_student(kestrels, first_name="Ava", last_name="Lee", year=2, sen="K", pp_indicator=True),
        "ben": make_student(herons, first_name="Ben", last_name="Lee", year=5),
        "cal": make_student(kestrels, first_name="Cal", last_name="Moss", year=2),
        "dee": make_student(kestrels, first_name="Dee", last_name="Rowe", year=2),
        "eve": make_student(kestrels, first_name="Eve", last_name="Shaw", year=2),
    }
    now = timezone.now()
    jordan, casey = personas["parent"].parent_profile, personas["other_parent"].parent_profile
    contacts = {
        "ava": make_contact(kids["ava"], email=jordan.email, first_name="Jordan", invited=now, kind="parent",
                            parent=jordan, web_linked=now),
        "ben": make_contact(kids["ben"], email=jordan.email, first_name="Jordan", invited=now, kind="parent",
                            parent=jordan, web_linked=now),
        "cal": make_contact(kids["cal"], email=casey.email, first_name="Casey", invited=now, kind="parent",
                            parent=casey, web_linked=now),
        "dee": make_contact(kids["dee"], email="dee.carer@example.org", first_name="Drew", invited=now,
                            parental_responsibility=False),
        "eve": make_contact(kids["eve"], email="eve.contact@example.org", first_name="Eli", invited=now,
                            court_order=True),
    }  # fmt: skip
    return {"account": oakfield, "kestrels": kestrels, "herons": herons, "kids": kids, "contacts": contacts}


@pytest.fixture
def switched_on(family, school_admin):
    from apps.parents.services import parent_view_update

    parent_view_update(account=family["account"], acting_user=school_admin, enabled=True, show_behaviour=False)
    return family
