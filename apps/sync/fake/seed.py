"""The fake partner's schools: the demo's Oakfield Primary (its staff match the demo
users E100-E102, plus colleagues the school admin can invite and the cases the employee
cards explain; its classes include the seven the demo has in BURSTS), Cedar Academy
(BURSTS access still pending) and Kauri Bay School on the partner's other region.
Generated the same way every time (a fixed random seed)."""

import random

from apps.sync.fake.store import Store

PE_TOKEN = "fake-pe-token"
BURSTS_TOKEN = "fake-bursts-token"
OAKFIELD = "A1930499544"
CEDAR = "A2098765432"
KAURI_BAY = "A3141592653"

FIRST = ["Amelia", "Oliver", "Isla", "George", "Ava", "Noah", "Mia", "Arthur", "Freya", "Leo", "Lily", "Oscar",
         "Evie", "Harry", "Grace", "Jack", "Sophia", "Charlie", "Ivy", "Theo", "Rosie", "Alfie", "Poppy", "Henry",
         "Ella", "Jacob", "Florence", "Muhammad", "Aisha", "Zara", "Kai", "Maya", "Reuben", "Priya", "Tomasz",
         "Ines", "Yusuf", "Nia", "Finley", "Ruby"]  # fmt: skip
LAST = ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Patel", "Robinson",
        "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
        "Khan", "Nowak", "Okafor", "Hughes", "Begum", "Ahmed", "Murphy", "Kelly", "Lewis"]  # fmt: skip
ETHNICITIES = ["White - British", "White - British", "White - British", "Asian - Pakistani", "Black - African",
               "Mixed - White and Asian", "White - Polish", "Asian - Indian", "Chinese"]  # fmt: skip
NATIONALITIES = {"White - Polish": "Polish", "Black - African": "Nigerian"}
EAL_LEVELS = ["New to English", "Early Acquisition", "Developing Competence", "Competent", "Fluent"]


def _year(year, style):
    """The year group as the MIS names it: Oakfield's MIS says "R", "1"..."6"; the
    generated schools' say "Year R", "Year 1"... (both seen in schools' Wonde data)."""
    if year is None:
        return None
    code = "R" if year == 0 else str(year)
    return {"code": code if style == "code" else f"Year {code}", "name": "Reception" if year == 0 else f"Year {year}"}


OAKFIELD_STAFF = [
    ("E100", "Mrs", "Olivia", "Oakes", "admin@oakfield.example.com"),
    ("E101", "Mr", "Tom", "Teach", "teacher@oakfield.example.com"),
    ("E102", "Mr", "Lee", "Lead", "lead@oakfield.example.com"),
    ("E103", "Miss", "Priya", "Patel", "p.patel@oakfield.example.com"),
    ("E104", "Mr", "Daniel", "Hughes", "d.hughes@oakfield.example.com"),
    ("E105", "Mrs", "Grace", "Whitfield", "g.whitfield@oakfield.example.com"),
    ("E106", "Mr", "Samuel", "Okafor", "s.okafor@oakfield.example.com"),
    ("E107", "Ms", "Hannah", "Brooks", "h.brooks@oakfield.example.com"),
    ("E108", "Mr", "Marcus", "Bell", ""),  # no email in the MIS yet
    ("E109", "Miss", "Chloe", "Turner", "chloe.turner86@gmail.com"),  # a personal address
    ("E110", "Mrs", "Bea", "Birch", "admin@birchwood.example.com"),  # already at Birchwood
    ("E111", "Mrs", "Aisha", "Rahman", "a.rahman@oakfield.example.com"),
    ("E112", "Mr", "Jack", "Dawson", "j.dawson@oakfield.example.com"),
    ("E113", "Miss", "Emily", "Shaw", "e.shaw@oakfield.example.com"),
    ("E114", "Mr", "Oliver", "Grant", "bursts.lead@oakfield.example.com"),  # the demo's BURSTS lead
    ("E115", "Mrs", "Fiona", "McLeod", "year5@oakfield.example.com"),  # the demo's Year 5 teacher
    ("E116", "Mr", "Ben", "Carter", "b.carter@oakfield.example.com"),
]
# (id, name, type, description, year, size, teacher)
OAKFIELD_GROUPS = [
    ("G200", "Reception Acorns", "REGISTRATION", "Reception class", 0, 24, "E103"),
    ("G201", "1 Beech", "REGISTRATION", "Year 1 registration group", 1, 26, "E104"),
    ("G202", "2 Cherry", "REGISTRATION", "Year 2 registration group", 2, 27, "E105"),
    ("G203", "3 Hazel", "REGISTRATION", "Year 3 registration group", 3, 28, "E106"),
    ("G204", "4 Maple", "REGISTRATION", "Year 4 registration group", 4, 25, "E101"),
    ("G205", "5 Rowan", "REGISTRATION", "Year 5 registration group", 5, 29, "E107"),
    ("G206", "6 Willow", "REGISTRATION", "Year 6 registration group", 6, 30, "E102"),
    ("G207", "Nurture Group", "INTERVENTION", "Small group support (no pupils this term)", None, 0, "E111"),
]
# Oakfield's other form of entry: the classes the demo has in BURSTS (apps/demo/bursts.py
# imports them from here), so Sync Class on any of them finds the class and its children.
# (id, name, year, size, teacher: the demo users E100-E102 teach four of them)
OAKFIELD_BURSTS_GROUPS = [
    ("G100", "Reception Robins", 0, 28, "E100"),
    ("G101", "Year 1 Wrens", 1, 25, "E113"),
    ("G102", "Year 2 Kestrels", 2, 31, "E101"),
    ("G103", "Year 3 Owls", 3, 29, "E101"),
    ("G104", "Year 4 Falcons", 4, 29, "E114"),
    ("G105", "Year 5 Herons", 5, 25, "E115"),
    ("G106", "Year 6 Eagles", 6, 31, "E102"),
]


