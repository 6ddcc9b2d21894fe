"""BURSTS demo data: Oakfield's seven classes (Reception to Year 6) of about 28 children,
Cedar Academy's three, with contacts in every state, teachers linked, and a year of
home-app activity. Bulk inserts, seeded randomness: a few seconds, the same every time.

Oakfield is a synced school: its classes come from its MIS (the fake partner's
OAKFIELD_BURSTS_GROUPS), imported as Sync Class imports them, so Sync Class on any of
them finds the class and its children. Cedar's were made by hand in BURSTS: no MIS id,
no Sync Class."""

import random
from datetime import datetime, time, timedelta

from django.db import transaction
from django.utils import timezone

from apps.accounts.models import Account
from apps.bursts.models import ADVENTURE_LEVELS, ADVENTURES, BEHAVIOURS, Contact, Event, Group, Student, xp_level
from apps.bursts.services import new_code
from apps.bursts.services.recording import rollups_rebuild
from apps.content.models import IntroEntry
from apps.parents.models import Parent
from apps.sync.fake.seed import OAKFIELD_BURSTS_GROUPS, demo_store
from apps.sync.fake.store import include_tree
from apps.sync.services.groups import STUDENT_INCLUDES, group_apply
from apps.users.models import User

FIRST = {
    "MALE": ["Alfie", "Arlo", "Ben", "Charlie", "Dev", "Eli", "Finn", "George", "Harry", "Isaac", "Jack", "Kai",
             "Leo", "Max", "Noah", "Oscar", "Reuben", "Sami", "Theo", "Yusuf", "Zain", "Ollie", "Mason", "Jude"],
    "FEMALE": ["Amara", "Bella", "Chloe", "Daisy", "Ella", "Freya", "Grace", "Hana", "Isla", "Jess", "Lily",
               "Maya", "Nia", "Orla", "Poppy", "Ruby", "Sofia", "Tilly", "Willow", "Zara", "Aisha", "Evie", "Ivy"],
}  # fmt: skip
LAST = ["Ahmed", "Baker", "Clarke", "Davies", "Evans", "Fletcher", "Green", "Hughes", "Iqbal", "Jones", "Khan",
        "Lewis", "Morgan", "Nowak", "Okafor", "Patel", "Quinn", "Roberts", "Shaw", "Taylor", "Walsh", "Wright",
        "Young", "Hussain", "Kowalski", "Murphy", "Singh", "Turner", "Popescu", "Adeyemi"]  # fmt: skip
# Codes of apps/bursts/codelists.py, as a child keeps them.
ETHNICITIES = [("WBRI", 68), ("WOTH", 7), ("APKN", 7), ("AIND", 5), ("BAFR", 5), ("MWBC", 4), ("CHNE", 2),
               ("OOTH", 2)]  # fmt: skip
NATIONALITIES = [("GBR", 86), ("POL", 4), ("ROU", 3), ("PAK", 3), ("NGA", 2), ("", 2)]
STATUSES = ([0, 1, 2], [30, 8, 62])  # inactive, connected, active
CLASSES = [(0, "Reception", "Robins"), (1, "Year 1", "Wrens"), (2, "Year 2", "Kestrels"), (3, "Year 3", "Owls"),
           (4, "Year 4", "Falcons"), (5, "Year 5", "Herons"), (6, "Year 6", "Eagles")]  # fmt: skip


def _pick(rng, weighted):
    return rng.choices([v for v, _ in weighted], weights=[w for _, w in weighted])[0]


def _child(rng, account, group, year, n, today):
    gender = rng.choice(["MALE", "FEMALE"])
    pp = rng.random() < 0.24
    age = 4 + year
    return Student(
        account=account,
        group=group,
        first_name=rng.choice(FIRST[gender]),
        last_name=rng.choice(LAST),
        code=new_code(rng),
        year=year,
        dob=today.replace(year=today.year - age - (1 if today.month < 9 else 0))
        - timedelta(days=rng.randrange(0, 360)),
        gender=gender,
        ethnicity=_pick(rng, ETHNICITIES),
        nationality=_pick(rng, NATIONALITIES),
        sen=rng.choices(["", "K", "E"], weights=[85, 12, 3])[0],
        pp_eligible=pp,
        pp_indicator=pp and rng.random() < 0.9,
        eal=rng.random() < 0.18,
        status=rng.choices(*STATUSES)[0],
    )