def _employee(store, school_id, eid, title, first, last, email):
    emails = {"email": email or None, "primary": email or None, "work": email or None, "home": None}
    employment = {"current": True, "teaching_staff": True, "role_text": "Teacher",
                  "employment_start_date": {"date": "2019-09-01 00:00:00.000000", "timezone_type": 3,
                                            "timezone": "Europe/London"}, "employment_end_date": None}  # fmt: skip
    store.put(school_id, "employees", {
        "id": eid, "upi": f"upi-{eid.lower()}", "mis_id": eid[1:], "title": title, "forename": first, "surname": last,
        "details": {"contact_details": {"emails": emails, "telephones": {"phone": None, "mobile": None}},
                    "employment_details": employment},
    }, touch=False)  # fmt: skip


def _children(store, school_id, rng, prefix, count, year, year_style="code"):
    ids = []
    for n in range(count):
        sid, cid = f"{prefix}{n:03d}", f"C{prefix[1:]}{n:03d}"
        first, last = rng.choice(FIRST), rng.choice(LAST)
        ethnicity = rng.choice(ETHNICITIES)
        pp = rng.random() < 0.22
        eal = ethnicity not in ETHNICITIES[:3] and rng.random() < 0.6
        born = f"{2020 - (year or 0)}-0{rng.randint(1, 9)}-15"
        details = {
            # Wonde's extended_details names (apps/sync/fake/SHAPES.md): SEN as the DfE codes,
            # free school meals now and in the last six years, the pupil premium indicator,
            # EAL as a proficiency ("Not applicable" when English is the first language).
            "sen_status": rng.choices(["N", "K", "E"], [85, 12, 3])[0],
            "free_school_meals": pp and rng.random() < 0.8,
            "free_school_meals_6": pp,
            "premium_pupil_indicator": pp,
            "english_as_additional_language_status": EAL_LEVELS[n % len(EAL_LEVELS)] if eal else "Not applicable",
            "first_language": ["POL", "URD", "PAN", "YOR"][n % 4] if eal else "ENG",
            "ethnicity": ethnicity,
            "nationalities": [NATIONALITIES.get(ethnicity, "British")],
            # Held in the MIS, never kept by the product (data minimisation).
            "in_lea_care": False, "medical_notes": None,
        }  # fmt: skip
        parent = rng.choice(["Mother", "Father", "Carer", "Grandparent"])
        parent_first = rng.choice(FIRST)
        email = f"{parent_first.lower()}.{last.lower()}{n}@example.net" if rng.random() < 0.9 else None
        store.put(school_id, "contacts", {
            "id": cid, "forename": parent_first, "surname": last,
            # Wonde's contact relationship (SHAPES.md): the MIS's legal flags, a few of each
            # so a sync shows the parents' page refusing them (issue 31).
            "relationship": {"relationship": parent, "priority": 1, "parental_responsibility": n % 11 != 9,
                             "court_order": n % 13 == 12, "lives_with_pupil": True, "bill_payer": n % 11 != 9},
            "details": {"contact_details": {"emails": {"email": email, "primary": email}}},
            "rel": {"students": [sid]},
        }, touch=False)  # fmt: skip
        store.put(school_id, "students", {
            "id": sid, "upi": f"upi-{sid.lower()}", "forename": first, "surname": last,
            "gender": rng.choice(["MALE", "FEMALE"]), "date_of_birth": born,
            "details": {"extended_details": details, "year": _year(year, year_style),
                        "education_details": {"current_nc_year": "R" if year == 0 else (str(year) if year else None),
                                              "local_upn": f"L{sid}", "admission_number": sid[1:]},
                        "contact_details": {"emails": {"email": None, "primary": None, "home": None, "work": None},
                                            "telephones": {"phone": None, "mobile": None}}},
            "rel": {"contacts": [cid]},
        }, touch=False)  # fmt: skip
        ids.append(sid)
    return ids