def _activity(rng, student, today):
    """A year of bursts for an active child: busier in recent weeks, points for one
    behaviour per burst, FMS levels climbing, XP level-ups as awards."""
    events, levels, xp = [], [0] * (len(ADVENTURES) + 1), dict.fromkeys(BEHAVIOURS, 0)
    keen = rng.uniform(0.4, 1.6)
    days = sorted(rng.sample(range(1, 365), int(rng.randrange(15, 60) * keen)), reverse=True)
    level = 1
    for n, ago in enumerate(days):
        when = timezone.make_aware(
            datetime.combine(today - timedelta(days=ago), time(16 + rng.randrange(3), rng.randrange(60)))
        )
        adventure = rng.randrange(1, len(ADVENTURES) + 1)
        levels[adventure] = min(levels[adventure] + (1 if rng.random() < 0.45 else 0) or 1, ADVENTURE_LEVELS)
        behaviour, points = rng.choice(BEHAVIOURS), rng.choice([100, 200, 250, 400, 500])
        xp[behaviour] += points
        seconds = rng.randrange(90, 420)
        events.append(Event(student=student, account_id=student.account_id, app_id=f"demo-{student.code}-{n}",
                            kind=Event.Kind.ACTIVITY, name=f"{ADVENTURES[adventure]} level {levels[adventure]}",
                            level=levels[adventure], adventure_id=adventure, seconds=seconds, behaviour=behaviour,
                            points=points, date_created=when))  # fmt: skip
        student.total_seconds += seconds
        reached = xp_level(sum(xp.values()))
        if reached > level:
            level = reached
            events.append(Event(student=student, account_id=student.account_id, app_id=f"demo-{student.code}-{n}-l",
                                kind=Event.Kind.LEVEL, name=f"Reached XP level {level}", level=level,
                                date_created=when + timedelta(seconds=1)))  # fmt: skip
    student.level, student.adventure_levels, student.adventure_total = level, levels, sum(levels)
    for behaviour, points in xp.items():
        setattr(student, behaviour, points)
    return events


def _contacts(rng, student, parents):
    """Active children have a connected parent; inactive ones an invited, an uninvited or
    no email at all (the contact card states of spec 2 §2)."""
    last = student.last_name
    first = rng.choice(["Sarah", "James", "Aisha", "Tom", "Kasia", "Priya", "Dan", "Emma", "Chidi", "Laura"])
    email = f"{first.lower()}.{last.lower()}.{student.code.lower()}@example.com"
    if student.status:
        parent = Parent(email=email, first_name=first, last_name=last, verified=True)
        parents.append(parent)
        rows = [Contact(student=student, kind=Contact.Kind.PARENT, email=email, first_name=first, last_name=last,
                        invited=timezone.now() - timedelta(days=60), verified=True)]  # fmt: skip
    else:
        state = rng.choices(["invited", "email", "missing"], weights=[40, 35, 25])[0]
        invited = timezone.now() - timedelta(days=rng.randrange(3, 40)) if state == "invited" else None
        rows = [Contact(student=student, email="" if state == "missing" else email, first_name=first,
                        last_name=last, invited=invited)]  # fmt: skip
    if rng.random() < 0.3:
        rows.append(Contact(student=student, email="", first_name=rng.choice(["Gran", "Grandad", "Auntie"]),
                            last_name=last, priority=2))  # fmt: skip
    return rows


def _parents(parents, contacts):
    """Parents of the home app, and their contacts linked to them."""
    Parent.objects.bulk_create(parents, ignore_conflicts=True)
    by_email = dict(Parent.objects.filter(email__in=[p.email for p in parents]).values_list("email", "pk"))
    for contact in contacts:
        contact.parent_id = by_email.get(contact.email) if contact.kind == Contact.Kind.PARENT else None


def _school(rng, account, classes, size, teachers, today):
    """A school whose classes were made in BURSTS (no MIS)."""
    groups = Group.objects.bulk_create(
        [Group(account=account, name=f"{label} {bird}", subject="PE",
               description=f"{label} children doing BURSTS at home this year.") for year, label, bird in classes]
    )  # fmt: skip
    students = []
    for group, (year, _, _) in zip(groups, classes, strict=True):
        students += [_child(rng, account, group, year, n, today) for n in range(size + rng.randrange(-3, 4))]
    events, contacts, parents = [], [], []
    for student in students:  # counters first, so each child is inserted once, complete
        if student.status == Student.Status.ACTIVE:
            events += _activity(rng, student, today)
        contacts += _contacts(rng, student, parents)
    Student.objects.bulk_create(students)
    _parents(parents, contacts)
    Contact.objects.bulk_create(contacts)
    Event.objects.bulk_create(events, batch_size=2000)
    for user, index in teachers:
        groups[index].teachers.add(user)
    return groups


def _synced_school(rng, account, today, store):
    """Oakfield's classes from its MIS (the fake partner's data), imported with the same
    code as Sync Class; then the home app's side: codes, who connected, invites, activity."""
    school = store.schools[account.wonde_id]
    includes = include_tree(",".join(STUDENT_INCLUDES))
    groups = []
    for gid, *_ in OAKFIELD_BURSTS_GROUPS:
        group, _ = group_apply(account=account, row=store.render(school, "groups", school.records["groups"][gid],
                                                                 includes))  # fmt: skip
        groups.append(group)
    Group.objects.filter(pk__in=[g.pk for g in groups]).update(subject="PE")
    students = list(Student.objects.filter(group__in=groups).order_by("wonde_id"))
    mis_contacts = {c.student_id: c for c in Contact.objects.filter(student__in=students).order_by("priority", "id")}
    events, changed, extra, parents = [], [], [], []
    for student in students:
        contact = mis_contacts.get(student.pk)
        student.code = new_code(rng)
        student.status = rng.choices(*STATUSES)[0] if contact and contact.email else Student.Status.INACTIVE
        if student.status == Student.Status.ACTIVE:
            events += _activity(rng, student, today)
        if contact is None:
            continue
        if student.status:  # a parent connected with the invite the school sent
            contact.kind, contact.verified = Contact.Kind.PARENT, True
            contact.invited = timezone.now() - timedelta(days=60)
            parents.append(Parent(email=contact.email, first_name=contact.first_name, last_name=contact.last_name,
                                  verified=True))  # fmt: skip
        elif contact.email and rng.random() < 0.55:
            contact.invited = timezone.now() - timedelta(days=rng.randrange(3, 40))
        changed.append(contact)
        if rng.random() < 0.3:
            extra.append(Contact(student=student, email="", first_name=rng.choice(["Gran", "Grandad", "Auntie"]),
                                 last_name=student.last_name, priority=2))  # fmt: skip
    Student.objects.bulk_update(students, ["code", "status", "level", "adventure_levels", "adventure_total",
                                           "total_seconds", *BEHAVIOURS], batch_size=500)  # fmt: skip
    _parents(parents, changed)
    Contact.objects.bulk_update(changed, ["kind", "verified", "invited", "parent"], batch_size=500)
    Contact.objects.bulk_create(extra)
    Event.objects.bulk_create(events, batch_size=2000)
    return groups


@transaction.atomic
def seed_bursts(today=None):
    """Idempotent: a school that already has classes is left as it is."""
    today = today or timezone.localdate()
    rng = random.Random(12)
    IntroEntry.objects.get_or_create(
        slug="intro-bursts",
        defaults={"title": "BURSTS", "text": "Short bursts of activity at home for 4 to 7 year olds, followed by "
                  "their teachers: active minutes, movement skills and points for being brave, helpful, "
                  "imaginative and wise."},
    )  # fmt: skip
    users = {u.email: u for u in User.objects.filter(email__endswith=".example.com")}
    oakfield = Account.objects.filter(name="Oakfield Primary").first()
    if oakfield and not Group.objects.filter(account=oakfield).exists():
        store = demo_store()
        if oakfield.wonde_id in store.schools:
            groups = _synced_school(rng, oakfield, today, store)  # teachers linked as the MIS has them
        else:  # not the partner's Oakfield: classes made by hand
            wanted = (("admin@oakfield.example.com", 0), ("teacher@oakfield.example.com", 2),
                      ("year5@oakfield.example.com", 5), ("lead@oakfield.example.com", 6))  # fmt: skip
            teachers = [(users[e], i) for e, i in wanted if e in users]
            groups = _school(rng, oakfield, CLASSES, 28, teachers, today)
        Group.objects.filter(pk=groups[4].pk).update(date_invited=today)  # Year 4 was invited today
    cedar = Account.objects.filter(name="Cedar Academy").first()
    if cedar and not Group.objects.filter(account=cedar).exists():
        teachers = [(users["bursts@cedar.example.com"], 0)] if "bursts@cedar.example.com" in users else []
        _school(rng, cedar, [CLASSES[0], CLASSES[1], CLASSES[2]], 22, teachers, today)
    rollups_rebuild()  # the statistics' rollups from the demo's events