def seed_oakfield(store: Store) -> None:
    from apps.sync.fake.store import School

    rng = random.Random(1930)
    store.schools[OAKFIELD] = School(OAKFIELD, "Oakfield Primary")
    for row in OAKFIELD_STAFF:
        _employee(store, OAKFIELD, *row)
    year6 = []
    for gid, name, kind, description, year, size, teacher in OAKFIELD_GROUPS:
        students = _children(store, OAKFIELD, rng, f"S{gid[1:]}", size, year)
        if year == 6:
            year6 = students
        store.put(OAKFIELD, "groups", {"id": gid, "name": name, "type": kind, "description": description,
                                       "rel": {"students": students, "employees": [teacher]}}, touch=False)  # fmt: skip
    # A year group overlapping the Year 6 class: the import warns twice about it.
    store.put(OAKFIELD, "groups", {"id": "G290", "name": "Year 6", "type": "YEAR", "description": "All of Year 6",
                                   "rel": {"students": year6, "employees": ["E102"]}}, touch=False)  # fmt: skip
    store.put(OAKFIELD, "classes", {"id": "K300", "name": "6W/PE", "subject": "Physical Education",
                                    "description": "Year 6 PE", "rel": {"students": year6, "employees": ["E102"]}},
              touch=False)  # fmt: skip
    rng = random.Random(1931)  # its own sequence: the classes above stay as they were
    for gid, name, year, size, teacher in OAKFIELD_BURSTS_GROUPS:
        students = _children(store, OAKFIELD, rng, f"S{gid[1:]}", size, year)
        description = f"{name.rsplit(' ', 1)[0]} children doing BURSTS at home this year."
        store.put(OAKFIELD, "groups", {"id": gid, "name": name, "type": "REGISTRATION", "description": description,
                                       "rel": {"students": students, "employees": [teacher]}}, touch=False)  # fmt: skip
    store.set_access(PE_TOKEN, OAKFIELD, "approved")
    store.set_access(BURSTS_TOKEN, OAKFIELD, "approved")


def seed_school(store: Store, school_id: str, name: str, *, staff: int, classes: int, children: int,
                region: str = "uk", seed: int = 7) -> None:  # fmt: skip
    """A generated school (the other region's school, and the bench's 1,500-child school)."""
    from apps.sync.fake.store import School

    rng = random.Random(seed)
    store.schools[school_id] = School(
        school_id,
        name,
        region=region,
        postcode="0110" if region == "anz" else "CB21 5EX",
        establishment_number=str(2000 + seed),
        urn=110000 + seed,
    )
    domain = "kauribay.example.nz" if region == "anz" else "school.example.com"
    for n in range(staff):
        first, last = rng.choice(FIRST), rng.choice(LAST)
        _employee(store, school_id, f"E{seed}{n:04d}", "", first, last, f"{first}.{last}{n}@{domain}".lower())
    per_class = children // max(classes, 1)
    for n in range(classes):
        gid = f"G{seed}{n:03d}"
        students = _children(store, school_id, rng, f"S{seed}{n:03d}", per_class, n % 7, "name")
        teacher = f"E{seed}{n % max(staff, 1):04d}"
        store.put(school_id, "groups", {"id": gid, "name": f"Class {n + 1}", "type": "REGISTRATION",
                                        "description": "", "rel": {"students": students, "employees": [teacher]}},
                  touch=False)  # fmt: skip
    store.set_access(PE_TOKEN, school_id, "approved")
    store.set_access(BURSTS_TOKEN, school_id, "approved")


def demo_store() -> Store:
    store = Store()
    store.tokens |= {PE_TOKEN, BURSTS_TOKEN}
    seed_oakfield(store)
    seed_school(store, CEDAR, "Cedar Academy", staff=6, classes=3, children=60, seed=42)
    store.set_access(BURSTS_TOKEN, CEDAR, "pending", "Waiting for the school's data manager to approve.")
    store.set_access(PE_TOKEN, CEDAR, "declined", "The school uses another PE provider.")
    seed_school(store, KAURI_BAY, "Kauri Bay School", staff=5, classes=2, children=40, region="anz", seed=64)
    return store
